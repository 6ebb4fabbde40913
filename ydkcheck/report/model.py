"""What a writer is told besides checked decks: an input that could not be read, and a file
of a folder that is no deck."""

from __future__ import annotations

from typing import NamedTuple

from ydkcheck.errors import InputError
from ydkcheck.i18n import t
from ydkcheck.printable import printable_name

# why a file of a folder is left out -> what says so
SKIP_REASONS = {
    "no-cards": "skipped.no-cards",
    "not-a-deck": "skipped.not-a-deck",
    "not-a-file": "skipped.not-a-file",
    "hidden": "skipped.hidden",
    "folder-link": "skipped.folder-link",
    "same-file": "skipped.same-file",
}


class Unreadable(NamedTuple):
    """A deck source that could not be used, and why."""

    source: str
    error: InputError


class Skipped(NamedTuple):
    """A file met in a folder that is left out, and why (a key of ``SKIP_REASONS``: no deck,
    ``binary``, ``no-cards``, ``not-a-deck``, ``not-a-file``; or not read, ``hidden``,
    ``folder-link``, ``same-file``, a file checked under ``other``, another of its names)."""

    source: str
    reason: str
    other: str = ""  # ``same-file``: the name it was checked under

    def said(self, lang: str) -> str:
        """Why it is left out, in ``lang``."""
        return t(SKIP_REASONS[self.reason], lang, other=printable_name(self.other))
