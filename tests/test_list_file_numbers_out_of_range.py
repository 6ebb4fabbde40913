"""A number of a YAML list file outside what its field takes says so, and says the range.

``copies: -1`` once said "'-1' is not a whole number" (it is one, below 1–3), and
``main: [60, 40]`` said "40 is outside 60–∞" where the maximum is below the minimum.
"""

from __future__ import annotations

import pytest

from ydkcheck.errors import InputError
from ydkcheck.lists.yaml_file import load_yaml_list

HEAD = "id: club\nname: Club\n"


def _error(body: str) -> InputError:
    with pytest.raises(InputError) as caught:
        load_yaml_list(HEAD + body, "club.yaml")
    return caught.value


def test_negative_copies_are_outside_one_to_three() -> None:
    error = _error("deck: {main: [40, 60], copies: -1}\n")
    assert (error.key, error.line) == ("list.out-of-range", 3)
    assert error.render("es") == "club.yaml:3: deck.copies: -1 está fuera de 1–3"
    assert error.render("en") == "club.yaml:3: deck.copies: -1 is outside 1–3"


def test_a_maximum_below_the_minimum_is_said_so() -> None:
    error = _error("deck: {main: [60, 40]}\n")
    assert error.key == "list.bounds-reversed"
    assert error.render("es") == (
        "club.yaml:3: «deck.main»: el máximo, 40, es menor que el mínimo, 60; escribe "
        "[mínimo, máximo]"
    )
    assert "the maximum, 40, is below the minimum, 60" in error.render("en")
    assert "∞" not in error.render("en")


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ("forbidden: {-5: X}\n", "passcode: -5 is below the minimum, 0"),
        ("points: {cap: 0}\n", "points.cap: 0 is below the minimum, 1"),
        ("deck: {main: [-40, 60]}\n", "deck.main: -40 is below the minimum, 0"),
    ],
)
def test_a_number_below_a_minimum_without_maximum_names_the_minimum(body: str, said: str) -> None:
    error = _error(body)
    assert error.key == "list.below-minimum"
    assert error.render("en").endswith(said)


@pytest.mark.parametrize("value", ["-0", "1.5", "three", "+1", "-"])
def test_what_is_no_whole_number_is_still_said_so(value: str) -> None:
    assert _error(f"deck: {{copies: {value}}}\n").key == "list.not-integer"


def test_bounds_in_order_and_open_above_are_read() -> None:
    deck = load_yaml_list(HEAD + "deck: {main: [40, 40], side: [0, null], copies: 3}\n", "x").deck
    assert (deck.main.low, deck.main.high, deck.side.high, deck.copies) == (40, 40, None, 3)
