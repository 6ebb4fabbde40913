"""Shared fixtures: no network but loopback, a private cache, a neutral environment."""

from __future__ import annotations

import ipaddress
import os
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers import DECKS, NO_SHARED_DATA, SHARED_DATA
from hypothesis import settings

from ydkcheck.cards import CardDB, open_card_db

_real_connect = socket.socket.connect
# CI explores the same examples on every run (HYPOTHESIS_PROFILE=ci, set by .ci/run), so that
# a change lands or not on its own merits; a run at a desk keeps searching at random. No
# deadline there: how long an example takes is no test's business (a busy runner's pause
# failed a ydke round trip at 467 ms, 0.07 ms when run again)
settings.register_profile("ci", derandomize=True, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
TESTS = Path(__file__).parent
# slow as a whole, under tests/: the update tests start HTTP servers and processes, and the
# property tests feed every parser hundreds of made-up inputs (the other slow modules say so
# themselves, with ``pytestmark``)
SLOW_PATHS = (TESTS / "update", TESTS / "hostile" / "test_properties.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test under a slow path is marked ``slow``."""
    for item in items:
        if any(item.path == slow or slow in item.path.parents for slow in SLOW_PATHS):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def shared_data(request: pytest.FixtureRequest) -> None:
    """A ``shared_data`` test fails when ``../shared/data`` is missing, naming it; it is
    skipped instead, with that reason, only when YDKCHECK_NO_SHARED_DATA=1."""
    if request.node.get_closest_marker("shared_data") is None or SHARED_DATA.is_dir():
        return
    if os.environ.get(NO_SHARED_DATA) == "1":
        pytest.skip(f"{SHARED_DATA} is missing ({NO_SHARED_DATA}=1)")
    pytest.fail(
        f"this test reads the shared data, and {SHARED_DATA} is missing: lay the project's "
        f"shared/ folder beside the checkout, or set {NO_SHARED_DATA}=1 to skip such tests",
        pytrace=False,
    )


def _is_loopback(address: Any) -> bool:
    if isinstance(address, (str, bytes)):  # a Unix socket path
        return True
    host = address[0]
    if host in ("localhost",):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _guarded_connect(self: socket.socket, address: Any) -> Any:
    if not _is_loopback(address):
        raise AssertionError(f"test tried to reach the network: {address!r}")
    return _real_connect(self, address)


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any connection to an address other than loopback fails the test."""
    monkeypatch.setattr(socket.socket, "connect", _guarded_connect)


@pytest.fixture(autouse=True)
def isolated_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """A private cache folder and no language settings from the machine (Spanish by default)."""
    monkeypatch.setenv("YDKCHECK_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
    for variable in (
        "YDKCHECK_LANG",
        "LC_ALL",
        "LC_MESSAGES",
        "LANG",
        "GITHUB_ACTIONS",
        "NO_COLOR",
    ):
        monkeypatch.delenv(variable, raising=False)


@pytest.fixture(autouse=True)
def lists_taken_as_current(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The shipped lists are taken as current whatever the day the tests run in this
    process: a run without ``--fecha`` says otherwise once the data is two months old
    (``collection.past-data``), which the ``past_data`` tests check on the days they name."""
    if request.node.get_closest_marker("past_data") is None:
        monkeypatch.setattr("ydkcheck.lists.choose.QUIET_DAYS_AFTER_DATA", 10**6)


@pytest.fixture
def write_ydk(tmp_path: Path) -> Callable[..., Path]:
    """Write a .ydk file from passcode lists (or raw text) and return its path."""

    def write(
        main: list[int] | None = None,
        extra: list[int] | None = None,
        side: list[int] | None = None,
        *,
        text: str | None = None,
        name: str = "deck.ydk",
    ) -> Path:
        if text is None:
            lines = [
                "#created by test",
                "#main",
                *map(str, main or []),
                "#extra",
                *map(str, extra or []),
                "!side",
                *map(str, side or []),
            ]
            text = "\n".join(lines) + "\n"
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return write


@pytest.fixture
def real_deck() -> Callable[[str], Path]:
    """The path of a real deck copied into tests/data/decks."""
    return lambda name: DECKS / name


@pytest.fixture(scope="session")
def cards() -> CardDB:
    """The shipped card data (never the cache)."""
    return open_card_db(offline=True)
