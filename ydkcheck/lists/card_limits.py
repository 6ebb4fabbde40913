"""What a list allows of each card when it names several passcodes of one card differently.

A passcode's own entry decides for the copies written with it, as EDOPro looks a passcode up
before the card it counts as: World 2024.07 has Performage Plushfire 7563579 Limited and
EDOPro's pre-errata passcode 7563589 Forbidden, so one Plushfire is legal and one pre-errata
copy is not. A passcode the list does not name takes its card's entry: that of the card's
own passcode, else the strictest of its other passcodes (an entry for any artwork applies to
all, Goat's 504700178 to Sangan 26202165).

The copies of every passcode of a card count together, against the strictest entry among the
passcodes a deck writes: EDOPro's running count lets 1 Plushfire then 1 copy at 3 through but
not the other way round, and a verdict must not hang on the order of a deck's lines.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple


class CardLimits(NamedTuple):
    """``by_card``: identity -> the copies a list allows of a passcode of that card without an
    entry of its own; ``own``: passcode -> its own entry, where that is another count."""

    by_card: dict[int, int]
    own: dict[int, int]


def card_limits(limits: Mapping[int, int], identity: Callable[[int], int]) -> CardLimits:
    """The entries of a list (passcode -> count) card by card; ``identity`` gives the card a
    passcode counts as."""
    by_card: dict[int, int] = {}
    keys = {code: identity(code) for code in limits}
    for code, count in limits.items():
        key = keys[code]
        card_entry = limits.get(key)
        by_card[key] = card_entry if card_entry is not None else min(count, by_card.get(key, count))
    own = {code: count for code, count in limits.items() if count != by_card[keys[code]]}
    return CardLimits(by_card, own)
