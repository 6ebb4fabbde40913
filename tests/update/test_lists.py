"""banlist_info -> the current TCG, OCG and GOAT lists in the cache, readable by ydkcheck."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import fakeapi
import yaml
from fakeapi import generation
from helpers import DECKS, run, run_fresh

from ydkcheck.cards import open_card_db
from ydkcheck.lists.choose import resolve, select_banlist
from ydkcheck.lists.collection import parse_index, read_list
from ydkcheck.lists.compiled import from_compiled_json
from ydkcheck.lists.files import load_banlist
from ydkcheck.lists.model import CATEGORIES, Banlist
from ydkcheck.update.convert import parse_cards
from ydkcheck.update.lists import current_lists
from ydkcheck.update.service import run_update

TODAY = date(2026, 11, 29)


def status_ids(rows: list[dict[str, str]], column: str, status: str) -> set[int]:
    return {int(r["id"]) for r in rows if r["alias"] == "0" and r[column] == status}


def listed(banlist: Banlist, category: str) -> set[int]:
    return {code for code, count in banlist.limits.items() if count == CATEGORIES[category]}


def test_lists_hold_exactly_the_cards_the_api_marks(
    rows: list[dict[str, str]], payloads: dict[str, bytes]
) -> None:
    cards = parse_cards(json.loads(payloads["cards"])["data"], "url")
    lists = current_lists(cards, TODAY, "test")
    assert sorted(lists) == ["goat", "ocg", "tcg"]
    for family in ("tcg", "ocg"):
        banlist = lists[family]
        expected = (f"{family}-current", family, family, "blacklist")
        assert (banlist.id, banlist.family, banlist.pool, banlist.mode) == expected
        assert listed(banlist, "forbidden") == status_ids(rows, f"{family}_status", "forbidden")
        assert listed(banlist, "limited") == status_ids(rows, f"{family}_status", "limited")
        semi_limited = status_ids(rows, f"{family}_status", "semi_limited")
        assert listed(banlist, "semi_limited") == semi_limited
    goat = lists["goat"]
    bans = {int(k): v for k, v in fakeapi.goat_bans(rows).items()}
    assert goat.mode == "whitelist"
    assert listed(goat, "forbidden") == {k for k, v in bans.items() if v == "Banned"}
    assert listed(goat, "limited") == {k for k, v in bans.items() if v == "Limited"}
    pool = {c.id for c in cards if "GOAT" in c.formats}
    assert listed(goat, "unlimited") == pool - set(bans)
    assert goat.names[83764718] == "Monster Reborn" and goat.limits[83764718] == 3


def test_an_update_writes_lists_that_ydkcheck_loads(
    payloads: dict[str, bytes], tmp_path: Path
) -> None:
    folder = tmp_path / "cache"
    with fakeapi.running(fakeapi.FakeApi(dict(payloads))) as server:
        run_update(folder, server.url, fakeapi.FAST, today=TODAY)
    index_text = (generation(folder).lists / "index.json").read_text()
    entries = parse_index(index_text, "cache index")  # the collection's own index reader
    assert [(e.id, e.family, e.effective) for e in entries] == [
        (f"{family}-current", family, TODAY) for family in ("tcg", "ocg", "goat")
    ]
    index = json.loads(index_text)
    for entry in index:
        path = generation(folder).lists / entry["path"]
        banlist = load_banlist(str(path))
        assert banlist.id == entry["id"]
        assert banlist.effective == TODAY
        assert len(banlist.limits) == entry["entries"]
        assert yaml.safe_load(path.read_text())["effective"] == TODAY
    goat = load_banlist(str(generation(folder).lists / "goat-current.yaml"))
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
        goat_before = (generation(folder).lists / "goat-current.yaml").read_bytes()
        server.bodies["cards"] = fakeapi.encode(without_goat)
        run_update(folder, server.url, fakeapi.FAST, today=date(2026, 12, 1))
    index = json.loads((generation(folder).lists / "index.json").read_text())
    assert {entry["id"]: entry["effective"] for entry in index} == {
        "tcg-current": "2026-12-01",
        "ocg-current": "2026-12-01",
        "goat-current": "2026-11-29",
    }
    assert (generation(folder).lists / "goat-current.yaml").read_bytes() == goat_before


def test_after_an_update_valida_reads_the_compiled_list_without_pyyaml(
    payloads: dict[str, bytes], update_environment: Path, tmp_path: Path
) -> None:
    """The cache holds each list compiled too, so the fast path of the wheel stays on."""
    with fakeapi.running(fakeapi.FakeApi(dict(payloads))) as server:
        run_update(update_environment, server.url, fakeapi.FAST, today=TODAY)
    folder = generation(update_environment).lists
    for family in ("tcg", "ocg", "goat"):
        source = folder / f"{family}-current.yaml"
        compiled = from_compiled_json((folder / f"{family}-current.json").read_text(), str(source))
        # the same list, but for the hint the compiled one carries
        assert compiled._replace(identity_hint=None) == load_banlist(str(source))
        # worked out with the card data of the update, which is now the data in use
        assert compiled.identity_hint is not None
        assert compiled.identity_hint[0] == open_card_db().info.tag
    project = tmp_path / "project"  # a configuration of its own: none from the folders above
    project.mkdir()
    (project / "pyproject.toml").write_text("[tool.ydkcheck]\n", encoding="utf-8")
    checked = run_fresh(["valida", "--salida", "json", str(DECKS / "Rose_Dragon.ydk")], project)
    assert json.loads(checked.process.stdout)["banlist"]["id"] == "tcg-current"
    assert "yaml" not in checked.modules


def test_a_download_with_the_statuses_of_the_shipped_list_keeps_its_identity(
    payloads: dict[str, bytes], update_environment: Path
) -> None:
    """The API's TCG statuses made those of tcg-2026-05: the shipped list stays the list,
    with its id, name and date; no online copy of it is kept."""
    shipped = read_list(resolve("tcg-2026-05"))
    cards = open_card_db(offline=True)
    status = {}
    for code, count in shipped.limits.items():
        card = cards.get(code)
        assert card is not None, code
        status[card.identity] = count
    names = {0: "Banned", 1: "Limited", 2: "Semi-Limited"}
    same = json.loads(payloads["cards"])
    for item in same["data"]:
        bans = item.setdefault("banlist_info", {})
        bans.pop("ban_tcg", None)
        if status.get(item["id"], 3) < 3:
            bans["ban_tcg"] = names[status[item["id"]]]
    with fakeapi.running(fakeapi.FakeApi({**payloads, "cards": fakeapi.encode(same)})) as server:
        outcome = run_update(update_environment, server.url, fakeapi.FAST, today=TODAY)
    tcg = next(standing for standing in outcome.lists if standing.family == "tcg")
    assert (tcg.shipped, tcg.differs, tcg.is_shipped) == ("tcg-2026-05", 0, True)
    index = json.loads((generation(update_environment).lists / "index.json").read_text())
    assert "tcg-current" not in {entry["id"] for entry in index}
    chosen = select_banlist("tcg", None).banlist
    assert (chosen.id, chosen.name, chosen.effective) == (
        "tcg-2026-05",
        "TCG 2026.05",
        shipped.effective,
    )
    checked = run("--lang", "en", "valida", "--salida", "json", str(DECKS / "Rose_Dragon.ydk"))
    banlist = json.loads(checked.stdout)["banlist"]
    assert (banlist["id"], banlist["downloaded"]) == ("tcg-2026-05", None)


def test_an_online_list_that_differs_is_said_so_in_the_json(
    payloads: dict[str, bytes], update_environment: Path
) -> None:
    with fakeapi.running(fakeapi.FakeApi(dict(payloads))) as server:
        run_update(update_environment, server.url, fakeapi.FAST, today=TODAY)
    checked = run("--lang", "en", "valida", "--salida", "json", str(DECKS / "Rose_Dragon.ydk"))
    banlist = json.loads(checked.stdout)["banlist"]
    assert (banlist["id"], banlist["downloaded"]) == ("tcg-current", TODAY.isoformat())
    assert banlist["name"] == f"TCG (online, {TODAY.isoformat()})"
