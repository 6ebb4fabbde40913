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
TEXT_CARD = r"(?i)^(?:(\d+)\s*[x×]?\s+)?(.+?)(?:\s+[x×]\s*(\d+))?$"


def parse_text_decklist(text: str, source: str, cards: CardDB) -> Deck:
    """A text decklist (``3 Ash Blossom & Joyous Spring`` / ``3x Name`` / ``Name x3``).

    ``Main Deck:``, ``Extra Deck:`` and ``Side Deck:`` (or Spanish headings) start sections.
    A name the card data does not know is an error naming the line and the nearest names.
    """
    entries: list[DeckEntry] = []
    section = Section.MAIN
    for number, raw_line in enumerate(split_lines(text), start=1):
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
