"""A count alone on its line, right above a card written without its count: "3" / "Pot of
Greed". Found reading a published list (Metagame.com's Zombie gauntlet of 2005, where each
group's first count stands above its card's name): the name was read as one copy and the
count said to be an unreadable line, a warning, so a list writing "3" above a Limited card
read LEGAL with one copy. One copy is no question; any other count is a ``count`` error at
its line, which no verdict passes. "3x" alone is read as "3" alone (it was an unknown card)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.diagnostics import Severity
from ydkcheck.rules import RULES

GAUNTLET = Path(__file__).parents[1] / "data" / "decklists" / "kperovic-gauntlet-zombies-2005.txt"


def _said(text: str, cards: CardDB) -> list[tuple[int | None, str, Severity]]:
    deck = parse_deck(text, "list.txt", cards)
    return [(d.line, d.message_key, RULES[d.rule]) for d in deck.warnings if d.line]


@pytest.mark.parametrize("count", ["3", "3x", "x3", "(3)", "[3]", "# 3"])
def test_a_count_other_than_one_above_a_card_is_an_error(count: str, cards: CardDB) -> None:
    said = _said(f"Main Deck\n{count}\nPot of Greed\n", cards)
    assert said == [(2, "rule.count.above", Severity.ERROR)]


@pytest.mark.parametrize("count", ["1", "1x", "x1", "# 1"])
def test_one_above_a_card_is_one_copy_either_way(count: str, cards: CardDB) -> None:
    deck = parse_deck(f"Main Deck\n{count}\nMonster Reborn\n", "list.txt", cards)
    assert deck.main == (83764718,)
    said = [(d.line, d.message_key) for d in deck.warnings if d.line]
    assert said == [(2, "syntax.text-line")]  # a warning: the line is no card


@pytest.mark.parametrize("between", ["", "\ufeff", "// a note", "\t"])
def test_a_blank_line_or_a_comment_between_keeps_the_question(between: str, cards: CardDB) -> None:
    said = _said(f"Main Deck\n3\n{between}\nPot of Greed\n", cards)
    assert (2, "rule.count.above", Severity.ERROR) in said


@pytest.mark.parametrize(
    ("count", "key"),
    [("१", "rule.count.script"), ("３", "rule.count.script"), ("1/3", "rule.unknown-name.no-hint")],
)
def test_what_is_no_count_in_digits_0_9_stays_an_error(count: str, key: str, cards: CardDB) -> None:
    """A count in other digits is said to be one, and '1/3' is no count of one copy."""
    assert _said(f"Main Deck\n{count}\nPot of Greed\n", cards) == [(2, key, Severity.ERROR)]


def test_a_card_writing_its_own_count_leaves_the_count_alone_a_line_of_no_card(
    cards: CardDB,
) -> None:
    said = _said("Main Deck\n3\n2 Sangan\n", cards)
    assert said == [(2, "syntax.text-line", Severity.WARNING)]


def test_the_words_name_the_count_and_the_card_in_both_languages(cards: CardDB) -> None:
    deck = parse_deck("Main Deck\n3\nPot of Greed\n", "list.txt", cards)
    (above,) = [d for d in deck.warnings if d.message_key == "rule.count.above"]
    assert above.message("en").startswith("'3' stands alone above 'Pot of Greed'")
    assert above.message("es").startswith("«3» va sola encima de «Pot of Greed»")


def test_the_published_gauntlet_reads_its_forty_cards_with_its_counts_of_one(
    cards: CardDB,
) -> None:
    deck = read_deck(str(GAUNTLET), cards)
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (40, 0, 0)
    counts = [d.line for d in deck.warnings if d.message_key == "syntax.text-line"]
    assert counts == [4, 20, 36]  # "1" above Ryu Kokki, Pot of Greed and Mirror Force
    assert not [d for d in deck.warnings if RULES[d.rule] is Severity.ERROR]


def test_under_a_heading_a_bare_count_is_the_headings_and_copies_are_a_cards(
    cards: CardDB,
) -> None:
    """'(2)' right under 'Spells' counts the group, as '2' does; '2x' writes copies, so
    above a card written without its count it is that question again."""
    group = _said("Main Deck\nSpells\n(3)\n1 Pot of Greed\n1 Raigeki\n", cards)
    assert group == [(3, "rule.list-total", Severity.WARNING)]  # 3 written, 2 read
    copies = _said("Main Deck\nSpells\n2x\nPot of Greed\n1 Raigeki\n", cards)
    assert copies == [(3, "rule.count.above", Severity.ERROR)]


@pytest.mark.parametrize("count", ["2", "(2)"])
def test_a_headings_count_above_a_card_among_counted_cards_is_the_question(
    count: str, cards: CardDB
) -> None:
    """'Traps' / '(2)' / 'Mirror Force' / '1 Dust Tornado': the group adds up to 2 with one
    Mirror Force, or holds 2 Mirror Force under a heading that wrote no count; its other card
    writes its count, as the first would. So does one that does not add up."""
    text = f"Main Deck\nTraps\n{count}\nMirror Force\n1 Dust Tornado\n"
    assert (3, "rule.count.above", Severity.ERROR) in _said(text, cards)
    short = "Main Deck\nSpells\n3\nPot of Greed\n"
    assert (3, "rule.count.above", Severity.ERROR) in _said(short, cards)


def test_a_headings_count_over_cards_written_one_a_line_is_no_question(cards: CardDB) -> None:
    assert _said("Main Deck\nMonsters\n2\nSangan\nCyber Jar\n", cards) == []


@pytest.mark.parametrize(
    "text",
    [
        # a group of cards one a line that adds up, one of whose names ends in digits
        "Main Deck\nTraps\n2\nMirror Force\nMaliss <C> GWC-06\n",
        "Main Deck\nMonsters\n2\nMorphing Jar #2\nSangan\n",
        # a card under a label that leaves it out of the deck, whatever its count
        "Main Deck\n1 Sangan\n## Honourable Mentions\n3\nPot of Greed\n",
        # a heading between: the count is no card's
        "Main Deck\n3\nSide Deck\nPot of Greed\n",
    ],
)
def test_no_question_where_a_count_cannot_be_the_cards(text: str, cards: CardDB) -> None:
    said = [key for _, key, _ in _said(text, cards)]
    assert "rule.count.above" not in said


@pytest.mark.parametrize(
    "text",
    [
        "Main Deck\nMonsters\n3\n// note\nSangan\n2 Cyber Jar\n",  # a comment before the card
        "Main Deck\n3\n# just a note\nPot of Greed\n",  # a Markdown comment
        "Main Deck\n3\nJinzo #7\n",  # a name ending in digits writes no count
    ],
)
def test_the_question_is_asked_past_comments_and_of_names_ending_in_digits(
    text: str, cards: CardDB
) -> None:
    said = [key for _, key, _ in _said(text, cards)]
    assert "rule.count.above" in said


@pytest.mark.parametrize(("count", "said"), [("3", []), ("4", [(3, "rule.list-total", 3)])])
def test_a_headings_count_alone_counts_the_cards_under_its_sub_heading(
    count: str, said: list[tuple[int, str, int]], cards: CardDB
) -> None:
    """Left by the last reviews: "Monsters" / "3" / "Effect Monsters" / three cards said the
    list wrote 3 where 0 cards were read: the count alone opened a group of no kind, which the
    sub-heading closed. It counts the group of its heading, as "Monsters (3)" does."""
    text = f"Main Deck\nMonsters\n{count}\nEffect Monsters\n1 Sangan\n1 Jinzo\n1 Cyber Jar\n"
    deck = parse_deck(text, "list.txt", cards)
    totals = [d for d in deck.warnings if d.rule == "list-total"]
    assert [(d.line, d.message_key, d.params["counted"]) for d in totals] == said
    assert len(deck.main) == 3
