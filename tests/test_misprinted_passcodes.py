"""Numbers a list misprinted for a card, and an artwork the card data lacks.

Lists name a few passcodes no card has: EDOPro's Genesys lists give Card of Demise 40 points
as 59750325 (the card is 59750328), its Speed Duel lists whitelist Warrior Lady of the
Wasteland as 543849 (5438492). The list means the card, so its entry is the card's; but no
card has the number and no simulator loads one from it, so a deck holding it holds no card
there: an ``unknown-card`` error naming the card meant and its passcode, and another card at
a deck check. These were taken for simulators' passcodes of a text before its errata, which
they are not. 81480461, which the lists name for Barrel Dragon, is the card's other artwork
(the id YGOPRODeck gives it): the card itself, no warning.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import DECKS, SHARED_DATA, run

import ydkcheck
from ydkcheck.cards import CardDB
from ydkcheck.cards.data import misprinted_passcodes, simulator_passcodes
from ydkcheck.decks import read_deck
from ydkcheck.lists.choose import resolve
from ydkcheck.lists.collection import read_list
from ydkcheck.lists.files import load_banlist
from ydkcheck.validate import DeckResult, Validator

MISPRINTS = {
    59750325: 59750328,  # Card of Demise, in the Genesys lists of 2026
    20212494: 20212491,  # Stray Purrely Street, the same
    28302858: 29302858,  # Vanquish Soul Razen, the same
    543849: 5438492,  # Warrior Lady of the Wasteland, in the Speed Duel lists of 2022-2023
    553756843: 55375684,  # Summon Cloud and its count, 3, in the Speed Duel list of 2023.04
}
BARREL_DRAGON, BARREL_DRAGON_ARTWORK = 81480460, 81480461
ASH = 14558127  # no Speed Duel card
QLIPHORT = DECKS / "historical" / "AI_Qliphort.ydk"  # plays 2 Card of Demise, 59750328


def _check(path: Path, cards: CardDB, list_id: str = "tcg-2026-05") -> DeckResult:
    return Validator(read_list(resolve(list_id)), cards).check(read_deck(str(path), cards))


def test_the_table_tells_misprints_and_an_artwork_from_simulators_passcodes() -> None:
    assert misprinted_passcodes() == MISPRINTS
    assert not simulator_passcodes() & {*MISPRINTS, BARREL_DRAGON_ARTWORK}


@pytest.mark.parametrize(("misprint", "card"), sorted(MISPRINTS.items()))
def test_a_deck_holding_a_misprint_holds_no_card_and_is_told_which_was_meant(
    misprint: int, card: int, write_ydk: Callable[..., Path], cards: CardDB
) -> None:
    result = _check(write_ydk([misprint]), cards)
    found = [(d.rule, d.line, d.params.get("card")) for d in result.diagnostics if d.line]
    # lines 1 and 2 are "#created by test" and "#main"; no simulator-text
    assert found == [("unknown-card", 3, card)]
    assert not result.legal


def test_the_error_says_the_card_meant_in_both_languages(write_ydk: Callable[..., Path]) -> None:
    path = write_ydk([59750325])
    english = " ".join(run("--lang", "en", "valida", str(path)).stdout.split())
    assert "59750325 is no card's passcode: lists wrote it by mistake for Card of Demise" in english
    assert "(59750328), and simulators load no card from it; write 59750328" in english
    spanish = " ".join(run("valida", str(path)).stdout.split())
    assert "59750325 no es el código de ninguna carta" in spanish
    assert "en vez de Carta de la Muerte (59750328)" in spanish
    done = run("--lang", "en", "valida", "--salida", "json", str(path))
    [found] = [d for d in json.loads(done.stdout)["decks"][0]["diagnostics"] if d["line"]]
    assert found["rule"] == "unknown-card" and found["card"]["id"] == 59750325
    assert found["card"]["name"] == "Card of Demise" and done.exit_code == 1


def test_info_says_a_misprint_is_no_card(write_ydk: Callable[..., Path]) -> None:
    shown = run("--lang", "en", "info", str(write_ydk([59750325]))).stdout
    assert "Card of Demise (1 × 59750325, a" in shown  # the table wraps it at 80 columns
    assert "list's misprint: no card, no" in shown and "another artwork" not in shown


def test_a_misprint_is_another_deck_at_a_check(tmp_path: Path, cards: CardDB) -> None:
    """A deck check does not take two copies loading nothing for the registered card."""
    text = QLIPHORT.read_text("utf-8").replace("59750328", "59750325")
    presented = tmp_path / "presented.ydk"
    presented.write_text(text, "utf-8")
    assert _check(presented, cards).fingerprint != _check(QLIPHORT, cards).fingerprint
    done = run("--lang", "en", "compara", str(QLIPHORT), str(presented))
    shown = " ".join(done.stdout.split())
    assert "0 → 2 Card of Demise (59750325)" in shown and "SAME DECK" not in shown


def test_the_lists_misprint_still_names_the_card(
    tmp_path: Path, write_ydk: Callable[..., Path], cards: CardDB
) -> None:
    """The list's entry is the card's: the Speed Duel whitelist allows Warrior Lady of the
    Wasteland, and a Genesys list of the user's gives Card of Demise its points."""
    whitelisted = _check(write_ydk([5438492]), cards, "speed-2023-03")
    assert not [d for d in whitelisted.diagnostics if d.card_id == 5438492]
    outside = _check(write_ydk([ASH], name="other.ydk"), cards, "speed-2023-03")
    assert [d for d in outside.diagnostics if d.card_id == ASH]  # what a card left out gets
    genesys = tmp_path / "mine.lflist.conf"
    genesys.write_text("!Mine\n$genesys\n59750325 40 -- Card of Demise\n", "utf-8")
    deck = read_deck(str(write_ydk([59750328])), cards)
    points = Validator(load_banlist(str(genesys)), cards).check(deck).points
    assert points == 40


@pytest.mark.parametrize("name", ["Card of Demise", "Carta de la Muerte"])
def test_a_text_list_naming_the_card_reads_its_real_passcode(
    name: str, tmp_path: Path, cards: CardDB
) -> None:
    listed = tmp_path / "list.txt"
    listed.write_text(f"Main Deck\n1 {name}\n", "utf-8")
    deck = read_deck(str(listed), cards)
    assert deck.main == (59750328,)


def test_barrel_dragons_other_artwork_is_the_card(
    write_ydk: Callable[..., Path], cards: CardDB
) -> None:
    artwork = _check(write_ydk([BARREL_DRAGON_ARTWORK]), cards)
    card = _check(write_ydk([BARREL_DRAGON], name="card.ydk"), cards)
    assert [d.rule for d in artwork.diagnostics] == [d.rule for d in card.diagnostics]
    assert artwork.fingerprint == card.fingerprint
    path = write_ydk([BARREL_DRAGON_ARTWORK], name="shown.ydk")
    shown = run("--lang", "en", "info", str(path)).stdout
    assert "Barrel Dragon (1 × 81480461," in shown and "another artwork)" in shown


@pytest.mark.shared_data
def test_the_shipped_table_is_the_one_its_builder_writes(tmp_path: Path) -> None:
    """The kinds are the builder's, from the lists themselves: a count run into a passcode
    (553756843, Summon Cloud and 3) is a misprint, though nine digits from 5."""
    builder = Path(__file__).parents[1] / "tools" / "build_extra_passcodes.py"
    command = [sys.executable, str(builder), "--data", str(SHARED_DATA), "--out", str(tmp_path)]
    subprocess.run(command, check=True, capture_output=True)
    shipped = Path(ydkcheck.__file__).parent / "data" / "extra-passcodes.tsv"
    assert (tmp_path / "extra-passcodes.tsv").read_bytes() == shipped.read_bytes()


def test_a_misprint_is_no_copy_of_the_card_it_was_meant_for(
    write_ydk: Callable[..., Path], cards: CardDB
) -> None:
    """Three copies and the misprint: the card's three, and the misprint said apart (not
    'counting 20212494 as the same card', which would call it a copy and no card at once)."""
    path = write_ydk([20212491, 20212491, 20212491, 20212494])
    result = _check(path, cards)
    assert [d.rule for d in result.diagnostics if d.line] == ["unknown-card"]
    over = _check(write_ydk([59750328, 59750325], name="limited.ydk"), cards)
    assert "limited" not in [d.rule for d in over.diagnostics]  # Card of Demise: 1 copy
    shown = run("--lang", "en", "info", str(path)).stdout
    assert "       3  Stray Purrely Street (1 ×" in shown and "0 monsters, 3 spells" in shown


def test_a_check_concludes_on_a_misprint_and_asks_for_no_update(tmp_path: Path) -> None:
    registered = tmp_path / "registered.ydk"
    registered.write_text(QLIPHORT.read_text("utf-8").replace("59750328", "59750325"), "utf-8")
    for pair in ((QLIPHORT, registered), (registered, QLIPHORT)):
        shown = " ".join(run("--lang", "en", "compara", *map(str, pair)).stdout.split())
        assert "✘ DIFFERENT" in shown and "NOT CONFIRMED" not in shown
        assert "update" not in shown


def test_a_side_plan_naming_a_misprint_names_no_card(tmp_path: Path, cards: CardDB) -> None:
    from ydkcheck.side_plan.check import check_plan
    from ydkcheck.side_plan.spec import load_plan

    text = "rivales:\n  X:\n    entran: {59750325: 1}\n    salen: {25311006: 1}\n"
    ryzeal = Path(__file__).parents[1] / "examples" / "side-plan" / "ryzeal.ydk"
    plan = check_plan(read_deck(str(ryzeal), cards), load_plan("plan.yaml", text), cards)
    (matchup,) = plan.matchups
    assert [(d.rule, d.line, d.params.get("card")) for d in matchup.diagnostics] == [
        ("unknown-card", 3, 59750328)
    ]


def test_simula_deals_a_misprint_as_no_card(write_ydk: Callable[..., Path], cards: CardDB) -> None:
    from ydkcheck.goldfish.inputs import main_cards

    deck = read_deck(str(write_ydk([59750325, 59750328])), cards)
    assert [(card.name, card.copies) for card in main_cards(deck, cards)] == [
        ("#59750325", 1),
        ("Card of Demise", 1),
    ]


def test_a_shown_list_gives_the_card_passcode_beside_its_misprint() -> None:
    """No one copies the misprint from ``listas muestra`` into a deck."""
    english = run("--lang", "en", "listas", "muestra", "speed-2023-03").stdout
    assert "543849  Warrior Lady of the Wasteland (the list's misprint of 5438492)" in english
    spanish = run("listas", "muestra", "speed-2023-03").stdout
    assert "543849  Dama Guerrera del Páramo (la lista escribió mal el 5438492)" in spanish
