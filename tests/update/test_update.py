"""``ydkcheck actualiza`` against a real HTTP server on 127.0.0.1 that misbehaves on demand.

Every failure must leave the previous data byte for byte, print one line saying what failed
and which data is in use, and exit 2.
"""

from __future__ import annotations

import datetime as dt
import errno
import hashlib
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import fakeapi
import pytest
from fakeapi import FAST, SNAPSHOT_CARDS, FakeApi, files_of, generation, hang, send, truncated

from ydkcheck import __version__, cache
from ydkcheck.cards import open_card_db
from ydkcheck.cards.data import choose_data
from ydkcheck.commands import actualiza
from ydkcheck.update.client import DEFAULT_API_URL, HttpSettings, RateLimiter, api_url
from ydkcheck.update.errors import UpdateError
from ydkcheck.update.service import run_update

ATTEMPTS = FAST.retries + 1
Scenario = Callable[[FakeApi, pytest.MonkeyPatch], None]


def update(capsys: pytest.CaptureFixture[str], lang: str = "en") -> tuple[int, str, str]:
    """Run the command's function; its exit code, stdout and stderr."""
    code = actualiza.run(lang, FAST)
    out, err = capsys.readouterr()
    return code, out, err


def refused(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("YDKCHECK_API_URL", f"http://127.0.0.1:{fakeapi.closed_port()}")


def read_timeout(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    api.script("cards", *[hang(5)] * ATTEMPTS)


def server_error(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    api.script("cards", *[send(500, b"Internal Server Error")] * ATTEMPTS)


def rate_limited(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    api.script("cards", *[send(429, b"", {"Retry-After": "0"})] * ATTEMPTS)


def cut_off(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    api.script("cards", truncated(0.5))


def cut_off_unannounced(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    api.script("cards", truncated(0.5, announced=False))


def not_json(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    api.bodies["cards"] = b"<html><body>502 Bad Gateway</body></html>"


def wrong_shape(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    api.bodies["cards"] = fakeapi.encode({"cards": json.loads(api.bodies["cards"])["data"]})


def too_few(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    api.bodies["cards"] = fakeapi.encode({"data": json.loads(api.bodies["cards"])["data"][:900]})


def bad_id(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    payload = json.loads(api.bodies["cards"])
    payload["data"][7]["id"] = "0" + str(payload["data"][7]["id"])
    api.bodies["cards"] = fakeapi.encode(payload)


def api_error(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    body = b'{"error": "No card matching your query was found in the database."}'
    api.script("genesys", send(400, body))


def disk_full(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", no_space)


def switch_fails(api: FakeApi, monkeypatch: pytest.MonkeyPatch) -> None:
    """The new data is written in full, then switching it in fails: the old stays in use."""
    real_replace = os.replace

    def replace(source: str | Path, target: str | Path) -> None:
        if Path(target).name == cache.POINTER:
            raise OSError(errno.EIO, os.strerror(errno.EIO), str(target))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)


FAILURES: dict[str, tuple[Scenario, str]] = {
    "connection refused": (refused, "could not connect to http://127.0.0.1:"),
    "read timeout": (read_timeout, "cardinfo.php?misc=yes did not answer in time"),
    "500 every time": (server_error, "cardinfo.php?misc=yes answered with HTTP status 500"),
    "429 every time": (rate_limited, "cardinfo.php?misc=yes answered with HTTP status 429"),
    "truncated body": (cut_off, "the download of http://127.0.0.1:"),
    "truncated, no length": (cut_off_unannounced, "is not valid JSON or is incomplete"),
    "invalid JSON": (not_json, "cardinfo.php?misc=yes is not valid JSON or is incomplete"),
    "wrong shape": (wrong_shape, 'cardinfo.php?misc=yes has no "data" list of cards'),
    "too few cards": (too_few, "has only 900 cards (at least 10000 expected)"),
    "id not an integer": (bad_id, "card 8 of http://127.0.0.1:"),
    "API error": (api_error, "format=genesys&misc=yes answered with HTTP status 400: No card"),
    "disk full": (disk_full, "the disk is full"),
    "switch fails": (switch_fails, "could not write "),
}


@pytest.mark.parametrize("name", list(FAILURES))
def test_a_failure_keeps_the_previous_cache_byte_for_byte(
    name: str,
    api: FakeApi,
    filled_cache: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    scenario, reason = FAILURES[name]
    before = files_of(filled_cache)
    scenario(api, monkeypatch)
    code, out, err = update(capsys)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("Could not update: ")
    assert reason in err
    assert "The previous data is still in use: YGOPRODeck API v7" in err
    assert str(generation(filled_cache).cards) in err
    assert files_of(filled_cache) == before


@pytest.mark.parametrize("name", ["connection refused", "invalid JSON", "disk full"])
def test_a_failed_first_update_leaves_the_embedded_data_in_use(
    name: str,
    api: FakeApi,
    update_environment: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    scenario, reason = FAILURES[name]
    scenario(api, monkeypatch)
    code, _, err = update(capsys)
    snapshot = choose_data(offline=True)[1]
    assert code == 2 and reason in err
    assert f"still in use: {snapshot.source}, {snapshot.date}, {snapshot.card_count} cards" in err
    assert cache.current(update_environment) is None
    assert files_of(update_environment) == {}


def test_a_cache_folder_that_cannot_be_created_is_reported(
    api: FakeApi,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache should be")
    monkeypatch.setenv("YDKCHECK_CACHE_DIR", str(blocker / "cache"))
    code, _, err = update(capsys)
    assert code == 2
    assert f"could not write {blocker / 'cache'}" in err
    assert blocker.read_text() == "a file where the cache should be"


def test_a_first_update_fills_the_cache_that_ydkcheck_then_uses(
    api: FakeApi, update_environment: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = update(capsys)
    assert (code, err) == (0, "")
    cached = generation(update_environment)
    meta = json.loads((cached.folder / cache.META).read_text())
    tsv = cached.cards.read_bytes()
    assert meta["count"] == tsv.count(b"\n") == SNAPSHOT_CARDS
    assert meta["sha256"] == hashlib.sha256(tsv).hexdigest()
    assert out == (
        f"Data updated: {SNAPSHOT_CARDS} cards (YGOPRODeck API v7 ({api.url}), {meta['date']}) "
        f"saved in {update_environment}.\n"
        f"GOAT: the online list of {meta['date']} (goat-current) differs from goat-2005-04 on "
        f"163 cards: ydkcheck listas diferencia goat-2005-04 goat-current.\n"
        f"OCG: the online list of {meta['date']} (ocg-current) differs from ocg-2026-07 on 51 "
        f"cards: ydkcheck listas diferencia ocg-2026-07 ocg-current.\n"
        f"TCG: the online list of {meta['date']} (tcg-current) differs from tcg-2026-05 on 36 "
        f"cards: ydkcheck listas diferencia tcg-2026-05 tcg-current.\n"
    )
    db = open_card_db()
    assert db.info.path == str(cached.cards)
    ash = db.get(14558127)
    assert ash is not None and ash.name == "Ash Blossom & Joyous Spring"
    assert open_card_db(offline=True).info.path != db.info.path
    assert sorted(p.name for p in update_environment.iterdir()) == sorted(
        [cache.LOCK, cache.POINTER, cached.folder.name]
    )
    assert sorted(p.name for p in cached.folder.iterdir()) == [cache.LISTS, cache.META, cache.CARDS]


def test_every_request_names_ydkcheck_and_respects_the_rate_limit(
    api: FakeApi, capsys: pytest.CaptureFixture[str]
) -> None:
    assert update(capsys)[0] == 0
    assert api.routes() == ["dbver", "cards", "genesys"]
    assert {request.headers["User-Agent"] for request in api.seen} == {f"ydkcheck/{__version__}"}
    assert api.seen[1].query == {"misc": ["yes"]}
    assert api.seen[2].query == {"format": ["genesys"], "misc": ["yes"]}


def test_the_client_keeps_to_its_rate_limit(api: FakeApi, update_environment: Path) -> None:
    assert HttpSettings().requests_per_second == 20  # YGOPRODeck's published limit
    run_update(update_environment, api.url, replace(FAST, requests_per_second=4))
    gaps = [b.at - a.at for a, b in zip(api.seen, api.seen[1:], strict=False)]
    assert len(gaps) == 2 and min(gaps) >= 0.2  # 1/4 s apart, with room for clock jitter


def only_the_day_checked_moved(before: dict[str, bytes], after: dict[str, bytes]) -> bool:
    """The cache is the same but for its meta's ``checked``, the day the server had nothing
    newer: the day its lists were last known, which the past-data warning reads."""
    meta = next(name for name in after if name.endswith(cache.META))
    old, new = json.loads(before[meta]), json.loads(after[meta])
    today = dt.datetime.now(dt.timezone.utc).date().isoformat()
    rest = {name: data for name, data in after.items() if name != meta}
    return new == {**old, "checked": today} and rest == {
        name: data for name, data in before.items() if name != meta
    }


def test_an_unchanged_source_costs_small_conditional_requests_and_changes_nothing(
    api: FakeApi, update_environment: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert update(capsys)[0] == 0
    before = files_of(update_environment)
    code, out, err = update(capsys)
    assert (code, err) == (0, "")
    assert out.startswith(f"The data was already up to date: {SNAPSHOT_CARDS} cards")
    assert only_the_day_checked_moved(before, files_of(update_environment))
    conditional = api.seen[4:]
    assert [r.route for r in conditional] == ["cards", "genesys"]
    assert all(r.headers.get("If-None-Match", "").startswith('"') for r in conditional)
    assert all(r.headers.get("If-Modified-Since") == fakeapi.LAST_MODIFIED for r in conditional)


def test_an_unchanged_database_version_costs_one_request(
    api: FakeApi, update_environment: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    api.db_version = "140.59"
    assert update(capsys)[0] == 0
    before = files_of(update_environment)
    assert update(capsys)[0] == 0
    assert api.routes() == ["dbver", "cards", "genesys", "dbver"]
    assert only_the_day_checked_moved(before, files_of(update_environment))
    api.db_version = "140.60"
    assert update(capsys)[0] == 0
    assert api.routes()[4:] == ["dbver", "cards", "genesys"]


def test_a_change_on_one_query_downloads_the_other_again(
    api: FakeApi, update_environment: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert update(capsys)[0] == 0
    genesys = json.loads(api.bodies["genesys"])
    genesys["data"][0]["misc_info"][0]["genesys_points"] = 99
    api.bodies["genesys"] = fakeapi.encode(genesys)
    code, out, _ = update(capsys)
    assert code == 0 and out.startswith("Data updated")
    assert api.routes()[3:] == ["dbver", "cards", "genesys", "cards"]
    assert "If-None-Match" not in api.seen[-1].headers
    changed = open_card_db().get(genesys["data"][0]["id"])
    assert changed is not None and changed.genesys_points == 99


def test_a_304_without_a_conditional_request_is_an_error(
    api: FakeApi, capsys: pytest.CaptureFixture[str]
) -> None:
    api.script("cards", send(304, b""))
    code, _, err = update(capsys)
    assert code == 2
    assert "answered 304 (not modified) to a request that was not conditional" in err


@pytest.mark.parametrize(
    "first",
    [send(500, b"oops"), send(503, b"busy"), hang(5), send(429, b"", {"Retry-After": "0"})],
    ids=["500", "503", "read timeout", "429"],
)
def test_a_passing_failure_is_retried(
    first: fakeapi.Action, api: FakeApi, capsys: pytest.CaptureFixture[str]
) -> None:
    api.script("cards", first)
    code, out, _ = update(capsys)
    assert code == 0 and out.startswith("Data updated")
    assert api.routes() == ["dbver", "cards", "cards", "genesys"]


def test_retry_after_is_honoured(api: FakeApi, capsys: pytest.CaptureFixture[str]) -> None:
    api.script("cards", send(429, b"slow down", {"Retry-After": "1"}))
    assert update(capsys)[0] == 0
    first, second = (r for r in api.seen if r.route == "cards")
    assert second.at - first.at >= 0.95


def test_retry_after_is_capped_so_the_command_never_sleeps_for_an_hour(
    api: FakeApi, capsys: pytest.CaptureFixture[str]
) -> None:
    api.script("cards", send(503, b"", {"Retry-After": "3600"}))
    started = time.monotonic()
    assert update(capsys)[0] == 0
    assert time.monotonic() - started < 60  # FAST caps Retry-After at 2 s


def test_the_lock_keeps_a_second_update_out(
    api: FakeApi, update_environment: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from filelock import FileLock

    update_environment.mkdir(parents=True)
    with FileLock(str(update_environment / cache.LOCK)):
        code = actualiza.run("en", FAST, lock_timeout=0.2)
    _, err = capsys.readouterr()
    assert code == 2
    assert "another update is still running (lock " in err
    assert api.seen == []


def test_two_concurrent_updates_leave_one_consistent_cache(
    api: FakeApi, update_environment: Path
) -> None:
    first_body = api.bodies["cards"]
    second = json.loads(first_body)
    second["data"] = second["data"][:-25]  # the source changes while the first update runs
    second_body = fakeapi.encode(second)

    def slow_then_change(handler: fakeapi.Handler, server: FakeApi) -> None:
        server.stopping.wait(1.0)
        fakeapi.serve(handler, server)
        server.bodies["cards"] = second_body

    api.script("cards", slow_then_change)
    driver = (
        "import sys; sys.path.insert(0, sys.argv[1]); import fakeapi\n"
        "from ydkcheck.commands import actualiza\n"
        "from ydkcheck.update.client import HttpSettings\n"
        "with fakeapi.NetworkGuard().installed():\n"
        "    sys.exit(actualiza.run('en', HttpSettings(read_timeout=20, backoff_factor=0.01)))\n"
    )
    here = str(Path(__file__).parent)
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", driver, here], stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        for _ in range(2)
    ]
    results = [process.communicate(timeout=120) for process in processes]
    assert [process.returncode for process in processes] == [0, 0], results
    # The lock serialised them: the second asked nothing before the first was done; its
    # conditional requests found new cards but the same points, so it fetched those again.
    assert api.routes() == ["dbver", "cards", "genesys"] * 2 + ["genesys"]
    assert "If-None-Match" in api.seen[4].headers
    cached = generation(update_environment)
    tsv = cached.cards.read_bytes()
    dropped = json.loads(first_body)["data"][-25:]  # with their other artworks
    count = cached.meta["count"]
    assert count == tsv.count(b"\n") == SNAPSHOT_CARDS - sum(len(c["card_images"]) for c in dropped)
    assert sorted(p.name for p in update_environment.iterdir()) == sorted(
        [cache.LOCK, cache.POINTER, cached.folder.name]
    )


def test_messages_are_in_spanish_first(
    api: FakeApi,
    filled_cache: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    refused(api, monkeypatch)
    code, _, err = update(capsys, lang="es")
    assert code == 2
    assert err.startswith("No se pudo actualizar: no se pudo conectar con http://127.0.0.1:")
    assert "Se siguen usando los datos anteriores: YGOPRODeck API v7" in err


def test_the_api_url_is_ygoprodeck_unless_the_environment_says_otherwise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert api_url() == DEFAULT_API_URL == "https://db.ygoprodeck.com/api/v7"
    monkeypatch.setenv("YDKCHECK_API_URL", "http://127.0.0.1:8080/api/v7/")
    assert api_url() == "http://127.0.0.1:8080/api/v7"


def test_the_rate_limiter_spaces_requests() -> None:
    limiter = RateLimiter(20)
    started = time.monotonic()
    for _ in range(5):
        limiter.wait()
    assert time.monotonic() - started >= 4 / 20 - 0.01


def test_the_guard_stops_any_connection_off_loopback(network_guard: fakeapi.NetworkGuard) -> None:
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection(("192.0.2.1", 80), timeout=1)
    with pytest.raises(ConnectionRefusedError):
        socket.getaddrinfo("db.ygoprodeck.com", 443)
    assert network_guard.blocked == ["192.0.2.1", "db.ygoprodeck.com"]
    network_guard.blocked.clear()  # seen and stopped: this test passes


@pytest.mark.parametrize("url", ["htp:/x", "http://", "http://[::1", "http://x:abc/", "ftp://h/"])
def test_an_api_url_that_is_no_http_url_is_said_so_and_nothing_is_touched(
    url: str, update_environment: Path
) -> None:
    with pytest.raises(UpdateError) as caught:
        run_update(update_environment, url, FAST)
    assert caught.value.key == "update.fail.bad-url"  # it once said "the download was cut off"
    assert not update_environment.exists()
