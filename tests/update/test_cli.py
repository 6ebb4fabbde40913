"""The ``actualiza`` / ``update`` command as users type it."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from fakeapi import FAST, SNAPSHOT_CARDS, FakeApi, generation
from helpers import DECKS, run

from ydkcheck.cards.data import choose_data
from ydkcheck.commands import actualiza


@pytest.fixture
def fast_command(monkeypatch: pytest.MonkeyPatch) -> None:
    """The typer command runs with the tests' short timeouts."""
    real_run = actualiza.run
    monkeypatch.setattr(actualiza, "run", lambda lang: real_run(lang, FAST))


def test_help_is_spanish_first_and_update_is_its_alias() -> None:
    result = run("--help")
    assert result.exit_code == 0
    assert "  actualiza, update " in result.output  # the run's language first
    command_help = run("actualiza", "--help")
    assert "Descarga los datos de cartas y las listas actuales" in command_help.output
    assert "Download the card data" in run("update", "--lang", "en", "--help").output


@pytest.mark.usefixtures("fast_command")
def test_update_alias_runs_the_update_in_english(api: FakeApi, update_environment: Path) -> None:
    result = run("update", "--lang", "en")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"Data updated: {SNAPSHOT_CARDS} cards")
    assert generation(update_environment).cards.is_file()


@pytest.mark.usefixtures("fast_command")
def test_actualiza_fails_with_exit_2_and_one_spanish_line(api: FakeApi) -> None:
    api.bodies["cards"] = b'{"data": []}'
    result = run("actualiza")
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("No se pudo actualizar: la respuesta de http://127.0.0.1:")
    assert "trae solo 0 cartas (se esperan al menos 10000)" in result.stderr


def test_an_unknown_language_is_bad_input() -> None:
    result = run("actualiza", "--lang", "fr")
    assert result.exit_code == 2
    assert "fr" in result.stderr


class Terminal(io.StringIO):
    """Standard error pretending to be a terminal."""

    def isatty(self) -> bool:
        return True


def test_a_terminal_gets_a_progress_bar_while_downloading(
    api: FakeApi, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert actualiza.run("en", FAST) == 0
    shown = terminal.getvalue()
    assert "Downloading cards" in shown and "Downloading Genesys points" in shown
    assert capsys.readouterr().out.startswith("Data updated")


def test_no_progress_bar_when_standard_error_is_not_a_terminal(
    api: FakeApi, capsys: pytest.CaptureFixture[str]
) -> None:
    assert actualiza.run("en", FAST) == 0
    assert capsys.readouterr().err == ""


DRIVER = (
    "import sys; sys.path.insert(0, sys.argv[1]); import fakeapi\n"
    "from ydkcheck.__main__ import main\n"
    "with fakeapi.NetworkGuard().installed():\n"
    "    main(sys.argv[2:])\n"
)


def ydkcheck(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m ydkcheck ARGS`` through the real entry point, network guarded."""
    here = str(Path(__file__).parent)
    return subprocess.run(
        [sys.executable, "-c", DRIVER, here, *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ),
    )


def test_the_installed_command_updates_and_fails_cleanly(
    api: FakeApi, update_environment: Path
) -> None:
    done = ydkcheck("update", "--lang", "en")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"Data updated: {SNAPSHOT_CARDS} cards")
    api.bodies["cards"] = b'{"data": "nothing"}'
    failed = ydkcheck("actualiza")
    assert failed.returncode == 2
    assert failed.stderr.count("\n") == 1 and "Traceback" not in failed.stderr
    assert failed.stderr.startswith("No se pudo actualizar: la respuesta de http://127.0.0.1:")


@pytest.mark.parametrize("lista", ["tcg-2026-05", "genesys"])
def test_valida_judges_real_decks_alike_with_the_updated_cache_and_the_snapshot(
    lista: str, api: FakeApi, update_environment: Path
) -> None:
    assert ydkcheck("actualiza").returncode == 0
    assert choose_data()[0] == generation(update_environment).cards  # what valida reads
    decks = sorted(str(p) for p in DECKS.rglob("*.ydk"))
    assert len(decks) >= 10
    options = ["valida", "--lista", lista, "--salida", "json", *decks]
    cached, snapshot = ydkcheck(*options), ydkcheck(*options, "--sin-cache")
    assert cached.returncode == snapshot.returncode
    assert json.loads(cached.stdout) == json.loads(snapshot.stdout)


def test_valida_uses_the_downloaded_current_list_unless_offline(
    api: FakeApi, update_environment: Path
) -> None:
    assert ydkcheck("actualiza").returncode == 0
    deck = str(DECKS / "Gouki.ydk")
    online = json.loads(ydkcheck("valida", "--salida", "json", deck).stdout)
    offline = json.loads(ydkcheck("valida", "--salida", "json", "--sin-cache", deck).stdout)
    assert online["banlist"]["id"] == "tcg-current"
    assert offline["banlist"]["id"] == "tcg-2026-05"
