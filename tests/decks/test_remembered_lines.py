"""A card line the text reader remembers reads as the same line read anew.

The reader keeps what each card line read past a list's start came to (its copies and its
card), for the next list of the run that writes it (``decks.text._card_lines``). These tests
hold every list read with that memory to the same list read without it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks import Deck, text
from ydkcheck.decks.text import parse_text_decklist

TESTS = Path(__file__).resolve().parent.parent
LISTS = sorted(
    [
        *(TESTS / "decks" / "data" / "text").glob("*.txt"),
        *(TESTS / "data" / "decklists").glob("*.txt"),
        *(TESTS / "data" / "decklists" / "sections").glob("*.txt"),
    ]
)


def read(path: Path, cards: CardDB) -> Deck:
    return parse_text_decklist(path.read_text(encoding="utf-8"), path.name, cards)


def everything_said(deck: Deck) -> tuple[object, ...]:
    """What a report can show of a deck read from a text list."""
    problems = tuple(
        (p.rule, p.message_key, sorted(p.params.items()), p.line, p.section, p.count)
        for p in deck.warnings
    )
    return (deck.main, deck.extra, deck.side, deck.lines, problems, deck.notes, deck.totals)


def test_the_corpus_holds_many_lists() -> None:
    assert len(LISTS) >= 30


def test_every_list_reads_the_same_after_other_lists_were_read(cards: CardDB) -> None:
    text._card_lines.cache_clear()
    alone = {}
    for path in LISTS:  # each read with nothing remembered
        text._card_lines.cache_clear()
        alone[path] = everything_said(read(path, cards))
    text._card_lines.cache_clear()
    for path in [*LISTS, *reversed(LISTS)]:  # then one after the other, remembering
        assert everything_said(read(path, cards)) == alone[path], path.name
    assert text._card_lines(text.name_index(cards))  # lines were remembered


def test_a_line_read_with_a_warning_is_warned_in_every_list(cards: CardDB) -> None:
    written = "Main Deck\n3 Pot of Greed\nHarpie Lady 3\n"
    for _ in range(2):
        deck = parse_text_decklist(written, "list.txt", cards)
        assert [p.message_key for p in deck.warnings] == ["syntax.name-or-count"]
        assert len(deck.main) == 4


def test_a_line_remembered_under_a_heading_is_still_a_title_above_the_list(
    cards: CardDB,
) -> None:
    # "3 Sangan:" ends as the list's name does: above the list it is taken as its title
    text._card_lines.cache_clear()
    under = parse_text_decklist("Main Deck\n3 Sangan:\n3 Pot of Greed\n", "a.txt", cards)
    above = parse_text_decklist("3 Sangan:\nMain Deck\n3 Pot of Greed\n", "b.txt", cards)
    assert len(under.main) == 6
    assert len(above.main) == 3 and above.notes[0].kind == "title"


def test_the_memory_of_lines_is_bounded(cards: CardDB, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(text, "MOST_REMEMBERED", 2)
    text._card_lines.cache_clear()
    names = ["Pot of Greed", "Sangan", 'Maxx "C"', "Raigeki", "Dark Hole"]
    for number in range(1, 4):
        lines = "\n".join(f"{number} {name}" for name in names)
        deck = parse_text_decklist(f"Main Deck\n{lines}\n", "list.txt", cards)
        assert len(deck.main) == number * len(names)
        assert len(text._card_lines(text.name_index(cards))) <= 2
