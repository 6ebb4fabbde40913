"""Names on a registered list that name a card and a simulator's passcode of its text before
its errata alike ("3 Sangan": Sangan, 26202165, or EDOPro's 504700178), where the deck plays
the simulator's passcode.

A written name does not say which text it means: where the list in use judges the two alike
(no count of its own for either passcode, ``ListView.own_limits``), the deck settles it as it
settles an ambiguous name, and the list's copies are read as the passcode played, said so,
no difference. Where the list judges them apart (World 2024.07: 7563589, Performage Plushfire
before its errata, Forbidden; 7563579 Limited), the name cannot settle it: the copies stay
the card read, the difference stays, and the check says plainly that the registration is
ambiguous between two cards the list treats differently. Only a list's lines that write the
card by its name alone are so read (``Deck.named_only``, and the shorthands compara reads
as one card); a passcode written, as every ``.ydk`` writes it, says which.
"""

import dataclasses
from collections import Counter
from collections.abc import Collection, Iterable
from typing import TYPE_CHECKING

from ydkcheck.cards import Card, CardDB
from ydkcheck.compare.check import Difference
from ydkcheck.compare.record import Record
from ydkcheck.decks.model import SECTIONS, Deck, DeckEntry
from ydkcheck.diagnostics import Section

if TYPE_CHECKING:
    from ydkcheck.rules.context import ListView


class SimulatorName(Record):
    """Copies of a card the list writes by name in ``section`` (on ``lines``), where the
    deck plays ``simulator``'s passcode instead: ``apart`` when the list judges the two
    apart (then the copies stay ``card``, else they are read as ``simulator``), and the
    copies it allows of each, ``card``'s then ``simulator``'s."""

    __slots__ = ("allowed", "apart", "card", "copies", "lines", "section", "simulator")

    def __init__(
        self,
        section: Section,
        card: Card,
        simulator: Card,
        copies: int,
        lines: tuple[int, ...],
        apart: bool,
        allowed: tuple[int, int],
    ) -> None:
        self.section = section
        self.card = card
        self.simulator = simulator
        self.copies = copies
        self.lines = lines
        self.apart = apart
        self.allowed = allowed

    def judged_apart(self) -> "SimulatorName":
        """This name, judged apart: its copies stay the card read."""
        parts = (self.section, self.card, self.simulator, self.copies, self.lines)
        return SimulatorName(*parts, apart=True, allowed=self.allowed)


def simulator_names(
    listed: Deck,
    named: Collection[int],
    differences: Iterable[Difference],
    cards: CardDB,
    view: "ListView",
) -> tuple[SimulatorName, ...]:
    """The list's copies on lines ``named`` (a card written by its name alone) of a card
    the deck holds fewer copies of, in their section, than the list, where the deck holds
    more of a simulator's passcode of it than the list: as many as all three allow."""
    if not named:
        return ()
    short: dict[tuple[Section, int], int] = {}
    over: dict[tuple[Section, int], int] = {}
    for difference in differences:
        place = (difference.section, difference.identity)
        if difference.registered > difference.presented:
            short[place] = difference.registered - difference.presented
        elif difference.presented > difference.registered:
            over[place] = difference.presented - difference.registered
    if not short or not over:
        return ()
    written: dict[tuple[Section, int], Counter[int]] = {}
    for card_id, section, line in listed.by_section:
        if line is not None and line in named:
            real = cards.check_identity(card_id)
            if cards.simulator_versions(real):
                written.setdefault((section, real), Counter())[line] += 1
    found: list[SimulatorName] = []
    own = view.own_limits
    for (section, real), lines in written.items():
        left = min(lines.total(), short.get((section, real), 0))
        for simulator in cards.simulator_versions(real):
            copies = min(left, over.get((section, simulator), 0))
            card, other = cards.get(real), cards.get(simulator)
            if not copies or card is None or other is None:
                continue
            left -= copies
            over[section, simulator] -= copies
            apart = real in own or simulator in own
            allowed = (_allowed(view, real, real), _allowed(view, real, simulator))
            shown = tuple(sorted(lines))
            found.append(SimulatorName(section, card, other, copies, shown, apart, allowed))
    return tuple(found)


def _allowed(view: "ListView", real: int, code: int) -> int:
    """The copies the list allows of ``real`` written as ``code``."""
    limit = view.written_limit(real, (code,))
    return min(view.default_allowed if limit is None else limit, view.banlist.deck.copies)


def settled(listed: Deck, names: Iterable[SimulatorName], cards: CardDB) -> Deck:
    """``listed`` with the copies of each name the list does not judge apart read as the
    simulator's passcode the deck plays, the last copies of its lines first."""
    names = [name for name in names if not name.apart]
    wanted: dict[tuple[Section, int], list[int]] = {}
    for name in names:
        place = (name.section, cards.check_identity(name.card.id))
        wanted.setdefault(place, []).extend([name.simulator.id] * name.copies)
    if not wanted:
        return listed
    entries: list[DeckEntry] = []
    for entry in reversed(listed.by_section):
        codes = wanted.get((entry.section, cards.check_identity(entry.card_id)))
        named = entry.line in _lines(names, entry.section)
        if codes and named:
            entry = entry._replace(card_id=codes.pop())
        entries.append(entry)
    entries.reverse()
    main, extra, side = (
        tuple(entry.card_id for entry in entries if entry.section is section)
        for section in SECTIONS
    )
    return dataclasses.replace(listed, main=main, extra=extra, side=side)


def _lines(names: Iterable[SimulatorName], section: Section) -> frozenset[int]:
    return frozenset(line for name in names if name.section is section for line in name.lines)
