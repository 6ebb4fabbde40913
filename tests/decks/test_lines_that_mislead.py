"""Lines a judge would read otherwise than the simulators load them, or than the reader
counts them: each is an error at its line, so ``compara`` never confirms a deck over them."""

from __future__ import annotations

from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck

SANGAN = "26202165"


def problems(path: Path, cards: CardDB) -> list[tuple[str, str, int | None]]:
    deck = read_deck(str(path), cards)
    return [(d.rule, d.message_key, d.line) for d in deck.warnings]


@pytest.mark.parametrize("after", [" x3", " 43096270", " (3)", "\r43096270"])
def test_text_after_a_passcode_and_a_blank_is_a_ydk_load_error(
    tmp_path: Path, cards: CardDB, after: str
) -> None:
    path = tmp_path / "deck.ydk"
    path.write_bytes(f"#main\n{SANGAN}{after}\n#extra\n!side\n".encode())
    deck = read_deck(str(path), cards)
    assert [e.card_id for e in deck.entries] == [int(SANGAN)]  # what the simulators load
    assert ("ydk-load", "rule.ydk-load.suffix", 2) in problems(path, cards)


def test_a_ydk_read_as_a_text_list_says_what_the_simulators_load(
    tmp_path: Path, cards: CardDB
) -> None:
    path = tmp_path / "deck.ydk"
    path.write_text(f"#main\n3 {SANGAN}\nSangan\n{SANGAN}\n#extra\n!side\n", encoding="utf-8")
    found = problems(path, cards)
    assert ("ydk-load", "rule.ydk-load.suffix", 2) in found  # card 3 to them
    assert ("ydk-load", "rule.ydk-load.no-card", 3) in found  # nothing to them
    assert not [p for p in found if p[2] == 4]  # a bare passcode is what they load


@pytest.mark.parametrize(
    "note", ["(Side Deck)", "(Extra)", "(+1)", "(-1)", "[not played]", "(banquillo)"]
)
def test_a_note_that_changes_the_count_or_the_section_is_an_error(
    tmp_path: Path, cards: CardDB, note: str
) -> None:
    path = tmp_path / "list.txt"
    path.write_text(f"Main Deck\n2 Sangan {note}\n3 Pot of Greed\n", encoding="utf-8")
    deck = read_deck(str(path), cards)
    assert ("count", "rule.count.note", 2) in problems(path, cards)
    assert all(entry.line != 2 for entry in deck.entries)


@pytest.mark.parametrize("note", ["(LOB-005)", "(MP24-EN123)", "(Secret Rare)", "[1st Edition]"])
def test_set_codes_and_rarities_stay_notes(tmp_path: Path, cards: CardDB, note: str) -> None:
    path = tmp_path / "list.txt"
    path.write_text(f"Main Deck\n2 Sangan {note}\n", encoding="utf-8")
    deck = read_deck(str(path), cards)
    assert [e.line for e in deck.entries] == [2, 2]
    assert problems(path, cards) == []


def test_a_ten_digit_number_past_32_bits_is_the_card_the_simulators_load(
    tmp_path: Path, cards: CardDB
) -> None:
    path = tmp_path / "deck.ydk"
    wrapped = 2**32 + int(SANGAN)  # ten digits
    path.write_text(f"#main\n{wrapped}\n#extra\n!side\n", encoding="utf-8")
    deck = read_deck(str(path), cards)
    assert [e.card_id for e in deck.entries] == [int(SANGAN)]
    assert problems(path, cards) == [("ydk-load", "rule.ydk-load.number", 2)]


@pytest.mark.parametrize("comment", [" # Sangan", " // a note", "\t#searcher"])
def test_a_comment_without_digits_after_a_passcode_is_a_comment(
    tmp_path: Path, cards: CardDB, comment: str
) -> None:
    path = tmp_path / "deck.ydk"
    path.write_text(f"#main\n{SANGAN}{comment}\n#extra\n!side\n", encoding="utf-8")
    assert [e.card_id for e in read_deck(str(path), cards).entries] == [int(SANGAN)]
    assert problems(path, cards) == []
