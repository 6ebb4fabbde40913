"""banlist_info -> the current TCG, OCG and GOAT lists in the cache, readable by ydkcheck."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import fakeapi
import yaml

from ydkcheck.lists.collection import parse_index
from ydkcheck.lists.files import load_banlist
from ydkcheck.update.convert import parse_cards
from ydkcheck.update.lists import current_lists
from ydkcheck.update.service import run_update

TODAY = date(2026, 11, 29)


def status_ids(rows: list[dict[str, str]], column: str, status: str) -> set[int]:
    return {int(r["id"]) for r in rows if r["alias"] == "0" and r[column] == status}


def test_lists_hold_exactly_the_cards_the_api_marks(
    rows: list[dict[str, str]], payloads: dict[str, bytes]
) -> None:
    cards = parse_cards(json.loads(payloads["cards"])["data"], "url")
    lists = current_lists(cards, TODAY, "test")
    assert sorted(lists) == ["goat", "ocg", "tcg"]
    for family in ("tcg", "ocg"):
        data = lists[family]
        assert (data["id"], data["family"], data["format"], data["mode"]) == (
            f"{family}-current", family, family, "blacklist"
        )  # fmt: skip
        assert set(data["forbidden"]) == status_ids(rows, f"{family}_status", "forbidden")
        assert set(data["limited"]) == status_ids(rows, f"{family}_status", "limited")
        assert set(data["semi_limited"]) == status_ids(rows, f"{family}_status", "semilimited")
    goat = lists["goat"]
    bans = {int(k): v for k, v in fakeapi.goat_bans(rows).items()}
    assert goat["mode"] == "whitelist"
    assert set(goat["forbidden"]) == {k for k, v in bans.items() if v == "Banned"}
    assert set(goat["limited"]) == {k for k, v in bans.items() if v == "Limited"}
    pool = {c.id for c in cards if "GOAT" in c.formats}
    assert set(goat["unlimited"]) == pool - set(bans)
    assert goat["unlimited"][83764718] == "Monster Reborn"


def test_an_update_writes_lists_that_ydkcheck_loads(
    payloads: dict[str, bytes], tmp_path: Path
) -> None:
    folder = tmp_path / "cache"
    with fakeapi.running(fakeapi.FakeApi(dict(payloads))) as server:
        run_update(folder, server.url, fakeapi.FAST, today=TODAY)
    index_text = (folder / "banlists" / "index.json").read_text()
    entries = parse_index(index_text, "cache index")  # the collection's own index reader
    assert [(e.id, e.family, e.effective) for e in entries] == [
        (f"{family}-current", family, TODAY) for family in ("tcg", "ocg", "goat")
    ]
    index = json.loads(index_text)
    for entry in index:
        path = folder / "banlists" / entry["path"]
        banlist = load_banlist(str(path))
        assert banlist.id == entry["id"]
        assert banlist.effective == TODAY
        assert len(banlist.limits) == entry["entries"]
        assert yaml.safe_load(path.read_text())["effective"] == TODAY
    goat = load_banlist(str(folder / "banlists" / "goat-current.yaml"))
    assert goat.is_whitelist and goat.deck.extra.high is None and goat.hand_first == 6
    assert not (Path(__file__).parents[2] / "banlists" / "tcg" / "tcg-current.yaml").exists()


def test_a_family_missing_from_a_new_answer_keeps_its_previous_list(
    payloads: dict[str, bytes], tmp_path: Path
) -> None:
    folder = tmp_path / "cache"
    without_goat = json.loads(payloads["cards"])
    for item in without_goat["data"]:
        item.get("banlist_info", {}).pop("ban_goat", None)
        misc = item["misc_info"][0]
        misc["formats"] = [name for name in misc["formats"] if name != "GOAT"]
    with fakeapi.running(fakeapi.FakeApi(dict(payloads))) as server:
        run_update(folder, server.url, fakeapi.FAST, today=TODAY)
        goat_before = (folder / "banlists" / "goat-current.yaml").read_bytes()
        server.bodies["cards"] = fakeapi.encode(without_goat)
        run_update(folder, server.url, fakeapi.FAST, today=date(2026, 12, 1))
    index = json.loads((folder / "banlists" / "index.json").read_text())
    assert {entry["id"]: entry["effective"] for entry in index} == {
        "tcg-current": "2026-12-01", "ocg-current": "2026-12-01", "goat-current": "2026-11-29"
    }  # fmt: skip
    assert (folder / "banlists" / "goat-current.yaml").read_bytes() == goat_before
