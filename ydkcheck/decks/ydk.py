"""The ``.ydk`` format (EDOPro / YGOPro): ``#main``, ``#extra``, ``!side`` and a passcode a line.

The first line is usually ``#created by NAME``: the player, unless it is a placeholder
(``decks.model.player_name``).

A line that YGOPro or EDOPro load otherwise than it reads is an error (``ydk-load``), so that
the file and the deck a simulator builds from it never differ silently. Their loaders
(``DeckManager::LoadDeckFromStream`` in YGOPro, ``LoadCardList`` in EDOPro): only a line
starting with ``!`` starts the Side Deck (``#side`` is a comment to both: the cards after it
stay in the Main or Extra Deck); a card line is parsed as C's ``strtoul`` / ``std::stoul``
do, so ``14558127junk`` is card 14558127 to both and ``+14558127`` to EDOPro, while YGOPro
skips a line whose first character is no digit (``+14558127``, `` 14558127``); a number of
more than ten digits, or a negative one, is still a card to them (``000000000023434538`` and
``-4271532758`` are 23434538: the value modulo 2^32). Once a ``!`` line is read, every later
card is a Side Deck card: ``#main`` and ``#extra`` are comments to both and never switch
back. They read the file's bytes and split them at line feeds only: a file saved as UTF-16
loads no card, a byte-order mark makes the first line no card, and a file whose lines end in
carriage returns alone is one line. ydkcheck reads what the simulators load where it can
tell, and says each difference at its line.
"""

from __future__ import annotations

import re

from ydkcheck.decks.model import MAX_NOTE, SECTIONS, Deck, LineNote, player_name
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.errors import InputError
from ydkcheck.lines import split_lines

PASSCODE_DIGITS = 10
PASSCODE = re.compile(r"([0-9]{1,10})(?:\s|$)")
# what the simulators' strtoul/stoul make a card of: a sign, then digits, then anything
LOADED = re.compile(r"([+-]?)([0-9]+)")
MOST_DIGITS = 20  # strtoul's unsigned long: a longer number saturates (and is no card)
CARD_BITS = 0xFFFFFFFF  # the simulators keep a passcode in 32 bits
HEADERS = {"#main": Section.MAIN, "#extra": Section.EXTRA}
CREATED_BY = "#created by"
SIDE_HEADER = "#side"  # a comment to YGOPro and EDOPro: see the module's docstring
# how a card line is loaded otherwise than written -> its message
LOADED_OTHERWISE = {
    "indent": "rule.ydk-load.indent",
    "sign": "rule.ydk-load.sign",
    "suffix": "rule.ydk-load.suffix",
    "number": "rule.ydk-load.number",
}


def parse_ydk(text: str, source: str, encoding: str = "utf-8") -> Deck:
    """A ``.ydk`` text as a Deck; odd lines become ``syntax`` warnings, and lines the
    simulators load otherwise ``ydk-load`` errors (see the module's docstring). ``encoding``
    is how the file's bytes were decoded (``decks.reading``): ``utf-16``, ``utf-8-bom``."""
    lines = split_lines(text.lstrip("\ufeff"))
    codes: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    numbers: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    warnings: list[Diagnostic] = []
    notes: list[LineNote] = []
    section: Section | None = None
    player: str | None = None
    credited = False  # a "#created by" line met before the first section header
    in_side = False  # a "!" line was read: every later card is a Side Deck card
    warnings.extend(_file_problems(text, lines, encoding))
    skipped = encoding == "utf-8-bom" and bool(lines) and _is_card_line(lines[0])
    for number, raw in enumerate(lines, start=1):
        if skipped and number == 1:  # the simulators see the mark, then no number: no card
            warnings.append(Diagnostic("ydk-load", "rule.ydk-load.bom", line=number))
            notes.append(LineNote(number, "unread", raw.strip()[:MAX_NOTE]))
            continue
        # a passcode is 1-10 ASCII digits (str.isdigit alone takes "²", and int() refuses
        # 4,300 digits); a bare one is almost every line, so it is tried before the patterns
        if raw.isdigit() and raw.isascii() and len(raw) <= 10:
            if section is None:
                section = Section.MAIN
                warnings.append(Diagnostic("syntax", "syntax.no-header", line=number))
            codes[section].append(int(raw))
            numbers[section].append(number)
            continue
        line = raw.strip()
        if not line:
            continue
        match = PASSCODE.match(line)
        loaded = LOADED.match(line) if match is None else None
        loaded_code = _loaded_code(loaded) if loaded is not None else None
        code = int(match.group(1)) if match is not None else loaded_code
        if code is not None:  # a passcode, perhaps with a comment
            if section is None:
                section = Section.MAIN
                warnings.append(Diagnostic("syntax", "syntax.no-header", line=number))
            codes[section].append(code)
            numbers[section].append(number)
            odd = _loaded_otherwise(raw, loaded)
            if odd is not None:
                key = LOADED_OTHERWISE[odd]
                warnings.append(Diagnostic("ydk-load", key, {"id": code}, line=number))
            continue
        word = line.split()[0].lower()
        header = HEADERS.get(word)
        if header is not None and in_side:  # a comment to the simulators: still the Side
            warnings.append(Diagnostic("ydk-load", "rule.ydk-load.after-side", line=number))
            notes.append(LineNote(number, "comment", line[:MAX_NOTE]))
        elif header is not None or line.startswith("!"):  # any "!" line starts the Side
            section = header or Section.SIDE
            in_side = in_side or header is None
            notes.append(LineNote(number, "heading", line[:MAX_NOTE], section))
        elif line.startswith("#"):
            credit = line[: len(CREATED_BY)].lower() == CREATED_BY
            if credit and not credited and section is None:
                credited = True
                player = player_name(line[len(CREATED_BY) :])
            notes.append(LineNote(number, "player" if credit else "comment", line[:MAX_NOTE]))
            if word == SIDE_HEADER:
                warnings.append(Diagnostic("ydk-load", "rule.ydk-load.side", line=number))
        else:
            shown = line if len(line) <= 40 else line[:37] + "..."
            warnings.append(Diagnostic("syntax", "syntax.line", {"text": shown}, line=number))
            notes.append(LineNote(number, "unread", line[:MAX_NOTE]))
    main, extra, side = (tuple(codes[section]) for section in SECTIONS)
    if not (main or extra or side):
        raise InputError("deck.no-cards", source)
    line_main, line_extra, line_side = (tuple(numbers[section]) for section in SECTIONS)
    lines_of = (line_main, line_extra, line_side)
    return Deck(source, main, extra, side, lines_of, tuple(warnings), player, tuple(notes))


def _loaded_otherwise(raw: str, loaded: re.Match[str] | None) -> str | None:
    """How YGOPro or EDOPro load a card line otherwise than as written (a key of
    ``LOADED_OTHERWISE``; None when they read it as ydkcheck does): a blank before the
    digits, a sign, a number of more than ten digits, junk after them (see the module's
    docstring)."""
    if raw[:1].isspace():
        return "indent"
    if loaded is None:
        return None
    if loaded.group(1):
        return "sign"
    return "number" if len(loaded.group(2)) > PASSCODE_DIGITS else "suffix"


def _loaded_code(loaded: re.Match[str]) -> int | None:
    """The card the simulators' ``strtoul`` makes of a line's sign and digits: the value
    modulo 2^32, a negative one wrapped; None for a number past an unsigned long (it
    saturates to a passcode no card has, and the simulators load nothing)."""
    digits = loaded.group(2).lstrip("0") or "0"
    if len(digits) > MOST_DIGITS or int(digits) > 2**64 - 1:
        return None
    value = int(digits)
    if loaded.group(1) == "-":
        value = 2**64 - value
    return value & CARD_BITS


def _is_card_line(raw: str) -> bool:
    """Whether a line holds a card for ydkcheck: digits first, after any blanks."""
    return LOADED.match(raw.strip()) is not None


def _file_problems(text: str, lines: list[str], encoding: str) -> list[Diagnostic]:
    """What makes the simulators load the whole file otherwise: UTF-16 bytes (no card at
    all), lines ended by carriage returns alone (one line to them)."""
    found = []
    if encoding == "utf-16":
        found.append(Diagnostic("ydk-load", "rule.ydk-load.utf16", line=1))
    if "\r" in text and "\n" not in text and len(lines) > 1:
        found.append(Diagnostic("ydk-load", "rule.ydk-load.cr-only", line=1))
    return found


def to_ydk(deck: Deck) -> str:
    """The ``.ydk`` text of a deck, credited to its player when known."""
    lines = [
        f"{CREATED_BY} {deck.player or 'ydkcheck'}",
        "#main",
        *map(str, deck.main),
        "#extra",
        *map(str, deck.extra),
        "!side",
        *map(str, deck.side),
    ]
    return "\n".join(lines) + "\n"
