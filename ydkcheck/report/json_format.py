"""``--salida json``: the JSON contract, schema 1 (keys in English, messages localised).

The contract is the keys and values, not the whitespace: each deck is encoded on a line of
its own as it is checked; the inputs that could not be read (``errors``) and the files that
hold the same deck (``duplicates``) are listed at the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ydkcheck.cards.naming import spanish_names
from ydkcheck.decks.model import Deck
from ydkcheck.diagnostics import Diagnostic, Namer
from ydkcheck.lists.model import Banlist
from ydkcheck.lists.online import is_online
from ydkcheck.printable import printable
from ydkcheck.report.applied import applied_json
from ydkcheck.report.duplicates import SharedDeck
from ydkcheck.report.location import shown
from ydkcheck.report.model import Skipped, Unreadable
from ydkcheck.report.writer import JsonArray, Writer, encode
from ydkcheck.validate import DeckResult

if TYPE_CHECKING:
    from ydkcheck.config import Config

SCHEMA = 2  # 2: the fingerprint is 140 bits in base 32


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
        "counts": result.counts(),
        "points": points,
        "diagnostics": [diagnostic_json(d, lang, namer) for d in result.diagnostics],
        "lines": lines_json(result.deck),
    }


def lines_json(deck: Deck) -> list[dict[str, Any]]:
    """How each non-blank line of the deck that holds no card was taken (``Deck.notes``):
    ``as`` is heading, type-heading, title, player, event, date, total, comment or unread;
    ``section``, the section a heading starts or the one a type heading is in."""
    return [
        {
            "line": note.line,
            "as": note.kind,
            "section": note.section.value if note.section is not None else None,
            "text": printable(note.text),
        }
        for note in deck.notes
    ]


def document_json(
    banlist: Banlist,
    errors: list[dict[str, str]],
    duplicates: list[SharedDeck] | None = None,
    config: Config | None = None,
    skipped: list[dict[str, str]] | None = None,
) -> dict[str, Any]:
    """The document around the decks (left empty); ``config``, the configuration applied
    (null without one); ``errors`` and ``skipped`` (the files of a folder left out as no
    deck) only when there are some, then ``duplicates``: each deck
    that two files or more hold, and the files."""
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
        "config": applied_json(config),
        "decks": [],
    }
    if errors:
        document["errors"] = errors
    if skipped:
        document["skipped"] = skipped
    document["duplicates"] = [
        {"fingerprint": group.fingerprint, "sources": [shown(source) for source in group.sources]}
        for group in duplicates or ()
    ]
    return document


class JsonWriter(Writer):
    """The JSON contract, one deck at a time; unreadable inputs are listed at the end."""

    utf8_file = True  # JSON is UTF-8 (RFC 8259), whatever the console

    def setup(self) -> None:
        self.errors: list[dict[str, str]] = []
        self.skipped_files: list[dict[str, str]] = []
        self.decks = JsonArray(encode(document_json(self.banlist, [], config=self.config)), "decks")

    def piece(self, result: DeckResult) -> str:
        return encode(deck_json(result, self.lang, self.banlist.points_cap, self.namer))

    def add(self, piece: str, repeats: str | None = None) -> str:
        return self.decks.add(piece)

    def unreadable(self, item: Unreadable) -> str:
        self.errors.append({"source": shown(item.source), "message": item.error.render(self.lang)})
        return ""

    def skipped(self, item: Skipped) -> str:
        reason = item.reason
        message = item.said(self.lang)
        self.skipped_files.append(
            {"source": shown(item.source), "reason": reason, "message": message}
        )
        return ""

    def close(self) -> str:
        groups = self.duplicates.groups()
        if not self.errors and not groups and not self.skipped_files:
            return self.decks.close()
        document = document_json(self.banlist, self.errors, groups, self.config, self.skipped_files)
        return self.decks.close(encode(document))
