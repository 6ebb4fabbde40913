"""Which cards may stand where.

- ``unknown-card``: a passcode the card data does not know (refresh with ``ydkcheck actualiza``).
- ``not-playable``: a token or skill card, in any section.
- ``extra-in-main``: a Fusion/Synchro/Xyz/Link monster under ``#main`` (move it under ``#extra``).
- ``main-in-extra``: anything else under ``#extra``.
The Side Deck may hold any playable card.
"""

from __future__ import annotations

from ydkcheck.cards import Card
from ydkcheck.decks import DeckEntry
from ydkcheck.diagnostics import Diagnostic, Section, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {
    "unknown-card": Severity.ERROR,
    "not-playable": Severity.ERROR,
    "extra-in-main": Severity.ERROR,
    "main-in-extra": Severity.ERROR,
}


def _problem(card: Card, entry: DeckEntry) -> str | None:
    """The rule a known card breaks where it stands, if any."""
    if not card.is_playable:
        return "not-playable"
    if entry.section is Section.MAIN and card.is_extra_monster:
        return "extra-in-main"
    if entry.section is Section.EXTRA and not card.is_extra_monster:
        return "main-in-extra"
    return None


def check(context: CheckContext) -> list[Diagnostic]:
    """One diagnostic per misplaced copy (each has its own line to fix)."""
    memo: dict[tuple[int, Section], str | None] = context.view.memo.setdefault(__name__, {})
    found = []
    for entry in context.unknown:
        found.append(Diagnostic(
            "unknown-card", Severity.ERROR, "rule.unknown-card", {"id": entry.card_id},
            card_id=entry.card_id, section=entry.section, line=entry.line,
        ))  # fmt: skip
    for entry, card in context.known:
        key = (card.id, entry.section)
        try:
            rule = memo[key]
        except KeyError:
            rule = memo[key] = _problem(card, entry)
        if rule is None:
            continue
        message = f"rule.not-playable.{card.kind}" if rule == "not-playable" else f"rule.{rule}"
        found.append(Diagnostic(
            rule, Severity.ERROR, message, {"name": card.name, "id": card.id},
            card_id=card.id, card_name=card.name, section=entry.section, line=entry.line,
        ))  # fmt: skip
    return found
