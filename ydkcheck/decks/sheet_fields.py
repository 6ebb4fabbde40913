"""A deck read from the fields of Konami's deck list form, as any PDF reader fills it.

Each row's name field reads like a line of a text decklist (Spanish or English names), its
copies from its count field, its section from its group (``Monster 7``: the Main Deck). Every
problem is said at its field (``Monster 7: ...``). The totals the player wrote are checked
against the rows' counts, group by group: a difference is a ``list-total`` warning naming the
field and both numbers. The player's names, CARD GAME ID and event make the deck's player.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ydkcheck.cards import CardDB
from ydkcheck.decks.model import Deck, DeckEntry, player_name
from ydkcheck.diagnostics import Diagnostic, Section, Severity
from ydkcheck.errors import Phrase

# group -> (the pattern of its name fields, the count field of row {}, its section, total)
GROUPS = {
    "monster": (r"Monster (\d+)", "Monster Card {} Count", Section.MAIN, "Total Monster Cards"),
    "spell": (r"Spell (\d+)", "Spell Card {} Count", Section.MAIN, "Total Spell Cards"),
    "trap": (r"Trap (\d+)", "Trap Card {} Count", Section.MAIN, "Total Trap Cards"),
    "other": (r"Other (\d+)", "Other Card {} Count", Section.MAIN, ""),
    "extra": (r"Extra Deck (\d+)", "Extra Deck {} Count", Section.EXTRA, "Total Extra Deck"),
    "side": (r"Side Deck (\d+)", "Side Deck {} Count", Section.SIDE, "Total Side Deck"),
}
MAIN_TOTAL = "Main Deck Total"
# an unknown card as a drawn sheet names it in its ``Other`` rows: ``Unknown card (123)``
UNKNOWN_CARD = re.compile(r"\(([0-9]{1,10})\)$")
MOST_COPIES = 60  # a count past this is no count


def is_form(values: Mapping[str, str]) -> bool:
    """Whether ``values`` are the fields of the deck list form: its Main Deck total and its
    monsters' total (a sheet's monster rows may all hold other groups' cards)."""
    return MAIN_TOTAL in values and "Total Monster Cards" in values


def read_fields(values: Mapping[str, str], source: str, cards: CardDB) -> Deck:
    """The deck the form's fields ``values`` (name -> text) say, with a diagnostic at the
    field of each problem."""
    from ydkcheck.cards.matching import name_index
    from ydkcheck.decks.text import resolve_name

    index = name_index(cards)
    entries: list[DeckEntry] = []
    problems: list[Diagnostic] = []
    sums: dict[str, int] = {}
    for group, (pattern, count_field, section, _) in GROUPS.items():
        rows = sorted(
            int(found.group(1))
            for name in values
            if (found := re.fullmatch(pattern, name)) is not None
        )
        sums[group] = 0
        for row in rows:
            field = pattern.replace(r"(\d+)", str(row))
            name = " ".join(values.get(field, "").split())
            written = values.get(count_field.format(row), "").strip()
            if not name and not written:
                continue
            copies = _copies(written)
            if copies is None or not name:
                why = "sheet.no-card" if not name else "sheet.bad-count"
                problems.append(_at(field, Diagnostic("count", why, {"count": written})))
                continue
            sums[group] += copies
            unknown = UNKNOWN_CARD.search(name) if group == "other" else None
            card = int(unknown.group(1)) if unknown else resolve_name(name, index, cards, 0)
            if isinstance(card, Diagnostic):
                problems.append(_at(field, card))
                continue
            entries.extend([DeckEntry(card, section, None)] * copies)
    problems.extend(_totals(values, sums))
    return Deck.from_entries(source, entries, tuple(problems), _player(values))


def _copies(written: str) -> int | None:
    """The copies a count field says: a whole number from 1 (a blank count is 1 copy)."""
    if not written:
        return 1
    if not written.isdigit() or not 1 <= int(written) <= MOST_COPIES:
        return None
    return int(written)


def _totals(values: Mapping[str, str], sums: dict[str, int]) -> list[Diagnostic]:
    """A ``list-total`` warning for each total written that differs from its rows."""
    counted = {total: sums[group] for group, (*_, total) in GROUPS.items() if total}
    counted[MAIN_TOTAL] = sum(sums[group] for group in ("monster", "spell", "trap", "other"))
    found = []
    for field, number in counted.items():
        written = values.get(field, "").strip()
        if written and written != str(number):
            params = {"written": written, "counted": number}
            found.append(_at(field, Diagnostic("list-total", "rule.list-total", params)))
    return found


def _at(field: str, diagnostic: Diagnostic) -> Diagnostic:
    """``diagnostic`` said at the form's ``field`` (``Monster 7: ...``)."""
    problem = Phrase(diagnostic.message_key, diagnostic.params)
    severity = Severity.WARNING if diagnostic.rule == "list-total" else Severity.ERROR
    return Diagnostic(
        diagnostic.rule,
        "sheet.at-field",
        {"field": field, "problem": problem},
        severity=severity,
    )


def _player(values: Mapping[str, str]) -> str | None:
    """The player as the form says: names, CARD GAME ID and event, ``·`` between them."""
    names = " ".join(
        " ".join(values.get(field, "").split()) for field in ("First  Middle Names", "Last Names")
    ).strip()
    parts = [
        names,
        " ".join(values.get("CARD GAME ID", "").split()),
        " ".join(values.get("Event Name", "").split()),
    ]
    return player_name(" · ".join(part for part in parts if part))
