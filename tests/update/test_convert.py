"""API JSON -> rows of cards.tsv: what each field becomes, and every check on the payload."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import fakeapi
import pytest

from ydkcheck.cards.data import COLUMNS
from ydkcheck.update.convert import (
    MIN_CARDS,
    genesys_points,
    load_payload,
    parse_cards,
    to_rows,
    to_tsv,
)
from ydkcheck.update.errors import UpdateError

DATA = Path(__file__).parent / "data"
TODAY = date(2026, 11, 29)
URL = "http://127.0.0.1:1/cardinfo.php?misc=yes"


def rows_of(data: list[Any], points: dict[int, int] | None = None) -> dict[str, dict[str, str]]:
    """Convert ``data`` (minimum 0 cards) and key the rows by passcode."""
    rows = to_rows(parse_cards(data, URL, minimum=0), points or {}, TODAY)
    return {row[0]: dict(zip(COLUMNS, row, strict=True)) for row in rows}


def card(card_id: int, name: str, **fields: Any) -> dict[str, Any]:
    return {"id": card_id, "name": name, "type": "Effect Monster", "frameType": "effect", **fields}


def write(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "answer.json"
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


def test_the_real_sample_record_becomes_two_rows_one_per_artwork() -> None:
    data = json.loads((DATA / "ygoprodeck-v7-sample-neos.json").read_text())["data"]
    rows = rows_of(data)
    assert list(rows) == ["89943723", "89943724"]
    neos = rows["89943723"]
    assert neos == {
        "id": "89943723",
        "alias": "0",
        "name": "Elemental HERO Neos",
        "kind": "monster",
        "subtypes": "normal",
        "level": "7",
        "ot": "3",
        "tcg_date": "2006-08-16",
        "ocg_date": "2005-12-12",
        "genesys_points": "",
        "konami_id": "6653",
        "tcg_status": "unlimited",
        "ocg_status": "unlimited",
    }
    assert rows["89943724"] == {**neos, "id": "89943724", "alias": "89943723"}


def test_the_whole_snapshot_survives_a_round_trip_through_the_api_shape(
    rows: list[dict[str, str]], payloads: dict[str, bytes]
) -> None:
    data = json.loads(payloads["cards"])["data"]
    points = genesys_points(json.loads(payloads["genesys"])["data"], URL)
    converted = {
        row[0]: dict(zip(COLUMNS, row, strict=True))
        for row in to_rows(parse_cards(data, URL), points, TODAY)
    }
    assert set(converted) == {row["id"] for row in rows}
    for row in rows:
        new = converted[row["id"]]
        assert (new["alias"], new["name"]) == (row["alias"], row["name"]), row
        if row["alias"] != "0":
            continue  # artworks repeat their original's other fields
        same = ("kind", "level", "tcg_date", "ocg_date", "genesys_points", "konami_id")
        assert {c: new[c] for c in same} == {c: row[c] for c in same}, row
        # EDOPro's "spsummon" flag has no counterpart in the API
        subtypes = set(row["subtypes"].split("|")) - {"", "spsummon"}
        assert set(new["subtypes"].split("|")) - {""} == subtypes, row
        assert int(new["ot"]) & int(row["ot"] or 0) == int(row["ot"] or 0), row
        for region in ("tcg_status", "ocg_status"):
            if row[region] in ("forbidden", "limited", "semi_limited"):
                assert new[region] == row[region], row


def test_card_kinds_and_levels_follow_type_frame_and_typeline() -> None:
    data = [
        card(
            1,
            "Link",
            type="Link Monster",
            frameType="link",
            typeline=["Cyberse", "Link", "Effect"],
            linkval=3,
            level=None,
        ),
        card(2, "Rank", type="XYZ Pendulum Effect Monster", frameType="xyz_pendulum", level=4),
        card(
            3,
            "Tuner",
            type="Synchro Tuner Monster",
            frameType="synchro",
            typeline=["Dragon", "Synchro", "Tuner", "Effect"],
            level=8,
        ),
        card(4, "Quick", type="Spell Card", frameType="spell", race="Quick-Play", level=None),
        card(5, "Counter", type="Trap Card", frameType="trap", race="Counter"),
        card(6, "Sheep Token", type="Token", frameType="token", level=1),
        card(7, "Skill", type="Skill Card", frameType="skill", race="Yami Yugi"),
        card(8, "Flip", type="Flip Effect Monster", frameType="effect", level=3),
    ]
    rows = rows_of(data)
    got = {key: (r["kind"], r["subtypes"], r["level"]) for key, r in rows.items()}
    assert got == {
        "1": ("monster", "effect|link", "3"),
        "2": ("monster", "effect|xyz|pendulum", "4"),
        "3": ("monster", "effect|synchro|tuner", "8"),
        "4": ("spell", "quickplay", ""),
        "5": ("trap", "counter", ""),
        "6": ("token", "", "1"),
        "7": ("skill", "", ""),
        "8": ("monster", "effect|flip", "3"),
    }
    assert rows["6"]["tcg_status"] == rows["7"]["tcg_status"] == ""  # never in a deck


def test_treated_as_links_a_card_to_the_one_it_counts_as() -> None:
    misc = lambda name: [{"treated_as": name, "formats": ["TCG"]}]  # noqa: E731
    data = [
        card(
            22702055,
            "Umi",
            type="Spell Card",
            frameType="spell",
            race="Field",
            misc_info=misc("Umi"),
            card_images=[{"id": 22702055}, {"id": 22702056}],
        ),
        card(
            295517,
            "A Legendary Ocean",
            type="Spell Card",
            frameType="spell",
            race="Field",
            misc_info=misc("Umi"),
        ),
        card(8805651, "Twin", misc_info=misc("Twin")),
        card(8805661, "Twin", misc_info=misc("Twin")),  # same name, its own card
        card(9, "Unknown target", misc_info=misc("No such card")),
    ]
    rows = rows_of(data)
    assert rows["295517"]["alias"] == "22702055"
    assert rows["22702056"]["alias"] == "22702055"
    assert rows["8805661"]["alias"] == rows["8805651"]["alias"] == "0"
    assert rows["9"]["alias"] == "0"


def test_availability_comes_from_formats_and_past_release_dates() -> None:
    data = [
        card(1, "Both", misc_info=[{"formats": ["TCG", "OCG"]}]),
        card(2, "OCG only", misc_info=[{"formats": ["OCG"], "ocg_date": "2020-01-01"}]),
        card(3, "Dated TCG", misc_info=[{"formats": [], "tcg_date": "2019-05-05"}]),
        card(4, "Announced", misc_info=[{"tcg_date": "2027-01-01", "ocg_date": "2026-12-20"}]),
        card(
            5,
            "Banned",
            misc_info=[{"formats": ["TCG", "OCG"]}],
            banlist_info={"ban_tcg": "Banned", "ban_ocg": "Semi-Limited"},
        ),
    ]
    rows = rows_of(data)
    assert [rows[k]["ot"] for k in "12345"] == ["3", "1", "2", "0", "3"]
    assert (rows["2"]["tcg_status"], rows["2"]["ocg_status"]) == ("unreleased", "unlimited")
    assert (rows["5"]["tcg_status"], rows["5"]["ocg_status"]) == ("forbidden", "semi_limited")


def test_genesys_points_fill_their_column_and_stay_empty_when_unknown() -> None:
    rows = rows_of([card(1, "Pointed"), card(2, "Unpointed")], points={1: 33})
    assert (rows["1"]["genesys_points"], rows["2"]["genesys_points"]) == ("33", "")


def test_genesys_answers_are_checked_too() -> None:
    misc = [{"genesys_points": 10}]
    assert genesys_points([card(1, "A", misc_info=misc), card(2, "B")], URL) == {1: 10}
    with pytest.raises(UpdateError) as caught:
        genesys_points([card(1, "A"), card(3.0, "Float id", misc_info=misc)], URL)
    assert (caught.value.key, caught.value.params["index"]) == ("update.fail.card_id", 2)


def test_tsv_has_no_tab_or_newline_inside_a_field_and_is_sorted_by_passcode() -> None:
    data = [card(30, "Tab\there"), card(4, "New\nline"), card(200, " Spaces ")]
    tsv = to_tsv(to_rows(parse_cards(data, URL, minimum=0), {}, TODAY)).decode()
    lines = tsv.splitlines()
    assert [line.split("\t")[0] for line in lines] == ["4", "30", "200"]
    assert [line.split("\t")[2] for line in lines] == ["New line", "Tab here", "Spaces"]
    assert all(line.count("\t") == len(COLUMNS) - 1 for line in lines)


def test_the_first_record_of_a_repeated_passcode_wins() -> None:
    rows = rows_of([card(5, "First"), card(5, "Second")])
    assert rows["5"]["name"] == "First"


@pytest.mark.parametrize(
    ("item", "key"),
    [
        ("not a card", "update.fail.card_object"),
        ({"name": "No id", "type": "Trap Card"}, "update.fail.card_id"),
        (card("123", "String id"), "update.fail.card_id"),  # type: ignore[arg-type]
        (card(True, "Boolean id"), "update.fail.card_id"),
        (card(-4, "Negative id"), "update.fail.card_id"),
        ({"id": 7, "type": "Trap Card"}, "update.fail.card_name"),
        (card(7, "   "), "update.fail.card_name"),
        ({"id": 7, "name": "No type"}, "update.fail.card_type"),
    ],
)
def test_every_card_is_checked(item: Any, key: str) -> None:
    data = [card(1, "Good"), item, card(3, "Good too")]
    with pytest.raises(UpdateError) as caught:
        parse_cards(data, URL, minimum=0)
    assert caught.value.key == key
    assert caught.value.params["index"] == 2


def test_fewer_cards_than_the_minimum_are_refused() -> None:
    with pytest.raises(UpdateError) as caught:
        parse_cards([card(i, f"Card {i}") for i in range(1, 501)], URL)
    assert caught.value.key == "update.fail.too_few"
    assert caught.value.params == {"url": URL, "count": 500, "minimum": MIN_CARDS}


@pytest.mark.parametrize(
    ("content", "key"),
    [
        ('{"data": [{"id": 1, "name": "Cut', "update.fail.json"),
        ("<html>Bad gateway</html>", "update.fail.json"),
        ("", "update.fail.json"),
        (b'{"data": [], "x": "\xff\xfe"}', "update.fail.encoding"),
        ('[{"id": 1}]', "update.fail.not_object"),
        ('{"data": {"id": 1}}', "update.fail.no_data"),
        ('{"cards": []}', "update.fail.no_data"),
        ('{"error": "No card matching your query was found."}', "update.fail.api_error"),
    ],
)
def test_an_answer_of_the_wrong_shape_is_refused(
    tmp_path: Path, content: str | bytes, key: str
) -> None:
    with pytest.raises(UpdateError) as caught:
        load_payload(write(tmp_path, content), URL)
    assert caught.value.key == key
    assert caught.value.params["url"] == URL


def test_unused_fields_are_dropped_while_parsing(
    tmp_path: Path, rows: list[dict[str, str]]
) -> None:
    full = fakeapi.build_payload(rows[:50], full=True)
    data = load_payload(write(tmp_path, fakeapi.encode(full)), URL)
    assert all("card_sets" not in item and "desc" not in item for item in data)
    assert all(set(image) == {"id"} for item in data for image in item["card_images"])
    assert rows_of(data) == rows_of(fakeapi.build_payload(rows[:50])["data"])
