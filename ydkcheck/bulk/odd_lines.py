"""The lines of a ``.ydk`` other than bare passcodes, as the bulk engine takes them.

The bulk engine takes only the lines whose reading does not depend on anything but the
line and where it stands among the headings: a blank line, a header as the simulators write
it, ``#created by``, a ``#`` comment, a line of no card nor word (``$22056710$``: unread, a
``syntax`` warning). Any other line (``!extra``, ``#side``, an indented or unreadable line,
one that older YGOPro reads in pieces that load a card, a passcode with more after it) is
``ELSE``: the deck is left to the per-deck reader (``decks.ydk``), which says what it says of
it.
"""

from __future__ import annotations

from typing import NamedTuple

from ydkcheck.decks.inputs import TEXT_LINE
from ydkcheck.decks.model import MAX_NOTE, LineNote, player_name
from ydkcheck.decks.ydk import (
    CREATED_BY,
    HEADERS,
    LINE_BREAK,
    LOADED,
    OLDER_YGOPRO_READ,
    PASSCODE,
    SIDE_HEADER,
    WRITTEN_HEADERS,
    named_heading,
    names_the_side,
    read_in_pieces,
)
from ydkcheck.diagnostics import Section

# what a line is to the bulk engine; a heading's kind is one more than its section's number
BLANK, MAIN, EXTRA, SIDE, CREDIT, COMMENT, UNREAD, ELSE = range(8)
HEADING_KINDS = {Section.MAIN: MAIN, Section.EXTRA: EXTRA, Section.SIDE: SIDE}


class OddLine(NamedTuple):
    """A line's kind, its note (numbered 0: the line number is the deck's), and for a
    ``#created by`` line the player it names (None: a placeholder, or none)."""

    kind: int
    note: LineNote | None = None
    player: str | None = None


OTHER = OddLine(ELSE)


def odd_line(raw: bytes) -> OddLine:
    """What a line of a ``.ydk`` that is no bare passcode is (its bytes, no line feed)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return OTHER
    if LINE_BREAK.search(text):
        return OTHER
    if len(raw) > OLDER_YGOPRO_READ and read_in_pieces(raw, 0):
        return OTHER  # a card or the Side Deck in older YGOPro's pieces: said by the reader
    written = WRITTEN_HEADERS.get(text)
    if written is not None:
        return OddLine(HEADING_KINDS[written], LineNote(0, "heading", text, written))
    line = text.strip()
    if not line:
        return OddLine(BLANK)
    if text[:1].isspace():
        return OTHER
    if line[0] != "#":
        if line[0] == "!" or PASSCODE.match(line) or LOADED.match(line) or TEXT_LINE.search(text):
            return OTHER  # a Side Deck's heading, a card, or a text list's line
        return OddLine(UNREAD, LineNote(0, "unread", line[:MAX_NOTE]))
    word = line.split(None, 1)[0].lower()
    header = HEADERS.get(word)
    if header is not None:
        return OddLine(HEADING_KINDS[header], LineNote(0, "heading", line[:MAX_NOTE], header))
    if word == SIDE_HEADER or names_the_side(line) or named_heading(line) is not None:
        return OTHER  # said or not by where it stands: the per-deck reader's
    if line[: len(CREATED_BY)].lower() == CREATED_BY:
        player = player_name(line[len(CREATED_BY) :])
        return OddLine(CREDIT, LineNote(0, "player", line[:MAX_NOTE]), player)
    return OddLine(COMMENT, LineNote(0, "comment", line[:MAX_NOTE]))
