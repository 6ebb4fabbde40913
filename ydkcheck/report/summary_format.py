"""``--salida resumen`` (``summary``): a line per deck for the organiser's desk and its
fingerprint in full below it, fitting an 80-column terminal, and the totals at the end.

Columns: file, player, verdict, Main/Extra/Side, errors, warnings. A long path keeps its end
(the file's name), a long player's name its start, in quotes as the text report writes it
(a name that reads like a verdict, ``Ana ✔ LEGAL``, is plainly a name). A deck that
repeats an earlier file's has ``=`` after its fingerprint, and every repeated deck's files
are listed under the totals. An input that could not be read is a line too, saying why.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from ydkcheck.decks import YDKE_PREFIX
from ydkcheck.diagnostics import Severity
from ydkcheck.i18n import t
from ydkcheck.printable import quotable
from ydkcheck.report.duplicates import describe
from ydkcheck.report.location import line_start, shown, shown_source
from ydkcheck.report.model import Skipped, Unreadable
from ydkcheck.report.totals import Totals
from ydkcheck.report.writer import Writer
from ydkcheck.terminal import GREEN, RED, WIDTH, YELLOW, columns, fit, inert, paint, wrapped
from ydkcheck.validate import DeckResult

REPEATS = "="  # after the fingerprint of a deck an earlier file holds too
# in a path or a name, blanks that could line up as columns: white space, and the letters
# and signs that print as nothing (Hangul fillers, the blank Braille pattern)
BLANKS = re.compile(r"[\s\u115f\u1160\u2800\u3164\uffa0]{2,}")
SHOWN_BLANK = "␠"
FINGERPRINT_INDENT = "  "
COUNTS = len("40/15/15")
MOST_PLAYER = 14  # columns the player's name may take


class Row(NamedTuple):
    """One checked deck as the summary shows it (shown strings and numbers)."""

    source: str
    player: str
    legal: bool
    sheet_edited: bool  # legal, but the sheet's printed fields say another deck
    main: int
    extra: int
    side: int
    errors: int
    warnings: int
    fingerprint: str


def row_of(result: DeckResult) -> Row:
    """What the summary shows of a checked deck (also the CSV's row)."""
    deck = result.deck
    severities = [d.severity for d in result.diagnostics]
    counts = result.counts()  # a Skill Card in no section's count
    return Row(
        shown_source(deck.source),
        "" if deck.player is None else shown(deck.player),
        result.legal,
        result.sheet_edited,
        counts["main"],
        counts["extra"],
        counts["side"],
        severities.count(Severity.ERROR),
        severities.count(Severity.WARNING),
        result.fingerprint,
    )


def verdict_words(lang: str) -> tuple[str, str, str]:
    """The word of each verdict, by ``verdict_of``: illegal, legal, and legal but from a
    sheet whose printed fields say another deck (no valid deck list until cleared up)."""
    return (t("summary.illegal", lang), t("summary.legal", lang), t("summary.sheet-edited", lang))


def verdict_of(row: Row) -> int:
    """The index of the row's verdict in ``verdict_words``."""
    return 2 if row.legal and row.sheet_edited else int(row.legal)


def _blanks_shown(text: str) -> str:
    """``text`` with each blank of a run of them shown (``␠``): a file named
    ``a.ydk      legal  40/15/5  0  0`` would print a row of its own under the columns."""
    return BLANKS.sub(lambda run: SHOWN_BLANK * len(run.group()), text)


class SummaryWriter(Writer):
    """A line per deck as it comes; the header before the first, the totals at the end."""

    def setup(self) -> None:
        self.totals = Totals()
        self.started = False
        self.words = verdict_words(self.lang)
        labels = [
            t("summary.column.verdict", self.lang),
            t("summary.column.counts", self.lang),
            t("summary.column.errors", self.lang),
            t("summary.column.warnings", self.lang),
        ]
        verdict = max(map(columns, [labels[0], *self.words]))
        self.numbers = [max(columns(label), 2) for label in labels[2:]]
        fixed = verdict + max(columns(labels[1]), COUNTS) + sum(self.numbers)
        rest = WIDTH - fixed - 5  # one blank between the six columns
        player = min(MOST_PLAYER, rest * 2 // 5)
        self.widths = [rest - player, player, verdict, max(columns(labels[1]), COUNTS)]
        self.labels = [
            t("summary.column.file", self.lang),
            t("summary.column.player", self.lang),
            *labels,
        ]
        self.fingerprint_label = t("summary.column.fingerprint", self.lang)

    def _head(self) -> str:
        """The list, the column labels and their rules, before the first line."""
        if self.started:
            return ""
        self.started = True
        banlist = self.banlist
        effective = banlist.effective.isoformat() if banlist.effective else "-"
        widths = [*self.widths, *self.numbers]
        labels = [fit(label, width) for label, width in zip(self.labels[:4], widths, strict=False)]
        labels += [  # the labels of numbers stand right, as the numbers do
            " " * (width - columns(label)) + label
            for label, width in zip(self.labels[4:6], self.numbers, strict=True)
        ]
        rules = " ".join("-" * width for width in widths)
        listed = t("report.list", self.lang, name=banlist.name, id=banlist.id, effective=effective)
        for line in self.applied_lines() + self.warning_lines():
            listed += "\n" + "\n".join(wrapped(line, "", "  ", hyphens=False))
        return f"{listed}\n{' '.join(labels)}\n{rules}\n"

    def _start(self, source: str, player: str) -> str:
        """The file and player columns of a line."""
        file_width, player_width = self.widths[:2]
        keep_end = not source.startswith(YDKE_PREFIX)  # a path ends with the file's name
        source, player = line_start(_blanks_shown(source)), _blanks_shown(player)
        if player:  # quoted, as the text report quotes it: a name, never a verdict
            quoted = fit(quotable(player), player_width - 2).rstrip()
            player = t("summary.player", self.lang, player=quoted)
        return f"{fit(source, file_width, keep_end)} {fit(player, player_width)} "

    def piece(self, result: DeckResult) -> Row:
        return row_of(result)

    def add(self, piece: Row, repeats: str | None = None) -> str:
        self.totals.count(piece.legal, piece.warnings > 0, piece.sheet_edited)
        verdict_width, counts_width = self.widths[2:]
        errors_width, warnings_width = self.numbers
        shown_as = verdict_of(piece)
        colour = (RED, GREEN, YELLOW)[shown_as]
        verdict = paint(fit(self.words[shown_as], verdict_width), colour, self.color)
        fields = [
            self._start(piece.source, piece.player) + verdict,
            fit(f"{piece.main}/{piece.extra}/{piece.side}", counts_width),
            str(piece.errors).rjust(errors_width),
            str(piece.warnings).rjust(warnings_width),
        ]
        mark = f" {REPEATS}" if repeats is not None else ""  # apart: the fingerprint is copied
        below = f"{FINGERPRINT_INDENT}{self.fingerprint_label} {piece.fingerprint}{mark}\n"
        if columns(piece.source) > self.widths[0] and not piece.source.startswith(YDKE_PREFIX):
            below += self._whole_path(piece.source)  # two players' files cut alike: told apart
        return self._head() + " ".join(fields) + "\n" + below

    def _whole_path(self, source: str) -> str:
        """The whole path of a file cut in its column, in lines of the summary's width."""
        room = WIDTH - len(FINGERPRINT_INDENT)
        parts = [""]
        for char in _blanks_shown(source):  # by columns: a wide letter takes two
            if columns(parts[-1] + char) > room:
                parts.append("")
            parts[-1] += char
        # a part may start with "::" (a name of colons cut anywhere): never a CI command
        return "".join(inert(f"{FINGERPRINT_INDENT}{part}") + "\n" for part in parts)

    def unreadable(self, item: Unreadable) -> str:
        self.totals.unreadable += 1
        error = item.error
        reason = t("summary.unreadable", self.lang, reason=t(error.key, self.lang, **error.params))
        room = WIDTH - sum(self.widths[:2]) - 2
        line = self._start(shown_source(item.source), "") + fit(shown(reason), room).rstrip()
        return self._head() + paint(line, RED, self.color) + "\n"

    def skipped(self, item: Skipped) -> str:
        self.totals.skipped += 1
        reason = t("summary.skipped", self.lang, reason=item.said(self.lang))
        room = WIDTH - sum(self.widths[:2]) - 2
        return (
            self._head()
            + self._start(shown_source(item.source), "")
            + fit(reason, room).rstrip()
            + "\n"
        )

    def finish(self) -> Iterator[str]:
        yield self._head()
        yield "\n" + self.totals.line(self.lang) + "\n"
        groups = self.duplicates.groups()
        if groups:
            yield t("summary.repeated", self.lang, mark=REPEATS) + "\n"
        for group in groups:
            sources = ", ".join(
                line_start(_blanks_shown(shown_source(source))) for source in group.sources
            )
            lines = wrapped(describe(group, self.lang, sources), "  ", "    ", hyphens=False)
            yield "\n".join(lines) + "\n"
