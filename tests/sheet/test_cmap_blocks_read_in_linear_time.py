"""A font's ToUnicode CMap is split into its blocks in time in proportion to its length: a
CMap of thousands of blocks begun and never ended is read at once, and a real one's blocks
are found as before."""

from __future__ import annotations

import re

import pytest
from helpers import printed_at_once

from ydkcheck.decks.sheet_glyphs import _blocks

# the pattern as it was: each "begin" with no end was looked for to the CMap's end
FORMER = re.compile(rb"begin(bfchar|bfrange)(.*?)end\1", re.S)

WRITTEN = [
    b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
    b"1 begincodespacerange <0000> <FFFF> endcodespacerange\n"
    b"2 beginbfchar\n<0003> <0020>\n<0024> <0041>\nendbfchar\n"
    b"1 beginbfrange\n<0044> <0046> <0061>\nendbfrange\nendcmap CMapName currentdict",
    b"beginbfchar <0001> <0041> endbfrange <0002> <0042> endbfchar",
    b"beginbfrange beginbfchar <0001> <0041> endbfchar endbfrange",
    b"beginbfchar beginbfchar <0001> <0041> endbfchar endbfchar",
    b"beginbfchar <0001> <0041> beginbfrange <0002> <0003> <0042> endbfrange",
    b"beginbfrangebeginbfcharendbfchar",
    b"endbfchar beginbfchar",
    b"",
]


@pytest.mark.parametrize("data", WRITTEN)
def test_a_written_cmap_is_split_as_before(data: bytes) -> None:
    assert _blocks(data) == FORMER.findall(data)


def test_a_cmap_begun_many_times_is_read_at_once() -> None:
    script = (
        "from ydkcheck.decks.sheet_glyphs import _blocks\n"
        "_blocks(b'beginbfchar' * 40_000 + b'beginbfrange' * 40_000 + b'endbfchar')\n"
    )
    printed_at_once(script)
