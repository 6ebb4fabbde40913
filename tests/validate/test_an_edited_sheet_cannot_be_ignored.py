"""A sheet whose printed fields say another deck than the one it carries cannot be waved
through: neither ``--ignora sheet-edited`` nor a configuration file beside the decks (which a
player may have put there) turns that check off. Before, either made the edited sheet
"LEGAL (0 warnings)" and the run exit 0."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import edited_copy, run, written_sheet

REPO = Path(__file__).parents[2]
ROSE = REPO / "examples" / "decks" / "rose-dragon.ydk"


@pytest.fixture(scope="module")
def edited(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A sheet of a legal deck whose second Monster field was changed after it was written."""
    sheet = written_sheet(ROSE, tmp_path_factory.mktemp("sheets"))
    return edited_copy(sheet, {"Monster 2": "Cenizas Mágicas"})


def test_the_command_line_cannot_turn_the_check_off(edited: Path) -> None:
    done = run("--lang", "en", "valida", str(edited), "--ignora", "sheet-edited")
    assert done.exit_code == 2
    assert "'sheet-edited' cannot be turned off" in done.stderr
    assert "LEGAL" not in done.stdout


@pytest.mark.parametrize(
    "value", ['["sheet-edited"]', '"sheet-edited"', '["copies", "sheet-edited"]']
)
def test_a_configuration_beside_the_decks_cannot_turn_it_off(
    edited: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    (tmp_path / "pyproject.toml").write_text(f"[tool.ydkcheck]\nignore = {value}\n")
    monkeypatch.chdir(tmp_path)
    done = run("--lang", "es", "valida", str(edited))
    assert done.exit_code == 2
    assert "pyproject.toml:2:" in done.stderr
    assert "«sheet-edited» no se puede desactivar" in done.stderr


def test_the_rules_an_unknown_name_offers_are_those_that_may_be_turned_off() -> None:
    done = run("--lang", "en", "valida", str(ROSE), "--ignora", "nonsense")
    assert done.exit_code == 2 and "forbidden" in done.stderr
    assert "sheet-edited" not in done.stderr
