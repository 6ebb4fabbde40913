"""``--salida github``: GitHub Actions workflow commands, one annotation per problem.

``::error file=decks/a.ydk,line=18,title=ydkcheck (forbidden)::message`` makes GitHub show the
message on line 18 of the file in the pull request. Errors are ``error``, warnings
``warning`` and advice ``notice``; a file of a folder left out is a ``notice`` on it; files
that hold the same deck are one ``warning`` at the end, naming them. Values are escaped as
the runner expects: ``%``, CR and LF everywhere, and also ``:`` and ``,`` inside properties.

``file=`` is the file's real path in those escapes, so the annotation lands on that file
whatever its name (``deck%0DA.ydk``), never on another that prints alike. A name that holds
a character no output may carry as it is (a terminal's escape, a byte that is not UTF-8)
gets no ``file=``: the message names the file as every output prints it.
"""

from __future__ import annotations

from ydkcheck.diagnostics import Diagnostic, Namer, Severity, failing_weight
from ydkcheck.i18n import t
from ydkcheck.report.duplicates import describe
from ydkcheck.report.location import exact_path, shown, shown_source
from ydkcheck.report.model import Skipped, Unreadable
from ydkcheck.report.writer import Writer
from ydkcheck.validate import DeckResult

COMMANDS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


def escape_data(text: str) -> str:
    """A message as the text of a workflow command."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """A property value (``file``, ``title``) of a workflow command."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def command(kind: str, message: str, file: str | None, line: int | None, title: str) -> str:
    """One workflow command line, without its newline."""
    properties = []
    if file is not None:
        properties.append(f"file={escape_property(file)}")
        if line is not None:
            properties.append(f"line={line}")
    properties.append(f"title={escape_property(title)}")
    return f"::{kind} {','.join(properties)}::{escape_data(message)}"


def _on_source(kind: str, message: str, source: str, line: int | None, title: str) -> str:
    """A workflow command on the file ``source`` (at its ``line``)."""
    file = exact_path(source)
    if file is None:  # a ydke:// URL, standard input, a name no annotation can carry: say
        # which deck in the message
        message = f"{shown_source(source)}: {message}"
    return command(kind, message, file, line, title)


def _annotation(diagnostic: Diagnostic, source: str, lang: str, namer: Namer) -> str:
    message = diagnostic.message(lang, namer)
    title = t("output.github-title", lang, rule=diagnostic.rule)
    kind = COMMANDS[failing_weight(diagnostic.rule, diagnostic.severity)]
    return _on_source(kind, message, source, diagnostic.line, title)


class GithubWriter(Writer):
    """An annotation per problem, written as each deck is checked; legal decks write nothing.

    What concerns the whole run (the configuration applied, the run's warnings) comes first:
    GitHub shows only a step's first few annotations of each kind."""

    utf8_file = True  # the runner reads its commands as UTF-8, whatever the console

    def setup(self) -> None:
        self.started = False

    def piece(self, result: DeckResult) -> str:
        source = result.deck.source
        return "".join(
            _annotation(d, source, self.lang, self.namer) + "\n" for d in result.diagnostics
        )

    def add(self, piece: str, repeats: str | None = None) -> str:
        return self._after_head(piece)

    def unreadable(self, item: Unreadable) -> str:
        error = item.error
        message = shown(t(error.key, self.lang, **error.params))
        line = error.line if error.path == item.source else None
        title = t("output.github-unreadable", self.lang)
        return self._after_head(_on_source("error", message, item.source, line, title) + "\n")

    def skipped(self, item: Skipped) -> str:
        """A notice on the file left out: CI shows it where stderr is not read, and a deck
        named to be left out (``.x.ydk``) is seen."""
        message = t("summary.skipped", self.lang, reason=item.said(self.lang))
        title = t("output.github-skipped", self.lang)
        return self._after_head(_on_source("notice", message, item.source, None, title) + "\n")

    def close(self) -> str:
        title = t("report.github-duplicate", self.lang)
        notes = [
            command("warning", describe(group, self.lang), None, None, title) + "\n"
            for group in self.duplicates.groups()
        ]
        return self._after_head("".join(notes))

    def _after_head(self, text: str) -> str:
        """``text``, after the run's own annotations if nothing was written yet."""
        if self.started:
            return text
        self.started = True
        kind = "warning" if self.changes_the_check else "notice"  # what changes the check
        title = t("report.github-config", self.lang)
        head = [command(kind, line, None, None, title) + "\n" for line in self.applied_lines()]
        title = t("report.github-warning", self.lang)
        head += [command("warning", said, None, None, title) + "\n" for said in self.warnings]
        return "".join(head) + text
