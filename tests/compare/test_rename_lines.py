"""The ``rename`` step of ``compara``'s fix names the list's line of the ambiguous name, as
every other step names its lines (a review found ``"lines": []`` where the line was known)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers import DECKS, run
from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck

BOTTOMLESS = 29401950  # Bottomless Trap Hole: "Bottomless" fits it and Bottomless Shifting Sand


def test_the_rename_step_names_the_lists_line(cards: CardDB, tmp_path: Path) -> None:
    registered = (DECKS / "Rose_Dragon.ydk").read_text(encoding="utf-8")
    deck = parse_deck(registered, "r.ydk", cards)
    rows = ["Main Deck", *(f"1 {code}" for code in deck.main), "2 Bottomless"]
    rows += ["Extra Deck", *(f"1 {code}" for code in deck.extra)]
    rows += ["Side Deck", *(f"1 {code}" for code in deck.side)]
    (tmp_path / "list.txt").write_text("\n".join(rows) + "\n", encoding="utf-8")
    presented = registered.replace("#main\n", f"#main\n{BOTTOMLESS}\n{BOTTOMLESS}\n", 1)
    (tmp_path / "deck.ydk").write_text(presented, encoding="utf-8")
    result = run(
        "compara",
        str(tmp_path / "list.txt"),
        str(tmp_path / "deck.ydk"),
        "--lista",
        "tcg-2026-05",
        "--salida",
        "json",
    )
    steps = json.loads(result.stdout)["fix"]["steps"]
    (rename,) = [step for step in steps if step["action"] == "rename"]
    assert (rename["written"], rename["card"]["id"], rename["count"]) == (
        "Bottomless",
        BOTTOMLESS,
        2,
    )
    assert rename["lines"] == [len(deck.main) + 2]
