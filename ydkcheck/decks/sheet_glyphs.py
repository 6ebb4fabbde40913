"""Whether a field's embedded font draws the letters its text says it holds.

A composite font (``/Type0``, two-byte codes) reads each code as text through its
``/ToUnicode`` map, and draws it as the glyph its ``/CIDToGIDMap`` picks in the font program
the file embeds. The two need not agree: a forged sheet keeps the map that reads "1" and
draws the glyph "3", or reads a card's name and draws another's. So each code a field shows
is checked:

- in ydkcheck's own font (``DejaVuSansCondensed``, shipped in ``data/fonts``), the glyph
  drawn must be the shipped font's glyph for the character read, outline for outline;
- in any other embedded TrueType font, the glyph drawn must be the one the font's own
  character map gives for that character, or draw the same outline.

What the font program itself draws for a character of its own map is what a reader takes
it to be; only ydkcheck's own font is checked against a copy ydkcheck holds.
"""

from __future__ import annotations

import functools
import io
import re
from typing import TYPE_CHECKING, Any

from ydkcheck.decks.sheet_limits import listed, resolved
from ydkcheck.paths import package_dir

if TYPE_CHECKING:
    from fontTools.ttLib import TTFont

SHIPPED_FONTS = {  # the fonts ydkcheck's sheet embeds, by their PostScript name
    "DejaVuSansCondensed": "DejaVuSansCondensed.ttf",
    "DejaVuSansCondensed-Bold": "DejaVuSansCondensed-Bold.ttf",
}
MOST_CODES = 4096  # codes a field's drawing shows, at most, that are checked (a name is ~40)
# a /ToUnicode map's entries: "<0001> <0049>" and ranges "<0001> <0005> <0049>"
ONE_CODE = re.compile(rb"<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]{4,8})>")
CODE_RANGE = re.compile(rb"<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]{4,8})>")
BLOCK = re.compile(rb"begin(bfchar|bfrange)(.*?)end\1", re.S)


class Unchecked(Exception):
    """A font ydkcheck cannot check: what it draws is not known."""


def glyphs_differ(stream: Any) -> bool:
    """Whether an appearance ``stream`` shows a code its font draws otherwise than its text
    reads (see the module's documentation), or in a font ydkcheck cannot check."""
    from pypdf.generic import ContentStream

    fonts = resolved(resolved(stream.get("/Resources") or {}).get("/Font")) or {}
    if not any(_composite(resolved(font)) for font in fonts.values()):
        return False  # simple fonts: their encodings are checked by the text's two readings
    try:
        operations = ContentStream(stream, None).operations
        font: Any = None
        shown = 0
        for operands, operator in operations:
            if operator == b"Tf" and operands:
                font = resolved(fonts.get(operands[0]))
            elif operator in (b"Tj", b"'", b'"', b"TJ") and operands:
                for text in _strings(operands[-1]):
                    shown += len(text) // 2
                    if shown > MOST_CODES or _differs(font, text):
                        return True
    except Unchecked:
        return True
    except Exception:  # a damaged font program or map: what it draws is not known
        return True
    return False


def _composite(font: Any) -> bool:
    return hasattr(font, "get") and font.get("/Subtype") == "/Type0"


def _strings(operand: Any) -> list[bytes]:
    """The bytes of the strings a text operator shows (``TJ``: those of its array)."""
    values = listed(operand) if isinstance(resolved(operand), list) else [operand]
    return [_bytes(value) for value in values if isinstance(value, (str, bytes))]


def _bytes(value: str | bytes) -> bytes:
    original = getattr(value, "original_bytes", None)
    if isinstance(original, bytes):
        return original
    return value if isinstance(value, bytes) else value.encode("latin-1")


def _differs(font: Any, text: bytes) -> bool:
    """Whether ``font`` draws a code of ``text`` otherwise than it reads."""
    if not _composite(font):
        return False
    descendant = resolved(listed(font.get("/DescendantFonts"))[0])
    if descendant.get("/Subtype") != "/CIDFontType2":
        raise Unchecked  # a CFF program: outlines ydkcheck does not compare
    to_unicode = _to_unicode(resolved(font.get("/ToUnicode")).get_data())
    to_glyph = _cid_to_gid(resolved(descendant.get("/CIDToGIDMap")))
    descriptor = resolved(descendant.get("/FontDescriptor"))
    program = _program(resolved(descriptor.get("/FontFile2")).get_data())
    name = str(font.get("/BaseFont", "")).lstrip("/").partition("+")[2] or ""
    shipped = SHIPPED_FONTS.get(name)
    for index in range(0, len(text) - 1, 2):
        code = int.from_bytes(text[index : index + 2], "big")
        char = to_unicode.get(code)
        if char is None or len(char) != 1:
            raise Unchecked  # a code that reads as no one character
        drawn = _outline(program, to_glyph(code))
        if shipped is not None:
            if drawn != _shipped_outline(shipped, char):
                return True
        elif drawn != _own_outline(program, char):
            return True
    return False


@functools.lru_cache(maxsize=8)
def _to_unicode(data: bytes) -> dict[int, str]:
    """The codes a ``/ToUnicode`` map reads, as text (two-byte codes)."""
    found: dict[int, str] = {}
    for kind, body in BLOCK.findall(data):
        if kind == b"bfchar":
            for code, text in ONE_CODE.findall(body):
                found[int(code, 16)] = bytes.fromhex(text.decode()).decode("utf-16-be")
        else:
            for low, high, text in CODE_RANGE.findall(body):
                first = int.from_bytes(bytes.fromhex(text.decode()), "big")
                for offset in range(min(int(high, 16) - int(low, 16), MOST_CODES) + 1):
                    found[int(low, 16) + offset] = chr(first + offset)
    return found


def _cid_to_gid(value: Any) -> Any:
    """Code -> glyph index, by a ``/CIDToGIDMap`` (``/Identity``, or two bytes a code)."""
    if value is None or value == "/Identity":
        return lambda code: code
    table = value.get_data()
    return lambda code: int.from_bytes(table[2 * code : 2 * code + 2], "big")


@functools.lru_cache(maxsize=8)
def _program(data: bytes) -> TTFont:
    from fontTools.ttLib import TTFont

    return TTFont(io.BytesIO(data), lazy=True)


@functools.lru_cache(maxsize=len(SHIPPED_FONTS))
def _shipped(file_name: str) -> TTFont:
    from fontTools.ttLib import TTFont

    return TTFont(str(package_dir() / "data" / "fonts" / file_name), lazy=True)


def _outline(font: TTFont, glyph: int) -> tuple[object, ...]:
    """What glyph number ``glyph`` of ``font`` draws: its points, contours and advance."""
    order = font.getGlyphOrder()
    if not 0 <= glyph < len(order):
        raise Unchecked
    return _named_outline(font, order[glyph])


def _named_outline(font: TTFont, name: str) -> tuple[object, ...]:
    table = font["glyf"]
    points, ends, flags = table[name].getCoordinates(table)
    on_curve = tuple(flag & 1 for flag in flags)
    return tuple(map(tuple, points)), tuple(ends), on_curve, font["hmtx"][name][0]


def _shipped_outline(file_name: str, char: str) -> tuple[object, ...]:
    font = _shipped(file_name)
    name = font.getBestCmap().get(ord(char))
    if name is None:
        raise Unchecked  # a character ydkcheck's font lacks: never drawn by its sheet
    return _named_outline(font, name)


def _own_outline(font: TTFont, char: str) -> tuple[object, ...]:
    """The outline ``font``'s own character map draws for ``char``."""
    cmap = font.getBestCmap() if "cmap" in font else None
    name = cmap.get(ord(char)) if cmap else None
    if name is None:
        raise Unchecked  # no map of its own: what a glyph stands for is not known
    return _named_outline(font, name)
