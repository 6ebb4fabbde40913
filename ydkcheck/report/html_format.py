"""``--salida html``: one self-contained page a judge opens or prints.

At the top, the list, the totals, the files that hold the same deck and a table with one row
per deck; below, every deck with its verdict and its problems (line, severity, rule, card in
the names' language, message). The stylesheet is inline (``html_format.css``) and there is
no script: the "only illegal" switch is a checkbox that the stylesheet reads, so the page
works offline, printed, and with scripts off, and it loads nothing from anywhere. Every text
from a deck or a file name is escaped.

The totals come first but are known last: the table's rows and the decks' sections wait in
two spooled temporary files (in memory while small), so memory stays flat however many decks.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from html import escape
from importlib.resources import files
from typing import IO, NamedTuple

from ydkcheck import __version__
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.i18n import t
from ydkcheck.report.duplicates import describe
from ydkcheck.report.location import shown, shown_source
from ydkcheck.report.model import Skipped, Unreadable
from ydkcheck.report.summary_format import Row, row_of, verdict_of, verdict_words
from ydkcheck.report.text import SEVERITY_NAMES, points_cards, verdict
from ydkcheck.report.totals import Totals
from ydkcheck.report.writer import Writer
from ydkcheck.validate import DeckResult
from ydkcheck.workflow_commands import MARKUP_BREAK

SPOOL_IN_MEMORY = 1 << 18  # characters kept in memory by each spool before it goes to disk
PROBLEM_COLUMNS = (
    "report.column.line",
    "report.column.severity",
    "report.column.rule",
    "report.column.card",
    "report.column.message",
)
SUMMARY_COLUMNS = (
    "summary.column.file",
    "summary.column.player",
    "summary.column.verdict",
    "csv.column.main",
    "csv.column.extra",
    "csv.column.side",
    "csv.column.errors",
    "csv.column.warnings",
    "summary.column.fingerprint",
)
NUMBERS = SUMMARY_COLUMNS[3:8]  # the columns of numbers, right-aligned
LINK = "\0"  # where a link goes in a message escaped around it

VERDICT_KINDS = ("bad", "ok", "edited")  # the classes of the verdicts of ``verdict_words``


class Piece(NamedTuple):
    """A checked deck: its row's values and its section's escaped markup but the heading."""

    row: Row
    body: str


def _stylesheet() -> str:
    return files("ydkcheck.report").joinpath("html_format.css").read_text(encoding="utf-8")


def _spool() -> IO[str]:
    return tempfile.SpooledTemporaryFile(SPOOL_IN_MEMORY, "w+", encoding="utf-8")


class HtmlWriter(Writer):
    """Rows and sections spooled as decks come; the whole page written at the end."""

    utf8_file = True
    commands = MARKUP_BREAK

    def setup(self) -> None:
        self.rows = _spool()  # open for the writer's whole life: finish() reads them back
        self.sections = _spool()
        self.totals = Totals()
        self.numbers: dict[str, int] = {}  # each deck's number in the page, by source
        self.left_out: list[str] = []  # each file left out, with why: escaped list items
        # what every deck repeats, escaped once: verdicts, labels, the problems' table head
        self.badges = tuple(
            f'<span class="badge {kind}">{escape(word)}</span>'
            for kind, word in zip(VERDICT_KINDS, verdict_words(self.lang), strict=True)
        )
        self.player_label = escape(t("summary.column.player", self.lang))
        self.fingerprint_label = escape(t("summary.column.fingerprint", self.lang))
        self.no_problems = f'<p class="quiet">{escape(t("html.no-problems", self.lang))}</p>'
        self.repeats = escape(t("report.repeats", self.lang, source=LINK))
        head = "".join(
            _header(t(key, self.lang), key == PROBLEM_COLUMNS[0]) for key in PROBLEM_COLUMNS
        )
        self.problems_head = f'<table class="problems"><thead><tr>{head}</tr></thead><tbody>'
        self.severities = {
            severity: f'<td><span class="sev {severity.value}">'
            f"{escape(t(SEVERITY_NAMES[severity], self.lang))}</span></td>"
            for severity in SEVERITY_NAMES
        }
        self.card_names: dict[int, str] = {}  # escaped, in the names' language

    # a deck: its piece (in any process), then its row and section (in order)

    def piece(self, result: DeckResult) -> Piece:
        lang = self.lang
        deck = result.deck
        facts = []
        if deck.player is not None:
            player = escape(shown(deck.player))
            facts.append(f"<span>{self.player_label}: <b>{player}</b></span>")
        facts.append(f"<span>{escape(t('report.counts', lang, **result.counts()))}</span>")
        # a fingerprint is base-32 digits and hyphens: nothing to escape
        facts.append(f"<span>{self.fingerprint_label} <code>{result.fingerprint}</code></span>")
        if result.points is not None:
            points = t("report.points", lang, total=result.points, cap=self.banlist.points_cap)
            facts.append(f"<span><b>{escape(points)}</b></span>")
        parts = [f'<p class="facts">{"".join(facts)}</p>']
        if result.card_points:
            cards = points_cards(result, lang, self.namer)
            items = "".join(f"<li>{escape(card.strip())}</li>" for card in cards)
            parts.append(f'<ul class="points">{items}</ul>')
        if result.diagnostics:
            parts.append(self._problems(result.diagnostics))
        else:
            parts.append(self.no_problems)
        row = row_of(result)
        kind = VERDICT_KINDS[verdict_of(row)]
        parts.append(f'<p class="verdict {kind}">{escape(verdict(result, lang))}</p>')
        return Piece(row, "".join(parts))

    def _problems(self, diagnostics: tuple[Diagnostic, ...]) -> str:
        rows = [self.problems_head]
        for diagnostic in diagnostics:
            card = ""
            if diagnostic.card_id is not None:
                name = self.card_names.get(diagnostic.card_id)
                if name is None:
                    name = self.card_names[diagnostic.card_id] = escape(
                        diagnostic.shown_card_name(self.namer)
                    )
                card = f'{name} <span class="id">{diagnostic.card_id}</span>'
            rows.append(
                f'<tr><td class="n">{"" if diagnostic.line is None else diagnostic.line}</td>'
                f"{self.severities[diagnostic.severity]}"
                f'<td class="rule"><code>{diagnostic.rule}</code></td>'  # [a-z-]: no escape
                f"<td>{card}</td>"
                f"<td>{escape(diagnostic.message(self.lang, self.namer))}</td></tr>"
            )
        rows.append("</tbody></table>")
        return "".join(rows)

    def add(self, piece: Piece, repeats: str | None = None) -> str:
        row = piece.row
        self.totals.count(row.legal, row.warnings > 0, row.sheet_edited)
        number = self._number(row.source)
        # an edited sheet's row is not "legal": the "only illegal" switch keeps it in view
        kind = ("illegal", "legal", "edited")[verdict_of(row)]
        badge = self.badges[verdict_of(row)]
        same = note = ""
        if repeats is not None:
            earlier = shown_source(repeats)
            title = self.repeats.replace(LINK, escape(earlier))
            shown_as = self.numbers.get(earlier)  # None: left out (only the illegal ones)
            mark = "=" if shown_as is None else f'<a href="#d{shown_as}">= {shown_as}</a>'
            same = f' <span class="same" title="{title}">{mark}</span>'
            note = f'<p class="note">{self.repeats.replace(LINK, self._link(repeats))}</p>'
        source = escape(row.source)
        self.rows.write(
            f'<tr class="{kind}"><td class="n">{number}</td>'
            f'<td class="file"><a href="#d{number}">{_breakable(source)}</a></td>'
            f"<td>{escape(row.player)}</td><td>{badge}</td>"
            f'<td class="n">{row.main}</td><td class="n">{row.extra}</td>'
            f'<td class="n">{row.side}</td><td class="n">{row.errors}</td>'
            f'<td class="n">{row.warnings}</td>'
            f'<td><code class="fingerprint">{row.fingerprint}</code>{same}</td></tr>\n'
        )
        self.sections.write(
            f'<section class="deck {kind}" id="d{number}"><h2>{badge}<span>{source}</span></h2>'
            f"{note}{piece.body}</section>\n"
        )
        return ""

    def unreadable(self, item: Unreadable) -> str:
        source = shown_source(item.source)
        number = self._number(source)
        self.totals.unreadable += 1
        badge = f'<span class="badge unread">{escape(t("summary.unread", self.lang))}</span>'
        name = escape(source)
        self.rows.write(
            f'<tr class="unreadable"><td class="n">{number}</td>'
            f'<td class="file"><a href="#d{number}">{name}</a></td><td></td><td>{badge}</td>'
            '<td colspan="6"></td></tr>\n'
        )
        self.sections.write(
            f'<section class="deck unreadable" id="d{number}"><h2>{badge}<span>{name}</span></h2>'
            f'<p class="quiet">{escape(item.error.render(self.lang))}</p></section>\n'
        )
        return ""

    def skipped(self, item: Skipped) -> str:
        self.totals.skipped += 1
        said = escape(f"{shown_source(item.source)}: {item.said(self.lang)}")
        self.left_out.append(f"<li>{said}</li>")
        return ""

    def _number(self, source: str) -> int:
        number = self.numbers[source] = len(self.numbers) + 1
        return number

    def _link(self, source: str) -> str:
        """A link to the deck of ``source`` (as checked, not yet shown) in the page; its bare
        name when the page leaves it out."""
        name = shown_source(source)
        number = self.numbers.get(name)
        return escape(name) if number is None else f'<a href="#d{number}">{escape(name)}</a>'

    # the page

    def _config_line(self) -> str:
        """The configuration file applied, the rules --ignora turned off and the run's
        warnings, under the list; nothing without them."""
        applied = (f'<p class="config">{escape(line)}</p>' for line in self.applied_lines())
        warned = (f'<p class="caveat">{escape(line)}</p>' for line in self.warning_lines())
        return "".join((*applied, *warned))

    def _head(self) -> str:
        lang = self.lang
        banlist = self.banlist
        effective = banlist.effective.isoformat() if banlist.effective else "-"
        listed = t("report.list", lang, name=banlist.name, id=banlist.id, effective=effective)
        title = t("html.title", lang)
        groups = self.duplicates.groups()
        totals = self.totals
        pills = [  # (class, text): the class only where a number calls for attention
            ("", t("cli.summary.decks", lang, count=totals.decks)),
            ("ok" if totals.legal else "", t("cli.summary.legal", lang, count=totals.legal)),
            *(
                [("warn", t("cli.summary.edited", lang, count=totals.edited))]
                if totals.edited  # apart from the legal ones: no valid list until cleared up
                else []
            ),
            ("bad" if totals.illegal else "", t("cli.summary.illegal", lang, count=totals.illegal)),
            (
                "warn" if totals.unreadable else "",
                t("cli.summary.unreadable", lang, count=totals.unreadable),
            ),
        ]
        if totals.skipped:
            pills.append(("warn", t("cli.summary.skipped", lang, count=totals.skipped)))
        if groups:
            pills.append(("warn", t("html.repeated-count", lang, count=len(groups))))
        parts = [
            f'<!DOCTYPE html>\n<html lang="{escape(lang)}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f'<meta name="generator" content="ydkcheck {__version__}">\n'
            f"<title>{escape(title)} · {escape(banlist.name)}</title>\n"
            f"<style>\n{_stylesheet()}</style>\n</head>\n<body>\n"
            '<input type="checkbox" id="only-illegal">\n<div class="page">\n'
            f'<header class="top"><div><h1>{escape(title)}</h1>'
            f'<p class="list">{escape(listed)}</p>{self._config_line()}</div>'
            f'<label class="toggle" for="only-illegal">{escape(t("html.only-illegal", lang))}'
            "</label></header>\n",
            '<ul class="totals">' + "".join(_pill(kind, text) for kind, text in pills) + "</ul>\n",
        ]
        if groups:
            items = "".join(
                "<li>"
                + escape(describe(group, lang, LINK)).replace(
                    LINK, ", ".join(map(self._link, group.sources))
                )
                + "</li>"
                for group in groups
            )
            parts.append(_notice(t("html.repeated", lang), items))
        if self.left_out:  # in the same box as the repeated decks: what a reader must look at
            parts.append(_notice(t("html.skipped", lang), "".join(self.left_out)))
        head = "".join(_header(t(key, lang), key in NUMBERS) for key in SUMMARY_COLUMNS)
        parts.append(
            f'<table class="summary"><thead><tr><th class="n">#</th>{head}</tr></thead>\n<tbody>\n'
        )
        return "".join(parts)

    def finish(self) -> Iterator[str]:
        yield self._head()
        yield from _drain(self.rows)
        yield "</tbody></table>\n<main>\n"
        yield from _drain(self.sections)
        made = escape(t("html.generated", self.lang, version=__version__))
        yield f"</main>\n<footer>{made}</footer>\n</div>\n</body>\n</html>\n"

    def close(self) -> str:
        return "".join(self.finish())


def _breakable(path: str) -> str:
    """An escaped path that a narrow column may break after each ``/``."""
    return path.replace("/", "/<wbr>")


def _notice(heading: str, items: str) -> str:
    """A box of list ``items`` (escaped ``<li>`` elements) under ``heading``, over the table."""
    return f'<section class="repeated"><h2>{escape(heading)}</h2><ul>{items}</ul></section>\n'


def _pill(kind: str, text: str) -> str:
    """One of the totals, coloured by its class if it has one."""
    return f'<li class="{kind}">{escape(text)}</li>' if kind else f"<li>{escape(text)}</li>"


def _header(label: str, numbers: bool) -> str:
    """A column's heading (over numbers: right-aligned, as they are)."""
    return f'<th class="n">{escape(label)}</th>' if numbers else f"<th>{escape(label)}</th>"


def _drain(spool: IO[str]) -> Iterator[str]:
    """What a spool holds, in chunks; then it is closed."""
    spool.seek(0)
    while chunk := spool.read(SPOOL_IN_MEMORY):
        yield chunk
    spool.close()
