"""The shipped list collection: its index, and choosing one list by family, id, date or file.

The collection is ``banlists/`` of the repository, installed as ``ydkcheck/banlists_data``.
Choosing a list reads ``index.json`` and nothing else; only the chosen file is read later
(``ListSource.read_text``), so start-up cost does not grow with the collection.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Iterable, Mapping
from functools import cache
from importlib.abc import Traversable
from pathlib import Path
from typing import NamedTuple

from ydkcheck.errors import InputError
from ydkcheck.paths import package_dir

DEFAULT_FAMILY = "tcg"
INDEX_NAME = "index.json"
PACKAGED_DIR = "banlists_data"
FILE_SUFFIXES = (".yaml", ".yml", ".conf")

# What users may type after --lista, and the family it means.
FAMILIES: Mapping[str, str] = {
    "tcg": "tcg",
    "ocg": "ocg",
    "ocg-kr": "ocg-kr",
    "ocg-korea": "ocg-kr",
    "korea": "ocg-kr",
    "ocg-ae": "ocg-ae",
    "ae": "ocg-ae",
    "ocg-cn": "ocg-cn",
    "cn": "ocg-cn",
    "goat": "goat",
    "edison": "edison",
    "speed": "speed",
    "speed-duel": "speed",
    "speedduel": "speed",
    "genesys": "genesys",
    "md": "md",
    "master-duel": "md",
    "masterduel": "md",
    "world": "world",
    "worlds": "world",
    "traditional": "traditional",
    "tradicional": "traditional",
    "hat": "hat",
    "toss": "toss",
    "legacy": "legacy",
    "ygopro": "legacy",
}

DATE_PATTERN = r"^\d{4}-\d{2}-\d{2}$"  # compiled on first use


class ListEntry(NamedTuple):
    """One row of ``index.json``: a list version of the collection."""

    id: str
    name: str
    family: str
    format: str
    effective: dt.date
    mode: str
    entries: int
    path: str


class ListSource(NamedTuple):
    """Where the chosen list is: a file of the collection or a file the user gave.

    ``path`` is what messages name; ``id`` and ``entry`` are known for collection lists.
    """

    path: str
    location: Traversable
    packaged: bool
    id: str | None = None
    entry: ListEntry | None = None

    def read_text(self) -> str:
        """The file's text (UTF-8, BOM dropped); InputError when it cannot be read."""
        try:
            data = self.location.read_bytes()
        except FileNotFoundError as error:
            raise InputError("input.missing", self.path) from error
        except OSError as error:
            raise InputError("input.unreadable", self.path, reason=str(error)) from error
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise InputError("input.unreadable", self.path, reason=str(error)) from error


def collection_root() -> Traversable:
    """The folder of the collection: the installed package data, else the checkout's banlists/."""
    packaged = package_dir() / PACKAGED_DIR
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "banlists"


def parse_index(text: str, origin: str) -> tuple[ListEntry, ...]:
    """``index.json`` text as ListEntry rows, in file order."""
    try:
        rows = json.loads(text)
        return tuple(
            ListEntry(
                id=str(row["id"]),
                name=str(row["name"]),
                family=str(row["family"]),
                format=str(row["format"]),
                effective=dt.date.fromisoformat(str(row["effective"])),
                mode=str(row["mode"]),
                entries=int(row["entries"]),
                path=str(row["path"]),
            )
            for row in rows
        )
    except (ValueError, KeyError, TypeError) as error:
        raise InputError("catalog.bad-index", origin, reason=str(error)) from error


@cache
def list_index() -> tuple[ListEntry, ...]:
    """Every list of the shipped collection (read once from index.json)."""
    index = collection_root() / INDEX_NAME
    try:
        text = index.read_text(encoding="utf-8")
    except OSError as error:
        raise InputError("catalog.no-collection", str(index), reason=str(error)) from error
    return parse_index(text, str(index))


def cached_lists() -> tuple[ListEntry, ...]:
    """The current lists that ``ydkcheck actualiza`` keeps in the user cache.

    Their paths are made absolute. A missing or broken cache index gives none: the cache
    never hides the shipped collection.
    """
    from ydkcheck import cache

    generation = cache.current()
    if generation is None:
        return ()
    folder = generation.lists
    index = folder / INDEX_NAME
    try:
        rows = parse_index(index.read_text(encoding="utf-8"), str(index))
    except (OSError, InputError):
        return ()
    return tuple(row._replace(path=str(folder.joinpath(*row.path.split("/")))) for row in rows)


def available(offline: bool = False) -> tuple[ListEntry, ...]:
    """The shipped collection, plus the cached current lists unless ``offline``."""
    return list_index() if offline else list_index() + cached_lists()


def family_lists(family: str, index: Iterable[ListEntry] | None = None) -> list[ListEntry]:
    """The versions of one family, oldest first."""
    rows = list_index() if index is None else index
    return sorted((e for e in rows if e.family == family), key=lambda e: (e.effective, e.id))


def known_families(index: Iterable[ListEntry] | None = None) -> list[str]:
    """The families present in the collection, sorted."""
    rows = list_index() if index is None else index
    return sorted({entry.family for entry in rows})


def parse_date(text: str) -> dt.date:
    """A ``YYYY-MM-DD`` date given by the user; InputError otherwise."""
    value = text.strip()
    if re.match(DATE_PATTERN, value):
        try:
            return dt.date.fromisoformat(value)
        except ValueError:
            pass
    raise InputError("catalog.bad-date", value=text)


def find(list_id: str, index: Iterable[ListEntry] | None = None) -> ListEntry | None:
    """The collection list with this id (case-insensitive), if any."""
    wanted = list_id.strip().lower()
    rows = list_index() if index is None else index
    return next((entry for entry in rows if entry.id == wanted), None)


def in_force(
    family: str, on: dt.date | None, index: Iterable[ListEntry] | None = None
) -> ListEntry:
    """The list of ``family`` in force on ``on`` (latest effective <= on); newest when None."""
    versions = family_lists(family, index)
    if not versions:
        raise InputError("catalog.empty-family", family=family)
    if on is None:
        return versions[-1]
    chosen = [entry for entry in versions if entry.effective <= on]
    if not chosen:
        raise InputError(
            "catalog.before-first",
            family=family,
            date=on.isoformat(),
            first=versions[0].effective.isoformat(),
            first_id=versions[0].id,
        )
    return chosen[-1]


def period_end(list_id: str) -> dt.date | None:
    """The last day a collection list was in force; None for the newest of its family."""
    entry = find(list_id)
    if entry is None:
        return None
    later = [e for e in family_lists(entry.family) if e.effective > entry.effective]
    return later[0].effective - dt.timedelta(days=1) if later else None


def _source(entry: ListEntry) -> ListSource:
    if Path(entry.path).is_absolute():  # a list of the user cache
        return ListSource(entry.path, Path(entry.path), False, entry.id, entry)
    location = collection_root().joinpath(*entry.path.split("/"))
    return ListSource(str(location), location, True, entry.id, entry)


def _looks_like_file(spec: str) -> bool:
    return spec.lower().endswith(FILE_SUFFIXES) or "/" in spec or "\\" in spec


def resolve(spec: str | None, on: dt.date | None = None, offline: bool = False) -> ListSource:
    """The list named by ``spec``: a family (newest, or in force on ``on``), an id, or a file.

    ``None`` means the TCG list. The current lists downloaded by ``ydkcheck actualiza`` take
    part unless ``offline``. Unknown names and dates before a family's first list raise
    InputError (exit 2).
    """
    index = available(offline)
    text = (spec or DEFAULT_FAMILY).strip()
    key = text.lower()
    if key in FAMILIES:
        return _source(in_force(FAMILIES[key], on, index))
    entry = find(key, index)
    if entry is not None:
        return _source(entry)
    if _looks_like_file(text) or Path(text).is_file():
        path = Path(text)
        if not path.is_file():
            raise InputError("input.missing", text)
        return ListSource(text, path, False)
    raise InputError(
        "catalog.unknown-list",
        value=text,
        families=", ".join(known_families()),
        example=family_lists(DEFAULT_FAMILY)[-1].id if family_lists(DEFAULT_FAMILY) else "",
    )


class Change(NamedTuple):
    """A card whose allowance moved between two lists (None: not on that list)."""

    card: int
    before: int | None
    after: int | None


def diff_limits(before: Mapping[int, int], after: Mapping[int, int]) -> list[Change]:
    """What moved from ``before`` to ``after`` (passcode -> copies or points), by passcode."""
    return [
        Change(card, before.get(card), after.get(card))
        for card in sorted(before.keys() | after.keys())
        if before.get(card) != after.get(card)
    ]
