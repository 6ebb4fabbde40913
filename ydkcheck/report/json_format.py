"""``--salida json``: the JSON contract, schema 1 (keys in English, messages localised).

The contract is the keys and values, not the whitespace: each deck is encoded on a line of
its own as it is checked; the inputs that could not be read (``errors``) and the files that
hold the same deck (``duplicates``) are listed at the end.
"""

from __future__ import annotations

from typing import Any

from ydkcheck.cards import spanish_names
from ydkcheck.diagnostics import Diagnostic, Namer
from ydkcheck.lists.model import Banlist
from ydkcheck.lists.online import is_online
from ydkcheck.report.duplicates import Group
from ydkcheck.report.location import shown
from ydkcheck.report.model import Unreadable
from ydkcheck.report.writer import JsonArray, Writer, encode
from ydkcheck.validate import DeckResult

SCHEMA = 1


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


def deck_json(
    result: DeckResult, lang: str, cap: int | None, namer: Namer | None = None
) -> dict[str, Any]:
    """One deck as in the contract."""
    points = None if result.points is None else {"total": result.points, "cap": cap}
    player = result.deck.player
    return {
        "source": shown(result.deck.source),
        "player": None if player is None else shown(player),
        "legal": result.legal,
        "fingerprint": result.fingerprint,
        "counts": result.deck.counts(),
        "points": points,
        "diagnostics": [diagnostic_json(d, lang, namer) for d in result.diagnostics],
    }


def document_json(
    banlist: Banlist, errors: list[dict[str, str]], duplicates: list[Group] | None = None
) -> dict[str, Any]:
    """The document around the decks (left empty); ``errors`` only when there are some,
    then ``duplicates``: each deck that two files or more hold, and the files."""
    document: dict[str, Any] = {
        "schema": SCHEMA,
        "banlist": {
            "id": banlist.id,
            "name": banlist.name,
            "format": banlist.family,
            "effective": banlist.effective.isoformat() if banlist.effective else None,
            # the day of the download, for an online list of the cache; null for a shipped one
            "downloaded": banlist.effective.isoformat()
            if is_online(banlist) and banlist.effective
            else None,
        },
        "decks": [],
    }
    if errors:
        document["errors"] = errors
    document["duplicates"] = [
        {"fingerprint": group.fingerprint, "sources": [shown(source) for source in group.sources]}
        for group in duplicates or ()
    ]
    return document


class JsonWriter(Writer):
    """The JSON contract, one deck at a time; unreadable inputs are listed at the end."""

    utf8_file = True  # JSON is UTF-8 (RFC 8259), whatever the console

    def __init__(
        self, banlist: Banlist, lang: str, color: bool = False, names: str | None = None
    ) -> None:
        super().__init__(banlist, lang, color, names)
        self.errors: list[dict[str, str]] = []
        self.decks = JsonArray(encode(document_json(banlist, [])), "decks")

    def piece(self, result: DeckResult) -> str:
        return encode(deck_json(result, self.lang, self.banlist.points_cap, self.namer))

    def add(self, piece: str, repeats: str | None = None) -> str:
        return self.decks.add(piece)

    def unreadable(self, item: Unreadable) -> str:
        self.errors.append({"source": shown(item.source), "message": item.error.render(self.lang)})
        return ""

    def close(self) -> str:
        groups = self.duplicates.groups()
        if not self.errors and not groups:
            return self.decks.close()
        return self.decks.close(encode(document_json(self.banlist, self.errors, groups)))
