"""``skill-count`` and ``skill-missing``: one Skill Card, where the list allows them
(Speed Duel).

Konami's Speed Duel rules: "Each player has 1 Skill Card", placed near the field at the start
of the Duel, not part of the 20-30 card Main Deck. A deck may list it in any section; two or
more Skills (of one or of several kinds) are one error, at the second copy. A deck with none
is a warning: it is incomplete as a tournament's list, though a simulator's file may keep
the Skill apart.
"""

from __future__ import annotations

from collections.abc import Iterator

from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {"skill-count": Severity.ERROR, "skill-missing": Severity.WARNING}
MOST_SKILLS = 1


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """One diagnostic when the deck holds more Skill Cards than one, or none where the list
    names Skill Cards."""
    in_deck = context.distinct & context.skills
    if not in_deck:
        if context.view.skills:
            yield Diagnostic("skill-missing", "rule.skill-missing", {}, count=0, max=MOST_SKILLS)
        return
    copies = context.deck.find(in_deck)
    if len(copies) <= MOST_SKILLS:
        return
    extra = copies[MOST_SKILLS]
    card = context.card(extra.card_id)
    yield Diagnostic(
        "skill-count",
        "rule.skill-count",
        {"count": len(copies), "most": MOST_SKILLS},
        card_id=card.id,
        card_name=card.name,
        section=extra.section,
        line=extra.line,
        count=len(copies),
        max=MOST_SKILLS,
    )
