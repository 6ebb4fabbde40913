"""One update from start to end: ask, download, check, convert, save.

Nothing in the cache changes until every download has been checked completely; any failure
raises ``UpdateError`` and leaves the previous data as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, datetime, timezone
from pathlib import Path
from typing import IO, Any

from ydkcheck.cards import DataInfo
from ydkcheck.errors import InputError
from ydkcheck.lists.collection import index_row, index_text, parse_index
from ydkcheck.lists.compiled import compiled_json, compiled_name, identity_hint
from ydkcheck.lists.model import Banlist
from ydkcheck.lists.yaml_file import to_yaml
from ydkcheck.update import store
from ydkcheck.update.client import ApiClient, HttpSettings, Progress, Validators
from ydkcheck.update.convert import (
    COLUMNS,
    genesys_points,
    load_payload,
    parse_cards,
    to_rows,
    to_tsv,
)
from ydkcheck.update.lists import current_lists

CARDINFO = "cardinfo.php"
DB_VERSION = "checkDBVer.php"
# name -> query of cardinfo.php; "cards" is the card data, "genesys" adds the points.
QUERIES = {"cards": {"misc": "yes"}, "genesys": {"format": "genesys", "misc": "yes"}}

# Given a download's name ("cards", "genesys"), a callback for its progress.
ProgressFactory = Callable[[str], Progress]


@dataclass(frozen=True)
class Outcome:
    """What an update did: new data saved (``changed``) or the cache already up to date."""

    changed: bool
    source: str
    date: str
    count: int
    folder: Path
    lists: tuple[str, ...]


def _source(base_url: str) -> str:
    return f"YGOPRODeck API v7 ({base_url})"


def _db_version(client: ApiClient) -> str | None:
    """The API's database version from ``checkDBVer.php``, when it answers one."""
    answer = client.get_small_json(DB_VERSION)
    first = answer[0] if isinstance(answer, list) and answer else answer
    version = first.get("database_version") if isinstance(first, dict) else None
    return str(version) if isinstance(version, (str, int, float)) and str(version) else None


def _unchanged(meta: dict[str, Any], folder: Path) -> Outcome:
    lists = meta.get("lists")
    return Outcome(
        changed=False,
        source=str(meta.get("source", "")),
        date=str(meta.get("date", "")),
        count=int(meta.get("count", 0)),
        folder=folder,
        lists=tuple(str(name) for name in lists) if isinstance(lists, list) else (),
    )


def _list_files(
    folder: Path, lists: Mapping[str, Banlist], tag: str, identity_of: Callable[[int], int | None]
) -> dict[str, bytes]:
    """``banlists/`` file name -> bytes: each new list as YAML and compiled JSON, and an index
    that keeps the older lists of other families.

    The compiled form lets a run read the list without PyYAML; its identity hint is worked
    out with the new card data (``tag``, ``identity_of``), as the wheel's with the snapshot.
    """
    files: dict[str, bytes] = {}
    rows = []
    for banlist in lists.values():
        name = f"{banlist.id}.yaml"
        files[name] = to_yaml(banlist).encode("utf-8")
        files[compiled_name(name)] = compiled_json(
            banlist, identity_hint(banlist, tag, identity_of)
        ).encode("utf-8")
        rows.append(index_row(banlist, name))
    index = folder / store.LISTS / store.LISTS_INDEX
    try:
        previous = parse_index(index.read_text("utf-8"), str(index))
    except (OSError, InputError):
        previous = ()
    rows += [
        row
        for row in previous
        if row.family not in lists and (folder / store.LISTS / row.path).is_file()
    ]
    files[store.LISTS_INDEX] = index_text(rows).encode("utf-8")
    return files


def _download_all(
    client: ApiClient,
    streams: dict[str, IO[bytes]],
    validators: dict[str, Validators | None],
    progress: ProgressFactory | None,
) -> dict[str, Validators] | None:
    """Download every query into its stream; None when the server says nothing changed."""
    downloads = {
        name: client.download(
            CARDINFO, QUERIES[name], stream, validators[name], progress and progress(name)
        )
        for name, stream in streams.items()
    }
    if all(download.not_modified for download in downloads.values()):
        return None
    for name, download in list(downloads.items()):
        if download.not_modified:  # the other one changed: this one is needed in full
            downloads[name] = client.download(
                CARDINFO, QUERIES[name], streams[name], None, progress and progress(name)
            )
    for stream in streams.values():
        stream.flush()
    return {name: download.validators for name, download in downloads.items()}


def run_update(
    folder: Path,
    base_url: str,
    settings: HttpSettings | None = None,
    progress: ProgressFactory | None = None,
    lock_timeout: float = 600.0,
    today: date | None = None,
) -> Outcome:
    """Refresh the cache in ``folder`` from the API at ``base_url``; raise UpdateError."""
    day = today or datetime.now(timezone.utc).date()
    source = _source(base_url)
    with store.update_lock(folder, lock_timeout):
        previous = store.read_meta(folder)
        same_server = previous is not None and previous.get("api_url") == base_url
        http = previous.get("http") if previous and same_server else None
        validators = {
            name: Validators.from_json(http.get(name)) if isinstance(http, dict) else None
            for name in QUERIES
        }
        with ApiClient(base_url, settings) as client:
            version = _db_version(client)
            if previous and same_server and version and previous.get("db_version") == version:
                return _unchanged(previous, folder)
            with (
                store.temporary_file(folder, "cards.json") as (cards_stream, cards_path),
                store.temporary_file(folder, "genesys.json") as (genesys_stream, genesys_path),
            ):
                streams = {"cards": cards_stream, "genesys": genesys_stream}
                found = _download_all(client, streams, validators, progress)
                if found is None:
                    assert previous is not None  # validators are only sent for a valid cache
                    return _unchanged(previous, folder)
                url = client.url(CARDINFO, QUERIES["cards"])
                cards = parse_cards(load_payload(cards_path, url), url)
                url = client.url(CARDINFO, QUERIES["genesys"])
                points = genesys_points(load_payload(genesys_path, url), url)
        lists = current_lists(cards, day, source)
        rows = to_rows(cards, points, day)
        tsv = to_tsv(rows)
        count = tsv.count(b"\n")
        meta = {
            "source": source,
            "date": day.isoformat(),
            "count": count,
            "columns": list(COLUMNS),
            "api_url": base_url,
            "db_version": version,
            "fetched": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "http": {name: value.to_json() for name, value in found.items()},
            "lists": sorted(lists),
        }
        tag = DataInfo(source, day.isoformat(), count, "").tag
        aliases = {int(row[0]): int(row[1]) for row in rows if row[1] != "0"}
        store.save(folder, tsv, meta, _list_files(folder, lists, tag, aliases.get))
    return Outcome(True, source, day.isoformat(), count, folder, tuple(sorted(lists)))
