"""What a writer is told besides checked decks: an input that could not be read."""

from __future__ import annotations

from typing import NamedTuple

from ydkcheck.errors import InputError


class Unreadable(NamedTuple):
    """A deck source that could not be used, and why."""

    source: str
    error: InputError
