"""numpy is loaded only by runs that sample, PyYAML only for a spec file; the progress bar
only shows for long runs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ydkcheck.goldfish import progress
from ydkcheck.goldfish.progress import LazyProgress

EXAMPLES = Path(__file__).parents[2] / "examples"
# a list read without PyYAML (the checkout's own lists are YAML files; the wheel's are not)
LFLIST = str(Path(__file__).parents[1] / "data" / "lists" / "2026.05_TCG.lflist.conf")
PROBE = """
import sys
from ydkcheck.__main__ import main
try:
    main(sys.argv[1:])
except SystemExit as done:
    code = done.code
print("numpy" in sys.modules, "yaml" in sys.modules, code, file=sys.stderr)
"""


def loaded(*args: str) -> tuple[bool, bool]:
    """Whether a run of ``ydkcheck ARGS`` imported numpy, and PyYAML."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE, *args], capture_output=True, text=True, check=False
    )
    numpy, yaml, code = result.stderr.split()[-3:]
    assert code in ("0", "None"), result.stderr
    return numpy == "True", yaml == "True"


def numpy_loaded(*args: str) -> bool:
    return loaded(*args)[0]


def test_numpy_is_not_imported_at_start_up_nor_for_exact_answers() -> None:
    maliss = str(EXAMPLES / "maliss" / "maliss.ydk")
    spec = str(EXAMPLES / "maliss" / "maliss.yaml")
    assert not numpy_loaded("--help")
    assert not numpy_loaded("simula", maliss)
    assert not numpy_loaded("simula", maliss, "--mano", spec, "--exacto")
    assert not numpy_loaded("simula", maliss, "--manos", "3")
    assert numpy_loaded("simula", maliss, "--mano", spec, "--muestras", "1000")


def test_pyyaml_is_imported_only_to_read_a_spec_file() -> None:
    maliss = str(EXAMPLES / "maliss" / "maliss.ydk")
    spec = str(EXAMPLES / "maliss" / "maliss.yaml")
    quick = ("--grupo", "ash=Ash Blossom & Joyous Spring", "--condicion", "ash=ash >= 1")
    for sampled in ((), ("--muestras", "1000")):
        assert not loaded("simula", maliss, "--lista", LFLIST, *quick, *sampled)[1]
        assert loaded("simula", maliss, "--lista", LFLIST, "--mano", spec, *sampled)[1]


class FakeBar:
    def __init__(self) -> None:
        self.updates: list[int] = []
        self.stopped = False

    def update(self, task: object, completed: int) -> None:
        self.updates.append(completed)

    def stop(self) -> None:
        self.stopped = True


@pytest.mark.parametrize(("seconds_per_chunk", "shown"), [(0.15, False), (0.25, True)])
def test_the_bar_appears_only_when_the_run_will_take_over_two_seconds(
    monkeypatch: pytest.MonkeyPatch, seconds_per_chunk: float, shown: bool
) -> None:
    clock = iter(seconds_per_chunk * step for step in range(100))
    monkeypatch.setattr(progress.time, "perf_counter", lambda: next(clock))
    bar = FakeBar()
    monkeypatch.setattr(LazyProgress, "_start", lambda self: setattr(self, "bar", bar))
    with LazyProgress(total=10, label="hands") as reporter:
        for done in range(11):  # 0 when sampling starts, then after each chunk
            reporter(done)
    assert bool(bar.updates) is shown
    assert bar.stopped is shown
    if shown:
        assert bar.updates[-1] == 10


def test_no_bar_when_disabled(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(LazyProgress, "_start", lambda self: pytest.fail("bar started"))
    with LazyProgress(total=10, label="hands", enabled=False) as reporter:
        for done in range(1, 11):
            reporter(done)


# a long run, made to look long: every run is past the threshold
LONG_RUN = """
import sys
from ydkcheck.goldfish import progress
progress.THRESHOLD = 0.0
from ydkcheck.__main__ import main
main(sys.argv[1:])
"""
MALISS = EXAMPLES / "maliss"
SAMPLED = [
    *("simula", str(MALISS / "maliss.ydk"), "--mano", str(MALISS / "maliss.yaml")),
    *("--muestras", "300000"),
]


def test_a_long_run_shows_hands_done_and_time_left_on_a_terminal() -> None:
    import os
    import pty

    terminal, stderr = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-c", LONG_RUN, *SAMPLED],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=stderr,
        env={**os.environ, "TERM": "xterm", "COLUMNS": "100"},
    )
    os.close(stderr)
    shown = b""
    while True:
        try:
            data = os.read(terminal, 4096)
        except OSError:  # the run ended and closed the terminal
            break
        if not data:
            break
        shown += data
    os.close(terminal)
    out, _ = process.communicate(timeout=60)
    assert process.returncode == 0
    text = shown.decode("utf-8", "replace")
    assert "Simulando manos" in text and "300000/300000" in text
    assert "0:00:" in text  # the time left
    assert b"Simulando" not in out  # never on standard output


def test_no_bar_off_a_terminal() -> None:
    done = subprocess.run(
        [sys.executable, "-c", LONG_RUN, *SAMPLED], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0
    # no bar: what stderr holds is ydkcheck's lines alone (a warning that the shipped lists
    # may be past, on a day long after the data), never a line redrawn
    assert "\r" not in done.stderr
    assert all(line.startswith("ydkcheck: ") for line in done.stderr.splitlines())


THREADS = """
import os, sys
from ydkcheck.__main__ import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(len(os.listdir("/proc/self/task")), file=sys.stderr)
"""


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="threads counted in /proc")
def test_the_monte_carlo_runs_on_one_thread() -> None:
    """Its products are a few classes wide: no BLAS thread spins beside the run's own."""
    import os

    blas = ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "OMP_NUM_THREADS")
    env = {name: value for name, value in os.environ.items() if name not in blas}
    done = subprocess.run(
        [sys.executable, "-c", THREADS, *SAMPLED[:4], "--muestras", "1000"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr.split()[-1] == "1"
