"""Which cards may stand where.

- ``unknown-card``: a passcode the card data does not know (refresh with ``ydkcheck actualiza``),
  or one a list misprinted for a card, which no simulator loads (``misprinted_passcodes``).
- ``not-playable``: a token, or a Skill Card outside Speed Duel, in any section (a Speed Duel
  list names its Skills: there a Skill stands in any section, see ``skills``, and one it does
  not name is outside its pool, ``not-in-format``).
- ``extra-in-main``: a Fusion/Synchro/Xyz/Link monster under ``#main`` (move it under ``#extra``).
- ``main-in-extra``: anything else under ``#extra``.
The Side Deck may hold any playable card.
"""

from __future__ import annotations

from ydkcheck.cards import Card
from ydkcheck.cards.data import misprinted_passcodes
from ydkcheck.decks import DeckEntry
from ydkcheck.diagnostics import Diagnostic, Section, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {
    "unknown-card": Severity.ERROR,
    "not-playable": Severity.ERROR,
    "extra-in-main": Severity.ERROR,
    "main-in-extra": Severity.ERROR,
}
# the message of a misplaced card, by rule; a card that is never playable, by its kind
MESSAGE_KEYS = {"extra-in-main": "rule.extra-in-main", "main-in-extra": "rule.main-in-extra"}
NOT_PLAYABLE_KEYS = {"token": "rule.not-playable.token", "skill": "rule.not-playable.skill"}

# the passcodes EDOPro and YGOPro give Rush Duel cards (160001000, 160202002...): another game,
# whose cards no list of this one holds
RUSH_DUEL_CODES = range(160_000_000, 161_000_000)


def problem(
    card: Card | None, section: Section, skills: frozenset[int], speed: bool = False
) -> str | None:
    """The rule a card breaks where it stands, if any (``skills``: those the list allows;
    ``speed``: a Speed Duel list, where a Skill it does not name is the pool rule's)."""
    if card is None or card.id in misprinted_passcodes():
        return "unknown-card"
    if not card.is_playable:
        if card.id in skills or (speed and card.kind == "skill"):
            return None
        return "not-playable"
    if section is Section.MAIN and card.is_extra_monster:
        return "extra-in-main"
    if section is Section.EXTRA and not card.is_extra_monster:
        return "main-in-extra"
    return None


def misprint_said(
    code: int, card: Card, line: int | None, section: Section | None = None
) -> Diagnostic:
    """``unknown-card`` for ``code``, a number a list misprinted for ``card``: no card, and
    which card's passcode to write instead."""
    return Diagnostic(
        "unknown-card",
        "rule.unknown-card.misprint",
        {"id": code, "name": card.name, "card": misprinted_passcodes()[code]},
        card_id=code,
        card_name=card.name,
        section=section,
        line=line,
    )


def misplaced(rule: str, code: int, card: Card | None, entry: DeckEntry) -> Diagnostic:
    """The diagnostic of ``rule`` (a ``problem``) for the copy of ``code`` at ``entry``."""
    if card is None:
        return Diagnostic(
            rule,
            "rule.unknown-card.rush" if code in RUSH_DUEL_CODES else "rule.unknown-card",
            {"id": code},
            card_id=code,
            section=entry.section,
            line=entry.line,
        )
    if rule == "unknown-card":  # a number a list misprinted for ``card``
        return misprint_said(code, card, entry.line, entry.section)
    return Diagnostic(
        rule,
        NOT_PLAYABLE_KEYS[card.kind] if rule == "not-playable" else MESSAGE_KEYS[rule],
        {"name": card.name, "id": card.id},
        card_id=card.id,
        card_name=card.name,
        section=entry.section,
        line=entry.line,
    )


def check(context: CheckContext) -> list[Diagnostic]:
    """One diagnostic per line of a misplaced card: per copy in a ``.ydk``, where each has
    a line of its own to fix; once for the copies a text list writes on one line."""
    problems: dict[tuple[int, Section], str] = {}
    for section, codes in context.sections.items():
        placed = context.memo.placed[section]
        for code in codes.difference(placed):
            rule = problem(context.card_of[code], section, context.view.skills, context.view.speed)
            if rule is None:
                placed.add(code)
            else:
                problems[code, section] = rule
    if not problems:
        return []
    # the copies of every misplaced card in one pass over the deck, whatever their number
    lines = {
        (entry.line, entry.card_id, entry.section): entry
        for entry in context.deck.find({code for code, _ in problems})
    }
    return [
        misplaced(rule, entry.card_id, context.card_of[entry.card_id], entry)
        for entry in lines.values()
        if (rule := problems.get((entry.card_id, entry.section))) is not None
    ]
