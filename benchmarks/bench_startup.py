"""Cold start-up of the CLI, as a ratio to ``python -c "import typer"`` measured in the same run.

    python benchmarks/bench_startup.py [--runs 20] [DECK]

Each command runs in a fresh interpreter, alternating with the baseline so that machine
noise hits both alike; the figures are medians of wall time and of the child's CPU time
(user + system: what other work on a busy machine disturbs least). Also reports whether
``--help``/``--version`` import requests or read the card data (they must not), whether
``valida`` imports platformdirs or tempfile (not without a cache, on Linux), how ``info`` and
``compara`` on one deck (illegal under the current list) and on a legal one compare with
``valida``, and how a text decklist compares with the ``.ydk`` deck.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DECK = REPO / "tests" / "data" / "decks" / "Gouki.ydk"
LEGAL_DECK = REPO / "tests" / "data" / "decks" / "Rose_Dragon.ydk"
TEXT_LIST = REPO / "tests" / "data" / "decklists" / "kperovic-jerry-wang-sjc-chicago.txt"
CLI = [sys.executable, "-m", "ydkcheck"]


# Run outside the checkout, so that the installed package is measured, not the source tree.
NEUTRAL_CWD = tempfile.gettempdir()


def timed(command: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``command``."""
    start = time.perf_counter()
    child = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=NEUTRAL_CWD
    )
    _, _, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def median_times(commands: dict[str, list[str]], runs: int) -> dict[str, tuple[float, float]]:
    """Median wall and CPU seconds of each command."""
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            samples[name].append(timed(command))
    return {
        name: (statistics.median(w for w, _ in values), statistics.median(c for _, c in values))
        for name, values in samples.items()
    }


def imported_modules(args: list[str]) -> set[str]:
    code = (
        "import sys\nfrom ydkcheck.__main__ import main\n"
        f"try:\n    main({args!r})\nexcept SystemExit:\n    pass\n"
        "print(' '.join(sorted(sys.modules)), file=sys.stderr)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=NEUTRAL_CWD
    )
    return set(done.stderr.split())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "deck", nargs="?", default=str(DEFAULT_DECK), type=lambda p: str(Path(p).resolve())
    )
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    commands = {
        "import typer": [sys.executable, "-c", "import typer"],
        "valida": [*CLI, "valida", args.deck],
        "valida --fecha": [*CLI, "valida", "--fecha", "2024-01-01", args.deck],
        # the judge's commands on one deck start as fast as valida
        "info": [*CLI, "info", args.deck],
        "compara": [*CLI, "compara", args.deck, args.deck],
        "valida legal": [*CLI, "valida", str(LEGAL_DECK)],
        "compara legal": [*CLI, "compara", str(LEGAL_DECK), str(LEGAL_DECK)],
        "valida .txt": [*CLI, "valida", str(TEXT_LIST)],
        "--help": [*CLI, "--help"],
        "--version": [*CLI, "--version"],
    }
    medians = median_times(commands, args.runs)
    base_wall, base_cpu = medians["import typer"]
    print(f"{'':16} {'wall':>9}  {'ratio':>5}  {'cpu':>9}  {'ratio':>5}")
    for name, (wall, cpu) in medians.items():
        print(
            f"{name:16} {wall * 1000:6.1f} ms  {wall / base_wall:5.2f}"
            f"  {cpu * 1000:6.1f} ms  {cpu / base_cpu:5.2f}"
        )
    pairs = (
        ("valida --fecha", "valida"),
        ("info", "valida"),
        ("compara", "valida"),
        ("compara legal", "valida legal"),
        ("valida .txt", "valida"),
    )
    for name, other in pairs:
        (wall, cpu), (wall_other, cpu_other) = medians[name], medians[other]
        print(f"{name} / {other}: wall {wall / wall_other:.3f}, cpu {cpu / cpu_other:.3f}")
    for flag in ("--help", "--version"):
        modules = imported_modules([flag])
        heavy = sorted(m for m in modules if m in {"requests", "numpy", "ydkcheck.cards", "yaml"})
        print(f"{flag} imports heavy modules: {heavy or 'none'}")
    cache_modules = sorted(imported_modules(["valida", args.deck]) & {"platformdirs", "tempfile"})
    print(f"valida imports for the cache: {cache_modules or 'none'}")


if __name__ == "__main__":
    main()
