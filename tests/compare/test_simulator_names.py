"""A registered text list that writes a card by its name alone ("3 Sangan"), where the deck
plays a simulator's passcode of the card's text before its errata (EDOPro's 504700178): the
name does not say which text it means. Where the list does not judge the two apart, the deck
settles it, as it settles an ambiguous name; where it does (World 2024.07: 7563589 Forbidden,
7563579 Limited), the difference stands and the judge is told plainly.

Before: "3 Sangan" against an EDOPro .ydk of 3 × 504700178 was two differences, a Deck Error
– Major with a Game Loss, though nothing the list wrote said the player registered another
text than the one played.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run

from ydkcheck.cards import CardDB
from ydkcheck.compare.deck_check import DeckCheck, check_files
from ydkcheck.compare.ruling import Circumstances
from ydkcheck.decks import read_deck
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.decks.text_writer import to_text_decklist
from ydkcheck.lists.choose import select_banlist
from ydkcheck.validate import Validator

EXAMPLE_ROSE = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"
SANGAN, SANGAN_EDOPRO = 26202165, 504700178
PLUSHFIRE, PLUSHFIRE_EDOPRO = 7563579, 7563589
WORLD = "world-2024-07"  # 7563589 Forbidden, 7563579 Limited


def rose_lines() -> list[str]:
    """The example Rose Dragon .ydk, its Glow-Up Bulb (Forbidden in World 2024.07) swapped for
    a card the list allows (its Side Deck: 3 × Miracle Fertilizer, 44887817)."""
    lines = EXAMPLE_ROSE.read_text("utf-8").split("\n")
    lines[24], lines[27] = "1845204", "53503015"
    return lines


def ydk(tmp_path: Path, name: str, side: list[int]) -> Path:
    """Rose Dragon with ``side`` for its Side Deck, as a .ydk."""
    lines = [line for line in rose_lines() if line != "44887817"]
    at = lines.index("!side") + 1
    lines[at:at] = [str(code) for code in side]
    path = tmp_path / name
    path.write_text("\n".join(lines), "utf-8")
    return path


def text_list(tmp_path: Path, cards: CardDB, side: list[int], replace: str = "") -> Path:
    """The same deck as a text list, as ``convierte`` writes it ("3 Sangan"), ``replace``
    given as ``old=>new`` on its text."""
    text = to_text_decklist(read_deck(str(ydk(tmp_path, "as-listed.ydk", side)), cards), cards)
    if replace:
        old, new = replace.split("=>")
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / "registered.txt"
    path.write_text(text, "utf-8")
    return path


def checked(listed: Path, deck: Path, cards: CardDB, banlist: str = "tcg-2026-05") -> DeckCheck:
    selection = select_banlist(banlist, None)
    validator = Validator(selection.banlist, cards, selection.as_of)
    return check_files(str(listed), str(deck), cards, validator, Circumstances(round=3))


def test_the_reader_keeps_the_lines_that_write_such_a_card_by_its_name_alone(
    tmp_path: Path, cards: CardDB
) -> None:
    path = tmp_path / "list.txt"
    path.write_text(
        "Main Deck\n3 Sangan\n1 Sangan (26202165)\n2 26202165\n3 Ash Blossom & Joyous Spring\n"
        "Side Deck\n2 Performage Plushfire\n",
        "utf-8",
    )
    deck = read_deck(str(path), cards)
    assert deck.named_only == (2, 7)  # a passcode written says which: no name alone
    assert read_deck(str(ydk(tmp_path, "sangan.ydk", [SANGAN] * 3)), cards).named_only == ()


def test_a_name_the_deck_plays_the_simulators_passcode_of_is_the_same_deck(
    tmp_path: Path, cards: CardDB
) -> None:
    listed = text_list(tmp_path, cards, [SANGAN] * 3)
    played = ydk(tmp_path, "edopro.ydk", [SANGAN_EDOPRO] * 3)
    result = checked(listed, played, cards)
    assert result.verdict == "same" and result.passed
    assert result.comparison is not None and not result.comparison.differences
    assert result.ruling.infraction is None and not result.ruling.fix.steps
    (name,) = result.pre_errata
    assert (name.card.id, name.simulator.id, name.copies, name.apart) == (
        SANGAN,
        SANGAN_EDOPRO,
        3,
        False,
    )
    # the fingerprint is unchanged: the list's is the fingerprint of the list as read
    as_listed = read_deck(str(tmp_path / "as-listed.ydk"), cards)
    assert result.registered is not None
    assert result.registered.compared.fingerprint == fingerprint(as_listed, cards)
    assert result.registered.compared.fingerprint != result.presented.compared.fingerprint


def test_copies_of_both_passcodes_under_one_name_are_the_same_deck(
    tmp_path: Path, cards: CardDB
) -> None:
    listed = text_list(tmp_path, cards, [SANGAN] * 3)
    played = ydk(tmp_path, "edopro.ydk", [SANGAN, SANGAN_EDOPRO, SANGAN_EDOPRO])
    result = checked(listed, played, cards)
    assert result.verdict == "same" and result.passed
    assert [name.copies for name in result.pre_errata] == [2]


def test_a_copy_more_than_the_name_writes_is_still_a_difference(
    tmp_path: Path, cards: CardDB
) -> None:
    listed = text_list(tmp_path, cards, [SANGAN] * 2 + [44887817])
    played = ydk(tmp_path, "edopro.ydk", [SANGAN_EDOPRO] * 3)
    result = checked(listed, played, cards)
    assert result.verdict == "different" and not result.passed
    assert result.comparison is not None
    differs = {(d.identity, d.registered, d.presented) for d in result.comparison.differences}
    assert differs == {(44887817, 1, 0), (SANGAN_EDOPRO, 2, 3)}


def test_a_passcode_the_list_writes_says_which_and_stays_a_difference(
    tmp_path: Path, cards: CardDB
) -> None:
    listed = text_list(tmp_path, cards, [SANGAN] * 3, "3 Sangan\n=>3 Sangan (26202165)\n")
    played = ydk(tmp_path, "edopro.ydk", [SANGAN_EDOPRO] * 3)
    result = checked(listed, played, cards)
    assert result.verdict == "different" and not result.pre_errata
    assert result.ruling.infraction is not None and result.ruling.infraction.id == "major"


def test_two_ydk_files_are_different_cards_as_before(tmp_path: Path, cards: CardDB) -> None:
    listed = ydk(tmp_path, "registered.ydk", [SANGAN] * 3)
    played = ydk(tmp_path, "edopro.ydk", [SANGAN_EDOPRO] * 3)
    result = checked(listed, played, cards)
    assert result.verdict == "different" and not result.pre_errata
    assert result.comparison is not None and len(result.comparison.differences) == 2
    assert result.ruling.infraction is not None and result.ruling.infraction.id == "major"


@pytest.mark.parametrize("plushfire", [PLUSHFIRE, PLUSHFIRE_EDOPRO])
def test_a_list_that_judges_them_apart_keeps_the_difference_and_says_so(
    tmp_path: Path, cards: CardDB, plushfire: int
) -> None:
    """World 2024.07 forbids 7563589 and limits 7563579: "1 Performage Plushfire" cannot
    say which, and a Forbidden copy never passes as the registered legal card."""
    listed = text_list(tmp_path, cards, [PLUSHFIRE])
    played = ydk(tmp_path, "edopro.ydk", [plushfire])
    result = checked(listed, played, cards, WORLD)
    if plushfire == PLUSHFIRE:  # the card the name reads as: nothing to say
        assert result.verdict == "same" and result.passed and not result.pre_errata
        return
    assert result.verdict == "different" and not result.passed
    assert result.comparison is not None and len(result.comparison.differences) == 2
    assert result.ruling.infraction is not None and result.ruling.infraction.id == "major"
    assert not result.presented.legal and result.registered and result.registered.legal
    (name,) = result.pre_errata
    assert name.apart and name.allowed == (1, 0)


def test_the_check_says_what_it_read_in_both_languages_and_in_json(
    tmp_path: Path, cards: CardDB
) -> None:
    listed = str(text_list(tmp_path, cards, [SANGAN] * 3))
    played = str(ydk(tmp_path, "edopro.ydk", [SANGAN_EDOPRO] * 3))
    english = run("compare", listed, played, "--round", "3", "--lang", "en")
    assert english.exit_code == 0, english.stdout
    said = " ".join(english.stdout.split())
    assert "✔ SAME DECK" in said
    assert (
        "Sangan (26202165), written by its name alone, which also names Sangan (504700178), "
        "its text before its errata; the deck plays 3 × 504700178, which the list does not "
        "judge apart from the card: read as played"
    ) in said
    assert max(len(line) for line in english.stdout.splitlines()) <= 80
    spanish = " ".join(run("compara", listed, played, "--ronda", "3").stdout.split())
    assert "✔ MISMO MAZO" in spanish and "se lee como se jugó" in spanish
    document = json.loads(run("compare", listed, played, "--output", "json").stdout)
    assert document["verdict"] == "same" and document["differences"] == []
    (name,) = document["simulator_names"]
    assert name["card"]["id"] == SANGAN and name["simulator"]["id"] == SANGAN_EDOPRO
    assert name["apart"] is False and name["copies"] == 3 and name["section"] == "side"


def test_the_judge_is_told_plainly_where_the_list_judges_them_apart(
    tmp_path: Path, cards: CardDB
) -> None:
    listed = str(text_list(tmp_path, cards, [PLUSHFIRE]))
    played = str(ydk(tmp_path, "edopro.ydk", [PLUSHFIRE_EDOPRO]))
    english = run("compare", listed, played, "--banlist", WORLD, "--lang", "en")
    assert english.exit_code == 1
    said = " ".join(english.stdout.split())
    assert "the registration is ambiguous between two cards the list treats differently" in said
    assert "Performage Plushfire (7563579) (1 copy allowed)" in said
    assert "(0 copies allowed); the deck plays 1 × 7563589" in said
    assert "the name cannot say which, and the difference stands" in said
    assert "✘ DIFFERENT: 2 differences" in said
    assert max(len(line) for line in english.stdout.splitlines()) <= 80
    spanish = " ".join(run("compara", listed, played, "--lista", WORLD).stdout.split())
    assert "el registro es ambiguo entre dos cartas que la lista trata distinto" in spanish
    document = json.loads(
        run("compare", listed, played, "--banlist", WORLD, "--output", "json").stdout
    )
    (name,) = document["simulator_names"]
    assert name["apart"] is True and name["allowed"] == [1, 0]
    assert document["passed"] is False and document["infraction"]["id"] == "major"


@pytest.mark.parametrize(
    "written",
    [
        "3 Sangan (026202165)",  # as the card prints it, eight digits and a zero
        "3 026202165",
        "3 Sangan (\u0662\u0666\u0662\u0660\u0662\u0661\u0666\u0665)",  # Arabic-Indic digits
        "3 Sangan (2620 2165)",
    ],
)
def test_a_line_that_writes_a_number_is_never_settled_by_the_deck(
    tmp_path: Path, cards: CardDB, written: str
) -> None:
    """Only a line with no number but its count writes a card by its name alone: one that
    writes the passcode in any way says which, and stays a difference."""
    listed = text_list(tmp_path, cards, [SANGAN] * 3, f"3 Sangan\n=>{written}\n")
    played = ydk(tmp_path, "edopro.ydk", [SANGAN_EDOPRO] * 3)
    result = checked(listed, played, cards)
    assert not result.pre_errata and result.verdict != "same"
