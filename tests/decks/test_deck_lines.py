"""A deck's lines are one a copy, section by section, or none at all: a deck whose section
changed without its lines would report its problems at other copies' lines."""

from __future__ import annotations

import dataclasses

import pytest

from ydkcheck.decks.model import Deck


def test_a_deck_with_a_line_for_each_copy_is_made() -> None:
    deck = Deck("d.ydk", (1, 2), (3,), (), lines=((2, 3), (5,), ()))
    assert deck.find(None)[1].line == 3


@pytest.mark.parametrize(
    "lines",
    [((2,), (5,), ()), ((2, 3), (), ()), ((2, 3), (5,), (7,)), ((2, 3, 4), (5,), ())],
)
def test_a_deck_whose_lines_are_not_one_a_copy_is_never_made(
    lines: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]],
) -> None:
    with pytest.raises(ValueError, match=r"d\.ydk: the lines of a deck"):
        Deck("d.ydk", (1, 2), (3,), (), lines=lines)


def test_a_section_changed_without_its_lines_is_refused() -> None:
    """What ``find`` would otherwise do silently: pair the copies with the lines left,
    dropping the copy added."""
    deck = Deck("d.ydk", (1, 2), (3,), (), lines=((2, 3), (5,), ()))
    with pytest.raises(ValueError):
        dataclasses.replace(deck, side=(4,))
    assert dataclasses.replace(deck, side=(4,), lines=None).find({4})[0].line is None
