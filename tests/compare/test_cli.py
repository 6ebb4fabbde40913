"""``ydkcheck compara`` through the command line: verdicts, exit codes, text and JSON."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from helpers import DECKS, run, run_fresh

from ydkcheck.cards import CardDB
from ydkcheck.cards.naming import spanish_names
from ydkcheck.decks import read_deck, to_ydke

ROSE = str(DECKS / "Rose_Dragon.ydk")
EXAMPLE_ROSE = str(Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk")
DECK_KEYS = {"source", "player", "fingerprint", "counts", "legal", "unread", "diagnostics"}
CARD_KEYS = {"id", "name", "name_es"}
HEAVY = {"tabulate", "rapidfuzz", "requests", "ydkcheck.cards.matching", "ydkcheck.compare.names"}


def spanish_list(path: str, cards: CardDB) -> str:
    """The deck at ``path`` as a text decklist with Spanish headings and names."""
    deck = read_deck(path, cards)
    parts = []
    for heading, codes in (("Mazo Principal", deck.main), ("Deck Extra", deck.extra)):
        parts.append(heading)
        for code, copies in Counter(codes).items():
            card = cards.get(code)
            assert card is not None
            parts.append(f"{copies} {spanish_names().get(card.identity, card.name)}")
    parts.append("Banquillo")
    parts += [f"{n} {spanish_names()[code]}" for code, n in Counter(deck.side).items()]
    return "\n".join(parts) + "\n"


def moved_copy(tmp_path: Path) -> Path:
    """Rose Dragon with one White Rose Dragon moved from the Main Deck to the Side Deck."""
    lines = Path(ROSE).read_text(encoding="utf-8").splitlines()
    lines.remove("12213463")
    path = tmp_path / "moved.ydk"
    path.write_text("\n".join([*lines, "12213463"]) + "\n", encoding="utf-8")
    return path


def test_the_same_deck_as_ydk_and_as_a_spanish_list(tmp_path: Path, cards: CardDB) -> None:
    registered = tmp_path / "registrada.txt"
    registered.write_text(spanish_list(ROSE, cards), encoding="utf-8")
    result = run("compara", str(registered), ROSE)
    assert result.exit_code == 0, result.stdout + result.stderr
    assert "✔ MISMO MAZO" in result.stdout
    # the list names Monster Reborn, the .ydk holds its other artwork: the same card
    assert "Misma carta con otra ilustración" in result.stdout
    assert "Deck Principal · Monstruo Renacido (83764718)" in result.stdout
    assert "registrada: 1 × 83764718" in result.stdout
    assert "presentada: 1 × 83764719" in result.stdout


def test_a_simulators_passcode_is_a_card_of_its_own_and_said_so(tmp_path: Path) -> None:
    """Sangan's pre-errata passcode of EDOPro loads another text than Sangan, and a list may
    judge such a passcode apart from its card: at a deck check it is a difference, never
    'another artwork', and the judge is told which line is the simulator's passcode."""
    lines = Path(ROSE).read_text(encoding="utf-8").splitlines()
    registered, presented = tmp_path / "registered.ydk", tmp_path / "presented.ydk"
    registered.write_text("\n".join([*lines, "26202165"]) + "\n", encoding="utf-8")
    presented.write_text("\n".join([*lines, "504700178"]) + "\n", encoding="utf-8")
    result = run("compara", str(registered), str(presented))
    said = " ".join(result.stdout.split())
    assert "✘ DISTINTO: 2 diferencias" in said
    assert "Misma carta con otra ilustración" not in said
    assert "1 → 0 Sangan (26202165) 0 → 1" in said  # the real passcode says nothing more
    assert "0 → 1 Sangan (504700178) (código de simulador: el texto de antes de su errata)" in said


def test_ydke_and_standard_input_are_decks_too(cards: CardDB) -> None:
    url = to_ydke(read_deck(ROSE, cards))
    assert run("compare", url, EXAMPLE_ROSE).exit_code == 0
    stdin = Path(ROSE).read_bytes()
    result = run("compare", "-", ROSE, stdin=stdin)
    assert result.exit_code == 0 and "Registrado: <stdin>" in result.stdout


def test_one_copy_moved_differs_in_both_sections(tmp_path: Path) -> None:
    result = run("compara", ROSE, str(moved_copy(tmp_path)))
    assert result.exit_code == 1
    out = result.stdout
    assert "Diferencias (registrado → presentado):" in out
    main, side = out.index("  Deck Principal\n"), out.index("  Side Deck\n")
    assert out.index("3 → 2   Dragón de la Rosa Blanca (12213463)") in range(main, side)
    assert out.index("0 → 1   Dragón de la Rosa Blanca (12213463)") > side
    assert "✘ DISTINTO: 2 diferencias" in out


def test_names_and_messages_in_english(tmp_path: Path) -> None:
    moved = str(moved_copy(tmp_path))
    english = run("compare", ROSE, moved, "--lang", "en").stdout
    assert "3 → 2   White Rose Dragon (12213463)" in english
    assert "Main 40 · Extra 15 · Side 3 · fingerprint " in english
    assert "✘ DIFFERENT: 2 differences" in english
    spanish_names_in_english = run("compare", ROSE, moved, "--lang", "en", "--names", "es")
    assert "Dragón de la Rosa Blanca" in spanish_names_in_english.stdout
    assert "Dragón" not in run("compara", ROSE, moved, "--nombres", "en").stdout


def test_both_fingerprints_are_shown(tmp_path: Path) -> None:
    out = run("compara", ROSE, str(moved_copy(tmp_path)), "--salida", "json").stdout
    document = json.loads(out)
    text = run("compara", ROSE, str(moved_copy(tmp_path))).stdout
    for side in ("registered", "presented"):
        assert f"huella {document[side]['fingerprint']}" in text
    assert document["registered"]["fingerprint"] != document["presented"]["fingerprint"]


def test_json_contract(tmp_path: Path, cards: CardDB) -> None:
    registered = tmp_path / "registrada.txt"
    registered.write_text(spanish_list(ROSE, cards), encoding="utf-8")
    result = run("compara", str(registered), str(moved_copy(tmp_path)), "--salida", "json")
    assert result.exit_code == 1
    document = json.loads(result.stdout)
    assert set(document) == {
        "schema", "same", "verdict", "passed", "banlist", "config", "registered",
        "recorded_fingerprint", "presented", "differences", "artworks", "names",
        "simulator_names", "policy", "circumstances", "findings",
        "infraction", "penalty", "before_round_1", "concluded", "fix", "slip",
    }  # fmt: skip
    assert document["schema"] == 2 and document["same"] is False
    assert document["verdict"] == "different" and document["passed"] is False
    assert set(document["registered"]) == set(document["presented"]) == DECK_KEYS
    assert document["registered"]["source"] == str(registered)
    assert document["presented"]["counts"] == {"main": 39, "extra": 15, "side": 4}
    white_rose = {
        "id": 12213463,
        "name": "White Rose Dragon",
        "name_es": "Dragón de la Rosa Blanca",
    }
    assert document["differences"] == [
        {"section": "main", "card": white_rose, "registered": 3, "presented": 2},
        {"section": "side", "card": white_rose, "registered": 0, "presented": 1},
    ]
    assert document["artworks"] == [
        {
            "section": "main",
            "card": {"id": 83764718, "name": "Monster Reborn", "name_es": "Monstruo Renacido"},
            "registered": [{"id": 83764718, "count": 1}],
            "presented": [{"id": 83764719, "count": 1}],
        }
    ]


def test_a_list_line_that_names_no_card_is_shown_and_is_not_the_same(tmp_path: Path) -> None:
    listed = tmp_path / "list.txt"
    listed.write_text("Main Deck\n3 Ash Blossom & Joyous Spring\n1 Ash Blosom\n", "utf-8")
    text = run("compara", str(listed), str(listed))
    assert text.exit_code == 1
    assert "línea 3: carta desconocida «Ash Blosom»" in text.stdout
    assert "✘ SIN CONFIRMAR" in text.stdout
    document = json.loads(run("compare", str(listed), str(listed), "--output", "json").stdout)
    (problem,) = [d for d in document["registered"]["diagnostics"] if d["rule"] == "unknown-card"]
    assert (problem["severity"], problem["line"]) == ("error", 3)
    assert document["registered"]["unread"] == [3] and document["presented"]["unread"] == [3]
    assert document["same"] is False and document["differences"] == []
    assert document["verdict"] == "not-verified"


def test_text_fits_80_columns_with_the_longest_names(tmp_path: Path) -> None:
    long_names = [50251045, 23856331, 3298689]  # the longest names in English and Spanish
    plain = tmp_path / "a.ydk"
    plain.write_text("#main\n" + "14558127\n" * 40, encoding="utf-8")
    other = tmp_path / "b.ydk"
    other.write_text("#main\n" + "".join(f"{code}\n" for code in long_names), encoding="utf-8")
    for lang in ("es", "en"):
        out = run("compara", str(plain), str(other), "--lang", lang).stdout
        assert max(len(line) for line in out.splitlines()) <= 80, out


def test_unreadable_deck_is_one_line_naming_it(tmp_path: Path) -> None:
    missing = str(tmp_path / "missing.ydk")
    for args in ((ROSE, missing), (missing, ROSE)):
        result = run("compara", *args)
        assert result.exit_code == 2
        (line,) = result.stderr.splitlines()
        assert line.startswith(f"ydkcheck: {missing}: ")
    both = run("compara", "-", "-", stdin=b"")
    assert both.exit_code == 2 and "entrada estándar" in both.stderr
    assert run("compara", ROSE, ROSE, "--salida", "csv").exit_code == 2
    assert run("compara", ROSE, ROSE, "--nombres", "fr").exit_code == 2


def test_compara_imports_no_more_than_valida(tmp_path: Path) -> None:
    """It starts as fast as ``valida`` on one deck: beyond its own package, nothing that
    ``valida`` does not import, and no fuzzy search, network or table formatting."""
    checked = run_fresh(["compara", ROSE, EXAMPLE_ROSE], tmp_path)
    validated = run_fresh(["valida", ROSE], tmp_path)
    assert checked.process.returncode == 0, checked.process.stdout + checked.process.stderr
    own = {m for m in checked.modules if m.startswith(("ydkcheck.compare", "ydkcheck.commands"))}
    assert "ydkcheck.commands.compara" in own
    assert checked.modules - own <= validated.modules
    assert not checked.modules & HEAVY
    assert "ydkcheck.compare.report_json" not in checked.modules  # a text report asked


# --- issue 22: a deck check a judge can defend -------------------------------------------

ALBAZ = str(DECKS / "AI_Albaz.ydk")  # "C" Maxx three times (Forbidden), Called by the Grave twice


def english_list(tmp_path: Path, cards: CardDB, replace: str = "", by: str = "") -> Path:
    """Rose Dragon as an English text list, a line replaced."""
    from ydkcheck.decks.text_writer import to_text_decklist

    text = to_text_decklist(read_deck(ROSE, cards), cards, "en")
    assert replace in text
    path = tmp_path / "registered.txt"
    path.write_text(text.replace(replace, by) if replace else text, encoding="utf-8")
    return path


@pytest.mark.parametrize("line", ["3 ---", "0 Terraforming", "3 " + "Terraforming " * 16])
def test_a_list_line_not_read_is_not_the_same_deck(
    tmp_path: Path, cards: CardDB, line: str
) -> None:
    """Before: ✔ MISMO MAZO and exit 0 though the README promised exit 1. Now: not
    confirmed, the line named, the list to confirm with the player."""
    listed = english_list(tmp_path, cards, "Traps (2)\n", f"Traps (2)\n{line}\n")
    number = 1 + listed.read_text(encoding="utf-8").splitlines().index(line)
    result = run("compara", str(listed), ROSE, "--ronda", "3")
    assert result.exit_code == 1
    assert "✔ MISMO MAZO" not in result.stdout
    assert "✘ SIN CONFIRMAR: 1 línea por confirmar" in result.stdout
    said = {"0": "cuenta 0 copias", "3 -": "línea ilegible", "3 T": "más de 200 caracteres"}
    shown = " ".join(result.stdout.split())
    assert f"línea {number}: " in result.stdout
    assert next(text for start, text in said.items() if line.startswith(start)) in shown
    assert f"Confirmar con el jugador lo que dice la lista (línea {number})" in result.stdout
    # the fingerprint shown beside the list's counts is of the cards read, and says so
    assert "(de las cartas leídas: 1 línea sin leer no está en ninguna de las dos)" in shown


def test_both_decks_are_judged_against_the_list(tmp_path: Path) -> None:
    """Before: ✔ MISMO MAZO, exit 0, for a deck with a Forbidden card. Now each deck's
    problems under the list, as valida reports them, and the policy's answer."""
    result = run("compara", ALBAZ, ALBAZ, "--ronda", "2", "--lista", "tcg-2026-05")
    assert result.exit_code == 1
    out = result.stdout
    assert "Lista: TCG 2026.05 (tcg-2026-05)" in out
    assert out.count('línea 18: "C" Maxx está Prohibida') == 2
    assert "registrado ✘ ilegal (2 errores) · presentado ✘ ilegal (2 errores)" in out
    assert "Infracción: Deck/Deck List Error – Major" in out
    assert "Sanción: Game Loss (partida perdida)" in out
    steps = " ".join(out.split())  # each fix step names the file its lines are of
    assert 'Salen del Deck Principal: 3 × "C" Maxx (líneas 18, 19, 20 del mazo presentado)' in steps
    older = run("compara", ALBAZ, ALBAZ, "--lista", "tcg", "--fecha", "2019-01-01")
    assert "Lista: TCG" in older.stdout and "(tcg-2026-05)" not in older.stdout


def test_the_policy_names_infraction_penalty_fix_and_slip_in_english(tmp_path: Path) -> None:
    result = run(
        "compare", ALBAZ, ALBAZ, "--round", "3", "--player", "Ana García", "--judge",
        "Luis Pérez", "--lang", "en",
    )  # fmt: skip
    out = result.stdout
    assert "Policy: KDE-E IPP 2.2 · Deck and Deck List Errors, pp. 20–23" in out
    assert "Infraction: Deck/Deck List Error – Major\n" in out
    assert "Penalty: Game Loss\n" in out
    assert "Side Deck is not" in out and "refilled" in out
    slip = " ".join(out[out.index("Match Result Slip") :].split())
    assert slip.startswith("Match Result Slip (p. 8): Ana García – DE – Major – Game Loss – ")
    assert slip.endswith("– Luis Pérez")
    assert "Dragón" not in out and "Sanción" not in out


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--jugador", ""], "--jugador está vacío"),
        (["--juez", "  "], "--juez está vacío"),
        (["--player", "", "--lang", "en"], "--player is empty"),
        (["--judge", "\t", "--lang", "en"], "--judge is empty"),
        (["--jugador", "A\u200bna"], "--jugador tiene un carácter de control"),
        (["--judge", "Lu\u00adis", "--lang", "en"], "--judge holds a control character"),
    ],
)
def test_an_empty_name_is_refused_not_printed_as_the_blank_to_fill(argv, said) -> None:
    """Before: ``--jugador ''`` printed the slip's placeholder ``[jugador]``, as if the
    option had not been given: the judge's empty name went unsaid; a zero-width space in a
    name reached the JSON as it was, where a slip reads it otherwise."""
    result = run("compara", ALBAZ, ALBAZ, "--ronda", "2", *argv)
    assert result.exit_code == 2 and said in result.stderr and result.stdout == ""


@pytest.mark.parametrize("section", ["#extra", "!side"])
def test_a_skill_card_written_in_another_section_is_the_same_deck(tmp_path, section) -> None:
    """A hostile round: a Speed Duel deck whose Skill moved from ``#main`` to ``!side`` was
    DIFFERENT, a Game Loss moving it back, though a Skill is in no section."""
    speed = ["27551", "50755", "102380", "126218", "263926", "295517", "303660", "423705"]
    main = [code for code in [*speed, "564541", "674561"] for _ in range(2)]  # legal in Speed
    registered, presented = tmp_path / "registered.ydk", tmp_path / "presented.ydk"
    registered.write_text("\n".join(["#main", "300201002", *main, "#extra", "!side", ""]))
    lines = ["#main", *main, "#extra", "!side"]
    lines.insert(lines.index(section) + 1, "300201002")
    presented.write_text("\n".join([*lines, ""]))
    result = run("compara", str(registered), str(presented), "--lista", "speed", "--ronda", "2")
    assert result.exit_code == 0 and "✔ MISMO MAZO" in result.stdout, result.stdout
    assert "Game Loss" not in result.stdout


def test_before_round_1_no_penalty(tmp_path: Path) -> None:
    out = run("compara", ALBAZ, ALBAZ, "--ronda", "0").stdout
    assert "Antes de la Ronda 1" in out
    # found by a head judge's review: "Penalty: none" was said as certain, while the policy
    # leaves it to the Head Judge, and a player's own report makes it the Minor one
    said = " ".join(out.split())
    assert "Infracción: DE – Major, vista antes de la Ronda 1" in said
    assert "el Juez Principal puede corregirla sin sanción, a su criterio" in said
    assert "si el jugador la comunicó antes del torneo: la leve" in said
    assert "Sanción: ninguna si el Juez Principal la corrige así; si no, Game Loss" in said
    assert "Hoja de resultados" not in out


def test_side_cards_left_in_the_main_deck_before_presenting(tmp_path: Path) -> None:
    moved = moved_copy(tmp_path)  # a White Rose Dragon in the Side: the deck is 39 + 4
    lines = moved.read_text(encoding="utf-8").splitlines()
    lines.remove("44887817")  # and a Miracle Fertilizer from the Side in the Main
    lines.insert(lines.index("#extra"), "44887817")
    moved.write_text("\n".join(lines) + "\n", encoding="utf-8")
    after = run("compara", ROSE, str(moved), "--ronda", "2").stdout
    assert "Infracción: Deck/Deck List Error – Major" in after
    before = run("compara", ROSE, str(moved), "--ronda", "2", "--sin-presentar").stdout
    assert "Infracción: Deck/Deck List Error – Minor" in before
    assert "Sanción: Warning (advertencia)" in before and "3 minutos" in before
    assert "Pasan del Deck Principal al Side Deck: 1 × Fertilizante Milagroso" in before


def test_an_ambiguous_name_is_ambiguous_not_unknown(tmp_path: Path, cards: CardDB) -> None:
    listed = english_list(tmp_path, cards, "1 Terraforming\n", "1 Stardust\n")
    out = run("compare", str(listed), ROSE, "--lang", "en", "--round", "1").stdout
    assert "'Stardust' is ambiguous, it fits" in out and "Stardust Dragon" in out
    assert "unknown card 'Stardust'" not in out
    assert "an ambiguous name on the list, 'Stardust'" in out
    # the gravest infraction already (found by a head judge's review: "at least Major",
    # "Penalty: to be determined"), whatever the lines left to confirm say
    assert "Infraction: Deck/Deck List Error – Major" in out and "at least" not in out
    assert "Penalty: Game Loss" in out
    for lang in ("es", "en"):
        shown = run("compara", str(listed), ROSE, "--lang", lang).stdout
        assert max(len(line) for line in shown.splitlines()) <= 80, shown


def test_an_artwork_only_difference_passes(tmp_path: Path, cards: CardDB) -> None:
    registered = tmp_path / "registrada.txt"
    registered.write_text(spanish_list(ROSE, cards), encoding="utf-8")
    result = run("compara", str(registered), ROSE, "--ronda", "3")
    assert result.exit_code == 0
    assert "1 carta con otra ilustración: no es una infracción" in result.stdout
    assert "Infracción: ninguna" in result.stdout


def test_a_recorded_fingerprint(tmp_path: Path, cards: CardDB) -> None:
    from ydkcheck.decks.fingerprint import fingerprint

    recorded = fingerprint(read_deck(ROSE, cards), cards)
    same = run("compara", "--huella", recorded.upper(), EXAMPLE_ROSE)
    assert same.exit_code == 0, same.stdout + same.stderr
    assert f"Huella registrada: {recorded.upper()}" in same.stdout
    assert "✔ MISMO MAZO: lleva la huella registrada" in same.stdout
    spaced = run("compare", "--fingerprint", recorded.replace("-", " "), ROSE)
    assert spaced.exit_code == 0
    other = run("compara", "--huella", recorded, str(moved_copy(tmp_path)))
    assert other.exit_code == 1 and "✘ DISTINTO: no lleva la huella registrada" in other.stdout
    assert "compara el mazo con la lista registrada" in other.stdout


@pytest.mark.parametrize("cut", [1, 4, 8])
def test_a_fingerprint_is_never_matched_on_a_prefix(
    tmp_path: Path, cards: CardDB, cut: int
) -> None:
    from ydkcheck.decks.fingerprint import DIGITS, fingerprint

    recorded = fingerprint(read_deck(ROSE, cards), cards)
    result = run("compara", "--huella", recorded[:-cut], ROSE)
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert f"{DIGITS} caracteres" in line and "cópiala entera" in line


def test_the_decks_a_command_line_names(tmp_path: Path) -> None:
    one = run("compara", ROSE)
    assert one.exit_code == 2 and "falta el mazo presentado" in one.stderr
    two = run("compara", "--huella", "abcd", ROSE, ROSE)
    assert two.exit_code == 2 and "solo el mazo presentado" in two.stderr
    assert run("compara", ROSE, ROSE, "--ronda", "-1").exit_code == 2


def test_json_carries_infraction_penalty_and_fix(tmp_path: Path) -> None:
    document = json.loads(
        run("compare", ALBAZ, ALBAZ, "--output", "json", "--round", "2", "--judge", "J").stdout
    )
    assert document["schema"] == 2 and document["verdict"] == "same"
    assert document["passed"] is False and document["concluded"] is True
    assert document["policy"]["id"] == "kde-e-ipp-2.2" and document["policy"]["version"] == "2.2"
    assert document["policy"]["year"] == 2023
    assert document["infraction"] == {
        "id": "major", "name": "Deck/Deck List Error – Major", "short": "DE – Major"
    }  # fmt: skip
    assert document["penalty"]["name"] == "Game Loss"
    assert [f["situation"] for f in document["findings"]] == ["both-illegal"]
    actions = [step["action"] for step in document["fix"]["steps"]]
    assert actions == ["remove", "remove", "side-in", "list"]
    maxx = document["fix"]["steps"][1]
    assert (maxx["card"]["name"], maxx["section"], maxx["count"]) == ('Maxx "C"', "main", 3)
    assert maxx["lines"] == [18, 19, 20]
    side_in = document["fix"]["steps"][2]
    assert side_in["count"] == 4 and side_in["lacking"] is False
    assert document["fix"]["steps"][3]["counts"] == {"main": 40, "extra": 15, "side": 1}
    assert document["slip"].endswith(" – J") and "DE – Major – Game Loss" in document["slip"]
    assert document["registered"]["legal"] is False and document["presented"]["unread"] == []


def test_each_deck_names_its_player_and_two_players_are_said(tmp_path: Path) -> None:
    body = Path(ROSE).read_text(encoding="utf-8").split("\n", 1)[1]
    ana, bob = tmp_path / "ana.ydk", tmp_path / "bob.ydk"
    ana.write_text("#created by Ana García\n" + body, encoding="utf-8")
    bob.write_text("#created by Bob\n" + body, encoding="utf-8")
    # lines joined: the report wraps where its temporary folder's length puts the words
    text = " ".join(run("compara", str(ana), str(bob)).stdout.split())
    assert "Jugador: «Ana García»" in text and "Jugador: «Bob»" in text
    assert "Jugadores distintos" in text
    same = " ".join(run("compara", str(ana), str(ana)).stdout.split())
    assert "Jugador: «Ana García»" in same and "Jugadores distintos" not in same


def test_a_player_name_carries_no_control_character(tmp_path: Path, cards: CardDB) -> None:
    body = Path(ROSE).read_text(encoding="utf-8").split("\n", 1)[1]
    path = tmp_path / "evil.ydk"
    path.write_text("#created by \x1b[31mEvil\x1b[0m\x07\n" + body, encoding="utf-8")
    assert read_deck(str(path), cards).player == "[31mEvil[0m"
    written = run("convierte", str(path), "--a", "ydk").stdout
    assert "\x1b" not in written and "\x07" not in written


def test_a_card_misspelt_above_the_list_is_no_title_at_a_deck_check(
    tmp_path: Path, cards: CardDB
) -> None:
    """Before: two misspelt cards above the first heading were the list's title, and
    compara confirmed a deck without them (exit 0)."""
    listed = tmp_path / "registered.txt"
    body = spanish_list(ROSE, cards)
    listed.write_text("Caled by the Grave\nAsh Blosom and Joyus Spring\n" + body, "utf-8")
    result = run("compara", str(listed), ROSE)
    assert result.exit_code == 1 and "SIN CONFIRMAR: 2 líneas" in result.stdout
    said = " ".join(result.stdout.split())
    assert "es el nombre de Called by the Grave salvo una errata" in said
    titled = tmp_path / "titled.txt"
    honest = (
        "Rose Dragons de Naim, regional de Madrid",
        "Yubel Fiendsmith - Top 8",
        "Wolves in Goat’s Clothing – 40 cards",  # a real list's title (kperovic, 2005)
        "Deck notes line 5 about combos",  # "about" starts a word of one card's name only
        # a second review: a date was taken for a set code beside a card's name
        "Yubel Fiendsmith - TCG 2026-05",
        "Dark Magician Girl fan deck 2026-05",
        "Deck de Dragones",
    )
    for title in (*honest, "Regional de Madrid 2024 - 1st"):  # "1st" fits one card
        titled.write_text(f"{title}\n{body}", "utf-8")
        assert run("compara", str(titled), ROSE).exit_code == 0, title
    # the title's count is the list's: 42 written over these 40 cards, a line perhaps lost
    titled.write_text(f"Wolves in Goat’s Clothing – 42 cards\n{body}", "utf-8")
    assert run("compara", str(titled), ROSE).exit_code == 1


@pytest.mark.parametrize(
    "title",
    [
        "Ash Blossom\nAsh Blossom\nAsh Blossom",
        "Lonefire",
        "Flor de Ceniza",
        "Side: Ash Blossom",
        "Ash Blossom #1",
        "Ash Blossom, Lonefire",
        "Three Ash Blossom",
        "Tres Flor de Ceniza",
        "Ash Blossom x III",
        "Running Ash Blossom",
        "Ash Blossom tres copias",
        "Side: three Ash Blossom",
        "Tech: 3 Ash Blossom",  # a count in digits beside a name, whatever words around it
        "I play Ash Blossom x3 too",  # a shorthand among words of prose, beside its count
        "Siempre juego 3 Ash Blossom en el side",
        "Rose Dragons 3 Pots of Greed",  # plurals, and a count in a word of prose
        "Rose Dragons 3 Maxx Cs",
        "Rose Dragons + Triple Maxx C",
        "Rose Dragons 3 Forbidden Droplets",
        'Rose(3 Maxx "C")',  # a count and a name glued to signs, or a fullwidth digit
        'Rose#3 Maxx "C"',
        # a hostile review: a name decorated, or after "Por", was the list's title (exit 0)
        "Por Pot of Greed",
        "By **Pot of Greed** (OCG)",
        "Deck: (Ash Blossom & Joyous Spring) (alt art)",
        "# `Pot of Greed` (alt art)",
        "Deck de **Effect Veiler** - MACR-EN036 - Secret",  # a set code: a copy, as sold
        # a second review: HTML's tags, full-width brackets, "by" inside the line
        "Por <b>Pot of Greed</b>",
        "【Pot of Greed】 (OCG)",
        "Deck by **Pot of Greed**",
        "Hecho por Pot of Greed",
    ],
)
def test_a_card_named_above_the_list_is_no_title_at_a_deck_check(
    tmp_path: Path, cards: CardDB, title: str
) -> None:
    """Before: a shorthand that fits one card only ('Ash Blossom', three times) or a card's
    very name above the first heading was the list's title, and compara confirmed a deck
    without those copies (exit 0)."""
    listed = tmp_path / "registered.txt"
    listed.write_text(f"{title}\n{spanish_list(ROSE, cards)}", "utf-8")
    result = run("compara", str(listed), ROSE)
    lines = title.count("\n") + 1
    assert result.exit_code == 1 and f"SIN CONFIRMAR: {lines} línea" in result.stdout
    said = " ".join(result.stdout.split())
    # a note beside a card that writes copies of a card is a line not read as written
    assert "tomada como título de la lista, nombra" in said or "una nota junto a la carta" in said


@pytest.mark.parametrize(
    "title", ['Rose Maxx "C"x3', 'Rose ３ Maxx "C"', "I play Ash Blossom & Joyous Spring x3 too"]
)
def test_a_counted_line_above_the_list_is_a_line_to_confirm(
    tmp_path: Path, cards: CardDB, title: str
) -> None:
    """A count glued to a name ('Rose Maxx "C"x3'), or copies of a card among the words,
    make the line a card line, never the title: one the judge confirms."""
    listed = tmp_path / "registered.txt"
    listed.write_text(f"{title}\n{spanish_list(ROSE, cards)}", "utf-8")
    result = run("compara", str(listed), ROSE)
    assert result.exit_code == 1 and "SIN CONFIRMAR: 1 línea" in result.stdout
    assert "Confirmar con el jugador lo que dice la lista (línea 1)" in " ".join(
        result.stdout.split()
    )


def test_a_card_named_above_a_presented_text_list_is_a_line_to_confirm(
    tmp_path: Path, cards: CardDB
) -> None:
    """Before: titles were looked at on the registered list only, and a presented list
    headed "Ash Blossom" was the same deck as the .ydk (exit 0)."""
    presented = tmp_path / "presented.txt"
    presented.write_text(f"Ash Blossom\n{spanish_list(ROSE, cards)}", "utf-8")
    result = run("--lang", "en", "compara", ROSE, str(presented), "--salida", "json")
    document = json.loads(result.stdout)
    assert result.exit_code == 1 and document["verdict"] == "not-verified"
    assert document["presented"]["unread"] == [1]
    plain = tmp_path / "plain.txt"
    plain.write_text(f"Rose Dragons de Naim\n{spanish_list(ROSE, cards)}", "utf-8")
    assert run("compara", ROSE, str(plain)).exit_code == 0


def test_title_lines_past_the_few_a_title_takes_are_one_line_to_confirm(
    tmp_path: Path, cards: CardDB
) -> None:
    """Before: each title line cost a fuzzy search of every card name (20 ms), and a list of
    20,000 such lines, under the size limit, kept compara busy for minutes."""
    from ydkcheck.decks.titles import MOST_TITLE_LINES

    notes = "".join(f"Deck notes line {n} about combos\n" for n in range(400))
    listed = tmp_path / "registered.txt"
    listed.write_text(notes + spanish_list(ROSE, cards), "utf-8")
    result = run("--lang", "en", "compara", str(listed), ROSE)
    assert result.exit_code == 1 and "NOT CONFIRMED: 1 line" in result.stdout
    said = " ".join(result.stdout.split())
    assert f"line {MOST_TITLE_LINES + 1}: {400 - MOST_TITLE_LINES} lines from here on" in said
    few = "".join(f"Deck notes line {n} about combos\n" for n in range(MOST_TITLE_LINES))
    listed.write_text(few + spanish_list(ROSE, cards), "utf-8")
    assert run("compara", str(listed), ROSE).exit_code == 0


@pytest.mark.parametrize(
    ("layout", "says"),
    [
        ("no-headings", "syntax.no-headings"),  # its Extra Deck placed as simulators do
        ("no-headings, no Extra Deck", "syntax.no-headings-main"),
        ("deck-box", "syntax.labels-under"),
    ],
)
def test_a_list_read_by_a_guess_about_its_sections_is_never_confirmed(
    tmp_path: Path, cards: CardDB, layout: str, says: str
) -> None:
    """A list whose sections ydkcheck had to guess (no heading at all; two headings at the
    top and the labels under the cards) is confirmed by no comparison, even with the deck
    it reads as: the player's Side Deck may be where the guess put it or not."""
    deck = read_deck(ROSE, cards)

    def named(codes: tuple[int, ...]) -> list[str]:
        return [f"{n} {cards.get(code).name}" for code, n in Counter(codes).items()]  # type: ignore[union-attr]

    main, extra, side = named(deck.main), named(deck.extra), named(deck.side)
    if layout.startswith("no-headings"):  # the Side Deck after a blank line: in the Main
        extra = [] if "no Extra" in layout else extra
        text = "\n".join([*main, *extra, "", *side]) + "\n"
    else:
        text = (
            "\n".join(
                ["Main Deck", "Side Deck", *main, "Deck Total [40]", *side, "Side Deck [3]"]
                + [*extra, "Extra Deck [15]"]
            )
            + "\n"
        )
    listed = tmp_path / "registered.txt"
    listed.write_text(text, encoding="utf-8")
    assert says in {d.message_key for d in read_deck(str(listed), cards).warnings}
    as_read = tmp_path / "as-read.ydk"
    from ydkcheck.decks import to_ydk

    as_read.write_text(to_ydk(read_deck(str(listed), cards)), encoding="utf-8")
    result = run("compara", str(listed), str(as_read))
    assert result.exit_code == 1 and "SIN CONFIRMAR" in result.stdout
    # the finding sends the judge to the line's own reason: every card line reads as written
    said = " ".join(result.stdout.split())
    assert "o no nombra" not in said and "(el porqué, arriba, en" in said


def test_a_deck_of_the_lists_cards_with_a_passcode_the_list_forbids_is_no_pass(
    tmp_path: Path,
) -> None:
    """Before: EDOPro's pre-errata Performage Plushfire (7563589), which World 2024.07
    forbids apart from the card's own passcode (7563579), was the same deck as the legal
    list, nothing to correct, exit 0."""
    lines = Path(EXAMPLE_ROSE).read_text("utf-8").split("\n")
    # three cards World 2024.07 limits swapped for a Plushfire and cards it allows
    lines[14], lines[24], lines[27] = "7563579", "1845204", "53503015"
    listed = tmp_path / "listed.ydk"
    listed.write_text("\n".join(lines), "utf-8")
    assert run("valida", str(listed), "--lista", "world-2024-07").exit_code == 0
    presented = tmp_path / "presented.ydk"
    presented.write_text("\n".join(lines).replace("7563579", "7563589"), "utf-8")
    result = run(
        "--lang",
        "en",
        "compara",
        str(listed),
        str(presented),
        "--lista",
        "world-2024-07",
        "--salida",
        "json",
    )
    document = json.loads(result.stdout)
    assert result.exit_code == 1 and document["passed"] is False
    assert document["infraction"] is not None and document["fix"]["steps"]


def _with_main_total(text: str, written: int) -> str:
    return text.replace("Mazo Principal\n", f"Mazo Principal ({written})\n", 1)


def test_a_total_the_list_writes_that_its_cards_do_not_add_up_to_is_a_line_to_confirm(
    tmp_path: Path, cards: CardDB
) -> None:
    """Before: "Mazo Principal (39)" over 40 cards read was a warning compara passed over,
    and the deck was the same, nothing to correct: an arithmetic error, the commonest a
    deck list has, never reached the judge."""
    listed = tmp_path / "registered.txt"
    listed.write_text(_with_main_total(spanish_list(ROSE, cards), 39), "utf-8")
    result = run("--lang", "en", "compara", str(listed), ROSE)
    assert result.exit_code == 1 and "NOT CONFIRMED: 1 line" in result.stdout
    assert "line 1: the list writes 39 here, but 40 cards were read" in result.stdout
    listed.write_text(_with_main_total(spanish_list(ROSE, cards), 40), "utf-8")
    assert run("compara", str(listed), ROSE).exit_code == 0


def test_a_wrong_total_does_not_let_a_list_that_differs_from_the_deck_be_rewritten(
    tmp_path: Path, cards: CardDB
) -> None:
    """Found by a head judge's review: a list whose card lines differ from the deck was a
    Game Loss, but with a heading's total that did not add up it became "confirm with the
    player, correct the list": the player could rewrite it to the deck. The card lines are
    the list (the policy: a list handed in is not altered), and the deck is fixed to them."""
    names = spanish_names()
    rose, sangan = names[12213463], names[26202165]  # 3 White Rose Dragon in the Main Deck
    text = _with_main_total(spanish_list(ROSE, cards), 41)
    assert f"\n3 {rose}\n" in text
    listed = tmp_path / "registered.txt"
    listed.write_text(text.replace(f"\n3 {rose}\n", f"\n2 {rose}\n1 {sangan}\n"), "utf-8")
    result = run("compara", str(listed), ROSE, "--salida", "json")
    document = json.loads(result.stdout)
    assert document["infraction"]["id"] == "major", result.stdout
    assert document["fix"]["procedure"] == "deck-to-list"
    # the slip names the cards that differ (found by a head judge's review: "1 difference")
    assert f"Deck Principal: 1 × {sangan} de menos, 1 × {rose} de más" in document["slip"]


@pytest.mark.parametrize(("written", "confirmed"), [(40, True), (39, False)])
def test_a_total_is_checked_on_the_cards_a_shorthand_is_read_as(
    tmp_path: Path, cards: CardDB, written: int, confirmed: bool
) -> None:
    """Before: with "3 Ophrys Scorpio" for Predaplant Ophrys Scorpio, a right total (40) was
    said wrong (37 read before the shorthand was fitted), and a wrong one (39) went unsaid."""
    text = _with_main_total(spanish_list(ROSE, cards), written)
    full = spanish_names()[35272499]  # Predaplant Ophrys Scorpio, as the Spanish list writes it
    assert full in text
    listed = tmp_path / "registered.txt"
    listed.write_text(text.replace(full, "Ophrys Scorpio"), "utf-8")
    result = run("--lang", "en", "compara", str(listed), ROSE)
    said = " ".join(result.stdout.split())
    assert "'Ophrys Scorpio' reads as Predaplant Ophrys Scorpio" in said
    assert (result.exit_code == 0) is confirmed, result.stdout
    assert ("the list writes 39 here, but 40 cards were read" in said) is not confirmed
    assert "37 cards were read" not in said


def test_a_deck_s_errors_are_counted_as_valida_counts_them(tmp_path: Path, cards: CardDB) -> None:
    # "registrado ✘ ilegal (1 error)" where valida said 2 errors of the same file: the line
    # that names no card is an error too
    listed = tmp_path / "registered.txt"
    text = spanish_list(ROSE, cards).replace(
        "3 Dragón de la Rosa Blanca\n", "3 Dragon Rosa Blancaa\n"
    )
    listed.write_text(text, "utf-8")
    valida = json.loads(run("valida", "--salida", "json", str(listed)).stdout)["decks"][0]
    errors = sum(d["severity"] == "error" for d in valida["diagnostics"])
    assert errors == 2
    assert f"registrado ✘ ilegal ({errors} errores)" in run("compara", str(listed), ROSE).stdout


def test_a_list_whose_only_error_is_a_name_of_no_card_is_not_called_legal(
    tmp_path: Path, cards: CardDB
) -> None:
    listed = tmp_path / "registered.txt"
    listed.write_text(spanish_list(ROSE, cards) + "1 Zzyzx Qwerty Card\n", "utf-8")
    assert run("valida", str(listed)).exit_code == 1  # ILLEGAL: a name no card bears
    result = run("compara", str(listed), ROSE)
    assert "registrado ✘ ilegal (1 error)" in result.stdout and result.exit_code == 1


def test_a_number_shortened_on_the_list_is_read_as_its_card_and_shown(tmp_path: Path) -> None:
    """A list's "No. 39: Utopia" names Number 39: Utopia alone: the deck check reads it as
    that card, as the policy does, and shows the judge how it was read."""
    listed = tmp_path / "registered.txt"
    listed.write_text("Main Deck\n3 Sangan\nExtra Deck\n1 No. 39: Utopia\n", "utf-8")
    presented = tmp_path / "presented.txt"
    presented.write_text("Main Deck\n3 Sangan\nExtra Deck\n1 Number 39: Utopia\n", "utf-8")
    result = run("compara", str(listed), str(presented), "--lang", "en")
    said = " ".join(result.stdout.split())
    assert "SAME DECK" in said
    assert "line 4: 'No. 39: Utopia' reads as Number 39: Utopia, the only card it fits" in said
    moved = tmp_path / "moved.txt"
    moved.write_text("Main Deck\n3 Sangan\nSide Deck\n1 Number 39: Utopia\n", "utf-8")
    document = json.loads(run("compara", str(listed), str(moved), "--salida", "json").stdout)
    assert document["verdict"] == "different"
    (name,) = document["names"]
    assert (name["line"], name["status"], name["card"]["id"]) == (4, "shorthand", 84013237)


def test_a_check_between_games_takes_side_swaps_as_the_registered_deck(tmp_path: Path) -> None:
    """Found by a head judge's review: with no way to say which game it was, legal siding
    between games was a Game Loss, and the output never said it took the first game."""
    lines = Path(ROSE).read_text("utf-8").splitlines()
    main, side = lines.index("12213463"), lines.index("44887817", lines.index("!side"))
    lines[main], lines[side] = lines[side], lines[main]  # White Rose Dragon for Fertilizer
    sided = tmp_path / "sided.ydk"
    sided.write_text("\n".join(lines) + "\n", "utf-8")
    between = run("--lang", "en", "compara", ROSE, str(sided), "--game", "2", "--round", "3")
    assert between.exit_code == 0, between.stdout
    assert "SIDED: 1 Side Deck card swapped in" in between.stdout
    assert "game 2 of the match" in between.stdout
    first = run("--lang", "en", "compara", ROSE, str(sided), "--round", "3")
    said = " ".join(first.stdout.split())
    assert first.exit_code == 1 and "game not given: judged as a match's first game" in said
    assert "deck taken as presented to the opponent" in said
    assert run("compara", ROSE, str(sided), "--partida", "4").exit_code == 2


def test_a_penalty_not_yet_known_is_no_penalty_in_the_json(tmp_path: Path, cards: CardDB) -> None:
    """Found by a head judge's review: while the text said "Penalty: to be determined", the
    JSON gave a Warning as if decided."""
    listed = english_list(tmp_path, cards, "1 Terraforming\n", "1 Terraformnig Xyz\n")
    document = json.loads(run("compare", str(listed), ROSE, "--output", "json").stdout)
    assert document["concluded"] is False and document["infraction"]["id"] == "minor"
    assert document["penalty"] is None and document["slip"] is None


def test_the_slip_names_a_player_a_list_writes_never_a_simulator_user(
    tmp_path: Path, cards: CardDB
) -> None:
    """Found by a head judge's review: the slip, which asks for the player's full name, gave
    the .ydk's "#created by judge41", a simulator's user name."""
    body = Path(ROSE).read_text(encoding="utf-8").split("\n", 1)[1]
    created = tmp_path / "created.ydk"
    created.write_text("#created by judge41\n" + body.replace("12213463\n", "", 1), "utf-8")
    shown = run("compare", created.as_posix(), ROSE, "--output", "json", "--lang", "en")
    document = json.loads(shown.stdout)
    assert document["slip"].startswith("[player] – DE – Major")
    listed = english_list(tmp_path, cards)
    listed.write_text("Player: Ana García\n" + listed.read_text("utf-8"), "utf-8")
    shorter = tmp_path / "shorter.ydk"
    shorter.write_text("#created by judge41\n" + body.replace("12213463\n", "", 1), "utf-8")
    named = json.loads(run("compare", str(listed), str(shorter), "--output", "json").stdout)
    assert named["slip"].startswith("Ana García – DE – Major")


def test_a_game_after_the_first_before_round_1_is_refused() -> None:
    """Found re-checking the game of the match: "Before Round 1 · game 2" was accepted."""
    result = run("--lang", "en", "compara", ROSE, ROSE, "--round", "0", "--game", "2")
    assert result.exit_code == 2 and "no match has before Round 1" in result.stderr
    assert run("compara", ROSE, ROSE, "--ronda", "0", "--partida", "1").exit_code == 0


@pytest.mark.parametrize(
    ("title", "headers"),
    [
        ("1st", {}),
        ("Ryzeal", {}),
        ("12x", {}),
        # headers the simulators take as comments, or a carriage return alone ending each
        # line, which the simulators read as one line: a third review
        ("1st", {"#main": "# main", "#extra": "# extra"}),
        ("1st", {"#main": "#main\u00a0", "#extra": "#Extra Deck"}),
        ("1st", {"\n": "\r"}),
    ],
)
def test_a_ydk_piped_in_under_a_title_is_checked_as_the_simulators_load_it(
    tmp_path: Path, title: str, headers: dict[str, str]
) -> None:
    """A hostile review piped a ``.ydk`` whose ``!side`` was written ``#side`` (a comment to
    YGOPro and EDOPro: no Side Deck, its cards in the Main and Extra) under a line that made
    it a text list: read with a Side Deck of 15, it was SAME DECK as the list registered. A
    named ``.ydk`` said so; standard input has no name, so a line of a passcode alone tells."""
    registered = tmp_path / "registered.txt"
    registered.write_text(run("convierte", EXAMPLE_ROSE, "--a", "texto").stdout, "utf-8")
    ydk = f"{title}\n" + Path(EXAMPLE_ROSE).read_text("utf-8").replace("!side", "#side")
    for written, instead in headers.items():
        ydk = ydk.replace(written, instead)
    piped = ydk.encode()
    checked = run("--lang", "en", "compara", str(registered), "-", stdin=piped)
    assert checked.exit_code == 1 and "SAME DECK" not in checked.stdout
    validated = run("--lang", "en", "valida", "-", "--salida", "json", stdin=piped)
    (deck,) = json.loads(validated.stdout)["decks"]
    assert "ydk-load" in {problem["rule"] for problem in deck["diagnostics"]}
    honest = Path(EXAMPLE_ROSE).read_bytes()
    assert run("--lang", "en", "compara", str(registered), "-", stdin=honest).exit_code == 0
    # a text list of names under the headers the simulators write, piped in, is read as a
    # .txt is: no passcode for the simulators to load, no error
    names = registered.read_text("utf-8")
    simulators = {"Deck Principal": "#main", "Deck Extra": "#extra", "Side": "!side"}
    for heading, header in simulators.items():
        names = re.sub(rf"^{heading}.*$", header, names, flags=re.M)
    assert "\n#main\n" in f"\n{names}"
    piped_names = run("--lang", "en", "valida", "-", "--salida", "json", stdin=names.encode())
    (deck,) = json.loads(piped_names.stdout)["decks"]
    assert "ydk-load" not in {problem["rule"] for problem in deck["diagnostics"]}
