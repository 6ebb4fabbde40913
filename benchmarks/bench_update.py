"""``ydkcheck actualiza``: parsing, checking and indexing a full payload (< 3 s, < 300 MB peak),
and ``valida``'s card data start-up with a fresh cache against the embedded snapshot.

Run: ``python benchmarks/bench_update.py [--repeat N] [--copies K]``. It builds, from the
package's ``cards.tsv``, a ``cardinfo.php?misc=yes`` answer of the real API's size (texts, sets,
prices, image URLs: about 14,300 cards). Each measurement runs in a fresh Python process and
reports its wall time (median of ``--repeat``) and peak resident memory (whole process):

- baseline: ``json.load`` of the answer, the least any reader has to do;
- update: what ``actualiza`` does with the downloaded file: ``load_payload`` (parse, drop what
  is not needed), ``parse_cards`` (check every card), ``to_rows`` + ``to_tsv`` (index: one row
  per passcode and artwork, sorted), ``current_lists``;
- ``--copies K`` repeats the cards K times with new passcodes, to see how it scales.

Then, in process, ``open_card_db()`` + 40 look-ups with the cache in use, against the snapshot
(``offline=True``), as the ratio cache / snapshot.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "update"))

import fakeapi  # the test suite's stand-in for the API builds the payload

PEAK = '''
def peak_mb():
    """Peak resident memory of this process (VmHWM: unlike ru_maxrss, not inherited at fork)."""
    try:
        for line in open("/proc/self/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
'''

BASELINE = (
    PEAK
    + """
import json, sys, time
start = time.perf_counter()
with open(sys.argv[1], "rb") as handle:
    data = json.load(handle)["data"]
elapsed = time.perf_counter() - start
print(elapsed, peak_mb(), len(data))
"""
)

UPDATE = (
    PEAK
    + """
import sys, time
from datetime import date
from ydkcheck.update.convert import load_payload, parse_cards, to_rows, to_tsv
from ydkcheck.update.lists import current_lists
start = time.perf_counter()
cards = parse_cards(load_payload(__import__("pathlib").Path(sys.argv[1]), "bench"), "bench")
tsv = to_tsv(to_rows(cards, {}, date.today()))
lists = current_lists(cards, date.today(), "bench")
elapsed = time.perf_counter() - start
print(elapsed, peak_mb(), len(cards), tsv.count(b"\\n"))
"""
)

EMPTY = PEAK + "print(peak_mb())"


def measure(script: str, path: Path, repeat: int) -> tuple[float, float, list[str]]:
    """Median seconds, max peak RSS (MB) and the last run's other figures."""
    times, peaks, rest = [], [], []
    for _ in range(repeat):
        out = subprocess.run(
            [sys.executable, "-c", script, str(path)], check=True, capture_output=True, text=True
        ).stdout.split()
        times.append(float(out[0]))
        peaks.append(float(out[1]))
        rest = out[2:]
    return statistics.median(times), max(peaks), rest


def build(path: Path, copies: int) -> int:
    rows = fakeapi.snapshot_rows()
    payload = fakeapi.build_payload(rows, full=True)
    base = list(payload["data"])
    for copy in range(1, copies):
        shift = copy * 1_000_000_000
        for card in base:
            clone = json.loads(json.dumps(card))
            clone["id"] += shift
            clone["name"] = f"{clone['name']} ({copy})"
            for image in clone["card_images"]:
                image["id"] += shift
            payload["data"].append(clone)
    path.write_bytes(fakeapi.encode(payload))
    return len(payload["data"])


def startup(repeat: int) -> tuple[float, float]:
    """Median seconds of open_card_db + 40 look-ups: with the cache in use, offline."""
    from ydkcheck.cards import open_card_db

    ids = [int(row["id"]) for row in fakeapi.snapshot_rows()[::370]][:40]

    def run(offline: bool) -> float:
        samples = []
        for _ in range(repeat):
            start = time.perf_counter()
            db = open_card_db(offline=offline)
            for card_id in ids:
                db.get(card_id)
            samples.append(time.perf_counter() - start)
        return statistics.median(samples)

    cached, snapshot = run(False), run(True)
    assert open_card_db().info.path != open_card_db(offline=True).info.path
    return cached, snapshot


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="fresh processes per figure")
    parser.add_argument("--copies", type=int, default=1, help="payload = K times the cards")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cardinfo.json"
        count = build(path, args.copies)
        size = path.stat().st_size / 1e6
        print(f"payload: {count} cards, {size:.1f} MB of JSON (texts, sets, prices, images)")
        done = subprocess.run(
            [sys.executable, "-c", EMPTY], check=True, capture_output=True, text=True
        )
        empty = float(done.stdout)
        base_time, base_peak, _ = measure(BASELINE, path, args.repeat)
        time_, peak, rest = measure(UPDATE, path, args.repeat)
        print(f"empty interpreter:        peak {empty:6.0f} MB")
        print(f"baseline json.load:       {base_time:6.2f} s  peak {base_peak:6.0f} MB")
        print(
            f"update parse+check+index: {time_:6.2f} s  peak {peak:6.0f} MB  "
            f"({rest[0]} cards -> {rest[1]} rows)"
        )
        ratios = f"time {time_ / base_time:.2f}  peak {peak / base_peak:.2f}"
        print(f"ratio update / baseline:  {ratios}")
        verdict = "OK" if time_ < 3 and peak < 300 else "OVER BUDGET"
        print(f"budget 3 s / 300 MB:      {verdict}")

        os.environ["YDKCHECK_CACHE_DIR"] = str(Path(folder) / "cache")
        with fakeapi.running(
            fakeapi.FakeApi({"cards": path.read_bytes(), "genesys": b'{"data": []}'})
        ) as api:
            from ydkcheck.update.service import run_update

            start = time.perf_counter()
            run_update(Path(folder) / "cache", api.url, fakeapi.FAST)
            print(f"whole update from 127.0.0.1: {time.perf_counter() - start:.2f} s")
        cached, snapshot = startup(200)
        print(
            f"open_card_db + 40 look-ups: cache {cached * 1e3:.2f} ms, snapshot "
            f"{snapshot * 1e3:.2f} ms"
        )
        print(f"ratio cache / snapshot:   {cached / snapshot:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
