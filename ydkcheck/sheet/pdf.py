"""The registration sheet drawn on one page, in the layout of Konami's deck list form.

Top: the form's title, the Main Deck total and, in the upper right corner, the big initial
of the last name; then the player's and the event's boxes. Then the Main Deck in three
columns, Monster, Spell and Trap Cards, quantity before name, each with its total; under
them the Extra Deck, the Side Deck and the judges' box. The rows share the height the page
has left (``columns`` says how many), so one page holds any deck.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import NamedTuple

from ydkcheck import __version__
from ydkcheck.i18n import t
from ydkcheck.sheet.columns import Heading, More, Row, clipped, main_columns, table_rows
from ydkcheck.sheet.content import OTHER, Line, Sheet
from ydkcheck.sheet.fields import TOTAL_FIELDS, FieldNames, Slots
from ydkcheck.sheet.page import FAINT, GREY, Field, Page
from ydkcheck.sheet.qr import INFO_KEY, modules, payload
from ydkcheck.sheet.seal import SEAL_KEY, seal

MARGIN = 10.0
GAP = 3.0  # between columns and between blocks
QUANTITY = 8.0  # the width of a quantity
TITLE, SUBTITLE, FOOT = 6.0, 4.0, 6.0  # the heights of a list's title, column names and total
TALLEST_ROW = 6.5
INITIAL = 24.0  # the side of the initial's square
FIELD = 11.0  # the height of a player's box
MAIN_TOTAL = 34.0  # the width of the Main Deck total's box
QR_SIDE = 42.0  # the QR code's square at the most, quiet zone included

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
    """One list of the form as drawn: its title, its rows, its total, and the names of
    its fields: the rows' (``slots``, of the group whose list it is) and the total's."""

    title: str
    rows: tuple[Row, ...]
    total_label: str
    total: int
    slots: Slots
    total_field: str


class Rendered(NamedTuple):
    """A drawn sheet: the PDF, and the characters it could only draw as ``?``."""

    data: bytes
    missing: frozenset[str]


def render(sheet: Sheet, lang: str, paper: str, made_from: str) -> Rendered:
    """The PDF of ``sheet``, labelled in ``lang``, on ``paper`` (``a4`` or ``letter``), sealed as
    made from the deck ``made_from`` (``seal.deck_file``)."""
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
    names = FieldNames(sheet)
    for x, group, rows in zip(xs, sheet.main[:3], columns.columns, strict=True):
        listing = Listing(
            t(HEADINGS[group.kind], lang),
            rows,
            t(TOTALS[group.kind], lang),
            group.total,
            names.slots(group.kind),
            TOTAL_FIELDS[group.kind],
        )
        _list(page, x, top, width, row, columns.rows, listing, headings, names, lang)
    below = top + TITLE + SUBTITLE + columns.rows * row + FOOT + GAP
    tables = (
        Listing(
            t("section.extra", lang),
            clipped(sheet.extra, table),
            t("hoja.total.extra", lang),
            sheet.extra_total,
            names.slots("extra"),
            TOTAL_FIELDS["extra"],
        ),
        Listing(
            t("section.side", lang),
            clipped(sheet.side, table),
            t("hoja.total.side", lang),
            sheet.side_total,
            names.slots("side"),
            TOTAL_FIELDS["side"],
        ),
    )
    for x, listing in zip(xs, tables, strict=False):
        _list(page, x, below, width, row, table, listing, headings, names, lang)
    _judges(page, xs[2], below, width, row, table, sheet, lang)
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
    page.draw_fields()
    from ydkcheck.sheet.form import with_fields  # pypdf: only when a sheet is made

    metadata = {"Title": t("hoja.sheet-title", lang), "Creator": f"ydkcheck {__version__}"}
    if sheet.url:
        metadata[INFO_KEY] = payload(sheet.fingerprint, sheet.url)
    metadata[SEAL_KEY] = seal({field.name: field.value for field in page.fields}, made_from)
    data = with_fields(page.output(), page.fields, page.height, metadata)
    return Rendered(data, frozenset(page.missing))


def _header(page: Page, sheet: Sheet, lang: str) -> float:
    """The form's top: title, Main Deck total, initial, the player's and the event's boxes.
    Where it ends."""
    player = sheet.player
    y, right = MARGIN, page.width - MARGIN
    corner = right - INITIAL
    page.labelled(corner, y, INITIAL, INITIAL, t("hoja.initial", lang))
    initial = Field("Last Name Initial", player.initial, corner, y + 4, INITIAL, INITIAL - 4, 40.0)
    page.field(initial._replace(bold=True, center=True))
    total_x = corner - 2 - MAIN_TOTAL
    page.labelled(total_x, y, MAIN_TOTAL, FIELD, t("hoja.main-total", lang))
    total = str(sheet.main_total)
    page.field(
        Field(TOTAL_FIELDS["main"], total, total_x, y + 3, MAIN_TOTAL, FIELD - 3, 16.0, True, True)
    )
    title_width = total_x - 2 - MARGIN
    page.write(t("hoja.game", lang), MARGIN - 1, y, title_width, 4.0, 8.0, bold=True)
    page.write(t("hoja.sheet-title", lang), MARGIN - 1, y + 3.5, title_width, 8.0, 20.0, bold=True)
    names = (corner - 2 - MARGIN - 2) / 2
    row = y + INITIAL - FIELD
    first, last = t("hoja.first-names", lang), t("hoja.last-names", lang)
    page.box(MARGIN, row, names, FIELD, first, "First  Middle Names", player.first_names)
    page.box(MARGIN + names + 2, row, names, FIELD, last, "Last Names", player.last_names)
    fields = (
        (0.22, t("hoja.card-game-id", lang), "CARD GAME ID", player.card_game_id),
        (0.22, t("hoja.country", lang), "Country of Residency", player.country),
        (0.36, t("hoja.event", lang), "Event Name", player.event),
    )
    row, x = y + INITIAL + 2, MARGIN
    room = right - MARGIN - 2 * len(fields)
    for share, label, name, value in fields:
        page.box(x, row, room * share, FIELD, label, name, value)
        x += room * share + 2
    _date(page, x, row, right - x, player.event_date, lang)
    return row + FIELD + GAP + 1


def _date(page: Page, x: float, y: float, width: float, date: dt.date | None, lang: str) -> None:
    """The event date's box: its three fields in the order ``lang`` writes a date, the
    order said in the label (``DD / MM / AAAA``)."""
    label = f"{t('hoja.event-date', lang)} ({t('hoja.date-blank', lang)})"
    page.labelled(x, y, width, FIELD, label)
    parts = {
        "day": ("Event Date - Day", f"{date.day:02d}" if date else ""),
        "month": ("Event Date - Month", f"{date.month:02d}" if date else ""),
        "year": ("Event Date - Year", str(date.year) if date else ""),
    }
    order = t("hoja.date-order", lang).split()
    slash = 3.0
    unit = (width - 2 * slash) / 4  # the year takes two units
    left = x
    for index, part in enumerate(order):
        name, value = parts[part]
        wide = unit * (2 if part == "year" else 1)
        page.field(Field(name, value, left, y + 3.5, wide, FIELD - 4.0, 11.0, center=True))
        left += wide
        if index < len(order) - 1:
            page.write("/", left, y + 3.5, slash, FIELD - 4.0, 11.0, center=True, colour=GREY)
            left += slash


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
    fields: FieldNames,
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
    slots = listing.slots
    for index, row in enumerate(listing.rows):
        row_y = first + index * height
        if isinstance(row, Line):
            name, quantity = slots.of(row)
            _row(page, x, row_y, width, height, name, quantity, row)
        elif isinstance(row, Heading):  # another group's cards from here
            slots = fields.slots(row.kind)
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
    for index, (name, quantity) in enumerate(listing.slots.empty(count - len(listing.rows))):
        _row(page, x, first + (len(listing.rows) + index) * height, width, height, name, quantity)
    page.rules(x, first, width, count, height, (QUANTITY,), count * height)
    foot = first + count * height
    page.band(x, foot, width, FOOT, listing.total_label, size=7.5)
    page.frame(x + width - 11, foot + 0.8, 10, FOOT - 1.6, line=0.3)
    total = str(listing.total)
    box = (x + width - 11, foot + 0.8, 10, FOOT - 1.6)
    page.field(Field(listing.total_field, total, *box, largest=10.0, bold=True, center=True))
    page.frame(x, y, width, TITLE + SUBTITLE + count * height + FOOT)


def _row(
    page: Page,
    x: float,
    y: float,
    width: float,
    height: float,
    name: str,
    quantity: str,
    line: Line | None = None,
) -> None:
    """A row of a list: the fields of its quantity and its card's name (blank without
    ``line``)."""
    copies, card = (str(line.copies), line.name) if line is not None else ("", "")
    page.field(Field(quantity, copies, x, y, QUANTITY, height, 10.0, bold=True, center=True))
    page.field(Field(name, card, x + QUANTITY, y, width - QUANTITY, height, 8.5))


def _judges(
    page: Page,
    x: float,
    y: float,
    width: float,
    height: float,
    count: int,
    sheet: Sheet,
    lang: str,
) -> None:
    """The judges' box, as tall as the Extra and Side lists: for each deck check its round,
    the judge's initials and notes, left blank; the deck's QR code at its foot."""
    depth = count * height + FOOT
    code = _qr(page, x, y + TITLE + SUBTITLE + depth, width, depth, sheet, lang)
    rows = int((depth - code) // height)
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
    page.rules(x, top + SUBTITLE, width, rows, height, edges[1:-1], rows * height)
    page.frame(x, y, width, TITLE + SUBTITLE + depth)


def _qr(
    page: Page, x: float, bottom: float, width: float, room: float, sheet: Sheet, lang: str
) -> float:
    """The deck's QR code (``qr``) at the foot of the judges' box, its caption above it.
    The height it takes: none without a deck's URL."""
    if not sheet.url:
        return 0.0
    side = min(QR_SIDE, width - 2, room * 0.6)
    caption = 2 * 3.0
    top = bottom - side - 1
    page.qr(x + (width - side) / 2, top, side, modules(payload(sheet.fingerprint, sheet.url)))
    page.write(t("hoja.qr", lang), x, top - caption, width, caption, 6.0, center=True, colour=GREY)
    return side + caption + 1
