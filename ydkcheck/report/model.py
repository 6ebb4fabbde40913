"""What a report is made of: the list used, each deck's result, the decks that could not be read."""

from __future__ import annotations

from typing import NamedTuple

from ydkcheck.banlists import Banlist
from ydkcheck.errors import InputError
from ydkcheck.validate import DeckResult


class Unreadable(NamedTuple):
    """A deck source that could not be used, and why."""

    source: str
    error: InputError


class Report(NamedTuple):
    """Everything one ``valida`` run found."""

    banlist: Banlist
    results: tuple[DeckResult, ...]
    unreadable: tuple[Unreadable, ...] = ()
