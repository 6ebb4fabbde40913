"""The condition grammar: what parses, what it means, and errors that point at a column."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.goldfish import grammar
from ydkcheck.goldfish.grammar import GrammarError, evaluate, parse
from ydkcheck.goldfish.linear import Form, linearize
from ydkcheck.i18n import t

from .strategies import conditions


@pytest.mark.parametrize(
    ("text", "counts", "expected"),
    [
        ("starters >= 1", {"starters": 1}, True),
        ("starters >= 1", {"starters": 0}, False),
        (
            "starters + extenders >= 2 and bricks == 0",
            {"starters": 1, "extenders": 1, "bricks": 0},
            True,
        ),
        (
            "starters + extenders >= 2 and bricks == 0",
            {"starters": 2, "extenders": 0, "bricks": 1},
            False,
        ),
        ("not a >= 1 or b != 2", {"a": 1, "b": 2}, False),
        ("not a >= 1 or b != 2", {"a": 0, "b": 2}, True),
        ("a == 1 or b == 1 and c == 1", {"a": 1, "b": 0, "c": 0}, True),  # and binds tighter
        ("(a == 1 or b == 1) and c == 1", {"a": 1, "b": 0, "c": 0}, False),
        ("2 <= a + a", {"a": 1}, True),
        ("a + 1 > b", {"a": 1, "b": 2}, False),
        ("a < 1 y no b > 0 o c <= 3", {"a": 0, "b": 1, "c": 9}, False),  # Spanish keywords
        ("A >= 1 AND B >= 1", {"A": 1, "B": 1}, True),
        ("trampas_mano >= 1", {"trampas_mano": 2}, True),
    ],
)
def test_conditions_mean_what_they_say(text: str, counts: dict[str, int], expected: bool) -> None:
    assert evaluate(parse(text), counts) is expected


@pytest.mark.parametrize(
    ("text", "key", "column"),
    [
        ("starters >=", "goldfish.grammar.end-term", 12),
        ("starters >= 1 and", "goldfish.grammar.end-term", 18),
        ("(starters >= 1", "goldfish.grammar.unclosed", 1),
        ("a >= 1 and (b >= 1 or c >= 1", "goldfish.grammar.unclosed", 12),
        ("starters = 1", "goldfish.grammar.single-equals", 10),
        ("starters >= -1", "goldfish.grammar.bad-char", 13),
        ("starters >= 1 bricks == 0", "goldfish.grammar.want-connective", 15),
        ("starters", "goldfish.grammar.end-operator", 9),
        ("starters and bricks == 0", "goldfish.grammar.want-operator", 10),
        ("a >= 1 >= 2", "goldfish.grammar.want-connective", 8),
        ("a >= 2x", "goldfish.grammar.bad-name", 6),
        ("__import__('os') >= 1", "goldfish.grammar.bad-char", 12),
        ("", "goldfish.grammar.end-term", 1),
        ("a >= 1)", "goldfish.grammar.want-connective", 7),
        ("(a >= 1 b", "goldfish.grammar.want-rparen", 9),
        ("a >= and", "goldfish.grammar.want-term", 6),
        ("a >= 1; b", "goldfish.grammar.bad-char", 7),
    ],
)
def test_errors_name_the_column(text: str, key: str, column: int) -> None:
    with pytest.raises(GrammarError) as caught:
        parse(text)
    assert (caught.value.key, caught.value.column) == (key, column)
    for lang in ("es", "en"):  # the message exists in both languages and names the column
        message = t(key, lang, name="x", column=column, **caught.value.params)
        assert str(column) in message


def test_terms_keep_their_columns() -> None:
    expr = parse("starters + extenders >= 2 and bricks == 0")
    assert [(term.group, term.column) for term in grammar.terms(expr)] == [
        ("starters", 1),
        ("extenders", 12),
        ("bricks", 31),
    ]


@given(conditions(), st.dictionaries(st.sampled_from("abc"), st.integers(0, 9), min_size=3))
def test_capped_linear_forms_give_the_same_answer(text: str, counts: dict[str, int]) -> None:
    expr = parse(text)
    forms, test = linearize(expr)
    values = []
    for form in forms:
        value = sum(coefficient * counts[group] for group, coefficient in form.coefficients)
        values.append(value if form.cap is None else min(value, form.cap))
    assert test(values) == evaluate(expr, counts)


def test_forms_are_shared_and_capped_where_the_answer_stops_changing() -> None:
    forms, _ = linearize(parse("a + b >= 2 and b + a != 0 and 3 > c + c and a < b"))
    assert forms == [
        Form((("a", 1), ("b", 1)), 2),  # >= 2 needs 2, != 0 needs 1: the larger
        Form((("c", 2),), 3),
        Form((("a", 1), ("b", -1)), None),
    ]


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("a + 3000000000 >= 1", "goldfish.grammar.big-number"),  # once: numpy int32 overflow
        ("a >= " + "1" * 5000, "goldfish.grammar.big-number"),  # once: int() refused it
        ("(" * 1000 + "a >= 1" + ")" * 1000, "goldfish.grammar.too-deep"),  # once: recursion
        ("not " * 1000 + "a >= 1", "goldfish.grammar.too-deep"),
        (" or ".join(["a >= 1"] * 2000), "goldfish.grammar.too-long"),  # 4 MB took 16 s
        ("a >= 1²", "goldfish.grammar.bad-name"),  # "²" is a digit to str.isdigit, not to int()
    ],
)
def test_numbers_and_nesting_past_their_bounds_are_grammar_errors(text: str, key: str) -> None:
    with pytest.raises(GrammarError) as caught:
        parse(text)
    assert caught.value.key == key
    for lang in ("es", "en"):  # which of the command line's conditions, as every other error
        said = t(key, lang, name="big", column=caught.value.column, **caught.value.params)
        assert "big" in said, said


def test_nesting_up_to_the_bound_parses_and_means_what_it_says() -> None:
    depth = grammar.MAX_DEPTH
    expr = parse("(" * depth + "a >= 1" + ")" * depth)
    assert evaluate(expr, {"a": 1}) is True and evaluate(expr, {"a": 0}) is False
