"""Every shipped list against its source: same cards, same limits, same points, same pools.

The build (``tools/build_banlists.py``) is not trusted here: ``tools/list_checks.py`` reads
every source again with a parser of its own (the build runs the same check on what it
writes), and Konami ids are mapped to passcodes independently (cards.csv, then names-es.tsv,
then a card treated as another). Needs ``../shared/data`` beside the checkout.
"""

from __future__ import annotations

import datetime as dt
import json
import shutil
import sys
from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.lists.choose import resolve
from ydkcheck.lists.collection import list_index, read_list

REPO = Path(__file__).resolve().parent.parent
DATA = REPO.parent / "shared" / "data"
COLLECTION = REPO / "banlists"
sys.path.insert(0, str(REPO / "tools"))

from list_checks import check_collection, konami_passcodes  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.shared_data]


def test_every_shipped_list_is_its_source_entry_by_entry() -> None:
    report = check_collection(REPO, DATA, COLLECTION)
    assert report.problems == []
    assert report.lists == len(list_index()) > 300
    assert report.konami_lists > 180 and report.entries > 100_000
    assert report.decisions == 49  # every duplicated line of the sources, decided


def test_master_duel_2022_01_has_konamis_statuses(tmp_path: Path) -> None:
    banlist = read_list(resolve("md-2022-01"))
    # the six cards EDOPro's file names twice, restricted then in the pool, and the six
    # it gives other statuses than Konami's list of that day
    assert {code: banlist.limits.get(code) for code in (67441435, 42790071, 93600443)} == {
        67441435: 0,  # Glow-Up Bulb
        42790071: 1,  # Altergeist Multifaker
        93600443: 2,  # Mask Change II
    }
    assert banlist.limits.get(79571449) == 0 and banlist.limits.get(1845204) == 1
    assert banlist.limits.get(44910027) == 3  # Victory Dragon: not on Konami's list


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (("md/2022-01.yaml", "  67441435: Glow-Up Bulb\n", ""), "md-2022-01: 1 copies differ"),
        (("speed/2025-07.yaml", "limit_pools:\n", "limit_pools_gone:\n"), "speed-2025-07"),
    ],
)
def test_the_check_finds_a_list_that_is_not_its_source(
    tmp_path: Path, change: tuple[str, str, str], problem: str
) -> None:
    copy = tmp_path / "banlists"
    shutil.copytree(COLLECTION, copy)
    name, old, new = change
    target = copy / name
    target.write_text(target.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    found = check_collection(REPO, DATA, copy).problems
    assert any(line.startswith(problem) for line in found), found


def test_every_official_genesys_list_gives_each_card_its_points(cards: CardDB) -> None:
    passcodes = konami_passcodes(DATA)
    for vector in sorted((DATA / "limit-regulation-yamlyugi" / "genesys").glob("*.vector.json")):
        regulation = json.loads(vector.read_text(encoding="utf-8"))["regulation"]
        if not regulation:
            continue  # 2026-08-14: an empty scrape upstream
        shipped = read_list(resolve("genesys", _date(vector.name)))
        points = {
            cards.original_artwork(code): value for code, value in (shipped.points or {}).items()
        }
        for konami, value in regulation.items():
            code = cards.original_artwork(passcodes[int(konami)])
            assert points.get(code) == value, (vector.name, konami, code)


def _date(name: str) -> dt.date:
    """The day in a vector's file name (``2026-08-04.vector.json``)."""
    return dt.date.fromisoformat(name.split(".")[0])
