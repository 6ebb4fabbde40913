"""The rows of a registration sheet: each section's distinct cards with copies, name and kind."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ydkcheck.cards import Card, CardDB
from ydkcheck.decks import Deck
from ydkcheck.diagnostics import Section


@dataclass(frozen=True)
class CardLine:
    """One distinct card of a section: copies, passcode, name and kind ('?' when unknown)."""

    copies: int
    card_id: int
    name: str
    kind: str


def kind_of(card: Card | None) -> str:
    """The card's kind with its Extra Deck type when it has one (``monster/xyz``)."""
    if card is None:
        return "?"
    extra = sorted(card.subtypes & {"fusion", "synchro", "xyz", "link", "ritual", "pendulum"})
    return "/".join([card.kind, *extra])


def card_lines(deck: Deck, cards: CardDB) -> dict[Section, list[CardLine]]:
    """Each section's distinct cards in order of first appearance, with their copies."""
    by_section: dict[Section, list[CardLine]] = {}
    for section in Section:
        codes = deck.section(section)
        copies = Counter(codes)
        lines = []
        for code in dict.fromkeys(codes):
            card = cards.get(code)
            lines.append(CardLine(copies[code], code, card.name if card else "?", kind_of(card)))
        by_section[section] = lines
    return by_section
