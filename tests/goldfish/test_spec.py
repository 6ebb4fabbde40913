"""Hand specs: Spanish and English keys, passcodes and names, lines kept for messages."""

from __future__ import annotations

import pytest

from ydkcheck.errors import InputError
from ydkcheck.goldfish.spec import bind
from ydkcheck.goldfish.spec_file import read_spec

ENGLISH = """\
groups:
  starters: ["Snake-Eye Ash", 9674034, "48452496"]
  bricks:
    - Diabellstar the Black Witch
conditions:
  playable: "starters >= 1"
  ideal: starters >= 1 and bricks == 0
effects:
  "Pot of Desires": {draw: 2}
  "Snake-Eye Ash": {search: starters}
"""
SPANISH = (
    ENGLISH.replace("groups:", "grupos:")
    .replace("conditions:", "condiciones:")
    .replace("effects:", "efectos:")
    .replace("draw:", "robar:")
    .replace("search:", "busca:")
)


@pytest.mark.parametrize("text", [ENGLISH, SPANISH], ids=["english", "spanish"])
def test_both_languages_read_the_same(text: str) -> None:
    spec = read_spec("spec.yaml", text)
    starters, bricks = spec.groups
    assert [member.ref for member in starters.members] == ["Snake-Eye Ash", 9674034, 48452496]
    assert [(member.ref, member.line) for member in bricks.members] == [
        ("Diabellstar the Black Witch", 4),
    ]
    assert [(c.name, c.text, c.line) for c in spec.conditions] == [
        ("playable", "starters >= 1", 6),
        ("ideal", "starters >= 1 and bricks == 0", 7),
    ]
    assert [(e.card, e.draw, e.search, e.line) for e in spec.effects] == [
        ("Pot of Desires", 2, None, 9),
        ("Snake-Eye Ash", 0, "starters", 10),
    ]


def test_bind_resolves_every_card_and_names_the_line_of_a_miss() -> None:
    spec = read_spec("spec.yaml", ENGLISH)
    known = {
        "Snake-Eye Ash": 1,
        9674034: 2,
        48452496: 3,
        "Diabellstar the Black Witch": 4,
        "Pot of Desires": 5,
    }
    bound = bind(spec, known.get, lambda name: [])
    assert bound.groups == {"starters": frozenset({1, 2, 3}), "bricks": frozenset({4})}
    assert [identity for identity, _ in bound.effects] == [5, 1]
    del known["Diabellstar the Black Witch"]
    with pytest.raises(InputError) as caught:
        bind(spec, known.get, lambda name: ["Diabellstar the White Witch"])
    assert (caught.value.key, caught.value.line) == ("goldfish.spec.unknown-name-hint", 4)
    assert "White Witch" in caught.value.render("en")


def test_two_effects_on_one_card_are_refused_at_the_second() -> None:
    """A hostile round: effects on ``Terraforming`` and ``Terraformación`` (one card) were
    both applied, a draw of 1 and one of 5 dealt as a draw of 6, without a word."""
    text = (
        "grupos:\n  s: [Terraforming]\ncondiciones:\n  c: 's >= 1'\n"
        "efectos:\n  Terraforming: {robar: 1}\n  Terraformación: {robar: 5}\n"
    )
    spec = read_spec("spec.yaml", text)
    with pytest.raises(InputError) as caught:
        bind(spec, {"Terraforming": 73628505, "Terraformación": 73628505}.get, lambda _: [])
    assert (caught.value.key, caught.value.line) == ("goldfish.spec.effect-twice", 7)
    assert "line 6" in caught.value.render("en")
