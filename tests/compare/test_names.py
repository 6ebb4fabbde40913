"""``compare.names``: the cards a name written on a list fits, as Konami's policy reads
shorthand (allowed only where it names one card)."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.cards.shorthand import fits, fitting_cards, words
from ydkcheck.compare.names import listed_names
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


def test_shorthand_that_fits_severalcards_of(cards: CardDB) -> None:
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


def test_names_past_the_most_a_list_holds_fit_no_card_and_stay_to_confirm(
    cards: CardDB,
) -> None:
    """A list of thousands of shorthand lines, each fitted against every card name, kept a
    deck check busy for minutes: the first ``MOST_NAMES_FITTED`` are fitted."""
    from ydkcheck.compare.names import MOST_NAMES_FITTED

    lines = "".join("1 Ash Blossom\n" for _ in range(MOST_NAMES_FITTED + 5))
    deck = parse_text_decklist(f"Main Deck\n3 Sangan\n{lines}", "list.txt", cards)
    found = listed_names(deck, cards)
    assert len(found) == MOST_NAMES_FITTED + 5
    assert all(name.shorthand is not None for name in found[:MOST_NAMES_FITTED])
    assert all(not name.candidates for name in found[MOST_NAMES_FITTED:])


def test_the_names_tried_are_every_name_a_written_name_can_fit(cards: CardDB) -> None:
    """``fitting_cards`` tries only the names holding the words written: the same cards as
    trying every name, on names cut at every word and letter, misspelt and in Spanish."""
    import random

    from ydkcheck.cards.shorthand import _name_table, cards_of

    table = _name_table(cards)
    chooser = random.Random(20261202)
    written = ["a", "of the", "dragon", "x", "el", "de", "ash blos", "the", "1", "c"]
    for name, _ in chooser.sample(table.names, 60):
        cut = chooser.randrange(1, len(name) + 1)
        words_written = list(name[:cut])
        words_written[-1] = words_written[-1][: chooser.randrange(1, len(words_written[-1]) + 1)]
        written.append(" ".join(words_written))
        written.append(" ".join(name[chooser.randrange(len(name)) :][:2]))
    for text in written:
        wanted = words(text)
        every = cards_of({code for name, code in table.names if fits(wanted, name)}, cards)
        assert fitting_cards(text, cards) == every, text
