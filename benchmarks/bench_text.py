"""1,000 text decklists against 1,000 ``.ydk`` files through ``valida``, as a ratio.

    python benchmarks/bench_text.py [--runs 3] [--decks 1000] [--published]

The text lists are the layouts of ``tests/decks/data/text`` (YGOPRODeck, Duelingbook,
EDOPro, Master Duel, hand-typed Spanish), about 75 cards each, without misspelt names, or
with ``--published`` the real lists of ``tests/data/decklists`` (articles, forums, sites:
their titles, prose, misspelt names and notes, 61 of them, each a different deck); the
``.ydk`` files are real decks of ``tests/data/decks``. Each run is a fresh ``ydkcheck``
process with ``--salida json``, text and ``.ydk`` alternating, and the figure is the ratio of
the medians (the issue's bound: 3), of wall time and of the process's CPU time (user +
system: what other work on a busy machine disturbs least).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TEXTS = sorted(
    p
    for p in (REPO / "tests" / "decks" / "data" / "text").glob("fixture-*.txt")
    if "messy" not in p.name
)
PUBLISHED = sorted((REPO / "tests" / "data" / "decklists").glob("*.txt"))
YDKS = sorted((REPO / "tests" / "data" / "decks").glob("*.ydk"))


def timed(folder: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one ``valida`` over ``folder``."""
    command = [sys.executable, "-m", "ydkcheck", "--lang", "en", "valida", "--salida", "json"]
    start = time.perf_counter()
    child = subprocess.Popen(  # outside the checkout: the installed package is measured
        [*command, str(folder)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=tempfile.gettempdir(),
    )
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--decks", type=int, default=1000)
    parser.add_argument("--published", action="store_true", help="real published lists")
    args = parser.parse_args()
    lists = PUBLISHED if args.published else TEXTS
    with tempfile.TemporaryDirectory() as temporary:
        texts, ydks = Path(temporary, "text"), Path(temporary, "ydk")
        texts.mkdir()
        ydks.mkdir()
        for number in range(args.decks):
            shutil.copy(lists[number % len(lists)], texts / f"{number}.txt")
            shutil.copy(YDKS[number % len(YDKS)], ydks / f"{number}.ydk")
        text_times, ydk_times = [], []
        for _ in range(args.runs):
            text_times.append(timed(texts))
            ydk_times.append(timed(ydks))
    for clock, index in (("wall", 0), ("cpu", 1)):
        text = statistics.median(times[index] for times in text_times)
        ydk = statistics.median(times[index] for times in ydk_times)
        print(
            f"{clock:4}: {args.decks} text lists {text:.2f} s; {args.decks} .ydk {ydk:.2f} s; "
            f"ratio {text / ydk:.2f}"
        )


if __name__ == "__main__":
    main()
