"""A deck repository in CI: one ``ydkcheck valida`` over thousands of files, end to end.

    python benchmarks/bench_repository.py [--count 10000] [--ydkcheck PATH] [--jobs 2]
                                          [--formats json texto sarif | all]

Copies the shared real decks (../shared/data/decks, else tests/data/decks) with variations
(shuffled order, comments, CRLF, a changed card, a forbidden card added) into a temporary
folder, in subfolders of 1,000 files, up to ``--count`` files. Then runs the installed console
script once over the whole folder for each format, in a subprocess whose working folder is
outside the checkout, pinned to one CPU core (and, with ``--jobs N``, again with N worker
processes on every core), and reports:

- decks per second end to end (start-up, list choice, reading, checking, writing the report),
  by wall time and by the process's CPU time (what other work on a busy machine disturbs
  least; with ``--jobs`` the workers' CPU time is not in it);
- the peak RSS of that process (``os.wait4``), over 1,000 and over all decks: flat memory
  means the two are close;
- as baselines measured in the same run: a one-deck run (the fixed start-up cost; "start %"
  is its share of each run) and reading the same files in Python without checking them
  ("x read": how many times slower than that plain read the whole run is);
- "x json": each format's time over the JSON output's on the same decks in the same run
  (JSON is measured first whenever it is asked for; ``all`` asks for every format). The
  organiser's outputs (resumen, csv, html) are meant to stay within 1.5.

To measure what users install rather than the checkout, install the wheel in an environment
of its own first (the wheel reads compiled JSON lists and never imports PyYAML)::

    python -m venv /tmp/venv-bench
    /tmp/venv-bench/bin/pip install .
    python benchmarks/bench_repository.py --ydkcheck /tmp/venv-bench/bin/ydkcheck
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

REPO = Path(__file__).resolve().parent.parent
SHARED_DECKS = REPO.parent / "shared" / "data" / "decks"
TEST_DECKS = REPO / "tests" / "data" / "decks"
PER_FOLDER = 1_000
FORBIDDEN_CARD = "23434538"  # Maxx "C", Forbidden in the TCG
EVERY_FORMAT = ("json", "texto", "github", "sarif", "junit", "resumen", "csv", "html")


def vary(text: str, rng: random.Random) -> str:
    """A plausible edit of a deck: what a repository's history is full of."""
    lines = text.splitlines()
    codes = [n for n, line in enumerate(lines) if line.strip().isdigit()]
    choice = rng.randrange(5)
    if choice == 0 and len(codes) > 1:  # reorder two cards
        a, b = rng.sample(codes, 2)
        lines[a], lines[b] = lines[b], lines[a]
    elif choice == 1:  # a comment
        lines.insert(1, f"#edited {rng.randrange(10**6)}")
    elif choice == 2 and codes:  # swap one card for another of the deck
        lines[rng.choice(codes)] = lines[rng.choice(codes)]
    elif choice == 3 and codes:  # a forbidden card
        lines.insert(codes[0], FORBIDDEN_CARD)
    newline = "\r\n" if rng.random() < 0.2 else "\n"
    return newline.join(lines) + newline


def build_repository(source: Path, target: Path, count: int, seed: int = 5) -> list[Path]:
    """``count`` deck files under ``target/part-NN/``; the list of the subfolders."""
    originals = [p.read_text(encoding="utf-8-sig") for p in sorted(source.rglob("*.ydk"))]
    rng = random.Random(seed)
    folders = []
    for number in range(count):
        folder = target / f"part-{number // PER_FOLDER:02d}"
        if number % PER_FOLDER == 0:
            folder.mkdir(parents=True)
            folders.append(folder)
        text = vary(originals[number % len(originals)], rng)
        (folder / f"deck-{number:05d}.ydk").write_text(text, encoding="utf-8", newline="")
    return folders


class Run(NamedTuple):
    """One run: wall and CPU seconds, peak RSS in MB, exit status, bytes written on stdout."""

    wall: float
    cpu: float
    rss: float
    status: int
    size: int


def run_once(command: list[str], cwd: Path, one_core: bool, output: Path | None = None) -> Run:
    """One run of ``command`` in ``cwd`` (pinned to one core when ``one_core``); what it
    writes on stdout kept in ``output`` when given."""
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_ACTIONS", "YDKCHECK_LANG")}
    env["NO_COLOR"] = "1"
    with open(output, "w+b") if output is not None else tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        process = subprocess.Popen(
            command,
            cwd=cwd,
            env=env,
            stdout=out,
            stderr=subprocess.DEVNULL,
            preexec_fn=(lambda: os.sched_setaffinity(0, {min(os.sched_getaffinity(0))}))
            if one_core and hasattr(os, "sched_setaffinity")
            else None,
        )
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        size = out.seek(0, os.SEEK_END)
    cpu = usage.ru_utime + usage.ru_stime
    return Run(elapsed, cpu, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), size)


def read_rate(paths: list[Path]) -> float:
    start = time.perf_counter()
    for path in paths:
        path.read_bytes()
    return len(paths) / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--decks", type=Path, default=SHARED_DECKS if SHARED_DECKS.is_dir() else TEST_DECKS
    )
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--ydkcheck", default=shutil.which("ydkcheck") or "ydkcheck")
    parser.add_argument("--formats", nargs="+", default=["json", "texto", "sarif"], help="or: all")
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs")
    parser.add_argument("--extra", nargs="*", default=[], help="more options for valida")
    parser.add_argument(
        "--jobs", type=int, default=0, help="also run with --jobs N, on every core (0: do not)"
    )
    args = parser.parse_args()
    formats = list(EVERY_FORMAT) if args.formats == ["all"] else args.formats
    if "json" in formats:  # the baseline of "x json", measured first
        formats = ["json", *(name for name in formats if name != "json")]

    with tempfile.TemporaryDirectory(prefix="ydkcheck-bench-") as tmp:
        root = Path(tmp)
        folders = build_repository(args.decks, root / "decks", args.count)
        paths = sorted((root / "decks").rglob("*.ydk"))
        print(f"{len(paths)} decks from {args.decks} (variations) in {len(folders)} folders")
        print(f"ydkcheck: {args.ydkcheck}; working folder {root}; pinned to one core")
        command = [args.ydkcheck, "valida", *args.extra]

        startup = min(
            run_once([*command, str(paths[0])], root, True).wall for _ in range(args.repeat)
        )
        plain = read_rate(paths)
        print(f"baseline: one-deck run {startup * 1000:.0f} ms; plain read {plain:,.0f} files/s")

        print(
            f"{'format':<7} {'jobs':>4} {'decks':>6} {'time s':>7} {'decks/s':>8} {'per cpu':>8} "
            f"{'RSS MB':>7} {'out MB':>7} {'x read':>7} {'start %':>7} {'x json':>7}"
        )
        settings = [(1, True)] + ([(args.jobs, False)] if args.jobs > 1 else [])
        json_times: dict[tuple[int, int], float] = {}  # (jobs, decks) -> seconds
        for name in formats:
            for jobs, pinned in settings:
                for target, count in ((str(folders[0]), PER_FOLDER), ("decks", len(paths))):
                    if count > len(paths):
                        continue
                    options = ["--salida", name, "--jobs", str(jobs), target]
                    runs = [
                        run_once([*command, *options], root, pinned) for _ in range(args.repeat)
                    ]
                    elapsed, status, size = min(runs).wall, runs[0].status, runs[0].size
                    cpu = min(run.cpu for run in runs)
                    peak = max(run.rss for run in runs)
                    rate = count / elapsed
                    if name == "json":
                        json_times[jobs, count] = elapsed
                    baseline = json_times.get((jobs, count))
                    versus = f"{elapsed / baseline:>7.2f}" if baseline else f"{'-':>7}"
                    print(
                        f"{name:<7} {jobs:>4} {count:>6} {elapsed:>7.2f} {rate:>8,.0f} "
                        f"{count / cpu:>8,.0f} "
                        f"{peak:>7.1f} {size / 1e6:>7.1f} {plain / rate:>7.1f} "
                        f"{100 * startup / elapsed:>7.0f} {versus}   exit {status}"
                    )
        sys.stdout.flush()


if __name__ == "__main__":
    main()
