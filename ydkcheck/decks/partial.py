"""A deck with lines that were not read: what the commands that write or compute from it say.

``hoja`` and ``convierte`` refuse such a deck (``refuse``) unless forced, and then say in
what they write that lines were left out (``left_out``); ``simula`` and ``info`` name the
lines first. Nothing a command produces from a partial deck passes for the whole deck.
"""

from __future__ import annotations

from ydkcheck.decks.model import Deck
from ydkcheck.errors import InputError
from ydkcheck.i18n import t

MOST_LINES = 10  # line numbers named one by one; past them, "and N more"


def shown_lines(lines: tuple[int, ...]) -> str:
    """``3, 7, 12`` (the first ``MOST_LINES``, then ``…``)."""
    shown = ", ".join(map(str, lines[:MOST_LINES]))
    return shown + ", …" if len(lines) > MOST_LINES else shown


def refuse(deck: Deck, force: bool) -> None:
    """InputError when ``deck`` has unread lines and the run is not forced."""
    if deck.unread and not force:
        raise InputError(
            "partial.refused",
            deck.source,
            None,
            count=len(deck.unread),
            lines=shown_lines(deck.unread),
        )


def left_out(deck: Deck, lang: str) -> str | None:
    """The sentence saying which lines of ``deck`` were left out; None when none was."""
    if not deck.unread:
        return None
    return t("partial.left-out", lang, count=len(deck.unread), lines=shown_lines(deck.unread))
