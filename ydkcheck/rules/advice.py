"""The rulebook's advice (info only, never changes the verdict).

- ``advice-main-size``: "keep your Deck close to the minimum of 40 cards" — more than 45.
- ``advice-few-monsters``: fewer than 12 monsters in a Main Deck of 40 or more.
- ``advice-high-levels``: more than a third of the Main Deck's monsters are Level 5 or
  higher, which need Tributes to Normal Summon.
"""

from __future__ import annotations

from collections.abc import Iterator

from ydkcheck.diagnostics import Diagnostic, Section, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {
    "advice-main-size": Severity.INFO,
    "advice-few-monsters": Severity.INFO,
    "advice-high-levels": Severity.INFO,
}
COMFORTABLE_MAIN = 45
FEW_MONSTERS = 12
TRIBUTE_LEVEL = 5


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """Advice on the Main Deck's shape."""
    memo: dict[int, tuple[bool, bool]] = context.view.memo.setdefault(__name__, {})
    main = context.sections[Section.MAIN]
    for code in [code for code in main if code not in memo]:
        is_monster = is_high = False
        if context.identity_of[code] is not None:  # known and playable
            card = context.card(code)
            is_monster = card.is_monster and not card.is_extra_monster
            is_high = is_monster and (card.level or 0) >= TRIBUTE_LEVEL
        memo[code] = is_monster, is_high
    monsters = high = 0
    for code, copies in main.items():
        is_monster, is_high = memo[code]
        if is_monster:
            monsters += copies
            high += copies if is_high else 0
    size = context.deck.counts()["main"]
    minimum = context.banlist.deck.main.low
    if minimum == 40 and size > COMFORTABLE_MAIN:
        yield Diagnostic(
            "advice-main-size",
            Severity.INFO,
            "rule.advice-main-size",
            {"count": size},
            section=Section.MAIN,
            count=size,
        )
    if minimum == 40 and size >= minimum and monsters < FEW_MONSTERS:
        yield Diagnostic(
            "advice-few-monsters",
            Severity.INFO,
            "rule.advice-few-monsters",
            {"count": monsters},
            section=Section.MAIN,
            count=monsters,
        )
    if monsters and high * 3 > monsters:
        yield Diagnostic(
            "advice-high-levels",
            Severity.INFO,
            "rule.advice-high-levels",
            {"count": high, "monsters": monsters},
            section=Section.MAIN,
            count=high,
        )
