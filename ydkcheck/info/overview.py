"""A deck's overview for ``info``: its cards by identity with their status on a list.

Each section lists its cards once per identity (alternate artworks counted with the card
they are an artwork of, and named), with copies, type, status on the list (Forbidden,
Limited, Semi-Limited; outside the pool of a whitelist), Genesys points, and the deck's
fingerprint, verdict and the rulebook's advice. Plain data: ``info.report`` writes it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ydkcheck.cards import Card, CardDB
from ydkcheck.cards.data import misprinted_passcodes
from ydkcheck.decks import Deck, read_deck
from ydkcheck.decks.model import SECTIONS
from ydkcheck.diagnostics import Diagnostic, Section, Severity
from ydkcheck.lists.choose import Selection
from ydkcheck.rules.context import ListView
from ydkcheck.validate import DeckResult, Validator

# a list's count -> the card's status on it (3 or more: no status)
STATUS_OF_COUNT = {0: "forbidden", 1: "limited", 2: "semi-limited"}
NOT_LISTED = "not-listed"  # a whitelist that does not name the card


@dataclass(frozen=True)
class OverviewLine:
    """One card of a section: its identity, copies, and what the list says of it."""

    identity: int
    copies: int  # a list's misprint (no card) left out
    card: Card | None  # the card of that identity (None: a passcode the data lacks)
    # the other passcodes counted as it: (passcode, copies, its name when not the card's)
    artworks: tuple[tuple[int, int, str | None], ...]
    status: str | None  # forbidden, limited, semi-limited, not-listed, or None
    points: int | None  # per copy, in a points format


@dataclass(frozen=True)
class DeckOverview:
    """What ``info`` shows of a deck under one list."""

    result: DeckResult
    sections: dict[Section, list[OverviewLine]]
    kinds: Counter[str]  # monster, spell, trap (and '?') of the Main Deck

    @property
    def advice(self) -> list[Diagnostic]:
        """The rulebook's advice on the deck (never part of the verdict)."""
        return [d for d in self.result.diagnostics if d.rule.startswith("advice-")]

    @property
    def errors(self) -> int:
        return sum(d.severity is Severity.ERROR for d in self.result.diagnostics)

    @property
    def warnings(self) -> int:
        return sum(d.severity is Severity.WARNING for d in self.result.diagnostics)


def read_overview(
    source: str, cards: CardDB, selection: Selection, ignore: tuple[str, ...] = ()
) -> DeckOverview:
    """Read the deck ``source`` (InputError when it cannot be) and check it under the list
    of ``selection``, the rules ``ignore`` turned off: its overview."""
    validator = Validator(selection.banlist, cards, selection.as_of, ignore)
    return overview(validator.check(read_deck(source, cards)), cards, validator.view)


def overview(result: DeckResult, cards: CardDB, view: ListView) -> DeckOverview:
    """The overview of a checked deck under the list of ``view``."""
    deck = result.deck
    known = cards.lookup(set(deck.main) | set(deck.extra) | set(deck.side))
    sections = {section: _lines(deck, section, cards, view) for section in SECTIONS}
    kinds: Counter[str] = Counter()
    misprinted = misprinted_passcodes()  # no card: counted as an unknown passcode is
    for code in deck.main:
        card = known.get(code) if code not in misprinted else None
        kinds[card.kind if card is not None else "?"] += 1
    return DeckOverview(result, sections, kinds)


def _lines(deck: Deck, section: Section, cards: CardDB, view: ListView) -> list[OverviewLine]:
    """The section's cards by identity, in order of first appearance."""
    copies: dict[int, Counter[int]] = {}
    for code in deck.section(section):
        card = cards.get(code)
        identity = card.identity if card is not None else code
        copies.setdefault(identity, Counter())[code] += 1
    lines = []
    for identity, by_code in copies.items():
        card = cards.get(identity) or cards.get(next(iter(by_code)))
        artworks = []
        for code, count in by_code.items():
            if code != identity:
                # a card of its own counted as this one (A Legendary Ocean; the OCG's Normal
                # Black Luster Soldier, which bears the name too) by its name; an artwork not
                other = cards.get(code)
                own = other is not None and cards.original_artwork(code) != identity
                artworks.append((code, count, other.name if own and other else None))
        held = sum(count for code, count in by_code.items() if code not in misprinted_passcodes())
        lines.append(
            OverviewLine(
                identity,
                held,  # a list's misprint is no card: said beside it (``artworks``)
                card,
                tuple(artworks),
                _status(identity, by_code, view),
                view.points.get(identity, 0) if view.banlist.has_points else None,
            )
        )
    return lines


def _status(identity: int, codes: Iterable[int], view: ListView) -> str | None:
    """What the list says of a card written with ``codes``: its category (the strictest of
    the passcodes' own entries), or that a whitelist leaves it out."""
    count = view.written_limit(identity, codes)
    if count is None:
        return NOT_LISTED if view.banlist.is_whitelist else None
    return STATUS_OF_COUNT.get(count)
