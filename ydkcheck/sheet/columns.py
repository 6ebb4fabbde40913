"""The rows of the form's lists: the Main Deck's three columns, the Extra and Side tables.

Konami's form gives each type of the Main Deck a column of 18 rows. Here a column has at
least ``LEAST_ROWS`` and grows, all three together, to the longest type up to
``TALLEST_ROWS``. A type longer than that, and the cards of no type of the form, continue
below another column's cards under their own heading (``Monster Cards (cont.)``), the
columns growing until everything fits: a 60-card Main Deck of 60 different monsters takes
22 rows. Past ``MOST_ROWS`` (a deck no event would take) the last row says how many cards
are left out, so the page never overflows.
"""

from __future__ import annotations

from dataclasses import dataclass

from ydkcheck.sheet.content import Line, Sheet, TypeBlock

LEAST_ROWS = 18  # Konami's form: 18 rows for each type of the Main Deck
TALLEST_ROWS = 22  # grown past this, a type continues in another column instead
MOST_ROWS = 60  # rows of a column at the most: about 2.5 mm each on Letter
LEAST_TABLE_ROWS = 15  # the Extra and Side Deck tables: 15 rows, the most they may hold
MOST_TABLE_ROWS = 40


@dataclass(frozen=True)
class Heading:
    """A row that opens a type's cards in another type's column."""

    kind: str


@dataclass(frozen=True)
class More:
    """The last row of a list too long for the page: how many cards it leaves out."""

    count: int


Row = Line | Heading | More


@dataclass(frozen=True)
class Columns:
    """The three columns of the Main Deck, each at most ``rows`` long."""

    rows: int
    columns: tuple[tuple[Row, ...], ...]


def main_columns(groups: tuple[TypeBlock, ...]) -> Columns:
    """The Main Deck's groups in three columns, each of the first three in its own (see the
    module's documentation)."""
    own, others = groups[:3], groups[3:]
    longest = max(len(group.lines) for group in own)
    for rows in range(max(LEAST_ROWS, min(longest, TALLEST_ROWS)), MOST_ROWS + 1):
        columns, left = _filled(own, others, rows)
        if not left:
            return Columns(rows, columns)
    columns, left = _filled(own, others, MOST_ROWS)
    *first, last = columns
    if len(last) == MOST_ROWS:  # the last row makes way for the count
        left += isinstance(last[-1], Line)
        last = last[:-1]
    return Columns(MOST_ROWS, (*first, (*last, More(left))))


def _filled(
    own: tuple[TypeBlock, ...], others: tuple[TypeBlock, ...], rows: int
) -> tuple[tuple[tuple[Row, ...], ...], int]:
    """The columns of ``rows`` rows and how many cards did not fit."""
    columns: list[list[Row]] = [list(group.lines[:rows]) for group in own]
    pending = [(index, group) for index, group in enumerate(own) if len(group.lines) > rows]
    pending += [(-1, group) for group in others]
    left = 0
    for home, group in pending:
        lines = group.lines[rows:] if home >= 0 else group.lines
        targets = [index for index in range(3) if index != home]
        while lines:
            # the other column with the most room, the leftmost of equals
            index = max(targets, key=lambda i: (rows - len(columns[i]), -i))
            room = rows - len(columns[index])
            if room < 2:  # a heading and a card at least
                break
            columns[index] += [Heading(group.kind), *lines[: room - 1]]
            lines = lines[room - 1 :]
        left += len(lines)
    return tuple(map(tuple, columns)), left


def table_rows(lines: tuple[Line, ...]) -> int:
    """The rows of the Extra and Side tables for this list: 15, or more for a longer one."""
    return min(max(LEAST_TABLE_ROWS, len(lines)), MOST_TABLE_ROWS)


def clipped(lines: tuple[Line, ...], rows: int) -> tuple[Row, ...]:
    """``lines`` in ``rows`` rows, the last saying how many are left out when too many."""
    if len(lines) <= rows:
        return lines
    return (*lines[: rows - 1], More(len(lines) - rows + 1))


def left_out(sheet: Sheet) -> int:
    """How many of the sheet's cards its lists have no room for (none for any legal deck)."""
    table = max(table_rows(sheet.extra), table_rows(sheet.side))
    rows = [
        *(row for column in main_columns(sheet.main).columns for row in column),
        *clipped(sheet.extra, table),
        *clipped(sheet.side, table),
    ]
    return sum(row.count for row in rows if isinstance(row, More))
