"""``compara --partida 2``: the headline and the sided finding say what is true of the deck.

Found checking games after the first. With legal side swaps set apart and one real error
left (Bottomless Trap Hole), the headline still counted every difference ("✘ DIFFERENT: 5
differences") while the findings said only one was the error: it now counts what is left
besides the swaps. And the sided finding said "the Side Deck's count kept" even where the
Side Deck had lost a card (two Fertilizer in for one White Rose Dragon, Side Deck 3 → 2): it
says so only where it is true, and names both counts where it is not. Such a deck stays a
Major: a Side Deck that lost a card is no side-decking.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import DECKS, added, english, removed, run

from ydkcheck.cards import CardDB
from ydkcheck.compare.deck_check import DeckCheck, check_decks
from ydkcheck.compare.report import to_text
from ydkcheck.compare.ruling import Circumstances, Finding
from ydkcheck.compare.wording import finding_text
from ydkcheck.decks import Deck
from ydkcheck.diagnostics import Section
from ydkcheck.validate import Validator

ROSE = DECKS / "Rose_Dragon.ydk"  # Main Deck 40, Side Deck 3 × Miracle Fertilizer
WHITE_ROSE = 12213463  # 3 in the Main Deck
FERTILIZER = 44887817  # Miracle Fertilizer: the Side Deck's 3 cards
BOTTOMLESS = 29401950  # Bottomless Trap Hole: in no section of Rose Dragon
TERRAFORMING = 73628505  # 1 in the Main Deck
MAIN, SIDE = Section.MAIN, Section.SIDE
KEPT = {"en": "the Side Deck's count kept", "es": "con el mismo número de cartas en el Side"}
NOT_KEPT = {
    "en": "the Side Deck's count was not kept (list 3, deck 2)",
    "es": "el Side Deck no tiene el mismo número de cartas (lista 3, mazo 2)",
}


def check(listed: Deck, deck: Deck, cards: CardDB, validator: Validator) -> DeckCheck:
    """The deck check of ``deck`` against ``listed`` in Round 3, game 2."""
    return check_decks(listed, deck, cards, validator, Circumstances(round=3, game=2))


def sided(deck: Deck) -> Deck:
    """``deck`` with a White Rose Dragon swapped for a Side Deck Fertilizer: legal siding."""
    out = added(removed(deck, WHITE_ROSE, MAIN), FERTILIZER, MAIN)
    return added(removed(out, FERTILIZER, SIDE), WHITE_ROSE, SIDE)


def two_in(deck: Deck) -> Deck:
    """Two Fertilizer in for one White Rose Dragon: Main Deck 41, Side Deck 2."""
    return added(removed(sided(deck), FERTILIZER, SIDE), FERTILIZER, MAIN)


def swap_and_missing_side(deck: Deck) -> Deck:
    """A legal swap, and a Side Deck Fertilizer gone: Main Deck 40, Side Deck 2."""
    return removed(sided(deck), FERTILIZER, SIDE)


def headline(result: DeckCheck, lang: str) -> str:
    text = to_text(result, lang, english)
    return next(line for line in text.splitlines() if line.startswith(("✘", "✔")))


def sided_finding(result: DeckCheck) -> Finding:
    (finding,) = [f for f in result.ruling.findings if f.situation.id == "sided"]
    return finding


def is_major(result: DeckCheck) -> bool:
    infraction = result.ruling.infraction
    return infraction is not None and infraction.id == "major" and not result.passed


def test_the_headline_counts_what_is_left_besides_the_swaps(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    result = check(rose, added(sided(rose), BOTTOMLESS, MAIN), cards, validator)
    assert result.comparison is not None and len(result.comparison.differences) == 5
    left = result.left
    assert left is not None
    assert [(d.section, d.identity) for d in left] == [(MAIN, BOTTOMLESS)]
    assert headline(result, "en") == "✘ DIFFERENT: 1 difference besides the side swaps"
    assert headline(result, "es") == "✘ DISTINTO: 1 diferencia aparte de los cambios de banquillo"
    assert result.verdict == "different" and is_major(result)


def test_the_headline_counts_every_difference_where_no_swap_is_set_apart(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    result = check(rose, added(rose, BOTTOMLESS, MAIN), cards, validator)  # no swap
    assert result.left is None
    assert headline(result, "en") == "✘ DIFFERENT: 1 difference"
    listed = added(rose, BOTTOMLESS, SIDE)  # swaps that cannot be told apart: none set apart
    unsorted = added(removed(sided(listed), BOTTOMLESS, SIDE), BOTTOMLESS, MAIN)
    result = check(listed, unsorted, cards, validator)
    assert result.left is None and result.comparison is not None
    count = len(result.comparison.differences)
    assert headline(result, "en") == f"✘ DIFFERENT: {count} differences"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_pure_siding_still_says_the_count_kept(
    rose: Deck, cards: CardDB, validator: Validator, lang: str
) -> None:
    result = check(rose, sided(rose), cards, validator)
    assert result.verdict == "sided" and result.passed and result.left is None
    said = " ".join(finding_text(sided_finding(result), lang, english).split())
    assert KEPT[lang] in said and NOT_KEPT[lang] not in said


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("build", [two_in, swap_and_missing_side])
def test_a_side_deck_that_lost_a_card_is_not_said_to_keep_its_count(
    rose: Deck, cards: CardDB, validator: Validator, lang: str, build: Callable[[Deck], Deck]
) -> None:
    deck = build(rose)
    assert len(deck.side) == 2
    result = check(rose, deck, cards, validator)
    said = " ".join(finding_text(sided_finding(result), lang, english).split())
    assert KEPT[lang] not in said
    assert NOT_KEPT[lang] in said
    # not legal siding by itself: the Side Deck copy missing is the error
    assert result.verdict == "different" and is_major(result)
    left = result.left
    assert left is not None and (SIDE, FERTILIZER) in {(d.section, d.identity) for d in left}


def test_the_main_deck_growing_does_not_unsay_the_side_decks_count(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """A card more in the Main Deck leaves the Side Deck's count as it was: said so."""
    result = check(rose, added(sided(rose), TERRAFORMING, MAIN), cards, validator)
    said = finding_text(sided_finding(result), "en", english)
    assert sided_finding(result).side_counts is None
    assert KEPT["en"] in " ".join(said.split())


def test_the_command_and_its_json(tmp_path: Path) -> None:
    lines = ROSE.read_text("utf-8").splitlines()
    side_at = lines.index("!side")
    fertilizer = lines.index(str(FERTILIZER), side_at)
    lines[lines.index(str(WHITE_ROSE))] = str(FERTILIZER)  # one in for one out
    lines[fertilizer] = str(WHITE_ROSE)
    lines.insert(lines.index("#extra"), str(FERTILIZER))  # a second one in
    del lines[lines.index(str(FERTILIZER), side_at)]  # from the Side Deck: 3 → 2
    presented = tmp_path / "twoin.ydk"
    presented.write_text("\n".join(lines) + "\n", "utf-8")
    shown = run("--lang", "en", "compara", str(ROSE), str(presented), "--game", "2")
    said = " ".join(shown.stdout.split())
    assert shown.exit_code == 1
    assert "✘ DIFFERENT: 2 differences besides the side swaps" in said
    assert KEPT["en"] not in said and NOT_KEPT["en"] in said
    shown = run(
        "--lang", "en", "compara", str(ROSE), str(presented), "--game", "2", "--output", "json"
    )
    document = json.loads(shown.stdout)
    assert document["verdict"] == "different" and document["passed"] is False
    assert len(document["differences"]) == 4  # registered → presented, as the text lists them
    sided_json, differs = document["findings"]
    assert sided_json["situation"] == "sided" and NOT_KEPT["en"] in sided_json["message"]
    assert differs["situation"] == "deck-differs"
    assert document["infraction"]["id"] == "major"
