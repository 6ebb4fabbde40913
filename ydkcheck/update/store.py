"""The cache folder written by ``ydkcheck actualiza``, and how it is changed without loss.

Layout: ``cards.tsv`` + ``cards-meta.json`` (as the embedded snapshot), and
``banlists/<family>-current.yaml`` and ``.json`` (compiled) + ``banlists/index.json``. Every
new file is first written completely to a temporary file in the same folder; then all of them
replace the old ones with ``os.replace``, the meta last. If any replacement fails, the ones
already made are undone, so the cache is the old one or the new one, never a mix. A file lock
keeps two updates apart.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from ydkcheck.update.errors import UpdateError

CARDS = "cards.tsv"
META = "cards-meta.json"
LISTS = "banlists"
LISTS_INDEX = "index.json"
LOCK = ".update.lock"


def sha256(data: bytes) -> str:
    """The hex SHA-256 of ``data`` (stored in the meta to spot a damaged cache)."""
    return hashlib.sha256(data).hexdigest()


def read_meta(folder: Path) -> dict[str, Any] | None:
    """The meta of a complete, intact cache in ``folder``; None when there is none."""
    try:
        meta = json.loads((folder / META).read_text(encoding="utf-8"))
        data = (folder / CARDS).read_bytes()
    except (OSError, ValueError):
        return None
    if not isinstance(meta, dict) or meta.get("sha256") != sha256(data):
        return None
    return meta


@contextlib.contextmanager
def update_lock(folder: Path, timeout: float) -> Iterator[None]:
    """Hold the cache's update lock, waiting up to ``timeout`` seconds for another update."""
    from filelock import FileLock, Timeout

    path = folder / LOCK
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = FileLock(str(path), timeout=timeout)
        lock.acquire()
    except Timeout as error:
        raise UpdateError("update.fail.locked", path=str(path)) from error
    except OSError as error:
        raise UpdateError("update.fail.write", path=str(folder), detail=error.strerror) from error
    try:
        yield
    finally:
        lock.release()


@contextlib.contextmanager
def temporary_file(folder: Path, name: str) -> Iterator[tuple[Any, Path]]:
    """A new binary file beside ``folder / name``, removed on exit unless renamed away."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, raw_path = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    except OSError as error:
        raise UpdateError("update.fail.write", path=str(folder), detail=error.strerror) from error
    path = Path(raw_path)
    try:
        with os.fdopen(handle, "w+b") as stream:
            yield stream, path
    finally:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


def _write_temporary(target: Path, data: bytes) -> Path:
    """``data`` written and flushed to disk in a temporary file beside ``target``."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, raw_path = tempfile.mkstemp(
            prefix=f".{target.name}.", suffix=".tmp", dir=target.parent
        )
    except OSError as error:
        raise UpdateError("update.fail.write", path=str(target), detail=error.strerror) from error
    path = Path(raw_path)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
    except OSError as error:
        path.unlink(missing_ok=True)
        raise UpdateError("update.fail.write", path=str(target), detail=error.strerror) from error
    return path


def _backup(target: Path) -> Path | None:
    """A second name for the current ``target`` (a hard link, else a copy), or None."""
    if not target.exists():
        return None
    backup = target.with_name(f".{target.name}.bak")
    backup.unlink(missing_ok=True)
    try:
        os.link(target, backup)
    except OSError:
        shutil.copy2(target, backup)
    return backup


def replace_all(files: Mapping[Path, bytes]) -> None:
    """Replace every file with its new content, all or none, in the order given."""
    staged: list[tuple[Path, Path]] = []
    try:
        for target, data in files.items():
            staged.append((target, _write_temporary(target, data)))
    except UpdateError:
        for _, temporary in staged:
            temporary.unlink(missing_ok=True)
        raise
    done: list[tuple[Path, Path | None]] = []
    backups: dict[Path, Path | None] = {}
    current = next(iter(files))
    try:
        for current, _ in staged:
            backups[current] = _backup(current)
        for current, temporary in staged:
            os.replace(temporary, current)
            done.append((current, backups[current]))
    except OSError as error:
        for target, backup in reversed(done):
            with contextlib.suppress(OSError):  # best effort: the first error is the one to report
                if backup is None:
                    target.unlink()
                else:
                    os.replace(backup, target)
        raise UpdateError("update.fail.write", path=str(current), detail=error.strerror) from error
    finally:
        for _, temporary in staged:
            temporary.unlink(missing_ok=True)
        for target in files:
            target.with_name(f".{target.name}.bak").unlink(missing_ok=True)


def save(folder: Path, tsv: bytes, meta: dict[str, Any], lists: Mapping[str, bytes]) -> None:
    """Write a new cache: the lists (``banlists/`` name -> bytes), ``cards.tsv``, the meta last."""
    files: dict[Path, bytes] = {folder / LISTS / name: data for name, data in lists.items()}
    files[folder / CARDS] = tsv
    meta_text = json.dumps({**meta, "sha256": sha256(tsv)}, indent=2, ensure_ascii=False)
    files[folder / META] = (meta_text + "\n").encode("utf-8")
    replace_all(files)
