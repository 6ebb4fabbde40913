"""``--salida sarif``: SARIF 2.1.0, the format GitHub code scanning reads.

One run of the ``ydkcheck`` tool: a rule for every rule id (with its description and help
in the user's language), a result per problem with the file (relative to the working
folder) and the line, and the unreadable inputs as tool notifications.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring
from typing import Any
from urllib.parse import quote

from ydkcheck import __version__
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.i18n import t
from ydkcheck.lists.model import Banlist
from ydkcheck.report.location import relative_path
from ydkcheck.report.model import Report, Unreadable
from ydkcheck.report.writer import JsonArray, Writer, render_with, tail_after
from ydkcheck.validate import DeckResult

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
LEVELS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def _rules(lang: str) -> list[dict[str, Any]]:
    from ydkcheck.rules import RULES

    return [
        {
            "id": rule,
            "name": rule,
            "shortDescription": {"text": t(f"lint.rule.{rule}", lang)},
            "help": {"text": t(f"lint.help.{rule}", lang)},
            "defaultConfiguration": {"level": LEVELS[severity]},
        }
        for rule, severity in RULES.items()
    ]


def _uri(source: str) -> str | None:
    """The artifact URI of a deck: its path relative to the working folder, else absolute."""
    path = relative_path(source)
    if path is None:
        return None
    return quote(path) if not path.startswith("/") else "file://" + quote(path)


def _location(source: str, line: int | None) -> list[dict[str, Any]]:
    uri = _uri(source)
    if uri is None:
        return []
    physical: dict[str, Any] = {"artifactLocation": {"uri": uri}}
    if line is not None:
        physical["region"] = {"startLine": line}
    return [{"physicalLocation": physical}]


def _document(banlist: Banlist, lang: str, notifications: list[dict[str, Any]]) -> str:
    invocation: dict[str, Any] = {"executionSuccessful": not notifications}
    if notifications:
        invocation["toolExecutionNotifications"] = notifications
    document = {
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
                "properties": {"banlist": {"id": banlist.id, "name": banlist.name}},
                "results": [],
                "invocations": [invocation],
            }
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=2)


class SarifWriter(Writer):
    """One SARIF log, results written as each deck is checked."""

    def __init__(self, banlist: Banlist, lang: str, color: bool = False) -> None:
        from ydkcheck.rules import RULES

        super().__init__(banlist, lang, color)
        self.index = {rule: number for number, rule in enumerate(RULES)}
        self.notifications: list[dict[str, Any]] = []
        self.results = JsonArray(_document(banlist, lang, []), "results")

    def _result(self, diagnostic: Diagnostic, source: str, uri: str | None) -> str:
        """A result as the indented JSON text ``json.dumps(indent=2)`` writes for it there.

        Written straight as text: a repository run writes one per problem, and the generic
        pretty printer costs three times as much. The golden files and the schema test hold
        the layout.
        """
        message = diagnostic.message(self.lang)
        if uri is None:  # a ydke:// URL or standard input: say which deck in the message
            message = f"{source}: {message}"
        at = [self.results.item_newline + "  " * depth for depth in range(7)]
        text = (
            f'{{{at[1]}"ruleId": {encode_basestring(diagnostic.rule)},'
            f'{at[1]}"ruleIndex": {self.index[diagnostic.rule]},'
            f'{at[1]}"level": "{LEVELS[diagnostic.severity]}",'
            f'{at[1]}"message": {{{at[2]}"text": {encode_basestring(message)}{at[1]}}}'
        )
        if uri is not None:
            region = ""
            if diagnostic.line is not None:
                region = f',{at[4]}"region": {{{at[5]}"startLine": {diagnostic.line}{at[4]}}}'
            text += (
                f',{at[1]}"locations": [{at[2]}{{{at[3]}"physicalLocation": {{'
                f'{at[4]}"artifactLocation": {{{at[5]}"uri": {encode_basestring(uri)}{at[4]}}}'
                f"{region}{at[3]}}}{at[2]}}}{at[1]}]"
            )
        return text + at[0] + "}"

    def piece(self, result: DeckResult) -> list[str]:
        source = result.deck.source
        uri = _uri(source)
        newline = self.results.item_newline
        return [newline + self._result(d, source, uri) for d in result.diagnostics]

    def add(self, piece: list[str]) -> str:
        return "".join(self.results.add(encoded) for encoded in piece)

    def unreadable(self, item: Unreadable) -> str:
        error = item.error
        notification: dict[str, Any] = {
            "level": "error",
            "message": {"text": t(error.key, self.lang, **error.params)},
        }
        line = error.line if error.path == item.source else None
        locations = _location(item.source, line)
        if locations:
            notification["locations"] = locations
        else:
            notification["message"]["text"] = f"{item.source}: {notification['message']['text']}"
        self.notifications.append(notification)
        return ""

    def close(self) -> str:
        if not self.notifications:
            return self.results.close()
        whole = _document(self.banlist, self.lang, self.notifications)
        return self.results.close(tail_after(whole, "results"))


def render(report: Report, lang: str, color: bool = False) -> str:
    """The whole report as one SARIF log."""
    return render_with(SarifWriter, report, lang, color)
