"""The command line as users and scripts see it: exit codes, JSON, languages, aliases."""

from __future__ import annotations

import inspect
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import DECKS, TCG_2026_05_CONF, run, run_fresh

from ydkcheck.cli import COMMANDS, build_app
from ydkcheck.decks import read_deck, to_ydke

LEGAL = str(DECKS / "Rose_Dragon.ydk")
ILLEGAL = str(DECKS / "AI_Albaz.ydk")
JSON_DECK_KEYS = {
    "lines",
    "source",
    "player",
    "sheet_edited",
    "legal",
    "fingerprint",
    "counts",
    "points",
    "diagnostics",
}
JSON_DIAGNOSTIC_KEYS = {"rule", "severity", "message", "card", "section", "line", "count", "max"}


def test_exit_codes():
    assert run("valida", LEGAL).exit_code == 0
    assert run("valida", ILLEGAL).exit_code == 1
    assert run("valida", LEGAL, ILLEGAL).exit_code == 1
    assert run("valida", "no-such-deck.ydk").exit_code == 2


def test_text_report_names_list_counts_problems_and_verdict():
    result = run("valida", ILLEGAL)
    out = result.stdout
    assert "TCG 2026.05" in out and "tcg-2026-05" in out
    assert "Principal 40 · Extra 15 · Side 5 · huella " in out
    # one line a problem, card names in the run's language
    assert '  línea 18  error  forbidden  "C" Maxx está Prohibida: 3 copias, no se' in out
    assert "ILEGAL" in out
    assert "1 mazo: 0 legales, 1 ilegal, 0 ilegibles" in result.stderr


def test_json_contract():
    result = run("valida", "--salida", "json", ILLEGAL, LEGAL)
    document = json.loads(result.stdout)
    assert document["schema"] == 2
    assert document["banlist"]["id"] == "tcg-2026-05"
    assert document["banlist"]["format"] == "tcg"
    assert document["banlist"]["effective"]
    illegal, legal = document["decks"]
    assert set(illegal) == JSON_DECK_KEYS
    assert illegal["player"] is None  # "#created by ...": no name
    assert document["duplicates"] == []
    assert illegal["legal"] is False and legal["legal"] is True
    assert illegal["counts"] == {"main": 40, "extra": 15, "side": 5}
    assert illegal["points"] is None
    first = illegal["diagnostics"][0]
    assert set(first) == JSON_DIAGNOSTIC_KEYS
    assert first == {
        "rule": "forbidden",
        "severity": "error",
        "message": '"C" Maxx está Prohibida: 3 copias, no se permite ninguna',
        "card": {"id": 23434538, "name": 'Maxx "C"', "name_es": '"C" Maxx'},
        "section": "main",
        "line": 18,
        "count": 3,
        "max": 0,
    }


def test_english_option_names_and_language():
    result = run("validate", "--output", "json", "--banlist", "tcg", "--lang", "en", ILLEGAL)
    assert result.exit_code == 1
    message = json.loads(result.stdout)["decks"][0]["diagnostics"][0]["message"]
    assert message == 'Maxx "C" is Forbidden: 3 copies, none allowed'


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"YDKCHECK_LANG": "en"}, "ILLEGAL"),
        ({"LANG": "en_US.UTF-8"}, "ILLEGAL"),
        ({"LC_ALL": "es_ES.UTF-8", "LANG": "en_US.UTF-8"}, "ILEGAL"),
        ({}, "ILEGAL"),
    ],
)
def test_language_from_environment(monkeypatch, env, expected):
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert f"✘ {expected}:" in run("valida", ILLEGAL).stdout


def test_lang_option_wins_over_environment(monkeypatch):
    monkeypatch.setenv("YDKCHECK_LANG", "en")
    assert "ILEGAL" in run("valida", "--lang", "es", ILLEGAL).stdout


def test_list_file_options(tmp_path):
    result = run("valida", "--lista", str(TCG_2026_05_CONF), "--salida", "json", ILLEGAL)
    document = json.loads(result.stdout)
    assert document["banlist"]["name"] == "file:2026.05_TCG.lflist.conf"  # never its own name
    assert [d["rule"] for d in document["decks"][0]["diagnostics"]] == ["forbidden", "limited"]


def test_folder_of_decks_is_walked_in_sorted_order(tmp_path):
    (tmp_path / "b").mkdir()
    shutil.copy(LEGAL, tmp_path / "b" / "rose.ydk")
    shutil.copy(ILLEGAL, tmp_path / "albaz.ydk")
    (tmp_path / "notes.txt").write_text("not a deck")
    result = run("valida", "--salida", "json", str(tmp_path))
    sources = [deck["source"] for deck in json.loads(result.stdout)["decks"]]
    assert sources == [str(tmp_path / "albaz.ydk"), str(tmp_path / "b" / "rose.ydk")]


def test_ydke_url_gives_the_same_verdict_as_its_ydk(cards):
    for path in (LEGAL, ILLEGAL):
        url = to_ydke(read_deck(path, cards))
        from_file = json.loads(run("valida", "--salida", "json", path).stdout)["decks"][0]
        from_url = json.loads(run("valida", "--salida", "json", url).stdout)["decks"][0]
        assert from_url["legal"] == from_file["legal"]
        assert from_url["counts"] == from_file["counts"]
        strip = [{k: v for k, v in d.items() if k != "line"} for d in from_file["diagnostics"]]
        assert [
            {k: v for k, v in d.items() if k != "line"} for d in from_url["diagnostics"]
        ] == strip
        assert all(d["line"] is None for d in from_url["diagnostics"])


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b"", "está vacío"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "archivo binario"),
        (b"#main\n" + b"14558127\n" * 120_000, "bytes"),
    ],
)
def test_unusable_deck_is_one_line_and_exit_2(tmp_path, content, fragment):
    path = tmp_path / "bad.ydk"
    path.write_bytes(content)
    result = run("valida", str(path))
    assert result.exit_code == 2
    error_lines = [line for line in result.stderr.splitlines() if line.startswith("ydkcheck:")]
    assert len(error_lines) == 1 and str(path) in error_lines[0] and fragment in error_lines[0]
    assert "Traceback" not in result.stderr + result.stdout


def test_unreadable_deck_does_not_hide_the_others(tmp_path):
    result = run("valida", "--salida", "json", LEGAL, str(tmp_path / "missing.ydk"))
    assert result.exit_code == 2
    document = json.loads(result.stdout)
    assert [deck["legal"] for deck in document["decks"]] == [True]
    assert document["errors"][0]["source"] == str(tmp_path / "missing.ydk")


@pytest.mark.parametrize(
    "args",
    [
        ["valida", "--salida", "xml", LEGAL],
        ["valida", "--fecha", "2024-13-45", LEGAL],
        ["valida", "--lista", "nonexistent-format", LEGAL],
        ["valida", "--ignora", "no-such-rule", LEGAL],
        ["valida", "ydke://###!!!"],
        ["valida"],
        ["valida", "--no-such-option", LEGAL],
    ],
)
def test_bad_options_exit_2_without_traceback(args):
    result = run(*args)
    assert result.exit_code == 2, result.stdout
    assert "Traceback" not in result.stdout + result.stderr


def test_empty_folder(tmp_path):
    result = run("valida", str(tmp_path))
    assert result.exit_code == 2
    assert "ningún archivo" in result.stderr


def test_help_lists_commands_in_the_users_language():
    spanish = run("--help").stdout
    english = run("--lang", "en", "--help").stdout
    assert "valida" in spanish and "Valida mazos" in spanish
    assert "Validate decks" in english
    assert "Muestra esta ayuda y sale." in spanish


def test_version():
    from ydkcheck import __version__

    result = run("--version")
    assert result.exit_code == 0 and __version__ in result.stdout


def test_info_and_convert(tmp_path, cards):
    info = run("info", LEGAL, "--nombres", "en")
    assert info.exit_code == 0 and "Black Rose Dragon" in info.stdout
    data = run("info", "--datos", "--lang", "en")
    assert "Card data:" in data.stdout and "cards" in data.stdout
    url = run("convierte", LEGAL, "--a", "ydke").stdout.strip()
    assert read_deck(url, cards).main == read_deck(LEGAL, cards).main
    text = tmp_path / "deck.txt"
    text.write_text(run("convert", LEGAL, "--to", "text").stdout, encoding="utf-8")
    again = read_deck(str(text), cards)

    def identities(codes):  # a name stands for every artwork of the card
        return sorted(cards.get(code).identity for code in codes)

    original = read_deck(LEGAL, cards)
    assert identities(again.main) == identities(original.main)
    assert identities(again.extra) == identities(original.extra)


def test_console_script_in_a_subprocess(tmp_path):
    """The installed entry point, outside the checkout, never writing to its input."""
    deck = tmp_path / "albaz.ydk"
    shutil.copy(ILLEGAL, deck)
    before = deck.read_bytes()
    script = Path(sys.executable).with_name("ydkcheck")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "ydkcheck"]
    env = {**os.environ, "YDKCHECK_LANG": "en"}
    done = subprocess.run(
        [*command, "valida", "--salida", "json", str(deck)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert json.loads(done.stdout)["decks"][0]["legal"] is False
    assert deck.read_bytes() == before
    help_run = subprocess.run(
        [*command, "--help"], capture_output=True, text=True, env=env, cwd=tmp_path, check=False
    )
    assert help_run.returncode == 0 and "valida" in help_run.stdout


# what no command imports unless it needs it: the network, numerics, YAML, tables, XML,
# progress bars, worker processes
HEAVY = {"requests", "numpy", "yaml", "tabulate", "xml.etree.ElementTree", "rich.progress"}
PDF = {"pypdf", "fpdf", "segno"}  # the registration sheet's libraries: only for a PDF


@pytest.mark.parametrize("flag", ["--help", "--version"])
def test_help_and_version_stay_light(flag, tmp_path):
    """--help and --version import nothing heavy, no command and no card data."""
    modules = run_fresh([flag], tmp_path).modules
    assert not modules & (HEAVY | {"ydkcheck.cards", "ydkcheck.commands.valida"})


def test_one_valida_imports_only_what_checking_a_deck_needs(tmp_path):
    """A legal deck checked into JSON: the card data and the lists, nothing heavy (the
    checkout reads YAML lists, so PyYAML is allowed here; the wheel test forbids it)."""
    modules = run_fresh(
        ["valida", "--salida", "json", str(DECKS / "Rose_Dragon.ydk")], tmp_path
    ).modules
    assert "ydkcheck.cards" in modules and "ydkcheck.commands.valida" in modules
    assert not modules & (HEAVY - {"yaml"} | {"multiprocessing", "ydkcheck.goldfish.analysis"})
    assert not modules & {"ydkcheck.commands.simula", "ydkcheck.update.client"}
    assert not modules & PDF
    # a .ydk's comments are no title: the text reader and its name tables stay unloaded
    assert not modules & {
        "ydkcheck.decks.titles",
        "ydkcheck.decks.text_lines",
        "ydkcheck.cards.shorthand",
    }


@pytest.mark.skipif(sys.platform != "linux", reason="the cache folder is worked out on Linux")
def test_a_valida_without_a_cache_imports_no_platformdirs(tmp_path):
    """Finding that there is no cache takes neither platformdirs nor the tempfile it imports."""
    env = {k: v for k, v in os.environ.items() if k not in {"YDKCHECK_CACHE_DIR", "XDG_CACHE_HOME"}}
    env["HOME"] = str(tmp_path)
    fresh = run_fresh(["valida", str(DECKS / "Rose_Dragon.ydk")], tmp_path, env)
    assert fresh.process.returncode == 0, fresh.process.stderr
    assert "ydkcheck.cache" in fresh.modules
    assert not fresh.modules & {"platformdirs", "tempfile"}


@pytest.mark.parametrize("argv", [["valida", LEGAL], ["valida", "no-such-deck.ydk"], ["--help"]])
def test_a_run_in_process_gives_the_cycle_collector_back_as_it_found_it(argv, capsys):
    """main() pauses the collector while it loads and freezes what loading made: a caller in
    the same process finds it running again, with nothing left frozen, whatever the exit."""
    import gc

    from ydkcheck.__main__ import main

    assert gc.isenabled() and gc.get_freeze_count() == 0
    with pytest.raises(SystemExit):
        main(argv)
    assert gc.isenabled() and gc.get_freeze_count() == 0
    gc.disable()
    try:
        with pytest.raises(SystemExit):
            main(argv)
        assert not gc.isenabled()  # a caller that had it off keeps it off
    finally:
        gc.enable()
    gc.freeze()  # a caller that froze objects of its own keeps them frozen
    try:
        held = gc.get_freeze_count()
        with pytest.raises(SystemExit):
            main(argv)
        assert gc.get_freeze_count() >= held > 0
    finally:
        gc.unfreeze()
    capsys.readouterr()


def test_convert_never_drops_a_line_silently(tmp_path):
    text = tmp_path / "list.txt"
    text.write_text("Deck Principal\n3 Espora\n2 Nonexistent Card Foo\n", encoding="utf-8")
    lost = run("convierte", str(text), "--a", "ydk")
    assert lost.exit_code == 2 and lost.stdout == ""  # no deck with a card missing
    assert f"{text}:3: error: carta desconocida «Nonexistent Card Foo»" in lost.stderr
    odd = tmp_path / "odd.ydk"  # a named line: a text list whose line 2 names no card
    odd.write_text("#main\nfoo\n14558127\n", encoding="utf-8")
    refused = run("convierte", str(odd), "--a", "ydke")
    assert refused.exit_code == 2 and refused.stdout == ""
    assert f"{odd}:2: " in refused.stderr and "(la 2)" in refused.stderr
    kept = run("convierte", str(odd), "--a", "ydk", "--forzar")
    assert kept.exit_code == 0 and "\n14558127\n" in kept.stdout
    assert "# 1 línea de la lista se dejó fuera" in kept.stdout  # the output says so
    assert f"{odd}:2: " in kept.stderr  # the line that is no card is said


def test_convert_says_each_passcode_no_card_has(tmp_path):
    """A passcode the card data does not know is written as it is, and said on stderr with
    its lines: a converted deck's text list showed "1 99999999" in silence."""
    deck = tmp_path / "unknown.ydk"
    deck.write_text("#main\n99999999\n14558127\n99999999\n#extra\n!side\n", encoding="utf-8")
    for target in ("texto", "ydk", "ydke"):
        done = run("convierte", str(deck), "--a", target, "--lang", "en")
        assert done.exit_code == 0, done.stderr
        said = "2 lines were written as they are (lines 2, 4), their passcodes no card in"
        assert f"{said} ydkcheck's data: 99999999; 'ydkcheck update'" in done.stderr
    listed = tmp_path / "list.txt"  # three copies on one line, and a list's misprint
    listed.write_text("Main Deck\n3 99999999\n1 59750325\n", encoding="utf-8")
    done = run("convierte", str(listed), "--a", "ydk", "--lang", "en", "--forzar")
    said = "1 line was written as it is (line 2), its passcode no card in ydkcheck's data"
    assert f"{said}: 99999999;" in done.stderr
    misprint = "1 line was written as it is (line 3): 59750325 is no card's passcode"
    assert misprint in done.stderr and "write 59750328" in done.stderr  # no update helps
    url = run("convierte", "ydke:///+D1BaOpVwU=!!!", "--a", "ydk", "--lang", "en")
    said = "1 copy of a passcode that is no card in ydkcheck's data was written as it is"
    assert url.exit_code == 0 and f"{said}: 99999999;" in url.stderr  # a URL has no lines
    known = tmp_path / "known.ydk"
    known.write_text("#main\n14558127\n#extra\n!side\n", encoding="utf-8")
    assert "no card" not in run("convierte", str(known), "--a", "texto", "--lang", "en").stderr


@pytest.mark.parametrize("name", [*COMMANDS, None])
def test_the_functions_typer_reads_have_their_annotations_as_types(name):
    """Typer reads each option's type from the annotations: written as strings (``from
    __future__ import annotations``), each is compiled and evaluated on every start-up
    (6.6 M instructions of a ``compara`` run)."""
    app = build_app("es", only=name)
    callbacks = [app.registered_callback.callback] if app.registered_callback else []
    callbacks += [command.callback for command in app.registered_commands]
    for group in app.registered_groups:
        assert group.typer_instance is not None
        callbacks += [command.callback for command in group.typer_instance.registered_commands]
    for callback in callbacks:
        assert callback is not None
        annotations = inspect.signature(callback).parameters.values()
        strings = [p.name for p in annotations if isinstance(p.annotation, str)]
        assert not strings, f"{callback.__module__}.{callback.__qualname__}: {strings}"


@pytest.mark.parametrize(
    "called", [name for name, command in COMMANDS.items() for name in (name, *command.aliases)]
)
def test_every_command_answers_to_each_of_its_names(called):
    """A run builds its command under the name it was called by alone: each name must
    still reach the command, and its help must say the name the user typed."""
    result = run(called, "--help")
    assert result.exit_code == 0, result.output
    assert f"ydkcheck {called} " in result.output


@pytest.mark.parametrize("names", ["es", "en"])
def test_a_card_only_treated_as_another_converts_and_reads_back_as_itself(tmp_path, names):
    """Before: convierte wrote Fusion Substitute in Spanish as "Polimerización (74335036)",
    the name of the card it is only treated as, which no longer reads as it."""
    rose = (DECKS / "Rose_Dragon.ydk").read_text(encoding="utf-8")
    deck = tmp_path / "d.ydk"
    deck.write_text(rose.replace("#extra", "74335036\n#extra"), encoding="utf-8")
    text = tmp_path / "d.txt"
    text.write_text(run("convierte", str(deck), "--a", "texto", "--nombres", names).stdout)
    assert "Polimerización" not in text.read_text() and "Polymerization" not in text.read_text()
    same = run("--lang", "en", "compara", str(text), str(deck)).stdout
    assert "SAME DECK" in same and "unknown-card" not in same


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("Main Deck (4)\n3 Sangan\n", "cuenta que escribe la lista"),  # a count not the cards
        ("Caled by the Grave\nMain Deck\n3 Sangan\n", "tomada como título"),  # a slip
        ("Main Deck\n3 Sangan\nCuts:\n1 Raigeki\n", "no se leyó como carta"),  # left out
    ],
)
def test_what_compara_would_not_confirm_is_never_written_anew_unforced(tmp_path, text, key):
    """A hostile round: ``hoja`` and ``convierte`` wrote a clean sheet or ``.ydk`` of lists
    that ``compara`` does not confirm, and the sheet then compared as the same deck."""
    path = tmp_path / "list.txt"
    path.write_text(text, encoding="utf-8")
    for command in (["convierte", str(path), "--a", "ydk"], ["hoja", str(path)]):
        refused = run(*command)
        assert refused.exit_code == 2 and refused.stdout == "", command
        assert key in refused.stderr and "--forzar" in refused.stderr
    assert not list(tmp_path.glob("*.pdf"))
    assert run("convierte", str(path), "--a", "ydk", "--forzar").exit_code == 0
