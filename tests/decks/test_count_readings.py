"""Card lines a judge may read two ways: a count that is part of a card's name, or a name's
word taken for a count. Either reading a card names: an error naming both; one: read so.
And a line that starts with a count is a card line at any length."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck

RAIGEKI = 12580477


def problems(deck) -> list[tuple[str, int | None]]:
    return [(d.message_key, d.line) for d in deck.warnings]


@pytest.mark.parametrize(
    "name",
    [
        "Maxx - our best hand trap: it draws you a card every time they special summon, ",
        "Imperm ",
        "Maxx Maxx Maxx ",
    ],
)
@pytest.mark.parametrize("count", ["3 ", "3x ", "x3 ", "3: ", "[3]"])
def test_a_long_line_that_starts_with_a_count_is_an_error(cards: CardDB, name, count) -> None:
    # '3 Maxx - our best hand trap...' past 200 characters was a warning: the deck LEGAL with
    # three Maxx "C" in it, where the same line cut short is an error
    line = count + name + "so chain it early against every combo deck " * 5
    assert len(line) > 200
    deck = parse_deck(f"Main Deck\n3 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI,) * 3
    assert problems(deck) == [("rule.count.long-line", 3)]


@pytest.mark.parametrize(
    "line",
    [
        "As you can see the deck is very focused on the combo " * 5,
        "2024-05-12 Regional, Madrid: " + "a long report of the day " * 10,
        "// 3 reasons to play this build: " + "it is fast " * 20,
    ],
)
def test_a_long_line_without_a_count_first_stays_a_warning(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n3 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI,) * 3
    assert [d.rule for d in deck.warnings if d.rule in {"count", "unknown-card"}] == []
