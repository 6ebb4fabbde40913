"""The counts a text list writes of its own cards, against the cards read (``list-total``).

The reader records each written count with what it counts (``WrittenTotal``); the check is
made on the deck's entries, so that a caller who reads more of a list (``compara``, which
fits a shorthand to its card) checks the counts again on what it then reads.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import cast

from ydkcheck.cards import CardDB
from ydkcheck.decks.model import DeckEntry, WrittenTotal
from ydkcheck.diagnostics import Diagnostic, Section

# the warnings of a list whose cards' sections are not those of the headings they stand
# under: without headings (the Extra Deck's monsters placed as the simulators place them), or
# a deck box's labels under their cards
SECTIONS_MOVED = frozenset({"syntax.no-headings", "syntax.no-headings-main", "syntax.labels-under"})
# a type heading's count said against its kind's copies, the cards under it beside them
TYPE_HEADING_KEYS = {
    "rule.list-total": "rule.list-total.kind",
    "rule.list-total.unread": "rule.list-total.kind-unread",
}


def unread_sections(unread: Iterable[int], problems: Iterable[Diagnostic]) -> dict[int, Section]:
    """The section each line not read stands in, where the list says it: a card line under a
    section's heading (its problem says where its copies would have gone). A line of another
    kind, or any line of a list whose headings do not place its cards (``SECTIONS_MOVED``),
    is in none: its copies may be in any section."""
    problems = list(problems)
    if any(problem.message_key in SECTIONS_MOVED for problem in problems):
        return {}
    lines = set(unread)
    return {
        problem.line: problem.section
        for problem in problems
        if problem.line in lines and problem.section is not None and problem.count is not None
    }


def unread_in(section: Section, unread: Iterable[int], placed: dict[int, Section]) -> list[int]:
    """The lines not read whose copies may be ``section``'s: those standing in it, and those
    whose section is unknown (``unread_sections``)."""
    return [line for line in unread if placed.get(line, section) is section]


def total_problems(
    entries: Sequence[DeckEntry],
    totals: Iterable[WrittenTotal],
    cards: CardDB,
    unread: Sequence[int] = (),
    placed: dict[int, Section] | None = None,
) -> list[Diagnostic]:
    """A ``list-total`` warning at each written count that differs from the ``entries``: the
    cards under a heading as written, a section without a Speed Duel Skill Card (it is in no
    section's count, as ``main-size`` counts). A warning names the lines not read
    (``unread``: their numbers) whose copies its count may hold: a group's own; for a
    section's count those standing in that section or in none known (``placed``, from
    ``unread_sections``); for the deck's count every one. A type heading's count over cards
    of other kinds too fits its kind's copies or all of them, and is said against the
    nearer."""
    placed = placed or {}
    under_headings = entries
    entries = [entry for entry in entries if not cards.is_skill(entry.card_id)]
    by_section = Counter(entry.section for entry in entries)
    found: list[Diagnostic] = []
    for total in totals:
        number, written, which = total.line, total.written, total.which
        missed: list[int] = []
        under_it: int | None = None  # all the cards under a type heading, when it is said
        if total.what == "lines":
            after, before = cast("tuple[int, int]", which)
            counted = sum(after < (entry.line or 0) < before for entry in under_headings)
            missed = [line for line in unread if after < line < before]
            fits = {counted}
            if total.kind is not None and written != counted:  # "Monsters: 18" over spells
                under = [entry for entry in under_headings if after < (entry.line or 0) < before]
                of_its_kind = _main_kind(under, total.kind, cards)
                if 0 < of_its_kind < counted:
                    fits.add(of_its_kind)
                    # said against the count it is nearer to: "18 Monsters:" over 13 monsters
                    # and the 13 traps after them, unheaded, counts its kind
                    if abs(written - of_its_kind) < abs(written - counted):
                        counted, under_it = of_its_kind, counted
        elif total.what == "kind":
            counted = _main_kind(entries, str(which), cards)
            fits = {counted}
        elif which is None:  # "Total: 42", "42 cards": the Main Deck, or every card
            before_it = [entry for entry in entries if (entry.line or 0) < number]
            main = sum(entry.section is Section.MAIN for entry in before_it)
            counted = by_section[Section.MAIN]
            fits = {main, len(before_it), counted, len(entries)}
            # or the section it stands at the end or the start of ("Cards: 15" under the
            # Extra Deck's heading)
            after_it = [entry for entry in entries if (entry.line or 0) > number]
            near = [group[index] for group, index in ((before_it, -1), (after_it, 0)) if group]
            fits |= {by_section[entry.section] for entry in near}
            missed = list(unread)  # a line not read has no section: any may be counted here
        else:
            counted = by_section[which]  # type: ignore[index]
            fits = {counted}
            missed = unread_in(cast("Section", which), unread, placed)  # not another's lines
        if written not in fits:
            params: dict[str, object] = {"written": written, "counted": counted}
            key = "rule.list-total"
            if missed and counted < written:  # copies the unread lines may hold
                key = (
                    "rule.list-total.unread"
                    if total.what == "lines"
                    else "rule.list-total.unread-list"
                )
                params["unread"] = ", ".join(map(str, missed))
            if under_it is not None:  # "13 cards of its heading's type (26 under it)"
                key = TYPE_HEADING_KEYS[key]
                params["under"] = under_it
            found.append(Diagnostic("list-total", key, params, line=number))
    return found


def _main_kind(entries: Iterable[DeckEntry], kind: str, cards: CardDB) -> int:
    """The copies of one kind (monster, spell, trap, or spells and traps) in the Main Deck."""
    kinds = set(kind.split("/"))  # "spell/trap": either
    counted = 0
    for entry in entries:
        card = cards.get(entry.card_id)
        counted += entry.section is Section.MAIN and card is not None and card.kind in kinds
    return counted
