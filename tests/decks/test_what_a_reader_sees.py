"""A text list is read as a reader sees it, or a line says it may not be: headings written
as comments or wrapped over two lines, notes that move a card or change its count wherever
they are written, columns and set codes with words that are no rarity, and markup that
strikes a name out. Each case was a list that ``valida`` called LEGAL without a warning and
``compara`` called the same deck as a ``.ydk`` of another deck."""

from __future__ import annotations

import sys
from types import FrameType

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.diagnostics import Section

POT, MAXX, FERTILIZER, ARMY = 55144522, 23434538, 44887817, 32807846


def keys(deck) -> list[tuple[str, int | None]]:
    return [(d.message_key, d.line) for d in deck.warnings]


@pytest.mark.parametrize("heading", ["// Side Deck", "# Side Deck", "//Side Deck:"])
def test_a_heading_written_as_a_comment_heads_its_section(cards: CardDB, heading: str) -> None:
    """Before: "// Side Deck" was a comment, its three cards counted in the Main Deck."""
    text = f"Main Deck\n3 Pot of Greed\n{heading}\n3 Miracle Fertilizer\n"
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main == (POT,) * 3 and deck.side == (FERTILIZER,) * 3


def test_a_comment_that_is_no_heading_stays_a_comment(cards: CardDB) -> None:
    deck = parse_deck("Main Deck\n3 Pot of Greed\n// side it in against Tearlaments\n", "x", cards)
    assert deck.main == (POT,) * 3 and deck.side == () and deck.warnings == ()


@pytest.mark.parametrize(("first", "second"), [("Side", "Deck"), ("Extra", "Deck")])
def test_a_heading_wrapped_over_two_lines_reads_as_one(
    cards: CardDB, first: str, second: str
) -> None:
    """Before: "Side" opened the Side Deck, then "Deck" alone opened the Main Deck again."""
    text = f"Main Deck\n3 Pot of Greed\n{first}\n{second}\n3 Miracle Fertilizer\n"
    deck = parse_deck(text, "x.txt", cards)
    section = Section.SIDE if first == "Side" else Section.EXTRA
    assert deck.section(section) == (FERTILIZER,) * 3 and deck.main == (POT,) * 3


def test_two_headings_apart_are_two_headings(cards: CardDB) -> None:
    text = "Side\n\nMain Deck\n3 Pot of Greed\n"
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main == (POT,) * 3


def test_a_section_headed_again_after_another_is_said(cards: CardDB) -> None:
    """Before: two decks in one file, or a block for game 2, merged without a word."""
    text = 'Main Deck\n3 Miracle Fertilizer\nSide Deck\n3 Pot of Greed\nMain Deck\n1 Maxx "C"\n'
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main == (FERTILIZER,) * 3 + (MAXX,)
    assert keys(deck) == [("syntax.section-again", 5)]
    once = parse_deck('Main Deck\n3 Pot of Greed\nMonsters\n1 Maxx "C"\n', "y", cards)
    assert once.warnings == ()


@pytest.mark.parametrize(
    "comment",
    ["// (Side Deck)", "// not played", "// 1 main, 2 side", "// side", "// +1", "// banquillo"],
)
@pytest.mark.parametrize(
    "card", ['3 Maxx "C"', 'x3 Maxx "C"', 'Maxx "C" x3', 'Maxx "C" - 3 copies']
)
def test_a_comment_after_a_card_that_moves_it_or_recounts_it_is_an_error(
    cards: CardDB, comment: str, card: str
) -> None:
    """Before: "3 Maxx "C" // (Side Deck)" was three copies in the Main Deck, no word said,
    while "3 Maxx "C" (Side Deck)" was an error; and a card line written count last, or
    "x3" first, was not looked at at all."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n{card} {comment}\n", "x.txt", cards)
    assert keys(deck) == [("rule.count.note", 3)] and deck.main == (POT,)


def test_a_comment_after_a_card_that_says_nothing_of_it_stays_a_comment(cards: CardDB) -> None:
    deck = parse_deck('Main Deck\n3 Maxx "C" // the best hand trap\nSide Deck // 15\n', "x", cards)
    assert deck.main == (MAXX,) * 3 and deck.warnings == ()


@pytest.mark.parametrize(
    "note",
    ["(x3 total)", "(plus x2)", "(total x3)", "(playing x3)", "(three in total)", "(minus one)"],
)
def test_a_note_that_counts_among_other_words_is_an_error(cards: CardDB, note: str) -> None:
    """Before: "1 Reinforcement of the Army (x3 total)" was one copy, LEGAL."""
    text = f"Main Deck\n1 Pot of Greed\n1 Reinforcement of the Army {note}\n"
    deck = parse_deck(text, "x.txt", cards)
    assert [d.rule for d in deck.warnings] == ["count"] and deck.main == (POT,)


@pytest.mark.parametrize("note", ["(from 2× Zegredo Xyz)", "(one of my favourites)"])
def test_a_count_of_something_else_in_a_note_is_prose(cards: CardDB, note: str) -> None:
    deck = parse_deck(f"Main Deck\n1 Reinforcement of the Army {note}\n", "x.txt", cards)
    assert deck.main == (ARMY,) and deck.warnings == ()


@pytest.mark.parametrize(
    "line",
    [
        "3|Side|Lonefire Blossom",
        "1|2|Sangan",
        "3|Pot of Greed|Sangan",
        "3 Sangan - MACR-EN036 - Side Deck",
        "3 Sangan - MACR-EN036 - Pot of Greed",
    ],
)
def test_words_between_a_count_and_a_name_or_after_a_set_code_are_read(
    cards: CardDB, line: str
) -> None:
    """Before: a table's middle columns, and any words after a set code (taken for a
    rarity), were dropped: "3|Side|Lonefire Blossom" was three copies in the Main Deck."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n{line}\n", "x.txt", cards)
    assert [(d.rule, d.line) for d in deck.warnings] == [("unknown-card", 3)]
    assert deck.main == (POT,)


@pytest.mark.parametrize(
    "line",
    [
        "3|Rds|Sangan",
        "3|MACR-EN036|Sangan",
        "3 | MACR-EN036 | Secret Rare | Sangan",
        "3 Sangan - MACR-EN036 - Secret Rare",
        "3 Sangan - MACR-EN036 - 1st Edition",
        "1x Sangan | BLVO-EN065 | Secret",
        # a second review found this stop's first rules read these as errors
        "3x Sangan - MACR-EN036 - Millennium Rare",
        "3 Sangan | MACR-EN036 | Ultra Rare (Purple)",
        "3 Sangan - MACR-EN036 - Ultra Rare (Pharaoh’s Rare)",
        "3 Sangan - MACR-EN036 - Rara Secreta de Cuarto de Siglo",
        "3|LDK2-ENY01|Sangan",
        "3|Common / Short Print|Sangan",
        "3|Effect Monster|Sangan",
        "3|Near Mint|Sangan",
        "1 Sangan (the LOB one)",
        "3 Sangan // good on either side of the table",
        "3 Sangan (side-effect free)",
        "1 Sangan (only one)",
        "3 Sangan (all three)",
        "1 Sangan // Limited, only one",
    ],
)
def test_set_codes_set_columns_and_rarities_are_notes(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n{line}\n", "x.txt", cards)
    assert deck.warnings == () and set(deck.main) == {26202165}


@pytest.mark.parametrize(
    "line",
    [
        "3 ~Sangan~",
        "3 [s]Sangan[/s]",
        "3 [strike]Sangan[/strike]",
        "3 <del>Sangan</del>",
        "3 <!-- Sangan -->",
        "3 /* Sangan */",
        "3 # Sangan",
        "3 #\tSangan",  # the marks looked for first missed a "#" before a tab
        "3 #\u00a0Sangan",
    ],
)
def test_a_name_struck_or_commented_out_is_no_card(cards: CardDB, line: str) -> None:
    """Before: markup around the name alone was dropped and the line read as 3 Sangan."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n{line}\n", "x.txt", cards)
    assert keys(deck) == [("rule.count.shown-otherwise", 3)] and deck.main == (POT,)


@pytest.mark.parametrize("line", ["14558127 x3", "14558127 3", "3 14558127", "14558127 (3)"])
def test_a_passcode_with_its_copies_after_it_is_read(cards: CardDB, line: str) -> None:
    """Before: "14558127 x3" took the passcode for the count, "more than 99 copies", and
    the whole list was unreadable."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n{line}\n", "x.txt", cards)
    assert deck.main == (POT, 14558127, 14558127, 14558127) and deck.warnings == ()


def test_a_numbered_list_is_said_its_numbers_read_as_copies(cards: CardDB) -> None:
    """Before: "1) Ash Blossom", "2) Effect Veiler", "3) Infinite Impermanence" under the
    Side Deck were 6 cards, LEGAL with no word; Markdown shows them as a numbered list."""
    text = (
        "Main Deck\n3 Pot of Greed\nSide Deck\n1) Ash Blossom & Joyous Spring\n"
        "2) Effect Veiler\n3) Infinite Impermanence\n"
    )
    deck = parse_deck(text, "x.txt", cards)
    assert len(deck.side) == 6 and keys(deck) == [("syntax.numbered", 4)]
    counted = parse_deck('Main Deck\n3) Pot of Greed\n2) Sangan\n1) Maxx "C"\n', "y", cards)
    assert counted.warnings == ()


def test_a_section_s_total_above_its_cards_heads_them(cards: CardDB) -> None:
    """Before: "Side Deck Total: 3" above three cards left them in the Main Deck (a
    list-total warning said 0 were read); under its own cards a total still closes them."""
    text = 'Main Deck\n3 Pot of Greed\nSide Deck Total: 3\n3 Maxx "C"\n'
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main == (POT,) * 3 and deck.side == (MAXX,) * 3 and deck.warnings == ()
    closing = parse_deck("Main Deck\n3 Pot of Greed\nMain Deck Total: 3\n", "y", cards)
    assert closing.main == (POT,) * 3 and closing.warnings == ()


@pytest.mark.parametrize(
    "line",
    [
        "3 Sangan // only 1",
        "3 Sangan // SB",
        "3 Sangan // 2 in SD",
        "3 Sangan // cut",
        "3 Sangan // not running",
        "3 Sangan (x1 only)",
        "3 Sangan (one less)",
        "3 Sangan (1 MD / 2 SD)",
        "3 Sangan (once)",
        "3|SB|Sangan",
        "3|x1|Sangan",
        "3 [color=white]Sangan[/color]",
        "3 %%Sangan%%",
        "3 [spoiler]Sangan[/spoiler]",
        "||Side Deck||",
    ],
)
def test_notes_columns_and_markup_that_change_the_deck_are_errors(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n{line}\n", "x.txt", cards)
    first = deck.warnings[0]
    assert first.line == 3 and first.rule in ("count", "unknown-card") and deck.main == (POT,)


def test_frames_titles_and_summaries_read_as_before(cards: CardDB) -> None:
    framed = parse_deck('~*~ Main Deck ~*~\n3 Sangan\n~*~ Side Deck ~*~\n2 Maxx "C"\n', "x", cards)
    assert len(framed.main) == 3 and len(framed.side) == 2 and framed.warnings == ()
    summary = 'Main Deck\n3 Sangan\nSide Deck\n2 Maxx "C"\n\nMain Deck: 3\nSide Deck: 2\n'
    assert parse_deck(summary, "y", cards).warnings == ()
    above = 'Main Deck Total: 3\nSide Deck Total: 2\n\nMain Deck\n3 Sangan\nSide Deck\n2 Maxx "C"\n'
    deck = parse_deck(above, "z", cards)
    assert len(deck.main) == 3 and len(deck.side) == 2
    spaced = parse_deck('Main Deck\n1) Sangan\n\n2) Maxx "C"\n', "w", cards)
    assert keys(spaced) == [("syntax.numbered", 2)]


# 40 cards that no heading heads, as a deck box copied as text without an Extra Deck writes
# them: its labels under their cards ("Main Deck" under the Main Deck's)
FORTY = "\n".join(["3 Pot of Greed"] * 13 + ["1 Miracle Fertilizer"]) + "\n"


@pytest.mark.parametrize(
    "heading", ["Main Deck", "Main Deck\nDeck Principal", "Main\nDeck", "Main Deck\nMain Deck"]
)
def test_a_main_deck_heading_under_cards_no_heading_heads_is_said(
    cards: CardDB, heading: str
) -> None:
    """Before: read as a Main Deck of 43 without a word, and ``compara`` matched it with
    that deck, though a Main Deck of 40 and a Side Deck of 3 is as good a reading. A second
    heading of the section right under the first (a list in both languages) asks it too."""
    deck = parse_deck(f'{FORTY}{heading}\n3 Maxx "C"\nSide Deck\n', "x.txt", cards)
    assert len(deck.main) == 43 and deck.side == ()
    (said,) = deck.warnings
    assert said.message_key == "syntax.main-under-cards" and said.params["count"] == 40


# 39 cards under a Main Deck heading
THIRTY_NINE = "\n".join(["3 Pot of Greed"] * 13) + "\n"


@pytest.mark.parametrize(
    "under",
    [
        "\nMain Deck\n",
        "\n\nMain Deck\n",
        "\n  \nDeck Principal\n",
        "\nSpells\n",  # a type's heading: found by the re-check, as those below
        "\nHechizos:\n",
        "\nSide Deck\n\nMain Deck\n",  # another section's heading first
        "\n\n",  # card lines writing their counts after a gap
        "\nMain Deck: 40\nSide Deck: 0\n\nMain Deck\n",  # a summary of the sections
        # found by a second re-check: a single copy written without its count under the gap,
        # counts in brackets or after a note
        "\n\nRaigeki\n",
        "\n\n(x1) Raigeki\n",
    ],
)
@pytest.mark.parametrize("title", ["Miracle Fertilizer", "Miracle Fertilizer:", "Sangan"])
def test_a_cards_name_alone_above_the_list_is_title_or_card(
    cards: CardDB, title: str, under: str
) -> None:
    """Before: a list titled with a card's name ("Metaphys Tyrant Dragon" above "Main Deck",
    "Yubel" above "Monsters") read that name as one copy in the Main Deck: 39 cards written
    became 40 and the deck LEGAL, with at most a warning about deck boxes. It is read as
    before, and an error says the line is the list's title or a card, so no verdict stands
    on the guess."""
    deck = parse_deck(f"{title}{under}{THIRTY_NINE}", "x.txt", cards)
    assert len(deck.main) == 40 + under.count("Raigeki") and deck.side == ()
    asked = [d for d in deck.warnings if d.message_key == "rule.count.title-or-card"]
    assert [(d.rule, d.line) for d in asked] == [("count", 1)]
    assert asked[0].params["card_id"] in (FERTILIZER, 26202165)
    assert "syntax.main-under-cards" not in [d.message_key for d in deck.warnings]


def test_a_skill_above_the_title_leaves_the_question(cards: CardDB) -> None:
    deck = parse_deck(f"Skill: Destiny Draw\nSangan\n\nMain Deck\n{THIRTY_NINE}", "x", cards)
    assert "rule.count.title-or-card" in [d.message_key for d in deck.warnings]


@pytest.mark.parametrize(
    "written",
    [
        f"Sangan\n{THIRTY_NINE}",  # no gap: a card line like those under it
        f"Main Deck\nSangan\n\n{THIRTY_NINE}",  # under a heading
        f"3 Pot of Greed\nSangan\n\n{THIRTY_NINE}",  # under a card line
        "Sangan\n\nPot of Greed\n\nRaigeki\n",  # a list of single copies, spaced
        # found by a third re-check: a card named with a number is no count
        "Sangan\n\nPot of Greed\n\nHarpie Lady 2\n\n7 Colored Fish\n",
        # Pojo's lists of 2005: every card line spaced, single copies written without counts
        "Deck: Turbo\n\nSangan\n\nPot of Greed\n\n2 Raigeki\n\n3 Mirror Force\n",
    ],
)
def test_a_card_line_that_is_no_title_is_not_asked(cards: CardDB, written: str) -> None:
    keys_said = [d.message_key for d in parse_deck(written, "x.txt", cards).warnings]
    assert "rule.count.title-or-card" not in keys_said


@pytest.mark.parametrize(
    "above",
    [
        "1 Miracle Fertilizer",  # its count written: a card line, not a title
        "Miracle Fertilizer x1",
        "Miracle Fertilizer\n3 Pot of Greed",  # two card lines: a deck box's cards
    ],
)
def test_a_card_line_above_the_heading_that_is_no_title_is_asked_as_before(
    cards: CardDB, above: str
) -> None:
    deck = parse_deck(f"{above}\nMain Deck\n{THIRTY_NINE}Side Deck\n", "x.txt", cards)
    assert [d.message_key for d in deck.warnings] == ["syntax.main-under-cards"]


@pytest.mark.parametrize(
    "written",
    [
        "Main Deck\r1 Sangan\r3 # Trap Hole\r",  # an old Mac file: carriage returns alone
        "1. Main Deck\n2. 1 Sangan\n3. 3 # Trap Hole\n",  # a paste with its line numbers
    ],
)
def test_a_count_hidden_behind_a_hash_is_looked_for_in_every_line_as_read(
    cards: CardDB, written: str
) -> None:
    """Before: whether a line may strike or hide what it writes was asked of the text as
    written, where a line starts after a line feed only and before its number is taken
    off: '3 # Trap Hole' read as three Trap Holes without a word."""
    deck = parse_deck(written, "x.txt", cards)
    assert ("rule.count.shown-otherwise", 3) in keys(deck) and len(deck.main) == 1


@pytest.mark.parametrize(
    "written",
    [
        f"{FORTY}Main Deck: 40\n",  # a summary under the list: it heads no card
        f'{FORTY}Side Deck\n3 Maxx "C"\n',  # the Main Deck, then the Side's heading
        f'Main Deck\n{FORTY}Main Deck\n3 Maxx "C"\n',  # headed above: said otherwise
        f"Monsters\n{FORTY}",
        "Skill: Destiny Draw\nMain Deck\n3 Pot of Greed\n",  # a Skill Card: in no section
        "Skill\n1 Destiny Draw\nMain Deck\n3 Pot of Greed\n",
    ],
)
def test_a_main_deck_heading_that_asks_nothing_of_the_cards_above(
    cards: CardDB, written: str
) -> None:
    assert "syntax.main-under-cards" not in [
        key for key, _ in keys(parse_deck(written, "x", cards))
    ]


@pytest.mark.parametrize(
    "headings",
    [
        "Main Deck\nDeck Principal",
        "Main Deck\nMain Deck",
        "Blackwing Deck\nMain Deck\nMain Deck (40)",
    ],
)
def test_two_headings_of_one_section_above_its_cards_head_them(
    cards: CardDB, headings: str
) -> None:
    """Before: read as a deck box copied as text, each label under its cards: the Main
    Deck's 40 cards counted in the Side Deck, the Side Deck's in the Main."""
    deck = parse_deck(f'{headings}\n{FORTY}Side Deck\n3 Maxx "C"\n', "x.txt", cards)
    assert len(deck.main) == 40 and deck.side == (MAXX,) * 3
    assert "syntax.labels-under" not in [key for key, _ in keys(deck)]


# a list of 40 + 3 under its headings, the Main Deck's by type
HEADED = f'Main Deck\nSpells\n{THIRTY_NINE}1 Miracle Fertilizer\nSide Deck\n3 Maxx "C"\n'


@pytest.mark.parametrize(
    ("summary", "then"),
    [
        ("Main Deck: 40\nExtra Deck: 0\nSide Deck: 3\n\n", HEADED),
        ("Main Deck (40)\nSide Deck (3)\n", HEADED),
        ("Main Deck: 40\nSide Deck: 3\n", HEADED.removeprefix("Main Deck\n")),  # a type
        ("Main Deck: 40\nExtra Deck: 0\nSide Deck: 3\nTotal: 43\n", HEADED),  # a total
        ("Main Deck: 40\nSide Deck: 3\n// the list:\n", HEADED),  # a comment
        ("Main Deck: 40\n// in short\nExtra Deck: 0\nSide Deck: 3\n", HEADED),
        ("Main Deck [40]\nSide Deck [3]\n", HEADED[10:].replace("Spells", "Spells [40]")),
    ],
)
def test_a_summary_of_the_sections_above_the_list_is_its_totals(
    cards: CardDB, summary: str, then: str
) -> None:
    """Before: the summary's headings, none above a card, read as a deck box copied as text,
    each label under its cards: the Main Deck's 40 cards in the Side Deck, the Side Deck's 3
    in the Main (with warnings and errors)."""
    deck = parse_deck(summary + then, "x.txt", cards)
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (40, 0, 3)
    assert deck.warnings == ()
    lines = summary.splitlines()
    written = [number for number, line in enumerate(lines, 1) if "Deck" in line or "Tot" in line]
    assert [note.line for note in deck.notes if note.kind == "total"] == written


def test_a_summary_that_writes_another_count_is_said_at_its_line(cards: CardDB) -> None:
    deck = parse_deck(f"Main Deck: 40\nSide Deck: 5\n\n{HEADED}", "x.txt", cards)
    assert (len(deck.main), len(deck.side)) == (40, 3)
    assert [(d.rule, d.line) for d in deck.warnings] == [("list-total", 2)]


def test_a_deck_box_that_opens_with_counted_headings_is_read_as_before(cards: CardDB) -> None:
    """Two headings, then the cards: a deck box's labels under their cards, as before."""
    main = f"{THIRTY_NINE}1 Miracle Fertilizer\nDeck Total [40]\n"
    text = f'Main Deck [40]\nSide Deck [3]\n{main}3 Maxx "C"\nSide Deck [3]\n'
    deck = parse_deck(text, "x.txt", cards)
    assert (len(deck.main), len(deck.side)) == (40, 3)
    assert "syntax.labels-under" in [d.message_key for d in deck.warnings]


@pytest.mark.parametrize("group", ["Monsters [0]", "Monsters"])
def test_a_deck_box_whose_first_group_is_empty_is_read_as_before(cards: CardDB, group: str) -> None:
    """Found by the re-checks: "Monsters [0]" or "Monsters" right under the two counted
    headings of a deck box is its first group, not a list under a summary."""
    main = f"{THIRTY_NINE}1 Miracle Fertilizer\nSpells [40]\nDeck Total [40]\n"
    text = f'Main Deck [40]\nSide Deck [3]\n{group}\n{main}3 Maxx "C"\nSide Deck [3]\n'
    deck = parse_deck(text, "x.txt", cards)
    assert (len(deck.main), len(deck.side)) == (40, 3)


def lines_run(text: str, cards: CardDB) -> int:
    """The lines of the text reader's module run to read ``text``: a count, not a time."""
    run = 0

    def trace(frame: FrameType, event: str, arg: object) -> object:
        nonlocal run
        if frame.f_code.co_filename.endswith(("text.py", "text_lines.py")):
            run += event == "line"
            return trace
        return None

    sys.settrace(trace)
    try:
        parse_deck(text, "x.txt", cards)
    finally:
        sys.settrace(None)
    return run


@pytest.mark.parametrize(
    "repeated",
    ["Main\nSide\n", "Main Deck: 40\nSide Deck: 3\n", "Main Deck: 40\nSide Deck: 3\nMain\n"],
)
def test_headings_over_and_over_cost_a_line_each(cards: CardDB, repeated: str) -> None:
    """Found by the re-check: every heading of a deck box before any card looked back over
    all the headings above it, and each summary taken back mended every line said before:
    a file of 30 KB took 24 s. Twice the lines now run about twice the code (counted, not
    timed)."""
    short, long = (
        lines_run(repeated * pairs + "Monsters\n3 Sangan\n", cards) for pairs in (300, 600)
    )
    assert long < 2.3 * short


@pytest.mark.parametrize(
    "written", ["Pot of Greed x3 (LOB)", "(x3) Pot of Greed", "Pot of Greed - 3 copies"]
)
def test_a_title_over_counts_written_otherwise_is_asked(cards: CardDB, written: str) -> None:
    """Found by the second re-check: whether the lines under the gap write their counts was
    asked of two forms of count only; copies read are counted copies, however written."""
    deck = parse_deck("Sangan\n\n" + f"{written}\n" * 13, "x.txt", cards)
    assert len(deck.main) == 40
    assert "rule.count.title-or-card" in [d.message_key for d in deck.warnings]


def test_a_title_written_twice_over_the_list_is_asked(cards: CardDB) -> None:
    """The second re-check's 'Yubel' / '' / 'Yubel' / '' / counted card lines: a list spaced
    so far, then card lines that follow each other and write counts."""
    deck = parse_deck(f"Sangan\n\nSangan\n\n{THIRTY_NINE}", "x.txt", cards)
    asked = [d.line for d in deck.warnings if d.message_key == "rule.count.title-or-card"]
    assert asked == [1] and len(deck.main) == 41


@pytest.mark.parametrize("rule", ["---", "* * *", "=====", "___", "- - -", "─────"])
def test_a_ruled_line_between_a_lists_parts_is_a_comment(cards: CardDB, rule: str) -> None:
    """Before: "---" between sections, or under a summary, was an unreadable line whose copies
    "may make the difference"; it holds none."""
    text = f"Main Deck: 3\nSide Deck: 3\n{rule}\nMain Deck\n3 Pot of Greed\n{rule}\n"
    text += "Side Deck\n3 Miracle Fertilizer\n"
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main == (POT,) * 3 and deck.side == (FERTILIZER,) * 3 and deck.warnings == ()
    ruled = [note for note in deck.notes if note.text == rule]
    assert len(ruled) == 2 and {note.kind for note in ruled} == {"comment"}


@pytest.mark.parametrize("line", ["--", "3 ---", "-x-"])
def test_a_line_of_dashes_and_more_or_fewer_is_no_ruled_line(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n3 Pot of Greed\n{line}\n", "x.txt", cards)
    assert [note.kind for note in deck.notes if note.line == 3] == ["unread"]
    assert deck.main == (POT,) * 3 and len(deck.warnings) == 1


def test_a_count_alone_above_a_ruled_line_still_asks_of_the_card_under_it(cards: CardDB) -> None:
    deck = parse_deck("Main Deck\n3\n---\nPot of Greed\n", "x.txt", cards)
    assert ("rule.count.above", 2) in keys(deck)


@pytest.mark.parametrize("rule", ["---", "* * *", "====="])
def test_a_ruled_line_with_a_comment_is_read_as_its_comment_alone(cards: CardDB, rule: str) -> None:
    """A first version took "--- // Side Deck" for a ruled line, its comment unread: the Side
    Deck's cards went to the Main Deck without a word."""
    text = f"Main Deck\n3 Pot of Greed\n{rule} // Side Deck\n3 Miracle Fertilizer\n"
    alone = parse_deck(
        "Main Deck\n3 Pot of Greed\n// Side Deck\n3 Miracle Fertilizer\n", "x", cards
    )
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main == (POT,) * 3 and deck.side == (FERTILIZER,) * 3 == alone.side
    hidden = parse_deck(f"Main Deck\n3 Pot of Greed\n{rule} // 3 Raigeki\n", "x.txt", cards)
    assert ("rule.count.hidden", 3) in keys(hidden)
