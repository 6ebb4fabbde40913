"""``compare.check``: by section and identity, artworks as the same card, moves seen twice."""

from __future__ import annotations

import dataclasses

from helpers import DECKS

from ydkcheck.cards import CardDB
from ydkcheck.compare.check import compare
from ydkcheck.decks import Deck, read_deck
from ydkcheck.decks.text import parse_text_decklist
from ydkcheck.decks.text_writer import to_text_decklist
from ydkcheck.diagnostics import Section

ROSE = str(DECKS / "Rose_Dragon.ydk")
ALBAZ = str(DECKS / "AI_Albaz.ydk")
WHITE_ROSE = 12213463  # 3 in Rose Dragon's Main Deck
REBORN, REBORN_ART = 83764718, 83764719  # Monster Reborn: the deck has the other artwork


def test_a_deck_is_the_same_as_itself_and_its_text_list(cards: CardDB) -> None:
    deck = read_deck(ROSE, cards)
    listed = parse_text_decklist(to_text_decklist(deck, cards), "rose.txt", cards)
    for other in (deck, listed):
        result = compare(deck, other, cards)
        assert result.same
        assert result.differences == () and result.artworks == ()
        assert result.registered.fingerprint == result.presented.fingerprint


def test_an_alternate_artwork_is_the_same_card(cards: CardDB) -> None:
    deck = read_deck(ROSE, cards)
    original = dataclasses.replace(
        deck, main=tuple(REBORN if code == REBORN_ART else code for code in deck.main)
    )
    result = compare(deck, original, cards)
    assert result.same and result.differences == ()
    (artwork,) = result.artworks
    assert (artwork.section, artwork.identity) == (Section.MAIN, REBORN)
    assert artwork.card is not None and artwork.card.name == "Monster Reborn"
    assert (artwork.registered, artwork.presented) == (((REBORN_ART, 1),), ((REBORN, 1),))
    assert result.registered.fingerprint == result.presented.fingerprint


def moved_to_side(deck: Deck, code: int) -> Deck:
    main = list(deck.main)
    main.remove(code)
    return Deck(deck.source, tuple(main), deck.extra, (*deck.side, code))


def test_a_copy_moved_to_the_side_differs_in_both_sections(cards: CardDB) -> None:
    deck = read_deck(ROSE, cards)
    result = compare(deck, moved_to_side(deck, WHITE_ROSE), cards)
    assert not result.same
    assert [(d.section, d.identity, d.registered, d.presented) for d in result.differences] == [
        (Section.MAIN, WHITE_ROSE, 3, 2),
        (Section.SIDE, WHITE_ROSE, 0, 1),
    ]
    assert result.artworks == ()  # one copy fewer is no other artwork
    assert result.registered.fingerprint != result.presented.fingerprint


def test_artworks_of_one_card_in_main_and_side_count_apart(cards: CardDB) -> None:
    """Albaz has Fallen of Albaz in the Main Deck and its other artwork in the Side."""
    deck = read_deck(ALBAZ, cards)
    side = tuple(68468459 if code == 68468460 else code for code in deck.side)
    result = compare(deck, dataclasses.replace(deck, side=side), cards)
    assert result.same
    assert [(a.section, a.identity) for a in result.artworks] == [(Section.SIDE, 68468459)]


def test_unknown_passcodes_are_their_own_card(cards: CardDB) -> None:
    deck = Deck("a.ydk", (1, 1, 14558127))
    result = compare(deck, Deck("b.ydk", (1, 14558127, 14558127)), cards)
    assert [(d.identity, d.card, d.registered, d.presented) for d in result.differences] == [
        (14558127, cards.get(14558127), 1, 2),
        (1, None, 2, 1),  # unknown passcodes come last
    ]


def test_a_name_that_found_no_card_leaves_the_check_unconfirmed(cards: CardDB) -> None:
    text = "Main Deck\n3 Ash Blossom & Joyous Spring\n1 Ash Blosom\n"
    listed = parse_text_decklist(text, "list.txt", cards)
    result = compare(listed, listed, cards)
    assert result.differences == () and not result.same
    (problem,) = result.registered.diagnostics
    assert (problem.rule, problem.line, problem.severity.value) == ("unknown-card", 3, "error")


def test_a_card_only_counted_as_another_is_a_different_card(cards: CardDB) -> None:
    from ydkcheck.decks.fingerprint import fingerprint

    umi = Deck("umi.ydk", (22702055, 22702055))
    ocean = Deck("ocean.ydk", (22702055, 295517))  # A Legendary Ocean: alias Umi, its own card
    artwork = Deck("art.ydk", (36996508, 46986414))  # Dark Magician: two artworks
    original = Deck("dm.ydk", (46986414, 46986414))
    checked = compare(umi, ocean, cards)
    assert not checked.same
    assert {(d.identity, d.registered, d.presented) for d in checked.differences} == {
        (22702055, 2, 1),
        (295517, 0, 1),
    }
    assert fingerprint(umi, cards) != fingerprint(ocean, cards)
    assert compare(original, artwork, cards).same
    assert fingerprint(original, cards) == fingerprint(artwork, cards)
