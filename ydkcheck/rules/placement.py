"""Which cards may stand where.

- ``unknown-card``: a passcode the card data does not know (refresh with ``ydkcheck actualiza``).
- ``not-playable``: a token or skill card, in any section.
- ``extra-in-main``: a Fusion/Synchro/Xyz/Link monster under ``#main`` (move it under ``#extra``).
- ``main-in-extra``: anything else under ``#extra``.
The Side Deck may hold any playable card.
"""

from __future__ import annotations

from collections.abc import Iterator

from ydkcheck.diagnostics import Diagnostic, Section, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {
    "unknown-card": Severity.ERROR,
    "not-playable": Severity.ERROR,
    "extra-in-main": Severity.ERROR,
    "main-in-extra": Severity.ERROR,
}


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """One diagnostic per misplaced copy (each has its own line to fix)."""
    for entry in context.deck.entries:
        card = context.cards.get(entry.card_id)
        where = {"section": entry.section, "line": entry.line}
        if card is None:
            yield Diagnostic("unknown-card", Severity.ERROR, "rule.unknown-card",
                             {"id": entry.card_id}, card_id=entry.card_id, **where)  # fmt: skip
            continue
        params = {"name": card.name, "id": card.id}
        common = {"card_id": card.id, "card_name": card.name, **where}
        if not card.is_playable:
            yield Diagnostic("not-playable", Severity.ERROR, f"rule.not-playable.{card.kind}",
                             params, **common)  # fmt: skip
        elif entry.section is Section.MAIN and card.is_extra_monster:
            yield Diagnostic("extra-in-main", Severity.ERROR, "rule.extra-in-main", params, **common)
        elif entry.section is Section.EXTRA and not card.is_extra_monster:
            yield Diagnostic("main-in-extra", Severity.ERROR, "rule.main-in-extra", params, **common)
