"""``compare.names``: the cards a name written on a list fits, as Konami's policy reads
shorthand (allowed only where it names one card)."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.compare.names import fits, fitting_cards, listed_names, words
from ydkcheck.decks.text import parse_text_decklist
from ydkcheck.diagnostics import Section


def test_words_fold_case_accents_punctuation_and_connectives() -> None:
    assert words("Flor de Ceniza & Primavera Feliz") == (
        "flor",
        "de",
        "ceniza",
        "primavera",
        "feliz",
    )
    assert words("Maxx “C”") == words('maxx "c"') == ("maxx", "c")
    assert words("Droll and Lock Bird") == words("Droll & Lock Bird")


@pytest.mark.parametrize(
    ("written", "name", "expected"),
    [
        ("Imperm", "Infinite Impermanence", True),  # the last word cut short
        ("Black Luster Soldier", "Black Luster Soldier - Envoy of the Beginning", True),
        ("Soldier Black", "Black Luster Soldier", False),  # out of order
        ("Imper Infinite", "Infinite Impermanence", False),
        ("Bottom Trap", "Bottomless Trap Hole", False),  # only the last word may be cut
        ("", "Raigeki", False),
    ],
)
def test_a_name_fits_a_card_by_its_words_in_order(written: str, name: str, expected: bool) -> None:
    assert fits(words(written), words(name)) is expected


def test_shorthand_that_fits_several_cards(cards: CardDB) -> None:
    bottomless = [card.name for card in fitting_cards("Bottomless", cards)]
    assert bottomless == ["Bottomless Shifting Sand", "Bottomless Trap Hole"]
    stardust = [card.name for card in fitting_cards("Stardust", cards)]
    assert "Stardust Dragon" in stardust and len(stardust) > 10
    assert all(card.is_playable for card in fitting_cards("Mirror", cards))  # no tokens


def test_shorthand_that_fits_one_card_in_either_language(cards: CardDB) -> None:
    assert [card.id for card in fitting_cards("Ash Blossom", cards)] == [14558127]
    assert [card.id for card in fitting_cards("Flor de Ceniza", cards)] == [14558127]
    assert fitting_cards("Ash Blosom", cards) == ()  # a misspelling fits nothing


def test_a_lists_unmatched_lines_with_their_section_copies_and_candidates(cards: CardDB) -> None:
    text = "Main Deck\n2 Bottomless\n3 Ash Blossom\nSide Deck\n1 Ash Blosom\n3 Maxx C\n"
    found = listed_names(parse_text_decklist(text, "list.txt", cards), cards)
    shown = [(n.line, n.written, n.section, n.copies, len(n.candidates)) for n in found]
    assert shown == [
        (2, "Bottomless", Section.MAIN, 2, 2),
        (3, "Ash Blossom", Section.MAIN, 3, 1),
        (5, "Ash Blosom", Section.SIDE, 1, 0),
    ]
    assert found[0].ambiguous and found[1].shorthand is not None and not found[2].candidates
