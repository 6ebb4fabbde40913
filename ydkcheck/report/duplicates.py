"""Files that hold the same deck: two or more checked files with one fingerprint.

Two names of one file (a link, a folder named by two paths) never both reach here: the
inputs check a file once, under its first name, and leave its other names out, saying so
(``decks.inputs.other_names``).
"""

from __future__ import annotations

import re
from typing import NamedTuple

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
