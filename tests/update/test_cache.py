"""The cache is switched as one unit, checked before it is used, and cleaned after."""

from __future__ import annotations

import errno
import json
import os
import warnings
from collections.abc import Callable
from pathlib import Path

import fakeapi
import pytest
from fakeapi import FAST, FakeApi
from helpers import DECKS, run

from ydkcheck import cache
from ydkcheck.errors import InputWarning
from ydkcheck.update.errors import UpdateError
from ydkcheck.update.service import run_update


def test_a_failed_switch_keeps_the_data_in_use_and_leaves_nothing_behind(
    filled_cache: Path, api: FakeApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = cache.current(filled_cache)
    assert before is not None
    real_replace = os.replace

    def replace(source: str | Path, target: str | Path) -> None:
        if Path(target).name == cache.POINTER:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(target))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(UpdateError) as caught:
        run_update(filled_cache, api.url, FAST)
    assert caught.value.key == "update.fail.write"
    assert caught.value.params["path"] == str(filled_cache / cache.POINTER)
    assert cache.current(filled_cache) == before
    names = sorted(entry.name for entry in filled_cache.iterdir())
    assert names == sorted([cache.LOCK, cache.POINTER, before.folder.name])


def test_an_update_removes_older_generations_and_interrupted_ones(
    filled_cache: Path, api: FakeApi
) -> None:
    old = cache.current(filled_cache)
    assert old is not None
    (filled_cache / f"{cache.STAGING_PREFIX}killed").mkdir()  # an update killed mid-way
    (filled_cache / f"{cache.STAGING_PREFIX}killed" / "cards.json").write_bytes(b"[")
    api.bodies["cards"] = api.bodies["cards"].replace(b"Joyous Spring", b"Joyous Spring!")
    assert run_update(filled_cache, api.url, FAST).changed
    new = cache.current(filled_cache)
    assert new is not None and new.folder != old.folder
    names = sorted(entry.name for entry in filled_cache.iterdir())
    assert names == sorted([cache.LOCK, cache.POINTER, new.folder.name])


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda g: (g.folder / cache.META).write_text("[1, 2]"), id="meta-a-list"),
        pytest.param(lambda g: (g.folder / cache.META).write_text("{"), id="meta-not-json"),
        pytest.param(lambda g: (g.folder / cache.CARDS).unlink(), id="cards-missing"),
        pytest.param(lambda g: (g.folder / cache.CARDS).write_bytes(b""), id="cards-empty"),
        pytest.param(lambda g: g.cards.write_bytes(g.cards.read_bytes() + b"x\n"), id="garbage"),
        pytest.param(
            lambda g: (g.folder.parent / cache.POINTER).write_text("../elsewhere"), id="pointer"
        ),
    ],
)
def test_a_damaged_cache_is_no_cache_and_says_so(
    filled_cache: Path, damage: Callable[..., object]
) -> None:
    generation = cache.current(filled_cache)
    assert generation is not None
    damage(generation)
    with pytest.warns(InputWarning) as said:
        assert cache.current(filled_cache) is None
    assert str(filled_cache) in said[0].message.path  # type: ignore[union-attr]


def test_no_cache_at_all_is_said_nothing(update_environment: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert cache.current(update_environment) is None


def test_a_run_on_a_damaged_cache_warns_once_and_judges_with_the_snapshot(
    filled_cache: Path,
) -> None:
    generation = cache.current(filled_cache)
    assert generation is not None
    generation.cards.write_bytes(generation.cards.read_bytes() + b"garbage\n")
    deck = str(DECKS / "Rose_Dragon.ydk")
    damaged = run("--lang", "en", "valida", "--salida", "json", deck)
    snapshot = run("--lang", "en", "valida", "--salida", "json", "--sin-cache", deck)
    report = json.loads(damaged.stdout)
    said = report.pop("warnings")  # the report says it too: the data judged by is not the cache
    assert report == json.loads(snapshot.stdout) and damaged.exit_code == snapshot.exit_code
    warning, *rest = damaged.stderr.splitlines()
    assert rest == snapshot.stderr.splitlines()  # cards and lists both looked: said once
    assert warning.startswith(f"ydkcheck: warning: {generation.cards}: ")
    assert "'ydkcheck update'" in warning
    assert said == [warning.removeprefix("ydkcheck: warning: ")]


def test_a_damaged_cache_is_downloaded_again_in_full(
    api: FakeApi, update_environment: Path
) -> None:
    run_update(update_environment, api.url, FAST)
    generation = cache.current(update_environment)
    assert generation is not None
    good = generation.cards.read_bytes()
    generation.cards.write_bytes(good[: len(good) // 2])  # e.g. a disk error or a hand edit
    with pytest.warns(InputWarning):
        assert cache.current(update_environment) is None
    outcome = run_update(update_environment, api.url, FAST)
    assert outcome.changed
    assert all("If-None-Match" not in request.headers for request in api.seen[3:])
    repaired = cache.current(update_environment)
    assert repaired is not None and repaired.cards.read_bytes() == good


def test_a_version_is_only_sent_to_the_server_that_gave_it(
    payloads: dict[str, bytes], update_environment: Path
) -> None:
    with fakeapi.running(FakeApi(dict(payloads))) as first:
        run_update(update_environment, first.url, FAST)
    with fakeapi.running(FakeApi(dict(payloads))) as second:
        assert run_update(update_environment, second.url, FAST).changed
        assert all("If-None-Match" not in request.headers for request in second.seen)


def test_a_damaged_index_of_cached_lists_warns_and_keeps_the_shipped_lists(
    filled_cache: Path,
) -> None:
    from ydkcheck.lists.collection import cached_lists

    generation = cache.current(filled_cache)
    assert generation is not None and cached_lists()
    (generation.lists / "index.json").write_text('[{"id": 1}', encoding="utf-8")
    with pytest.warns(InputWarning, match="cache.damage.lists"):
        assert cached_lists() == ()
    assert run("valida", "--lista", "tcg", str(DECKS / "Rose_Dragon.ydk")).exit_code == 0


def _outcome(find: Callable[[], object]) -> object:
    try:
        return Path(str(find()))
    except Exception as error:  # the same failure is the same answer
        return type(error)


@pytest.mark.parametrize(
    "env",
    [
        {"HOME": "/home/judge"},
        {"HOME": "/home/judge/", "XDG_CACHE_HOME": "/var/tmp/caches"},
        {"HOME": "/", "XDG_CACHE_HOME": "/var/tmp/caches/"},
        {"HOME": "/home/judge", "XDG_CACHE_HOME": ""},
        {"HOME": "/home/judge", "XDG_CACHE_HOME": "  "},
        {"HOME": "/home/judge", "XDG_CACHE_HOME": "relative/caches"},
        {"HOME": "relative-home"},
        {},
        {"HOME": "/home/judge", "ANDROID_DATA": "/data", "ANDROID_ROOT": "/system"},
    ],
)
def test_the_cache_folder_is_the_one_platformdirs_gives(
    env: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found without platformdirs where that is certain, it is still platformdirs' folder."""
    from platformdirs import user_cache_dir

    for variable in (cache.CACHE_ENV, "HOME", "XDG_CACHE_HOME", "ANDROID_DATA", "ANDROID_ROOT"):
        monkeypatch.delenv(variable, raising=False)
    for variable, value in env.items():
        monkeypatch.setenv(variable, value)
    expected = _outcome(lambda: user_cache_dir("ydkcheck", appauthor=False))
    assert _outcome(cache.cache_dir) == expected
