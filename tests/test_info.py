"""``info`` as the deck sheet: cards by identity, their status on a list, points, types in
the user's language, the fingerprint, and the same as JSON."""

from __future__ import annotations

import json

import pytest
from helpers import DECKS, run

ALBAZ = str(DECKS / "AI_Albaz.ydk")


def test_each_card_shows_its_status_on_the_list_in_the_users_language():
    spanish = run("info", ALBAZ, "--lista", "tcg-2026-05").stdout
    assert '"C" Maxx' in spanish and "Prohibida" in spanish
    assert "Llamado por la Tumba" in spanish and "Limitada" in spanish
    assert "Monstruo · Fusión" in spanish
    english = run("--lang", "en", "info", ALBAZ, "--lista", "tcg-2026-05").stdout
    assert 'Maxx "C"' in english and "Forbidden" in english and "Monster · Fusion" in english
    assert "Prohibida" not in english


def test_info_exits_as_valida_does() -> None:
    """Before: info printed ILLEGAL and exited 0; every command that judges a deck exits 1
    for an illegal one."""
    illegal = run("info", ALBAZ, "--lista", "tcg-2026-05")
    assert "ILEGAL" in illegal.stdout and illegal.exit_code == 1
    assert run("valida", ALBAZ, "--lista", "tcg-2026-05").exit_code == 1
    assert run("info", str(DECKS / "Rose_Dragon.ydk"), "--lista", "tcg-2026-05").exit_code == 0


def test_the_sheet_fits_80_columns_and_carries_the_fingerprint():
    text = run("info", ALBAZ).stdout
    assert max(len(line) for line in text.splitlines()) <= 80
    (fingerprint,) = [line for line in text.splitlines() if line.startswith("Huella: ")]
    document = json.loads(run("valida", ALBAZ, "--salida", "json").stdout)
    assert fingerprint == f"Huella: {document['decks'][0]['fingerprint']}"


def test_artworks_and_cards_under_another_name_count_with_the_card_and_are_named(write_ydk):
    deck = str(write_ydk([22702055, 295517, 295517]))  # Umi, A Legendary Ocean ×2
    text = " ".join(run("--lang", "en", "info", deck).stdout.split())
    assert "3 Umi (2 × A Legendary Ocean," in text  # the name column wraps the rest
    assert "295517, counts as this card)" in text
    document = json.loads(run("info", deck, "--salida", "json").stdout)
    (umi,) = document["sections"]["main"]
    assert umi["id"] == 22702055 and umi["copies"] == 3
    assert umi["artworks"] == [{"id": 295517, "copies": 2, "relation": "treated-as"}]


@pytest.mark.parametrize(
    ("codes", "relation"),
    [
        ((46986414, 46986415), "artwork"),  # Dark Magician's other artwork
        ((26202165, 504700178), "simulator-text"),  # EDOPro's Sangan before its errata
        ((59750328, 59750325), "misprint"),  # a list's number for Card of Demise
    ],
)
def test_the_json_says_what_each_other_passcode_is(write_ydk, codes, relation) -> None:
    """What the text says of each other passcode, a script reads too."""
    document = json.loads(run("info", str(write_ydk(list(codes))), "--salida", "json").stdout)
    (card,) = document["sections"]["main"]
    assert card["artworks"] == [{"id": codes[1], "copies": 1, "relation": relation}]


def test_a_card_of_its_own_that_bears_the_name_is_no_artwork(write_ydk):
    """Found by a hostile review: the OCG's Normal Black Luster Soldier (10000100), a card
    of its own counted with the Ritual one, was shown as "another artwork" of it."""
    deck = str(write_ydk([5405694, 10000100]))
    text = " ".join(run("--lang", "en", "info", deck).stdout.split())
    assert "10000100, another artwork" not in text
    assert "Soldier, 10000100, counts as this card)" in text  # the name column wraps


def test_a_points_list_shows_each_cards_points_and_the_total():
    document = json.loads(
        run("info", ALBAZ, "--lista", "genesys-2026-08", "--salida", "json").stdout
    )
    cards = [card for section in document["sections"].values() for card in section]
    assert document["points"]["cap"] == 100
    assert document["points"]["total"] == sum(card["points"] * card["copies"] for card in cards)
    assert any(card["points"] for card in cards)


def test_the_json_sheet_is_versioned_and_names_cards_in_english_and_spanish():
    document = json.loads(run("info", ALBAZ, "--salida", "json").stdout)
    assert document["schema"] == 2 and document["legal"] is False
    assert document["counts"] == {"main": 40, "extra": 15, "side": 5}
    maxx = next(c for c in document["sections"]["main"] if c["id"] == 23434538)
    assert (maxx["name"], maxx["name_es"], maxx["status"]) == ('Maxx "C"', '"C" Maxx', "forbidden")
    assert (
        document["types"]["monster"] + document["types"]["spell"] + document["types"]["trap"] == 40
    )


@pytest.mark.parametrize("argv", [["--salida", "xml"], ["--nombres", "fr"], ["--fecha", "ayer"]])
def test_bad_options_are_one_line_and_exit_2(argv):
    result = run("info", ALBAZ, *argv)
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_section_s_count_is_the_format_s_a_skill_card_in_none(tmp_path) -> None:
    """Before, the Main Deck's table of a Speed Duel deck counted its Skill: "Main 20" in the
    header, "Main Deck (21)" over the table."""
    deck = tmp_path / "speed.ydk"
    main = ["46986414"] * 3 + ["55144522"] * 3 + ["12580477"] * 3 + ["26202165"] * 3
    main += ["83764718"] * 3 + ["44095762"] * 3 + ["14558127", "23434538"]
    deck.write_text("\n".join(["#main", "300201002", *main, "#extra", "!side"]) + "\n")
    lines = run("--lang", "en", "info", str(deck), "--lista", "speed").stdout.splitlines()
    assert "Main 20 · Extra 0 · Side 0" in lines and "Main Deck (20)" in lines


def test_an_unknown_passcode_shows_its_number(tmp_path) -> None:
    """'?' alone left a judge to find which line the data does not know."""
    path = tmp_path / "deck.ydk"
    path.write_text("#main\n99999999\n14558127\n#extra\n!side\n", "utf-8")
    assert "1  ? (unknown passcode 99999999)" in run("--lang", "en", "info", str(path)).stdout
    assert "1  ? (código desconocido 99999999)" in run("info", str(path)).stdout
