"""A sheet ``hoja`` writes of a deck with a Skill Card reads back as that deck, untouched.

A hostile round: the sheet prints each total without the Skill Card (it counts in no section),
and the reader counted the Skill's row in its total, so a sheet fresh from ``hoja`` was an
edited sheet (exit 1, ``compara`` unable to judge). A Skill two characters share the name of
("Ancient Fusion") is written with its passcode, which was said as more than a card's name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run, written_sheet

SPEED_MONSTERS = (263926, 564541, 980973, 984114, 1102515, 1347977, 1371589)


@pytest.mark.parametrize(
    ("skill", "section", "banlist"),
    [
        (300101001, "#main", "speed"),  # Ectoplasmic Fortification!, where EDOPro writes it
        (300304004, "!side", "speed"),  # Ancient Fusion, one of two Skills of that name
        (300101001, "#extra", "speed"),  # where some write it
    ],
)
def test_a_sheet_with_a_skill_card_reads_back_untouched(
    tmp_path: Path, skill: int, section: str, banlist: str
) -> None:
    lines = ["#main", *[str(code) for code in SPEED_MONSTERS for _ in range(3)], "#extra"]
    lines.append("!side")
    lines.insert(lines.index(section) + 1, str(skill))
    deck = tmp_path / "speed.ydk"
    deck.write_text("\n".join(lines) + "\n", encoding="utf-8")
    sheet = written_sheet(deck, tmp_path, "--lista", banlist)
    checked = {}
    for path in (deck, sheet):
        done = run("valida", str(path), "--lista", banlist, "--salida", "json")
        assert done.exit_code in (0, 1), done.stderr
        checked[path] = json.loads(done.stdout)["decks"][0]
    read_back = checked[sheet]
    assert read_back["sheet_edited"] is False
    assert read_back["fingerprint"] == checked[deck]["fingerprint"]
    own = {problem["message"] for problem in checked[deck]["diagnostics"]}
    assert {problem["message"] for problem in read_back["diagnostics"]} == own
    compared = run("compara", str(deck), str(sheet), "--lista", banlist)
    assert compared.exit_code == 0, compared.stdout + compared.stderr
