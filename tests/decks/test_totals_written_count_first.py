"""A total whose count comes first (``43 cards total``, ``40 total``, ``15 Extra Deck
total``) is a total, checked as ``Total 43 cards`` and ``43 cards`` are: above the list,
where it was a second title line never checked, and under a heading, where it was copies
of an unknown card «cards total»."""

from __future__ import annotations

from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck

JOSEF = Path(__file__).parent.parent / "data" / "decklists" / "kperovic-josef-zombie-deck-fix.txt"


def totals(text: str, cards: CardDB) -> list[tuple[int | None, object, object]]:
    deck = parse_deck(text, "list.txt", cards)
    assert deck.unread == ()
    return [
        (d.line, d.params.get("written"), d.params.get("counted"))
        for d in deck.warnings
        if d.rule == "list-total"
    ]


@pytest.mark.parametrize(("written", "said"), [(43, []), (44, [(2, 44, 43)]), (42, [(2, 42, 43)])])
def test_n_cards_total_above_a_list_is_its_total(
    cards: CardDB, written: int, said: list[tuple[int, int, int]]
) -> None:
    """Josef's list of 43 cards under ``43 cards total``: one card more or less is said."""
    text = JOSEF.read_text(encoding="utf-8").replace("43 cards total", f"{written} cards total")
    assert totals(text, cards) == said
    notes = {(n.line, n.kind) for n in parse_deck(text, "list.txt", cards).notes}
    assert (2, "total") in notes and (2, "title") not in notes


@pytest.mark.parametrize("line", ["4 cards total", "4 total", "4 Cards Total", "4 cartas total"])
def test_n_cards_total_under_the_cards_is_checked(cards: CardDB, line: str) -> None:
    assert totals(f"Main Deck\n3 Sangan\n{line}\n", cards) == [(3, 4, 3)]
    assert totals(f"Main Deck\n3 Sangan\n{line.replace('4', '3', 1)}\n", cards) == []


def test_a_count_first_total_naming_a_section_counts_that_section(cards: CardDB) -> None:
    text = "Main Deck\n3 Sangan\nExtra Deck\n1 Borreload Dragon\n2 Extra Deck total\n"
    assert totals(text, cards) == [(5, 2, 1)]


@pytest.mark.parametrize("line", ["3 Sangan", "3 Total Defense Shogun", "1 Ataque Total"])
def test_a_card_line_is_no_total(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n{line}\n", "list.txt", cards)
    assert deck.unread == () and len(deck.main) == int(line[0])
    assert not [d for d in deck.warnings if d.rule == "list-total"]
