"""A deck's bytes: read within a size bound, and decoded to text."""

from __future__ import annotations

import io
import sys
from typing import NamedTuple

from ydkcheck.errors import InputError, os_reason, unreadable
from ydkcheck.user_files import read_bytes, read_stream

MAX_DECK_BYTES = 1 << 20
MAX_SHEET_BYTES = 5 << 20  # a PDF deck list (``decks.sheet``)
MOST_NULS_IN_TEXT = 8  # NUL bytes a text's first line may hold by a slip; more: binary
PDF_MAGIC = b"%PDF-"
# how the binary files a deck folder may hold begin (images, archives, a database, a program):
# said as binary (an error wherever it is met, as any deck that cannot be read)
BINARY_SIGNATURES = (
    b"\x89PNG",
    b"\xff\xd8\xff",
    b"GIF8",
    b"II*\x00",
    b"MM\x00*",
    b"PK\x03\x04",
    b"\x1f\x8b",
    b"\xfd7zXZ\x00",
    b"7z\xbc\xaf",
    b"SQLite format 3\x00",
    b"%PDF",
    b"\x7fELF",
)


def read_file(path: str, most: int = MAX_DECK_BYTES) -> bytes:
    """The bytes of a deck file (one more than the bound ``most``, if it is larger)."""
    try:
        return read_bytes(path, most + 1)
    except FileNotFoundError as error:
        raise InputError("input.missing", path) from error
    except IsADirectoryError as error:
        raise InputError("input.is-folder", path) from error
    except OSError as error:
        raise unreadable(path, error) from error


def read_stdin(most: int = MAX_DECK_BYTES) -> bytes:
    """The bytes on standard input (one more than the bound ``most``, if there are more).

    A pipe must deliver them within ``user_files.PIPE_SECONDS``; a terminal is waited for.
    """
    try:
        stream = sys.stdin.buffer
        if stream.isatty():
            return stream.read(most + 1)
        return read_stream(stream.fileno(), most + 1, "-")
    except io.UnsupportedOperation:  # no descriptor (a test's stream): read as it comes
        return sys.stdin.buffer.read(most + 1)
    except (AttributeError, ValueError) as error:  # started with its standard input closed
        raise InputError("input.stdin-closed", "-") from error
    except OSError as error:
        raise InputError("input.unreadable", "-", reason=os_reason(error)) from error


class DeckText(NamedTuple):
    """A deck's text, the first line of it that was not UTF-8 (None when all was), how its
    bytes were decoded (``utf-8``, ``utf-8-bom``, ``utf-16`` or ``utf-32``: the ``.ydk``
    reader says what the simulators, which read bytes, make of the last three), and how many
    lines were not UTF-8 (each read as Windows-1252)."""

    text: str
    legacy_line: int | None = None
    encoding: str = "utf-8"
    legacy_lines: int = 0


def decode_deck_bytes(raw: bytes, source: str) -> DeckText:
    """The bytes of a deck as text: UTF-32 or UTF-16 (with a BOM, or plainly so without
    one), UTF-8 with or without a BOM, else each line as UTF-8 where it is, and as
    Windows-1252 where it is not.

    The last is what a Spanish Windows machine writes (``#created by José``), or a list
    pasted together from two pages: passcodes are ASCII in any of them, so the deck is read,
    and ``legacy_line`` says where it was odd. A line is read in its own encoding: one
    Windows-1252 ``ó`` does not make ``Dragón`` in UTF-8 below it ``DragÃ³n``.
    """
    if len(raw) > MAX_DECK_BYTES:
        raise InputError("deck.too-big", source, limit=MAX_DECK_BYTES)
    wide = _wide_encoding(raw)
    if wide is not None:
        codec, encoding = wide
        try:
            return DeckText(raw.decode(codec), encoding=encoding)
        except UnicodeDecodeError as error:
            raise InputError("deck.not-text", source) from error
    if raw.startswith(BINARY_SIGNATURES):
        raise InputError("deck.binary", source)
    nul = raw.find(b"\x00")
    if nul >= 0:  # a binary file, or NUL bytes in a text (a slip, bytes added to a list)
        breaks = b"\n" if b"\n" in raw else b"\r"  # lines ended by CR alone too
        first = raw.count(breaks, 0, nul) + 1
        count = raw.count(b"\x00")
        if first == 1 and count > MOST_NULS_IN_TEXT:  # from its first line: no text at all
            raise InputError("deck.binary", source)
        raise InputError("deck.nul", source, first, count=count)
    body = raw.removeprefix(b"\xef\xbb\xbf")  # by hand: utf-8-sig is one more import
    encoding = "utf-8-bom" if len(body) < len(raw) else "utf-8"
    try:
        return DeckText(body.decode("utf-8"), encoding=encoding)
    except UnicodeDecodeError:
        pass
    decoded: list[str] = []
    legacy: list[int] = []  # the lines that are not UTF-8
    for number, line in enumerate(body.split(b"\n"), 1):
        try:
            decoded.append(line.decode("utf-8"))
        except UnicodeDecodeError:
            legacy.append(number)
            decoded.append(_windows_1252(line))
    # the byte-order mark stays said: the simulators still see it before the first line
    return DeckText("\n".join(decoded), legacy[0], encoding, len(legacy))


def _windows_1252(line: bytes) -> str:
    try:
        return line.decode("cp1252")
    except UnicodeDecodeError:  # the five bytes Windows-1252 leaves undefined
        return line.decode("latin-1")


def _wide_encoding(raw: bytes) -> tuple[str, str] | None:
    """The codec and the name (``DeckText.encoding``) of a deck saved in UTF-32 or UTF-16,
    with a BOM or plainly so without one; None for any other. UTF-32's BOM is looked for
    first: UTF-16's little-endian one begins it."""
    if raw.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        return "utf-32", "utf-32"
    utf32 = _bomless_utf32(raw)
    if utf32 is not None:
        return utf32, "utf-32"
    utf16 = "utf-16" if raw.startswith((b"\xff\xfe", b"\xfe\xff")) else _bomless_utf16(raw)
    return None if utf16 is None else (utf16, "utf-16")


def _bomless_utf32(raw: bytes) -> str | None:
    """``utf-32-le`` or ``-be`` when ``raw`` reads as UTF-32 text without a BOM: a length in
    fours, each character's two high bytes zero (below U+10000) at its start, the next one
    nearly always (Latin text) and its low byte never (no NUL character)."""
    if len(raw) < 8 or len(raw) % 4 or raw[1:3] != b"\x00\x00":  # a wide first character
        return None
    sample = raw[:4096]
    quarter = len(sample) // 4
    columns = [sample[column::4].count(0) for column in range(4)]
    if columns[0] == 0 and columns[1] >= 0.9 * quarter and columns[2] == columns[3] == quarter:
        return "utf-32-le"
    if columns[3] == 0 and columns[2] >= 0.9 * quarter and columns[0] == columns[1] == quarter:
        return "utf-32-be"
    return None


def _bomless_utf16(raw: bytes) -> str | None:
    """``utf-16-le`` or ``-be`` when ``raw`` reads as UTF-16 text without a BOM: an even
    length, and a zero byte beside nearly every byte of its start (ASCII in UTF-16)."""
    sample = raw[:4096]
    if len(raw) < 4 or len(raw) % 2:
        return None
    half = len(sample) // 2
    even_zeros, odd_zeros = sample[0::2].count(0), sample[1::2].count(0)
    if odd_zeros >= 0.9 * half and even_zeros == 0:
        return "utf-16-le"
    if even_zeros >= 0.9 * half and odd_zeros == 0:
        return "utf-16-be"
    return None
