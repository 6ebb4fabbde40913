"""``valida`` in a deck repository: configuration, many inputs, standard input, strict mode."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from helpers import DECKS, TCG_2026_05_CONF, run

from ydkcheck.decks import read_deck, to_ydke

LEGAL = DECKS / "Rose_Dragon.ydk"
ILLEGAL = DECKS / "AI_Albaz.ydk"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A deck repository as the working folder: decks/legal.ydk, decks/sub/illegal.ydk.

    It is a folder of the test's own ``tmp_path``, so that the folder above it, where
    configuration is looked for too, belongs to the test and not to every test of the run.
    """
    repo = tmp_path / "repo"
    (repo / "decks" / "sub").mkdir(parents=True)
    shutil.copy(LEGAL, repo / "decks" / "legal.ydk")
    shutil.copy(ILLEGAL, repo / "decks" / "sub" / "illegal.ydk")
    monkeypatch.chdir(repo)
    return repo


def sources(result) -> list[str]:
    return [deck["source"] for deck in json.loads(result.stdout)["decks"]]


def one_error_line(result) -> str:
    assert result.exit_code == 2, result.stdout + result.stderr
    lines = [line for line in result.stderr.splitlines() if line.startswith("ydkcheck:")]
    assert len(lines) == 1 and "Traceback" not in result.stderr
    return lines[0]


# inputs


def test_glob_pattern_not_expanded_by_the_shell_is_expanded_recursively(repo):
    result = run("valida", "--salida", "json", "decks/**/*.ydk")
    assert sources(result) == ["decks/legal.ydk", "decks/sub/illegal.ydk"]
    assert result.exit_code == 1


def test_glob_that_matches_nothing_is_bad_input(repo):
    line = one_error_line(run("valida", "decks/**/*.yaml"))
    assert "decks/**/*.yaml" in line and "ningún archivo" in line


def test_files_come_out_sorted_and_once_whatever_the_argument_order(repo):
    result = run("valida", "--salida", "json", "decks/sub/illegal.ydk", "decks", "decks/legal.ydk")
    assert sources(result) == ["decks/legal.ydk", "decks/sub/illegal.ydk"]
    assert "2 mazos: 1 legal, 1 ilegal, 0 ilegibles" in result.stderr


def test_one_deck_from_standard_input():
    result = run("valida", "--salida", "json", "-", stdin=ILLEGAL.read_bytes())
    deck = json.loads(result.stdout)["decks"][0]
    assert deck["source"] == "<stdin>" and deck["legal"] is False
    assert deck["diagnostics"][0]["line"] == 18
    assert result.exit_code == 1


def test_ydke_url_on_standard_input_is_a_deck_too(cards):
    url = to_ydke(read_deck(str(LEGAL), cards))
    result = run("valida", "-", stdin=url.encode())
    assert result.exit_code == 0 and "Mazo: <stdin>" in result.stdout


def test_empty_standard_input_is_bad_input():
    result = run("valida", "-", stdin=b"")
    assert "<stdin>" in one_error_line(result)


def test_the_one_deck_commands_read_standard_input_too(cards):
    url = run("convierte", "-", "--a", "ydke", stdin=LEGAL.read_bytes()).stdout.strip()
    assert url == to_ydke(read_deck(str(LEGAL), cards))
    shown = run("info", "-", stdin=LEGAL.read_bytes())
    assert shown.exit_code == 0 and "<stdin>" in shown.stdout


# strict mode


@pytest.fixture
def warned_deck(tmp_path: Path) -> Path:
    """A legal deck with one line that is not a passcode, a separator (a syntax warning)."""
    path = tmp_path / "warned.ydk"
    path.write_text(LEGAL.read_text(encoding="utf-8") + "----------\n", encoding="utf-8")
    return path


def test_strict_makes_warnings_fail_and_says_why(warned_deck):
    assert run("valida", str(warned_deck)).exit_code == 0
    assert run("valida", "--estricto", str(warned_deck)).exit_code == 1
    failed = run("--lang", "en", "validate", "--strict", str(warned_deck))
    assert failed.exit_code == 1  # a LEGAL deck and "1 legal": the run says why it fails
    assert failed.stderr.splitlines()[-1] == (
        "ydkcheck: with --strict warnings fail the run: 1 legal deck has them (exit 1)"
    )
    assert "--strict" not in run("--lang", "en", "validate", str(warned_deck)).stderr


def test_ignored_rule_does_not_fail_in_strict_mode(warned_deck):
    assert run("valida", "--estricto", "--ignora", "syntax", str(warned_deck)).exit_code == 0


# output chosen by the environment


def test_github_actions_gets_annotations_by_default(repo, monkeypatch):
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    result = run("valida", "decks")
    lines = result.stdout.splitlines()
    assert lines and all(line.startswith("::") for line in lines)
    assert "::error file=decks/sub/illegal.ydk,line=18,title=ydkcheck (forbidden)::" in lines[0]
    assert run("valida", "--salida", "texto", "decks").stdout.startswith("Mazo:")


def test_sarif_from_the_cli_points_at_files_relative_to_the_working_folder(repo):
    result = run("valida", "--salida", "sarif", str(repo / "decks"))
    results = json.loads(result.stdout)["runs"][0]["results"]
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
    assert uris == {"decks/sub/illegal.ydk"}


# configuration


def test_pyproject_table_sets_defaults_and_the_command_line_wins(repo):
    (repo / "pyproject.toml").write_text(
        '[project]\nname = "decks"\n\n[tool.ydkcheck]\nlista = "goat"\nsalida = "json"\n',
        encoding="utf-8",
    )
    document = json.loads(run("valida", "decks").stdout)
    assert document["banlist"]["id"].startswith("goat-")
    document = json.loads(run("valida", "--lista", "tcg", "decks").stdout)
    assert document["banlist"]["id"].startswith("tcg-")


def test_yaml_config_is_found_from_a_subfolder(repo, monkeypatch):
    (repo / ".ydkcheck.yaml").write_text("ignore: [forbidden, limited]\nlang: en\n", "utf-8")
    monkeypatch.chdir(repo / "decks" / "sub")
    result = run("valida", "illegal.ydk")
    assert result.exit_code == 0
    assert "✔ LEGAL" in result.stdout  # English, and the ignored rules are gone


def test_nearest_config_wins_and_yaml_beats_pyproject_in_the_same_folder(repo, monkeypatch):
    (repo / ".ydkcheck.yaml").write_text("salida: json\n", "utf-8")
    (repo / "decks" / "pyproject.toml").write_text('[tool.ydkcheck]\noutput = "junit"\n', "utf-8")
    monkeypatch.chdir(repo / "decks")
    assert run("valida", "legal.ydk").stdout.startswith("<?xml")
    (repo / "decks" / ".ydkcheck.yaml").write_text("output: github\n", "utf-8")
    lines = run("valida", "sub/illegal.ydk").stdout.splitlines()  # the run's notice first
    assert lines[0].startswith("::notice title=ydkcheck") and lines[1].startswith("::error")


def test_pyproject_without_a_ydkcheck_table_is_not_a_config(repo):
    (repo / "pyproject.toml").write_text("[tool.ruff]\nline-length = 100\n", "utf-8")
    (repo.parent / ".ydkcheck.yaml").write_text("salida: json\n", "utf-8")
    assert json.loads(run("valida", "decks").stdout)["schema"] == 2


def test_a_huge_pyproject_above_the_working_folder_is_looked_into_within_bounds(repo):
    """Before, a pyproject.toml in any folder above was read whole to look for ydkcheck's
    table: 1.5 GB on a shared machine's /tmp made a deck check take 1.56 GB."""
    import tracemalloc

    from ydkcheck.config import find_config

    with open(repo.parent / "pyproject.toml", "wb") as handle:  # sparse: no disk used
        handle.truncate(64 << 20)
    tracemalloc.start()
    try:
        assert find_config(repo) is None
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 << 20


def test_strict_from_config_and_its_command_line_opposite(repo, warned_deck):
    (repo / ".ydkcheck.yaml").write_text("estricto: true\n", "utf-8")
    assert run("valida", str(warned_deck)).exit_code == 1
    assert run("valida", "--no-estricto", str(warned_deck)).exit_code == 0


def test_config_date_and_list_file_relative_to_the_config(repo, monkeypatch):
    lists = repo / "lists"
    lists.mkdir()
    shutil.copy(TCG_2026_05_CONF, lists / "local.lflist.conf")
    (repo / ".ydkcheck.yaml").write_text("banlist: lists/local.lflist.conf\n", "utf-8")
    monkeypatch.chdir(repo / "decks")
    # the file's own name, "2026.05 TCG", would pass for the shipped list: its file's instead
    assert (
        json.loads(run("valida", "--salida", "json", "legal.ydk").stdout)["banlist"]["name"]
        == "file:local.lflist.conf"
    )
    (repo / ".ydkcheck.yaml").write_text("lista: tcg\nfecha: 2010-03-01\n", "utf-8")
    banlist = json.loads(run("valida", "--salida", "json", "legal.ydk").stdout)["banlist"]
    assert banlist["effective"] <= "2010-03-01"


@pytest.mark.parametrize(
    ("name", "text", "where", "fragment"),
    [
        (".ydkcheck.yaml", "lista: tcg\ncolour: red\n", ":2:", "colour"),
        (".ydkcheck.yaml", "estricto: maybe\n", ":1:", "true o false"),
        (".ydkcheck.yaml", "ignora:\n  - syntax\n  - no-such-rule\n", ":3:", "no-such-rule"),
        (".ydkcheck.yaml", "lista: tcg\nbanlist: ocg\n", ":2:", "misma opción"),
        (".ydkcheck.yaml", "lista: tcg\nlista: ocg\n", ":2:", "repetida"),
        (".ydkcheck.yaml", "salida: xml\n", ":1:", "xml"),
        (".ydkcheck.yaml", "lang: fr\n", ":1:", "fr"),
        (".ydkcheck.yaml", "fecha: mañana\n", ":1:", "AAAA-MM-DD"),
        # what Python 3.11's fromisoformat takes and --fecha refuses: refused on every Python
        (".ydkcheck.yaml", "fecha: '20190415'\n", ":1:", "AAAA-MM-DD"),
        (".ydkcheck.yaml", "fecha: 2019-W16-1\n", ":1:", "AAAA-MM-DD"),
        # a date and an hour: the day was taken, its hour and offset cut away without a word
        (".ydkcheck.yaml", "fecha: 2024-05-01 23:30:00\n", ":1:", "AAAA-MM-DD"),
        (
            "pyproject.toml",
            "[tool.ydkcheck]\nfecha = 2024-05-01T23:30:00-05:00\n",
            ":2:",
            "AAAA-MM-DD",
        ),
        (".ydkcheck.yaml", "lista: [tcg\n", ":2:", "YAML"),
        (".ydkcheck.yaml", "- tcg\n", ":1:", "mapa"),
        (
            "pyproject.toml",
            '[project]\nname = "x"\n\n[tool.ydkcheck]\nlista = "tcg"\nfoo = 1\n',
            ":6:",
            "foo",
        ),
        ("pyproject.toml", '[tool.ydkcheck]\nignore = "no-such-rule"\n', ":2:", "no-such-rule"),
        ("pyproject.toml", '[tool.ydkcheck]\n"strict" = "yes"\n', ":2:", "true o false"),
        ("pyproject.toml", "[tool.ydkcheck]\nlista = [1, 2]\n", ":2:", "texto"),
        ("pyproject.toml", "[tool.ydkcheck]\nlista = \n", ":2:", "TOML"),
        # tomllib's English sentences, said in the run's words
        ("pyproject.toml", '[tool.ydkcheck]\nlista = "tcg\n', ":2:", "una cadena sin cerrar"),
        ("pyproject.toml", "[tool.ydkcheck]\nlista = tcg\n", ":2:", "pon el texto entre comillas"),
        ("pyproject.toml", "[tool.ydkcheck]\n[tool.ydkcheck]\n", ":2:", "escrita dos veces"),
        ("pyproject.toml", "[tool.ydkcheck]\nignora = [1, 2\n", ":3:", "sin cerrar"),
        ("pyproject.toml", "[tool.ydkcheck]\nfecha = 2024-02-30\n", ":2:", "fecha imposible"),
        # nested past the stack, no [tool.ydkcheck]: an internal error naming no file, before
        ("pyproject.toml", "# ydkcheck\na = " + "[" * 600 + "]" * 600, ": ", "anidadas"),
    ],
)
def test_bad_config_is_one_line_with_file_and_line(repo, name, text, where, fragment):
    (repo / name).write_text(text, encoding="utf-8")
    line = one_error_line(run("valida", "decks"))
    assert f"{repo / name}{where}" in line and fragment in line, line


def test_config_error_in_english_when_asked(repo):
    (repo / ".ydkcheck.yaml").write_text("colour: red\n", "utf-8")
    line = one_error_line(run("valida", "--lang", "en", "decks"))
    assert "unknown key 'colour'" in line


def test_lang_precedence_command_line_then_environment_then_config(repo, monkeypatch):
    (repo / ".ydkcheck.yaml").write_text("lang: en\n", "utf-8")
    assert "ILLEGAL" in run("valida", "decks").stdout
    assert "ILEGAL" in run("valida", "--lang", "es", "decks").stdout
    monkeypatch.setenv("YDKCHECK_LANG", "es")
    assert "ILEGAL" in run("valida", "decks").stdout


# worker processes


@pytest.fixture
def many_decks(tmp_path: Path) -> Path:
    """600 decks (enough for two workers), legal and illegal, in two folders."""
    folder = tmp_path / "many"
    for number in range(600):
        part = folder / f"part-{number % 2}"
        part.mkdir(parents=True, exist_ok=True)
        shutil.copy(ILLEGAL if number % 3 == 0 else LEGAL, part / f"deck-{number:03d}.ydk")
    return folder


@pytest.mark.parametrize("salida", ["json", "texto", "junit", "sarif", "resumen", "csv", "html"])
def test_jobs_give_the_same_report_in_the_same_order(many_decks, salida):
    serial = run("valida", "--salida", salida, str(many_decks))
    parallel = run("valida", "--salida", salida, "--jobs", "2", str(many_decks))
    assert parallel.exit_code == serial.exit_code == 1
    assert parallel.stdout == serial.stdout
    assert parallel.stderr == serial.stderr
    assert "600 mazos: 400 legales, 200 ilegales, 0 ilegibles" in parallel.stderr


def test_jobs_with_an_unreadable_deck_and_standard_input(many_decks):
    (many_decks / "part-0" / "broken.ydk").write_bytes(b"\x89PNG\r\n")
    result = run(
        "valida", "-j", "2", "--salida", "json", "-", str(many_decks), stdin=LEGAL.read_bytes()
    )
    assert result.exit_code == 2
    document = json.loads(result.stdout)
    assert document["decks"][0]["source"] == "<stdin>" and len(document["decks"]) == 601
    assert document["errors"][0]["source"].endswith("broken.ydk")


def test_workers_only_when_there_are_enough_decks_for_them():
    from ydkcheck.batch import MIN_PER_WORKER, usable_jobs

    assert usable_jobs(2, 600) == 2
    assert usable_jobs(8, 3 * MIN_PER_WORKER) == 3
    assert usable_jobs(4, MIN_PER_WORKER - 1) == 1
    assert 1 <= usable_jobs(0, 100 * MIN_PER_WORKER) <= 100  # one per core


def test_config_discovery_imports_no_yaml_without_a_yaml_file(repo):
    import subprocess
    import sys

    (repo / "pyproject.toml").write_text('[tool.ydkcheck]\nlista = "tcg"\n', "utf-8")
    code = (
        "import sys; from ydkcheck.config import load_config; c = load_config(); "
        "print(c.banlist, 'yaml' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=repo, capture_output=True, text=True, check=True
    )
    assert done.stdout.split() == ["tcg", "False"]


# Genesys points in the text report


def test_text_report_lists_each_cards_points_and_they_add_up_to_the_total():
    import re

    result = run("valida", "--lista", "genesys-2026-08", "--salida", "texto", str(ILLEGAL))
    total, cap = map(int, re.search(r"^Puntos: (\d+) / (\d+)$", result.stdout, re.M).groups())
    cards = re.findall(r"^  (.+) \((\d+)\): (\d+) × (\d+) = (\d+)$", result.stdout, re.M)
    assert len(cards) > 5 and cap == 100
    assert all(int(copies) * int(each) == int(sub) for _, _, copies, each, sub in cards)
    assert sum(int(sub) for *_, sub in cards) == total
    # card names follow the messages' language unless --nombres says otherwise
    assert ('"C" Maxx', "23434538", "3") in [card[:3] for card in cards]
    english = run("valida", "--lista", "genesys-2026-08", "--nombres", "en", str(ILLEGAL)).stdout
    assert '  Maxx "C" (23434538): 3 × ' in english
    document = json.loads(
        run("valida", "--lista", "genesys", "--salida", "json", str(ILLEGAL)).stdout
    )
    assert document["decks"][0]["points"] == {"total": total, "cap": cap}


# the organiser's desk: players, repeated decks, only the illegal ones, CSV bytes, 80 columns


def test_the_player_of_each_deck_is_in_the_json(repo):
    shutil.copy(DECKS / "Gouki.ydk", repo / "decks" / "gouki.ydk")
    decks = json.loads(run("valida", "--salida", "json", "decks").stdout)["decks"]
    assert {deck["source"]: deck["player"] for deck in decks} == {
        "decks/gouki.ydk": "Naim",
        "decks/legal.ydk": None,  # "#created by ...": no name
        "decks/sub/illegal.ydk": None,
    }


def test_two_files_with_one_deck_are_a_warning_naming_both(repo):
    shutil.copy(LEGAL, repo / "decks" / "again.ydk")
    result = run("valida", "--salida", "json", "decks")
    [warning] = [line for line in result.stderr.splitlines() if "mismo mazo" in line]
    assert warning.startswith("ydkcheck: aviso: mismo mazo en 2 archivos (huella ")
    assert warning.endswith("): decks/again.ydk, decks/legal.ydk")
    [group] = json.loads(result.stdout)["duplicates"]
    assert group["sources"] == ["decks/again.ydk", "decks/legal.ydk"]
    assert result.exit_code == 1  # a repeat changes no verdict
    assert result.stderr.splitlines()[-1] == "3 mazos: 2 legales, 1 ilegal, 0 ilegibles"


def test_one_file_named_twice_is_no_repeat(repo):
    result = run("valida", "decks/legal.ydk", "./decks/legal.ydk", "decks/legal.ydk")
    assert "mismo mazo" not in result.stderr and result.exit_code == 0


def test_only_illegal_shows_the_illegal_decks_and_counts_them_all(repo):
    result = run("valida", "--solo-ilegales", "--salida", "json", "decks")
    assert sources(result) == ["decks/sub/illegal.ydk"]
    assert "2 mazos: 1 legal, 1 ilegal, 0 ilegibles" in result.stderr
    english = run("validate", "--only-illegal", "--output", "summary", "decks").stdout
    assert "illegal.ydk" in english and "legal.ydk " not in english.replace("illegal.ydk", "")


def test_csv_is_utf8_with_a_bom_and_crlf_whatever_the_locale(repo):
    result = run("valida", "--salida", "csv", "decks", env={"LANG": "C"})
    data = result.stdout_bytes
    assert data.startswith(b"\xef\xbb\xbfArchivo;Jugador;Veredicto;")
    assert data.count(b"\r\n") == 3 and data.count(b"\n") == 3


def test_a_real_text_report_fits_80_columns():
    result = run("valida", str(DECKS / "408_SD2__67e614fa.ydk"), str(ILLEGAL))
    lines = result.stdout.splitlines()
    assert max(len(line) for line in lines if not line.startswith("Mazo: ")) <= 80
    assert "  línea 21  error    forbidden  Tormenta Fuerte está Prohibida: 1 copia, no se" in lines


def test_the_html_page_of_a_folder(repo):
    result = run("valida", "--salida", "html", "--lang", "en", "decks")
    assert result.stdout.startswith('<!DOCTYPE html>\n<html lang="en">')
    assert "decks/sub/illegal.ydk" in result.stdout and result.exit_code == 1


def test_the_html_page_names_each_file_it_left_out_and_why(repo):
    """Before, the page counted "1 file left out" and named none."""
    (repo / "decks" / "README.txt").write_text("Our decks, one a file.\n", encoding="utf-8")
    (repo / "decks" / ".old.ydk").write_text("#main\n55144522\n", encoding="utf-8")
    result = run("valida", "--salida", "html", "--lang", "en", "decks")
    assert "decks/README.txt: no card in it" in result.stdout
    assert "decks/.old.ydk: hidden (its name" in result.stdout


def test_a_run_that_checks_no_deck_never_passes(tmp_path: Path) -> None:
    """Before: a folder of a README and notes was "0 decks", exit 0: a CI job went green
    having checked nothing."""
    (tmp_path / "README.txt").write_text("hello\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("Deck list for Saturday\nbring sleeves\n", "utf-8")
    done = run("--lang", "en", "valida", str(tmp_path))
    assert done.exit_code == 2
    assert "no deck was checked: the 2 files of the inputs were left out" in done.stderr


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_named_like_a_deck_in_a_folder_is_left_out_as_any_pipe(tmp_path: Path) -> None:
    """Before: a FIFO named p.ydk in a folder made the run unreadable (exit 2), one named
    p.txt was left out: a pipe, a socket or a device is no deck file, whatever its name."""
    import os

    os.mkfifo(tmp_path / "p.ydk")
    shutil.copy(DECKS / "Rose_Dragon.ydk", tmp_path / "rose.ydk")
    done = run("--lang", "en", "valida", str(tmp_path))
    assert done.exit_code == 0 and "p.ydk: left out, not a regular file" in done.stderr
