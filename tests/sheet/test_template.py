"""``hoja --plantilla FORM.pdf`` fills a copy of a form the user supplies (any PDF with the
form's fields; ydkcheck ships none): here a blank one with Konami's fields (``konami_form``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run, write_distinct_monsters
from pdfs import field_values
from pypdf import PdfReader, PdfWriter

from ydkcheck.cards import CardDB

from . import konami_form

REPO = Path(__file__).parents[2]
ROSE = str(REPO / "examples" / "decks" / "rose-dragon.ydk")
ALBAZ = str(REPO / "examples" / "decks" / "albaz.ydk")


def blank_form(tmp_path: Path) -> Path:
    """A form with Konami's fields, all blank, carrying no deck."""
    form = tmp_path / "form.pdf"
    form.write_bytes(konami_form.blank_form())
    return form


def emptied_sheet(tmp_path: Path) -> Path:
    """A sheet ydkcheck drew for Rose Dragon, its fields emptied and its carried deck taken
    out: its page still prints Rose Dragon's QR code and fingerprint."""
    drawn = tmp_path / "drawn.pdf"
    assert run("hoja", ROSE, "-o", str(drawn)).exit_code == 0
    writer = PdfWriter(clone_from=PdfReader(drawn))
    blank = dict.fromkeys(PdfReader(drawn).get_fields() or {}, "")
    writer.update_page_form_field_values(writer.pages[0], blank, auto_regenerate=False)
    writer.add_metadata({"/YdkcheckDeck": ""})
    form = tmp_path / "emptied.pdf"
    writer.write(form)
    return form


def test_the_template_is_filled_and_reads_back_as_the_deck(tmp_path):
    form = blank_form(tmp_path)
    target = tmp_path / "albaz.pdf"
    options = ("--plantilla", str(form), "--jugador", "Smith, John", "--fecha-evento", "2026-07-05")
    done = run("hoja", ALBAZ, "-o", str(target), *options)
    assert done.exit_code == 1  # Albaz is illegal; its sheet is still written
    values = field_values(target)
    assert values["First  Middle Names"] == "John" and values["Last Name Initial"] == "S"
    assert (values["Event Date - Day"], values["Event Date - Month"]) == ("05", "07")
    assert values["Main Deck Total"] == "40" and values["Total Side Deck"] == "5"
    assert values["Monster 1"] and values["Monster Card 1 Count"] in {"1", "2", "3"}
    assert PdfReader(target).trailer["/Root"]["/AcroForm"]["/NeedAppearances"]
    read = json.loads(run("valida", "--salida", "json", str(target)).stdout)["decks"][0]
    expected = json.loads(run("valida", "--salida", "json", ALBAZ).stdout)["decks"][0]
    assert read["fingerprint"] == expected["fingerprint"]
    assert not [d for d in read["diagnostics"] if d["rule"] == "sheet-edited"]


def test_a_group_over_the_forms_rows_is_exit_2_naming_it_and_by_how_much(tmp_path, cards: CardDB):
    deck = tmp_path / "many.ydk"
    write_distinct_monsters(cards, 20, deck)
    done = run("--lang", "en", "hoja", str(deck), "--template", str(blank_form(tmp_path)))
    assert done.exit_code == 2
    assert "the form has 18 rows for Monster cards, and the deck has 2 distinct" in done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_a_template_without_the_forms_fields_is_exit_2(tmp_path):
    writer = PdfWriter()
    writer.add_blank_page(100, 100)
    plain = tmp_path / "plain.pdf"
    writer.write(plain)
    done = run("hoja", ROSE, "--plantilla", str(plain), "-o", str(tmp_path / "out.pdf"))
    assert done.exit_code == 2 and "sin los campos de la hoja" in done.stderr
    assert not (tmp_path / "out.pdf").exists()


def test_a_filled_template_is_written_again_but_never_over_the_form_filled_since(tmp_path):
    form = blank_form(tmp_path)
    target = tmp_path / "rose.pdf"
    for _ in range(2):  # the copy hoja filled, unchanged, is its own to write again
        assert run("hoja", ROSE, "-o", str(target), "--plantilla", str(form)).exit_code == 0
    writer = PdfWriter(clone_from=PdfReader(target))
    writer.update_page_form_field_values(
        writer.pages[0], {"CARD GAME ID": "0123456789"}, auto_regenerate=False
    )
    writer.write(target)
    kept = target.read_bytes()
    assert run("hoja", ROSE, "-o", str(target), "--plantilla", str(form)).exit_code == 2
    assert target.read_bytes() == kept


@pytest.mark.parametrize("emptied", [False, True])
def test_a_sheet_ydkcheck_wrote_is_no_template(tmp_path, emptied):
    # its page prints the QR code and fingerprint of its deck: filled with another deck, the
    # fields said Albaz and a phone scanning the QR got Rose Dragon, with no warning anywhere;
    # emptied of its fields and its carried deck, it still prints them
    drawn = tmp_path / "rose.pdf"
    assert run("hoja", ROSE, "-o", str(drawn)).exit_code == 0
    if emptied:
        drawn = emptied_sheet(tmp_path)
    target = tmp_path / "albaz.pdf"
    done = run("--lang", "en", "hoja", ALBAZ, "-o", str(target), "--template", str(drawn))
    assert done.exit_code == 2 and "a sheet ydkcheck already wrote" in done.stderr
    assert len(done.stderr.splitlines()) == 1 and not target.exists()


def _with_script(form: Path) -> PdfWriter:
    from pypdf.generic import DictionaryObject, NameObject, TextStringObject

    writer = PdfWriter(clone_from=PdfReader(form))
    script = 'this.getField("Monster 1").value = "Raigeki";'
    action = DictionaryObject(
        {NameObject("/S"): NameObject("/JavaScript"), NameObject("/JS"): TextStringObject(script)}
    )
    writer._root_object[NameObject("/OpenAction")] = action
    return writer


def _with_stamp(form: Path) -> PdfWriter:
    from pypdf.annotations import FreeText

    writer = PdfWriter(clone_from=PdfReader(form))
    stamp = FreeText(text="3 Raigeki", rect=(50, 600, 250, 620))
    writer.add_annotation(page_number=0, annotation=stamp)
    return writer


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (_with_script, "scripts, actions or files carried inside"),
        (_with_stamp, "annotations that draw"),
    ],
    ids=["script", "stamp"],
)
def test_a_template_that_shows_or_runs_more_than_its_fields_is_no_template(tmp_path, extra, said):
    """Before: a template running a script that writes Raigeki into a field, or stamping
    "3 Raigeki" over one, was filled and written without a word (exit 0); valida then read
    the sheet as edited. A sheet that reads back as another list is never handed out."""
    form = tmp_path / "odd-form.pdf"
    extra(blank_form(tmp_path)).write(form)
    target = tmp_path / "rose.pdf"
    done = run("--lang", "en", "hoja", ROSE, "-o", str(target), "--template", str(form))
    assert done.exit_code == 2 and said in done.stderr and "clean copy" in done.stderr
    assert len(done.stderr.splitlines()) == 1 and not target.exists()


def _form_writer(form: Path) -> PdfWriter:
    return PdfWriter(clone_from=PdfReader(form))


def _helvetica(writer: PdfWriter) -> object:
    from pypdf.generic import DictionaryObject, NameObject

    font = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"),
        }
    )
    resources = {
        NameObject("/Font"): DictionaryObject({NameObject("/F1"): writer._add_object(font)})
    }
    return DictionaryObject(resources)


def _second_page(form: Path) -> PdfWriter:
    from pypdf.generic import DecodedStreamObject, NameObject

    writer = _form_writer(form)
    page = writer.add_blank_page(612, 792)
    text = DecodedStreamObject()
    text.set_data(b"BT /F1 12 Tf 50 700 Td (Main Deck: 3 Pot of Greed, 3 Raigeki) Tj ET")
    page[NameObject("/Resources")] = _helvetica(writer)
    page[NameObject("/Contents")] = writer._add_object(text)
    return writer


def _text_in_the_margin(form: Path) -> PdfWriter:
    from pypdf.generic import NameObject

    writer = _form_writer(form)
    page = writer.pages[0]
    contents = page["/Contents"].get_object()
    contents.set_data(contents.get_data() + b"\nBT /F1 8 Tf 20 5 Td (3 Pot of Greed) Tj ET")
    page[NameObject("/Resources")] = _helvetica(writer)
    return writer


def _field_edit(key: str, value: object):
    def edited(form: Path) -> PdfWriter:
        from pypdf.generic import NameObject

        writer = _form_writer(form)
        for field in writer._root_object["/AcroForm"]["/Fields"]:
            field.get_object()[NameObject(key)] = value
        return writer

    edited.__name__ = f"field_{key.strip('/')}"
    return edited


def _names_formatted_as_numbers(form: Path) -> PdfWriter:
    from pypdf.generic import DictionaryObject, NameObject, TextStringObject

    writer = _form_writer(form)
    script = TextStringObject('AFNumber_Format(0, 0, 0, 0, "", true);')
    action = DictionaryObject(
        {NameObject("/S"): NameObject("/JavaScript"), NameObject("/JS"): script}
    )
    for reference in writer._root_object["/AcroForm"]["/Fields"]:
        field = reference.get_object()
        if str(field.get("/T", "")).startswith("Monster ") and "Count" not in str(field["/T"]):
            field[NameObject("/AA")] = DictionaryObject({NameObject("/F"): action})
    return writer


def _portfolio(form: Path) -> PdfWriter:
    from pypdf.generic import DictionaryObject, NameObject, TextStringObject

    writer = _form_writer(form)
    writer.add_attachment("other.pdf", form.read_bytes())
    opens = {NameObject("/D"): TextStringObject("other.pdf"), NameObject("/View"): NameObject("/D")}
    writer._root_object[NameObject("/Collection")] = DictionaryObject(opens)
    return writer


def _numbers():
    from pypdf.generic import ArrayObject, FloatObject, NumberObject

    return ArrayObject([FloatObject(0)] * 4), NumberObject(3), NumberObject(1 << 13)


ZERO_BOX, THREE, PASSWORD = _numbers()


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (_second_page, "2 pages"),
        (_text_in_the_margin, "outside the form's fields"),
        (_field_edit("/Rect", ZERO_BOX), "does not read back as written"),
        (_field_edit("/MaxLen", THREE), "does not read back as written"),
        (_field_edit("/Ff", PASSWORD), "password field"),
        (_names_formatted_as_numbers, "scripts, actions or files carried inside"),
        (_portfolio, "scripts, actions or files carried inside"),
    ],
    ids=[
        "second-page",
        "margin-text",
        "no-box",
        "max-length",
        "password",
        "number-format",
        "portfolio",
    ],
)
def test_a_template_whose_sheet_would_not_read_back_as_the_deck_is_no_template(
    tmp_path, extra, said
):
    """Before: each of these templates was filled and written with exit 0, and valida then
    read the sheet as edited, or could not read it: the sheet filled is read back before it
    is written, and the blank form is asked what it carries besides its fields."""
    form = tmp_path / "odd-form.pdf"
    extra(blank_form(tmp_path)).write(form)
    target = tmp_path / "rose.pdf"
    done = run("--lang", "en", "hoja", ROSE, "-o", str(target), "--template", str(form))
    assert done.exit_code == 2 and said in " ".join(done.stderr.split())
    assert len(done.stderr.splitlines()) == 1 and not target.exists()


def test_a_form_whose_fields_no_form_dictionary_lists_is_no_template(tmp_path):
    """Before: a form filled by an old PyPDF2 (widgets on the page, no /AcroForm), given as a
    template, was an internal error of pypdf's."""
    form = tmp_path / "old.pdf"
    form.write_bytes(konami_form.filled_by_old_pypdf2(konami_form.blank_form(), {}))
    target = tmp_path / "rose.pdf"
    done = run("--lang", "en", "hoja", ROSE, "-o", str(target), "--template", str(form))
    assert done.exit_code == 2 and "/AcroForm" in done.stderr and "internal" not in done.stderr
    assert len(done.stderr.splitlines()) == 1 and not target.exists()
