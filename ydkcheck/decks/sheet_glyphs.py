"""Whether a field's embedded font draws the letters its text says it holds.

A composite font (``/Type0``, two-byte codes) reads each code as text through its
``/ToUnicode`` map, and draws it as the glyph its ``/CIDToGIDMap`` picks in the font program
the file embeds, as wide as its ``/W`` array says. None of them need agree: a forged sheet
keeps the map that reads "1" and draws the glyph "3", swaps two outlines in the program,
renames the font, or reads a card's name and draws another's. So each code a field shows must
draw, whatever the font is called, the outline of the character it reads in one of the
fonts ydkcheck's sheet embeds (``DejaVuSansCondensed`` and its bold, shipped in
``data/fonts``), at that glyph's width. A composite font whose glyphs are none of these
(another program's, a CFF one), like a simple font that embeds its own glyphs, is a font
ydkcheck cannot read: its field is reported. A simple font the file does not embed draws by
the reader's own glyphs, and its text is read both ways (``sheet_printed``).

The ``/ToUnicode`` map is read strictly: a comment, a code written twice, or anything but
single codes and plain ranges makes it a map ydkcheck does not read, since another reader
(pypdf's text extraction, which reads the field's value off the page) may read it otherwise.
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

SHIPPED_FONTS = ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf")  # the sheet's
MOST_CODES = 4096  # codes a field's drawing shows, at most, that are checked (a name is ~40)
# a /ToUnicode map's entries: "<0001> <0049>" and ranges "<0001> <0005> <0049>"
ONE_CODE = re.compile(rb"\s*<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]{4,8})>")
CODE_RANGE = re.compile(rb"\s*<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]{4,8})>")
BEGIN = re.compile(rb"begin(bfchar|bfrange)")
WIDTH_SLACK = 1  # thousandths of the size: widths the PDF writes are rounded


class Unchecked(Exception):
    """A font ydkcheck cannot check: what it draws is not known."""


def glyphs_differ(stream: Any) -> bool:
    """Whether an appearance ``stream`` shows a code its font draws otherwise than its text
    reads (see the module's documentation), or in a font ydkcheck cannot check."""
    from pypdf.generic import ContentStream

    fonts = resolved(resolved(stream.get("/Resources") or {}).get("/Font")) or {}
    if not any(_composite(resolved(font)) or embeds(resolved(font)) for font in fonts.values()):
        return False  # the reader's own fonts: their encodings are read both ways
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


def embeds(font: Any) -> bool:
    """Whether a simple font carries its own glyphs (a font program in its descriptor)."""
    descriptor: Any = resolved(font.get("/FontDescriptor")) if hasattr(font, "get") else None
    if not hasattr(descriptor, "get"):
        return False
    return any(descriptor.get(key) is not None for key in ("/FontFile", "/FontFile2", "/FontFile3"))


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
        if embeds(font):  # a simple font's own glyphs, by its own encoding: not compared
            raise Unchecked
        return False
    descendant = resolved(listed(font.get("/DescendantFonts"))[0])
    if descendant.get("/Subtype") != "/CIDFontType2":
        raise Unchecked  # a CFF program: outlines ydkcheck does not compare
    to_unicode = _to_unicode(resolved(font.get("/ToUnicode")).get_data())
    to_glyph = _cid_to_gid(resolved(descendant.get("/CIDToGIDMap")))
    widths = _widths(descendant)
    descriptor = resolved(descendant.get("/FontDescriptor"))
    program = _program(resolved(descriptor.get("/FontFile2")).get_data())
    for index in range(0, len(text) - 1, 2):
        code = int.from_bytes(text[index : index + 2], "big")
        char = to_unicode.get(code)
        if char is None or len(char) != 1:
            raise Unchecked  # a code that reads as no one character
        drawn = _outline(program, to_glyph(code))
        width = widths(code)
        if not any(_drawn_as(drawn, width, shipped, char) for shipped in SHIPPED_FONTS):
            return True
    return False


def _drawn_as(drawn: tuple[object, ...], width: float, file_name: str, char: str) -> bool:
    """Whether an outline ``drawn`` at ``width`` (thousandths of the size) is the shipped
    font's glyph for ``char``."""
    font = _shipped(file_name)
    name = font.getBestCmap().get(ord(char))
    if name is None:
        return False  # a character the sheet's font lacks: the sheet never draws it
    advance = font["hmtx"][name][0] * 1000 / font["head"].unitsPerEm
    return drawn == _named_outline(font, name) and abs(width - advance) <= WIDTH_SLACK


def _widths(descendant: Any) -> Any:
    """Code -> its width in thousandths of the size, by the font's ``/W`` and ``/DW``."""
    default = float(resolved(descendant.get("/DW", 1000)))
    found: dict[int, float] = {}
    entries = [resolved(entry) for entry in listed(descendant.get("/W"))]
    index = 0
    while index < len(entries) and len(found) <= MOST_CODES * 16:
        first = int(entries[index])
        following = entries[index + 1] if index + 1 < len(entries) else None
        if isinstance(following, list):  # "c [w1 w2 ...]"
            for offset, width in enumerate(listed(following)):
                found[first + offset] = float(resolved(width))
            index += 2
        else:  # "c_first c_last w"
            last, width = int(entries[index + 1]), float(entries[index + 2])
            for code in range(first, min(last, first + MOST_CODES) + 1):
                found[code] = width
            index += 3
    return lambda code: found.get(code, default)


@functools.lru_cache(maxsize=8)
def _to_unicode(data: bytes) -> dict[int, str]:
    """The codes a ``/ToUnicode`` map reads, as text (two-byte codes); ``Unchecked`` for a
    map with a comment, a code written twice or an entry of another form."""
    if b"%" in data:
        raise Unchecked  # a comment: another reader may skip lines this one reads
    found: dict[int, str] = {}

    def read(code: int, text: str) -> None:
        if code in found:
            raise Unchecked  # written twice: which one a reader takes is its own choice
        found[code] = text

    for kind, body in _blocks(data):
        entry = ONE_CODE if kind == b"bfchar" else CODE_RANGE
        if entry.sub(b"", body).strip():
            raise Unchecked  # an array of texts, or anything else
        if kind == b"bfchar":
            for code, text in ONE_CODE.findall(body):
                read(int(code, 16), bytes.fromhex(text.decode()).decode("utf-16-be"))
            continue
        for low, high, text in CODE_RANGE.findall(body):
            first = int.from_bytes(bytes.fromhex(text.decode()), "big")
            for offset in range(min(int(high, 16) - int(low, 16), MOST_CODES) + 1):
                read(int(low, 16) + offset, chr(first + offset))
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


def _blocks(data: bytes) -> list[tuple[bytes, bytes]]:
    """A CMap's blocks, each its kind and what stands between ``begin<kind>`` and the first
    ``end<kind>`` after it, as the pattern ``begin(bfchar|bfrange)(.*?)end\\1`` finds them.
    Its end is looked for only when one comes after it: each ``begin`` with none was looked
    for to the CMap's end (40,000 bytes of them: 4 s)."""
    last = {kind: data.rfind(b"end" + kind) for kind in (b"bfchar", b"bfrange")}
    found: list[tuple[bytes, bytes]] = []
    at = 0
    while (begin := BEGIN.search(data, at)) is not None:
        kind = begin.group(1)
        if last[kind] < begin.end():
            at = begin.start() + 1
            continue
        end = data.find(b"end" + kind, begin.end())
        found.append((kind, data[begin.end() : end]))
        at = end + len(b"end" + kind)
    return found
