"""The fix a deck check prescribes, as card moves: what leaves the deck, what comes in from
the Side Deck, and what the registered list becomes.

The steps and the fix made of them; the procedures that work them out are
``compare.procedures``.
"""

from collections.abc import Mapping

from ydkcheck.cards import Card, CardDB
from ydkcheck.compare.record import Record
from ydkcheck.decks.model import SECTIONS
from ydkcheck.diagnostics import Diagnostic, Section

Place = tuple[Section, int]  # a section and a card identity


class Placed(Record):
    """Copies of one card in one section, and the lines they stand on, of the presented deck
    (``of`` "deck") or of the list ("list")."""

    __slots__ = ("card", "copies", "identity", "lines", "of", "section")

    def __init__(
        self,
        section: Section,
        identity: int,
        card: Card | None,
        copies: int,
        lines: tuple[int, ...] = (),
        of: str = "deck",
    ) -> None:
        self.section = section
        self.identity = identity
        self.card = card
        self.copies = copies
        self.lines = lines
        self.of = of


class Remove(Record):
    """Copies that leave the deck (lines: where they stand in the presented deck)."""

    __slots__ = ("placed",)

    def __init__(self, placed: Placed) -> None:
        self.placed = placed


class Add(Record):
    """Copies the player puts in the deck from their own cards."""

    __slots__ = ("placed",)

    def __init__(self, placed: Placed) -> None:
        self.placed = placed


class Move(Record):
    """Copies moved from ``source`` to ``placed.section``."""

    __slots__ = ("placed", "source")

    def __init__(self, source: Section, placed: Placed) -> None:
        self.source, self.placed = source, placed


class SideIn(Record):
    """At most ``cards`` Side Deck cards move into the Main Deck: only enough to make it legal,
    the player's choice among ``choices``; the Side Deck is not refilled. ``cards`` 0: nothing
    comes in. ``lacking``: only if the player lacks the cards to add."""

    __slots__ = ("cards", "choices", "lacking")

    def __init__(self, cards: int, choices: tuple[Placed, ...], lacking: bool = False) -> None:
        self.cards, self.choices, self.lacking = cards, choices, lacking


class Strike(Record):
    """A card struck from the list: it cannot be played where the list puts it."""

    __slots__ = ("placed",)

    def __init__(self, placed: Placed) -> None:
        self.placed = placed


class Rename(Record):
    """An ambiguous name on the list, written down as the card the player played."""

    __slots__ = ("placed", "written")

    def __init__(self, written: str, placed: Placed) -> None:
        self.written, self.placed = written, placed


class Change(Record):
    """One card of the list, before and after the fix (lines: where the list has it)."""

    __slots__ = ("after", "before", "card", "identity", "lines", "section")

    def __init__(
        self,
        section: Section,
        identity: int,
        card: Card | None,
        before: int,
        after: int,
        lines: tuple[int, ...] = (),
    ) -> None:
        self.section = section
        self.identity = identity
        self.card = card
        self.before = before
        self.after = after
        self.lines = lines


class ListFix(Record):
    """What the list becomes: its changes, its counts, and the Side cards moved in
    (``side_in``, the player's choice); ``lacking``: only if the player lacks the cards."""

    __slots__ = ("changes", "counts", "lacking", "side_in")

    def __init__(
        self,
        changes: tuple[Change, ...],
        counts: Mapping[str, int],
        side_in: int = 0,
        lacking: bool = False,
    ) -> None:
        self.changes, self.counts, self.side_in, self.lacking = changes, counts, side_in, lacking


class KeepList(Record):
    """The list cannot change: an earlier deck check verified it."""

    __slots__ = ()


class Drop(Record):
    """The player is dropped (``lacking``: if they lack the cards)."""

    __slots__ = ("lacking",)

    def __init__(self, lacking: bool = False) -> None:
        self.lacking = lacking


class Confirm(Record):
    """List lines to confirm with the player before the check can conclude; ``written``: the
    ambiguous name one line writes, where the deck does not show which card it is (the list
    does not say which card, whatever the player answers)."""

    __slots__ = ("lines", "written")

    def __init__(self, lines: tuple[int, ...], written: str = "") -> None:
        self.lines = lines
        self.written = written


class Reread(Record):
    """Lines of the presented deck that were not read: enter the deck again."""

    __slots__ = ("lines",)

    def __init__(self, lines: tuple[int, ...]) -> None:
        self.lines = lines


class Resolve(Record):
    """A problem no card move settles: the Head Judge's call (``then_list``: the list is then
    fixed to the deck the call leaves, as the policy fixes it when both are illegal)."""

    __slots__ = ("diagnostic", "then_list")

    def __init__(self, diagnostic: Diagnostic, then_list: bool = False) -> None:
        self.diagnostic = diagnostic
        self.then_list = then_list


class CompareWithList(Record):
    """Only a fingerprint was recorded: compare the deck with the registered list."""

    __slots__ = ()


Step = (
    Remove
    | Add
    | Move
    | SideIn
    | Strike
    | Rename
    | ListFix
    | KeepList
    | Drop
    | Confirm
    | Reread
    | Resolve
    | CompareWithList
)


class Fix(Record):
    """The fix of one deck check: the policy's procedure and its steps, in order."""

    __slots__ = ("procedure", "steps")

    def __init__(self, procedure: str, steps: tuple[Step, ...] = ()) -> None:
        self.procedure = procedure
        self.steps = steps

    @property
    def dropped(self) -> bool:
        """Whether the player is dropped whatever they have."""
        return any(isinstance(step, Drop) and not step.lacking for step in self.steps)


class Cards:
    """Card look-ups for one fix: the identity of a passcode and the card of an identity."""

    def __init__(self, cards: CardDB) -> None:
        self.cards = cards

    def identity(self, code: int) -> int:
        return self.cards.check_identity(code)

    def card(self, identity: int) -> Card | None:
        return self.cards.get(identity)

    def name_order(self, place: Place) -> tuple[int, int, str, int]:
        card = self.card(place[1])
        name = card.name.casefold() if card is not None else "\uffff"
        return (SECTIONS.index(place[0]), card is None, name, place[1])
