"""A repository run's cost a deck in instructions, which other work on the machine leaves alone.

    python benchmarks/bench_instructions.py [--count 2000] [--decks DIR] [--python PY ...]

Needs valgrind. On a machine whose CPU times move by a fifth from one run to the next, a change
of a few per cent is seen by counting instructions, not by timing. This builds the varied
copies of the real decks that ``bench_repository.py`` checks, then, for each interpreter given
(by default the one running this), runs in a child process under ``valgrind --tool=callgrind``
the whole run as ``valida`` drives it (the card data opened, the list chosen, the folder
listed, ``batch.outcomes`` through ``report.document.write_report`` to an output that keeps
nothing) twice: over every deck, and over none. It prints the instructions a deck adds, the
difference over the count (start-up, imports and the listing aside), and with more than one
interpreter each one's ratio to the first's. ``PYTHONHASHSEED`` is 0 in every run, so the
counts repeat.

To compare two versions, give each one's interpreter (``python -m venv`` and ``pip install``
of each checkout): ``--python /tmp/venv-old/bin/python /tmp/venv-new/bin/python``.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_repository import SHARED_DECKS, TEST_DECKS, build_repository

# what the child runs: argv[1] the folder, argv[2] how many of its decks to check
RUN = """
import io, sys
from ydkcheck.batch import outcomes
from ydkcheck.cards import open_card_db
from ydkcheck.decks import read_inputs
from ydkcheck.lists.choose import select_banlist
from ydkcheck.report import writer_for
from ydkcheck.report.document import write_report
from ydkcheck.validate import Validator

class Sink(io.TextIOBase):
    def write(self, text):
        return len(text)

cards = open_card_db()
selection = select_banlist(None, None, None, True)
inputs = read_inputs([sys.argv[1]], cards)
inputs.sources = inputs.sources[: int(sys.argv[2])]
validator = Validator(selection.banlist, cards, selection.as_of)
writer = writer_for("json")(selection.banlist, "es", False, "es", None)
write_report(outcomes(inputs, validator, writer), writer, Sink())
"""
VALGRIND = ("valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null")
COLLECTED = re.compile(rb"Collected : ([0-9]+)")


def instructions(python: str, folder: Path, count: int) -> int:
    """The instructions of one child run over the first ``count`` decks of ``folder``."""
    done = subprocess.run(
        [*VALGRIND, python, "-c", RUN, str(folder), str(count)],
        capture_output=True,
        env={**os.environ, "PYTHONHASHSEED": "0"},
        cwd=folder.parent,
        check=True,
    )
    found = COLLECTED.search(done.stderr)
    if found is None:
        sys.exit(f"valgrind printed no count:\n{done.stderr.decode(errors='replace')}")
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--decks", type=Path, default=SHARED_DECKS if SHARED_DECKS.is_dir() else TEST_DECKS
    )
    parser.add_argument("--count", type=int, default=2_000)
    parser.add_argument("--python", nargs="+", default=[sys.executable])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ydkcheck-instructions-") as tmp:
        folder = Path(tmp) / "decks"
        build_repository(args.decks, folder, args.count)
        print(f"{args.count} decks; instructions a deck, start-up and listing aside")
        first = None
        for python in args.python:
            every = instructions(python, folder, args.count)
            none = instructions(python, folder, 0)
            per_deck = (every - none) / args.count
            first = first or per_deck
            print(f"{per_deck:12,.0f}  × {per_deck / first:.4f}  {python}")


if __name__ == "__main__":
    main()
