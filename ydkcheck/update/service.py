"""One update from start to end: ask, download, check, convert, save.

Downloads go to a staging folder of the cache; nothing in use changes until everything has
been downloaded, checked and converted, and the new data is switched in as one step (see
``ydkcheck.cache``). Any failure raises ``UpdateError`` and leaves the previous data as it was.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, datetime, timezone
from pathlib import Path
from typing import IO, Any

from filelock import Timeout

from ydkcheck import cache
from ydkcheck.cards import CardDB, DataInfo
from ydkcheck.cards.data import (
    COLUMNS,
    card_data_problem,
    is_artwork,
    read_data_info,
    snapshot_paths,
)
from ydkcheck.errors import InputError, InputWarning, os_reason
from ydkcheck.lists.collection import index_row, index_text, parse_index
from ydkcheck.lists.compiled import compiled_json, compiled_name, identity_hint
from ydkcheck.lists.model import Banlist
from ydkcheck.lists.online import Standing, standing, standing_from_json
from ydkcheck.lists.yaml_file import to_yaml
from ydkcheck.update.client import (
    ApiClient,
    HttpSettings,
    Progress,
    ResourceVersion,
    check_api_url,
)
from ydkcheck.update.convert import (
    MIN_CARDS,
    genesys_points,
    load_payload,
    parse_cards,
    to_rows,
    to_tsv,
    with_extra_rows,
    with_known_precision,
)
from ydkcheck.update.errors import UpdateError
from ydkcheck.update.lists import current_lists

CARDINFO = "cardinfo.php"
DB_VERSION = "checkDBVer.php"
# name -> query of cardinfo.php; "cards" is the card data, "genesys" adds the points.
QUERIES = {"cards": {"misc": "yes"}, "genesys": {"format": "genesys", "misc": "yes"}}

# Given a download's name ("cards", "genesys"), a callback for its progress.
ProgressFactory = Callable[[str], Progress]


@dataclass(frozen=True)
class UpdateOutcome:
    """What an update did: new data saved (``changed``) or the cache already up to date."""

    changed: bool
    source: str
    date: str
    count: int
    folder: Path
    lists: tuple[Standing, ...]  # each current list downloaded, against the shipped one


def _source(base_url: str) -> str:
    return f"YGOPRODeck API v7 ({base_url})"


def _db_version(client: ApiClient) -> str | None:
    """The API's database version from ``checkDBVer.php``, when it answers one."""
    answer = client.get_small_json(DB_VERSION)
    first = answer[0] if isinstance(answer, list) and answer else answer
    version = first.get("database_version") if isinstance(first, dict) else None
    return str(version) if isinstance(version, (str, int, float)) and str(version) else None


def _unchanged(meta: Mapping[str, Any], folder: Path) -> UpdateOutcome:
    lists = meta.get("lists")
    return UpdateOutcome(
        changed=False,
        source=str(meta.get("source", "")),
        date=str(meta.get("date", "")),
        count=int(meta.get("count", 0)),
        folder=folder,
        lists=tuple(
            found
            for found in map(standing_from_json, lists if isinstance(lists, list) else ())
            if found is not None
        ),
    )


def _list_files(
    previous: cache.Generation | None,
    lists: Mapping[str, Banlist],
    downloaded: set[str],
    tag: str,
    identity_of: Callable[[int], int | None],
    artwork_of: Callable[[int], int],
) -> dict[str, bytes]:
    """``banlists/`` file name -> bytes: each new online list as YAML and compiled JSON, and
    an index that keeps the lists of the families not ``downloaded`` this time from the
    ``previous`` generation (copied over: each generation holds all it needs). A family
    downloaded whose list is the shipped one has no online list.

    The compiled form lets a run read the list without PyYAML; its identity hint is worked
    out with the new card data (``tag``, ``identity_of``, ``artwork_of``), as the wheel's with
    the snapshot.
    """
    files: dict[str, bytes] = {}
    rows = []
    for banlist in lists.values():
        name = f"{banlist.id}.yaml"
        files[name] = to_yaml(banlist).encode("utf-8")
        files[compiled_name(name)] = compiled_json(
            banlist, identity_hint(banlist, tag, identity_of, artwork_of)
        ).encode("utf-8")
        rows.append(index_row(banlist, name))
    if previous is not None:
        index = previous.lists / cache.LISTS_INDEX
        try:
            kept = parse_index(index.read_text("utf-8"), str(index))
        except (OSError, InputError):
            kept = ()
        for row in kept:
            if row.family in downloaded:
                continue
            try:  # a list of an earlier update that this one did not bring: it carries over
                files[row.path] = (previous.lists / row.path).read_bytes()
            except OSError:
                continue
            compiled = previous.lists / compiled_name(row.path)
            if compiled.is_file():
                files[compiled_name(row.path)] = compiled.read_bytes()
            rows.append(row)
    files[cache.LISTS_INDEX] = index_text(rows).encode("utf-8")
    return files


def _download_all(
    client: ApiClient,
    streams: Mapping[str, IO[bytes]],
    versions: dict[str, ResourceVersion | None],
    progress: ProgressFactory | None,
) -> dict[str, ResourceVersion] | None:
    """Download every query into its stream; None when the server says nothing changed."""
    downloads = {
        name: client.download(
            CARDINFO, QUERIES[name], stream, versions[name], progress and progress(name)
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
    return {name: download.version for name, download in downloads.items()}


def run_update(
    folder: Path,
    base_url: str,
    settings: HttpSettings | None = None,
    progress: ProgressFactory | None = None,
    lock_timeout: float = 600.0,
    today: date | None = None,
) -> UpdateOutcome:
    """Refresh the cache in ``folder`` from the API at ``base_url``; raise UpdateError."""
    check_api_url(base_url)
    day = today or datetime.now(timezone.utc).date()
    source = _source(base_url)
    try:
        with cache.update_lock(folder, lock_timeout):
            return _update(folder, base_url, settings, progress, day, source)
    except Timeout as error:
        raise UpdateError("update.fail.locked", path=str(folder / cache.LOCK)) from error
    except OSError as error:
        path = error.filename or folder
        raise UpdateError("update.fail.write", path=str(path), detail=os_reason(error)) from error


def _update(
    folder: Path,
    base_url: str,
    settings: HttpSettings | None,
    progress: ProgressFactory | None,
    day: date,
    source: str,
) -> UpdateOutcome:
    """``run_update`` under the cache's lock."""
    with warnings.catch_warnings():  # a damaged cache is what this update replaces
        warnings.simplefilter("ignore", InputWarning)
        previous = cache.current(folder)
    meta_before = previous.meta if previous is not None else None
    same_server = meta_before is not None and meta_before.get("api_url") == base_url
    http = meta_before.get("http") if meta_before and same_server else None
    versions = {
        name: ResourceVersion.from_json(http.get(name)) if isinstance(http, dict) else None
        for name in QUERIES
    }
    with ApiClient(base_url, settings) as client, cache.staging(folder) as staged:
        version = _db_version(client)
        if previous and same_server and version and previous.meta.get("db_version") == version:
            return _unchanged(cache.mark_checked(previous, day.isoformat()).meta, folder)
        paths = {name: staged / f"{name}.json" for name in QUERIES}
        with (
            open(paths["cards"], "w+b") as cards_stream,
            open(paths["genesys"], "w+b") as genesys_stream,
        ):
            streams = {"cards": cards_stream, "genesys": genesys_stream}
            found = _download_all(client, streams, versions, progress)
        if found is None:
            assert previous is not None  # versions are only sent for a valid cache
            return _unchanged(cache.mark_checked(previous, day.isoformat()).meta, folder)
        cards_url = client.url(CARDINFO, QUERIES["cards"])
        cards = parse_cards(load_payload(paths["cards"], cards_url), cards_url)
        points_url = client.url(CARDINFO, QUERIES["genesys"])
        points = genesys_points(load_payload(paths["genesys"], points_url), points_url)
        rows = with_extra_rows(to_rows(cards, points, day))
        rows = with_known_precision(rows, _shipped_cards())
        aliases = {int(row[0]): int(row[1]) for row in rows if row[1] != "0"}
        lists = current_lists(cards, day, source)
        standings = tuple(
            standing(banlist, lambda code: aliases.get(code, code)) for banlist in lists.values()
        )
        online = {s.family: lists[s.family] for s in standings if not s.is_shipped}
        tsv = to_tsv(rows)
        problem = card_data_problem(tsv, MIN_CARDS)
        if problem is not None:  # what conversion let through must still not be switched in
            raise UpdateError("update.fail.bad_data", url=cards_url, detail=problem)
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
            "lists": [s._asdict() for s in sorted(standings)],
        }
        tag = DataInfo(source, day.isoformat(), count, "").tag
        konami = COLUMNS.index("konami_id")
        named = {int(row[0]): (row[2], int(row[konami]) if row[konami] else None) for row in rows}

        def artwork_of(code: int) -> int:  # as CardDB.original_artwork says
            identity = aliases.get(code, code)
            card, original = named.get(code), named.get(identity)
            same = card is not None and original is not None and is_artwork(card, original)
            return identity if same else code

        files = _list_files(previous, online, set(lists), tag, aliases.get, artwork_of)
        cache.switch(folder, staged, tsv, meta, files)
    return UpdateOutcome(True, source, day.isoformat(), count, folder, tuple(sorted(standings)))


def _shipped_cards() -> CardDB:
    """The card data shipped in the package, whose dates' precision an update keeps."""
    tsv, meta = snapshot_paths()
    return CardDB.from_path(tsv, read_data_info(meta, tsv))
