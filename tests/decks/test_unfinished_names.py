"""Names a list writes unfinished: a note that may finish another card's name is said, a
name cut off by an ellipsis that several cards' names start so is an error.

A hostile review found both read as the shorter card without a word: "1 Return (from the
D.D.)" and "1 Return…" passed as Return, LEGAL, and ``compara`` called the deck the same as
a registered Return, where a judge reads Return from the Different Dimension (Forbidden).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import DECKS, run
from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.decks.text_cut_names import cut_short
from ydkcheck.diagnostics import Severity
from ydkcheck.rules import RULES

RETURN, RFTDD, STORM, HEAVY_STORM = 47247413, 27174286, 13210191, 19613556
GREED, POT, HRDA_KING = 89405199, 55144522, 62242678
REBOOT, RED_REBOOT = 85775486, 23002292
# a line read as Return whose other words a judge may read as the rest of Return from the
# Different Dimension (Forbidden): two hostile rounds' ways to write it
CUT_NOTES = (
    "1 Return (from the D.D.)",
    "1 Return (Different Dimension)",
    "1 Return [Different Dimension]",
    "1 Return (RFTDD)",
    "1 Return (DD)",
    "1 Return (RFDD)",  # initials that leave out "the"
    "1 Return (R.F.D.D.)",
    "1x Return (MP24-EN123) (from the D.D.)",
    "1 Return (from the D.D.) // RFTDD",
    "1 Return (from the Different Dimension of course)",  # a note of six words
    "| 1 | Return | from the Different Dimension |",  # a table's cell
    "1 Return // from the Different Dimension",  # a comment
    "1 Return (47247413) (from the Different Dimension)",  # beside its own passcode
    "1 Return (LOB) DD",
    "1 Return (DD",  # a note left open
    "1 Re\u200bturn (from the D.D.)",  # a sign that prints nothing inside the name
    "1 Re\u00adturn (DD)",
    # a third round: initials in small letters, glued words, misspellings, the name split
    "1 Return (dd)",
    "1 Return (rftdd)",
    "1 Return (fromtheDD)",
    "1 Return (DiffDim)",
    "1 Return (frm teh Diffrent Dimention)",
    "1 Return (fr0m th3 D1ff3r3nt D1m3ns10n)",
    "1 Re turn (from the D.D.)",
    "1 Re-turn (from the D.D.)",
    "1 Return (Different!! lol my fav card ever in this deck)",
    "1 Return (DD) // first edition, near mint, ultra rare",
    # a fourth round: initials beside other words, the rest in a sentence or after its end
    "1 Return (the dd one)",
    "1 Return (rftdd version)",
    "1 Return (the one from the Different Dimension that everyone remembers)",
    "1 Return (lol. from the DD. trust me on this one)",
    # a fifth round: the note past eight parts of rarities and conditions
    "1 Return (UR) (1st) (NM) (LP) (foil) (Secret Rare) (Ultra Rare) (Super Rare) (from the D.D.)",
)


def _said(line: str, cards: CardDB) -> list[tuple[str, int | None]]:
    deck = parse_deck(f"Main Deck\n1 Sangan\n{line}\n", "x.txt", cards)
    return [(d.message_key, d.params.get("other_id")) for d in deck.warnings if d.line == 3]


@pytest.mark.parametrize("line", CUT_NOTES)
def test_words_that_may_finish_a_forbidden_cards_name_are_said(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n1 Sangan\n{line}\n", "x.txt", cards)
    assert RETURN in deck.main  # read as written: Return, and a note
    assert ("syntax.note-name", RFTDD) in _said(line, cards)


@pytest.mark.parametrize(
    ("line", "other"),
    [
        ("1 Tormenta (F)", HEAVY_STORM),  # Tormenta Fuerte: one initial
        ("1 Storm (Heavy)", HEAVY_STORM),  # the words before the name
        ("1 Greed (Pot of)", POT),
        ("1 Greed (PoG)", POT),
        ("1 Reboot (Red)", RED_REBOOT),
        ("1 Hot Red Dragon Archfiend (KC)", HRDA_KING),  # initials a rarity's too
        ("1 Hot Red Dragon Archfiend (Rey Calamidad)", HRDA_KING),  # a note in Spanish
        ("1 Regreso (de una D.D.)", RFTDD),  # not Daneen Dino de Regreso: "de una" fits
        ("1 Greed (pog)", POT),
        ("1 Greed (Potof)", POT),
        ("1 Greed (Pots of)", POT),
        ("1 Gre-ed (Pot of)", POT),
        ("1 Greed (Pot of) // my one and only copy lol", POT),
        ("1 Storm (Heavier)", HEAVY_STORM),
        ("1 Storm (Heavy) // first edition, near mint, ultra rare", HEAVY_STORM),
        ("1 Reboot (R3d)", RED_REBOOT),
        ("1 Hot Red Dragon Archfiend (kc)", HRDA_KING),
        ("1 Hot Red Dragon Archfiend (kc ver)", HRDA_KING),
        ("1 Greed (pog lol)", POT),
    ],
)
def test_the_card_whose_name_the_words_may_finish_is_named(
    cards: CardDB, line: str, other: int
) -> None:
    assert _said(line, cards) == [("syntax.note-name", other)]


@pytest.mark.parametrize(
    "line",
    [
        "1 Return (MP24-EN123)",  # a set's code
        "3 Dark Magician (UR)",  # a rarity
        "3 Dark Magician (DM)",  # its own initials
        "1 Raigeki (Limited)",  # words of no longer name
        "1 Return (of the)",  # small words alone
        "3x Return",  # a count
        "1 Return 47247413",  # its passcode
        "3 Polymerization (Super Rare)",  # a rarity, in words only such notes write
        "1 Kaiser Glider (1st Edition, Near Mint)",
        "1 [ccProd]Heavy Storm[/ccProd]",  # a forum's tags
        "1|Mrd|Mirror Force",  # a set's abbreviation
        # a sentence whose middle names another card's word ("Mirror Force Dragon"), Pojo 2002
        "1 Mirror Force (Why? Why are there 3 Barrel Dragons and 2 Summoned Skull...Sayonara)",
        # a fourth round's honest notes: "their" is no "the" written longer
        "3 Jinzo (shuts off their traps)",
        "1 Heavy Storm 「大嵐」",  # a gloss in Japanese, said otherwise
        "1 Return (from the Different Dimension)",  # the whole name: read as it, and said
        # a sentence, whose lone letters are words, not initials (Pojo, 2003)
        "2 Dark Magician (Needed for Paladin, I chose him over Buster Blader, a 1900)",
    ],
)
def test_notes_that_finish_no_name_are_not_said_so(cards: CardDB, line: str) -> None:
    assert "syntax.note-name" not in [key for key, _ in _said(line, cards)]


@pytest.mark.parametrize(
    ("line", "first"),
    [
        ("1 Return…", "Return"),
        ("1 Return...", "Return"),
        ("1 Return ..", "Return"),
        ("1 Return . . .", "Return"),
        ("1 Return‥", "Return"),  # a two-dot leader
        ("1 Return (...)", "Return"),
        ("1 Return… (UR)", "Return"),
        ("1 Return...!", "Return"),
        ("1 Return···", "Return"),  # middle dots
        ("1 Return… -", "Return"),
        ("Return…", "Return"),  # a fifth round: no count, the line read whole as a name first
        ("Storm...", "Storm"),
        ("Return (...)", "Return"),
        ("1 Re\u200bturn…", "Return"),
        ("1 Tormenta…", "Air Cracking Storm"),  # Tormenta Rompeaires: Spanish names count
    ],
)
def test_a_name_cut_off_by_an_ellipsis_that_several_names_start_is_an_error(
    cards: CardDB, line: str, first: str
) -> None:
    deck = parse_deck(f"Main Deck\n1 Sangan\n{line}\n", "x.txt", cards)
    (said,) = [d for d in deck.warnings if d.line == 3]
    assert said.message_key == "rule.ambiguous-name" and RULES[said.rule] is Severity.ERROR
    assert str(said.params["candidates"]).startswith(first)
    assert deck.unread == (3,) and not {RETURN, STORM} & set(deck.main)


def test_a_name_cut_off_that_one_name_starts_is_read_as_before(cards: CardDB) -> None:
    """ "Pot of Greed…" may be Pot of Greed alone: no new error (the shorthand reading,
    unchanged, says the rest)."""
    assert cut_short("Pot of Greed…", cards.get(55144522), cards, 1) is None
    assert cut_short("Return", cards.get(RETURN), cards, 1) is None  # no ellipsis at all


@pytest.mark.parametrize(
    ("line", "same"), [("1 Return", True), ("1 Return (from the D.D.)", False)]
)
def test_compara_does_not_confirm_a_return_whose_note_may_name_another(
    cards: CardDB, tmp_path: Path, line: str, same: bool
) -> None:
    registered = (DECKS / "Rose_Dragon.ydk").read_text(encoding="utf-8")
    (tmp_path / "reg.ydk").write_text(
        registered.replace("#main\n", f"#main\n{RETURN}\n", 1), encoding="utf-8"
    )
    deck = parse_deck(registered, "r.ydk", cards)
    rows = ["Main Deck", line, *(f"1 {code}" for code in deck.main)]
    rows += ["Extra Deck", *(f"1 {code}" for code in deck.extra)]
    rows += ["Side Deck", *(f"1 {code}" for code in deck.side)]
    (tmp_path / "presented.txt").write_text("\n".join(rows) + "\n", encoding="utf-8")
    result = run(
        "compara",
        str(tmp_path / "reg.ydk"),
        str(tmp_path / "presented.txt"),
        "--lista",
        "tcg-2026-05",
        "--lang",
        "en",
    )
    assert (result.exit_code == 0) is same, result.stdout


def test_the_names_the_wheel_ships_as_held_gate_the_same_lines(
    cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An installed wheel asks for the name table only for cards another name holds (its
    ``held-names.bin``): the lines said so without it are said with it."""
    from ydkcheck.cards import shorthand
    from ydkcheck.decks import text_cut_names

    held = shorthand.build_held(shorthand.build_table(cards))
    monkeypatch.setattr(text_cut_names, "held_names", lambda _: held)
    text_cut_names._longer_cards.cache_clear()
    try:
        for line in (*CUT_NOTES, "1 Greed (Pot of)", "1 Hot Red Dragon Archfiend (KC)"):
            assert [key for key, _ in _said(line, cards)] == ["syntax.note-name"], line
        assert _said("3 Ash Blossom & Joyous Spring (hand trap)", cards) == []
    finally:
        text_cut_names._longer_cards.cache_clear()


def test_a_note_that_names_another_card_whole_is_said_once(cards: CardDB) -> None:
    """ "(with Magic Cylinder)" names its card whole (``syntax.note-card``): no second warning
    that its words may finish Mirror Force's longer names."""
    said = _said("1 Mirror Force (with Magic Cylinder)", cards)
    assert [key for key, _ in said] == ["syntax.note-card"]


@pytest.mark.parametrize(
    "comment", ["// ^ from the Different Dimension", "# from the Different Dimension", "  // DD"]
)
def test_a_comment_right_under_a_card_line_is_weighed_with_it(cards: CardDB, comment: str) -> None:
    deck = parse_deck(f"Main Deck\n1 Sangan\n1 Return\n{comment}\n", "x.txt", cards)
    said = [(d.line, d.message_key, d.params.get("other_id")) for d in deck.warnings]
    assert (3, "syntax.note-name", RFTDD) in said


@pytest.mark.parametrize("note", ["(ᎠᎠ)", "(from the Ꭰifferent Ꭰimension)", "(Неаѵу)"])
def test_a_note_in_letters_of_another_script_beside_a_held_name_is_said(
    cards: CardDB, note: str
) -> None:
    """Cherokee's Ꭰ looks like a D, Cyrillic's Неаѵу like Heavy: no word of them fits, but a
    reader reads them as Latin letters; beside a name longer ones hold, the line is said."""
    line = f"1 Storm {note}" if "Н" in note else f"1 Return {note}"
    keys = [key for key, _ in _said(line, cards)]
    assert keys and set(keys) <= {"syntax.note-name", "syntax.note-name.script"}


def test_a_note_naming_another_card_never_silences_a_longer_name(cards: CardDB) -> None:
    """A hostile player naming a card whole beside the rest of a longer name ("(Magic
    Cylinder, from the D.D.)") keeps a warning at the line, which compara asks about: the
    note naming another card is said where the longer name is not."""
    deck = parse_deck(
        "Main Deck\n1 Sangan\n1 Return (Magic Cylinder, from the D.D.)\n", "x.txt", cards
    )
    said = [d for d in deck.warnings if d.line == 3]
    assert said and all(RULES[d.rule] is Severity.WARNING for d in said)
    assert RETURN in deck.main
