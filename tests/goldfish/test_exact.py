"""The exact engine against brute force: every hand of small decks listed one by one."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb

from hypothesis import given, settings
from hypothesis import strategies as st

from ydkcheck.goldfish import exact
from ydkcheck.goldfish.grammar import evaluate, parse
from ydkcheck.goldfish.model import GoldfishDeck, deck_from_cards

from .strategies import conditions, small_decks


def brute_force(deck: GoldfishDeck, text: str, seen: int) -> Fraction:
    """P(condition) by listing every hand of ``seen`` card slots."""
    slots = [index for index, copies in enumerate(deck.copies) for _ in range(copies)]
    expr = parse(text)
    good = total = 0
    for hand in combinations(slots, seen):
        counts = {
            name: sum(card in members for card in hand) for name, members in deck.groups.items()
        }
        good += bool(evaluate(expr, counts))
        total += 1
    return Fraction(good, total)


@settings(max_examples=150, deadline=None)
@given(small_decks(), conditions(), st.data())
def test_exact_equals_brute_force(
    deck_parts: tuple[tuple[int, ...], dict[str, frozenset[int]]], text: str, data: st.DataObject
) -> None:
    copies, groups = deck_parts
    deck = GoldfishDeck(copies, groups)
    seen = data.draw(st.integers(0, min(deck.size, 6)))
    assert exact.probability(deck, parse(text), seen) == brute_force(deck, text, seen)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 3), st.integers(4, 12), st.data())
def test_card_table_equals_brute_force(copies: int, size: int, data: st.DataObject) -> None:
    seen = data.draw(st.integers(1, size))
    deck = GoldfishDeck((copies, size - copies), {"x": frozenset({0})})
    assert exact.at_least_one(copies, size, seen) == brute_force(deck, "x >= 1", seen)
    for held, p in enumerate(exact.distribution(copies, size, seen)):
        assert p == brute_force(deck, f"x == {held}", seen)
    assert sum(exact.distribution(copies, size, seen)) == 1
    mean = sum(held * p for held, p in enumerate(exact.distribution(copies, size, seen)))
    assert exact.expected(copies, size, seen) == mean


def test_known_values() -> None:
    # three copies in forty cards: 1 - C(37,5)/C(40,5) going first, 1 - C(37,6)/C(40,6) second
    assert exact.at_least_one(3, 40, 5) == 1 - Fraction(comb(37, 5), comb(40, 5))
    assert round(float(exact.at_least_one(3, 40, 5)), 4) == 0.3376
    assert round(float(exact.at_least_one(3, 40, 6)), 4) == 0.3943


def test_atoms_merge_cards_with_the_same_groups() -> None:
    deck, order = deck_from_cards(
        [10, 10, 10, 20, 20, 30, 40, 40, 40, 50], {"a": [10, 20, 99], "b": [20, 30]}
    )
    assert order == (10, 20, 30, 40, 50)
    assert deck.copies == (3, 2, 1, 3, 1)
    atoms = {atom.groups: atom.copies for atom in deck.atoms(["a", "b"])}
    assert atoms == {frozenset("a"): 3, frozenset("ab"): 2, frozenset("b"): 1, frozenset(): 4}
    assert deck.group_copies("a") == 5  # 99 is not in the deck


def test_overlapping_groups_count_a_card_in_both() -> None:
    deck = GoldfishDeck((1, 0), {"a": frozenset({0}), "b": frozenset({0})})
    assert exact.probability(deck, parse("a + b == 2"), 1) == 1
