"""What the bulk engine knows of each passcode met: learnt once per list, kept as arrays.

Each passcode met gets a number, in the order met; its facts are columns indexed by that
number, so that the facts of every copy of a thousand decks are one gather in numpy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import numpy as np
import numpy.typing as npt

from ydkcheck.cards.data import misprinted_passcodes
from ydkcheck.decks.model import SECTIONS
from ydkcheck.rules import placement, pool
from ydkcheck.rules.advice import main_monster
from ydkcheck.rules.context import counted_as
from ydkcheck.rules.pool import Reason
from ydkcheck.rules.simulator_text import warned_of

if TYPE_CHECKING:
    from ydkcheck.validate import Validator

Ints = npt.NDArray[np.int64]
Flags = npt.NDArray[np.bool_]

# a copy's placement problem, by its number in the ``placement`` column (0: none)
PLACEMENT_RULES = (
    "",
    "unknown-card",
    "not-playable",
    "extra-in-main",
    "main-in-extra",
)
_PLACEMENT_NUMBERS = {rule: number for number, rule in enumerate(PLACEMENT_RULES)}
NOT_ALLOWED_ONCE = 1 << 30  # the copies "allowed" of no card: an unknown passcode's


class Learnt(NamedTuple):
    """One passcode's facts (see ``PasscodeFacts``)."""

    declined: bool
    outside: Reason  # why it is outside the format's pool (``rules.pool.why_outside``)
    identity: int  # the number of its identity, -1 for none
    monster: bool
    high: bool
    canonical: int
    placement: tuple[int, int, int]


class PasscodeFacts(NamedTuple):
    """The facts of every passcode met, by its number."""

    codes: Ints
    # a copy of it leaves its deck to the per-deck engine: a rule the bulk engine does not
    # say (a simulator's old text, a misprint)
    declined: Flags
    outside: Flags  # outside the format's pool (``CardTable.reasons``)
    identity: Ints  # the number of the identity its copies count as (``identities``)
    monster: Ints  # 1 for a Main Deck monster
    high: Ints  # 1 for a Main Deck monster that asks for Tributes
    canonical: Ints  # what the fingerprint writes (``CardDB.check_identity``)
    placement: npt.NDArray[np.int8]  # (passcodes, 3): its ``PLACEMENT_RULES`` by section
    allowed: Ints  # the copies allowed of each identity, one more for none's
    cards: Ints  # each identity's passcode by its number, one more for none's (-1)


class CardTable:
    """The passcodes met and their facts under one validator's list."""

    def __init__(self, validator: Validator) -> None:
        self.validator = validator
        self.numbers: dict[int, int] = {}  # passcode -> its number
        self.codes: list[int] = []
        self.identities: list[int] = []  # by number: the identities met
        self._identity_numbers: dict[int, int] = {}
        self._learnt: list[Learnt] = []
        self._facts: PasscodeFacts | None = None

    def __len__(self) -> int:
        return len(self.codes)

    def number(self, code: int) -> int:
        """The number of ``code``, given now if it has none."""
        number = self.numbers.get(code)
        if number is None:
            number = self.numbers[code] = len(self.codes)
            self.codes.append(code)
        return number

    def facts(self) -> PasscodeFacts:
        """The facts of every passcode numbered so far, learning the new ones."""
        if self._facts is not None and len(self._facts.codes) == len(self.codes):
            return self._facts
        new = self.codes[len(self._learnt) :]
        self.validator.cards.lookup(new)
        self._learnt.extend(map(self._learn, new))
        learnt = self._learnt
        sentinel = len(self.identities)
        identity = np.array([facts.identity for facts in learnt], np.int64)
        view = self.validator.view
        allowed = [view.allowed.get(card, view.default_allowed) for card in self.identities]
        self._facts = PasscodeFacts(
            np.array(self.codes, np.int64),
            np.array([facts.declined for facts in learnt], np.bool_),
            np.array([facts.outside is not None for facts in learnt], np.bool_),
            np.where(identity < 0, sentinel, identity),
            np.array([facts.monster for facts in learnt], np.int64),
            np.array([facts.high for facts in learnt], np.int64),
            np.array([facts.canonical for facts in learnt], np.int64),
            np.array([facts.placement for facts in learnt], np.int8).reshape(-1, 3),
            np.array([*allowed, NOT_ALLOWED_ONCE], np.int64),
            np.array([*self.identities, -1], np.int64),
        )
        return self._facts

    def _learn(self, code: int) -> Learnt:
        validator = self.validator
        cards, view = validator.cards, validator.view
        card = cards.get(code)
        identity = counted_as(code, card, view.skills)
        main, extra, side = (
            _PLACEMENT_NUMBERS[placement.problem(card, section, view.skills) or ""]
            for section in SECTIONS
        )
        places = (main, extra, side)
        canonical = cards.check_identity(code)
        if cards.is_skill(code):  # in no section, the fingerprint's Main Deck: per deck
            return Learnt(True, None, -1, False, False, canonical, places)
        if identity is None or card is None:  # a misprint's message names its card: declined
            declined = code in misprinted_passcodes()
            return Learnt(declined, None, -1, False, False, canonical, places)
        declined = warned_of(code, validator.banlist)
        outside = pool.why_outside(card, view, cards)
        monster, high = main_monster(card)
        number = self._identity_numbers.get(identity)
        if number is None:
            number = self._identity_numbers[identity] = len(self.identities)
            self.identities.append(identity)
        return Learnt(declined, outside, number, monster, high, canonical, places)

    def reason(self, number: int) -> tuple[str, dict[str, object]]:
        """Why the passcode of ``number`` is outside the format's pool."""
        outside = self._learnt[number].outside
        assert outside is not None, number
        return outside
