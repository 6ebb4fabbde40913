"""Monte Carlo with effects against exact values found by listing every shuffle.

The rules are played literally on a small deck: every order of the deck is one shuffle,
each as likely; a draw takes the top cards; a search takes any card of its group still in
the deck, each as likely, and the deck is then shuffled again, every order of what is left
as likely. Every way a hand can end is listed with its probability, so the value is exact
and owes nothing to the engine's counting.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import permutations

import pytest

from ydkcheck.goldfish import montecarlo
from ydkcheck.goldfish.grammar import evaluate, parse
from ydkcheck.goldfish.model import Effect, GoldfishDeck

SEARCHER, POT, TARGET, OTHER = range(4)  # the cards of the small deck
COPIES = (2, 1, 2, 4)  # two searchers, one "draw 2", two targets, four others
GROUPS = {"target": frozenset({TARGET}), "pot": frozenset({POT})}
SEEN = 3
SEARCH = Effect(SEARCHER, search="target")
DRAW = Effect(POT, draw=2)
CONDITIONS = {"two": "target >= 2", "both": "target == 2 and pot == 1", "one": "target >= 1"}
SAMPLES = 400_000

Cards = tuple[int, ...]


@cache
def orders(cards: Cards) -> tuple[Cards, ...]:
    """Every distinct order of the multiset ``cards``: the shuffles, each as likely."""
    return tuple(set(permutations(sorted(cards))))


@cache
def endings(
    hand: Cards,
    deck: Cards,
    effects: tuple[Effect, ...],
    used: tuple[int, ...],
    shuffled: bool = True,
    at: int = 0,
    acted: bool = False,
) -> dict[Cards, Fraction]:
    """Every hand (sorted) the rules can end with from here, with its probability.

    ``at`` is the effect the rules look at next; ``acted``: a card was used in this pass
    over the list, so another pass follows. ``shuffled`` False plays the old, wrong rule:
    a search takes the first card of its group and the deck is not shuffled.
    """
    while at < len(effects) and hand.count(effects[at].card) <= used[at]:
        at += 1
    if at == len(effects):
        if acted:
            return endings(hand, deck, effects, used, shuffled)
        return {tuple(sorted(hand)): Fraction(1)}
    effect = effects[at]
    used = (*used[:at], used[at] + 1, *used[at + 1 :])
    if effect.search is None:
        drawn, rest = deck[: effect.draw], deck[effect.draw :]
        return endings(hand + drawn, rest, effects, used, shuffled, at, True)
    picks = [index for index, card in enumerate(deck) if card in GROUPS[effect.search]]
    if not picks:
        return endings(hand, deck, effects, used, shuffled, at, True)
    found: dict[Cards, Fraction] = {}
    for index in picks if shuffled else picks[:1]:
        rest = deck[:index] + deck[index + 1 :]
        shuffles = orders(rest) if shuffled else (rest,)
        for order in shuffles:
            after = endings(hand + (deck[index],), order, effects, used, shuffled, at, True)
            for ending, weight in after.items():
                share = weight / (len(picks) * len(shuffles)) if shuffled else weight
                found[ending] = found.get(ending, Fraction(0)) + share
    return found


def exact_values(effects: tuple[Effect, ...], shuffled: bool = True) -> dict[str, Fraction]:
    """P(each condition) over every shuffle of the small deck, the effects played."""
    exprs = {name: parse(text) for name, text in CONDITIONS.items()}
    cards = tuple(card for card, copies in enumerate(COPIES) for _ in range(copies))
    shuffles = orders(cards)
    totals = dict.fromkeys(exprs, Fraction(0))
    for order in shuffles:
        start = tuple(sorted(order[:SEEN]))
        ended = endings(start, order[SEEN:], effects, (0,) * len(effects), shuffled)
        for hand, weight in ended.items():
            counts = {name: sum(card in group for card in hand) for name, group in GROUPS.items()}
            for name, expr in exprs.items():
                if evaluate(expr, counts):
                    totals[name] += weight
    return {name: total / len(shuffles) for name, total in totals.items()}


@pytest.mark.parametrize(
    "effects", [(DRAW, SEARCH), (SEARCH, DRAW)], ids=["draw-then-search", "search-then-draw"]
)
def test_effects_agree_with_the_exact_value_of_every_shuffle(
    effects: tuple[Effect, ...],
) -> None:
    exact = exact_values(effects)
    deck = GoldfishDeck(COPIES, GROUPS)
    exprs = {name: parse(text) for name, text in CONDITIONS.items()}
    estimates = montecarlo.simulate(deck, exprs, SEEN, SAMPLES, 13, effects)
    for name, value in exact.items():
        low, high = estimates[name].ci95
        assert low <= value <= high, (name, float(value), estimates[name].estimate, low, high)


def test_a_search_that_did_not_shuffle_would_be_caught() -> None:
    # Taking the first target and leaving the deck as it is (as ydkcheck once did) makes
    # the draw after a search find fewer targets, by more than three times the half-width
    # of the interval above (about 0.0015): the test would catch it.
    wrong = exact_values((SEARCH, DRAW), shuffled=False)
    right = exact_values((SEARCH, DRAW))
    assert wrong["two"] < right["two"] - Fraction(1, 200)
    assert exact_values((DRAW, SEARCH), shuffled=False) == exact_values((DRAW, SEARCH))
