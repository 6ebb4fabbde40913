"""Numbered lines in a text list: card lines counted 1), 2), 3)... as a numbered list shows
them, and a paste copied with each line's number before it ("  3. 3x Wind-Up Rabbit")."""

from __future__ import annotations

import re

from ydkcheck.diagnostics import Diagnostic, Section

# a card line counted "N) Name": as Markdown shows "1)", "2)", "3)", a numbered list
NUMBERED = re.compile(r"([0-9]{1,2})\)\s")
LEAST_NUMBERED = 2  # lines of a run 1), 2)... that make it a numbered list
# a line's number, as a paste's page shows it and a copy of the page keeps: "  3. ", "  2."
LINE_NUMBER = re.compile(r"^[ \t]*([0-9]{1,5})\.(?:[ \t]+|$)")
LEAST_LINE_NUMBERS = 3  # numbered lines that make a list copied with its numbers


def numbered_lists(numbered: list[tuple[int, int, int]]) -> list[Diagnostic]:
    """A ``syntax`` warning at the first line of each run of card lines, one after the other
    (blank lines and comments between), counted 1), 2), 3)...: a reader sees a numbered
    list of one copy each, ydkcheck reads the numbers as copies; which, the player says."""
    found = []
    start = 0
    for index in range(1, len(numbered) + 1):
        ends = index == len(numbered) or not (
            numbered[index][0] == numbered[index - 1][0] + 1
            and numbered[index][2] == numbered[index - 1][2] + 1
        )
        if ends:
            run = numbered[start:index]
            if len(run) >= LEAST_NUMBERED and run[0][2] == 1:
                params = {"first": run[0][1], "last": run[-1][1]}
                found.append(Diagnostic("syntax", "syntax.numbered", params, line=run[0][1]))
            start = index
    return found


def line_numbers(lines: list[str]) -> tuple[int, int] | None:
    """The first and the last line of a list copied with each line's number before it
    ("  1. Monster - 15", "  2. ", "  3. 3x Wind-Up Rabbit"), or of a list whose cards are
    numbered under each heading ("Main Deck", "1. Sangan", "2. Sangan"... "Extra Deck", "1.
    ..." or "41. ..."), or None: every line from the first written to the last is numbered
    but the headings (of a section or a type), the numbers one after the other (blank
    lines aside; from 1 again under a heading, or on), so that the numbers are the lines',
    not copies (a card line "3. Sangan" of a list otherwise written is no such line, and is
    read as ever)."""
    written = [index for index, line in enumerate(lines) if line.strip()]
    if len(written) < LEAST_LINE_NUMBERS:
        return None
    expected: int | None = None
    numbered = 0
    for index in range(written[0], written[-1] + 1):
        line = lines[index]
        if not line.strip():
            continue
        found = LINE_NUMBER.match(line)
        if found is None and _heading(line):
            expected = None if expected is None else -abs(expected)  # 1 again, or on
            continue
        if found is None or not _follows(int(found.group(1)), expected):
            return None
        expected, numbered = int(found.group(1)) + 1, numbered + 1
    return (written[0] + 1, written[-1] + 1) if numbered >= LEAST_LINE_NUMBERS else None


def _follows(number: int, expected: int | None) -> bool:
    """Whether a line's ``number`` follows the one before (``expected``, negative right
    under a heading: there 1 follows too); any number starts a list."""
    if expected is None:
        return True
    return number == abs(expected) or (expected < 0 and number == 1)


def _heading(line: str) -> bool:
    """Whether ``line`` is a section's or a type's heading ("Main Deck", "Extra Deck (15)",
    "Monsters (25)")."""
    from ydkcheck.decks.text_lines import heading

    found = heading(line.strip(), Section.MAIN)
    return found is not None and (found.section is not None or found.kind is not None)
