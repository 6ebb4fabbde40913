"""The text a viewer prints in each form field's box, against the value ydkcheck reads.

ydkcheck reads a sheet's fields with pypdf. Where pypdf and pdfium (Chrome's viewer, and the
one the codes are drawn with) find other objects in one file (an object filed twice, a
generation number one of them ignores, cross-references each rebuilds its own way), a field
prints another count or card than ydkcheck reads. So the child process that draws the pages
for their codes (``sheet_codes``) also flattens the fields into each page, as printed, and
reads the text each field's appearance prints in its box (``fields_printed``); the parent
compares it with the value read (``fields_printed_otherwise``): any difference is a
``sheet-edited`` warning.

The text of a box is the text its own appearance prints there. The page's own text in it (a
judge's note drawn across a row) is the page's check's. A value too long for its box runs past
it and is cut at its edge: the letters past the edge are printed nowhere, not in the next box.
pdfium's text page keeps each drawing's letters together, in the order drawn, so a run of
letters is one field's: the field whose box holds most of them.
"""

from __future__ import annotations

import collections
import unicodedata
from typing import Any, NamedTuple

from ydkcheck.decks.sheet_fields import PLAYER_FIELDS
from ydkcheck.decks.sheet_printed import prints_as
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.printable import printable, shortened

MOST_WIDGETS = 2_000  # a page's annotations looked at for fields (``sheet.MAX_FIELD_NODES``)
MOST_FIELDS_SAID = 8  # fields printed otherwise, each a warning
MOST_CHARS = 20_000  # characters of a page looked at for the fields' text
MOST_TEXT = 4096  # characters kept of a field's value or printed text
WARNING = Severity.WARNING

Box = tuple[float, float, float, float]  # left, bottom, right, top, in the page's points


class Char(NamedTuple):
    """A character pdfium reads off a page: its code point, the box it is drawn in, and
    whether pdfium made it up (the space or line break it puts between two drawings)."""

    code: int
    box: Box
    generated: bool

    @property
    def centre(self) -> tuple[float, float]:
        """The middle of the character's box."""
        left, bottom, right, top = self.box
        return (left + right) / 2, (bottom + top) / 2

    @property
    def placed(self) -> tuple[int, float, float]:
        """The character and where it stands, to the tenth of a point."""
        x, y = self.centre
        return self.code, round(x, 1), round(y, 1)


class FieldsRead(NamedTuple):
    """A sheet's fields as ydkcheck read them (pypdf), for a viewer's reading to be compared
    with: their ``values``; whether the form asks viewers to draw its fields anew
    (``redrawn``); the fields no widget of which has an appearance of its own (``bare``);
    those the page's own check already says print otherwise (``said``)."""

    values: dict[str, str]
    redrawn: bool
    bare: frozenset[str]
    said: frozenset[str]


def fields_printed_otherwise(
    printed: list[tuple[str, str, str, bool]], fields: FieldsRead
) -> list[Diagnostic]:
    """A warning for each text field that a viewer (pdfium: ``printed``, each widget's
    ``(name, value, text printed in its box, has an appearance of its own)``) finds with
    another value than the one read (``fields``), or whose box it prints with other text
    (blanks aside); for each value read that it prints nowhere; at most
    ``MOST_FIELDS_SAID``, the first ones in the page's order. Left to the other checks: the
    player's and the event's fields, which hold no card (a right-to-left name prints in
    visual order, an Arabic one in its shaped letters), and the fields the page's check
    already names. A widget with no appearance of its own prints its value where the form
    asks viewers to draw its fields anew, and nothing else: a field no reader finds an
    appearance for, printed blank, shows no other card than the one read (as a form filled
    by a program that draws none)."""
    found: list[Diagnostic] = []
    named = {field[0] for field in printed}
    values = fields.values
    unprinted = [(name, "", "", True) for name, value in values.items() if value.strip()]
    listed = [*printed, *(field for field in unprinted if field[0] not in named)]
    for name, value, text, drawn in listed:
        if name in PLAYER_FIELDS or name in fields.said:
            continue
        read = values.get(name, "")
        shown = value if fields.redrawn and not drawn else text
        if name in fields.bare and not shown.strip():
            continue
        if _unspaced(value) == _unspaced(read) and (
            prints_as(_unspaced(shown), _unspaced(read)) or _font_lacks(read)
        ):
            continue
        params = {
            "field": printable(name[:60]),
            "value": printable(shortened(" ".join(read.split()))),
            "printed": printable(shortened(" ".join(shown.split()))),
        }
        key = "sheet.viewer-prints" if shown.strip() else "sheet.viewer-prints-nothing"
        if shown.strip() and value == read and _unspaced(read).startswith(_unspaced(shown)):
            key = "sheet.viewer-cut"  # a value longer than its box, cut at its edge
        found.append(Diagnostic("sheet-edited", key, params, severity=WARNING))
        if len(found) == MOST_FIELDS_SAID:
            break
    return found


def _font_lacks(value: str) -> bool:
    """Whether ``value`` holds a character a form's usual fonts lack (``Evil★Twin``): each
    program draws another mark for it, or none, so its printed text is not compared (its
    value still is)."""
    return any(char.encode("cp1252", "ignore") == b"" for char in value if not char.isspace())


def _unspaced(text: str) -> str:
    """``text`` in Unicode's composed form, without its blanks: a field's value wraps and
    pads as its box lays it out."""
    return unicodedata.normalize("NFC", "".join(text.split()))


def box_texts(flattened: list[Char], beneath: list[Char], boxes: list[Box]) -> list[str]:
    """The text each of ``boxes`` prints of its own: the characters of the ``flattened``
    page (its fields drawn into it), less the page's own (``beneath``: read before), each
    run of them given to the box that holds most of its characters, and kept where it lies
    inside that box."""
    import numpy as np

    there = collections.Counter(char.placed for char in beneath if not char.generated)
    runs: list[list[Char]] = []
    for run in _runs(flattened):
        runs.append([])
        for char in run:
            if there[char.placed]:
                there[char.placed] -= 1
            else:
                runs[-1].append(char)
    chars = [char for run in runs for char in run]
    texts: list[list[str]] = [[] for _ in boxes]
    if not chars or not boxes:
        return ["" for _ in boxes]
    x, y = np.array([char.centre for char in chars], np.float64).T
    left, bottom, right, top = np.array(boxes, np.float64).T
    inside = (
        (x[:, None] >= np.minimum(left, right))
        & (x[:, None] <= np.maximum(left, right))
        & (y[:, None] >= np.minimum(bottom, top))
        & (y[:, None] <= np.maximum(bottom, top))
    )
    start = 0
    for run in runs:
        held = inside[start : start + len(run)]
        start += len(run)
        counts = held.sum(axis=0)
        owner = int(counts.argmax())
        if counts[owner] == 0:  # in no field's box: the page's check reads it
            continue
        kept = held[:, owner]
        texts[owner] += [chr(char.code) for char, ink in zip(run, kept, strict=True) if ink]
    return ["".join(text)[:MOST_TEXT] for text in texts]


def _runs(chars: list[Char]) -> list[list[Char]]:
    """``chars`` cut into runs, each drawn in one go on one line: a run ends at a character
    pdfium made up between two drawings, where the line changes, or where the next
    character stands back to the left."""
    runs: list[list[Char]] = []
    run: list[Char] = []
    for char in chars:
        if char.generated:
            runs.append(run)
            run = []
            continue
        if run and not _follows(run[-1], char):
            runs.append(run)
            run = []
        run.append(char)
    runs.append(run)
    return [run for run in runs if run]


def _follows(before: Char, char: Char) -> bool:
    """Whether ``char`` goes on the line of ``before``, to its right."""
    (x, y), (next_x, next_y) = before.centre, char.centre
    height = max(before.box[3] - before.box[1], char.box[3] - char.box[1], 1.0)
    return abs(next_y - y) <= height / 2 and next_x >= x - height / 4


class Widget(NamedTuple):
    """A text field's widget as pdfium finds it: its field's name and value, its box, and
    whether it has an appearance of its own (without one, a viewer draws the value)."""

    name: str
    value: str
    box: Box
    drawn: bool


def fields_printed(document: Any, index: int, form: Any) -> list[list[str | bool]]:
    """In the child, with pdfium: each text field's widget of page ``index`` of
    ``document`` (``form``: its form environment), as ``[its name, its value, the text it
    prints in its box once flattened into the page, whether it has an appearance of its
    own]``. The page is flattened for good."""
    import pypdfium2.raw as pdfium_c

    page = document[index]
    try:
        widgets = _widgets(page, form)
        beneath = _page_chars(page)
        # as printed: the fields' appearances become the page's (``PdfPage.flatten`` is not
        # public in pypdfium2 4)
        pdfium_c.FPDFPage_Flatten(page.raw, pdfium_c.FLAT_PRINT)
    finally:
        page.close()
    page = document[index]  # the flattened page is read again
    try:
        flattened = _page_chars(page)
    finally:
        page.close()
    printed = box_texts(flattened, beneath, [widget.box for widget in widgets])
    return [
        [widget.name, widget.value, text, widget.drawn]
        for widget, text in zip(widgets, printed, strict=True)
    ]


def _page_chars(page: Any) -> list[Char]:
    """The characters pdfium reads off ``page``, in its order; at most ``MOST_CHARS``."""
    import pypdfium2.raw as pdfium_c

    text = page.get_textpage()
    try:
        return [
            Char(
                pdfium_c.FPDFText_GetUnicode(text.raw, index),
                tuple(text.get_charbox(index)),
                pdfium_c.FPDFText_IsGenerated(text.raw, index) == 1,
            )
            for index in range(min(text.count_chars(), MOST_CHARS))
        ]
    finally:
        text.close()


def _widgets(page: Any, form: Any) -> list[Widget]:
    """The text fields' widgets on ``page``, in the page's order (``form``: the document's
    form environment); at most ``MOST_WIDGETS`` annotations are looked at."""
    import pypdfium2.raw as pdfium_c

    found: list[Widget] = []
    for index in range(min(pdfium_c.FPDFPage_GetAnnotCount(page.raw), MOST_WIDGETS)):
        annot = pdfium_c.FPDFPage_GetAnnot(page.raw, index)
        try:
            if pdfium_c.FPDFAnnot_GetSubtype(annot) != pdfium_c.FPDF_ANNOT_WIDGET:
                continue
            if (
                pdfium_c.FPDFAnnot_GetFormFieldType(form, annot)
                != pdfium_c.FPDF_FORMFIELD_TEXTFIELD
            ):
                continue
            rect = pdfium_c.FS_RECTF()
            if not pdfium_c.FPDFAnnot_GetRect(annot, rect):
                continue
            name = _utf16(pdfium_c.FPDFAnnot_GetFormFieldName, form, annot)
            value = _utf16(pdfium_c.FPDFAnnot_GetFormFieldValue, form, annot)
            mode = pdfium_c.FPDF_ANNOT_APPEARANCEMODE_NORMAL
            drawn = pdfium_c.FPDFAnnot_GetAP(annot, mode, None, 0) > 2  # more than its end
            box = (rect.left, rect.bottom, rect.right, rect.top)
            found.append(Widget(name, value[:MOST_TEXT], box, drawn))
        finally:
            pdfium_c.FPDFPage_CloseAnnot(annot)
    return found


def _utf16(function: Any, form: Any, annot: Any) -> str:
    """The text a pdfium ``function`` of a form and an annotation writes as UTF-16 into a
    buffer it sizes first (a field's name, its value)."""
    import ctypes

    size = function(form, annot, None, 0)
    if size <= 2:
        return ""
    buffer = (ctypes.c_ushort * (size // 2))()
    function(form, annot, buffer, size)
    return bytes(buffer)[: size - 2].decode("utf-16-le", "replace")
