"""Notes after a card line that move, split, recount or disown the card, and title lines that
name a card misspelt or shortened: each a line the judge confirms, never read in silence."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import DECKS, run

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.diagnostics import Severity

ROSE = str(DECKS / "Rose_Dragon.ydk")
SANGAN = 26202165
POT = 55144522


def english_list(cards: CardDB) -> str:
    """The Rose Dragon deck as a text decklist with English headings, one card a line."""
    deck = read_deck(ROSE, cards)
    parts = []
    for heading, ids in (("Main Deck", deck.main), ("Extra Deck", deck.extra)):
        parts.append(heading)
        parts += [f"1 {cards.get(card).name}" for card in ids]  # type: ignore[union-attr]
    if deck.side:
        parts.append("Side Deck")
        parts += [f"1 {cards.get(card).name}" for card in deck.side]  # type: ignore[union-attr]
    return "\n".join(parts) + "\n"


MOVING = [
    # an arrow or a slash between sections: the card moves, or is split between them
    "(Main->Side)",
    "(Main → Side)",
    "(M→S)",
    "(main/side)",
    "(side/main)",
    "(Main/Side)",
    "(main+side)",
    "// Main → Side",
    "// M→S",
    "// main/side",
    # sided, in words the reader missed
    "(side-in)",
    "// side-in",
    "(sideado)",
    "(sideada)",
    "(sideadas)",
    "(sideo)",
    "// sideado",
    "(for side)",
    "// for side",
    "(para el side)",
    "(side tech)",
    "(vs. Snake-Eye, side)",
    "(post-side)",
    "// post-side",
    "(G2)",
    "// G2",
    # copies counted in words that are no number, or a count the line's disagrees with
    "(un par)",
    "// un par",
    "(a couple)",
    "(both)",
]


@pytest.mark.parametrize("note", MOVING)
def test_a_note_that_moves_or_recounts_the_card_is_a_count_error(cards: CardDB, note: str) -> None:
    """Before: "3 Sangan (Main → Side)", "(sideado)", "(un par)" and the like were three
    Sangan in the Main Deck with no word, and compara called the list the SAME DECK."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n3 Sangan {note}\n", "x.txt", cards)
    assert deck.main == (POT,)
    said = [(d.rule, d.message_key, d.line) for d in deck.warnings]
    assert said == [("count", "rule.count.note", 3)]


@pytest.mark.parametrize(
    ("note", "copies"), [("(all three)", 2), ("(las tres)", 2), ("(both)", 3), ("(ambas)", 1)]
)
def test_a_count_in_words_the_line_disagrees_with_is_a_count_error(
    cards: CardDB, note: str, copies: int
) -> None:
    """A count in words that agrees with the line's is read ("3 Sangan (all three)", "2
    Sangan (both)"), as "(only one)" is; one that does not is an error."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n{copies} Sangan {note}\n", "x.txt", cards)
    assert deck.main == (POT,) and [d.rule for d in deck.warnings] == ["count"]
    agreeing = 2 if note in ("(both)", "(ambas)") else 3
    read = parse_deck(f"Main Deck\n1 Pot of Greed\n{agreeing} Sangan {note}\n", "y.txt", cards)
    assert read.main == (POT,) + (SANGAN,) * agreeing and read.warnings == ()


ABSENT = [
    "(proxy)",
    "(proxies)",
    "(1 proxy)",
    "(missing)",
    "(faltan)",
    "(me falta una)",
    "(not owned)",
    "(really the Pot of Greed, proxy)",
    "// proxy",
    "// falta",
    "// no la tengo",
    "// 2 reales + 1 proxy",
]


@pytest.mark.parametrize("note", ABSENT)
def test_a_note_that_says_the_copies_are_not_there_is_its_own_count_error(
    cards: CardDB, note: str
) -> None:
    """Before: "3 Sangan (proxy)", "(missing)", "// no la tengo" were three Sangan, SAME DECK
    at a deck check. The message says the copies are not there, not that the card moves."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n3 Sangan {note}\n", "x.txt", cards)
    assert deck.main == (POT,)
    said = [(d.rule, d.message_key, d.line, d.severity) for d in deck.warnings]
    assert said == [("count", "rule.count.absent", 3, Severity.ERROR)]


HONEST = [
    "(LOB-EN106)",
    "(LOB-EN106, Ultra Rare)",
    "(Super Rare)",
    "(Quarter Century Secret Rare)",
    "(Extra Secret Rare)",
    "(Limited)",
    "(Semi-Limited)",
    "(1st Edition)",
    "(tech)",
    "(hand trap)",
    "(vs. Snake-Eye)",
    "(alt art)",
    "(both arts)",
    "(art 2)",
    "(Starlight)",
    "(PSA 10)",
    "(BGS 9.5)",
    # a Level, Rank or Link rating (creativeminds4t's "1x Dark Armed Dragon (LV 7)"): the
    # card named "7" made it a note writing copies, then a card beside the line's
    "(LV 7)",
    "(Lv.7)",
    "[Rank 7]",
    "(Nivel 7)",
    "(Link-2)",
    "(English, Near Mint)",
    "(side-effect free)",
    "// good on either side of the table",
    "// vs. Snake-Eye",
]


@pytest.mark.parametrize("note", HONEST)
def test_a_note_that_neither_moves_nor_recounts_the_card_is_read(cards: CardDB, note: str) -> None:
    """Set codes, rarities, a status on the list, a role, a matchup without a section word,
    an artwork or a grade ("(PSA 10)", before a count error) are notes."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n3 Sangan {note}\n", "x.txt", cards)
    assert deck.main == (POT,) + (SANGAN,) * 3 and deck.warnings == ()


@pytest.mark.parametrize(
    "note",
    [
        "(LV 7 Raigeki)",
        "(Raigeki LV 7)",
        "(Level 3 Pot of Greed)",
        "(Pot of Greed x 3)",
        "(Pot of Greed x3)",
        "(Pot of Greed ×3)",
        "(Raigeki three)",
        # a second review: "Level" and "Link" start cards' names, set aside only beside a count
        "(x3 Level Eater)",
        "(Level 3 Level Eater)",
        "(x3 Link Spider)",
        "[x3 Level Eater]",
    ],
)
def test_a_note_writing_another_cards_copies_is_a_count_error(cards: CardDB, note: str) -> None:
    """A Level is no card, but a note that writes one beside another card's name writes
    copies of it, as "(x3 Raigeki)" does: the line is not read. A count after the name
    ("(Pot of Greed x3)") was read as a note naming another card, a warning, and the line's
    copies counted: the words that count are set aside before the name is looked for."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n3 Sangan {note}\n", "x.txt", cards)
    assert deck.main == (POT,)
    assert [(d.message_key, d.line) for d in deck.warnings] == [("rule.count.note", 3)]


@pytest.mark.parametrize("note", ["", "(Main → Side)", "(sideadas)", "(proxy)", "// un par"])
def test_compara_does_not_confirm_a_list_whose_note_moves_or_disowns_a_card(
    tmp_path: Path, cards: CardDB, note: str
) -> None:
    """Before: compara said SAME DECK (exit 0) for such a list against the deck it names."""
    deck = read_deck(ROSE, cards)
    card = cards.get(deck.main[0])
    assert card is not None
    copies = deck.main.count(card.id)
    body = english_list(cards).replace(f"1 {card.name}\n", "")
    line = f"{copies} {card.name} {note}".strip()
    listed = tmp_path / "registered.txt"
    listed.write_text(body.replace("Main Deck\n", f"Main Deck\n{line}\n", 1), "utf-8")
    assert run("--lang", "en", "compara", str(listed), ROSE).exit_code == (0 if not note else 1)


@pytest.mark.parametrize(
    ("title", "card"),
    [
        ("Ash Blosom", "Ash Blossom & Joyous Spring"),  # a shorthand misspelt
        ("Flor de Cenisa", "Ash Blossom & Joyous Spring"),  # the Spanish shorthand misspelt
        ("Ashblossom", "Ash Blossom & Joyous Spring"),  # two words joined
        ("Side: Ash Blosom", "Ash Blossom & Joyous Spring"),
        ("Imperm", "Infinite Impermanence"),  # as before
        ("Caled by the Grave", "Called by the Grave"),
    ],
)
def test_a_card_misspelt_or_shortened_as_the_first_line_is_confirmed(
    tmp_path: Path, cards: CardDB, title: str, card: str
) -> None:
    """Before: "Ash Blosom", "Ashblossom" or "Flor de Cenisa" above "Main Deck (40)" was the
    list's title, and compara confirmed a deck without the card (exit 0)."""
    from ydkcheck.decks.titles import card_titles

    body = english_list(cards)
    deck = parse_deck(f"{title}\n{body}", "x.txt", cards)
    [said] = card_titles(deck, cards)
    assert (said.line, said.params["card"]) == (1, card)
    listed = tmp_path / "registered.txt"
    listed.write_text(f"{title}\n{body}", "utf-8")
    assert run("--lang", "en", "compara", str(listed), ROSE).exit_code == 1


@pytest.mark.parametrize(
    "title",
    [
        "Snake-Eye Fire King",
        "My locals list",
        "Tenpai Dragon",  # an archetype's name: it fits several cards, mended or not
        "Tenpai Dragons",
        "Rose Dragon",
        "Rose Dragons",
        "YCS Madrid 2025 - 1st place",
        "Branded Despia",
        "Swordsoul Tenyi",
    ],
)
def test_an_honest_title_stays_a_title(tmp_path: Path, cards: CardDB, title: str) -> None:
    from ydkcheck.decks.titles import card_titles

    body = english_list(cards)
    deck = parse_deck(f"{title}\n{body}", "x.txt", cards)
    assert card_titles(deck, cards) == []
    listed = tmp_path / "registered.txt"
    listed.write_text(f"{title}\n{body}", "utf-8")
    assert run("--lang", "en", "compara", str(listed), ROSE).exit_code == 0
