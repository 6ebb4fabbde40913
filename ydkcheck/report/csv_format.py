"""``--salida csv``: one row per deck, the summary's columns, for a spreadsheet in Spanish.

Written as a Spanish Excel or LibreOffice opens it with a double click: fields separated by
``;`` (the list separator where the decimal separator is the comma, as in Spain), UTF-8 with
a byte-order mark (without one Excel reads the file as Windows-1252 and garbles ``ñ``), CRLF
line ends (RFC 4180) and the header row in the user's language. Main, Extra and Side are
columns of their own so that they add up; a deck that repeats an earlier file's names it in
the last column; an input that could not be read is a row too. A cell from a stranger (a
file or player name) that starts with ``=``, ``+``, ``-`` or ``@`` gets a leading ``'``, so
a spreadsheet shows it rather than running it as a formula, and so does one that starts with
``::`` or ``##[``, which a CI log would run as a workflow command.
"""

from __future__ import annotations

import csv
import io

from ydkcheck.i18n import t
from ydkcheck.report.location import shown_source
from ydkcheck.report.model import Skipped, Unreadable
from ydkcheck.report.summary_format import Row, row_of, verdict_of, verdict_words
from ydkcheck.report.writer import Writer
from ydkcheck.terminal import COMMAND_STARTS
from ydkcheck.validate import DeckResult

BOM = "\ufeff"
FORMULA_STARTS = ("=", "+", "-", "@")
HEADER = (
    "summary.column.file",
    "summary.column.player",
    "summary.column.verdict",
    "csv.column.main",
    "csv.column.extra",
    "csv.column.side",
    "csv.column.errors",
    "csv.column.warnings",
    "summary.column.fingerprint",
    "csv.column.repeats",
)


def cell(text: str) -> str:
    """A text cell that no spreadsheet takes for a formula: one that starts with a formula's
    sign, after any blanks (a tab or a carriage return start one too), or with a sign's
    fullwidth or small form (``＝``, ``﹢``), gets a leading apostrophe; so does one that
    starts as a workflow command (``COMMAND_STARTS``), which a CI runner printing the row
    would run (``::add-mask::x.ydk``)."""
    start = text.lstrip()
    if text[:1] in ("\t", "\r") or start.startswith((*FORMULA_STARTS, *COMMAND_STARTS)):
        return "'" + text
    if start and not start[0].isascii():
        import unicodedata  # only a cell that starts with a character outside ASCII

        if unicodedata.normalize("NFKC", start[0]).startswith(FORMULA_STARTS):
            return "'" + text
    return text


class CsvWriter(Writer):
    """Rows as decks come, the header and the byte-order mark before the first."""

    utf8_file = True

    def setup(self) -> None:
        self.buffer = io.StringIO()
        self.rows = csv.writer(self.buffer, delimiter=";", lineterminator="\r\n")
        self.verdicts = verdict_words(self.lang)
        self.buffer.write(BOM)
        self.rows.writerow([t(key, self.lang) for key in HEADER])

    def _written(self, row: list[str | int]) -> str:
        """The text of one row, after what is still to be written (the header, at first)."""
        self.rows.writerow(row)
        text = self.buffer.getvalue()
        self.buffer.seek(0)
        self.buffer.truncate()
        return text

    def piece(self, result: DeckResult) -> Row:
        return row_of(result)

    def add(self, piece: Row, repeats: str | None = None) -> str:
        return self._written(
            [
                cell(piece.source),
                cell(piece.player),
                self.verdicts[verdict_of(piece)],
                piece.main,
                piece.extra,
                piece.side,
                piece.errors,
                piece.warnings,
                piece.fingerprint,
                "" if repeats is None else cell(shown_source(repeats)),
            ]
        )

    def unreadable(self, item: Unreadable) -> str:
        unread = t("summary.unread", self.lang)
        return self._written([cell(shown_source(item.source)), "", unread, *[""] * 7])

    def skipped(self, item: Skipped) -> str:
        reason = t("summary.skipped", self.lang, reason=item.said(self.lang))
        return self._written([cell(shown_source(item.source)), "", cell(reason), *[""] * 7])

    def close(self) -> str:
        applied = self.applied_lines() + self.warning_lines()
        if applied:  # a last row each, after the decks a spreadsheet sorts
            return "".join(self._written([cell(line)]) for line in applied)
        return self.buffer.getvalue()  # the header, when no deck came
