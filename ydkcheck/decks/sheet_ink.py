"""Whether a form's text is drawn in ink a person can read: not white on the paper, not too
small to see.

A field's appearance (or, when readers draw fields anew, its ``/DA``) is a content stream.
Its text shows through the operators ``Tj``, ``TJ``, ``'`` and ``"``, in the fill colour
set before them (``g``, ``rg``, ``k``, ``sc``; the stroke colour, ``G``, ``RG``, ``K``, for
text drawn by its outline, render modes 1 and 5), at the size ``Tf`` sets, scaled by the
text matrix (``Tm``) and the graphics state's (``cm``), which ``q`` saves and ``Q``
restores. A forged sheet can draw a field's text in white or at a fraction of a point, and
print something else over it: the text then reads one way and shows none. Or it draws the
text as it is and paints over it (``paints_over``): a picture of other words, a white box.
"""

from __future__ import annotations

import math
import re
from typing import NamedTuple

LIGHTEST_INK = 0.85  # a grey (or every RGB part) this light or lighter is white on paper
LEAST_TEXT_SIZE = 3.0  # points: smaller text is no text to a reader
MOST_NESTING = 32  # brackets within a string, and states saved with "q"
NUMBER = rb"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)"
# a string: "(...)" (its escapes and balanced brackets inside) or "<hex>"
LITERAL = re.compile(rb"\((?:\\.|[^\\()])*\)|<[0-9A-Fa-f\s]*>", re.S)
# an operator this module follows, after its operands (numbers; a font's name and size)
OPERATION = re.compile(
    rb"(?<![^\s\])>])((?:" + NUMBER + rb"\s+)*)(/[^\s/\[\]()<>]+\s+" + NUMBER + rb"\s+)?"
    rb"(Tj|TJ|'|\"|Tf|Tm|cm|Tr|BT|g|rg|k|G|RG|K|scn|sc|SCN|SC|q|Q)(?![A-Za-z*'\"])"
)
SHOW = {b"Tj", b"TJ", b"'", b'"'}
# what paints over a text drawn before it: an image, a form or a shading ...
PICTURES = {b"Do", b"BI", b"sh"}
# ... or a filled path
PAINTING = re.compile(rb"(?<![^\s\])>])(Do|BI|sh|f\*?|F|B\*?|b\*?)(?![A-Za-z*'\"])")
STROKED = {1, 5}  # render modes that draw text by its outline


class _State(NamedTuple):
    fill: tuple[float, ...]  # its components: 1 grey, 3 RGB, 4 CMYK
    stroke: tuple[float, ...]
    size: float  # Tf's
    text_scale: float  # Tm's, as a length
    scale: float  # cm's, as a length
    render: int


START = _State((0.0,), (0.0,), 12.0, 1.0, 1.0, 0)


def legible(stream: bytes, shows_text: bool = False) -> bool:
    """Whether the text ``stream`` shows is drawn in ink a reader sees (see the module's
    documentation); True when it shows no text. With ``shows_text``, the state the stream
    leaves is what text is drawn in (a ``/DA``, which sets it for the field's value)."""
    operations = list(OPERATION.finditer(without_strings(stream)))
    state, saved = START, list[_State]()
    shown: list[bool] = []
    for operation in operations:
        operands = [float(number) for number in operation.group(1).split()]
        name = operation.group(3)
        if name in SHOW:
            shown.append(_seen(state))
        elif name == b"q" and len(saved) < MOST_NESTING:
            saved.append(state)
        elif name == b"Q":
            state = saved.pop() if saved else state
        else:
            state = _set(state, name, operands, operation.group(2))
    if shows_text:
        shown.append(_seen(state))
    return not shown or any(shown)


def paints_over(stream: bytes) -> bool:
    """Whether ``stream`` paints an image, a form or a shading anywhere, or fills a path
    after it shows text: a forged field draws the words of another card as a picture over
    its own text, or a white box over it. A field's appearance, as a reader fills it,
    draws its background before its text and nothing else."""
    data = without_strings(stream)
    shows = (match.start() for match in OPERATION.finditer(data) if match.group(3) in SHOW)
    first_text = next(shows, None)
    for painted in PAINTING.finditer(data):
        if painted.group(1) in PICTURES:
            return True
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
    b"cs CS sc scn SC SCN re f f* F W W* n w J j M d S s m l h cm".split()
)
TOKEN = re.compile(rb"[A-Za-z'\"*]+|[0-9.+-]+")
LEAST_WIDTH_SCALE = 50.0  # Tz, as a percentage: narrower text is squeezed past reading
MOST_RISE = 3.0  # Ts, in points: text raised or lowered further leaves its box
LEAST_CLIP = 0.5  # of the box: a clip to less hides the text drawn elsewhere in it


def odd_drawing(stream: bytes, box: tuple[float, float, float, float]) -> bool:
    """Whether a field's appearance ``stream``, drawn in ``box`` (its ``/BBox``), draws
    otherwise than a field is drawn: an operator a field does not use, text squeezed
    (``Tz``) or raised out of its line (``Ts``), the drawing moved out of its box (``cm``),
    or clipped to a small part of it (``re W n``). Its text may then show nothing, or
    elsewhere, while it reads as the field's value."""
    data = without_strings(re.sub(rb"/[^\s/\[\]()<>{}]*", b" ", stream))
    width, height = box[2] - box[0], box[3] - box[1]
    operands: list[float] = []
    for token in TOKEN.findall(data.replace(b"[", b" ").replace(b"]", b" ")):
        if token[:1] in b"0123456789.+-":
            try:
                operands.append(float(token))
            except ValueError:
                return True
            continue
        if token not in FIELD_OPERATORS:
            return True
        if token == b"Tz" and operands and operands[-1] < LEAST_WIDTH_SCALE:
            return True
        if token == b"Ts" and operands and abs(operands[-1]) > MOST_RISE:
            return True
        moved = token == b"cm" and len(operands) >= 6  # by its box's size: out of it
        if moved and (abs(operands[-2]) >= width or abs(operands[-1]) >= height):
            return True
        if token in (b"W", b"W*") and len(operands) >= 4 and width * height > 0:
            x, y, w, h = operands[-4:]
            inside_w = min(x + abs(w), box[2]) - max(x, box[0])
            inside_h = min(y + abs(h), box[3]) - max(y, box[1])
            if inside_w <= 0 or inside_h <= 0:
                return True
            if inside_w * inside_h < LEAST_CLIP * width * height:
                return True
        if token not in (b"re",):
            operands = []
    return False


def without_strings(stream: bytes) -> bytes:
    """``stream`` with each string emptied: what it says is no operator."""
    for _ in range(MOST_NESTING):
        emptied = LITERAL.sub(b"()", stream)
        if emptied == stream:
            break
        stream = emptied
    return stream


def _set(state: _State, name: bytes, operands: list[float], font: bytes | None) -> _State:
    """The state after the operator ``name`` with its ``operands``."""
    if name in (b"g", b"rg", b"k", b"sc", b"scn") and operands:
        return state._replace(fill=tuple(operands[-4:]))
    if name in (b"G", b"RG", b"K", b"SC", b"SCN") and operands:
        return state._replace(stroke=tuple(operands[-4:]))
    if name == b"Tf" and font is not None:
        return state._replace(size=abs(float(font.split()[-1])))
    if name in (b"Tm", b"cm") and len(operands) >= 6:
        a, b, c, d = operands[-6:-2]
        length = math.sqrt(abs(a * d - b * c))
        if name == b"Tm":
            return state._replace(text_scale=length)
        return state._replace(scale=state.scale * length)
    if name == b"BT":  # a text object starts with the text matrix anew
        return state._replace(text_scale=1.0)
    if name == b"Tr" and operands:
        return state._replace(render=int(operands[-1]))
    return state


def _seen(state: _State) -> bool:
    """Whether text drawn in ``state`` is seen: in ink that is not white, at a size that is
    not a speck (a size of 0 asks readers to fit the text to its field)."""
    ink = state.stroke if state.render in STROKED else state.fill
    size = state.size * state.text_scale * state.scale
    return not _white(ink) and (state.size == 0 or size >= LEAST_TEXT_SIZE)


def _white(ink: tuple[float, ...]) -> bool:
    if len(ink) == 4:  # CMYK: no ink at all
        return all(part <= 1 - LIGHTEST_INK for part in ink)
    return all(part >= LIGHTEST_INK for part in ink)
