"""A passcode no list may judge as its card is a card of its own in the fingerprint and at a
deck check: a simulator's passcode of a card's text before its errata (EDOPro's 7563589,
Performage Plushfire; World 2024.07 has it Forbidden and 7563579 Limited). No two passcodes
any shipped list judges apart share a fingerprint."""

from __future__ import annotations

from collections import defaultdict
from functools import cache

from ydkcheck.cards import CardDB, open_card_db
from ydkcheck.cards.data import simulator_passcodes
from ydkcheck.compare.check import compare
from ydkcheck.decks import Deck
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.lists.card_limits import card_limits
from ydkcheck.lists.collection import list_index, read_list, source_of

FILLER = (14558127,) * 39  # Ash Blossom, to make a Main Deck of 40 with the card tried


@cache
def card_data() -> CardDB:
    return open_card_db(offline=True)


def with_card(code: int) -> Deck:
    return Deck("tried", (code, *FILLER), (), ())


@cache
def passcodes_by_identity() -> dict[int, tuple[int, ...]]:
    """Every passcode of the card data, by the identity the rules count it as (alias or id)."""
    found: dict[int, list[int]] = defaultdict(list)
    for code, identity, _, _ in card_data().names():
        found[identity].append(code)
    return {identity: tuple(codes) for identity, codes in found.items()}


def judged_apart() -> dict[str, set[tuple[int, int]]]:
    """Each shipped list's pairs of passcodes of one card (one identity) it allows a different
    number of copies of: named with different counts, or one named, the other not."""
    cards = card_data()

    def identity(code: int) -> int:
        card = cards.get(code)
        return card.identity if card is not None else code

    pairs: dict[str, set[tuple[int, int]]] = {}
    for entry in list_index():
        banlist = read_list(source_of(entry))
        limits = card_limits(banlist.limits, identity)
        for code in limits.own:  # a passcode held to a count not its card's
            card = identity(code)
            for other in passcodes_by_identity().get(card, (card,)):
                allowed = limits.own.get(other, limits.by_card[card])
                if other != code and allowed != limits.own[code]:
                    pairs.setdefault(entry.id, set()).add((min(code, other), max(code, other)))
    return pairs


def test_the_shipped_lists_judge_apart_only_simulator_passcodes_from_their_card() -> None:
    pairs = judged_apart()
    assert pairs  # the check is not empty: World 2024.07 and 2024.09 name Plushfire twice
    assert pairs["world-2024-07"] >= {(7563579, 7563589)}
    assert pairs["world-2024-09"] >= {(7563579, 7563589)}
    simulated = simulator_passcodes()
    for list_id, found in pairs.items():
        for pair in found:
            assert set(pair) & simulated, (list_id, pair)


def test_no_two_passcodes_a_shipped_list_judges_apart_share_a_fingerprint() -> None:
    cards = card_data()
    for list_id, found in judged_apart().items():
        for code, other in found:
            assert cards.check_identity(code) != cards.check_identity(other), (list_id, code)
            assert fingerprint(with_card(code), cards) != fingerprint(with_card(other), cards)


def test_every_simulator_passcode_is_a_card_of_its_own_whatever_its_alias() -> None:
    cards = card_data()
    simulated = simulator_passcodes()
    assert len(simulated) == 215  # the table's rows of kind simulator (extra-passcodes.tsv)
    for code in simulated:
        card = cards.get(code)
        assert card is not None and card.identity != code, code
        assert cards.original_artwork(code) == card.identity  # the rules' card: its real one
        assert cards.check_identity(code) == code
        assert fingerprint(with_card(code), cards) != fingerprint(with_card(card.identity), cards)


def test_an_alternate_artwork_is_still_its_card() -> None:
    cards = card_data()
    assert cards.check_identity(46986414) == cards.check_identity(36996508) == 46986414
    assert fingerprint(with_card(36996508), cards) == fingerprint(with_card(46986414), cards)


def test_plushfire_before_its_errata_is_no_other_artwork_at_a_deck_check() -> None:
    cards = card_data()
    registered, presented = with_card(7563589), with_card(7563579)
    result = compare(registered, presented, cards)
    assert not result.same
    assert not result.artworks
    assert {(d.identity, d.registered, d.presented) for d in result.differences} == {
        (7563589, 1, 0),
        (7563579, 0, 1),
    }
    assert result.registered.fingerprint != result.presented.fingerprint
