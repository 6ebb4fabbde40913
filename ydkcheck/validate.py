"""Checking decks: every rule over every deck, results as plain data."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from operator import attrgetter
from typing import NamedTuple

from ydkcheck.cards import CardDB
from ydkcheck.decks import Deck
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.diagnostics import SHEET_EDITED, Diagnostic, Severity
from ydkcheck.lists.model import Banlist
from ydkcheck.rules import CHECKS, RULES
from ydkcheck.rules.context import CardMemo, CheckContext, ListView
from ydkcheck.rules.points import deck_points
from ydkcheck.rules.pool import SHARED_NAME, one_meaning
from ydkcheck.rules.sizes import section_counts

SORT_KEY = attrgetter("sort_key")
# what is kept of the passcodes met, in the CardMemo and the card data's look-ups, grows
# about 0.5 KB a passcode: past this many (four times the cards of the data, artworks and
# simulator-only passcodes included) they are forgotten and learnt again, so that a
# repository of made-up passcodes cannot grow a run's memory without bound
MOST_PASSCODES_KEPT = 1 << 16
SEVERITY = attrgetter("severity")


class CardPoints(NamedTuple):
    """What one card of a deck weighs in a points format."""

    card_id: int
    name: str
    copies: int
    points: int  # per copy


class DeckResult(NamedTuple):
    """The verdict on one deck; in points formats, the total and the cards that carry points.

    A NamedTuple, not a frozen dataclass: its definition costs less at start-up, and making
    one costs less for every deck of a run."""

    deck: Deck
    diagnostics: tuple[Diagnostic, ...]
    points: int | None = None
    card_points: tuple[CardPoints, ...] = ()
    fingerprint: str = ""  # see ``decks.fingerprint``
    # the Skill Cards the list allows, each in no section's count (Speed Duel)
    skills: frozenset[int] = frozenset()

    def counts(self) -> dict[str, int]:
        """Cards per section as the format counts them: a Skill Card in none (the Main Deck
        of 20 holds no Skill), as ``main-size`` counts."""
        return section_counts(self.deck, self.skills)

    @property
    def legal(self) -> bool:
        return Severity.ERROR not in map(SEVERITY, self.diagnostics)

    @property
    def sheet_edited(self) -> bool:
        """Whether the deck came from a sheet whose printed fields say another deck than the
        one it carries: the paper handed in is not what was judged."""
        return any(d.rule == SHEET_EDITED for d in self.diagnostics)

    @property
    def warned(self) -> bool:
        """Whether the deck has warnings (they fail a run in strict mode)."""
        return Severity.WARNING in map(SEVERITY, self.diagnostics)


class Validator:
    """Checks decks against one list; the list's look-ups are built once for all decks, and
    what the rules learn about each card is kept for the next deck (``CardMemo``)."""

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
        self.memo = CardMemo()
        ignored = frozenset(ignore)
        # the rules reported, each with the severity the registry gives it
        self.severities = {rule: weight for rule, weight in RULES.items() if rule not in ignored}

    def check(self, deck: Deck) -> DeckResult:
        """Every problem of ``deck`` not ignored, with its rule's severity, sorted by line."""
        if len(self.memo.identity) > MOST_PASSCODES_KEPT:  # begun anew, between two decks
            self.forget()
        context = CheckContext(deck, self.view, self.memo, self.cards)
        found = list(deck.warnings)
        if found and any(d.message_key == SHARED_NAME for d in found):  # never a .ydk's
            found = list(one_meaning(found, self.view, self.cards))
        for run in CHECKS:
            found.extend(run(context))
        severities = self.severities
        kept = []
        for diagnostic in found:
            severity = severities.get(diagnostic.rule)
            if severity is not None:
                diagnostic.severity = severity
                kept.append(diagnostic)
        if len(kept) > 1:
            kept.sort(key=SORT_KEY)
        print_ = fingerprint(deck, self.cards)
        skills = context.skills
        if not self.banlist.has_points:
            return DeckResult(deck, tuple(kept), fingerprint=print_, skills=skills)
        points = deck_points(context)
        return DeckResult(deck, tuple(kept), points, self._card_points(context), print_, skills)

    def forget(self) -> None:
        """Forget what was learnt of the cards met, to learn it again as they come: what
        keeps a run's memory bounded whatever passcodes its decks hold."""
        self.memo = CardMemo()
        self.cards.forget()

    def _card_points(self, context: CheckContext) -> tuple[CardPoints, ...]:
        """The cards worth points, in deck order, copies counted card by card (artworks
        together, a card only treated as another apart: ``rules.points``)."""
        copies = context.card_copies()
        found: dict[int, CardPoints] = {}
        for code in context.in_order():  # the first artwork met names the card
            if context.identity_of[code] is None:
                continue
            key = self.cards.original_artwork(code)
            value = self.view.points.get(key, 0)
            if value and key not in found:
                found[key] = CardPoints(code, context.card(code).name, copies[key], value)
        return tuple(found.values())
