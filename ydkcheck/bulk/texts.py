"""The JSON texts of the bulk engine's diagnostics, each made once by the rules' own code.

A repository's decks break the same few rules with the same cards: a diagnostic is made by
its rule's function (``rules.copies.over_limit``, ``rules.placement.misplaced``...), stamped
with its severity, and encoded by the JSON writer once for each rule, card and count; a deck
joins the text before its line number, the number, and the text after it.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from ydkcheck.decks.model import SECTIONS, DeckEntry, LineNote
from ydkcheck.decks.ydk import unread_warning
from ydkcheck.diagnostics import NO_LINE, SEVERITY_ORDER, Diagnostic
from ydkcheck.rules.advice import shape_advice
from ydkcheck.rules.copies import limit_rule, over_limit
from ydkcheck.rules.placement import misplaced
from ydkcheck.rules.sizes import out_of_bounds

if TYPE_CHECKING:
    from ydkcheck.report.json_format import DeckEncoder
    from ydkcheck.validate import Validator

MOST_KEPT = 1 << 14  # texts kept of each kind, then begun anew: memory stays bounded
Key = TypeVar("Key", bound=Hashable)
Value = TypeVar("Value")


# A diagnostic of one deck as sorted (``Diagnostic.sort_key``: its line, NO_LINE for none,
# its severity's order, its rule, its card) and as written: a plain tuple, which costs less
# to make than a NamedTuple, for the few a deck holds
Said = tuple[int, int, str, int, str]


class Made(NamedTuple):
    """A diagnostic made once, to be said at any line."""

    severity: int
    rule: str
    card_id: int
    head: str  # its text up to its line number
    tail: str  # and after it

    def at(self, line: int) -> Said:
        return (line, self.severity, self.rule, self.card_id, f"{self.head}{line}{self.tail}")


class OverLimit(NamedTuple):
    """A card over its limit in one deck (see ``rules.copies.over_limit``)."""

    identity: int
    copies: int
    allowed: int
    section: int  # the offending copy's, 0 to 2
    others: tuple[int, ...]  # the passcodes written for it but its own, sorted
    offending: int  # the offending copy's passcode


class DiagnosticTexts:
    """Each diagnostic's text under one validator and one JSON encoder."""

    def __init__(self, validator: Validator, encoder: DeckEncoder) -> None:
        self.validator = validator
        self.encoder = encoder
        self._made: dict[tuple[object, ...], Made] = {}
        self._unlined: dict[tuple[int, ...], tuple[Said, ...]] = {}
        # the texts of the commonest problems by their number, read by the engine directly
        self.over_limits: dict[int, Made] = {}
        self.placements: dict[int, Made] = {}

    def over_limit(self, key: int | None, problem: OverLimit, line: int) -> Made:
        """The ``copies`` family's diagnostic of ``problem``, kept under ``key`` (its number,
        ``survey.Survey.over``) too when the problem names no other passcode."""
        made = self._made.get(problem)
        if made is None:
            validator = self.validator
            format_max = validator.banlist.deck.copies
            list_max = validator.view.limits.get(problem.identity)
            rule = limit_rule(problem.allowed, list_max, format_max)
            offending = DeckEntry(problem.offending, SECTIONS[problem.section], line)
            diagnostic = over_limit(
                validator.cards,
                rule,
                problem.identity,
                problem.copies,
                problem.allowed,
                offending,
                problem.others,
            )
            made = self._make(problem, diagnostic)
        # a card the data lacks is named by the copy past its limit: kept by problem alone
        if key is not None and self.validator.cards.get(problem.identity) is not None:
            _keep(self.over_limits, key, made)
        return made

    def misplaced(self, key: int, code: int, section: int, rule: str, line: int) -> Made:
        """A placement rule's diagnostic of the copy of ``code`` at ``line``, kept under
        ``key`` (``code * 3 + section``)."""
        card = self.validator.cards.get(code)
        entry = DeckEntry(code, SECTIONS[section], line)
        made = self._make(("placement", code, section), misplaced(rule, code, card, entry))
        _keep(self.placements, key, made)
        return made

    def unread(self, note: LineNote | None, line: int) -> Said:
        """The ``syntax`` warning of a line read as no card (its note, ``odd_lines``)."""
        assert note is not None
        key = ("unread", note.text)
        made = self._made.get(key)
        if made is None:
            made = self._make(key, unread_warning(note.text, line))
        return made.at(line)

    def unlined(self, counts: tuple[int, int, int], monsters: int, high: int) -> tuple[Said, ...]:
        """The diagnostics of a deck of ``counts`` cards by section, ``monsters`` of its Main
        Deck monsters, ``high`` of them of a level that asks for Tributes: each section out
        of bounds (``rules.sizes``), and the advice on the Main Deck (``rules.advice``)."""
        key = (*counts, monsters, high)
        said = self._unlined.get(key)
        if said is None:
            bounds = self.validator.banlist.deck
            found = [
                out_of_bounds(section, within, count)
                for section, within, count in zip(
                    SECTIONS, (bounds.main, bounds.extra, bounds.side), counts, strict=True
                )
                if not within.contains(count)
            ]
            found += shape_advice(counts[0], bounds.main.low, monsters, high)
            said = _keep(self._unlined, key, tuple(map(self.lined, found)))
        return said

    def lined(self, diagnostic: Diagnostic) -> Said:
        """Any diagnostic at its line (the JSON writer keeps its text but the line)."""
        diagnostic.severity = severity = self.validator.severities[diagnostic.rule]
        line = NO_LINE if diagnostic.line is None else diagnostic.line
        text = self.encoder.diagnostic(diagnostic)
        return (line, SEVERITY_ORDER[severity], diagnostic.rule, diagnostic.card_id or 0, text)

    def _make(self, key: tuple[object, ...], diagnostic: Diagnostic) -> Made:
        diagnostic.severity = self.validator.severities[diagnostic.rule]
        head, tail = self.encoder.around_line(diagnostic)
        made = Made(
            SEVERITY_ORDER[diagnostic.severity],
            diagnostic.rule,
            diagnostic.card_id or 0,
            head,
            tail,
        )
        return _keep(self._made, key, made)


def _keep(kept: dict[Key, Value], key: Key, value: Value) -> Value:
    """``value`` kept under ``key``; past ``MOST_KEPT`` kept, the others forgotten first."""
    if len(kept) >= MOST_KEPT:
        kept.clear()
    kept[key] = value
    return value
