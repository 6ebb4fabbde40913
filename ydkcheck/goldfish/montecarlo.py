"""Monte Carlo goldfish: many random hands at once with numpy, in chunks of fixed size.

A hand is never a list of cards, only how many cards of each *class* it holds: cards that
belong to the same groups are one class, and each card with an effect is a class of its
own. The opening hand is one multivariate hypergeometric draw per hand; effects then move
cards from the deck's counts to the hand's, in this order:

1. effects are applied in the order the spec lists them;
2. each effect is applied once for every copy of its card in the hand that has not been
   used yet, including copies that an earlier effect brought into the hand;
3. when the last effect is done, the list is gone through again while any copy in the hand
   is still unused.

``draw: N`` adds the next N cards of the deck (fewer if the deck runs out); ``search: G``
adds one card of group G that is still in the deck, picked at random, and does nothing
when none is left. The deck is shuffled after every search, as in a real game: so the deck
is always in random order, its next card is any card left with the same chance, and
counts per class say all there is to know.

Memory is bounded by the chunk size, not by the number of samples. Same seed, same
numbers. numpy is imported here only: this module is loaded by ``simula`` alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ydkcheck.blas import one_thread
from ydkcheck.goldfish import grammar
from ydkcheck.goldfish.model import Effect, GoldfishDeck

one_thread()  # the products here are a few classes wide (``blas``)

import numpy as np  # noqa: E402 (after the threads are set)

Z95 = 1.959963984540054  # the 0.975 quantile of the standard normal
CHUNK = 1 << 16  # hands per chunk: a few MB of counts


@dataclass(frozen=True)
class Estimate:
    """``successes`` hands out of ``samples`` satisfied a condition."""

    successes: int
    samples: int

    @property
    def estimate(self) -> float:
        return self.successes / self.samples

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson(self.successes, self.samples)


def wilson(successes: int, samples: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% by default)."""
    p = successes / samples
    denominator = 1 + z * z / samples
    centre = (p + z * z / (2 * samples)) / denominator
    half = z * math.sqrt(p * (1 - p) / samples + z * z / (4 * samples * samples)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def simulate(
    deck: GoldfishDeck,
    conditions: Mapping[str, grammar.Expr],
    seen: int,
    samples: int,
    seed: int | None = None,
    effects: Sequence[Effect] = (),
    progress: Callable[[int], None] | None = None,
) -> dict[str, Estimate]:
    """Estimate each condition over ``samples`` random hands of ``seen`` cards.

    ``progress`` is called with the number of hands done: 0 first, then after each chunk.
    """
    rng = np.random.default_rng(seed)
    groups = list(
        dict.fromkeys(t.group for e in conditions.values() for t in grammar.terms(e) if t.group)
    )
    sampler = _Sampler(deck, groups, seen, effects)
    successes = dict.fromkeys(conditions, 0)
    done = 0
    if progress is not None:
        progress(done)
    while done < samples:
        size = min(CHUNK, samples - done)
        counts = sampler.sample(rng, size)
        for name, expr in conditions.items():
            successes[name] += int(np.count_nonzero(grammar.evaluate(expr, counts)))
        done += size
        if progress is not None:
            progress(done)
    return {name: Estimate(successes[name], samples) for name in conditions}


class _Sampler:
    """Hands as counts per class of cards, with the effects applied (see the module notes)."""

    def __init__(
        self, deck: GoldfishDeck, groups: list[str], seen: int, effects: Sequence[Effect]
    ) -> None:
        searched = [effect.search for effect in effects if effect.search is not None]
        names = list(dict.fromkeys([*groups, *searched]))
        with_effect = {effect.card for effect in effects}
        # a class is (its card when the card has an effect, else -1; the groups of its cards)
        classes: dict[tuple[int, frozenset[str]], int] = {}  # class -> its copies
        class_of: dict[int, tuple[int, frozenset[str]]] = {}
        for card, copies in enumerate(deck.copies):
            signature = frozenset(name for name in names if card in deck.groups[name])
            key = (card if card in with_effect else -1, signature)
            classes[key] = classes.get(key, 0) + copies
            class_of[card] = key
        keys = list(classes)
        self.copies = np.array(list(classes.values()), dtype=np.int32)
        self.seen = seen
        self.effects = tuple(effects)
        self.columns = [keys.index(class_of[effect.card]) for effect in effects]
        self.member = {name: np.array([name in key[1] for key in keys]) for name in names}
        self.groups = groups
        # membership[c, g] = 1 when class c belongs to group g
        self.membership = np.array(
            [[name in key[1] for name in groups] for key in keys], dtype=np.float32
        ).reshape(len(keys), len(groups))

    def sample(self, rng: np.random.Generator, size: int) -> dict[str, Any]:
        hand = rng.multivariate_hypergeometric(self.copies, self.seen, size=size, method="count")
        if self.effects:
            hand = hand.astype(np.int32)  # half the bytes to move: effects move them often
            self._apply_effects(rng, hand)
        counts = (hand.astype(np.float32) @ self.membership).astype(np.int32)
        return {name: counts[:, index] for index, name in enumerate(self.groups)}

    def _apply_effects(self, rng: np.random.Generator, hand: Any) -> None:
        """Apply the effects to every hand of ``hand`` (counts per class), in place."""
        left = self.copies - hand  # the deck of each hand
        used = np.zeros((len(hand), len(self.effects)), dtype=np.int32)
        # hands that may still act: a pass in which a hand does nothing is its last
        active = np.flatnonzero(hand[:, self.columns].any(axis=1))
        while active.size:
            acted = np.zeros(len(hand), dtype=bool)
            for index, effect in enumerate(self.effects):
                rows = active
                while True:
                    rows = rows[hand[rows, self.columns[index]] > used[rows, index]]
                    if not rows.size:
                        break
                    acted[rows] = True
                    used[rows, index] += 1
                    if effect.search is not None:
                        _take(rng, hand, left, rows, self.member[effect.search])
                    drawing = rows
                    for _ in range(effect.draw):
                        drawing = _take(rng, hand, left, drawing)
            active = np.flatnonzero(acted)


def _take(
    rng: np.random.Generator, hand: Any, left: Any, rows: Any, among: Any | None = None
) -> Any:
    """Move one random card of the deck (of the classes ``among``: all by default) to the
    hand, in each of ``rows``; the rows whose deck had one."""
    pool = left[rows] if among is None else left[rows] * among
    bounds = np.cumsum(pool, axis=1)
    total = bounds[:, -1]
    found = total > 0
    if not found.all():
        rows, bounds, total = rows[found], bounds[found], total[found]
    pick = rng.integers(0, total)
    chosen = np.count_nonzero(bounds <= pick[:, None], axis=1)
    hand[rows, chosen] += 1
    left[rows, chosen] -= 1
    return rows
