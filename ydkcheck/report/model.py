"""What a report is made of: the list used, each deck's result, the decks that could not be read."""

from __future__ import annotations

from typing import NamedTuple

from ydkcheck.errors import InputError
from ydkcheck.lists.model import Banlist
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

    @property
    def exit_code(self) -> int:
        """2 when a deck could not be read, else 1 when one is illegal, else 0."""
        if self.unreadable:
            return 2
        return 0 if all(result.legal for result in self.results) else 1
