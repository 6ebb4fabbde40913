"""Lines the text reader took otherwise than a judge reads them: a note whose outer bracket is
left open behind a closed inner one, each never read in silence."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck

POT = 55144522
SANGAN = 26202165


def said(text: str, cards: CardDB, source: str = "x.txt") -> tuple[tuple[int, ...], list]:
    deck = parse_deck(text, source, cards)
    return deck.main, [(d.message_key, d.line) for d in deck.warnings]


@pytest.mark.parametrize(
    "note", ["((got a)", "([got a)", "(a (b)", "[(got a)", "[[got a]", "((got a) (LOB)"]
)
def test_a_note_left_open_behind_a_closed_one_is_a_count_error(cards: CardDB, note: str) -> None:
    """Before: "3 Sangan ((got a)" was three Sangan in silence, the closed "(got a)" taken off
    with the bracket left open before it, while "3 Sangan (got a" was a count error."""
    main, problems = said(f"Main Deck\n1 Pot of Greed\n3 Sangan {note}\n", cards)
    assert main == (POT,) and problems == [("rule.count.unclosed-note", 3)]


@pytest.mark.parametrize("note", ["((LOB)", "([LOB]", "((Ultra Rare)"])
def test_a_set_or_a_rarity_in_a_doubled_bracket_is_a_note_as_before(
    cards: CardDB, note: str
) -> None:
    main, problems = said(f"Main Deck\n1 Pot of Greed\n3 Sangan {note}\n", cards)
    assert main == (POT, SANGAN, SANGAN, SANGAN) and problems == []


def test_a_doubled_bracket_left_open_wraps_onto_the_next_line(cards: CardDB) -> None:
    text = "Main Deck\n1 Pot of Greed\n1 Sangan ((got a)\nsecond one in side)\n1 Pot of Greed\n"
    main, problems = said(text, cards)
    assert main == (POT, POT)
    assert problems == [("rule.count.unclosed-note", 3), ("rule.count.unclosed-note.wrapped", 4)]
