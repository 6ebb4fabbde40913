"""One pass in numpy over the lines of many ``.ydk`` files: sections, counts and problems.

The lines of a chunk of files are one array: a bare passcode's number (``CardTable``), or
``-1 - n`` for the ``n``-th odd line (``OddLines``). From it come each copy's file and
section, each section's count, the copies of each card, the copies misplaced, and each
section's canonical rows (``decks.fingerprint``); and the files the bulk engine leaves to
the per-deck engine (``declined``), for any line or card it does not say itself.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from ydkcheck.bulk.card_table import PasscodeFacts
from ydkcheck.bulk.odd_lines import BLANK, CREDIT, ELSE, MAIN, SIDE, UNREAD
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


class Flat(NamedTuple):
    """Columns of items of many files, file after file: the items of file ``n`` are those
    from ``bounds[n]`` to ``bounds[n + 1]``."""

    bounds: list[int]
    columns: tuple[list[int], ...]


class Survey(NamedTuple):
    """What one chunk's files hold, by the file's number in the chunk."""

    declined: list[bool]
    counts: list[list[int]]  # main, extra, side
    monsters: list[int]  # in the Main Deck
    high: list[int]  # of them, of a level that asks for Tributes
    # each card over its limit: the line of the first copy past it, the problem as one
    # number (card, copies, those allowed, that copy's section: 32, 10, 10 and 2 bits),
    # that copy's passcode and section, the card, its copies and those allowed
    over: Flat
    others: dict[int, tuple[int, ...]]  # item of ``over`` -> the other passcodes, when any
    # line, the passcode and section as one number (passcode * 3 + section), passcode,
    # section, ``card_table.PLACEMENT_RULES`` number
    misplaced: Flat
    outside: Flat  # line, passcode's number, section: copies outside the format's pool
    rows: Flat  # the canonical rows, each as one number (``_rows``)
    notes: Flat  # line, odd line: each line noted, blank ones aside
    unread: Flat  # line, odd line: each line read as no card (``odd_lines.UNREAD``)
    player: dict[int, int]  # file -> the odd line that names its player


def survey(
    values: Ints,
    line_counts: Ints,
    odd_kinds: npt.NDArray[np.int8],
    facts: PasscodeFacts,
) -> Survey:
    """The survey of a chunk: ``values`` its lines, ``line_counts`` the lines of each file,
    ``odd_kinds`` each odd line's kind, ``facts`` the card table's."""
    files = len(line_counts)
    first_line = np.zeros(files, np.int64)
    np.cumsum(line_counts[:-1], out=first_line[1:])
    line_file = np.repeat(np.arange(files, dtype=np.int64), line_counts)
    line_number = np.arange(len(values), dtype=np.int64) - first_line[line_file] + 1
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
    code = facts.codes[number]
    card_line = line_number[card_at]
    over, others = _over_limits(files, card_file, section, number, card_line, facts)
    rule = facts.placement[number, section]
    placed = np.flatnonzero(rule)
    outside = np.flatnonzero(facts.outside[number])
    noted = np.flatnonzero((odd_kind != BLANK) & (odd_kind != ELSE))
    noted_line = odd_at[noted]
    unread = np.flatnonzero(odd_kind == UNREAD)
    unread_line = odd_at[unread]
    return Survey(
        declined.tolist(),
        counts.tolist(),
        monsters.astype(np.int64).tolist(),
        high.astype(np.int64).tolist(),
        over,
        others,
        _flat(
            files,
            card_file[placed],
            card_line,
            code * 3 + section,
            code,
            section,
            rule,
            at=placed,
        ),
        _flat(files, card_file[outside], card_line, number, section, at=outside),
        _rows(files, card_file, section, facts.canonical[number]),
        _flat(files, line_file[noted_line], line_number[noted_line], odd_number[noted]),
        _flat(files, line_file[unread_line], line_number[unread_line], odd_number[unread]),
        _players(odd_at, odd_kind, odd_number, line_file, first_line, last_heading),
    )


def _flat(
    files: int, owner: Ints, *columns: npt.NDArray[np.integer[Any]], at: Ints | None = None
) -> Flat:
    """The items of ``owner`` (their files, in order) as columns (each taken ``at`` the
    items' indices, when given)."""
    bounds = np.searchsorted(owner, np.arange(files + 1)).tolist()
    taken = columns if at is None else tuple(column[at] for column in columns)
    return Flat(bounds, tuple(column.tolist() for column in taken))


def _declined(files: int) -> Survey:
    """The survey of files that are all declined."""
    nothing = Flat([0] * (files + 1), ())
    empty: list[list[int]] = []
    return Survey(
        [True] * files, empty, [], [], nothing, {}, nothing, nothing, nothing, nothing, nothing, {}
    )


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
) -> tuple[Flat, dict[int, tuple[int, ...]]]:
    """Each file's cards over their limit, at the first copy past it in file order (see
    ``Survey.over``), and the other passcodes written for each, when any."""
    identity = facts.identity[number]
    key = (card_file << IDENTITY_BITS) | identity
    order = np.argsort(key, kind="stable")  # each card's copies together, in file order
    ordered = key[order]
    starts, group_count = _runs(ordered)
    group_key = ordered[starts]
    group_identity = group_key & IDENTITY_MASK
    group_allowed = facts.allowed[group_identity]
    over = np.flatnonzero(group_count > group_allowed)
    start, count, allowed = starts[over], group_count[over], group_allowed[over]
    card_number = group_identity[over]
    card = facts.cards[card_number]
    first_past = order[start + allowed]
    codes = facts.codes[number]
    past_section = section[first_past]
    found = _flat(
        files,
        group_key[over] >> IDENTITY_BITS,
        line_number[first_past],
        (((card << 10 | count) << 10 | allowed) << 2) | past_section,
        codes[first_past],
        past_section,
        card,
        count,
        allowed,
    )
    # the groups that hold a passcode but the card's own: another artwork, or a card only
    # treated as this one (few: each is looked at in Python)
    ordered_codes = codes[order]
    differs = (ordered_codes != facts.cards[identity[order]]).astype(np.int64)
    mixed = np.flatnonzero((np.add.reduceat(differs, starts) > 0)[over])
    others = {}
    for item, first, copies, own in zip(
        mixed.tolist(),
        start[mixed].tolist(),
        count[mixed].tolist(),
        card[mixed].tolist(),
        strict=True,
    ):
        written = ordered_codes[first : first + copies].tolist()
        others[item] = tuple(sorted({code for code in written if code != own}))
    return found, others


def _runs(ordered: Ints) -> tuple[Ints, Ints]:
    """Where each run of equal values of a sorted array starts, and how long it is."""
    starts = np.flatnonzero(np.concatenate(([True], ordered[1:] != ordered[:-1])))
    return starts, np.diff(np.concatenate((starts, [len(ordered)])))


def _rows(files: int, card_file: Ints, section: Ints, canonical: Ints) -> Flat:
    """The canonical rows of every file, by section, then card, each as one number (its
    section above its copies above its card, ``ROW_SECTION``)."""
    key = np.sort(((card_file * 3 + section) << CODE_BITS) | canonical)
    starts, copies = _runs(key)
    row_key = key[starts]
    place = row_key >> CODE_BITS
    rows = ((place % 3) << ROW_SECTION) | (copies << CODE_BITS) | (row_key & CARD_MASK)
    return _flat(files, place // 3, rows)


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
