"""``--salida json`` written deck by deck: the same bytes as ``json_format.render``.

``json_format`` defines the contract with plain dicts; here each deck is written straight
as text in the same layout (``indent=2``, one line per diagnostic), because a repository
run writes thousands of decks and the generic pretty printer walks every value. A test
holds the two byte for byte.
"""

from __future__ import annotations

from json.encoder import encode_basestring

from ydkcheck.diagnostics import Diagnostic
from ydkcheck.lists.model import Banlist
from ydkcheck.report import json_format
from ydkcheck.report.model import Report, Unreadable
from ydkcheck.report.writer import JsonArray, Writer, tail_after
from ydkcheck.validate import DeckResult


def _number(value: int | None) -> str:
    return "null" if value is None else str(value)


def diagnostic_line(diagnostic: Diagnostic, lang: str) -> str:
    """``json_format.diagnostic_json`` as compact JSON text (``json.dumps`` separators)."""
    card = "null"
    if diagnostic.card_id is not None:
        name = "null" if diagnostic.card_name is None else encode_basestring(diagnostic.card_name)
        card = f'{{"id": {diagnostic.card_id}, "name": {name}}}'
    section = "null" if diagnostic.section is None else f'"{diagnostic.section.value}"'
    return (
        f'{{"rule": {encode_basestring(diagnostic.rule)}, '
        f'"severity": "{diagnostic.severity.value}", '
        f'"message": {encode_basestring(diagnostic.message(lang))}, '
        f'"card": {card}, "section": {section}, "line": {_number(diagnostic.line)}, '
        f'"count": {_number(diagnostic.count)}, "max": {_number(diagnostic.max)}}}'
    )


def deck_text(result: DeckResult, lang: str, cap: int | None, newline: str) -> str:
    """``json_format.deck_json`` as indented JSON text starting at ``newline``."""
    inner = newline + "  "
    nested = inner + "  "
    deck = result.deck
    points = "null"
    if result.points is not None:
        points = f'{{{nested}"total": {result.points},{nested}"cap": {_number(cap)}{inner}}}'
    diagnostics = "[]"
    if result.diagnostics:
        lines = ",".join(nested + diagnostic_line(d, lang) for d in result.diagnostics)
        diagnostics = f"[{lines}{inner}]"
    return (
        f'{{{inner}"source": {encode_basestring(deck.source)},'
        f'{inner}"legal": {"true" if result.legal else "false"},'
        f'{inner}"counts": {{{nested}"main": {len(deck.main)},{nested}"extra": {len(deck.extra)},'
        f'{nested}"side": {len(deck.side)}{inner}}},'
        f'{inner}"points": {points},'
        f'{inner}"diagnostics": {diagnostics}{newline}}}'
    )


class JsonWriter(Writer):
    """The JSON contract, one deck at a time; unreadable inputs are listed at the end."""

    def __init__(self, banlist: Banlist, lang: str, color: bool = False) -> None:
        super().__init__(banlist, lang, color)
        self.errors: list[Unreadable] = []
        self.decks = JsonArray(json_format.render(Report(banlist, ()), lang), "decks")

    def piece(self, result: DeckResult) -> str:
        newline = self.decks.item_newline
        return newline + deck_text(result, self.lang, self.banlist.points_cap, newline)

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
