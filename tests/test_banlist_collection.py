"""The shipped list collection (banlists/): schema, index, provenance counts, regeneration."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from ydkcheck.lists.files import load_banlist
from ydkcheck.lists.lflist import export_lflist, parse_lflist

pytestmark = pytest.mark.slow  # the whole collection, list by list

REPO = Path(__file__).resolve().parent.parent
COLLECTION = REPO / "banlists"
SHARED_DATA = REPO.parent / "shared" / "data"
SCHEMA_KEYS = {
    "id",
    "name",
    "family",
    "format",
    "effective",
    "source",
    "deck",
    "hand",
    "mode",
    "excluded",
    "forbidden",
    "limited",
    "semi_limited",
    "unlimited",
    "points",
    "effective_precision",
    "limit_pools",
}
REQUIRED_KEYS = {
    "id",
    "name",
    "family",
    "format",
    "effective",
    "source",
    "deck",
    "mode",
    "forbidden",
    "limited",
    "semi_limited",
    "unlimited",
}
SECTIONS = ("forbidden", "limited", "semi_limited", "unlimited")


def index_rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = json.loads((COLLECTION / "index.json").read_text("utf-8"))
    return rows


def load(list_id: str) -> dict[str, Any]:
    row = next(r for r in index_rows() if r["id"] == list_id)
    data: dict[str, Any] = yaml.safe_load((COLLECTION / row["path"]).read_text("utf-8"))
    return data


def yaml_files() -> list[Path]:
    return sorted(COLLECTION.glob("*/*.yaml"))


def test_every_file_is_in_the_index_and_every_row_has_a_file() -> None:
    on_disk = {p.relative_to(COLLECTION).as_posix() for p in yaml_files()}
    indexed = [row["path"] for row in index_rows()]
    assert len(indexed) == len(set(indexed))
    assert set(indexed) == on_disk
    assert len(on_disk) > 200


def test_ids_are_unique_and_follow_family_and_date() -> None:
    ids = [row["id"] for row in index_rows()]
    assert len(ids) == len(set(ids))
    for row in index_rows():
        stamp = row["id"][len(row["family"]) + 1 :]
        assert row["id"].startswith(row["family"] + "-")
        assert row["effective"].startswith(stamp), row
        assert row["path"] == f"{row['family']}/{stamp}.yaml"


def test_index_is_sorted_by_family_then_date() -> None:
    rows = index_rows()
    keys = [(r["family"], r["effective"], r["id"]) for r in rows]
    assert keys == sorted(keys)


def row_precision(list_id: str) -> str:
    return next(r for r in index_rows() if r["id"] == list_id).get("precision", "day")


@pytest.mark.parametrize("path", yaml_files(), ids=lambda p: p.relative_to(COLLECTION).as_posix())
def test_file_matches_schema_and_index(path: Path) -> None:
    text = path.read_text("utf-8")
    data = yaml.safe_load(text)
    assert set(data) <= SCHEMA_KEYS, set(data) - SCHEMA_KEYS
    assert set(data) >= REQUIRED_KEYS, REQUIRED_KEYS - set(data)
    assert isinstance(data["effective"], dt.date)
    assert data["format"] in ("tcg", "ocg", "any")
    assert data["mode"] in ("blacklist", "whitelist")
    seen: set[int] = set()
    for section in SECTIONS:
        entries = data[section]
        assert isinstance(entries, dict)
        for card, name in entries.items():
            assert isinstance(card, int) and card > 0
            assert isinstance(name, str) and name
            assert card not in seen, f"{card} listed twice"
            seen.add(card)
    listed = len(seen)
    if "points" in data:
        assert data["points"]["cap"] == 100
        assert all(isinstance(v, int) and v >= 0 for v in data["points"]["cards"].values())
        listed += len(data["points"]["cards"])
    assert data.get("effective_precision", "day") in ("day", "month")
    assert row_precision(data["id"]) == data.get("effective_precision", "day")
    pools = data.get("limit_pools", {})
    if pools != "unknown":  # else Speed Duel pools the source does not record
        assert data["family"] == "speed" or pools == {}
        for limit, members in pools.items():
            assert limit in (1, 2, 3) and members
            assert set(members) <= seen - set(data["forbidden"]), "a pool's card is playable"
    row = next(r for r in index_rows() if r["id"] == data["id"])
    assert row["path"] == path.relative_to(COLLECTION).as_posix()
    assert (row["name"], row["family"], row["format"], row["mode"]) == (
        data["name"],
        data["family"],
        data["format"],
        data["mode"],
    )
    assert row["effective"] == data["effective"].isoformat()
    assert row["entries"] == listed
    # readable and diffable: one entry per line, sorted by passcode
    for section in SECTIONS:
        assert list(data[section]) == sorted(data[section])


def test_newest_tcg_list_is_2026_05_with_the_source_counts() -> None:
    """Counts read by hand from projectignis/2026.05_TCG.lflist.conf (121 / 98 / 10)."""
    tcg = [r for r in index_rows() if r["family"] == "tcg"]
    assert max(tcg, key=lambda r: r["effective"])["id"] == "tcg-2026-05"
    data = load("tcg-2026-05")
    assert data["effective"] == dt.date(2026, 5, 18)
    assert [len(data[s]) for s in SECTIONS] == [121, 98, 10, 0]
    # both artworks of Apollousa stay listed, with the English name from cards.csv
    apollousa = "Apollousa, Bow of the Goddess"
    assert data["forbidden"][4280258] == data["forbidden"][4280259] == apollousa
    assert data["deck"] == {"main": [40, 60], "extra": [0, 15], "side": [0, 15], "copies": 3}


def test_tcg_2015_list_from_ygopro_history() -> None:
    """ygopro/2015.4_TCG.lflist.conf: 68 forbidden, 70 limited, 16 semi-limited (Japanese names)."""
    data = load("tcg-2015-04")
    assert data["effective"] == dt.date(2015, 4, 1)
    assert (len(data["forbidden"]), len(data["limited"]), len(data["semi_limited"])) == (68, 70, 16)
    assert data["forbidden"][48130397] == "Super Polymerization"  # 超融合 in the source


def test_tcg_lists_before_2013_come_from_the_official_vectors() -> None:
    """tcg/2005-03-01.vector.json: 18 at 0, 44 at 1, 15 at 2; Konami id 4842 (Monster Reborn,
    passcode 83764718) at 0, 4844 (Pot of Greed, 55144522) at 1. Less the OCG's entries the
    corrections take off (Sixth Sense at 0; Exchange of the Spirit, Crush Card Virus and
    Marshmallon at 1): 17, 41 and 15, the counts of the TCG list of April 2005."""
    first = min((r for r in index_rows() if r["family"] == "tcg"), key=lambda r: r["effective"])
    # 1999-2001 are Konami database entries of the OCG era; May 2002 is the TCG's first list
    assert first["id"] == "tcg-2002-05"
    data = load("tcg-2005-04")
    assert data["effective"] == dt.date(2005, 4, 1)  # the vector's list, in force from April
    assert (len(data["forbidden"]), len(data["limited"]), len(data["semi_limited"])) == (17, 41, 15)
    assert data["forbidden"][83764718] == "Monster Reborn"
    assert data["limited"][55144522] == "Pot of Greed"


def test_goat_is_a_whitelist_with_the_source_size() -> None:
    """2005.4_GOAT.lflist.conf: 19 at 0, 44 lines at 1 (Twin-Headed Behemoth 511000868 twice),
    15 at 2, 1627 at 3: 1704 distinct cards."""
    data = load("goat-2005-04")
    assert data["mode"] == "whitelist"
    sizes = tuple(len(data[s]) for s in SECTIONS)
    assert sizes == (19, 43, 15, 1627)
    assert data["deck"]["extra"] == [0, None]
    assert data["hand"] == {"first": 6, "second": 6}
    # a simulator-only pre-errata id keeps the name its file gives
    assert data["forbidden"][511000819] == "Chaos Emperor Dragon - Envoy of the End"


def test_genesys_points_and_exclusions() -> None:
    """genesys/2026-08-04.vector.json (Konami id -> points): Ash Blossom 12950 -> 20,
    Infinite Impermanence 13631 -> 11, Pot of Greed 4844 -> 30, Maxx "C" 9455 -> 50."""
    data = load("genesys-2026-08")
    assert data["points"]["cap"] == 100
    cards = data["points"]["cards"]
    assert (cards[14558127], cards[10045474], cards[55144522], cards[23434538]) == (20, 11, 30, 50)
    assert data["excluded"] == ["link", "pendulum"]
    assert all(not data[s] for s in SECTIONS)


def test_speed_duel_bounds_cite_the_official_rules() -> None:
    data = load("speed-2025-07")
    assert data["deck"] == {"main": [20, 30], "extra": [0, 5], "side": [0, 5], "copies": 3}
    assert data["hand"] == {"first": 4, "second": 5}
    assert "Speed Duel official rules" in data["source"]
    assert data["mode"] == "whitelist"


def test_traditional_lists_have_no_forbidden_cards() -> None:
    for row in index_rows():
        if row["family"] == "traditional":
            assert load(row["id"])["forbidden"] == {}, row["id"]


def test_every_list_loads_with_the_engine_loader() -> None:
    for row in index_rows():
        banlist = load_banlist(str(COLLECTION / row["path"]))
        assert banlist.id == row["id"]
        assert banlist.effective == dt.date.fromisoformat(row["effective"])


def test_every_list_round_trips_through_lflist_conf() -> None:
    """import -> export -> import is the identity on every shipped list (entries and points)."""
    for row in index_rows():
        original = load_banlist(str(COLLECTION / row["path"]))
        text = export_lflist(original)
        again = parse_lflist(text, f"{row['id']}.lflist.conf")
        assert again.name == original.name
        assert again.mode == original.mode, row["id"]
        assert dict(again.limits) == dict(original.limits), row["id"]
        assert (again.points is None) == (original.points is None)
        if original.points is not None:
            assert dict(again.points or {}) == dict(original.points)
        assert dict(again.limit_pools) == dict(original.limit_pools), row["id"]
        assert again.limit_pools_unknown == original.limit_pools_unknown, row["id"]


@pytest.mark.shared_data
def test_regenerating_gives_byte_identical_files(tmp_path: Path) -> None:
    out = tmp_path / "banlists"
    subprocess.run(
        [
            sys.executable,
            str(REPO / "tools" / "build_banlists.py"),
            "--data",
            str(SHARED_DATA),
            "--out",
            str(out),
        ],
        check=True,
        capture_output=True,
    )
    shipped = sorted(p.relative_to(COLLECTION) for p in COLLECTION.rglob("*") if p.is_file())
    built = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file())
    assert built == shipped
    for relative in shipped:
        assert (out / relative).read_bytes() == (COLLECTION / relative).read_bytes(), relative
