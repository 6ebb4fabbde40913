"""``compare.policy_table``: the policy as data, one table per version."""

from __future__ import annotations

import json

import pytest

from ydkcheck.compare.policy_table import CURRENT, FOLDER, PolicyError, load_table, parse_table
from ydkcheck.compare.wording import FINDING_KEYS


def test_the_shipped_table_names_its_policy_and_version() -> None:
    table = load_table()
    assert (table.id, table.version, table.title) == (CURRENT, "2.2", "KDE-E IPP 2.2")
    assert table.category.name == "Deck and Deck List Errors"
    assert table.infraction_order == ("minor", "major")  # the gravest last
    major = table.situations["both-illegal"].infraction
    assert major is not None and major.penalty is not None and major.penalty.name == "Game Loss"
    assert table.before_round_1 is None  # no penalty before Round 1
    assert table.verified_list.lacking == "drop" and table.verified_list.keep_list


def test_every_situation_the_check_names_is_in_the_table_and_worded() -> None:
    assert set(load_table().situations) == set(FINDING_KEYS)


def test_a_table_that_does_not_hold_together_is_refused() -> None:
    data = json.loads((FOLDER / f"{CURRENT}.json").read_text(encoding="utf-8"))
    data["fixes"]["none"]["procedure"] = "shuffle"
    with pytest.raises(PolicyError):
        parse_table(data)
    del data["situations"]
    with pytest.raises(PolicyError):
        parse_table(data)
