"""What ``simula`` computes, as plain data: the card table and the conditions.

Numbers only; printing is ``report``'s job. Monte Carlo (numpy) is imported only when a
run asks for it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from ydkcheck.goldfish import exact
from ydkcheck.goldfish.model import Effect, GoldfishDeck
from ydkcheck.goldfish.spec import Condition

if TYPE_CHECKING:
    from ydkcheck.goldfish.montecarlo import Estimate

KINDS = ("monster", "spell", "trap")


def cards_seen(hand: int, turns: int) -> int:
    """Cards seen by the draw of turn ``turns``: the opening hand plus one per later turn."""
    return hand + turns - 1


@dataclass(frozen=True)
class MainCard:
    """One distinct card of the Main Deck (by identity), with its copies."""

    identity: int
    name: str
    kind: str
    copies: int


@dataclass(frozen=True)
class CardRow:
    card: MainCard
    first: Fraction
    second: Fraction
    expected_first: Fraction
    expected_second: Fraction


@dataclass(frozen=True)
class TypeRow:
    """P(exactly x cards of ``kind``) for x = 0, 1, ..., going first and going second."""

    kind: str
    copies: int
    first: tuple[Fraction, ...]
    second: tuple[Fraction, ...]


@dataclass(frozen=True)
class ConditionResult:
    name: str
    expression: str
    exact: Fraction | None
    estimate: Estimate | None
    too_large: bool = False  # no exact value: too large a question for the exact engine


def card_table(
    cards: Sequence[MainCard], seen_first: int, seen_second: int
) -> tuple[tuple[CardRow, ...], tuple[TypeRow, ...]]:
    """Exact P(at least one) and expected copies per card, and the type distributions."""
    size = sum(card.copies for card in cards)
    rows = tuple(
        CardRow(
            card,
            exact.at_least_one(card.copies, size, seen_first),
            exact.at_least_one(card.copies, size, seen_second),
            exact.expected(card.copies, size, seen_first),
            exact.expected(card.copies, size, seen_second),
        )
        for card in cards
    )
    types = []
    for kind in KINDS:
        copies = sum(card.copies for card in cards if card.kind == kind)
        types.append(
            TypeRow(
                kind,
                copies,
                tuple(exact.distribution(copies, size, seen_first)),
                tuple(exact.distribution(copies, size, seen_second)),
            )
        )
    return rows, tuple(types)


def evaluate_conditions(
    deck: GoldfishDeck,
    conditions: Sequence[Condition],
    effects: Sequence[Effect],
    seen: int,
    samples: int | None,
    seed: int | None,
    progress: Callable[[int], None] | None = None,
    fallback_samples: int | None = None,
) -> tuple[tuple[ConditionResult, ...], int | None]:
    """Exact values where they exist (no effects), Monte Carlo when ``samples`` is given;
    the results, and the number of hands simulated (None: none).

    Effects make exact values unknowable, so with effects ``samples`` is required. A
    condition too large for the exact engine gets no exact value; when there is one,
    ``fallback_samples`` hands are simulated even if ``samples`` is None.
    """
    if effects and samples is None:
        raise ValueError("effects need Monte Carlo samples")
    exprs = {condition.name: condition.expr for condition in conditions}
    exact_values: Mapping[str, Fraction | None]
    if effects:
        exact_values = dict.fromkeys(exprs)
    else:
        exact_values = exact.condition_probabilities(deck, exprs, seen)
    too_large = {name for name, value in exact_values.items() if value is None and not effects}
    if too_large and samples is None:
        samples = fallback_samples
    estimates: Mapping[str, Estimate | None] = dict.fromkeys(exprs)
    if samples is not None:
        from ydkcheck.goldfish import montecarlo

        estimates = montecarlo.simulate(deck, exprs, seen, samples, seed, effects, progress)
    results = tuple(
        ConditionResult(
            c.name, c.text, exact_values[c.name], estimates[c.name], c.name in too_large
        )
        for c in conditions
    )
    return results, samples


@dataclass(frozen=True)
class GoldfishResult:
    """Everything one ``simula`` run found, ready for a report."""

    source: str
    main: int
    banlist: str
    going: str  # "first" or "second"
    turns: int
    cards_seen: int
    seen_first: int
    seen_second: int
    cards: tuple[CardRow, ...] = ()
    types: tuple[TypeRow, ...] = ()
    conditions: tuple[ConditionResult, ...] = ()
    samples: int | None = None
    seed: int | None = None  # of the Monte Carlo run and of the sample hands
    unread: tuple[int, ...] = ()  # the deck's lines not read as cards (``Deck.unread``)
    has_effects: bool = False
    hands: tuple[tuple[MainCard, ...], ...] = ()  # sample hands (--manos), in the order drawn
    rival: str | None = None  # the matchup of the side plan applied to the deck (--plan)
