"""``ydkcheck plan`` through the command line: verdicts, lines, exit codes, text and JSON."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import run

EXAMPLES = Path(__file__).parents[2] / "examples" / "side-plan"
RYZEAL, EXAMPLE_PLAN = str(EXAMPLES / "ryzeal.ydk"), str(EXAMPLES / "plan.yaml")
INVALID = """\
rivales:
  Snake-Eye:
    entran: {"Droll & Lock Bird": 2}
    salen: {"Pot of Desires": 2}
  Yubel:
    entran: {"Dimensional Barier": 1}
    salen: {"Bonfire": 1}
  Tenpai:
    entran: {"Número C102: Serafín Archidemonio": 1}
    salen: {"Número 104: Mascarada": 1}
"""
TOP_KEYS = {"schema", "deck", "plan", "banlist", "config", "valid", "matchups"}
MATCHUP_KEYS = {"name", "line", "valid", "in", "out", "counts", "diagnostics"}


def invalid_plan(tmp_path: Path) -> str:
    path = tmp_path / "plan.yaml"
    path.write_text(INVALID, encoding="utf-8")
    return str(path)


def test_the_example_plan_is_valid() -> None:
    result = run("plan", RYZEAL, EXAMPLE_PLAN)
    assert result.exit_code == 0, result.stdout + result.stderr
    out = result.stdout
    assert "Snake-Eye (línea 8): ✔ VÁLIDO" in out
    assert "  entran: 3 × Artefacto Lancea, 2 × Ciclón del Cosmos" in out
    assert "  queda:  Principal 40 · Extra 15 · Side 15" in out
    assert out.rstrip().endswith("4 rivales: 4 válidos, 0 no válidos")
    assert max(len(line) for line in out.splitlines() if str(EXAMPLES) not in line) <= 80


def test_an_invalid_matchup_is_exit_1_with_its_lines(tmp_path: Path) -> None:
    result = run("plan", RYZEAL, invalid_plan(tmp_path))
    assert result.exit_code == 1
    out = result.stdout
    assert "Snake-Eye (línea 2): ✘ NO VÁLIDO, 1 problema" in out
    assert "  línea 3: El Bufón y el Pájaro del Candado: entran 2 copias y el Side Deck" in out
    assert "Yubel (línea 5): ✘ NO VÁLIDO, 1 problema" in out
    assert "  línea 6: carta desconocida «Dimensional Barier»; ¿quisiste decir:" in out
    assert "Tenpai (línea 8): ✔ VÁLIDO" in out
    assert "3 rivales: 1 válido, 2 no válidos" in out


def test_english_messages_and_names(tmp_path: Path) -> None:
    out = run("side-plan", RYZEAL, invalid_plan(tmp_path), "--lang", "en").stdout
    assert "Snake-Eye (line 2): ✘ INVALID, 1 problem" in out
    assert "  line 3: Droll & Lock Bird: 2 copies in, and the Side Deck has 0" in out
    assert "  in:    1 × Number C102: Archfiend Seraph" in out
    assert "3 matchups: 1 valid, 2 invalid" in out
    spanish_names = run(
        "side-plan", RYZEAL, invalid_plan(tmp_path), "--lang", "en", "--names", "es"
    )
    assert "  in:    1 × Número C102: Serafín Archidemonio" in spanish_names.stdout


def test_json_contract(tmp_path: Path) -> None:
    plan = invalid_plan(tmp_path)
    result = run("plan", RYZEAL, plan, "--salida", "json")
    assert result.exit_code == 1
    document = json.loads(result.stdout)
    assert set(document) == TOP_KEYS
    assert document["schema"] == 2 and document["valid"] is False and document["plan"] == plan
    assert document["deck"]["source"] == RYZEAL
    assert document["deck"]["counts"] == {"main": 40, "extra": 15, "side": 15}
    assert document["banlist"]["id"] == "tcg-2026-05"
    snake_eye, yubel, tenpai = document["matchups"]
    assert all(set(matchup) == MATCHUP_KEYS for matchup in document["matchups"])
    assert (snake_eye["name"], snake_eye["line"], snake_eye["valid"]) == ("Snake-Eye", 2, False)
    assert snake_eye["in"] == [
        {
            "written": "Droll & Lock Bird",
            "card": {
                "id": 94145021,
                "name": "Droll & Lock Bird",
                "name_es": "El Bufón y el Pájaro del Candado",
            },
            "count": 2,
            "line": 3,
        }
    ]
    (problem,) = snake_eye["diagnostics"]
    assert problem["rule"] == "not-in-side" and problem["severity"] == "error"
    assert (problem["line"], problem["section"], problem["count"], problem["max"]) == (
        3,
        "side",
        2,
        0,
    )
    assert problem["card"]["id"] == 94145021
    assert (
        problem["message"]
        == "El Bufón y el Pájaro del Candado: entran 2 copias y el Side Deck tiene 0"
    )
    assert yubel["in"][0]["card"] is None and yubel["in"][0]["written"] == "Dimensional Barier"
    assert [d["rule"] for d in yubel["diagnostics"]] == ["unknown-card"]
    assert tenpai["valid"] is True and tenpai["diagnostics"] == []
    assert tenpai["counts"] == {"main": 40, "extra": 15, "side": 15}


def test_the_format_of_the_list_sets_the_sizes() -> None:
    document = json.loads(
        run("plan", RYZEAL, EXAMPLE_PLAN, "--lista", "speed", "--salida", "json").stdout
    )
    assert document["banlist"]["format"] == "speed"
    rules = {d["rule"] for m in document["matchups"] for d in m["diagnostics"]}
    assert {"main-size", "extra-size"} <= rules
    assert "not-in-format" in rules  # the deck after the swaps is judged under Speed Duel
    dated = run("plan", RYZEAL, EXAMPLE_PLAN, "--lista", "tcg", "--fecha", "2026-06-01")
    assert dated.exit_code == 0 and "Lista: TCG 2026.05 (tcg-2026-05)" in dated.stdout
    before = run("plan", RYZEAL, EXAMPLE_PLAN, "--lista", "tcg", "--fecha", "2024-01-01")
    assert before.exit_code == 1 and "Lista: TCG 2024.01 (tcg-2024-01)" in before.stdout


def test_an_unreadable_plan_or_deck_is_one_line_and_exit_2(tmp_path: Path) -> None:
    plan = tmp_path / "plan.yaml"
    for text, where in (
        ("rivales: [\n", f"{plan}:2: "),
        ("rivales:\n  X:\n    entra: {A: 1}\n", f"{plan}:3: "),
        ("- a\n", f"{plan}:1: "),
    ):
        plan.write_text(text, encoding="utf-8")
        result = run("plan", RYZEAL, str(plan))
        assert result.exit_code == 2
        (line,) = result.stderr.splitlines()
        assert line.startswith(f"ydkcheck: {where}"), line
        assert result.stdout == ""
    missing = run("plan", str(tmp_path / "none.ydk"), EXAMPLE_PLAN)
    assert missing.exit_code == 2 and str(tmp_path / "none.ydk") in missing.stderr
    assert run("plan", RYZEAL, str(tmp_path / "none.yaml")).exit_code == 2
    assert run("plan", RYZEAL, EXAMPLE_PLAN, "--salida", "csv").exit_code == 2
    assert run("plan", RYZEAL, EXAMPLE_PLAN, "--fecha", "ayer").exit_code == 2
    assert run("plan", RYZEAL, EXAMPLE_PLAN, "--lista", "nope").exit_code == 2


# each matchup's deck after its swaps is judged as valida judges a deck (issue: a plan once
# said VALID for a matchup that sided in three Forbidden cards, a second Speed Duel Skill, or
# "Umi" from a Side that held A Legendary Ocean)

MAXX_C, ASH = 23434538, 14558127


def _plan(tmp_path: Path, text: str) -> str:
    path = tmp_path / "plan.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_siding_in_forbidden_cards_is_not_valid(
    tmp_path: Path, write_ydk: Callable[..., Path]
) -> None:
    main = (
        [ASH] * 3
        + [55144522] * 3
        + list(range(0))
        + [70368879] * 3
        + [code for code in (12580477, 83764718, 73628505, 32807846, 5318639) for _ in range(3)]
        + [24224830] * 1
        + [97268402] * 3
        + [10045474] * 3
        + [94145021] * 2
        + [59438930] * 3
        + [73642296] * 3
        + [14532163] * 1
    )
    deck = str(write_ydk(main, side=[MAXX_C] * 3))
    plan = _plan(
        tmp_path,
        'rivales:\n  Espejo:\n    entran: {"Maxx \\"C\\"": 3}\n    salen: {"Effect Veiler": 3}\n',
    )
    before = run("--lang", "en", "valida", deck)
    result = run("plan", deck, plan, "--salida", "json")
    (matchup,) = json.loads(result.stdout)["matchups"]
    assert result.exit_code == 1 and matchup["valid"] is False
    assert "forbidden" in {d["rule"] for d in matchup["diagnostics"]}
    assert all(d["line"] == 2 for d in matchup["diagnostics"])  # the matchup's line
    assert before.exit_code == 1  # the deck itself is illegal: its Side holds them


def test_a_second_speed_duel_skill_is_not_valid_and_a_skill_is_in_no_count(
    tmp_path: Path, write_ydk: Callable[..., Path]
) -> None:
    skills = [300101001, 300101002]
    monsters = [263926, 564541, 980973, 984114, 1102515, 1347977, 1371589]
    main = [code for code in monsters for _ in range(3)][:20] + [skills[0]]
    plan = _plan(
        tmp_path,
        "rivales:\n  Uno:\n    entran: {1474910: 1}\n    salen: {263926: 1}\n",
    )
    one_skill = str(write_ydk(main, side=[1474910]))
    document = json.loads(
        run("plan", one_skill, plan, "--lista", "speed", "--salida", "json").stdout
    )
    (one,) = document["matchups"]
    assert one["valid"] is True and one["counts"]["main"] == 20  # the Skill is not counted
    two_skills = str(write_ydk(main, side=[1474910, skills[1]]))
    document = json.loads(
        run("plan", two_skills, plan, "--lista", "speed", "--salida", "json").stdout
    )
    (two,) = document["matchups"]
    assert two["valid"] is False
    assert [d["rule"] for d in two["diagnostics"]] == ["skill-count"]


def test_a_card_is_the_card_the_plan_names_not_one_counted_as_it(
    tmp_path: Path, write_ydk: Callable[..., Path]
) -> None:
    umi, ocean = 22702055, 295517
    main = [
        code
        for code in (263926, 564541, 980973, 984114, 1102515, 1347977, 1371589)
        for _ in range(3)
    ][:20]
    deck = str(write_ydk(main, side=[ocean]))
    named = _plan(tmp_path, "rivales:\n  X:\n    entran: {Umi: 1}\n    salen: {263926: 1}\n")
    document = json.loads(run("plan", deck, named, "--lista", "speed", "--salida", "json").stdout)
    (matchup,) = document["matchups"]
    assert matchup["valid"] is False
    assert [d["rule"] for d in matchup["diagnostics"]] == ["not-in-side"]
    right = _plan(
        tmp_path, f"rivales:\n  X:\n    entran: {{{ocean}: 1}}\n    salen: {{263926: 1}}\n"
    )
    assert run("plan", deck, right, "--lista", "speed").exit_code == 0
    assert umi != ocean


def test_a_deck_line_the_simulators_load_otherwise_is_said_once_at_its_own_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: each matchup listed it again, at the plan's line, and no file line was named."""
    lines = Path(RYZEAL).read_text(encoding="utf-8").splitlines()
    first = next(n for n, line in enumerate(lines) if line.strip().isdigit())
    lines[first] = "+" + lines[first].strip()
    deck = tmp_path / "deck.ydk"
    deck.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run("plan", str(deck), EXAMPLE_PLAN)
    assert result.exit_code == 1  # the deck the plan sides is not the one a simulator loads
    assert result.stdout.count("EDOPro lee esta línea") == 1
    assert f"  línea {first + 1}: EDOPro lee esta línea" in result.stdout
    assert "4 rivales: 4 válidos" in result.stdout
    document = json.loads(run("plan", str(deck), EXAMPLE_PLAN, "--salida", "json").stdout)
    assert [d["line"] for d in document["deck"]["diagnostics"]] == [first + 1]
    # a configuration that ignores the rule ignores it here too, as valida does
    (tmp_path / ".ydkcheck.yaml").write_text("ignora: [ydk-load]\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    ignored = run("plan", str(deck), EXAMPLE_PLAN)
    assert ignored.exit_code == 0 and "EDOPro lee esta línea" not in ignored.stdout


def test_a_deck_that_cannot_be_played_in_game_1_makes_no_valid_plan(tmp_path: Path) -> None:
    """Before: an Extra Deck monster written under ``#main`` and sided out in every matchup
    gave "1 rival: 1 válido" and exit 0, for a deck that ``valida`` rejects."""
    lines = Path(RYZEAL).read_text(encoding="utf-8").splitlines()
    extra_at, side_at = lines.index("#extra"), lines.index("!side")
    monster, sided = lines[extra_at + 1], lines[side_at + 1]
    moved = [*lines[: extra_at + 1], *lines[extra_at + 2 :]]
    moved.insert(moved.index("#main") + 1, monster)
    deck = tmp_path / "deck.ydk"
    deck.write_text("\n".join(moved) + "\n", encoding="utf-8")
    swaps = f"entran: {{{sided}: 1}}\n    salen: {{{monster}: 1}}"
    plan = _plan(tmp_path, f"rivales:\n  X:\n    {swaps}\n")
    assert run("valida", str(deck)).exit_code == 1
    result = run("plan", str(deck), plan)
    assert result.exit_code == 1, result.stdout
    out = result.stdout
    assert "X (línea 2): ✔ VÁLIDO" in out  # the swaps themselves are right
    assert "✘ el mazo, sin cambios, NO ES VÁLIDO: 1 problema" in out
    summary = "1 rival: 1 válido, 0 no válidos; el mazo sin cambios no es válido"
    assert out.rstrip().endswith(summary)
    english = run("side-plan", str(deck), plan, "--lang", "en").stdout
    assert "✘ the deck, before any swap, is NOT VALID: 1 problem" in english
    document = json.loads(run("plan", str(deck), plan, "--salida", "json").stdout)
    assert document["valid"] is False and document["matchups"][0]["valid"] is True
    (problem,) = document["deck"]["diagnostics"]
    assert problem["line"] == moved.index(monster) + 1


def test_a_name_two_cards_bear_is_read_in_a_plan_as_in_a_list(tmp_path: Path) -> None:
    """Found by the review of this change: "Black Luster Soldier", which the OCG's Normal
    card bears too, made a plan unreadable (exit 2); it is the Ritual card, as the deck's
    list reads it, and the swap is checked against the deck."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Main Deck\n3 Black Luster Soldier\n" + "3 Sangan\n" * 13 + "1 Raigeki\n")
    plan = tmp_path / "plan.yaml"
    plan.write_text('matchups: {Chaos: {in: {"Sangan": 1}, out: {"Black Luster Soldier": 1}}}\n')
    result = run("--lang", "en", "side-plan", str(deck), str(plan), "--banlist", "goat")
    assert result.exit_code in (0, 1), result.stderr
    assert "names several cards" not in result.stdout + result.stderr


def test_a_card_named_twice_is_shown_once_with_the_copies_counted(tmp_path: Path) -> None:
    """Before: a card named by its English and its Spanish name printed ``1 × Artefacto
    Lancea, 1 × Artefacto Lancea``, though the check counts it as one card of 2 copies."""
    plan = _plan(
        tmp_path,
        "rivales:\n  Snake-Eye:\n"
        '    entran: {"Artifact Lancea": 1, "Artefacto Lancea": 1, "Ciclón del Cosmos": 1}\n'
        '    salen: {"Pot of Desires": 2, "Fogata": 1}\n',
    )
    out = run("plan", RYZEAL, plan).stdout
    assert "  entran: 2 × Artefacto Lancea, 1 × Ciclón del Cosmos\n" in out
    assert "Snake-Eye (línea 2): ✔ VÁLIDO" in out
    written = json.loads(run("plan", RYZEAL, plan, "--salida", "json").stdout)
    assert [move["written"] for move in written["matchups"][0]["in"]][:2] == [
        "Artifact Lancea",
        "Artefacto Lancea",
    ]  # the JSON keeps each entry as the plan writes it
