"""The one problem type every rule reports, and its severities."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from ydkcheck.i18n import t
from ydkcheck.printable import printable


class Severity(str, enum.Enum):
    """How much a problem weighs: errors make a deck illegal, the rest never do."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


class Section(str, enum.Enum):
    """A part of a deck."""

    MAIN = "main"
    EXTRA = "extra"
    SIDE = "side"


# the message naming each section
SECTION_NAMES = {
    Section.MAIN: "section.main",
    Section.EXTRA: "section.extra",
    Section.SIDE: "section.side",
}
# problems sort by line (lineless last), then by this, then by rule
SEVERITY_ORDER = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}
NO_LINE = 1 << 30


@dataclass(slots=True)
class Diagnostic:
    """One problem of one deck.

    ``message_key`` and ``params`` name a message of the catalogue, so the same diagnostic
    can be printed in either language; ``message(lang)`` renders it. A ``section`` param
    holding a Section is written as the section's name in that language.

    ``severity`` is not the rule's to say: the checker stamps it from the rule registry
    (``rules.RULES``) on every diagnostic it returns, so a rule's weight is written once.

    Not frozen: a repository run makes tens of thousands of these, and a frozen dataclass
    sets each field through ``object.__setattr__``, three times the cost. Nothing changes
    one once the checker has returned it.
    """

    rule: str
    message_key: str
    params: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    card_id: int | None = None
    card_name: str | None = None
    section: Section | None = None
    line: int | None = None
    count: int | None = None
    max: int | None = None
    severity: Severity = Severity.ERROR

    def message(self, lang: str) -> str:
        """The message in ``lang``, safe to print (see ``printable``)."""
        params = self.params
        section = params.get("section")
        if isinstance(section, Section):
            params = {**params, "section": t(SECTION_NAMES[section], lang)}
        return printable(t(self.message_key, lang, **params))

    @property
    def sort_key(self) -> tuple[int, int, str, int]:
        """Problems sort by line (lineless last), then severity, then rule."""
        line = NO_LINE if self.line is None else self.line
        return (line, SEVERITY_ORDER[self.severity], self.rule, self.card_id or 0)
