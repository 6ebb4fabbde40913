"""What every rule sees: the deck, the list, the card data, and per-list look-ups built once."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any

from ydkcheck.banlists import Banlist
from ydkcheck.cards import Card, CardDB
from ydkcheck.decks import Deck, DeckEntry


@dataclass(frozen=True)
class ListView:
    """A list seen through card identity: an entry for any artwork applies to all of them."""

    banlist: Banlist
    limits: Mapping[int, int]
    points: Mapping[int, int]
    as_of: dt.date
    # per-rule caches of answers that depend only on the card and the list, not on the deck
    memo: dict[str, dict[Any, Any]] = field(default_factory=dict, compare=False)

    @classmethod
    def build(cls, banlist: Banlist, cards: CardDB, as_of: dt.date) -> ListView:
        hint = banlist.identity_hint
        if hint is not None and hint[0] == cards.info.tag:
            # worked out with this very card data when the wheel was built: no look-ups
            known_identities = hint[1]

            def identity(code: int) -> int:
                return known_identities.get(code, code)

        else:

            def identity(code: int) -> int:
                card = cards.get(code)
                return card.identity if card is not None else code

        limits: dict[int, int] = {}
        for code, count in banlist.limits.items():
            key = identity(code)
            limits[key] = min(count, limits.get(key, count))
        points: dict[int, int] = {}
        for code, value in (banlist.points or {}).items():
            key = identity(code)
            points[key] = max(value, points.get(key, value))
        return cls(banlist, limits, points, as_of)


class CheckContext:
    """One deck under one list, with its entries looked up once for every rule.

    ``known`` pairs each entry the card data knows with its card; ``unknown`` holds the
    others; ``playable`` the known entries that may be in a deck at all (no tokens or
    skills). A plain class: one is made per deck, and defining it costs less at start-up
    than a dataclass.
    """

    __slots__ = ("cards", "deck", "known", "playable", "unknown", "view")

    def __init__(self, deck: Deck, view: ListView, cards: CardDB) -> None:
        self.deck = deck
        self.view = view
        self.cards = cards
        entries = deck.entries
        found = cards.get_many(list(map(itemgetter(0), entries)))
        pairs = list(zip(entries, found, strict=True))
        self.known: list[tuple[DeckEntry, Card]] = [pair for pair in pairs if pair[1] is not None]  # type: ignore[misc]
        self.unknown: list[DeckEntry] = [entry for entry, card in pairs if card is None]
        self.playable = [pair for pair in self.known if pair[1].is_playable]

    @property
    def banlist(self) -> Banlist:
        return self.view.banlist
