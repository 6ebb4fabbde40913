"""What a list names and the points it gives go card by card; copies go by identity.

An alternate artwork of a listed card is that card; a card only treated as another
(Fusion Substitute as Polymerization, Harpie Lady 1 as Harpie Lady) is a card of its own for
a whitelist and for Genesys points, though it still counts with the other for the copy
limit. Each test fails on the engine as it was: Goat let in Fusion Substitute, Genesys
charged Fallen of Albaz the points of Fallen of the White Dragon.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from test_format_data import deck_file, of_rule, verdict

from ydkcheck.cards import CardDB
from ydkcheck.lists.choose import resolve
from ydkcheck.lists.collection import read_list
from ydkcheck.lists.compiled import compiled_json, from_compiled_json, identity_hint
from ydkcheck.rules.context import ListView

FUSION_SUBSTITUTE, MAGELLANICA, ANGRY_BURGER, LEMURIA = 74335036, 26534688, 28306253, 34103656
HARPIE_LADY, HARPIE_LADY_1 = 76812113, 91932350
FALLEN_OF_ALBAZ, FALLEN_OF_THE_WHITE_DRAGON, POT_OF_GREED = 68468459, 73819701, 55144522
PHULOCH, PHULOCH_TOO = 8805651, 8805661  # one Konami id, 21799


def identity(code: int, cards: CardDB) -> int:
    card = cards.get(code)
    return card.identity if card is not None else code


def out_of_format(deck: dict[str, Any]) -> list[int]:
    return [problem["card"]["id"] for problem in of_rule(deck, "not-in-format")]


@pytest.mark.parametrize(
    ("list_id", "treated_as"),
    [
        ("goat-2005-04", [FUSION_SUBSTITUTE, MAGELLANICA, ANGRY_BURGER]),  # as Polymerization, Umi
        ("edison-2010-03", [LEMURIA]),  # as Umi
        ("speed-2022-03", [HARPIE_LADY]),  # the list names Harpie Lady 1, 2 and 3 only
    ],
)
def test_a_whitelist_lets_in_no_card_only_treated_as_one_it_names(
    list_id: str, treated_as: list[int], tmp_path: Path, cards: CardDB
) -> None:
    banlist = read_list(resolve(list_id))
    identities = {identity(code, cards) for code in banlist.limits}
    for code in treated_as:  # not listed, but counted as a card that is
        assert code not in banlist.limits and identity(code, cards) in identities
    deck = verdict("--lista", list_id, deck_file(tmp_path, "d.ydk", treated_as))
    assert out_of_format(deck) == treated_as


def test_an_alternate_artwork_of_a_card_on_a_whitelist_is_on_it(
    tmp_path: Path, cards: CardDB
) -> None:
    banlist = read_list(resolve("goat-2005-04"))
    artworks = [
        card.id
        for card in cards.all_cards()
        if card.id not in banlist.limits
        and card.identity in banlist.limits
        and cards.original_artwork(card.id) == card.identity
        and not card.is_extra_monster
    ]
    assert artworks  # Dark Magician's, Polymerization's...
    deck = verdict("--lista", "goat", deck_file(tmp_path, "a.ydk", artworks[:10]))
    assert out_of_format(deck) == []


def test_a_card_treated_as_another_listed_itself_is_on_the_whitelist(tmp_path: Path) -> None:
    deck = verdict("--lista", "speed-2022-03", deck_file(tmp_path, "h.ydk", [HARPIE_LADY_1]))
    assert out_of_format(deck) == []


def test_genesys_points_follow_konamis_list_card_by_card(tmp_path: Path) -> None:
    points = read_list(resolve("genesys-2026-05")).points or {}
    assert FALLEN_OF_THE_WHITE_DRAGON in points and FALLEN_OF_ALBAZ not in points
    albaz = deck_file(tmp_path, "g.ydk", [*[FALLEN_OF_ALBAZ] * 3, POT_OF_GREED])
    deck = verdict("--lista", "genesys-2026-05", albaz)
    assert deck["points"]["total"] == points[POT_OF_GREED]  # once 3 × 30 more
    white = deck_file(tmp_path, "w.ydk", [FALLEN_OF_THE_WHITE_DRAGON])
    assert verdict("--lista", "genesys-2026-05", white)["points"]["total"] == 30


def test_the_compiled_hint_gives_the_members_and_points_the_card_data_gives(
    cards: CardDB,
) -> None:
    today = dt.date.today()

    def identity_of(code: int) -> int | None:
        card = cards.get(code)
        return card.identity if card is not None else None

    own: dict[str, frozenset[int]] = {}
    for list_id in ("goat-2005-04", "speed-2022-03", "genesys-2026-05"):
        banlist = read_list(resolve(list_id))
        hint = identity_hint(banlist, cards.info.tag, identity_of, cards.original_artwork)
        own[list_id] = hint[2]
        hinted = from_compiled_json(compiled_json(banlist, hint), "x")
        plain, quick = ListView.build(banlist, cards, today), ListView.build(hinted, cards, today)
        assert (quick.members, quick.points) == (plain.members, plain.points), list_id
    assert HARPIE_LADY_1 in own["speed-2022-03"]
    assert FALLEN_OF_THE_WHITE_DRAGON in own["genesys-2026-05"]


def test_a_hint_of_an_older_ydkcheck_is_ignored() -> None:
    banlist = read_list(resolve("goat-2005-04"))
    text = compiled_json(banlist, ("tag", {1: 2}, frozenset()))
    old = text.replace(",[]]", "]")  # the two-part hint of an older ydkcheck
    assert from_compiled_json(old, "x").identity_hint is None


def test_two_passcodes_of_one_konami_id_are_one_card(tmp_path: Path, cards: CardDB) -> None:
    first, second = cards.get(PHULOCH), cards.get(PHULOCH_TOO)
    assert first is not None and second is not None
    assert second.identity == PHULOCH and cards.original_artwork(PHULOCH_TOO) == PHULOCH
    deck = verdict(deck_file(tmp_path, "p.ydk", [*[PHULOCH] * 3, *[PHULOCH_TOO] * 3]))
    [copies] = of_rule(deck, "copies")  # once legal: two cards of 3 copies each
    assert (copies["card"]["id"], copies["count"]) == (PHULOCH, 6)


def test_a_text_list_names_the_card_of_two_passcodes_without_doubt(tmp_path: Path) -> None:
    path = tmp_path / "p.txt"
    path.write_text("Main Deck\n1 Megalith Phuloch\n", encoding="utf-8")
    deck = verdict(str(path))
    assert of_rule(deck, "unknown-card") == []  # once "names several cards"
    assert deck["counts"]["main"] == 1


POLYMERIZATION, UMI = 24094653, 22702055


@pytest.mark.parametrize(
    ("argv", "first", "after"),
    [
        (("--lista", "goat"), POLYMERIZATION, FUSION_SUBSTITUTE),
        (("--lista", "goat"), UMI, MAGELLANICA),
        (("--lista", "tcg", "--fecha", "2025-11-01"), FALLEN_OF_ALBAZ, FALLEN_OF_THE_WHITE_DRAGON),
    ],
)
def test_a_card_out_of_the_pool_is_said_whatever_comes_before_it(
    argv: tuple[str, ...], first: int, after: int, tmp_path: Path
) -> None:
    """Before: a card only treated as another was passed over when a copy of that other, in
    the pool, came first in the deck: Goat let in Fusion Substitute after a Polymerization,
    and a list of 2025 Fallen of the White Dragon (released in 2026) after Fallen of Albaz."""
    for order in ([first, after], [after, first]):
        deck = verdict(*argv, deck_file(tmp_path, "d.ydk", order))
        assert out_of_format(deck) == [after], order
