"""Shorthand names: the cards a written name fits, as Konami's policy reads a deck list.

The policy allows shorthand on a deck list only where it is unambiguous: a name that fits one
card ("Ash Blossom") names that card; one that fits several ("Bottomless", "Stardust") is an
ambiguous name. A written name *fits* a card when its words stand in the card's English or
Spanish name in the same order, whole, the last one perhaps cut short ("Imperm" for
"Infinite Impermanence"); case, accents, punctuation and ``&``/``and``/``y`` do not count.
Tokens and Skill Cards are never candidates. The table of every name's words is needed on
the first name looked up, so only a list with a name no card bears pays for it: loaded from
the copy the wheel ships for its card data (``PREBUILT``), else worked out (about 0.3 s).
"""

import bisect
import functools
import itertools
import re
import unicodedata
from collections.abc import Iterable
from typing import NamedTuple

from ydkcheck.cards import prebuilt
from ydkcheck.cards.data import UNPLAYABLE_KINDS, Card, CardDB
from ydkcheck.cards.matching import MOST_REMEMBERED, number_spelt_out
from ydkcheck.cards.naming import spanish_names
from ydkcheck.printable import MOST_SHOWN

PREBUILT = "shorthand.bin"  # in the package's data folder, written by the build hook
HELD = "held-names.bin"  # ``held_names``, beside it
HELD_KIND = "held-names"
FORMAT = 1  # raised whenever the table or ``words`` change meaning
KIND = "shorthand"
WORD_BREAK = re.compile(r"[\W_]+")
CONNECTIVES = frozenset({"and", "y"})  # "&" is no word at all
CUT = "..."  # how the reader marks a name it cut short: such a name fits nothing


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
    """The name table of ``cards``: the shipped copy when it was made from them, else worked
    out (on the first unmatched name of a run)."""
    shipped = prebuilt.shipped(PREBUILT, KIND, FORMAT, cards.info.tag)
    if isinstance(shipped, tuple) and len(shipped) == len(_NameTable._fields):
        return _NameTable(*shipped)
    return build_table(cards)


def build_table(cards: CardDB) -> _NameTable:
    """The name table of ``cards`` worked out (``CardDB.original_artwork``, here from the
    names)."""
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


@functools.lru_cache(maxsize=2)  # as ``_name_table``: one a run
def vocabulary(cards: CardDB) -> frozenset[str]:
    """Every word of a playable card's English or Spanish name, as ``words`` folds it."""
    return frozenset(_name_table(cards).vocabulary)


def fitting_cards(written: str, cards: CardDB) -> tuple[Card, ...]:
    """The cards the written name fits (see the module's documentation), by English name;
    a name that starts with "Number" shortened ("No. 107", ``matching.number_spelt_out``)
    fits what it fits spelt out too.

    Only the names that hold each whole word written are tried, or, for one word, the
    names holding a word it starts: a few set operations, not a pass over every name."""
    spelt = number_spelt_out(written)
    if spelt:
        codes = {card.id for name in (written, *spelt) for card in _fitting(name, cards)}
        return cards_of(codes, cards)
    return _fitting(written, cards)


@functools.lru_cache(maxsize=MOST_REMEMBERED)  # a pile of lists writes the same names again
def _fitting(written: str, cards: CardDB) -> tuple[Card, ...]:
    """``fitting_cards`` of the name as written."""
    wanted = words(written)
    if not wanted or (written.endswith(CUT) and len(written) >= MOST_SHOWN):
        return ()  # no word, or a name a message cut short
    table = _name_table(cards)
    *whole, last = wanted
    if whole:
        held = [set(table.holding.get(word, ())) for word in whole]
        indices = set.intersection(*held)
    else:
        indices = _holding_a_word_starting(table, last)
    names = table.names
    codes = {names[index][1] for index in indices if fits(wanted, names[index][0])}
    return cards_of(codes, cards)


def names_starting(written: str, cards: CardDB) -> tuple[tuple[tuple[str, ...], int], ...]:
    """The names (their words, ``words``) of playable cards, English or Spanish, that start
    with the words ``written``, the last perhaps cut short, each with its original artwork's
    passcode: what a name cut off by an ellipsis ("Return…") may be."""
    wanted = words(written)
    if not wanted:
        return ()
    table = _name_table(cards)
    first = wanted[0]
    indices = (
        table.holding.get(first, ())
        if len(wanted) > 1
        else (_holding_a_word_starting(table, first))
    )
    *whole, last = wanted
    count = len(wanted)
    return tuple(
        (name, code)
        for name, code in (table.names[index] for index in indices)
        if len(name) >= count
        and list(name[: count - 1]) == whole
        and name[count - 1].startswith(last)
    )


def _holding_a_word_starting(table: _NameTable, start: str) -> set[int]:
    """The indices of the names of ``table`` that hold a word starting with ``start``: the
    words of its sorted vocabulary from ``start`` on, while they start so."""
    after = itertools.islice(table.vocabulary, bisect.bisect_left(table.vocabulary, start), None)
    held = itertools.takewhile(lambda word: word.startswith(start), after)
    return {index for word in held for index in table.holding[word]}


def run_at(name: tuple[str, ...], run: tuple[str, ...]) -> int | None:
    """Where the words ``run`` first stand together and in order in ``name``, or None."""
    count = len(run)
    for at in range(len(name) - count + 1) if count else ():
        if name[at : at + count] == run:
            return at
    return None


def names_holding(
    written: tuple[str, ...], cards: CardDB
) -> tuple[tuple[tuple[str, ...], int], ...]:
    """The names (their words) of playable cards, English or Spanish, that hold the words
    ``written`` (``words``) together and in order, each with its original artwork's passcode:
    the longer names a name written with other words may be ("Greed": Pot of Greed)."""
    return _holding(_name_table(cards), written)


@functools.lru_cache(maxsize=2)  # as ``_name_table``: one a run
def held_names(cards: CardDB) -> frozenset[int] | None:
    """The passcodes (original artworks) of the cards whose English or Spanish name another
    playable card's longer name holds (``names_holding``), as the wheel ships them for its
    card data: a run asks for no name table for the others. None where none is shipped (a
    checkout, updated card data): any card may be held."""
    shipped = prebuilt.shipped(HELD, HELD_KIND, FORMAT, cards.info.tag)
    return shipped if isinstance(shipped, frozenset) else None


def build_held(table: _NameTable) -> frozenset[int]:
    """``held_names`` worked out from a name table."""
    held = set()
    for name, code in table.names:
        if code not in held and any(
            other != code and len(longer) > len(name) for longer, other in _holding(table, name)
        ):
            held.add(code)
    return frozenset(held)


def _holding(
    table: _NameTable, written: tuple[str, ...]
) -> tuple[tuple[tuple[str, ...], int], ...]:
    """``names_holding`` in ``table``."""
    if not written:
        return ()
    rarest = min(written, key=lambda word: len(table.holding.get(word, ())))
    found = (table.names[index] for index in table.holding.get(rarest, ()))
    return tuple((name, code) for name, code in found if run_at(name, written) is not None)


def cards_of(codes: Iterable[int], cards: CardDB, playable: bool = False) -> tuple[Card, ...]:
    """The cards of ``codes`` (only the playable ones with ``playable``), by English name."""
    found = [
        card
        for code in set(codes)
        if (card := cards.get(code)) is not None and (card.is_playable or not playable)
    ]
    return tuple(sorted(found, key=lambda card: (card.name.casefold(), card.id)))


def prebuilt_bytes(table: _NameTable, tag: str) -> bytes:
    """The copy of ``table`` the wheel ships, made from the card data ``tag`` names."""
    return prebuilt.prebuilt_bytes(KIND, FORMAT, tuple(table), tag)


def held_bytes(held: frozenset[int], tag: str) -> bytes:
    """The copy of ``held_names`` the wheel ships, made from the card data ``tag`` names."""
    return prebuilt.prebuilt_bytes(HELD_KIND, FORMAT, held, tag)
