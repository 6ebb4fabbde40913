"""What the policy says of a deck check: the situations found, the infraction, the penalty,
and the fix.

``judge`` reads the facts of a check (``Facts``: what was not read, the ambiguous names,
the differences, the legality of the list and of the deck) and what the judge says
(``Circumstances``: the round, an earlier verification of the list, whether the deck had
been presented), finds the situations of the policy table, and asks ``compare.fix`` for the
steps of the fix the table names. The gravest situation gives the infraction; before Round
1 the table's own penalty (none, in IPP 2.2) replaces it.
"""

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

from ydkcheck.cards import Card, CardDB
from ydkcheck.compare import fix
from ydkcheck.compare.check import Difference
from ydkcheck.compare.policy_table import FixRule, Infraction, Named, PolicyTable, Situation
from ydkcheck.compare.record import Record
from ydkcheck.decks.model import SECTIONS, Deck, DeckEntry
from ydkcheck.diagnostics import Diagnostic, Section, Severity

if TYPE_CHECKING:
    from ydkcheck.compare.names import ListedName

MISPLACED = frozenset({"extra-in-main", "main-in-extra"})  # a card where it cannot stand
# the rules whose errors lines not read cannot undo: such a line may only add a card
WHATEVER_IS_UNREAD = frozenset(
    {"forbidden", "limited", "semi-limited", "copies", "not-in-format", "not-playable", "points"}
)
UNFINISHED = frozenset({"reread", "confirm", "compare-with-list"})  # fixes that check again


class Circumstances(Record):
    """What the judge says of the check."""

    __slots__ = ("game", "judge", "player", "presented", "round", "verified")

    def __init__(
        self,
        round: int | None = None,
        verified: bool = False,
        presented: bool = True,
        player: str | None = None,
        judge: str | None = None,
        game: int | None = None,
    ) -> None:
        self.round = round  # 0: before Round 1; None: not said (a round under way)
        self.verified = verified  # an earlier deck check verified the list
        self.presented = presented  # the deck had been presented to the opponent
        self.player = player
        self.judge = judge
        self.game = game  # of the match; None: not said (the first, the deck as registered)

    @property
    def between_games(self) -> bool:
        """A game after a match's first: the deck may hold Side Deck cards swapped in."""
        return self.game is not None and self.game > 1

    @property
    def before_round_1(self) -> bool:
        return self.round == 0


class Facts(Record):
    """What a deck check found, as the policy needs it.

    ``listed`` is the registered list as read, its ambiguous names written as the card
    played where the deck shows which (None: only a fingerprint was recorded, and
    ``recorded_match`` says whether the deck bears it).
    """

    __slots__ = (
        "ambiguous",
        "artworks",
        "differences",
        "listed",
        "listed_errors",
        "presented",
        "presented_errors",
        "presented_unread",
        "recorded_match",
        "unclear",
        "unknown",
    )

    def __init__(
        self,
        presented: Deck,
        presented_errors: tuple[Diagnostic, ...],
        presented_unread: tuple[Diagnostic, ...],
        listed: Deck | None = None,
        listed_errors: tuple[Diagnostic, ...] = (),
        unclear: tuple[Diagnostic, ...] = (),
        ambiguous: "tuple[tuple[ListedName, Card | None], ...]" = (),
        differences: tuple[Difference, ...] = (),
        artworks: int = 0,
        recorded_match: bool | None = None,
        unknown: tuple[Diagnostic, ...] = (),
    ) -> None:
        self.presented = presented
        self.presented_errors = presented_errors  # the deck's errors under the list
        # of lines not read as written, or as a card the data knows
        self.presented_unread = presented_unread
        self.listed = listed
        self.listed_errors = listed_errors
        self.unclear = unclear  # of list lines to confirm (not read, no card fits)
        self.ambiguous = ambiguous  # and the card played
        self.differences = differences  # between the list (as above) and the deck
        self.artworks = artworks  # cards presented in another artwork only
        self.recorded_match = recorded_match
        # of the list's passcodes the card data does not know: ydkcheck's data may be older
        # than the card, so no infraction is said of them
        self.unknown = unknown

    @property
    def unresolved(self) -> tuple[Diagnostic, ...]:
        """What must be confirmed on the list: lines unclear, ambiguous with no card played,
        or a passcode the data does not know."""
        ambiguous = [name.diagnostic for name in self.unsettled]
        return (*self.unclear, *ambiguous, *self.unknown)

    @property
    def unsettled(self) -> "tuple[ListedName, ...]":
        """The ambiguous names the deck does not settle (it plays none of the cards a name
        fits, or more than one): the list does not say which card each is."""
        return tuple(name for name, card in self.ambiguous if card is None)


def lines_of(diagnostics: Iterable[Diagnostic]) -> tuple[int, ...]:
    """The lines ``diagnostics`` stand on, each once, in order."""
    return tuple(sorted({d.line for d in diagnostics if d.line is not None}))


# what a finding says of side swaps between games (``Finding.swaps``): what is left once the
# swaps were matched and set apart, or changes of which the swaps cannot be told apart
SWAPS_APART, SWAPS_UNSORTED = "apart", "unsorted"


class Finding(Record):
    """One situation of the policy found in the check, with the lines and cards concerned."""

    __slots__ = ("cards", "lines", "side_counts", "situation", "swaps", "total", "written")

    def __init__(
        self,
        situation: Situation,
        lines: tuple[int, ...] = (),
        cards: tuple[fix.Placed, ...] = (),
        total: int = 0,
        written: str = "",
        swaps: str = "",
        side_counts: tuple[int, int] | None = None,
    ) -> None:
        self.situation = situation
        self.lines = lines
        self.cards = cards
        self.total = total  # how many: differences, cards in another artwork
        self.written = written  # an ambiguous name as the list writes it
        # between games: SWAPS_APART, SWAPS_UNSORTED, or "" (no side swap in question)
        self.swaps = swaps
        # side swaps between games: the Side Deck's count, listed and presented, where the
        # deck did not keep it (the swaps are one for one; something else changed it)
        self.side_counts = side_counts

    def said_of_swaps(self, swaps: str) -> "Finding":
        """This finding, saying ``swaps`` of the side swaps between games."""
        return Finding(
            self.situation,
            self.lines,
            self.cards,
            self.total,
            self.written,
            swaps,
            self.side_counts,
        )


class Ruling(Record):
    """The policy's answer to a deck check."""

    __slots__ = ("circumstances", "findings", "fix", "infraction", "table")

    def __init__(
        self,
        table: PolicyTable,
        circumstances: Circumstances,
        findings: tuple[Finding, ...],
        infraction: Infraction | None,
        fix: fix.Fix,
    ) -> None:
        self.table = table
        self.circumstances = circumstances
        self.findings = findings
        self.infraction = infraction  # the gravest finding's (before Round 1 too)
        self.fix = fix

    @property
    def before_round_1(self) -> bool:
        """An infraction found before Round 1: corrected with the table's penalty for it."""
        return self.infraction is not None and self.circumstances.before_round_1

    @property
    def concluded(self) -> bool:
        """False while the check cannot conclude: a line must be confirmed or read again, or
        the deck compared with the registered list. The infraction is then the least one."""
        return self.fix.procedure not in UNFINISHED

    @property
    def settled(self) -> bool:
        """Whether the infraction is known: the check concluded, or what it found is already
        the gravest infraction of the policy, which nothing left to confirm can change."""
        gravest = self.table.infraction_order[-1]
        return self.concluded or (self.infraction is not None and self.infraction.id == gravest)

    @property
    def sided(self) -> bool:
        """Between games, the registered deck with Side Deck cards swapped in one for one, and
        nothing else that differs from the list."""
        return any(f.situation.id == "sided" for f in self.findings) and not any(
            f.swaps == SWAPS_APART for f in self.findings
        )

    @property
    def penalty(self) -> Named | None:
        if self.infraction is None:
            return None
        return self.table.before_round_1 if self.before_round_1 else self.infraction.penalty


class Judge:
    """The policy table and the card data one check is judged with."""

    def __init__(
        self,
        table: PolicyTable,
        cards: CardDB,
        check: Callable[[Deck], Iterable[Diagnostic]],
        main_low: int,
    ) -> None:
        self.table = table
        self.cards = cards
        self.look = fix.Cards(cards)
        self.check = check  # the errors of a deck under the list
        self.main_low = main_low

    def situation(self, key: str) -> Situation:
        return self.table.situations[key]

    def judge(self, facts: Facts, circumstances: Circumstances) -> Ruling:
        """The ruling on ``facts`` (see the module's documentation)."""
        findings: list[Finding] = []
        unread, unclear = facts.presented_unread, facts.unclear
        if unread:
            situation = self.situation("presented-unread")
            findings.append(Finding(situation, lines_of(unread), total=len(unread)))
        if unclear:
            situation = self.situation("list-unclear")
            findings.append(Finding(situation, lines_of(unclear), total=len(unclear)))
        if facts.unknown:
            situation = self.situation("list-unknown-card")
            findings.append(Finding(situation, lines_of(facts.unknown), total=len(facts.unknown)))
        for name, card in facts.ambiguous:
            played = () if card is None else (self._placed(name.section, card, name.copies),)
            lines = (name.line,) if name.line else ()
            situation = self.situation("ambiguous-name")
            findings.append(Finding(situation, lines, played, written=name.written))
        if facts.presented_unread or facts.unresolved:
            if not facts.presented_unread and facts.presented_errors:
                findings.append(Finding(self.situation("deck-illegal")))
            if any(error.rule in WHATEVER_IS_UNREAD for error in facts.listed_errors):
                # a Forbidden card the list writes: illegal, whatever its other lines say
                findings.append(Finding(self.situation("list-illegal")))
            steps: list[fix.Step] = []
            if facts.presented_unread:
                steps.append(fix.Reread(lines_of(facts.presented_unread)))
            if facts.unclear or facts.unknown:
                steps.append(fix.Confirm(lines_of((*facts.unclear, *facts.unknown))))
            # an ambiguous name the deck does not settle: the list does not say which card it
            # is, a step of its own that says so, never one more line to confirm
            steps += [fix.Confirm(lines_of((n.diagnostic,)), n.written) for n in facts.unsettled]
            procedure = "reread" if facts.presented_unread else "confirm"
            return self._ruling(findings, fix.Fix(procedure, tuple(steps)), circumstances)
        swaps = ""
        siding = self._siding(facts, circumstances)
        if siding is not None and siding.unsorted:  # every change named, as no swap is known
            swaps = SWAPS_UNSORTED
        elif siding is not None:  # between games: judged as the deck registered, swaps undone
            registered = self._as_registered(facts, siding)
            # unless the swaps made it illegal (a Main Deck of 39, an Extra Deck monster in it)
            if _kinds(facts.presented_errors) <= _kinds(registered.presented_errors):
                findings.append(self._sided(facts, siding))
                swaps = SWAPS_APART if registered.differences else ""
                facts = registered
        main, extra = self._case(facts, circumstances)
        findings += extra
        if main is not None:
            findings.append(main.said_of_swaps(swaps) if swaps else main)
        renamed = [  # where the list writes the name: the step's lines, as every step's
            fix.Rename(name.written, self._listed(name, card))
            for name, card in facts.ambiguous
            if card is not None
        ]
        rule = main.situation.fix if main is not None else None
        fixed = self._fix(rule, facts, circumstances) if rule is not None else fix.Fix("none")
        renamed_fix = fix.Fix(fixed.procedure, (*renamed, *fixed.steps))
        return self._ruling(findings, renamed_fix, circumstances)

    def _ruling(
        self, findings: list[Finding], fixed: fix.Fix, circumstances: Circumstances
    ) -> Ruling:
        ranks = list(self.table.infraction_order)
        graver = [f.situation.infraction for f in findings if f.situation.infraction is not None]
        infraction = max(graver, key=lambda found: ranks.index(found.id), default=None)
        return Ruling(self.table, circumstances, tuple(findings), infraction, fixed)

    def _case(
        self, facts: Facts, circumstances: Circumstances
    ) -> tuple[Finding | None, list[Finding]]:
        """The situation whose fix applies, and the findings that come with it."""
        extra: list[Finding] = []
        if facts.artworks:
            extra.append(Finding(self.situation("artwork"), total=facts.artworks))
        deck_legal = not facts.presented_errors
        if facts.listed is None:  # only a fingerprint
            if not facts.recorded_match:
                if not deck_legal:
                    extra.append(Finding(self.situation("deck-illegal")))
                return Finding(self.situation("not-recorded-deck")), extra
            if deck_legal:
                return None, extra
            return Finding(self.situation("both-illegal")), extra
        list_legal = not facts.listed_errors
        count = len(facts.differences)
        if not facts.differences and list_legal and deck_legal:
            return None, extra  # an illegal deck the same as a legal list: another passcode
        if not list_legal and not deck_legal:
            return Finding(self.situation("both-illegal"), total=count), extra
        if list_legal:
            if deck_legal and _side_swapped(facts.differences):
                moved = tuple(self._difference(d) for d in facts.differences)
                if circumstances.between_games:  # what no swap one for one explains
                    differs = self.situation("deck-differs")
                    return Finding(differs, cards=moved, total=count), extra
                key = "side-in-main" if circumstances.presented else "side-in-main-not-presented"
                return Finding(self.situation(key), cards=moved, total=count), extra
            wrong = self._wrong_cards(facts.differences)
            if wrong:
                return Finding(self.situation("wrong-card"), cards=wrong, total=count), extra
            key = "deck-differs" if deck_legal else "deck-illegal"
            # the cards that differ, for the judge and the slip's short description
            differing = tuple(self._difference(d) for d in facts.differences)
            return Finding(self.situation(key), cards=differing, total=count), extra
        misplaced = self._misplaced(facts)
        if misplaced:
            return Finding(self.situation("wrong-card-misplaced"), cards=misplaced), extra
        return Finding(self.situation("list-illegal"), total=count), extra

    def _siding(self, facts: Facts, circumstances: Circumstances) -> "Siding | None":
        """Between games, the differences from the list matched as side swaps one for one
        (``match_swaps``); None when there is no swap to match."""
        if not circumstances.between_games or facts.listed is None or not facts.differences:
            return None
        siding = match_swaps(facts.differences)
        return siding if siding.swapped or siding.unsorted else None

    def _sided(self, facts: Facts, siding: "Siding") -> Finding:
        """The finding of the side swaps between games: the copies each card's swaps moved,
        and the Side Deck's counts where the deck did not keep the list's (the swaps always
        keep it: a card of the Side Deck gone, or one more, is something else)."""
        assert facts.listed is not None
        moved = tuple(
            fix.Placed(d.section, d.identity, d.card, siding.swapped[d.section, d.identity])
            for d in facts.differences
            if siding.swapped.get((d.section, d.identity))
        )
        counts = (len(facts.listed.side), len(facts.presented.side))
        kept = counts[0] == counts[1]
        situation = self.situation("sided")
        return Finding(
            situation, cards=moved, total=len(moved), side_counts=None if kept else counts
        )

    def _as_registered(self, facts: Facts, siding: "Siding") -> Facts:
        """``facts`` with the deck as registered, its swaps with the Side Deck undone: what
        then differs from the list, or is illegal, is what no swap explains, and a fix never
        writes the swaps onto the list. Each copy keeps the line it has in the presented
        deck, a swapped one too (a line the fix names holds that card)."""
        assert facts.listed is not None
        swapped = siding.swapped
        short = {place: -copies for place, copies in swapped.items() if copies < 0}
        over = {place: copies for place, copies in swapped.items() if copies > 0}
        entries: list[DeckEntry] = []
        for entry in facts.presented.by_section:
            place = (entry.section, self.look.identity(entry.card_id))
            if over.get(place):  # a swapped copy goes back where the list has it
                home = next(p for p, n in short.items() if n and p[1] == place[1])
                over[place] -= 1
                short[home] -= 1
                entry = entry._replace(section=home[0])
            entries.append(entry)
        presented = facts.presented
        deck = Deck.from_entries(presented.source, entries, player=presented.player)
        errors = tuple(self.check(deck))
        rest = differences_left(facts.differences, swapped)
        return Facts(
            deck,
            errors,
            facts.presented_unread,
            facts.listed,
            facts.listed_errors,
            facts.unclear,
            facts.ambiguous,
            rest,
            facts.artworks,
            facts.recorded_match,
            facts.unknown,
        )

    def _fix(self, rule: FixRule, facts: Facts, circumstances: Circumstances) -> fix.Fix:
        """The steps of ``rule`` (the table's verified-list fix once the list is verified)."""
        listed, deck, look = facts.listed, facts.presented, self.look
        if rule.procedure == "compare-with-list":
            return fix.Fix(rule.id, (fix.CompareWithList(),))
        if listed is None:  # the recorded fingerprint is the deck's: the deck is the list
            listed = deck
        steps: list[fix.Step] = []
        if circumstances.verified and facts.listed_errors:
            # verified, yet illegal: the policy's rule keeps a list verified as legal, so the
            # Head Judge hears of the earlier check's miss and the list is fixed as any other
            first = facts.listed_errors[0]
            said = Diagnostic(first.rule, "compara.verified-illegal", line=first.line)
            steps.append(fix.Resolve(said))
        elif circumstances.verified:
            rule = self.table.verified_list
        from ydkcheck.compare import procedures

        steps += [fix.KeepList()] if rule.keep_list else []
        if rule.procedure == "deck-to-list":
            moves = procedures.deck_to_list(listed, deck, look, self.main_low, rule.lacking)
            # the same cards as the list, yet illegal (a passcode the list forbids apart from
            # its card's, as a simulator's pre-errata one): each error is what to correct
            steps += moves or [fix.Resolve(error) for error in facts.presented_errors]
        elif rule.procedure == "list-to-deck":
            steps += procedures.list_to_deck(listed, deck, look)
        elif rule.procedure == "strip-deck":
            steps += procedures.strip_deck(
                listed, deck, facts.presented_errors, self.check, look, self.cards
            )
        elif rule.procedure == "strike-from-list":
            struck = [(p.section, p.identity) for p in self._misplaced(facts)]
            steps += procedures.strike_from_list(listed, struck, deck, look, self.main_low)
        return fix.Fix(rule.id, tuple(steps))

    def _placed(self, section: Section, card: Card, count: int) -> fix.Placed:
        return fix.Placed(section, card.id, card, count)

    def _listed(self, name: "ListedName", card: Card) -> fix.Placed:
        """The copies of ``card`` an ambiguous name of the list stands for, at its line."""
        lines = () if name.line is None else (name.line,)
        return fix.Placed(name.section, card.id, card, name.copies, lines, of="list")

    def _difference(self, difference: Difference) -> fix.Placed:
        count = difference.presented - difference.registered
        return fix.Placed(difference.section, difference.identity, difference.card, count)

    def _wrong_cards(self, differences: tuple[Difference, ...]) -> tuple[fix.Placed, ...]:
        """Pairs of a listed card missing from a section and a card played there instead whose
        name the listed one fits, or fits the listed one's (Black Luster Soldier listed, its
        Envoy played; Dark Magician Girl listed, Dark Magician played): each pair as the
        listed card (negative count) then the played one."""
        found: list[fix.Placed] = []
        for section in SECTIONS:
            here = [d for d in differences if d.section is section and d.card is not None]
            missing = [d for d in here if d.registered > d.presented]
            extra = [d for d in here if d.presented > d.registered]
            for listed in missing:
                assert listed.card is not None
                from ydkcheck.cards.shorthand import fits, words  # only when cards differ

                written = words(listed.card.name)
                for played in extra:
                    assert played.card is not None
                    played_words = words(played.card.name)
                    if fits(written, played_words) or fits(played_words, written):
                        found += [self._difference(listed), self._difference(played)]
                        break
        return tuple(found)

    def _misplaced(self, facts: Facts) -> tuple[fix.Placed, ...]:
        """The list's cards written where they cannot stand and not played, when they are
        all that makes the list illegal (a real card named, not the card played: IPP's fix
        2). A copy is played when the deck holds more copies of the card than the list writes
        where it can stand: then the list merely put the player's card in the wrong section,
        and is fixed to the deck."""
        assert facts.listed is not None
        identity = self.look.identity
        played = Counter(map(identity, _codes(facts.presented)))
        listed = Counter(map(identity, _codes(facts.listed)))
        placed = Counter((e.section, identity(e.card_id)) for e in facts.listed.by_section)
        found: dict[tuple[Section, int], int] = {}
        for error in facts.listed_errors:
            if error.rule not in MISPLACED or error.section is None or error.card_id is None:
                return ()
            place = (error.section, identity(error.card_id))
            found[place] = placed[place]
        for (_, card), copies in found.items():
            elsewhere = listed[card] - copies  # the copies the list writes where they stand
            if played[card] > elsewhere:
                return ()
        return tuple(
            fix.Placed(section, card, self.look.card(card), copies)
            for (section, card), copies in found.items()
        )


def _codes(deck: Deck) -> tuple[int, ...]:
    """Every passcode of ``deck``, its three sections together."""
    return (*deck.main, *deck.extra, *deck.side)


def _side_swapped(differences: tuple[Difference, ...]) -> bool:
    """Whether the deck is the list with Side Deck cards swapped in for some of the rest
    (side-decking not undone): every card has as many copies in all, and a card is in the
    Main or Extra Deck more often than listed (not only moved out to the Side Deck)."""
    totals: Counter[int] = Counter()
    for difference in differences:
        totals[difference.identity] += difference.presented - difference.registered
    sided_in = any(
        d.section is not Section.SIDE and d.presented > d.registered for d in differences
    )
    return sided_in and not any(totals.values())


def sided_in(cards: Iterable[fix.Placed]) -> tuple[fix.Placed, ...]:
    """The Side Deck cards of a side swap's finding, in the Main or Extra Deck: the copies
    there more than the list's."""
    return tuple(p for p in cards if p.section is not Section.SIDE and p.copies > 0)


def _kinds(errors: Iterable[Diagnostic]) -> set[tuple[str, int | None]]:
    """The rules ``errors`` break and the cards they break them with."""
    return {(error.rule, error.card_id) for error in errors}


class Siding(Record):
    """Between games, the differences from the list matched as side swaps (``match_swaps``):
    ``swapped`` holds the copies the swaps moved, by section and card (negative: fewer than
    the list's); ``unsorted``, that which changes are the swaps cannot be told, so none is
    set apart (``swapped`` is empty then)."""

    __slots__ = ("swapped", "unsorted")

    def __init__(self, swapped: Mapping[fix.Place, int], unsorted: bool = False) -> None:
        self.swapped = swapped
        self.unsorted = unsorted


def match_swaps(differences: tuple[Difference, ...]) -> Siding:
    """The differences from the list that side-decking between games explains, matched one
    for one: a card gone from the Main or Extra Deck into the Side Deck, and a card of the
    registered Side Deck gone into the Main or Extra Deck, where it can stand (an Extra Deck
    monster in the Extra Deck, any other card in the Main Deck), so that the Side Deck keeps
    its count. The rest is what the deck has more or fewer than the list so sided.

    Where more cards went one way than the other, only as many as went the other way are
    swaps; if those could be more than one card (one card out of the Main Deck, two Side
    Deck cards of different names in), which are the swaps cannot be told: ``unsorted``,
    and none is set apart. Copies of one card are alike: which of them was swapped does
    not matter."""
    change = {(d.section, d.identity): d.presented - d.registered for d in differences}
    card = {d.identity: d.card for d in differences}
    into_side = {i: n for (s, i), n in change.items() if s is Section.SIDE and n > 0}
    out_of_side = {i: -n for (s, i), n in change.items() if s is Section.SIDE and n < 0}
    gone: dict[fix.Place, int] = {}  # out of the Main or Extra Deck, into the Side Deck
    came: dict[fix.Place, int] = {}  # out of the Side Deck, into the Main or Extra Deck
    for (section, identity), copies in change.items():
        if section is Section.SIDE:
            continue
        if copies < 0 and into_side.get(identity):
            moved = min(-copies, into_side[identity])
            into_side[identity] -= moved
            gone[section, identity] = moved
        elif copies > 0 and out_of_side.get(identity) and _stands(card[identity], section):
            moved = min(copies, out_of_side[identity])
            out_of_side[identity] -= moved
            came[section, identity] = moved
    swaps = min(sum(gone.values()), sum(came.values()))
    if swaps and any(sum(moves.values()) > swaps and len(moves) > 1 for moves in (gone, came)):
        return Siding({}, unsorted=True)
    swapped: dict[fix.Place, int] = {}
    for moves, sign in ((gone, -1), (came, 1)):
        left = swaps
        for (section, identity), copies in moves.items():
            taken = min(copies, left)
            left -= taken
            if taken:
                swapped[section, identity] = sign * taken
                side = (Section.SIDE, identity)
                swapped[side] = swapped.get(side, 0) - sign * taken
    return Siding(swapped)


def differences_left(
    differences: Iterable[Difference], swapped: Mapping[fix.Place, int]
) -> tuple[Difference, ...]:
    """What differs from the list once the copies ``swapped`` between games (``Siding``, or
    a ``sided`` finding's cards) are set apart: what no side swap explains."""
    return tuple(
        Difference(d.section, d.identity, d.card, d.registered, presented)
        for d in differences
        if (presented := d.presented - swapped.get((d.section, d.identity), 0)) != d.registered
    )


def _stands(card: Card | None, section: Section) -> bool:
    """Whether ``card`` can be played in ``section`` (the Main or Extra Deck)."""
    if card is None or not card.is_playable:
        return False
    return card.is_extra_monster == (section is Section.EXTRA)


def errors_of(
    diagnostics: Iterable[Diagnostic], reading: Iterable[Diagnostic]
) -> tuple[Diagnostic, ...]:
    """The errors among ``diagnostics`` that the rules found (not the deck's reading)."""
    read = {id(diagnostic) for diagnostic in reading}
    return tuple(d for d in diagnostics if d.severity is Severity.ERROR and id(d) not in read)
