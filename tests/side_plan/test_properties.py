"""The plan reader fed what hypothesis makes up: a plan or an ``InputError``, nothing else.

Plans are made of the pieces of their format (keys in both languages, names, passcodes,
counts, flow mappings, anchors, tags, line breaks of every kind) mixed with arbitrary text,
so that examples reach past the first check; a plan that reads is then checked against a
real deck, which must give its verdict without raising.
"""

from __future__ import annotations

import contextlib
import functools
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ydkcheck.cards import CardDB, open_card_db
from ydkcheck.decks import Deck, read_deck
from ydkcheck.errors import InputError
from ydkcheck.side_plan.check import check_plan, post_side_deck
from ydkcheck.side_plan.spec import load_plan

RYZEAL = str(Path(__file__).parents[2] / "examples" / "side-plan" / "ryzeal.ydk")
EXAMPLES = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
BREAKS = st.sampled_from(["\n", "\r\n", "\r", "\x0c", "\x85", "\u2028", "\x00", "\t"])
NUMBERS = st.sampled_from(["0", "1", "3", "61", "14558127", "4294967296", "1" * 20, "²", "-1"])
JUNK = st.text(max_size=30)
PIECES = st.sampled_from(
    [
        "rivales:",
        "matchups:",
        "  Snake-Eye:",
        "  Yubel: {}",
        "  X:",
        "    entran:",
        "    salen:",
        "    in:",
        "    out:",
        "    entran: {Droll & Lock Bird: 2}",
        '    salen: {"Pot of Desires": 2, 25311006: 1}',
        "      Artifact Lancea: 3",
        "      Barrera Dimensional: 1",
        "      67173574: 1",
        "      0x1F: 1",
        "      Dimensional Barier: 2",
        "      a: &a {b: 1}",
        "    in: *a",
        "    out: !!python/object:os.system 1",
        "    in: [a, b]",
        "- - -",
        "{",
        "]",
        "? complex",
        "~: 1",
    ]
)
PLAN_TEXT = st.builds(
    lambda items, breaks: "".join(a + b for a, b in zip(items, breaks, strict=False)),
    st.lists(st.one_of(PIECES, JUNK, st.builds("      {}: {}".format, JUNK, NUMBERS)), max_size=25),
    st.lists(BREAKS, min_size=25, max_size=25),
)


@functools.cache
def card_data() -> CardDB:
    return open_card_db(offline=True)


@functools.cache
def ryzeal() -> Deck:
    return read_deck(RYZEAL, card_data())


@EXAMPLES
@given(PLAN_TEXT)
def test_the_reader_raises_only_input_errors(text: str) -> None:
    with contextlib.suppress(InputError):
        load_plan("plan.yaml", text)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(PLAN_TEXT)
def test_a_plan_that_reads_is_checked_without_raising(text: str) -> None:
    try:
        plan = load_plan("plan.yaml", text)
    except InputError:
        return
    result = check_plan(ryzeal(), plan, card_data())
    assert len(result.matchups) == len(plan.matchups)
    for checked in result.matchups:
        assert all(d.line is not None for d in checked.diagnostics)
        if checked.valid:
            after = post_side_deck(ryzeal(), plan, checked.matchup.name, card_data())
            assert after.counts() == checked.counts
