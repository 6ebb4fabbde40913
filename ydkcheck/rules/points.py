"""``points``: a points format (Genesys) over its cap, over Main + Extra + Side together.

Points go card by card, as Konami's list gives them: an alternate artwork has its card's
points, a card only treated as another has its own (or none), never the other's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import chain

from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {"points": Severity.ERROR}


def card_copies(context: CheckContext) -> dict[int, int]:
    """The copies of each card of the deck, playable only, keyed by original artwork."""
    copies: dict[int, int] = {}
    artwork = context.cards.original_artwork
    deck = context.deck
    for code, count in Counter(chain(deck.main, deck.extra, deck.side)).items():
        if context.identity_of[code] is not None:
            key = artwork(code)
            copies[key] = copies.get(key, 0) + count
    return copies


def deck_points(context: CheckContext) -> int:
    """The deck's total points (0 for a card the list gives no points)."""
    points = context.view.points
    return sum(points.get(card, 0) * copies for card, copies in card_copies(context).items())


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """One diagnostic when the total is above the cap."""
    cap = context.banlist.points_cap
    if not context.banlist.has_points or cap is None:
        return
    total = deck_points(context)
    if total > cap:
        yield Diagnostic(
            "points",
            "rule.points",
            {"total": total, "cap": cap},
            count=total,
            max=cap,
        )
