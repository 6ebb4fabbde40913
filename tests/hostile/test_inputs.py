"""The folder of hostile inputs (``inputs/``), each case through the CLI: its exit, its line."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from helpers import DECKS, run

INPUTS = Path(__file__).parent / "inputs"
DECK = str(DECKS / "Rose_Dragon.ydk")
CASES = sorted(path.name for path in INPUTS.iterdir() if (path / "case.json").is_file())


def test_every_class_of_the_issue_has_cases() -> None:
    classes = {name[:2] for name in CASES}
    assert classes >= {"01", "02", "05", "06", "07", "08", "10", "11", "12"}


@pytest.mark.parametrize("name", CASES)
def test_a_hostile_input_gets_its_exit_and_its_one_line(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    case = json.loads((INPUTS / name / "case.json").read_text(encoding="utf-8"))
    shutil.copytree(INPUTS / name, tmp_path, dirs_exist_ok=True)
    (tmp_path / "case.json").unlink()
    for stored in tmp_path.glob("*.in"):  # stored so: tools of the checkout read pyproject.toml
        stored.rename(stored.with_suffix(""))
    monkeypatch.chdir(tmp_path)  # no configuration of the checkout's applies
    if not (tmp_path / "pyproject.toml").exists():
        (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n", encoding="utf-8")
    argv = [DECK if arg == "{deck}" else arg for arg in case["argv"]]
    result = run("--lang", "en", *argv)
    assert result.exit_code == case["exit"], result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr
    said = result.stdout if case["in"] == "stdout" else result.stderr
    assert case["says"] in said, said[-2000:]
    if case["exit"] == 2:  # one line, and for valida its summary of the run
        said_lines = result.stderr.splitlines()
        assert [line.startswith("ydkcheck: ") for line in said_lines][:1] == [True]
        assert len(said_lines) == 1 or (
            said_lines[1:] == [said_lines[-1]] and " deck" in said_lines[-1]
        )
