"""An update keeps what the shipped data knows of a release date's precision.

The API gives days alone: before, after ``actualiza`` the cache's card data read
Blitzclique - Steppleader's estimated 2026-07-03 as a known day, and the judge was no longer
told to confirm it.
"""

from __future__ import annotations

from pathlib import Path

from fakeapi import FAST, FakeApi, generation

from ydkcheck.cards import CardDB
from ydkcheck.cards.data import COLUMNS, parse_line
from ydkcheck.commands import actualiza
from ydkcheck.update.convert import with_known_precision

STEPPLEADER = 433377  # TCG ~2026-07-03, OCG ~2026-04-28
ASH = 14558127


def row(code: int, tcg: str, ocg: str) -> tuple[str, ...]:
    fields = [""] * len(COLUMNS)
    fields[0], fields[1], fields[2], fields[3] = str(code), "0", "Card", "spell"
    fields[COLUMNS.index("tcg_date")], fields[COLUMNS.index("ocg_date")] = tcg, ocg
    return tuple(fields)


def test_the_same_day_keeps_its_mark_and_another_day_is_the_api_s(cards: CardDB) -> None:
    rows = [
        row(STEPPLEADER, "2026-07-03", "2026-04-25"),  # the OCG day the API knows better
        row(ASH, "2017-05-04", "2017-01-14"),
    ]
    step, ash = (parse_line("\t".join(r)) for r in with_known_precision(rows, cards))
    assert (step.tcg_date, step.tcg_mark) == ("2026-07-03", "~")
    assert (step.ocg_date, step.ocg_mark) == ("2026-04-25", "")
    assert (ash.tcg_mark, ash.ocg_mark) == ("", "")


def test_the_updated_cache_keeps_the_marks(api: FakeApi, update_environment: Path) -> None:
    assert actualiza.run("en", FAST) == 0
    tsv = generation(update_environment).cards.read_text(encoding="utf-8")
    step = next(line for line in tsv.splitlines() if line.startswith(f"{STEPPLEADER}\t"))
    assert parse_line(step).tcg_mark == "~"
