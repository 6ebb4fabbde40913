"""Every shipped list against the source file it names: same cards, same limits, same points.

The build (``tools/build_banlists.py``) is not trusted here: each source is read again with
a parser of this file's own, Konami ids are mapped to passcodes independently (cards.csv,
then names-es.tsv, then a card treated as another), and a simulator spelling is compared as
the real card it spells. Needs ``../shared/data`` beside the checkout.
"""

from __future__ import annotations

import csv
import datetime as dt
import functools
import json
import re
from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.lists.choose import resolve
from ydkcheck.lists.collection import list_index, read_list

REPO = Path(__file__).resolve().parent.parent
DATA = REPO.parent / "shared" / "data"
ENTRIES = re.compile(r"^# Entries: (\S+)$", re.M)
LINE = re.compile(r"^(\d+)\s+(\d+)\b")
# Konami ids of official lists that no data set maps to a passcode (OCG 2026-07's 22743)
UNMAPPED_KONAMI = {22743}

pytestmark = [pytest.mark.slow, pytest.mark.shared_data]


@functools.cache
def konami_passcodes() -> dict[int, int]:
    """Konami id -> passcode, from the data sets, independently of the build."""
    canonical: dict[int, int] = {}
    treated: dict[int, int] = {}
    with open(DATA / "cards.csv", encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            if row["konami_id"].strip():
                table = canonical if row["alias"] in ("", "0") else treated
                key, code = int(row["konami_id"]), int(row["id"])
                table[key] = min(code, table.get(key, code))
    spanish: dict[int, int] = {}
    with open(DATA / "names-es.tsv", encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            if row["konami_id"].strip() and row["password"].isdigit():
                spanish.setdefault(int(row["konami_id"]), int(row["password"]))
    return {**treated, **spanish, **canonical}


def source_entries(origin: str, cards: CardDB) -> tuple[dict[int, int], bool]:
    """The entries of a source file, by identity; whether they are points."""
    path = DATA / origin
    if origin.endswith(".vector.json"):
        regulation = json.loads(path.read_text(encoding="utf-8"))["regulation"]
        mapped = {}
        for konami, value in regulation.items():
            code = konami_passcodes().get(int(konami))
            if code is None:
                assert int(konami) in UNMAPPED_KONAMI, (origin, konami)
                continue
            mapped[identity(code, cards)] = value
        return mapped, "genesys" in origin
    text = path.read_text(encoding="utf-8-sig")
    blocks = re.split(r"^!", text, flags=re.M)  # a file may hold several lists: the first
    first_list = blocks[1] if len(blocks) > 1 else blocks[0]
    whitelist = "$whitelist" in first_list
    by_code: dict[int, int] = {}
    for line in first_list.splitlines():
        found = LINE.match(line.strip())
        if found:
            code, value = int(found.group(1)), int(found.group(2))
            if whitelist and value == 3 and by_code.get(code, 3) < 3:
                continue  # restricted, then named again in the card pool
            by_code[code] = value  # else the last line wins, as in EDOPro
    entries: dict[int, int] = {}
    for code, value in by_code.items():  # two passcodes of one card: the stricter entry
        key = identity(code, cards)
        entries[key] = min(value, entries.get(key, value))
    return entries, "$genesys" in first_list


def identity(code: int, cards: CardDB) -> int:
    card = cards.get(code)
    return card.identity if card is not None else code


def test_every_shipped_list_has_the_cards_limits_and_points_of_its_source(cards: CardDB) -> None:
    checked = 0
    for entry in list_index():
        source = resolve(entry.id)
        header = ENTRIES.search(source.read_text())
        assert header is not None, entry.id
        expected, points = source_entries(header.group(1), cards)
        banlist = read_list(source)
        shipped: dict[int, int] = {}
        for code, value in ((banlist.points or {}) if points else banlist.limits).items():
            key = identity(code, cards)
            shipped[key] = min(value, shipped.get(key, 99)) if not points else value
        if not points and not banlist.is_whitelist:
            expected = {code: value for code, value in expected.items() if value < 3}
            shipped = {code: value for code, value in shipped.items() if value < 3}
        assert shipped == expected, entry.id
        checked += 1
    assert checked == len(list_index()) > 200


def test_every_official_genesys_list_gives_each_entry_its_points(cards: CardDB) -> None:
    for vector in sorted((DATA / "limit-regulation-yamlyugi" / "genesys").glob("*.vector.json")):
        regulation = json.loads(vector.read_text(encoding="utf-8"))["regulation"]
        if not regulation:
            continue  # 2026-08-14: an empty scrape upstream
        shipped = read_list(resolve("genesys", _date(vector.name)))
        points = {identity(code, cards): value for code, value in (shipped.points or {}).items()}
        for konami, value in regulation.items():
            code = identity(konami_passcodes()[int(konami)], cards)
            assert points.get(code) == value, (vector.name, konami, code)


def _date(name: str) -> dt.date:
    """The day in a vector's file name (``2026-08-04.vector.json``)."""
    return dt.date.fromisoformat(name.split(".")[0])
