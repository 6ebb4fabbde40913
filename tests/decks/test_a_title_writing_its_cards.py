"""A title that says how many cards its list holds ("Tele-Queen Control: 42 cards", a forum
post of 2009 kept as test data): checked as "Total: 42" is, against the Main Deck or every
card. Before, a title's count was never read, so a list that lost a line under it said
nothing of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.decks.inputs import parse_deck

TELE_QUEEN = (
    Path(__file__).parents[1] / "data" / "decklists" / "cardmaker-tele-queen-control-2009.txt"
)


def _totals(text: str, cards: CardDB) -> list[tuple[int | None, object]]:
    deck = parse_deck(text, "list.txt", cards)
    return [(d.line, d.params.get("written")) for d in deck.warnings if d.rule == "list-total"]


def test_the_published_title_fits_its_list(cards: CardDB) -> None:
    deck = read_deck(str(TELE_QUEEN), cards)
    assert len(deck.main) == 42
    assert not [d for d in deck.warnings if d.rule == "list-total"]


def test_a_title_writing_more_cards_than_read_is_said(cards: CardDB) -> None:
    text = TELE_QUEEN.read_text("utf-8").replace("42 cards", "45 cards")
    assert _totals(text, cards) == [(4, 45)]


@pytest.mark.parametrize(
    "title",
    ["Zombies: 41 cards", "Zombies (41 cartas)", "Zombies - 41 Cards", "Zombies 41 cards."],
)
def test_a_titles_count_of_cards_is_read_in_both_languages(title: str, cards: CardDB) -> None:
    text = f"{title}\n\n2 Pyramid Turtle\n2 Mezuki\n"
    assert _totals(text, cards) == [(1, 41)]


@pytest.mark.parametrize("title", ["X-Sabers: 41", "Top 16 of 2013", "Deck 2013 cards"])
def test_a_number_that_does_not_count_cards_is_no_total(title: str, cards: CardDB) -> None:
    assert _totals(f"{title}\n\n2 Pyramid Turtle\n2 Mezuki\n", cards) == []
