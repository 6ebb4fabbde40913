"""A simulator's passcode of a card's text before its errata (EDOPro's 16226796 for Night
Assailant) counts as its card, but the simulator loading it plays the old text: a format that
plays today's texts warns at its first copy (``simulator-text``), naming the card, and the
verdict and the fingerprint stay as they were. Formats that play old texts on purpose (GOAT,
Edison, HAT, TOSS, YGOPro 2011-2013, World) and a list naming the passcode itself say nothing;
a real passcode never warns."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import run

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.diagnostics import Severity
from ydkcheck.lists.choose import resolve
from ydkcheck.lists.collection import read_list
from ydkcheck.lists.families import FAMILIES
from ydkcheck.lists.files import load_banlist
from ydkcheck.rules import RULES
from ydkcheck.rules.simulator_text import OLD_TEXT_FAMILIES
from ydkcheck.validate import DeckResult, Validator

NIGHT_ASSAILANT, NIGHT_ASSAILANT_OLD = 16226786, 16226796
SANGAN, SANGAN_OLD = 26202165, 504700178
PLUSHFIRE_OLD = 7563589  # World 2024.07 forbids it, and limits 7563579
ASH = 14558127


def _check(tmp_path: Path, list_id: str, cards: CardDB, *codes: int) -> DeckResult:
    path = tmp_path / "deck.ydk"
    path.write_text("\n".join(["#main", *map(str, codes), "#extra", "!side", ""]), "utf-8")
    return Validator(read_list(resolve(list_id)), cards).check(read_deck(str(path), cards))


def _warned(result: DeckResult) -> list[tuple[int | None, int | None, Severity]]:
    return [
        (d.card_id, d.line, d.severity) for d in result.diagnostics if d.rule == "simulator-text"
    ]


@pytest.mark.parametrize(
    "list_id",
    [
        "tcg-2026-05",
        "traditional-2026-05",
        "speed-2025-07",
        "genesys-2026-08",
        "md-2024-11-07",
        "ocg-2026-07",
        "ocg-kr-2021-10",
        "ocg-ae-2026-07",
    ],
)
def test_a_simulators_old_text_warns_where_todays_texts_are_played(
    list_id: str, tmp_path: Path, cards: CardDB
) -> None:
    result = _check(tmp_path, list_id, cards, ASH, *[NIGHT_ASSAILANT_OLD] * 3)
    # one warning, at the first copy's line (line 1 is "#main")
    assert _warned(result) == [(NIGHT_ASSAILANT_OLD, 3, Severity.WARNING)]


def test_the_warning_changes_neither_verdict_nor_fingerprint(tmp_path: Path, cards: CardDB) -> None:
    codes = [ASH, *[NIGHT_ASSAILANT_OLD] * 3]
    warned = _check(tmp_path, "tcg-2026-05", cards, *codes)
    path = tmp_path / "deck.ydk"
    unwarned = Validator(read_list(resolve("tcg-2026-05")), cards, ignore=["simulator-text"]).check(
        read_deck(str(path), cards)
    )
    assert _warned(unwarned) == []
    assert warned.legal == unwarned.legal
    assert warned.fingerprint == unwarned.fingerprint
    assert [d for d in warned.diagnostics if d.rule != "simulator-text"] == list(
        unwarned.diagnostics
    )


def test_a_real_passcode_never_warns(tmp_path: Path, cards: CardDB) -> None:
    for list_id in ("tcg-2026-05", "goat-2005-04"):
        result = _check(tmp_path, list_id, cards, NIGHT_ASSAILANT, SANGAN)
        assert _warned(result) == []


@pytest.mark.parametrize(
    ("list_id", "code"),
    [
        ("goat-2005-04", SANGAN_OLD),  # its whitelist names it
        ("edison-2010-03", SANGAN_OLD),
        ("hat-2014-04", SANGAN_OLD),
        ("legacy-2013-03", NIGHT_ASSAILANT_OLD),
        ("world-2026-05", NIGHT_ASSAILANT_OLD),  # a World list that does not name it
        ("world-2024-07", PLUSHFIRE_OLD),  # judged by the list: Forbidden
    ],
)
def test_formats_of_old_texts_say_nothing(
    list_id: str, code: int, tmp_path: Path, cards: CardDB
) -> None:
    assert _warned(_check(tmp_path, list_id, cards, code)) == []


def test_a_list_of_the_users_warns_unless_it_names_the_passcode(
    tmp_path: Path, cards: CardDB
) -> None:
    deck_path = tmp_path / "deck.ydk"
    deck_path.write_text(f"#main\n{NIGHT_ASSAILANT_OLD}\n#extra\n!side\n", "utf-8")
    deck = read_deck(str(deck_path), cards)
    silent = tmp_path / "mine.lflist.conf"
    silent.write_text(f"!My list\n{ASH} 1 --Ash\n", "utf-8")
    naming = tmp_path / "named.lflist.conf"
    naming.write_text(f"!My list\n{NIGHT_ASSAILANT_OLD} 3 --Night Assailant\n", "utf-8")
    warned = Validator(load_banlist(str(silent)), cards).check(deck)
    assert _warned(warned) == [(NIGHT_ASSAILANT_OLD, 2, Severity.WARNING)]
    named = Validator(load_banlist(str(naming)), cards).check(deck)
    assert _warned(named) == []


def test_every_old_text_family_is_a_family_and_the_rule_a_warning() -> None:
    assert set(FAMILIES) >= OLD_TEXT_FAMILIES
    assert RULES["simulator-text"] is Severity.WARNING


def test_the_warning_names_the_card_in_both_languages(tmp_path: Path) -> None:
    path = tmp_path / "deck.ydk"
    path.write_text(f"#main\n{NIGHT_ASSAILANT_OLD}\n#extra\n!side\n", "utf-8")
    english = run("--lang", "en", "valida", str(path), "--lista", "tcg-2026-05")
    text = " ".join(english.stdout.split())
    assert "simulator-text Night Assailant with passcode 16226796" in text
    assert "plays its text before its errata, not today's text, which TCG 2026.05 plays" in text
    spanish = " ".join(run("valida", str(path), "--lista", "tcg-2026-05").stdout.split())
    assert "con el código 16226796, solo de simulador" in spanish
    assert "su texto de antes de su errata" in spanish
