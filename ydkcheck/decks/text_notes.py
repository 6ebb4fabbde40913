"""What a text list's card line writes beside a card's name and count: notes in brackets,
set codes, rarities, a card's condition, a table's comments: what is only a note, and what
writes copies of a card."""

from __future__ import annotations

import re

from ydkcheck.cards.matching import NameIndex
from ydkcheck.decks import text_lines as grammar

# a note in brackets, with the blank before it: "Sangan (LOB)", "Sangan [UR]"
BRACKETED = re.compile(r" ?(?:\[[^\]]*\]|\([^)]*\))")
# the words beside a count that say what it counts: "x 3", "LV 7", "Rank 4"
COUNT_SIGNS = frozenset({"x", "×"})  # before or after their count
COUNT_MARKS = COUNT_SIGNS | set(grammar.LEVEL_WORDS) | {"lv."}
MOST_NOTE_WORDS = 3  # after a note, words with no count and no card: "Near Mint", "NS search"
# the words of a card's condition, as collectors write them after its set and rarity
CONDITION_WORDS = frozenset(
    {"near", "mint", "nm", "lp", "mp", "hp", "dmg", "light", "lightly", "moderately"}
    | {"heavily", "played", "damaged", "excellent", "good", "poor", "used", "new"}
)


def a_note_alone(text: str, names: NameIndex, most_words: int = MOST_NOTE_WORDS) -> bool:
    """Whether ``text``, left of a card line after a note in brackets, or a table's column
    after the card's name, is only a note: a set code, a rarity, a condition, or a few words
    that hold no count and name no card, in whole or in part ("Near Mint", "NS search"; up
    to ``most_words``), never "3 Malevolent Nuzzler", "and Graceful Charity", "tres Maxx
    "C"" or "Side"."""
    if grammar.SET_CODE_ALONE.fullmatch(text) or grammar.only_rarity(text):
        return True
    words = text.split()
    kinds = [grammar.bare(word) for word in words]
    if any(grammar.is_count(kind) for kind in kinds) or grammar.recounts(text):
        return False  # "tres Maxx", "three", "x3", "Side", "+1"
    if _names_a_card(words, names):
        return False  # "and Graceful Charity", "Raigeki, Graceful Charity"
    noted = grammar.RARITY_WORDS | CONDITION_WORDS
    if all(kind in noted for kind in kinds):
        return True  # "Near Mint 1st Edition"
    return len(words) <= most_words and not any(char.isdigit() for char in text)


def a_note_writes_copies(line: str, names: NameIndex) -> bool:
    """Whether a note in brackets on ``line`` writes copies of a card: a count and a card's
    name ("Pot of Greed (nota: 3 Maxx "C")", "Raigeki (x2 Dark Hole)"); a note that names a
    card without a count ("Sangan (searches Witch of the Black Forest)") is a comment."""
    for found in grammar.NOTE.finditer(line):
        words = (found.group(1) or found.group(2) or "").split()
        kept = [grammar.bare(word) for word in words]
        counting = _counting(kept)
        others = [word for word, counts in zip(words, counting, strict=True) if not counts]
        # the name in other words than the count: "(LV 7)" counts no card named "7"
        if any(map(grammar.is_count, kept)) and _names_a_card(others, names):
            return True
    return False


def _counting(words: list[str]) -> list[bool]:
    """Whether each ``bare`` word of a note counts, or says what the count beside it is: "3",
    "x3", the "x" of "x 3" or "3 x", the "LV" of "LV 7"; "Level" of "Level Eater" is a name's."""
    counts = [grammar.is_count(word) for word in words]
    beside = [
        word in COUNT_MARKS
        and (
            (at + 1 < len(words) and counts[at + 1])
            or (word in COUNT_SIGNS and at > 0 and counts[at - 1])
        )
        for at, word in enumerate(words)
    ]
    return [count or mark for count, mark in zip(counts, beside, strict=True)]


def _names_a_card(words: list[str], names: NameIndex) -> bool:
    """Whether the words, or those after any of them, are a card's name (or more cards')."""
    for start in range(len(words)):
        found = names.find(" ".join(words[start:]).strip(" ,;:&+/|"))
        if found.card is not None or found.candidates:
            return True
    return False


def set_or_rarity(column: str, names: NameIndex) -> bool:
    """Whether a column between a count and a name is a set code ("MACR-EN036"), a set's
    abbreviation ("Rds", "Pp01"), a rarity, or empty: never a section, a count or a card's
    name ("Side", "2", "Pot of Greed")."""
    if grammar.SET_CODE_ALONE.fullmatch(column) or grammar.only_rarity(column):
        return True
    if names.find(column).card is not None:
        return False
    # a set's abbreviation, a type, a language, a condition ("Rds", "Effect Monster", "Near
    # Mint"): anything but a section, a count or a word that takes the card out
    bare = grammar.bare(column)
    return not (grammar.is_count(bare) or bare.isdigit() or grammar.recounts(column))


def without_set_code(line: str) -> str:
    """``line`` without a set code written after a dash or a bar, nor a rarity or edition
    after the code ("Name x1 - RA01-EN057 - 1st Edition", "1x Name | BLVO-EN065 | Secret");
    what else follows the code stays to be read ("Name - RIRA-EN023 x3" is three copies)."""
    code = grammar.SET_CODE.search(line)
    if code is None or code.start() == 0:
        return line
    rest = line[code.end() :]
    rarity = grammar.RARITY_AFTER_CODE.match(rest)
    if rarity is not None and grammar.only_rarity(rarity.group()):
        # "- Secret Rare x3": the rarity goes, the count stays; "- three", "- Side Deck" or
        # "| Lonefire Blossom" is no rarity, and stays to be read
        rest = rest[rarity.end() :]
    return f"{line[: code.start()]} {rest.strip()}".strip()
