"""Lines a judge would read otherwise than the simulators load them, or than the reader
counts them: each is an error at its line, so ``compara`` never confirms a deck over them."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import read_written

from ydkcheck.cards import CardDB
from ydkcheck.decks import Deck, read_deck

SANGAN = "26202165"
POT_OF_DESIRES = 35261759


def problems(deck: Deck) -> list[tuple[str, str, int | None]]:
    return [(d.rule, d.message_key, d.line) for d in deck.warnings]


def ydk(tmp_path: Path, main: str, cards: CardDB) -> Deck:
    """A ``.ydk`` whose Main Deck is ``main``, read."""
    return read_written(tmp_path, f"#main\n{main}\n#extra\n!side\n", cards, "deck.ydk")


@pytest.mark.parametrize("after", [" x3", " 43096270", " (3)", "\r43096270"])
def test_text_after_a_passcode_and_a_blank_is_a_ydk_load_error(
    tmp_path: Path, cards: CardDB, after: str
) -> None:
    deck = ydk(tmp_path, SANGAN + after, cards)
    assert [e.card_id for e in deck.entries] == [int(SANGAN)]  # what the simulators load
    assert ("ydk-load", "rule.ydk-load.suffix", 2) in problems(deck)


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("#" + "x" * 254 + "55144522", "rule.ydk-load.pieces-card"),
        ("#" + "x" * 254 + "!side", "rule.ydk-load.pieces-side"),
        ("#" + "é" * 127 + "55144522", "rule.ydk-load.pieces-card"),  # bytes, not characters
        (SANGAN + " " * 247 + "55144522", "rule.ydk-load.pieces-card"),
    ],
    ids=["card", "side", "two-byte-letters", "after-a-card"],
)
def test_a_line_older_ygopro_reads_in_pieces_is_a_ydk_load_error(
    tmp_path: Path, cards: CardDB, line: str, key: str
) -> None:
    """A hostile review: a ``#`` comment of 255 characters, then a Forbidden card's passcode,
    read LEGAL and SAME DECK; older YGOPro's ``fgets(linebuf, 256, fp)`` loads the card."""
    assert ("ydk-load", key, 3) in problems(ydk(tmp_path, f"{SANGAN}\n{line}", cards))


@pytest.mark.parametrize(
    "written",
    [
        # a second review: a line of Windows-1252, read as such, is one byte a character
        b"#main\n" + SANGAN.encode() + b"\n#" + b"\xe9" * 10 + b"a" * 244 + b"55144522\n",
        # YGOPro reads a byte-order mark as three bytes of line 1
        b"\xef\xbb\xbf#" + b"a" * 251 + b"!side\n#main\n" + SANGAN.encode() + b"\n",
    ],
    ids=["windows-1252", "byte-order-mark"],
)
def test_pieces_are_counted_in_the_files_own_bytes(
    tmp_path: Path, cards: CardDB, written: bytes
) -> None:
    path = tmp_path / "deck.ydk"
    path.write_bytes(written)
    found = problems(read_deck(str(path), cards))
    assert [p[0] for p in found if p[1].startswith("rule.ydk-load.pieces")] == ["ydk-load"]


@pytest.mark.parametrize(
    "line",
    [
        "#" + "x" * 300,
        "#" + "x" * 254 + " 55144522",
        "# Notes: " + "x" * 246 + "2024 Regional top 8",  # no card bears 2024: skipped
    ],
)
def test_a_long_comment_whose_pieces_load_nothing_is_a_comment(
    tmp_path: Path, cards: CardDB, line: str
) -> None:
    assert problems(ydk(tmp_path, f"{SANGAN}\n{line}", cards)) == []


def test_a_ydk_read_as_a_text_list_says_what_the_simulators_load(
    tmp_path: Path, cards: CardDB
) -> None:
    found = problems(ydk(tmp_path, f"3 {SANGAN}\nSangan\n{SANGAN}", cards))
    assert ("ydk-load", "rule.ydk-load.suffix", 2) in found  # card 3 to them
    assert ("ydk-load", "rule.ydk-load.no-card", 3) in found  # nothing to them
    assert not [p for p in found if p[2] == 4]  # a bare passcode is what they load


@pytest.mark.parametrize(
    "note",
    [
        "(Side Deck)",
        "(Extra)",
        "(+1)",
        "(-1)",
        "[not played]",
        "(banquillo)",
        # a section or a count among other words: a reader cannot tell what is played
        "(Side deck tech)",
        "(sided out)",
        "(x3 total)",
        "(x2 more in side)",
        "(only one)",
        "(solo una)",
        "(3rd copy in side)",
    ],
)
def test_a_note_that_changes_the_count_or_the_section_is_an_error(
    tmp_path: Path, cards: CardDB, note: str
) -> None:
    deck = read_written(tmp_path, f"Main Deck\n2 Sangan {note}\n3 Pot of Greed\n", cards)
    assert ("count", "rule.count.note", 2) in problems(deck)
    assert all(entry.line != 2 for entry in deck.entries)


@pytest.mark.parametrize(
    "note",
    [
        "(LOB-005)",
        "(MP24-EN123)",
        "(Secret Rare)",
        "[1st Edition]",
        "(Extra Secret Rare)",
        "(Extra Pack 2012)",
        "(LOB-EN106 - 1st Edition)",
        "(Ultra Rare - 1st)",
        "[Secret - 1st]",
    ],
)
def test_set_codes_rarities_and_editions_stay_notes(
    tmp_path: Path, cards: CardDB, note: str
) -> None:
    """A section word or a dash in a rarity or an edition changes nothing."""
    deck = read_written(tmp_path, f"Main Deck\n2 Sangan {note}\n", cards)
    assert [e.line for e in deck.entries] == [2, 2]
    assert problems(deck) == []


@pytest.mark.parametrize(
    ("line", "copies"),
    [
        ("Sangan - SDJ-035 - Secret Rare x3", 3),  # the count was read as part of the rarity
        ("Sangan - SDJ-035 - 1st Edition x3", 3),
        ("Sangan - SDJ-035 - x3", 3),
        ("Sangan - SDJ-035 - three", 0),  # no rarity: a line to read again
        ("Sangan - SDJ-035 - Qty 3", 0),
        ("Sangan (Secret Rare) - 3", 0),  # what followed a note was dropped
        ("Sangan (three)", 0),  # a count in words, in brackets
        ("Sangan (UR) tres copias", 0),
        ("Sangan (UR) 3", 3),
    ],
)
def test_a_count_after_a_set_code_a_rarity_or_a_note_is_never_taken_for_them(
    tmp_path: Path, cards: CardDB, line: str, copies: int
) -> None:
    deck = read_written(tmp_path, f"Main Deck\n1 Pot of Desires\n{line}\n", cards)
    assert [e.line for e in deck.entries].count(3) == copies
    assert (problems(deck) == []) is (copies > 0)


def test_a_ten_digit_number_past_32_bits_is_no_card_as_ygopro_loads_it(
    tmp_path: Path, cards: CardDB
) -> None:
    # YGOPro skips it (code >= UINT32_MAX), EDOPro on Windows too (std::stoul throws)
    deck = ydk(tmp_path, f"{2**32 + int(SANGAN)}\n{SANGAN}", cards)  # ten digits
    assert [e.card_id for e in deck.entries] == [int(SANGAN)]
    assert problems(deck) == [("ydk-load", "rule.ydk-load.wrapped", 2)]


@pytest.mark.parametrize("comment", [" # Sangan", " // a note", "\t#searcher"])
def test_a_comment_without_digits_after_a_passcode_is_a_comment(
    tmp_path: Path, cards: CardDB, comment: str
) -> None:
    deck = ydk(tmp_path, SANGAN + comment, cards)
    assert [e.card_id for e in deck.entries] == [int(SANGAN)]
    assert problems(deck) == []


@pytest.mark.parametrize(
    ("line", "copies"),
    [
        ("Pot of Desires - MP20-EN250 x3", 3),  # the count after the code is read
        ("Pot of Desires - MP20-EN250 - 1st Edition", 1),
        ("2 Pot of Desires - MP20-EN250 (Ultra Rare)", 2),
        ("1x Pot of Desires | MP20-EN250 | Secret", 1),
    ],
)
def test_a_set_code_is_a_note_and_what_follows_it_is_still_read(
    tmp_path: Path, cards: CardDB, line: str, copies: int
) -> None:
    """Before the review: all after the code was cut off, so 'x3' read as one copy."""
    deck = read_written(tmp_path, f"Main Deck\n{line}\n", cards)
    assert [e.card_id for e in deck.entries] == [POT_OF_DESIRES] * copies
    assert problems(deck) == []


@pytest.mark.parametrize(
    "line",
    [
        "3 Pot of Desires - MP20-EN250 (Side Deck)",
        "1x Pot of Desires | MP20-EN250 | -2",
        "``` 2 Pot of Desires",
    ],
)
def test_a_set_code_or_a_fence_hides_no_count_and_no_section(
    tmp_path: Path, cards: CardDB, line: str
) -> None:
    deck = read_written(tmp_path, f"Main Deck\n{line}\n3 Sangan\n", cards)
    assert all(entry.line != 2 for entry in deck.entries)
    assert any(p[2] == 2 and p[0] in ("count", "unknown-card") for p in problems(deck))


@pytest.mark.parametrize(
    "heading", ["Monsters (Side Deck)", "Traps [not played]", "=== Side Deck (Main Deck) ==="]
)
def test_a_heading_with_a_note_naming_another_place_is_no_heading(
    tmp_path: Path, cards: CardDB, heading: str
) -> None:
    deck = read_written(tmp_path, f"Main Deck\n3 Sangan\n{heading}\n2 Pot of Greed\n", cards)
    assert not [n for n in deck.notes if n.line == 3 and n.kind in ("heading", "type-heading")]
    assert any(p[2] == 3 for p in problems(deck))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("// 3 Sangan", ("count", "rule.count.hidden", 3)),
        ("# 3 Sangan", ("count", "rule.count.hidden", 3)),
        ("//Sangan", ("syntax", "syntax.comment-card", 3)),
        ("#Sangan", ("syntax", "syntax.comment-card", 3)),
        ("1 Pot of Desires // x3 Sangan", ("count", "rule.count.hidden", 3)),
        ("// - 3 Sangan", ("count", "rule.count.hidden", 3)),
        ("// Side: 3 Sangan", ("count", "rule.count.hidden", 3)),
        ("// (3) Sangan", ("count", "rule.count.hidden", 3)),
        ("// +3 Sangan", ("count", "rule.count.hidden", 3)),
        ("// // 3 Sangan", ("count", "rule.count.hidden", 3)),
        ("// 1 Pot of Desires, 3 Sangan", ("count", "rule.count.hidden", 3)),
        ("1 Pot of Desires // Sangan", ("syntax", "syntax.comment-card", 3)),
    ],
)
def test_a_comment_that_writes_or_names_a_card_is_said_at_its_line(
    tmp_path: Path, cards: CardDB, line: str, expected: tuple[str, str, int]
) -> None:
    """Before: a ``//`` comment was cut off the line unseen, and the line left out of the
    report; a ``#`` comment that named a card was a comment."""
    deck = read_written(tmp_path, f"Main Deck\n40 Pot of Desires\n{line}\n", cards)
    assert expected in problems(deck)
    if line[0].isdigit():  # the card the line writes before its comment is read as ever
        assert len(deck.main) == 41
    else:  # a line of its own, accounted for as not read
        assert deck.unread == (3,)


@pytest.mark.parametrize(
    "line",
    ["// made for the 2026 list", "# Combo notes", "// https://x.y/3", "https://x.y/deck?id=3"],
)
def test_a_comment_that_writes_no_card_is_a_comment(
    tmp_path: Path, cards: CardDB, line: str
) -> None:
    deck = read_written(tmp_path, f"Main Deck\n40 Pot of Desires\n{line}\n", cards)
    assert problems(deck) == []
    assert [(n.line, n.kind) for n in deck.notes if n.line == 3] == [(3, "comment")]


def test_a_markdown_title_that_names_a_card_above_the_list_is_its_title(
    tmp_path: Path, cards: CardDB
) -> None:
    """'# Fallen of Albaz' above a list is its title, said as any title is (a line to confirm
    at a deck check, ``decks.titles``), not a comment that names a card."""
    deck = read_written(tmp_path, "# Sangan\nMain Deck\n40 Pot of Desires\n", cards)
    assert problems(deck) == [("syntax", "syntax.title", 1)]
    assert [(n.line, n.kind) for n in deck.notes][:1] == [(1, "title")]


SHOWN = "rule.count.shown-otherwise"  # a line an editor or a browser shows otherwise
HIDDEN = "rule.count.hidden"  # a label or a comment that writes copies


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ('// side tech\r3 Maxx "C"', SHOWN),  # an editor shows the card on a line of its own
        ('Event: Locals\u20283 Maxx "C"', SHOWN),
        ('Player: Bob\x0c3 Maxx "C"', SHOWN),
        ("3 \u202eSangan\u202c", SHOWN),  # shown reversed
        ("3 S\u0336a\u0336n\u0336g\u0336a\u0336n\u0336", SHOWN),  # shown struck through
        ("3 S\u20e0a\u20e0n\u20e0g\u20e0a\u20e0n", SHOWN),  # enclosed in a prohibition sign
        ("3 S\U0001d167angan", SHOWN),  # a musical overlay, drawn through the letter
        ("3 ~~Sangan~~", SHOWN),  # struck through where Markdown is shown (Discord, GitHub)
        ('3\u3164Maxx "C"', SHOWN),  # a Hangul filler shows as a blank
        # a terminal hides an escape sequence, letters and all: shown as "3 Block Dragon"
        ("3 Blo\x1b_wba\x1b\\ck Dragon", SHOWN),
        ("3 Blo\x1b]wba\x07ck Dragon", SHOWN),
        ("3 Blowback\x08\x08\x08\x08\x08\x08\x08\x08Block Dragon", SHOWN),  # backspaces
        ("3 Sangan\x9b2K", SHOWN),  # a C1 control sequence introducer
        # each taken whole as the event, the player, a date or a comment, in silence
        ('Event: Regional, 3 Maxx "C"', HIDDEN),
        ('Player: Bob (3 Maxx "C")', HIDDEN),
        ('Date: 2026-05-20 + 3 Maxx "C"', HIDDEN),
        ('Fecha: 2026-05-20 3 Maxx "C"', HIDDEN),
        ('// tech; 3 Maxx "C"', HIDDEN),
        ('// 3x Maxx "C" too', HIDDEN),  # a count beside the name, whatever is around
        ('# Side: three Maxx "C"', HIDDEN),
        ('// Maxx "C" x3 in side', HIDDEN),
        ('Player: Bob Maxx "C" x3 side', HIDDEN),
        ('Event: Regional — Maxx "C" ×3', HIDDEN),
        ('Date: 2026-05-20 Maxx "C" x3', HIDDEN),
        ('// 3 copies of Maxx "C"', HIDDEN),
    ],
)
def test_a_line_that_hides_a_card_from_a_reader_is_an_error_and_no_card(
    tmp_path: Path, cards: CardDB, line: str, key: str
) -> None:
    text = f"Main Deck\n1 Pot of Desires\n{line}\n"
    deck = read_written(tmp_path, text, cards, "list.txt")
    assert deck.main == (POT_OF_DESIRES,)
    assert problems(deck) == [("count", key, 3)]
    assert [(note.line, note.kind) for note in deck.notes][-1] == (3, "unread")


def test_a_label_that_names_a_card_says_so_and_one_that_names_none_is_quiet(
    tmp_path: Path, cards: CardDB
) -> None:
    text = 'Main Deck\n1 Pot of Desires\nDuelist: Maxx "C"\nEvent: YCS 2024 Top 8, day 2\n'
    deck = read_written(tmp_path, text, cards, "list.txt")
    assert problems(deck) == [("syntax", "syntax.label-card", 3)]


def test_a_comment_longer_than_any_card_line_is_one_unread_line_read_at_once(
    tmp_path: Path, cards: CardDB
) -> None:
    """A 40 KB comment of numbers was searched for counts word after word: a minute and
    1.4 GB; past 200 characters a line is unread, as a card line is."""
    text = "Main Deck\n1 Pot of Desires\n// " + "1 2 " * 10_000 + "\n"
    deck = read_written(tmp_path, text, cards, "list.txt")
    assert problems(deck) == [("syntax", "syntax.text-line", 3)]


def test_every_control_character_but_a_tab_is_looked_for_in_an_ascii_text() -> None:
    from ydkcheck.decks.text_lines import may_show_otherwise

    controls = [chr(code) for code in [*range(32), 127] if chr(code) not in "\t\n"]
    assert all(may_show_otherwise(f"3 Sangan{char}x\n") for char in controls)
    assert not may_show_otherwise("3 Sangan\t\r\n1 Pot of Greed\n")


def test_the_overlays_looked_for_are_every_mark_unicode_draws_through_or_around_a_letter() -> None:
    """``OVERLAYS`` is a literal (no scan of Unicode at start-up): it holds every combining
    mark of class 1 and every enclosing mark this Python's Unicode database knows."""
    import sys
    import unicodedata

    from ydkcheck.decks.text_lines import SHOWN_OTHERWISE

    marks = [
        chr(code)
        for code in range(sys.maxunicode + 1)
        if unicodedata.combining(chr(code)) == 1 or unicodedata.category(chr(code)) == "Me"
    ]
    assert marks and all(SHOWN_OTHERWISE.fullmatch(mark) for mark in marks)


@pytest.mark.parametrize(
    "line",
    [
        "3 🆁🅴🅳 Reboot",  # negative squared letters: read "Reboot", shown "RED Reboot"
        "3 Kashtira ⍺rise-Heart",  # an APL alpha: read "Kashtira Riseheart"
        "3 Red Rebo\U000f0041t",  # a private character, drawn as a letter by some font
        "1 The Legendary Fisherman II\u0964",  # a Devanagari danda: shows as III
        "1 Mystical Space Typh\u0e4fon",  # a Thai sign that shows as an o
        "1 Pot of Gr\u0d02ed",  # a Malayalam spacing mark, round as an o
    ],
)
def test_a_sign_that_may_show_as_a_letter_makes_a_name_no_card(
    tmp_path: Path, cards: CardDB, line: str
) -> None:
    """Before, a key dropped such a sign in silence: the line was read as another card
    than the one it shows, and a deck showing three Red Reboot was LEGAL."""
    deck = read_written(tmp_path, f"Main Deck\n1 Pot of Desires\n{line}\n", cards, "list.txt")
    assert deck.main == (POT_OF_DESIRES,)
    assert problems(deck) == [("unknown-card", "rule.unknown-name.sign", 3)]


def test_the_signs_of_every_card_name_and_the_ways_lists_write_them_are_read(
    tmp_path: Path, cards: CardDB
) -> None:
    import unicodedata

    from ydkcheck.cards.matching import NAME_SIGNS, foreign_sign, name_index

    names = name_index(cards)
    every = [*(name for _, _, name, _ in cards.names()), *names.spanish_names.values()]
    signs = {
        char
        for name in every
        for char in unicodedata.normalize("NFKD", name)
        if unicodedata.category(char).startswith(("S", "P", "Mc", "Me"))
    }
    assert signs <= NAME_SIGNS  # a new card's sign: add it to NAME_SIGNS
    assert [name for name in every if foreign_sign(name) is not None] == []
    text = "Main Deck\n3 Maxx “C”\n1 Destiny HERO – Malicious\nAtaque Total × 2\n1 ¡Quierobeja!\n"
    deck = read_written(tmp_path, text, cards, "list.txt")
    assert len(deck.main) == 7 and deck.unread == ()


def test_a_long_struck_line_is_read_in_bounded_time(tmp_path: Path, cards: CardDB) -> None:
    """A line with markup that strikes text was tried as a heading whatever its length: one of
    16 KB took 18 s (the heading's count pattern backtracks), one of 1 MB hours. Past the
    bound of a card line it is not looked through: it counts as a line that reads, an error."""
    line = "<s>x</s> a" + " :" * 100_000
    deck = read_written(tmp_path, f"Main Deck\n1 Pot of Desires\n{line}\n", cards, "list.txt")
    assert problems(deck) == [("count", "rule.count.shown-otherwise", 3)]


def test_a_line_read_in_many_pieces_is_said_once(tmp_path: Path, cards: CardDB) -> None:
    """Each piece of ``!`` starts the Side Deck to older YGOPro; the line is one error."""
    found = problems(ydk(tmp_path, f"{SANGAN}\n#" + "é!" * 400, cards))
    assert [p[1] for p in found if p[1].startswith("rule.ydk-load.pieces")] == [
        "rule.ydk-load.pieces-side"
    ]
