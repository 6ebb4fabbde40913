"""Card lines a judge may read two ways: a count that is part of a card's name, or a name's
word taken for a count. Either reading a card names: an error naming both; one: read so.
And a line that starts with a count is a card line at any length."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck

RAIGEKI = 12580477


def problems(deck) -> list[tuple[str, int | None]]:
    return [(d.message_key, d.line) for d in deck.warnings]


@pytest.mark.parametrize(
    "name",
    [
        "Maxx - our best hand trap: it draws you a card every time they special summon, ",
        "Imperm ",
        "Maxx Maxx Maxx ",
    ],
)
@pytest.mark.parametrize("count", ["3 ", "3x ", "x3 ", "3: ", "[3]"])
def test_a_long_line_that_starts_with_a_count_is_an_error(cards: CardDB, name, count) -> None:
    # '3 Maxx - our best hand trap...' past 200 characters was a warning: the deck LEGAL with
    # three Maxx "C" in it, where the same line cut short is an error
    line = count + name + "so chain it early against every combo deck " * 5
    assert len(line) > 200
    deck = parse_deck(f"Main Deck\n3 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI,) * 3
    assert problems(deck) == [("rule.count.long-line", 3)]


@pytest.mark.parametrize(
    "line",
    [
        "As you can see the deck is very focused on the combo " * 5,
        "2024-05-12 Regional, Madrid: " + "a long report of the day " * 10,
        "// 3 reasons to play this build: " + "it is fast " * 20,
    ],
)
def test_a_long_line_without_a_count_first_stays_a_warning(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n3 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI,) * 3
    assert [d.rule for d in deck.warnings if d.rule in {"count", "unknown-card"}] == []


METALZOA, METALZOA_X, GEAR_GIGANT_X = 50705071, 27268998, 28912357
MEGALOSMASHER_X, CRASHBUG_X, ZEBROID_X = 81823360, 87526784, 44161893


@pytest.mark.parametrize(
    ("line", "count"),
    [("Metalzoa X 1", "1"), ("Metalzoa X\t1", "1"), ("Metalzoa X1", "1"), ("Metalzoa X 3", "3")]
    + [("METALZOA X 2", "2")],
)
def test_a_count_after_the_x_of_a_name_that_is_also_a_card_is_both(cards, line, count) -> None:
    # "Metalzoa X 1" was read as 1 × Metalzoa, another card: its X taken as the count's x,
    # and compara called a deck playing Metalzoa the same deck
    deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI,)
    (problem,) = deck.warnings
    assert (problem.rule, problem.message_key, problem.line) == ("count", "rule.count.x-or-name", 3)
    assert problem.params["card"] == "Metalzoa X" and problem.params["other"] == "Metalzoa"
    assert problem.params["count"] == count


@pytest.mark.parametrize(
    ("line", "card"),
    [
        ("Gear Gigant X 1", GEAR_GIGANT_X),
        ("Gear Gigant X\t1", GEAR_GIGANT_X),
        ("Gear Gigant X1", GEAR_GIGANT_X),
        ("gear gigant x 1", GEAR_GIGANT_X),
        ("Megalosmasher X 1", MEGALOSMASHER_X),
        ("Megalodespedazador X 1", MEGALOSMASHER_X),
        ("Crashbug X 1", CRASHBUG_X),
        ("Salamangreat Zebroid X 1", ZEBROID_X),
        ("Salamangrande Zebroid X 1", ZEBROID_X),
    ],
)
def test_a_count_after_the_x_of_a_name_is_that_cards_when_only_it_is_one(cards, line, card):
    # each was "'Gear Gigant' is no card's name", a false alarm on an honest list
    deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI, card) and deck.warnings == ()


@pytest.mark.parametrize(
    ("line", "main"),
    [
        ("Metalzoa X x1", (METALZOA_X,)),
        ("Metalzoa X (2)", (METALZOA_X,) * 2),
        ("Metalzoa X - 1", (METALZOA_X,)),
        ("Metalzoa X: 1", (METALZOA_X,)),
        ("Metalzoa X ×1", (METALZOA_X,)),
        ("1 Metalzoa X", (METALZOA_X,)),
        ("Metalzoa X", (METALZOA_X,)),
        ("Metalzoa x1", (METALZOA,)),  # the x of a count, as lists write it
        ("Metalzoa x 2", (METALZOA,) * 2),
        ("2 Metalzoa", (METALZOA,) * 2),
        ("Crashbug X x2", (CRASHBUG_X,) * 2),
        ("2x Crashbug X", (CRASHBUG_X,) * 2),
    ],
)
def test_names_that_end_in_x_written_with_their_count_apart_are_read(cards, line, main) -> None:
    deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI, *main) and deck.warnings == ()


HUMP, LADYBUG, SCORPION = 86988864, 83994646, 14261867
FISH, COMPLETED = 23771716, 86198326


@pytest.mark.parametrize(
    ("line", "card", "count"),
    [
        ("3 Hump Lacooda", "3-Hump Lacooda", "3"),
        ("3: Hump Lacooda", "3-Hump Lacooda", "3"),
        ("3) Hump Lacooda", "3-Hump Lacooda", "3"),
        ("3 • Hump Lacooda", "3-Hump Lacooda", "3"),
        ("3 - Hump Lacooda", "3-Hump Lacooda", "3"),
        ("[3]Hump Lacooda", "3-Hump Lacooda", "3"),
        ("- 3 Hump Lacooda", "3-Hump Lacooda", "3"),
        ("| 3 | Hump Lacooda |", "3-Hump Lacooda", "3"),
        ("4 Starred Ladybug of Doom", "4-Starred Ladybug of Doom", "4"),
        ("8 Claws Scorpion", "8-Claws Scorpion", "8"),
        ("7: Colored Fish", "7 Colored Fish", "7"),
    ],
)
def test_a_count_the_name_of_a_card_swallows_is_both(cards, line, card, count) -> None:
    # "3: Hump Lacooda" was one 3-Hump Lacooda in silence (the name's key drops the
    # separator), where a judge reading a list written "3: Name" throughout sees three copies
    deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI,)
    (problem,) = deck.warnings
    assert (problem.rule, problem.message_key, problem.line) == (
        "count",
        "rule.count.number-or-count",
        3,
    )
    assert (problem.params["card"], problem.params["count"]) == (card, count)


def test_a_count_the_name_swallows_is_both_above_the_list_too(cards: CardDB) -> None:
    deck = parse_deck("3 Hump Lacooda\nMain Deck\n1 Raigeki\n", "x", cards)
    assert deck.main == (RAIGEKI,)
    assert problems(deck) == [("rule.count.number-or-count", 1)]


@pytest.mark.parametrize(
    ("line", "main"),
    [
        ("3-Hump Lacooda", (HUMP,)),
        ("1 3-Hump Lacooda", (HUMP,)),
        ("3-Hump Lacooda x2", (HUMP,) * 2),
        ("2x 3-Hump Lacooda", (HUMP,) * 2),
        ("3-hump lacooda", (HUMP,)),
        ("2 4-Starred Ladybug of Doom", (LADYBUG,) * 2),
        ("8-Claws Scorpion", (SCORPION,)),
        ("7 Colored Fish", (FISH,)),
        ("7 colored fish", (FISH,)),
        ("1 7 Colored Fish", (FISH,)),
        ("7 Colored Fish x2", (FISH,) * 2),
        ("7 Colored Fish (2)", (FISH,) * 2),
        ("7 Completed", (COMPLETED,)),
        ("7 Completado", (COMPLETED,)),
        ("2 7 Completado", (COMPLETED,) * 2),
    ],
)
def test_names_that_start_with_a_number_as_written_are_read(cards, line, main) -> None:
    deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI, *main) and deck.warnings == ()


@pytest.mark.parametrize(
    ("line", "copies"),
    [("7 Colored Fish\t1", 1), ("7 Colored Fish 1", 1), ("7 Colored Fish\t2", 2)],
)
def test_a_count_after_a_name_that_starts_with_a_number_is_its_count(cards, line, copies):
    # "7 Colored Fish<TAB>1", a table's row, was "'Colored Fish 1' is no card's name": its 7
    # taken as the count, though the count at the end is the line's only reading as a card
    deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI,) + (FISH,) * copies and deck.warnings == ()


def test_a_count_after_a_count_the_name_swallows_is_never_read_in_silence(cards) -> None:
    deck = parse_deck("Main Deck\n1 Raigeki\n3 Hump Lacooda 1\n", "x", cards)
    assert deck.main == (RAIGEKI,) and [d.line for d in deck.warnings] == [3]
