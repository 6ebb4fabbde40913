"""What every rule sees: the deck, the list, the card data, and per-list look-ups built once."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from itertools import chain
from typing import NamedTuple

from ydkcheck.cards import Card, CardDB
from ydkcheck.cards.data import misprinted_passcodes
from ydkcheck.decks import Deck
from ydkcheck.diagnostics import Section
from ydkcheck.lists.card_limits import card_limits
from ydkcheck.lists.families import FAMILIES
from ydkcheck.lists.model import NOTHING, Banlist

# the copies a whitelist allows of a card it does not name: the pool rule reports that card
UNLIMITED = 1 << 30
SPEED_FAMILY = "speed"  # the family whose decks play one Skill Card


class ListView(NamedTuple):
    """A list seen through card identity: an entry for any artwork applies to all of them.

    Copies count by identity (``alias or id``: a card only treated as another counts with
    it); a passcode the list names with a count of its own is held to it (``own_limits``,
    ``ydkcheck.lists.card_limits``); what the list names, and the points it gives, go card by
    card (``members``,
    ``points``, keyed by original artwork, ``CardDB.original_artwork``): an alternate artwork
    of a listed card is that card, a card only treated as it is not (Harpie Lady 1 on a
    whitelist lets in no Harpie Lady; Fallen of the White Dragon's points are not Fallen of
    Albaz's).

    A NamedTuple, not a frozen dataclass, whose definition costs 1.4 ms of every start-up.
    """

    banlist: Banlist
    # identity -> the list's count for a passcode of that card without an entry of its own
    limits: Mapping[int, int]
    points: Mapping[int, int]
    as_of: dt.date
    # identity -> the copies a deck may hold: the list's count, capped by the format's
    allowed: Mapping[int, int] = NOTHING
    # the Skill Cards the list names (Speed Duel): playable under it, in no section's count
    skills: frozenset[int] = frozenset()
    # the original artworks of the cards the list names (a whitelist's card pool)
    members: frozenset[int] = frozenset()
    # the Limit pools: (limit, the original artworks of the pool's cards), by limit
    limit_pools: tuple[tuple[int, frozenset[int]], ...] = ()
    # passcode -> its own entry, where the list gives it another count than its card's
    own_limits: Mapping[int, int] = NOTHING
    # a Speed Duel list: every Skill Card stands in no section's count, one it does not name
    # is outside its pool (``not-in-format``), not a card of another game (``not-playable``)
    speed: bool = False

    @classmethod
    def build(cls, banlist: Banlist, cards: CardDB, as_of: dt.date) -> ListView:
        identity, artwork = _look_ups(banlist, cards)
        limits, own_limits = card_limits(banlist.limits, identity)
        points: dict[int, int] = {}
        for code, value in (banlist.points or {}).items():
            key = artwork(code)
            points[key] = max(value, points.get(key, value))
        most = banlist.deck.copies
        allowed = {key: min(count, most) for key, count in limits.items()}
        members = frozenset(map(artwork, banlist.limits))
        pools = tuple(
            (limit, frozenset(map(artwork, codes)))
            for limit, codes in sorted(banlist.limit_pools.items())
        )
        skills = _skills(limits, cards) if plays_skills(banlist) else frozenset()
        speed = bool(skills) or banlist.family == SPEED_FAMILY
        return cls(
            banlist, limits, points, as_of, allowed, skills, members, pools, own_limits, speed
        )

    def skills_in(self, codes: Iterable[int], cards: CardDB) -> frozenset[int]:
        """The passcodes among ``codes`` that stand in no section's count: the list's Skill
        Cards, and under a Speed Duel list every Skill Card."""
        if not self.speed:
            return self.skills
        return self.skills.union(code for code in codes if cards.is_skill(code))

    def written_limit(self, identity: int, codes: Iterable[int]) -> int | None:
        """The count a card written with ``codes`` is held to: the strictest of their own
        entries, else its card's (``lists.card_limits``); None when the list names no
        passcode of the card."""
        card = self.limits.get(identity)
        if card is None:
            return None
        own = self.own_limits
        return min((own.get(code, card) for code in codes), default=card)

    @property
    def default_allowed(self) -> int:
        """The copies allowed of a card the list does not name."""
        return UNLIMITED if self.banlist.is_whitelist else self.banlist.deck.copies


def _look_ups(banlist: Banlist, cards: CardDB) -> tuple[Callable[[int], int], Callable[[int], int]]:
    """The identity and the original artwork of a listed passcode: from the list's hint when
    it was worked out with this very card data (no look-ups), else from the card data."""
    hint = banlist.identity_hint
    if hint is not None and hint[0] == cards.info.tag:
        known, own = hint[1], hint[2]

        def identity(code: int) -> int:
            return known.get(code, code)

        def artwork(code: int) -> int:
            return code if code in own else known.get(code, code)

        return identity, artwork

    def identity_of(code: int) -> int:
        card = cards.get(code)
        return card.identity if card is not None else code

    return identity_of, cards.original_artwork


def plays_skills(banlist: Banlist) -> bool:
    """Whether a list is a Speed Duel list, whose Skill Cards it names are played: Speed
    Duel's, or one of the user's (a family of no shipped list) that names them. TOSS's
    whitelist names Skill Cards too, but TOSS is no Speed Duel format: a Skill there is
    ``not-playable``, and no Skill is missing."""
    return banlist.family == SPEED_FAMILY or banlist.family not in FAMILIES


def _skills(limits: Mapping[int, int], cards: CardDB) -> frozenset[int]:
    """The Skill Cards among the listed identities (their passcodes are 300xxxxxx)."""
    return frozenset(code for code in limits if cards.is_skill(code))


class CardMemo:
    """What the rules have learnt about single passcodes under one list, for later decks.

    Everything kept here is a function of the passcode and the list alone, never of the
    deck it was met in: that is what lets one Validator reuse it for every deck it checks
    against its list, and what a new field must respect. Rules read a card only when its
    passcode is not here yet, so a repository run spends no Python code on a card it has
    already judged (this halves the checking time). A plain slotted class: cheaper to
    define at start-up than a dataclass.
    """

    __slots__ = (
        "high_level",
        "identity",
        "in_pool",
        "main_monster",
        "not_itself",
        "placed",
    )

    def __init__(self) -> None:
        # passcode -> the identity it counts as; None when it is unknown or never playable
        self.identity: dict[int, int | None] = {}
        # the passcodes that do not count as themselves: another card's artwork, a card
        # treated as another, an unknown or never playable one (identity None)
        self.not_itself: set[int] = set()
        # per section, the passcodes that may stand there (``placement``)
        self.placed: dict[Section, set[int]] = {section: set() for section in Section}
        # the passcodes inside the list's card pool (``pool``)
        self.in_pool: set[int] = set()
        # passcode -> whether a copy in the Main Deck is a Main Deck monster, and one of
        # Level 5 or more (``advice``)
        self.main_monster: dict[int, bool] = {}
        self.high_level: dict[int, bool] = {}


def counted_as(
    code: int, card: Card | None, skills: frozenset[int], speed: bool = False
) -> int | None:
    """The identity the copies of ``code`` (``card``) count as: None for a passcode the data
    does not know, a number a list misprinted (no card in a deck), or a card never playable
    (a Skill Card the list allows, ``skills``, aside; under a Speed Duel list, ``speed``,
    every Skill Card: one the list does not name is outside its pool)."""
    if card is None or code in misprinted_passcodes():
        return None
    if not (card.is_playable or card.id in skills or (speed and card.kind == "skill")):
        return None
    return card.identity


class CheckContext:
    """One deck under one list: its cards looked up once, and counted.

    Rules look at distinct cards (a deck of 60 copies holds 25 to 45 of them), and only at
    those not already judged under this list (``CardMemo``): set operations
    in C, so a repository run spends no Python code on a card it has seen before. They go
    back to the deck's lines only when they have something to report (``Deck.find``).

    - ``card_of``: the card of each passcode, None when the card data does not know it;
    - ``identity_of``: the identity each passcode counts as, None when it is unknown, never
      playable (tokens, skills) or a list's misprint (``misprinted_passcodes``);
    - ``sections``: the distinct passcodes of each section;
    - ``distinct``: the distinct passcodes of the deck;
    - ``not_itself``: those of them that do not count as themselves (``CardMemo``);
    - ``identities``: the copies of each identity over the three sections, playable only.

    A plain class: one is made per deck, and defining it costs less at start-up than a
    dataclass.
    """

    __slots__ = (
        "card_of",
        "cards",
        "deck",
        "distinct",
        "identities",
        "identity_of",
        "memo",
        "not_itself",
        "sections",
        "skills",
        "view",
    )

    def __init__(self, deck: Deck, view: ListView, memo: CardMemo, cards: CardDB) -> None:
        self.deck = deck
        self.view = view
        self.memo = memo
        self.cards = cards
        self.sections: dict[Section, set[int]] = {
            Section.MAIN: set(deck.main),
            Section.EXTRA: set(deck.extra),
            Section.SIDE: set(deck.side),
        }
        self.distinct = distinct = set().union(*self.sections.values())
        # the passcodes in no section's count: the list's Skills, any Skill under Speed Duel
        self.skills = view.skills_in(distinct, cards)
        identity_of = memo.identity
        new = distinct.difference(identity_of)  # the passcodes no deck has shown yet
        self.card_of = card_of = cards.lookup(new)  # holds every card looked up before too
        for code in new:
            identity = counted_as(code, card_of[code], view.skills, view.speed)
            identity_of[code] = identity
            if identity != code:
                memo.not_itself.add(code)
        self.identity_of: Mapping[int, int | None] = identity_of
        # copies by passcode, in C; then the few passcodes that count as another card (or
        # as none) are moved to it
        identities: Counter[int] = Counter(chain(deck.main, deck.extra, deck.side))
        self.not_itself = not_itself = memo.not_itself.intersection(distinct)
        moved = [(code, identities.pop(code)) for code in not_itself]
        for code, copies in moved:
            identity = identity_of[code]
            if identity is not None:
                identities[identity] += copies
        self.identities = identities

    @property
    def banlist(self) -> Banlist:
        return self.view.banlist

    def in_order(self) -> dict[int, None]:
        """Each passcode of the deck once: Main first, then Extra, then Side."""
        return dict.fromkeys(chain(self.deck.main, self.deck.extra, self.deck.side))

    def card_copies(self) -> dict[int, int]:
        """The copies of each card of the deck, playable only, keyed by original artwork (an
        artwork counts with its card, a card only treated as another apart from it)."""
        copies: dict[int, int] = {}
        artwork = self.cards.original_artwork
        deck = self.deck
        for code, count in Counter(chain(deck.main, deck.extra, deck.side)).items():
            if self.identity_of[code] is not None:
                key = artwork(code)
                copies[key] = copies.get(key, 0) + count
        return copies

    def card(self, code: int) -> Card:
        """The card of a passcode the card data knows."""
        card = self.card_of[code]
        assert card is not None, code
        return card
