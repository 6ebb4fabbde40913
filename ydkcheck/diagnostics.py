"""The one problem type every rule reports, and its severities."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any


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


@dataclass(frozen=True)
class Diagnostic:
    """One problem of one deck.

    ``message_key`` and ``params`` name a message of the catalogue, so the same diagnostic
    can be printed in either language; ``message(lang)`` renders it.
    """

    rule: str
    severity: Severity
    message_key: str
    params: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    card_id: int | None = None
    card_name: str | None = None
    section: Section | None = None
    line: int | None = None
    count: int | None = None
    max: int | None = None

    def message(self, lang: str) -> str:
        """The message in ``lang``."""
        from ydkcheck.i18n import t

        params = {
            key: t(f"section.{value.value}", lang) if isinstance(value, Section) else value
            for key, value in self.params.items()
        }
        return t(self.message_key, lang, **params)

    @property
    def sort_key(self) -> tuple[int, int, str, int]:
        """Problems sort by line (lineless last), then severity, then rule."""
        order = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}
        line = self.line if self.line is not None else 1 << 30
        return (line, order[self.severity], self.rule, self.card_id or 0)
