"""Choosing the list a check runs against: a family, a list id, a date or a file."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import TYPE_CHECKING, NamedTuple

from ydkcheck.banlists import Banlist, from_compiled_json, load_banlist

if TYPE_CHECKING:
    from ydkcheck.catalog import ListSource


class Selection(NamedTuple):
    """The list to use and the day the card pool is judged on (release dates)."""

    banlist: Banlist
    as_of: dt.date


def read_list(source: ListSource) -> Banlist:
    """The Banlist of a resolved source.

    A list of the installed collection is read from the JSON that the wheel build compiled
    from its YAML (no PyYAML import, no YAML parse); anything else from its own file.
    """
    from ydkcheck import catalog

    if source.packaged and source.entry is not None and source.entry.path.endswith(".yaml"):
        compiled_path = source.entry.path[: -len(".yaml")] + ".json"
        compiled = catalog.collection_root().joinpath(*compiled_path.split("/"))
        if compiled.is_file():
            return from_compiled_json(compiled.read_text(encoding="utf-8"), source.path)
    return load_banlist(source.path, source.read_text())


def select_banlist(
    spec: str | None, on: dt.date | None, points_cap: int | None = None, offline: bool = False
) -> Selection:
    """The list named by ``spec`` (default: the newest TCG list) in force on ``on``.

    Cards count as released when they came out by ``on``; without a date, by the end of the
    list's period (today for the newest list of its family). ``offline`` leaves out the
    lists downloaded into the cache.
    """
    from ydkcheck import catalog

    source = catalog.resolve(spec, on, offline)
    banlist = read_list(source)
    if points_cap is not None and banlist.has_points:
        banlist = replace(banlist, points_cap=points_cap)
    as_of = on
    if as_of is None and source.packaged:
        as_of = catalog.period_end(banlist.id)
    return Selection(banlist, as_of or dt.date.today())
