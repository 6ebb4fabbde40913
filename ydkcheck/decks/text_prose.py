"""Words a text list writes around its cards: sentences of prose, text in another script,
comments that name siding, and the card such words name or count ("Tech: 3 Maxx "C"", "3
Imperm")."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ydkcheck.cards.matching import NameIndex
from ydkcheck.cards.name_keys import name_key
from ydkcheck.decks import text_lines as grammar

if TYPE_CHECKING:
    from ydkcheck.cards import Card, CardDB


# the scripts whose letters no card name ydkcheck reads is written in
OTHER_SCRIPTS = (
    *("CJK", "HIRAGANA", "KATAKANA", "HANGUL", "CYRILLIC", "ARABIC", "HEBREW", "THAI"),
    *("DEVANAGARI", "GREEK", "ARMENIAN", "GEORGIAN", "BOPOMOFO"),
)
# words of prose that count copies, beside the counts the reader knows: a sentence that holds
# one is no sentence of prose ("a pair of", "a playset of", "another", "a third")
QUANTITY_WORDS = frozenset(
    {
        *("pair", "playset", "couple", "dozen", "another", "second", "third", "single"),
        *("double", "triple", "copy", "copies", "par", "otra", "otro", "copia", "copias"),
        # "Pot of Greeds in triplicate", "Running Graceful Charities thrice": a hostile
        # review; "twice" and "several" are prose's too ("can attack twice per turn")
        *("thrice", "duplicate", "triplicate", "trio"),
    }
)
# the words a comment names the Side Deck by, besides its headings' ("# Side cards")
SIDING = re.compile(
    r"(?<![^\W\d_])(?<!-)(?:sides?|sided|siding|sideboard\w*|sidedec?k\w*|post-?side)"
    r"(?![^\W\d_])",
    re.I,
)
# words after which "side" is a verb of a sentence, not a section's name ("side it in later")
SIDING_SENTENCE = frozenset(
    {"it", "them", "these", "this", "those", "in", "out", "into", "vs", "against", "later"}
)
MOST_SIDING_WORDS = 3  # a longer comment that names siding is a sentence about it
LEAST_SENTENCE_WORDS = 5  # a sentence's words at least: no card's name ends in a full stop
MOST_SHORT_NAME_WORDS = 3  # the words a short name is looked for in, next to a count
PLURAL_LEAST = 4  # characters of a word's key that may be a card's name made plural
# a forum's tags and the separators between cards, leaders of dots among them, read as spaces
# (``counted_cards``)
TAGS_AND_SEPARATORS = re.compile(r"\[[^\]\n]{0,80}\]|[:;|]|[.…]{2,}|…")


def in_another_script(text: str) -> bool:
    """Whether a line writes words in a script other than the Latin alphabet (Japanese,
    Korean, Chinese, Cyrillic, Greek...): two letters of it at least, so that "Nº", "2ª",
    "Donʼt", "µ-Tech" and "Ω Omega package" are Latin text."""
    letters = (char for char in text if not char.isascii() and char.isalpha())
    found = 0
    for char in letters:
        if unicodedata.name(char, "").startswith(OTHER_SCRIPTS):
            found += 1
            if found >= 2:
                return True
    return False


def a_sentence(line: str) -> bool:
    """Whether a line no card bears has a sentence's shape: five words or more, ending in a
    full stop ("As you can see, the deck is very focused."), not an ellipsis
    (``text._Reading._prose`` weighs its words)."""
    end = line.rstrip()
    return (
        len(line.split()) >= LEAST_SENTENCE_WORDS and end.endswith(".") and not end.endswith("..")
    )


def names_siding(text: str) -> bool:
    """Whether a short comment names the Side Deck or siding as a heading would ("# Side
    cards", "# Siding", "# Post-side"): in a list of another section, a reader may see the
    Side Deck start there. "// side it in later" is a sentence about siding."""
    words = [word.casefold() for word in grammar.LETTERS.findall(text)]
    if len(words) > MOST_SIDING_WORDS or SIDING_SENTENCE.intersection(words):
        return False
    return SIDING.search(text) is not None


def named_in(text: str, names: NameIndex) -> tuple[Card | None, bool]:
    """The card whose name stands among the words of ``text`` (a run of them whose key is a
    card's), and whether a count is written next to it (``Side: 3 Name``, ``Bob (3 Name)``,
    ``Name x3 too``, ``tres copias``; bullets, signs and ``copies of`` aside): the first one
    counted, else the first named (None: none). The key of a run is its words' keys put
    together: a dictionary look-up a run."""
    words = text.split()
    keys = [name_key(word) for word in words]
    first: Card | None = None
    for start in range(len(words)):
        for stop, card in _names_from(words, keys, start, names):
            if grammar.counted_beside(words, start, stop):
                return card, True
            first = first or card
    return first, False


def _names_from(
    words: list[str], keys: list[str], start: int, names: NameIndex
) -> Iterator[tuple[int, Card]]:
    """Each run of ``words`` from ``start`` that is a card's whole name, shortest first: its
    end and the card. The key of a run is its words' ``keys`` put together: a dictionary
    look-up a run."""
    key = ""
    for stop in range(start + 1, min(len(words), start + grammar.MOST_NAME_WORDS) + 1):
        key += keys[stop - 1]
        if key and key in names.by_key:
            card = names.find(" ".join(words[start:stop])).card
            if card is not None:
                yield stop, card


def plural_named_in(text: str, names: NameIndex) -> Card | None:
    """The card whose name stands among the words of ``text`` with one of its words made
    plural ("Pot of Greeds", "Books of Moon", "Ollas de la Codicia", "Jinzos"): a run of
    words whose keys, one less a plural's ending, make a card's key; else None. A name of one
    word counts only written with a capital inside the sentence: "storms", "the mountains"
    and a sentence's first word are words, not Storm, Mountain or Prohibition. Dictionary
    look-ups, a few hundred a word that ends in ``s`` at most."""
    words = text.split()
    keys = [name_key(word) for word in words]
    most = grammar.MOST_NAME_WORDS
    for index, key in enumerate(keys):
        if len(key) < PLURAL_LEAST or not key.endswith("s"):
            continue
        named = index > 0 and words[index][:1].isupper()
        for singular in {key[:-1], key[:-2], f"{key[:-3]}y"}:
            for start in range(max(0, index - most + 1), index + 1):
                before = "".join(keys[start:index]) + singular
                for stop in range(index + 1, min(len(words), start + most) + 1):
                    if stop - start == 1 and not named:
                        continue
                    joined = before + "".join(keys[index + 1 : stop])
                    for code in names.by_key.get(joined, ()):
                        card = names.cards.get(code)
                        if card is not None:
                            return card
    return None


def counted_cards(text: str, names: NameIndex) -> int:
    """How many cards ``text`` writes with a count next to each (``named_in``'s runs of
    words), a forum's tags (``[ccDeck="Main Deck"]``) and separators (``:``, ``;``, ``|``,
    leaders of dots) read as spaces: ``3 Mermail Abyssteus:3 Mermail Abyssgunde`` writes two."""
    words = TAGS_AND_SEPARATORS.sub(" ", text).split()
    keys = [name_key(word) for word in words]
    found = 0
    start = 0
    while start < len(words):
        stop = _counted_run(words, keys, start, names)
        found += stop > start
        start = max(stop, start + 1)
    return found


def _counted_run(words: list[str], keys: list[str], start: int, names: NameIndex) -> int:
    """The end of the longest run of words from ``start`` that is a card's name with a count
    next to it, else ``start``."""
    ends = [
        stop
        for stop, _ in _names_from(words, keys, start, names)
        if grammar.counted_beside(words, start, stop)
    ]
    return max(ends, default=start)


def short_name_counted(text: str, cards: CardDB) -> Card | None:
    """Whether ``text`` writes a count (in digits or words) next to words that fit one card
    alone by a short name ("3 Imperm", "Maxx x3", "three Droll"), as a card line's short name
    is read (``cards.shorthand``): that card, else None. A type's or a section's word ("25
    monsters") is none, and one word beside a count counts only in a text of a few words."""
    words = text.split()
    counts = [index for index, word in enumerate(words) if grammar.is_count(grammar.bare(word))]
    if not counts:
        return None
    from ydkcheck.cards.shorthand import fitting_cards  # its table: built once, 0.2 s

    for index in counts:
        # before a count only as "Imperm x3" writes it: "Mesa: 12" is a label and its number
        marked = any(sign in words[index].casefold() for sign in "x×")
        for size in range(1, MOST_SHORT_NAME_WORDS + 1):
            before = words[max(0, index - size) : index] if marked else []
            for part in (words[index + 1 : index + 1 + size], before):
                name = " ".join(part).strip(" ()[]{},.;:!?-–—*·•'\"")
                key = name_key(name)
                if len(part) < size or len(key) < 3 or key in grammar.TYPE_WORDS:
                    continue
                if size == 1 and len(words) > MOST_SHORT_NAME_WORDS:
                    continue  # one word among prose is too loose: "line 5 about combos"
                if key in grammar.SECTION_WORDS or grammar.is_count(key):
                    continue
                fitting = fitting_cards(name, cards)
                if len(fitting) == 1:
                    return fitting[0]
    return None
