"""Text in terminal columns: how many columns a string takes, and fitting it to a width.

Most names are ASCII, one column a character; a CJK character takes two and a combining
accent none (``unicodedata``, looked at only for text that is not ASCII).
"""

from __future__ import annotations

ELLIPSIS = "…"


def _width(char: str) -> int:
    import unicodedata

    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in "WF" else 1


def columns(text: str) -> int:
    """The terminal columns ``text`` takes."""
    return len(text) if text.isascii() else sum(map(_width, text))


def fit(text: str, width: int, keep_end: bool = False) -> str:
    """``text`` in exactly ``width`` columns: padded with blanks, or cut with ``…`` keeping
    its start (or its end: where a path has the file's name)."""
    used = columns(text)
    if used <= width:
        return text + " " * (width - used)
    room = width - 1  # the ellipsis
    kept: list[str] = []
    for char in reversed(text) if keep_end else text:
        size = _width(char) if not char.isascii() else 1
        if size > room:
            break
        kept.append(char)
        room -= size
    if keep_end:
        return ELLIPSIS + "".join(reversed(kept)) + " " * room
    return "".join(kept) + ELLIPSIS + " " * room
