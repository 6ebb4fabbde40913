"""What each text field's widget prints of its text, as pdfium prints the page: whole, or cut.

A widget's appearance is clipped to its box. One that draws a name larger than its box,
stretched, started outside it or clipped to part of it prints part of the name only: "Heavy
Storm" of Heavy Storm Duster, on paper a Forbidden card, while the field holds another.
Reading the stream's words finds the whole name; the paper shows the part.

So the child that draws the pages (``sheet_codes``) flattens each page (each widget's
appearance made part of the page, as printing does) and has pdfium place every character of
its text. A character belongs to the widget whose box holds the first character of its text
object that lies in a box (a field's text starts in its own box; a name drawn past it stays
its widget's, wherever it runs); it prints when its body lies inside that box and inside
every rectangle its text object is clipped to (a clip of another shape is not followed: its
text is taken as unprinted). What a widget prints is its characters that print, in order;
``sheet_cut`` compares it with the field's value.
"""

from __future__ import annotations

import ctypes
import unicodedata
from collections.abc import Iterator
from typing import Any, NamedTuple

from ydkcheck.decks.sheet_ink import IDENTITY, LEAST_TEXT_SIZE, LIGHTEST_INK, Matrix, times
from ydkcheck.decks.sheet_viewer import Box, widget_boxes

# the point of a character that lies inside a box when it prints: halfway across, a quarter
# of the way up (its letter's body, below an accent a box may cut: "ó" of a name drawn large)
BODY = 0.25
MOST_CHARACTERS = 20_000  # of a page's text placed; Konami's form draws some 2,000
MOST_OBJECTS = 20_000  # objects of a page, or of a form on it, looked at for their clips
MOST_NESTED = 8  # forms within forms followed; a flattened field's text is two deep
MOST_CORNERS = 6  # points of a rectangle's path: a start, three or four lines, a close
# render modes that fill text, by their number modulo 4 (4 to 7 also clip): fill, fill and
# outline. No field is drawn in outline alone (1), and 3 draws nothing
FILL_MODE, BOTH_MODES = 0, 2
WHITE = round(255 * LIGHTEST_INK)  # an ink whose every RGB part is this light is white
# of a letter's height, its width at the least (and the other way): narrower is a line, not
# a letter ("i" is a quarter of its height in most faces)
LEAST_SHARE = 0.08
BASELINE = 0.5  # points between two characters' baselines on one line at the most
MOST_PRINTED = 256  # characters kept of what one widget prints: a card's name is under 100


class Placed(NamedTuple):
    """One character of a page's text as pdfium places it: its code point, its box (left,
    bottom, right, top in the page's points) and the text object that draws it."""

    code: int
    box: Box
    drawer: int
    seen: bool  # drawn in an ink and at a size a reader sees (``_seen``)
    origin: tuple[float, float]  # where its baseline starts, on the page


def printed_texts(raw: bytes, pages: int) -> list[list[str]]:
    """In the child: ``[field, what its widget prints]`` for each text field's widget on the
    first ``pages`` pages of the PDF ``raw``."""
    import pypdfium2

    document = pypdfium2.PdfDocument(raw)
    try:
        document.init_forms()  # fields flattened as a viewer draws them
        found: list[list[str]] = []
        for index in range(pages):
            found += _page_texts(document, index)
        return found
    finally:
        document.close()


def _page_texts(document: Any, index: int) -> list[list[str]]:
    """What each text field's widget on page ``index`` prints (``printed_texts``)."""
    import pypdfium2.raw as pdfium_c

    page = document[index]
    try:
        found = widget_boxes(page, text_fields=True)
        if not found:
            return []
        own = _own(page)
        flattened = pdfium_c.FPDFPage_Flatten(page.raw, pdfium_c.FLAT_PRINT)
    finally:
        page.close()
    page = document[index]  # read anew: flattening changes the page's objects, not this one's
    try:
        placed = [one for one in _placed(page) if (one.code, _rounded(one.box)) not in own]
        if flattened == pdfium_c.FLATTEN_FAIL:
            placed = []  # no widget's text is found: each prints nothing
        printed: list[list[Placed]] = [[] for _ in found]
        inside = _inside([one.box for one in placed], [box for _, box in found])
        clips = _clips(page)
        for drawn in _by_drawer(placed):
            owner = _owner(drawn, inside)
            if owner is not None:
                clip = clips.get(placed[drawn[0]].drawer)  # None: not reached, or unreadable
                printed[owner] += [
                    placed[at]
                    for at in drawn
                    if inside[at, owner] and placed[at].seen and _within(placed[at].box, clip)
                ]
        return [
            [name, "".join(chr(one.code) for one in _as_read(text))[:MOST_PRINTED]]
            for (name, _), text in zip(found, printed, strict=True)
        ]
    finally:
        page.close()


def _placed(page: Any) -> list[Placed]:
    """Each character of ``page``'s text that the page draws (``_characters``), with its box,
    its text object, whether it is seen and where its baseline starts."""
    import pypdfium2.raw as pdfium_c

    text = page.get_textpage()
    try:
        found = []
        x, y = ctypes.c_double(), ctypes.c_double()
        for index, code, box in _characters(text.raw):
            drawer = pdfium_c.FPDFText_GetTextObject(text.raw, index)
            key = ctypes.cast(drawer, ctypes.c_void_p).value or 0
            pdfium_c.FPDFText_GetCharOrigin(text.raw, index, ctypes.byref(x), ctypes.byref(y))
            seen = _seen(text.raw, index, drawer, code)
            found.append(Placed(code, box, key, seen, (x.value, y.value)))
        return found
    finally:
        text.close()


def _own(page: Any) -> set[tuple[int, tuple[int, ...]]]:
    """The page's own characters, before its fields are flattened: each code point and its
    box (``_rounded``), to be told from the fields' characters after flattening."""
    text = page.get_textpage()
    try:
        return {(code, _rounded(box)) for _, code, box in _characters(text.raw)}
    finally:
        text.close()


def _characters(text: Any) -> Iterator[tuple[int, int, Box]]:
    """The index, code point and box of each character of a text page that the page draws
    (none pdfium adds between words, no control); at most ``MOST_CHARACTERS``."""
    import pypdfium2.raw as pdfium_c

    left, right, bottom, top = (ctypes.c_double() for _ in range(4))
    sides = [ctypes.byref(side) for side in (left, right, bottom, top)]
    for index in range(min(pdfium_c.FPDFText_CountChars(text), MOST_CHARACTERS)):
        if pdfium_c.FPDFText_IsGenerated(text, index) == 1:
            continue
        code = pdfium_c.FPDFText_GetUnicode(text, index)
        if unicodedata.category(chr(code)) == "Cc":
            continue  # a control prints no glyph (pypdf 5.1 fills a name as UTF-16)
        if pdfium_c.FPDFText_GetCharBox(text, index, *sides):
            yield index, code, (left.value, bottom.value, right.value, top.value)


def _seen(text: Any, index: int, drawer: Any, code: int) -> bool:
    """Whether the ``index``-th character of a page's ``text``, drawn by the text object
    ``drawer``, shows on paper: filled (an outline alone may be dashed to nothing), in a fill
    darker than white, and, for a letter or a digit, at a size a reader reads, neither tiny
    nor squeezed to a line. Its ink against what it is drawn on is ``sheet_ink.legible``'s."""
    import pypdfium2.raw as pdfium_c

    mode = pdfium_c.FPDFTextObj_GetTextRenderMode(drawer) % 4 if drawer else FILL_MODE
    if mode not in (FILL_MODE, BOTH_MODES):  # an outline alone: a dash may draw none of it
        return False
    red, green, blue, alpha = (ctypes.c_uint() for _ in range(4))
    parts = [ctypes.byref(part) for part in (red, green, blue, alpha)]
    if not pdfium_c.FPDFText_GetFillColor(text, index, *parts) or not alpha.value:
        return False
    if min(red.value, green.value, blue.value) >= WHITE:
        return False
    if not chr(code).isalnum():
        return True
    loose = pdfium_c.FS_RECTF()
    if not pdfium_c.FPDFText_GetLooseCharBox(text, index, loose):
        return False
    across: float = abs(loose.right - loose.left)
    up: float = abs(loose.top - loose.bottom)
    return max(across, up) >= LEAST_TEXT_SIZE and min(across, up) >= LEAST_SHARE * max(across, up)


def _clips(page: Any) -> dict[int, list[Box] | None]:
    """Each text object of ``page`` that is clipped: the rectangles it is clipped to, on the
    page (a form's matrices applied), or None when a clip is of another shape (which this
    does not follow: its text is taken as unprinted). At most ``MOST_OBJECTS`` objects are
    looked at, in forms ``MOST_NESTED`` deep."""
    import pypdfium2.raw as pdfium_c

    found: dict[int, list[Box] | None] = {}
    count = min(pdfium_c.FPDFPage_CountObjects(page.raw), MOST_OBJECTS)
    top: list[Box] | None = []
    waiting = [(pdfium_c.FPDFPage_GetObject(page.raw, at), IDENTITY, top, 0) for at in range(count)]
    looked = 0
    while waiting and looked < MOST_OBJECTS:
        drawing, matrix, held, depth = waiting.pop()
        looked += 1
        kind = pdfium_c.FPDFPageObj_GetType(drawing)
        clip = pdfium_c.FPDFPageObj_GetClipPath(drawing)
        own = _rectangles(clip, matrix) if clip else []
        clipped = None if held is None or own is None else [*held, *own]
        if kind == pdfium_c.FPDF_PAGEOBJ_FORM and depth < MOST_NESTED:
            placing = pdfium_c.FS_MATRIX()
            if not pdfium_c.FPDFPageObj_GetMatrix(drawing, placing):
                continue
            inner = times(
                (placing.a, placing.b, placing.c, placing.d, placing.e, placing.f), matrix
            )
            count = min(pdfium_c.FPDFFormObj_CountObjects(drawing), MOST_OBJECTS)
            waiting += [
                (pdfium_c.FPDFFormObj_GetObject(drawing, at), inner, clipped, depth + 1)
                for at in range(count)
            ]
        elif kind == pdfium_c.FPDF_PAGEOBJ_TEXT:
            found[ctypes.cast(drawing, ctypes.c_void_p).value or 0] = clipped
    return found


def _rectangles(clip: Any, matrix: Matrix) -> list[Box] | None:
    """The paths of a clip as rectangles on the page (``matrix`` maps them there); None when
    one is of another shape (``_rectangle``)."""
    import pypdfium2.raw as pdfium_c

    found = []
    for path in range(min(pdfium_c.FPDFClipPath_CountPaths(clip), MOST_OBJECTS)):
        count = pdfium_c.FPDFClipPath_CountPathSegments(clip, path)
        if not 4 <= count <= MOST_CORNERS:
            return None
        segments = [pdfium_c.FPDFClipPath_GetPathSegment(clip, path, at) for at in range(count)]
        rectangle = _rectangle(segments, matrix)
        if rectangle is None:
            return None
        found.append(rectangle)
    return found


def _rectangle(segments: list[Any], matrix: Matrix) -> Box | None:
    """A path's segments as the rectangle they draw on the page; None for any other shape:
    a curve, a slant, a second part, or corners visited across (a bow tie)."""
    import pypdfium2.raw as pdfium_c

    corners = []
    x, y = ctypes.c_float(), ctypes.c_float()
    a, b, c, d, e, f = matrix
    for at, segment in enumerate(segments):
        kind = pdfium_c.FPDFPathSegment_GetType(segment)
        if kind != (pdfium_c.FPDF_SEGMENT_MOVETO if at == 0 else pdfium_c.FPDF_SEGMENT_LINETO):
            return None
        if not pdfium_c.FPDFPathSegment_GetPoint(segment, ctypes.byref(x), ctypes.byref(y)):
            return None
        corners.append(
            (round(a * x.value + c * y.value + e, 2), round(b * x.value + d * y.value + f, 2))
        )
    xs, ys = sorted({x for x, _ in corners}), sorted({y for _, y in corners})
    edges = zip(corners, corners[1:] + corners[:1], strict=True)
    if len(xs) > 2 or len(ys) > 2 or any(p[0] != q[0] and p[1] != q[1] for p, q in edges):
        return None
    return (xs[0], ys[0], xs[-1], ys[-1])


def _within(character: Box, clip: list[Box] | None) -> bool:
    """Whether a character's body lies inside every rectangle it is clipped to."""
    if clip is None:
        return False
    x = (character[0] + character[2]) / 2
    y = character[1] + BODY * (character[3] - character[1])
    return all(left <= x <= right and bottom <= y <= top for left, bottom, right, top in clip)


def _as_read(characters: list[Placed]) -> list[Placed]:
    """Characters in the order a reader reads them, wherever the stream drew them: by lines
    from the top, each left to right (a kerning that draws "Beast " after "King " prints
    King Beast Barbaros). A line is the characters on one baseline (``BASELINE``); text
    written right to left is compared as such (``sheet_cut``)."""
    lines: list[list[Placed]] = []
    for one in sorted(characters, key=lambda one: -one.origin[1]):
        if lines and abs(lines[-1][0].origin[1] - one.origin[1]) <= BASELINE:
            lines[-1].append(one)
        else:
            lines.append([one])
    return [one for line in lines for one in sorted(line, key=lambda one: one.origin[0])]


def _rounded(box: Box) -> tuple[int, ...]:
    """A character's box to a tenth of a point: the same place on the page drawn anew."""
    return tuple(round(side * 10) for side in box)


def _by_drawer(placed: list[Placed]) -> list[list[int]]:
    """The characters' indices, by the text object that draws them (in the order met)."""
    drawn: dict[int, list[int]] = {}
    for at, one in enumerate(placed):
        drawn.setdefault(one.drawer, []).append(at)
    return list(drawn.values())


def _owner(drawn: list[int], inside: Any) -> int | None:
    """The widget (its index among the boxes of ``inside``) that draws the characters
    ``drawn`` of one text object: the one whose box holds the first of them that lies in a
    box, as a field's text starts in its own box (None when none lies in one)."""
    for at in drawn:
        (boxes,) = inside[at].nonzero()
        if len(boxes):
            return int(boxes[0])
    return None


def _inside(characters: list[Box], boxes: list[Box]) -> Any:
    """Whether each character lies inside each widget's box (``BODY``): a row a character,
    a column a box."""
    import numpy as np

    placed = np.array(characters, dtype=float).reshape(-1, 4)
    x = (placed[:, 0:1] + placed[:, 2:3]) / 2
    y = placed[:, 1:2] + BODY * (placed[:, 3:4] - placed[:, 1:2])
    sides = np.array(boxes, dtype=float).reshape(-1, 4)
    left, right = np.minimum(sides[:, 0], sides[:, 2]), np.maximum(sides[:, 0], sides[:, 2])
    bottom, top = np.minimum(sides[:, 1], sides[:, 3]), np.maximum(sides[:, 1], sides[:, 3])
    return (left <= x) & (x <= right) & (bottom <= y) & (y <= top)
