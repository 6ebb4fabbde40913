"""``compare.deck_check`` and ``compare.ruling``: the policy's answer to each case of a deck
check (Konami's KDE-E IPP 2.2, Deck and Deck List Errors), on a real deck (Rose Dragon,
EDOPro's distribution) under the TCG 2026.05 list.

Before issue 22, ``compara`` only compared: it named no infraction, no penalty, no fix, and
it said nothing of a deck's legality.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from helpers import DECKS

from ydkcheck.cards import CardDB
from ydkcheck.compare import fix
from ydkcheck.compare.deck_check import DeckCheck, check_decks
from ydkcheck.compare.ruling import Circumstances
from ydkcheck.decks import Deck
from ydkcheck.decks.text import parse_text_decklist
from ydkcheck.decks.text_writer import to_text_decklist
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.validate import Validator

ROSE = DECKS / "Rose_Dragon.ydk"
WHITE_ROSE = 12213463  # 3 in the Main Deck
ARMY = 32807846  # Reinforcement of the Army: 1 in the Main Deck, Limited
TERRAFORMING = 73628505  # 1 in the Main Deck
FERTILIZER = 44887817  # Miracle Fertilizer: the Side Deck's 3 cards
REBORN, REBORN_ART = 83764718, 83764719  # Monster Reborn: the deck has the other artwork
BLS, ENVOY = 5405694, 72989439  # Black Luster Soldier; its Envoy of the Beginning
FLORA = 76524506  # Garden Rose Flora: a Synchro Monster
UMI, OCEAN = 22702055, 295517  # A Legendary Ocean: always treated as Umi, its own card
BOTTOMLESS = 29401950  # Bottomless Trap Hole
MAXX = 23434538  # Maxx "C": Forbidden


def check(
    listed: Deck, deck: Deck, cards: CardDB, validator: Validator, **said: object
) -> DeckCheck:
    """The deck check of ``deck`` against ``listed``; ``said``: what the judge says."""
    return check_decks(listed, deck, cards, validator, Circumstances(**said))  # type: ignore[arg-type]


def swapped(deck: Deck, out: int, into: int, section: Section = Section.MAIN) -> Deck:
    """``deck`` with one copy of ``out`` replaced by ``into`` in ``section``."""
    codes = list(deck.section(section))
    codes[codes.index(out)] = into
    return _with(deck, section, codes)


def added(deck: Deck, codes: Iterable[int], section: Section = Section.MAIN) -> Deck:
    return _with(deck, section, [*deck.section(section), *codes])


def removed(deck: Deck, code: int, section: Section = Section.MAIN) -> Deck:
    codes = list(deck.section(section))
    codes.remove(code)
    return _with(deck, section, codes)


def _with(deck: Deck, section: Section, codes: list[int]) -> Deck:
    parts = {s: list(deck.section(s)) for s in Section}
    parts[section] = codes
    return Deck(deck.source, *(tuple(parts[s]) for s in Section), player=deck.player)


def steps(result: DeckCheck) -> list[fix.Step]:
    return list(result.ruling.fix.steps)


def situations(result: DeckCheck) -> list[str]:
    return [finding.situation.id for finding in result.ruling.findings]


def test_the_same_legal_deck_has_nothing_to_correct(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    result = check(rose, rose, cards, validator, round=3)
    assert result.verdict == "same" and result.passed
    assert result.registered is not None and result.registered.legal and result.presented.legal
    ruling = result.ruling
    assert ruling.findings == () and ruling.infraction is None and ruling.penalty is None
    assert ruling.fix.procedure == "none" and steps(result) == []
    assert ruling.table.title == "KDE-E IPP 2.2"


def test_another_artwork_is_no_infraction(rose: Deck, cards: CardDB, validator: Validator) -> None:
    other = swapped(rose, REBORN_ART, REBORN)
    result = check(rose, other, cards, validator, round=3)
    assert result.verdict == "same" and result.passed
    assert situations(result) == ["artwork"] and result.ruling.infraction is None
    assert steps(result) == []


def _limited_three_times(rose: Deck, main: int) -> Deck:
    """Rose Dragon with Reinforcement of the Army (Limited) three times, ``main`` cards."""
    deck = added(rose, [ARMY, ARMY])
    while len(deck.main) > main:
        deck = removed(deck, WHITE_ROSE)
    return deck


def test_policy_example_41_cards_limited_three_times_39_then_one_side_card(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """IPP 2.2's example: 41 cards listed and played with a Limited card three times; the
    two extra copies leave, 39 cards, one Side Deck card moves in, the list is fixed."""
    deck = _limited_three_times(rose, 41)
    assert len(deck.main) == 41
    result = check(deck, deck, cards, validator, round=2)
    assert result.verdict == "same" and not result.passed
    assert situations(result) == ["both-illegal"]
    ruling = result.ruling
    assert ruling.infraction is not None and ruling.infraction.short == "DE – Major"
    assert ruling.penalty is not None and ruling.penalty.name == "Game Loss"
    remove, side_in, listed = steps(result)
    assert isinstance(remove, fix.Remove)
    assert (remove.placed.section, remove.placed.identity, remove.placed.copies) == (
        Section.MAIN,
        ARMY,
        2,
    )
    assert isinstance(side_in, fix.SideIn) and side_in.cards == 1 and not side_in.lacking
    assert [(p.identity, p.copies) for p in side_in.choices] == [(FERTILIZER, 3)]
    assert isinstance(listed, fix.ListFix)
    assert listed.counts == {"main": 40, "extra": 15, "side": 2} and listed.side_in == 1
    assert [(c.identity, c.before, c.after) for c in listed.changes] == [(ARMY, 3, 1)]


def test_policy_example_42_cards_stay_legal_at_40_and_nothing_comes_in(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    deck = _limited_three_times(rose, 42)
    result = check(deck, deck, cards, validator, round=2)
    remove, side_in, listed = steps(result)
    assert isinstance(remove, fix.Remove) and remove.placed.copies == 2
    assert isinstance(side_in, fix.SideIn) and side_in.cards == 0  # nothing is added
    assert isinstance(listed, fix.ListFix) and listed.side_in == 0
    assert listed.counts == {"main": 40, "extra": 15, "side": 3}


def test_what_taking_cards_out_does_not_make_legal_never_reads_legal_already(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Before: an Extra Deck of 16 got "The Head Judge decides", then "No Side Deck card
    comes in: the deck is legal already", then "The list becomes: ... Extra 16": a fix that
    wrote an illegal list. The list is fixed to the deck the Head Judge's call leaves."""
    deck = added(rose, [FLORA], Section.EXTRA)
    assert len(deck.extra) == 16
    result = check(deck, deck, cards, validator, round=3)
    (decide,) = steps(result)
    assert isinstance(decide, fix.Resolve) and decide.diagnostic.rule == "extra-size"
    assert decide.then_list


def test_a_main_deck_of_61_is_never_fixed_to_a_list_of_61(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Before: "The list becomes: Main 61 · Extra 15 · Side 3", an illegal list."""
    vanilla = [89631139, 46986414, 91152256, 15025844, 70781052, 6368038, 13039848, 4035199]
    fill = [code for code in vanilla for _ in range(3)][: 61 - len(rose.main)]
    deck = added(rose, fill)
    assert len(deck.main) == 61
    result = check(deck, deck, cards, validator, round=3)
    (decide,) = steps(result)
    assert isinstance(decide, fix.Resolve) and decide.diagnostic.rule == "main-size"
    assert decide.then_list


def test_the_copies_past_the_limit_are_the_later_ones(cards: CardDB, validator: Validator) -> None:
    text = ROSE.read_text(encoding="utf-8").replace("#extra", f"{ARMY}\n{ARMY}\n#extra")
    deck = parse_text(text, cards)
    result = check(deck, deck, cards, validator, round=1)
    remove = steps(result)[0]
    assert isinstance(remove, fix.Remove)
    first = 1 + text.splitlines().index(str(ARMY))
    assert first not in remove.placed.lines and len(remove.placed.lines) == 2


def parse_text(text: str, cards: CardDB) -> Deck:
    from ydkcheck.decks.inputs import parse_deck

    return parse_deck(text, "deck.ydk", cards)


def test_both_illegal_without_side_cards_to_make_up_the_player_is_dropped(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    deck = _with(_limited_three_times(rose, 40), Section.SIDE, [])
    result = check(deck, deck, cards, validator, round=2)
    assert isinstance(steps(result)[-1], fix.Drop) and result.ruling.fix.dropped


def test_side_cards_left_in_the_main_deck(rose: Deck, cards: CardDB, validator: Validator) -> None:
    """Side-decking not undone: after presenting, Major; noticed before, Minor (3 minutes)."""
    deck = swapped(swapped(rose, WHITE_ROSE, FERTILIZER), FERTILIZER, WHITE_ROSE, Section.SIDE)
    presented = check(rose, deck, cards, validator, round=2)
    assert situations(presented) == ["side-in-main"]
    assert presented.ruling.infraction is not None
    assert presented.ruling.infraction.id == "major"
    moves = steps(presented)
    assert all(isinstance(step, fix.Move) for step in moves)
    assert {(s.source, s.placed.section, s.placed.identity) for s in moves} == {  # type: ignore[union-attr]
        (Section.MAIN, Section.SIDE, FERTILIZER),
        (Section.SIDE, Section.MAIN, WHITE_ROSE),
    }
    early = check(rose, deck, cards, validator, round=2, presented=False)
    assert situations(early) == ["side-in-main-not-presented"]
    assert early.ruling.penalty is not None and early.ruling.penalty.name == "Warning"
    assert early.ruling.findings[0].situation.minutes == 3


@pytest.mark.parametrize("game", [2, 3])
def test_side_cards_swapped_in_between_games_are_no_infraction(
    rose: Deck, cards: CardDB, validator: Validator, game: int
) -> None:
    """Found by a head judge's review: a check between games judged legal siding "side-decking
    not undone", a Game Loss, and no option said which game it was. Between games the deck
    is the list's with Side Deck cards swapped in one for one; one card in for two out is
    not siding."""
    deck = swapped(swapped(rose, WHITE_ROSE, FERTILIZER), FERTILIZER, WHITE_ROSE, Section.SIDE)
    result = check(rose, deck, cards, validator, round=2, game=game)
    assert situations(result) == ["sided"] and result.ruling.infraction is None
    assert result.verdict == "sided" and result.passed
    first = check(rose, deck, cards, validator, round=2, game=1)
    assert situations(first) == ["side-in-main"] and not first.passed
    uneven = removed(deck, WHITE_ROSE)  # a second card out of the Main Deck, none in
    short = check(rose, added(uneven, [WHITE_ROSE], Section.SIDE), cards, validator, game=game)
    assert short.ruling.infraction is not None and short.ruling.infraction.id == "major"
    assert not short.passed


def test_between_games_the_deck_is_judged_as_registered_never_writing_its_swaps_on_the_list(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Found re-checking the game of the match: an illegal list (a Forbidden card in its Side
    Deck) with a legal swap between games had the list rewritten to the swaps. The deck is
    judged as registered, the swaps undone; swaps that make it illegal are no siding."""
    listed = added(rose, [MAXX], Section.SIDE)
    sided = swapped(swapped(listed, WHITE_ROSE, FERTILIZER), FERTILIZER, WHITE_ROSE, Section.SIDE)
    result = check(listed, sided, cards, validator, round=2, game=2)
    assert situations(result) == ["sided", "both-illegal"]
    changed = [step for step in steps(result) if isinstance(step, fix.ListFix)]
    assert [(c.identity, c.before, c.after) for step in changed for c in step.changes] == [
        (MAXX, 1, 0)
    ]
    # a swap into the Main Deck of an Extra Deck monster, or one that leaves 39: no siding
    flora_side = added(rose, [FLORA], Section.SIDE)
    into_main = swapped(swapped(flora_side, WHITE_ROSE, FLORA), FLORA, WHITE_ROSE, Section.SIDE)
    misplaced = check(flora_side, into_main, cards, validator, round=2, game=2)
    assert "sided" not in situations(misplaced) and not misplaced.passed
    assert misplaced.ruling.infraction is not None and misplaced.ruling.infraction.id == "major"


@pytest.mark.parametrize("presented", [True, False])
def test_a_deck_made_illegal_by_cards_moved_to_the_side_is_an_illegal_deck(
    rose: Deck, cards: CardDB, validator: Validator, presented: bool
) -> None:
    """Found by a head judge's review: a Main Deck card left in the Side Deck (Main 39) was
    "side-decking not undone", a Warning when not yet presented, worded "-1 × Card, 1 ×
    Card". No Side Deck card is in the Main Deck: the deck is illegal, a Major."""
    deck = added(removed(rose, WHITE_ROSE), [WHITE_ROSE], Section.SIDE)
    result = check(rose, deck, cards, validator, round=2, presented=presented)
    assert situations(result) == ["deck-illegal"]
    assert result.ruling.infraction is not None and result.ruling.infraction.id == "major"
    # Main and Side swapped whole: illegal on both counts, a Major too
    both = Deck(rose.source, rose.side, rose.extra, rose.main, player=rose.player)
    whole = check(rose, both, cards, validator, round=2, presented=presented)
    assert whole.ruling.infraction is not None and whole.ruling.infraction.id == "major"


def test_a_deck_that_differs_from_a_legal_list_is_made_the_list(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    deck = swapped(rose, WHITE_ROSE, MAXX)  # one White Rose Dragon less, a Forbidden card
    result = check(rose, deck, cards, validator, round=4)
    assert situations(result) == ["deck-illegal"]
    assert [type(step) for step in steps(result)] == [fix.Remove, fix.Add, fix.SideIn, fix.ListFix]
    remove, add, side_in, listed = steps(result)
    assert remove.placed.identity == MAXX and add.placed.identity == WHITE_ROSE  # type: ignore[union-attr]
    assert isinstance(side_in, fix.SideIn) and side_in.lacking and side_in.cards == 1
    assert isinstance(listed, fix.ListFix) and listed.lacking
    assert [(c.identity, c.before, c.after) for c in listed.changes] == [(WHITE_ROSE, 3, 2)]


def test_before_round_1_there_is_no_penalty(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    deck = swapped(rose, WHITE_ROSE, FERTILIZER)
    result = check(rose, deck, cards, validator, round=0)
    ruling = result.ruling
    assert ruling.before_round_1 and ruling.penalty is None
    assert ruling.infraction is not None and ruling.infraction.id == "major"  # what it would be
    assert steps(result)  # corrected all the same
    assert not result.passed
    later = check(rose, deck, cards, validator, round=1).ruling
    assert not later.before_round_1 and later.penalty is not None


def test_the_list_illegal_and_the_deck_legal_fixes_the_list(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    listed = added(removed(rose, WHITE_ROSE), [ARMY])  # Reinforcement of the Army twice
    result = check(listed, rose, cards, validator, round=3)
    assert situations(result) == ["list-illegal"]
    (change,) = steps(result)
    assert isinstance(change, fix.ListFix)
    assert {(c.identity, c.before, c.after) for c in change.changes} == {
        (ARMY, 2, 1),
        (WHITE_ROSE, 2, 3),
    }


def test_a_real_card_named_that_is_not_the_card_played(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Black Luster Soldier listed, Black Luster Soldier - Envoy of the Beginning played:
    Major, and the deck is fixed to the card written."""
    listed, played = swapped(rose, TERRAFORMING, BLS), swapped(rose, TERRAFORMING, ENVOY)
    result = check(listed, played, cards, validator, round=2)
    assert situations(result) == ["wrong-card"]
    wrong = result.ruling.findings[0]
    assert [(p.identity, p.copies) for p in wrong.cards] == [(BLS, -1), (ENVOY, 1)]
    remove, add = steps(result)[:2]
    assert isinstance(remove, fix.Remove) and remove.placed.identity == ENVOY
    assert isinstance(add, fix.Add) and add.placed.identity == BLS


@pytest.mark.parametrize(("played", "verdict"), [(BLS, "same"), (ENVOY, "different")])
def test_a_name_two_cards_bear_names_the_one_card_the_list_lets_be_played(
    rose: Deck, cards: CardDB, validator: Validator, played: int, verdict: str
) -> None:
    """Found by a head judge's review of the policy's own example: "Black Luster Soldier"
    written on a TCG list was a line to confirm ("at least Minor", the list to correct to
    the card played), since the OCG's Normal Monster bears the name too. Under a TCG list
    that card cannot be played: the name means the Ritual Monster, and the Envoy played in
    its place is the Major of a real card named that is not the card played."""
    listed = swapped(rose, TERRAFORMING, BLS)
    written = text_list(listed, cards, f"1 Black Luster Soldier ({BLS})", "1 Black Luster Soldier")
    assert [d.message_key for d in written.warnings] == ["syntax.name-shared"]
    result = check(written, swapped(rose, TERRAFORMING, played), cards, validator, round=2)
    assert result.verdict == verdict and result.ruling.concluded
    assert situations(result) == ([] if played == BLS else ["wrong-card"])
    # the OCG's card is out of the TCG's pool (its TCG date had been its namesake's)
    ocg_only = validator.check(swapped(rose, TERRAFORMING, 10000100)).diagnostics
    assert [d.message_key for d in ocg_only if d.rule == "not-in-format"] == [
        "rule.not-in-format.region"
    ]


@pytest.mark.parametrize(("listed", "played"), [(46986414, 38033121), (38033121, 46986414)])
def test_a_card_named_in_place_of_another_of_the_same_words_either_way(
    rose: Deck, cards: CardDB, validator: Validator, listed: int, played: int
) -> None:
    """Found by a head judge's review: Dark Magician listed and Dark Magician Girl played
    was "the list names one card but the other is played"; the reverse only "2
    differences". Both are a real card named that is not the card played."""
    result = check(
        swapped(rose, TERRAFORMING, listed), swapped(rose, TERRAFORMING, played), cards, validator
    )
    assert situations(result) == ["wrong-card"]
    assert [p.identity for p in result.ruling.findings[0].cards] == [listed, played]


def test_every_wrong_card_named_is_said(rose: Deck, cards: CardDB, validator: Validator) -> None:
    """Found by a head judge's review: with Dark Magician and Raigeki listed, Dark Magician
    Girl and Raigeki Break played, the finding and the slip named the first pair only."""
    from ydkcheck.compare.wording import finding_text

    listed = swapped(swapped(rose, TERRAFORMING, 46986414), ARMY, 12580477)
    played = swapped(swapped(rose, TERRAFORMING, 38033121), ARMY, 4178474)
    [wrong] = check(listed, played, cards, validator, round=2).ruling.findings
    said = finding_text(wrong, "en", lambda identity, name: name)
    assert "names Dark Magician in the Main Deck, but Dark Magician Girl is played" in said
    assert "names Raigeki in the Main Deck, but Raigeki Break is played" in said


def test_a_card_listed_where_it_cannot_be_played_is_struck(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """A Synchro Monster listed in the Main Deck, another card played: the card is struck,
    the deck follows the list, and the Main Deck short of 40 takes one Side card."""
    listed, played = swapped(rose, TERRAFORMING, FLORA), swapped(rose, TERRAFORMING, ENVOY)
    result = check(listed, played, cards, validator, round=2)
    assert situations(result) == ["wrong-card-misplaced"]
    strike, remove, side_in, change = steps(result)
    assert isinstance(strike, fix.Strike) and strike.placed.identity == FLORA
    assert isinstance(remove, fix.Remove) and remove.placed.identity == ENVOY
    assert isinstance(side_in, fix.SideIn) and side_in.cards == 1 and not side_in.lacking
    assert isinstance(change, fix.ListFix) and change.counts["main"] == 40
    # the lines each step names are of the file they are said to be of
    assert (strike.placed.of, remove.placed.of) == ("list", "deck")
    assert {placed.of for placed in side_in.choices} == {"list"}


UNKNOWN = 12345678  # no card of the data: a card newer than it, or a wrong number


def test_a_passcode_the_data_does_not_know_gives_no_penalty_but_a_check_to_finish(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Before: the same deck with a passcode the data does not know was SAME DECK, DE –
    Major, Game Loss, the card "out of the Main Deck", while the check's own message said to
    check the number or refresh the data: a card newer than the data cost a Game Loss."""
    deck = swapped(rose, TERRAFORMING, UNKNOWN)
    result = check(deck, deck, cards, validator, round=3)
    assert result.verdict == "not-verified" and not result.passed
    assert not result.ruling.concluded and result.ruling.penalty is None
    assert situations(result) == ["presented-unread", "list-unknown-card"]
    assert [type(step) for step in steps(result)] == [fix.Reread, fix.Confirm]
    listed_only = check(deck, rose, cards, validator, round=3)
    assert listed_only.verdict == "not-verified"
    assert situations(listed_only) == ["list-unknown-card"] and listed_only.ruling.penalty is None
    played_only = check(rose, deck, cards, validator, round=3)
    assert played_only.verdict == "not-verified"
    assert situations(played_only) == ["presented-unread"]


CORAL = 42566602  # Coral Dragon: a Synchro Monster, one in Rose Dragon's Extra Deck


def test_a_card_listed_where_it_cannot_be_played_is_struck_though_played_elsewhere(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Coral Dragon written in the Main Deck for Terraforming, and its one copy played in
    the Extra Deck, where the list has it too: the Main Deck's copy is not the card played.
    Before: the list was "fixed" to the deck, Terraforming written on it (IPP's fix 3), so
    the player kept a card never registered; the policy's fix 2 strikes the card and the
    Main Deck, short of 40, takes a Side Deck card."""
    listed = swapped(rose, TERRAFORMING, CORAL)
    result = check(listed, rose, cards, validator, round=3)
    assert situations(result) == ["wrong-card-misplaced"]
    strike, remove, side_in, change = steps(result)
    assert isinstance(strike, fix.Strike) and strike.placed.identity == CORAL
    assert isinstance(remove, fix.Remove) and remove.placed.identity == TERRAFORMING
    assert isinstance(side_in, fix.SideIn) and side_in.cards == 1
    assert isinstance(change, fix.ListFix) and change.counts["main"] == 40


def test_an_extra_deck_card_written_in_the_main_deck_is_moved_on_the_list(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Coral Dragon written under the Main Deck instead of the Extra Deck, where it is
    played: the list put the player's card in the wrong section, and is fixed to the deck."""
    listed = added(removed(rose, CORAL, Section.EXTRA), [CORAL])
    result = check(listed, rose, cards, validator, round=3)
    assert situations(result) == ["list-illegal"]
    (change,) = steps(result)
    assert isinstance(change, fix.ListFix)
    assert change.counts == {"main": 40, "extra": 15, "side": 3}


def test_a_card_only_counted_as_another_is_not_the_card_listed(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Umi listed, A Legendary Ocean played: a different card (the README's identity)."""
    listed, played = swapped(rose, TERRAFORMING, UMI), swapped(rose, TERRAFORMING, OCEAN)
    result = check(listed, played, cards, validator, round=2)
    assert result.verdict == "different" and situations(result) == ["deck-differs"]
    remove, add = steps(result)[:2]
    assert isinstance(remove, fix.Remove) and remove.placed.identity == OCEAN
    assert isinstance(add, fix.Add) and add.placed.identity == UMI


def test_a_verified_list_cannot_change(rose: Deck, cards: CardDB, validator: Validator) -> None:
    deck = swapped(rose, WHITE_ROSE, FERTILIZER, Section.MAIN)
    result = check(rose, removed(deck, FERTILIZER, Section.SIDE), cards, validator, verified=True)
    found = steps(result)
    assert isinstance(found[0], fix.KeepList) and isinstance(found[-1], fix.Drop)
    assert found[-1].lacking  # dropped only if the player lacks the card
    assert not any(isinstance(step, (fix.SideIn, fix.ListFix)) for step in found)


def test_a_verified_list_found_illegal_goes_to_the_head_judge_and_is_fixed(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """The policy keeps a list verified as legal; one verified yet illegal was the earlier
    check's miss. Before: the player was dropped."""
    illegal = added(removed(rose, WHITE_ROSE), [ARMY])
    result = check(illegal, rose, cards, validator, verified=True)
    found = steps(result)
    assert isinstance(found[0], fix.Resolve) and not result.ruling.fix.dropped
    unverified = steps(check(illegal, rose, cards, validator))
    assert found[1:] == unverified
    # the steps are the Head Judge's option, not a decision made for them (found by a head
    # judge's review: "The Head Judge decides", then the list changed all the same)
    from ydkcheck.compare.wording import step_text

    said = " ".join(step_text(found[0], "en", lambda identity, name: name))
    assert "the steps below fix it as a list not verified, if the Head Judge so decides" in said


def text_list(deck: Deck, cards: CardDB, replace: str = "", by: str = "") -> Deck:
    """``deck`` as an English text list, a line replaced."""
    text = to_text_decklist(deck, cards, "en")
    if replace:
        assert replace in text
        text = text.replace(replace, by)
    return parse_text_decklist(text, "list.txt", cards)


def test_a_forbidden_card_on_a_list_is_major_whatever_its_unread_lines_say(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Found re-checking the policy's rulings: a list with a Forbidden card and a misspelt line
    was "at least DE – Minor", the Forbidden card never named. A line not read can only add
    a card: the list is illegal whatever it says."""
    listed = text_list(
        added(rose, [MAXX], Section.SIDE), cards, "1 Terraforming\n", "1 Terrafroming\n"
    )
    result = check(listed, rose, cards, validator, round=2)
    assert "list-illegal" in situations(result) and not result.ruling.concluded
    assert result.ruling.infraction is not None and result.ruling.infraction.id == "major"
    assert result.ruling.settled


@pytest.mark.parametrize("line", ["3 ---", "0 Terraforming", "3 " + "Terraforming " * 16])
def test_a_list_line_not_read_leaves_the_check_unfinished(
    rose: Deck, cards: CardDB, validator: Validator, line: str
) -> None:
    """Before: ✔ MISMO MAZO, exit 0, though a line of the list was not read."""
    listed = text_list(rose, cards, "Traps (2)\n", f"Traps (2)\n{line}\n")
    result = check(listed, rose, cards, validator, round=3)
    assert result.verdict == "not-verified" and not result.passed
    assert situations(result) == ["list-unclear"]
    (confirm,) = steps(result)
    assert isinstance(confirm, fix.Confirm) and len(confirm.lines) == 1
    assert not result.ruling.concluded
    assert result.ruling.infraction is not None and result.ruling.infraction.id == "minor"


def test_an_error_of_a_reader_is_a_line_not_read(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Whatever a reader reports as an error (a .ydk line the simulators load otherwise, a
    rule this check has never heard of) leaves its line unread."""
    odd = Diagnostic("syntax-simulator", "syntax.line", {"text": "+14558127"}, line=7)
    presented = Deck(rose.source, rose.main, rose.extra, rose.side, warnings=(odd,))
    result = check(rose, presented, cards, validator, round=3)
    assert result.verdict == "not-verified"
    assert situations(result) == ["presented-unread"] and result.facts.presented_unread == (odd,)
    (reread,) = steps(result)
    assert isinstance(reread, fix.Reread) and reread.lines == (7,)
    assert result.ruling.infraction is None and not result.ruling.concluded


def test_an_ambiguous_name_is_written_down_as_the_card_played(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """'Bottomless' fits two cards: a Major deck list error, corrected to the card played."""
    listed = text_list(rose, cards, "1 Terraforming\n", "1 Bottomless\n")
    played = swapped(rose, TERRAFORMING, BOTTOMLESS)
    result = check(listed, played, cards, validator, round=3)
    (name,) = result.names
    assert name.ambiguous and [card.id for card in name.candidates] == [76532077, BOTTOMLESS]
    assert result.verdict == "different"
    assert situations(result) == ["ambiguous-name"]
    assert result.ruling.infraction is not None and result.ruling.infraction.id == "major"
    (rename,) = steps(result)
    assert isinstance(rename, fix.Rename) and rename.written == "Bottomless"
    assert rename.placed.identity == BOTTOMLESS


def test_an_ambiguous_name_the_deck_does_not_settle_must_be_confirmed(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    listed = text_list(rose, cards, "1 Terraforming\n", "1 Stardust\n")
    result = check(listed, rose, cards, validator, round=3)
    (name,) = result.names
    assert name.ambiguous and "Stardust Dragon" in [card.name for card in name.candidates]
    assert result.verdict == "not-verified"
    assert situations(result) == ["ambiguous-name"]
    (confirm,) = steps(result)
    assert isinstance(confirm, fix.Confirm) and confirm.lines == (name.line,)


def test_a_shorthand_that_fits_one_card_names_it(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    listed = text_list(rose, cards, "3 Lonefire Blossom\n", "3 Lonefire\n")
    result = check(listed, rose, cards, validator, round=3)
    (name,) = result.names
    assert name.shorthand is not None and name.shorthand.name == "Lonefire Blossom"
    assert result.verdict == "same" and result.passed


def test_a_recorded_fingerprint_stands_for_the_registered_deck(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    from ydkcheck.compare.deck_check import check_fingerprint
    from ydkcheck.decks.fingerprint import fingerprint

    recorded = fingerprint(rose, cards)
    shouted = recorded.upper().replace("-", " ")
    same = check_fingerprint(shouted, rose, cards, validator, Circumstances(round=2))
    assert same.verdict == "same" and same.passed
    other = swapped(rose, WHITE_ROSE, BOTTOMLESS)
    differs = check_fingerprint(recorded, other, cards, validator, Circumstances(round=2))
    assert differs.verdict == "different" and not differs.passed
    assert situations(differs) == ["not-recorded-deck"]
    assert isinstance(steps(differs)[0], fix.CompareWithList)
    assert differs.ruling.infraction is None and not differs.ruling.concluded
    illegal = swapped(rose, WHITE_ROSE, FERTILIZER)  # a fourth Miracle Fertilizer
    both = check_fingerprint(recorded, illegal, cards, validator, Circumstances(round=2))
    assert situations(both) == ["deck-illegal", "not-recorded-deck"]
    assert both.ruling.infraction is not None and both.ruling.infraction.id == "major"
    prefix = recorded[: len(recorded) // 2]
    assert check_fingerprint(prefix, rose, cards, validator, Circumstances()).verdict != "same"


def test_a_reading_error_without_a_line_still_leaves_the_deck_unread(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    odd = Diagnostic("syntax-simulator", "syntax.line", {"text": "?"})
    presented = Deck(rose.source, rose.main, rose.extra, rose.side, warnings=(odd,))
    result = check(rose, presented, cards, validator, round=3)
    assert result.verdict == "not-verified" and not result.passed
    (reread,) = steps(result)
    assert isinstance(reread, fix.Reread) and reread.lines == ()


def test_two_cards_of_one_name_are_told_apart_by_their_passcodes(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """Black Luster Soldier listed, the OCG's Normal Monster of the same name played (Konami
    numbers them apart). Before: "Out: 1 × Black Luster Soldier · Into: 1 × Black Luster
    Soldier", on the fix and on the slip alike."""
    from ydkcheck.compare.wording import finding_text, step_text, telling_apart

    ocg_bls = 10000100
    listed, played = swapped(rose, TERRAFORMING, BLS), swapped(rose, TERRAFORMING, ocg_bls)
    ruling = check(listed, played, cards, validator, round=3).ruling
    namer = telling_apart(ruling, lambda identity, name: name)
    said = [finding_text(finding, "en", namer) for finding in ruling.findings]
    for step in ruling.fix.steps:
        said += step_text(step, "en", namer)
    text = "\n".join(said)
    assert text.count("Black Luster Soldier (5405694)") == 3  # finding, in, the list
    assert text.count(f"Black Luster Soldier ({ocg_bls})") == 2  # finding, out
    assert "Miracle Fertilizer" in text and f"Miracle Fertilizer ({FERTILIZER})" not in text
