"""A card line the text reader remembers reads as the same line read anew.

The reader keeps what each card line read past a list's start came to (its copies and its
card), for the next list of the run that writes it: the line as cleaned
(``decks.text._card_lines``) and, where no line around it changes how it reads, the line as
written under its section, which then skips the reader's questions
(``decks.text._whole_lines``). These tests hold every list read with that memory to the same
list read without it, and every line remembered to the same line read anew beside the lines
that change how a line reads.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ydkcheck.cards import CardDB, shorthand
from ydkcheck.cards.matching import name_index
from ydkcheck.decks import Deck, text, text_lines
from ydkcheck.decks.text import parse_text_decklist
from ydkcheck.diagnostics import Section
from ydkcheck.errors import InputError

TESTS = Path(__file__).resolve().parent.parent
LISTS = sorted(
    [
        *(TESTS / "decks" / "data" / "text").glob("*.txt"),
        *(TESTS / "data" / "decklists").glob("*.txt"),
        *(TESTS / "data" / "decklists" / "sections").glob("*.txt"),
        *(TESTS / "data" / "decklists" / "misread").glob("*.txt"),
        *(TESTS / "data" / "decklists" / "unreadable").glob("*.txt"),
        *(TESTS / "hostile" / "inputs").glob("*/*.txt"),
    ]
)


def forget(cards: CardDB) -> None:
    """Nothing remembered: each list is read as the first of a run (the name index kept,
    what it answered forgotten)."""
    text._card_lines.cache_clear()
    text._whole_lines.cache_clear()
    shorthand._fitting.cache_clear()
    index = name_index(cards)
    index._found.clear()
    index._nearest_found.clear()


def read(path: Path, cards: CardDB) -> tuple[object, ...]:
    return said_of(path.read_text(encoding="utf-8"), path.name, cards)


def said_of(written: str, source: str, cards: CardDB) -> tuple[object, ...]:
    """Everything said of the list ``written``: its deck's, or its error's."""
    try:
        deck = parse_text_decklist(written, source, cards)
    except InputError as error:  # a list that cannot be read
        return (error.key, error.line, sorted(error.params.items()))
    return everything_said(deck)


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
    alone = {}
    for path in LISTS:  # each read with nothing remembered
        forget(cards)
        alone[path] = read(path, cards)
    forget(cards)
    for path in [*LISTS, *reversed(LISTS)]:  # then one after the other, remembering
        assert read(path, cards) == alone[path], path.name
    assert text._card_lines(name_index(cards))  # lines were remembered
    assert text._whole_lines(name_index(cards))


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
    forget(cards)
    under = parse_text_decklist("Main Deck\n3 Sangan:\n3 Pot of Greed\n", "a.txt", cards)
    above = parse_text_decklist("3 Sangan:\nMain Deck\n3 Pot of Greed\n", "b.txt", cards)
    assert len(under.main) == 6
    assert len(above.main) == 3 and above.notes[0].kind == "title"


def test_the_memory_of_lines_is_bounded(cards: CardDB, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(text, "MOST_REMEMBERED", 2)
    forget(cards)
    names = ["Pot of Greed", "Sangan", 'Maxx "C"', "Raigeki", "Dark Hole"]
    for number in range(1, 4):
        lines = "\n".join(f"{number} {name}" for name in names)
        for _ in range(2):  # (a line is kept whole once read again)
            deck = parse_text_decklist(f"Main Deck\n{lines}\n", "list.txt", cards)
            assert len(deck.main) == number * len(names)
        assert len(text._card_lines(name_index(cards))) <= 2
        assert len(text._whole_lines(name_index(cards))) <= 2
    for _ in range(2):
        parse_text_decklist("Main Deck\n1 Sangan\n3 Pot of Greed\n", "list.txt", cards)
    assert 0 < len(text._whole_lines(name_index(cards))) <= 2


# card lines, and lines that read as cards in some places only
LINES = (
    "3 Pot of Greed",
    "Pot of Greed x3",
    "x2 Reload",
    "Reload x2",
    "Forest x1",
    '3 Maxx "C"',
    "1 Number 39: Utopia",
    "Number 39: Utopia x1",
    "1\tS:P Little Knight",
    "Side: 1 Droll & Lock Bird",
    "Main: 3 Sangan",
    "1) 3 Sangan",
    "3 Total Defense Shogun",
    "3 Sangan - LOB-EN001",
    "3 Raigeki, Pot of Greed",
    "3 Flor de Ceniza & Primavera Feliz",
    "  \u2022 2   Sangan  ",
    "7 Colored Fish",
    "14558127 3",
    "3 Pot of Greed // tech",
    "3 Pot of Greed // Side Deck",
    "3 Pot of Greed // 3 Raigeki",
    "[b]3 Pot of Greed[/b]",
    "3 Pot of Greed[/ccDeck]",
    '[ccDeck="Side Deck"]3 Pot of Greed',
    "3 Pot of Greed (hand trap)",
    "3 Pot of Greed (Side Deck)",
    "3 Pot of Greed (x2 Raigeki)",
    "3 Rose Princess (Raigeki)",
    "(x3) Pot of Greed",
    "Pot of Greed\u00d73",
    "3 ~~Pot of Greed~~",
    "3 ~Pot of Greed~",
    "3 Pot of Greed\u2028",
    "#3 Pot of Greed",
    "!3 Pot of Greed",
    "3x",
    "7",
    "Reload",
    "Forest",
    "Pot of Greed",
    "of Chaos",
    "Dark Magician",
    "#39: Utopia x3",
    "3 Sangan:",
    "3 # Pot of Greed",
)
SOURCES = ("list.txt", "deck.ydk")  # a text list, and a .ydk read as one
# what may stand around a line and change how it reads ({line}: the line)
PLACES = (
    "Main Deck\n3 Raigeki\n{line}\n",
    "{line}\nMain Deck\n3 Raigeki\n",
    "Main Deck\n3 Raigeki\nSide: 1 Droll & Lock Bird\n{line}\n",
    "Main Deck\n3 Raigeki\n## Honourable Mentions\n{line}\n",
    "Main Deck\n3 Raigeki\nCuts:\n{line}\n",
    "Main Deck\n3 Raigeki\n3\n{line}\n",
    "Main Deck\n3 Raigeki\nSpells\n3\n{line}\n",
    "Main Deck\n3 Raigeki\nSpells (3)\n{line}\n",
    "Main Deck\n3 Raigeki\nSkill:\n{line}\n",
    "Main Deck\n3 Raigeki\nSkills\n{line}\n",
    '[ccDeck="Main Deck"]3 Raigeki[/ccDeck]\n{line}\n',
    '[ccDeck="Main Deck"]3 Raigeki\n{line}\n[/ccDeck]\n',
    "Main Deck\nBlaze Accelerator\n{line}\n",
    "Main Deck\n3 Raigeki\n2x Witch of the Black\n{line}\n",
    "Main Deck\n1x Dark Magician\n{line}\n",
    "Main Deck\n3 Raigeki\nExtra Deck\n3 Raigeki\nMain Deck\n{line}\n",
    "Main Deck\n1) 3 Raigeki\n2) 3 Dark Hole\n{line}\n",
    "Main Deck\n3 Raigeki\n[color=white]\n{line}\n[/color]\n",
    "Main Deck\n3 Raigeki\n~~{line}~~\n",
    "Main Deck\n3 Raigeki\n{line} // Side Deck\n",
    "Main Deck\n3 Raigeki\n{line}\n3\n",
    "Main Deck\n3 Raigeki\n{line}\n(4)\n",
    "Main Deck\n3 Raigeki\nExtra Deck\n{line}\n",
    "Side Deck\n3 Raigeki\n{line}\n",
)


@pytest.mark.parametrize("line", LINES)
def test_a_remembered_line_reads_as_it_does_anew_wherever_it_stands(
    cards: CardDB, line: str
) -> None:
    lists = [
        (written, source)
        for place in PLACES
        for written in (place.format(line=line), place.format(line=line).replace("\n", "\r"))
        for source in SOURCES
    ]
    anew = {}
    for written, source in lists:  # each read with nothing remembered
        forget(cards)
        anew[written, source] = said_of(written, source, cards)
    forget(cards)
    for heading in ("Main Deck", "Extra Deck", "Side Deck"):  # read in plain places, twice
        for _ in range(2):  # (a line is kept whole once read again)
            parse_text_decklist(f"{heading}\n3 Raigeki\n{line}\n", "seen.txt", cards)
    for written, source in [*lists, *reversed(lists)]:  # then wherever else, remembering
        assert said_of(written, source, cards) == anew[written, source], (written, source)


def test_a_total_that_reads_as_a_card_line_is_not_remembered(
    cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    # no card's name reads as a total today; one that did would open its section in one
    # place ("Extra Deck Total: 3" above the Extra Deck's cards) and count cards in another
    read_total = text_lines.total

    def total(line: str) -> text_lines.Total | None:
        if line == "3 Pot of Greed":
            return text_lines.Total(Section.EXTRA, None, 3)
        return read_total(line)

    monkeypatch.setattr(text_lines, "total", total)
    opens = "Main Deck\n3 Raigeki\n3 Pot of Greed\n"
    counts = "Main Deck\n3 Raigeki\nExtra Deck\n1 Raigeki\nMain Deck\n3 Pot of Greed\n"
    forget(cards)
    anew = said_of(opens, "list.txt", cards)
    for _ in range(2):
        said_of(counts, "list.txt", cards)
    assert said_of(opens, "list.txt", cards) == anew


def test_a_line_longer_than_any_card_line_is_not_kept(cards: CardDB) -> None:
    """A card line padded with a megabyte of blanks reads as its card; kept as written, a
    run of such lists would keep every megabyte."""
    padded = "3 Pot of Greed" + " " * 100_000
    forget(cards)
    for _ in range(2):
        deck = parse_text_decklist(f"Main Deck\n1 Sangan\n{padded}\n", "list.txt", cards)
        assert len(deck.main) == 4
    kept = text._whole_lines(name_index(cards))
    assert kept and all(len(written) < 1000 for _, written in kept)
