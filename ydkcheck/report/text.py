"""``--salida texto``: per deck a header, its problems one to a line, and the verdict, fitting
an 80-column terminal.

The header names the deck (and its player, in quotes: what a deck file says there is the
player's to write, ``Ana ✔ LEGAL (0 avisos)`` included, and never reads as a verdict), the
list, the counts and the fingerprint (a path is never cut, so it can be copied); in points
formats (Genesys) it also lists the cards that carry points and the deck's total
against the cap. A problem says where it stands, how much it weighs, its rule and its
message, which names the card and the counts, so no column repeats another::

      línea 18  error    forbidden  "C" Maxx está Prohibida: 3 copias, no se permite
                         ninguna

A message too long for the line goes on below its rule (``textwrap``).
"""

from __future__ import annotations

from ydkcheck.cards.naming import CardNamer
from ydkcheck.diagnostics import Diagnostic, Namer, Severity
from ydkcheck.i18n import t
from ydkcheck.lists.model import Banlist
from ydkcheck.printable import quotable
from ydkcheck.report.location import shown, shown_source
from ydkcheck.report.writer import Writer
from ydkcheck.terminal import CYAN, GREEN, RED, WIDTH, YELLOW, columns, fit, paint, wrapped
from ydkcheck.validate import DeckResult

INDENT = "  "  # before each problem
GAP = "  "  # between a problem's fields
COLOURS = {Severity.ERROR: RED, Severity.WARNING: YELLOW, Severity.INFO: CYAN}
SEVERITY_NAMES = {
    Severity.ERROR: "severity.error",
    Severity.WARNING: "severity.warning",
    Severity.INFO: "severity.info",
}


def _problem_lines(
    diagnostics: tuple[Diagnostic, ...], lang: str, color: bool, namer: Namer
) -> list[str]:
    """One line per problem (more when its message is wrapped), fields aligned in the deck."""
    places = ["" if d.line is None else t("report.line", lang, line=d.line) for d in diagnostics]
    severities = [t(SEVERITY_NAMES[d.severity], lang) for d in diagnostics]
    place_width = max(map(len, places))
    severity_width = max(map(len, severities))
    lines: list[str] = []
    for diagnostic, place, severity in zip(diagnostics, places, severities, strict=True):
        lead = INDENT + (place.ljust(place_width) + GAP if place_width else "")
        hanging = " " * (len(lead) + severity_width + len(GAP))
        text = f"{diagnostic.rule}{GAP}{diagnostic.message(lang, namer)}"
        lines_of_text = wrapped(text, hanging, hanging, hyphens=False)
        label = paint(severity, COLOURS[diagnostic.severity], color)
        padding = " " * (severity_width - len(severity))
        lines.append(lead + label + padding + GAP + lines_of_text[0][len(hanging) :])
        lines.extend(lines_of_text[1:])
    return lines


def points_cards(result: DeckResult, lang: str, namer: Namer) -> list[str]:
    """A line for each card that carries points: copies, points each and in all."""
    return [
        t(
            "report.points-card",
            lang,
            name=namer(card.card_id, card.name),
            id=card.card_id,
            copies=card.copies,
            each=card.points,
            total=card.copies * card.points,
        )
        for card in result.card_points
    ]


def verdict(result: DeckResult, lang: str) -> str:
    """The deck's last line: legal or illegal, its errors and warnings counted."""
    severities = [d.severity for d in result.diagnostics]
    warnings = t("report.warnings", lang, count=severities.count(Severity.WARNING))
    if result.legal:
        key = "report.legal-sheet-edited" if result.sheet_edited else "report.legal"
        return t(key, lang, warnings=warnings)
    errors = t("report.errors", lang, count=severities.count(Severity.ERROR))
    return t("report.illegal", lang, errors=errors, warnings=warnings)


def _points_lines(
    result: DeckResult, banlist: Banlist, lang: str, color: bool, namer: Namer
) -> list[str]:
    total, cap = result.points, banlist.points_cap
    over = cap is not None and total is not None and total > cap
    lines = [paint(t("report.points", lang, total=total, cap=cap), RED, color and over)]
    if not result.card_points:
        lines.append(t("report.points-none", lang))
    return lines + points_cards(result, lang, namer)


def render_deck(
    result: DeckResult, banlist: Banlist, lang: str, color: bool, namer: Namer | None = None
) -> tuple[str, str]:
    """One deck as two parts: the header down to its counts, and the rest (points, problems,
    verdict); a note that the deck repeats another goes between them."""
    namer = namer or CardNamer(lang)
    deck = result.deck
    effective = banlist.effective.isoformat() if banlist.effective else "-"
    head = [t("report.deck-header", lang, source=shown_source(deck.source))]
    if deck.player is not None:  # beside the file when both fit, else below it
        player = t("report.player", lang, player=quotable(shown(deck.player)))
        beside = f"{head[0]} · {player}"
        room = WIDTH - columns(t("report.player", lang, player=""))  # the quotes kept
        below = t("report.player", lang, player=fit(quotable(shown(deck.player)), room).rstrip())
        head[:1] = [beside] if columns(beside) <= WIDTH else [head[0], below]
    head.append(t("report.list", lang, name=banlist.name, id=banlist.id, effective=effective))
    counts = t("report.counts", lang, **result.counts())
    if result.fingerprint:
        counts += " · " + t("report.fingerprint", lang, fingerprint=result.fingerprint)
    head.append(counts)
    rest: list[str] = []
    if result.points is not None:
        rest.extend(_points_lines(result, banlist, lang, color, namer))
    if result.diagnostics:
        rest.extend(_problem_lines(result.diagnostics, lang, color, namer))
    rest.append(paint(verdict(result, lang), GREEN if result.legal else RED, color))
    return "\n".join(head), "\n".join(rest)


class TextWriter(Writer):
    """Each deck as soon as it is checked, separated by a blank line.

    Unreadable inputs and the list of repeated decks are not part of the text report: the
    command reports them on stderr. A deck that repeats an earlier one says which.
    """

    started = False

    def piece(self, result: DeckResult) -> tuple[str, str]:
        return render_deck(result, self.banlist, self.lang, self.color, self.namer)

    def add(self, piece: tuple[str, str], repeats: str | None = None) -> str:
        lead = "\n\n" if self.started else self._document_head()
        self.started = True
        head, rest = piece
        if repeats is None:
            return f"{lead}{head}\n{rest}"
        note = paint(
            t("report.repeats", self.lang, source=shown_source(repeats)), YELLOW, self.color
        )
        return f"{lead}{head}\n{note}\n{rest}"

    def close(self) -> str:
        """A report that shows no deck (``--solo-ilegales``, every deck legal) still says
        what was applied: a saved report never reads clean with rules turned off unsaid."""
        return "" if self.started else self._document_head().rstrip("\n")

    def _document_head(self) -> str:
        """Before the first deck: the configuration file applied, the rules --ignora
        turned off and the run's warnings, if any."""
        lines = self.applied_lines() + self.warning_lines()  # paths unbroken at hyphens
        applied = [part for line in lines for part in wrapped(line, "", "  ", hyphens=False)]
        return "\n".join(applied) + "\n\n" if applied else ""
