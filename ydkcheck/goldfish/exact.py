"""Exact opening-hand probabilities: the (multivariate) hypergeometric distribution.

A condition is a test on a few linear forms of the group counts (see ``linear``). Cards
are grouped into *atoms* by what they add to each form (cards of the same groups always
share an atom), and a dynamic programme adds one atom at a time, keeping for every
reachable vector of (capped) form values and cards taken so far the number of hands that
reach it. The hands themselves are never listed. All arithmetic is on integers; results
are exact fractions.

The programme's size is what a condition makes it: many groups compared one by one keep
many vectors apart. Past ``MAX_STATES`` vectors it stops with ``TooLarge`` rather than
grow without bound; the caller answers such a condition by Monte Carlo and says so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import comb

from ydkcheck.goldfish import grammar
from ydkcheck.goldfish.linear import Form, linearize
from ydkcheck.goldfish.model import GoldfishDeck

MAX_STATES = 200_000  # vectors kept at once: some 60 MB, and seconds, at the most


class TooLarge(Exception):
    """A condition whose exact programme would keep more than ``MAX_STATES`` vectors."""


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


def form_weights(
    deck: GoldfishDeck, forms: Sequence[Form], seen: int
) -> dict[tuple[int, ...], int]:
    """Number of ``seen``-card hands per vector of (capped) form values.

    Cards that add the same amounts to every form are one atom. Values of the result add up
    to ``comb(deck.size, seen)``. ``TooLarge`` past ``MAX_STATES`` vectors.
    """
    groups = {group for form in forms for group, _ in form.coefficients}
    atoms: dict[tuple[int, ...], int] = {}
    for atom in deck.atoms(groups):
        adds = tuple(form.contribution(atom.groups) for form in forms)
        atoms[adds] = atoms.get(adds, 0) + atom.copies
    rest = atoms.pop((0,) * len(forms), 0)
    caps = [form.cap for form in forms]
    # state: (cards taken, value of form 0, value of form 1, ...) -> number of ways
    states: dict[tuple[int, ...], int] = {(0,) * (len(forms) + 1): 1}
    for adds, copies in atoms.items():
        moves = [(slot + 1, add, caps[slot]) for slot, add in enumerate(adds) if add]
        choices = [comb(copies, k) for k in range(copies + 1)]
        following: dict[tuple[int, ...], int] = {}
        for state, weight in states.items():
            following[state] = following.get(state, 0) + weight
            moved = list(state)
            for k in range(1, min(copies, seen - state[0]) + 1):
                moved[0] += 1
                for slot, add, cap in moves:
                    value = moved[slot] + add
                    moved[slot] = value if cap is None or value < cap else cap
                key = tuple(moved)
                following[key] = following.get(key, 0) + weight * choices[k]
            if len(following) > MAX_STATES:
                raise TooLarge
        states = following
    result: dict[tuple[int, ...], int] = {}
    for state, weight in states.items():
        ways = weight * comb(rest, seen - state[0])
        if ways:
            result[state[1:]] = result.get(state[1:], 0) + ways
    return result


def probability(deck: GoldfishDeck, expr: grammar.Expr, seen: int) -> Fraction:
    """The exact probability that ``seen`` random cards of ``deck`` satisfy ``expr``.

    Only the forms ``expr`` compares shape the programme, so each condition has its own.
    ``TooLarge`` when that programme is past the bound.
    """
    forms, test = linearize(expr)
    weights = form_weights(deck, forms, seen)
    good = sum(ways for values, ways in weights.items() if test(values))
    return Fraction(good, comb(deck.size, seen))


def condition_probabilities(
    deck: GoldfishDeck, conditions: Mapping[str, grammar.Expr], seen: int
) -> dict[str, Fraction | None]:
    """``probability`` of each named condition; None for one too large to compute exactly."""
    values: dict[str, Fraction | None] = {}
    for name, expr in conditions.items():
        try:
            values[name] = probability(deck, expr, seen)
        except TooLarge:
            values[name] = None
    return values
