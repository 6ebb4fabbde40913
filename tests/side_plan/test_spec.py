"""Plan files: Spanish and English keys, names and passcodes, every problem at file:line."""

from __future__ import annotations

import pytest

from ydkcheck.errors import InputError
from ydkcheck.side_plan.spec import MAX_CARDS, MAX_MATCHUPS, load_plan

SPANISH = """\
rivales:
  Snake-Eye:
    entran: {"Droll & Lock Bird": 2, "Ghost Belle & Haunted Mansion": 1}
    salen:  {"Pot of Prosperity": 3}
  Yubel:
    entran:
      Dark Ruler No More: 1
    salen:
      25311006: 1
  Sin cambios:
"""
ENGLISH = (
    SPANISH.replace("rivales:", "matchups:").replace("entran:", "in:").replace("salen:", "out:")
)


@pytest.mark.parametrize("text", [SPANISH, ENGLISH], ids=["spanish", "english"])
def test_both_languages_read_the_same(text: str) -> None:
    snake_eye, yubel, unchanged = load_plan("plan.yaml", text).matchups
    assert (snake_eye.name, snake_eye.line) == ("Snake-Eye", 2)
    assert [(s.ref, s.copies, s.line) for s in snake_eye.cards_in] == [
        ("Droll & Lock Bird", 2, 3),
        ("Ghost Belle & Haunted Mansion", 1, 3),
    ]
    assert [(s.ref, s.copies, s.line) for s in snake_eye.cards_out] == [("Pot of Prosperity", 3, 4)]
    assert [(s.ref, s.line) for s in yubel.cards_in] == [("Dark Ruler No More", 7)]
    assert [(s.ref, s.line) for s in yubel.cards_out] == [(25311006, 9)]  # a passcode
    assert (unchanged.name, unchanged.cards_in, unchanged.cards_out) == ("Sin cambios", (), ())


def test_a_rival_is_found_case_aside_and_an_unknown_one_lists_the_others() -> None:
    plan = load_plan("plan.yaml", SPANISH)
    assert plan.matchup("snake-eye").name == "Snake-Eye"
    with pytest.raises(InputError) as caught:
        plan.matchup("Kashtira")
    assert caught.value.key == "plan.unknown-rival"
    assert caught.value.render("en") == (
        "plan.yaml: the plan has no matchup 'Kashtira'; it has: Snake-Eye, Yubel, Sin cambios"
    )


@pytest.mark.parametrize(
    ("text", "key", "line"),
    [
        ("rivales: [\n", "plan.yaml", 2),
        ("- Snake-Eye\n", "plan.not-mapping", 1),
        ("", "plan.not-mapping", 1),
        ("rival:\n  X: {}\n", "plan.unknown-key", 1),
        ("rivales:\n", "plan.no-matchups", 1),
        ("rivales:\n  X: {}\nmatchups:\n  Y: {}\n", "plan.two-sections", 3),
        ("rivales: [X, Y]\n", "plan.not-mapping-here", 1),
        ("rivales:\n  X:\n    entra: {A: 1}\n", "plan.unknown-swap-key", 3),
        ("rivales:\n  X:\n    in: {A: 1}\n    entran: {B: 1}\n", "plan.duplicate-key", 4),
        ("rivales:\n  X: {}\n  x: {}\n", "plan.duplicate-key", 3),
        ("rivales:\n  X:\n    in: [A, B]\n", "plan.not-mapping-here", 3),
        ("rivales:\n  X:\n    in:\n      A: 0\n", "plan.bad-copies", 4),
        ("rivales:\n  X:\n    in:\n      A: 61\n", "plan.bad-copies", 4),
        ("rivales:\n  X:\n    in:\n      A: 1.5\n", "plan.bad-copies", 4),
        ("rivales:\n  X:\n    in:\n      A:\n", "plan.bad-copies", 4),
        ("rivales:\n  X:\n    in:\n      0x1F: 1\n", "plan.bad-card", 4),
        ("rivales:\n  X:\n    in:\n      ' ': 1\n", "plan.bad-card", 4),
        ("rivales:\n  X:\n    in:\n      " + "A" * 201 + ": 1\n", "plan.long-name", 4),
        ("rivales:\n  X:\n    in: {A: 1, A: 2}\n", "plan.duplicate-key", 3),
    ],
)
def test_a_plan_of_the_wrong_shape_says_where(text: str, key: str, line: int) -> None:
    with pytest.raises(InputError) as caught:
        load_plan("plan.yaml", text)
    assert (caught.value.key, caught.value.path, caught.value.line) == (key, "plan.yaml", line)


def test_a_plan_is_bounded() -> None:
    matchups = "".join(f"  R{n}: {{}}\n" for n in range(MAX_MATCHUPS + 1))
    with pytest.raises(InputError) as caught:
        load_plan("plan.yaml", "rivales:\n" + matchups)
    assert (caught.value.key, caught.value.line) == ("plan.too-many-matchups", MAX_MATCHUPS + 2)
    cards = "".join(f"      C{n}: 1\n" for n in range(MAX_CARDS + 1))
    with pytest.raises(InputError) as caught:
        load_plan("plan.yaml", "rivales:\n  X:\n    in:\n" + cards)
    assert (caught.value.key, caught.value.line) == ("plan.too-many-cards", MAX_CARDS + 4)


def test_a_missing_plan_file(tmp_path) -> None:
    with pytest.raises(InputError) as caught:
        load_plan(str(tmp_path / "none.yaml"))
    assert caught.value.key == "plan.missing"
