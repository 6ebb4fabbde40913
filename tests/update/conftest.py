"""Fixtures of the update tests: a fake YGOPRODeck API on 127.0.0.1 and no other network."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import fakeapi
from fakeapi import FAST

from ydkcheck.update.service import run_update


@pytest.fixture(autouse=True)
def network_guard() -> Iterator[fakeapi.NetworkGuard]:
    """Any connection or name look-up for an address other than loopback fails the test,
    even when the code under test catches the error."""
    guard = fakeapi.NetworkGuard()
    with guard.installed():
        yield guard
    if guard.blocked:
        pytest.fail(f"the test tried to reach the network: {guard.blocked}")


@pytest.fixture(autouse=True)
def update_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A private cache per test, no proxies, no API URL unless a test sets one."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("YDKCHECK_CACHE_DIR", str(cache))
    proxies = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy")
    for variable in ("YDKCHECK_API_URL", *proxies):
        monkeypatch.delenv(variable, raising=False)
    return cache


@pytest.fixture(scope="session")
def rows() -> list[dict[str, str]]:
    """The embedded snapshot's rows: the truth the fake API is built from."""
    return fakeapi.snapshot_rows()


@pytest.fixture(scope="session")
def payloads(rows: list[dict[str, str]]) -> dict[str, bytes]:
    """The fake API's bodies: ``cards`` (cardinfo.php?misc=yes) and ``genesys``."""
    cards = fakeapi.build_payload(rows)
    return {
        "cards": fakeapi.encode(cards),
        "genesys": fakeapi.encode(fakeapi.build_genesys(rows, cards)),
    }


@pytest.fixture
def api(payloads: dict[str, bytes], monkeypatch: pytest.MonkeyPatch) -> Iterator[fakeapi.FakeApi]:
    """The fake API, running; ``YDKCHECK_API_URL`` points at it."""
    with fakeapi.running(fakeapi.FakeApi(dict(payloads))) as server:
        monkeypatch.setenv("YDKCHECK_API_URL", server.url)
        yield server


@pytest.fixture(scope="session")
def good_cache(payloads: dict[str, bytes], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache folder filled by one successful update (copied by ``filled_cache``)."""
    folder = tmp_path_factory.mktemp("good-cache")
    with fakeapi.running(fakeapi.FakeApi(dict(payloads))) as server:
        run_update(folder, server.url, FAST)
    return folder


@pytest.fixture
def filled_cache(good_cache: Path, update_environment: Path) -> Path:
    """This test's cache, holding the data of an earlier successful update."""
    shutil.copytree(good_cache, update_environment)
    return update_environment
