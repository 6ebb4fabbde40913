"""The names of the form's fields, as Konami's deck list form spells them.

Each group of the form has numbered rows: ``Monster 7`` holds a card's name and
``Monster Card 7 Count`` its copies; the Extra and Side Decks' are ``Extra Deck 7`` and
``Extra Deck 7 Count``. The form has 18 rows for each type of the Main Deck and 15 for the
Extra and Side Decks. A drawn sheet numbers a longer group on past them (``Monster 19``) and
the Main Deck's cards of no type of the form as ``Other 1``; its blank rows are fields up to
the form's number, so a deck that fits the form has every one of its fields.
"""

from __future__ import annotations

from collections.abc import Iterator

from ydkcheck.decks.sheet_fields import PLAYER_FIELDS
from ydkcheck.sheet.content import OTHER, Line, Sheet

# group -> (the name's field, the count's field, the form's rows), ``{}`` the row's number
GROUPS = {
    "monster": ("Monster {}", "Monster Card {} Count", 18),
    "spell": ("Spell {}", "Spell Card {} Count", 18),
    "trap": ("Trap {}", "Trap Card {} Count", 18),
    "extra": ("Extra Deck {}", "Extra Deck {} Count", 15),
    "side": ("Side Deck {}", "Side Deck {} Count", 15),
    OTHER: ("Other {}", "Other Card {} Count", 0),  # not on the form: unknown cards
}
TOTAL_FIELDS = {
    "monster": "Total Monster Cards",
    "spell": "Total Spell Cards",
    "trap": "Total Trap Cards",
    "main": "Main Deck Total",
    "extra": "Total Extra Deck",
    "side": "Total Side Deck",
}


def official_names() -> tuple[str, ...]:
    """The 183 fields of Konami's form."""
    rows = [
        name.format(row)
        for group, (card, count, most) in GROUPS.items()
        if group != OTHER
        for row in range(1, most + 1)
        for name in (card, count)
    ]
    return (*PLAYER_FIELDS, *rows, *TOTAL_FIELDS.values())


class Slots:
    """The field names of one group's rows: its cards' in order, then its blank rows'."""

    def __init__(self, group: str, lines: tuple[Line, ...]) -> None:
        self.card, self.count, self.most = GROUPS[group]
        self.rows = {id(line): index for index, line in enumerate(lines, start=1)}
        self.next_blank = len(lines) + 1

    def of(self, line: Line) -> tuple[str, str]:
        """The fields (name, count) of the row of ``line``, a card of this group."""
        row = self.rows[id(line)]
        return self.card.format(row), self.count.format(row)

    def empty(self, rows: int) -> Iterator[tuple[str, str]]:
        """The fields of the next ``rows`` blank rows, as many as the form has."""
        for _ in range(rows):
            if self.next_blank > self.most:
                return
            yield self.card.format(self.next_blank), self.count.format(self.next_blank)
            self.next_blank += 1


class FieldNames:
    """The slots of each group of ``sheet``."""

    def __init__(self, sheet: Sheet) -> None:
        groups = {group.kind: group.lines for group in sheet.main}
        groups |= {"extra": sheet.extra, "side": sheet.side}
        self.groups = {kind: Slots(kind, lines) for kind, lines in groups.items()}

    def slots(self, group: str) -> Slots:
        return self.groups[group]


def form_values(sheet: Sheet, date_parts: tuple[str, str, str]) -> dict[str, str]:
    """What each field of Konami's form holds for ``sheet``: the player's boxes (the event
    date as ``date_parts``: day, month, year), each group's rows in order, the totals. The
    caller has checked that every group fits the form (``overflow``)."""
    player = sheet.player
    values = dict(
        zip(
            PLAYER_FIELDS,
            (
                player.first_names,
                player.last_names,
                player.initial,
                player.card_game_id,
                player.country,
                player.event,
                date_parts[1],
                date_parts[0],
                date_parts[2],
            ),
            strict=True,
        )
    )
    groups = {group.kind: group.lines for group in sheet.main}
    groups |= {"extra": sheet.extra, "side": sheet.side}
    for kind, lines in groups.items():
        card, count, most = GROUPS[kind]
        for row in range(1, most + 1):
            line = lines[row - 1] if row <= len(lines) else None
            values[card.format(row)] = line.name if line else ""
            values[count.format(row)] = str(line.copies) if line else ""
    totals = {group.kind: group.total for group in sheet.main}
    values |= {
        TOTAL_FIELDS["monster"]: str(totals["monster"]),
        TOTAL_FIELDS["spell"]: str(totals["spell"]),
        TOTAL_FIELDS["trap"]: str(totals["trap"]),
        TOTAL_FIELDS["main"]: str(sheet.main_total),
        TOTAL_FIELDS["extra"]: str(sheet.extra_total),
        TOTAL_FIELDS["side"]: str(sheet.side_total),
    }
    return values


def overflow(sheet: Sheet) -> tuple[str, int] | None:
    """The first group with more distinct cards than the form has rows, and by how many
    (the Main Deck's cards of no type of the form have no rows at all)."""
    groups = [(group.kind, len(group.lines)) for group in sheet.main]
    groups += [("extra", len(sheet.extra)), ("side", len(sheet.side))]
    for kind, rows in groups:
        most = GROUPS[kind][2]
        if rows > most:
            return kind, rows - most
    return None
