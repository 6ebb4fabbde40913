"""``plan`` counts a Speed Duel deck as ``valida`` does: its Skill Card in no section.

The deck's line and a matchup whose swaps cannot be made once counted the Skill ("Main 21"
where ``valida`` said "Main 20" for the same deck). The deck is made of real cards of the
Speed Duel list.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers import run

from ydkcheck.cards import CardDB

POWER_UP = 300301001  # "Power Up!", a Skill Card of the Speed Duel list
MAIN = [
    code
    for code, copies in (
        (423705, 3),  # Gearfried the Iron Knight
        (564541, 3),  # Totem Dragon
        (980973, 3),  # Armed Dragon LV3
        (984114, 3),  # Expressroid
        (1102515, 3),  # Dark Mimic LV3
        (1347977, 2),  # Mysterious Guard
        (1371589, 3),  # Vampiric Koala
    )
    for _ in range(copies)
]
SIDE = [1474910, 1474910, 1475311]  # Bee List Soldier x2, Allure of Darkness
# one matchup that can be made, one that takes three Bee List Soldier from a Side of two
PLAN = (
    "rivales:\n"
    "  Uno:\n    entran: {1474910: 1}\n    salen: {423705: 1}\n"
    "  Dos:\n    entran: {1474910: 3}\n    salen: {564541: 3}\n"
)
COUNTS = re.compile(r"Main \d+ · Extra \d+ · Side \d+")


def _files(tmp_path: Path, skill_in: str, main: list[int] = MAIN) -> tuple[str, str]:
    main = [*main, POWER_UP] if skill_in == "main" else main
    side = [*SIDE, POWER_UP] if skill_in == "side" else SIDE
    deck = tmp_path / "speed.ydk"
    deck.write_text(
        "\n".join(["#main", *map(str, main), "#extra", "!side", *map(str, side)]) + "\n",
        encoding="utf-8",
    )
    plan = tmp_path / "plan.yaml"
    plan.write_text(PLAN, encoding="utf-8")
    return str(deck), str(plan)


@pytest.mark.parametrize("skill_in", ["main", "side"])
def test_plan_counts_a_skill_in_no_section_as_valida_does(
    tmp_path: Path, cards: CardDB, skill_in: str
) -> None:
    skill = cards.get(POWER_UP)
    assert skill is not None and skill.kind == "skill"
    deck, plan = _files(tmp_path, skill_in)
    checked = run("--lang", "en", "valida", deck, "--lista", "speed")
    assert checked.exit_code == 0, checked.stdout
    (counted,) = COUNTS.findall(checked.stdout)
    assert counted == "Main 20 · Extra 0 · Side 3"

    planned = run("--lang", "en", "plan", deck, plan, "--lista", "speed")
    assert planned.exit_code == 1, planned.stdout  # "Dos" cannot be made
    deck_line, one_after, two_after = COUNTS.findall(planned.stdout)
    assert deck_line == counted
    assert one_after == two_after == "Main 20 · Extra 0 · Side 3"


def test_plan_json_counts_the_deck_as_valida_json_does(tmp_path: Path) -> None:
    deck, plan = _files(tmp_path, "main")
    checked = json.loads(run("valida", deck, "--lista", "speed", "--salida", "json").stdout)
    planned = json.loads(run("plan", deck, plan, "--lista", "speed", "--salida", "json").stdout)
    (judged,) = checked["decks"]
    assert planned["deck"]["counts"] == judged["counts"] == {"main": 20, "extra": 0, "side": 3}
    assert [m["counts"]["main"] for m in planned["matchups"]] == [20, 20]


def test_simula_takes_the_post_side_deck_of_a_matchup_plan_calls_valid(tmp_path: Path) -> None:
    """``simula --plan`` judges the matchup as ``plan`` does: with a Main Deck of 30 cards
    and a Skill, the Skill is in no section, so the swap keeps the Main Deck at 30."""
    more = [1347977] + [295517] * 3 + [303660] * 3 + [674561] * 3  # to 30 cards
    deck, plan = _files(tmp_path, "main", [*MAIN, *more])
    assert run("valida", deck, "--lista", "speed").exit_code == 0
    done = run("simula", deck, "--plan", plan, "--rival", "Uno", "--lista", "speed")
    assert done.exit_code == 0, done.stderr


def test_every_command_counts_the_skill_in_no_section(tmp_path: Path) -> None:
    """Before: a list writing 'Main Deck (20)' under its Skill had a list-total warning,
    compara counted 21 and did not confirm it, and hoja and convierte wrote 31 for a legal
    Main Deck of 30."""
    more = [1347977] + [295517] * 3 + [303660] * 3 + [674561] * 3  # to 30 cards
    deck, _ = _files(tmp_path, "main", [*MAIN, *more])
    text = run("--lang", "en", "convierte", deck, "--a", "texto").stdout
    # the Skill on a line of its own before the sections, none of whose counts holds it
    assert text.startswith("Skill: Power Up! (300301001)\n\nMain Deck (30)\n")
    written = tmp_path / "speed.txt"
    written.write_text(text, encoding="utf-8")
    checked = json.loads(run("valida", str(written), "--lista", "speed", "--salida", "json").stdout)
    assert [
        d["rule"] for d in checked["decks"][0]["diagnostics"] if d["rule"] == "list-total"
    ] == []
    compared = run("--lang", "en", "compara", str(written), deck, "--lista", "speed")
    assert compared.exit_code == 0 and "Main 30 · Extra 0 · Side 3" in compared.stdout
    sheet = tmp_path / "speed.pdf"
    assert run("hoja", deck, "--lista", "speed", "-o", str(sheet)).exit_code == 0
    from pypdf import PdfReader

    assert PdfReader(sheet).get_fields()["Main Deck Total"].get("/V") == "30"


def test_a_sheet_counts_a_skill_kept_in_the_side_in_no_section(tmp_path: Path) -> None:
    deck, _ = _files(tmp_path, "side")
    sheet = tmp_path / "speed.pdf"
    assert run("hoja", deck, "--lista", "speed", "-o", str(sheet)).exit_code == 0
    from pypdf import PdfReader

    assert PdfReader(sheet).get_fields()["Total Side Deck"].get("/V") == "3"  # as valida


@pytest.mark.parametrize("skill_in", ["main", "side"])
def test_a_text_list_written_holds_under_each_heading_the_cards_its_count_says(
    tmp_path: Path, skill_in: str
) -> None:
    """A hostile round: a Skill written in the Side Deck came out as 'Side Deck (3)' over four
    card lines, the Skill among them; a judge comparing the counts saw one card too many."""
    deck, _ = _files(tmp_path, skill_in)
    text = run("--lang", "en", "convierte", deck, "--a", "texto").stdout
    heading = re.compile(r"(?:Main|Extra|Side) Deck \((\d+)\)")
    for block in text.split("\n\n"):
        lines = block.splitlines()
        found = heading.fullmatch(lines[0]) if lines else None
        if found is not None:
            cards = sum(int(line.split(" ")[0]) for line in lines[1:] if line[:1].isdigit())
            assert cards == int(found.group(1)), block
    assert text.count("Skill: Power Up!") == 1
