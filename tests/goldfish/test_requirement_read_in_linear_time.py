"""A gate (``simula --requiere NAME>=P``) is read in time in proportion to its length: one
of thousands of blanks before a last word is refused at once, not in seconds or minutes,
and every gate written as before reads as before."""

from __future__ import annotations

import re

import pytest
from helpers import printed_at_once

from ydkcheck.errors import InputError
from ydkcheck.goldfish.gates import parse_requirement

# the pattern as it was, blanks before and after the "%" split in many ways
FORMER = re.compile(r"^\s*([^\s>=<]+)\s*>=\s*([0-9]+(?:\.[0-9]*)?|\.[0-9]+)\s*(%?)\s*$")

WRITTEN = [
    "a>=0.8",
    "a >= 0.8",
    "  a>=80%  ",
    "a>=80 %",
    "engine>=.5",
    "engine>=1.",
    "a>=1\n",
    "a>=1 x",
    "a>=",
    ">=1",
    "a b>=1",
    "a>=1%%",
    "a>=-1",
]


def _read(text: str) -> tuple[str, ...] | None:
    try:
        gate = parse_requirement(text)
    except InputError:
        return None
    return (gate.name, str(gate.minimum), str(gate.places))


@pytest.mark.parametrize("text", WRITTEN)
def test_a_written_gate_reads_as_before(text: str) -> None:
    assert (_read(text) is None) == (FORMER.match(text) is None)


def test_a_gate_of_blanks_is_refused_at_once() -> None:
    script = (
        "from ydkcheck.errors import InputError\n"
        "from ydkcheck.goldfish.gates import parse_requirement\n"
        "try:\n"
        "    parse_requirement('a >= 1' + ' ' * 200_000 + 'x')\n"
        "except InputError:\n"
        "    print('refused')\n"
    )
    assert printed_at_once(script).split() == ["refused"]
