"""``simula --plan PLAN --rival NAME``: the odds of the deck after that matchup's swaps."""

from __future__ import annotations

import json
from pathlib import Path

from helpers import run

EXAMPLES = Path(__file__).parent.parent.parent / "examples" / "side-plan"
DECK, PLAN = str(EXAMPLES / "ryzeal.ydk"), str(EXAMPLES / "plan.yaml")


def _cards(*argv: str) -> dict[int, int]:
    result = run("simula", DECK, "--salida", "json", *argv)
    assert result.exit_code == 0, result.output
    return {card["id"]: card["copies"] for card in json.loads(result.stdout)["cards"]}


def test_the_simulated_deck_is_the_deck_after_the_matchups_swaps():
    before = _cards()
    after = _cards("--plan", PLAN, "--rival", "Snake-Eye")
    lancea = 34267821  # Artifact Lancea: 3 in from the Side
    pot_of_desires = 35261759  # 2 of 3 out of the Main Deck
    assert lancea not in before and after[lancea] == 3
    assert before[pot_of_desires] == 3 and after[pot_of_desires] == 1
    assert sum(after.values()) == sum(before.values())  # as many in as out


def test_the_report_says_which_matchup_it_simulates():
    text = run("simula", DECK, "--plan", PLAN, "--rival", "yubel").stdout
    assert "Tras el banquillo contra Yubel" in text  # as the plan names it
    document = json.loads(
        run("simula", DECK, "--plan", PLAN, "--rival", "Yubel", "--salida", "json").stdout
    )
    assert document["deck"]["rival"] == "Yubel"


def test_an_unknown_rival_or_a_plan_without_one_is_exit_2():
    unknown = run("simula", DECK, "--plan", PLAN, "--rival", "Kashtira")
    assert unknown.exit_code == 2 and "Snake-Eye" in unknown.stderr  # the known ones listed
    alone = run("simula", DECK, "--plan", PLAN)
    assert alone.exit_code == 2 and "--rival" in alone.stderr
