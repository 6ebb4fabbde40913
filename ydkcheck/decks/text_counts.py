"""The counts a text list's card line writes, and the name beside them: before it ("3x
Name"), after it ("Name x3", "Name (SET) 3"), before its notes, in a table's columns, alone on
a line; a range of counts, several cards counted on one line, a name split over two lines."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ydkcheck.cards.matching import NameIndex
from ydkcheck.cards.name_keys import name_key
from ydkcheck.cards.refs import PASSCODE
from ydkcheck.decks import text_lines as grammar
from ydkcheck.decks.text_notes import BRACKETED, a_note_alone, set_or_rarity

if TYPE_CHECKING:
    from ydkcheck.cards import Card


COUNT_ENDS = frozenset("0123456789)]xX×枚")  # how a line that ends in a count ends
MOST_COMMENT_WORDS = 40  # a table's comment column: "Clears the board when the opponent..."
# cards one after another on a line: "Name x3 Name x2", "3x Name, 2x Name", "2 Name 1 Name"
SEVERAL_AFTER = re.compile(r"\s*(.+?)\s+[x×]\s?[0-9]{1,2}[,;]?(?=\s|$)", re.I)
SEVERAL_BEFORE = re.compile(
    r"\s*([0-9]{1,2})\s?[x×]?\s+(.+?)[,;]?(?=\s+[0-9]{1,2}\s?[x×]?\s|$)", re.I
)
# where a table's cells, copied, glue one name to the next: a small letter, a digit or a
# closing sign, then a capital ("Simorgh of DarknessCaius the Shadow Monarch")
GLUE = re.compile(r"(?<=[a-z0-9)\]'\"])(?=[A-Z])")
EMPTY_CELLS = " -–—\t"  # what a row of a table ends in where its cells are empty
MOST_GLUED = 24  # the pieces a glued line is cut into, at most: a table's row holds six
CELL_COUNT = re.compile(r"\s[x×]\s?[0-9]{1,2}\Z", re.I)  # a glued cell's: "Mask Change x3"
# a count alone on its line: "3", "3x", "x3", "(3)", "[3]", "# 3", in the digits 0-9 (a
# count in others is said to be one, ``rule.count.script``)
LONE_COUNT = re.compile(r"#*\s?[(\[]?\s?[x×]?\s?([0-9]{1,3})\s?[x×]?\s?[)\]]?", re.I)


def leading_count(line: str) -> tuple[str, str] | None:
    """The count written before a card's name, as written, and the rest of the line ("3x
    Sangan": "3", "Sangan"); None when the line starts with none."""
    leading = grammar.LEADING_COUNT.match(line)
    if leading is None:
        return None
    return leading.group(1) or leading.group(2) or leading.group(3), line[leading.end() :]


def leading_copies(line: str) -> int | None:
    """The copies a card line writes before its name ("3 Sangan", "3x Sangan"), if any."""
    leading = leading_count(line)
    return int(leading[0]) if leading is not None and len(leading[0]) <= 2 else None


def trailing_count(line: str, names: NameIndex) -> tuple[str, str] | None:
    """A count after the name when what comes before it is a card, looked at before a count
    at the start: "7 Colored Fish x2" (a name that starts with digits), "Name (SET) 3" (a
    count after a note)."""
    if line[-1] not in COUNT_ENDS:  # "3 Ash Blossom & Joyous Spring": no count at the end
        return None
    for pattern in (grammar.TRAILING_COUNT, grammar.COUNT_AFTER_NOTE):
        found = pattern.search(line)
        if found is None or found.start() == 0:
            continue
        name = line[: found.start()].rstrip()
        card = names.find(name).card or names.find(BRACKETED.sub("", name).strip()).card
        if card is not None or PASSCODE.fullmatch(name):  # "14558127 x3": a passcode's copies
            return found.group(1) or found.group(2), name
    return None


def count_before_note(line: str) -> tuple[str, str] | None:
    """The count after a name and before the notes in brackets that end the line, and the
    name with its notes ("Jinzo x1 (duh)": "1", "Jinzo (duh)"), read from there on as "1
    Jinzo (duh)" is: a note that moves or recounts the card is an error, a name no card bears
    an unknown card with its copies (never a title), a count before it two counts."""
    found = grammar.COUNT_BEFORE_NOTE.search(line) if line[-1] in ")]" else None
    if found is None or not line[: found.start()].strip():
        return None
    return found.group(1), f"{line[: found.start()].rstrip()} {found.group(2).strip()}"


def written_copies(line: str) -> int | None:
    """The copies a card line writes before its name or before its notes ("3 Sangan (LOB)",
    "Sangan x3 (LOB)"), if either; what a note's count is compared with."""
    leading = leading_copies(line)
    if leading is not None:
        return leading
    before_note = count_before_note(line)
    return int(before_note[0]) if before_note is not None else None


def count_and_name(line: str, names: NameIndex) -> tuple[str | None, str]:
    """The count as written (None when none) and the rest of the line."""
    if line.count("|") >= 2:  # "3|SET|Name": a count, a set, the name
        parts = [part.strip() for part in line.split("|")]
        between = parts[1:-1]  # a set, a rarity, a type: never a card, a count or a section
        counted = parts[0].isdigit() and parts[0].isascii()
        if counted and all(set_or_rarity(part, names) for part in between):
            return parts[0], parts[-1]
        named = _name_before_comments(parts, names) if counted else None
        return (parts[0], named) if named is not None else (None, line)
    leading = leading_count(line)
    if leading is not None:
        return leading
    trailing = grammar.TRAILING_COUNT.search(line)
    if trailing is not None and trailing.start() > 0:
        return trailing.group(1) or trailing.group(2), line[: trailing.start()]
    copies = grammar.COPIES_AFTER_DASH.search(line)
    if copies is not None and copies.start() > 0:
        return copies.group(1), line[: copies.start()]
    return None, line


def _name_before_comments(parts: list[str], names: NameIndex) -> str | None:
    """The column naming a card in a table row whose columns after it are comments ("| 3 |
    Dark Magician | The deck's anchor |"), or None. A comment says no count, no section and
    names no card: "| 3 | Sangan | 2 in side |" is no such row."""
    for index in range(1, len(parts) - 1):
        if names.find(parts[index]).card is None:
            continue
        before, after = parts[1:index], parts[index + 1 :]
        comments = all(not part or a_note_alone(part, names, MOST_COMMENT_WORDS) for part in after)
        if comments and all(set_or_rarity(part, names) for part in before):
            return parts[index]
        return None
    return None


def lone_count(line: str) -> int | None:
    """The count a line writes alone (``LONE_COUNT``), else None."""
    found = LONE_COUNT.fullmatch(line.strip())
    return int(found.group(1)) if found is not None else None


def writes_a_count(line: str) -> bool:
    """Whether a card line writes its count ("3 Name", "Name x3"), not one copy by default."""
    return bool(grammar.LEADING_COUNT.match(line) or grammar.COUNT_AT_END.search(line))


def glued_cards(line: str, names: NameIndex) -> list[str]:
    """The cards a line writes glued one to the next, as a table copied without its cells'
    borders writes them (``Swap FrogSwap FrogTreeborn Frog``, ``Mask Change x3Hero Signal
    x3``): their names, when the line is two cards or more, each a whole card's name, with
    or without its count; else none."""
    pieces = GLUE.split(line.rstrip(EMPTY_CELLS))
    if not 2 <= len(pieces) <= MOST_GLUED:
        return []
    # the cards of the first ``end`` pieces, when they are cards: each a run of pieces
    read: list[list[str] | None] = [[], *([None] * len(pieces))]
    for end in range(1, len(pieces) + 1):
        for start in range(end - 1, -1, -1):
            before = read[start]
            if before is None:
                continue
            text = "".join(pieces[start:end])
            text = CELL_COUNT.sub("", text)
            card = names.find(text).card if name_key(text) in names.by_key else None
            if card is not None:  # a whole name, as a card's is written
                read[end] = [*before, card.name]
                break
    cards = read[-1]
    return cards if cards is not None and len(cards) >= 2 else []


def joined_card(joined: str, names: NameIndex) -> Card | None:
    """The card two lines joined name, with a count at either end: looked up, never guessed
    (a pile of unknown lines costs no suggestions)."""
    return names.find((trailing_count(joined, names) or count_and_name(joined, names))[1]).card


def ranged_card(line: str, names: NameIndex) -> Card | None:
    """The card a line names after a range of counts ("0-2 Krebons", "2 - 3x Krebons", a
    skeleton's), or None."""
    ranged = grammar.COUNT_RANGE.match(line)
    return None if ranged is None else names.find(ranged.group(1)).card


def several_cards(line: str, names: NameIndex) -> list[str]:
    """The cards a line writes one after another, each with its count (``Maxx "C" x3 Ash
    Blossom & Joyous Spring x3``, ``3x Sangan 2x Raigeki``, commas between): their names,
    when every part of the line is a card's; else none."""
    for pattern, name_group in ((SEVERAL_AFTER, 1), (SEVERAL_BEFORE, 2)):
        parts = list(pattern.finditer(line))
        if len(parts) < 2 or sum(len(part.group()) for part in parts) != len(line):
            continue
        found = [names.find(part.group(name_group).strip(" ,;")).card for part in parts]
        if all(card is not None for card in found):
            return [card.name for card in found if card is not None]
    return []
