"""The card named "7" (67048711, "7" in English and in Spanish), the one card whose name is a
number: written by name as any card is (``3 7``, ``7 x3``, ``7 3``, ``7`` alone), in a text
list, in a side plan, in a hand spec and in a list ``compara`` checks. A number that no card
bears as a passcode and that is exactly a card's name is that card; one that is both a known
passcode and another card's name is an error naming both, never either in silence."""

from __future__ import annotations

import re

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.cards.data import CardDB as TableDB
from ydkcheck.cards.data import choose_data
from ydkcheck.cards.matching import name_index
from ydkcheck.compare.names import listed_names
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.decks.text_names import resolve_name
from ydkcheck.decks.text_writer import to_text_decklist
from ydkcheck.decks.ydk import parse_ydk
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.goldfish.inputs import CardResolver
from ydkcheck.side_plan.check import check_plan
from ydkcheck.side_plan.spec import load_plan

SEVEN = 67048711
SANGAN = 26202165


def read(text: str, cards: CardDB) -> tuple[tuple[int, ...], list[tuple[str, int | None]]]:
    deck = parse_deck(text, "list.txt", cards)
    return deck.main, [(d.message_key, d.line) for d in deck.warnings]


def test_the_only_card_whose_name_is_a_number_is_7(cards: CardDB) -> None:
    """Every card name (English, Spanish, former) keyed as digits alone: the one such card,
    which the tests below cover; a new one would be read the same way."""
    numbers = {key: codes for key, codes in name_index(cards).by_key.items() if key.isdigit()}
    assert numbers == {"7": [SEVEN]}
    for key in numbers:
        assert cards.get(int(key)) is None  # no card's passcode: read as the name


@pytest.mark.parametrize("line", ["3 7", "3x 7", "x3 7", "7 x3", "7 (x3)", "7 3", "3 7 (67048711)"])
@pytest.mark.parametrize("heading", ["Main Deck", "Deck Principal"])
def test_a_card_line_of_the_card_named_7_reads_as_that_card(
    cards: CardDB, line: str, heading: str
) -> None:
    """``7 3``: three copies of 7, the one reading that names a card (7 copies of passcode 3
    name none, as ``7 Colored Fish 1`` is one copy of 7 Colored Fish)."""
    assert read(f"{heading}\n{line}\n", cards) == ((SEVEN,) * 3, [])


def test_7_alone_on_its_line_is_one_copy_said_so(cards: CardDB) -> None:
    """Under a section heading, or under a card written with its count: one copy of 7, never
    the whole list refused, with a warning that a reader may see a count there."""
    assert read("Main Deck\n7\n", cards) == ((SEVEN,), [("syntax.number-card", 2)])
    main, said = read("Main Deck\n3 Sangan\n7\n", cards)
    assert main == (SANGAN,) * 3 + (SEVEN,) and said == [("syntax.number-card", 3)]
    deck = parse_deck("Main Deck\n7\n", "list.txt", cards)
    for lang in ("en", "es"):
        assert str(SEVEN) in deck.warnings[0].message(lang)


def test_7_under_a_type_heading_without_its_count_is_either_an_error(cards: CardDB) -> None:
    """``Monsters`` then ``7``: seven monsters, or one copy of 7: neither read, an error."""
    deck = parse_deck("Main Deck\nMonsters\n7\n3 Sangan\n", "list.txt", cards)
    assert deck.main == (SANGAN,) * 3 and deck.unread == (3,)
    assert [(d.message_key, d.line) for d in deck.warnings] == [("rule.count.heading-or-card", 3)]
    # under a card written without its count: that card's count, or 7: an error as ever
    deck = parse_deck("Main Deck\nSangan\n7\n", "list.txt", cards)
    assert deck.unread == (3,) and deck.main == (SANGAN,)


def test_a_number_that_is_no_card_s_name_is_a_passcode_as_before(cards: CardDB) -> None:
    """``07`` is no name: passcode 7, which no card bears; ``14558127`` is Ash Blossom."""
    assert read("Main Deck\n3 07\n", cards)[0] == (7,) * 3
    assert read("Main Deck\n3 14558127\n", cards)[0] == (14558127,) * 3


def test_written_and_read_back_it_is_the_same_deck(cards: CardDB) -> None:
    ydk = parse_ydk(f"#main\n{SEVEN}\n{SEVEN}\n{SANGAN}\n#extra\n!side\n", "deck.ydk")
    for lang in ("en", "es"):
        text = to_text_decklist(ydk, cards, lang)
        assert re.search(rf"^2 7 \({SEVEN}\)$", text, re.M)
        again = parse_deck(text, "list.txt", cards)
        assert fingerprint(again, cards) == fingerprint(ydk, cards)
    by_name = parse_deck("Main Deck\n2 7\n1 Sangan\n", "list.txt", cards)
    assert fingerprint(by_name, cards) == fingerprint(ydk, cards)


@pytest.mark.parametrize("written", ['"7"', "7"])
def test_a_side_plan_names_7_as_a_list_does(cards: CardDB, written: str) -> None:
    deck = parse_deck("Main Deck\n3 Sangan\nSide Deck\n1 7\n", "list.txt", cards)
    plan = load_plan("plan.yaml", f"rivales:\n  X:\n    entran: {{{written}: 1}}\n")
    (matchup,) = check_plan(deck, plan, cards).matchups
    assert [move.identity for move in matchup.cards_in] == [SEVEN]
    assert not [d for d in matchup.diagnostics if d.rule == "unknown-card"]


@pytest.fixture(scope="module")
def seven_is_a_passcode() -> CardDB:
    """The card data with one more card, of passcode 7: a number that is a known passcode
    and another card's name."""
    tsv, info = choose_data(offline=True)
    extra = b"7\t0\tSeventh Test Card\tmonster\tnormal\t4\t3\t\t\t0\t\t\t\n"
    return TableDB(extra + tsv.read_bytes(), info)


def test_a_known_passcode_that_is_another_card_s_name_is_an_error_naming_both(
    seven_is_a_passcode: CardDB,
) -> None:
    cards = seven_is_a_passcode
    assert cards.get(7) is not None and cards.get(7).name == "Seventh Test Card"  # type: ignore[union-attr]
    found = resolve_name("7", name_index(cards), cards, 2)
    assert isinstance(found, Diagnostic) and found.message_key == "rule.ambiguous-name"
    assert "Seventh Test Card (7)" in found.params["candidates"]
    assert f"7 ({SEVEN})" in found.params["candidates"]
    deck = parse_deck("Main Deck\n3 7\n3 Sangan\n", "list.txt", cards)
    assert deck.main == (SANGAN,) * 3 and deck.unread == (2,)
    # compara sees the two cards it may be, never one read in silence
    (name,) = listed_names(deck, cards)
    assert name.ambiguous and {card.id for card in name.candidates} == {7, SEVEN}
    # written with its passcode, each is itself
    assert resolve_name(f"7 ({SEVEN})", name_index(cards), cards, 2) == SEVEN


@pytest.mark.parametrize("ref", [7, "7"], ids=["number", "name"])
def test_a_hand_spec_names_7_as_a_list_does(cards: CardDB, ref: int | str) -> None:
    """A spec's ``7`` (a YAML number, or ``--grupo siete=7``) is the card 7, as no card has
    the passcode 7; a passcode still names its card, and a number that is neither stays
    unknown."""
    resolver = CardResolver(cards)
    assert resolver.identity(ref) == SEVEN
    assert resolver.identity(SANGAN) == SANGAN
    assert resolver.identity(12345678) is None
