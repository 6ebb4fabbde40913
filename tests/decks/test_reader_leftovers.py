"""Lines the text reader took otherwise than a judge reads them: a note whose outer bracket is
left open behind a closed inner one, never read in silence; a count error that quoted the line
as the reader rewrote it, not as the player wrote it; a number of 2^32 or more where a passcode
stands, taken as a card a .ydk reads none for; a forum's tag alone on its line, over card lines
a reader of the forum may not see, taken for an unknown card and those lines read unsaid."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.errors import InputError

POT = 55144522
SANGAN = 26202165


def said(text: str, cards: CardDB, source: str = "x.txt") -> tuple[tuple[int, ...], list]:
    deck = parse_deck(text, source, cards)
    return deck.main, [(d.message_key, d.line) for d in deck.warnings]


@pytest.mark.parametrize(
    "note", ["((got a)", "([got a)", "(a (b)", "[(got a)", "[[got a]", "((got a) (LOB)"]
)
def test_a_note_left_open_behind_a_closed_one_is_a_count_error(cards: CardDB, note: str) -> None:
    """Before: "3 Sangan ((got a)" was three Sangan in silence, the closed "(got a)" taken off
    with the bracket left open before it, while "3 Sangan (got a" was a count error."""
    main, problems = said(f"Main Deck\n1 Pot of Greed\n3 Sangan {note}\n", cards)
    assert main == (POT,) and problems == [("rule.count.unclosed-note", 3)]


@pytest.mark.parametrize("note", ["((LOB)", "([LOB]", "((Ultra Rare)"])
def test_a_set_or_a_rarity_in_a_doubled_bracket_is_a_note_as_before(
    cards: CardDB, note: str
) -> None:
    main, problems = said(f"Main Deck\n1 Pot of Greed\n3 Sangan {note}\n", cards)
    assert main == (POT, SANGAN, SANGAN, SANGAN) and problems == []


def test_a_doubled_bracket_left_open_wraps_onto_the_next_line(cards: CardDB) -> None:
    text = "Main Deck\n1 Pot of Greed\n1 Sangan ((got a)\nsecond one in side)\n1 Pot of Greed\n"
    main, problems = said(text, cards)
    assert main == (POT, POT)
    assert problems == [("rule.count.unclosed-note", 3), ("rule.count.unclosed-note.wrapped", 4)]


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("Jinzo x1 (only 1)", "rule.count.bracketed"),  # read on as "Jinzo (only 1)"
        ("3 Sangan (got a", "rule.count.unclosed-note"),  # the name alone: "Sangan (got a"
        ("3 Sangan ((got a)", "rule.count.unclosed-note"),
        ("Jinzo - LOB-EN001 x0", "rule.count.zero"),  # the set code taken off: "Jinzo x0"
        ("3 Jinzo - LOB-EN001 (x2) x1", "rule.count.two"),
        ("3 Sangan (LOB) 3 Pot of Greed", "rule.count.after-note"),
        ("Skill: Destiny Draw (only 1)", "rule.count.bracketed"),  # read as "1 Destiny Draw..."
    ],
)
def test_a_count_error_quotes_the_line_as_written(cards: CardDB, line: str, key: str) -> None:
    """Before: "Jinzo x1 (only 1)" was said as 'Jinzo (only 1)', the line the reader made of
    it by taking the count after the name; a judge looking for that text finds no such line."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n{line}\n", "x.txt", cards)
    problem = next(d for d in deck.warnings if d.line == 3)
    assert (problem.message_key, problem.params["text"]) == (key, line)
    assert deck.main == (POT,)
    assert f"'{line}'" in problem.message("en") and f"«{line}»" in problem.message("es")


# a .ydk holding a word is read as a text list: "hello there" makes it one
AS_TEXT = "#main\n55144522\nhello there\n{line}\n"
ASH = 14558127  # 4309525423 modulo 2^32


@pytest.mark.parametrize(
    "line",
    ["4309525423 Sangan", "4309525423", "4309525423 x3", "4309525423 3", "+4309525423 Sangan"],
)
def test_a_number_past_32_bits_in_a_ydk_read_as_text_is_no_card(cards: CardDB, line) -> None:
    """Before: "4309525423 Sangan" stopped the whole read (4,309,525,423 copies), and
    "4309525423" alone was counted as passcode 4309525423 ("4309525423 x3" with a word that
    YGOPro and EDOPro load it as card 14558127, which YGOPro skips). The .ydk reader counts
    no card for it and says what each simulator loads: so does the text reader."""
    deck = parse_deck(AS_TEXT.format(line=line), "x.ydk", cards)
    assert deck.main == (POT,) and ASH not in deck.main
    wrapped = [(d.message_key, d.params) for d in deck.warnings if d.line == 4]
    assert wrapped == [("rule.ydk-load.wrapped", {"id": ASH})]
    assert 4 in deck.unread


@pytest.mark.parametrize(
    ("text", "source"),
    [
        *(
            (f"Main Deck\n1 Pot of Greed\nhello there\n{line}\n", "x.txt")
            for line in ("4309525423", "3 4309525423", "4309525423 x3", "[4309525423]")
        ),
        # a .ydk's line that starts with a card the simulators load ("3": card 3)
        *((AS_TEXT.format(line=line), "x.ydk") for line in ("3 4309525423", "[4309525423]")),
    ],
)
def test_a_passcode_past_32_bits_in_a_text_list_is_no_card(cards: CardDB, text, source) -> None:
    """Before: a text list counted passcode 4309525423, which a .ydk written from it holds,
    and EDOPro on Linux loads as card 14558127."""
    deck = parse_deck(text, source, cards)
    assert deck.main == (POT,) and 4 in deck.unread
    said = [
        (d.message_key, d.params) for d in deck.warnings if d.line == 4 and d.rule != "ydk-load"
    ]
    assert said == [("rule.unknown-card.past-32-bits", {"id": 4309525423})]


def test_a_passcode_past_32_bits_above_the_list_is_no_title(cards: CardDB) -> None:
    deck = parse_deck("4309525423\nMain Deck\n1 Pot of Greed\n", "x.txt", cards)
    assert [(d.message_key, d.line) for d in deck.warnings] == [
        ("rule.unknown-card.past-32-bits", 1)
    ]
    assert deck.main == (POT,) and deck.unread == (1,)


def test_a_number_past_32_bits_before_a_name_in_a_text_file_is_no_card(cards) -> None:
    # "4309525423 Sangan" in a .txt: a passcode's length before a name, a passcode no card
    # bears (as "Sangan (4309525423)"), never copies; "100 Sangan" is still too many
    deck = parse_deck("Main Deck\n1 Pot of Greed\n4309525423 Sangan\n", "x.txt", cards)
    assert deck.main == (POT,) and deck.unread == (3,)
    assert [d.message_key for d in deck.warnings] == ["rule.name-passcode.unknown"]
    with pytest.raises(InputError):
        parse_deck("Main Deck\n1 Pot of Greed\n100 Sangan\n", "x.txt", cards)


RAIGEKI = 12580477


@pytest.mark.parametrize(
    ("opening", "closing"),
    [
        ("[color=white]", "[/color]"),
        ("[COLOR=#FFFFFF]", "[/COLOR]"),
        ("[size=1]", "[/size]"),
        ("[font=Wingdings]", "[/font]"),
        ("[spoiler]", "[/spoiler]"),
        ("[b][color=white][/b]", "[b][/color][/b]"),
        ("[color=white] [size=1]", "[/size][/color]"),
    ],
)
def test_a_forums_tag_alone_over_card_lines_is_said_and_the_cards_read(
    cards: CardDB, opening: str, closing: str
) -> None:
    """Before: "[color=white]" and "[/color]" on lines of their own were unknown cards, and
    the card lines between them, which a reader of the forum may not see, read with no word
    of it; on one line ("[color=white]3 Sangan[/color]") the tag was already said."""
    text = f"Main Deck\n1 Pot of Greed\n{opening}\n3 Sangan\n{closing}\n1 Raigeki\n"
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main == (POT, SANGAN, SANGAN, SANGAN, RAIGEKI) and deck.unread == ()
    said = [(d.rule, d.message_key, d.line) for d in deck.warnings]
    assert said == [("syntax", "syntax.markup-lines", 3), ("syntax", "syntax.markup-lines", 5)]
    assert [(n.line, n.kind) for n in deck.notes if n.line in (3, 5)] == [
        (3, "comment"),
        (5, "comment"),
    ]


def test_a_strike_through_over_card_lines_is_a_count_error(cards: CardDB) -> None:
    # struck out, the cards read as left out where the list is shown: the count is in doubt
    text = "Main Deck\n1 Pot of Greed\n[s]\n3 Sangan\n[/s]\n"
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main == (POT, SANGAN, SANGAN, SANGAN)
    said = [(d.rule, d.message_key, d.line) for d in deck.warnings]
    assert said == [
        ("count", "rule.count.struck-lines", 3),
        ("count", "rule.count.struck-lines", 5),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # a tag never closed: every line after it, to the list's end
        "Main Deck\n1 Pot of Greed\n[color=white]\n3 Sangan\n",
        # opened on a title's line, closed alone: said at either end
        "[color=white]Blackwing Deck\nMain Deck\n1 Pot of Greed\n3 Sangan\n[/color]\n",
        "[color=white]Blackwing Deck\nMain Deck\n1 Pot of Greed\n3 Sangan\n",
    ],
)
def test_no_card_line_is_hidden_by_a_tag_without_a_word(cards: CardDB, text: str) -> None:
    deck = parse_deck(text, "x.txt", cards)
    assert SANGAN in deck.main
    assert "syntax.markup-lines" in [d.message_key for d in deck.warnings]


@pytest.mark.parametrize("line", ["3 Sangan[/color]", "[/color]3 Sangan", "3 Sangan [/size]"])
def test_a_card_line_that_closes_a_tag_opened_above_is_not_read(cards: CardDB, line) -> None:
    """Before: "3 Sangan[/color]", the last of the lines a colour hid, was read as 3 Sangan,
    the tag taken off as a note; its opening tag on the line was already an error."""
    text = f"Main Deck\n1 Pot of Greed\n[color=white]\n1 Raigeki\n{line}\n"
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main == (POT, RAIGEKI) and deck.unread == (5,)
    said = [(d.message_key, d.line) for d in deck.warnings]
    assert said == [("syntax.markup-lines", 3), ("rule.count.shown-otherwise", 5)]
