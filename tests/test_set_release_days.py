"""A set whose TCG day a source gives is dated to the day, not to its month.

The data gives 1,361 TCG dates as the 1st of a month and says they may stand for the month
alone: the card data marks them ``m``, and a check on a day of that month counts the card out
and asks the judge to confirm. Some of those 1sts are the real day: Extreme Force came out in
Europe on 2018-02-01, Wild Survivors on 2023-06-01 (``tools/data/set-release-days.tsv``, each
row with its source). Before: Downbeat (Extreme Force) judged on 2018-02-15 against the TCG
list was counted out, "in the month of 2018-02 ... confirm". Now it is in the pool, and a set
no source dates (Invasion of Chaos, whose North American stores had it on 2004-03-15 by Upper
Deck's word, a date the data does not give) keeps its mark.
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

import pytest
from test_format_data import deck_file, of_rule, verdict

from ydkcheck.cards import CardDB
from ydkcheck.cards.data import MONTH_ONLY

REPO = Path(__file__).resolve().parent.parent
DATA = REPO.parent / "shared" / "data"
TABLE = REPO / "tools" / "data" / "set-release-days.tsv"
sys.path.insert(0, str(REPO / "tools"))

from release_dates import marked, read_releases, with_set_days  # noqa: E402

needs_data = pytest.mark.skipif(not DATA.is_dir(), reason="needs ../shared/data")

DOWNBEAT = 96540  # Extreme Force: TCG 2018-02-01, sourced to the day
WILD_SURVIVOR = 5852388  # Wild Survivors: TCG 2023-06-01, sourced to the day
CHAOS_EMPEROR = 82301904  # Invasion of Chaos: TCG 2004-03-01, perhaps the month alone
CYBER_LASER_DRAGON = 4162088  # Shadow of Infinity: TCG 2006-03-01, perhaps the month alone
SPELLBOOK_OF_THE_GRAND_CIRCLE = 11911336  # TCG 2026-01-22, OCG 2026-01-24
HEADER = "set\tregion\tdata_date\ttcg_date\tsource\n"


def rows() -> list[dict[str, str]]:
    with TABLE.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def problems(tmp_path: Path, code: int, day: str) -> list[dict[str, object]]:
    deck = verdict("--lista", "tcg", "--fecha", day, deck_file(tmp_path, "d.ydk", [code]))
    return of_rule(deck, "not-in-format")


def test_every_row_names_a_set_its_days_and_a_source() -> None:
    table = rows()
    assert {(row["set"], row["region"]) for row in table} >= {
        ("Extreme Force", "sp"),
        ("Wild Survivors", "fr"),
    }
    for row in table:
        assert row["data_date"].endswith("-01"), row  # the data's 1st of a month
        assert len(row["tcg_date"]) == 10, row
        assert "https://" in row["source"] and '"' in row["source"], row  # a page and a quote


def test_a_sourced_set_s_cards_are_dated_to_the_day(cards: CardDB) -> None:
    for code, date in ((DOWNBEAT, "2018-02-01"), (WILD_SURVIVOR, "2023-06-01")):
        card = cards.get(code)
        assert card is not None and (card.tcg_date, card.tcg_mark) == (date, "")
    for code in (CHAOS_EMPEROR, CYBER_LASER_DRAGON):  # no source dates their sets: the month
        card = cards.get(code)
        assert card is not None and card.tcg_mark == MONTH_ONLY


def test_within_the_month_a_sourced_set_s_card_is_in_the_pool(tmp_path: Path) -> None:
    assert problems(tmp_path, DOWNBEAT, "2018-02-15") == []
    assert problems(tmp_path, DOWNBEAT, "2018-02-02") == []
    assert problems(tmp_path, WILD_SURVIVOR, "2023-06-10") == []
    [before] = problems(tmp_path, DOWNBEAT, "2018-01-31")
    assert "released in the TCG on 2018-02-01, after 2018-01-31" in str(before["message"])
    assert "confirm" not in str(before["message"])


@pytest.mark.parametrize(("code", "day"), [(DOWNBEAT, "2018-02-01"), (WILD_SURVIVOR, "2023-06-01")])
def test_on_the_first_regions_day_the_judge_is_asked(tmp_path: Path, code: int, day: str) -> None:
    """Left by an earlier review: a TCG day is the earliest printing anywhere, Europe's as a
    rule, a day before North America's (Wild Survivors: 1 and 2 June 2023). A deck checked
    for a North American event on Europe's day read legal with a card not yet in its stores.
    On that day the card is counted out and the judge asked to confirm; the next day it is
    in everywhere."""
    [said] = problems(tmp_path, code, day)
    message = str(said["message"])
    assert f"on {day}, in its first TCG region" in message and "confirm" in message
    assert said["severity"] == "error"


@pytest.mark.parametrize("family", ["world", "md"])
def test_a_list_of_both_regions_takes_the_first_regions_day(tmp_path: Path, family: str) -> None:
    """Found by the hostile review: World and Master Duel allow a card released anywhere, and
    the data's TCG day is a release somewhere, so Spellbook of the Grand Circle (TCG
    2026-01-22, OCG 2026-01-24) is in on 2026-01-22; only a TCG list asks the judge."""
    deck = deck_file(tmp_path, "d.ydk", [SPELLBOOK_OF_THE_GRAND_CIRCLE])
    found = verdict("--lista", family, "--fecha", "2026-01-22", deck)
    assert of_rule(found, "not-in-format") == []
    [asked] = problems(tmp_path, SPELLBOOK_OF_THE_GRAND_CIRCLE, "2026-01-22")
    assert "confirm" in str(asked["message"])


def test_a_set_no_source_dates_keeps_asking_the_judge(tmp_path: Path) -> None:
    [within] = problems(tmp_path, CYBER_LASER_DRAGON, "2006-03-15")
    assert "in the month of 2006-03" in str(within["message"])
    assert "confirm" in str(within["message"])


def test_a_set_s_day_is_never_marked() -> None:
    row = {"tcg_date": "2018-02-01", "ocg_date": "", "source": "tcg=day:Extreme Force[sp]"}
    assert marked({1: row})[1]["tcg_date"] == "2018-02-01"


def release(date: str, source: str) -> dict[str, str]:
    return {"tcg_date": date, "ocg_date": "2017-10-14", "source": source}


def test_only_the_set_its_language_and_its_date_take_the_day(tmp_path: Path) -> None:
    table = tmp_path / "days.tsv"
    table.write_text(HEADER + 'A Set\tsp\t2018-02-01\t2018-01-31\thttps://x "q"\n', "utf-8")
    releases = {
        1: release("2018-02-01", "tcg=YJ:A Set[sp]; ocg=YJ:A Set[jp]"),
        2: release("2018-02-01", "tcg=YJ:A Set[de]; ocg=YJ:A Set[jp]"),  # another language
        3: release("2018-03-01", "tcg=YJ:Other[sp]"),
    }
    dated = with_set_days(releases, table)
    assert dated[1] == release("2018-01-31", "tcg=day:A Set[sp]; ocg=YJ:A Set[jp]")
    assert dated[2] == releases[2] and dated[3] == releases[3]
    assert [marked(dated)[code]["tcg_date"] for code in (1, 2)] == ["2018-01-31", "2018-02-01m"]


@pytest.mark.parametrize(
    ("line", "error"),
    [
        ("A Set\tsp\t2018-03-01\t2018-03-01\thttps://x", "dates no card"),  # the data moved
        ("A Set\tde\t2018-02-01\t2018-02-01\thttps://x", "dates no card"),
        ("B Set\tsp\t2018-02-01\t2018-02-01\thttps://x", "dates no card"),
        ("A Set\tsp\t2018-02-01\t2018-02\thttps://x", "not days"),
        ("A Set\tsp\t2018-02-01\t2018-02-01\t", "no source"),
    ],
)
def test_a_row_that_no_longer_matches_the_data_stops_the_build(
    tmp_path: Path, line: str, error: str
) -> None:
    table = tmp_path / "days.tsv"
    table.write_text(HEADER + line + "\n", "utf-8")
    with pytest.raises(SystemExit, match=error):
        with_set_days({1: release("2018-02-01", "tcg=YJ:A Set[sp]")}, table)


@needs_data
def test_the_shipped_table_matches_the_data() -> None:
    releases = read_releases(DATA / "release-dates.csv")  # a row that matches nothing stops it
    dated = [row for row in releases.values() if row["source"].startswith("tcg=day:")]
    assert len(dated) == 98 + 31  # Extreme Force's cards, Wild Survivors'
    assert {row["tcg_date"] for row in dated} == {"2018-02-01", "2023-06-01"}
