"""Speed Duel's Limit pools: at most N cards in total from each "Limit N" pool.

Before, the pools of EDOPro's Speed Duel files were read as per-card limits (Submarineroid
Limited, Supply Squad Semi-Limited) and a deck holding one card from each of ten Limit 1
cards passed.
"""

from __future__ import annotations

from pathlib import Path

from helpers import run
from test_format_data import deck_file, of_rule, verdict

from ydkcheck.lists.choose import resolve
from ydkcheck.lists.collection import read_list
from ydkcheck.lists.lflist import export_lflist, parse_lflist

GOLDEN_LADYBUG, OFFERINGS, SUBMARINEROID = 87102774, 19230408, 99861526
TWISTED_PERSONALITY = 300205004  # a Skill Card in the Limit 1 pool
BOOK_OF_MOON, COSMIC_CYCLONE, WALL_OF_DISRUPTION = 14087893, 8267140, 58169731


def test_speed_duel_2025_07_has_its_three_pools() -> None:
    banlist = read_list(resolve("speed-2025-07"))
    assert sorted(banlist.limit_pools) == [1, 2, 3]
    assert {GOLDEN_LADYBUG, OFFERINGS, SUBMARINEROID, TWISTED_PERSONALITY} <= banlist.limit_pools[1]
    assert banlist.limits[SUBMARINEROID] == 3  # once Limited: the pool is no per-card limit
    assert not banlist.limit_pools_unknown


def test_two_cards_of_the_limit_1_pool_are_one_too_many(tmp_path: Path) -> None:
    deck = verdict(
        "--lista", "speed-2025-07", deck_file(tmp_path, "s.ydk", [OFFERINGS, GOLDEN_LADYBUG])
    )
    [problem] = of_rule(deck, "limit-pool")
    assert (problem["count"], problem["max"], problem["card"]["id"]) == (2, 1, GOLDEN_LADYBUG)
    assert "Limit 1 pool" in problem["message"] and "Offerings to the Doomed" in problem["message"]


def test_the_skill_card_counts_in_its_pool(tmp_path: Path) -> None:
    path = deck_file(tmp_path, "s.ydk", [TWISTED_PERSONALITY, SUBMARINEROID])
    [problem] = of_rule(verdict("--lista", "speed-2025-07", path), "limit-pool")
    assert problem["count"] == 2


def test_three_copies_of_one_limit_3_card_pass_and_a_fourth_card_does_not(tmp_path: Path) -> None:
    three = deck_file(tmp_path, "a.ydk", [BOOK_OF_MOON] * 3)
    assert of_rule(verdict("--lista", "speed-2025-07", three), "limit-pool") == []
    four = deck_file(tmp_path, "b.ydk", [BOOK_OF_MOON] * 2 + [COSMIC_CYCLONE, WALL_OF_DISRUPTION])
    [problem] = of_rule(verdict("--lista", "speed-2025-07", four), "limit-pool")
    assert (problem["count"], problem["max"]) == (4, 3)


def test_a_list_whose_pools_nobody_recorded_says_so(tmp_path: Path) -> None:
    assert read_list(resolve("speed-2023-03")).limit_pools_unknown
    deck = verdict("--lista", "speed-2023-03", deck_file(tmp_path, "s.ydk", [OFFERINGS]))
    [note] = of_rule(deck, "limit-pool-unknown")
    assert note["severity"] == "info" and "not checked" in note["message"]
    shown = run("--lang", "en", "listas", "muestra", "speed-2023-03").stdout
    assert "Limit 1/2/3 pools: unknown for this list" in shown


def test_listas_muestra_shows_each_pool() -> None:
    shown = run("--lang", "en", "listas", "muestra", "speed-2025-07").stdout
    assert "Limit 1: at most 1 in total from these cards (10)" in shown
    assert "Submarineroid" in shown.split("Limit 1:")[1].split("Limit 2:")[0]


def test_pools_survive_export_and_import_and_other_tools_read_comments() -> None:
    banlist = read_list(resolve("speed-2025-07"))
    text = export_lflist(banlist)
    pool_lines = [line for line in text.splitlines() if "limit-pool" in line]
    assert pool_lines and all(line.startswith("#") for line in pool_lines)  # EDOPro skips them
    again = parse_lflist(text, "speed.lflist.conf")
    assert dict(again.limit_pools) == dict(banlist.limit_pools)
    unknown = parse_lflist(export_lflist(read_list(resolve("speed-2023-03"))), "s.conf")
    assert unknown.limit_pools_unknown and not unknown.limit_pools


def test_importa_writes_the_pools_into_the_yaml(tmp_path: Path) -> None:
    conf = tmp_path / "speed.lflist.conf"
    conf.write_text(run("listas", "exporta", "speed-2025-07").stdout, encoding="utf-8")
    yaml_text = run("listas", "importa", str(conf)).stdout
    assert "limit_pools:\n  1:\n" in yaml_text
    assert f"    {SUBMARINEROID}: Submarineroid" in yaml_text


def test_a_yaml_pool_naming_a_card_twice_is_refused_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(
        "id: p\nname: P\nlimit_pools:\n  1: {87102774: a}\n  2: {87102774: a}\n", encoding="utf-8"
    )
    result = run("--lang", "en", "valida", "--lista", str(path), str(path))
    assert result.exit_code == 2
    assert "p.yaml:5: card 87102774 is listed twice" in result.stderr


def test_the_speed_header_leaves_the_skill_out_of_the_main_deck(tmp_path: Path) -> None:
    path = deck_file(tmp_path, "s.ydk", [TWISTED_PERSONALITY, BOOK_OF_MOON])
    assert verdict("--lista", "speed", path)["counts"]["main"] == 1
    header = run("--lang", "en", "valida", "--lista", "speed", path).stdout
    assert "Main 1 · Extra 0 · Side 0" in header  # once "Main 2"


def test_md_2022_01_calls_its_cards_at_3_unlimited_not_a_whitelist() -> None:
    shown = run("--lang", "en", "listas", "muestra", "md-2022-01").stdout
    assert "Allowed (whitelist)" not in shown and "Unlimited (listed at 3)" in shown
    assert "Allowed (whitelist)" in run("--lang", "en", "listas", "muestra", "goat").stdout


def test_a_broken_pool_line_of_a_lflist_conf_is_refused_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "s.lflist.conf"
    path.write_text("!S\n$whitelist\n87102774 3 --a\n#limit-pool one 87102774\n", encoding="utf-8")
    result = run("--lang", "en", "valida", "--lista", str(path), str(path))
    assert result.exit_code == 2
    assert "s.lflist.conf:4: invalid Limit pool line '#limit-pool one 87102774'" in result.stderr


def test_a_speed_duel_deck_without_a_skill_card_is_warned(tmp_path: Path) -> None:
    """Before: a Speed Duel deck with no Skill Card had no word; Konami's rules: "Each player
    has 1 Skill Card"."""
    without = verdict("--lista", "speed-2025-07", deck_file(tmp_path, "a.ydk", [BOOK_OF_MOON]))
    [problem] = of_rule(without, "skill-missing")
    assert problem["severity"] == "warning" and "no Skill Card" in problem["message"]
    path = deck_file(tmp_path, "b.ydk", [BOOK_OF_MOON, TWISTED_PERSONALITY])
    assert of_rule(verdict("--lista", "speed-2025-07", path), "skill-missing") == []
    tcg = verdict("--lista", "tcg-2026-05", deck_file(tmp_path, "c.ydk", [BOOK_OF_MOON]))
    assert of_rule(tcg, "skill-missing") == []
