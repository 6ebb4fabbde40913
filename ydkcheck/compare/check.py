"""Two decks compared card by card: the judge's deck check (``compara``).

The registered deck and the presented one are compared section by section and card by
card, each card as its fingerprint writes it (``CardDB.check_identity``: an alternate artwork
is its card; a card only counted as another, A Legendary Ocean for Umi, is one of its own,
and so is a simulator's passcode of a card's text before its errata, which a list may judge
apart), so order, input format and artwork do not matter. Every card whose copies differ in a
section is a difference: a copy moved from the Main Deck to the Side Deck is one in each.
An alternate artwork in place of the registered one is the same card: noted, never a
difference.
"""

from collections import Counter
from collections.abc import Callable, Iterable, Mapping

from ydkcheck.cards import Card, CardDB
from ydkcheck.compare.record import Record
from ydkcheck.decks.fingerprint import compared_sections, fingerprint
from ydkcheck.decks.model import SECTIONS, Deck
from ydkcheck.diagnostics import Diagnostic, Section, Severity

Copies = tuple[tuple[int, int], ...]  # (passcode, copies), by passcode
# what a reader says of lines it read all the same, or took as no card: cards before any
# section header (in the Main Deck), a file that is not UTF-8 (read as Windows-1252), a list's
# title, Extra Deck monsters of a list without headings placed in the Extra Deck, a total
# the list writes that is not what was counted (the cards themselves were read)
READ_ALL_THE_SAME = frozenset(
    {
        "syntax.no-header",
        "syntax.not-utf8",
        "syntax.not-utf8.lines",
        "syntax.title",
        "syntax.title-lines",
        "rule.list-total",
        "rule.list-total.unread",
        "rule.list-total.unread-list",
        "rule.list-total.kind",
        "rule.list-total.kind-unread",
        "syntax.mostly-unread",  # of the whole list: its unread lines are said each
        # "No. 39: Utopia", read as the one Number card it names, as the policy reads it (the
        # deck check shows it among the list's names)
        "syntax.number-shortened",
        # names in English and Spanish, each line read as the card it names: the policy asks
        # for one language, which the check says beside the list, no line to confirm
        "syntax.two-languages",
        "syntax.two-languages.english",
        # a card under a type heading of another type ("Spells (14)" over a monster): the
        # card and its section are read as written; its place on the form is said beside
        # the list, as a total that does not add up is; so is a card among a deck box's
        # cards that a label of another type counts
        "syntax.misplaced-type",
        "syntax.misplaced-label",
    }
)


def left_unread(diagnostic: Diagnostic) -> bool:
    """Whether a reading problem means its line was not read as written: every error (a name
    no card bears, a line a simulator reads otherwise) and every warning (``3 ---``,
    ``0 Name``, a line too long to be a card) but those of lines read all the same."""
    if diagnostic.severity is Severity.ERROR:
        return True
    return diagnostic.severity is Severity.WARNING and (
        diagnostic.message_key not in READ_ALL_THE_SAME
    )


class Compared(Record):
    """One of the two decks: as read, its fingerprint, and what its reading found odd (with
    the severity each such rule has)."""

    __slots__ = ("deck", "diagnostics", "fingerprint")

    def __init__(self, deck: Deck, fingerprint: str, diagnostics: tuple[Diagnostic, ...]) -> None:
        self.deck = deck
        self.fingerprint = fingerprint
        self.diagnostics = diagnostics

    @property
    def unread(self) -> tuple[Diagnostic, ...]:
        """The reading problems of lines not read as written (see ``left_unread``)."""
        return tuple(filter(left_unread, self.diagnostics))

    @property
    def fully_read(self) -> bool:
        """Whether every line of the deck was read as written."""
        return not self.unread


class Difference(Record):
    """A card whose copies in one section differ: ``card`` is None for an unknown passcode."""

    __slots__ = ("card", "identity", "presented", "registered", "section")

    def __init__(
        self, section: Section, identity: int, card: Card | None, registered: int, presented: int
    ) -> None:
        self.section = section
        self.identity = identity
        self.card = card
        self.registered = registered
        self.presented = presented


class Artwork(Record):
    """A card of one section presented with some copies under another passcode (artwork)
    than registered: ``registered`` and ``presented`` are all its copies there in each."""

    __slots__ = ("card", "identity", "presented", "registered", "section")

    def __init__(
        self,
        section: Section,
        identity: int,
        card: Card | None,
        registered: Copies,
        presented: Copies,
    ) -> None:
        self.section = section
        self.identity = identity
        self.card = card
        self.registered = registered
        self.presented = presented


class Comparison(Record):
    """The deck check: both decks, every difference and every artwork swap, in the order of
    the sections, then by the card's English name."""

    __slots__ = ("artworks", "differences", "presented", "registered")

    def __init__(
        self,
        registered: Compared,
        presented: Compared,
        differences: tuple[Difference, ...],
        artworks: tuple[Artwork, ...],
    ) -> None:
        self.registered = registered
        self.presented = presented
        self.differences = differences
        self.artworks = artworks

    @property
    def same(self) -> bool:
        """The same deck: no card differs, and both were read to their last card."""
        return not self.differences and self.registered.fully_read and self.presented.fully_read


def compare(registered: Deck, presented: Deck, cards: CardDB) -> Comparison:
    """Compare ``presented`` with ``registered`` (see the module's documentation)."""
    before_sections = compared_sections(registered, cards)  # a Skill in no section
    after_sections = compared_sections(presented, cards)
    if all(
        sorted(before) == sorted(after)
        for before, after in zip(before_sections, after_sections, strict=True)
    ):  # the same passcodes in every section: no difference, no artwork swapped
        return Comparison(compared(registered, cards), compared(presented, cards), (), ())
    codes = {
        code for deck in (registered, presented) for code in (*deck.main, *deck.extra, *deck.side)
    }
    known = cards.lookup(codes)
    identity_of = {code: cards.check_identity(code) for code in codes}
    named = cards.lookup(identity_of.values())  # the original artwork names its card
    differences: list[Difference] = []
    artworks: list[Artwork] = []
    for section, written, now_written in zip(
        SECTIONS, before_sections, after_sections, strict=True
    ):
        before = _by_identity(written, identity_of)
        after = _by_identity(now_written, identity_of)
        for identity in sorted(before.keys() | after.keys(), key=_order(named)):
            was, now = before.get(identity, Counter()), after.get(identity, Counter())
            # the card of its identity, else (card data that lacks it) of one of its passcodes
            card = named[identity] or known[next(iter(was or now))]
            was_total, now_total = was.total(), now.total()
            if was_total != now_total:
                differences.append(Difference(section, identity, card, was_total, now_total))
            if was - now and now - was:  # a copy of one passcode shown as another
                artworks.append(Artwork(section, identity, card, _copies(was), _copies(now)))
    return Comparison(
        compared(registered, cards),
        compared(presented, cards),
        tuple(differences),
        tuple(artworks),
    )


def compared(deck: Deck, cards: CardDB) -> Compared:
    """``deck`` with its fingerprint and its reading problems, each stamped with its rule's
    severity as the checker stamps it (the same objects: a check tells them apart by
    identity)."""
    if deck.warnings:
        from ydkcheck.rules import RULES  # only a deck its reader found odd pays for it

        for diagnostic in deck.warnings:
            diagnostic.severity = RULES.get(diagnostic.rule, Severity.ERROR)
    return Compared(deck, fingerprint(deck, cards), deck.warnings)


def _by_identity(codes: Iterable[int], identity_of: Mapping[int, int]) -> dict[int, Counter[int]]:
    """Identity -> the copies of each of its passcodes among ``codes``."""
    found: dict[int, Counter[int]] = {}
    for code in codes:
        found.setdefault(identity_of[code], Counter())[code] += 1
    return found


def _order(named: Mapping[int, Card | None]) -> Callable[[int], tuple[int, str, int]]:
    """Cards by English name, then identity; unknown passcodes last."""

    def key(identity: int) -> tuple[int, str, int]:
        card = named[identity]
        return (0, card.name.casefold(), identity) if card is not None else (1, "", identity)

    return key


def _copies(counts: Counter[int]) -> Copies:
    return tuple(sorted(counts.items()))
