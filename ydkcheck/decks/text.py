"""Text decklists, as people write them: ``3 Ash Blossom & Joyous Spring`` under headings.

Names are resolved with the card data the caller passes in.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from ydkcheck.decks.model import Deck, DeckEntry
from ydkcheck.diagnostics import Section
from ydkcheck.errors import InputError
from ydkcheck.lines import split_lines

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB

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
# matched against a line whose blanks are single spaces: with runs of blanks left in, the
# lazy name and the blanks before "x3" tried every split (a line of 20,000 spaces: 23 s)
TEXT_CARD = r"(?i)^(?:(\d+) ?[x×]? )?(.+?)(?: [x×] ?(\d+))?$"
MAX_COPIES = 99  # what a line may count: more is no deck (and each copy is kept)
MAX_CARDS = 100_000  # about what the largest .ydk accepted holds
MAX_LINE = 200  # the longest card name has 100 characters
SHOWN_NAME = 60  # how much of an unknown name a message echoes


def parse_text_decklist(text: str, source: str, cards: CardDB) -> Deck:
    """A text decklist (``3 Ash Blossom & Joyous Spring`` / ``3x Name`` / ``Name x3``).

    ``Main Deck:``, ``Extra Deck:`` and ``Side Deck:`` (or Spanish headings) start sections.
    A name the card data does not know is an error naming the line and the nearest names.
    """
    entries: list[DeckEntry] = []
    section = Section.MAIN
    for number, raw_line in enumerate(split_lines(text), start=1):
        line = " ".join(raw_line.lstrip("\ufeff").split())
        if not line or line.startswith(("#", "//")):
            continue
        if len(line) > MAX_LINE:
            raise InputError("decklist.long-line", source, number, most=MAX_LINE)
        folded = line.rstrip(":").strip().casefold()
        heading = re.match(TEXT_SECTION, line)
        if heading or folded in SPANISH_SECTIONS:
            name = heading.group(1).lower() if heading else SPANISH_SECTIONS[folded]
            section = Section(name)
            continue
        match = re.match(TEXT_CARD, line)
        assert match is not None  # the pattern accepts any non-empty line
        count, name = match.group(1) or match.group(3) or "1", match.group(2)
        copies = int(count) if len(count) <= 2 else MAX_COPIES + 1
        if copies > MAX_COPIES:
            raise InputError("decklist.too-many-copies", source, number, most=MAX_COPIES)
        card = cards.find_by_name(name)
        if card is None and name.isascii() and name.isdigit() and len(name) <= 10:
            card = cards.get(int(name))
        if card is None:
            hint = ", ".join(cards.suggest(name)) or "-"
            shown = name if len(name) <= SHOWN_NAME else name[: SHOWN_NAME - 3] + "..."
            raise InputError("decklist.unknown-name", source, number, name=shown, hint=hint)
        if len(entries) + copies > MAX_CARDS:
            raise InputError("decklist.too-many-cards", source, number, most=MAX_CARDS)
        entries.extend(DeckEntry(card.id, section, number) for _ in range(copies))
    if not entries:
        raise InputError("deck.no-cards", source)
    return Deck.from_entries(source, entries)


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
