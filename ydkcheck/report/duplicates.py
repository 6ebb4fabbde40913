"""Files that hold the same deck: two or more checked files with one fingerprint.

Two names of one file (a link, a folder named by two paths) never both reach here: the
inputs check a file once, under its first name, and leave its other names out, saying so
(``decks.inputs.other_names``).
"""

from __future__ import annotations

import re
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

    __slots__ = ("_keys", "_others", "_sources")

    def __init__(self) -> None:
        self._keys = bytearray()  # each deck's key, big-endian, in the order met
        self._sources: list[str] = []
        self._others: dict[str, int] = {}  # a text that is no fingerprint -> its key

    def add(self, fingerprint: str, source: str) -> None:
        """Record a checked deck."""
        key = _key(fingerprint)
        if isinstance(key, str):
            key = self._others.setdefault(key, _OTHER + len(self._others))
        self._keys += key.to_bytes(KEY_BYTES, "big")
        self._sources.append(source)

    def groups(self) -> list[SharedDeck]:
        """Each deck held by two files or more, in the order their first files came."""
        found = _sorted_groups(self._keys) if len(self._sources) >= FEWEST_SORTED else None
        if found is None:
            firsts: dict[bytes, list[int]] = {}
            keys = self._keys
            for start in range(0, len(keys), KEY_BYTES):
                firsts.setdefault(bytes(keys[start : start + KEY_BYTES]), []).append(start)
            found = [[start // KEY_BYTES for start in group] for group in firsts.values()]
        texts = {number: text for text, number in self._others.items()}
        sources = self._sources
        shared = []
        for group in found:
            if len(group) > 1:
                start = group[0] * KEY_BYTES
                key = int.from_bytes(self._keys[start : start + KEY_BYTES], "big")
                text = texts[key] if key >= _OTHER else written(key)
                shared.append(SharedDeck(text, tuple(sources[number] for number in group)))
        return shared


def _sorted_groups(keys: bytearray) -> list[list[int]]:
    """The decks of each key, in the order met, the keys in the order of their first deck:
    one sort in numpy, a few bytes a deck."""
    import numpy as np

    rows = np.frombuffer(keys, ">u8").reshape(-1, KEY_BYTES // 8)
    order = np.lexsort(rows.T[::-1])  # stable: each key's decks in the order met
    ordered = rows[order]
    starts = np.flatnonzero(np.concatenate(([True], (ordered[1:] != ordered[:-1]).any(axis=1))))
    ends = np.append(starts[1:], len(order))
    repeated = np.flatnonzero(ends - starts > 1)
    by_first = repeated[np.argsort(order[starts[repeated]], kind="stable")]
    return [order[starts[k] : ends[k]].tolist() for k in by_first.tolist()]


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
