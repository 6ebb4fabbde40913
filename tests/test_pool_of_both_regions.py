"""The lists whose card pool is both regions' (YGOPro's region-less lists, World, Master Duel)
still end on the day judged: a card released nowhere by then is not in the format.

Before: ``--lista legacy-2011-03`` read a deck of 2017 Link monsters LEGAL, and World 2020.01
a card first printed in 2026.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from test_format_data import deck_file, of_rule, verdict

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.lists import families
from ydkcheck.lists.model import Banlist
from ydkcheck.validate import Validator

ASH = 14558127  # OCG 2017-01-14, TCG 2017-05-04
MAHAAMA = 545781  # TCG 2020-11-05, OCG 2021-09-25: the TCG first
STEPPLEADER = 433377  # OCG 2026-04-28, TCG 2026-07-03 (both estimated)


def out_of_format(tmp_path: Path, code: int, *argv: str) -> list[dict[str, object]]:
    return of_rule(verdict(*argv, deck_file(tmp_path, "d.ydk", [code])), "not-in-format")


@pytest.mark.parametrize(
    "argv",
    [("--lista", "legacy-2011-03"), ("--lista", "legacy", "--fecha", "2011-06-01")],
)
def test_a_card_of_2017_is_out_of_a_ygopro_list_of_2011(tmp_path: Path, argv: tuple[str]) -> None:
    problems = out_of_format(tmp_path, ASH, *argv)
    assert [p["card"]["id"] for p in problems] == [ASH]  # type: ignore[index]
    assert "first released on 2017-01-14, in the OCG" in str(problems[0]["message"])


def test_a_card_first_printed_in_2026_is_out_of_world_2020(tmp_path: Path) -> None:
    assert out_of_format(tmp_path, STEPPLEADER, "--lista", "world-2020-01")
    assert out_of_format(tmp_path, STEPPLEADER, "--lista", "md-2026-03")
    assert not out_of_format(tmp_path, STEPPLEADER, "--lista", "world-2026-05")


def test_the_first_release_is_the_earlier_of_either_region(tmp_path: Path) -> None:
    # out of the OCG until 2021, but in the World pool from its TCG release
    assert not out_of_format(tmp_path, MAHAAMA, "--lista", "world", "--fecha", "2021-01-15")
    early = out_of_format(tmp_path, MAHAAMA, "--lista", "world", "--fecha", "2020-10-15")
    assert "first released on 2020-11-05, in the TCG" in str(early[0]["message"])


def test_a_list_of_the_user_s_file_without_a_date_allows_any_card(
    tmp_path: Path, cards: CardDB
) -> None:
    path = tmp_path / "mine.lflist.conf"
    path.write_text("!Mine\n#forbidden\n55144522 0 --Pot of Greed\n", encoding="utf-8")
    assert not out_of_format(tmp_path, STEPPLEADER, "--lista", str(path), "--fecha", "2011-06-01")
    deck = read_deck(deck_file(tmp_path, "d.ydk", [STEPPLEADER]), cards)
    # a custom format, dated or not, is what its author says: any card
    for banlist in (
        Banlist(id="c", name="C"),
        Banlist(id="c", name="C", effective=dt.date(2011, 3, 1)),
        Banlist(id="w", name="W", family="world"),  # a World list without a date
    ):
        result = Validator(banlist, cards, dt.date(2011, 6, 1)).check(deck)
        assert not [d for d in result.diagnostics if d.rule == "not-in-format"]


def test_the_families_that_end_on_their_day_are_of_the_pool_of_both_regions() -> None:
    dated = families.RELEASED_ANYWHERE_FAMILIES
    assert {families.FAMILIES[name].pool for name in dated} == {"any"}
    assert {name for name, family in families.FAMILIES.items() if family.pool == "any"} == dated
