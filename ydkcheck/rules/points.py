"""``points``: a points format (Genesys) over its cap, over Main + Extra + Side together."""

from __future__ import annotations

from collections.abc import Iterator

from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {"points": Severity.ERROR}


def deck_points(context: CheckContext) -> int:
    """The deck's total points (0 for a card the list gives no points)."""
    points = context.view.points
    return sum(points.get(identity, 0) * copies for identity, copies in context.identities.items())


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
