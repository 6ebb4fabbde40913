"""Published lists that ydkcheck misread: a count after the name and before a note ("Jinzo x1
(duh)"), a note left open after a few words ("(got a"), a "0" glued to letters in a note
("=0wnage"), and a note that takes out another card ("(Take out that Summoned Skull)")."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.errors import InputError

from .published import DATA, NO_HINT, SHORTHAND, UNKNOWN, assert_read_as_checked

POT = 55144522
JINZO = 77585513
DARK_MAGICIAN = 46986414


def said(text: str, cards: CardDB) -> tuple[tuple[int, ...], list[tuple[str, int | None]]]:
    deck = parse_deck(text, "x.txt", cards)
    return deck.main, [(d.message_key, d.line) for d in deck.warnings]


@pytest.mark.parametrize(
    "line", ["Jinzo x1 (duh)", "Jinzo x1 [duh]", "Jinzo ×1 (duh) (LOB)", "Jinzo x 1 (duh)"]
)
def test_a_count_after_the_name_and_before_a_note_is_the_lines_count(
    cards: CardDB, line: str
) -> None:
    """Before: "Jinzo x1 (duh)" was an unknown card 'Jinzo x1 (duh)', while "Jinzo (duh) x1"
    and "1 Jinzo (duh)" were one Jinzo."""
    main, problems = said(f"Main Deck\n1 Pot of Greed\n{line}\n", cards)
    assert main == (POT, JINZO) and problems == []


def test_a_list_of_name_count_note_lines_is_read(cards: CardDB) -> None:
    """Before: the Bethesda 2003 list ("Dark Magician x2 (Needed for Paladin, ...)", "Jinzo x1
    (duh)", no heading) was refused: no line read as a card."""
    text = "Dark Magician x2 (Needed for Paladin)\n\nJinzo x1 (duh)\n\nRaigeki x1 (duh)\n"
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main[:3] == (DARK_MAGICIAN, DARK_MAGICIAN, JINZO)
    assert len(deck.main) == 4 and deck.unread == ()


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("Jinzo x1 (take out for Side)", "rule.count.note"),  # moved: as "1 Jinzo (...)"
        ("Jinzo x1 (side)", "rule.count.note"),
        ("Jinzo x2 (only one)", "rule.count.note"),  # a note's count the line's disagrees with
        ("Jinzo x3 (x3)", "rule.count.two"),
        ("1 Jinzo x1 (duh)", "rule.count.two"),  # two counts, never an unknown card
    ],
)
def test_a_count_before_a_note_that_moves_or_recounts_the_card_is_an_error(
    cards: CardDB, line: str, key: str
) -> None:
    main, problems = said(f"Main Deck\n1 Pot of Greed\n{line}\n", cards)
    assert main == (POT,) and problems == [(key, 3)]


def test_a_count_before_a_note_agrees_with_the_notes_count(cards: CardDB) -> None:
    main, problems = said("Main Deck\n1 Pot of Greed\nJinzo x1 (only one)\n", cards)
    assert main == (POT, JINZO) and problems == []


@pytest.mark.parametrize("above", ["", "Murderous Mages\n"])
def test_a_counted_line_above_the_list_is_never_a_title(cards: CardDB, above: str) -> None:
    """Before: "Skillful Dark Magician x3 (1900, ...)" above any card read was taken as the
    list's title (a warning only), its three copies left out of every count."""
    text = f"{above}Skillful Dark Magician x3 (1900, easy to get 3 of)\nJinzo x1 (duh)\n"
    deck = parse_deck(text, "x.txt", cards)
    line = 2 if above else 1
    assert line in deck.unread
    assert [note.line for note in deck.notes if note.kind == "title"] == ([1] if above else [])
    problem = next(d for d in deck.warnings if d.line == line)
    assert problem.rule == "unknown-card" and problem.count == 3


@pytest.mark.parametrize("note", ["(got a", "(duh", "(see above", "[side"])
def test_a_few_words_left_open_in_a_note_are_a_count_error(cards: CardDB, note: str) -> None:
    """Before: "1 Bazoo the Soul Eater (got a" (Munhall 2003, the page cut there) was one Bazoo
    in silence, while a longer note left open was the same line's count error: what the note
    goes on to say, where the list does not show it, may move or recount the card."""
    main, problems = said(f"Main Deck\n1 Pot of Greed\n1 Jinzo {note}\n", cards)
    assert main == (POT,) and problems == [("rule.count.unclosed-note", 3)]


def test_a_few_words_left_open_wrap_onto_the_next_line(cards: CardDB) -> None:
    text = "Main Deck\n1 Pot of Greed\n1 Jinzo (got a\nsecond one in side)\n1 Pot of Greed\n"
    main, problems = said(text, cards)
    assert main == (POT, POT)
    assert problems == [("rule.count.unclosed-note", 3), ("rule.count.unclosed-note.wrapped", 4)]


@pytest.mark.parametrize("note", ["(LOB", "(MRD", "(Ultra Rare", "(1st Edition"])
def test_a_set_or_a_rarity_left_open_is_a_note_as_before(cards: CardDB, note: str) -> None:
    main, problems = said(f"Main Deck\n1 Pot of Greed\n1 Jinzo {note}\n", cards)
    assert main == (POT, JINZO) and problems == []


MAN_EATER_BUG = 54652250


@pytest.mark.parametrize(
    "note",
    ["(weak stats+good effect=0wnage)", "(0main)", "(0copies)", "(0cards)", "(0copias)", "(0ut)"],
)
def test_a_zero_glued_to_letters_in_a_note_stays_a_count_error(cards: CardDB, note: str) -> None:
    """A "0" glued to letters was read as no count for "0wnage" (Springfield 2002), and then
    "(0main)", "(0copies)", "(0ut)" counted three copies without a word: a hostile player's
    note that the card is not there. It is a count error, the line for the judge to read."""
    main, problems = said(f"Main Deck\n1 Pot of Greed\n3 Man-Eater Bug {note}\n", cards)
    assert main == (POT,) and len(problems) == 1 and problems[0][1] == 3


@pytest.mark.parametrize("note", ["(0)", "(0x)", "(x0)", "(0 pcs)", "(n=0)", "(3)"])
def test_a_zero_or_a_count_in_a_note_is_still_one(cards: CardDB, note: str) -> None:
    main, problems = said(f"Main Deck\n1 Pot of Greed\n3 Man-Eater Bug {note}\n", cards)
    assert main == (POT,) and len(problems) == 1 and problems[0][1] == 3


TRAP_HOLE = 4206964


@pytest.mark.parametrize(
    "line",
    [
        "3 Trap Hole (Take out that Summoned Skull)",
        "3 Trap Hole (take out Summoned Skull)",
        "Trap Hole x3 (takes out the opponent's Summoned Skull)",
    ],
)
def test_a_note_that_takes_out_another_card_names_it(cards: CardDB, line: str) -> None:
    """Before: "3 Trap Hole (Take out that Summoned Skull)" (Springfield 2002) was a count
    error, as if the note took Trap Hole out; "(kill that Summoned Skull)" was the warning
    that a note names another card, which the judge confirms."""
    main, problems = said(f"Main Deck\n1 Pot of Greed\n{line}\n", cards)
    assert main == (POT, *[TRAP_HOLE] * 3) and problems == [("syntax.note-card", 3)]


@pytest.mark.parametrize(
    "note",
    [
        "(take out)",
        "(take out for Side)",
        "(out)",
        "(side out)",
        "(take out Side Deck)",
        "(take out Trap Hole)",  # the line's own card
        "(take out Summoned Skull for side)",
        "(take out Summoned Skull) (side)",
        "(take out 2 Summoned Skull)",
    ],
)
def test_a_note_that_takes_the_card_out_is_still_a_count_error(cards: CardDB, note: str) -> None:
    main, problems = said(f"Main Deck\n1 Pot of Greed\n3 Trap Hole {note}\n", cards)
    assert main == (POT,) and problems == [("rule.count.note", 3)]


UNCLOSED = "rule.count.unclosed-note"
WRAPPED = "rule.count.unclosed-note.wrapped"
# each list kept (SOURCES.md): its Main, Extra and Side Deck as read, its lines not read, and
# the error at each of them (a misspelling, a shorthand, a note left open)
PUBLISHED = [
    ("duelistcodex-blackwing-asian-2010-06.txt", (40, 15, 0), {}),
    ("konami-lundin-blackwing-2010-04.txt", (40, 0, 0), {}),
    ("kperovic-ghaneian-return-sjc-houston.txt", (32, 0, 0), {}),
    ("kperovic-megaton-cannon-destiny-hero-2006.txt", (37, 0, 0), {}),
    ("kperovic-said-dad-turbo-2008.txt", (38, 0, 0), {}),
    ("pojo-beatdown-no-longer-4-free-munhall-2003-03.txt", (3, 0, 0), {4: UNCLOSED}),
    (
        "pojo-murderous-mages-bethesda-2003-11.txt",
        (22, 0, 0),
        {5: UNKNOWN, 7: UNKNOWN, 9: NO_HINT},
    ),
    ("pojo-regnr8-monarchs-newnan-2005-01-23.txt", (34, 0, 0), {8: UNKNOWN}),
    ("pojo-regnr8-total-chaos-georgia-2004.txt", (37, 0, 4), {3: UNKNOWN, 4: UNKNOWN, 9: NO_HINT}),
    (
        "pojo-shadow-deck-springfield-2002-08.txt",
        (36, 0, 0),
        {3: "rule.count.bracketed", 6: SHORTHAND, 26: UNKNOWN},
    ),
    (
        "pojo-what-are-the-chances-alexandria-2002-10.txt",
        (37, 0, 0),
        {25: UNCLOSED, 26: WRAPPED, 27: WRAPPED, 28: UNCLOSED},
    ),
    (
        "tylenolyt-lightsworn-profile-2010-11.txt",
        (36, 0, 0),
        {5: UNKNOWN, 8: UNKNOWN, 14: SHORTHAND, 15: SHORTHAND},
    ),
    ("ycgpodcast-lightsworn-ruler-post-dragons-of-legend-2014.txt", (39, 15, 15), {6: UNKNOWN}),
]


@pytest.mark.parametrize(("name", "sizes", "errors"), PUBLISHED, ids=[p[0] for p in PUBLISHED])
def test_a_published_list_reads_as_expected(
    cards: CardDB, name: str, sizes: tuple[int, int, int], errors: dict[int, str]
) -> None:
    """Before: Bethesda 2003 refused whole, Munhall 2003's Bazoo line read in silence,
    Springfield 2002's line 24 a count error whose copies were lost (its line 3, "=0wnage",
    stays one: a 0 glued to letters may be a note that the card is not there)."""
    assert_read_as_checked(cards, name, sizes, errors)


def test_a_published_list_flattened_into_one_line_is_refused_at_it(cards: CardDB) -> None:
    """San Diego 2002: a .txt page whose line breaks were lost, the whole list on one line."""
    path = DATA / "unreadable" / "pojo-deck-destruction-san-diego-2002-09.txt"
    with pytest.raises(InputError) as raised:
        read_deck(str(path), cards)
    assert raised.value.key == "deck.no-cards-read" and raised.value.line == 1


@pytest.mark.parametrize(
    "note",
    ["(sacar)", "(quitar)", "(remove)", "(all side)", "(todas side)", "(sold)", "(vendida)"],
)
def test_a_note_that_takes_the_card_out_in_other_words_is_a_count_error(
    cards: CardDB, note: str
) -> None:
    """Found re-checking: "(take out)", "(fuera)", "(out)" were count errors, while these
    counted the line's copies without a word."""
    main, problems = said(f"Main Deck\n1 Pot of Greed\n3 Trap Hole {note}\n", cards)
    assert main == (POT,) and len(problems) == 1 and problems[0][1] == 3


@pytest.mark.parametrize("note", ["(borrowed)", "(all arts)", "(removal)", "(prestada)"])
def test_a_note_that_keeps_the_card_in_is_read(cards: CardDB, note: str) -> None:
    main, problems = said(f"Main Deck\n1 Pot of Greed\n3 Trap Hole {note}\n", cards)
    assert main == (POT, *[TRAP_HOLE] * 3) and problems == []


@pytest.mark.parametrize("note", ["(got a ]", "[got a )"])
def test_a_note_closed_by_the_other_kind_of_bracket_is_left_open(cards: CardDB, note: str) -> None:
    """Found re-checking: "3 Jinzo (got a ]" was read in silence, its "]" taken to close the
    "(": a bracket closes only its own kind, and the note is left open, a count error."""
    main, problems = said(f"Main Deck\n1 Pot of Greed\n3 Jinzo {note}\n", cards)
    assert main == (POT,) and [key for key, _ in problems] == [UNCLOSED]
