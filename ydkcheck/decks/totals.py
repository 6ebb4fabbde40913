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


def total_problems(
    entries: Sequence[DeckEntry],
    totals: Iterable[WrittenTotal],
    cards: CardDB,
    unread: Sequence[int] = (),
) -> list[Diagnostic]:
    """A ``list-total`` warning at each written count that differs from the ``entries``: the
    cards under a heading as written, a section without a Speed Duel Skill Card (it is in no
    section's count, as ``main-size`` counts). A warning names the lines not read
    (``unread``: their numbers) whose copies its count may hold: a group's own, and for a
    section's or the deck's count every one, a line not read having no section."""
    under_headings = entries
    entries = [entry for entry in entries if not cards.is_skill(entry.card_id)]
    by_section = Counter(entry.section for entry in entries)
    found: list[Diagnostic] = []
    for total in totals:
        number, written, which = total.line, total.written, total.which
        missed: list[int] = []
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
        elif total.what == "kind":
            counted = _main_kind(entries, str(which), cards)
            fits = {counted}
        elif which is None:  # "Total: 42", "42 cards": the Main Deck, or every card
            before_it = [entry for entry in entries if (entry.line or 0) < number]
            main = sum(entry.section is Section.MAIN for entry in before_it)
            counted = by_section[Section.MAIN]
            fits = {main, len(before_it), counted, len(entries)}
            missed = list(unread)  # a line not read has no section: any may be counted here
        else:
            counted = by_section[which]  # type: ignore[index]
            fits = {counted}
            missed = list(unread)
        if written not in fits:
            params = {"written": written, "counted": counted}
            key = "rule.list-total"
            if missed and counted < written:  # copies the unread lines may hold
                key = (
                    "rule.list-total.unread"
                    if total.what == "lines"
                    else "rule.list-total.unread-list"
                )
                params["unread"] = ", ".join(map(str, missed))  # type: ignore[assignment]
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
