"""Checking decks: every rule over every deck, results as plain data."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass

from ydkcheck.banlists import Banlist
from ydkcheck.cards import CardDB
from ydkcheck.decks import Deck
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.rules import CHECKS
from ydkcheck.rules.context import CheckContext, ListView
from ydkcheck.rules.points import deck_points


@dataclass(frozen=True)
class DeckResult:
    """The verdict on one deck."""

    deck: Deck
    diagnostics: tuple[Diagnostic, ...]
    points: int | None = None

    @property
    def legal(self) -> bool:
        return not any(d.severity is Severity.ERROR for d in self.diagnostics)

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
        kept = sorted((d for d in found if d.rule not in self.ignore), key=lambda d: d.sort_key)
        points = deck_points(context) if self.banlist.has_points else None
        return DeckResult(deck, tuple(kept), points)
