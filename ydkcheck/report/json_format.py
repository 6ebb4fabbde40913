"""``--salida json``: the JSON contract, schema 1 (keys in English, messages localised)."""

from __future__ import annotations

from typing import Any

from ydkcheck.diagnostics import Diagnostic
from ydkcheck.report.model import Report
from ydkcheck.report.writer import pretty_json
from ydkcheck.validate import DeckResult

SCHEMA = 1
# each diagnostic on one line: as readable, and the C encoder writes it (about twice as fast)
ONE_LINE = frozenset({"diagnostics"})


def diagnostic_json(diagnostic: Diagnostic, lang: str) -> dict[str, Any]:
    """One diagnostic as in the contract."""
    card = None
    if diagnostic.card_id is not None:
        card = {"id": diagnostic.card_id, "name": diagnostic.card_name}
    return {
        "rule": diagnostic.rule,
        "severity": diagnostic.severity.value,
        "message": diagnostic.message(lang),
        "card": card,
        "section": diagnostic.section.value if diagnostic.section else None,
        "line": diagnostic.line,
        "count": diagnostic.count,
        "max": diagnostic.max,
    }


def deck_json(result: DeckResult, lang: str, cap: int | None) -> dict[str, Any]:
    """One deck as in the contract."""
    points = None if result.points is None else {"total": result.points, "cap": cap}
    return {
        "source": result.deck.source,
        "legal": result.legal,
        "counts": result.deck.counts(),
        "points": points,
        "diagnostics": [diagnostic_json(d, lang) for d in result.diagnostics],
    }


def render(report: Report, lang: str, color: bool = False) -> str:
    """The whole report as JSON text."""
    banlist = report.banlist
    document: dict[str, Any] = {
        "schema": SCHEMA,
        "banlist": {
            "id": banlist.id,
            "name": banlist.name,
            "format": banlist.family,
            "effective": banlist.effective.isoformat() if banlist.effective else None,
        },
        "decks": [deck_json(result, lang, banlist.points_cap) for result in report.results],
    }
    if report.unreadable:
        document["errors"] = [
            {"source": item.source, "message": item.error.render(lang)}
            for item in report.unreadable
        ]
    return pretty_json(document, one_line=ONE_LINE)
