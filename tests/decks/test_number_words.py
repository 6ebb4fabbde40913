"""Counts written in words under a heading: read and checked, never a note dropped."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.decks.number_words import number_in_words

ENGLISH = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen"
TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def english(number: int) -> str:
    """``number`` (0-99) spelt out as an English list writes it."""
    if number < 10:
        return ENGLISH[number]
    if number < 20:
        return TEENS.split()[number - 10]
    tens, units = divmod(number, 10)
    return TENS[tens - 2] + (f"-{ENGLISH[units]}" if units else "")


@given(st.integers(0, 99))
def test_every_english_count_reads_as_its_number(number: int) -> None:
    assert number_in_words(english(number)) == number
    assert number_in_words(english(number).upper() + " cards") == number


@pytest.mark.parametrize(
    ("words", "number"),
    [("cuarenta y uno", 41), ("Veintidós", 22), ("quince cartas", 15), ("dieciséis", 16),
     ("sesenta", 60), ("cero", 0), ("una", 1), ("twenty one", 21)],
)  # fmt: skip
def test_spanish_counts_read_as_their_number(words: str, number: int) -> None:
    assert number_in_words(words) == number


@pytest.mark.parametrize(
    "words", ["", "one hundred", "forty forty", "Banquillo", "sixty-zero", "y uno", "x3", "3"]
)
def test_what_is_no_count_in_words_is_none(words: str) -> None:
    assert number_in_words(words) is None


@given(st.text(max_size=60))
def test_any_text_is_a_number_of_a_section_or_none(text: str) -> None:
    assert number_in_words(text) in (None, *range(100))


@pytest.mark.parametrize(
    "heading",
    ["Main Deck (forty-one)", "Deck Principal (cuarenta y una cartas)", "Main Deck: forty-one",
     "Main Deck - forty one"],
)  # fmt: skip
def test_a_sections_count_in_words_is_checked(cards: CardDB, heading: str) -> None:
    """``Main Deck (forty-one)`` was a heading whose note was dropped: 3 cards read, and
    no word that the list says 41."""
    deck = parse_deck(f"{heading}\n3 Pot of Greed\n", "list.txt", cards)
    assert len(deck.main) == 3
    assert [(d.rule, d.line, d.params["written"]) for d in deck.warnings] == [("list-total", 1, 41)]


def test_a_groups_count_in_words_is_checked_and_a_right_one_is_quiet(cards: CardDB) -> None:
    text = "Main Deck\nSpells: three\n3 Pot of Greed\nTraps (two)\n1 Mirror Force\n"
    deck = parse_deck(text, "list.txt", cards)
    assert len(deck.main) == 4
    assert [(d.rule, d.line) for d in deck.warnings] == [("list-total", 4)]
