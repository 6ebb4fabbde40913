"""What the paper prints of a field against what ydkcheck reads of it (``sheet_cut``)."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks.sheet_cut import cut_problems
from ydkcheck.decks.sheet_shown import Placed, _as_read

NAME, COUNT = "Monster 1", "Monster Card 1 Count"
VALUES = {NAME: "Heavy Storm Duster", COUNT: "3"}


def said(printed: list[tuple[str, str]], cards: CardDB, already: frozenset[str] = frozenset()):
    return [d.params for d in cut_problems(VALUES, printed, already, cards)]


@pytest.mark.parametrize(
    "shown",
    [
        "Heavy Storm Duster",
        "Heavy  Storm\nDuster",  # wrapped over two lines, or spaced otherwise
        "Heavy Storm Dus",  # the start of that card's name alone
        "Heavy-Storm Duster",  # its letters, a sign aside (a font without ★ prints none)
    ],
)
def test_a_name_printed_whole_or_cut_to_its_own_card_is_no_problem(cards, shown):
    assert said([(NAME, shown), (COUNT, "3")], cards) == []


@pytest.mark.parametrize(
    "shown",
    [
        "Heavy Storm",  # a Forbidden card of its own
        "Heavy Sto",  # the start of two cards' names
        "Storm Duster",  # its end
        "",  # nothing
        "Heavy Storm Duster 2",  # more
    ],
)
def test_a_name_printed_otherwise_is_said_with_what_the_paper_shows(cards, shown):
    (problem,) = said([(NAME, shown)], cards)
    assert problem["field"] == NAME and problem["printed"] == shown
    assert problem["value"] == "Heavy Storm Duster"


def test_a_count_printed_otherwise_is_said(cards):
    (problem,) = said([(COUNT, "")], cards)
    assert problem["field"] == COUNT


def test_a_field_said_already_or_unknown_is_not_said_again(cards):
    assert said([(NAME, "Heavy Storm")], cards, frozenset({NAME})) == []
    assert said([("Monster 99", "Pot of Greed")], cards) == []
    assert len(said([(NAME, "Heavy Storm"), (NAME, "Heavy")], cards)) == 1  # two widgets


def test_a_name_written_right_to_left_is_the_name_in_the_order_a_page_places_it(cards):
    """pdfium places Hebrew and Arabic from the right: a player's name is no cut for it."""
    values = {"Last Names": "כהן"}
    assert cut_problems(values, [("Last Names", "ןהכ")], frozenset(), cards) == []
    (problem,) = cut_problems(values, [("Last Names", "כה")], frozenset(), cards)
    assert problem.params["printed"] == "כה"


def placed(text: str, x_of: list[float], y: float = 700.0) -> list[Placed]:
    """``text``'s characters drawn at ``x_of``, in the order given (the stream's)."""
    return [
        Placed(ord(char), (x, y, x + 4, y + 8), 1, True, (x, y))
        for char, x in zip(text, x_of, strict=True)
    ]


def test_letters_are_read_where_they_sit_not_where_the_stream_draws_them():
    """A second review: one TJ drew 'Beast ' after 'King ', kerned back: the paper prints
    King Beast Barbaros, a card of its own, and ydkcheck joined the letters as drawn."""
    drawn = placed("Beast King ", [30, 34, 38, 42, 46, 50, 0, 4, 8, 12, 16])
    assert "".join(chr(one.code) for one in _as_read(drawn)) == "King Beast "
    wrapped = placed("Señor", [0, 4, 8, 12, 16], y=710) + placed("Omega", [0, 4, 8, 12, 16])
    assert "".join(chr(one.code) for one in _as_read(wrapped[::-1])) == "SeñorOmega"
