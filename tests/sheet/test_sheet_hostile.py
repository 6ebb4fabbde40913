"""A filled deck list form read as a judge reads it: every field that holds text is read or
said, no copy is guessed, and a form that can show two things is no deck list. Found by a
hostile review: before, each of these forms read as the deck with nothing said."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from helpers import run
from pypdf import PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    DictionaryObject,
    FloatObject,
    NameObject,
    NumberObject,
    TextStringObject,
)

from .konami_form import blank_form, filled_by_pypdf

ASH, POT = 14558127, 55144522
ROW = {"Monster 1": "Ash Blossom & Joyous Spring", "Monster Card 1 Count": "3"}


def with_field(form: bytes, name: str, value: str, *more: tuple[str, str]) -> bytes:
    """``form`` with more text fields, ``name`` holding ``value`` (and each of ``more``), on
    its page."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(form)))
    for field_name, text in ((name, value), *more):
        field = DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Annot"),
                NameObject("/Subtype"): NameObject("/Widget"),
                NameObject("/FT"): NameObject("/Tx"),
                NameObject("/T"): TextStringObject(field_name),
                NameObject("/V"): TextStringObject(text),
                NameObject("/F"): NumberObject(4),
                NameObject("/Rect"): ArrayObject(FloatObject(v) for v in (20, 20, 200, 32)),
            }
        )
        reference = writer._add_object(field)
        writer.pages[0][NameObject("/Annots")].append(reference)
        writer._root_object["/AcroForm"]["/Fields"].append(reference)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def saved(tmp_path: Path, form: bytes, name: str = "list.pdf") -> str:
    path = tmp_path / name
    path.write_bytes(form)
    return str(path)


def deck_of(path: str) -> dict:
    done = run("valida", "--salida", "json", "--lang", "en", path)
    assert done.exit_code in (0, 1), done.stderr
    return json.loads(done.stdout)["decks"][0]


def said(deck: dict) -> list[str]:
    return [d["message"] for d in deck["diagnostics"] if d["rule"] not in ("main-size",)]


@pytest.mark.parametrize("count", ["", "²", "３", "1.5", "-1", "0"])
def test_a_row_whose_count_is_blank_or_no_number_adds_no_copy_and_says_so(tmp_path, count):
    form = filled_by_pypdf(
        blank_form(), {**ROW, "Spell 1": "Pot of Greed", "Spell Card 1 Count": count}
    )
    deck = deck_of(saved(tmp_path, form))
    assert deck["counts"]["main"] == 3  # Ash Blossom only: no Pot of Greed guessed
    assert any(message.startswith("Spell 1: ") for message in said(deck))


def test_a_field_longer_than_any_name_is_not_read_and_what_hides_past_it_is_not_lost(tmp_path):
    hidden = "Miracle Fertilizer" + " " * 190 + '+ 3 Maxx "C"'
    form = filled_by_pypdf(blank_form(), {**ROW, "Side Deck 1": hidden, "Side Deck 1 Count": "3"})
    path = saved(tmp_path, form)
    deck = deck_of(path)
    assert deck["counts"]["side"] == 0
    assert any("more than 200 characters" in message for message in said(deck))
    listed = saved(tmp_path, filled_by_pypdf(blank_form(), ROW), "listed.pdf")
    assert run("compara", listed, path).exit_code == 1


@pytest.mark.parametrize("name", ["Monster 01", "Monster 012", "Notes", "monster 2"])
def test_a_field_the_form_does_not_have_is_said_never_read_as_a_row(tmp_path, name):
    form = with_field(filled_by_pypdf(blank_form(), ROW), name, 'Maxx "C"')
    path = saved(tmp_path, form)
    deck = deck_of(path)
    assert deck["counts"]["main"] == 3  # Ash Blossom, read once
    assert any(f"'{name}'" in message and "not read" in message for message in said(deck))
    listed = saved(tmp_path, filled_by_pypdf(blank_form(), ROW), "listed.pdf")
    assert run("compara", listed, path).exit_code == 1


def test_two_fields_of_one_name_with_different_text_are_no_deck_list(tmp_path):
    form = filled_by_pypdf(blank_form(), {**ROW, "Side Deck 1": "Miracle Fertilizer"})
    path = saved(tmp_path, with_field(form, "Side Deck 1", "Ash Blossom & Joyous Spring"))
    done = run("valida", "--lang", "en", path)
    assert done.exit_code == 2
    (line,) = done.stderr.splitlines()[:-1]  # the problem, then the totals
    assert "two fields named 'Side Deck 1'" in line


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("Pot of Greed (14558127)", None),  # a name and another card's passcode: neither
        ("Unknown card (14558127)", None),  # the placeholder, but the passcode is a card
        ("Unknown card (99999999)", 99999999),  # as a drawn sheet writes an unknown passcode
        ("Carta desconocida (99999999)", 99999999),
        ("Pot of Greed (55144522)", POT),
    ],
)
def test_an_other_row_is_read_by_its_name_and_its_passcode_together(tmp_path, written, read):
    form = with_field(
        filled_by_pypdf(blank_form(), ROW), "Other 1", written, ("Other Card 1 Count", "1")
    )
    deck = deck_of(saved(tmp_path, form))
    if read is None:
        assert deck["counts"]["main"] == 3 and any(m.startswith("Other 1: ") for m in said(deck))
    else:
        assert deck["counts"]["main"] == 4


def with_appearance_of(source: Path, target: Path, shown: str, field: str) -> Path:
    """``source`` where ``field`` is drawn (shown and printed) as ``shown`` is, its value
    left as it was."""
    reader = PdfReader(source)
    writer = PdfWriter(clone_from=reader)
    widgets = {
        node.get_object()["/T"]: node.get_object()
        for node in writer._root_object["/AcroForm"]["/Fields"]
    }
    widgets[field][NameObject("/AP")] = widgets[shown]["/AP"]
    writer.write(target)
    return target


def test_a_sheet_that_prints_another_card_than_it_holds_is_never_the_same_deck(tmp_path):
    rose = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"
    sheet = tmp_path / "hoja.pdf"
    assert run("hoja", str(rose), "-o", str(sheet)).exit_code in (0, 1)
    assert run("compara", str(sheet), str(rose)).exit_code == 0  # as drawn: the deck
    swapped = with_appearance_of(sheet, tmp_path / "swapped.pdf", "Monster 1", "Side Deck 1")
    deck = deck_of(str(swapped))
    (problem,) = [d for d in deck["diagnostics"] if d["rule"] == "sheet-edited"]
    assert problem["message"].startswith("Side Deck 1 prints '")
    assert run("compara", str(swapped), str(rose)).exit_code == 1
    assert run("compara", str(rose), str(swapped)).exit_code == 1
