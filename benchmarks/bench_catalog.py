"""Choosing a list by date costs no more than choosing the newest: both read index.json only.

Run: ``python benchmarks/bench_catalog.py [--repeat N] [--cold N]``. In one run it times the
default (``resolve("tcg")``) and a date (``resolve("tcg", on=...)``), each followed by loading
the chosen list as ``valida`` does (``lists.choose.select_banlist``): (a) in process, the index
cache cleared each time, and (b) as a fresh Python process. It prints the medians and the
ratio date / default (the issue asks for at most 1.10).
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ydkcheck.lists import collection
from ydkcheck.lists.choose import select_banlist

# A date in force for tcg-2026-02, a list of about the size of the newest one (219 vs 229
# entries), so that the ratio measures the choice, not the list size.
ON = dt.date(2026, 3, 1)
COLD = (
    "import datetime as dt, sys; from ydkcheck.lists.choose import select_banlist; "
    "on = dt.date.fromisoformat(sys.argv[1]) if len(sys.argv) > 1 else None; "
    "select_banlist('tcg', on)"
)


def choose_and_load(on: dt.date | None) -> str:
    """What ``valida`` does to get its list: resolve, read the one file, period end."""
    collection.list_index.cache_clear()
    return select_banlist("tcg", on).banlist.id


def timed(action: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def cold(args: list[str]) -> None:
    subprocess.run([sys.executable, "-c", COLD, *args], check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200, help="in-process repetitions")
    parser.add_argument("--cold", type=int, default=15, help="fresh-process repetitions")
    args = parser.parse_args()
    print(f"default -> {choose_and_load(None)}, --fecha {ON} -> {choose_and_load(ON)}")
    # interleave the two so drift in the machine affects both alike
    warm_default = warm_date = 0.0
    cold_default = cold_date = 0.0
    for _ in range(2):
        warm_default += timed(lambda: choose_and_load(None), args.repeat // 2)
        warm_date += timed(lambda: choose_and_load(ON), args.repeat // 2)
        cold_default += timed(lambda: cold([]), max(args.cold // 2, 1))
        cold_date += timed(lambda: cold([ON.isoformat()]), max(args.cold // 2, 1))
    rows = [
        ("in process: resolve + load", warm_default / 2, warm_date / 2),
        ("fresh process: import + resolve + load", cold_default / 2, cold_date / 2),
    ]
    print(f"{'':40} {'default':>10} {'--fecha':>10} {'ratio':>7}")
    for label, base, dated in rows:
        print(f"{label:40} {base * 1000:8.2f}ms {dated * 1000:8.2f}ms {dated / base:7.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
