"""A deck written as a text decklist that a person reads and compares with the printed
list, and that ydkcheck reads back card for card."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ydkcheck.cards.matching import name_index
from ydkcheck.cards.naming import CardNamer
from ydkcheck.decks.model import SECTIONS, Deck
from ydkcheck.decks.text_names import reads_back
from ydkcheck.diagnostics import SECTION_NAMES
from ydkcheck.i18n import t

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB


def to_text_decklist(deck: Deck, cards: CardDB, names_lang: str = "en") -> str:
    """A text decklist a person can read and compare with the printed deck list, in
    ``names_lang`` (headings and card names): the player when known, each section with its
    count, then monsters, spells and traps with theirs, ``3 Name`` per card.

    It reads back card for card: an alternate artwork, a card whose name in that language
    is also another card's (``Rescate``) or a number (``7``), is written ``Name (passcode)``,
    a passcode the card data does not know as the bare passcode, so ``.ydk -> texto -> .ydk``
    loses no card and no section.
    """
    from ydkcheck.cards.types import MAIN_KINDS, kind_heading

    namer = CardNamer(names_lang)
    index = name_index(cards)
    parts = [t("text.player", names_lang, name=deck.player), ""] if deck.player else []

    def written(code: int) -> str:
        card = cards.get(code)
        if card is None:
            return str(code)
        original = cards.original_artwork(card.id)
        name = namer(original, card.name)
        alone = card.id == original and reads_back(name, card, index, cards)
        return name if alone else f"{name} ({card.id})"

    # a Speed Duel Skill Card is in no section: said first, on a line of its own per copy,
    # as a list names it ("Skill: Ectoplasmic Fortification!"), under no section's count
    skills = [
        code for section in SECTIONS for code in deck.section(section) if cards.is_skill(code)
    ]
    if skills:
        parts += [t("text.skill", names_lang, name=written(code)) for code in skills] + [""]
    for section in SECTIONS:
        codes = [code for code in deck.section(section) if not cards.is_skill(code)]
        if not codes:
            continue
        copies = Counter(codes)
        parts.append(f"{t(SECTION_NAMES[section], names_lang)} ({len(codes)})")
        groups: dict[str, list[str]] = {kind: [] for kind in MAIN_KINDS}
        others: list[str] = []
        counted: Counter[str] = Counter()
        for code in copies:
            card = cards.get(code)
            line = f"{copies[code]} {written(code)}"
            if card is None:
                others.append(line)
                continue
            groups.get(card.kind, others).append(line)
            counted[card.kind] += copies[code]
        parts += others  # before the first type heading, so that no heading's count holds them
        for kind in MAIN_KINDS:
            if groups[kind]:
                parts += [kind_heading(kind, names_lang, counted[kind]), *groups[kind]]
        parts.append("")
    return "\n".join(parts)
