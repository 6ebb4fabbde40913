"""The one problem type every rule reports, and its severities."""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ydkcheck.errors import said
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
# the rule of a sheet whose printed fields say another deck than the one it carries: a
# warning, since the deck it carries is judged as it is, but one that fails the run (exit 1)
SHEET_EDITED = "sheet-edited"
# problems sort by line (lineless last), then by this, then by rule
SEVERITY_ORDER = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}
NO_LINE = 1 << 30
# the parameters that name a card a line may mean (not the diagnostic's card), each with the
# parameter of its passcode, which names it in the reader's language
NAMED_BY_PASSCODE = (("card", "card_id"), ("other", "other_id"))
# names a card in the reader's language: (passcode, English name) -> name (cards.naming.CardNamer)
Namer = Callable[[int | None, str], str]


def failing_weight(rule: str, severity: Severity) -> Severity:
    """How an output that fails a step by a problem's level weighs it (SARIF, GitHub): its
    severity, but an error for an edited sheet's warnings, which fail the run."""
    return Severity.ERROR if rule == SHEET_EDITED else severity


def named_others(others: Sequence[tuple[int, str | None]], namer: Namer | None) -> str:
    """Other passcodes counted as one card: an artwork by its number, a card under another
    name by its name too (``A Legendary Ocean, 295517``)."""
    shown = [
        str(code) if name is None else f"{namer(code, name) if namer else name}, {code}"
        for code, name in others
    ]
    return "; ".join(shown) if any(name is not None for _, name in others) else ", ".join(shown)


@dataclass(slots=True)
class Diagnostic:
    """One problem of one deck.

    ``message_key`` and ``params`` name a message of the catalogue, so the same diagnostic
    can be printed in either language; ``message(lang)`` renders it. A ``section`` param
    holding a Section is written as the section's name in that language; the ``name`` of
    the diagnostic's card and the ``others`` counted with it (``(passcode, name or None)``
    pairs) in the language of ``namer``; a ``Phrase`` param (a counted part, ``1 carta``) in
    ``lang``.

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

    def message(self, lang: str, namer: Namer | None = None) -> str:
        """The message in ``lang``, card names by ``namer`` (else English), safe to print
        (see ``printable``)."""
        params = {name: said(value, lang) for name, value in self.params.items()}
        if params:
            section = params.get("section")
            others = params.get("others")
            if isinstance(section, Section):
                params["section"] = t(SECTION_NAMES[section], lang)
            if others is not None:
                params["others"] = named_others(others, namer)
            if namer is not None and "name" in params and self.card_name == params["name"]:
                params["name"] = namer(self.card_id, params["name"])
            if namer is not None:  # the cards a line may mean, named by their passcodes
                for name, code in NAMED_BY_PASSCODE:
                    if name in params and isinstance(self.params.get(code), int):
                        params[name] = namer(self.params[code], params[name])
        return printable(t(self.message_key, lang, **params))

    def shown_card_name(self, namer: Namer | None = None) -> str:
        """The card's name as a reader sees it ('?' for an unknown card)."""
        if self.card_name is None:
            return "?"
        return namer(self.card_id, self.card_name) if namer else self.card_name

    @property
    def sort_key(self) -> tuple[int, int, str, int]:
        """Problems sort by line (lineless last), then severity, then rule."""
        line = NO_LINE if self.line is None else self.line
        return (line, SEVERITY_ORDER[self.severity], self.rule, self.card_id or 0)
