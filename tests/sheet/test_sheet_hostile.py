"""A filled deck list form read as a judge reads it: every field that holds text is read or
said, no copy is guessed, and a form that can show two things is no deck list. Found by a
hostile review: before, each of these forms read as the deck with nothing said."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from helpers import run
from pypdf import PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    BooleanObject,
    DecodedStreamObject,
    DictionaryObject,
    FloatObject,
    NameObject,
    NullObject,
    NumberObject,
    TextStringObject,
    read_object,
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


@pytest.mark.parametrize(
    ("name", "count"),
    [
        ("Dark Magician" + " " * 60 + "Girl", "3"),  # the paper shows "3 Dark Magician"
        (" " * 80 + "Dark Magician Girl", "3"),  # a count and no name
        ("Dark Magician\nGirl", "3"),  # a one-line field shows the first line
        ("Dark Magician\tGirl", "3"),
        ("Dark Magician Girl", " " * 40 + "3"),  # a name and no count
    ],
)
def test_blanks_that_push_part_of_a_row_out_of_its_box_leave_the_row_unread(tmp_path, name, count):
    """Found by a hostile review: the reader joined the blanks while every reader prints them,
    so a word past the box's edge was read and never seen."""
    form = filled_by_pypdf(blank_form(), {**ROW, "Monster 2": name, "Monster Card 2 Count": count})
    path = saved(tmp_path, form)
    deck = deck_of(path)
    assert deck["counts"]["main"] == 3 and not deck["legal"]  # Ash Blossom only
    assert any(m.startswith("Monster 2: ") and "blanks" in m for m in said(deck)), said(deck)
    listed = saved(
        tmp_path,
        filled_by_pypdf(
            blank_form(), {**ROW, "Monster 2": "Dark Magician Girl", "Monster Card 2 Count": "3"}
        ),
        "listed.pdf",
    )
    assert run("compara", listed, path).exit_code == 1


def test_blanks_that_hide_nothing_are_read(tmp_path):
    """Blanks after the text, or one before it, print the row as it reads."""
    row = {"Monster 2": " Dark Magician Girl   ", "Monster Card 2 Count": "3 "}
    deck = deck_of(saved(tmp_path, filled_by_pypdf(blank_form(), {**ROW, **row})))
    assert deck["counts"]["main"] == 6 and not [m for m in said(deck) if "blanks" in m]


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


def forged(source: Path, target: Path, field: str, how: str) -> Path:
    """``source`` where the widget of ``field`` is no longer shown once: ``hidden`` (its
    Hidden flag), ``no-room`` (a rectangle of no area), ``off-page`` (left off the page's
    annotations) or ``twice`` (a second widget printing it on another row)."""
    writer = PdfWriter(clone_from=PdfReader(source))
    page = writer.pages[0]
    (reference,) = [a for a in page["/Annots"] if a.get_object().get("/T") == field]
    widget = reference.get_object()
    appearance = widget["/AP"]["/N"].get_object()
    if how == "hidden":
        widget[NameObject("/F")] = NumberObject(2)
    elif how == "not-printed":  # shown on screen only
        widget[NameObject("/F")] = NumberObject(0)
    elif how == "clipped":
        appearance.set_data(b"0 0 0 0 re W n " + appearance.get_data())
    elif how.startswith("invisible-text"):  # a hostile review: "03" is 3 to the readers
        mode = b"03" if how.endswith("padded") else b"3"
        appearance.set_data(appearance.get_data().replace(b"BT", b"BT " + mode + b" Tr", 1))
    elif how in ("white", "tiny"):  # its text drawn in white, or at a fifth of a point
        ink = b"1 g" if how == "white" else b"/F1 0.2 Tf"
        appearance.set_data(appearance.get_data().replace(b" Td (", b" Td " + ink + b" (", 1))
    elif how == "layer":  # on an optional content group that readers may turn off
        group = {
            NameObject("/Type"): NameObject("/OCG"),
            NameObject("/Name"): TextStringObject("x"),
        }
        widget[NameObject("/OC")] = writer._add_object(DictionaryObject(group))
    elif how == "white-default":  # readers asked to redraw it, in white
        writer._root_object["/AcroForm"][NameObject("/NeedAppearances")] = BooleanObject(True)
        widget[NameObject("/DA")] = TextStringObject("/Helv 9 Tf 1 g")
    elif how == "no-box":
        appearance[NameObject("/BBox")] = ArrayObject([FloatObject(0)] * 4)
    elif how == "shrunk":
        shrink = (0.001, 0, 0, 0.001, 0, 0)
        appearance[NameObject("/Matrix")] = ArrayObject(FloatObject(v) for v in shrink)
    elif how == "cropped":  # the page shows only a corner without the field
        page[NameObject("/CropBox")] = ArrayObject(FloatObject(v) for v in (0, 0, 20, 20))
    elif how == "no-room":
        widget[NameObject("/Rect")] = ArrayObject([FloatObject(0)] * 4)
    elif how == "off-page":
        page[NameObject("/Annots")] = ArrayObject(a for a in page["/Annots"] if a != reference)
    else:  # the field's widget becomes its first kid, and a copy of it a second one
        kids = ArrayObject()
        for shift in (0, -40):
            kid = DictionaryObject(
                {key: value for key, value in widget.items() if key not in ("/T", "/V")}
            )
            x1, y1, x2, y2 = (float(v) for v in widget["/Rect"])
            rect = (x1, y1 + shift, x2, y2 + shift)
            kid[NameObject("/Rect")] = ArrayObject(FloatObject(v) for v in rect)
            kid[NameObject("/Parent")] = reference
            kids.append(writer._add_object(kid))
        for key in [key for key in widget if key not in ("/T", "/V", "/FT", "/DA")]:
            del widget[key]
        widget[NameObject("/Kids")] = kids
        page[NameObject("/Annots")] = ArrayObject(
            [*(a for a in page["/Annots"] if a != reference), *kids]
        )
    writer.write(target)
    return target


def drawn_on_page(source: Path, target: Path, text: str) -> Path:
    """``source`` with ``text`` drawn on its page itself, in Helvetica, outside any field."""
    writer = PdfWriter(clone_from=PdfReader(source))
    page = writer.pages[0]
    font = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"),
        }
    )
    resources = page["/Resources"]
    fonts = resources.get("/Font") or DictionaryObject()
    fonts[NameObject("/Forged")] = writer._add_object(font)
    resources[NameObject("/Font")] = fonts
    drawing = DecodedStreamObject()
    drawing.set_data(f"q 0 g BT /Forged 9 Tf 240 290 Td ({text}) Tj ET Q".encode("latin-1"))
    contents = page["/Contents"]
    streams = list(contents) if isinstance(contents, list) else [page.raw_get("/Contents")]
    page[NameObject("/Contents")] = ArrayObject([*streams, writer._add_object(drawing)])
    writer.write(target)
    return target


@pytest.fixture(scope="module")
def rose_sheet(tmp_path_factory) -> tuple[Path, Path]:
    """Rose Dragon's deck and the sheet hoja draws of it."""
    rose = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"
    sheet = tmp_path_factory.mktemp("sheet") / "hoja.pdf"
    assert run("hoja", str(rose), "-o", str(sheet)).exit_code in (0, 1)
    return rose, sheet


@pytest.mark.parametrize(
    "how",
    [
        "hidden",
        "not-printed",
        "clipped",
        "invisible-text",
        "invisible-text-padded",
        "white",
        "tiny",
        "white-default",
        "layer",
        "no-box",
        "shrunk",
        "cropped",
        "no-room",
        "off-page",
        "twice",
    ],
)
def test_a_field_the_page_does_not_show_once_is_never_the_same_deck(tmp_path, rose_sheet, how):
    """Before: a field hidden, without room, off the page or printed twice read as the
    deck, and compara confirmed it while the paper showed another Side Deck."""
    rose, sheet = rose_sheet
    assert run("compara", str(sheet), str(rose)).exit_code == 0  # as drawn: the deck
    edited = forged(sheet, tmp_path / f"{how}.pdf", "Side Deck 1", how)
    deck = deck_of(str(edited))
    shown = [d["message"] for d in deck["diagnostics"] if d["rule"] == "sheet-edited"]
    times = "2 times" if how == "twice" else "0 times"
    assert any(m.startswith("Side Deck 1 holds") and times in m for m in shown), shown
    assert run("compara", str(edited), str(rose)).exit_code == 1


@pytest.mark.parametrize(
    "text",
    [
        "3 Ash Blossom & Joyous Spring",
        "Pot of Desires x2",
        "Sangan",
        # a list's shorthand after a count, which Konami's policy reads as the one card
        # it fits
        "3 Maxx",
        "3 Flor de Ceniza",
        "2x Ash Blossom",
    ],
)
def test_a_card_drawn_on_the_page_outside_the_fields_is_never_the_same_deck(
    tmp_path, rose_sheet, text
):
    """A hostile round: ``3 Maxx`` drawn in an empty row read LEGAL and SAME DECK, as only
    whole names were looked for; a label a card's shorthand fits (``Evento``, ``Ronda 1``,
    ``Dragon Duel``: a review) is no card."""
    rose, sheet = rose_sheet
    edited = drawn_on_page(sheet, tmp_path / "drawn.pdf", text)
    deck = deck_of(str(edited))
    shown = [d["message"] for d in deck["diagnostics"] if d["rule"] == "sheet-edited"]
    assert any(m.startswith("the page itself prints") for m in shown), shown
    assert run("compara", str(edited), str(rose)).exit_code == 1
    for note in ("Checked at table 12", "Name", "Evento", "Ronda 1", "Dragon Duel", "Score"):
        plain = drawn_on_page(sheet, tmp_path / "note.pdf", note)
        assert run("compara", str(plain), str(rose)).exit_code == 0, note


def test_an_annotation_that_draws_over_the_form_is_never_the_same_deck(tmp_path, rose_sheet):
    """Before: a free text annotation printing another card over a field read as nothing."""
    rose, sheet = rose_sheet
    writer = PdfWriter(clone_from=PdfReader(sheet))
    note = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Annot"),
            NameObject("/Subtype"): NameObject("/FreeText"),
            NameObject("/F"): NumberObject(4),
            NameObject("/Rect"): ArrayObject(FloatObject(v) for v in (240, 280, 400, 300)),
            NameObject("/Contents"): TextStringObject("3 Ash Blossom & Joyous Spring"),
            NameObject("/DA"): TextStringObject("/Helv 9 Tf 0 g"),
        }
    )
    writer.pages[0]["/Annots"].append(writer._add_object(note))
    edited = tmp_path / "noted.pdf"
    writer.write(edited)
    shown = [d["message"] for d in deck_of(str(edited))["diagnostics"]]
    assert any("FreeText annotation" in message for message in shown), shown
    assert run("compara", str(edited), str(rose)).exit_code == 1


def test_a_page_drawn_too_heavily_to_read_is_said_not_read(tmp_path, rose_sheet):
    """Text extraction takes seconds a megabyte: a page that draws 600 KB of text is not read
    for cards outside the fields (so a sheet is read in bounded time), and says so."""
    rose, sheet = rose_sheet
    edited = drawn_on_page(sheet, tmp_path / "heavy.pdf", "Checked " * 75_000)
    shown = [d["message"] for d in deck_of(str(edited))["diagnostics"]]
    assert any(m.startswith("the pages draw with ") for m in shown), shown
    assert run("compara", str(edited), str(rose)).exit_code == 1


def test_a_sheet_of_more_than_one_page_says_its_other_pages_are_not_read(tmp_path, rose_sheet):
    """Before: a second page printing an addendum (+3 Maxx "C") raised no warning."""
    rose, sheet = rose_sheet
    writer = PdfWriter(clone_from=PdfReader(sheet))
    writer.add_blank_page()
    writer.write(tmp_path / "two.pdf")
    deck = deck_of(str(tmp_path / "two.pdf"))
    assert [d["rule"] for d in deck["diagnostics"]] == ["sheet-edited"]
    assert run("compara", str(tmp_path / "two.pdf"), str(rose)).exit_code == 1


def painted_over(source: Path, target: Path, field: str, how: str) -> Path:
    """``source`` where the appearance of ``field`` draws its text as it is, then paints over
    it: ``picture`` (an image, as a forger draws another card's words), ``white-box`` (a
    white rectangle filled over the text)."""
    writer = PdfWriter(clone_from=PdfReader(source))
    (widget,) = [
        a.get_object() for a in writer.pages[0]["/Annots"] if a.get_object().get("/T") == field
    ]
    appearance = widget["/AP"]["/N"].get_object()
    left, bottom, right, top = (float(v) for v in widget["/Rect"])
    box = f"{right - left:.2f} 0 0 {top - bottom:.2f} {left:.2f} {bottom:.2f} cm"
    if how == "picture":
        image = DecodedStreamObject()
        image._data = b"\xff" * 4
        image.update(
            {
                NameObject("/Type"): NameObject("/XObject"),
                NameObject("/Subtype"): NameObject("/Image"),
                NameObject("/Width"): NumberObject(2),
                NameObject("/Height"): NumberObject(2),
                NameObject("/ColorSpace"): NameObject("/DeviceGray"),
                NameObject("/BitsPerComponent"): NumberObject(8),
            }
        )
        resources = appearance.setdefault(NameObject("/Resources"), DictionaryObject())
        resources[NameObject("/XObject")] = DictionaryObject(
            {NameObject("/Im0"): writer._add_object(image)}
        )
        drawn = f"\nq {box} /Im0 Do Q\n"
    else:
        drawn = f"\nq 1 g {left:.2f} {bottom:.2f} {right - left:.2f} {top - bottom:.2f} re f Q\n"
    appearance.set_data(appearance.get_data() + drawn.encode())
    writer.write(target)
    return target


@pytest.mark.parametrize("how", ["picture", "white-box"])
@pytest.mark.parametrize("field", ["Monster 1", "Monster 18"])  # a row filled in, an empty one
def test_a_field_painted_over_is_never_the_same_deck(tmp_path, rose_sheet, how, field):
    """Before: a sheet whose Monster 1 drew its own text, then a picture of "2 Maxx "C""
    over it, printed one deck and read as another, and compara said SAME DECK."""
    rose, sheet = rose_sheet
    edited = painted_over(sheet, tmp_path / f"{how}.pdf", field, how)
    shown = [d["message"] for d in deck_of(str(edited))["diagnostics"]]
    if how == "white-box" and field == "Monster 18":  # an empty row painted white: nothing
        assert run("compara", str(edited), str(rose)).exit_code == 0
        return
    assert any(m.startswith(f"{field} holds") and "cannot be read" in m for m in shown), shown
    assert run("compara", str(edited), str(rose)).exit_code == 1


def on_a_layer(source: Path, target: Path, field: str, tag: bytes = b"/OC") -> Path:
    """``source`` where the appearance of ``field`` draws its text on a layer that is not
    printed (optional content, ``/OC … BDC … EMC``), shown on screen only."""
    writer = PdfWriter(clone_from=PdfReader(source))
    layer = writer._add_object(
        DictionaryObject(
            {NameObject("/Type"): NameObject("/OCG"), NameObject("/Name"): TextStringObject("x")}
        )
    )
    writer._root_object[NameObject("/OCProperties")] = DictionaryObject(
        {
            NameObject("/OCGs"): ArrayObject([layer]),
            NameObject("/D"): DictionaryObject({NameObject("/OFF"): ArrayObject([layer])}),
        }
    )
    (widget,) = [
        a.get_object() for a in writer.pages[0]["/Annots"] if a.get_object().get("/T") == field
    ]
    appearance = widget["/AP"]["/N"].get_object()
    data = appearance.get_data()
    start = data.index(b"BT")
    end = data.index(b"ET", start) + 2
    marked = tag + b" /oc1 BDC "
    appearance.set_data(data[:start] + marked + data[start:end] + b" EMC" + data[end:])
    resources = appearance.setdefault(NameObject("/Resources"), DictionaryObject())
    resources[NameObject("/Properties")] = DictionaryObject({NameObject("/oc1"): layer})
    writer.write(target)
    return target


def hidden_by_colour(source: Path, target: Path, field: str, how: str) -> Path:
    """``source`` where ``field`` prints its text in its background's colour: drawn anew
    (``NeedAppearances``) on a black background (``/MK /BG``) or by the form's default
    ``/DA`` in white, the field's own taken away; or its stored appearance filling its box
    in black before its black text."""
    writer = PdfWriter(clone_from=PdfReader(source))
    form = writer._root_object["/AcroForm"]
    (widget,) = [
        a.get_object() for a in writer.pages[0]["/Annots"] if a.get_object().get("/T") == field
    ]
    if how == "stored-black-box":
        appearance = widget["/AP"]["/N"].get_object()
        left, bottom, right, top = (float(v) for v in appearance["/BBox"])
        box = f"q 0 g {left:.2f} {bottom:.2f} {right - left:.2f} {top - bottom:.2f} re f Q\n"
        appearance.set_data(box.encode() + appearance.get_data())
    else:
        form[NameObject("/NeedAppearances")] = BooleanObject(True)
        if how == "black-background":
            black = ArrayObject([FloatObject(0)])
            widget[NameObject("/MK")] = DictionaryObject({NameObject("/BG"): black})
        else:  # "form-default"
            del widget["/DA"]
            form[NameObject("/DA")] = TextStringObject("/Helv 0 Tf 1 g")
    writer.write(target)
    return target


@pytest.mark.parametrize("how", ["black-background", "form-default", "stored-black-box"])
@pytest.mark.parametrize("field", ["Side Deck 1 Count", "Monster 1"])
def test_a_field_printed_in_its_background_s_colour_is_never_the_same_deck(
    tmp_path, rose_sheet, how, field
):
    """A hostile round: a field drawn anew on a black background, or by the form's white
    default, printed a black bar or nothing in three readers (pdfium, poppler, MuPDF), and
    the sheet read LEGAL and SAME DECK: the ink was read against white paper, and the
    field's own ``/DA`` alone."""
    rose, sheet = rose_sheet
    hidden = hidden_by_colour(sheet, tmp_path / "hidden.pdf", field, how)
    problems = [d for d in deck_of(str(hidden))["diagnostics"] if d["rule"] == "sheet-edited"]
    assert any(field in d["message"] for d in problems), problems
    assert run("compara", str(hidden), str(rose)).exit_code == 1


@pytest.mark.parametrize("tag", [b"/OC", b"/O#43", b"/OC%x\n"])  # as written, escaped, commented
def test_a_field_whose_text_is_on_a_layer_is_never_the_same_deck(tmp_path, rose_sheet, tag):
    """A hostile round: Side Deck 1's name drawn on a layer switched off printed "3" and no
    card, and read ✔ LEGAL and SAME DECK."""
    rose, sheet = rose_sheet
    hidden = on_a_layer(sheet, tmp_path / "layer.pdf", "Monster 1", tag)
    shown = [d["message"] for d in deck_of(str(hidden))["diagnostics"]]
    assert any(m.startswith("Monster 1 holds") and "cannot be read" in m for m in shown), shown
    assert run("compara", str(hidden), str(rose)).exit_code == 1


def with_action(
    source: Path, target: Path, where: str, action: dict, field: str = "Side Deck 1"
) -> Path:
    """``source`` with ``action`` run where a reader runs one: on opening the file
    (``open``), before printing it (``print``), on ``field``'s calculation (``field``), on
    the field above its widget (``parent``), or as a document-level script (``names``)."""
    writer = PdfWriter(clone_from=PdfReader(source))
    made = writer._add_object(DictionaryObject(action))
    root = writer._root_object
    if where == "open":
        root[NameObject("/OpenAction")] = made
    elif where == "print":
        root[NameObject("/AA")] = DictionaryObject({NameObject("/WP"): made})
    elif where == "names":
        tree = DictionaryObject({NameObject("/Names"): ArrayObject([TextStringObject("a"), made])})
        root[NameObject("/Names")] = DictionaryObject({NameObject("/JavaScript"): tree})
    else:
        (widget,) = [
            a.get_object() for a in writer.pages[0]["/Annots"] if a.get_object().get("/T") == field
        ]
        if where == "parent":  # the field a dictionary of its own, its widget a kid of it
            parent = DictionaryObject({NameObject("/T"): TextStringObject(field)})
            parent[NameObject("/AA")] = DictionaryObject({NameObject("/C"): made})
            reference = writer._add_object(parent)
            widget[NameObject("/Parent")] = reference
            del widget[NameObject("/T")]
            for key in ("/FT", "/V", "/Ff", "/DA"):  # the field's, inherited by its widget
                if key in widget:
                    parent[NameObject(key)] = widget[key]
                    del widget[NameObject(key)]
            fields = root["/AcroForm"]["/Fields"]  # the form lists the field, not its widget
            listed = [n for n, f in enumerate(fields) if f.get_object() is widget]
            fields[listed[0]] = reference
            parent[NameObject("/Kids")] = ArrayObject([widget.indirect_reference])
        else:
            widget[NameObject("/AA")] = DictionaryObject({NameObject("/C"): made})
    writer.write(target)
    return target


def script(text: str, **more: object) -> dict:
    return {
        NameObject("/S"): NameObject("/JavaScript"),
        NameObject("/JS"): TextStringObject(text),
        **{NameObject(f"/{key}"): value for key, value in more.items()},
    }


SWAP = 'this.getField("Side Deck 1").value = "Nibiru, the Primal Being";'
TOTAL = 'AFSimple_Calculate("SUM", new Array ("Side Deck 1 Count", "Side Deck 2 Count"));'


@pytest.mark.parametrize("where", ["open", "print", "field", "names", "parent"])
@pytest.mark.parametrize(
    "action",
    [
        script(SWAP),
        script(TOTAL, Next=DictionaryObject(script(SWAP))),  # a total, then the swap
        script(TOTAL + " " + SWAP),
        {NameObject("/S"): NameObject("/Hide"), NameObject("/T"): TextStringObject("Monster 1")},
        script(TOTAL),  # a sum, on a card's field: it rewrites it
        script('AFNumber_Format(0, 0, 0, 0, " Maxx", true);'),  # a format that prints words
        script("AFRange_Validate(true, 0, true, 3);" + " " * 70_000 + SWAP),  # past the bound
    ],
    ids=["swap", "chained", "appended", "hide", "sum", "format", "long"],
)
def test_a_sheet_that_runs_actions_is_never_the_same_deck(tmp_path, rose_sheet, where, action):
    """A hostile round: a script run on opening or printing set Side Deck 1 to Nibiru, so the
    paper showed another deck, and the sheet read ✔ LEGAL and SAME DECK."""
    rose, sheet = rose_sheet
    acting = with_action(sheet, tmp_path / "acting.pdf", where, action)
    problems = [d for d in deck_of(str(acting))["diagnostics"] if d["rule"] == "sheet-edited"]
    assert "the file holds actions a PD" in [d["message"][:27] for d in problems]
    assert run("compara", str(acting), str(rose)).exit_code == 1


@pytest.mark.parametrize("holder", ["document", "page", "form", "field", "alone"])
def test_a_sheet_carrying_an_associated_file_is_never_the_same_deck(tmp_path, rose_sheet, holder):
    """Before: a file attached through PDF 2.0's ``/AF`` (another list, perhaps) passed
    unsaid, where one in the document's ``/EmbeddedFiles`` was said; then on a field, the
    form, or written as one file rather than an array of them."""
    rose, sheet = rose_sheet
    writer = PdfWriter(clone_from=PdfReader(sheet))
    spec = DictionaryObject(
        {NameObject("/Type"): NameObject("/Filespec"), NameObject("/F"): TextStringObject("b.ydk")}
    )
    carriers = {
        "document": writer._root_object,
        "page": writer.pages[0],
        "form": writer._root_object["/AcroForm"],
        "field": writer.pages[0]["/Annots"][0].get_object(),
        "alone": writer._root_object,
    }
    files = writer._add_object(spec)
    carriers[holder][NameObject("/AF")] = files if holder == "alone" else ArrayObject([files])
    carrying = tmp_path / "carrying.pdf"
    writer.write(carrying)
    problems = [d for d in deck_of(str(carrying))["diagnostics"] if d["rule"] == "sheet-edited"]
    assert [d["message"][:27] for d in problems] == ["the file holds actions a PD"]
    assert "(AF)" in problems[0]["message"]
    assert run("compara", str(carrying), str(rose)).exit_code == 1


def test_a_forms_own_totals_and_checks_are_no_action_said(tmp_path, rose_sheet):
    rose, sheet = rose_sheet
    own = [(TOTAL, "Total Side Deck"), ("AFRange_Validate(true, 0, true, 3);", "Side Deck 1")]
    own.append(('AFNumber_Format(0, 0, 0, 0, "", true);', "Total Side Deck"))
    for text, field in own:
        acting = with_action(sheet, tmp_path / "own.pdf", "field", script(text), field)
        assert deck_of(str(acting))["diagnostics"] == []
        assert run("compara", str(acting), str(rose)).exit_code == 0


def rich(sheet: Path, target: Path, text: str, field: str = "Side Deck 1") -> Path:
    writer = PdfWriter(clone_from=PdfReader(sheet))
    (widget,) = [
        a.get_object() for a in writer.pages[0]["/Annots"] if a.get_object().get("/T") == field
    ]
    widget[NameObject("/RV")] = TextStringObject(text)
    writer.write(target)
    return target


def test_rich_text_that_says_the_value_is_no_difference(tmp_path, rose_sheet):
    """Acrobat escapes "&" in rich text: Ash Blossom & Joyous Spring's is its value."""
    _rose, sheet = rose_sheet
    value = PdfReader(sheet).get_fields()["Monster 1"]["/V"]
    written = value.replace("&", "&amp;")
    same = rich(sheet, tmp_path / "same.pdf", f"<body><p>{written}</p></body>", "Monster 1")
    assert deck_of(str(same))["diagnostics"] == []


def test_rich_text_a_regular_expression_cannot_read_is_never_the_same_deck(tmp_path, rose_sheet):
    _rose, sheet = rose_sheet
    value = PdfReader(sheet).get_fields()["Side Deck 1"]["/V"]
    hidden = rich(sheet, tmp_path / "cdata.pdf", f"<p>{value}<!-- --><![CDATA[Nibiru]]></p>")
    shown = [d["message"] for d in deck_of(str(hidden))["diagnostics"]]
    assert any(m.startswith("Side Deck 1") for m in shown), shown


def test_a_field_whose_rich_text_says_another_card_is_never_the_same_deck(tmp_path, rose_sheet):
    """A reader draws a rich-text field's ``/RV``: it said Nibiru, the value another card."""
    rose, sheet = rose_sheet
    writer = PdfWriter(clone_from=PdfReader(sheet))
    (widget,) = [
        a.get_object()
        for a in writer.pages[0]["/Annots"]
        if a.get_object().get("/T") == "Side Deck 1"
    ]
    rich = "<body><p>Nibiru, the Primal Being</p></body>"
    widget[NameObject("/RV")] = TextStringObject(rich)
    writer.write(tmp_path / "rich.pdf")
    shown = [d["message"] for d in deck_of(str(tmp_path / "rich.pdf"))["diagnostics"]]
    assert any(m.startswith("Side Deck 1 prints 'Nibiru, the Primal Being'") for m in shown), shown
    assert run("compara", str(tmp_path / "rich.pdf"), str(rose)).exit_code == 1


def test_a_field_another_field_s_widget_covers_is_never_the_same_deck(tmp_path, rose_sheet):
    """Before: the empty Monster 18's widget moved onto Monster 1's box, drawn after it,
    painted a white box and another card's name as paths (no text, no image): the paper
    showed Maxx "C" where the field holds White Rose Dragon, and compara said SAME DECK."""
    rose, sheet = rose_sheet
    writer = PdfWriter(clone_from=PdfReader(sheet))
    page = writer.pages[0]
    widgets = {a.get_object().get("/T"): a for a in page["/Annots"]}
    first, last = widgets["Monster 1"].get_object(), widgets["Monster 18"]
    cover = last.get_object()
    cover[NameObject("/Rect")] = ArrayObject(first["/Rect"])
    left, bottom, right, top = (float(v) for v in first["/Rect"])
    box = f"1 g 0 0 {right - left:.2f} {top - bottom:.2f} re f 0 g 2 2 m 20 8 l 2 14 l f"
    appearance = DecodedStreamObject()
    appearance.set_data(box.encode())
    appearance.update(
        {
            NameObject("/Type"): NameObject("/XObject"),
            NameObject("/Subtype"): NameObject("/Form"),
            NameObject("/BBox"): ArrayObject(
                FloatObject(v) for v in (0, 0, right - left, top - bottom)
            ),
        }
    )
    cover[NameObject("/AP")] = DictionaryObject({NameObject("/N"): writer._add_object(appearance)})
    page[NameObject("/Annots")] = ArrayObject([a for a in page["/Annots"] if a != last] + [last])
    edited = tmp_path / "covered.pdf"
    writer.write(edited)
    shown = [d["message"] for d in deck_of(str(edited))["diagnostics"]]
    assert any(m.startswith("Monster 1 holds") and "cannot be read" in m for m in shown), shown
    assert run("compara", str(edited), str(rose)).exit_code == 1


POLYMERIZATION, FUSION_SUBSTITUTE = 24094653, 74335036


def test_a_field_edited_to_a_card_only_counted_as_the_one_carried_is_said(tmp_path):
    """Before, the fields and the deck a sheet carries were compared by identity, and Fusion
    Substitute counts as Polymerization: a sheet printing 3 Fusion Substitute over a deck of
    3 Polymerization was LEGAL without a warning, and the same deck as the Polymerization
    deck at a deck check."""
    rose = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"
    lines = rose.read_text(encoding="utf-8").splitlines()
    side = lines.index("!side")
    poly = tmp_path / "poly.ydk"
    poly.write_text("\n".join([*lines[: side + 1], *[str(POLYMERIZATION)] * 3]) + "\n")
    sheet = tmp_path / "poly.pdf"
    assert run("hoja", str(poly), "-o", str(sheet)).exit_code in (0, 1)
    writer = PdfWriter(clone_from=PdfReader(sheet))
    writer.update_page_form_field_values(
        writer.pages[0], {"Side Deck 1": "Fusion Substitute"}, auto_regenerate=False
    )
    edited = tmp_path / "edited.pdf"
    writer.write(edited)
    problems = [d for d in deck_of(str(edited))["diagnostics"] if d["rule"] == "sheet-edited"]
    assert {d["card"]["id"] for d in problems} == {POLYMERIZATION, FUSION_SUBSTITUTE}
    assert run("compara", str(edited), str(poly)).exit_code == 1


def test_a_name_the_sheet_wraps_over_two_lines_reads_back_as_printed(tmp_path):
    """Before, the two lines of a wrapped name were read back joined without a blank ('Fur
    Hire,Fur All'), so ydkcheck's own fresh sheet was a sheet-edited warning and no deck
    check of it was confirmed."""
    rose = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"
    lines = rose.read_text(encoding="utf-8").splitlines()
    side = lines.index("!side")
    deck = tmp_path / "long.ydk"
    deck.write_text("\n".join([*lines[: side + 1], "59374259"]) + "\n")  # Furtive Techniques...
    sheet = tmp_path / "long.pdf"
    assert run("hoja", str(deck), "-o", str(sheet)).exit_code in (0, 1)
    assert [d for d in deck_of(str(sheet))["diagnostics"] if d["rule"] == "sheet-edited"] == []
    assert run("compara", str(deck), str(sheet)).exit_code == 0


GIRL = {"Monster 1": "Dark Magician Girl", "Monster Card 1 Count": "3"}


def with_boxes(form: bytes, names, box) -> bytes:
    """``form`` with the appearance of each field of ``names`` given the box ``box(width,
    height)`` makes of its widget's size."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(form)))
    for annotation in writer.pages[0]["/Annots"]:
        widget = annotation.get_object()
        if widget.get("/T") in names:
            x1, y1, x2, y2 = (float(v) for v in widget["/Rect"])
            appearance = widget["/AP"]["/N"].get_object()
            drawn = box(x2 - x1, y2 - y1)
            appearance[NameObject("/BBox")] = ArrayObject(FloatObject(v) for v in drawn)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def compared(registered: str, presented: str) -> str:
    """What compara says of two lists (a deck of 3 cards: illegal, so exit 1 either way)."""
    done = run("--lang", "en", "compara", registered, presented)
    assert done.exit_code == 1, done.stderr
    return done.stdout


@pytest.mark.parametrize("times", [60, 8])
def test_a_row_whose_appearance_readers_shrink_to_a_speck_is_never_the_same_deck(tmp_path, times):
    """Before: a row's appearance box made 60 times its widget's, which every reader shrinks
    to fit the widget (the text printed 0.26 pt high: a blank row on paper), read as 3 Dark
    Magician Girl with nothing said, and compara confirmed it against the form so listed."""
    listed = filled_by_pypdf(blank_form(), GIRL)
    forged = with_boxes(listed, GIRL, lambda w, h: (0, 0, w * times, h * times))
    path = saved(tmp_path, forged)
    shown = [d["message"] for d in deck_of(path)["diagnostics"] if d["rule"] == "sheet-edited"]
    for name in GIRL:
        assert any(m.startswith(f"{name} holds") and "0 times" in m for m in shown), shown
    verdict = compared(saved(tmp_path, listed, "listed.pdf"), path)
    assert "NOT CONFIRMED" in verdict and "SAME DECK" not in verdict


@pytest.mark.parametrize(
    "box",
    [
        lambda w, h: (0, 0, w, h),
        lambda w, h: (0, 0, w + 4, h + 4),  # a margin drawn around it
        lambda w, h: (-2, -2, w + 2, h + 2),
        lambda w, h: (0, 0, w - 3, h - 3),
    ],
)
def test_a_row_whose_appearance_box_is_near_its_widget_s_reads_without_a_word(tmp_path, box):
    listed = filled_by_pypdf(blank_form(), GIRL)
    path = saved(tmp_path, with_boxes(listed, GIRL, box))
    assert [d for d in deck_of(path)["diagnostics"] if d["rule"] == "sheet-edited"] == []
    assert "SAME DECK" in compared(saved(tmp_path, listed, "listed.pdf"), path)


def test_a_password_field_of_konami_s_form_is_refused(tmp_path):
    """Before: Monster 1 made a password field, its appearance dropped, read 3 Dark Magician
    Girl while every reader asked to draw it (NeedAppearances) shows '******'."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(filled_by_pypdf(blank_form(), GIRL))))
    for annotation in writer.pages[0]["/Annots"]:
        widget = annotation.get_object()
        if widget.get("/T") == "Monster 1":
            widget[NameObject("/Ff")] = NumberObject(1 << 13)
            widget.pop("/AP", None)
    out = io.BytesIO()
    writer.write(out)
    done = run("--lang", "en", "valida", saved(tmp_path, out.getvalue()))
    assert done.exit_code == 2 and "'Monster 1' is a password field" in done.stderr


def with_field_changed(source: Path, target: Path, how: str, field: str = "Monster 1") -> Path:
    """``source`` with ``field`` holding what a reader shows otherwise than ydkcheck would
    read it: its value given by a ``/Parent`` no ``/Kids`` lists (``parent``), null over a
    parent's value (``null``), a stream (``stream``), or cut by a ``/MaxLen`` of a real
    number (``real-maxlen``)."""
    writer = PdfWriter(clone_from=PdfReader(source))
    (widget,) = [
        a.get_object() for a in writer.pages[0]["/Annots"] if a.get_object().get("/T") == field
    ]
    forbidden = TextStringObject('Maxx "C"')
    if how == "parent":  # readers inherit up /Parent: they print Maxx "C"
        del widget[NameObject("/V")]
        holder = DictionaryObject({NameObject("/V"): forbidden})
        widget[NameObject("/Parent")] = writer._add_object(holder)
    elif how == "null":  # poppler takes null as absent, and prints the parent's value
        listed = writer._root_object["/AcroForm"]["/Fields"]
        at = next(n for n, f in enumerate(listed) if f.get_object() is widget)
        parent = DictionaryObject({NameObject("/T"): TextStringObject("Row")})
        parent[NameObject("/V")] = forbidden
        reference = writer._add_object(parent)
        parent[NameObject("/Kids")] = ArrayObject([widget.indirect_reference])
        listed[at] = reference
        widget[NameObject("/Parent")] = reference
        widget[NameObject("/V")] = NullObject()
    elif how == "stream":  # pdfium prints a text stream's text
        stream = DecodedStreamObject()
        stream.set_data(b'Maxx "C"')
        widget[NameObject("/V")] = writer._add_object(stream)
    else:  # pdfium cuts at 11.0 as at 11
        widget[NameObject("/MaxLen")] = FloatObject(3.0)
    writer.write(target)
    return target


@pytest.mark.parametrize("how", ["parent", "null", "stream", "real-maxlen"])
def test_a_field_a_reader_shows_otherwise_is_no_deck(tmp_path, rose_sheet, how):
    """A hostile review: a row's value inherited up a /Parent that no /Kids lists, null over
    a parent's, or a stream, printed 3 Maxx "C" where ydkcheck read another card or none;
    a /MaxLen of 11.0 cut 'Heavy Storm Duster' to 'Heavy Storm' in pdfium. Each read ✔ LEGAL
    and SAME DECK; each is refused now, with its field named."""
    rose, sheet = rose_sheet
    changed = with_field_changed(sheet, tmp_path / f"{how}.pdf", how)
    done = run("--lang", "en", "valida", str(changed))
    assert done.exit_code == 2 and "the form's field" in done.stderr, done.stderr
    assert run("compara", str(changed), str(rose)).exit_code == 2


@pytest.mark.parametrize(
    ("alignment", "default"),
    [
        (0, "/Helv 10 Tf 0 g"),
        (2, "/Helv 10 Tf 0 g"),
        # a second review: a size written with its sign, a second Tf (the last wins), and
        # spacing between the letters, each let the cut pass unsaid
        (0, "/Helv +10 Tf 0 g"),
        (0, "/Helv 4 Tf /Helv 10 Tf 0 g"),
        (0, "/Helv 6 Tf 4 Tc 0 g"),
    ],
)
def test_a_name_cut_by_its_box_when_drawn_anew_is_said(tmp_path, rose_sheet, alignment, default):
    """A hostile review: 'Heavy Storm Duster' at a fixed 10 points in a box narrowed to
    'Heavy Storm', NeedAppearances on: both viewers printed a Forbidden card, and the sheet
    read ✔ LEGAL and SAME DECK. The part the box shows is said, and compara asks."""
    rose, sheet = rose_sheet
    writer = PdfWriter(clone_from=PdfReader(sheet))
    (widget,) = [
        a.get_object()
        for a in writer.pages[0]["/Annots"]
        if a.get_object().get("/T") == "Monster 1"
    ]
    left, bottom, _, top = (float(n) for n in widget["/Rect"])
    widget[NameObject("/Rect")] = ArrayObject(
        [FloatObject(left), FloatObject(bottom), FloatObject(left + 40), FloatObject(top)]
    )
    widget[NameObject("/DA")] = TextStringObject(default)
    widget[NameObject("/Q")] = NumberObject(alignment)
    writer._root_object["/AcroForm"][NameObject("/NeedAppearances")] = BooleanObject(True)
    cut = tmp_path / "cut.pdf"
    writer.write(cut)
    shown = [d["message"] for d in deck_of(str(cut))["diagnostics"]]
    assert any(m.startswith(("Monster 1 prints '", "Monster 1 holds '")) for m in shown), shown
    assert run("compara", str(cut), str(rose)).exit_code == 1


def widget_of(writer: PdfWriter, field: str) -> DictionaryObject:
    """The widget of ``field`` on the first page ``writer`` writes."""
    (widget,) = [
        a.get_object() for a in writer.pages[0]["/Annots"] if a.get_object().get("/T") == field
    ]
    return widget


def with_name_drawn(source: Path, target: Path, how: str) -> Path:
    """``source`` where the stored appearance of Monster 1 (Dragón de la Rosa Blanca) draws
    its name otherwise in its box, the field's value left as it was: at ``size`` points,
    clipped to the box's first 40 points (in the page's space, or in a box of its own from 0),
    stretched three times, started 60 points to the left, or moved off the box (``away``)."""
    writer = PdfWriter(clone_from=PdfReader(source))
    widget = widget_of(writer, "Monster 1")
    appearance = widget["/AP"]["/N"].get_object()
    drawing = appearance.get_data()
    left, bottom, _, top = (float(v) for v in widget["/Rect"])
    start = re.compile(rb"BT ([0-9.]+) ([0-9.]+) Td")
    if how.isdigit():
        drawing = re.sub(rb"/F1 [0-9.]+ Tf", b"/F1 " + how.encode() + b" Tf", drawing)
    elif how == "clipped":
        clip = f"q {left:.2f} {bottom:.2f} 40 {top - bottom:.2f} re W n 0 g BT".encode()
        drawing = drawing.replace(b"q 0 g BT", clip)
    elif how == "clipped-in-its-own-space":  # a box from 0, as most programs write it
        width, height = float(widget["/Rect"][2]) - left, top - bottom
        appearance[NameObject("/BBox")] = ArrayObject(FloatObject(v) for v in (0, 0, width, height))
        # clipped in the box's own space, then the text moved there from the page's
        clip = f"q 0 0 40 {height:.2f} re W n 1 0 0 1 {-left:.2f} {-bottom:.2f} cm 0 g BT"
        drawing = drawing.replace(b"q 0 g BT", clip.encode())
    elif how == "clipped-to-a-triangle":  # its corner cut: no rectangle to follow
        right = float(widget["/Rect"][2])
        clip = f"q {left} {bottom} m {right} {bottom} l {left} {top} l h W n 0 g BT"
        drawing = drawing.replace(b"q 0 g BT", clip.encode())
    elif how == "stretched":
        drawing = drawing.replace(b"q 0 g BT", b"q 0 g BT 300 Tz")
    elif how == "shifted":
        drawing = start.sub(lambda m: b"BT %.2f %s Td" % (float(m[1]) - 60, m[2]), drawing)
    else:
        drawing = start.sub(b"BT 300 20 Td", drawing)
    assert drawing != appearance.get_data()
    appearance.set_data(drawing)
    writer.write(target)
    return target


@pytest.mark.parametrize(
    ("how", "printed"),
    [
        ("30", "Dragón de"),
        ("clipped", "Dragón d"),
        ("clipped-in-its-own-space", "Dragón d"),
        ("clipped-to-a-triangle", None),
        ("stretched", "Dragón de la"),
        ("shifted", None),
        ("away", None),
    ],
)
def test_a_name_its_stored_appearance_draws_past_its_box_is_never_the_same_deck(
    tmp_path, rose_sheet, how, printed
):
    """Before: a stored appearance that drew the name larger than its box, clipped to part
    of it, stretched or moved printed part of it ('Dragón de', the start of many cards'
    names, as 'Heavy Storm' is of Heavy Storm Duster), or none, while the sheet read ✔ LEGAL
    without a word and compara said SAME DECK: the words of the stream were read whole."""
    rose, sheet = rose_sheet
    edited = with_name_drawn(sheet, tmp_path / f"{how}.pdf", how)
    shown = [d["message"] for d in deck_of(str(edited))["diagnostics"]]
    if printed is None:  # what the paper shows of it is said, whichever way
        assert any(m.startswith("Monster 1 ") for m in shown), shown
    else:
        assert any(m.startswith(f"Monster 1 prints '{printed}' but holds") for m in shown), shown
    assert run("compara", str(edited), str(rose)).exit_code == 1


def test_a_long_name_whose_box_shows_the_start_of_its_card_alone_reads_without_a_word(
    tmp_path, rose_sheet
):
    """At 14 points the box shows 'Dragón de la Rosa Blan': that card's name alone starts so."""
    rose, sheet = rose_sheet
    edited = with_name_drawn(sheet, tmp_path / "14.pdf", "14")
    assert not [d for d in deck_of(str(edited))["diagnostics"] if d["rule"] == "sheet-edited"]
    assert run("compara", str(edited), str(rose)).exit_code == 0


def with_tail_drawn(source: Path, target: Path, how: str) -> Path:
    """``source`` where Monster 1's stored appearance draws 'Dragón de' as it was and the rest
    of its name apart (a second show of its own): in ``white``, ``tiny``, ``squeezed``,
    ``outlined`` or in the grey of a box filled below it (``grey-on-grey``)."""
    writer = PdfWriter(clone_from=PdfReader(source))
    widget = widget_of(writer, "Monster 1")
    appearance = widget["/AP"]["/N"].get_object()
    drawing = appearance.get_data()
    start = drawing.index(b"Td (") + len(b"Td ")
    end = drawing.index(b") Tj", start) + 1
    written = read_object(io.BytesIO(drawing[start:end]), None)  # two bytes a glyph
    codes = getattr(written, "original_bytes", written)
    cut = 2 * len("Dragón de")
    ink = {
        "white": b"1 g",
        "tiny": b"/F1 0.4 Tf",
        "squeezed": b"4 Tz",
        "outlined": b"1 Tr",  # an outline alone, which a dash may draw none of
        "grey-on-grey": b"0.6 g",  # on a box filled in that grey below
    }[how]
    shows = b"<%s> Tj %s <%s>" % (codes[:cut].hex().encode(), ink, codes[cut:].hex().encode())
    drawing = drawing[:start] + shows + drawing[end:]
    if how == "grey-on-grey":
        left, bottom, right, top = (float(v) for v in widget["/Rect"])
        box = f"q 0.6 g {left} {bottom} {right - left} {top - bottom} re f Q q 0 g BT"
        drawing = drawing.replace(b"q 0 g BT", box.encode(), 1)
    appearance.set_data(drawing)
    writer.write(target)
    return target


@pytest.mark.parametrize(
    ("how", "said"),
    [
        ("white", "Monster 1 "),  # said by the text's ink, as the box prints it, or both
        ("tiny", "Monster 1 "),
        ("squeezed", "Monster 1 "),  # Tz: what it prints is said unreadable, too
        # a third review: one show drawn black vouched for another in its background's grey
        ("outlined", "Monster 1 prints 'Dragón de' but holds"),
        ("grey-on-grey", "Monster 1 "),
    ],
)
def test_a_name_whose_end_is_drawn_unseen_is_never_the_same_deck(tmp_path, rose_sheet, how, said):
    """A second review: 'Heavy Storm ' in black and 'Duster' in white, at 0.4 points or
    squeezed to a line printed a Forbidden card, each read as the whole name: a show seen
    anywhere in a field made all of its text seen."""
    rose, sheet = rose_sheet
    edited = with_tail_drawn(sheet, tmp_path / f"{how}.pdf", how)
    shown = [d["message"] for d in deck_of(str(edited))["diagnostics"]]
    assert any(m.startswith(said) for m in shown), shown
    assert run("compara", str(edited), str(rose)).exit_code == 1


def test_a_clip_set_before_a_nested_form_is_followed_into_it(tmp_path, rose_sheet):
    """A last reading: a clip set before the appearance draws a form of its own lies on that
    form, not on the text inside it, and was not followed by the letters' placing."""
    from ydkcheck.decks.sheet_shown import printed_texts

    _, sheet = rose_sheet
    writer = PdfWriter(clone_from=PdfReader(sheet))
    widget = widget_of(writer, "Monster 1")
    appearance = widget["/AP"]["/N"].get_object()
    left, bottom, _, top = (float(v) for v in widget["/Rect"])
    inner = DecodedStreamObject()
    inner.set_data(appearance.get_data())
    inner.update(
        {
            NameObject("/Type"): NameObject("/XObject"),
            NameObject("/Subtype"): NameObject("/Form"),
            NameObject("/BBox"): appearance["/BBox"],
            NameObject("/Resources"): appearance["/Resources"],
        }
    )
    resources = DictionaryObject(appearance["/Resources"])
    resources[NameObject("/XObject")] = DictionaryObject(
        {NameObject("/Fm0"): writer._add_object(inner)}
    )
    appearance[NameObject("/Resources")] = resources
    appearance.set_data(f"q {left} {bottom} 40 {top - bottom} re W n /Fm0 Do Q".encode())
    nested = tmp_path / "nested.pdf"
    writer.write(nested)
    printed = dict(map(tuple, printed_texts(nested.read_bytes(), 1)))
    assert printed["Monster 1"] == "Dragón d"
    shown = [d["message"] for d in deck_of(str(nested))["diagnostics"]]
    assert any(m.startswith("Monster 1 ") for m in shown), shown
