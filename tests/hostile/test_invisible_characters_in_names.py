"""Names that differ only in a character no font draws: ``ana.ydk`` and ``ana.ydk`` with a
variation selector, a combining grapheme joiner or a Hangul filler in it.

The zero-width spaces and joiners, the soft hyphen and the other format characters were
escaped already. Unicode calls more characters default-ignorable (drawn as nothing), and
Python calls them printable: variation selectors (``U+FE00``-``U+FE0F`` and the supplementary
ones), Mongolian ones, the combining grapheme joiner, Khmer inherent vowels, Hangul fillers.
Before, they printed as they are: ``ana︀.ydk`` printed as ``ana.ydk`` does. Now every
default-ignorable character prints as an escape, in a name and in any text a stranger wrote.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from helpers import DECKS, decks_named, run
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.printable import escaped, printable, printable_name

ILLEGAL = DECKS / "AI_Albaz.ydk"
LEGAL = DECKS / "Rose_Dragon.ydk"

# Unicode's default-ignorable code points (DerivedCoreProperties.txt), by range
IGNORABLE = [
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
]
INVISIBLE = st.sampled_from(IGNORABLE).flatmap(lambda span: st.integers(span[0], span[1]).map(chr))


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("ana\ufe0f.ydk", "ana\\ufe0f.ydk"),  # a variation selector
        ("ana\U000e0100.ydk", "ana\\U000e0100.ydk"),  # a supplementary one
        ("a\u034fna.ydk", "a\\u034fna.ydk"),  # the combining grapheme joiner
        ("a\u180bna.ydk", "a\\u180bna.ydk"),  # a Mongolian variation selector
        ("a\u3164na.ydk", "a\\u3164na.ydk"),  # a Hangul filler
        ("a\u115fna.ydk", "a\\u115fna.ydk"),  # a Hangul initial filler
        ("a\u17b4na.ydk", "a\\u17b4na.ydk"),  # a Khmer inherent vowel
        ("a\u2065na.ydk", "a\\u2065na.ydk"),  # kept for one
        ("a\u200dna.ydk", "a\\u200dna.ydk"),  # the zero-width joiner, as before
        ("a\u00adna.ydk", "a\\u00adna.ydk"),  # the soft hyphen, as before
    ],
)
def test_an_invisible_character_prints_as_an_escape(name: str, shown: str) -> None:
    assert printable(name) == shown
    assert printable_name(name) == shown


@given(INVISIBLE)
def test_every_default_ignorable_character_is_escaped(char: str) -> None:
    assert escaped(char)
    assert printable(f"ana{char}.ydk") != "ana.ydk"
    assert printable(f"ana{char}.ydk").startswith("ana\\")


def test_an_emoji_s_selector_is_shown() -> None:
    assert printable("Ana \u2764\ufe0f") == "Ana \u2764\\ufe0f"


@pytest.fixture
def alike(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``ana.ydk`` (illegal) and ``ana︀.ydk`` (legal, a variation selector after its a)."""
    monkeypatch.chdir(tmp_path)
    return decks_named(tmp_path / "names", "ana.ydk", "ana\ufe00.ydk")


@pytest.mark.skipif(os.sep != "/", reason="POSIX file names")
def test_two_files_apart_by_an_invisible_character_are_told_apart(alike: Path) -> None:
    decks = json.loads(run("--lang", "en", "valida", "--salida", "json", "names").stdout)
    legal = {deck["source"]: deck["legal"] for deck in decks["decks"]}
    assert legal == {"names/ana.ydk": False, "names/ana\\ufe00.ydk": True}
    text = run("--lang", "en", "valida", "names").stdout
    assert "Deck: names/ana\\ufe00.ydk\n" in text and "\ufe00" not in text


@pytest.mark.parametrize(
    "char",
    [
        "\u2800",  # Braille pattern blank: a blank glyph, neither ignorable nor a space
        "\U00016fe4",  # Khitan small script filler
        "\U0001d159",  # musical symbol null notehead
        "\ue000",  # private use
        "\U0001fffe",  # a noncharacter, unassigned
    ],
)
def test_a_name_holding_a_blank_no_font_inks_prints_apart(char: str) -> None:
    """``ana⠀.ydk`` (its last letter a Braille blank) and ``ana .ydk`` looked alike."""
    name = f"ana{char}.ydk"
    shown = printable_name(name)
    assert char not in shown and shown != printable_name("ana .ydk")
    assert shown != printable_name("ana.ydk")
