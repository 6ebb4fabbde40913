"""A count struck out with "#" ("3 # Sangan") is looked for in time in proportion to the
text's length: a line of thousands of blanks after a count, or thousands of blank lines, in
a text that holds a "#", is read at once, not in minutes, and what a real list writes is
found struck as before."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import printed_at_once

from ydkcheck.decks import text_lines

DATA = Path(__file__).parents[1] / "data" / "decklists"

# the pattern as it was, its blanks split in many ways between the count and the "#", and
# its first blanks run across the blank lines from each of them
FORMER = re.compile(
    text_lines.STRUCK.pattern.replace(
        r"^[^\S\n]*[0-9]+(?:\s*[x×])?\s+#\s", r"^\s*[0-9]+\s*[x×]?\s+#\s"
    ),
    re.I | re.M,
)

WRITTEN = [
    "3 # Sangan",
    "3x # a",
    "3 x # a",
    "  3  ×  # a",
    "3\t#\tSangan",
    "3 #Sangan",
    "3# Sangan",
    "#3 Sangan",
    "3 Sangan # a note",
    "1\u00a0x\u00a0# a",
]


def test_the_former_pattern_is_the_one_replaced() -> None:
    assert FORMER.pattern != text_lines.STRUCK.pattern


@pytest.mark.parametrize("line", WRITTEN)
def test_a_written_line_is_struck_as_before(line: str) -> None:
    found, before = text_lines.STRUCK.search(line), FORMER.search(line)
    assert (found and found.span()) == (before and before.span())


def _texts() -> list[Path]:
    return sorted(DATA.glob("*.txt"))


@pytest.mark.parametrize("path", _texts(), ids=lambda path: path.name)
def test_a_real_list_is_struck_as_before(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for line in text.splitlines():
        found, before = text_lines.STRUCK.search(line), FORMER.search(line)
        assert (found and found.span()) == (before and before.span()), line
    assert (text_lines.STRUCK.search(text) is None) == (FORMER.search(text) is None)


# texts a player can write; the first took minutes, the second hours at a MiB
HOSTILE = {
    "blanks after a count": "# a\n3 Sangan\n1" + " " * 200_000 + "y\n",
    "blank lines": "# a\n3 Sangan\n" + "\n" * 200_000 + "y\n",
    "blanks and lines": "# a\n3 Sangan\n" + " \n" * 100_000 + "y\n",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_text_of_blanks_is_looked_through_at_once(name: str) -> None:
    script = (
        "import sys\n"
        "from ydkcheck.decks.text_lines import STRUCK, may_strike\n"
        "text = sys.stdin.read()\n"
        "print(may_strike(text), *(STRUCK.search(line) for line in text.splitlines()[2:]))\n"
    )
    printed = printed_at_once(script, HOSTILE[name])
    assert set(printed.split()) <= {"True", "False", "None"}, printed
