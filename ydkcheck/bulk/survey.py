"""One pass in numpy over the lines of many ``.ydk`` files: sections, counts and problems.

The lines of a chunk of files are one array: a bare passcode's number (``CardTable``), or
``-1 - n`` for the ``n``-th odd line (``OddLines``). From it come each copy's file and
section, each section's count, the copies of each card, the copies misplaced, and each
section's canonical rows (``decks.fingerprint``); and the files the bulk engine leaves to
the per-deck engine (``declined``), for any line or card it does not say itself.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from ydkcheck.bulk.card_table import PasscodeFacts
from ydkcheck.bulk.odd_lines import CREDIT, ELSE, MAIN, SIDE
from ydkcheck.bulk.texts import OverLimit
from ydkcheck.decks.fingerprint import CANONICAL_SECTIONS
from ydkcheck.decks.model import MAX_DECK_CARDS

Ints = npt.NDArray[np.int64]
Flags = npt.NDArray[np.bool_]

IDENTITY_BITS = 20  # a card table holds fewer identities than 2^20 (``engine.MOST_CODES``)
IDENTITY_MASK = (1 << IDENTITY_BITS) - 1
CODE_BITS = 32
CARD_MASK = (1 << CODE_BITS) - 1
# a canonical row as a number: its section above its copies (at most ``MAX_DECK_CARDS``,
# less than 2^10) above its card's 32 bits
ROW_SECTION = CODE_BITS + 10
COPIES_MASK = (1 << 10) - 1


class Misplaced(NamedTuple):
    """A copy in a section it may not stand in."""

    line: int
    code: int
    section: int
    rule: int  # its ``card_table.PLACEMENT_RULES`` number


class Copy(NamedTuple):
    """A copy of a card: its line, its passcode's number in the card table, its section."""

    line: int
    number: int
    section: int


class Survey(NamedTuple):
    """What one chunk's files hold, by the file's number in the chunk."""

    declined: list[bool]
    counts: list[list[int]]  # main, extra, side
    monsters: list[int]  # in the Main Deck
    high: list[int]  # of them, of a level that asks for Tributes
    over: list[list[tuple[int, OverLimit]]]  # (line, problem) of each card over its limit
    misplaced: list[list[Misplaced]]  # in line order
    outside: list[list[Copy]]  # the copies outside the format's pool, in line order
    rows: list[int]  # every file's canonical rows, sorted (see ``_rows``)
    row_bounds: list[int]  # where each file's rows start, and the end
    notes: list[list[tuple[int, int]]]  # (line, odd line) of each line noted, in order
    player: dict[int, int]  # file -> the odd line that names its player


def survey(
    values: Ints,
    line_counts: Ints,
    odd_kinds: npt.NDArray[np.int8],
    facts: PasscodeFacts,
    identities: list[int],
) -> Survey:
    """The survey of a chunk: ``values`` its lines, ``line_counts`` the lines of each file,
    ``odd_kinds`` each odd line's kind, ``facts`` and ``identities`` the card table's."""
    files = len(line_counts)
    first_line = np.zeros(files, np.int64)
    np.cumsum(line_counts[:-1], out=first_line[1:])
    line_file = np.repeat(np.arange(files, dtype=np.int64), line_counts)
    is_card = values >= 0
    if not is_card.any():  # no file holds a card: each is the per-deck reader's to say
        return _declined(files)
    card_at = np.flatnonzero(is_card)
    odd_at = np.flatnonzero(~is_card)
    odd_number = -1 - values[odd_at]
    odd_kind = odd_kinds[odd_number]
    declined = np.zeros(files, np.bool_)
    declined[line_file[odd_at[odd_kind == ELSE]]] = True

    card_file = line_file[card_at]
    section, last_heading = _sections(card_at, odd_at, odd_kind, line_file, first_line, declined)
    number = values[card_at]
    declined[card_file[facts.declined[number]]] = True
    copies = np.bincount(card_file, minlength=files)
    declined |= (copies == 0) | (copies > MAX_DECK_CARDS)

    counts = np.bincount(card_file * 3 + section, minlength=3 * files).reshape(files, 3)
    in_main = section == 0
    main_file = card_file[in_main]
    monsters = np.bincount(main_file, facts.monster[number][in_main], minlength=files)
    high = np.bincount(main_file, facts.high[number][in_main], minlength=files)
    line_number = card_at - first_line[card_file] + 1
    return Survey(
        declined.tolist(),
        counts.tolist(),
        monsters.astype(np.int64).tolist(),
        high.astype(np.int64).tolist(),
        _over_limits(files, card_file, section, number, line_number, facts, identities),
        _misplaced(files, card_file, section, number, line_number, facts),
        _outside(files, card_file, section, number, line_number, facts),
        *_rows(files, card_file, section, facts.canonical[number]),
        _notes(files, odd_at, odd_kind, odd_number, line_file, first_line),
        _players(odd_at, odd_kind, odd_number, line_file, first_line, last_heading),
    )


def _declined(files: int) -> Survey:
    """The survey of files that are all declined."""
    nothing: list[list[int]] = [[] for _ in range(files)]
    return Survey([True] * files, nothing, [], [], [], [], [], [], [0] * (files + 1), [], {})


def _sections(
    card_at: Ints,
    odd_at: Ints,
    odd_kind: npt.NDArray[np.int8],
    line_file: Ints,
    first_line: Ints,
    declined: Flags,
) -> tuple[Ints, Ints]:
    """Each copy's section (0 to 2), and the line of the last heading at or before each
    line (-1: none). A file with a copy before its first heading, or a heading after a Side
    Deck's, is declined: the per-deck reader says what the simulators make of it."""
    lines = len(line_file)
    is_heading = (odd_kind >= MAIN) & (odd_kind <= SIDE)
    heading_at = odd_at[is_heading]
    last_heading = _last_at(lines, heading_at)
    kind_at = np.zeros(lines, np.int64)
    kind_at[odd_at] = odd_kind
    card_file = line_file[card_at]
    heading = last_heading[card_at]
    headless = heading < first_line[card_file]
    declined[card_file[headless]] = True
    section = kind_at[np.maximum(heading, 0)] - MAIN
    section[headless] = 0
    side_upto = _last_at(lines, odd_at[odd_kind == SIDE])
    before = side_upto[np.maximum(heading_at - 1, 0)]
    late = (heading_at > 0) & (before >= first_line[line_file[heading_at]])
    declined[line_file[heading_at[late]]] = True
    return section, last_heading


def _last_at(lines: int, marked: Ints) -> Ints:
    """For each of ``lines`` lines, the last of the ``marked`` lines at or before it (-1)."""
    last = np.full(lines, -1, np.int64)
    last[marked] = marked
    return np.maximum.accumulate(last) if lines else last


def _over_limits(
    files: int,
    card_file: Ints,
    section: Ints,
    number: Ints,
    line_number: Ints,
    facts: PasscodeFacts,
    identities: list[int],
) -> list[list[tuple[int, OverLimit]]]:
    """Each file's cards over their limit, at the first copy past it in file order."""
    found: list[list[tuple[int, OverLimit]]] = [[] for _ in range(files)]
    identity = facts.identity[number]
    key = (card_file << IDENTITY_BITS) | identity
    ordered = np.sort(key)
    group_start = np.flatnonzero(np.concatenate(([True], ordered[1:] != ordered[:-1])))
    group_count = np.diff(np.concatenate((group_start, [len(ordered)])))
    group_key = ordered[group_start]
    group_allowed = facts.allowed[group_key & IDENTITY_MASK]
    over = group_count > group_allowed
    if not over.any():
        return found
    over_keys, count, allowed = group_key[over], group_count[over], group_allowed[over]
    copies_at = np.flatnonzero(np.isin(key, over_keys))  # in file order
    copies_at = copies_at[np.argsort(key[copies_at], kind="stable")]
    start = np.searchsorted(key[copies_at], over_keys)  # each card's first copy
    codes = facts.codes[number[copies_at]]
    own = np.array([*identities, -1], np.int64)[identity[copies_at]]
    mixed = np.add.reduceat((codes != own).astype(np.int64), start) > 0
    first_past = copies_at[start + allowed]
    code_of = codes.tolist()
    for group, first, copies, most, past_code, past_section, past_line, others_too in zip(
        over_keys.tolist(),
        start.tolist(),
        count.tolist(),
        allowed.tolist(),
        codes[start + allowed].tolist(),
        section[first_past].tolist(),
        line_number[first_past].tolist(),
        mixed.tolist(),
        strict=True,
    ):
        card = identities[group & IDENTITY_MASK]
        written = code_of[first : first + copies]
        # another artwork, or a card only treated as this one
        others = tuple(sorted({code for code in written if code != card})) if others_too else ()
        problem = OverLimit(card, copies, most, past_section, others, past_code)
        found[group >> IDENTITY_BITS].append((past_line, problem))
    return found


def _misplaced(
    files: int,
    card_file: Ints,
    section: Ints,
    number: Ints,
    line_number: Ints,
    facts: PasscodeFacts,
) -> list[list[Misplaced]]:
    """Each file's copies in a section they may not stand in, in line order."""
    found: list[list[Misplaced]] = [[] for _ in range(files)]
    rule = facts.placement[number, section]
    at = np.flatnonzero(rule)
    for file, line, code, where, broken in zip(
        card_file[at].tolist(),
        line_number[at].tolist(),
        facts.codes[number[at]].tolist(),
        section[at].tolist(),
        rule[at].tolist(),
        strict=True,
    ):
        found[file].append(Misplaced(line, code, where, broken))
    return found


def row_text(row: int) -> str:
    """A canonical row's text (``decks.fingerprint``), from its number (``_rows``)."""
    section = CANONICAL_SECTIONS[row >> ROW_SECTION]
    return f"{section} {row & CARD_MASK} {(row >> CODE_BITS) & COPIES_MASK}\n"


def _outside(
    files: int,
    card_file: Ints,
    section: Ints,
    number: Ints,
    line_number: Ints,
    facts: PasscodeFacts,
) -> list[list[Copy]]:
    """Each file's copies outside the format's pool, in line order."""
    found: list[list[Copy]] = [[] for _ in range(files)]
    at = np.flatnonzero(facts.outside[number])
    for file, line, code, where in zip(
        card_file[at].tolist(),
        line_number[at].tolist(),
        number[at].tolist(),
        section[at].tolist(),
        strict=True,
    ):
        found[file].append(Copy(line, code, where))
    return found


def _rows(
    files: int, card_file: Ints, section: Ints, canonical: Ints
) -> tuple[list[int], list[int]]:
    """The canonical rows of every file, by section, then card, each as one number (``ROW``
    bits: section, copies, card); and where each file's rows start, one more for the end."""
    key = np.sort(((card_file * 3 + section) << CODE_BITS) | canonical)
    starts = np.flatnonzero(np.concatenate(([True], key[1:] != key[:-1])))
    copies = np.diff(np.concatenate((starts, [len(key)])))
    row_key = key[starts]
    place = row_key >> CODE_BITS
    rows = ((place % 3) << ROW_SECTION) | (copies << CODE_BITS) | (row_key & CARD_MASK)
    bounds = np.searchsorted(place // 3, np.arange(files + 1))
    return rows.tolist(), bounds.tolist()


def _notes(
    files: int,
    odd_at: Ints,
    odd_kind: npt.NDArray[np.int8],
    odd_number: Ints,
    line_file: Ints,
    first_line: Ints,
) -> list[list[tuple[int, int]]]:
    """Each file's noted lines (all odd lines but blank ones), in line order."""
    noted = np.flatnonzero((odd_kind > 0) & (odd_kind != ELSE))
    lines = odd_at[noted]
    owner = line_file[lines]
    notes: list[list[tuple[int, int]]] = [[] for _ in range(files)]
    for file, line, odd in zip(
        owner.tolist(),
        (lines - first_line[owner] + 1).tolist(),
        odd_number[noted].tolist(),
        strict=True,
    ):
        notes[file].append((line, odd))
    return notes


def _players(
    odd_at: Ints,
    odd_kind: npt.NDArray[np.int8],
    odd_number: Ints,
    line_file: Ints,
    first_line: Ints,
    last_heading: Ints,
) -> dict[int, int]:
    """Each file's first ``#created by`` line above its first heading, when it has one."""
    credit = odd_at[odd_kind == CREDIT]
    numbers = odd_number[odd_kind == CREDIT]
    owner = line_file[credit]
    above = last_heading[credit] < first_line[owner]
    files, first = np.unique(owner[above], return_index=True)
    return dict(zip(files.tolist(), numbers[above][first].tolist(), strict=True))
