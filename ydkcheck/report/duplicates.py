"""Files that hold the same deck: two or more checked files with one fingerprint.

Two names of one file (``decks/a.ydk`` and ``./decks/a.ydk``, a link) are one file, not a
repeat: when a fingerprint comes again, the files are told apart by device and inode (one
``stat`` only for decks that repeat one).
"""

from __future__ import annotations

import os
from typing import NamedTuple

from ydkcheck.decks import STDIN_SOURCE, YDKE_PREFIX
from ydkcheck.i18n import t
from ydkcheck.printable import printable


class SharedDeck(NamedTuple):
    """One deck held by several files: its fingerprint and the files, in the order met."""

    fingerprint: str
    sources: tuple[str, ...]


def _identity(source: str) -> object:
    """What makes a source one file whatever it is called. A URL or standard input is never
    another input: the inputs are listed without repeats (``decks.read_inputs``), and a long
    URL is named by its start, which two URLs may share."""
    if source.startswith(YDKE_PREFIX) or source == STDIN_SOURCE:
        return object()
    try:
        status = os.stat(source)
    except OSError:  # gone since it was read: by its name
        return os.path.abspath(source)
    return (status.st_dev, status.st_ino)


class Duplicates:
    """Every checked deck's source by its fingerprint (a dict: memory grows by a string a
    deck, which a repository run of 10,000 decks can afford)."""

    __slots__ = ("_files", "_sources")

    def __init__(self) -> None:
        self._sources: dict[str, list[str]] = {}  # one source a file
        self._files: dict[str, set[object]] = {}  # the files, once a fingerprint repeats

    def add(self, fingerprint: str, source: str) -> str | None:
        """Record a checked deck; the first earlier file holding the same deck, if any."""
        sources = self._sources.get(fingerprint)
        if sources is None:
            self._sources[fingerprint] = [source]
            return None
        files = self._files.get(fingerprint)
        if files is None:
            files = self._files[fingerprint] = {_identity(sources[0])}
        identity = _identity(source)
        if identity in files:
            return None  # the same file under another name
        files.add(identity)
        sources.append(source)
        return sources[0]

    def groups(self) -> list[SharedDeck]:
        """Each deck held by two files or more, in the order their first files came."""
        return [
            SharedDeck(fingerprint, tuple(sources))
            for fingerprint, sources in self._sources.items()
            if len(sources) > 1
        ]


def describe(group: SharedDeck, lang: str, sources: str | None = None) -> str:
    """The sentence that names the files of a group: every output says it this way
    (``sources``: the files as the output writes them, if not as plain names)."""
    return t(
        "report.duplicate",
        lang,
        files=t("report.duplicate.files", lang, count=len(group.sources)),
        fingerprint=group.fingerprint,
        sources=", ".join(map(printable, group.sources)) if sources is None else sources,
    )
