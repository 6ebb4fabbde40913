"""Checking decks: every rule over every deck, results as plain data."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from operator import attrgetter
from typing import NamedTuple

from ydkcheck.cards import CardDB
from ydkcheck.decks import Deck
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.lists.model import Banlist
from ydkcheck.rules import CHECKS
from ydkcheck.rules.context import CheckContext, ListView
from ydkcheck.rules.points import deck_points

SORT_KEY = attrgetter("sort_key")
SEVERITY = attrgetter("severity")


class CardPoints(NamedTuple):
    """What one card of a deck weighs in a points format."""

    card_id: int
    name: str
    copies: int
    points: int  # per copy


@dataclass(frozen=True)
class DeckResult:
    """The verdict on one deck; in points formats, the total and the cards that carry points."""

    deck: Deck
    diagnostics: tuple[Diagnostic, ...]
    points: int | None = None
    card_points: tuple[CardPoints, ...] = ()

    @property
    def legal(self) -> bool:
        return Severity.ERROR not in map(SEVERITY, self.diagnostics)

    @property
    def warned(self) -> bool:
        """Whether the deck has warnings (they fail a run in strict mode)."""
        return Severity.WARNING in map(SEVERITY, self.diagnostics)

    def worst(self) -> Severity | None:
        """The most serious severity among the diagnostics, if any."""
        for severity in (Severity.ERROR, Severity.WARNING, Severity.INFO):
            if any(d.severity is severity for d in self.diagnostics):
                return severity
        return None


class Validator:
    """Checks decks against one list; the list's look-ups are built once for all decks."""

    def __init__(
        self,
        banlist: Banlist,
        cards: CardDB,
        as_of: dt.date | None = None,
        ignore: Iterable[str] = (),
    ) -> None:
        self.banlist = banlist
        self.cards = cards
        self.view = ListView.build(banlist, cards, as_of or dt.date.today())
        self.ignore = frozenset(ignore)

    def check(self, deck: Deck) -> DeckResult:
        """Every problem of ``deck``, sorted by line."""
        context = CheckContext(deck, self.view, self.cards)
        found = list(deck.warnings)
        for run in CHECKS:
            found.extend(run(context))
        if self.ignore:
            found = [d for d in found if d.rule not in self.ignore]
        kept = sorted(found, key=SORT_KEY) if len(found) > 1 else found
        if not self.banlist.has_points:
            return DeckResult(deck, tuple(kept))
        return DeckResult(deck, tuple(kept), deck_points(context), self._card_points(context))

    def _card_points(self, context: CheckContext) -> tuple[CardPoints, ...]:
        """The cards worth points, in deck order, copies counted by identity."""
        found: dict[int, CardPoints] = {}
        for code in context.in_order():  # the first artwork met names the card
            identity = context.identity_of[code]
            if identity is None or identity in found:
                continue
            value = self.view.points.get(identity, 0)
            if value:
                name = context.card(code).name
                found[identity] = CardPoints(code, name, context.identities[identity], value)
        return tuple(found.values())
