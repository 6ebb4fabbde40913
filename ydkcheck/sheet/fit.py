"""A text sized to its box: one line, shrunk as far as it stays legible, else two lines,
else one line as small as it takes. Never wider or taller than the box."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

PT = 25.4 / 72  # millimetres in a point
LEADING = 1.15  # a line's height, in font sizes
LEGIBLE = 6.0  # points: below this, a long name goes on two lines
DASHES = ("-", "–", "—")


class Fitted(NamedTuple):
    """How a text is set: its lines and the font size in points."""

    lines: tuple[str, ...]
    size: float


def fit(
    text: str, width: float, height: float, measure: Callable[[str], float], largest: float
) -> Fitted:
    """``text`` in a box of ``width`` × ``height`` mm, at ``largest`` points at the most.

    ``measure(text)`` is the text's width in mm at 1 point (widths grow with the size).
    """
    one = _size((text,), width, height, measure, largest)
    if one >= LEGIBLE or " " not in text.strip():
        return Fitted((text,), one)
    halves = _halves(text, measure)
    two = _size(halves, width, height, measure, largest)
    return Fitted(halves, two) if two > one else Fitted((text,), one)


def _size(
    lines: tuple[str, ...],
    width: float,
    height: float,
    measure: Callable[[str], float],
    largest: float,
) -> float:
    """The largest size at which ``lines`` fit the box."""
    widest = max(measure(line) for line in lines)
    by_height = height / (len(lines) * LEADING * PT)
    return min(largest, by_height, width / widest if widest > 0 else largest)


def _halves(text: str, measure: Callable[[str], float]) -> tuple[str, ...]:
    """``text`` cut at the space that leaves the narrower longer line; never before a dash,
    which stays at the end of the first line (``Sacred Beasts -`` / ``Raviel, ...``)."""
    words = text.split()
    cuts = [
        (" ".join(words[:i]), " ".join(words[i:]))
        for i in range(1, len(words))
        if words[i] not in DASHES
    ]
    if not cuts:
        return (text,)
    return min(cuts, key=lambda pair: max(measure(pair[0]), measure(pair[1])))
