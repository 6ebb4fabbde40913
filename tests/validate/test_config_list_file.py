"""A list file the configuration names that cannot be read: blamed on the configuration.

``banlist = "../../etc/passwd"`` once said ``ydkcheck: ../../etc/passwd: does not exist``,
naming neither the configuration file nor its line, unlike every other configuration error.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from helpers import DECKS, run

ROSE = DECKS / "Rose_Dragon.ydk"
EXAMPLES = Path(__file__).parents[2] / "examples" / "side-plan"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working folder of the test's own, with a deck in it (the folder above is the
    test's too, so no configuration of the machine is found)."""
    repo = tmp_path / "repo"
    repo.mkdir()
    shutil.copy(ROSE, repo / "deck.ydk")
    monkeypatch.chdir(repo)
    return repo


def _error_line(stderr: str) -> str:
    (line,) = [line for line in stderr.splitlines() if line.startswith("ydkcheck: ")]
    return line


@pytest.mark.parametrize(
    "command",
    [
        ("valida", "deck.ydk"),
        ("info", "deck.ydk"),
        ("compara", "deck.ydk", "deck.ydk"),
        ("plan", str(EXAMPLES / "ryzeal.ydk"), str(EXAMPLES / "plan.yaml")),
        ("simula", "deck.ydk", "--muestras", "1000"),
        ("hoja", "deck.ydk", "-o", "deck.pdf"),
    ],
)
def test_a_missing_list_file_names_the_pyproject_and_its_line(
    repo: Path, command: tuple[str, ...]
) -> None:
    (repo / "pyproject.toml").write_text(
        '[project]\nname = "decks"\n\n[tool.ydkcheck]\nbanlist = "../../etc/passwd"\n',
        encoding="utf-8",
    )
    done = run("--lang", "en", *command)
    assert done.exit_code == 2
    line = _error_line(done.stderr)
    assert line.startswith(
        f"ydkcheck: {repo / 'pyproject.toml'}:5: the list file '../../etc/passwd' does not "
        "exist (a relative path is looked for from this file's folder"
    ), line


def test_a_missing_list_file_names_the_yaml_configuration_and_its_line(repo: Path) -> None:
    (repo / ".ydkcheck.yaml").write_text("ignora: []\nlista: listas/club.yaml\n", "utf-8")
    line = _error_line(run("valida", "deck.ydk").stderr)
    assert line.startswith(
        f"ydkcheck: {repo / '.ydkcheck.yaml'}:2: el archivo de lista «listas/club.yaml» no existe"
    ), line


def test_a_folder_named_as_the_list_is_blamed_on_the_configuration(repo: Path) -> None:
    (repo / "listas").mkdir()
    (repo / ".ydkcheck.yaml").write_text("banlist: listas/\n", "utf-8")
    done = run("--lang", "en", "valida", "deck.ydk")
    assert done.exit_code == 2
    line = _error_line(done.stderr)
    assert line.startswith(f"ydkcheck: {repo / '.ydkcheck.yaml'}:1: the list file 'listas/'")
    assert "is a folder, not a file" in line


def test_a_list_file_read_and_broken_still_names_its_own_line(repo: Path) -> None:
    (repo / "club.yaml").write_text("id: club\nname: [\n", "utf-8")
    (repo / ".ydkcheck.yaml").write_text("lista: club.yaml\n", "utf-8")
    done = run("--lang", "en", "valida", "deck.ydk")
    assert done.exit_code == 2
    assert _error_line(done.stderr).startswith(f"ydkcheck: {repo / 'club.yaml'}:")


def test_the_command_line_list_wins_over_a_missing_configured_one(repo: Path) -> None:
    (repo / ".ydkcheck.yaml").write_text("lista: listas/club.yaml\n", "utf-8")
    assert run("valida", "--lista", "tcg-2026-05", "deck.ydk").exit_code == 0


@pytest.mark.parametrize(
    "command",
    [("simula", "deck.ydk", "--muestras", "1000"), ("hoja", "deck.ydk", "-o", "d.pdf", "--forzar")],
)
def test_simula_and_hoja_say_a_configuration_that_swaps_the_list_on_stderr(repo, command):
    (repo / ".ydkcheck.yaml").write_text("banlist: goat\n", encoding="utf-8")
    done = run("--lang", "en", *command)
    warnings = [line for line in done.stderr.splitlines() if "changes what is checked" in line]
    assert len(warnings) == 1, done.stderr
