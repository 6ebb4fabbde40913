"""The list model: one version of one list (Banlist), its deck rules and its categories."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from ydkcheck.cards.data import MONSTER_SUBTYPES

BLACKLIST, WHITELIST = "blacklist", "whitelist"
# copies allowed by each category of a list
CATEGORIES = {"forbidden": 0, "limited": 1, "semi_limited": 2, "unlimited": 3}
CATEGORY_OF_COUNT = {count: name for name, count in CATEGORIES.items()}
# card pools (the ``format`` of a list file)
POOLS = ("tcg", "ocg", "any")
# subtypes a format may leave out (``excluded``)
SUBTYPES = frozenset(MONSTER_SUBTYPES)
# how precisely a list's ``effective`` date is known
PRECISIONS = ("day", "month")
# cards in the opening hand, going first and second, unless a list says otherwise
DEFAULT_HAND = (5, 6)
# the id of an online list of the cache ends so (``tcg-current``); one of a list read from a
# file the user gave starts so when its own id is a collection list's (``file:tcg.lflist.conf``)
ONLINE_SUFFIX = "-current"
FILE_PREFIX = "file:"
# the empty mapping a list field holds by default: one, and unchangeable
NOTHING: Mapping[Any, Any] = MappingProxyType({})


class Bounds(NamedTuple):
    """Allowed size of a section: ``low`` to ``high`` cards (``high`` None: no limit)."""

    low: int
    high: int | None

    def contains(self, count: int) -> bool:
        return count >= self.low and (self.high is None or count <= self.high)


class DeckRules(NamedTuple):
    """Deck construction bounds of a format."""

    main: Bounds = Bounds(40, 60)
    extra: Bounds = Bounds(0, 15)
    side: Bounds = Bounds(0, 15)
    copies: int = 3


DEFAULT_DECK_RULES = DeckRules()


class Banlist(NamedTuple):
    """One version of one list, with the format rules that come with it.

    ``family`` is the list family (tcg, goat, genesys...), ``pool`` the card pool (the
    ``format`` of the file: tcg, ocg or any). ``limits`` maps each listed passcode, as the
    list names it, to the copies allowed (0 Forbidden, 1 Limited, 2 Semi-Limited, 3 listed
    on a whitelist). ``limit_pools`` are Speed Duel's Limit pools; ``limit_pools_unknown``
    says that the list has such pools but nobody recorded their cards.

    A NamedTuple, not a frozen dataclass, whose definition costs 2.9 ms of every start-up.
    """

    id: str
    name: str
    family: str = "custom"
    pool: str = "any"
    effective: dt.date | None = None
    # "month" when no source states the day: ``effective`` is then the 1st of the month it
    # took effect in, and a date in that month may still fall under the list before
    effective_precision: str = "day"
    source: str = ""
    deck: DeckRules = DEFAULT_DECK_RULES
    hand_first: int = DEFAULT_HAND[0]
    hand_second: int = DEFAULT_HAND[1]
    mode: str = BLACKLIST
    excluded: frozenset[str] = frozenset()
    limits: Mapping[int, int] = NOTHING
    names: Mapping[int, str] = NOTHING
    points: Mapping[int, int] | None = None
    points_cap: int | None = None
    # Speed Duel's "Limit 1 / 2 / 3": limit -> the passcodes of that pool; a deck holds at
    # most ``limit`` cards in total from each (its own copy limits still apply)
    limit_pools: Mapping[int, frozenset[int]] = NOTHING
    # the list has such pools, but the data does not say which cards are in them
    limit_pools_unknown: bool = False
    path: str = ""
    # passcode -> the line of the file its entry is on, where the reader keeps it (messages)
    lines: Mapping[int, int] = NOTHING
    # (card data tag, passcode -> identity for the listed passcodes that are not their own
    # identity, those of them that are cards of their own): worked out when the list was
    # compiled, valid only with that card data
    identity_hint: tuple[str, Mapping[int, int], frozenset[int]] | None = None

    @property
    def is_whitelist(self) -> bool:
        return self.mode == WHITELIST

    @property
    def has_points(self) -> bool:
        return self.points is not None

    @property
    def entries(self) -> int:
        """How many passcodes the list names (categories and points)."""
        return len(self.limits) + len(self.points or {})

    def category(self, count: int) -> str:
        """``forbidden``, ``limited``, ``semi_limited`` or ``unlimited`` for a count."""
        return CATEGORY_OF_COUNT[count]
