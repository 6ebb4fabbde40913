"""A release date the data knows only roughly decides nothing silently.

Blitzclique - Steppleader's TCG date, 2026-07-03, is an estimate ("may be off by a few
days"). Before: ``--fecha 2026-07-02`` said ILLEGAL, "released in the TCG on 2026-07-03",
and ``--fecha 2026-07-03`` LEGAL, both as if the day were known. Now, within a week of an
estimated date, or within the month of a date that may stand for its month, the card is
counted out and the message gives the date as estimated and asks the judge to confirm.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest
from helpers import run
from test_format_data import deck_file, of_rule, verdict

from ydkcheck.cards import CardDB
from ydkcheck.lists.choose import select_banlist
from ydkcheck.rules.context import ListView

STEPPLEADER = 433377  # TCG ~2026-07-03, OCG ~2026-04-28 (estimated)
CYBER_LASER_DRAGON = 4162088  # TCG 2006-03-01 (Cybernetic Revolution), perhaps the month alone
ASH = 14558127  # TCG 2017-05-04: a day


def problems(tmp_path: Path, code: int, *argv: str) -> list[dict[str, Any]]:
    return of_rule(verdict(*argv, deck_file(tmp_path, "d.ydk", [code])), "not-in-format")


@pytest.mark.parametrize("day", ["2026-06-26", "2026-07-02", "2026-07-03", "2026-07-09"])
def test_within_a_week_of_an_estimated_date_the_card_is_out_and_the_judge_told(
    tmp_path: Path, day: str
) -> None:
    [problem] = problems(tmp_path, STEPPLEADER, "--lista", "tcg", "--fecha", day)
    assert problem["severity"] == "error"
    message = problem["message"]
    assert "around 2026-07-03 (an estimated date" in message
    assert f"perhaps not yet on {day}" in message and "confirm" in message


def test_before_and_after_the_span_the_verdict_is_sure(tmp_path: Path) -> None:
    [before] = problems(tmp_path, STEPPLEADER, "--lista", "tcg", "--fecha", "2026-06-25")
    assert "around 2026-07-03" in before["message"] and "confirm" not in before["message"]
    assert not problems(tmp_path, STEPPLEADER, "--lista", "tcg", "--fecha", "2026-07-10")


def test_a_date_known_to_the_day_is_said_as_a_day(tmp_path: Path) -> None:
    [problem] = problems(tmp_path, ASH, "--lista", "tcg", "--fecha", "2017-05-03")
    assert "released in the TCG on 2017-05-04, after 2017-05-03" in problem["message"]
    assert not problems(tmp_path, ASH, "--lista", "tcg", "--fecha", "2017-05-05")


def test_a_date_that_may_stand_for_its_month(tmp_path: Path) -> None:
    card = CYBER_LASER_DRAGON
    [within] = problems(tmp_path, card, "--lista", "tcg", "--fecha", "2006-03-15")
    assert "in the month of 2006-03 (the data gives the month" in within["message"]
    assert "confirm" in within["message"]
    [before] = problems(tmp_path, card, "--lista", "tcg", "--fecha", "2006-02-28")
    assert "in the month of 2006-03" in before["message"] and "confirm" not in before["message"]
    assert not problems(tmp_path, card, "--lista", "tcg", "--fecha", "2006-03-31")


def test_a_first_release_anywhere_is_as_rough_as_its_date(tmp_path: Path) -> None:
    [problem] = problems(tmp_path, STEPPLEADER, "--lista", "world", "--fecha", "2026-04-30")
    assert "first released around 2026-04-28" in problem["message"]
    assert "in the OCG" in problem["message"] and "confirm" in problem["message"]


def test_the_spanish_message_says_it_too(tmp_path: Path) -> None:
    path = deck_file(tmp_path, "d.ydk", [STEPPLEADER])
    result = run("--lang", "es", "valida", "--salida", "json", "--fecha", "2026-07-03", path)
    [problem] = of_rule(json.loads(result.stdout)["decks"][0], "not-in-format")
    assert "hacia el 2026-07-03 (fecha estimada" in problem["message"]
    assert "confirma la fecha de salida" in problem["message"]


@pytest.mark.parametrize(
    "argv",
    [
        ("compara", "{deck}", "{deck}", "--fecha", "2026-07-02"),
        ("hoja", "{deck}", "--fecha-evento", "2026-07-02", "-o", "{sheet}"),
    ],
)
def test_every_command_judging_by_a_day_says_so(tmp_path: Path, argv: tuple[str, ...]) -> None:
    deck, sheet = deck_file(tmp_path, "d.ydk", [STEPPLEADER]), str(tmp_path / "s.pdf")
    result = run("--lang", "en", *(part.format(deck=deck, sheet=sheet) for part in argv))
    text = " ".join((result.stdout + result.stderr).split())
    assert "around 2026-07-03 (an estimated date" in text and "confirm" in text


def test_a_card_perhaps_released_still_gives_a_shared_name_its_second_meaning(
    cards: CardDB,
) -> None:
    from ydkcheck.rules.pool import in_pool, perhaps_in_pool

    card = cards.get(STEPPLEADER)
    assert card is not None
    banlist = select_banlist("tcg", dt.date(2026, 7, 3)).banlist
    view = ListView.build(banlist, cards, dt.date(2026, 7, 3))
    assert not in_pool(card, view, cards) and perhaps_in_pool(card, view, cards)
    later = ListView.build(banlist, cards, dt.date(2026, 7, 10))
    assert in_pool(card, later, cards)


def test_the_end_of_a_list_s_period_is_judged_so_too(tmp_path: Path) -> None:
    # World 2026.04 ends on 2026-04-30, within a week of the estimated OCG 2026-04-28
    [problem] = problems(tmp_path, STEPPLEADER, "--lista", "world-2026-04")
    assert "perhaps not yet on 2026-04-30" in problem["message"]
    assert not problems(tmp_path, STEPPLEADER, "--lista", "md-2026-04")  # to 2026-05-06
