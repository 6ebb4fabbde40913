"""Goldfish speed: the exact engine, Monte Carlo against a plain ``random.sample`` loop, memory.

    python benchmarks/bench_goldfish.py [--samples 2000000] [--repeat 15]

All figures come from one run on one core (BLAS threads are limited to one), timed by the
CPU time of this process, which other work on the machine disturbs least (on one thread it
is the wall time of an idle machine):

1. exact: a real 60-card Main Deck (tests/goldfish/data/MR4_Witchcraft_60.ydk) with 8
   overlapping groups and 10 conditions; median time of the computation (the issue asks
   for under 50 ms), plus the per-card / per-type table of a spec-less run;
2. Monte Carlo without effects: hands per second (the issue asks for >= 1,000,000) and the
   ratio to a plain Python loop that draws each hand with ``random.sample`` and tests the
   same conditions (>= 10x). Two such loops: the fair one tests each condition as it is
   written out by hand once (``BY_HAND``, checked against the parsed condition), as a plain
   loop would; the other walks the condition's tree for every hand (``grammar.evaluate``),
   which a plain loop would not, shown for comparison with earlier figures;
3. memory: the peak of traced allocations (numpy's included) for growing sample counts,
   which must stay flat (work is done in chunks of fixed size);
4. Monte Carlo with a search and a draw (two of the deck's cards given those effects, the
   draw listed after the search), with the 10 conditions and with one ("g0 >= 2", at
   least 2 of the searched group): hands per second and the ratio to a plain Python loop
   that plays the same effects on each hand, shuffling after a search, and tests the same
   conditions (>= 10x), both loops as in 2, all measured here side by side;
5. for information, Monte Carlo with draw effects (the Exodia example), against the same
   plain loops.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
for variable in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[variable] = "1"  # one core: no BLAS threads (set before numpy is imported)

from ydkcheck.cards import open_card_db  # noqa: E402
from ydkcheck.decks import read_deck  # noqa: E402
from ydkcheck.goldfish import exact, grammar, montecarlo  # noqa: E402
from ydkcheck.goldfish.analysis import MainCard, card_table  # noqa: E402
from ydkcheck.goldfish.model import Effect, GoldfishDeck, deck_from_cards  # noqa: E402

clock = time.process_time  # CPU seconds of this process: one thread does all the work

# section 4: (passcode, effect) of two cards of the deck, the search first
EFFECTS = (
    (89739383, Effect(0, search="g0")),  # Spellbook of Secrets, as a searcher of g0
    (63166095, Effect(0, draw=2)),  # Sky Striker Mobilize - Engage!, as a "draw 2"
)

DECK = ROOT / "tests" / "goldfish" / "data" / "MR4_Witchcraft_60.ydk"
CONDITIONS = {
    "g0": "g0 >= 1",
    "pair": "g0 + g1 >= 2",
    "ideal": "g0 >= 1 and g2 >= 1 and g3 == 0",
    "no_brick": "not (g3 >= 2 or g0 + g1 == 0)",
    "combo": "(g4 >= 1 and g5 >= 1) or g6 >= 2",
    "extenders": "g1 + g5 + g7 >= 2",
    "exactly_one": "g7 == 1",
    "all_eight": " and ".join(f"g{i} >= 1" for i in range(8)),
    "wide_sum": "g0 + g1 + g2 + g3 >= 3 and g4 + g5 + g6 + g7 <= 2",
    "balance": "g2 + g4 > g3 + g6",
}


def main_deck(path: Path) -> list[int]:
    """The Main Deck passcodes of a .ydk file, read as ydkcheck reads it."""
    return list(read_deck(str(path), open_card_db(offline=True)).main)


def overlapping_groups(cards: list[int], count: int = 8, seed: int = 8) -> dict[str, list[int]]:
    chooser = random.Random(seed)
    distinct = sorted(set(cards))
    return {f"g{i}": chooser.sample(distinct, chooser.randint(4, 8)) for i in range(count)}


def median_time(work: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = clock()
        work()
        times.append(clock() - start)
    return statistics.median(times)


Test = Callable[[Mapping[str, int]], bool]  # a condition, asked of a hand's group counts


def walked(name: str, expr: grammar.Expr) -> Test:
    """``expr`` tested by walking its tree for every hand (``grammar.evaluate``)."""
    return partial(grammar.evaluate, expr)


def by_hand(name: str, expr: grammar.Expr) -> Test:
    """The condition ``name`` as a loop written by hand tests it (``BY_HAND``); ``tests_of``
    checks it against ``expr``."""
    return BY_HAND[name]


# every condition of this benchmark as a plain loop would test it, written out once
BY_HAND: dict[str, Test] = {
    "g0": lambda c: c["g0"] >= 1,
    "pair": lambda c: c["g0"] + c["g1"] >= 2,
    "ideal": lambda c: c["g0"] >= 1 and c["g2"] >= 1 and c["g3"] == 0,
    "no_brick": lambda c: not (c["g3"] >= 2 or c["g0"] + c["g1"] == 0),
    "combo": lambda c: (c["g4"] >= 1 and c["g5"] >= 1) or c["g6"] >= 2,
    "extenders": lambda c: c["g1"] + c["g5"] + c["g7"] >= 2,
    "exactly_one": lambda c: c["g7"] == 1,
    "all_eight": lambda c: (
        c["g0"] >= 1
        and c["g1"] >= 1
        and c["g2"] >= 1
        and c["g3"] >= 1
        and c["g4"] >= 1
        and c["g5"] >= 1
        and c["g6"] >= 1
        and c["g7"] >= 1
    ),
    "wide_sum": lambda c: (
        c["g0"] + c["g1"] + c["g2"] + c["g3"] >= 3 and c["g4"] + c["g5"] + c["g6"] + c["g7"] <= 2
    ),
    "balance": lambda c: c["g2"] + c["g4"] > c["g3"] + c["g6"],
    "two": lambda c: c["g0"] >= 2,
    "exodia": lambda c: c["pieces"] >= 5,
}


def tests_of(
    exprs: dict[str, grammar.Expr], make: Callable[[str, grammar.Expr], Test]
) -> dict[str, Test]:
    """Each condition as ``make`` tests it, checked against ``grammar.evaluate`` first."""
    tests = {name: make(name, expr) for name, expr in exprs.items()}
    chooser = random.Random(3)
    groups = sorted({term.group for expr in exprs.values() for term in grammar.terms(expr)})
    for _ in range(2000):
        counts = {group: chooser.randint(0, 4) for group in groups}
        for name, expr in exprs.items():
            assert tests[name](counts) == grammar.evaluate(expr, counts), name
    return tests


def baseline_rate(deck: GoldfishDeck, tests: dict[str, Test], seen: int, hands: int) -> float:
    """Hands per second of a plain loop: random.sample a hand, count groups, test conditions."""
    slots = [card for card, copies in enumerate(deck.copies) for _ in range(copies)]
    groups_of = {
        card: [name for name, members in deck.groups.items() if card in members]
        for card in set(slots)
    }
    chooser = random.Random(1)
    successes = dict.fromkeys(tests, 0)
    start = clock()
    for _ in range(hands):
        counts = dict.fromkeys(deck.groups, 0)
        for card in chooser.sample(slots, seen):
            for name in groups_of[card]:
                counts[name] += 1
        for name, test in tests.items():
            successes[name] += test(counts)
    return hands / (clock() - start)


def baseline_effects_rate(
    deck: GoldfishDeck,
    tests: dict[str, Test],
    seen: int,
    effects: tuple[Effect, ...],
    hands: int,
) -> float:
    """Hands per second of a plain loop with effects: random.sample a hand and, when it
    holds an effect card, play the effects on the rest of the deck, then count groups and
    test the conditions. The deck is shuffled after a search, so every card it gives is a
    random one of those left: a draw takes any card left, a search any card of its group."""
    slots = [card for card, copies in enumerate(deck.copies) for _ in range(copies)]
    groups_of = {
        card: [name for name, members in deck.groups.items() if card in members]
        for card in set(slots)
    }
    effect_cards = {effect.card for effect in effects}
    positions = range(len(slots))
    chooser = random.Random(1)
    successes = dict.fromkeys(tests, 0)

    def take(library: list[int], index: int) -> int:
        library[index], library[-1] = library[-1], library[index]
        return library.pop()

    start = clock()
    for _ in range(hands):
        taken = chooser.sample(positions, seen)
        hand = [slots[position] for position in taken]
        if not effect_cards.isdisjoint(hand):
            chosen = set(taken)
            library = [slots[position] for position in positions if position not in chosen]
            used = [0] * len(effects)
            busy = True
            while busy:
                busy = False
                for index, effect in enumerate(effects):
                    while hand.count(effect.card) > used[index]:
                        busy = True
                        used[index] += 1
                        if effect.search is not None:
                            group = deck.groups[effect.search]
                            found = [at for at, card in enumerate(library) if card in group]
                            if found:
                                hand.append(take(library, chooser.choice(found)))
                        for _ in range(min(effect.draw, len(library))):
                            hand.append(take(library, chooser.randrange(len(library))))
        counts = dict.fromkeys(deck.groups, 0)
        for card in hand:
            for name in groups_of[card]:
                counts[name] += 1
        for name, test in tests.items():
            successes[name] += test(counts)
    return hands / (clock() - start)


# the plain loops, the fair one first
LOOPS: tuple[tuple[str, Callable[[str, grammar.Expr], Test]], ...] = (
    ("by hand", by_hand),
    ("tree walked", walked),
)


def monte_carlo_rate(
    deck: GoldfishDeck,
    exprs: dict[str, grammar.Expr],
    seen: int,
    samples: int,
    effects: tuple[Effect, ...] = (),
) -> float:
    montecarlo.simulate(deck, exprs, seen, min(samples, 100_000), 0, effects)  # warm-up
    start = clock()
    montecarlo.simulate(deck, exprs, seen, samples, 1, effects)
    return samples / (clock() - start)


def peak_memory(deck: GoldfishDeck, exprs: dict[str, grammar.Expr], seen: int, samples: int) -> int:
    tracemalloc.start()
    tracemalloc.reset_peak()
    montecarlo.simulate(deck, exprs, seen, samples, 2)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def exodia() -> tuple[GoldfishDeck, dict[str, grammar.Expr], tuple[Effect, ...]]:
    pieces = [33396948, 70903634, 7902349, 8124921, 44519536]
    draws = {70368879: 1, 35261759: 2, 1475311: 2, 33782437: 1, 93946239: 1}
    cards = main_deck(ROOT / "examples" / "exodia" / "exodia.ydk")
    deck, order = deck_from_cards(cards, {"pieces": pieces})
    effects = tuple(Effect(order.index(card), draw=n) for card, n in draws.items())
    return deck, {"exodia": grammar.parse("pieces >= 5")}, effects


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=2_000_000)
    parser.add_argument("--baseline-hands", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()

    cards = main_deck(DECK)
    deck, order = deck_from_cards(cards, overlapping_groups(cards))
    exprs = {name: grammar.parse(text) for name, text in CONDITIONS.items()}
    atoms = len(deck.atoms(deck.groups)) - 1
    print(
        f"deck: {DECK.name}, {deck.size} cards, {len(deck.copies)} distinct, "
        f"8 overlapping groups in {atoms} atoms, {len(exprs)} conditions"
    )

    print("\n1. exact engine (median of", args.repeat, "runs)")
    for seen in (5, 6, 10):
        took = median_time(partial(exact.condition_probabilities, deck, exprs, seen), args.repeat)
        print(
            f"   {seen:2d} cards seen: {took * 1000:7.2f} ms for all {len(exprs)} conditions"
            f"  [target < 50 ms]"
        )
    main_cards = [MainCard(i, str(i), "monster", c) for i, c in enumerate(deck.copies)]
    took = median_time(lambda: card_table(main_cards, 5, 6), args.repeat)
    print(f"   card and type table (no spec): {took * 1000:7.2f} ms")

    print("\n2. Monte Carlo without effects, 5 cards seen")
    fast = monte_carlo_rate(deck, exprs, 5, args.samples)
    print(
        f"   numpy engine      : {fast:12,.0f} hands/s  ({args.samples:,} hands)"
        f"  [target >= 1,000,000]"
    )
    for label, make in LOOPS:
        slow = baseline_rate(deck, tests_of(exprs, make), 5, args.baseline_hands)
        print(f"   loop, {label:12}: {slow:12,.0f} hands/s  ({args.baseline_hands:,} hands)")
        print(f"     ratio           : {fast / slow:12.1f} x  [target >= 10 x]")

    print("\n3. peak traced memory of a Monte Carlo run")
    for samples in (100_000, 1_000_000, 4_000_000):
        peak = peak_memory(deck, exprs, 5, samples)
        print(f"   {samples:>9,} hands: {peak / 2**20:6.1f} MiB")

    print("\n4. Monte Carlo with a search and a draw, 5 cards seen, side by side")
    effects = tuple(replace(effect, card=order.index(code)) for code, effect in EFFECTS)
    for label, asked in (("10 conditions", exprs), ("g0 >= 2", {"two": grammar.parse("g0 >= 2")})):
        fast = monte_carlo_rate(deck, asked, 5, args.samples, effects)
        print(f"   {label}:")
        print(f"     numpy engine        : {fast:12,.0f} hands/s  ({args.samples:,} hands)")
        for loop, make in LOOPS:
            tests = tests_of(asked, make)
            slow = baseline_effects_rate(deck, tests, 5, effects, args.baseline_hands)
            print(f"     loop, {loop:14}: {slow:12,.0f} hands/s  ({args.baseline_hands:,} hands)")
            print(f"       ratio             : {fast / slow:12.1f} x  [target >= 10 x]")

    print("\n5. Monte Carlo with draw effects (examples/exodia, 14 cards seen)")
    exodia_deck, exodia_exprs, effects = exodia()
    fast = monte_carlo_rate(exodia_deck, exodia_exprs, 14, 200_000, effects)
    print(f"   numpy engine        : {fast:12,.0f} hands/s")
    for loop, make in LOOPS:
        tests = tests_of(exodia_exprs, make)
        slow = baseline_effects_rate(exodia_deck, tests, 14, effects, 50_000)
        print(f"   loop, {loop:14}: {slow:12,.0f} hands/s  (ratio {fast / slow:.1f} x)")


if __name__ == "__main__":
    main()
