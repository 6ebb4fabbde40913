"""A side plan checked against a deck, and the deck after one matchup's swaps.

For each matchup: every card in comes from the Side Deck and every card out from the Main
or Extra Deck, with enough copies of it (a card as the plan names it: any artwork will do,
but Umi is not A Legendary Ocean); as many cards go in as come out, so the Side Deck keeps
its count; a Fusion, Synchro, Xyz or Link monster goes to the Extra Deck and any other card
to the Main Deck. The deck after the swaps is then judged as ``valida`` judges a deck: the
list's Forbidden and Limited cards, copies, card pool, points, the format's sizes (a Speed
Duel Skill in none) and Skill. Names resolve as in a text decklist: one that finds no card
is an ``unknown-card`` diagnostic with suggestions. Every problem is a diagnostic on its
line of the plan file, under a stable rule id: ``unknown-card``, ``not-in-side``,
``not-in-deck``, ``unbalanced``, or the rule of ``valida`` the deck after the swaps breaks.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Container, Iterable
from dataclasses import dataclass

from ydkcheck.cards import Card, CardDB
from ydkcheck.cards.data import misprinted_passcodes
from ydkcheck.cards.matching import NameIndex, name_index
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.decks.model import Deck
from ydkcheck.decks.text_names import resolve_name
from ydkcheck.diagnostics import Diagnostic, Section, Severity
from ydkcheck.errors import InputError, Phrase
from ydkcheck.lists.model import DEFAULT_DECK_RULES, Bounds, DeckRules
from ydkcheck.rules import RULES
from ydkcheck.rules.placement import misprint_said
from ydkcheck.rules.sizes import section_counts
from ydkcheck.side_plan.spec import Matchup, SidePlan, Swap
from ydkcheck.validate import Validator


@dataclass(frozen=True)
class ResolvedSwap:
    """One card of a matchup as resolved: ``identity`` is None when no card was found."""

    swap: Swap
    card: Card | None
    identity: int | None


@dataclass(frozen=True)
class MatchupCheck:
    """One matchup checked: its cards, the section counts after its swaps, its problems."""

    matchup: Matchup
    cards_in: tuple[ResolvedSwap, ...]
    cards_out: tuple[ResolvedSwap, ...]
    counts: dict[str, int]
    diagnostics: tuple[Diagnostic, ...]

    @property
    def valid(self) -> bool:
        return not self.diagnostics


@dataclass(frozen=True)
class PlanCheck:
    """Every matchup of a plan checked against one deck (and the deck's fingerprint, and its
    section counts as the format counts them: a Speed Duel Skill in none)."""

    deck: Deck
    fingerprint: str
    plan: SidePlan
    matchups: tuple[MatchupCheck, ...]
    counts: dict[str, int]
    # the deck's own errors before any swap, at its lines, once: with a validator, every
    # error ``valida`` finds in it (a Forbidden card, an Extra Deck monster in the Main
    # Deck that every matchup sides out); without one, its reading errors (a ``.ydk`` line
    # the simulators load otherwise, a line not read). A plan for a deck that cannot be
    # played in Game 1 is no plan.
    deck_errors: tuple[Diagnostic, ...] = ()
    # the deck's reading warnings, as ``valida`` reports them (a line read two ways, a sheet
    # whose printed fields say another deck): the plan is checked against the deck read,
    # which may not be the one handed in, and the command says so
    deck_warnings: tuple[Diagnostic, ...] = ()

    @property
    def valid(self) -> bool:
        return not self.deck_errors and all(matchup.valid for matchup in self.matchups)


class Resolver:
    """The card each swap names, found once per name and plan (a miss costs a fuzzy search)."""

    def __init__(self, cards: CardDB, in_deck: Container[int]) -> None:
        self.cards = cards
        self.in_deck = in_deck
        self.index: NameIndex | None = None
        self.found: dict[str, int | Diagnostic] = {}

    def move(self, swap: Swap, problems: list[Diagnostic]) -> ResolvedSwap:
        """``swap`` resolved; a problem in ``problems`` when it names no card."""
        # a number is read as a text list reads it: a passcode, or the card it names ("7")
        named = swap.written if isinstance(swap.ref, int) and swap.written else swap.ref
        code = self._named(named) if isinstance(named, str) else named
        if isinstance(code, Diagnostic):
            problems.append(dataclasses.replace(code, line=swap.line))
            return ResolvedSwap(swap, None, None)
        card = self.cards.get(code)
        if card is not None and code in misprinted_passcodes():  # no card, though named
            problems.append(misprint_said(code, card, swap.line))
            return ResolvedSwap(swap, None, None)
        if card is None and code not in self.in_deck:
            problems.append(
                Diagnostic(
                    "unknown-card", "rule.unknown-card", {"id": code}, card_id=code, line=swap.line
                )
            )
            return ResolvedSwap(swap, None, None)
        # a card is named as the plan names it: an artwork is its card, but Umi is no
        # A Legendary Ocean, though the copy limit counts them together
        return ResolvedSwap(swap, card, self.cards.original_artwork(code))

    def _named(self, name: str) -> int | Diagnostic:
        if name not in self.found:
            self.index = self.index or name_index(self.cards)
            # a name two cards bear is read as the one the other counts as; the swap is then
            # checked against the deck, which says whether it holds that card
            self.found[name] = resolve_name(name, self.index, self.cards, 0, said=[])
        return self.found[name]


def _skills_of(deck: Deck, cards: CardDB, validator: Validator | None) -> frozenset[int]:
    """The passcodes of ``deck`` in no section's count under the validator's list."""
    if validator is None:
        return frozenset()
    return validator.view.skills_in({*deck.main, *deck.extra, *deck.side}, cards)


class DeckCounts:
    """A deck's copies of each card, per section: a card is its original artwork (an
    alternate artwork is its card; a card only counted as another is a card of its own).
    ``sizes``: its sections' counts, the list's Skill Cards (``skills``) in none, as
    ``valida`` counts them."""

    def __init__(self, deck: Deck, cards: CardDB, skills: frozenset[int] = frozenset()) -> None:
        codes = {*deck.main, *deck.extra, *deck.side}
        self.identity_of = {code: cards.original_artwork(code) for code in codes}

        def counted(codes: Iterable[int]) -> Counter[int]:
            return Counter(self.identity_of[code] for code in codes)

        self.main, self.extra, self.side = (
            counted(deck.main),
            counted(deck.extra),
            counted(deck.side),
        )
        self.skills = skills
        self.sizes = section_counts(deck, skills)
        self.codes = frozenset(self.identity_of)


def check_plan_file(deck: str, plan_file: str, cards: CardDB, validator: Validator) -> PlanCheck:
    """Read the deck and the plan (InputError on either) and check every matchup of the plan,
    each post-side deck judged by ``validator`` as ``valida`` judges a deck."""
    from ydkcheck.decks import read_deck
    from ydkcheck.side_plan.spec import load_plan

    side_plan = load_plan(plan_file)
    rules = validator.view.banlist.deck
    return check_plan(read_deck(deck, cards), side_plan, cards, rules, validator)


def check_plan(
    deck: Deck,
    plan: SidePlan,
    cards: CardDB,
    rules: DeckRules = DEFAULT_DECK_RULES,
    validator: Validator | None = None,
) -> PlanCheck:
    """Every matchup of ``plan`` checked against ``deck`` under the sizes of ``rules``; with
    ``validator``, each matchup's deck after its swaps is judged as ``valida`` judges a deck
    (the list's Forbidden and Limited cards, copies, card pool, points, the format's sizes
    and Skill)."""
    counts = DeckCounts(deck, cards, _skills_of(deck, cards, validator))
    resolver = Resolver(cards, counts.codes)
    checked = tuple(
        check_matchup(m, counts, resolver, rules, (deck, validator) if validator else None)
        for m in plan.matchups
    )
    errors, warnings = _deck_problems(deck, validator)
    sizes = dict(counts.sizes)
    return PlanCheck(deck, fingerprint(deck, cards), plan, checked, sizes, errors, warnings)


def _deck_problems(
    deck: Deck, validator: Validator | None
) -> tuple[tuple[Diagnostic, ...], tuple[Diagnostic, ...]]:
    """The errors of ``deck`` before any swap: as ``validator`` judges it, else its reading
    problems that are errors under the registry's weights; and its reading warnings, as
    ``valida`` reports them."""
    from ydkcheck.report.problem_lines import reading_problems

    judged = validator.check(deck) if validator is not None else None
    read = reading_problems(deck, judged)
    warnings = tuple(problem for problem in read if problem.severity is Severity.WARNING)
    if judged is not None:
        found = judged.diagnostics
        return tuple(p for p in found if p.severity is Severity.ERROR), warnings
    return tuple(p for p in deck.warnings if RULES.get(p.rule) is Severity.ERROR), warnings


def check_matchup(
    matchup: Matchup,
    deck: DeckCounts,
    resolver: Resolver,
    rules: DeckRules,
    judged: tuple[Deck, Validator] | None = None,
) -> MatchupCheck:
    """One matchup's swaps checked against the deck's counts (see the module's docs); with
    ``judged`` (the deck and a validator), the deck after the swaps is judged too."""
    problems: list[Diagnostic] = []
    cards_in = tuple(resolver.move(swap, problems) for swap in matchup.cards_in)
    cards_out = tuple(resolver.move(swap, problems) for swap in matchup.cards_out)
    for identity, (copies, move) in _totals(cards_in).items():
        if copies > deck.side[identity]:
            problems.append(_missing(move, copies, deck.side[identity], into_side=False))
    for identity, (copies, move) in _totals(cards_out).items():
        have = deck.main[identity] + deck.extra[identity]
        if copies > have:
            problems.append(_missing(move, copies, have, into_side=True))
    sizes = _sizes_after(deck, cards_in, cards_out)
    total_in = sum(swap.copies for swap in matchup.cards_in)
    total_out = sum(swap.copies for swap in matchup.cards_out)
    if total_in != total_out:
        params = {  # each number in its own counted words (1 carta, 2 cartas)
            "cards_in": Phrase("plan.count-in", {"count": total_in}),
            "cards_out": Phrase("plan.count-out", {"count": total_out}),
        }
        problems.append(Diagnostic("unbalanced", "plan.unbalanced", params, line=matchup.line))
    if judged is not None and not problems:  # the swaps can be made: judge their deck
        original, validator = judged
        result = validator.check(_swapped(original, deck, cards_in, cards_out))
        sizes = result.counts()  # as the format counts them: a Skill in no section
        read = {id(problem) for problem in original.warnings}  # the deck's, said once
        problems += [
            dataclasses.replace(problem, line=matchup.line)
            for problem in result.diagnostics
            if problem.severity is Severity.ERROR and id(problem) not in read
        ]
    else:
        problems += _size_problems(sizes, rules, matchup.line)
    problems.sort(key=lambda problem: problem.sort_key)
    return MatchupCheck(matchup, cards_in, cards_out, sizes, tuple(problems))


def _is_extra(move: ResolvedSwap) -> bool:
    return move.card is not None and move.card.is_extra_monster


def _sizes_after(
    deck: DeckCounts, cards_in: Iterable[ResolvedSwap], cards_out: Iterable[ResolvedSwap]
) -> dict[str, int]:
    """The section counts after the swaps as the plan writes them, so that each problem has
    one cause: a card goes out of the Main Deck, then the Extra, as far as they hold it, and
    else out of the section it belongs in; a card in goes where it belongs; a card no card
    data knows counts as a Main Deck card; a Skill Card, in no count, changes none."""
    sizes = dict(deck.sizes)
    for move in cards_in:
        if move.identity in deck.skills:
            continue
        sizes["extra" if _is_extra(move) else "main"] += move.swap.copies
        sizes["side"] -= move.swap.copies
    for identity, (copies, move) in _totals(cards_out).items():
        if identity in deck.skills:
            continue
        from_main = min(copies, deck.main[identity])
        from_extra = copies - from_main
        if not _is_extra(move):
            from_extra = min(from_extra, deck.extra[identity])
        sizes["main"] -= copies - from_extra
        sizes["extra"] -= from_extra
        sizes["side"] += copies
    for move in cards_out:
        if move.identity is None:
            sizes["main"] -= move.swap.copies
            sizes["side"] += move.swap.copies
    return sizes


def _totals(moves: Iterable[ResolvedSwap]) -> dict[int, tuple[int, ResolvedSwap]]:
    """Identity -> the copies the resolved moves name of it, and the first move naming it."""
    totals: dict[int, tuple[int, ResolvedSwap]] = {}
    for move in moves:
        if move.identity is not None:
            copies, first = totals.get(move.identity, (0, move))
            totals[move.identity] = (copies + move.swap.copies, first)
    return totals


def _missing(move: ResolvedSwap, copies: int, have: int, into_side: bool) -> Diagnostic:
    """Fewer copies of the card of ``move`` where it comes from than the plan moves: the
    Main and Extra Decks for a card going out (``into_side``), else the Side Deck."""
    name = move.card.name if move.card is not None else str(move.swap.ref)
    return Diagnostic(
        "not-in-deck" if into_side else "not-in-side",
        "plan.not-in-deck" if into_side else "plan.not-in-side",
        {"name": name, "count": copies, "available": have},
        card_id=move.identity,
        card_name=move.card.name if move.card is not None else None,
        section=None if into_side else Section.SIDE,
        line=move.swap.line,
        count=copies,
        max=have,
    )


def _size_problems(sizes: dict[str, int], rules: DeckRules, line: int) -> list[Diagnostic]:
    """The Main and Extra Deck sizes after the swaps outside the bounds of ``rules``."""
    found = []
    checked: tuple[tuple[str, Section, Bounds], ...] = (
        ("main-size", Section.MAIN, rules.main),
        ("extra-size", Section.EXTRA, rules.extra),
    )
    for rule, section, bounds in checked:
        count = sizes[section.value]
        if bounds.contains(count):
            continue
        under = count < bounds.low
        limit = bounds.low if under else bounds.high
        params = {"section": section, "count": count, "limit": limit}
        key = "rule.size.under" if under else "rule.size.over"
        found.append(
            Diagnostic(rule, key, params, section=section, line=line, count=count, max=limit)
        )
    return found


def post_side_deck(
    deck: Deck,
    plan: SidePlan,
    rival: str,
    cards: CardDB,
    rules: DeckRules = DEFAULT_DECK_RULES,
    validator: Validator | None = None,
) -> Deck:
    """``deck`` after the swaps of the matchup ``rival`` (case aside) of ``plan``.

    InputError naming the plan file when no matchup is called ``rival`` (listing those that
    are) or when the matchup is not valid for this deck (``ydkcheck plan`` says why: with
    ``validator``, as ``plan`` judges it under the list, its Skills counted in no section).
    The swapped copies keep their passcodes; the deck has no lines any more.
    """
    matchup = plan.matchup(rival)
    counts = DeckCounts(deck, cards, _skills_of(deck, cards, validator))
    judged = (deck, validator) if validator else None
    checked = check_matchup(matchup, counts, Resolver(cards, counts.codes), rules, judged)
    if not checked.valid:
        raise InputError(
            "plan.invalid-matchup",
            plan.path,
            matchup.line,
            rival=matchup.name,
            count=len(checked.diagnostics),
        )
    return _swapped(deck, counts, checked.cards_in, checked.cards_out)


def _swapped(
    deck: Deck,
    counts: DeckCounts,
    cards_in: Iterable[ResolvedSwap],
    cards_out: Iterable[ResolvedSwap],
) -> Deck:
    """``deck`` after swaps that can be made (every copy is where the plan takes it from).
    The swapped copies keep their passcodes; the deck has no lines any more."""
    main, extra, side = list(deck.main), list(deck.extra), list(deck.side)
    identity_of = counts.identity_of
    coming_in = [
        (move, _take(side, identity, copies, identity_of))
        for identity, (copies, move) in _totals(cards_in).items()
    ]
    for identity, (copies, _) in _totals(cards_out).items():
        taken = _take(main, identity, copies, identity_of)
        side += taken + _take(extra, identity, copies - len(taken), identity_of)
    for move, codes in coming_in:
        (extra if _is_extra(move) else main).extend(codes)
    return dataclasses.replace(
        deck, main=tuple(main), extra=tuple(extra), side=tuple(side), lines=None
    )


def _take(codes: list[int], identity: int, copies: int, identity_of: dict[int, int]) -> list[int]:
    """Remove up to ``copies`` passcodes of ``identity`` from the end of ``codes``; those."""
    taken: list[int] = []
    for index in range(len(codes) - 1, -1, -1):
        if len(taken) == copies:
            break
        if identity_of[codes[index]] == identity:
            taken.append(codes.pop(index))
    return taken
