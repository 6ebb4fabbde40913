"""The registration sheet drawn on one page, in the layout of Konami's deck list form.

Top: the form's title, the Main Deck total and, in the upper right corner, the big initial
of the last name; then the player's and the event's boxes. Then the Main Deck in three
columns, Monster, Spell and Trap Cards, quantity before name, each with its total; under
them the Extra Deck, the Side Deck and the judges' box. The rows share the height the page
has left (``columns`` says how many), so one page holds any deck.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from ydkcheck import __version__
from ydkcheck.i18n import t
from ydkcheck.sheet.columns import Heading, More, Row, clipped, main_columns, table_rows
from ydkcheck.sheet.content import OTHER, Line, Sheet
from ydkcheck.sheet.page import FAINT, GREY, Page

MARGIN = 10.0
GAP = 3.0  # between columns and between blocks
QUANTITY = 8.0  # the width of a quantity
TITLE, SUBTITLE, FOOT = 6.0, 4.0, 6.0  # the heights of a list's title, column names and total
TALLEST_ROW = 6.5
INITIAL = 24.0  # the side of the initial's square
FIELD = 11.0  # the height of a player's box
MAIN_TOTAL = 34.0  # the width of the Main Deck total's box

HEADINGS = {
    "monster": "hoja.heading.monster",
    "spell": "hoja.heading.spell",
    "trap": "hoja.heading.trap",
}
TOTALS = {
    "monster": "hoja.total.monster",
    "spell": "hoja.total.spell",
    "trap": "hoja.total.trap",
}


class Listing(NamedTuple):
    """One list of the form as drawn: its title, its rows and its total."""

    title: str
    rows: tuple[Row, ...]
    total_label: str
    total: int


class Rendered(NamedTuple):
    """A drawn sheet: the PDF, and the characters it could only draw as ``?``."""

    data: bytes
    missing: frozenset[str]


def render(sheet: Sheet, lang: str, paper: str) -> Rendered:
    """The PDF of ``sheet``, labelled in ``lang``, on ``paper`` (``a4`` or ``letter``)."""
    page = Page(paper)
    page.pdf.set_title(t("hoja.sheet-title", lang))
    page.pdf.set_creator(f"ydkcheck {__version__}")
    page.pdf.set_lang(lang)
    top = _header(page, sheet, lang)
    columns = main_columns(sheet.main)
    table = max(table_rows(sheet.extra), table_rows(sheet.side))
    bottom = page.height - MARGIN
    fixed = 2 * (TITLE + SUBTITLE + FOOT) + GAP
    row = min(TALLEST_ROW, (bottom - top - fixed) / (columns.rows + table))
    width = (page.width - 2 * MARGIN - 2 * GAP) / 3
    xs = [MARGIN + index * (width + GAP) for index in range(3)]
    headings = _headings(sheet, lang)
    for x, group, rows in zip(xs, sheet.main[:3], columns.columns, strict=True):
        listing = Listing(
            t(HEADINGS[group.kind], lang), rows, t(TOTALS[group.kind], lang), group.total
        )
        _list(page, x, top, width, row, columns.rows, listing, headings, lang)
    below = top + TITLE + SUBTITLE + columns.rows * row + FOOT + GAP
    tables = (
        Listing(
            t("section.extra", lang),
            clipped(sheet.extra, table),
            t("hoja.total.extra", lang),
            sheet.extra_total,
        ),
        Listing(
            t("section.side", lang),
            clipped(sheet.side, table),
            t("hoja.total.side", lang),
            sheet.side_total,
        ),
    )
    for x, listing in zip(xs, tables, strict=False):
        _list(page, x, below, width, row, table, listing, headings, lang)
    _judges(page, xs[2], below, width, row, table, lang)
    footer = t(
        "hoja.footer",
        lang,
        version=__version__,
        banlist=sheet.banlist,
        fingerprint=sheet.fingerprint,
    )
    if sheet.left_out:  # a forced sheet of a partial deck says so where the footer is
        footer = f"{sheet.left_out} · {footer}"
        page.write(footer, MARGIN, bottom + 0.5, page.width - 2 * MARGIN, 4.0, 7.0, bold=True)
    else:
        page.write(footer, MARGIN, bottom + 0.5, page.width - 2 * MARGIN, 4.0, 6.0, colour=FAINT)
    return Rendered(page.output(), frozenset(page.missing))


def _header(page: Page, sheet: Sheet, lang: str) -> float:
    """The form's top: title, Main Deck total, initial, the player's and the event's boxes.
    Where it ends."""
    player = sheet.player
    y, right = MARGIN, page.width - MARGIN
    corner = right - INITIAL
    page.box(corner, y, INITIAL, INITIAL, t("hoja.initial", lang))
    page.write(player.initial, corner, y + 4, INITIAL, INITIAL - 4, 40.0, bold=True, center=True)
    total_x = corner - 2 - MAIN_TOTAL
    page.box(total_x, y, MAIN_TOTAL, FIELD, t("hoja.main-total", lang))
    page.write(
        str(sheet.main_total), total_x, y + 3, MAIN_TOTAL, FIELD - 3, 16.0, bold=True, center=True
    )
    title_width = total_x - 2 - MARGIN
    page.write(t("hoja.game", lang), MARGIN - 1, y, title_width, 4.0, 8.0, bold=True)
    page.write(t("hoja.sheet-title", lang), MARGIN - 1, y + 3.5, title_width, 8.0, 20.0, bold=True)
    names = (corner - 2 - MARGIN - 2) / 2
    row = y + INITIAL - FIELD
    page.box(MARGIN, row, names, FIELD, t("hoja.first-names", lang), player.first_names)
    page.box(MARGIN + names + 2, row, names, FIELD, t("hoja.last-names", lang), player.last_names)
    date = player.event_date
    fields = (
        (0.22, t("hoja.card-game-id", lang), player.card_game_id, ""),
        (0.22, t("hoja.country", lang), player.country, ""),
        (0.36, t("hoja.event", lang), player.event, ""),
        (
            0.20,
            t("hoja.event-date", lang),
            t("hoja.date", lang, day=date.day, month=date.month, year=date.year) if date else "",
            t("hoja.date-blank", lang),
        ),
    )
    row, x = y + INITIAL + 2, MARGIN
    room = right - MARGIN - 2 * (len(fields) - 1)
    for share, label, value, blank in fields:
        page.box(x, row, room * share, FIELD, label, value, blank)
        x += room * share + 2
    return row + FIELD + GAP + 1


def _headings(sheet: Sheet, lang: str) -> dict[str, str]:
    """The title of each group's rows in another column: a type continued, other cards."""
    headings = {
        kind: t("hoja.continued", lang, heading=t(HEADINGS[kind], lang)) for kind in HEADINGS
    }
    others = sum(group.total for group in sheet.main if group.kind == OTHER)
    headings[OTHER] = t("hoja.heading.other", lang, count=others)
    return headings


def _list(
    page: Page,
    x: float,
    y: float,
    width: float,
    height: float,
    count: int,
    listing: Listing,
    headings: Mapping[str, str],
    lang: str,
) -> None:
    """A list of the form: title, column names, ``count`` rows of ``height``, its total."""
    page.band(x, y, width, TITLE, listing.title, dark=True, size=9.0)
    names = width - QUANTITY
    top = y + TITLE
    page.band(x, top, width, SUBTITLE)
    page.write(t("hoja.column.quantity", lang), x, top, QUANTITY, SUBTITLE, 6.0, center=True)
    page.write(t("hoja.column.name", lang), x + QUANTITY, top, names, SUBTITLE, 6.0)
    first = top + SUBTITLE
    for index, row in enumerate(listing.rows):
        row_y = first + index * height
        if isinstance(row, Line):
            page.write(str(row.copies), x, row_y, QUANTITY, height, 10.0, bold=True, center=True)
            page.write(row.name, x + QUANTITY, row_y, names, height, 8.5)
        elif isinstance(row, Heading):
            page.band(x + QUANTITY, row_y, names, height, headings[row.kind], size=7.0)
        elif isinstance(row, More):
            page.write(
                t("hoja.more", lang, count=row.count),
                x + QUANTITY,
                row_y,
                names,
                height,
                8.0,
                colour=GREY,
            )
    page.rules(x, first, width, count, height, (QUANTITY,), count * height)
    foot = first + count * height
    page.band(x, foot, width, FOOT, listing.total_label, size=7.5)
    page.frame(x + width - 11, foot + 0.8, 10, FOOT - 1.6, line=0.3)
    page.write(
        str(listing.total), x + width - 11, foot + 0.8, 10, FOOT - 1.6, 10.0, bold=True, center=True
    )
    page.frame(x, y, width, TITLE + SUBTITLE + count * height + FOOT)


def _judges(
    page: Page, x: float, y: float, width: float, height: float, count: int, lang: str
) -> None:
    """The judges' box, as tall as the Extra and Side lists: for each deck check its round,
    the judge's initials and notes, left blank."""
    page.band(x, y, width, TITLE, t("hoja.judges", lang), dark=True, size=9.0)
    top = y + TITLE
    page.band(x, top, width, SUBTITLE)
    edges = (0.0, 11.0, 27.0, width)
    labels = (
        t("hoja.judges.round", lang),
        t("hoja.judges.initials", lang),
        t("hoja.judges.notes", lang),
    )
    for label, start, end in zip(labels, edges, edges[1:], strict=False):
        page.write(label, x + start, top, end - start, SUBTITLE, 6.0, center=end < width)
    depth = count * height + FOOT
    page.rules(x, top + SUBTITLE, width, count, height, edges[1:-1], depth)
    page.frame(x, y, width, TITLE + SUBTITLE + depth)
