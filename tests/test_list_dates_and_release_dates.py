"""Days of effect and release dates as the newest data gives them, checked as the build does.

Each test fails on the data as it was: tcg-2020-12 and tcg-2021-03 started on the 1st,
Angry Burger, Light Water Dragon and Crimson Blade Dragon had no TCG date.
"""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from pathlib import Path

import pytest
from test_format_data import deck_file, of_rule, verdict

from ydkcheck.cards import CardDB
from ydkcheck.cards.data import COLUMNS
from ydkcheck.errors import InputError, InputWarning
from ydkcheck.lists.choose import resolve, select_banlist

REPO = Path(__file__).resolve().parent.parent
DATA = REPO.parent / "shared" / "data"
sys.path.insert(0, str(REPO / "tools"))

from release_dates import (  # noqa: E402
    date_problems,
    marked,
    own_dates,
    read_releases,
    set_dates,
    tcg_listed_konami_ids,
)

needs_data = pytest.mark.skipif(not DATA.is_dir(), reason="needs ../shared/data")


@pytest.mark.parametrize(
    ("day", "list_id"),
    [
        ("2020-12-14", "tcg-2020-09"),  # once tcg-2020-12, from the 1st
        ("2020-12-15", "tcg-2020-12"),
        ("2021-03-07", "tcg-2020-12"),  # once tcg-2021-03
        ("2021-03-15", "tcg-2021-03"),
    ],
)
def test_the_tcg_lists_of_december_2020_and_march_2021_start_on_their_day(
    day: str, list_id: str
) -> None:
    assert resolve("tcg", dt.date.fromisoformat(day)).id == list_id


def test_traditional_follows_the_day_of_its_tcg_list() -> None:
    assert resolve("traditional", dt.date(2020, 12, 14)).id == "traditional-2020-09"
    assert resolve("traditional", dt.date(2020, 12, 15)).id == "traditional-2020-12"


def test_a_date_in_the_month_of_a_list_of_unknown_day_is_said() -> None:
    with pytest.warns(InputWarning, match="uncertain-day") as caught:
        chosen = select_banlist("tcg", dt.date(2010, 9, 5))
    assert chosen.banlist.id == "tcg-2010-09"
    assert caught[0].message.params["before"] == "tcg-2010-03"  # type: ignore[union-attr]
    select_banlist("tcg", dt.date(2010, 10, 5))  # past that month: no doubt, no warning


def test_the_first_list_of_a_family_of_unknown_day_names_no_list_before_it() -> None:
    """Found reading a published list of January 2003: the warning named the list before it
    as "(-)". The TCG's first list took effect on 1 or 7 May 2002 as its sources differ."""
    with pytest.warns(InputWarning, match="uncertain-day") as caught:
        chosen = select_banlist("tcg", dt.date(2002, 5, 3))
    assert chosen.banlist.id == "tcg-2002-05"
    assert caught[0].message.key == "collection.uncertain-day.first"  # type: ignore[union-attr]
    assert "before" not in caught[0].message.params  # type: ignore[union-attr]


def test_a_tcg_deck_of_spring_2004_is_judged_by_no_ocg_list() -> None:
    """Found reading a published list: a deck of the Georgia Regionals of 2004-05-08 playing
    Cyber Jar, Painful Choice, Raigeki and four more read ILLEGAL under "TCG 2004.03", the
    OCG's list of that March filed under the TCG, which had no Forbidden cards until October
    2004. Then judged by "TCG 2003.09", the OCG's list of April 2003: no source found gives
    the TCG's list of April 2004 card by card, so ydkcheck now says it cannot judge the deck
    (its sources: tools/data/vector-corrections.tsv, tcg/2002-10-01)."""
    with pytest.raises(InputError) as caught:
        select_banlist("tcg", dt.date(2004, 5, 8))
    assert caught.value.key == "collection.list-unknown"


@pytest.mark.parametrize(
    ("code", "tcg_date"),
    [(28306253, "2025-07-03"), (82616239, "2026-02-19"), (3294539, "2026-05-08")],
)
def test_cards_printed_in_the_tcg_have_a_tcg_date(
    code: int, tcg_date: str, cards: CardDB, tmp_path: Path
) -> None:
    card = cards.get(code)
    assert card is not None and card.identity != code  # each treated as another card
    assert card.tcg_date == tcg_date
    deck = verdict("--lista", "tcg", deck_file(tmp_path, "t.ydk", [code]))
    assert of_rule(deck, "not-in-format") == []  # once "not released in the TCG"


@needs_data
def test_every_card_has_the_dates_of_the_newest_data() -> None:
    releases = marked(read_releases(DATA / "release-dates.csv"))
    own = own_dates(REPO / "tools" / "data" / "own-release-dates.tsv", set_dates(releases))
    tsv = (REPO / "ydkcheck" / "data" / "cards.tsv").read_text(encoding="utf-8")
    rows = [dict(zip(COLUMNS, line.split("\t"), strict=True)) for line in tsv.splitlines()]
    listed = tcg_listed_konami_ids(DATA / "limit-regulation-yamlyugi")
    assert date_problems(rows, releases, own, listed) == []
    # and the check does fail: a card printed in the TCG without its TCG date
    burger = next(row for row in rows if row["id"] == "28306253")
    assert date_problems([{**burger, "tcg_date": ""}], releases, own, listed) == [
        "28306253 Angry Burger: tcg_date -, the data says 2025-07-03",
        "28306253 Angry Burger: printed in the TCG, but no TCG date",
    ]


@needs_data
def test_the_card_data_regenerates_byte_for_byte(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(REPO / "tools" / "build_snapshot.py"), "--data", str(DATA),
         "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )  # fmt: skip
    for name in (
        "cards.tsv",
        "cards-meta.json",
        "names-es.tsv",
        "names-en.tsv",
        "names-former.tsv",
    ):
        shipped = (REPO / "ydkcheck" / "data" / name).read_bytes()
        assert (tmp_path / name).read_bytes() == shipped, name


@needs_data
def test_a_printing_the_data_misses_must_be_earlier_than_its_date(tmp_path: Path) -> None:
    # a row of earlier-tcg-printings.tsv the data has caught up with stops the build
    table = tmp_path / "earlier.tsv"
    header = "id\tname\ttcg_date\tprinting\tsource\n"
    table.write_text(header + "98777036\tTragoedia\t2009-08-06\tJUMP-EN033\tx\n", "utf-8")
    assert read_releases(DATA / "release-dates.csv", table)[98777036]["tcg_date"] == "2009-08-06"
    for date in ("2011-01-01", "2009-08"):
        table.write_text(header + f"98777036\tTragoedia\t{date}\tJUMP-EN033\tx\n", "utf-8")
        with pytest.raises(SystemExit, match="is not a day before"):
            read_releases(DATA / "release-dates.csv", table)
