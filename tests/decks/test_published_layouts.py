"""Layouts of lists as people publish them: Markdown headings numbered or described, Markdown
tables, Level and Rank notes, simulators' names where a player's goes. Each case comes from a
real published list that ``valida`` read otherwise than its author meant."""

from __future__ import annotations

import datetime as dt

import pytest
from helpers import TCG_2026_05_CONF

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.decks.model import player_name
from ydkcheck.lists.files import load_banlist
from ydkcheck.validate import Validator

POT, MAXX, FERTILIZER, SANGAN = 55144522, 23434538, 44887817, 26202165


def keys(deck) -> list[tuple[str, int | None]]:
    return [(d.message_key, d.line) for d in deck.warnings]


@pytest.mark.parametrize(
    "heading",
    [
        "## 2. Side Deck",
        "## 3) Side Deck",
        "## III. Side Deck",
        "### 2.3 Side Deck",
        "## Side Deck — hand traps",
        "// Side Deck - for locals",
        "### Side Deck (3) — for locals",
        "[Side Deck]",
    ],
)
def test_a_heading_numbered_or_described_heads_its_section(cards: CardDB, heading: str) -> None:
    """Before: each was a comment, and the Side Deck's cards counted in the Main Deck with
    no word (a real list's "### 2.3 Extra Deck")."""
    deck = parse_deck(f'## Main Deck\n3 Pot of Greed\n{heading}\n3 Maxx "C"\n', "x.md", cards)
    assert deck.main == (POT,) * 3 and deck.side == (MAXX,) * 3 and deck.warnings == ()


@pytest.mark.parametrize(
    "comment",
    ["## My Side Deck", "## Side Deck v2", "## Extra Deck / Side Deck", "// My Side Deck"],
)
def test_a_comment_naming_another_section_in_other_words_is_an_error(
    cards: CardDB, comment: str
) -> None:
    """Before: a comment, the cards after it counted in the Main Deck, LEGAL."""
    deck = parse_deck(f'## Main Deck\n3 Pot of Greed\n{comment}\n3 Maxx "C"\n', "x.md", cards)
    assert keys(deck) == [("rule.count.section-comment", 3)]
    assert deck.warnings[0].severity.value == "error"
    assert "(Extra Deck)" in deck.warnings[0].message("en") or "Side Deck" in comment


def test_a_comment_naming_the_section_at_hand_or_none_stays_a_comment(cards: CardDB) -> None:
    text = "## Main Deck\n3 Pot of Greed\n// main deck combos\n// side it in later\n"
    assert parse_deck(text, "x.md", cards).warnings == ()


def test_a_markdown_table_is_read_row_by_row(cards: CardDB) -> None:
    """Before: rows before a heading were the list's title, and rows after one errors."""
    rows = '| 3 | Pot of Greed |\n| Maxx "C" | 2 |\n| 1 | MACR-EN036 | Miracle Fertilizer |\n'
    read = (POT, POT, POT, MAXX, MAXX, FERTILIZER)
    for text in (f"## Main Deck\n| Qty | Card |\n|---:|---|\n{rows}", f"Main Deck\n{rows}"):
        deck = parse_deck(text, "x.md", cards)
        assert deck.main == read and deck.warnings == ()
    unheaded = parse_deck(f"| Qty | Card |\n|---:|---|\n{rows}", "x.md", cards)
    assert unheaded.main == read and keys(unheaded) == [("syntax.no-headings-main", 3)]


@pytest.mark.parametrize("section", ["Side", "Extra", "Main"])
def test_a_table_row_that_names_no_card_is_still_said(cards: CardDB, section: str) -> None:
    """A hostile review: a last cell "Extra" was taken for a rarity ("Extra Secret Rare")
    and dropped, the card counted in the section above without a word."""
    text = f"Main Deck\n1 Sangan\n| 3 | Pot of Greed | {section} |\n"
    deck = parse_deck(text, "x.md", cards)
    assert deck.main == (SANGAN,) and [(d.rule, d.line) for d in deck.warnings] == [
        ("unknown-card", 3)
    ]


@pytest.mark.parametrize(
    "note", ["(LV 2)", "(Level 4)", "(Lv. 4)", "(Rank 4)", "(Link-3)", "(4★)", "(LV 4 – Tuner)"]
)
def test_a_level_rank_or_link_in_a_note_is_no_count(cards: CardDB, note: str) -> None:
    """Before: "3x Sangan (LV 2)" was "a count in brackets" (a real 2012 list's 15 lines)."""
    deck = parse_deck(f"Main Deck\n3x Sangan {note}\n", "x.txt", cards)
    assert deck.main == (SANGAN,) * 3 and deck.warnings == ()


@pytest.mark.parametrize("note", ["(x3)", "(3 copies)", "(R 3)"])
def test_a_count_in_a_note_is_still_one(cards: CardDB, note: str) -> None:
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n1 Sangan {note}\n", "x.txt", cards)
    assert [d.rule for d in deck.warnings] == ["count"] and deck.main == (POT,)


def test_copies_misplaced_on_one_line_are_said_once(cards: CardDB) -> None:
    """Before: "2 Sangan" under the Extra Deck was two equal errors at line 4."""
    deck = parse_deck("Main Deck\n3 Pot of Greed\nExtra Deck\n2 Sangan\n", "x.txt", cards)
    tcg = load_banlist(str(TCG_2026_05_CONF))
    found = Validator(tcg, cards, dt.date(2026, 6, 1)).check(deck).diagnostics
    assert [(d.rule, d.line) for d in found if d.rule == "main-in-extra"] == [("main-in-extra", 4)]


@pytest.mark.parametrize(
    "written", ["YGO Omega", "ygo-omega", "YGOPRODeck", "Dueling Book", "DuelingNexus", "EDOPro"]
)
def test_a_deck_program_is_no_player(written: str) -> None:
    """Before: a YGO Omega export's "#created by YGO Omega" named the player "YGO Omega"."""
    assert player_name(written) is None
    assert player_name(f"{written} fan") == f"{written} fan"


@pytest.mark.parametrize(
    "note",
    [
        "(2 copies in deck)",
        "[2 copies in deck]",
        "(2 copias en el mazo)",
        "(2 en el mazo)",
        "(x2 overall)",
        "(x2 with side)",
        "(x2 w/ side)",
        "(x2 incl side)",
        "(two altogether)",
        "(x2 now)",
        "(x2 post side)",
    ],
)
def test_a_note_that_recounts_the_line_among_words_of_a_total_is_an_error(
    cards: CardDB, note: str
) -> None:
    """Before: "3 Sangan (2 copies in deck)" was three Sangan, SAME DECK as a deck of three."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n3 Sangan {note}\n", "x.txt", cards)
    assert deck.main == (POT,) and [d.rule for d in deck.warnings] == ["count"]
    agreeing = parse_deck(f"Main Deck\n1 Pot of Greed\n2 Sangan {note}\n", "y.txt", cards)
    assert agreeing.main == (POT, SANGAN, SANGAN) and agreeing.warnings == ()


@pytest.mark.parametrize("heading", ["Main Deck (４１)", "Main Deck (٤١)", "Main Deck (41)"])
def test_a_written_total_in_any_script_is_checked(cards: CardDB, heading: str) -> None:
    """Before: "Main Deck (４１)" over three cards was no total: SAME DECK, no word."""
    deck = parse_deck(f"{heading}\n3 Pot of Greed\n", "x.txt", cards)
    assert keys(deck) == [("rule.list-total", 1)]
    assert parse_deck("Main Deck (３)\n3 Pot of Greed\n", "y.txt", cards).warnings == ()


def test_a_title_naming_a_section_above_a_headed_list_is_a_title(cards: CardDB) -> None:
    """A comment above the list that names a section is an error only if cards follow it
    with no heading between: a title ("# Blackwing Side Deck Guide") is none."""
    titled = parse_deck("# Blackwing Side Deck Guide\nMain Deck\n3 Pot of Greed\n", "x", cards)
    assert titled.main == (POT,) * 3 and keys(titled) == [("syntax.title", 1)]
    bare = parse_deck("# My Side Deck\n3 Pot of Greed\n", "y", cards)
    assert ("rule.count.section-comment", 1) in keys(bare)


@pytest.mark.parametrize(
    "heading", ["## Main Deck — not played", "## Main Deck (not played)", "## Side Deck — cut"]
)
def test_a_heading_comment_whose_note_drops_its_cards_is_an_error(
    cards: CardDB, heading: str
) -> None:
    """Before: "## Main Deck (not played)" under the Main Deck was a comment, and the cards
    after it, which a reader takes out of the deck, were counted; a description after a dash
    is read off a heading only when it says nothing of its cards."""
    deck = parse_deck(f'## Main Deck\n3 Pot of Greed\n{heading}\n3 Maxx "C"\n', "x.md", cards)
    assert keys(deck) == [("rule.count.note", 3)]
