"""Monte Carlo goldfish: many random hands at once with numpy, in chunks of fixed size.

Without effects a chunk of hands is drawn directly as counts per atom (a multivariate
hypergeometric draw per hand), so only the groups matter, never the order. With effects
each hand is a shuffled deck; the first ``seen`` cards are the hand and effects then work on
the rest of the deck, in this order:

1. effects are applied in the order the spec lists them;
2. each effect is applied once for every copy of its card in the hand that has not been
   used yet, including copies that an earlier effect brought into the hand;
3. when the last effect is done, the list is gone through again while any copy in the hand
   is still unused.

``draw: N`` adds the next N cards of the deck (fewer if the deck runs out); ``search: G``
adds one card of group G that is still in the deck, picked at random (the first one in the
shuffled deck), and does nothing when none is left.

Memory is bounded by the chunk size, not by the number of samples. Same seed, same
numbers. numpy is imported here only: this module is loaded by ``simula`` alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ydkcheck.goldfish import grammar
from ydkcheck.goldfish.model import Effect, GoldfishDeck

Z95 = 1.959963984540054  # the 0.975 quantile of the standard normal
CHUNK = 1 << 16  # hands per chunk without effects
CHUNK_EFFECTS = 1 << 13  # hands per chunk with effects (each is a whole shuffled deck)


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

    ``progress`` is called after each chunk with the number of hands done so far.
    """
    rng = np.random.default_rng(seed)
    groups = list(
        dict.fromkeys(t.group for e in conditions.values() for t in grammar.terms(e) if t.group)
    )
    if effects:
        chunk, draw = CHUNK_EFFECTS, _EffectsSampler(deck, groups, seen, effects).sample
    else:
        chunk, draw = CHUNK, _CountSampler(deck, groups, seen).sample
    successes = dict.fromkeys(conditions, 0)
    done = 0
    while done < samples:
        size = min(chunk, samples - done)
        counts = draw(rng, size)
        for name, expr in conditions.items():
            successes[name] += int(np.count_nonzero(grammar.evaluate(expr, counts)))
        done += size
        if progress is not None:
            progress(done)
    return {name: Estimate(successes[name], samples) for name in conditions}


class _CountSampler:
    """Hands as counts per atom: one multivariate hypergeometric draw per hand."""

    def __init__(self, deck: GoldfishDeck, groups: list[str], seen: int) -> None:
        atoms = deck.atoms(groups)
        self.colors = [atom.copies for atom in atoms]
        self.groups = groups
        self.seen = seen
        # membership[a, g] = 1 when atom a belongs to group g
        self.membership = np.array(
            [[name in atom.groups for name in groups] for atom in atoms], dtype=np.float32
        ).reshape(len(atoms), len(groups))

    def sample(self, rng: np.random.Generator, size: int) -> dict[str, Any]:
        atoms = rng.multivariate_hypergeometric(self.colors, self.seen, size=size, method="count")
        counts = (atoms.astype(np.float32) @ self.membership).astype(np.int32)
        return {name: counts[:, index] for index, name in enumerate(self.groups)}


class _EffectsSampler:
    """Hands as shuffled decks, with draw and search effects applied (see the module notes)."""

    def __init__(
        self, deck: GoldfishDeck, groups: list[str], seen: int, effects: Sequence[Effect]
    ) -> None:
        self.slots = np.repeat(np.arange(len(deck.copies), dtype=np.int16), deck.copies)
        self.seen = seen
        self.effects = effects
        self.member: dict[str, Any] = {}
        for name in {*groups, *(e.search for e in effects if e.search is not None)}:
            mask = np.zeros(len(deck.copies), dtype=bool)
            mask[list(deck.groups[name])] = True
            self.member[name] = mask
        self.groups = groups

    def sample(self, rng: np.random.Generator, size: int) -> dict[str, Any]:
        order = rng.permuted(np.broadcast_to(self.slots, (size, len(self.slots))), axis=1)
        in_hand = np.zeros(order.shape, dtype=bool)
        in_hand[:, : self.seen] = True
        top = np.full(size, self.seen)
        used = np.zeros((size, len(self.effects)), dtype=np.int32)
        busy = True
        while busy:
            busy = False
            for index, effect in enumerate(self.effects):
                is_card = order == effect.card
                while True:
                    copies = np.count_nonzero(in_hand & is_card, axis=1)
                    rows = np.nonzero(copies > used[:, index])[0]
                    if not len(rows):
                        break
                    busy = True
                    hand = in_hand[rows]
                    if effect.search is not None:
                        self._search(order[rows], hand, effect.search)
                    if effect.draw:
                        top[rows] = self._draw(hand, top[rows], effect.draw)
                    in_hand[rows] = hand
                    used[rows, index] += 1
        return {
            name: np.count_nonzero(in_hand & self.member[name][order], axis=1)
            for name in self.groups
        }

    def _search(self, order: Any, hand: Any, group: str) -> None:
        """Add to ``hand`` the first card of ``group`` still in the deck (rows of a chunk)."""
        candidates = ~hand & self.member[group][order]
        first = np.argmax(candidates, axis=1)
        found = np.nonzero(candidates[np.arange(len(first)), first])[0]
        hand[found, first[found]] = True

    @staticmethod
    def _draw(hand: Any, top: Any, count: int) -> Any:
        """Add to ``hand`` the next ``count`` cards from ``top`` on; the new tops."""
        positions = np.arange(hand.shape[1])
        available = ~hand & (positions >= top[:, None])
        taken = available & (np.cumsum(available, axis=1, dtype=np.int16) <= count)
        hand |= taken
        last = hand.shape[1] - np.argmax(taken[:, ::-1], axis=1)
        return np.where(taken.any(axis=1), last, top)
