"""The ``.ydk`` format (EDOPro / YGOPro): ``#main``, ``#extra``, ``!side`` and a passcode a line.

The first line is usually ``#created by NAME``: the player, unless it is a placeholder
(``decks.model.player_name``). The reader is on the hot path of a repository run (thousands
of decks): see ``parse_ydk``.
"""

from __future__ import annotations

import re
from itertools import compress, count, repeat
from operator import and_, le, not_

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
    """A ``.ydk`` text as a Deck; odd lines become ``syntax`` warnings.

    Runs of bare passcodes (almost every line of a deck) are converted in bulk; only the
    other lines (headers, comments, passcodes with text after them, oddities) are looked at
    one by one.
    """
    lines = split_lines(text.lstrip("\ufeff"))
    codes: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    numbers: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    warnings: list[Diagnostic] = []
    section: Section | None = None
    player: str | None = None
    credited = False  # a "#created by" line met before the first section header
    run_start = 0  # first line (0-based) of the current run of bare passcodes
    # the lines that are not bare ASCII passcodes of at most 10 digits, found without
    # Python code per line (a longer number is no passcode, and int() refuses 4,300 digits)
    digits = map(and_, map(str.isdigit, lines), map(le, map(len, lines), repeat(10)))
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
