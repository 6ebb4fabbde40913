"""``--salida texto``: per deck a header, a table of its problems and the verdict."""

from __future__ import annotations

from tabulate import tabulate

from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.i18n import t
from ydkcheck.report.model import Report
from ydkcheck.validate import DeckResult

COLOURS = {Severity.ERROR: "31", Severity.WARNING: "33", Severity.INFO: "36"}
GREEN, RED = "32", "31"


def _paint(text: str, code: str, color: bool) -> str:
    return f"\033[{code}m{text}\033[0m" if color else text


def _row(diagnostic: Diagnostic, lang: str, color: bool) -> list[str]:
    card = ""
    if diagnostic.card_id is not None:
        card = f"{diagnostic.card_name or '?'} ({diagnostic.card_id})"
    section = t(f"section.{diagnostic.section.value}", lang) if diagnostic.section else ""
    severity = _paint(
        t(f"severity.{diagnostic.severity.value}", lang), COLOURS[diagnostic.severity], color
    )

    def number(value: int | None) -> str:
        return "" if value is None else str(value)

    return [
        severity,
        diagnostic.rule,
        card,
        section,
        number(diagnostic.line),
        number(diagnostic.count),
        number(diagnostic.max),
        diagnostic.message(lang),
    ]


def render_deck(result: DeckResult, report: Report, lang: str, color: bool) -> str:
    """One deck: header, table, verdict."""
    banlist = report.banlist
    counts = result.deck.counts()
    effective = banlist.effective.isoformat() if banlist.effective else "-"
    lines = [
        t("report.deck-header", lang, source=result.deck.source),
        t("report.list", lang, name=banlist.name, id=banlist.id, effective=effective),
        t("report.counts", lang, **counts),
    ]
    if result.points is not None:
        lines.append(t("report.points", lang, total=result.points, cap=banlist.points_cap))
    if result.diagnostics:
        headers = [
            t(f"report.column.{name}", lang)
            for name in ("severity", "rule", "card", "section", "line", "count", "max", "message")
        ]
        rows = [_row(d, lang, color) for d in result.diagnostics]
        lines.append(tabulate(rows, headers=headers, tablefmt="simple"))
    errors = sum(d.severity is Severity.ERROR for d in result.diagnostics)
    warnings = sum(d.severity is Severity.WARNING for d in result.diagnostics)
    if result.legal:
        verdict = _paint(t("report.legal", lang, warnings=warnings), GREEN, color)
    else:
        verdict = _paint(t("report.illegal", lang, errors=errors, warnings=warnings), RED, color)
    lines.append(verdict)
    return "\n".join(lines)


def render(report: Report, lang: str, color: bool = False) -> str:
    """Every deck, separated by a blank line. Unreadable decks are reported on stderr."""
    return "\n\n".join(render_deck(result, report, lang, color) for result in report.results)
