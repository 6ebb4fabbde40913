"""A judge's deck check from start to end: both decks read, compared, judged against the
list, and the policy's ruling.

The registered list is read as the policy reads it: a shorthand that fits one card names
that card (``compare.names``); an ambiguous name stays unread, and where the deck shows
which of its cards the player played, the ruling corrects the list to it. ``same`` holds
only when every line of both decks was read as written and the cards match by section and
identity; a recorded fingerprint (``--huella``) stands for the registered deck when only
that was kept.
"""

import dataclasses
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ydkcheck.cards import Card, CardDB
from ydkcheck.compare.check import Compared, Comparison, Difference, compare, compared
from ydkcheck.compare.policy_table import load_table
from ydkcheck.compare.record import Record
from ydkcheck.compare.ruling import (
    SWAPS_APART,
    Circumstances,
    Facts,
    Judge,
    Ruling,
    differences_left,
    errors_of,
)
from ydkcheck.compare.simulator_names import SimulatorName, settled, simulator_names
from ydkcheck.decks.fingerprint import normalised
from ydkcheck.decks.model import Deck, DeckEntry
from ydkcheck.decks.ydk import CREATED_BY
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.lists.model import Banlist
from ydkcheck.rules.pool import SHARED_NAME, one_meaning
from ydkcheck.validate import DeckResult, Validator

if TYPE_CHECKING:
    from ydkcheck.compare.names import ListedName

SAME, DIFFERENT, SIDED, NOT_VERIFIED = "same", "different", "sided", "not-verified"


class Judged(Record):
    """One deck of the check: as read, and its verdict under the list."""

    __slots__ = ("compared", "result")

    def __init__(self, compared: Compared, result: DeckResult) -> None:
        self.compared = compared
        self.result = result

    @property
    def errors(self) -> tuple[Diagnostic, ...]:
        """Its errors under the list, its reading aside."""
        return errors_of(self.result.diagnostics, self.result.deck.warnings)

    @property
    def legal(self) -> bool:
        return not self.errors

    @property
    def problems(self) -> tuple[Diagnostic, ...]:
        """What ``valida`` reports of it but the rulebook's advice: errors and warnings."""
        return tuple(d for d in self.result.diagnostics if d.severity is not Severity.INFO)


class DeckCheck(Record):
    """A whole deck check: the decks, their comparison, the list and the ruling."""

    __slots__ = (
        "banlist",
        "comparison",
        "facts",
        "names",
        "pre_errata",
        "presented",
        "recorded",
        "registered",
        "ruling",
    )

    def __init__(
        self,
        presented: Judged,
        facts: Facts,
        ruling: Ruling,
        banlist: Banlist,
        registered: Judged | None = None,
        comparison: Comparison | None = None,
        names: "tuple[ListedName, ...]" = (),
        recorded: str | None = None,
        pre_errata: tuple[SimulatorName, ...] = (),
    ) -> None:
        self.presented = presented
        self.facts = facts  # what the ruling was made on
        self.ruling = ruling
        self.banlist = banlist
        self.registered = registered  # None: only a fingerprint was recorded
        self.comparison = comparison
        self.names = names  # list lines no card bears exactly
        self.recorded = recorded  # the fingerprint recorded, as given
        # names of a card the deck plays a simulator's passcode of (``simulator_names``)
        self.pre_errata = pre_errata

    @property
    def verdict(self) -> str:
        """``same``, ``different``, ``sided`` (between games, the registered deck with Side
        Deck cards swapped in, and nothing else changed) or ``not-verified`` (a line of a deck
        not read)."""
        if self.ruling.fix.procedure in ("reread", "confirm"):
            return NOT_VERIFIED
        if self.comparison is not None:
            if self.comparison.same:
                return SAME
            return SIDED if self.ruling.sided else DIFFERENT
        found = self.presented.compared.fingerprint
        recorded = normalised(self.recorded) if self.recorded is not None else None
        return SAME if recorded is not None and found == recorded else DIFFERENT

    @property
    def left(self) -> tuple[Difference, ...] | None:
        """Between games, where side swaps were matched and set apart from the rest, what
        differs from the list besides them (what the ruling judged); None where no swap was
        set apart so (none matched, or which they are cannot be told)."""
        ruling = self.ruling
        if not any(finding.swaps == SWAPS_APART for finding in ruling.findings):
            return None
        sided = next(f for f in ruling.findings if f.situation.id == "sided")
        swapped = {(placed.section, placed.identity): placed.copies for placed in sided.cards}
        return differences_left(self.facts.differences, swapped)

    @property
    def player(self) -> str | None:
        """The player's name for the Match Result Slip, which asks for a full name: the one a
        list writes (``Player:``, a sheet's field), the registered list's first. A ``.ydk``'s
        ``#created by`` is a simulator's user name, never taken for it."""
        decks = (self.registered, self.presented) if self.registered else (self.presented,)
        for judged in decks:
            deck = judged.compared.deck
            if deck.player is not None and not any(
                note.kind == "player" and note.text.casefold().startswith(CREATED_BY)
                for note in deck.notes
            ):
                return deck.player
        return None

    @property
    def passed(self) -> bool:
        """The same deck (or, between games, the same sided), and nothing the policy must
        correct: exit 0."""
        return self.verdict in (SAME, SIDED) and all(
            finding.situation.infraction is None for finding in self.ruling.findings
        )


def check_files(
    registered: str | None,
    presented: str,
    cards: CardDB,
    validator: Validator,
    circumstances: Circumstances,
    recorded: str | None = None,
) -> DeckCheck:
    """Read both decks (InputError naming one that cannot be read) and check them; with
    ``registered`` None, the presented deck against the ``recorded`` fingerprint."""
    from ydkcheck.decks import read_deck

    listed = read_deck(registered, cards) if registered is not None else None
    deck = _with_card_titles(read_deck(presented, cards), cards)
    if listed is None:
        assert recorded is not None
        return check_fingerprint(recorded, deck, cards, validator, circumstances)
    return check_decks(listed, deck, cards, validator, circumstances)


def _with_card_titles(deck: Deck, cards: CardDB) -> Deck:
    """A presented text list whose title lines name a card (``decks.titles``) has those
    lines among its reading problems: lines not read as written, as on the registered list,
    where they are lines to confirm."""
    if not any(note.kind == "title" for note in deck.notes):
        return deck
    from ydkcheck.decks.titles import card_titles

    named = card_titles(deck, cards)
    return dataclasses.replace(deck, warnings=(*deck.warnings, *named)) if named else deck


def unknown_passcodes(judged: Judged) -> tuple[Diagnostic, ...]:
    """The passcodes of a deck that the card data does not know: a card newer than the data,
    or a wrong number. Which card it is, and whether it is legal, ydkcheck cannot tell, so
    the check cannot conclude on them (a line to confirm, or to enter again). A number a list
    misprinted for a card is not among them: it is known to be no card, which no update
    changes, and a deck holding it differs from one holding the card."""
    unknown = {"rule.unknown-card", "rule.unknown-card.rush"}
    return tuple(d for d in judged.result.diagnostics if d.message_key in unknown)


def _judge(cards: CardDB, validator: Validator) -> Judge:
    def errors(deck: Deck) -> tuple[Diagnostic, ...]:
        return errors_of(validator.check(deck).diagnostics, deck.warnings)

    return Judge(load_table(), cards, errors, validator.banlist.deck.main.low)


def check_fingerprint(
    recorded: str, deck: Deck, cards: CardDB, validator: Validator, circumstances: Circumstances
) -> DeckCheck:
    """The presented deck against a recorded fingerprint: the same cards, or not."""
    judged = Judged(compared(deck, cards), validator.check(deck))
    matches = judged.compared.fingerprint == normalised(recorded)
    facts = Facts(
        deck,
        judged.errors,
        (*judged.compared.unread, *unknown_passcodes(judged)),
        recorded_match=matches,
    )
    ruling = _judge(cards, validator).judge(facts, circumstances)
    return DeckCheck(judged, facts, ruling, validator.banlist, recorded=recorded)


def check_decks(
    registered: Deck,
    presented: Deck,
    cards: CardDB,
    validator: Validator,
    circumstances: Circumstances,
) -> DeckCheck:
    """The deck check of ``presented`` against ``registered`` (see the module's docs)."""
    registered = _one_card_of_a_shared_name(registered, cards, validator)
    presented = _one_card_of_a_shared_name(presented, cards, validator)
    names: tuple[ListedName, ...] = ()
    if registered.warnings:  # a text list whose names did not all match: fit them
        from ydkcheck.compare.names import listed_names

        names = listed_names(registered, cards)
    fitted = [(n, n.shorthand) for n in names if n.shorthand and not n.read]
    read_list = with_names(registered, fitted, cards)
    comparison = compare(read_list, presented, cards)
    # a card written by its name alone, a simulator's passcode of its older text played
    named = {*registered.named_only, *(n.line for n, _ in fitted if n.line is not None)}
    pre_errata = simulator_names(read_list, named, comparison.differences, cards, validator.view)
    as_played = settled(read_list, pre_errata, cards)
    if as_played is not read_list and _judged_apart(read_list, as_played, validator):
        # the list's rules tell them apart all the same (not by a count): not settled
        pre_errata, as_played = tuple(name.judged_apart() for name in pre_errata), read_list
    if as_played is not read_list:  # the list as read, and so its fingerprint, is shown
        read_list, as_read = as_played, comparison.registered
        played = compare(read_list, presented, cards)
        comparison = Comparison(as_read, played.presented, played.differences, played.artworks)
    ambiguous = [(n, _played(n, comparison.differences, cards)) for n in names if n.ambiguous]
    resolved = [(name, card) for name, card in ambiguous if card is not None]
    listed = with_names(read_list, resolved, cards)
    # each deck as read and compared, and its verdict (the list's as the ruling reads it)
    judged_list = Judged(comparison.registered, validator.check(listed))
    judged_deck = Judged(comparison.presented, validator.check(presented))
    against = compare(listed, presented, cards) if resolved else comparison
    named = {id(name.diagnostic) for name in names}
    unclear = [d for d in comparison.registered.unread if id(d) not in named]
    unclear += [n.diagnostic for n in names if not n.candidates]
    if any(note.kind == "title" for note in registered.notes):
        from ydkcheck.decks.titles import card_titles

        unclear += card_titles(registered, cards)
    unknown = unknown_passcodes(judged_list)
    if not unclear and not unknown and len(resolved) == len(ambiguous) and not against.differences:
        # every line read and the deck its cards: a count the list writes that its cards do
        # not add up to is the player's to explain (an arithmetic error, the commonest a deck
        # list has). Where the deck differs, the card lines are the list, and no total may
        # have them rewritten to the deck
        unclear += [d for d in listed.warnings if d.rule == "list-total"]
    facts = Facts(
        presented,
        judged_deck.errors,
        (*comparison.presented.unread, *unknown_passcodes(judged_deck)),
        listed,
        judged_list.errors,
        tuple(unclear),
        tuple(ambiguous),
        against.differences,
        len(against.artworks),
        unknown=unknown,
    )
    ruling = _judge(cards, validator).judge(facts, circumstances)
    return DeckCheck(
        judged_deck,
        facts,
        ruling,
        validator.banlist,
        judged_list,
        comparison,
        names,
        pre_errata=pre_errata,
    )


def _judged_apart(listed: Deck, as_played: Deck, validator: Validator) -> bool:
    """Whether the list finds other errors in ``as_played`` than in ``listed``, the same
    cards but some written as a simulator's passcode: then it judges the two apart."""

    def kinds(deck: Deck) -> Counter[str]:
        return Counter(d.rule for d in errors_of(validator.check(deck).diagnostics, ()))

    return kinds(listed) != kinds(as_played)


def _one_card_of_a_shared_name(deck: Deck, cards: CardDB, validator: Validator) -> Deck:
    """``deck`` without the warnings of a name the list gives one meaning (``rules.pool``)."""
    if not any(d.message_key == SHARED_NAME for d in deck.warnings):
        return deck
    kept = one_meaning(deck.warnings, validator.view, cards)
    return dataclasses.replace(deck, warnings=kept) if len(kept) < len(deck.warnings) else deck


def with_names(
    deck: Deck, names: "Iterable[tuple[ListedName, Card | None]]", cards: CardDB
) -> Deck:
    """``deck`` with each name's line read as the card given (its reading problem gone), and
    the counts the list writes checked again on the cards then read (``decks.totals``)."""
    chosen = [(name, card) for name, card in names if card is not None]
    if not chosen:
        return deck
    added = [
        DeckEntry(cards.original_artwork(card.id), name.section, name.line)
        for name, card in chosen
        for _ in range(name.copies)
    ]
    from ydkcheck.decks.totals import total_problems, unread_sections  # only such a list

    entries = [*deck.entries, *added]
    gone = {id(name.diagnostic) for name, _ in chosen}
    kept = [d for d in deck.warnings if id(d) not in gone and d.rule != "list-total"]
    fitted = {name.line for name, _ in chosen}
    unread = [line for line in deck.unread if line not in fitted]
    placed = unread_sections(unread, deck.warnings)
    warnings = (*kept, *total_problems(entries, deck.totals, cards, unread, placed))
    return Deck.from_entries(deck.source, entries, warnings, deck.player, totals=deck.totals)


def _played(name: "ListedName", differences: Iterable[Difference], cards: CardDB) -> Card | None:
    """The one card ``name`` fits that the deck holds more of, in its section, than the list
    as read: the card the player played (None when none or several)."""
    fitting = {cards.original_artwork(card.id) for card in name.candidates}
    played = [
        d.card
        for d in differences
        if d.section is name.section and d.presented > d.registered and d.identity in fitting
    ]
    return played[0] if len(played) == 1 else None
