"""``main-size``, ``extra-size``, ``side-size``: each section within the format's bounds.

A Skill Card is in no section's count (Speed Duel: "each player has 1 Skill Card", placed
beside the field, not in the 20-30 card Main Deck)."""

from __future__ import annotations

from collections.abc import Iterator

from ydkcheck.decks import Deck
from ydkcheck.decks.partial import shown_lines
from ydkcheck.decks.totals import unread_in, unread_sections
from ydkcheck.diagnostics import Diagnostic, Section, Severity
from ydkcheck.lists.model import Bounds
from ydkcheck.rules.context import CheckContext

RULE_IDS = {
    "main-size": Severity.ERROR,
    "extra-size": Severity.ERROR,
    "side-size": Severity.ERROR,
}


def section_counts(deck: Deck, skills: frozenset[int]) -> dict[str, int]:
    """Cards per section, the list's Skill Cards (``skills``) in none."""
    counts = deck.counts()
    if skills:
        for section in Section:
            counts[section.value] -= sum(map(skills.__contains__, deck.section(section)))
    return counts


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """A diagnostic for each section whose card count is outside its bounds."""
    counts = section_counts(context.deck, context.skills)
    rules = context.banlist.deck
    for section, bounds in (
        (Section.MAIN, rules.main),
        (Section.EXTRA, rules.extra),
        (Section.SIDE, rules.side),
    ):
        count = counts[section.value]
        if bounds.contains(count):
            continue
        too_many = bounds.high is not None and count > bounds.high
        unread = () if too_many else context.deck.unread
        if unread:  # only the lines that stand in this section, or in none known
            placed = unread_sections(unread, context.deck.warnings)
            unread = tuple(unread_in(section, unread, placed))
        yield out_of_bounds(section, bounds, count, unread)


def out_of_bounds(
    section: Section, bounds: Bounds, count: int, unread: tuple[int, ...] = ()
) -> Diagnostic:
    """The diagnostic of a section of ``count`` cards outside its ``bounds``; ``unread``: the
    lines of the section that could not be read, said beside too few cards."""
    too_many = bounds.high is not None and count > bounds.high
    limit = bounds.high if too_many else bounds.low
    params: dict[str, object] = {"section": section, "count": count, "limit": limit}
    key = "rule.size.over" if too_many else "rule.size.under"
    if unread:  # "Main Deck: 38 cards" of a list whose misspelt line holds 2 more
        key, params["unread"] = "rule.size.under.unread", shown_lines(unread)
    return Diagnostic(
        f"{section.value}-size",
        key,
        params,
        section=section,
        count=count,
        max=bounds.high,
    )
