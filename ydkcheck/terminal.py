"""Text laid out for a terminal: the width every report fits, colours, wrapping, and how many
columns a string takes.

Most names are ASCII, one column a character; a CJK character takes two and a combining
accent none (``unicodedata``, looked at only for text that is not ASCII).
"""

from __future__ import annotations

import os
import sys

WIDTH = 80  # the terminal every text report fits
ELLIPSIS = "…"
GREEN, RED, YELLOW, CYAN = "32", "31", "33", "36"  # ANSI colour codes


def use_color(stream: object = None) -> bool:
    """Colour only on a terminal (standard output by default), and never when NO_COLOR is
    set."""
    target = stream if stream is not None else sys.stdout
    isatty = getattr(target, "isatty", None)
    return bool(isatty and isatty()) and "NO_COLOR" not in os.environ


def paint(text: str, code: str, color: bool) -> str:
    """``text`` in the ANSI colour ``code`` when ``color``, else as it is."""
    return f"\033[{code}m{text}\033[0m" if color else text


def wrapped(
    text: str, indent: str, hanging: str, width: int = WIDTH, hyphens: bool = True
) -> list[str]:
    """``text`` in lines of at most ``width`` columns, the first indented by ``indent``, the
    others by ``hanging``; broken after a hyphen only with ``hyphens``. An empty text is one
    line of its indent."""
    if len(indent) + len(text) <= width:
        return [indent + text]
    import textwrap  # only a long line needs it

    lines = textwrap.wrap(
        text, width, initial_indent=indent, subsequent_indent=hanging, break_on_hyphens=hyphens
    )
    return lines or [indent.rstrip()]


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
