"""The rulebook's advice (info only, never changes the verdict).

- ``advice-main-size``: "keep your Deck close to the minimum of 40 cards" — more than 45.
- ``advice-few-monsters``: fewer than 12 monsters in a Main Deck of 40 or more.
- ``advice-high-levels``: more than a third of the Main Deck's monsters are Level 5 or
  higher, which need Tributes to Normal Summon.
"""

from __future__ import annotations

from collections.abc import Iterator

from ydkcheck.cards import Card
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
    monster_memo = context.memo.main_monster
    high_memo = context.memo.high_level
    for code in context.sections[Section.MAIN].difference(monster_memo):
        is_monster = is_high = False
        if context.identity_of[code] is not None:  # known and playable
            is_monster, is_high = main_monster(context.card(code))
        monster_memo[code] = is_monster
        high_memo[code] = is_high
    # a pass over the copies in C: no Python code per card
    monsters = sum(map(monster_memo.__getitem__, context.deck.main))
    high = sum(map(high_memo.__getitem__, context.deck.main))
    size = context.deck.counts()["main"]
    yield from shape_advice(size, context.banlist.deck.main.low, monsters, high)


def shape_advice(size: int, minimum: int, monsters: int, high: int) -> Iterator[Diagnostic]:
    """The advice on a Main Deck of ``size`` cards, where the format asks for ``minimum``,
    that holds ``monsters`` monsters, ``high`` of them of a level that asks for Tributes."""
    if minimum == 40 and size > COMFORTABLE_MAIN:
        yield Diagnostic(
            "advice-main-size",
            "rule.advice-main-size",
            {"count": size},
            section=Section.MAIN,
            count=size,
        )
    if minimum == 40 and size >= minimum and monsters < FEW_MONSTERS:
        yield Diagnostic(
            "advice-few-monsters",
            "rule.advice-few-monsters",
            {"count": monsters},
            section=Section.MAIN,
            count=monsters,
        )
    if monsters and high * 3 > monsters:
        yield Diagnostic(
            "advice-high-levels",
            "rule.advice-high-levels",
            {"count": high, "monsters": monsters},
            section=Section.MAIN,
            count=high,
        )


def main_monster(card: Card) -> tuple[bool, bool]:
    """Whether a playable card is a Main Deck monster, and one of a level that asks for
    Tributes."""
    is_monster = card.is_monster and not card.is_extra_monster
    return is_monster, is_monster and (card.level or 0) >= TRIBUTE_LEVEL
