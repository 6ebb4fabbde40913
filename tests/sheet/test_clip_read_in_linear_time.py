"""A field's clip ("x y w h re W n") is looked for in time in proportion to the appearance's
length: a forged appearance of one long number is read at once, not in minutes, and the
clips a real appearance draws are found as before."""

from __future__ import annotations

import re

import pytest
from helpers import printed_at_once

from ydkcheck.decks.sheet_printed import CLIP

# the pattern as it was, a number tried from each of its digits
FORMER = re.compile(rb"(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s+re\s+W\*?\s+n")

WRITTEN = [
    b"/Tx BMC q 1 1 98 18 re W n BT /Helv 12 Tf 0 g 2 2 Td (Maxx) Tj ET Q EMC",
    b"0 0 100 20 re W n",
    b"-1.5 2 30.25 4 re W* n",
    b"q 0 0 0.5 0.5 re W n 1 g 0 0 100 20 re f Q",
    b"q\n2 2 96 .5 re\nW\nn\nQ",
    b"12 0 0 12 0 0 cm 0 0 100 20 re W n 0 0 1 1 re W n",
    b"0 0 100 20 re f",
]


def _clips(pattern: re.Pattern[bytes], stream: bytes) -> list[tuple[object, ...]]:
    return [(m.span(), m.groups()) for m in pattern.finditer(stream)]


@pytest.mark.parametrize("stream", WRITTEN)
def test_a_written_clip_is_found_as_before(stream: bytes) -> None:
    assert _clips(CLIP, stream) == _clips(FORMER, stream)


# appearances a forger can write; tried from each digit, the first took minutes
HOSTILE = {
    "one long number": b" " + b"1" * 200_000 + b" ",
    "a long decimal": b" 1." + b"1" * 200_000 + b" ",
    "numbers glued by dots": b" " + b"1." * 100_000 + b" ",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_forged_appearance_is_looked_through_at_once(name: str) -> None:
    script = (
        "import sys\n"
        "from ydkcheck.decks.sheet_printed import CLIP\n"
        "print(len(list(CLIP.finditer(sys.stdin.buffer.read() + b' 0 0 9 9 re W n'))))\n"
    )
    assert printed_at_once(script, HOSTILE[name]).split() == ["1"]
