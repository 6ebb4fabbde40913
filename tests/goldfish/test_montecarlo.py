"""Monte Carlo: agreement with the exact engine on real decks, effects, reproducibility."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.goldfish import exact, montecarlo
from ydkcheck.goldfish.grammar import evaluate, parse
from ydkcheck.goldfish.model import Effect, GoldfishDeck, deck_from_cards

DATA = Path(__file__).parent / "data"
REAL_DECKS = sorted(DATA.glob("*.ydk"))
CONDITIONS = {
    "one": "g0 >= 1",
    "two_of_three": "g0 + g1 + g2 >= 2",
    "ideal": "g0 >= 1 and g3 >= 1 and g4 == 0",
    "not_brick": "not (g4 >= 2 or g0 == 0)",
    "exactly": "g1 == 1 or g2 + g5 == 3",
}
SIGMAS = 4.5  # fixed seeds: deterministic, and far enough out never to flag a right answer


@pytest.fixture
def main_deck(cards: CardDB) -> Callable[[Path], list[int]]:
    """The Main Deck passcodes of a .ydk file, read as ydkcheck reads it."""
    return lambda path: list(read_deck(str(path), cards).main)


def overlapping_groups(cards: list[int], seed: int) -> dict[str, list[int]]:
    """Six groups of 3 to 8 distinct cards each, overlapping at random."""
    chooser = random.Random(seed)
    distinct = sorted(set(cards))
    return {
        f"g{index}": chooser.sample(distinct, min(len(distinct), chooser.randint(3, 8)))
        for index in range(6)
    }


def assert_agrees(exact_value: Fraction, estimate: montecarlo.Estimate) -> None:
    p = float(exact_value)
    sigma = math.sqrt(p * (1 - p) / estimate.samples)
    assert abs(estimate.estimate - p) <= SIGMAS * sigma + 1e-12, (p, estimate)


@pytest.mark.parametrize("path", REAL_DECKS, ids=lambda path: path.stem)
@pytest.mark.parametrize("seen", [5, 6, 9])
def test_monte_carlo_agrees_with_exact_on_real_decks(
    main_deck: Callable[[Path], list[int]], path: Path, seen: int
) -> None:
    cards = main_deck(path)
    deck, _ = deck_from_cards(cards, overlapping_groups(cards, seed=seen))
    exprs = {name: parse(text) for name, text in CONDITIONS.items()}
    exact_values = exact.condition_probabilities(deck, exprs, seen)
    estimates = montecarlo.simulate(deck, exprs, seen, 200_000, seed=seen)
    for name in exprs:
        assert_agrees(exact_values[name], estimates[name])
        low, high = estimates[name].ci95
        assert low <= estimates[name].estimate <= high


@pytest.mark.parametrize("path", REAL_DECKS[:2], ids=lambda path: path.stem)
def test_effects_without_usable_effects_agree_too(
    main_deck: Callable[[Path], list[int]], path: Path
) -> None:
    # An effect whose card is not a condition's business and searches an empty group:
    # effects must then leave the plain hypergeometric answer as it is.
    cards = main_deck(path)
    groups = overlapping_groups(cards, seed=1)
    deck, _ = deck_from_cards(cards, {**groups, "none": []})
    exprs = {name: parse(text) for name, text in CONDITIONS.items()}
    exact_values = exact.condition_probabilities(deck, exprs, 5)
    estimates = montecarlo.simulate(deck, exprs, 5, 60_000, 3, [Effect(0, search="none")])
    for name in exprs:
        assert_agrees(exact_values[name], estimates[name])


def test_same_seed_same_numbers_other_seed_other_numbers() -> None:
    deck = GoldfishDeck((3, 3, 34), {"a": frozenset({0}), "b": frozenset({1})})
    exprs = {"x": parse("a >= 1 and b == 0")}
    first = montecarlo.simulate(deck, exprs, 5, 150_000, seed=7)
    assert first == montecarlo.simulate(deck, exprs, 5, 150_000, seed=7)
    assert first != montecarlo.simulate(deck, exprs, 5, 150_000, seed=8)


def test_search_brings_the_target_when_the_searcher_is_in_hand() -> None:
    # 3 searchers (card 0), 2 targets (card 1), 35 others: after searching, the target is in
    # hand exactly when a target or a searcher was among the first 5 cards.
    deck = GoldfishDeck((3, 2, 35), {"target": frozenset({1})})
    estimate = montecarlo.simulate(
        deck, {"x": parse("target >= 1")}, 5, 200_000, 11, [Effect(0, search="target")]
    )["x"]
    assert_agrees(exact.at_least_one(5, 40, 5), estimate)


def test_draw_takes_the_next_card_of_the_deck() -> None:
    # One Pot (draw 1, card 0) and one target (card 1) in 40 cards, hand of 5: the target is
    # in the first five, or the Pot is and the target is the sixth card.
    deck = GoldfishDeck((1, 1, 38), {"target": frozenset({1})})
    estimate = montecarlo.simulate(
        deck, {"x": parse("target >= 1")}, 5, 200_000, 5, [Effect(0, draw=1)]
    )["x"]
    assert_agrees(Fraction(5, 40) + Fraction(5, 40 * 39), estimate)


def test_drawn_draw_cards_are_used_too() -> None:
    # Every card draws one: a hand of 1 card chains through the whole 10-card deck.
    deck = GoldfishDeck((10,), {"all": frozenset({0})})
    result = montecarlo.simulate(deck, {"x": parse("all == 10")}, 1, 1000, 1, [Effect(0, draw=1)])[
        "x"
    ]
    assert result.successes == 1000


def test_wilson_interval() -> None:
    low, high = montecarlo.wilson(50, 100)
    assert round(low, 4) == 0.4038 and round(high, 4) == 0.5962
    assert montecarlo.wilson(0, 10)[0] == 0.0
    assert montecarlo.wilson(10, 10)[1] == pytest.approx(1.0)


def reference_hand(
    deck: list[int],
    seen: int,
    effects: list[Effect],
    groups: dict[str, set[int]],
    chooser: random.Random,
) -> list[int]:
    """The documented effect rules on one shuffled deck, in plain Python: a search takes the
    first card of its group and shuffles the deck."""
    hand, library = deck[:seen], deck[seen:]  # the top of the deck is library[0]
    used = [0] * len(effects)
    busy = True
    while busy:
        busy = False
        for index, effect in enumerate(effects):
            while hand.count(effect.card) > used[index]:
                busy = True
                used[index] += 1
                if effect.search is not None:
                    group = groups[effect.search]
                    found = [at for at, card in enumerate(library) if card in group]
                    if found:
                        hand.append(library.pop(found[0]))
                        chooser.shuffle(library)
                hand += library[: effect.draw]
                del library[: effect.draw]
    return hand


def test_vectorised_effects_follow_the_documented_rules(
    main_deck: Callable[[Path], list[int]],
) -> None:
    # The Exodia example deck with draws, and two searchers added to the mix.
    cards = main_deck(Path(__file__).parents[2] / "examples" / "exodia" / "exodia.ydk")
    pieces = [33396948, 70903634, 7902349, 8124921, 44519536]
    deck, order = deck_from_cards(cards, {"pieces": pieces, "spells": [70368879, 35261759]})
    index = order.index
    effects = [
        Effect(index(35261759), draw=2),  # Pot of Desires
        Effect(index(70791313), search="pieces"),  # Royal Magical Library, as a searcher here
        Effect(index(70368879), draw=1),  # Upstart Goblin
        Effect(index(26202165), search="spells"),  # Sangan, as a searcher of draw spells
    ]
    texts = {"three": "pieces >= 3", "all": "pieces == 5", "mixed": "pieces + spells >= 6"}
    exprs = {name: parse(text) for name, text in texts.items()}
    samples = 40_000
    estimates = montecarlo.simulate(deck, exprs, 8, samples, 21, effects)

    slots = [card for card, copies in enumerate(deck.copies) for _ in range(copies)]
    groups = {name: set(members) for name, members in deck.groups.items()}
    chooser = random.Random(21)
    hits = dict.fromkeys(exprs, 0)
    for _ in range(samples):
        shuffled = slots[:]
        chooser.shuffle(shuffled)
        hand = reference_hand(shuffled, 8, effects, groups, chooser)
        counts = {name: sum(card in members for card in hand) for name, members in groups.items()}
        for name, expr in exprs.items():
            hits[name] += bool(evaluate(expr, counts))
    for name in exprs:
        p = (hits[name] + estimates[name].successes) / (2 * samples)
        sigma = math.sqrt(2 * p * (1 - p) / samples)
        assert abs(hits[name] / samples - estimates[name].estimate) <= SIGMAS * sigma, name
