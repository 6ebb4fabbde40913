"""The ``.ydk`` format (EDOPro / YGOPro): ``#main``, ``#extra``, ``!side`` and a passcode a line.

The first line is usually ``#created by NAME``: the player, unless it is a placeholder
(``decks.model.player_name``).
"""

from __future__ import annotations

import re

from ydkcheck.decks.model import SECTIONS, Deck, player_name
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.errors import InputError
from ydkcheck.lines import split_lines

PASSCODE = re.compile(r"([0-9]{1,10})(?:\s|$)")
HEADERS = {
    "#main": Section.MAIN,
    "#extra": Section.EXTRA,
    "!side": Section.SIDE,
    "#side": Section.SIDE,
}
CREATED_BY = "#created by"


def parse_ydk(text: str, source: str) -> Deck:
    """A ``.ydk`` text as a Deck; odd lines become ``syntax`` warnings."""
    lines = split_lines(text.lstrip("\ufeff"))
    codes: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    numbers: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    warnings: list[Diagnostic] = []
    section: Section | None = None
    player: str | None = None
    credited = False  # a "#created by" line met before the first section header
    for number, line in enumerate(lines, start=1):
        line = line.strip()
        if not line:
            continue
        # a passcode is 1-10 ASCII digits (str.isdigit alone takes "²", and int() refuses
        # 4,300 digits); a bare one is almost every line, so it is tried before the pattern
        if line.isdigit() and line.isascii() and len(line) <= 10:
            code: int | None = int(line)
        else:  # a passcode followed by a comment, or no passcode
            match = PASSCODE.match(line)
            code = None if match is None else int(match.group(1))
        if code is not None:
            if section is None:
                section = Section.MAIN
                warnings.append(Diagnostic("syntax", "syntax.no-header", line=number))
            codes[section].append(code)
            numbers[section].append(number)
            continue
        header = HEADERS.get(line.split()[0].lower())
        if header is not None:
            section = header
        elif line.startswith("#"):
            credit = line[: len(CREATED_BY)].lower() == CREATED_BY
            if credit and not credited and section is None:
                credited = True
                player = player_name(line[len(CREATED_BY) :])
        else:
            shown = line if len(line) <= 40 else line[:37] + "..."
            warnings.append(Diagnostic("syntax", "syntax.line", {"text": shown}, line=number))
    main, extra, side = (tuple(codes[section]) for section in SECTIONS)
    if not (main or extra or side):
        raise InputError("deck.no-cards", source)
    line_main, line_extra, line_side = (tuple(numbers[section]) for section in SECTIONS)
    lines_of = (line_main, line_extra, line_side)
    return Deck(source, main, extra, side, lines_of, tuple(warnings), player)


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
