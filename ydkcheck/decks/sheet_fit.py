"""Whether a field's text fits its box when a reader draws it anew: at the size its default
appearance (``/DA``) fixes, a name wider than its widget is cut by the box, and the paper
shows part of it ("Heavy Storm Duster" in a box narrowed to "Heavy Storm", a Forbidden card).
Readers draw a field anew when the form asks them to (``NeedAppearances``) or when it has no
appearance of its own; a size of 0 asks them to fit the text, so nothing is cut.

A character's width is the font's own (a simple font's ``/Widths``), else Helvetica's, the
font readers draw ``/Helv`` with; a text is taken as cut only past a margin, so that a font
measured by Helvetica's widths is not said to cut a name it shows whole.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ydkcheck.decks.sheet_limits import is_true, listed, normal_appearance, resolved

# Helvetica's widths (thousandths of its size) of the printable ASCII characters, from " "
HELVETICA = (
    *(278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278),
    *(556,) * 10,
    *(278, 278, 584, 584, 584, 556, 1015),
    *(667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833),
    *(722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611),
    *(278, 278, 278, 469, 556, 333),
    *(556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833),
    *(556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500),
    *(334, 260, 334, 584),
)
FIRST_PRINTABLE = 32
OTHER_WIDTH = 556  # a letter Helvetica's table does not hold: an accented one, say
PADDING = 2.0  # points readers leave on each side of a field's text
MARGIN = 1.1  # how much wider than its room a text must be to be taken as cut
FONT_SIZE = re.compile(rb"/([^\s/\[\]()<>{}%]+)\s+([+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+))\s+Tf")
# the operators of a default appearance that space or stretch its text otherwise: not measured
SPACING = re.compile(rb"(?<![^\s\]])(?:Tc|Tw|Tz|TL|Ts|Tr)(?![^\s\[/])")
NAME_ESCAPE = re.compile(rb"#([0-9A-Fa-f]{2})")
MOST_PARENTS = 16


def cut_short(
    values: Mapping[str, str], widgets: Mapping[str, list[Any]], form: Any
) -> dict[str, str | None]:
    """Each field whose text a reader draws anew wider than its widget's box: its name ->
    the part of its text the box shows (by the field's alignment, ``/Q``), or None when how
    wide it is drawn cannot be told (a default appearance that spaces or stretches its text,
    a font's widths without their first character)."""
    redrawn = is_true(form.get("/NeedAppearances"))
    fonts = resolved(resolved(form.get("/DR") or {}).get("/Font")) if hasattr(form, "get") else None
    cut: dict[str, str | None] = {}
    for name, value in values.items():
        text = " ".join(value.split())
        if not text:
            continue
        for widget in widgets.get(name, []):
            annotation = resolved(widget)
            if not redrawn and normal_appearance(annotation) is not None:
                continue  # its own appearance is drawn: what it prints is looked at elsewhere
            shown = _shown_part(annotation, text, form, fonts)
            if shown != text:
                cut[name] = shown
                break
    return cut


def _shown_part(widget: Any, text: str, form: Any, fonts: Any) -> str | None:
    """The part of ``text`` the box of ``widget`` shows at its size (the last ``Tf`` of its
    default appearance, as readers take it): ``text`` itself when it fits or the size is the
    reader's to fit; None when how wide it is drawn cannot be told."""
    appearance = _default_appearance(widget, form)
    sizes = FONT_SIZE.findall(appearance)
    room = _room(widget)
    if not sizes or room is None:
        return text
    font, written = sizes[-1]
    size = float(written)
    if size == 0:
        return text
    if size < 0 or SPACING.search(appearance):
        return None
    named = NAME_ESCAPE.sub(lambda hexa: bytes([int(hexa.group(1), 16)]), font)
    widths = _widths(resolved(fonts.get("/" + named.decode("latin-1"))) if fonts else None)
    if widths is None:
        return None
    each = [widths(char) * size / 1000 for char in text]
    if sum(each) <= room * MARGIN:
        return text
    return _fitting(text, each, room, _alignment(widget))


def _inherited(widget: Any, key: str, kind: type | tuple[type, ...]) -> Any:
    """A widget's entry ``key`` of type ``kind``, or the nearest field's above it, as
    readers inherit it up ``/Parent``; None without one."""
    node = widget
    for _ in range(MOST_PARENTS):
        if not hasattr(node, "get"):
            break
        found = resolved(node.get(key))
        if isinstance(found, kind):
            return found
        node = resolved(node.get("/Parent"))
    return None


def _default_appearance(widget: Any, form: Any) -> bytes:
    """A widget's ``/DA``, or the nearest field's above it, or the form's."""
    found = _inherited(widget, "/DA", (str, bytes))
    if found is None and hasattr(form, "get"):
        found = resolved(form.get("/DA"))
    if isinstance(found, bytes):  # text pypdf could not decode: its bytes, as readers take them
        return found
    return found.encode("latin-1", "replace") if isinstance(found, str) else b""


def _room(widget: Any) -> float | None:
    """The width a widget leaves its text: its box's, or its height when it is turned a
    quarter (``/MK /R``), less the padding."""
    box = [resolved(number) for number in listed(widget.get("/Rect"))]
    if len(box) != 4 or not all(isinstance(number, (int, float)) for number in box):
        return None
    width, height = abs(float(box[2]) - float(box[0])), abs(float(box[3]) - float(box[1]))
    look = resolved(widget.get("/MK"))
    turn = resolved(look.get("/R")) if hasattr(look, "get") else 0
    if isinstance(turn, (int, float)) and int(turn) % 180 == 90:
        width = height
    return max(width - 2 * PADDING, 0.0)


def _widths(font: Any) -> Any:
    """How wide each character is drawn in ``font`` (thousandths of its size): its
    ``/Widths`` from its ``/FirstChar``, for a simple font; else Helvetica's; None for
    widths that cannot be placed (no whole first character, a width that is no number)."""
    first = resolved(font.get("/FirstChar")) if hasattr(font, "get") else None
    own = [resolved(width) for width in listed(font.get("/Widths"))] if hasattr(font, "get") else []
    if not own:
        return _helvetica
    if not isinstance(first, int) or not all(isinstance(width, (int, float)) for width in own):
        return None
    start = first

    def measured(char: str) -> float:
        at = ord(char) - start
        return float(own[at]) if 0 <= at < len(own) and own[at] > 0 else _helvetica(char)

    return measured


def _helvetica(char: str) -> float:
    """A character's width in Helvetica (thousandths of its size)."""
    at = ord(char) - FIRST_PRINTABLE
    return float(HELVETICA[at]) if 0 <= at < len(HELVETICA) else float(OTHER_WIDTH)


def _alignment(widget: Any) -> int:
    """A field's alignment (``/Q``): 0 left, 1 centred, 2 right, inherited from above."""
    found = _inherited(widget, "/Q", int)
    return found if isinstance(found, int) else 0


def _fitting(text: str, widths: list[float], room: float, alignment: int) -> str:
    """The characters of ``text`` a box of ``room`` shows, by ``alignment``."""
    if alignment == 2:  # right: the end shows
        used, start = 0.0, len(text)
        while start > 0 and used + widths[start - 1] <= room:
            start -= 1
            used += widths[start]
        return text[start:].strip()
    if alignment == 1:  # centred: the middle shows
        spare = (sum(widths) - room) / 2
        start, cut = 0, 0.0
        while start < len(text) and cut + widths[start] <= spare:
            cut += widths[start]
            start += 1
        end, cut = len(text), 0.0
        while end > start and cut + widths[end - 1] <= spare:
            cut += widths[end - 1]
            end -= 1
        return text[start:end].strip()
    used, end = 0.0, 0
    while end < len(text) and used + widths[end] <= room:
        used += widths[end]
        end += 1
    return text[:end].strip()
