"""File names whose letters pass for other letters: ``ana.ydk`` and ``аna.ydk`` (its first
letter Cyrillic) in one run.

Before: both printed ``ana.ydk``, each with its own verdict, and a judge could not tell which
file was which. ``printable_name`` writes the letters that let a name pass for another as
escapes, as ``printable`` writes a control character: ``\\u0430na.ydk``. A Spanish name with
its accents and ñ, and a word in one script with a letter no Latin one passes for, print as
they are.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from helpers import DECKS, decks_named, read_back, run
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.printable import printable, printable_name

ILLEGAL = DECKS / "AI_Albaz.ydk"
LEGAL = DECKS / "Rose_Dragon.ydk"


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("\u0430na.ydk", "\\u0430na.ydk"),  # a Cyrillic a among Latin letters
        ("Ana\u0405.ydk", "Ana\\u0405.ydk"),  # Cyrillic Dze, an S
        ("\u039fscar.ydk", "\\u039fscar.ydk"),  # a Greek capital omicron
        ("\u0430\u0441\u0435.ydk", "\\u0430\\u0441\\u0435.ydk"),  # Cyrillic 'ace', every letter
        ("\u041e\u0420\u0415\u0425.ydk", "\\u041e\\u0420\\u0415\\u0425.ydk"),  # reads OPEX
        ("\u041ba.ydk", "\\u041ba.ydk"),  # Cyrillic El and a Latin a: mixed
        ("\u03a6\u0391", "\\u03a6\\u0391"),  # Greek Phi Alpha, as Cyrillic Ef A reads
        ("\uff41na.ydk", "\\uff41na.ydk"),  # a fullwidth a
        ("\u212a.ydk", "\\u212a.ydk"),  # the Kelvin sign
        ("\ufb01le.ydk", "\\ufb01le.ydk"),  # the ligature fi
        ("\u0251na.ydk", "\\u0251na.ydk"),  # a Latin alpha
        ("a\u00a0b.ydk", "a\\u00a0b.ydk"),  # a no-break space
        ("\u0430\uff42", "\\u0430\\uff42"),  # a Cyrillic a beside a fullwidth b
        ("C:\\decks\\\u0430na.ydk", "C:\\decks\\\\\\u0430na.ydk"),  # its backslash doubled
        ("deck\r\u0430.ydk", "deck\\x0d\\u0430.ydk"),
    ],
)
def test_a_look_alike_letter_is_written_as_an_escape(name: str, shown: str) -> None:
    assert printable_name(name) == shown


@pytest.mark.parametrize(
    "name",
    [
        "ana.ydk",
        "Mazo de \u00d1and\u00fa.ydk",
        "Jos\u00e9 \u00c1ngel Mu\u00f1oz, 2.\u00ba ronda, 1.\u00aa fase.ydk",
        "\u00bfG\u00fcera? \u00a1S\u00ed!.ydk",
        "C:\\Users\\ana\\x.ydk",
        "\u041a\u043e\u043b\u043e\u0434\u0430.ydk",  # Russian: л and д pass for no Latin letter
        "\u0391\u03b8\u03ae\u03bd\u03b1.ydk",  # Greek: θ neither
        "\u041b\u0430.ydk",  # nor Л
        "\u7070\u6d41\u3046\u3089\u3089.ydk",
    ],
)
def test_a_name_nothing_passes_for_prints_as_printable_prints_it(name: str) -> None:
    assert printable_name(name) == printable(name) == name


# letters and the look-alikes that pass for each (the first of each group)
TWINS = [
    "a\u0430\u03b1\uff41\u0251",
    "o\u043e\u03bf",
    "c\u0441\u03f2",
    "e\u0435",
    "p\u0440\u03c1",
    "x\u0445\u03c7",
    "y\u0443\u03b3",
    "A\u0410\u0391",
    "O\u041e\u039f",
    "E\u0415\u0395",
    "K\u041a\u039a\u212a",
    "H\u041d\u0397",
    "v\u03bd\u0475",
]
LOOKS = str.maketrans({twin: group[0] for group in TWINS for twin in group})
# those letters, Spanish ones, letters no Latin one passes for, and what makes an escape
LETTERS = [*"".join(TWINS), *"nñéÑ\u043b\u0434\u03b8", *"\\xu04310 ./\r\u0301\udcf3\x85\udc85"]
NAMES = st.text(st.sampled_from(LETTERS), max_size=10)


def looks(name: str) -> str:
    """What a reader sees of a printed name: each look-alike as the letter it passes for."""
    return printable_name(name).translate(LOOKS)


@given(NAMES)
def test_what_printable_name_shows_reads_back_as_what_it_was_given(name: str) -> None:
    assert read_back(printable_name(name)) == name


@given(NAMES, NAMES)
def test_two_names_never_look_alike(one: str, other: str) -> None:
    assert one == other or looks(one) != looks(other)


@given(NAMES, st.data())
def test_a_name_with_look_alikes_swapped_in_never_looks_like_it(
    name: str, data: st.DataObject
) -> None:
    """Not only never the same text: never texts that read alike, the second drawn from the
    first with some of its letters swapped for letters that pass for them."""
    groups = {letter: group for group in TWINS for letter in group}
    other = "".join(data.draw(st.sampled_from(groups.get(char, char))) for char in name)
    assert name == other or looks(name) != looks(other)


@pytest.fixture
def alike(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``ana.ydk`` (illegal), ``аna.ydk`` (legal, its а Cyrillic) and a Spanish name."""
    monkeypatch.chdir(tmp_path)
    return decks_named(tmp_path / "names", "ana.ydk", "\u0430na.ydk", "Mazo de \u00d1and\u00fa.ydk")


@pytest.mark.skipif(os.sep != "/", reason="POSIX file names")
def test_two_files_named_alike_are_told_apart_in_every_output(alike: Path) -> None:
    decks = json.loads(run("--lang", "en", "valida", "--salida", "json", "names").stdout)
    sources = {deck["source"]: deck["legal"] for deck in decks["decks"]}
    assert sources == {
        "names/ana.ydk": False,
        "names/\\u0430na.ydk": True,
        "names/Mazo de \u00d1and\u00fa.ydk": True,
    }
    done = run("--lang", "es", "valida", "names")
    assert "Mazo: names/ana.ydk\n" in done.stdout
    assert "Mazo: names/\\u0430na.ydk\n" in done.stdout
    assert "Mazo: names/Mazo de \u00d1and\u00fa.ydk\n" in done.stdout
    assert "\u0430" not in done.stdout + done.stderr  # the repeated deck's warning too
    summary = run("--lang", "en", "valida", "--salida", "summary", "names").stdout
    assert "names/\\u0430na.ydk" in summary and "\u0430" not in summary


@pytest.mark.skipif(os.sep != "/", reason="POSIX file names")
def test_a_deck_check_names_each_file_apart(alike: Path) -> None:
    text = run("compara", "names/ana.ydk", "names/\u0430na.ydk").stdout
    assert "Registrado: names/ana.ydk\n" in text
    assert "Presentado: names/\\u0430na.ydk\n" in text
    out = run("compare", "names/ana.ydk", "names/\u0430na.ydk", "--output", "json").stdout
    document = json.loads(out)
    assert document["registered"]["source"] == "names/ana.ydk"
    assert document["presented"]["source"] == "names/\\u0430na.ydk"


@pytest.mark.skipif(os.sep != "/", reason="POSIX file names")
def test_a_missing_file_is_named_with_its_look_alikes_escaped(alike: Path) -> None:
    done = run("--lang", "en", "valida", "names/\u043e.ydk")
    assert "names/\\u043e.ydk: " in done.stdout + done.stderr
