"""Exact opening-hand probabilities: the (multivariate) hypergeometric distribution.

Conditions are computed over *atoms* (cards grouped by the set of groups they belong to):
a dynamic programme adds one atom at a time, keeping for every reachable vector of group
counts (capped where the conditions stop caring, see ``grammar.caps``) and cards taken so far
the number of hands that reach it. The hands themselves are never listed. All arithmetic is
on integers; results are exact fractions.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from math import comb

from ydkcheck.goldfish import grammar
from ydkcheck.goldfish.model import GoldfishDeck


def at_least_one(copies: int, deck: int, seen: int) -> Fraction:
    """P(at least one of ``copies`` cards among ``seen`` cards drawn from ``deck``)."""
    return 1 - Fraction(comb(deck - copies, seen), comb(deck, seen))


def expected(copies: int, deck: int, seen: int) -> Fraction:
    """Expected number of the ``copies`` cards among ``seen`` drawn from ``deck``."""
    return Fraction(copies * seen, deck)


def distribution(copies: int, deck: int, seen: int) -> list[Fraction]:
    """P(exactly x of the ``copies`` cards among ``seen`` drawn), for x = 0 .. min(copies, seen)."""
    hands = comb(deck, seen)
    return [
        Fraction(comb(copies, x) * comb(deck - copies, seen - x), hands)
        for x in range(min(copies, seen) + 1)
    ]


def group_count_weights(
    deck: GoldfishDeck, caps: Mapping[str, int], seen: int
) -> dict[tuple[int, ...], int]:
    """Number of ``seen``-card hands per vector of capped group counts.

    Keys follow the order of ``caps``; values add up to ``comb(deck.size, seen)``.
    """
    names = list(caps)
    limits = [caps[name] for name in names]
    atoms = deck.atoms(names)
    # state: (cards taken, count of group 0, count of group 1, ...) -> number of ways
    states: dict[tuple[int, ...], int] = {(0,) * (len(names) + 1): 1}
    for atom in atoms[:-1]:
        slots = [1 + names.index(name) for name in atom.groups]
        choices = [comb(atom.copies, k) for k in range(atom.copies + 1)]
        following: dict[tuple[int, ...], int] = {}
        for state, weight in states.items():
            for k in range(min(atom.copies, seen - state[0]) + 1):
                moved = list(state)
                moved[0] += k
                for slot in slots:
                    moved[slot] = min(moved[slot] + k, limits[slot - 1])
                key = tuple(moved)
                following[key] = following.get(key, 0) + weight * choices[k]
        states = following
    rest = atoms[-1].copies
    result: dict[tuple[int, ...], int] = {}
    for state, weight in states.items():
        ways = weight * comb(rest, seen - state[0])
        if ways:
            result[state[1:]] = result.get(state[1:], 0) + ways
    return result


def probability(deck: GoldfishDeck, expr: grammar.Expr, seen: int) -> Fraction:
    """The exact probability that ``seen`` random cards of ``deck`` satisfy ``expr``.

    Only the groups ``expr`` names shape the atoms, so each condition has its own small
    programme.
    """
    caps = grammar.caps(expr, seen)
    test = grammar.compile_tuple(expr, {name: slot for slot, name in enumerate(caps)})
    weights = group_count_weights(deck, caps, seen)
    good = sum(ways for vector, ways in weights.items() if test(vector))
    return Fraction(good, comb(deck.size, seen))


def condition_probabilities(
    deck: GoldfishDeck, conditions: Mapping[str, grammar.Expr], seen: int
) -> dict[str, Fraction]:
    """``probability`` of each named condition."""
    return {name: probability(deck, expr, seen) for name, expr in conditions.items()}
