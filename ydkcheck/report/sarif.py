"""``--salida sarif``: SARIF 2.1.0, the format GitHub code scanning reads.

One run of the ``ydkcheck`` tool: a rule for every rule id (with its description and help
in the user's language), a result per problem with the file (relative to the working
folder) and the line; the unreadable inputs (errors) and the files that hold the same deck
(warnings) as tool notifications.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ydkcheck import __version__
from ydkcheck.diagnostics import Diagnostic, Severity, failing_weight
from ydkcheck.i18n import t
from ydkcheck.lists.model import Banlist
from ydkcheck.report.applied import applied_json
from ydkcheck.report.duplicates import SharedDeck, describe
from ydkcheck.report.location import relative_uri, shown, shown_source
from ydkcheck.report.model import Skipped, Unreadable
from ydkcheck.report.writer import JsonArray, Writer, encode
from ydkcheck.rules import RULES
from ydkcheck.validate import DeckResult
from ydkcheck.workflow_commands import JSON_BREAK

if TYPE_CHECKING:
    from ydkcheck.config import Config

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
# stands in the log for the warnings about repeated decks, which are written one by one;
# the log is split at this notification's encoded text, which no other place can hold: a
# text inside a JSON string has every quote escaped
REPEATS_MARKER = "\x00repeats\x00"
LEVELS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}
# rule id -> its title (shortDescription) and its help, for every rule of rules.RULES
RULE_TEXTS = {
    "syntax": ("rule.title.syntax", "rule.help.syntax"),
    "count": ("rule.title.count", "rule.help.count"),
    "list-total": ("rule.title.list-total", "rule.help.list-total"),
    "ydk-load": ("rule.title.ydk-load", "rule.help.ydk-load"),
    "sheet-edited": ("rule.title.sheet-edited", "rule.help.sheet-edited"),
    "unknown-card": ("rule.title.unknown-card", "rule.help.unknown-card"),
    "not-playable": ("rule.title.not-playable", "rule.help.not-playable"),
    "extra-in-main": ("rule.title.extra-in-main", "rule.help.extra-in-main"),
    "main-in-extra": ("rule.title.main-in-extra", "rule.help.main-in-extra"),
    "main-size": ("rule.title.main-size", "rule.help.main-size"),
    "extra-size": ("rule.title.extra-size", "rule.help.extra-size"),
    "side-size": ("rule.title.side-size", "rule.help.side-size"),
    "skill-count": ("rule.title.skill-count", "rule.help.skill-count"),
    "skill-missing": ("rule.title.skill-missing", "rule.help.skill-missing"),
    "copies": ("rule.title.copies", "rule.help.copies"),
    "forbidden": ("rule.title.forbidden", "rule.help.forbidden"),
    "limited": ("rule.title.limited", "rule.help.limited"),
    "semi-limited": ("rule.title.semi-limited", "rule.help.semi-limited"),
    "not-in-format": ("rule.title.not-in-format", "rule.help.not-in-format"),
    "points": ("rule.title.points", "rule.help.points"),
    "limit-pool": ("rule.title.limit-pool", "rule.help.limit-pool"),
    "limit-pool-unknown": ("rule.title.limit-pool-unknown", "rule.help.limit-pool-unknown"),
    "simulator-text": ("rule.title.simulator-text", "rule.help.simulator-text"),
    "advice-main-size": ("rule.title.advice-main-size", "rule.help.advice-main-size"),
    "advice-few-monsters": ("rule.title.advice-few-monsters", "rule.help.advice-few-monsters"),
    "advice-high-levels": ("rule.title.advice-high-levels", "rule.help.advice-high-levels"),
}


def _rules(lang: str) -> list[dict[str, Any]]:

    rules = []
    for rule, severity in RULES.items():
        title, help_text = RULE_TEXTS[rule]
        rules.append(
            {
                "id": rule,
                "name": rule,
                "shortDescription": {"text": t(title, lang)},
                "help": {"text": t(help_text, lang)},
                "defaultConfiguration": {"level": LEVELS[failing_weight(rule, severity)]},
            }
        )
    return rules


def _location(uri: str, line: int | None) -> dict[str, Any]:
    physical: dict[str, Any] = {"artifactLocation": {"uri": uri}}
    if line is not None:
        physical["region"] = {"startLine": line}
    return {"physicalLocation": physical}


def _document(
    banlist: Banlist,
    lang: str,
    notifications: list[dict[str, Any]],
    successful: bool = True,
    config: Config | None = None,
    ignored: tuple[str, ...] = (),
) -> dict[str, Any]:
    """The log around the results (left empty); its notifications; ``successful``: every
    input could be read."""
    invocation: dict[str, Any] = {"executionSuccessful": successful}
    if notifications:
        invocation["toolExecutionNotifications"] = notifications
    return {
        "$schema": SCHEMA_URI,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "ydkcheck",
                        "version": __version__,
                        "semanticVersion": __version__,
                        "rules": _rules(lang),
                    }
                },
                "language": lang,
                "properties": {
                    "banlist": {"id": banlist.id, "name": banlist.name},
                    "config": applied_json(config),
                    "ignored": list(ignored),
                },
                "results": [],
                "invocations": [invocation],
            }
        ],
    }


class SarifWriter(Writer):
    """One SARIF log, each result encoded on a line of its own as its deck is checked."""

    utf8_file = True  # a JSON document: UTF-8, whatever the console
    commands = JSON_BREAK

    def setup(self) -> None:
        self.index = {rule: number for number, rule in enumerate(RULES)}
        # the run's warnings first, on no file: they qualify every result
        self.notifications: list[dict[str, Any]] = [
            {"level": "warning", "message": {"text": message}} for message in self.warnings
        ]
        self.results = JsonArray(
            encode(_document(self.banlist, self.lang, [], True, self.config, self.ignored)),
            "results",
        )

    def _result(self, diagnostic: Diagnostic, source: str, uri: str | None) -> dict[str, Any]:
        message = diagnostic.message(self.lang, self.namer)
        if uri is None:  # a ydke:// URL or standard input: say which deck in the message
            message = f"{shown_source(source)}: {message}"
        result: dict[str, Any] = {
            "ruleId": diagnostic.rule,
            "ruleIndex": self.index[diagnostic.rule],
            "level": LEVELS[failing_weight(diagnostic.rule, diagnostic.severity)],
            "message": {"text": message},
        }
        if uri is not None:
            result["locations"] = [_location(uri, diagnostic.line)]
        return result

    def piece(self, result: DeckResult) -> list[str]:
        source = result.deck.source
        uri = relative_uri(source)
        return [encode(self._result(d, source, uri)) for d in result.diagnostics]

    def add(self, piece: list[str], repeats: str | None = None) -> str:
        return "".join(map(self.results.add, piece))

    def unreadable(self, item: Unreadable) -> str:
        error = item.error
        text = shown(t(error.key, self.lang, **error.params))
        line = error.line if error.path == item.source else None
        self._notify("error", text, item.source, line)
        return ""

    def skipped(self, item: Skipped) -> str:
        """A note on the file left out, which a code-scanning view shows."""
        text = t("summary.skipped", self.lang, reason=item.said(self.lang))
        self._notify("note", text, item.source)
        return ""

    def _notify(self, level: str, text: str, source: str, line: int | None = None) -> None:
        """A notification of ``level`` on ``source`` (at its ``line``); a source that is no
        file (a URL, standard input) is named in the text."""
        notification: dict[str, Any] = {"level": level, "message": {"text": text}}
        uri = relative_uri(source)
        if uri is None:
            notification["message"]["text"] = f"{shown_source(source)}: {text}"
        else:
            notification["locations"] = [_location(uri, line)]
        self.notifications.append(notification)

    def _repeated(self, group: SharedDeck) -> dict[str, Any]:
        """The warning that names the files of one deck held by several."""
        notification: dict[str, Any] = {
            "level": "warning",
            "message": {"text": describe(group, self.lang)},
        }
        uris = [uri for uri in map(relative_uri, group.sources) if uri is not None]
        if uris:
            notification["locations"] = [_location(uri, None) for uri in uris]
        return notification

    def finish(self) -> Iterator[str]:
        """The end of the log; the warnings about decks held by several files one at a time,
        so that a run whose decks repeat thousands of times never holds them as one text."""
        groups = self.duplicates.groups()
        if not groups:
            yield self._closed(self.notifications)
            return
        marker = {"level": "warning", "message": {"text": REPEATS_MARKER}}
        head, end = self._closed([*self.notifications, marker]).split(encode(marker), 1)
        yield head
        for number, group in enumerate(groups):
            yield (", " if number else "") + encode(self._repeated(group))
        yield end

    def _closed(self, notifications: list[dict[str, Any]]) -> str:
        """The end of the results and the rest of the log, with ``notifications``."""
        if not notifications:
            return self.results.close()
        successful = all(note["level"] != "error" for note in self.notifications)
        document = _document(
            self.banlist, self.lang, notifications, successful, self.config, self.ignored
        )
        return self.results.close(encode(document))
