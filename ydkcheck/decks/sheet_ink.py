"""Whether a form's text is drawn in ink a person can read: not white on the paper, nor
the colour of what it is drawn on (a background the field fills, or a reader paints from
``/MK /BG``), not too small to see.

A field's appearance (or, when readers draw fields anew, its ``/DA``) is a content stream.
Its text shows through the operators ``Tj``, ``TJ``, ``'`` and ``"``, in the fill colour
set before them (``g``, ``rg``, ``k``, ``sc``; the stroke colour, ``G``, ``RG``, ``K``, for
text drawn by its outline, render modes 1 and 5), at the size ``Tf`` sets, scaled by the
text matrix (``Tm``) and the graphics state's (``cm``), which ``q`` saves and ``Q``
restores. A forged sheet can draw a field's text in white, flattened or at a fraction of a
point, and print something else over it: the text then reads one way and shows none. Or it
draws the text as it is and paints over it (``paints_over``): a picture of other words, a
white box, letters drawn as lines.

A colour is read in the device's own spaces (grey, RGB, CMYK, which ``g``, ``rg`` and ``k``
set, or ``cs`` names) and in those the resources make of as many components (an ICC profile,
as macOS writes ``/Cs1``, a calibrated grey or RGB: ``legible``'s ``spaces``); in any other
space (an indexed table, a separation's tint, a pattern) what the numbers print depends on
the file, so the ink is taken as unseen: the field is then reported, never trusted.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import NamedTuple

LIGHTEST_INK = 0.85  # a grey (or every RGB part) this light or lighter is white on paper
LEAST_TEXT_SIZE = 3.0  # points: smaller text is no text to a reader
MOST_NESTING = 32  # brackets within a string, and states saved with "q"
# a number, written one way only ("12.5" is never "1" then "2.5"): one long number is then
# read in time in proportion to its length, not its square
NUMBER = rb"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)"
# a string: "(...)" (its escapes and balanced brackets inside) or "<hex>"
LITERAL = re.compile(rb"\((?:\\.|[^\\()])*\)|<[0-9A-Fa-f\s]*>", re.S)
# an operator this module follows, after its operands (numbers; a name: a font's, with its
# size, or a colour space's). At most 32 numbers (none of these operators takes more than 6,
# cm and Tm, and only the last ones are read): a run of numbers no operator ends is tried
# from each of its numbers, so a longer bound would read it in time of its length's square
OPERATION = re.compile(
    rb"(?<![^\s\])>])((?:" + NUMBER + rb"\s+){0,32})(/[^\s/\[\]()<>]+\s+(?:" + NUMBER + rb"\s+)?)?"
    rb"(Tj|TJ|'|\"|Tf|Tm|cm|Tr|BT|g|rg|k|G|RG|K|scn|sc|SCN|SC|cs|CS|q|Q|f\*?|F|B\*?|b\*?"
    rb"|re|m|l|c|v|y|h|n)(?![A-Za-z*'\"])"
)
# what fills a path: one rectangle filled is the paper the text drawn after it is read
# against (a frame, two rectangles filled even-odd as a reader draws a border, is none)
FILLS = frozenset({b"f", b"f*", b"F", b"B", b"B*", b"b", b"b*"})
PATH_OPERATORS = frozenset({b"re", b"m", b"l", b"c", b"v", b"y", b"h", b"n"})
PAPER = (1.0,)  # white, in grey
# the device's colour spaces, by the components a colour has in each
DEVICE_SPACES = {b"/DeviceGray": 1, b"/DeviceRGB": 3, b"/DeviceCMYK": 4}
UNKNOWN_INK = ()  # a colour in a space ydkcheck does not read: never taken as seen
INITIAL_INK = {1: (0.0,), 3: (0.0, 0.0, 0.0), 4: (0.0, 0.0, 0.0, 1.0)}  # black, by components
SHOW = {b"Tj", b"TJ", b"'", b'"'}
# what paints over a text drawn before it: an image, a form or a shading ...
PICTURES = {b"Do", b"BI", b"sh"}
MOST_FILLS = 8  # a field fills its background and a border at the most
# a path's parts: a field draws a background, a border and a clip, a comb its cells' lines
PATH_PARTS = frozenset({b"re", b"m", b"l", b"c", b"v", b"y"})
MOST_PATH_PARTS = 96
# ... or a path filled or stroked (letters drawn as lines)
PAINTING = re.compile(rb"(?<![^\s\])>])(Do|BI|sh|f\*?|F|B\*?|b\*?|S|s)(?![A-Za-z*'\"])")
STROKED = {1, 5}  # render modes that draw text by its outline
DRAWN = frozenset(range(7)) - {3}  # render modes that draw text at all (3: none, 7: a clip)


class _State(NamedTuple):
    fill: tuple[float, ...]  # its components: 1 grey, 3 RGB, 4 CMYK; none: unknown ink
    stroke: tuple[float, ...]
    fill_space: int  # the components of the fill's space (``cs``); 0: not a device space
    stroke_space: int
    size: float  # Tf's
    text_scale: tuple[float, float, float]  # Tm's, across, up, and on area
    scale: tuple[float, float, float]  # cm's
    render: int


START = _State((0.0,), (0.0,), 1, 1, 12.0, (1.0, 1.0, 1.0), (1.0, 1.0, 1.0), 0)


def legible(
    stream: bytes,
    shows_text: bool = False,
    spaces: Mapping[str, int] | None = None,
    scale: tuple[float, float, float] = (1.0, 1.0, 1.0),
    paper: tuple[float, ...] = PAPER,
) -> bool:
    """Whether all the text ``stream`` shows is drawn in ink a reader sees (see the module's
    documentation); True when it shows no text. With ``shows_text``, the state the stream
    leaves is what text is drawn in (a ``/DA``, which sets it for the field's value).
    ``spaces``: the colour spaces its resources name that are the device's own, or an ICC
    profile of as many components (``device_spaces``), by name. ``scale``: how much what
    the stream draws is scaled across, up and in area before it is printed (an appearance
    fitted to its widget), as if by a ``cm`` before it. ``paper``: the colour it is drawn
    on (a field's background, ``/MK /BG``), until the stream fills a path of its own."""
    named = {name.encode(): parts for name, parts in (spaces or {}).items()}
    # a name starts a token wherever it stands: "BT/F1 0.5 Tf" is "BT /F1 0.5 Tf"
    operations = list(OPERATION.finditer(without_strings(stream).replace(b"/", b" /")))
    state, saved = START._replace(scale=scale), list[_State]()
    path: list[bytes] = []  # the parts of the path being built (two at most are kept)
    shown: list[bool] = []
    for operation in operations:
        operands = [float(number) for number in operation.group(1).split()]
        name = operation.group(3)
        if name in SHOW:
            shown.append(_seen(state, paper))
        elif name == b"q" and len(saved) < MOST_NESTING:
            saved.append(state)
        elif name == b"Q":
            state = saved.pop() if saved else state
        elif name in FILLS:  # painted for good, "Q" or not: the text after it is read on it
            if path == [b"re"]:
                paper = state.fill
            path = []
        elif name in PATH_OPERATORS:
            path = [] if name == b"n" else [*path[:1], name]  # its first parts tell enough
        else:
            state = _set(state, name, operands, operation.group(2), named)
    if shows_text:
        shown.append(_seen(state, paper))
    # every show: one drawn black cannot vouch for another drawn in its background's grey or
    # in a pattern (a name's end hidden so, "Heavy Storm" of Heavy Storm Duster printed)
    return all(shown)


def paints_over(stream: bytes) -> bool:
    """Whether ``stream`` paints an image, a form or a shading anywhere, fills or strokes a
    path after it shows text, or paints more paths than ``MOST_FILLS``: a forged field draws
    the words of another card as a picture or as lines over its own text, a white box over
    it, or a code as squares in an empty field. A field's appearance, as a reader fills it,
    draws its background and border before its text and nothing else."""
    data = without_strings(stream)
    shows = (match.start() for match in OPERATION.finditer(data) if match.group(3) in SHOW)
    first_text = next(shows, None)
    for count, painted in enumerate(PAINTING.finditer(data), start=1):
        if painted.group(1) in PICTURES or count > MOST_FILLS:
            return True  # a picture, or a drawing of many shapes (a code, a card's name)
        if first_text is not None and painted.start() > first_text:
            return True
    return False


# the operators a field's appearance draws with, as readers and form tools write it: marked
# content, the graphics state saved and restored, colours, line styles, a background box
# and a clip to it, text and its state; any other (an extended state, "gs", that can make
# ink transparent; an image; a shading; a glyph of a Type 3 font) draws what ydkcheck does
# not follow
FIELD_OPERATORS = frozenset(
    b"BMC BDC EMC MP DP q Q BT ET Tf Td TD Tm T* Tj TJ ' \" Tc Tw TL Tz Ts Tr g rg k G RG K "
    b"cs CS sc scn SC SCN re f f* F B B* b b* W W* n w J j M d ri i S s m l h cm".split()
)
TOKEN = re.compile(rb"[A-Za-z'\"*]+|[0-9.+-]+")
# marked content on a layer ("/OC /oc1 BDC ... EMC"): shown or hidden as the reader's layers
# are set, on screen and on paper apart
ON_A_LAYER = re.compile(rb"/OC(?![^\s/\[\]()<>{}%])")
ESCAPED = re.compile(rb"#([0-9A-Fa-f]{2})")  # a name's character written as #xx: /O#43 is /OC
COMMENT = re.compile(rb"%[^\r\n]*")  # a comment, to the end of its line: "/OC% x" is /OC
LEAST_WIDTH_SCALE = 50.0  # Tz, as a percentage: narrower text is squeezed past reading
MOST_RISE = 3.0  # Ts, in points: text raised or lowered further leaves its box
# Tc and Tw, as a share of the font's size (both are scaled alike by the matrices): letters or
# words spaced further apart leave the box after the first ("E" printed of "Espora"), or pile
# onto each other; in points for a size of 0, which readers fit to the field
MOST_SPACING = 0.25
MOST_SPACING_POINTS = 3.0


Box = tuple[float, float, float, float]
Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
SHOWN_SLACK = 2.0  # points: a text's origin this far out of its box or clip still shows it


def odd_drawing(stream: bytes, box: Box) -> bool:
    """Whether a field's appearance ``stream``, drawn in ``box`` (its ``/BBox``), draws
    otherwise than a field is drawn: an operator a field does not use, text squeezed
    (``Tz``), raised out of its line (``Ts``) or spaced out of its box (``Tc``, ``Tw``), or a
    text whose origin the matrices
    (``cm``, ``Tm``, ``Td``), a kerning that pushes it away (``TJ``), or a clip (``re W n``)
    put out of sight. Its text may then show nothing, or elsewhere, while it reads as the
    field's value. Text on a layer (``/OC``) may be shown on screen and not printed, or the
    other way round."""
    plain = COMMENT.sub(b" ", without_strings(stream))
    if ON_A_LAYER.search(ESCAPED.sub(lambda found: bytes([int(found.group(1), 16)]), plain)):
        return True
    drawing = _Drawing(box)
    data = without_strings(re.sub(rb"/[^\s/\[\]()<>{}]*", b" ", stream))
    operands: list[float] = []
    tokens = TOKEN.findall(data.replace(b"[", b" ").replace(b"]", b" "))
    if sum(map(PATH_PARTS.__contains__, tokens)) > MOST_PATH_PARTS:
        return True  # a code's squares, as rectangles or lines, in one fill or many
    for token in tokens:
        if token[:1] in b"0123456789.+-":
            try:
                operands.append(float(token))
            except ValueError:
                return True
            continue
        if token not in FIELD_OPERATORS or drawing.hides(token, operands):
            return True
        if token != b"re":  # a rectangle's numbers wait for the clip (W) that may follow
            operands = []
    return False


class _Drawing:
    """Where a field's appearance draws, operator after operator: the matrix (``cm``, saved
    by ``q``), the clip, the text's line and size."""

    def __init__(self, box: Box) -> None:
        self.box = box
        self.matrix = IDENTITY
        self.clip = box
        self.saved: list[tuple[Matrix, Box]] = []
        self.line = IDENTITY  # the text line matrix; the text matrix starts each line
        self.text = IDENTITY
        self.size = 12.0
        self.leading = 0.0
        self.spacing = 0.0  # the widest Tc or Tw set: a state kept across text objects

    def hides(self, token: bytes, operands: list[float]) -> bool:
        """Whether ``token`` with its ``operands`` hides the text, or draws out of sight."""
        if token == b"Tz" and operands and operands[-1] < LEAST_WIDTH_SCALE:
            return True
        if token == b"Ts" and operands and abs(operands[-1]) > MOST_RISE:
            return True
        if token in (b"Tc", b"Tw") and operands:
            self.spacing = max(self.spacing, abs(operands[-1]))
        if token == b'"' and len(operands) >= 2:  # "aw ac (text) \"": Tw and Tc, then shows
            self.spacing = max(self.spacing, abs(operands[-2]), abs(operands[-1]))
        if token == b"q" and len(self.saved) < MOST_NESTING:
            self.saved.append((self.matrix, self.clip))
        elif token == b"Q":
            self.matrix, self.clip = self.saved.pop() if self.saved else (self.matrix, self.clip)
        elif token == b"cm" and len(operands) >= 6:
            self.matrix = times(six(operands), self.matrix)
        elif token in (b"W", b"W*") and len(operands) >= 4:
            x, y, w, h = operands[-4:]
            rectangle = through(
                self.matrix, (min(x, x + w), min(y, y + h), max(x, x + w), max(y, y + h))
            )
            self.clip = _meet(self.clip, rectangle)
        elif token == b"Tf" and operands:
            self.size = abs(operands[-1])
        elif token == b"TL" and operands:
            self.leading = operands[-1]
        elif token == b"BT":
            self.line = self.text = IDENTITY
        elif token in (b"Td", b"TD") and len(operands) >= 2:
            self.line = self.text = times(
                (1.0, 0.0, 0.0, 1.0, operands[-2], operands[-1]), self.line
            )
            if token == b"TD":
                self.leading = -operands[-1]
        elif token == b"Tm" and len(operands) >= 6:
            self.line = self.text = six(operands)
        elif token in (b"T*", b"'", b'"'):
            self.line = self.text = times((1.0, 0.0, 0.0, 1.0, 0.0, -self.leading), self.line)
        if token == b"TJ" and sum(map(abs, operands)) * self.size / 1000 > self._reach():
            return True  # kerned out of the box: "[-100000 (1)] TJ"
        if token in (b"Tj", b"TJ", b"'", b'"'):
            most = MOST_SPACING * self.size if self.size else MOST_SPACING_POINTS
            if self.spacing > most:
                return True
            return not self._shows(_through_point(times(self.text, self.matrix)))
        return False

    def _reach(self) -> float:
        return (self.box[2] - self.box[0]) + (self.box[3] - self.box[1])

    def _shows(self, origin: tuple[float, float]) -> bool:
        """Whether a text drawn from ``origin`` is within the box and the clip."""
        return all(_holds(area, origin) for area in (self.box, self.clip))


def six(operands: list[float]) -> Matrix:
    """The matrix the last six of ``operands`` write (a ``cm``'s, a ``Tm``'s)."""
    a, b, c, d, e, f = operands[-6:]
    return (a, b, c, d, e, f)


def times(first: Matrix, then: Matrix) -> Matrix:
    """The matrix that applies ``first``, then ``then`` (PDF's row-vector convention)."""
    a, b, c, d, e, f = first
    a2, b2, c2, d2, e2, f2 = then
    return (
        a * a2 + b * c2,
        a * b2 + b * d2,
        c * a2 + d * c2,
        c * b2 + d * d2,
        e * a2 + f * c2 + e2,
        e * b2 + f * d2 + f2,
    )


def _through_point(matrix: Matrix) -> tuple[float, float]:
    """Where ``matrix`` puts the origin."""
    return matrix[4], matrix[5]


def through(matrix: Matrix, box: Box) -> Box:
    """The box ``box`` covers once drawn through ``matrix``."""
    a, b, c, d, e, f = matrix
    corners = [(box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])]
    xs = [a * x + c * y + e for x, y in corners]
    ys = [b * x + d * y + f for x, y in corners]
    return min(xs), min(ys), max(xs), max(ys)


def _meet(one: Box, other: Box) -> Box:
    """What two boxes share (a box of no area when nothing)."""
    left, bottom = max(one[0], other[0]), max(one[1], other[1])
    return left, bottom, max(left, min(one[2], other[2])), max(bottom, min(one[3], other[3]))


def _holds(area: Box, point: tuple[float, float]) -> bool:
    x, y = point
    slack = SHOWN_SLACK
    return area[0] - slack <= x < area[2] and area[1] - slack <= y < area[3]


def without_strings(stream: bytes) -> bytes:
    """``stream`` with each string emptied (``<>``, which no bracket of a string around it
    ends): what it says is no operator, in a string within a string too."""
    for _ in range(MOST_NESTING):
        emptied = LITERAL.sub(b"<>", stream)
        if emptied == stream:
            break
        stream = emptied
    return stream


def _set(
    state: _State,
    name: bytes,
    operands: list[float],
    named: bytes | None,
    spaces: Mapping[bytes, int],
) -> _State:
    """The state after the operator ``name`` with its ``operands`` (``named``: the name
    before them, with a font's size; ``spaces``: see ``legible``)."""
    if name in (b"g", b"rg", b"k") and operands:
        return state._replace(fill=tuple(operands[-4:]), fill_space=len(operands[-4:]))
    if name in (b"G", b"RG", b"K") and operands:
        return state._replace(stroke=tuple(operands[-4:]), stroke_space=len(operands[-4:]))
    if name in (b"sc", b"scn"):
        return state._replace(fill=_colour(operands, state.fill_space, named))
    if name in (b"SC", b"SCN"):
        return state._replace(stroke=_colour(operands, state.stroke_space, named))
    if name in (b"cs", b"CS"):  # a space's initial colour is black in the device's spaces
        space = named.split()[0] if named else b""
        parts = DEVICE_SPACES.get(space, 0) or spaces.get(space, 0)
        ink = INITIAL_INK.get(parts, UNKNOWN_INK)
        if name == b"cs":
            return state._replace(fill_space=parts, fill=ink)
        return state._replace(stroke_space=parts, stroke=ink)
    if name == b"Tf" and named is not None and len(named.split()) == 2:
        return state._replace(size=abs(float(named.split()[-1])))
    if name == b"Tf" and operands:  # a size without a font's name: the size still applies
        return state._replace(size=abs(operands[-1]))
    if name in (b"Tm", b"cm") and len(operands) >= 6:
        a, b, c, d = operands[-6:-2]
        # how far it stretches across and up, and how much area it leaves: "1 1 1 1" draws
        # every glyph on one line, however long each axis stays
        scale = (math.hypot(a, b), math.hypot(c, d), abs(a * d - b * c))
        if name == b"Tm":
            return state._replace(text_scale=scale)
        old = state.scale
        return state._replace(scale=(old[0] * scale[0], old[1] * scale[1], old[2] * scale[2]))
    if name == b"BT":  # a text object starts with the text matrix anew
        return state._replace(text_scale=(1.0, 1.0, 1.0))
    if name == b"Tr" and operands:
        mode = operands[-1]
        return state._replace(render=int(mode) if mode.is_integer() else -1)
    return state


def _colour(operands: list[float], parts: int, named: bytes | None) -> tuple[float, ...]:
    """The colour ``sc``/``scn`` sets in a space of ``parts`` components (0: a space not the
    device's; a name: a pattern): unknown unless it is a device colour."""
    if not parts or named is not None or len(operands) < parts:
        return UNKNOWN_INK
    return tuple(operands[-parts:])


def _seen(state: _State, paper: tuple[float, ...]) -> bool:
    """Whether text drawn in ``state`` on ``paper`` is seen: in ink that is known and shows
    on it, at a size that is not a speck either way, across or up (a size of 0 asks readers
    to fit the text to its field)."""
    if state.render not in DRAWN:  # however written: "3 Tr", "03 Tr", "3.0 Tr"
        return False
    ink = state.stroke if state.render in STROKED else state.fill
    across = state.size * state.text_scale[0] * state.scale[0]
    up = state.size * state.text_scale[1] * state.scale[1]
    area = state.size**2 * state.text_scale[2] * state.scale[2]
    big_enough = min(across, up) >= LEAST_TEXT_SIZE and area >= LEAST_TEXT_SIZE**2
    return _shows_on(ink, paper) and (state.size == 0 or big_enough)


def _shows_on(ink: tuple[float, ...], paper: tuple[float, ...]) -> bool:
    """Whether ``ink`` shows on ``paper``: not white on white, nor as light or dark as the
    paper on a coloured one (black on a black background); unknown ink or paper never."""
    if _white(paper):
        return not _white(ink)
    if not ink or not paper:
        return False
    return abs(_lightness(ink) - _lightness(paper)) >= 1 - LIGHTEST_INK


def _lightness(colour: tuple[float, ...]) -> float:
    """How light a colour prints, 0 (black) to 1 (white): its grey, an RGB colour's luma, a
    CMYK colour's with its black added to each ink."""
    if len(colour) == 4:
        cyan, magenta, yellow, black = colour
        colour = tuple(1 - min(1.0, part + black) for part in (cyan, magenta, yellow))
    if len(colour) == 3:
        red, green, blue = colour
        return 0.299 * red + 0.587 * green + 0.114 * blue
    return colour[0]


def _white(ink: tuple[float, ...]) -> bool:
    if not ink:  # a colour ydkcheck does not read
        return True
    if len(ink) == 4:  # CMYK: no ink at all
        return all(part <= 1 - LIGHTEST_INK for part in ink)
    return all(part >= LIGHTEST_INK for part in ink)
