"""What a viewer draws of a sheet, against what it draws of ydkcheck's reading of it.

ydkcheck reads a sheet with pypdf. Where pypdf and pdfium (Chrome's viewer, and the one the
codes are drawn with) find other objects in one file (an object filed twice, a generation
number one of them ignores, cross-references each rebuilds its own way, a free entry one of
them skips), the paper prints another count or card than ydkcheck reads, and what ydkcheck
checks of the page (its text, its fonts, what covers a field) was checked on the objects
pypdf found, not on those printed.

So the child process that draws the pages for their codes (``sheet_codes``) writes the file
anew from pypdf's reading (``as_read``, under the child's deadline and bound on memory),
draws each page of both files, fields and all, and compares the two drawings
(``drawn_otherwise``). A file both readers read alike draws
the same pixels; any that differ are a ``sheet-edited`` warning naming the fields whose boxes
they fall in. Ink is compared, not text: a "1" drawn as a path, or a "3" its font's map reads
as a "3" but draws as a "1", prints what it draws.
"""

from __future__ import annotations

import contextlib
import io
import signal
from collections.abc import Iterator
from typing import Any, NamedTuple

from ydkcheck.decks.sheet_limits import MAX_FIELD_NODES, MOST_PIXELS
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.printable import printable

SCALE = 1.5  # pixels a point: 108 dots an inch, a count's digit some 15 pixels high
INK = 40  # grey levels (of 255) rounded down to steps of this: a mark lighter than 240 is white
MOST_FIELDS_NAMED = 8  # the fields named in the warning
# objects a file may file to be written anew: a sheet files a few hundred (hoja's 464), and
# writing takes some 40 µs an object; past this the file is not compared, and says so
MOST_OBJECTS = 20_000
WRITING_SECONDS = 5.0  # to write the file anew: a sheet takes a quarter of a second
WARNING = Severity.WARNING

Box = tuple[float, float, float, float]  # left, bottom, right, top, in the page's points


class Drawn(NamedTuple):
    """A page of the file that draws otherwise than pypdf's reading of it (``page``: its
    number, from 1), and the fields whose boxes differ (none: it differs elsewhere)."""

    page: int
    fields: list[str]


class Unlike(Exception):
    """The two files could not be drawn and compared: their pages are not alike in number or
    size, or a page has no size."""


def as_read(raw: bytes) -> bytes | None:
    """The PDF ``raw`` as pypdf reads it, written anew: its objects as pypdf found them;
    None when pypdf cannot read or write them, or when the file files more than
    ``MOST_OBJECTS``."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.errors import PyPdfError

    written = io.BytesIO()
    try:
        with _deadline(WRITING_SECONDS):
            reader = PdfReader(io.BytesIO(raw), strict=False)
            if len(reader.xref_objStm) + sum(map(len, reader.xref.values())) > MOST_OBJECTS:
                return None
            PdfWriter(clone_from=reader).write(written)
    except (PyPdfError, ArithmeticError, AttributeError, LookupError, TypeError, ValueError):
        return None
    except (RecursionError, AssertionError, OSError, TimeoutError):  # broken, or too slow
        return None
    return written.getvalue()


@contextlib.contextmanager
def _deadline(seconds: float) -> Iterator[None]:
    """``TimeoutError`` in the main thread after ``seconds``, where the system has timers
    (not on Windows, where the child's own deadline stops it)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def expired(signum: int, frame: object) -> None:
        raise TimeoutError()

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def drawn_problems(answer: object) -> list[Diagnostic]:
    """The warnings of the child's comparison (``drawn_otherwise``'s answer, as JSON): one
    for each page drawn otherwise, naming its fields, or one when the files could not be
    compared."""
    if answer is None:
        return [Diagnostic("sheet-edited", "sheet.viewer-unread", {}, severity=WARNING)]
    found = []
    for page, fields in answer if isinstance(answer, list) else ():
        if fields:
            named = ", ".join(printable(field[:60]) for field in fields[:MOST_FIELDS_NAMED])
            params = {"count": len(fields), "fields": named, "page": page}
            found.append(Diagnostic("sheet-edited", "sheet.viewer-draws", params, severity=WARNING))
        else:
            params = {"page": page}
            key = "sheet.viewer-draws-page"
            found.append(Diagnostic("sheet-edited", key, params, severity=WARNING))
    return found


def a_comparison(answer: object) -> bool:
    """Whether the child's ``answer`` is a comparison: None (not compared) or a list of
    ``[page, [field names]]``."""
    if answer is None:
        return True
    return isinstance(answer, list) and all(
        isinstance(item, list)
        and len(item) == 2
        and isinstance(item[0], int)
        and isinstance(item[1], list)
        and all(isinstance(name, str) for name in item[1])
        for item in answer
    )


def drawn_otherwise(document: Any, as_read_document: Any, pages: int) -> list[Drawn]:
    """In the child, with pdfium: each of the first ``pages`` pages of ``document`` that
    draws otherwise than the same page of ``as_read_document`` (pypdf's reading, written
    anew), fields drawn; ``Unlike`` when they cannot be compared."""
    if len(document) != len(as_read_document):
        raise Unlike()
    found = []
    for index in range(pages):
        page, other = document[index], as_read_document[index]
        try:
            drawn, read = _pixels(page), _pixels(other)
            if drawn.shape != read.shape:
                raise Unlike()
            differ = drawn != read
            if differ.any():
                found.append(Drawn(index + 1, _fields_in(page, differ)))
        finally:
            other.close()
            page.close()
    return found


def _pixels(page: Any) -> Any:
    """``page`` drawn in grey with its fields, as ink levels rounded to ``INK``; at
    ``SCALE``, or smaller where the page would take more than ``MOST_PIXELS``."""
    width, height = page.get_size()
    if not (width > 0 and height > 0):
        raise Unlike()
    scale = min(SCALE, (MOST_PIXELS / (width * height)) ** 0.5)
    bitmap = page.render(scale=scale, may_draw_forms=True, grayscale=True)
    try:
        pixels = bitmap.to_numpy()
        if pixels.ndim == 3:  # pypdfium2 before 5 keeps a channel's axis
            pixels = pixels[:, :, 0]
        return pixels.astype("int16") // INK
    finally:
        bitmap.close()


def _fields_in(page: Any, differ: Any) -> list[str]:
    """The names of the fields of ``page`` whose boxes hold a pixel of ``differ``."""
    names = []
    height, width = differ.shape
    for name, box in widget_boxes(page):
        left, top = device_point(page, width, height, box[0], box[3])
        right, bottom = device_point(page, width, height, box[2], box[1])
        x0, x1 = sorted((left, right))
        y0, y1 = sorted((top, bottom))
        x0, y0 = max(x0, 0), max(y0, 0)
        if differ[y0 : y1 + 1, x0 : x1 + 1].any() and name not in names:
            names.append(name)
    return names


def device_point(page: Any, width: int, height: int, x: float, y: float) -> tuple[int, int]:
    """Where the point ``(x, y)`` of ``page`` falls on its drawing ``width`` by ``height``
    pixels (the page's rotation and crop box considered)."""
    import ctypes

    import pypdfium2.raw as pdfium_c

    device_x, device_y = ctypes.c_int(), ctypes.c_int()
    pdfium_c.FPDF_PageToDevice(
        page.raw, 0, 0, width, height, 0, x, y, ctypes.byref(device_x), ctypes.byref(device_y)
    )
    return device_x.value, device_y.value


def widget_boxes(page: Any, text_fields: bool = False) -> list[tuple[str, Box]]:
    """The name of each field's widget on ``page`` and its box (of text fields only, when
    ``text_fields``); at most ``MAX_FIELD_NODES`` annotations are looked at."""
    import pypdfium2.raw as pdfium_c

    found: list[tuple[str, Box]] = []
    form = page.formenv.raw if page.formenv is not None else None
    for index in range(min(pdfium_c.FPDFPage_GetAnnotCount(page.raw), MAX_FIELD_NODES)):
        annot = pdfium_c.FPDFPage_GetAnnot(page.raw, index)
        try:
            if pdfium_c.FPDFAnnot_GetSubtype(annot) != pdfium_c.FPDF_ANNOT_WIDGET:
                continue
            if text_fields and (
                form is None
                or pdfium_c.FPDFAnnot_GetFormFieldType(form, annot)
                != pdfium_c.FPDF_FORMFIELD_TEXTFIELD
            ):
                continue
            rect = pdfium_c.FS_RECTF()
            if not pdfium_c.FPDFAnnot_GetRect(annot, rect):
                continue
            name = _name(form, annot) if form is not None else ""
            found.append((name or "?", (rect.left, rect.bottom, rect.right, rect.top)))
        finally:
            pdfium_c.FPDFPage_CloseAnnot(annot)
    return found


def _name(form: Any, annot: Any) -> str:
    """The name of the field an annotation is a widget of."""
    import ctypes

    import pypdfium2.raw as pdfium_c

    size = pdfium_c.FPDFAnnot_GetFormFieldName(form, annot, None, 0)
    if size <= 2:
        return ""
    buffer = (ctypes.c_ushort * (size // 2))()
    pdfium_c.FPDFAnnot_GetFormFieldName(form, annot, buffer, size)
    return bytes(buffer)[: size - 2].decode("utf-16-le", "replace")
