"""The ``.ydk`` format (EDOPro / YGOPro): ``#main``, ``#extra``, ``!side`` and a passcode a line.

The first line is usually ``#created by NAME``: the player, unless it is a placeholder
(``decks.model.player_name``).

A line that YGOPro or EDOPro load otherwise than it reads is an error (``ydk-load``), so that
the file and the deck a simulator builds from it never differ silently. Their loaders
(``DeckManager::LoadDeckFromStream`` in YGOPro, ``LoadCardList`` in EDOPro): only a line
starting with ``!`` starts the Side Deck (``#side`` is a comment to both: the cards after it
stay in the Main or Extra Deck); a card line is parsed as C's ``strtoul`` / ``std::stoul``
do, so ``14558127junk`` is card 14558127 to both and ``+14558127`` to EDOPro, while YGOPro
skips a line whose first character is no digit (``+14558127``, `` 14558127``).
"""

from __future__ import annotations

import re

from ydkcheck.decks.model import MAX_NOTE, SECTIONS, Deck, LineNote, player_name
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.errors import InputError
from ydkcheck.lines import split_lines

PASSCODE = re.compile(r"([0-9]{1,10})(?:\s|$)")
# what the simulators' strtoul/stoul make a card of: a sign, then digits, then anything
LOADED = re.compile(r"(\+?)([0-9]{1,10})(?![0-9])")
HEADERS = {"#main": Section.MAIN, "#extra": Section.EXTRA}
CREATED_BY = "#created by"
SIDE_HEADER = "#side"  # a comment to YGOPro and EDOPro: see the module's docstring
# how a card line is loaded otherwise than written -> its message
LOADED_OTHERWISE = {
    "indent": "rule.ydk-load.indent",
    "sign": "rule.ydk-load.sign",
    "suffix": "rule.ydk-load.suffix",
}


def parse_ydk(text: str, source: str) -> Deck:
    """A ``.ydk`` text as a Deck; odd lines become ``syntax`` warnings, and lines the
    simulators load otherwise ``ydk-load`` errors (see the module's docstring)."""
    lines = split_lines(text.lstrip("\ufeff"))
    codes: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    numbers: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    warnings: list[Diagnostic] = []
    notes: list[LineNote] = []
    section: Section | None = None
    player: str | None = None
    credited = False  # a "#created by" line met before the first section header
    for number, raw in enumerate(lines, start=1):
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
        if match is not None or loaded is not None:  # a passcode, perhaps with a comment
            if section is None:
                section = Section.MAIN
                warnings.append(Diagnostic("syntax", "syntax.no-header", line=number))
            found = match if match is not None else loaded
            assert found is not None
            code = int(found.group(1) if match is not None else found.group(2))
            codes[section].append(code)
            numbers[section].append(number)
            odd = _loaded_otherwise(raw, loaded)
            if odd is not None:
                key = LOADED_OTHERWISE[odd]
                warnings.append(Diagnostic("ydk-load", key, {"id": code}, line=number))
            continue
        word = line.split()[0].lower()
        header = HEADERS.get(word)
        if header is not None or line.startswith("!"):  # any "!" line starts the Side Deck
            section = header or Section.SIDE
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
    digits, a sign, junk after them (see the module's docstring)."""
    if raw[:1].isspace():
        return "indent"
    if loaded is None:
        return None
    return "sign" if loaded.group(1) else "suffix"


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
