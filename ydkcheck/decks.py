"""Reading decks: ``.ydk`` files, ``ydke://`` URLs and text decklists.

Every card keeps the section it was written under and its line, so problems can point at
the exact line. Sections are honoured as written: nothing is moved, dropped or truncated.
"""

from __future__ import annotations

import base64
import binascii
import os
import re
import stat
import struct
from collections import Counter
from collections.abc import Container, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from itertools import compress, count, repeat
from operator import and_, attrgetter, not_
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.errors import InputError

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB

MAX_DECK_BYTES = 1 << 20
YDKE_PREFIX = "ydke://"
PASSCODE = re.compile(r"([0-9]{1,10})(?:\s|$)")
HEADERS = {
    "#main": Section.MAIN,
    "#extra": Section.EXTRA,
    "!side": Section.SIDE,
    "#side": Section.SIDE,
}
BINARY_SIGNATURES = (b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"PK\x03\x04", b"%PDF", b"\x7fELF")


class DeckEntry(NamedTuple):
    """One copy of a card in a deck, as written (a tuple: decks hold tens of thousands)."""

    card_id: int
    section: Section
    line: int | None


SECTIONS = tuple(Section)  # main, extra, side: the order of a deck's fields


@dataclass(frozen=True)
class Deck:
    """A deck: the passcodes of each section in file order, the line of each, and what was
    odd about its text.

    Sections are kept apart rather than as one list of entries: the checks count each
    section and look at lines only to report a problem, and a repository run reads
    thousands of decks.
    """

    source: str
    main: tuple[int, ...]
    extra: tuple[int, ...] = ()
    side: tuple[int, ...] = ()
    # the line of each passcode of main, extra and side; None when the deck has no lines
    # (a ``ydke://`` URL)
    lines: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None = None
    warnings: tuple[Diagnostic, ...] = ()

    @classmethod
    def from_entries(
        cls, source: str, entries: Iterable[DeckEntry], warnings: tuple[Diagnostic, ...] = ()
    ) -> Deck:
        """A deck from its entries (lines all known, or all None)."""
        codes: dict[Section, list[int]] = {section: [] for section in SECTIONS}
        numbers: dict[Section, list[int | None]] = {section: [] for section in SECTIONS}
        for entry in entries:
            codes[entry.section].append(entry.card_id)
            numbers[entry.section].append(entry.line)
        main, extra, side = (tuple(codes[section]) for section in SECTIONS)
        lines = tuple(tuple(numbers[section]) for section in SECTIONS)
        known = None not in lines[0] + lines[1] + lines[2]
        return cls(source, main, extra, side, lines if known else None, warnings)  # type: ignore[arg-type]

    def section(self, section: Section) -> tuple[int, ...]:
        """The passcodes of one section, in order."""
        return (self.main, self.extra, self.side)[SECTIONS.index(section)]

    def counts(self) -> dict[str, int]:
        """Cards per section, as in the JSON report."""
        return {"main": len(self.main), "extra": len(self.extra), "side": len(self.side)}

    def find(self, wanted: Container[int] | None) -> list[DeckEntry]:
        """The entries whose passcode is in ``wanted`` (None: every entry), in file order."""
        found: list[DeckEntry] = []
        every_section = (self.main, self.extra, self.side)
        for index, (section, codes) in enumerate(zip(SECTIONS, every_section, strict=True)):
            lines = self.lines[index] if self.lines is not None else repeat(None, len(codes))
            found.extend(
                DeckEntry(code, section, line)
                for code, line in zip(codes, lines, strict=True)
                if wanted is None or code in wanted
            )
        if self.lines is not None:
            found.sort(key=attrgetter("line"))
        return found

    @cached_property
    def entries(self) -> tuple[DeckEntry, ...]:
        """Every copy, in file order."""
        return tuple(self.find(None))


def decode_deck_bytes(raw: bytes, source: str) -> str:
    """Bytes of a deck file as text: UTF-16 with a BOM, UTF-8 with or without one."""
    if len(raw) > MAX_DECK_BYTES:
        raise InputError("deck.too-big", source, size=len(raw), limit=MAX_DECK_BYTES)
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError as error:
            raise InputError("deck.not-text", source) from error
    if raw.startswith(BINARY_SIGNATURES) or b"\x00" in raw:
        raise InputError("deck.binary", source)
    body = raw.removeprefix(b"\xef\xbb\xbf")  # by hand: utf-8-sig is one more import
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as error:
        line = body[: error.start].count(b"\n") + 1
        raise InputError("deck.not-utf8", source, line) from error


def parse_ydk(text: str, source: str) -> Deck:
    """A ``.ydk`` text as a Deck; odd lines become ``syntax`` warnings.

    Runs of bare passcodes (almost every line of a deck) are converted in bulk; only the
    other lines (headers, comments, passcodes with text after them, oddities) are looked at
    one by one.
    """
    lines = text.lstrip("\ufeff").splitlines()
    codes: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    numbers: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    warnings: list[Diagnostic] = []
    section: Section | None = None
    run_start = 0  # first line (0-based) of the current run of bare passcodes
    # the lines that are not bare ASCII passcodes, found without Python code per line
    digits = map(str.isdigit, lines)
    if not text.isascii():
        digits = map(and_, digits, map(str.isascii, lines))
    others = list(compress(count(), map(not_, digits)))
    for index in [*others, len(lines)]:
        if run_start < index:
            if section is None:
                section = Section.MAIN
                warnings.append(Diagnostic("syntax", "syntax.no-header", line=run_start + 1))
            codes[section].extend(map(int, lines[run_start:index]))
            numbers[section].extend(range(run_start + 1, index + 1))
        run_start = index + 1
        if index == len(lines) or not (line := lines[index].strip()):
            continue
        number = index + 1
        match = PASSCODE.match(line)
        if match is not None:  # a passcode followed by a comment
            if section is None:
                section = Section.MAIN
                warnings.append(Diagnostic("syntax", "syntax.no-header", line=number))
            codes[section].append(int(match.group(1)))
            numbers[section].append(number)
            continue
        header = HEADERS.get(line.split()[0].lower())
        if header is not None:
            section = header
        elif not line.startswith("#"):
            shown = line if len(line) <= 40 else line[:37] + "..."
            warnings.append(Diagnostic("syntax", "syntax.line", {"text": shown}, line=number))
    main, extra, side = (tuple(codes[section]) for section in SECTIONS)
    if not (main or extra or side):
        raise InputError("deck.no-cards", source)
    line_main, line_extra, line_side = (tuple(numbers[section]) for section in SECTIONS)
    return Deck(source, main, extra, side, (line_main, line_extra, line_side), tuple(warnings))


def parse_ydke(url: str) -> Deck:
    """A ``ydke://main!extra!side!`` URL as a Deck (entries have no line)."""
    shown = url if len(url) <= 60 else url[:57] + "..."
    body = url.strip()[len(YDKE_PREFIX) :]
    parts = body.split("!")
    if len(parts) < 3 or any(part for part in parts[3:]):
        raise InputError("ydke.sections", shown, found=min(len(parts), 3) if body else 0)
    codes: list[tuple[int, ...]] = []
    for section, part in zip(SECTIONS, parts[:3], strict=True):
        try:
            raw = base64.b64decode(part, validate=True)
        except (binascii.Error, ValueError) as error:
            raise InputError("ydke.base64", shown, section=section.value) from error
        if len(raw) % 4:
            raise InputError("ydke.length", shown, section=section.value, size=len(raw))
        codes.append(struct.unpack(f"<{len(raw) // 4}I", raw))
    main, extra, side = codes
    if not (main or extra or side):
        raise InputError("deck.no-cards", shown)
    return Deck(shown, main, extra, side)


def to_ydke(deck: Deck) -> str:
    """The ``ydke://`` URL of a deck."""
    parts = [
        base64.b64encode(struct.pack(f"<{len(codes)}I", *codes)).decode("ascii")
        for codes in (deck.main, deck.extra, deck.side)
    ]
    return YDKE_PREFIX + "!".join(parts) + "!"


def to_ydk(deck: Deck) -> str:
    """The ``.ydk`` text of a deck."""
    lines = [
        "#created by ydkcheck",
        "#main",
        *map(str, deck.main),
        "#extra",
        *map(str, deck.extra),
        "!side",
        *map(str, deck.side),
    ]
    return "\n".join(lines) + "\n"


TEXT_SECTION = r"(?i)^(main|extra|side)(\s+deck)?\s*:?\s*(\(\d+\))?$"  # compiled on first use
SPANISH_SECTIONS = {
    "principal": "main",
    "mazo principal": "main",
    "extra": "extra",
    "mazo extra": "extra",
    "side": "side",
    "mazo de banquillo": "side",
    "banquillo": "side",
}
TEXT_CARD = r"(?i)^(?:(\d+)\s*[x×]?\s+)?(.+?)(?:\s+[x×]\s*(\d+))?$"


def parse_text_decklist(text: str, source: str, cards: CardDB) -> Deck:
    """A text decklist (``3 Ash Blossom & Joyous Spring`` / ``3x Name`` / ``Name x3``).

    ``Main Deck:``, ``Extra Deck:`` and ``Side Deck:`` (or Spanish headings) start sections.
    A name the card data does not know is an error naming the line and the nearest names.
    """
    entries: list[DeckEntry] = []
    section = Section.MAIN
    for number, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.strip().lstrip("\ufeff")
        if not line or line.startswith(("#", "//")):
            continue
        folded = line.rstrip(":").strip().casefold()
        heading = re.match(TEXT_SECTION, line)
        if heading or folded in SPANISH_SECTIONS:
            name = heading.group(1).lower() if heading else SPANISH_SECTIONS[folded]
            section = Section(name)
            continue
        match = re.match(TEXT_CARD, line)
        assert match is not None  # the pattern accepts any non-empty line
        copies = int(match.group(1) or match.group(3) or 1)
        card = cards.find_by_name(match.group(2))
        if card is None and match.group(2).isdigit():
            card = cards.get(int(match.group(2)))
        if card is None:
            hint = ", ".join(cards.suggest(match.group(2))) or "-"
            raise InputError(
                "decklist.unknown-name", source, number, name=match.group(2), hint=hint
            )
        entries.extend(DeckEntry(card.id, section, number) for _ in range(copies))
    if not entries:
        raise InputError("deck.no-cards", source)
    return Deck.from_entries(source, entries)


def expand_inputs(inputs: list[str]) -> Iterator[str]:
    """Files, ``ydke://`` URLs and folders (every ``*.ydk`` below, sorted) as deck sources."""
    for item in inputs:
        if item.startswith(YDKE_PREFIX) or not os.path.isdir(item):
            yield item
            continue
        root = str(Path(item))  # "./decks/" is written as "decks", "." leaves no prefix
        prefix = "" if root == "." else root if root.endswith(os.sep) else root + os.sep
        found = sorted(prefix + name for name in _deck_files(root, ""))
        if not found:
            raise InputError("input.empty-folder", item)
        yield from found


def _deck_files(root: str, relative: str) -> Iterator[str]:
    """The ``.ydk`` files below ``root/relative``, as paths relative to ``root``.

    ``os.scandir`` tells files from folders without a ``stat`` per file, which counts over a
    repository of thousands of decks. Symbolic links to files are followed; links to folders
    are not, so a link cannot make the walk loop.
    """
    folder = os.path.join(root, relative) if relative else root
    try:
        with os.scandir(folder) as listing:
            children = list(listing)
    except OSError as error:
        raise InputError("input.unreadable", folder, reason=error.strerror or str(error)) from error
    for child in children:
        name = relative + child.name
        if child.is_dir(follow_symlinks=False):
            yield from _deck_files(root, name + os.sep)
        elif child.name.lower().endswith(".ydk") and child.is_file():
            yield name


def _read_at_most(path: str, limit: int) -> bytes:
    """Up to ``limit`` bytes of a file, in as few system calls as its size allows.

    Plain ``os.read`` calls: over thousands of small decks, a buffered file object per
    deck costs about twice as much.
    """
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        status = os.fstat(descriptor)
        regular = stat.S_ISREG(status.st_mode)
        # a regular file tells its size (+1: to see one that grew); a pipe (``<(cat deck)``)
        # is read to its end
        wanted = min(status.st_size + 1, limit) if regular else limit
        first = os.read(descriptor, wanted)
        if len(first) < wanted and regular:
            return first  # a short read of a regular file is its end: no read to confirm it
        chunks = [first]
        wanted -= len(first)
        while wanted > 0 and (chunk := os.read(descriptor, wanted)):
            chunks.append(chunk)
            wanted -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def load_deck(source: str, cards: CardDB | None = None) -> Deck:
    """Read one deck from a path or a ``ydke://`` URL.

    ``.txt`` files are text decklists and need ``cards`` to resolve names.
    """
    if source.startswith(YDKE_PREFIX):
        return parse_ydke(source)
    try:
        raw = _read_at_most(source, MAX_DECK_BYTES + 1)
    except FileNotFoundError as error:
        raise InputError("input.missing", source) from error
    except IsADirectoryError as error:
        raise InputError("input.is-folder", source) from error
    except OSError as error:
        raise InputError("input.unreadable", source, reason=error.strerror or str(error)) from error
    text = decode_deck_bytes(raw, source)
    if os.path.splitext(source)[1].lower() == ".txt":
        if cards is None:
            from ydkcheck.cards import open_card_db

            cards = open_card_db()
        return parse_text_decklist(text, source, cards)
    if text.lstrip("\ufeff").strip().startswith(YDKE_PREFIX):
        return parse_ydke(text.strip())
    return parse_ydk(text, source)


def to_text_decklist(deck: Deck, cards: CardDB) -> str:
    """A text decklist (``3 Name`` per line under Main/Extra/Side headings) that reads back."""
    parts = []
    for section, heading in (
        (Section.MAIN, "Main Deck:"),
        (Section.EXTRA, "Extra Deck:"),
        (Section.SIDE, "Side Deck:"),
    ):
        codes = deck.section(section)
        if not codes:
            continue
        copies = Counter(codes)
        parts.append(heading)
        for code in dict.fromkeys(codes):
            card = cards.get(code)
            parts.append(f"{copies[code]} {card.name if card else code}")
        parts.append("")
    return "\n".join(parts)
