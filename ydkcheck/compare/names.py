"""Names on a registered list that no card bears exactly: the cards each one fits.

Konami's tournament policy allows shorthand on a deck list only where it is unambiguous: a
name that fits one card ("Ash Blossom") names that card; one that fits several
("Bottomless", "Stardust") is an ambiguous name, a Major deck list error, however the
player meant it. A written name *fits* a card when its words stand in the card's English or
Spanish name in the same order, whole, the last one perhaps cut short ("Imperm" for
"Infinite Impermanence"); case, accents, punctuation and ``&``/``and``/``y`` do not count.
Tokens and Skill Cards are never candidates. The text reader's own ambiguous names (two
cards whose names fold alike) keep the cards it found.
"""

import bisect
import functools
import itertools
import re
import unicodedata
from collections.abc import Iterable
from typing import NamedTuple

from ydkcheck.cards import Card, CardDB
from ydkcheck.cards.data import UNPLAYABLE_KINDS
from ydkcheck.cards.naming import spanish_names
from ydkcheck.compare.record import Record
from ydkcheck.decks.model import Deck
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.printable import MOST_SHOWN

WORD_BREAK = re.compile(r"[\W_]+")
CONNECTIVES = frozenset({"and", "y"})  # "&" is no word at all
CUT = "..."  # how the reader marks a name it cut short: such a name fits nothing
AMBIGUOUS_KEY = "rule.ambiguous-name"  # the text reader's message for names folding alike


def words(name: str) -> tuple[str, ...]:
    """The words of ``name`` as they are compared: folded, without connectives."""
    text = name.casefold()
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(char for char in text if not unicodedata.combining(char))
    return tuple(word for word in WORD_BREAK.split(text) if word and word not in CONNECTIVES)


def fits(written: tuple[str, ...], name: tuple[str, ...]) -> bool:
    """Whether the words ``written`` stand in ``name`` in order (the last may be cut short)."""
    if not written:
        return False
    at = 0
    last = len(written) - 1
    for index, word in enumerate(written):
        while at < len(name) and not (
            name[at] == word or (index == last and name[at].startswith(word))
        ):
            at += 1
        if at == len(name):
            return False
        at += 1
    return True


class _NameTable(NamedTuple):
    """The words of every playable card's English and Spanish names, each with the passcode
    of its original artwork, and where each word stands: the names that hold it, and every
    word in order (for a last word cut short)."""

    names: tuple[tuple[tuple[str, ...], int], ...]
    holding: dict[str, tuple[int, ...]]  # a word -> the indices of the names that hold it
    vocabulary: tuple[str, ...]  # every word, sorted


@functools.lru_cache(maxsize=2)
def _name_table(cards: CardDB) -> _NameTable:
    """The name table of ``cards`` (``CardDB.original_artwork``, worked out here from the
    names: built on the first unmatched name of a run)."""
    rows = [row for row in cards.names() if row[3] not in UNPLAYABLE_KINDS]
    name_of = {code: name for code, _, name, _ in rows}
    original = {
        code: identity if name_of.get(identity) == name else code
        for code, identity, name, _ in rows
    }
    found = [(words(name), original[code]) for code, _, name, _ in rows]
    found += [
        (words(name), original[code]) for code, name in spanish_names().items() if code in original
    ]
    holding: dict[str, list[int]] = {}
    for index, (name, _) in enumerate(found):
        for word in set(name):
            holding.setdefault(word, []).append(index)
    return _NameTable(
        tuple(found),
        {word: tuple(indices) for word, indices in holding.items()},
        tuple(sorted(holding)),
    )


def fitting_cards(written: str, cards: CardDB) -> tuple[Card, ...]:
    """The cards the written name fits (see the module's documentation), by English name.

    Only the names that hold each whole word written are tried, or, for one word, the
    names holding a word it starts: a few set operations, not a pass over every name."""
    wanted = words(written)
    if not wanted or (written.endswith(CUT) and len(written) >= MOST_SHOWN):
        return ()  # no word, or a name a message cut short
    table = _name_table(cards)
    *whole, last = wanted
    if whole:
        held = [set(table.holding.get(word, ())) for word in whole]
        indices = set.intersection(*held)
    else:
        start = bisect.bisect_left(table.vocabulary, last)
        indices = set()
        after = itertools.islice(table.vocabulary, start, None)
        for word in itertools.takewhile(lambda word: word.startswith(last), after):
            indices.update(table.holding[word])
    names = table.names
    codes = {names[index][1] for index in indices if fits(wanted, names[index][0])}
    return _cards(codes, cards)


def _cards(codes: Iterable[int], cards: CardDB, playable: bool = False) -> tuple[Card, ...]:
    """The cards of ``codes`` (only the playable ones with ``playable``), by English name."""
    found = [
        card
        for code in set(codes)
        if (card := cards.get(code)) is not None and (card.is_playable or not playable)
    ]
    return tuple(sorted(found, key=lambda card: (card.name.casefold(), card.id)))


class ListedName(Record):
    """A line of a text list whose name no card bears exactly, and the cards it fits."""

    __slots__ = ("candidates", "copies", "diagnostic", "section", "written")

    def __init__(
        self,
        diagnostic: Diagnostic,
        written: str,
        section: Section,
        copies: int,
        candidates: tuple[Card, ...],
    ) -> None:
        self.diagnostic = diagnostic  # what the reader said of the line
        self.written = written
        self.section = section
        self.copies = copies
        self.candidates = candidates

    @property
    def line(self) -> int | None:
        return self.diagnostic.line

    @property
    def ambiguous(self) -> bool:
        """A name that fits several cards: a Major deck list error."""
        return len(self.candidates) > 1

    @property
    def shorthand(self) -> Card | None:
        """The one card a shorthand names, when it fits exactly one."""
        return self.candidates[0] if len(self.candidates) == 1 else None


MOST_NAMES_FITTED = 100  # a deck list holds 90 lines at most; past it, names fit no card


def listed_names(deck: Deck, cards: CardDB) -> tuple[ListedName, ...]:
    """Every name line of ``deck`` (a text list) that the reader could not match, with the
    cards it fits: the first ``MOST_NAMES_FITTED`` of them (a search stays bounded); any
    later one fits none, and is a line to confirm as any name that fits no card."""
    found: list[ListedName] = []
    for diagnostic in deck.warnings:
        written = diagnostic.params.get("name")
        section, copies = diagnostic.section, diagnostic.count
        if diagnostic.rule != "unknown-card" or not isinstance(written, str):
            continue
        if section is None or copies is None:
            continue
        if diagnostic.message_key == AMBIGUOUS_KEY:
            from ydkcheck.cards.matching import name_index, name_key

            index = name_index(cards)
            codes = index.by_key.get(name_key(written), ())
            candidates = _cards(map(cards.original_artwork, codes), cards, playable=True)
        elif len(found) < MOST_NAMES_FITTED:
            candidates = fitting_cards(written, cards)
        else:
            candidates = ()
        found.append(ListedName(diagnostic, written, section, copies, candidates))
    return tuple(found)
