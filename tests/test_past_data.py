"""A day long past the data in use: the verdict says that a newer list may be in force.

The shipped lists end with the data (2026-08-22 for TCG 2026.05); judged months later, by
default today, the newest one was taken as in force without a word.

A family whose lists stop long before the data's day (OCG Korea's at 2021.10, though the data
reaches 2026) had its newest list taken as in force on any later day, silently whenever that
day was not long past the data's: that is said too, whatever the gap to the data's day.
"""

from __future__ import annotations

import datetime as dt
import json
import warnings
from pathlib import Path

import pytest
from helpers import DECKS, run

from ydkcheck import cache
from ydkcheck.cards.data import choose_data, snapshot_paths
from ydkcheck.errors import InputWarning
from ydkcheck.lists import choose

pytestmark = pytest.mark.past_data
ROSE = str(DECKS / "Rose_Dragon.ydk")
DATA_DAY = dt.date.fromisoformat(choose_data(offline=True)[1].date)
LATE = DATA_DAY + dt.timedelta(days=choose.QUIET_DAYS_AFTER_DATA + 1)


def past_data_warnings(
    spec: str | None, on: dt.date | None, offline: bool = True, key: str = "collection.past-data"
) -> list[InputWarning]:
    """The warnings of ``key`` that choosing the list ``spec`` for ``on`` gives."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        chosen = choose.select_banlist(spec, on, offline=offline)
        choose.warn_if_past_data(spec, chosen.banlist, on, offline)
    return [
        w.message for w in caught if isinstance(w.message, InputWarning) and w.message.key == key
    ]


@pytest.mark.parametrize("spec", [None, "tcg", "OCG", "genesys", "speed", "md", "goat"])
def test_a_familys_newest_list_long_after_the_data_is_said(spec: str | None) -> None:
    (warning,) = past_data_warnings(spec, LATE)
    assert warning.params["data"] == DATA_DAY.isoformat()
    assert warning.params["days"] == choose.QUIET_DAYS_AFTER_DATA + 1


def test_today_is_the_day_judged_without_a_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(choose, "today", lambda: LATE)
    (warning,) = past_data_warnings(None, None)
    assert warning.params["date"] == LATE.isoformat()
    monkeypatch.setattr(choose, "today", lambda: LATE - dt.timedelta(days=1))
    assert past_data_warnings(None, None) == []


@pytest.mark.parametrize(
    ("spec", "on"),
    [
        ("tcg", LATE - dt.timedelta(days=1)),  # within the quiet days
        ("tcg", dt.date(2019, 4, 15)),  # a list of the past, followed by others
        ("edison", LATE),  # formats of the past get no new list
        ("hat", LATE),
        ("tcg-2026-05", LATE),  # a list named by its id is the one asked for
    ],
)
def test_no_word_where_no_newer_list_can_be_missed(spec: str, on: dt.date) -> None:
    assert past_data_warnings(spec, on) == []


def lists_end_warnings(spec: str, on: dt.date | None) -> list[InputWarning]:
    return past_data_warnings(spec, on, key="collection.lists-end")


def test_a_stopped_familys_last_list_is_in_force_until_a_list_could_have_followed() -> None:
    """A review: the warning fired the day after ocg-kr-2021-10 took effect, when no list of
    OCG Korea had ever come within months of another."""
    assert lists_end_warnings("ocg-kr", dt.date(2021, 10, 2)) == []


@pytest.mark.parametrize("on", [dt.date(2024, 6, 1), LATE])
def test_a_family_whose_lists_stopped_says_a_newer_one_may_be_in_force(on: dt.date) -> None:
    (warning,) = lists_end_warnings("ocg-kr", on)
    assert warning.params["list"] == "ocg-kr-2021-10"
    assert warning.params["date"] == on.isoformat()
    assert past_data_warnings("ocg-kr", on) == []  # one word, not two


@pytest.mark.parametrize(
    ("spec", "on"),
    [
        ("ocg-kr", dt.date(2021, 6, 1)),  # a list followed by another
        ("ocg-kr-2021-10", dt.date(2024, 6, 1)),  # named by its id
        ("tcg", LATE),  # lists up to the data's day: past-data says it
        ("world", DATA_DAY),
        ("speed", DATA_DAY),
    ],
)
def test_no_word_of_stopped_lists_where_they_did_not_stop(spec: str, on: dt.date) -> None:
    assert lists_end_warnings(spec, on) == []


def test_a_run_says_a_stopped_family_at_the_end(tmp_path: Path) -> None:
    done = run("--lang", "en", "valida", ROSE, "--lista", "ocg-kr", "--fecha", "2024-06-01")
    last = done.stderr.splitlines()[-1]
    assert "checked against ocg-kr-2021-10, the newest ocg-kr list" in last
    assert "none after 2021-10-01" in last


def cache_holding_a_tcg_list(folder: Path, day: dt.date, family: str = "tcg") -> None:
    """A cache as ``actualiza`` leaves it on ``day``, with the list of ``family`` it found."""
    listed = (
        f"id: {family}-current\nname: now\nfamily: {family}\nformat: {family}\n"
        f"effective: {day.isoformat()}\nmode: blacklist\n"
        "forbidden:\n  14558127: Ash Blossom & Joyous Spring\nlimited: {}\n"
    )
    row = {"id": f"{family}-current", "name": "now", "family": family, "format": family}
    row |= {"effective": day.isoformat(), "mode": "blacklist", "entries": 1}
    row["path"] = f"{family}-current.yaml"
    snapshot, _ = snapshot_paths()
    meta = {"source": "test", "date": day.isoformat(), "count": 15176}
    with cache.staging(folder) as staged:
        files = {row["path"]: listed.encode(), "index.json": json.dumps([row]).encode()}
        cache.switch(folder, staged, snapshot.read_bytes(), meta, files)


def test_actualiza_that_kept_no_list_still_knew_the_lists_on_its_day(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review: when the downloaded TCG list was the shipped one, actualiza kept none, and
    the warning went on telling the judge to run it."""
    monkeypatch.setenv("YDKCHECK_CACHE_DIR", str(tmp_path))
    cache_holding_a_tcg_list(tmp_path, LATE, family="ocg")  # no TCG list kept
    assert past_data_warnings("tcg", LATE, offline=False) == []
    assert len(past_data_warnings("genesys", LATE, offline=False)) == 1


def test_lists_brought_by_actualiza_are_known_on_its_day(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After ``actualiza`` the TCG lists are those of the day it ran; it brings no Genesys
    list, which stays as old as the shipped data."""
    monkeypatch.setenv("YDKCHECK_CACHE_DIR", str(tmp_path))
    cache_holding_a_tcg_list(tmp_path, LATE)
    assert choose.select_banlist("tcg", LATE).banlist.id == "tcg-current"
    assert past_data_warnings("tcg", LATE, offline=False) == []
    (warning,) = past_data_warnings("genesys", LATE, offline=False)
    assert warning.params["data"] == DATA_DAY.isoformat()
    assert len(past_data_warnings("tcg", LATE)) == 1  # offline: the shipped lists alone


def test_the_verdict_comes_first_and_bad_input_stays_one_line(tmp_path: Path) -> None:
    late = LATE.isoformat()
    legal = run("--lang", "en", "valida", ROSE, "--fecha", late)
    assert legal.exit_code == 0 and "✔ LEGAL" in legal.stdout
    last = legal.stderr.splitlines()[-1]
    assert last.startswith("ydkcheck: warning: checked against tcg-2026-05, the newest list")
    assert f"known on {DATA_DAY.isoformat()}" in last and "'ydkcheck update'" in last
    illegal = run("valida", str(DECKS / "Gouki.ydk"), "--fecha", late, "--lista", "tcg")
    assert illegal.exit_code == 1 and "se comprobó con tcg-2026-05" in illegal.stderr
    missing = run("valida", str(tmp_path / "none.ydk"), "--fecha", late)
    assert missing.exit_code == 2 and "se comprobó con" not in missing.stderr
    some = run("valida", str(tmp_path / "none.ydk"), ROSE, "--fecha", late)  # one judged
    assert some.exit_code == 2 and "se comprobó con" in some.stderr
    sheet = run("hoja", str(tmp_path / "none.ydk"), "--fecha", late)
    assert sheet.exit_code == 2 and len(sheet.stderr.splitlines()) == 1
    shown = run("listas", "muestra", "tcg")  # no verdict, no word of one
    assert shown.exit_code == 0 and "se comprobó con" not in shown.stderr


def test_an_update_that_found_nothing_newer_knew_the_lists_on_its_day(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review: when the server said nothing changed, the cache kept its older day, and the
    warning went on telling the judge to run the update just run."""
    monkeypatch.setenv("YDKCHECK_CACHE_DIR", str(tmp_path))
    cache_holding_a_tcg_list(tmp_path, DATA_DAY)
    assert len(past_data_warnings("tcg", LATE, offline=False)) == 1
    generation = cache.current(tmp_path)
    assert generation is not None
    cache.mark_checked(generation, LATE.isoformat())
    assert past_data_warnings("tcg", LATE, offline=False) == []
    assert len(past_data_warnings("genesys", LATE, offline=False)) == 1  # not brought


def test_a_cache_that_cannot_be_written_keeps_its_day_and_the_update_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review: recording the day an update looked made a no-op update fail on a cache
    that cannot be written; the day is advice."""
    cache_holding_a_tcg_list(tmp_path, DATA_DAY)
    generation = cache.current(tmp_path)
    assert generation is not None

    def refused(*args: object, **kwargs: object) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr(cache.os, "replace", refused)
    assert cache.mark_checked(generation, LATE.isoformat()) == generation
    assert [p.name for p in generation.folder.iterdir() if p.name.endswith(".tmp")] == []
