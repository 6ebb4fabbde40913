"""Choosing the list a check runs against: a family, a list id, a date or a file."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace

from ydkcheck.banlists import Banlist, load_banlist


@dataclass(frozen=True)
class Selection:
    """The list to use and the day the card pool is judged on (release dates)."""

    banlist: Banlist
    as_of: dt.date


def select_banlist(spec: str | None, on: dt.date | None, points_cap: int | None = None) -> Selection:
    """The list named by ``spec`` (default: the newest TCG list) in force on ``on``.

    Cards count as released when they came out by ``on``; without a date, by the end of the
    list's period (today for the newest list of its family).
    """
    from ydkcheck import catalog

    source = catalog.resolve(spec, on)
    banlist = load_banlist(source.path, source.read_text())
    if points_cap is not None and banlist.has_points:
        banlist = replace(banlist, points_cap=points_cap)
    if on is None:
        on = catalog.period_end(banlist.id) if source.packaged else None
    return Selection(banlist, on or dt.date.today())
