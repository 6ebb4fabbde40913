"""The list collections and their ``index.json``: the shipped one, and the lists in the cache.

The shipped collection is ``banlists/`` of the repository, installed as
``ydkcheck/banlists_data``; ``actualiza`` keeps the current lists in the cache's generation
in use (``ydkcheck.cache``), with an index of the same form. An index row says everything
needed to choose a list, so choosing reads ``index.json`` and nothing else; only the chosen
list is read, from the compiled JSON beside its YAML file when there is one (``read_list``).
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import warnings
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ydkcheck import cache, user_files
from ydkcheck.errors import InputError, InputWarning
from ydkcheck.lists.compiled import compiled_name
from ydkcheck.lists.files import load_compiled, parse_list, read_text
from ydkcheck.lists.model import Banlist
from ydkcheck.paths import package_dir

if TYPE_CHECKING:
    from importlib.abc import Traversable

INDEX_NAME = "index.json"
# the days on which a family's list in force is one no source found gives entry by entry
UNKNOWN_NAME = "unknown.json"
PACKAGED_DIR = "banlists_data"


class ListEntry(NamedTuple):
    """One row of ``index.json``: a list version of a collection.

    ``pool`` is the card pool (the row's ``format``); ``path`` is relative to the index's
    folder, or absolute for a list of the cache.
    """

    id: str
    name: str
    family: str
    pool: str
    effective: dt.date
    mode: str
    entries: int
    path: str
    precision: str = "day"  # "month": no source states the day of ``effective``


def index_row(banlist: Banlist, path: str) -> ListEntry:
    """The index row of a list whose file is ``path`` (relative to the index)."""
    if banlist.effective is None:
        raise ValueError(f"{banlist.id}: a list of a collection needs its effective date")
    return ListEntry(
        id=banlist.id,
        name=banlist.name,
        family=banlist.family,
        pool=banlist.pool,
        effective=banlist.effective,
        mode=banlist.mode,
        entries=banlist.entries,
        path=path,
        precision=banlist.effective_precision,
    )


def index_text(rows: Iterable[ListEntry]) -> str:
    """``index.json``: a JSON array, one row per line, in the order given."""
    lines = [
        json.dumps(
            {
                "id": row.id,
                "name": row.name,
                "family": row.family,
                "format": row.pool,
                "effective": row.effective.isoformat(),
                "mode": row.mode,
                "entries": row.entries,
                "path": row.path,
                **({"precision": row.precision} if row.precision != "day" else {}),
            },
            ensure_ascii=False,
        )
        for row in rows
    ]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def parse_index(text: str, origin: str) -> tuple[ListEntry, ...]:
    """``index.json`` text as ListEntry rows, in file order; InputError when it is broken."""
    try:
        return tuple(
            ListEntry(
                id=str(row["id"]),
                name=str(row["name"]),
                family=str(row["family"]),
                pool=str(row["format"]),
                effective=dt.date.fromisoformat(str(row["effective"])),
                mode=str(row["mode"]),
                entries=int(row["entries"]),
                path=str(row["path"]),
                precision=str(row.get("precision", "day")),
            )
            for row in json.loads(text)
        )
    except (ValueError, KeyError, TypeError) as error:
        raise InputError("collection.bad-index", origin, reason=str(error)) from error


def collection_root() -> Traversable:
    """The folder of the collection: the installed package data, else the checkout's banlists/."""
    packaged = package_dir() / PACKAGED_DIR
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "banlists"


@functools.cache
def list_index() -> tuple[ListEntry, ...]:
    """Every list of the shipped collection (read once from index.json)."""
    index = collection_root() / INDEX_NAME
    try:
        text = index.read_text(encoding="utf-8")
    except OSError as error:
        raise InputError("collection.missing", str(index), reason=str(error)) from error
    return parse_index(text, str(index))


class UnknownStretch(NamedTuple):
    """Days on which the list of ``family`` in force is one no source found gives entry by
    entry (``unknown.json``, written by tools/build_banlists.py): ydkcheck judges no deck by
    that family on them."""

    family: str
    start: dt.date
    end: dt.date


@functools.cache
def unknown_stretches() -> tuple[UnknownStretch, ...]:
    """The stretches of the shipped collection (none when it has no ``unknown.json``)."""
    path = collection_root() / UNKNOWN_NAME
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return ()
    try:
        return tuple(
            UnknownStretch(
                str(row["family"]),
                dt.date.fromisoformat(str(row["from"])),
                dt.date.fromisoformat(str(row["until"])),
            )
            for row in json.loads(text)
        )
    except (ValueError, KeyError, TypeError) as error:
        raise InputError("collection.bad-index", str(path), reason=str(error)) from error


def stretches_of(family: str) -> tuple[UnknownStretch, ...]:
    """The stretches of days of ``family`` whose list no source gives, oldest first."""
    return tuple(
        sorted((s for s in unknown_stretches() if s.family == family), key=lambda s: s.start)
    )


def cached_lists() -> tuple[ListEntry, ...]:
    """The current lists of the cache, their paths made absolute.

    No intact cache, or a broken index (said as a warning), gives none: the cache never
    hides the shipped collection.
    """

    generation = cache.current()
    if generation is None:
        return ()
    folder = generation.lists
    index = folder / INDEX_NAME
    try:
        rows = parse_index(index.read_text(encoding="utf-8"), str(index))
    except (OSError, UnicodeDecodeError, InputError):
        warnings.warn(InputWarning("cache.damage.lists", str(index)), stacklevel=2)
        return ()
    return tuple(row._replace(path=str(folder.joinpath(*row.path.split("/")))) for row in rows)


def available(offline: bool = False) -> tuple[ListEntry, ...]:
    """The shipped collection, plus the cached current lists unless ``offline``."""
    return list_index() if offline else list_index() + cached_lists()


class ListSource(NamedTuple):
    """Where a chosen list is: a file of a collection, or a file the user gave.

    ``path`` is what messages name; ``entry`` is the index row of a collection list, and
    ``compiled`` where its compiled JSON would be.
    """

    path: str
    location: Traversable
    packaged: bool
    entry: ListEntry | None = None
    compiled: Traversable | None = None

    @property
    def id(self) -> str | None:
        return self.entry.id if self.entry is not None else None

    def read_text(self) -> str:
        """The file's text (UTF-8, BOM dropped); InputError when it cannot be read."""
        if not self.packaged:
            return user_files.read_text(self.path, user_files.MAX_LIST_BYTES)  # may be a FIFO
        return read_text(self.location, self.path)


def _locate(path: str) -> Traversable:
    """A path of an index row: absolute for the cache, else inside the shipped collection."""
    if Path(path).is_absolute():
        return Path(path)
    return collection_root().joinpath(*path.split("/"))


def source_of(entry: ListEntry) -> ListSource:
    """The source of a list of a collection, shipped or cached."""
    location = _locate(entry.path)
    compiled = _locate(compiled_name(entry.path)) if entry.path.endswith(".yaml") else None
    packaged = not Path(entry.path).is_absolute()
    return ListSource(str(location), location, packaged, entry, compiled)


def file_source(path: str) -> ListSource:
    """The source of a list file the user names."""
    return ListSource(path, Path(path), False)


def read_list(source: ListSource) -> Banlist:
    """The Banlist of a source: a collection list from its compiled JSON when there is one
    (no PyYAML import, no YAML parse), anything else from its own file."""
    if source.compiled is not None:
        return load_compiled(source.compiled, source.location, source.path)
    return parse_list(source.read_text(), source.path)
