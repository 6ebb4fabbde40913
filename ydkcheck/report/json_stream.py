"""``--salida json`` written deck by deck: the same bytes as ``json_format.render``."""

from __future__ import annotations

from ydkcheck.banlists import Banlist
from ydkcheck.report import json_format
from ydkcheck.report.model import Report, Unreadable
from ydkcheck.report.writer import JsonArray, Writer, tail_after
from ydkcheck.validate import DeckResult


class JsonWriter(Writer):
    """The JSON contract, one deck at a time; unreadable inputs are listed at the end."""

    def __init__(self, banlist: Banlist, lang: str, color: bool = False) -> None:
        super().__init__(banlist, lang, color)
        self.errors: list[Unreadable] = []
        self.decks = JsonArray(
            json_format.render(Report(banlist, ()), lang), "decks", json_format.ONE_LINE
        )

    def piece(self, result: DeckResult) -> str:
        deck = json_format.deck_json(result, self.lang, self.banlist.points_cap)
        return self.decks.encode(deck)

    def add(self, piece: str) -> str:
        return self.decks.add(piece)

    def unreadable(self, item: Unreadable) -> str:
        self.errors.append(item)
        return ""

    def close(self) -> str:
        if not self.errors:
            return self.decks.close()
        whole = json_format.render(Report(self.banlist, (), tuple(self.errors)), self.lang)
        return self.decks.close(tail_after(whole, "decks"))
