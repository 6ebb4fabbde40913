"""Throughput and memory of deck validation, in process.

    python benchmarks/bench_validate.py [--decks ../shared/data/decks] [--count 10000]

Reads every ``.ydk`` below ``--decks`` (default: the shared real decks, else tests/data/decks),
repeats the list to ``--count`` decks and validates them against the default list: reading
the file, parsing it and running every rule. Reports decks per second (and, as a baseline
measured in the same run, the rate of only reading the files), and the peak RSS of one
validation in a fresh process.
"""

from __future__ import annotations

import argparse
import itertools
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED_DECKS = REPO.parent / "shared" / "data" / "decks"
TEST_DECKS = REPO / "tests" / "data" / "decks"

ONE_VALIDATION = """
import resource, sys
from ydkcheck.__main__ import main
try:
    main(["valida", "--salida", "json", sys.argv[1]])
except SystemExit:
    pass
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)
"""


def deck_paths(folder: Path, count: int) -> list[str]:
    found = sorted(str(p) for p in folder.rglob("*.ydk"))
    return list(itertools.islice(itertools.cycle(found), count))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--decks", type=Path, default=SHARED_DECKS if SHARED_DECKS.is_dir() else TEST_DECKS
    )
    parser.add_argument("--count", type=int, default=10_000)
    args = parser.parse_args()

    from ydkcheck.cards import open_card_db
    from ydkcheck.decks import read_deck
    from ydkcheck.errors import InputError
    from ydkcheck.lists.choose import select_banlist
    from ydkcheck.validate import Validator

    paths = deck_paths(args.decks, args.count)
    selection = select_banlist(None, None)
    cards = open_card_db()
    validator = Validator(selection.banlist, cards, selection.as_of)

    start = time.perf_counter()
    for path in paths:
        Path(path).read_bytes()
    read_rate = len(paths) / (time.perf_counter() - start)

    start, cpu_start = time.perf_counter(), time.process_time()
    illegal = unreadable = 0
    for path in paths:
        try:
            illegal += not validator.check(read_deck(path, cards)).legal
        except InputError:
            unreadable += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    rate = len(paths) / elapsed
    print(
        f"{len(paths)} decks from {args.decks} in {elapsed:.2f} s: {rate:,.0f} decks/s wall, "
        f"{len(paths) / cpu:,.0f} decks per CPU second ({illegal} illegal, {unreadable} unreadable)"
    )
    print(
        f"baseline, only reading the files: {read_rate:,.0f} files/s; "
        f"validation costs {read_rate / rate:.1f}x a plain read"
    )

    done = subprocess.run(
        [sys.executable, "-c", ONE_VALIDATION, paths[0]],
        capture_output=True,
        text=True,
        check=False,
        cwd="/",
    )
    peak_kib = int(done.stderr.strip().splitlines()[-1])
    print(f"peak RSS of one 'valida' run: {peak_kib / 1024:.1f} MB")


if __name__ == "__main__":
    main()
