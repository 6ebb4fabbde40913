"""Text the sheet's font can draw: each character it lacks becomes its nearest look-alike.

The font covers every card name but three Reactor cards' ``・`` (the Japanese middle dot),
drawn as ``·``. A player's details may hold anything: control characters are dropped, a
character with a compatible form the font has takes it (``Ａ`` -> ``A``), and what is left
becomes ``?`` rather than an empty box.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Container

SUBSTITUTES = {"・": "·", "･": "·"}  # look-alikes: the middle dots, full and half width
PRINTED_AS = str.maketrans(SUBSTITUTES)  # a card's name as the page prints it
MISSING = "?"


def drawable(text: str, covered: Container[int]) -> str:
    """``text`` with each character outside ``covered`` (code points) replaced."""
    if all(ord(char) in covered for char in text):
        return text
    return "".join(_substitute(char, covered) for char in text)


def undrawable(text: str, covered: Container[int]) -> set[str]:
    """The visible characters of ``text`` the font lacks and ``drawable`` cannot replace by a
    look-alike: they print as ``?``, which the user should be told."""
    return {char for char in text if char != MISSING and _substitute(char, covered) == MISSING}


def _substitute(char: str, covered: Container[int]) -> str:
    if ord(char) in covered:
        return char
    if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn"):
        return " " if char in "\t\n\r\v\f" else ""
    for candidate in (
        SUBSTITUTES.get(char, ""),
        unicodedata.normalize("NFKC", char),
        unicodedata.normalize("NFKD", char),
    ):
        if candidate and all(ord(part) in covered for part in candidate):
            return candidate
    return MISSING
