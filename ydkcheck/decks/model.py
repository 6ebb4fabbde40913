"""A deck as read: each section's passcodes in file order, the line of each, warnings, and
the player who wrote it when the file says.

Every card keeps the section it was written under and its line, so problems can point at
the exact line. Sections are honoured as written: nothing is moved, dropped or truncated.
"""

from __future__ import annotations

from collections.abc import Container, Iterable
from dataclasses import dataclass, field
from functools import cached_property
from itertools import compress, repeat
from operator import attrgetter
from typing import NamedTuple

from ydkcheck.diagnostics import Diagnostic, Section


class LineNote(NamedTuple):
    """How a line that holds no card was taken (``Deck.notes``): ``kind`` is one of
    ``LINE_KINDS``; ``section`` is the section a heading starts; ``text`` the line as written
    (cut at ``MAX_NOTE``)."""

    line: int
    kind: str
    text: str
    section: Section | None = None


# what a line that holds no card can be: a section heading, a card-type heading, the list's
# title (or its preamble), the player, the event, a date, a total written on the list, a
# comment, or a line that could not be read (it has a diagnostic at its line)
LINE_KINDS = (
    "heading",
    "type-heading",
    "title",
    "player",
    "event",
    "date",
    "total",
    "comment",
    "unread",
)
MAX_NOTE = 200  # characters of a line kept in its note


class WrittenTotal(NamedTuple):
    """A count a list writes of its own cards (``Deck.totals``), checked against what was
    read: ``what`` is ``section`` (``which``: the Section, or None for the Main Deck or
    every card, ``Total: 42``), ``kind`` (the Main Deck's ``monster``, ``spell`` or
    ``trap``) or ``lines`` (the cards written between two lines, ``which``: the lines
    before and after them, a type heading's group, whose kind is ``kind``)."""

    line: int
    written: int
    what: str
    which: object
    kind: str | None = None


class DeckEntry(NamedTuple):
    """One copy of a card in a deck, as written (a tuple: decks hold tens of thousands)."""

    card_id: int
    section: Section
    line: int | None


SECTIONS = tuple(Section)  # main, extra, side: the order of a deck's fields
LINE = attrgetter("line")
# the most cards a deck may hold, every section together: a real one has at most 90 (60 + 15
# + 15); past this it is no deck, and checking, simulating or drawing it would only cost
MAX_DECK_CARDS = 1_000
# what deck programs write where a player's name goes: a placeholder, or the program itself
# (keys: folded, without blanks, dots or dashes, so "YGO Omega" is "ygoomega")
NOT_A_PLAYER = frozenset(
    {"", "player", "ydkcheck", "ygopro", "ygopro2", "edopro", "mdpro3", "ygomobile"}
    | {"ygoomega", "omega", "ygoprodeck", "duelingbook", "duelingnexus", "projectignis"}
    | {"masterduel", "neuron"}
)
NOT_IN_A_PROGRAM_KEY = str.maketrans("", "", " .-_…")
MAX_PLAYER = 60  # characters of a player's name kept: a line, not a name, past that


def player_name(written: str) -> str | None:
    """The player a deck file names (``#created by Naim``, ``Jugador: Naim``), None when what
    is written there is a placeholder or the name of the program that wrote the file.
    Control characters are left out: a name is never a terminal's escape sequence, in any
    output or in a file ``convierte`` writes."""
    if not written.isprintable():
        written = "".join(char for char in written if char.isprintable() or char.isspace())
    name = " ".join(written.split())
    if name.casefold().translate(NOT_IN_A_PROGRAM_KEY) in NOT_A_PLAYER:
        return None
    return name if len(name) <= MAX_PLAYER else name[: MAX_PLAYER - 1] + "…"


@dataclass(frozen=True)
class Deck:
    """A deck: the passcodes of each section in file order, the line of each, and what was
    odd about its text.

    Sections are kept apart rather than as one list of entries: the checks count each
    section and look at lines only to report a problem, and a repository run reads
    thousands of decks.
    """

    source: str
    main: tuple[int, ...]
    extra: tuple[int, ...] = ()
    side: tuple[int, ...] = ()
    # the line of each passcode of main, extra and side; None when the deck has no lines
    # (a ``ydke://`` URL)
    lines: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]] | None = None
    warnings: tuple[Diagnostic, ...] = ()
    player: str | None = None  # a .ydk's ``#created by``, a list's ``Jugador:`` (``player_name``)
    notes: tuple[LineNote, ...] = ()  # every non-blank line that holds no card, in file order
    totals: tuple[WrittenTotal, ...] = ()  # the counts a text list writes of its own cards
    # the lines of a text list that write a card by its name alone ("3 Sangan"), no passcode,
    # where a simulator's passcode loads an older text of it (``CardDB.simulator_versions``:
    # EDOPro's 504700178): the name does not say which, a deck check may settle it
    # (``compare.simulator_names``). Not compared: the deck is the same whatever wrote it
    named_only: tuple[int, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        # a line for each copy, or none: a section changed without its lines (a copy made
        # with ``dataclasses.replace``) would report its problems at other copies' lines
        if self.lines is not None and tuple(map(len, self.lines)) != (
            len(self.main),
            len(self.extra),
            len(self.side),
        ):
            raise ValueError(f"{self.source}: the lines of a deck are not one a copy")

    @classmethod
    def from_entries(
        cls,
        source: str,
        entries: Iterable[DeckEntry],
        warnings: tuple[Diagnostic, ...] = (),
        player: str | None = None,
        notes: tuple[LineNote, ...] = (),
        totals: tuple[WrittenTotal, ...] = (),
        named_only: tuple[int, ...] = (),
    ) -> Deck:
        """A deck from its entries (lines all known, or all None)."""
        codes: dict[Section, list[int]] = {section: [] for section in SECTIONS}
        numbers: dict[Section, list[int | None]] = {section: [] for section in SECTIONS}
        for entry in entries:
            codes[entry.section].append(entry.card_id)
            numbers[entry.section].append(entry.line)
        main, extra, side = (tuple(codes[section]) for section in SECTIONS)
        lines = tuple(tuple(numbers[section]) for section in SECTIONS)
        known = None not in lines[0] + lines[1] + lines[2]
        shaped = lines if known else None
        return cls(source, main, extra, side, shaped, warnings, player, notes, totals, named_only)  # type: ignore[arg-type]

    @property
    def unread(self) -> tuple[int, ...]:
        """The lines that were neither a card nor taken as something else: what a command
        that writes or computes from the deck must not leave out silently."""
        return tuple(note.line for note in self.notes if note.kind == "unread")

    def section(self, section: Section) -> tuple[int, ...]:
        """The passcodes of one section, in order."""
        return (self.main, self.extra, self.side)[SECTIONS.index(section)]

    def counts(self) -> dict[str, int]:
        """Cards per section, as in the JSON report."""
        return {"main": len(self.main), "extra": len(self.extra), "side": len(self.side)}

    def find(self, wanted: Container[int] | None) -> list[DeckEntry]:
        """The entries whose passcode is in ``wanted`` (None: every entry), in file order.

        The rules ask for the few cards they report: the copies are picked out of each
        section in C (``compress``), and only those become entries."""
        if wanted is None:
            every = self.by_section
            return list(every) if self.lines is None else sorted(every, key=LINE)
        found: list[DeckEntry] = []
        every_section = (self.main, self.extra, self.side)
        for index, (section, codes) in enumerate(zip(SECTIONS, every_section, strict=True)):
            picked = list(map(wanted.__contains__, codes))
            if not any(picked):
                continue
            lines = self.lines[index] if self.lines is not None else repeat(None, len(codes))
            kept = compress(codes, picked), repeat(section), compress(lines, picked)
            found += map(DeckEntry, *kept)
        if self.lines is not None:
            found.sort(key=LINE)
        return found

    @cached_property
    def entries(self) -> tuple[DeckEntry, ...]:
        """Every copy, in file order."""
        return tuple(self.find(None))

    @cached_property
    def by_section(self) -> tuple[DeckEntry, ...]:
        """Every copy, the Main Deck's first, then the Extra Deck's and the Side Deck's, each
        section in file order."""
        every_section = (self.main, self.extra, self.side)
        found: list[DeckEntry] = []
        for index, (section, codes) in enumerate(zip(SECTIONS, every_section, strict=True)):
            lines = self.lines[index] if self.lines is not None else repeat(None, len(codes))
            found += map(DeckEntry, codes, repeat(section), lines)
        return tuple(found)
