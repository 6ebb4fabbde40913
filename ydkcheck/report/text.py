"""``--salida texto``: per deck a header, a table of its problems and the verdict.

In points formats (Genesys) the header also lists the cards that carry points and the
deck's total against the cap.
"""

from __future__ import annotations

from ydkcheck.card_names import CardNamer
from ydkcheck.diagnostics import SECTION_NAMES, Diagnostic, Namer, Severity
from ydkcheck.i18n import t
from ydkcheck.lists.model import Banlist
from ydkcheck.report.location import shown
from ydkcheck.report.writer import Writer
from ydkcheck.validate import DeckResult

# severity, rule, card, section, line, count, max, message
COLUMN_ALIGN = ("left", "left", "left", "left", "right", "right", "right", "left")
COLOURS = {Severity.ERROR: "31", Severity.WARNING: "33", Severity.INFO: "36"}
SEVERITY_NAMES = {
    Severity.ERROR: "severity.error",
    Severity.WARNING: "severity.warning",
    Severity.INFO: "severity.info",
}
GREEN, RED = "32", "31"


def _paint(text: str, code: str, color: bool) -> str:
    return f"\033[{code}m{text}\033[0m" if color else text


def _row(diagnostic: Diagnostic, lang: str, color: bool, namer: Namer) -> list[str]:
    card = ""
    if diagnostic.card_id is not None:
        card = f"{diagnostic.shown_card_name(namer)} ({diagnostic.card_id})"
    section = t(SECTION_NAMES[diagnostic.section], lang) if diagnostic.section else ""
    severity = _paint(
        t(SEVERITY_NAMES[diagnostic.severity], lang), COLOURS[diagnostic.severity], color
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
        diagnostic.message(lang, namer),
    ]


def _points_lines(
    result: DeckResult, banlist: Banlist, lang: str, color: bool, namer: Namer
) -> list[str]:
    total, cap = result.points, banlist.points_cap
    over = cap is not None and total is not None and total > cap
    lines = [_paint(t("report.points", lang, total=total, cap=cap), RED, color and over)]
    if not result.card_points:
        lines.append(t("report.points-none", lang))
    for card in result.card_points:
        lines.append(
            t(
                "report.points-card",
                lang,
                name=namer(card.card_id, card.name),
                id=card.card_id,
                copies=card.copies,
                each=card.points,
                total=card.copies * card.points,
            )
        )
    return lines


def render_deck(
    result: DeckResult, banlist: Banlist, lang: str, color: bool, namer: Namer | None = None
) -> str:
    """One deck: header (and points), table, verdict."""
    namer = namer or CardNamer(lang)
    counts = result.deck.counts()
    effective = banlist.effective.isoformat() if banlist.effective else "-"
    lines = [
        t("report.deck-header", lang, source=shown(result.deck.source)),
        t("report.list", lang, name=banlist.name, id=banlist.id, effective=effective),
        t("report.counts", lang, **counts),
    ]
    if result.points is not None:
        lines.extend(_points_lines(result, banlist, lang, color, namer))
    if result.diagnostics:
        from tabulate import tabulate  # only for decks with problems

        headers = [
            t("report.column.severity", lang),
            t("report.column.rule", lang),
            t("report.column.card", lang),
            t("report.column.section", lang),
            t("report.column.line", lang),
            t("report.column.count", lang),
            t("report.column.max", lang),
            t("report.column.message", lang),
        ]
        rows = [_row(d, lang, color, namer) for d in result.diagnostics]
        # alignment said rather than guessed from the cells: the numbers stay right-aligned
        # when some are empty (it buys no speed: tabulate 0.9 still guesses each column)
        table = tabulate(
            rows, headers=headers, tablefmt="simple", disable_numparse=True, colalign=COLUMN_ALIGN
        )
        lines.append(table)
    severities = [d.severity for d in result.diagnostics]
    warnings = t("report.warnings", lang, count=severities.count(Severity.WARNING))
    if result.legal:
        verdict = _paint(t("report.legal", lang, warnings=warnings), GREEN, color)
    else:
        errors = t("report.errors", lang, count=severities.count(Severity.ERROR))
        verdict = _paint(t("report.illegal", lang, errors=errors, warnings=warnings), RED, color)
    lines.append(verdict)
    return "\n".join(lines)


class TextWriter(Writer):
    """Each deck as soon as it is checked, separated by a blank line.

    Unreadable inputs are not part of the text report: the command reports them on stderr.
    """

    started = False

    def piece(self, result: DeckResult) -> str:
        return render_deck(result, self.banlist, self.lang, self.color, self.namer)

    def add(self, piece: str) -> str:
        lead = "\n\n" if self.started else ""
        self.started = True
        return lead + piece
