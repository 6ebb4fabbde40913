"""``points``: a points format (Genesys) over its cap, over Main + Extra + Side together.

Points go card by card, as Konami's list gives them: an alternate artwork has its card's
points, a card only treated as another has its own (or none), never the other's.
"""

from __future__ import annotations

from collections.abc import Iterator

from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {"points": Severity.ERROR}


def deck_points(context: CheckContext) -> int:
    """The deck's total points (0 for a card the list gives no points)."""
    points = context.view.points
    return sum(points.get(card, 0) * copies for card, copies in context.card_copies().items())


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
