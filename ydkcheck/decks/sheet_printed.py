"""What a form's pages print, against what its fields hold.

A PDF reader shows and prints a text field by its widget's appearance stream, drawn when the
field was filled; ydkcheck reads the field's value. The two are one text when the form was
filled honestly. A form edited to show the judge one deck on paper and give ydkcheck another
is found here, each way apart:

- a widget whose appearance prints other words than the field's value, or paints a picture
  or a filled box over its text (``sheet_ink.paints_over``), or that another field's widget
  covers (``covered_fields``) (when the form asks readers to
  draw every field anew, ``NeedAppearances``, what is printed is the value, and nothing is
  compared);
- a field that holds text but that the pages do not print exactly once: its widget hidden
  (the Hidden or NoView flag), not printed (no Print flag) or on a layer (``/OC``), without
  room (a ``/Rect`` of no area, or outside the page's visible box), its appearance drawn in
  no room (a ``/BBox`` of no area, a ``/Matrix`` that shrinks it to nothing, a clip to a
  rectangle of none) or its text drawn invisible, in white or too small to read
  (``sheet_ink``; by its ``/DA`` too, which readers draw it by when asked to), on no page's
  list of annotations, or two widgets printing it twice;
- an annotation of another kind that draws on a page (a free text, a stamp, a square), which
  can cover a field or print a card of its own;
- text drawn on a page itself, outside every field, that names a card (``read_sheet`` says
  which lines do).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from ydkcheck.decks.sheet_ink import legible, paints_over
from ydkcheck.decks.sheet_limits import listed, normal_appearance, resolved

# C0 controls print no glyph on paper; a line break of the extracted text stays, a blank
# between the lines of a name wrapped in its box
NOTHING_PRINTED = dict.fromkeys((code for code in range(32) if chr(code) not in "\n\r"), None)
# what pypdf may raise on a stream it cannot take apart: any of them means "cannot tell"
UNREADABLE = (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError)
NOT_SHOWN = 2 | 32  # an annotation's Hidden and NoView flags: neither shown nor printed
PRINTED = 4  # the Print flag: without it an annotation is shown on screen, never printed
# annotations that draw nothing of their own unless they carry an appearance
DRAW_NOTHING = frozenset({"/Link", "/Popup"})
# text drawn invisible: render mode 3 (neither filled nor stroked) or 7 (a clip only)
INVISIBLE_TEXT = re.compile(rb"(?<![0-9.])[37]\s+Tr\b")
LEAST_SCALE = 0.05  # an appearance's /Matrix that shrinks it past this draws nothing legible
# a rectangle the drawing is clipped to: "x y w h re W n" (or W*)
CLIP = re.compile(rb"(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s+re\s+W\*?\s+n")
LEAST_SIDE = 1.0  # points: a widget narrower or lower than this shows no text
MOST_PAGE_BYTES = 512 << 10  # a sheet's page draws a few kilobytes; Konami's form, tens
MOST_FORMS = 256  # drawn forms (XObjects) looked at for their size
COVERED = 0.25  # of the smaller of two fields' boxes: one drawn over the other
MOST_BOXES = 1024  # widgets of a page compared for covering (Konami's form has 183)


def printed_otherwise(
    values: Mapping[str, str], widgets: Mapping[str, Iterable[Any]], page: Any
) -> dict[str, str | None]:
    """Each field whose appearance prints other words than its value: the words printed
    (blanks aside), or None when what it prints is unreadable. ``page``: a page of the
    document, whose text extraction reads each appearance with its own fonts."""
    found: dict[str, str | None] = {}
    for name, placed in widgets.items():
        value = " ".join(values.get(name, "").split())
        streams: list[Any] = [s for s in map(normal_appearance, placed) if s is not None]
        for stream in streams:
            try:
                covered = paints_over(stream.get_data())
                printed = None if covered else _words(stream, page)
            except UNREADABLE:
                printed = None
            if printed is None:  # painted over, or unreadable: what it prints is unknown
                found[name] = None
                break
            if printed != value:
                found[name] = printed
                break
    return found


def shown_otherwise(
    values: Mapping[str, str], widgets: Mapping[str, Iterable[Any]], pages: Iterable[Any]
) -> dict[str, int]:
    """Each field that holds text but that the ``pages`` do not show exactly once: how many
    times they show it (see the module's documentation)."""
    placed = _placements(pages)
    found: dict[str, int] = {}
    for name, value in values.items():
        if value.strip():
            shown = sum(_is_shown(widget, placed) for widget in widgets.get(name, ()))
            if shown != 1:
                found[name] = shown
    return found


def covered_fields(
    values: Mapping[str, str], widgets: Mapping[str, Iterable[Any]], pages: Iterable[Any]
) -> list[str]:
    """The fields holding text whose widget a widget of another field, drawn after it on the
    same page, covers (``COVERED`` of the smaller box or more): a form's boxes never overlap
    so, and an empty field's widget moved over a row can paint another card on it. The
    first ``MOST_BOXES`` widgets of a page are compared, two by two."""
    name_of = {_key(widget): name for name, placed in widgets.items() for widget in placed}
    found: dict[str, None] = {}
    for page in pages:
        boxes: list[tuple[str, tuple[float, float, float, float]]] = []
        for annotation in listed(page.get("/Annots"))[:MOST_BOXES]:
            name = name_of.get(_key(annotation))
            box = _box(resolved(annotation).get("/Rect")) if name is not None else None
            if name is None or box is None:
                continue
            for lower, below in boxes:
                if lower != name and values.get(lower, "").strip() and _covers(box, below):
                    found[lower] = None
            boxes.append((name, box))
    return list(found)


def _covers(upper: tuple[float, ...], lower: tuple[float, ...]) -> bool:
    """Whether box ``upper`` covers ``COVERED`` or more of the smaller of the two boxes."""
    width = min(upper[2], lower[2]) - max(upper[0], lower[0])
    height = min(upper[3], lower[3]) - max(upper[1], lower[1])
    if width < LEAST_SIDE or height < LEAST_SIDE:
        return False
    smaller = min(_area(upper), _area(lower))
    return width * height >= COVERED * smaller


def _area(box: tuple[float, ...]) -> float:
    return (box[2] - box[0]) * (box[3] - box[1])


def drawing_annotations(pages: Iterable[Any]) -> list[str]:
    """The kind of each annotation the pages carry that is no field and draws (``/FreeText``,
    ``/Stamp``...): a link or a pop-up only when it carries an appearance of its own."""
    found = []
    for page in pages:
        for annotation in map(resolved, listed(page.get("/Annots"))):
            kind = str(annotation.get("/Subtype", "")) if hasattr(annotation, "get") else ""
            if kind == "/Widget" or (kind in DRAW_NOTHING and "/AP" not in annotation):
                continue
            found.append(kind.lstrip("/")[:40] or "?")
    return found


def page_lines(pages: Iterable[Any]) -> list[str]:
    """The lines of text the ``pages`` themselves draw, their fields' widgets aside. Text
    extraction takes seconds a megabyte: a caller reads only pages whose drawing is at most
    ``MOST_PAGE_BYTES`` (``drawing_bytes``)."""
    return [line for page in pages for line in page.extract_text().splitlines() if line.strip()]


def drawing_bytes(pages: Iterable[Any]) -> int:
    """The bytes the ``pages`` draw with (see ``_drawing_bytes``)."""
    return sum(_drawing_bytes(page) for page in pages)


def _drawing_bytes(page: Any) -> int:
    """The bytes a page's drawing holds: its content streams and the forms it draws, each
    form once, nested ones too (at most ``MOST_FORMS`` looked at; past them, too many)."""
    contents = page.get_contents()
    total = len(contents.get_data()) if contents is not None else 0
    seen: set[object] = set()
    pending = [page.get("/Resources")]
    while pending:
        resources = resolved(pending.pop())
        objects: Any = resolved(resources.get("/XObject")) if hasattr(resources, "get") else {}
        for reference in objects.values() if hasattr(objects, "values") else ():
            if _key(reference) in seen:
                continue
            seen.add(_key(reference))
            if len(seen) > MOST_FORMS:
                return MOST_PAGE_BYTES + 1
            drawn = resolved(reference)
            if hasattr(drawn, "get_data") and drawn.get("/Subtype") == "/Form":
                total += len(drawn.get_data())
                pending.append(drawn.get("/Resources"))
    return total


def _placements(pages: Iterable[Any]) -> dict[object, tuple[float, float, float, float]]:
    """Every annotation the pages list -> the visible box of the page that lists it."""
    placed: dict[object, tuple[float, float, float, float]] = {}
    for page in pages:
        box = _box(page.cropbox)  # the media box unless the page crops it, inherited
        for annotation in listed(page.get("/Annots")):
            if box is not None:
                placed[_key(annotation)] = box
    return placed


def _is_shown(widget: Any, placed: Mapping[object, tuple[float, float, float, float]]) -> bool:
    """Whether a reader shows and prints ``widget``: listed on a page, printed and not
    hidden, with room on that page, its appearance (if any) drawn in some room."""
    page = placed.get(_key(widget))
    annotation = resolved(widget)
    flags = annotation.get("/F", 0)
    rect = _box(annotation.get("/Rect"))
    if page is None or rect is None or not isinstance(flags, int):
        return False
    if flags & NOT_SHOWN or not flags & PRINTED or "/OC" in annotation:
        return False  # hidden, not printed, or shown only when a layer (/OC) is on
    left, bottom = max(rect[0], page[0]), max(rect[1], page[1])
    right, top = min(rect[2], page[2]), min(rect[3], page[3])
    if right - left < LEAST_SIDE or top - bottom < LEAST_SIDE:
        return False
    if not _legible_default(annotation):
        return False
    appearance = normal_appearance(annotation)
    return appearance is None or _has_room(appearance)


def _legible_default(widget: Any) -> bool:
    """Whether the text a reader draws anew in ``widget`` (by its ``/DA``, or its field's)
    is legible: a form that asks readers to redraw its fields prints by it."""
    default = widget.get("/DA")
    parent = resolved(widget.get("/Parent"))
    if default is None and hasattr(parent, "get"):
        default = parent.get("/DA")
    if not isinstance(default, str):
        return True
    return legible(default.encode("latin-1", "replace"), shows_text=True)


def _has_room(appearance: Any) -> bool:
    """Whether an appearance stream draws legibly in some room: a ``/BBox`` of some area, a
    ``/Matrix`` that does not shrink it to nothing, no clipping to a rectangle of none, and
    no text drawn invisible."""
    box = _box(appearance.get("/BBox"))
    if box is None or box[2] - box[0] < LEAST_SIDE or box[3] - box[1] < LEAST_SIDE:
        return False
    matrix = resolved(appearance.get("/Matrix"))
    if isinstance(matrix, list):
        try:
            a, b, c, d = (float(number) for number in matrix[:4])
        except (TypeError, ValueError):
            return False
        if abs(a * d - b * c) < LEAST_SCALE**2:
            return False
    try:
        data = appearance.get_data()
    except UNREADABLE:
        return False
    if INVISIBLE_TEXT.search(data) or not legible(data):  # drawn white, or a speck
        return False
    for clip in CLIP.finditer(data):
        try:
            width, height = float(clip.group(3)), float(clip.group(4))
        except ValueError:
            return False
        if abs(width) < LEAST_SIDE or abs(height) < LEAST_SIDE:
            return False
    return True


def _key(annotation: Any) -> object:
    """What an annotation is known by: its object number, or the object itself when the
    file writes it in place."""
    number = getattr(annotation, "idnum", None)
    return ("object", number) if number is not None else ("in place", id(annotation))


def _box(value: Any) -> tuple[float, float, float, float] | None:
    """A PDF rectangle as (left, bottom, right, top), None when it is none."""
    value = resolved(value)
    try:
        x1, y1, x2, y2 = (float(number) for number in value)
    except (TypeError, ValueError):
        return None
    return min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2)


def _words(stream: Any, page: Any) -> str:
    """The words an appearance stream prints; none, without a look at its fonts, when it
    has no text-showing operator (a blank field's drawing)."""
    data = stream.get_data()
    if not any(operator in data for operator in (b"Tj", b"TJ", b"'", b'"')):
        return ""
    # control characters print nothing (pypdf 5 draws "José" as <004a006f007300e9> in a
    # one-byte font: J, o, s, é, each after a NUL)
    return " ".join(page.extract_xform_text(stream).translate(NOTHING_PRINTED).split())
