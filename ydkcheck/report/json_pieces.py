"""The pieces every JSON document shares: a card, a diagnostic, how a deck's lines were
taken. Apart from ``report.json_format`` (``valida``'s writer), so that a command writing
its own document imports only these."""

from __future__ import annotations

from typing import Any

from ydkcheck.cards.naming import spanish_names
from ydkcheck.decks.model import Deck, LineNote
from ydkcheck.diagnostics import Diagnostic, Namer
from ydkcheck.printable import printable


def card_json(card_id: int, name: str | None) -> dict[str, Any]:
    """A card as every JSON document names it: its passcode, its English name (null for a
    passcode the card data lacks) and its official Spanish name (null when it has none)."""
    return {"id": card_id, "name": name, "name_es": spanish_names().get(card_id)}


def diagnostic_json(
    diagnostic: Diagnostic, lang: str, namer: Namer | None = None
) -> dict[str, Any]:
    """One diagnostic as in the contract."""
    card = None
    if diagnostic.card_id is not None:
        card = card_json(diagnostic.card_id, diagnostic.card_name)
    return {
        "rule": diagnostic.rule,
        "severity": diagnostic.severity.value,
        "message": diagnostic.message(lang, namer),
        "card": card,
        "section": diagnostic.section.value if diagnostic.section else None,
        "line": diagnostic.line,
        "count": diagnostic.count,
        "max": diagnostic.max,
    }


def lines_json(deck: Deck) -> list[dict[str, Any]]:
    """How each non-blank line of the deck that holds no card was taken (``Deck.notes``):
    ``as`` is heading, type-heading, title, player, event, date, total, comment or unread;
    ``section``, the section a heading starts or the one a type heading is in."""
    return [lines_json_entry(note) for note in deck.notes]


def lines_json_entry(note: LineNote) -> dict[str, Any]:
    """How one line that holds no card was taken (see ``lines_json``)."""
    return {
        "line": note.line,
        "as": note.kind,
        "section": note.section.value if note.section is not None else None,
        "text": printable(note.text),
    }
