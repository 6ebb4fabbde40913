"""Names on a registered list that no card bears exactly: the cards each one fits.

A name that fits one card ("Ash Blossom") names that card; one that fits several
("Bottomless", "Stardust") is an ambiguous name, a Major deck list error, however the
player meant it (``cards.shorthand`` says what fits). The text reader's own ambiguous names
(two cards whose names fold alike) keep the cards it found, and the Number cards it read by
the policy ("No. 39: Utopia") are shown as read.
"""

from ydkcheck.cards import Card, CardDB
from ydkcheck.cards.shorthand import cards_of, fitting_cards
from ydkcheck.compare.record import Record
from ydkcheck.decks.model import Deck
from ydkcheck.diagnostics import Diagnostic, Section

AMBIGUOUS_KEY = "rule.ambiguous-name"  # the text reader's message for names folding alike
NUMBER_KEY = "syntax.number-shortened"  # its warning for a Number card read from "No. 39"


class ListedName(Record):
    """A line of a text list whose name no card bears exactly, and the cards it fits."""

    __slots__ = ("candidates", "copies", "diagnostic", "read", "section", "written")

    def __init__(
        self,
        diagnostic: Diagnostic,
        written: str,
        section: Section,
        copies: int,
        candidates: tuple[Card, ...],
        read: bool = False,
    ) -> None:
        self.diagnostic = diagnostic  # what the reader said of the line
        self.written = written
        self.section = section
        self.copies = copies
        self.candidates = candidates
        self.read = read  # the reader read it as its one candidate ("No. 39: Utopia")

    @property
    def line(self) -> int | None:
        return self.diagnostic.line

    @property
    def ambiguous(self) -> bool:
        """A name that fits several cards: a Major deck list error."""
        return len(self.candidates) > 1

    @property
    def shorthand(self) -> Card | None:
        """The one card a shorthand names, when it fits exactly one."""
        return self.candidates[0] if len(self.candidates) == 1 else None


MOST_NAMES_FITTED = 100  # a deck list holds 90 lines at most; past it, names fit no card


def listed_names(deck: Deck, cards: CardDB) -> tuple[ListedName, ...]:
    """Every name line of ``deck`` (a text list) that the reader could not match, with the
    cards it fits: the first ``MOST_NAMES_FITTED`` of them (a search stays bounded); any
    later one fits none, and is a line to confirm as any name that fits no card."""
    found: list[ListedName] = []
    for diagnostic in deck.warnings:
        written = diagnostic.params.get("name")
        section, copies = diagnostic.section, diagnostic.count
        if not isinstance(written, str) or section is None or copies is None:
            continue
        if diagnostic.message_key == NUMBER_KEY and diagnostic.card_id is not None:
            read = cards_of((diagnostic.card_id,), cards)
            found.append(ListedName(diagnostic, written, section, copies, read, read=True))
            continue
        if diagnostic.rule != "unknown-card":
            continue
        if diagnostic.message_key == AMBIGUOUS_KEY:
            from ydkcheck.cards.matching import name_index
            from ydkcheck.cards.name_keys import name_key

            index = name_index(cards)
            codes = index.by_key.get(name_key(written), ())
            if written.isascii() and written.isdigit() and cards.get(int(written)) is not None:
                codes = (int(written), *codes)  # a passcode and another card's name: "7"
            candidates = cards_of(map(cards.original_artwork, codes), cards, playable=True)
        elif len(found) < MOST_NAMES_FITTED:
            candidates = fitting_cards(written, cards)
        else:
            candidates = ()
        found.append(ListedName(diagnostic, written, section, copies, candidates))
    return tuple(found)
