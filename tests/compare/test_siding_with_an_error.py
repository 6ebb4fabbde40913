"""``compara --partida 2``: a deck sided between games that also has a real error.

Found checking games after the first: with legal side swaps and one real error (a card on
neither section of the list, a copy missing), the verdict was right (DE – Major, Game Loss)
but the finding, the fix and the Match Result Slip took the swaps for differences too, and
told the player to undo them. Swaps between games are the player's right: they are matched
one for one and set apart, and only what is left is the error. Where which changes are the
swaps cannot be told (one card out of the Main Deck, two Side Deck cards of different names
in), every change is named, and the finding says why.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import DECKS, added, english, removed, run

from ydkcheck.cards import CardDB
from ydkcheck.compare import fix
from ydkcheck.compare.deck_check import DeckCheck, check_decks
from ydkcheck.compare.ruling import Circumstances
from ydkcheck.compare.wording import finding_text, slip_text
from ydkcheck.decks import Deck, read_deck
from ydkcheck.diagnostics import Section
from ydkcheck.validate import Validator

ROSE = DECKS / "Rose_Dragon.ydk"
WHITE_ROSE = 12213463  # 3 in the Main Deck
TERRAFORMING = 73628505  # 1 in the Main Deck
FERTILIZER = 44887817  # Miracle Fertilizer: the Side Deck's 3 cards
BOTTOMLESS = 29401950  # Bottomless Trap Hole: in no section of Rose Dragon
BLACK_ROSE = 73580471  # Black Rose Dragon: a Synchro Monster, 2 in the Extra Deck
MAIN, EXTRA, SIDE = Section.MAIN, Section.EXTRA, Section.SIDE
# what ``sided`` does: White Rose Dragon out of the Main Deck, a Fertilizer of the Side in
SWAPS = {
    (MAIN, WHITE_ROSE, -1),
    (MAIN, FERTILIZER, 1),
    (SIDE, WHITE_ROSE, 1),
    (SIDE, FERTILIZER, -1),
}


def check(
    listed: Deck, deck: Deck, cards: CardDB, validator: Validator, game: int | None = 2
) -> DeckCheck:
    """The deck check of ``deck`` against ``listed`` in Round 3, game ``game``."""
    return check_decks(listed, deck, cards, validator, Circumstances(round=3, game=game))


def sided(deck: Deck, out: int = WHITE_ROSE, into: int = FERTILIZER) -> Deck:
    """``deck`` with ``out`` swapped for a Side Deck copy of ``into``: legal between games."""
    return added(removed(added(removed(deck, out, MAIN), into, MAIN), into, SIDE), out, SIDE)


def situations(result: DeckCheck) -> list[str]:
    return [finding.situation.id for finding in result.ruling.findings]


def cards_of(result: DeckCheck, situation: str) -> set[tuple[Section, int, int]]:
    (finding,) = [f for f in result.ruling.findings if f.situation.id == situation]
    return {(placed.section, placed.identity, placed.copies) for placed in finding.cards}


def steps(result: DeckCheck) -> list[fix.Step]:
    return list(result.ruling.fix.steps)


def slip(result: DeckCheck) -> str:
    said = slip_text(result.ruling, None, "en", english)
    assert said is not None
    return said


def is_major(result: DeckCheck) -> bool:
    infraction = result.ruling.infraction
    return infraction is not None and infraction.id == "major" and not result.passed


def test_sided_and_a_card_on_neither_list_section_names_only_that_card(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    result = check(rose, added(sided(rose), BOTTOMLESS, MAIN), cards, validator)
    assert result.verdict == "different" and is_major(result)
    assert situations(result) == ["sided", "deck-differs"]
    assert cards_of(result, "sided") == SWAPS  # the swaps recognised as siding
    assert cards_of(result, "deck-differs") == {(MAIN, BOTTOMLESS, 1)}
    (remove,) = steps(result)  # the swaps are not undone
    assert isinstance(remove, fix.Remove)
    assert (remove.placed.section, remove.placed.identity, remove.placed.copies) == (
        MAIN,
        BOTTOMLESS,
        1,
    )
    said = slip(result)
    assert "Bottomless Trap Hole" in said
    assert "White Rose Dragon" not in said and "Miracle Fertilizer" not in said
    assert "besides the Side Deck swaps" in said


def test_sided_and_a_side_deck_copy_missing_names_only_that_copy(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    deck = removed(sided(rose), FERTILIZER, SIDE)  # Side Deck 2: legal, not the list's
    result = check(rose, deck, cards, validator)
    assert result.verdict == "different" and is_major(result)
    assert situations(result) == ["sided", "deck-differs"]
    assert cards_of(result, "deck-differs") == {(SIDE, FERTILIZER, -1)}
    moves = [s for s in steps(result) if isinstance(s, (fix.Add, fix.Move, fix.Remove))]
    assert [(type(s), s.placed.section, s.placed.identity) for s in moves] == [
        (fix.Add, SIDE, FERTILIZER)
    ]
    # if the player lacks the card, the list is corrected as registered: never to the swaps
    (listed,) = [s for s in steps(result) if isinstance(s, fix.ListFix)]
    assert [(c.section, c.identity, c.before, c.after) for c in listed.changes] == [
        (SIDE, FERTILIZER, 3, 2)
    ]
    said = slip(result)
    assert "1 × Miracle Fertilizer fewer" in said and "White Rose Dragon" not in said


def test_sided_and_a_main_deck_copy_missing_names_only_that_copy(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    deck = removed(sided(rose), TERRAFORMING, MAIN)  # Main Deck 39: illegal
    result = check(rose, deck, cards, validator)
    assert result.verdict == "different" and is_major(result)
    assert situations(result) == ["sided", "deck-illegal"]
    assert cards_of(result, "deck-illegal") == {(MAIN, TERRAFORMING, -1)}
    moves = [s for s in steps(result) if isinstance(s, (fix.Add, fix.Move, fix.Remove))]
    assert [(type(s), s.placed.section, s.placed.identity) for s in moves] == [
        (fix.Add, MAIN, TERRAFORMING)
    ]
    (listed,) = [s for s in steps(result) if isinstance(s, fix.ListFix)]
    assert [(c.identity, c.before, c.after) for c in listed.changes] == [(TERRAFORMING, 1, 0)]
    said = slip(result)
    assert "1 × Terraforming fewer" in said
    assert "White Rose Dragon" not in said and "Miracle Fertilizer" not in said


def test_sided_and_an_extra_deck_monster_in_the_main_deck_names_only_that_monster(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    deck = added(removed(sided(rose), BLACK_ROSE, EXTRA), BLACK_ROSE, MAIN)
    result = check(rose, deck, cards, validator)
    assert result.verdict == "different" and is_major(result)
    assert situations(result) == ["sided", "deck-illegal"]
    assert cards_of(result, "deck-illegal") == {(MAIN, BLACK_ROSE, 1), (EXTRA, BLACK_ROSE, -1)}
    (move,) = steps(result)
    assert isinstance(move, fix.Move)
    assert (move.source, move.placed.section, move.placed.identity) == (MAIN, EXTRA, BLACK_ROSE)
    said = slip(result)
    assert "Black Rose Dragon" in said and "White Rose Dragon" not in said


def test_an_extra_deck_monster_swapped_into_the_main_deck_is_no_swap(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """A Synchro Monster of the Side Deck cannot stand in the Main Deck: no swap brings it
    there, so with a legal swap beside it, which Main Deck card each replaced is unknown."""
    listed = added(rose, BLACK_ROSE, SIDE)
    deck = sided(sided(listed), TERRAFORMING, BLACK_ROSE)
    result = check(listed, deck, cards, validator)
    assert "sided" not in situations(result) and is_major(result)
    (finding,) = result.ruling.findings
    assert len(finding.cards) == len(result.facts.differences)  # every change named
    assert "cannot be told apart" in finding_text(finding, "en", english)


@pytest.mark.parametrize("out_of_main", [1, 2])
def test_changes_not_told_apart_from_the_swaps_are_all_named_and_said_so(
    rose: Deck, cards: CardDB, validator: Validator, out_of_main: int
) -> None:
    """One card out of the Main Deck and two Side Deck cards of different names in (or two
    out and one in): which is the swap is not known, so nothing is guessed."""
    listed = added(rose, BOTTOMLESS, SIDE)
    deck = sided(listed)
    if out_of_main == 1:  # Bottomless Trap Hole in as well: Main Deck 41, Side Deck 3
        deck = added(removed(deck, BOTTOMLESS, SIDE), BOTTOMLESS, MAIN)
    else:  # Terraforming out as well, into the Side Deck: Main Deck 39, Side Deck 5
        deck = added(removed(deck, TERRAFORMING, MAIN), TERRAFORMING, SIDE)
    result = check(listed, deck, cards, validator)
    assert result.verdict == "different" and is_major(result)
    assert "sided" not in situations(result)
    (finding,) = result.ruling.findings
    named = {(placed.section, placed.identity, placed.copies) for placed in finding.cards}
    every = {(d.section, d.identity, d.presented - d.registered) for d in result.facts.differences}
    assert named == every and named >= SWAPS
    for lang in ("en", "es"):
        said = finding_text(finding, lang, english)
        assert ("cannot be told apart" if lang == "en" else "no se puede distinguir") in said
    assert "cannot be told apart" in slip(result) and "White Rose Dragon" in slip(result)


def test_pure_siding_is_still_sided(rose: Deck, cards: CardDB, validator: Validator) -> None:
    for deck in (sided(rose), sided(sided(rose), TERRAFORMING)):
        result = check(rose, deck, cards, validator)
        assert result.verdict == "sided" and result.passed
        assert situations(result) == ["sided"] and steps(result) == []
    # several copies of one Side Deck card in: which copy was swapped does not matter
    twice = added(removed(sided(rose), FERTILIZER, SIDE), FERTILIZER, MAIN)
    result = check(rose, twice, cards, validator)
    assert situations(result) == ["sided", "deck-differs"] and is_major(result)
    assert cards_of(result, "deck-differs") == {(MAIN, FERTILIZER, 1), (SIDE, FERTILIZER, -1)}


def test_without_a_game_the_deck_is_judged_as_before(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """With no ``--partida`` (the first game) every change is the error, as it always was."""
    for game in (None, 1):
        result = check(rose, added(sided(rose), BOTTOMLESS, MAIN), cards, validator, game)
        assert situations(result) == ["deck-differs"] and is_major(result)
        assert cards_of(result, "deck-differs") == SWAPS | {(MAIN, BOTTOMLESS, 1)}
        (finding,) = result.ruling.findings
        said = finding_text(finding, "en", english)
        assert said.startswith("the deck does not match the list: Main Deck: 1 × Bottomless")
        assert "swaps" not in said
        pure = check(rose, sided(rose), cards, validator, game)
        assert situations(pure) == ["side-in-main"] and not pure.passed


def test_the_fix_of_a_sided_deck_names_the_presented_decks_lines(
    rose: Deck, cards: CardDB, validator: Validator, tmp_path: Path
) -> None:
    """The deck is judged as registered, its swaps undone, yet each copy keeps its line of
    the presented file: the card to take out is named where it stands."""
    lines = ROSE.read_text("utf-8").splitlines()
    main, side = lines.index(str(WHITE_ROSE)), lines.index(str(FERTILIZER), lines.index("!side"))
    lines[main], lines[side] = lines[side], lines[main]
    lines.insert(lines.index("#extra"), str(BOTTOMLESS))
    presented = tmp_path / "sided.ydk"
    presented.write_text("\n".join(lines) + "\n", "utf-8")
    result = check(rose, read_deck(str(presented), cards), cards, validator)
    (remove,) = steps(result)
    assert isinstance(remove, fix.Remove)
    assert remove.placed.lines == (lines.index(str(BOTTOMLESS)) + 1,)


def test_the_command_names_the_swaps_apart_from_the_error(tmp_path: Path) -> None:
    lines = ROSE.read_text("utf-8").splitlines()
    main, side = lines.index(str(WHITE_ROSE)), lines.index(str(FERTILIZER), lines.index("!side"))
    lines[main], lines[side] = lines[side], lines[main]
    lines.insert(lines.index("#extra"), str(BOTTOMLESS))
    presented = tmp_path / "sided.ydk"
    presented.write_text("\n".join(lines) + "\n", "utf-8")
    shown = run("--lang", "en", "compara", str(ROSE), str(presented), "--game", "2")
    said = " ".join(shown.stdout.split())
    assert shown.exit_code == 1
    assert "Side Deck cards swapped in between games (1 × Miracle Fertilizer)" in said
    fixed = said[said.index("Fix (pp. 21–22):") :]
    assert "Bottomless Trap Hole" in fixed
    assert "White Rose Dragon" not in fixed and "Miracle Fertilizer" not in fixed
