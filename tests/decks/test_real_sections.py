"""Real published decklists whose layout decides the section of their cards (sources in
``tests/data/decklists/sections/SOURCES.md``): each card is counted where the list puts it,
and where the reader cannot know, a warning says how it read the list."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from helpers import read_written

from ydkcheck.cards import CardDB
from ydkcheck.decks import Deck, read_deck
from ydkcheck.decks.text_lines import headings_run_together
from ydkcheck.diagnostics import Section

DATA = Path(__file__).parent.parent / "data" / "decklists" / "sections"
SIDE, EXTRA = Section.SIDE, Section.EXTRA


def read(name: str, cards: CardDB) -> Deck:
    return read_deck(str(DATA / name), cards)


def sections(deck: Deck) -> dict[Section, int]:
    return dict(Counter(entry.section for entry in deck.entries))


def warnings_of(deck: Deck) -> dict[int | None, str]:
    return {d.line: d.message_key for d in deck.warnings if d.rule == "syntax"}


def test_a_fusion_deck_after_the_side_deck_is_the_extra_deck(cards: CardDB) -> None:
    deck = read("kperovic-exodia-reasoning-gate-2005.txt", cards)
    assert sections(deck) == {Section.MAIN: 41, Section.SIDE: 15, Section.EXTRA: 3}
    # its written counts (Monsters: 13, Side Deck: 15) all agree; a reader of today would
    # count the Fusion Deck's cards in the Side Deck: said at the heading
    assert warnings_of(deck) == {37: "syntax.extra-after-side"} and len(deck.warnings) == 1


def test_fusion_under_the_side_deck_heads_side_cards_once_the_extra_deck_is_named(
    tmp_path: Path, cards: CardDB
) -> None:
    text = (
        "Main Deck\n3 Sangan\nExtra Deck\n1 Thousand-Eyes Restrict\n"
        "Side Deck\nFusion:\n2 Thousand-Eyes Restrict\n"
    )
    deck = read_written(tmp_path, text, cards)
    assert sections(deck) == {Section.MAIN: 3, Section.EXTRA: 1, Section.SIDE: 2}


def test_framed_headings_with_counts_open_their_sections(cards: CardDB) -> None:
    deck = read("kensir-zoodiac-true-draco-ocg-2017.txt", cards)
    headings = [(n.line, n.section) for n in deck.notes if n.kind == "heading"]
    assert headings == [(1, Section.MAIN), (18, Section.EXTRA), (25, Section.SIDE)]
    assert all(entry.section is Section.SIDE for entry in deck.entries if (entry.line or 0) > 25)
    assert "syntax.no-headings" not in warnings_of(deck).values()


def test_a_deck_box_that_writes_labels_under_its_cards_is_read_so_and_said(
    cards: CardDB,
) -> None:
    """Before: 'Main Deck' then 'Side Deck' at the top put all 70 cards in the Side Deck."""
    deck = read("tcgplayer-hoban-true-draco-argcs-atlanta-2017.txt", cards)
    assert sections(deck) == {Section.MAIN: 40, Section.SIDE: 15, Section.EXTRA: 15}
    assert warnings_of(deck)[3] == "syntax.labels-under"  # "Main Deck", then "Side Deck"
    assert [d for d in deck.warnings if d.rule == "list-total"] == []  # every label agrees
    assert "total" in {n.kind for n in deck.notes if n.text == "Deck Total [40]"}


def test_a_label_under_cards_checks_their_count(tmp_path: Path, cards: CardDB) -> None:
    text = (
        "Main Deck\nSide Deck\n3 Sangan\nMonsters [2]\nDeck Total [3]\n"
        "2 Pot of Greed\nSide Deck [2]\n1 Thousand-Eyes Restrict\nExtra Deck [1]\n"
    )
    deck = read_written(tmp_path, text, cards)
    assert sections(deck) == {Section.MAIN: 3, Section.SIDE: 2, Section.EXTRA: 1}
    totals = [(d.line, d.params["written"]) for d in deck.warnings if d.rule == "list-total"]
    assert totals == [(4, 2)]  # "Monsters [2]" under 3 cards


def test_a_list_without_headings_says_its_cards_are_all_main_deck(cards: CardDB) -> None:
    deck = read("pojo-regnr8-monarchs-2005-03-26.txt", cards)
    # its Side Deck follows blank lines; "x3 Kinetic Soldier" (Cipher Soldier) is read too
    assert sections(deck) == {Section.MAIN: 53}
    assert "syntax.no-headings-main" in warnings_of(deck).values()


def test_markdown_fences_are_no_cards(cards: CardDB) -> None:
    deck = read("doomz-power-patron-cdp.md", cards)
    fences = [n for n in deck.notes if n.text.startswith("```")]
    assert fences and all(n.kind == "comment" for n in fences)
    assert sections(deck) == {Section.MAIN: 34, Section.EXTRA: 13, Section.SIDE: 15}


def test_side_deck_headings_in_other_words(tmp_path: Path, cards: CardDB) -> None:
    for heading in (
        "Sideboard:",
        "Mazo de Sideboard:",
        "Deck Secundario",
        "Mazo Auxiliar (15)",
        "Side Deck (Banquillo):",
        "*** Side Deck: 15 ***",
    ):
        deck = read_written(tmp_path, f"Main Deck:\n3 Sangan\n{heading}\n2 Sangan\n", cards)
        assert sections(deck) == {Section.MAIN: 3, Section.SIDE: 2}, heading


def test_non_tribute_monsters_is_a_heading_of_the_main_deck(cards: CardDB) -> None:
    """Before: 'Non-Tribute Monsters:' was an unknown card, a false error of a real list."""
    deck = read("pojo-medieval-muscle-waterford-2003.txt", cards)
    assert sections(deck) == {Section.MAIN: 39}
    unread = [(d.line, d.rule) for d in deck.warnings if d.rule != "syntax"]
    # the author's 'Breaker the Magic Warrior x1', and so the '40 Cards:' it leaves at 39
    assert sorted(unread) == [(2, "list-total"), (12, "unknown-card")]


def test_a_table_s_header_run_together_that_names_the_side_deck_is_an_error(
    cards: CardDB,
) -> None:
    """Konami's blog, 2010: a table of five columns copied column after column, its header
    on one line. Before, that line was the list's title and the deck LEGAL with its Side Deck
    read into the Main Deck (56, 15, 0 for 40, 15, 16): nothing under the header says where
    a section starts, so the header itself is the error."""
    deck = read("konami-stclair-xsaber-flat-table-2010-02.txt", cards)
    errors = [(d.line, d.message_key) for d in deck.warnings if d.rule == "count"]
    assert errors == [(1, "rule.count.headings-run-together")]


def test_a_table_s_header_run_together_over_main_deck_kinds_alone_reads_as_written(
    cards: CardDB,
) -> None:
    """The same blog's table of three columns, "Monsters Spells Traps": every card is in the
    Main Deck, as its header says: no error."""
    deck = read("konami-moore-xsaber-flat-table-2010-02.txt", cards)
    assert sections(deck) == {Section.MAIN: 40}
    assert [d for d in deck.warnings if d.rule == "count"] == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # "Spells Traps" is one heading as "Spells & Traps" is
        ("Monsters Spells Traps Side Deck Extra Deck", (None, None, SIDE, EXTRA)),
        ("Monsters (19) Spells (8) Traps (13) | Side Deck (16)", (None, None, None, SIDE)),
        ("Main Deck Extra Deck", (Section.MAIN, EXTRA)),
        ("Monstruos Mágicas Trampas Banquillo", (None, None, None, SIDE)),
        # the words a header writes between them, counts written otherwise (a hostile round)
        ("Monsters Spells Traps and Side Deck", (None, None, SIDE)),
        ("Card Main Side", (Section.MAIN, SIDE)),
        ("Main Deck Qty Side Deck Qty", (Section.MAIN, SIDE)),
        ("Monsters x20 Spells x10 Traps x10 Side x15", (None, None, None, SIDE)),
        ("Monsters (20 cards) Side Deck (15 cards)", (None, SIDE)),
        # a title of an Extra Deck kind and "Deck" is a title: its monsters go there anyway
        ("Synchro Deck", ()),
        ("Mazo Xyz", ()),
        ("Fusion Monsters Deck", ()),
        ("Side Deck", ()),  # one heading: a heading, not a row of them
        ("Blackwing Side Deck Guide", ()),  # a title that names a section among other words
        ("Monsters and Spells of the Side Deck", ()),
    ],
)
def test_the_headings_a_line_runs_together_are_found_only_where_it_writes_nothing_else(
    line: str, expected: tuple[Section | None, ...]
) -> None:
    assert headings_run_together(line) == expected


def test_a_real_list_bulleted_with_black_circles_is_read(cards: CardDB) -> None:
    """SoraNews24, 2016: `● Dark Magician (3)`. The bullet, a sign no reader of the page
    takes for part of the name, made every line an unknown card and the list unreadable."""
    deck = read("soranews-yugi-deck-bullets-2016.txt", cards)
    assert sections(deck) == {Section.MAIN: 8}


@pytest.mark.parametrize("bullet", [*"●◆★‣⁃→■・◾", "▪\ufe0f"])
def test_a_bullet_before_a_card_line_is_no_part_of_it(
    tmp_path: Path, cards: CardDB, bullet: str
) -> None:
    deck = read_written(tmp_path, f'Main Deck\n{bullet} 3 Maxx "C"\n', cards)
    assert len(deck.entries) == 3 and not deck.warnings


@pytest.mark.parametrize("mark", list("✘✗☒☐☑✓✔○◽◦☆□◇"))
def test_a_checklist_s_mark_before_a_card_line_is_never_dropped_as_a_bullet(
    tmp_path: Path, cards: CardDB, mark: str
) -> None:
    """A checklist ticks the cards played and crosses the others, or fills a shape beside
    them and leaves it hollow beside the others: its mark says whether the card is in the
    deck, which no reader may drop without a word."""
    deck = read_written(tmp_path, f'Main Deck\n{mark} 3 Maxx "C"\n3 Sangan\n', cards)
    assert any(problem.line == 2 for problem in deck.warnings)


def test_a_real_list_s_notes_label_after_its_cards_is_no_card(cards: CardDB) -> None:
    """Kidzworld, 2010: the list ends with `NOTES:` and the author's paragraph. The label was
    an unknown card, an error that made a legal deck ILLEGAL."""
    deck = read("kidzworld-lightsworn-notes-2010-01.txt", cards)
    assert sections(deck) == {Section.MAIN: 40, Section.EXTRA: 15}
    assert [d.rule for d in deck.warnings if d.line == 45] == []


@pytest.mark.parametrize(
    ("label", "counted"),
    [
        ("Notes:", 3),
        ("About the Deck:", 3),
        ("Estrategia:", 3),
        ("Tech:", None),  # a label that may head cards of the deck: no prose label
    ],
)
def test_a_label_over_the_author_s_words_heads_no_card(
    tmp_path: Path, cards: CardDB, label: str, counted: int | None
) -> None:
    deck = read_written(tmp_path, f"Main Deck\n3 Sangan\n{label}\n3 Raigeki\n", cards)
    if counted is None:
        assert any(d.line == 3 for d in deck.warnings)
        return
    assert len(deck.entries) == counted
    assert [d.line for d in deck.warnings] == [4]  # a card under it: said, not counted


def test_a_note_after_a_prose_label_on_its_line_is_the_author_s_words(
    tmp_path: Path, cards: CardDB
) -> None:
    text = "Main Deck\n3 Sangan\nNotes: play it slowly against Dragons.\n3 Raigeki\n"
    deck = read_written(tmp_path, text, cards)
    assert len(deck.entries) == 6 and not deck.warnings  # the cards after it, still listed


def test_a_real_table_s_rows_shifted_left_are_read_and_an_empty_count_is_said(
    cards: CardDB,
) -> None:
    """Game8's Master Duel guide: `| Mitsurugi Prayers | 3 | |` was an unknown card
    'Mitsurugi Prayers | 3 |' (a trailing empty cell), and the guide's `| Mitsurugi Mirror | |`
    one copy guessed without a word, its count cell empty. Its paragraphs of more than 200
    characters name the cards they praise: errors, as a shorter sentence naming one is."""
    deck = read("game8-md-mitsurugi-ryzeal-shifted-table.txt", cards)
    assert sections(deck) == {Section.MAIN: 13}
    errors = [(d.line, d.message_key) for d in deck.warnings if d.rule != "syntax"]
    empty, named = "rule.count.empty-cell", "rule.count.long-line-named"
    assert errors == [(14, empty), (18, named), (19, empty), (22, named)]


@pytest.mark.parametrize(
    ("row", "copies"),
    [
        ("| 3 | Ash Blossom & Joyous Spring |", 3),
        ("| Ash Blossom & Joyous Spring | 3 | |", 3),
        ("| Ash Blossom & Joyous Spring | |", 0),  # no count: none guessed
        ("| 3 | |", 0),  # no card
        # under a header of counts, names, sets and rarities, a blank cell is blank
        ("| | Ash Blossom & Joyous Spring | x3 |", 3),
        ("| 3 | Ash Blossom & Joyous Spring | | MP23-EN254 |", 3),
    ],
)
def test_a_table_row_s_empty_cells_are_no_part_of_its_card(
    tmp_path: Path, cards: CardDB, row: str, copies: int
) -> None:
    text = f"Main Deck\n| Qty | Card | Set |\n|---|---|---|\n{row}\n| 3 | Sangan |\n"
    deck = read_written(tmp_path, text, cards)
    assert len(deck.entries) == 3 + copies
    assert bool(copies) is not any(d.line == 4 for d in deck.warnings)


@pytest.mark.parametrize(
    ("lines", "expected", "counted"),
    [
        # words after a prose label are read as a comment's: a section they name is an error
        (["Notes: side deck below", "3 Raigeki"], [(3, "rule.count.section-comment")], 6),
        # ... and words that say cards are not played leave the cards under them out, said
        (["Notes: the following were cut and are not played", "3 Raigeki"], [(4, None)], 3),
        (["Notas: estas no las juego", "3 Raigeki"], [(4, None)], 3),
        # a line of the author's under a bare label is prose, said; a type heading ends it
        (["Notes:", "Veiler is great.", "Spells:", "3 Raigeki"], [(4, "syntax.sentence")], 6),
    ],
)
def test_a_prose_label_never_hides_a_card_nor_a_section_without_a_word(
    tmp_path: Path,
    cards: CardDB,
    lines: list[str],
    expected: list[tuple[int, str | None]],
    counted: int,
) -> None:
    """A hostile round: "Notes: side deck below" was a comment, its cards counted in the
    Main Deck without a word (SAME DECK against them there), and an empty "Notes:" left out
    the Spells under a later type heading."""
    text = "Main Deck\n3 Sangan\n" + "\n".join(lines) + "\n"
    deck = read_written(tmp_path, text, cards)
    said = [(d.line, d.message_key) for d in deck.warnings if d.line and d.line > 2]
    assert [line for line, _ in said] == [line for line, _ in expected]
    assert all(
        key is None or key == found for (_, found), (_, key) in zip(said, expected, strict=True)
    )
    assert len(deck.entries) == counted


def test_a_row_s_empty_cell_inside_under_a_header_of_other_columns_is_an_error(
    tmp_path: Path, cards: CardDB
) -> None:
    """A hostile round: under "| Card | Main | Side |" (no header of counts and names),
    "| Nibiru | | 3 |" was read into the Main Deck, its 3 in the Side's column."""
    text = (
        "| Card | Main | Side |\n|---|---|---|\n| Sangan | 3 |\n"
        "| Nibiru, the Primal Being | | 3 |\n"
    )
    deck = read_written(tmp_path, text, cards)
    errors = [(d.line, d.message_key) for d in deck.warnings if d.rule == "count"]
    assert (4, "rule.count.empty-cell") in errors
    assert len(deck.entries) == 3
