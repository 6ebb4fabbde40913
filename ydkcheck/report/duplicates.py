"""Files that hold the same deck: two or more checked files with one fingerprint.

Two names of one file that read it the same way (a link, a folder named by two paths)
never both reach here: the inputs check a file once, under its first name, and leave its
other names out, saying so (``decks.inputs.other_names``). Names that read it otherwise
(``deck.ydk`` and ``deck.txt``) are two checks, and a repeat of each other.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from typing import NamedTuple

from ydkcheck.decks.fingerprint import written
from ydkcheck.i18n import t
from ydkcheck.printable import printable_name


class SharedDeck(NamedTuple):
    """One deck held by several files: its fingerprint and the files, in the order met."""

    fingerprint: str
    sources: tuple[str, ...]


# a fingerprint as ``decks.fingerprint`` writes it: seven groups of four characters of
# Crockford's base 32; and those characters as ``int(..., 32)`` reads base 32, dashes left out
FINGERPRINT = re.compile(r"[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){6}")
_AS_INT_DIGITS = str.maketrans(
    "0123456789ABCDEFGHJKMNPQRSTVWXYZ", "0123456789abcdefghijklmnopqrstuv", "-"
)


def _key(fingerprint: str) -> int | str:
    """A fingerprint as a smaller key: its 140 bits as a number (44 bytes against 83 for
    the text), one number for one fingerprint; any other text stays as it is."""
    if FINGERPRINT.fullmatch(fingerprint) is None:
        return fingerprint
    return int(fingerprint.translate(_AS_INT_DIGITS), 32)


class Duplicates:
    """Every checked deck's first file by its fingerprint, and the files of the decks met
    again. Memory grows by a number and a dictionary entry a deck (the file's name is the
    one the run already holds)."""

    __slots__ = ("_again", "_first")

    def __init__(self) -> None:
        self._first: dict[int | str, str] = {}  # fingerprint -> the first file that held it
        # the decks met again: fingerprint -> its text and the files that hold it (the first
        # one included)
        self._again: dict[int | str, tuple[str, list[str]]] = {}

    def add(self, fingerprint: str, source: str) -> str | None:
        """Record a checked deck; the first earlier file holding the same deck, if any."""
        key = _key(fingerprint)
        first = self._first.get(key)
        if first is None:
            self._first[key] = source
            return None
        again = self._again.get(key)
        if again is None:
            again = self._again[key] = (fingerprint, [first])
        again[1].append(source)
        return first

    def groups(self) -> list[SharedDeck]:
        """Each deck held by two files or more, in the order their first files came."""
        again = self._again
        if not again:
            return []
        return [
            SharedDeck(again[key][0], tuple(again[key][1]))
            for key in self._first
            if key in again and len(again[key][1]) > 1
        ]


KEY_BYTES = 24  # a fingerprint's 140 bits, or a number past them for any other text
FEWEST_SORTED = 1000  # decks past which the groups are found by a sort in numpy
_OTHER = 1 << 140  # the first key of a text that is no fingerprint


class DuplicatesAtTheEnd:
    """The groups ``Duplicates`` finds, found once the run is over: for a writer that names
    the repeated decks at its end only (JSON). A deck costs its fingerprint as 24 bytes and
    a reference to its file's name, which the run holds already: about a third of what a
    dictionary of them costs, over a repository of decks each its own. ``add`` names no
    earlier file."""

    __slots__ = ("_found", "_keys", "_others", "_sources")

    def __init__(self) -> None:
        self._keys = bytearray()  # each deck's key, big-endian, in the order met
        self._sources: list[str] = []
        self._others: dict[str, int] = {}  # a text that is no fingerprint -> its key
        self._found: list[SharedDeck] | None = None  # the groups, until a deck is added

    def add(self, fingerprint: str, source: str) -> None:
        """Record a checked deck."""
        key = _key(fingerprint)
        if isinstance(key, str):
            key = self._others.setdefault(key, _OTHER + len(self._others))
        self._keys += key.to_bytes(KEY_BYTES, "big")
        self._sources.append(source)
        self._found = None

    def groups(self) -> list[SharedDeck]:
        """Each deck held by two files or more, in the order their first files came."""
        if self._found is None:
            self._found = self._groups()
        return list(self._found)

    def _groups(self) -> list[SharedDeck]:
        keys, sources = self._keys, self._sources
        # numpy where the run has it already (the bulk engine's): its import is no cost here
        if len(sources) >= FEWEST_SORTED and "numpy" in sys.modules:
            candidates: Iterable[int] = _sharing_an_end(keys)
        else:
            candidates = range(len(sources))
        decks: dict[bytes, list[int]] = {}  # a key -> its decks, keys by their first deck
        for number in candidates:
            start = number * KEY_BYTES
            decks.setdefault(bytes(keys[start : start + KEY_BYTES]), []).append(number)
        texts = {number: text for text, number in self._others.items()}
        shared = []
        for key, group in decks.items():
            if len(group) > 1:
                number = int.from_bytes(key, "big")
                text = texts[number] if number >= _OTHER else written(number)
                shared.append(SharedDeck(text, tuple(sources[deck] for deck in group)))
        return shared


def _sharing_an_end(keys: bytearray) -> list[int]:
    """The decks whose key's last 8 bytes (64 bits of a digest) another deck's key ends
    with, in the order met: those that may repeat one (one sort in numpy, about 18 bytes a
    deck for the time it takes); their whole keys tell which do."""
    import numpy as np

    words = KEY_BYTES // 8
    ends = np.frombuffer(keys, np.uint64)[words - 1 :: words]  # a view: no copy
    order = np.argsort(ends, kind="stable")
    ordered = ends[order]
    same = ordered[1:] == ordered[:-1]
    shared = np.zeros(len(order), np.bool_)
    shared[1:] |= same
    shared[:-1] |= same
    found: list[int] = np.sort(order[shared]).tolist()
    return found


def describe(group: SharedDeck, lang: str, sources: str | None = None) -> str:
    """The sentence that names the files of a group: every output says it this way
    (``sources``: the files as the output writes them, if not as plain names)."""
    return t(
        "report.duplicate",
        lang,
        files=t("report.duplicate.files", lang, count=len(group.sources)),
        fingerprint=group.fingerprint,
        sources=", ".join(map(printable_name, group.sources)) if sources is None else sources,
    )
