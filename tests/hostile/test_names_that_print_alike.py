"""Two different things never print alike: a file whose name holds a control character and
one whose name is that character's escape written out, two ``ydke://`` URLs that begin
alike, a player's name that holds a line break or reads like a verdict. A judge (or a CI
step) acting on what ydkcheck printed acts on the deck that was checked."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
from pathlib import Path

import pytest
from helpers import DECKS, decks_named, read_back, run
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck, to_ydke
from ydkcheck.printable import printable

ILLEGAL = DECKS / "AI_Albaz.ydk"
LEGAL = DECKS / "Rose_Dragon.ydk"


NAMES = st.text(
    st.sampled_from(["\\", "x", "u", "U", "0", "d", "a", "\r", "\n", "\x1b", "\u2028"])
    | st.sampled_from(["\u00ad", "\u200b", "\udcf3", "\x85", "\udc85", "é", "/", " "]),
    max_size=14,
)


@given(NAMES)
def test_what_printable_shows_reads_back_as_what_it_was_given(text: str) -> None:
    assert read_back(printable(text)) == text


@given(NAMES, NAMES)
def test_two_texts_never_print_alike(one: str, other: str) -> None:
    assert one == other or printable(one) != printable(other)


def test_a_backslash_is_doubled_only_where_it_would_read_as_an_escape() -> None:
    assert printable("deck\rA.ydk") == "deck\\x0dA.ydk"
    assert printable("deck\\x0dA.ydk") == "deck\\\\x0dA.ydk"
    assert printable("deck\\\rA.ydk") == "deck\\\\\\x0dA.ydk"
    assert printable("a\u00adb\u2029c") == "a\\u00adb\\u2029c"  # a soft hyphen, a paragraph


@pytest.mark.parametrize(
    "path", ["C:\\Users\\ana\\decks\\x.ydk", "\\\\server\\share\\Ünder 18\\ana.ydk", "a\\b"]
)
def test_a_windows_path_reads_as_it_is(path: str) -> None:
    assert printable(path) == path


@pytest.fixture
def alike(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``deck<CR>A.ydk`` (illegal) and ``deck\\x0dA.ydk`` (legal) in ``names/``."""
    monkeypatch.chdir(tmp_path)
    return decks_named(tmp_path / "names", "deck\rA.ydk", "deck\\x0dA.ydk")


@pytest.mark.skipif(os.sep != "/", reason="a POSIX file name")
def test_two_files_named_alike_are_two_sources_in_every_output(alike: Path) -> None:
    decks = json.loads(run("--lang", "en", "valida", "--salida", "json", "names").stdout)
    sources = {deck["source"]: deck["legal"] for deck in decks["decks"]}
    assert sources == {"names/deck\\x0dA.ydk": False, "names/deck\\\\x0dA.ydk": True}
    text = run("--lang", "en", "valida", "names").stdout
    assert "Deck: names/deck\\x0dA.ydk\n" in text and "Deck: names/deck\\\\x0dA.ydk\n" in text
    csv = run("--lang", "en", "valida", "--salida", "csv", "names").stdout
    assert "names/deck\\x0dA.ydk;;ILLEGAL" in csv and "names/deck\\\\x0dA.ydk;;legal" in csv


@pytest.mark.skipif(os.sep != "/", reason="a POSIX file name")
def test_an_annotation_lands_on_the_file_that_was_checked(alike: Path) -> None:
    lines = run("--lang", "en", "valida", "--salida", "github", "names").stdout.splitlines()
    errors = [line for line in lines if line.startswith("::error")]
    assert errors and all(line.startswith("::error file=names/deck%0DA.ydk,") for line in errors)


@pytest.mark.skipif(os.sep != "/", reason="a POSIX file name")
def test_a_name_no_annotation_can_carry_is_named_in_the_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(ILLEGAL, tmp_path / "deck\x1bA.ydk")
    shutil.copy(ILLEGAL, tmp_path / "deck\\x1bA.ydk")
    monkeypatch.chdir(tmp_path)
    lines = run("--lang", "en", "valida", "--salida", "github", ".").stdout.splitlines()
    errors = [line for line in lines if line.startswith("::error")]
    assert all("\x1b" not in line for line in lines)
    assert any(line.startswith("::error file=deck\\x1bA.ydk,") for line in errors)
    assert any("::deck\\x1bA.ydk: " in line and " file=" not in line for line in errors)


def two_urls_that_begin_alike(cards: CardDB) -> tuple[str, str]:
    deck = read_deck(str(ILLEGAL), cards)
    other = dataclasses.replace(deck, side=deck.side[:-1], lines=None)
    return to_ydke(deck), to_ydke(other)


def test_two_urls_that_begin_alike_are_two_sources_a_person_can_match(cards: CardDB) -> None:
    one, other = two_urls_that_begin_alike(cards)
    assert one[:80] == other[:80] and one != other
    done = run("--lang", "en", "valida", "--salida", "json", str(LEGAL), one, other, one)
    names = [deck["source"] for deck in json.loads(done.stdout)["decks"]]
    assert names[:2] == [f"{one[:30]}... #2", f"{other[:30]}... #3"]  # the argument's place
    assert len(names) == 3  # the URL given twice is one deck


def test_the_summary_shows_a_url_s_whole_name(cards: CardDB) -> None:
    one, other = two_urls_that_begin_alike(cards)
    summary = run("--lang", "en", "valida", "--salida", "summary", one, other).stdout
    assert f"{one[:30]}... #1 " in summary and f"{other[:30]}... #2 " in summary


def test_a_file_named_like_standard_input_is_not_standard_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(ILLEGAL, tmp_path / "<stdin>")
    monkeypatch.chdir(tmp_path)
    done = run(
        "--lang", "en", "valida", "--salida", "json", "-", "<stdin>", stdin=LEGAL.read_bytes()
    )
    sources = {deck["source"]: deck["legal"] for deck in json.loads(done.stdout)["decks"]}
    assert sources == {"<stdin>": True, "./<stdin>": False}


VERDICT_LIKE = "#created by Ana\u2028\u2714 LEGAL (0 avisos)\n"


@pytest.fixture
def posing(tmp_path: Path) -> Path:
    """An illegal deck whose player's name reads like a legal verdict."""
    deck = tmp_path / "a.ydk"
    deck.write_bytes(VERDICT_LIKE.encode() + ILLEGAL.read_bytes())
    return deck


def test_a_player_s_name_is_quoted_in_the_text_report(posing: Path) -> None:
    text = run("--lang", "es", "valida", str(posing)).stdout
    assert "Jugador: «Ana \u2714 LEGAL (0 avisos)»" in text
    english = run("--lang", "en", "valida", str(posing)).stdout
    assert "Player: 'Ana \u2714 LEGAL (0 avisos)'" in english
    assert "\u2028" not in text + english


def test_a_player_s_name_is_quoted_in_the_summary(posing: Path) -> None:
    summary = run("--lang", "en", "valida", "--salida", "summary", str(posing)).stdout
    assert "'Ana \u2714 LEGAL\u2026' ILLEGAL" in summary


def test_json_keeps_the_player_s_name_unquoted(posing: Path) -> None:
    done = run("--lang", "en", "valida", "--salida", "json", str(posing))
    assert json.loads(done.stdout)["decks"][0]["player"] == "Ana \u2714 LEGAL (0 avisos)"


@pytest.mark.parametrize(
    ("lang", "closing", "shown"),
    [
        ("en", "'", "Player: 'Ana\\' \u2714 LEGAL (0 warnings) \u00b7 \\''"),
        ("es", "\u00bb", "Jugador: «Ana\\» \u2714 LEGAL (0 avisos) \u00b7 \\»»"),
    ],
)
def test_a_player_s_name_cannot_close_its_quotes(
    tmp_path: Path, lang: str, closing: str, shown: str
) -> None:
    """Found re-checking the quotes: a name holding the closing quote wrote the words after
    it as the report's own ("Player: 'Ana' ✔ LEGAL (0 warnings) · ''"). Each quote mark of a
    name, and a backslash before one, is escaped."""
    verdict = "LEGAL (0 warnings)" if lang == "en" else "LEGAL (0 avisos)"
    deck = tmp_path / "a.ydk"
    named = f"#created by Ana{closing} \u2714 {verdict} \u00b7 {closing}\n"
    deck.write_bytes(named.encode() + ILLEGAL.read_bytes())
    text = run("--lang", lang, "valida", str(deck)).stdout
    assert shown in text, text
    summary = run("--lang", lang, "valida", "--salida", "summary", str(deck)).stdout
    assert f"Ana\\{closing}" in summary, summary


def test_an_apostrophe_in_a_name_is_escaped_where_it_is_quoted(tmp_path: Path) -> None:
    deck = tmp_path / "a.ydk"
    deck.write_bytes(b"#created by O'Brien\n" + ILLEGAL.read_bytes())
    assert "Player: 'O\\'Brien'" in run("--lang", "en", "valida", str(deck)).stdout
    done = run("--lang", "en", "valida", "--salida", "json", str(deck))
    assert json.loads(done.stdout)["decks"][0]["player"] == "O'Brien"
