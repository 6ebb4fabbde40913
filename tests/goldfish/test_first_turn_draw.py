"""Before Master Rule 3 the player going first drew on their first turn: the lists of
that time open with 6 cards seen going first, as the player going second sees. The rule is
one of the day judged (``families.opening_hand``); the lists keep their family's hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run

from ydkcheck.lists import collection
from ydkcheck.lists.choose import select_banlist
from ydkcheck.lists.families import FAMILIES, opening_hand

MALISS = str(Path(__file__).parents[2] / "examples" / "maliss" / "maliss.ydk")


@pytest.mark.parametrize(
    ("list_id", "expected"),
    [
        ("tcg-2005-04", (6, 6)),
        ("tcg-2014-04", (6, 6)),  # in force until 2014-07-13, the day before the change
        ("tcg-2014-07", (5, 6)),  # took effect on the day the rules changed
        ("ocg-2013-09", (6, 6)),
        ("ocg-2014-04", (5, 6)),  # after Master Rule 3 (2014-03-21)
        ("legacy-2013-03", (6, 6)),
        ("goat", (6, 6)),
        ("tcg-2026-05", (5, 6)),
        ("speed", (4, 5)),
    ],
)
def test_the_opening_hand_is_the_one_of_the_lists_day(
    list_id: str, expected: tuple[int, int]
) -> None:
    banlist = select_banlist(list_id, None, None, True).banlist
    assert opening_hand(banlist, banlist.effective) == expected


def test_the_lists_keep_their_familys_hand_so_the_rule_lives_in_one_place() -> None:
    for entry in collection.available(True):
        banlist = collection.read_list(collection.source_of(entry))
        family = FAMILIES.get(entry.family)
        if family is not None:
            assert (banlist.hand_first, banlist.hand_second) == family.hand, entry.id


def test_an_exported_list_of_2005_says_its_six_cards_going_first() -> None:
    then = run("listas", "exporta", "tcg-2005-04", "--lang", "en")
    assert "opening hand of 6 going first, 6 going second" in then.stderr
    now = run("listas", "exporta", "tcg-2026-05", "--lang", "en")
    assert "opening hand" not in now.stderr


def test_simula_sees_six_cards_going_first_under_a_list_of_2005() -> None:
    then = json.loads(run("simula", MALISS, "--lista", "tcg-2005-04", "--salida", "json").stdout)
    now = json.loads(run("simula", MALISS, "--lista", "tcg-2026-05", "--salida", "json").stdout)
    assert (then["going"], then["cards_seen"]) == ("first", 6)
    assert (now["going"], now["cards_seen"]) == ("first", 5)


@pytest.mark.parametrize(
    ("argv", "seen"),
    [
        (["--lista", "ocg", "--fecha", "2014-03-20"], 6),
        (["--lista", "ocg", "--fecha", "2014-03-21"], 5),  # the OCG list of February, after
        (["--lista", "tcg-2014-04", "--fecha", "2014-07-13"], 6),
        (["--lista", "tcg-2014-04", "--fecha", "2014-07-20"], 5),  # named for a later day
    ],
)
def test_the_rule_is_the_one_of_the_day_judged(argv: list[str], seen: int) -> None:
    document = json.loads(run("simula", MALISS, *argv, "--salida", "json").stdout)
    assert document["cards_seen"] == seen


@pytest.mark.parametrize(
    "list_id", ["tcg-2005-04", "ocg-2014-02", "legacy-2013-03", "tcg-2014-04", "tcg-2026-05"]
)
def test_an_exported_list_and_simula_give_one_hand(list_id: str) -> None:
    """With no day given, both take the day a run judges the list on (the end of its
    period, today for the newest of its family): a list in force across the change too."""
    said = run("listas", "exporta", list_id, "--lang", "en").stderr
    document = json.loads(run("simula", MALISS, "--lista", list_id, "--salida", "json").stdout)
    six = "opening hand of 6 going first" in said
    assert document["cards_seen"] == (6 if six else 5), said
