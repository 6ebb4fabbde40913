"""Which field's box prints which letters, as a viewer's text page gives them.

pdfium reads letters off a page in the order they are drawn, with a made-up space between
two drawings. A value too long for its box runs past its edge, where the viewer cuts it: its
letters past the edge were read in the next box, and that box was said to print another card.
A judge's note drawn across a row is the page's, not the field's."""

from __future__ import annotations

from ydkcheck.decks.sheet_viewer import Box, Char, box_texts

NAME: Box = (40.0, 680.0, 210.0, 696.0)  # a card's name
COUNT: Box = (212.0, 680.0, 228.0, 696.0)  # the count beside it, in the next column
SPELL: Box = (230.0, 680.0, 400.0, 696.0)


def _written(text: str, x: float, y: float = 688.0, width: float = 6.0) -> list[Char]:
    """``text`` drawn from ``x`` on the line ``y``, a letter every ``width`` points, then
    the space pdfium makes up after a drawing."""
    chars = [
        Char(ord(letter), (x + i * width, y - 4, x + (i + 1) * width - 1, y + 4), False)
        for i, letter in enumerate(text)
    ]
    end = x + len(text) * width
    return [*chars, Char(ord(" "), (end, y - 4, end, y + 4), True)]


def test_each_box_prints_the_value_drawn_in_it() -> None:
    page = _written("Sangan", 45) + _written("3", 214) + _written("Raigeki", 235)
    assert box_texts(page, [], [NAME, COUNT, SPELL]) == ["Sangan", "3", "Raigeki"]


def test_a_value_run_past_its_box_is_cut_there_and_never_the_next_box_s() -> None:
    long_name = "Number 45: Crumble Logos the Prophet of Demolition"  # 50 letters: 300 points
    page = _written(long_name, 45) + _written("1", 214) + _written("Raigeki", 260)
    name, count, spell = box_texts(page, [], [NAME, COUNT, SPELL])
    assert long_name.startswith(name) and len(name) < len(long_name)
    assert (count, spell) == ("1", "Raigeki")


def test_a_note_the_page_draws_across_a_box_is_not_the_field_s() -> None:
    note = _written("Checked at table 12", 45, 690)
    page = [*note, *_written("Sangan", 45)]
    assert box_texts(page, note, [NAME, COUNT, SPELL]) == ["Sangan", "", ""]


def test_a_run_whose_first_letter_lies_outside_belongs_to_the_box_that_holds_most() -> None:
    """A hostile drawing: the value starts a letter left of its box, so that its first
    letter lies in no box; its letters inside still print there."""
    page = _written("Pot of Greed", 34)
    assert box_texts(page, [], [NAME, COUNT, SPELL])[0] == "ot of Greed"


def test_text_in_no_box_is_no_field_s() -> None:
    assert box_texts(_written("Deck Registration", 40, 760), [], [NAME, COUNT]) == ["", ""]


def test_two_lines_of_one_box_are_both_its_own() -> None:
    tall: Box = (40.0, 660.0, 210.0, 700.0)
    page = _written("Elemental HERO", 45, 690) + _written("Stratos", 45, 670)
    assert box_texts(page, [], [tall]) == ["Elemental HEROStratos"]
