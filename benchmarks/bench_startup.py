"""Cold start-up of the CLI, as a ratio to ``python -c "import typer"`` measured in the same run.

    python benchmarks/bench_startup.py [--runs 20] [DECK]

Each command runs in a fresh interpreter, alternating with the baseline so that machine
noise hits both alike; the figures are medians of wall time. Also reports whether
``--help``/``--version`` import requests or read the card data (they must not), and how
``info`` and ``compara`` on one deck compare with ``valida``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DECK = REPO / "tests" / "data" / "decks" / "Gouki.ydk"
CLI = [sys.executable, "-m", "ydkcheck"]


# Run outside the checkout, so that the installed package is measured, not the source tree.
NEUTRAL_CWD = tempfile.gettempdir()


def wall(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, cwd=NEUTRAL_CWD
    )
    return time.perf_counter() - start


def median_times(commands: dict[str, list[str]], runs: int) -> dict[str, float]:
    samples: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            samples[name].append(wall(command))
    return {name: statistics.median(values) for name, values in samples.items()}


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
        "--help": [*CLI, "--help"],
        "--version": [*CLI, "--version"],
    }
    times = median_times(commands, args.runs)
    base = times["import typer"]
    for name, seconds in times.items():
        print(f"{name:16} {seconds * 1000:7.1f} ms   ratio {seconds / base:4.2f}")
    print(f"--fecha / default: {times['valida --fecha'] / times['valida']:.3f}")
    for name in ("info", "compara"):
        print(f"{name} / valida: {times[name] / times['valida']:.3f}")
    for flag in ("--help", "--version"):
        modules = imported_modules([flag])
        heavy = sorted(m for m in modules if m in {"requests", "numpy", "ydkcheck.cards", "yaml"})
        print(f"{flag} imports heavy modules: {heavy or 'none'}")


if __name__ == "__main__":
    main()
