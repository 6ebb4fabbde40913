"""What card data must hold before it may replace the data in use."""

from __future__ import annotations

import pytest

from ydkcheck.cards.data import card_data_problem, snapshot_paths

GOOD = "\t".join(["14558127", "0", "Ash Blossom & Joyous Spring", *[""] * 10]) + "\n"


def line(passcode: str, name: str = "A card") -> str:
    return "\t".join([passcode, "0", name, *[""] * 10]) + "\n"


def test_the_shipped_snapshot_is_fit() -> None:
    assert card_data_problem(snapshot_paths()[0].read_bytes(), 10_000) is None


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (GOOD.encode("latin-1") + b"\xff\n", "not UTF-8"),
        (GOOD.encode().rstrip(b"\n"), "cut off"),
        (GOOD.encode(), "1 cards, at least 2 expected"),
        ((GOOD + "14558128\t0\n").encode(), "line 2 is not a card"),
        ((GOOD + line("14558127")).encode(), "line 2: passcode out of order"),
        ((GOOD + line("99999999999")).encode(), "out of range"),
        ((GOOD + line("²")).encode(), "line 2 is not a card"),
        ((GOOD + line("14558128", "Ash\u2028Blossom")).encode(), "line 2"),
        ((GOOD + line("14558128", "  ")).encode(), "line 2: no usable name"),
    ],
)
def test_data_that_would_break_readers_is_refused(data: bytes, problem: str) -> None:
    found = card_data_problem(data, 2)
    assert found is not None and problem in found


def test_spanish_names_found_by_bisection_are_the_table_read_whole():
    from ydkcheck.cards.naming import spanish_names

    names = spanish_names()
    table = dict(names.items())
    assert len(table) > 13_000 and len(names) == len(table)
    assert all(names.get(code) == name for code, name in table.items())
    assert names.get(14558127) == "Flor de Ceniza & Primavera Feliz"
    assert names.get(1) is None and 99_999_999_999 not in names  # no such card


def test_many_passcodes_asked_at_once_are_the_cards_asked_one_by_one() -> None:
    """Past ``MANY_LOOKUPS`` passcodes, ``lookup`` finds where each line starts in one
    pass: each card, and each passcode the data lacks, is what a bisection finds, then and
    for every card asked later (the data's first and last lines among them)."""
    from ydkcheck.cards import open_card_db
    from ydkcheck.cards.data import MANY_LOOKUPS

    every = open_card_db().all_cards()
    asked = [card.id for card in every[::7]][:MANY_LOOKUPS]
    asked += [1, 99999999, 4294967295, asked[0]]  # no card, and one asked twice
    many = open_card_db()
    together = many.lookup(asked)
    one_by_one = open_card_db()
    assert len(set(asked)) >= MANY_LOOKUPS
    assert {code: together[code] for code in asked} == {
        code: one_by_one.get(code) for code in asked
    }
    later = [every[0].id, every[-1].id, *(card.id for card in every[3::11][:50]), 2, 10**12]
    assert [many.get(code) for code in later] == [one_by_one.get(code) for code in later]
    assert many.get(every[-1].id) == every[-1] and many.get(10**12) is None
