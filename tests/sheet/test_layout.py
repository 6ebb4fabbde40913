"""The sheet's pieces without a PDF: the Main Deck's columns, text fitted to a box, the
characters the font lacks, and the content read from a deck."""

from __future__ import annotations

import datetime as dt

import pytest
from helpers import DECKS
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.cards.naming import CardNamer
from ydkcheck.decks import Deck, read_deck
from ydkcheck.sheet.columns import (
    LEAST_ROWS,
    MOST_ROWS,
    TALLEST_ROWS,
    Heading,
    More,
    clipped,
    main_columns,
    table_rows,
)
from ydkcheck.sheet.content import OTHER, Line, Player, TypeBlock, build_sheet, split_name
from ydkcheck.sheet.fit import LEADING, LEGIBLE, PT, fit
from ydkcheck.sheet.glyphs import drawable


def groups(monsters: int, spells: int, traps: int, others: int = 0) -> tuple[TypeBlock, ...]:
    """Groups of that many distinct cards, named ``m1``, ``s1``, ``t1``, ``o1``..."""
    made = [
        TypeBlock(kind, tuple(Line(1, f"{kind[0]}{n}") for n in range(1, count + 1)))
        for kind, count in (("monster", monsters), ("spell", spells), ("trap", traps))
    ]
    if others:
        made.append(TypeBlock(OTHER, tuple(Line(1, f"o{n}") for n in range(1, others + 1))))
    return tuple(made)


def shown(columns) -> list[str]:
    return [row.name for column in columns.columns for row in column if isinstance(row, Line)]


def test_each_type_has_its_column_of_at_least_the_forms_18_rows():
    placed = main_columns(groups(12, 10, 4))
    assert placed.rows == LEAST_ROWS == 18
    assert [len(column) for column in placed.columns] == [12, 10, 4]
    assert [row.name for row in placed.columns[1]][:2] == ["s1", "s2"]


def test_the_columns_grow_together_to_the_longest_type_up_to_22_rows():
    placed = main_columns(groups(21, 3, 2))
    assert placed.rows == 21
    assert not any(isinstance(row, Heading) for column in placed.columns for row in column)


def test_sixty_different_monsters_continue_in_the_other_columns_on_22_rows():
    placed = main_columns(groups(60, 0, 0))
    assert placed.rows == TALLEST_ROWS == 22
    assert shown(placed) == [f"m{n}" for n in range(1, 61)]  # in order, each once
    assert placed.columns[1][0] == Heading("monster") == placed.columns[2][0]


def test_a_long_type_continues_below_the_cards_of_another_column():
    placed = main_columns(groups(30, 15, 15))
    assert placed.rows == 22
    spells = placed.columns[1]
    assert [row.name for row in spells[:15]] == [f"s{n}" for n in range(1, 16)]
    assert spells[15] == Heading("monster")
    assert len(shown(placed)) == 60


def test_cards_of_no_type_of_the_form_get_a_heading_of_their_own():
    placed = main_columns(groups(10, 10, 10, others=2))
    assert placed.rows == LEAST_ROWS
    assert Heading(OTHER) in placed.columns[0]
    assert {"o1", "o2"} <= set(shown(placed))


@given(st.integers(0, 250), st.integers(0, 250), st.integers(0, 250), st.integers(0, 100))
def test_every_card_is_shown_once_or_counted_as_left_out(monsters, spells, traps, others):
    made = groups(monsters, spells, traps, others)
    placed = main_columns(made)
    assert placed.rows <= MOST_ROWS
    assert all(len(column) <= placed.rows for column in placed.columns)
    names = shown(placed)
    assert len(names) == len(set(names))
    more = sum(row.count for column in placed.columns for row in column if isinstance(row, More))
    assert len(names) + more == monsters + spells + traps + others
    if monsters + spells + traps + others <= 60:  # any Main Deck an event takes
        assert more == 0 and placed.rows <= TALLEST_ROWS


def test_the_extra_and_side_tables_have_15_rows_and_say_what_they_cannot_hold():
    fifteen = tuple(Line(1, str(n)) for n in range(15))
    assert table_rows(fifteen) == 15 and table_rows(()) == 15
    assert clipped(fifteen, 15) == fifteen
    many = tuple(Line(1, str(n)) for n in range(100))
    rows = clipped(many, table_rows(many))
    assert len(rows) == 40 and rows[-1] == More(61)


def per_char(text: str) -> float:
    """A monospaced stand-in for a font: 0.2 mm a character at 1 point."""
    return 0.2 * len(text)


def test_a_short_name_keeps_the_largest_size():
    assert fit("Ash Blossom", 50, 5, per_char, 8.5) == (("Ash Blossom",), 8.5)


def test_a_long_name_shrinks_to_its_box_then_goes_on_two_lines():
    name = "Saga de los Antiguos Guerreros - Vientos de Este a Sur"
    one = fit(name, 70, 5, per_char, 8.5)
    assert one.lines == (name,) and LEGIBLE <= one.size < 8.5
    longest = "Infierno de las Bestias Sagradas - Uria, Señor de las Llamas Abrasadoras"
    two = fit(longest, 50, 5, per_char, 8.5)
    assert two.lines == (
        "Infierno de las Bestias Sagradas -",
        "Uria, Señor de las Llamas Abrasadoras",
    )
    assert max(per_char(line) for line in two.lines) * two.size <= 50
    assert len(two.lines) * two.size * PT * LEADING <= 5


def test_a_word_too_long_for_its_box_shrinks_as_far_as_it_takes():
    fitted = fit("x" * 500, 50, 5, per_char, 8.5)
    assert fitted.lines == ("x" * 500,) and per_char("x" * 500) * fitted.size <= 50


def test_characters_the_font_lacks_become_look_alikes_or_a_question_mark():
    covered = {ord(c) for c in "Summon Reactor SK·?★"}
    assert drawable("Summon Reactor・SK", covered) == "Summon Reactor·SK"
    assert drawable("Ｒeactor\x07\u200b ★", covered) == "Reactor ★"
    assert drawable("山", covered) == "?"


@pytest.mark.parametrize(
    ("full", "first", "last", "initial"),
    [
        ("García López, Ana María", "Ana María", "García López", "G"),
        ("Ana García López", "Ana", "García López", "G"),
        ("  john   smith ", "john", "smith", "S"),
        ("Ana", "Ana", "", ""),
        ("", "", "", ""),
        ("d'Artagnan, Charles", "Charles", "d'Artagnan", "D"),
    ],
)
def test_a_full_name_splits_into_the_forms_boxes(full, first, last, initial):
    assert split_name(full) == (first, last)
    assert Player(first, last).initial == initial


def test_the_content_counts_each_passcode_by_section_in_order_and_groups_by_type(cards):
    deck = read_deck(str(DECKS / "Rose_Dragon.ydk"), cards)
    player = Player("Ana", "García", event_date=dt.date(2026, 7, 5))
    sheet = build_sheet(deck, cards, CardNamer("en"), "en", player, "TCG 2026.05", "f-p")
    assert (sheet.player, sheet.banlist, sheet.fingerprint) == (player, "TCG 2026.05", "f-p")
    assert [group.kind for group in sheet.main] == ["monster", "spell", "trap"]
    assert (sheet.main_total, sheet.extra_total, sheet.side_total) == (40, 15, 3)

    def expected(codes: tuple[int, ...], kind: str | None = None) -> list[Line]:
        lines = []
        for code in dict.fromkeys(codes):  # in order of first appearance
            card = cards.get(code)
            assert card is not None
            if kind is None or card.kind == kind:
                lines.append(Line(codes.count(code), card.name))
        return lines

    for group in sheet.main:
        assert list(group.lines) == expected(deck.main, group.kind)
    assert list(sheet.extra) == expected(deck.extra)
    assert list(sheet.side) == expected(deck.side)
    assert sheet.main[0].lines[0] == Line(3, "White Rose Dragon")


def test_an_artwork_has_the_name_of_its_original_and_an_unknown_card_its_number(cards):
    deck = Deck("x.ydk", (423706, 423706, 99999999), (), ())  # Gearfried's other artwork
    sheet = build_sheet(deck, cards, CardNamer("es"), "es", Player())
    assert sheet.main[0].lines == (Line(2, "Gearfried el Caballero de Hierro"),)
    assert sheet.main[3] == TypeBlock(OTHER, (Line(1, "Carta desconocida (99999999)"),))
    english = build_sheet(deck, cards, CardNamer("en"), "en", Player())
    assert english.main[0].lines == (Line(2, "Gearfried the Iron Knight"),)
    assert english.main[3].lines == (Line(1, "Unknown card (99999999)"),)


def test_drawing_a_sheet_does_not_import_numpy():
    """fpdf2 would import numpy (about 45 ms) for images a sheet never has."""
    import subprocess
    import sys

    code = "import sys, ydkcheck.sheet.pdf; print('numpy' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
