"""Sample hands (``--manos N``): the Main Deck shuffled as a player shuffles it, the top
cards dealt, a fresh shuffle for every hand. Same seed, same hands."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ydkcheck.goldfish.analysis import MainCard


def deal(
    main: Sequence[MainCard], seen: int, count: int, seed: int
) -> tuple[tuple[MainCard, ...], ...]:
    """``count`` hands of the top ``seen`` cards of the shuffled Main Deck ``main``, each
    in the order it was drawn."""
    deck = [card for card in main for _ in range(card.copies)]
    chooser = random.Random(seed)
    hands = []
    for _ in range(count):
        chooser.shuffle(deck)
        hands.append(tuple(deck[:seen]))
    return tuple(hands)
