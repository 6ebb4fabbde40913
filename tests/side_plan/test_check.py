"""Matchups checked against real decks, and the deck after one matchup's swaps."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from helpers import DECKS

from ydkcheck.cards import CardDB
from ydkcheck.decks import Deck, read_deck
from ydkcheck.errors import InputError
from ydkcheck.lists.model import Bounds, DeckRules
from ydkcheck.side_plan.check import MatchupCheck, check_plan, post_side_deck
from ydkcheck.side_plan.spec import load_plan

EXAMPLES = Path(__file__).parents[2] / "examples" / "side-plan"
RYZEAL, EXAMPLE_PLAN = str(EXAMPLES / "ryzeal.ydk"), str(EXAMPLES / "plan.yaml")
ALBAZ = str(DECKS / "AI_Albaz.ydk")
NUMBER_C102, NUMBER_104 = 67173574, 2061963  # an Xyz monster of the Side, one of the Extra


def checked(deck: str, text: str, cards: CardDB, rules: DeckRules = DeckRules()) -> MatchupCheck:
    (matchup,) = check_plan(
        read_deck(deck, cards), load_plan("plan.yaml", text), cards, rules
    ).matchups
    return matchup


def problems(result: MatchupCheck) -> list[tuple[str, int | None]]:
    return [(d.rule, d.line) for d in result.diagnostics]


def test_the_example_plan_is_valid(cards: CardDB) -> None:
    result = check_plan(read_deck(RYZEAL, cards), load_plan(EXAMPLE_PLAN), cards)
    assert result.valid
    assert [m.matchup.name for m in result.matchups] == [
        "Snake-Eye",
        "Yubel",
        "Trampas continuas",
        "Tenpai",
    ]
    assert all(m.counts == {"main": 40, "extra": 15, "side": 15} for m in result.matchups)


def test_names_in_spanish_english_and_passcodes_resolve_by_identity(cards: CardDB) -> None:
    text = """\
rivales:
  X:
    entran: {"Artefacto Lancea": 2, "Lightning Storm": 1, 18144507: 1}
    salen: {"Olla del Deseo": 2, "Bonfire": 1, 25311006: 1}
"""
    result = checked(RYZEAL, text, cards)
    assert result.valid
    assert [m.identity for m in result.cards_in] == [34267821, 14532163, 18144506]
    assert [m.identity for m in result.cards_out] == [35261759, 85106525, 25311006]


def test_any_artwork_of_a_card_in_the_side_will_do(cards: CardDB) -> None:
    """Albaz's Side holds the other artworks of Fallen of Albaz and Blazing Cartesia."""
    text = """\
matchups:
  X:
    in: {"Fallen of Albaz": 1, "Blazing Cartesia, the Virtuous": 1}
    out: {"Ash Blossom & Joyous Spring": 2}
"""
    assert checked(ALBAZ, text, cards).valid


def test_every_problem_has_its_line(cards: CardDB) -> None:
    text = """\
rivales:
  Snake-Eye:
    entran:
      Droll & Lock Bird: 1
      Artifact Lancea: 4
    salen:
      Pot of Prosperity: 1
      Pot of Desires: 4
"""
    result = checked(RYZEAL, text, cards)
    assert problems(result) == [
        ("not-in-side", 4),
        ("not-in-side", 5),
        ("not-in-deck", 7),
        ("not-in-deck", 8),
    ]
    lancea = result.diagnostics[1]
    assert (lancea.count, lancea.max, lancea.card_id) == (4, 3, 34267821)
    assert lancea.message("es") == "Artifact Lancea: entran 4 copias y el Side Deck tiene 3"
    desires = result.diagnostics[3]
    assert desires.message("en") == (
        "Pot of Desires: 4 copies out, and the Main and Extra Decks have 3"
    )


def test_as_many_must_go_in_as_come_out(cards: CardDB) -> None:
    text = "rivales:\n  X:\n    entran: {Artifact Lancea: 3}\n    salen: {Pot of Desires: 2}\n"
    result = checked(RYZEAL, text, cards)
    assert problems(result) == [("unbalanced", 2)]
    assert result.diagnostics[0].message("es").startswith("entran 3 cartas y salen 2")
    assert result.counts == {"main": 41, "extra": 15, "side": 14}


def test_an_extra_deck_monster_lands_in_the_extra_deck(cards: CardDB) -> None:
    main_for_xyz = "rivales:\n  X:\n    entran: {67173574: 1}\n    salen: {Bonfire: 1}\n"
    result = checked(RYZEAL, main_for_xyz, cards)
    assert result.counts == {"main": 39, "extra": 16, "side": 15}
    assert problems(result) == [("extra-size", 2), ("main-size", 2)]
    assert result.diagnostics[0].message("es") == "Deck Extra: 16 cartas, el máximo es 15"
    assert result.diagnostics[1].message("en") == "Main Deck: 39 cards, the minimum is 40"
    xyz_for_xyz = "rivales:\n  X:\n    entran: {67173574: 1}\n    salen: {2061963: 1}\n"
    assert checked(RYZEAL, xyz_for_xyz, cards).valid


def test_the_format_sizes_apply(cards: CardDB) -> None:
    speed = DeckRules(Bounds(20, 30), Bounds(0, 5), Bounds(0, 5))
    result = checked(RYZEAL, "rivales:\n  X: {}\n", cards, speed)
    assert problems(result) == [("extra-size", 2), ("main-size", 2)]


def test_unknown_cards_are_diagnostics_with_suggestions(cards: CardDB) -> None:
    text = "rivales:\n  X:\n    entran:\n      Dimensional Barier: 1\n    salen:\n      12345: 1\n"
    result = checked(RYZEAL, text, cards)
    assert problems(result) == [("unknown-card", 4), ("unknown-card", 6)]
    assert result.diagnostics[0].message("es") == (
        "carta desconocida «Dimensional Barier»; ¿quisiste decir: Dimensional Barrier, "
        "Dimension Slice, Dimension Wanderer?"
    )
    assert result.diagnostics[1].message("en").startswith("unknown passcode 12345")
    assert not result.valid


def test_the_deck_after_a_matchup(cards: CardDB) -> None:
    deck = read_deck(RYZEAL, cards)
    plan = load_plan(EXAMPLE_PLAN)
    after = post_side_deck(deck, plan, "snake-eye", cards)
    assert after.counts() == deck.counts()
    assert Counter(after.main) - Counter(deck.main) == {34267821: 3, 8267140: 2}
    assert Counter(deck.main) - Counter(after.main) == {
        35261759: 2,
        25311006: 1,
        85106525: 1,
        7477101: 1,
    }
    assert Counter(after.side) - Counter(deck.side) == Counter(deck.main) - Counter(after.main)
    tenpai = post_side_deck(deck, plan, "Tenpai", cards)
    assert tenpai.main == deck.main
    assert Counter(tenpai.extra) - Counter(deck.extra) == {NUMBER_C102: 1}
    assert Counter(tenpai.side) - Counter(deck.side) == {NUMBER_104: 1}


def test_the_deck_after_keeps_the_artworks_it_moves(cards: CardDB) -> None:
    deck = read_deck(ALBAZ, cards)
    plan = load_plan(
        "plan.yaml",
        "rivales:\n  X:\n    entran: {Fallen of Albaz: 1}\n"
        "    salen: {Ash Blossom & Joyous Spring: 1}\n",
    )
    after = post_side_deck(deck, plan, "X", cards)
    assert Counter(after.main) - Counter(deck.main) == {68468460: 1}  # the Side's artwork


def test_no_deck_after_an_unknown_or_invalid_matchup(cards: CardDB) -> None:
    deck = read_deck(RYZEAL, cards)
    plan = load_plan("plan.yaml", "rivales:\n  Yubel:\n    entran: {Raigeki: 1}\n")
    with pytest.raises(InputError) as caught:
        post_side_deck(deck, plan, "Kashtira", cards)
    assert (caught.value.key, caught.value.params["known"]) == ("plan.unknown-rival", "Yubel")
    with pytest.raises(InputError) as caught:
        post_side_deck(deck, plan, "yubel", cards)
    assert (caught.value.key, caught.value.line) == ("plan.invalid-matchup", 2)
    assert caught.value.render("es") == (
        "plan.yaml:2: el rival «Yubel» del plan tiene 2 problemas: «ydkcheck plan» los explica"
    )


def test_an_unknown_passcode_the_deck_holds_can_be_sided(cards: CardDB) -> None:
    deck = Deck("d.ydk", (14558127,) * 40, (), (999,))
    plan = load_plan("plan.yaml", "rivales:\n  X:\n    in: {999: 1}\n    out: {14558127: 1}\n")
    after = post_side_deck(deck, plan, "X", cards)
    assert (after.main.count(999), after.side) == (1, (14558127,))
