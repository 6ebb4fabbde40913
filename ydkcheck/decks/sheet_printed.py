"""What a form's pages print, against what its fields hold.

A PDF reader shows and prints a text field by its widget's appearance stream, drawn when the
field was filled; ydkcheck reads the field's value. The two are one text when the form was
filled honestly. A form edited to show the judge one deck on paper and give ydkcheck another
is found here, each way apart:

- a widget whose appearance prints other words than the field's value, or paints a picture,
  a filled box over its text or many shapes (``sheet_ink.paints_over``), or that another
  field's widget covers (``covered_fields``) (when the form asks readers to draw every field
  anew, ``NeedAppearances``, a stored appearance that prints nothing is no difference: a
  program filling the form keeps the blank form's; one that prints words or shapes is, as some
  printers print it all the same);
- a field that holds text but that the pages do not print exactly once: its widget hidden
  (the Hidden or NoView flag), not printed (no Print flag) or on a layer (``/OC``), without
  room (a ``/Rect`` of no area, or outside the page's visible box), its appearance drawn in
  no room (a ``/BBox`` of no area, a ``/Matrix`` that shrinks it to nothing, a clip to a
  rectangle of none) or its text drawn invisible, in white, in its background's colour or
  too small to read once fitted to its widget (``sheet_ink``; a ``/BBox`` many times the
  widget's ``/Rect`` prints a speck; by its ``/DA`` too, its own, a field's above it or the
  form's, on its ``/MK /BG``, which readers draw it by when asked to), on no page's
  list of annotations, or two widgets printing it twice;
- an annotation of another kind that draws on a page (a free text, a stamp, a square), which
  can cover a field or print a card of its own;
- text drawn on a page itself, outside every field, that names a card (``read_sheet`` says
  which lines do).
"""

from __future__ import annotations

import contextlib
import math
import re
from collections.abc import Iterable, Mapping
from typing import Any

from ydkcheck.decks.sheet_actions import MOST_PARENTS
from ydkcheck.decks.sheet_glyphs import embeds, glyphs_differ
from ydkcheck.decks.sheet_ink import (
    DEVICE_SPACES,
    IDENTITY,
    PAPER,
    Matrix,
    legible,
    odd_drawing,
    paints_over,
    six,
    through,
    times,
    without_strings,
)
from ydkcheck.decks.sheet_limits import appearance_states, listed, normal_appearance, resolved

# C0 controls print no glyph on paper; a line break of the extracted text stays, a blank
# between the lines of a name wrapped in its box
NOTHING_PRINTED = dict.fromkeys((code for code in range(32) if chr(code) not in "\n\r"), None)
# what pypdf may raise on a stream it cannot take apart: any of them means "cannot tell"
UNREADABLE = (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError)
NOT_SHOWN = 2 | 32  # an annotation's Hidden and NoView flags: neither shown nor printed
PRINTED = 4  # the Print flag: without it an annotation is shown on screen, never printed
# annotations that draw nothing of their own unless they carry an appearance
DRAW_NOTHING = frozenset({"/Link", "/Popup"})
# text drawn invisible: render mode 3 (neither filled nor stroked) or 7 (a clip only), as
# readers take the number: "03", "+3" and "3.0" too (pdfium keeps a number's whole part)
INVISIBLE_TEXT = re.compile(rb"(?<![0-9.+-])\+?0*[37](?:\.[0-9]*)?\s+Tr\b")
LEAST_SCALE = 0.05  # an appearance's /Matrix, or its fit to its widget, that shrinks it past
# this draws nothing legible
# a rectangle the drawing is clipped to: "x y w h re W n" (or W*). A number starts at its
# first character only: tried from each digit of a long one, it took time of its square
CLIP = re.compile(
    rb"(?<![0-9.])(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s+re\s+W\*?\s+n"
)
LEAST_SIDE = 1.0  # points: a widget narrower or lower than this shows no text
SHOWN_PART = 0.9  # of a widget's width and height, inside the page's visible box: shown
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
        if any(map(appearance_states, placed)):  # a text field drawn as a check box is
            found[name] = None  # drawn by a state ydkcheck does not follow
            continue
        streams: list[Any] = [s for s in map(normal_appearance, placed) if s is not None]
        for stream in streams:
            try:
                data = stream.get_data()
                box = _box(stream.get("/BBox")) or (0.0, 0.0, 0.0, 0.0)
                covered = (
                    paints_over(data)
                    or odd_drawing(data, box)
                    or _drawn_glyphs(stream)
                    or glyphs_differ(stream)
                )
                printed = None if covered else _printed_words(stream, page)
            except UNREADABLE:
                printed = None
            if printed is None:  # painted over, or unreadable: what it prints is unknown
                found[name] = None
                break
            if not prints_as(printed, value):
                found[name] = printed
                break
    return found


def prints_as(printed: str, value: str) -> bool:
    """Whether a field's ``value`` is what ``printed`` shows: the same text but for blanks (a
    comb field draws each character apart: "1 5" is "15" on the paper), a value written right
    to left in the order it is seen, or marks in place of the characters its font lacks."""
    if printed == value or printed.replace(" ", "") == value.replace(" ", ""):
        return True
    return _same_right_to_left(printed, value) or _unencodable_as_marks(printed, value)


def _same_right_to_left(printed: str, value: str) -> bool:
    """Whether a value written right to left (Hebrew, Arabic: a player's name) prints the
    same letters: the page draws them in the order they are seen, which the text read off it
    keeps. No card's name is written right to left."""
    import unicodedata

    letters = [char for char in value if char.isalpha()]
    if not letters or any(unicodedata.bidirectional(char) not in {"R", "AL"} for char in letters):
        return False  # a card's name, with a mark of another script slipped in: as written
    return sorted(printed.replace(" ", "")) == sorted(value.replace(" ", ""))


def _unencodable_as_marks(printed: str, value: str) -> bool:
    """Whether ``printed`` is ``value`` but for one other character in place of each that its
    font's encoding lacks, as pypdf draws a field (``Evil★Twin`` as ``Evil?Twin``; pypdf 5,
    as ``Evil&Twin``)."""
    return len(printed) == len(value) and all(
        mark == char or char.encode("cp1252", "ignore") == b""
        for mark, char in zip(printed, value, strict=True)
    )


def _drawn_glyphs(stream: Any) -> bool:
    """Whether an appearance draws with a Type 3 font: each glyph a drawing of the file's
    own, which may show any letter for the one its text says."""
    fonts = _entries(stream.get("/Resources"), "/Font").values()
    return any(resolved(font).get("/Subtype") == "/Type3" for font in fonts)


def _printed_words(stream: Any, page: Any) -> str:
    """The words an appearance prints. A font that renames glyphs (``/Differences``) and
    says what text they are (``/ToUnicode``) is read both ways, by the glyphs it draws and by
    the text it claims: a font whose two readings differ prints the first ("3 Pot of Greed"
    drawn, "1 Glow-Up Bulb" claimed), which is what a person reads on the sheet."""
    claimed = _words(stream, page)
    fonts = _entries(stream.get("/Resources"), "/Font").values()
    told = [resolved(font) for font in fonts if renames_glyphs(font)]
    if not told:
        return claimed
    from pypdf.generic import NameObject

    kept = [(font, font.pop("/ToUnicode")) for font in told]
    try:
        drawn = _words(stream, page)
    finally:
        for font, to_unicode in kept:
            font[NameObject("/ToUnicode")] = to_unicode
    if "/" in drawn and "/" not in claimed:  # glyph names of no Unicode ("/g196"): a
        return claimed  # subsetter's; what they draw only the font's outlines say
    return drawn


def renames_glyphs(font: Any) -> bool:
    """Whether ``font`` says what text its codes are (``/ToUnicode``) and also draws them by
    an encoding of its own: it renames glyphs (``/Differences``), or it is a simple font
    the file does not embed, whose glyphs its encoding names (``3`` drawn by Helvetica's
    encoding, read "1"): what it prints and what it reads need not agree."""
    font = resolved(font)
    if not hasattr(font, "get") or font.get("/ToUnicode") is None:
        return False
    encoding: Any = resolved(font.get("/Encoding"))
    if hasattr(encoding, "get") and encoding.get("/Differences") is not None:
        return True
    return font.get("/Subtype") != "/Type0" and not embeds(font)


# the glyph of each printable ASCII character, as Adobe's standard encoding names it
GLYPH_NAMES = (
    "space exclam quotedbl numbersign dollar percent ampersand quotesingle parenleft "
    "parenright asterisk plus comma hyphen period slash zero one two three four five six "
    "seven eight nine colon semicolon less equal greater question at A B C D E F G H I J K L "
    "M N O P Q R S T U V W X Y Z bracketleft backslash bracketright asciicircum underscore "
    "grave a b c d e f g h i j k l m n o p q r s t u v w x y z braceleft bar braceright "
    "asciitilde"
)
ASCII_GLYPHS = tuple(GLYPH_NAMES.split())
# the other names a font may give the glyph of an ASCII code (Adobe's StandardEncoding)
OTHER_GLYPH_NAMES = {39: "quoteright", 96: "quoteleft", 45: "minus"}


def form_renames_glyphs(form: Any) -> bool:
    """Whether a font of the form's resources (``/DR``), by which readers draw fields anew,
    may draw a letter, a digit or a sign as another glyph: its encoding renames one
    (``/Differences [49 /three]``: a "1" printed "3"; renaming other codes, accents or
    Acrobat's own, changes no count or name written in ASCII), or it draws by glyphs of its
    own, which ydkcheck does not read (an embedded program whose "1" is a "3", a Type 3
    font's procedures, a composite font). A form's usual fonts (``/Helv``) are the reader's."""
    fonts = _entries(form.get("/DR"), "/Font").values()
    return any(_renames_ascii(font) or _own_glyphs(font) for font in fonts)


def _own_glyphs(font: Any) -> bool:
    """Whether ``font`` draws by glyphs the file gives it, not the reader's."""
    font = resolved(font)
    if not hasattr(font, "get"):
        return False
    return font.get("/Subtype") in ("/Type3", "/Type0") or embeds(font)


def _renames_ascii(font: Any) -> bool:
    """Whether ``font``'s encoding draws a printable ASCII code as another glyph."""
    font = resolved(font)
    encoding: Any = resolved(font.get("/Encoding")) if hasattr(font, "get") else None
    differences = listed(encoding.get("/Differences")) if hasattr(encoding, "get") else []
    code = 0
    for entry in differences:
        entry = resolved(entry)
        if isinstance(entry, int):
            code = entry
            continue
        name = str(entry).lstrip("/")
        if 32 <= code <= 126 and name not in (ASCII_GLYPHS[code - 32], OTHER_GLYPH_NAMES.get(code)):
            return True
        code += 1
    return False


def shown_otherwise(
    values: Mapping[str, str],
    widgets: Mapping[str, Iterable[Any]],
    pages: Iterable[Any],
    form: Any = None,
) -> dict[str, int]:
    """Each field that holds text but that the ``pages`` do not show exactly once: how many
    times they show it (see the module's documentation). ``form``: the document's form
    dictionary, whose ``/DA`` a field without one of its own is drawn by."""
    placed = _placements(pages)
    form_default = form.get("/DA") if hasattr(form, "get") else None
    found: dict[str, int] = {}
    for name, value in values.items():
        if value.strip():
            shown = sum(_is_shown(widget, placed, form_default) for widget in widgets.get(name, ()))
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


def drawing_annotations(pages: Iterable[Any], widgets: Mapping[str, Iterable[Any]]) -> list[str]:
    """The kind of each annotation the pages carry that is no field and draws (``/FreeText``,
    ``/Stamp``...): a link or a pop-up only when it carries an appearance of its own, and a
    widget that no field of the form has (``widgets``), which draws its appearance over the
    page as any annotation does."""
    fields = {_key(widget) for placed in widgets.values() for widget in placed}
    found = []
    for page in pages:
        for listed_annotation in listed(page.get("/Annots")):
            annotation = resolved(listed_annotation)
            kind = str(annotation.get("/Subtype", "")) if hasattr(annotation, "get") else ""
            if kind == "/Widget" and _key(listed_annotation) in fields:
                continue
            if kind in DRAW_NOTHING and "/AP" not in annotation:
                continue
            found.append(kind.lstrip("/")[:40] or "?")
    return found


# in a page's drawing, what places a picture: the graphics state saved and restored, the
# matrix it is drawn by, and a named picture (or an inline one) drawn
PLACING = re.compile(
    rb"(/[^\s/\[\]()<>{}]+)|([+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+))"
    rb"|(?<![A-Za-z*'\"])(q|Q|cm|Do|BI|re|m|l|c|v|y|n|S|s|f\*|f|F|B\*|B|b\*|b)(?![A-Za-z*'\"])"
)
FILLS = {b"f", b"f*", b"F", b"B", b"B*", b"b", b"b*"}
# a path of lines or curves, not rectangles alone (a table's cells): a shape, a letter
LINES = {b"m": 2, b"l": 2, b"c": 6, b"v": 4, b"y": 4}
# what a form drawn by the page paints that is a picture: an image, or a shape filled
SHAPES = re.compile(rb"(?<![A-Za-z*'\"])[lcvy](?![A-Za-z*'\"])")
SHAPE_FILLS = re.compile(rb"(?<![A-Za-z*'\"])(?:f\*?|F|B\*?|b\*?)(?![A-Za-z*'\"])")
MOST_PLACED = 4096  # pictures of a page looked at


def pictures_over_fields(pages: Iterable[Any], widgets: Mapping[str, Iterable[Any]]) -> int:
    """How many pictures the pages draw over a field's box, images or shapes filled (letters
    drawn as outlines): a picture of "3 Pot of Greed" drawn in a row reads as no text at
    all, and prints a card. A form's own pictures (a logo, ydkcheck's code) stand apart from
    its fields, and its cells are rectangles."""
    boxes = {}
    for placed in widgets.values():
        for widget in placed:
            box = _box(resolved(widget).get("/Rect"))
            if box is not None:
                boxes[_key(widget)] = box
    found = 0
    for page in pages:
        on_page = [boxes[key] for key in map(_key, listed(page.get("/Annots"))) if key in boxes]
        if on_page:
            found += sum(
                1 for picture in _pictures(page) if any(_covers(picture, box) for box in on_page)
            )
    return found


def _pictures(page: Any) -> list[tuple[float, float, float, float]]:
    """The box of each image a page's own drawing paints (the unit square it is drawn in,
    through the matrix of the moment: ``q``, ``Q``, ``cm``), and of each path of lines or
    curves it fills (``LINES``)."""
    contents = page.get_contents()
    if contents is None:
        return []
    objects = _entries(page.get("/Resources"), "/XObject")
    matrix, saved = IDENTITY, []
    operands: list[float] = []
    name = ""
    found: list[tuple[float, float, float, float]] = []
    shape: list[tuple[float, float]] = []  # the points of a path of lines or curves
    # whether each form named draws a picture: looked into once, whatever times it is drawn
    pictured: dict[str, bool] = {}
    looked: Looked = {}
    for match in PLACING.finditer(without_strings(contents.get_data())):
        named, number, operator = match.groups()
        if named is not None:
            name = named.decode("latin-1")
        elif number is not None:
            operands.append(float(number))
            continue
        elif operator == b"q":
            saved.append(matrix)
        elif operator == b"Q":
            matrix = saved.pop() if saved else matrix
        elif operator == b"cm" and len(operands) >= 6:
            matrix = times(six(operands), matrix)
        elif operator == b"BI" or (operator == b"Do" and _is_image(objects, name)):
            found.append(_unit_square(matrix))
        elif operator == b"Do" and _form_pictured(objects, name, pictured, looked):
            found.append(_form_box(resolved(objects.get(name)), matrix))
        elif operator in LINES and len(operands) >= LINES[operator]:
            numbers = operands[-LINES[operator] :]
            shape.extend(_through_points(matrix, numbers))
        elif operator in FILLS and shape:
            xs, ys = [x for x, _ in shape], [y for _, y in shape]
            found.append((min(xs), min(ys), max(xs), max(ys)))
            shape = []
        elif operator in (b"n", b"S", b"s"):  # a path ended unfilled: a line, a clip
            shape = []
        if len(found) >= MOST_PLACED:
            break
        operands = []
    return found


MOST_NESTED = 4  # forms within forms looked into for an image


# what a page's walk learnt of its forms: whether each name draws a picture, and whether
# each form does at each depth (by identity, the form kept beside it so that it outlives
# the walk and no other object takes its identity)
Looked = dict[tuple[int, int], tuple[Any, bool]]


def _form_pictured(
    objects: Mapping[str, Any], name: str, pictured: dict[str, bool], looked: Looked
) -> bool:
    """Whether the form the page names ``name`` draws a picture (``_holds_picture``), kept in
    ``pictured`` by name and in ``looked`` by form: a form drawn thousands of times, or named
    a thousand ways, is decoded and searched once."""
    known = pictured.get(name)
    if known is None:
        form = resolved(objects.get(name))
        known = pictured[name] = _holds_picture(form, MOST_NESTED, looked, objects)
    return known


def _through_points(matrix: Matrix, numbers: list[float]) -> list[tuple[float, float]]:
    """The points ``numbers`` write (x y pairs), through ``matrix``."""
    a, b, c, d, e, f = matrix
    pairs = zip(numbers[::2], numbers[1::2], strict=True)
    return [(a * x + c * y + e, b * x + d * y + f) for x, y in pairs]


def _holds_picture(form: Any, depth: int, looked: Looked, inherited: Mapping[str, Any]) -> bool:
    """Whether a form drawn by the page draws an image or fills a shape of lines or curves,
    itself or in a form it draws (at most ``depth`` deep; deeper, it is taken to); a form
    naming no object of its own draws the page's (``inherited``), as readers draw it. What
    each form holds at each depth is kept in ``looked`` (by the form's identity: the page's
    objects outlive the walk), so that forms naming one form many times cost it once."""
    if not hasattr(form, "get") or form.get("/Subtype") != "/Form":
        return False
    if depth == 0:
        return True
    key = (id(form), depth)
    if key not in looked:
        looked[key] = form, _looks_pictured(form, depth, looked, inherited)
    return looked[key][1]


def _looks_pictured(form: Any, depth: int, looked: Looked, inherited: Mapping[str, Any]) -> bool:
    """``_holds_picture`` of a form not looked at yet at this depth."""
    try:
        data = without_strings(form.get_data())
    except UNREADABLE:
        return True
    objects = _entries(form.get("/Resources"), "/XObject")
    if not objects and b"Do" in data:  # none of its own: a reader draws the page's
        objects = inherited
    for drawn in map(resolved, objects.values()):
        if hasattr(drawn, "get") and drawn.get("/Subtype") == "/Image":
            return True
        if _holds_picture(drawn, depth - 1, looked, inherited):
            return True
    return b"BI" in data or bool(SHAPES.search(data) and SHAPE_FILLS.search(data))


def _form_box(form: Any, matrix: Matrix) -> tuple[float, float, float, float]:
    """The box a form is drawn in on the page: its ``/BBox`` through its ``/Matrix`` and the
    page's matrix of the moment."""
    box = _box(form.get("/BBox")) or (0.0, 0.0, 0.0, 0.0)
    own = resolved(form.get("/Matrix"))
    inner = IDENTITY
    if isinstance(own, list) and len(own) >= 6:
        with contextlib.suppress(TypeError, ValueError):  # a matrix of no numbers: none
            inner = six([float(value) for value in own[:6]])
    return through(times(inner, matrix), box)


def _entries(resources: Any, kind: str) -> Mapping[str, Any]:
    """The named entries of one kind (``/Font``, ``/XObject``) of a resources dictionary (or
    of a reference to one), as the file writes them; none when it has none."""
    resources = resolved(resources)
    found: Any = resolved(resources.get(kind)) if hasattr(resources, "get") else None
    return found if hasattr(found, "values") and hasattr(found, "get") else {}


def _is_image(objects: Any, name: str) -> bool:
    drawn: Any = resolved(objects.get(name)) if hasattr(objects, "get") else None
    return hasattr(drawn, "get") and drawn.get("/Subtype") == "/Image"


def _unit_square(matrix: Matrix) -> tuple[float, float, float, float]:
    return through(matrix, (0.0, 0.0, 1.0, 1.0))


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
        for reference in _entries(pending.pop(), "/XObject").values():
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


def _is_shown(
    widget: Any, placed: Mapping[object, tuple[float, float, float, float]], form_default: Any
) -> bool:
    """Whether a reader shows and prints ``widget``: listed on a page, printed and not
    hidden, with room on that page, its appearance (if any) drawn in some room, its text
    drawn anew (by ``/DA``, its own, a field's above it or ``form_default``) legible."""
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
    if right - left < SHOWN_PART * (rect[2] - rect[0]) or top - bottom < SHOWN_PART * (
        rect[3] - rect[1]
    ):  # cut by the page's visible box: a column of counts cropped to a sliver
        return False
    if not _legible_default(annotation, form_default):
        return False
    appearance = normal_appearance(annotation)
    return appearance is None or _has_room(appearance, rect)


def _legible_default(widget: Any, form_default: Any) -> bool:
    """Whether the text a reader draws anew in ``widget`` is legible: by its ``/DA``, else
    the nearest field's above it, else the form's (``form_default``), else in black; on the
    widget's background (``/MK /BG``), which readers paint first. A form that asks readers
    to redraw its fields prints by them: white text, or black on black, prints nothing."""
    default, node = None, widget
    for _ in range(MOST_PARENTS):
        if not hasattr(node, "get") or default is not None:
            break
        default = node.get("/DA")
        node = resolved(node.get("/Parent"))
    if default is None:
        default = form_default
    drawing = default.encode("latin-1", "replace") if isinstance(default, str) else b""
    return legible(drawing, shows_text=True, paper=_background(widget))


def _background(widget: Any) -> tuple[float, ...]:
    """The colour a reader paints a widget's box with before its text (``/MK /BG``): white
    for none; no colour (unknown, so never legible) for one ydkcheck does not read."""
    look = resolved(widget.get("/MK"))
    colour = resolved(look.get("/BG")) if hasattr(look, "get") else None
    if colour is None:
        return PAPER
    parts = listed(colour)
    if not parts:  # an empty array: transparent, the page shows through
        return PAPER
    try:
        return tuple(float(resolved(part)) for part in parts) if len(parts) in (1, 3, 4) else ()
    except (TypeError, ValueError):
        return ()


def _has_room(appearance: Any, rect: tuple[float, float, float, float]) -> bool:
    """Whether an appearance stream draws legibly in some room: a ``/BBox`` of some area, a
    ``/Matrix`` that does not shrink it to nothing, no clipping to a rectangle of none, and
    no text drawn invisible, nor too small once the appearance is fitted to its widget's
    ``rect`` (``_fitted``)."""
    box = _box(appearance.get("/BBox"))
    if box is None or box[2] - box[0] < LEAST_SIDE or box[3] - box[1] < LEAST_SIDE:
        return False
    scale = _fitted(appearance, box, rect)
    if scale is None:
        return False
    try:
        data = appearance.get_data()
    except UNREADABLE:
        return False
    spaces = device_spaces(appearance.get("/Resources"))
    if INVISIBLE_TEXT.search(data) or not legible(data, spaces=spaces, scale=scale):
        return False  # white, or a speck
    for clip in CLIP.finditer(data):
        try:
            width, height = float(clip.group(3)), float(clip.group(4))
        except ValueError:
            return False
        if abs(width) < LEAST_SIDE or abs(height) < LEAST_SIDE:
            return False
    return True


def _fitted(
    appearance: Any, box: tuple[float, float, float, float], rect: tuple[float, float, float, float]
) -> tuple[float, float, float] | None:
    """How much a reader scales what an appearance draws, across, up and in area, to print
    it in its widget: by its ``/Matrix``, then by what fits the ``box`` (its ``/BBox``) so
    transformed onto the widget's ``rect``, each way apart (PDF 32000-1, 12.5.5). A forger
    who multiplies the box by 60 has every reader print the text at a sixtieth of its size:
    nothing on paper, while the field reads a card. None when either shrinks it past
    ``LEAST_SCALE``, or the matrix is no numbers."""
    matrix = IDENTITY
    written = resolved(appearance.get("/Matrix"))
    if isinstance(written, list):
        try:
            numbers = [float(number) for number in written[:6]]
        except (TypeError, ValueError):
            return None
        if len(numbers) < 4:
            return None
        matrix = six([*numbers, 0.0, 0.0][:6])
        a, b, c, d = numbers[:4]
        if abs(a * d - b * c) < LEAST_SCALE**2:
            return None
    placed = through(matrix, box)
    width, height = placed[2] - placed[0], placed[3] - placed[1]
    if width <= 0 or height <= 0:
        return None
    across, up = (rect[2] - rect[0]) / width, (rect[3] - rect[1]) / height
    if min(across, up) < LEAST_SCALE:
        return None
    a, b, c, d, _, _ = times(matrix, (across, 0.0, 0.0, up, 0.0, 0.0))
    return math.hypot(a, b), math.hypot(c, d), abs(a * d - b * c)


# colour spaces that read their numbers as the device's own of as many components: an ICC
# profile's /N, a calibrated grey's or RGB's
PROFILED = {"/ICCBased": None, "/CalGray": 1, "/CalRGB": 3}


def device_spaces(resources: Any) -> dict[str, int]:
    """The colour spaces ``resources`` name that are the device's, or one of ``PROFILED``,
    by name: the components of each (``sheet_ink.legible``)."""
    found: dict[str, int] = {}
    for name, space in _entries(resolved(resources), "/ColorSpace").items():
        space = resolved(space)
        if isinstance(space, str):  # "/CS0 /DeviceRGB": another name for it
            parts = DEVICE_SPACES.get(space.encode("utf-8", "replace"))
            if parts is not None:
                found[str(name)] = parts
            continue
        family = listed(space)
        kind = str(resolved(family[0])) if family else ""
        if kind not in PROFILED:
            continue
        parts = PROFILED[kind]
        if parts is None:  # an ICC profile: its components are its stream's /N
            profile: Any = resolved(family[1]) if len(family) > 1 else None
            number = resolved(profile.get("/N")) if hasattr(profile, "get") else None
            parts = int(number) if isinstance(number, int) and number in (1, 3, 4) else None
        if parts is not None:
            found[str(name)] = parts
    return found


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
