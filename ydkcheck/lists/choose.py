"""Choosing a list: by family (the newest, or the one in force on a day), by id, or a file.

Choosing reads the index rows only (``collection.available``); the chosen list is read last.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import itertools
import re
import warnings
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from ydkcheck.errors import InputError, InputWarning
from ydkcheck.lists import collection
from ydkcheck.lists.collection import ListEntry, ListSource
from ydkcheck.lists.families import FAMILIES, FAMILY_NAMES, NEXT_LISTS_FROM
from ydkcheck.lists.model import FILE_PREFIX, Banlist

DEFAULT_FAMILY = "tcg"
FILE_SUFFIXES = (".yaml", ".yml", ".conf")
DATE_PATTERN = r"^\d{4}-\d{2}-\d{2}$"  # compiled on first use
# how long after the data's day its newest lists are taken as current without a word: Konami
# publishes a TCG or OCG list about every three months, announced a few weeks before
QUIET_DAYS_AFTER_DATA = 60


def family_lists(family: str, rows: Iterable[ListEntry] | None = None) -> list[ListEntry]:
    """The versions of one family, oldest first (of the shipped collection by default)."""
    found = collection.list_index() if rows is None else rows
    return sorted((e for e in found if e.family == family), key=lambda e: (e.effective, e.id))


def known_families(rows: Iterable[ListEntry] | None = None) -> list[str]:
    """The families present in the collection, sorted."""
    found = collection.list_index() if rows is None else rows
    return sorted({entry.family for entry in found})


def find(list_id: str, rows: Iterable[ListEntry] | None = None) -> ListEntry | None:
    """The collection list with this id (case-insensitive), if any."""
    wanted = list_id.strip().lower()
    found = collection.list_index() if rows is None else rows
    return next((entry for entry in found if entry.id == wanted), None)


def today() -> dt.date:
    """The day a run without ``--fecha`` judges by: the machine's clock."""
    return dt.date.today()


def judged_on(list_id: str, on: dt.date | None, shipped: bool = True) -> dt.date:
    """The day a run judges a list on: ``on``; without it, the last day of a shipped list's
    period (``period_end``); else (the newest of a family, a list of the cache) today."""
    if on is not None:
        return on
    return (period_end(list_id) if shipped else None) or today()


def in_force(family: str, on: dt.date | None, rows: Iterable[ListEntry] | None = None) -> ListEntry:
    """The list of ``family`` in force on ``on`` (latest effective <= on); newest when None."""
    versions = family_lists(family, rows)
    if not versions:
        raise InputError("collection.empty-family", family=family)
    if on is None:
        return versions[-1]
    chosen = [entry for entry in versions if entry.effective <= on]
    if not chosen:
        raise InputError(
            "collection.before-first",
            family=family,
            date=on.isoformat(),
            first=versions[0].effective.isoformat(),
            first_id=versions[0].id,
        )
    for stretch in collection.stretches_of(family):
        if stretch.start <= on <= stretch.end:
            raise InputError(
                "collection.list-unknown",
                family=family,
                date=on.isoformat(),
                start=stretch.start.isoformat(),
                end=stretch.end.isoformat(),
            )
    return chosen[-1]


def period_end(list_id: str) -> dt.date | None:
    """The last day a shipped list was in force (before the next list, a stretch of days
    whose list no source gives, or the end of its family: ``families.NEXT_LISTS_FROM``);
    None for the newest of a family still going."""
    entry = find(list_id)
    if entry is None:
        return None
    later = [e.effective for e in family_lists(entry.family) if e.effective > entry.effective]
    later += [s.start for s in collection.stretches_of(entry.family) if s.start > entry.effective]
    ended = NEXT_LISTS_FROM.get(entry.family)
    if ended is not None and ended[0] > entry.effective:
        later.append(ended[0])
    return min(later) - dt.timedelta(days=1) if later else None


def parse_date(text: str) -> dt.date:
    """A ``YYYY-MM-DD`` date given by the user; InputError otherwise."""
    value = text.strip()
    if re.match(DATE_PATTERN, value):
        try:
            return dt.date.fromisoformat(value)
        except ValueError:
            pass
    raise InputError("collection.bad-date", value=text)


def family_rows(family: str | None, offline: bool = False) -> tuple[ListEntry, ...]:
    """Every list (shipped, and cached unless ``offline``), or those of one family or alias."""
    rows = collection.available(offline)
    if family is None:
        return rows
    wanted = FAMILY_NAMES.get(family.lower(), family.lower())
    chosen = tuple(entry for entry in rows if entry.family == wanted)
    if not chosen:
        raise InputError("collection.empty-family", family=family)
    return chosen


def names_a_file(spec: str) -> bool:
    """Whether ``spec`` is written as a list file: ``file:`` before it, a folder in it, or a
    list file's suffix (``.yaml``, ``.yml``, ``.conf``). A family's name or a list's id never
    is: ``tcg`` is the shipped TCG list even beside a file named ``tcg``."""
    text = spec.strip()
    return (
        text.startswith(FILE_PREFIX)
        or text.lower().endswith(FILE_SUFFIXES)
        or "/" in text
        or "\\" in text
    )


# list ids ydkcheck once shipped and withdrew -> their family and the ids to name instead
# (speed-2022-10-01 was a file overwritten with the list of March 2023; its days are judged by
# no list now)
WITHDRAWN = {"speed-2022-10-01": ("speed", "speed-2022-10-07, speed-2023-03")}


def resolve(spec: str | None, on: dt.date | None = None, offline: bool = False) -> ListSource:
    """The list named by ``spec``: a family (newest, or in force on ``on``), an id, or a file.

    ``None`` means the TCG list. The current lists downloaded by ``ydkcheck actualiza`` take
    part unless ``offline``. Unknown names and dates before a family's first list raise
    InputError (exit 2).
    """
    rows = collection.available(offline)
    text = (DEFAULT_FAMILY if spec is None else spec).strip()  # '' names no list
    if text.startswith(FILE_PREFIX):  # "file:tcg": the file, never the family
        path = text.removeprefix(FILE_PREFIX)
        if not Path(path).exists():
            raise InputError("input.missing", path)
        return collection.file_source(path)
    key = text.lower()
    if key in FAMILY_NAMES:
        return collection.source_of(in_force(FAMILY_NAMES[key], on, rows))
    entry = find(key, rows)
    if entry is not None:
        return collection.source_of(entry)
    if names_a_file(text) or (text and Path(text).exists()):
        if not Path(text).exists():
            raise InputError("input.missing", text)
        return collection.file_source(text)  # reading it says what else is wrong with it
    if key in WITHDRAWN:  # an id once shipped, pinned in someone's CI
        family, instead = WITHDRAWN[key]
        raise InputError("collection.withdrawn-list", value=text, family=family, instead=instead)
    newest = family_lists(DEFAULT_FAMILY)
    raise InputError(
        "collection.unknown-list",
        value=text,
        families=", ".join(known_families()),
        example=newest[-1].id if newest else "",
    )


class Selection(NamedTuple):
    """The list to use and the day the card pool is judged on (release dates)."""

    banlist: Banlist
    as_of: dt.date


def _warn_unless_in_force(entry: ListEntry, on: dt.date, offline: bool) -> None:
    """An ``InputWarning`` when the list ``entry`` was not the one of its family in force
    on ``on`` (``--lista tcg-2019-04 --fecha 2019-04-15``: the January list still was)."""
    rows = family_rows(entry.family, offline)
    later = [row.effective for row in rows if entry.effective < row.effective <= on]
    later += [  # days whose list no source gives: the list before them had ended
        s.start for s in collection.stretches_of(entry.family) if entry.effective < s.start <= on
    ]
    if entry.effective <= on and not later:
        return
    said = {"list": entry.id, "date": on.isoformat(), "effective": entry.effective.isoformat()}
    try:
        then = in_force(entry.family, on, rows).id
    except InputError:  # before the family's first list, or a day whose list is not known
        said["family"] = entry.family
        warnings.warn(InputWarning("collection.not-in-force.none", **said), stacklevel=3)
        return
    warnings.warn(InputWarning("collection.not-in-force", then=then, **said), stacklevel=3)


def _warn_if_day_uncertain(entry: ListEntry, on: dt.date, offline: bool) -> None:
    """An ``InputWarning`` when ``on`` falls in the month ``entry`` took effect in and no
    source states its day: the list before it may still have been in force that day."""
    if entry.precision != "month" or (on.year, on.month) != (
        entry.effective.year,
        entry.effective.month,
    ):
        return
    earlier = [row for row in family_rows(entry.family, offline) if row.effective < entry.effective]
    month, date = entry.effective.strftime("%Y-%m"), on.isoformat()
    unknown = [  # days just before it whose list no source gives (the TCG's of 2002-2004)
        stretch.start
        for stretch in collection.stretches_of(entry.family)
        if stretch.end < entry.effective and all(row.effective <= stretch.start for row in earlier)
    ]
    if unknown:
        said = InputWarning(
            "collection.uncertain-day.unknown-before",
            list=entry.id,
            month=month,
            date=date,
            start=max(unknown).isoformat(),
        )
        warnings.warn(said, stacklevel=3)
        return
    if not earlier:  # the first list of its family: none to name
        said = InputWarning("collection.uncertain-day.first", list=entry.id, month=month, date=date)
        warnings.warn(said, stacklevel=3)
        return
    before = max(earlier, key=lambda row: (row.effective, row.id)).id
    warnings.warn(
        InputWarning(
            "collection.uncertain-day", list=entry.id, month=month, date=date, before=before
        ),
        stacklevel=3,
    )


def warn_if_past_data(
    spec: str | None, chosen: Banlist, on: dt.date | None, offline: bool = False
) -> None:
    """An ``InputWarning`` (``collection.past-data``) when the list ``spec`` chose for a
    verdict (a family's, by ``select_banlist``) is the newest of a family that still gets new
    ones and the day judged, ``on`` or today, is well past the day its lists were known: a
    list published since may be the one in force, and ydkcheck cannot know it."""
    if spec is not None and spec.strip().lower() not in FAMILY_NAMES:
        return  # a list named by its id or its file is the one asked for
    entry = find(chosen.id, collection.available(offline))
    if entry is not None:
        _warn_if_past_data(entry, on or today(), offline)


def _warn_if_past_data(entry: ListEntry, on: dt.date, offline: bool) -> None:
    family = FAMILIES.get(entry.family)
    if family is None or family.closed:
        return
    data_day = _day_lists_known(entry.family, offline)
    if _warn_if_lists_end(entry, on, data_day, offline):
        return
    if (on - data_day).days <= QUIET_DAYS_AFTER_DATA:
        return
    if any(row.effective > entry.effective for row in family_rows(entry.family, offline)):
        return
    warnings.warn(
        InputWarning(
            "collection.past-data",
            list=entry.id,
            data=data_day.isoformat(),
            date=on.isoformat(),
            days=(on - data_day).days,
        ),
        stacklevel=3,
    )


def _warn_if_lists_end(entry: ListEntry, on: dt.date, data_day: dt.date, offline: bool) -> bool:
    """An ``InputWarning`` (``collection.lists-end``), and True, when ``entry`` is the newest
    list of its family, the day judged is later than any list ever followed another (the
    day after it, the list was in force), and the data goes longer without a list
    of that family than it ever went between two of them (OCG Korea's stop at 2021.10 though
    the data reaches 2026): the family's source stopped, and a newer list may be in force
    whatever the gap from the day judged to the data's day."""
    days = sorted({row.effective for row in family_rows(entry.family, offline)})
    if len(days) < 2 or days[-1] > entry.effective or on <= entry.effective:
        return False
    gaps = [(later - earlier).days for earlier, later in itertools.pairwise(days)]
    longest = max(gaps)
    if (data_day - entry.effective).days <= longest + QUIET_DAYS_AFTER_DATA:
        return False
    if (on - entry.effective).days <= min(gaps):  # sooner than any list followed another
        return False
    warnings.warn(
        InputWarning(
            "collection.lists-end",
            list=entry.id,
            family=entry.family,
            effective=entry.effective.isoformat(),
            data=data_day.isoformat(),
            gap=longest,
            date=on.isoformat(),
        ),
        stacklevel=4,
    )
    return True


def _day_lists_known(family: str, offline: bool) -> dt.date:
    """The last day the lists of ``family`` in use were known whole: the shipped data's, or
    the last day ``actualiza`` ran for a family it brings (it looked, and keeps a list only
    when it differs from the shipped one; ``checked``: the server had nothing newer), unless
    ``offline``."""
    from ydkcheck import cache
    from ydkcheck.cards.data import read_data_info, snapshot_paths

    tsv, meta = snapshot_paths()
    day = dt.date.fromisoformat(read_data_info(meta, tsv).date)
    generation = None if offline else cache.current()
    if generation is not None and family in _families_brought():
        # a cache whose day is no date tells nothing of its lists
        for looked in (generation.meta["date"], generation.meta.get("checked")):
            with contextlib.suppress(ValueError):
                day = max(day, dt.date.fromisoformat(str(looked)))
    return day


def _families_brought() -> set[str]:
    """The families whose current list ``actualiza`` downloads."""
    from ydkcheck.update.lists import API_LISTS  # only when there is a cache to judge

    return {brought.family for brought in API_LISTS}


def _as_file_list(banlist: Banlist, path: str) -> Banlist:
    """A list read from a file the user gave, never passing for a list of the collection: its
    id and its name are ``file:`` and the file's name, whatever the file calls it (an exported
    TCG 2026.05 reads back as ``tcg-2026-05``; a name such as ``TCG 2026.05 (tcg-2026-05,
    effective 2026-05-18)``, or one in look-alike letters, would pass for a shipped list
    wherever an output names the list alone); printed as file names are (``printable_name``),
    so that one of bytes that are not UTF-8 or of control characters reaches every output."""
    from ydkcheck.printable import printable_name  # a name of bytes or controls, escaped

    shown = FILE_PREFIX + printable_name(Path(path).name)
    return banlist._replace(id=shown, name=shown)


def select_banlist(
    spec: str | None, on: dt.date | None, points_cap: int | None = None, offline: bool = False
) -> Selection:
    """The list named by ``spec`` (default: the newest TCG list) in force on ``on``.

    A list whose day of effect no source states, chosen for a date in its month, is said
    (``collection.uncertain-day``): the list before it may still have been in force. Cards
    count as released when they came out by ``on``; without a date, by the end of the
    list's period (today for the newest list of its family, and for a list of the cache).
    ``offline`` leaves out the lists downloaded into the cache. ``points_cap`` replaces the
    cap of a points list; given for a list without points, it is an InputError.
    """
    source = resolve(spec, on, offline)
    if on is not None and source.entry is not None and spec is not None:
        _warn_unless_in_force(source.entry, on, offline)
    if on is not None and source.entry is not None:
        _warn_if_day_uncertain(source.entry, on, offline)
    banlist = collection.read_list(source)
    if source.entry is None:
        banlist = _as_file_list(banlist, source.path)
    elif banlist.family == "md" and not banlist.is_whitelist:
        # Konami's Master Duel lists give statuses alone: the game's card pool is not known
        warnings.warn(InputWarning("collection.md-pool-unknown", list=banlist.id), stacklevel=2)
    elif banlist.family == "ocg-ae" and not banlist.is_whitelist:
        # Konami's Asian-English lists give statuses alone; one simulator file has the pool
        warnings.warn(InputWarning("collection.ae-pool-unknown", list=banlist.id), stacklevel=2)
    if points_cap is not None:
        if not banlist.has_points:  # a cap the judge asked for, that no card would meet
            raise InputError("collection.cap-without-points", cap=points_cap, list=banlist.id)
        banlist = banlist._replace(points_cap=points_cap)
    return Selection(banlist, judged_on(banlist.id, on, shipped=source.packaged))
