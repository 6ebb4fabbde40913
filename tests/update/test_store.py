"""The cache's files change all together or not at all."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import fakeapi
import pytest
from fakeapi import FAST, FakeApi

from ydkcheck.update import store
from ydkcheck.update.errors import UpdateError
from ydkcheck.update.service import run_update


def test_a_failed_replacement_undoes_the_ones_already_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    new_file, old_file, last = tmp_path / "new.yaml", tmp_path / "old.tsv", tmp_path / "meta.json"
    old_file.write_bytes(b"old data\n")
    last.write_bytes(b"old meta\n")
    real_replace = os.replace

    def replace(source: str | Path, target: str | Path) -> None:
        if Path(target) == last:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(UpdateError) as caught:
        store.replace_all({new_file: b"new list\n", old_file: b"new data\n", last: b"new meta\n"})
    assert caught.value.key == "update.fail.write"
    assert caught.value.params["path"] == str(last)
    assert not new_file.exists()  # had no previous version: removed again
    assert old_file.read_bytes() == b"old data\n"
    assert last.read_bytes() == b"old meta\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["meta.json", "old.tsv"]


def test_a_damaged_cache_is_downloaded_again_in_full(
    api: FakeApi, update_environment: Path
) -> None:
    run_update(update_environment, api.url, FAST)
    tsv = update_environment / "cards.tsv"
    good = tsv.read_bytes()
    tsv.write_bytes(good[: len(good) // 2])  # e.g. a disk error or a hand edit
    assert store.read_meta(update_environment) is None
    outcome = run_update(update_environment, api.url, FAST)
    assert outcome.changed
    assert all("If-None-Match" not in request.headers for request in api.seen[3:])
    assert tsv.read_bytes() == good


def test_validators_are_only_sent_to_the_server_that_gave_them(
    payloads: dict[str, bytes], update_environment: Path
) -> None:
    with fakeapi.running(FakeApi(dict(payloads))) as first:
        run_update(update_environment, first.url, FAST)
    with fakeapi.running(FakeApi(dict(payloads))) as second:
        assert run_update(update_environment, second.url, FAST).changed
        assert all("If-None-Match" not in request.headers for request in second.seen)
