"""What a text list's reading holds as it goes, line by line (``text._Reading``).

The state alone: what each line read so far has said, and the few look-ups every question of
the reader shares. The questions are asked by ``text_above`` (the lines above a list's first
card) and ``text`` (every line).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ydkcheck.cards.matching import NameIndex, name_index
from ydkcheck.decks.model import MAX_NOTE, DeckEntry, LineNote, WrittenTotal
from ydkcheck.decks.type_headings import TypeHeading
from ydkcheck.diagnostics import Diagnostic, Section

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB


class ReadingState:
    """The state of one list as it is read, line by line."""

    def __init__(self, source: str, cards: CardDB) -> None:
        self.source = source
        self.cards = cards
        self.shown_looked_for = True  # whether a line may show otherwise than it reads
        self.struck_looked_for = True  # whether a line may strike or hide what it writes
        self.styled_looked_for = True  # whether a line may hold a forum's bold, italics...
        self.index: NameIndex | None = None
        self.entries: list[DeckEntry] = []
        self.problems: list[Diagnostic] = []
        self.notes: list[LineNote] = []
        self.section = Section.MAIN
        # a .ydk read as a text list: the lines the simulators load otherwise are errors
        self.ydk_file = source.lower().endswith(".ydk")
        self.sections_named = False  # a section heading met (else: placed as the simulators do)
        self.sections_left: set[Section] = set()  # the sections headed, then left for another
        self.heading_line: tuple[int, str] | None = None  # the last section heading, as written
        # what a section heading asks of its cards, said at the first (a section headed again,
        # the Main Deck headed under cards, a title naming the Side Deck)
        self.heading_asks: Diagnostic | None = None
        # a title of headings run together, and the sections it names no heading has opened
        self.run_together: tuple[Diagnostic, set[Section]] | None = None
        self.plain_table = False  # under a table's header of counts, names, sets, rarities
        # a card's name alone, with no count, read before the list started ("Yubel"): its
        # title or a card (``_title_or_card``); and whether that was asked
        self.maybe_title: MaybeTitle | None = None
        self.title_asked = False
        self.title_settled = False  # no card line read from now on can be the title
        self.extra_named = False  # an Extra Deck heading met: "Fusion:" under the Side heads cards
        # a deck box's layout ("Main Deck", "Side Deck", then each label under its cards):
        # where the cards since the last label start, once the list is read that way
        self.labelled_from: int | None = None
        self.player: str | None = None
        self.credited = False  # a player's line met
        self.started = False  # a card or a heading met: no title past it
        self.title: list[int] = []  # the lines taken as the title
        # written counts to check at the end, with what each counts
        self.checks: list[WrittenTotal] = []
        self.kind: str | None = None  # what the type heading at hand heads ("skill"...)
        self.typed: TypeHeading | None = None  # the type heading at hand, and its card lines
        self.type_headings: list[TypeHeading] = []  # every one, checked at the list's end
        self.last_card = ""  # the last card line read, as cleaned
        # an open type heading with a count: its line, its count, its kind; and the one it
        # stands under ("Effect Monsters (20)" right under "Monsters (25)"), open until a
        # heading of another kind
        self.group: tuple[int, int, str | None] | None = None
        self.parent: tuple[int, int, str | None] | None = None
        self.at = 0  # the line being read
        self.raw_line = ""  # and as it is written
        self.said_before = 0  # the problems said before it
        # a label that leaves the cards under it out of the deck ("## Honourable Mentions",
        # "Cuts:"), open until the next section's heading: its line as written
        self._left_out: str | None = None
        self.left_out_by_prose = False  # under "NOTES:": up to any heading, a type's too
        # a type's heading under such a label ("Honourable Mentions:", then "Traps"): the
        # deck's traps again, or more cards left out? Open until the label ends
        self.left_out_typed: str | None = None
        # a heading written with a card on its line ("Side: 1 Droll"), until the next line
        self.inline_heading: str | None = None
        # the card lines counted "N) Name", as (card line's rank, line, N): a run of card
        # lines 1), 2), 3)... is perhaps a numbered list
        self.numbered: list[tuple[int, int, int]] = []
        self.card_lines = 0  # the card lines read so far
        # each card line read as copies of a card: (line, passcode, the line as read)
        self.card_texts: list[tuple[int, int, str]] = []
        self.labelled_line = 0  # in a deck box's layout: the line of the last label
        self.suggested = 0  # names no card bears, each looked up for suggestions
        # a card line whose note in brackets is never closed, and the last line after it
        # that reads as no card: perhaps the rest of the note, wrapped ("Graveyard, Special...")
        self.unclosed: tuple[int, int] | None = None
        # a count alone on the line just read, no heading's ("3" / "Pot of Greed"): what was
        # said of it, until the next line tells whether it stood above a card
        self.count_above: Diagnostic | None = None
        # a count alone taken as its type heading's ("Spells" / "3"), with the card line
        # right under it when that line writes no count of its own: (count's line, count as
        # written, card line's number, card line as read); decided when the group closes
        self.group_count: tuple[int, str, int | None, str] | None = None
        # a site's deck boxes ("[ccDeck=...]"): None while the list opens none; then whether
        # one is open, and the line the open one closes on ("[/ccDeck]", anywhere on a line)
        self.box_open: bool | None = None
        self.box_closes: int | None = None

    def names(self) -> NameIndex:
        """The card data's names, looked up the first time a line needs them."""
        if self.index is None:
            self.index = name_index(self.cards)
        return self.index

    def note(self, number: int, kind: str, line: str, section: Section | None = None) -> None:
        """How line ``number`` was taken (``LineNote``)."""
        self.notes.append(LineNote(number, kind, line[:MAX_NOTE], section))

    @property
    def left_out(self) -> str | None:
        """The label that leaves the cards under it out of the deck, as written, if open."""
        return self._left_out

    @left_out.setter
    def left_out(self, label: str | None) -> None:
        self._left_out, self.left_out_typed = label, None


class MaybeTitle(NamedTuple):
    """A card's name alone above the list, perhaps its title: its line, its card, the line as
    read; whether a gap parts it from the card lines under it, and whether one of those
    writes a count."""

    line: int
    code: int
    written: str
    apart: bool = False
    counted: bool = False


class CardLine(NamedTuple):
    """What a card line reads as: the line as the reader cleaned it, its copies, its card,
    the rank it writes ("3) Name"), if any, and whether its count is at its end ("Name x3":
    the end of a name begun on a card line above that writes no count, perhaps)."""

    line: str
    copies: int
    code: int
    numbered: int | None
    count_last: bool = False
