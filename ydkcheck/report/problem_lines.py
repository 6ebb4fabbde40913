"""A deck's problems as lines on stderr (``deck.ydk:57: aviso: message``), and which of them
the reader found: what every command that reads a deck says of how it was read.

``valida`` shows every problem in its report; the other commands show a deck in their own
way (an overview, figures, a sheet, a file) and say on stderr, the same way each, what the
reader found odd: a line read one way that could read another (``Harpie Lady 3``, lines
numbered ``1)``), a line not read, a sheet whose printed fields say another deck. None of
them leaves that out, or a deck would read whole and as handed in when it may not be.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Iterable

from ydkcheck.decks.model import Deck
from ydkcheck.diagnostics import Diagnostic, Namer, Severity
from ydkcheck.i18n import t
from ydkcheck.report.location import relative_path
from ydkcheck.report.text import SEVERITY_NAMES
from ydkcheck.rules import RULES
from ydkcheck.validate import DeckResult

SAID = (Severity.ERROR, Severity.WARNING)  # advice is no problem of the deck


def reading_problems(
    deck: Deck, result: DeckResult | None = None, ignore: Collection[str] = ()
) -> list[Diagnostic]:
    """The reader's problems of ``deck`` as ``valida`` reports them: with ``result`` (the deck
    checked), those of its diagnostics the reader found; without, the reader's own, each
    weighed by the rule registry and the rules ``ignore`` turned off left out."""
    if result is not None:
        read = {id(problem) for problem in deck.warnings}
        return [d for d in result.diagnostics if id(d) in read and d.severity in SAID]
    found = []
    for problem in deck.warnings:
        weight = RULES.get(problem.rule)
        if weight is None or weight not in SAID or problem.rule in ignore:
            continue
        found.append(problem if problem.severity is weight else _weighed(problem, weight))
    return found


def _weighed(problem: Diagnostic, weight: Severity) -> Diagnostic:
    return dataclasses.replace(problem, severity=weight)


def problem_lines(
    source: str, problems: Iterable[Diagnostic], lang: str, namer: Namer | None
) -> list[str]:
    """The errors and warnings of ``problems``, one line each: ``deck.ydk:57: error:
    message`` (a source that is no file, a ``ydke://`` URL or standard input, unnamed)."""
    path = relative_path(source)
    lines = []
    for problem in problems:
        if problem.severity not in SAID:
            continue
        where = ""
        if path is not None:
            where = f"{path}:{problem.line}: " if problem.line is not None else f"{path}: "
        severity = t(SEVERITY_NAMES[problem.severity], lang)
        message = problem.message(lang, namer)
        lines.append(where + t("hoja.problem", lang, severity=severity, message=message))
    return lines
