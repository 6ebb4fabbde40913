"""One run of ``simula``: the request checked, the deck (after a side plan's swaps) and the
hand spec read, and the table or the conditions computed.

The command (``commands/simula.py``) reads the options into a ``Request``, calls
``simulate`` and writes its ``Simulation`` with ``goldfish.report``.
"""

from __future__ import annotations

import secrets
import sys
from dataclasses import dataclass, replace

from ydkcheck.cards import open_card_db
from ydkcheck.cards.refs import CardRef
from ydkcheck.decks import Deck, read_deck
from ydkcheck.errors import InputError
from ydkcheck.goldfish import analysis, gates
from ydkcheck.goldfish.analysis import GoldfishResult, MainCard
from ydkcheck.goldfish.gates import Requirement
from ydkcheck.goldfish.hands import deal
from ydkcheck.goldfish.inputs import CardResolver, main_cards, prepare
from ydkcheck.goldfish.progress import LazyProgress
from ydkcheck.goldfish.quick import quick_spec
from ydkcheck.goldfish.spec import HandSpec
from ydkcheck.i18n import t
from ydkcheck.lists.choose import Selection
from ydkcheck.lists.families import opening_hand

DEFAULT_SAMPLES = 100_000
MAX_SAMPLES = 100_000_000  # about a minute of Monte Carlo: more is a typo
# a hand whose cards draw or search is played card by card: ten times slower, so this many
# samples take about as long
MAX_SAMPLES_WITH_EFFECTS = 10_000_000
MAX_HANDS = 1000  # sample hands: more than anyone reads


@dataclass(frozen=True)
class Request:
    """What one run is asked for, as the command line gives it."""

    deck: str
    hand: str | None
    second: bool
    turns: int
    samples: int
    seed: int | None
    exact: bool
    require: list[str]
    selection: Selection  # the list, chosen before (``RunContext.selection``)
    offline: bool
    hands: int | None
    groups: list[str]
    conditions: list[str]
    plan: str | None = None  # a side plan, and the matchup whose swaps the deck takes
    rival: str | None = None

    @property
    def quick(self) -> bool:
        """Whether the spec is written on the command line (--grupo, --condicion)."""
        return bool(self.groups or self.conditions)


@dataclass(frozen=True)
class MissingCard:
    """A card the hand spec names that the Main Deck does not hold (a warning, not an
    error): where the spec names it, and how."""

    path: str | None
    line: int | None
    ref: CardRef


@dataclass(frozen=True)
class Simulation:
    """What a run computed, and the gates of ``--requiere`` over it."""

    result: GoldfishResult
    gates: tuple[gates.Gate, ...]
    missing: tuple[MissingCard, ...] = ()
    # the deck as read, before a side plan's swaps: what the reader found odd in it is said
    # with the figures (``report.problem_lines``)
    read: Deck | None = None

    @property
    def passed(self) -> bool:
        """Whether every requirement holds."""
        return all(gate.passed for gate in self.gates)


def checked_requirements(request: Request) -> list[Requirement]:
    """The requirements of ``--requiere``, once the request is known to make sense
    (InputError naming the option that does not)."""
    numbers = [("--turnos", request.turns), ("--muestras", request.samples)]
    if request.hands is not None:
        numbers.append(("--manos", request.hands))
    for option, value in numbers:
        if value <= 0:
            raise InputError("goldfish.bad-number", option=option, value=value)
    if request.samples > MAX_SAMPLES:
        raise InputError("goldfish.too-many-samples", value=request.samples, most=MAX_SAMPLES)
    if request.hands is not None and request.hands > MAX_HANDS:
        raise InputError("goldfish.too-many-hands", value=request.hands, most=MAX_HANDS)
    if request.seed is not None and not 0 <= request.seed < 2**63:
        raise InputError("goldfish.bad-seed", value=request.seed)
    if request.quick and request.hand is not None:
        raise InputError("goldfish.quick.with-spec")
    if (request.plan is None) != (request.rival is None):
        raise InputError("goldfish.plan-and-rival")
    requirements = [gates.parse_requirement(text) for text in request.require]
    if requirements and request.hand is None and not request.quick:
        raise InputError("goldfish.requirement-needs-spec")
    return requirements


def simulate(request: Request, lang: str) -> Simulation:
    """Check the request, compute, and hold the requirements against the result
    (InputError on anything unreadable); ``lang`` labels the progress bar."""
    requirements = checked_requirements(request)
    result, missing, read = compute(request, lang)
    checked = tuple(gates.check_requirements(requirements, result.conditions))
    return Simulation(result, checked, missing, read)


def compute(request: Request, lang: str) -> tuple[GoldfishResult, tuple[MissingCard, ...], Deck]:
    """Load the list, the deck and the spec, and compute the table or the conditions; the
    cards the spec names that the deck lacks; the deck as read."""
    banlist, on = request.selection
    cards = open_card_db(offline=request.offline)
    deck = read = read_deck(request.deck, cards)
    unread = deck.unread  # lines not read as cards: the figures leave them out, and say so
    rival = None
    if request.plan is not None and request.rival is not None:
        from ydkcheck.side_plan.check import post_side_deck
        from ydkcheck.side_plan.spec import load_plan
        from ydkcheck.validate import Validator

        plan = load_plan(request.plan)
        judge = Validator(banlist, cards, on)  # the matchup judged as ``plan`` judges it
        deck = post_side_deck(deck, plan, request.rival, cards, banlist.deck, judge)
        rival = plan.matchup(request.rival).name  # as the plan writes it
    main = main_cards(deck, cards)
    size = sum(card.copies for card in main)
    if size == 0:
        raise InputError("goldfish.empty-deck", deck.source)
    hand_first, hand_second = opening_hand(banlist, on)
    seen_first = analysis.cards_seen(hand_first, request.turns)
    seen_second = analysis.cards_seen(hand_second, request.turns)
    seen = seen_second if request.second else seen_first
    largest = seen if request.hand or request.quick else max(seen_first, seen_second)
    if largest > size:
        raise InputError("goldfish.too-many-seen", deck.source, seen=largest, main=size)
    seed = request.seed if request.seed is not None else secrets.randbits(32)
    base = analysis.GoldfishResult(
        source=deck.source,
        main=size,
        banlist=banlist.name,
        going="second" if request.second else "first",
        turns=request.turns,
        cards_seen=seen,
        seen_first=seen_first,
        seen_second=seen_second,
        seed=seed if request.hands else None,
        hands=deal(main, seen, request.hands, seed) if request.hands else (),
        rival=rival,
        unread=unread,
    )
    resolver = CardResolver(cards)
    spec = _spec(request, resolver)
    if spec is None:
        rows, types = analysis.card_table(main, seen_first, seen_second)
        return replace(base, cards=rows, types=types), (), read
    return (*_with_spec(request, lang, spec, resolver, main, base, seed), read)


def _spec(request: Request, resolver: CardResolver) -> HandSpec | None:
    """The hand spec of ``--mano``, or of ``--grupo`` and ``--condicion``; None: neither."""
    if request.hand is not None:  # PyYAML is imported for a spec file alone
        from ydkcheck.goldfish.spec_file import read_spec

        return read_spec(request.hand)
    if request.quick:
        return quick_spec(
            request.groups, request.conditions, lambda name: resolver.identity(name) is not None
        )
    return None


def _with_spec(
    request: Request,
    lang: str,
    spec: HandSpec,
    resolver: CardResolver,
    main: list[MainCard],
    base: GoldfishResult,
    seed: int,
) -> tuple[GoldfishResult, tuple[MissingCard, ...]]:
    """The conditions of the hand spec ``spec`` over the Main Deck ``main``."""
    prepared = prepare(spec, resolver, main)
    if prepared.effects and request.samples > MAX_SAMPLES_WITH_EFFECTS:
        most = MAX_SAMPLES_WITH_EFFECTS
        raise InputError("goldfish.too-many-samples-effects", value=request.samples, most=most)
    missing = tuple(MissingCard(spec.path, line, ref) for line, ref in prepared.missing)
    samples = None if request.exact and not prepared.effects else request.samples
    label = t("goldfish.progress", lang)
    with LazyProgress(request.samples, label, sys.stderr.isatty()) as progress:
        results, samples = analysis.evaluate_conditions(
            prepared.deck,
            spec.conditions,
            prepared.effects,
            base.cards_seen,
            samples,
            seed,
            progress,
            fallback_samples=request.samples,
        )
    computed = replace(
        base,
        conditions=results,
        samples=samples,
        seed=seed if samples is not None or request.hands else None,
        has_effects=bool(prepared.effects),
    )
    return computed, missing
