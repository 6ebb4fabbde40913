"""A list file's card lines are read in time in proportion to their length: a line of
thousands of blanks before a last word is read at once, not in minutes (a list file may
hold 2 MiB), and every line a real list writes reads as before."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import printed_at_once

from ydkcheck.lists import lflist

DATA = Path(__file__).parent / "data" / "lists"

# the patterns as they were, a lazy comment before blanks to the line's end
FORMER_ENTRY = r"^([0-9]{1,10})\s+(-?[0-9]{1,4})(?:(?:\s+|(?=--))(.*?))?\s*$"
FORMER_POOL = r"^#limit-pool\s+([0-9]{1,2})\s+([0-9]{1,10})(?:\s*--(.*?))?\s*$"

WRITTEN = [
    "21044178 0 --Abyss Dweller",
    "21044178 0 -- Abyss Dweller",
    "21044178 0--Abyss Dweller",
    "21044178 1 #Abyss Dweller",
    "21044178 2",
    "21044178   3   ",
    "21044178 -1 --x",
    "21044178 12345",
    "21044178 1x",
    "21044178 1 a b  c",
    "12345678901 1",
    "x 1",
    "#limit-pool 1 26202165 --Crystal Wing Synchro Dragon",
    "#limit-pool 2 26202165--x",
    "#limit-pool 1 26202165",
    "#limit-pool 1 26202165  ",
    "#limit-pool 1 26202165 x",
    "#limit-pool 100 26202165",
]


def _entry_groups(pattern: str, line: str) -> tuple[str | None, ...] | None:
    found = re.match(pattern, line)
    return None if found is None else (*found.groups()[:2], (found.group(3) or "").strip())


def _shipped_lines() -> list[str]:
    return [
        line.strip()
        for path in sorted(DATA.glob("*.conf"))
        for line in path.read_text(encoding="utf-8").splitlines()
    ]


@pytest.mark.parametrize("line", WRITTEN + _shipped_lines()[:400])
def test_a_written_line_reads_as_before(line: str) -> None:
    entry = line.split("\t")[0].strip()
    assert _entry_groups(lflist.ENTRY, entry) == _entry_groups(FORMER_ENTRY, entry)
    assert _entry_groups(lflist.POOL_ENTRY, line.rstrip()) == _entry_groups(FORMER_POOL, line)


# lines a list file can hold; with the lazy comment, each took tens of seconds at 40,000
HOSTILE = {
    "a card's comment": "!custom\n26202165 1 a" + " " * 200_000 + "x\n",
    "a pool's comment": "!custom\n#limit-pool 1 26202165 --" + " " * 200_000 + "x\n",
}
# what each is read as: the card's line, and a pool of no card in a list of none
READ = {"a card's comment": "26202165", "a pool's comment": "lflist.empty-list"}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_line_of_blanks_is_read_at_once(name: str) -> None:
    script = (
        "import sys\n"
        "from ydkcheck.errors import InputError\n"
        "from ydkcheck.lists.lflist import parse_lflist\n"
        "try:\n"
        "    print(*parse_lflist(sys.stdin.read(), 'x.lflist.conf').limits)\n"
        "except InputError as error:\n"
        "    print(error.key)\n"
    )
    assert printed_at_once(script, HOSTILE[name]).split() == [READ[name]]
