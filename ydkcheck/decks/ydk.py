"""The ``.ydk`` format (EDOPro / YGOPro): ``#main``, ``#extra``, ``!side`` and a passcode a line.

The first line is usually ``#created by NAME``: the player, unless it is a placeholder
(``decks.model.player_name``). The reader is on the hot path of a repository run (thousands
of decks): see ``parse_ydk``.

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
from itertools import compress, count, repeat
from operator import and_, le, not_

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
    """A ``.ydk`` text as a Deck; odd lines become ``syntax`` warnings.

    Runs of bare passcodes (almost every line of a deck) are converted in bulk; only the
    other lines (headers, comments, passcodes with text after them, oddities) are looked at
    one by one.
    """
    lines = split_lines(text.lstrip("\ufeff"))
    codes: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    numbers: dict[Section, list[int]] = {section: [] for section in SECTIONS}
    warnings: list[Diagnostic] = []
    notes: list[LineNote] = []
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
        loaded = LOADED.match(line) if match is None else None
        if match is not None or loaded is not None:  # a passcode, perhaps with a comment
            if section is None:
                section = Section.MAIN
                warnings.append(Diagnostic("syntax", "syntax.no-header", line=number))
            code = int(match.group(1) if match is not None else loaded.group(2))  # type: ignore[union-attr]
            codes[section].append(code)
            numbers[section].append(number)
            odd = _loaded_otherwise(lines[index], loaded)
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
