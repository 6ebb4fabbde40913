"""The user cache that ``ydkcheck actualiza`` fills: its layout, its one validity check, its writes.

The cache holds one *generation* of downloaded data at a time, a folder with the same files
as the snapshot shipped in the package plus the current lists::

    <cache>/current                   the name of the generation in use (one line)
    <cache>/<generation>/cards.tsv      the card data (as ``ydkcheck/data/cards.tsv``)
    <cache>/<generation>/cards-meta.json  what it is, with the SHA-256 of cards.tsv
    <cache>/<generation>/banlists/      the current lists and their index.json
    <cache>/.update.lock                held while an update runs

A new generation is written completely into a staging folder beside the others, then
switched in by replacing ``current``: one ``os.replace``, so a reader (or a process killed
at any moment) sees the old generation or the new one, never a mix. What no longer serves
(older generations, staging folders of interrupted updates) is removed at the next update.

``current()`` is the one check every reader uses: the pointer names a generation, its meta is
a JSON object with the fields readers need, and ``cards.tsv`` has the recorded SHA-256.
Anything else is no cache at all, and the shipped snapshot is used.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
import time
import warnings
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, NamedTuple

from ydkcheck.errors import InputWarning

CACHE_ENV = "YDKCHECK_CACHE_DIR"
POINTER = "current"
CARDS = "cards.tsv"
META = "cards-meta.json"
LISTS = "banlists"
LISTS_INDEX = "index.json"
LOCK = ".update.lock"
STAGING_PREFIX = ".staging-"
GENERATION_PREFIX = "data-"
# what a reader needs from the meta, and of which type
META_FIELDS: Mapping[str, type] = {"source": str, "date": str, "count": int, "sha256": str}


def cache_dir() -> Path:
    """The cache folder: ``$YDKCHECK_CACHE_DIR`` or platformdirs' user cache for ydkcheck.

    The folder is not created here; an update creates it.
    """
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    known = _linux_user_cache()
    if known is not None:
        return Path(known)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("ydkcheck", appauthor=False))


def _linux_user_cache() -> str | None:
    """platformdirs' user cache for ydkcheck on Linux, where every platformdirs ydkcheck
    allows gives the same (``$XDG_CACHE_HOME`` when absolute, else ``~/.cache`` under an
    absolute ``$HOME``), so that a run needs no platformdirs, and no tempfile (3 ms of
    start-up), to find that there is no cache; None elsewhere."""
    android = "ANDROID_DATA" in os.environ or "ANDROID_ROOT" in os.environ
    if sys.platform != "linux" or android or hasattr(sys, "getandroidapilevel"):
        return None
    base = os.environ.get("XDG_CACHE_HOME")
    if base is None and os.path.isabs(os.environ.get("HOME", "")):
        base = os.path.expanduser("~/.cache")
    if base is None or not os.path.isabs(base):
        return None
    return os.path.join(base, "ydkcheck")


def sha256(data: bytes) -> str:
    """The hex SHA-256 of ``data``, as the meta records it."""
    import hashlib  # OpenSSL's: 3 ms of start-up, paid only where there is a cache

    return hashlib.sha256(data).hexdigest()


class Generation(NamedTuple):
    """One complete, intact set of downloaded data."""

    folder: Path
    meta: Mapping[str, Any]

    @property
    def cards(self) -> Path:
        return self.folder / CARDS

    @property
    def lists(self) -> Path:
        """The folder of the current lists (with their ``index.json``)."""
        return self.folder / LISTS


def _is_valid_meta(meta: object) -> bool:
    return isinstance(meta, dict) and all(
        isinstance(meta.get(name), kind) and not isinstance(meta.get(name), bool)
        for name, kind in META_FIELDS.items()
    )


def current(root: Path | None = None) -> Generation | None:
    """The generation in use in ``root`` (default: the cache folder), or None.

    None when there is no cache. When there is one but anything about it does not hold (an
    odd pointer, a meta that is not the expected JSON object, a ``cards.tsv`` that is
    missing or not the one the meta describes), it is None too, and an ``InputWarning``
    says so: the run goes on with the shipped snapshot.
    """
    found = _inspect(cache_dir() if root is None else root)
    if isinstance(found, InputWarning):
        warnings.warn(found, stacklevel=2)
        return None
    return found


def _inspect(root: Path) -> Generation | InputWarning | None:
    """The generation in use in ``root``, what is wrong with it, or None for no cache."""
    pointer = root / POINTER
    try:
        name = pointer.read_text(encoding="utf-8").strip()
    except (FileNotFoundError, NotADirectoryError):  # no cache yet
        return None
    except (OSError, UnicodeDecodeError) as error:
        return InputWarning("cache.damage.unreadable", str(pointer), reason=_reason(error))
    if not name.startswith(GENERATION_PREFIX) or "/" in name or "\\" in name:
        return InputWarning("cache.damage.pointer", str(pointer))
    folder = root / name
    try:
        meta = json.loads((folder / META).read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as error:
        return InputWarning("cache.damage.unreadable", str(folder / META), reason=_reason(error))
    if not _is_valid_meta(meta):
        return InputWarning("cache.damage.meta", str(folder / META))
    try:
        data = (folder / CARDS).read_bytes()
    except OSError as error:
        return InputWarning("cache.damage.unreadable", str(folder / CARDS), reason=_reason(error))
    if meta["sha256"] != sha256(data):
        return InputWarning("cache.damage.checksum", str(folder / CARDS))
    return Generation(folder, meta)


def _reason(error: Exception) -> str:
    if isinstance(error, OSError):
        return error.strerror or type(error).__name__
    return " ".join(str(error).split())[:120]


@contextlib.contextmanager
def update_lock(root: Path, timeout: float) -> Iterator[None]:
    """Hold the cache's update lock, waiting up to ``timeout`` seconds for another update.

    Raises ``filelock.Timeout`` when another update holds it longer, ``OSError`` when the
    folder cannot be made.
    """
    from filelock import FileLock

    root.mkdir(parents=True, exist_ok=True)
    with FileLock(str(root / LOCK), timeout=timeout):
        yield


@contextlib.contextmanager
def staging(root: Path) -> Iterator[Path]:
    """A new, empty staging folder in ``root``, removed on exit unless ``switch`` took it."""
    root.mkdir(parents=True, exist_ok=True)
    folder = root / f"{STAGING_PREFIX}{os.getpid()}-{time.time_ns():x}"
    folder.mkdir()
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _write(path: Path, data: bytes) -> None:
    """``data`` in a new file at ``path``, flushed to the disk."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "xb") as stream:
        stream.write(data)
        stream.flush()
        os.fsync(stream.fileno())


def switch(
    root: Path, staged: Path, tsv: bytes, meta: Mapping[str, Any], lists: Mapping[str, bytes]
) -> Generation:
    """Make ``staged`` the new generation of ``root``, with its data, in one step.

    ``lists`` maps file names under ``banlists/`` to their bytes. Other files already in
    ``staged`` (downloads) are removed first. Raises ``OSError`` when anything cannot be
    written; the generation in use is then the one before. The caller checks the data
    first (``cards.data.card_data_problem``).
    """
    for leftover in list(staged.iterdir()):
        if leftover.is_dir():
            shutil.rmtree(leftover)
        else:
            leftover.unlink()
    for name, data in lists.items():
        _write(staged / LISTS / name, data)
    _write(staged / CARDS, tsv)
    recorded = {**meta, "sha256": sha256(tsv)}
    _write(staged / META, (json.dumps(recorded, indent=2, ensure_ascii=False) + "\n").encode())
    name = f"{GENERATION_PREFIX}{time.time_ns():x}"
    folder = root / name
    os.rename(staged, folder)
    pointer = root / f".{POINTER}.{name}.tmp"
    try:
        _write(pointer, (name + "\n").encode())
        os.replace(pointer, root / POINTER)
    except OSError:
        pointer.unlink(missing_ok=True)
        shutil.rmtree(folder, ignore_errors=True)
        raise
    _fsync_folder(root)
    _remove_stale(root, keep=name)
    return Generation(folder, recorded)


def mark_checked(generation: Generation, day: str) -> Generation:
    """``generation`` with the day an update found nothing newer on its server recorded in
    its meta (``checked``): its data is as current on that day as when it was fetched.
    Run under the update lock; the meta is replaced in one step. The day is advice: a cache
    that cannot be written (read-only, the meta held open on Windows) keeps its older one."""
    recorded = {**generation.meta, "checked": day}
    temporary = generation.folder / f".{META}.{os.getpid()}.tmp"
    try:
        _write(temporary, (json.dumps(recorded, indent=2, ensure_ascii=False) + "\n").encode())
        os.replace(temporary, generation.folder / META)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
        return generation
    return Generation(generation.folder, recorded)


def _fsync_folder(folder: Path) -> None:
    """Flush a folder's entries (the switch) to the disk, where the system allows it."""
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def _remove_stale(root: Path, keep: str) -> None:
    """Remove all that the generation ``keep``, just switched in, does not need: older
    generations, staging folders of interrupted updates, pointers never switched in. Best
    effort; run only under the update lock, so that no other update is staging."""
    with contextlib.suppress(OSError):
        for entry in root.iterdir():
            name = entry.name
            if name == keep:
                continue
            if name.startswith((GENERATION_PREFIX, STAGING_PREFIX)):
                shutil.rmtree(entry, ignore_errors=True)
            elif name.startswith(f".{POINTER}.") and name.endswith(".tmp"):
                entry.unlink(missing_ok=True)
