"""A field's appearance is read operator by operator in time in proportion to its length: a
run of numbers no operator ends, or one long number, put in a forged sheet's field, is read at
once, not in minutes, and what a real appearance sets is read as before."""

from __future__ import annotations

import re

import pytest
from helpers import printed_at_once

from ydkcheck.decks.sheet_ink import OPERATION

# the pattern as it was, before each number was written one way and their run was bounded
# (with the operators that build and fill a path, which the pattern reads since it reads a
# background)
FORMER_NUMBER = rb"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)"
FORMER = re.compile(
    rb"(?<![^\s\])>])((?:"
    + FORMER_NUMBER
    + rb"\s+)*)(/[^\s/\[\]()<>]+\s+(?:"
    + FORMER_NUMBER
    + rb"\s+)?)?(Tj|TJ|'|\"|Tf|Tm|cm|Tr|BT|g|rg|k|G|RG|K|scn|sc|SCN|SC|cs|CS|q|Q"
    rb"|f\*?|F|B\*?|b\*?|re|m|l|c|v|y|h|n)"
    rb"(?![A-Za-z*'\"])"
)

# appearances as readers and form tools write them, and as the ink tests forge them
WRITTEN = [
    b"/Tx BMC q BT /Helv 12 Tf 0 g 2 2 Td (Maxx) Tj ET Q EMC",
    b"q 1 g 0 0 100 20 re f 0 g BT /Helv 9 Tf (Maxx) Tj ET Q",
    b"BT /Helv 12 Tf 0.01 0 0 0.01 5 5 Tm (Maxx) Tj ET",
    b"0.01 0 0 0.01 0 0 cm BT /Helv 12 Tf (Maxx) Tj ET",
    b"BT /Helv 12 Tf /DeviceRGB cs 1 1 1 sc (x) Tj ET",
    b"BT /Helv 12 Tf 1 Tr /CS0 CS 0 SC 0 g (x) Tj ET",
    b"BT /Helv 12 Tf 03 Tr (x) Tj ET",
    b"BT /Helv 12 Tf 3.0 Tr (x) Tj ET",
    b"BT /Helv 12 Tf 0 0 0 0 k (x) Tj ET",
    b"BT/Helv 0.5 Tf (x) Tj ET",
    b"q -1.5 +2 .5 3. 0 0 cm 0.25 0.5 0.75 rg BT /F1 -.5 Tf [(a) 120 (b)] TJ ET Q",
    b"1 0 0 1 0 0 cm\n0.2 G\r\n1 1 1 1 5 5 Tm 12 TL (x) ' 1 2 (y) \"",
]


def _read(pattern: re.Pattern[bytes], stream: bytes) -> list[tuple[object, ...]]:
    return [(m.span(), m.groups()) for m in pattern.finditer(stream)]


@pytest.mark.parametrize("stream", WRITTEN)
def test_a_written_appearance_reads_as_before(stream: bytes) -> None:
    assert _read(OPERATION, stream) == _read(FORMER, stream)
    spaced = stream.replace(b"/", b" /")
    assert _read(OPERATION, spaced) == _read(FORMER, spaced)


def test_the_last_operands_of_a_long_run_are_still_read() -> None:
    stream = b"9 " * 40 + b"0.01 0 0 0.01 0 0 cm"
    (found,) = OPERATION.finditer(stream)
    assert found.group(1).split()[-6:] == b"0.01 0 0 0.01 0 0".split()
    assert found.group(3) == b"cm"


# a field's appearance a forger can write; with each number split every way, and every run
# of numbers tried to its end from each of its numbers, the first took minutes
HOSTILE = {
    "numbers no operator ends": b"1 " * 50_000 + b"x",
    "one long number": b" " + b"1" * 200_000 + b" ",
    "a long decimal": b" 1." + b"1" * 200_000 + b" ",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_forged_appearance_is_read_at_once(name: str) -> None:
    script = (
        "import sys\n"
        "from ydkcheck.decks.sheet_ink import legible, paints_over\n"
        "stream = sys.stdin.buffer.read() + b' BT /Helv 12 Tf 0 g (x) Tj ET'\n"
        "print(legible(stream), paints_over(stream))\n"
    )
    assert printed_at_once(script, HOSTILE[name]).split() == ["True", "False"]
