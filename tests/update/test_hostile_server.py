"""Whatever the server sends, an update ends in bounded time and space, keeping the old cache."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import fakeapi
import pytest
from fakeapi import FAST, FakeApi, endless, files_of, generation, send, trickle

from ydkcheck import cache
from ydkcheck.cards import open_card_db
from ydkcheck.cards.data import card_data_problem
from ydkcheck.cards.matching import NameIndex
from ydkcheck.commands import actualiza
from ydkcheck.update.client import HttpSettings


def update(settings: HttpSettings, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, float]:
    """Run the command; its exit code, its stderr and how long it took."""
    started = time.monotonic()
    code = actualiza.run("en", settings)
    took = time.monotonic() - started
    return code, capsys.readouterr().err, took


def test_an_endless_body_is_cut_off_at_the_size_limit(
    api: FakeApi, filled_cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = files_of(filled_cache)
    api.script("cards", endless())
    code, err, _ = update(replace(FAST, max_download_bytes=8 << 20), capsys)
    assert code == 2
    assert "cardinfo.php?misc=yes is over 8 MB" in err and err.count("\n") == 1
    assert files_of(filled_cache) == before  # nothing of the download is left behind


def test_an_announced_huge_body_is_refused_before_it_is_read(
    api: FakeApi, filled_cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    api.script("cards", endless(announce=10**12))
    code, err, took = update(FAST, capsys)
    assert code == 2 and "is over 128 MB" in err
    assert took < 5


def test_a_server_trickling_bytes_meets_the_deadline(
    api: FakeApi, filled_cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = files_of(filled_cache)
    api.script("cards", trickle(0.05))  # never silent for a read timeout, never done
    code, err, took = update(replace(FAST, deadline=2.0), capsys)
    assert code == 2 and "the update did not finish within 2 s" in err
    assert took < 2.0 + 1.0
    assert files_of(filled_cache) == before


def test_retry_after_never_outlasts_the_deadline(
    api: FakeApi, filled_cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    api.script("cards", *[send(503, b"", {"Retry-After": "99999"})] * 5)
    settings = replace(FAST, deadline=2.0, max_retry_after=99999.0, retries=4)
    code, err, took = update(settings, capsys)
    assert code == 2 and "did not finish within 2 s" in err
    assert took < 2.0 + 1.0


def test_a_payload_of_one_card_repeated_is_not_card_data(
    api: FakeApi, filled_cache: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = files_of(filled_cache)
    payload = json.loads(api.bodies["cards"])
    payload["data"] = [payload["data"][0]] * len(payload["data"])
    api.bodies["cards"] = fakeapi.encode(payload)
    code, err, _ = update(FAST, capsys)
    assert code == 2 and "has only 1 card" in err
    assert files_of(filled_cache) == before


def test_names_with_line_breaks_of_any_kind_are_stored_on_one_line(
    api: FakeApi, update_environment: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    payload = json.loads(api.bodies["cards"])
    for item in payload["data"]:
        if item["id"] == 14558127:
            item["name"] = "Ash\u2028Blossom\x85 &\u2029Joyous\x0cSpring"
    api.bodies["cards"] = fakeapi.encode(payload)
    code, err, _ = update(FAST, capsys)
    assert (code, err) == (0, "")
    cached = generation(update_environment)
    assert card_data_problem(cached.cards.read_bytes(), 10_000) is None
    cards = open_card_db()
    ash = cards.get(14558127)
    assert ash is not None and ash.name == "Ash Blossom & Joyous Spring"
    names = NameIndex(cards)
    assert names.find("ash blossom & joyous spring").card == ash
    maxx = names.find('Maxx "C"').card  # the look-ups by name after it still work
    assert maxx is not None and maxx.id == 23434538


KILLER = """
import os, signal, sys
sys.path.insert(0, sys.argv[1])
import fakeapi
from ydkcheck.commands import actualiza
point = sys.argv[2]
real_rename, real_replace = os.rename, os.replace

def rename(source, target):
    real_rename(source, target)
    if point == "after-rename":
        os.kill(os.getpid(), signal.SIGKILL)

def replace(source, target):
    if point == "before-pointer" and os.path.basename(target) == "current":
        os.kill(os.getpid(), signal.SIGKILL)
    real_replace(source, target)

os.rename, os.replace = rename, replace
with fakeapi.NetworkGuard().installed():
    sys.exit(actualiza.run("en", fakeapi.FAST))
"""


@pytest.mark.parametrize("point", ["after-rename", "before-pointer"])
def test_an_update_killed_during_the_switch_leaves_the_old_cache_whole(
    point: str, api: FakeApi, filled_cache: Path
) -> None:
    old = generation(filled_cache)
    api.bodies["cards"] = api.bodies["cards"].replace(b"Joyous Spring", b"Joyous Spring!")
    killed = subprocess.run(
        [sys.executable, "-c", KILLER, str(Path(__file__).parent), point],
        capture_output=True,
        timeout=120,
    )
    assert killed.returncode == -9, killed.stderr
    assert generation(filled_cache) == old  # the old cards with the old lists, intact
    assert open_card_db().info.path == str(old.cards)
    assert actualiza.run("en", FAST) == 0  # the next update cleans what the killed one left
    new = generation(filled_cache)
    names = sorted(entry.name for entry in filled_cache.iterdir())
    assert names == sorted([cache.LOCK, cache.POINTER, new.folder.name])


def test_a_command_that_gave_up_at_the_deadline_exits_at_once(api: FakeApi) -> None:
    """The abandoned download must not keep the process alive after the message."""
    api.script("cards", trickle(0.05))
    driver = (
        "import sys; sys.path.insert(0, sys.argv[1]); import fakeapi, dataclasses\n"
        "from ydkcheck.commands import actualiza\n"
        "with fakeapi.NetworkGuard().installed():\n"
        "    sys.exit(actualiza.run('en', dataclasses.replace(fakeapi.FAST, deadline=1.0)))\n"
    )
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", driver, str(Path(__file__).parent)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2 and "did not finish within 1 s" in done.stderr
    assert time.monotonic() - started < 10
