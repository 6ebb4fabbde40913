"""The largest input each parser accepts: its time and peak memory, beside a plain deck's.

    python benchmarks/bench_limits.py [--runs 3]

Each input sits just under its bound (a deck of 1 MB, a list of 2 MB, a hand spec or a
configuration of 256 KB, a condition of 10,000 characters). Every run is a fresh
``python -m ydkcheck`` process; its peak resident memory is what the kernel reports for it
(``ru_maxrss`` of the child). The baseline is one ordinary 40-card deck through ``valida``,
run in the same loop, so the ratios are read against the cost of starting at all.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from ydkcheck.decks.model import Deck
from ydkcheck.decks.reading import MAX_DECK_BYTES
from ydkcheck.decks.ydke import to_ydke
from ydkcheck.goldfish.grammar import MAX_LENGTH
from ydkcheck.user_files import MAX_LIST_BYTES, MAX_TEXT_BYTES

REPO = Path(__file__).resolve().parent.parent
DECK = REPO / "tests" / "data" / "decks" / "Rose_Dragon.ydk"
ASH = 14558127
CLI = [sys.executable, "-m", "ydkcheck", "--lang", "en"]

MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run(
    sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=sys.stdin
)
took = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(took, peak, done.returncode, done.stderr.decode(errors="replace").strip().splitlines()[-1:] )
"""


def fill(line: str, limit: int, head: str = "", tail: str = "") -> str:
    """``head``, then ``line`` as often as fits under ``limit`` bytes, then ``tail``."""
    room = limit - len(head.encode()) - len(tail.encode()) - 1
    return head + line * (room // len(line.encode())) + tail


def inputs(folder: Path) -> dict[str, tuple[list[str], Path | None]]:
    """name -> (the command, the file to feed on stdin)."""

    def write(name: str, text: str) -> Path:
        (folder / name).write_text(text, encoding="utf-8")
        return folder / name

    deck = write("big.ydk", fill(f"{ASH}\n", MAX_DECK_BYTES, "#main\n"))
    text_list = write(
        "big.txt", fill("1 Ash Blossom & Joyous Spring\n", MAX_DECK_BYTES, "Main Deck:\n")
    )
    url = to_ydke(Deck("u", (ASH,) * ((MAX_DECK_BYTES - 100) // 4 // 1 * 3 // 4)))
    write("url.txt", url[: MAX_DECK_BYTES - 1])
    lflist = write("big.lflist.conf", fill("14558127 1 --Ash Blossom\n", MAX_LIST_BYTES, "!Big\n"))
    head = "id: big\nname: Big\nformat: tcg\neffective: 2024-01-01\nlimited:\n"
    codes = iter(range(10_000_000, 99_999_999))
    yaml_list = write(
        "big.yaml",
        head + "".join(f"  {next(codes)}: Ash\n" for _ in range((MAX_LIST_BYTES - 200) // 16)),
    )
    spec = write(
        "big-spec.yaml",
        "groups:\n  a: ["
        + fill(f"{ASH}, ", MAX_TEXT_BYTES - 100)
        + f'{ASH}]\nconditions:\n  c: "a >= 1"\n',
    )
    condition = " or ".join(["a >= 1"] * (MAX_LENGTH // 10))
    long_condition = write(
        "cond-spec.yaml", f'groups:\n  a: [{ASH}]\nconditions:\n  c: "{condition}"\n'
    )
    config_folder = folder / "config"
    config_folder.mkdir()
    (config_folder / ".ydkcheck.yaml").write_text(
        "ignora:\n" + fill("  - advice-main-size\n", MAX_TEXT_BYTES - 20)
    )
    toml_folder = folder / "toml"
    toml_folder.mkdir()
    (toml_folder / "pyproject.toml").write_text(
        "[tool.ydkcheck]\nignora = [\n"
        + fill('  "advice-main-size",\n', MAX_TEXT_BYTES - 40)
        + "]\n"
    )
    return {
        "baseline: a 40-card .ydk": ([*CLI, "valida", str(DECK)], None),
        ".ydk, 1 MB": ([*CLI, "valida", str(deck)], None),
        "ydke:// URL on stdin, 1 MB": ([*CLI, "valida", "-"], folder / "url.txt"),
        "text decklist, 1 MB": ([*CLI, "valida", str(text_list)], None),
        ".lflist.conf, 2 MB": ([*CLI, "valida", "--lista", str(lflist), str(DECK)], None),
        "YAML list, 2 MB": ([*CLI, "valida", "--lista", str(yaml_list), str(DECK)], None),
        "hand spec, 256 KB": ([*CLI, "simula", str(DECK), "--mano", str(spec), "--exacto"], None),
        "condition, 10,000 characters": (
            [*CLI, "simula", str(DECK), "--mano", str(long_condition), "--exacto"],
            None,
        ),
        ".ydkcheck.yaml, 256 KB": ([*CLI, "valida", str(DECK)], config_folder),
        "pyproject.toml, 256 KB": ([*CLI, "valida", str(DECK)], toml_folder),
    }


def measure(command: list[str], extra: Path | None) -> tuple[float, int, int, str]:
    stdin = open(extra, "rb") if extra is not None and extra.is_file() else subprocess.DEVNULL  # noqa: SIM115
    cwd = extra if extra is not None and extra.is_dir() else None
    done = subprocess.run(
        [sys.executable, "-c", MEASURE, *command],
        stdin=stdin,
        capture_output=True,
        text=True,
        check=True,
        cwd=cwd,
    )
    took, peak, code, last = done.stdout.split(" ", 3)
    return float(took), int(peak), int(code), last.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        cases = inputs(Path(temporary))
        times: dict[str, list[float]] = {name: [] for name in cases}
        peaks: dict[str, int] = {}
        codes: dict[str, tuple[int, str]] = {}
        for _ in range(args.runs):
            for name, (command, extra) in cases.items():
                took, peak, code, last = measure(command, extra)
                times[name].append(took)
                peaks[name] = max(peaks.get(name, 0), peak)
                codes[name] = (code, last)
    base_time = statistics.median(times["baseline: a 40-card .ydk"])
    base_peak = peaks["baseline: a 40-card .ydk"]
    print(f"{'input':32} {'exit':>4} {'time s':>7} {'x base':>6} {'peak MB':>8} {'x base':>6}")
    for name in cases:
        took = statistics.median(times[name])
        code, last = codes[name]
        print(
            f"{name:32} {code:>4} {took:7.2f} {took / base_time:6.1f} "
            f"{peaks[name] / 1024:8.0f} {peaks[name] / base_peak:6.1f}  {last[:60]}"
        )


if __name__ == "__main__":
    main()
