"""A passcode's own entry decides for the copies written with it.

World 2024.07 and 2024.09 list Performage Plushfire 7563579 Limited and EDOPro's pre-errata
passcode 7563589, which counts as it, Forbidden. ydkcheck took the stricter entry for the card,
so one real Plushfire made a deck illegal; EDOPro looks a passcode's own entry up first.
The copies of both passcodes still count together, against the strictest entry among the
passcodes the deck writes, whatever the order of its lines.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import run

from ydkcheck.cards import CardDB
from ydkcheck.lists.card_limits import card_limits
from ydkcheck.lists.collection import list_index, read_list, source_of

PLUSHFIRE, PRE_ERRATA = 7563579, 7563589
# vanilla monsters legal in every pool, to fill a Main Deck to 40
FILLER = [15025844, 13039848, 97590747, 5053103, 87796900, 91152256, 6368038, 11549357]
FILLER += [52584282, 40374923, 4614116, 69140098, 70781052]


def deck(folder: Path, *codes: int) -> str:
    """A 40-card deck: ``codes`` first, in order, then vanilla monsters, 3 of each."""
    main = list(codes) + [code for code in FILLER for _ in range(3)][: 40 - len(codes)]
    path = folder / "d.ydk"
    path.write_text("#main\n" + "".join(f"{code}\n" for code in main) + "#extra\n!side\n")
    return str(path)


def checked(*argv: str) -> tuple[int, dict[str, Any]]:
    result = run("--lang", "en", "valida", "--salida", "json", *argv)
    assert result.exit_code in (0, 1), result.stderr
    return result.exit_code, json.loads(result.stdout)["decks"][0]


@pytest.mark.parametrize("list_id", ["world-2024-07", "world-2024-09"])
def test_one_real_plushfire_is_legal_where_its_pre_errata_passcode_is_forbidden(
    list_id: str, tmp_path: Path
) -> None:
    status, result = checked("--lista", list_id, deck(tmp_path, PLUSHFIRE))
    assert (status, result["diagnostics"]) == (0, [])  # once Forbidden, exit 1


def test_a_copy_written_with_the_pre_errata_passcode_keeps_its_own_status(
    tmp_path: Path,
) -> None:
    status, result = checked("--lista", "world-2024-07", deck(tmp_path, PRE_ERRATA))
    [problem] = result["diagnostics"]
    assert (status, problem["rule"], problem["line"]) == (1, "forbidden", 2)


@pytest.mark.parametrize("order", [(PLUSHFIRE, PRE_ERRATA), (PRE_ERRATA, PLUSHFIRE)])
def test_both_passcodes_count_together_and_the_pre_errata_copy_is_the_one_pointed_at(
    order: tuple[int, int], tmp_path: Path
) -> None:
    _, result = checked("--lista", "world-2024-07", deck(tmp_path, *order))
    [problem] = result["diagnostics"]
    assert (problem["rule"], problem["count"], problem["max"]) == ("forbidden", 2, 0)
    assert problem["line"] == 2 + order.index(PRE_ERRATA)  # line 1 is #main


def test_two_real_plushfires_are_over_its_own_limit(tmp_path: Path) -> None:
    _, result = checked("--lista", "world-2024-07", deck(tmp_path, PLUSHFIRE, PLUSHFIRE))
    assert [(p["rule"], p["count"], p["max"]) for p in result["diagnostics"]] == [("limited", 2, 1)]


@pytest.mark.parametrize("order", [(PLUSHFIRE, PRE_ERRATA), (PRE_ERRATA, PLUSHFIRE)])
def test_a_deck_is_held_to_the_strictest_passcode_it_writes_whatever_their_order(
    order: tuple[int, int], tmp_path: Path
) -> None:
    """EDOPro's running count lets Limited-then-unlimited through and not the reverse; the
    verdict here does not hang on the order of the lines."""
    conf = tmp_path / "mine.lflist.conf"
    conf.write_text(f"!Mine\n{PLUSHFIRE} 1\n{PRE_ERRATA} 3\n", encoding="utf-8")
    _, result = checked("--lista", str(conf), deck(tmp_path, *order))
    assert [(p["rule"], p["count"], p["max"]) for p in result["diagnostics"]] == [("limited", 2, 1)]
    alone = checked("--lista", str(conf), deck(tmp_path, PRE_ERRATA, PRE_ERRATA))
    assert alone == (0, alone[1]) and alone[1]["diagnostics"] == []  # 2 of 3 allowed


def test_info_gives_each_line_the_status_of_the_passcodes_it_writes(tmp_path: Path) -> None:
    shown = run("--lang", "en", "info", "--lista", "world-2024-07", deck(tmp_path, PLUSHFIRE))
    [line] = [row for row in shown.stdout.splitlines() if "Plushfire" in row]
    assert line.rstrip().endswith("Limited")  # once Forbidden
    both = run("--lang", "en", "info", "--lista", "world-2024-07", deck(tmp_path, PRE_ERRATA))
    [line] = [row for row in both.stdout.splitlines() if "Plushfire" in row]
    assert line.rstrip().endswith("Forbidden")


def test_the_diff_gives_a_card_its_own_passcodes_status() -> None:
    shown = run("--lang", "en", "listas", "diferencia", "world-2024-04", "world-2024-07")
    [line] = [row for row in shown.stdout.splitlines() if "Plushfire" in row]
    assert line.split()[0] == str(PLUSHFIRE) and line.split()[-2:] == ["0", "1"]  # once none


def test_plushfire_is_the_only_card_shipped_lists_give_passcodes_of_different_counts(
    cards: CardDB,
) -> None:
    def identity(code: int) -> int:
        card = cards.get(code)
        return card.identity if card is not None else code

    mixed = {
        row.id: sorted(card_limits(read_list(source_of(row)).limits, identity).own.items())
        for row in list_index()
    }
    assert {key: value for key, value in mixed.items() if value} == {
        "world-2024-07": [(PRE_ERRATA, 0)],
        "world-2024-09": [(PRE_ERRATA, 0)],
    }
