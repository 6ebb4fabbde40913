"""``ydkcheck simula`` as users and CI scripts see it: reports, JSON, gates, bad input."""

from __future__ import annotations

import json
import re
from math import comb
from pathlib import Path

import pytest
from helpers import run

HERE = Path(__file__).parent
EXAMPLES = HERE.parents[1] / "examples"
MALISS = str(EXAMPLES / "maliss" / "maliss.ydk")
MALISS_SPEC = str(EXAMPLES / "maliss" / "maliss.yaml")
EXODIA = str(EXAMPLES / "exodia" / "exodia.ydk")
EXODIA_SPEC = str(EXAMPLES / "exodia" / "exodia.yaml")
CONDITION_KEYS = {"name", "expression", "exact", "exact_unavailable", "estimate", "ci95", "samples"}


def spec_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "spec.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_table_without_spec_lists_every_card_and_type() -> None:
    result = run("simula", MALISS, "--lang", "en")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    header = " ".join(lines[:2])  # the header wraps at 80 columns
    assert "going first" in header and "5 cards seen" in header
    assert all(len(line) <= 80 for line in lines), [line for line in lines if len(line) > 80]
    ash = next(line for line in lines if line.startswith("Ash Blossom"))
    # 3 copies in 40: P(>=1) 0.3376 first (5 cards), 0.3943 second (6), expected 0.375 / 0.45
    assert ash.split()[-5:] == ["3", "0.3376", "0.3943", "0.3750", "0.4500"]
    assert sum(line.startswith(("Monsters", "Spells", "Traps")) for line in lines) == 6


def test_json_without_spec_has_cards_and_types() -> None:
    result = run("simula", MALISS, "--salida", "json", "--segundo")
    document = json.loads(result.stdout)
    assert document["schema"] == 1
    assert document["deck"] == {"source": MALISS, "main": 40, "rival": None, "unread": []}
    assert (document["going"], document["turns"], document["cards_seen"]) == ("second", 1, 6)
    assert document["conditions"] == []
    assert len(document["cards"]) == 20
    assert sum(card["copies"] for card in document["cards"]) == 40
    kinds = {row["kind"]: row for row in document["types"]}
    assert sum(kinds["monster"]["second"]) == pytest.approx(1.0)
    assert kinds["monster"]["copies"] + kinds["spell"]["copies"] + kinds["trap"]["copies"] == 40


def test_spec_json_has_the_schema_keys_and_reproducible_estimates() -> None:
    options = ["--salida", "json", "--muestras", "20000", "--semilla", "3"]
    args = ("simula", MALISS, "--mano", MALISS_SPEC, *options)
    first = json.loads(run(*args).stdout)
    assert set(first) >= {"schema", "deck", "going", "turns", "cards_seen", "conditions"}
    for condition in first["conditions"]:
        assert set(condition) == CONDITION_KEYS
        assert condition["samples"] == 20000
        low, high = condition["ci95"]
        assert low <= condition["estimate"] <= high
        assert abs(condition["estimate"] - condition["exact"]) < 0.02
    playable = first["conditions"][0]
    assert (playable["name"], playable["expression"]) == ("jugable", "starters >= 1")
    assert json.loads(run(*args).stdout) == first


def test_exact_only_leaves_the_estimates_null() -> None:
    result = run("simula", MALISS, "--hand", MALISS_SPEC, "--output", "json", "--exact")
    for condition in json.loads(result.stdout)["conditions"]:
        assert condition["exact"] is not None
        assert condition["estimate"] is condition["ci95"] is condition["samples"] is None


def test_turns_and_second_change_the_cards_seen() -> None:
    exact_json = ("simula", MALISS, "--mano", MALISS_SPEC, "--exacto", "--salida", "json")
    result = run(*exact_json, "--segundo", "--turnos", "3")
    document = json.loads(result.stdout)
    assert document["cards_seen"] == 8
    first = json.loads(run(*exact_json).stdout)
    assert document["conditions"][0]["exact"] > first["conditions"][0]["exact"]


def test_format_hand_sizes_come_from_the_list(tmp_path: Path) -> None:
    goat = tmp_path / "goat.yaml"
    goat.write_text("id: my-goat\nname: My Goat\nhand: {first: 6, second: 6}\n", encoding="utf-8")
    result = run("simula", MALISS, "--lista", str(goat), "--salida", "json")
    document = json.loads(result.stdout)
    assert document["cards_seen"] == 6
    speed = json.loads(run("simula", MALISS, "--lista", "speed", "--salida", "json").stdout)
    assert speed["cards_seen"] == 4
    goat = json.loads(run("simula", MALISS, "--lista", "goat", "--salida", "json").stdout)
    assert goat["cards_seen"] == 6  # in Goat the player going first draws too


def test_effects_make_exact_unknowable_and_monte_carlo_run() -> None:
    ten_turns = ("simula", EXODIA, "--mano", EXODIA_SPEC, "--turnos", "10")
    result = run(*ten_turns, "--exacto", "--muestras", "5000", "--semilla", "1", "--salida", "json")
    conditions = {c["name"]: c for c in json.loads(result.stdout)["conditions"]}
    assert conditions["exodia"]["exact"] is None
    assert conditions["exodia"]["exact_unavailable"] == "effects"
    assert conditions["exodia"]["samples"] == 5000
    assert 0 < conditions["exodia"]["estimate"] < conditions["tres_piezas"]["estimate"] < 1


def test_aliases_run_the_same_command() -> None:
    outputs = {
        run(name, MALISS, "--salida", "json").stdout for name in ("simula", "simulate", "goldfish")
    }
    assert len(outputs) == 1


@pytest.mark.parametrize(
    ("gate", "code"),
    [("jugable>=0.9", 0), ("jugable>=0.95", 1), ("ideal>=50%", 0), ("ideal>=51%", 1)],
)
def test_require_gate_exit_codes(gate: str, code: int) -> None:
    # exact values: jugable 0.9354, ideal 0.5094
    result = run("simula", MALISS, "--mano", MALISS_SPEC, "--exacto", "--requiere", gate)
    assert result.exit_code == code
    assert ("requisito no cumplido" in result.stderr) == (code == 1)


def test_require_uses_the_lower_bound_without_an_exact_value() -> None:
    options = ["--turnos", "10", "--muestras", "20000", "--semilla", "2", "--salida", "json"]
    base = ("simula", EXODIA, "--mano", EXODIA_SPEC, *options)
    exodia = json.loads(run(*base).stdout)["conditions"][0]
    low = exodia["ci95"][0]
    between = (low + exodia["estimate"]) / 2
    assert run(*base, "--requiere", f"exodia>={low - 0.001:.4f}").exit_code == 0
    assert run(*base, "--requiere", f"exodia>={between:.6f}").exit_code == 1


@pytest.mark.parametrize(
    ("spec", "line", "words"),
    [
        (
            'grupos:\n  a: [Pot of Greed]\ncondiciones:\n  x: "a >= 1 and b == 0"\n',
            4,
            ["«b»", "columna 12"],
        ),
        ('grupos:\n  a: [Pot of Greed]\ncondiciones:\n  x: "a >= 1 and"\n', 4, ["columna 11"]),
        ('grupos:\n  a: [Pot of Greed]\ncondiciones:\n  x: "(a >= 1"\n', 4, ["columna 1"]),
        (
            "grupos:\n  a:\n    - Ash Blossom\n    - Pot of Greedd\ncondiciones:\n  x: a >= 1\n",
            3,
            ["Ash Blossom"],
        ),
        ("grupos:\n  a: [123]\ncondiciones:\n  x: a >= 1\n", 2, ["123"]),
        ("- just\n- a list\n", 1, ["mapa"]),
        (
            "grupos:\n  a: [Pot of Greed]\ncondiciones:\n  x: a >= 1\nefectos:\n"
            "  Pot of Greed: {robar: 0}\n",
            6,
            ["robar"],
        ),
        (
            "grupos:\n  a: [Pot of Greed]\ncondiciones:\n  x: a >= 1\nefectos:\n"
            "  Pot of Greed: {busca: nada}\n",
            6,
            ["«nada»"],
        ),
        ("grupos:\n  a: [Pot of Greed]\ncondiciones:\n  x: a >= 1\nextra: 1\n", 5, ["extra"]),
        ("grupos:\n  a: [Pot of Greed]\n", 1, ["condiciones"]),
        ("grupos:\n  a: [Pot of Greed\ncondiciones: {}\n", 3, ["YAML"]),
        ("grupos:\n  a b: [Pot of Greed]\ncondiciones:\n  x: a >= 1\n", 2, ["«a b»"]),
        ("grupos:\n  a: []\ncondiciones:\n  x: a >= 1\n", 2, ["«a»"]),
        ("grupos:\n  a: [Pot of Greed]\ncondiciones:\n  x: [a]\n", 4, ["«x»"]),
    ],
)
def test_bad_specs_exit_2_with_file_and_line(
    tmp_path: Path, spec: str, line: int, words: list[str]
) -> None:
    path = spec_file(tmp_path, spec)
    result = run("simula", MALISS, "--mano", path)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"ydkcheck: {path}:{line}: ")
    assert len(result.stderr.strip().splitlines()) == 1
    for word in words:
        assert word in result.stderr
    assert "Traceback" not in result.output


def test_unknown_name_suggests_the_nearest(tmp_path: Path) -> None:
    path = spec_file(
        tmp_path, "groups:\n  a: [Ash Blosom & Joyous Spring]\nconditions:\n  x: a >= 1\n"
    )
    result = run("simula", MALISS, "--hand", path, "--lang", "en")
    assert result.exit_code == 2
    assert "did you mean" in result.stderr and "Ash Blossom & Joyous Spring" in result.stderr


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--turnos", "0"], ["--turnos"]),
        (["--muestras", "-5"], ["--muestras"]),
        (["--turnos", "40"], ["44", "40"]),
        (["--requiere", "jugable>0.5"], ["--requiere"]),
        (["--requiere", "jugable>=2"], ["--requiere"]),
        (["--requiere", "jugable>=0." + "3" * 5000], ["como mucho 12 decimales"]),
        (["--salida", "xml"], ["xml"]),
        (["--mano", "no-such-spec.yaml"], ["no-such-spec.yaml"]),
    ],
)
def test_bad_options_exit_2(args: list[str], words: list[str]) -> None:
    extra = [] if "--mano" in args else ["--mano", MALISS_SPEC]
    result = run("simula", MALISS, *extra, *args)
    assert result.exit_code == 2, result.output
    for word in words:
        assert word in result.stderr
    assert "Traceback" not in result.output


def test_require_needs_a_spec_and_a_known_condition() -> None:
    assert run("simula", MALISS, "--requiere", "x>=0.5").exit_code == 2
    result = run("simula", MALISS, "--mano", MALISS_SPEC, "--exacto", "--requiere", "nope>=0.5")
    assert result.exit_code == 2 and "jugable" in result.stderr


def test_missing_deck_exits_2() -> None:
    result = run("simula", "no-such-deck.ydk")
    assert result.exit_code == 2 and "no-such-deck.ydk" in result.stderr


def test_cards_of_the_spec_missing_from_the_deck_are_warned_about(tmp_path: Path) -> None:
    path = spec_file(
        tmp_path,
        "grupos:\n  a: [Pot of Greed, Ash Blossom & Joyous Spring]\ncondiciones:\n  x: a >= 1\n",
    )
    result = run("simula", MALISS, "--mano", path, "--exacto", "--salida", "json")
    assert result.exit_code == 0
    assert f"{path}:2:" in result.stderr and "Pot of Greed" in result.stderr
    assert json.loads(result.stdout)["conditions"][0]["exact"] == pytest.approx(0.3376, abs=1e-4)


def test_exodia_without_its_draw_spells_is_the_textbook_answer(tmp_path: Path) -> None:
    pieces = ", ".join(
        f"{part} of the Forbidden One"
        for part in ("Right Arm", "Left Arm", "Right Leg", "Left Leg")
    )
    path = spec_file(
        tmp_path,
        f"grupos:\n  piezas: [Exodia the Forbidden One, {pieces}]\ncondiciones:\n"
        "  exodia: piezas == 5\n",
    )
    result = run("simula", EXODIA, "--mano", path, "--turnos", "10", "--exacto", "--salida", "json")
    exodia = json.loads(result.stdout)["conditions"][0]["exact"]
    assert exodia == pytest.approx(comb(35, 9) / comb(40, 14), rel=1e-12)


def test_alternate_artworks_count_as_their_card(tmp_path: Path) -> None:
    deck = tmp_path / "alt.ydk"
    deck.write_text("#main\n33396948\n33396949\n" + "55144522\n" * 38, encoding="utf-8")
    table = json.loads(run("simula", str(deck), "--salida", "json").stdout)["cards"]
    assert [(card["name"], card["copies"]) for card in table] == [
        ("Exodia the Forbidden One", 2),
        ("Pot of Greed", 38),
    ]
    path = spec_file(tmp_path, "grupos:\n  head: [33396949]\ncondiciones:\n  x: head >= 1\n")
    result = run("simula", str(deck), "--mano", path, "--exacto", "--salida", "json")
    assert json.loads(result.stdout)["conditions"][0]["exact"] == pytest.approx(
        1 - comb(38, 5) / comb(40, 5)
    )


def test_a_question_too_large_for_the_exact_engine_falls_back_to_monte_carlo_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ydkcheck.goldfish import exact

    monkeypatch.setattr(exact, "MAX_STATES", 50)  # the real bound needs a minute-long question
    codes = [line for line in Path(MALISS).read_text().split() if line.isdigit()]
    groups = "".join(f"  g{number}: [{code}]\n" for number, code in enumerate(dict.fromkeys(codes)))
    wide = " or ".join(f"g{number} >= 1" for number in range(12))
    spec = spec_file(
        tmp_path, f'groups:\n{groups}conditions:\n  wide: "{wide}"\n  one: "g0 >= 1"\n'
    )
    shown = run("simula", MALISS, "--mano", spec, "--exacto", "--lang", "en", "--semilla", "1")
    assert shown.exit_code == 0, shown.output
    assert "1 condition without an exact value (wide): the question is too large" in shown.stdout
    assert "Monte Carlo: 100000 hands, seed 1." in shown.stdout
    result = run("simula", MALISS, "--mano", spec, "--exacto", "--salida", "json", "--semilla", "1")
    wide_result, one_result = json.loads(result.stdout)["conditions"]
    assert (wide_result["exact"], wide_result["exact_unavailable"]) == (None, "too-large")
    assert wide_result["samples"] == 100_000 and 0.5 < wide_result["estimate"] <= 1
    assert one_result["exact"] is not None and one_result["exact_unavailable"] is None


def test_sample_hands_are_named_grouped_by_type_and_follow_the_seed() -> None:
    args = ("simula", MALISS, "--manos", "3", "--semilla", "5", "--lang", "en", "--names", "en")
    result = run(*args)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    titles = [line for line in lines if line.startswith("Hand ")]
    assert titles == [f"Hand {n} of 3 (5 cards)" for n in (1, 2, 3)]
    assert not any(line.startswith("Ash Blossom") for line in lines)  # no probability table
    headings = [line.strip() for line in lines if line.startswith("  ") and "(" in line]
    assert {heading.split(" (")[0] for heading in headings} <= {"Monsters", "Spells", "Traps"}
    names = [line.strip() for line in lines if line.startswith("    ")]
    assert len(names) == 15
    assert "--seed 5 repeats them" in lines[-1]
    assert run(*args).stdout == result.stdout
    assert run(*args[:4], "--semilla", "6", *args[6:]).stdout != result.stdout


def test_sample_hands_going_second_have_six_cards_and_names_follow_nombres() -> None:
    english = run("simula", MALISS, "--manos", "1", "--semilla", "2", "--segundo", "--lang", "en")
    assert "Hand 1 of 1 (6 cards)" in english.stdout
    spanish = run("simula", MALISS, "--manos", "1", "--semilla", "2", "--segundo")
    assert "Mano 1 de 1 (6 cartas)" in spanish.stdout
    spanish_names = run(*("simula", MALISS, "--manos", "40", "--semilla", "2", "--nombres", "es"))
    assert "Flor de Ceniza & Primavera Feliz" in spanish_names.stdout
    assert "Ash Blossom" not in spanish_names.stdout


def test_sample_hands_in_json_list_each_card() -> None:
    args = ("simula", MALISS, "--manos", "4", "--semilla", "9", "--salida", "json")
    document = json.loads(run(*args).stdout)
    assert document["schema"] == 1 and document["seed"] == 9
    assert len(document["cards"]) == 20  # the rest of the document as without --manos
    copies = {card["id"]: card["copies"] for card in document["cards"]}
    hands = document["hands"]
    assert [len(hand) for hand in hands] == [5, 5, 5, 5]
    for hand in hands:
        for card in hand:
            assert set(card) == {"id", "name", "name_es", "type"}
            assert card["type"] in ("monster", "spell", "trap")
            assert sum(other["id"] == card["id"] for other in hand) <= copies[card["id"]]
    ash = {"id": 14558127, "name": "Ash Blossom & Joyous Spring"}
    names = [
        card
        for hand in json.loads(run(*args[:3], "40", *args[4:]).stdout)["hands"]
        for card in hand
        if card["id"] == ash["id"]
    ]
    assert names and names[0]["name"] == ash["name"]
    assert names[0]["name_es"] == "Flor de Ceniza & Primavera Feliz"
    without = json.loads(run("simula", MALISS, "--salida", "json").stdout)
    assert "hands" not in without


def test_sample_hands_come_with_the_conditions_too() -> None:
    args = ("simula", MALISS, "--mano", MALISS_SPEC, "--exacto", "--manos", "2", "--semilla", "1")
    result = run(*args, "--lang", "en")
    assert result.exit_code == 0
    assert "jugable" in result.stdout and "Hand 2 of 2 (5 cards)" in result.stdout


@pytest.mark.parametrize(("count", "word"), [("0", "--manos"), ("1001", "1000")])
def test_bad_hand_counts_exit_2(count: str, word: str) -> None:
    result = run("simula", MALISS, "--manos", count)
    assert result.exit_code == 2 and word in result.stderr


def test_bad_names_language_exits_2() -> None:
    result = run("simula", MALISS, "--nombres", "fr")
    assert result.exit_code == 2 and "fr" in result.stderr


HANDTRAPS = (
    'handtraps=Flor de Ceniza & Primavera Feliz,"C" Maxx,10045474,'
    "Nibiru, the Primal Being,Dominus Impulse,Artifact Lancea,Crossout Designator"
)


def test_groups_and_conditions_on_the_command_line_answer_as_the_spec_does() -> None:
    quick = run(
        *("simula", MALISS, "--exacto", "--salida", "json"),
        *("--grupo", HANDTRAPS, "--condicion", "sin_interaccion=handtraps == 0"),
    )
    assert quick.exit_code == 0, quick.output
    (condition,) = json.loads(quick.stdout)["conditions"]
    spec = run("simula", MALISS, "--mano", MALISS_SPEC, "--exacto", "--salida", "json")
    expected = {c["name"]: c for c in json.loads(spec.stdout)["conditions"]}["sin_interaccion"]
    assert (condition["name"], condition["expression"]) == ("sin_interaccion", "handtraps == 0")
    assert condition["exact"] == expected["exact"]


def test_groups_without_conditions_ask_for_one_of_each() -> None:
    result = run(
        *("simula", MALISS, "--exacto", "--salida", "json", "--group", HANDTRAPS),
        *("--group", "tierra=Terraforming"),
    )
    conditions = json.loads(result.stdout)["conditions"]
    assert [(c["name"], c["expression"]) for c in conditions] == [
        ("handtraps", "handtraps >= 1"),
        ("tierra", "tierra >= 1"),
    ]
    assert conditions[1]["exact"] == pytest.approx(1 - comb(39, 5) / comb(40, 5))


def test_groups_on_the_command_line_take_a_gate_and_warn_about_missing_cards() -> None:
    args = ("simula", MALISS, "--exacto", "--grupo", "g=Pot of Greed,Terraforming")
    result = run(*args, "--requiere", "g>=0.2", "--lang", "en")
    assert result.exit_code == 1
    assert "warning: 'Pot of Greed' is not in the Main Deck" in result.stderr
    assert "requirement not met: g = 0.1250 < 0.2000 (exact value)" in result.stderr


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--grupo", "starters"], ["--grupo", "NOMBRE=carta,carta"]),
        (["--grupo", "=Terraforming"], ["--grupo"]),
        (["--grupo", "a b=Terraforming"], ["«a b»"]),
        (["--grupo", "a=Ash Blosom & Joyous Spring"], ["Ash Blossom & Joyous Spring"]),
        (["--grupo", "a=99999999"], ["99999999"]),
        (["--grupo", "a=, ,"], ["«a»"]),
        (["--grupo", "a=Terraforming", "--grupo", "a=Dominus Impulse"], ["a"]),
        (["--grupo", "a=Terraforming", "--condicion", "x=a >= 1 and"], ["«x»", "columna 11"]),
        (["--grupo", "a=Terraforming", "--condicion", "x=b >= 1"], ["«b»"]),
        (["--grupo", "a=Terraforming", "--condicion", "a>=1"], ["--condicion", "a>=1"]),
        (["--grupo", "a=Terraforming", "--condicion", "x"], ["--condicion"]),
        (["--condicion", "x=a >= 1"], ["--grupo"]),
        (["--grupo", "a=Terraforming", "--mano", MALISS_SPEC], ["--mano"]),
    ],
)
def test_bad_groups_and_conditions_exit_2_with_one_line(args: list[str], words: list[str]) -> None:
    result = run("simula", MALISS, "--exacto", *args)
    assert result.exit_code == 2, result.output
    assert len(result.stderr.strip().splitlines()) == 1
    for word in words:
        assert word in result.stderr
    assert "Traceback" not in result.output


def gate_line(stderr: str) -> tuple[str, str, str]:
    """The value, the sign and the minimum a gate line prints."""
    match = re.search(r"= (\d\.\d+) ([<≥]) (\d\.\d+)", stderr)
    assert match is not None, stderr
    return match.group(1), match.group(2), match.group(3)


def test_require_with_monte_carlo_says_it_compares_the_lower_end() -> None:
    options = ["--turnos", "10", "--muestras", "20000", "--semilla", "2", "--lang", "en"]
    base = ("simula", EXODIA, "--mano", EXODIA_SPEC, *options)
    exodia = json.loads(run(*base, "--salida", "json").stdout)["conditions"][0]
    low = f"{exodia['ci95'][0]:.4f}"  # as the table prints it
    at_low = run(*base, "--requiere", f"exodia>={low}")
    assert at_low.exit_code == 0
    assert "lower end of the 95% interval" in at_low.stderr
    assert gate_line(at_low.stderr) == (low, "≥", low)
    assert f"Monte Carlo: {exodia['estimate']:.4f} over 20000 hands" in at_low.stderr
    above = f"{float(low) + 0.0001:.4f}"
    over = run(*base, "--requiere", f"exodia>={above}")
    assert over.exit_code == 1 and gate_line(over.stderr) == (low, "<", above)


@pytest.mark.parametrize(
    ("gate", "code", "shown"),
    [
        # the exact value of ideal is 0.509355...: four decimals would print 0.5094 < 0.5094
        ("ideal>=0.5094", 1, ("0.50936", "<", "0.50940")),
        ("ideal>=0.5093", 0, ("0.5094", "≥", "0.5093")),
        ("ideal>=50.935%", 0, ("0.50936", "≥", "0.50935")),
        ("ideal>=0.509356", 1, ("0.5093555", "<", "0.5093560")),
    ],
)
def test_require_prints_what_it_compared_to_the_same_decimals(
    gate: str, code: int, shown: tuple[str, str, str]
) -> None:
    result = run("simula", MALISS, "--mano", MALISS_SPEC, "--exacto", "--requiere", gate)
    assert result.exit_code == code
    assert "valor exacto" in result.stderr
    assert gate_line(result.stderr) == shown


def test_cards_the_data_does_not_know_are_dealt_as_others(tmp_path: Path) -> None:
    deck = tmp_path / "unknown.ydk"
    deck.write_text("#main\n" + "99999999\n" * 40, encoding="utf-8")
    shown = run("simula", str(deck), "--manos", "1", "--semilla", "1", "--lang", "en")
    assert shown.exit_code == 0, shown.output
    assert "  Others (5)" in shown.stdout.splitlines() and "    #99999999" in shown.stdout
    document = json.loads(run("simula", str(deck), "--manos", "1", "--salida", "json").stdout)
    assert document["hands"][0][0] == {
        "id": 99999999,
        "name": "#99999999",
        "name_es": None,
        "type": "unknown",
    }


def test_spec_files_take_spanish_names_as_text_decklists_do(tmp_path: Path) -> None:
    path = spec_file(
        tmp_path, "grupos:\n  a: [flor de ceniza y primavera feliz]\ncondiciones:\n  x: a >= 1\n"
    )
    result = run("simula", MALISS, "--mano", path, "--exacto", "--salida", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["conditions"][0]["exact"] == pytest.approx(0.3376, abs=1e-4)


def test_a_speed_duel_skill_card_is_never_in_the_deck_nor_drawn(tmp_path: Path) -> None:
    """Before, the Skill a Speed Duel deck file keeps with its Main Deck was a 21st card,
    drawn in opening hands."""
    deck = tmp_path / "speed.ydk"
    main = ["46986414"] * 3 + ["55144522"] * 3 + ["12580477"] * 3 + ["26202165"] * 3
    main += ["83764718"] * 3 + ["44095762"] * 3 + ["14558127", "23434538"]
    deck.write_text("\n".join(["#main", "300201002", *main, "#extra", "!side"]) + "\n")
    result = run("simula", str(deck), "--salida", "json", "--lista", "speed")
    document = json.loads(result.stdout)
    assert document["deck"]["main"] == 20
    assert all(card["name"] != "Destiny Draw" for card in document["cards"])


def test_a_hand_with_effects_is_bounded_at_fewer_samples(tmp_path: Path) -> None:
    # played card by card, 10^8 samples took ten minutes where the bound promised one
    spec = tmp_path / "effects.yaml"
    spec.write_text(
        'groups:\n  all: ["White Rose Dragon", "Rose Princess"]\nconditions:\n  ok: "all >= 1"\n'
        'effects:\n  "White Rose Dragon": {draw: 2}\n',
        encoding="utf-8",
    )
    rose = str(Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk")
    done = run("--lang", "en", "simula", rose, "--mano", str(spec), "--muestras", "20000000")
    assert done.exit_code == 2 and "at most 10000000" in done.stderr
    assert done.stderr.count("\n") == 1
