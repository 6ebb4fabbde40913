"""Headings written as published pastes write them: ``- Spells - 13 total`` (a type heading
whose count is the Main Deck's total of that kind) and ``- 5 Xyz``, ``- 10 Synchro`` (an
Extra Deck kind after its count, as ``- 23 Monsters`` is a Main Deck kind): each a heading
with its count checked, never copies of an unknown card «Spells - 13 total» or «Xyz»."""

from __future__ import annotations

from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.cards.matching import name_index
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.decks.text_lines import EXTRA_KIND_WORDS

DATA = Path(__file__).parent.parent / "data" / "decklists"
SET_CODES = DATA / "pastebin-0ZSxaK4R-super-polymerization-set-codes.txt"
COUNTS_FIRST = DATA / "pastebin-uWRVb9SV-zombies-counts-first.txt"


def checked(
    text: str, cards: CardDB
) -> tuple[set[tuple[int, str]], list[tuple[int | None, object]]]:
    deck = parse_deck(text, "list.txt", cards)
    assert deck.unread == ()
    notes = {(n.line, n.kind) for n in deck.notes}
    return notes, [
        (d.line, d.params.get("written")) for d in deck.warnings if d.rule == "list-total"
    ]


def test_a_heading_s_total_counts_its_kind_in_the_whole_main_deck(cards: CardDB) -> None:
    """The paste's ``Spells - 13 total`` and ``Traps - 9 total`` count the 6 Spells and 4
    Traps under ``Staples`` too: 13 and 9, as written; one more is said at its heading."""
    text = SET_CODES.read_text(encoding="utf-8")
    deck = parse_deck(text, "list.txt", cards)
    assert (len(deck.main), len(deck.extra)) == (40, 15) and deck.unread == ()
    assert not [d for d in deck.warnings if d.rule == "list-total"]
    wrong = parse_deck(text.replace("Spells - 13 total", "Spells - 14 total"), "list.txt", cards)
    assert [
        (d.line, d.params.get("counted")) for d in wrong.warnings if d.rule == "list-total"
    ] == [(20, 13)]


@pytest.mark.parametrize(
    "heading", ["Spells - 2 total", "Spells: 2 total", "Spells 2 cards total", "Magias: 2 en total"]
)
def test_a_type_heading_with_its_total_heads_its_cards(cards: CardDB, heading: str) -> None:
    notes, totals = checked(f"Main Deck\n3 Sangan\n{heading}\n2 Pot of Greed\n", cards)
    assert (3, "type-heading") in notes and totals == []
    _, totals = checked(f"Main Deck\n3 Sangan\n{heading}\n1 Pot of Greed\n", cards)
    assert totals == [(3, 2)]


def test_a_total_on_a_heading_of_the_side_deck_counts_its_own_cards(cards: CardDB) -> None:
    """Under the Side Deck, a kind's total is no count of the Main Deck's cards."""
    text = "Main Deck\n3 Sangan\nSide Deck\nMonsters - 2 total\n2 Sangan\n"
    notes, totals = checked(text, cards)
    assert (4, "type-heading") in notes and totals == []
    _, totals = checked(text.replace("2 total", "3 total"), cards)
    assert totals == [(4, 3)]


def test_count_first_extra_deck_kinds_head_their_groups(cards: CardDB) -> None:
    """``- 5 Xyz`` and ``- 10 Synchro`` under ``- Extra Deck``: headings, each count checked
    over its group (the Xyz group's unread line named as ever)."""
    deck = parse_deck(COUNTS_FIRST.read_text(encoding="utf-8"), "list.txt", cards)
    notes = {(n.line, n.kind) for n in deck.notes}
    assert {(27, "type-heading"), (33, "type-heading")} <= notes
    assert (len(deck.main), len(deck.extra)) == (41, 14) and deck.unread == (31,)
    totals = [(d.line, d.params.get("unread")) for d in deck.warnings if d.rule == "list-total"]
    assert totals == [(27, "31")]


@pytest.mark.parametrize("heading", ["2 Xyz", "2 Synchro", "2 Fusion:", "2 Links", "2 x Xyz"])
def test_an_extra_deck_kind_after_its_count_heads_the_extra_deck(
    cards: CardDB, heading: str
) -> None:
    """Under the Main Deck, as ``Xyz (2)`` does: the Extra Deck starts there."""
    text = f"Main Deck\n3 Sangan\n{heading}\n2 Borreload Dragon\n"
    deck = parse_deck(text, "list.txt", cards)
    assert deck.unread == () and len(deck.extra) == 2 and len(deck.main) == 3
    _, totals = checked(text.replace("2 Borreload", "1 Borreload"), cards)
    assert totals == [(3, 2)]


def test_no_card_is_named_by_an_extra_deck_kind(cards: CardDB) -> None:
    """What makes ``3 Xyz`` a heading, not three copies of a card so named."""
    assert not set(name_index(cards).by_key) & EXTRA_KIND_WORDS
