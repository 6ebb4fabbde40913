"""The card data keeps how precise each release date is: ``~`` after a date the data estimated,
``m`` after a TCG date that may stand for its whole month (the data's PROVENANCE.md).

Before: cards.tsv wrote ``2026-07-03`` for Blitzclique - Steppleader's estimated TCG date, and
nothing told a reader it was not a known day.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.cards.data import DATE_MARKS, ESTIMATED, MONTH_ONLY, parse_line

REPO = Path(__file__).resolve().parent.parent
DATA = REPO.parent / "shared" / "data"
sys.path.insert(0, str(REPO / "tools"))

from release_dates import marked  # noqa: E402

STEPPLEADER = 433377  # OCG and TCG dates estimated (Chaos Origins)

ASH = 14558127  # TCG 2017-05-04, OCG 2017-01-14: days


def test_the_shipped_data_keeps_each_date_s_precision(cards: CardDB) -> None:
    step = cards.get(STEPPLEADER)
    assert step is not None
    assert (step.tcg_date, step.tcg_mark, step.ocg_date, step.ocg_mark) == (
        "2026-07-03",
        ESTIMATED,
        "2026-04-28",
        ESTIMATED,
    )
    ash = cards.get(ASH)
    assert ash is not None and (ash.tcg_mark, ash.ocg_mark) == ("", "")
    tsv = (REPO / "ydkcheck" / "data" / "cards.tsv").read_text(encoding="utf-8")
    month = [parse_line(line) for line in tsv.splitlines() if "-01m\t" in line]
    assert len(month) > 1000 and all(card.tcg_date.endswith("-01") for card in month)
    assert all(card.tcg_mark == MONTH_ONLY and card.ocg_mark == "" for card in month)


def test_the_data_s_meta_says_what_the_marks_mean() -> None:
    meta = json.loads((REPO / "ydkcheck" / "data" / "cards-meta.json").read_text("utf-8"))
    assert meta["date_marks"] == DATE_MARKS


def test_a_line_without_marks_reads_as_days() -> None:
    card = parse_line("1\t0\tX\tspell\tnormal\t\t3\t2020-01-01\t2019-12-01\t\t\t\t")
    assert (card.tcg_date, card.tcg_mark, card.ocg_date, card.ocg_mark) == (
        "2020-01-01",
        "",
        "2019-12-01",
        "",
    )


def test_marks_follow_the_data_s_source() -> None:
    def row(tcg: str, ocg: str, source: str) -> dict[str, str]:
        return {"tcg_date": tcg, "ocg_date": ocg, "source": source}

    rows = {
        1: row("2026-07-03", "2026-04-28", "tcg=YYflip~:A[tcg]; ocg=YJ:A[jp]"),
        2: row("2004-03-01", "2003-10-01", "tcg=YJ:B[na]; ocg=YJ:B[jp]"),
        3: row("2004-03-01", "", "tcg=printing:C[tcg]"),
    }
    dates = {code: (row["tcg_date"], row["ocg_date"]) for code, row in marked(rows).items()}
    assert dates == {
        1: ("2026-07-03~", "2026-04-28"),
        2: ("2004-03-01m", "2003-10-01"),  # the data says so of TCG dates only
        3: ("2004-03-01", ""),  # a printing sourced to its day
    }


@pytest.mark.skipif(not DATA.is_dir(), reason="needs ../shared/data")
def test_every_estimated_date_of_the_data_is_marked(cards: CardDB) -> None:
    text = (DATA / "release-dates.csv").read_text(encoding="utf-8").splitlines()[1:]
    estimated = [line for line in text if "~" in line]
    assert len(estimated) == 513  # PROVENANCE.md
    for line in estimated:
        card = cards.get(int(line.split(",")[0]))
        assert card is not None and ESTIMATED in (card.tcg_mark, card.ocg_mark), line
