"""The QR codes a sheet's page prints are read as a phone reads the paper, and must hold the
deck read from the sheet (``decks.sheet_codes``).

Before: a ydkcheck page whose footer was taken out still printed its QR code of another deck
beside fields that agreed with the file, and ydkcheck said a bare LEGAL; a QR code drawn on
Konami's form went unseen. Every case here builds the forgery a player would."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import numpy
import pypdfium2
import pytest
import zxingcpp
from fpdf import FPDF
from helpers import run
from pypdf import PdfReader, PdfWriter
from pypdf.generic import ArrayObject, DictionaryObject, FloatObject, NameObject, StreamObject

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck, sheet_codes, to_ydke
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.sheet.fields import official_names
from ydkcheck.sheet.qr import modules, payload

from .konami_form import blank_form, filled_by_pypdf

REPO = Path(__file__).parents[2]
ROSE = str(REPO / "examples" / "decks" / "rose-dragon.ydk")
ROSE_LINES = Path(ROSE).read_text(encoding="utf-8").splitlines()


def other_deck(tmp_path: Path) -> Path:
    """Rose Dragon with three Pot of Greed in the Side Deck for its own."""
    side = ROSE_LINES.index("!side")
    path = tmp_path / "other.ydk"
    path.write_text("\n".join([*ROSE_LINES[: side + 1], *["55144522"] * 3]) + "\n")
    return path


def line_of(deck: str | Path, cards: CardDB) -> str:
    """The line a ydkcheck sheet's QR code holds for ``deck``."""
    read = read_deck(str(deck), cards)
    return payload(fingerprint(read, cards), to_ydke(read))


def konami_form(tmp_path: Path) -> Path:
    """Konami's form (the stand-in) filled with Rose Dragon by another program."""
    drawn = tmp_path / "hoja.pdf"
    assert run("hoja", ROSE, "-o", str(drawn)).exit_code == 0
    fields = PdfReader(drawn).get_fields() or {}
    values = {name: str(f.get("/V", "")) for name, f in fields.items() if name in official_names()}
    form = tmp_path / "form.pdf"
    form.write_bytes(filled_by_pypdf(blank_form(), values))
    return form


def stamped(source: Path, target: Path, draw) -> Path:
    """``source`` with what ``draw(pdf)`` draws with fpdf2 laid over its first page."""
    page = PdfReader(source).pages[0]
    width, height = float(page.mediabox.width), float(page.mediabox.height)
    pdf = FPDF(unit="pt", format=(width, height))
    pdf.add_page()
    draw(pdf)
    writer = PdfWriter(clone_from=PdfReader(source))
    writer.pages[0].merge_page(PdfReader(io.BytesIO(bytes(pdf.output()))).pages[0])
    writer.write(target)
    return target


def a_code(text: str, x: float = 300.0, y: float = 360.0, side: float = 120.0):
    """A drawing of the QR code of ``text`` at (x, y) from the top left, ``side`` wide: on
    the stand-in form, between its rows of monsters and of Extra Deck cards."""
    rows = modules(text)

    def draw(pdf: FPDF) -> None:
        module = side / (len(rows) + 8)
        pdf.set_fill_color(0, 0, 0)
        for row, cells in enumerate(rows):
            for column, dark in enumerate(cells):
                if dark:
                    left, top = x + (4 + column) * module, y + (4 + row) * module
                    pdf.rect(left, top, module, module, style="F")

    return draw


def edits(path: Path) -> list[dict]:
    done = run("--lang", "en", "valida", "--salida", "json", str(path))
    assert done.exit_code in (0, 1), done.stderr
    deck = json.loads(done.stdout)["decks"][0]
    return [d for d in deck["diagnostics"] if d["rule"] == "sheet-edited"]


def test_the_deck_s_own_code_on_the_paper_is_no_difference(tmp_path, cards):
    form = konami_form(tmp_path)
    assert edits(form) == []
    own = stamped(form, tmp_path / "own.pdf", a_code(line_of(ROSE, cards)))
    assert edits(own) == []
    bare = stamped(form, tmp_path / "bare.pdf", a_code(to_ydke(read_deck(ROSE, cards))))
    assert edits(bare) == []


@pytest.mark.parametrize("written", ["line", "url"])
def test_a_code_of_another_deck_on_konami_s_form_is_said(tmp_path, cards, written):
    other = other_deck(tmp_path)
    text = line_of(other, cards) if written == "line" else to_ydke(read_deck(str(other), cards))
    forged = stamped(konami_form(tmp_path), tmp_path / "forged.pdf", a_code(text))
    (problem,) = edits(forged)
    held = fingerprint(read_deck(str(other), cards), cards)
    assert held in problem["message"] and "QR" in problem["message"]
    assert fingerprint(read_deck(ROSE, cards), cards) in problem["message"]


def matrix_of(text: str, name: str) -> list[list[bool]]:
    """The modules of a code of another kind than QR made by zxing-cpp, dark ``True``."""
    kind = getattr(zxingcpp.BarcodeFormat, name)
    if hasattr(zxingcpp, "create_barcode"):  # zxing-cpp 3
        made = zxingcpp.create_barcode(text, kind)
        image = zxingcpp.write_barcode_to_image(made, scale=1, add_quiet_zones=False)
    else:
        image = zxingcpp.write_barcode(kind, text, quiet_zone=0)
    pixels = numpy.asarray(image)
    if pixels.ndim == 3:
        pixels = pixels[:, :, 0]
    return [[bool(value < 128) for value in row] for row in pixels]


def drawn_rows(rows: list[list[bool]], x: float, y: float, module: float):
    def draw(pdf: FPDF) -> None:
        pdf.set_fill_color(0, 0, 0)
        for row, cells in enumerate(rows):
            for column, dark in enumerate(cells):
                if dark:
                    pdf.rect(x + column * module, y + row * module, module, module, style="F")

    return draw


@pytest.mark.parametrize("kind", ["DataMatrix", "Aztec", "PDF417"])
def test_a_code_of_another_kind_holding_another_deck_is_said(tmp_path, cards, kind):
    """A hostile round: only QR codes were read, and a Data Matrix, Aztec or PDF417 code of
    another deck's URL, which phones read too, passed with a bare LEGAL."""
    rows = matrix_of(to_ydke(read_deck(str(other_deck(tmp_path)), cards)), kind)
    module = min(200 / len(rows[0]), 120 / len(rows))
    drawing = drawn_rows(rows, 300, 360, module)
    forged = stamped(konami_form(tmp_path), tmp_path / "forged.pdf", drawing)
    (problem,) = edits(forged)
    assert fingerprint(read_deck(str(other_deck(tmp_path)), cards), cards) in problem["message"]


def test_another_deck_s_code_among_many_of_the_deck_s_own_is_said(tmp_path, cards):
    """A hostile round: 24 copies of the deck's own code, then another deck's; only the
    first 16 codes were kept."""
    own = line_of(ROSE, cards)

    def draw(pdf: FPDF) -> None:
        for index in range(20):  # in the form's empty band, two rows of ten
            a_code(own, 8 + (index % 10) * 46, 364 + (index // 10) * 60, 46)(pdf)
        a_code(line_of(other_deck(tmp_path), cards), 472, 364, 120)(pdf)

    forged = stamped(konami_form(tmp_path), tmp_path / "forged.pdf", draw)
    other = fingerprint(read_deck(str(other_deck(tmp_path)), cards), cards)
    assert any(other in problem["message"] for problem in edits(forged))  # and the page's size


def test_a_code_outside_the_crop_box_is_read(tmp_path, cards):
    """A hostile round: a viewer shows the crop box, a printer may print the media box."""
    drawing = a_code(line_of(other_deck(tmp_path), cards))
    forged = stamped(konami_form(tmp_path), tmp_path / "stamped.pdf", drawing)
    writer = PdfWriter(clone_from=PdfReader(forged))
    page = writer.pages[0]
    top = float(page.mediabox.top)
    page[NameObject("/CropBox")] = ArrayObject(
        [FloatObject(0), FloatObject(0), FloatObject(page.mediabox.right), FloatObject(top - 500)]
    )
    writer.write(forged)
    problems = edits(forged)
    assert any(
        fingerprint(read_deck(str(other_deck(tmp_path)), cards), cards) in p["message"]
        for p in problems
    )


def test_a_code_whose_url_is_not_its_fingerprint_s_deck_is_said(tmp_path, cards):
    """The judge reads the fingerprint, a simulator loads the URL: both must be the deck."""
    rose = fingerprint(read_deck(ROSE, cards), cards)
    text = payload(rose, to_ydke(read_deck(str(other_deck(tmp_path)), cards)))
    forged = stamped(konami_form(tmp_path), tmp_path / "forged.pdf", a_code(text))
    (problem,) = edits(forged)
    assert "does not read as one" in problem["message"]


def test_a_code_that_holds_no_deck_is_said_not_followed(tmp_path):
    forged = stamped(
        konami_form(tmp_path), tmp_path / "forged.pdf", a_code("https://example.org/my-deck")
    )
    (problem,) = edits(forged)
    assert "https://example.org/my-deck" in problem["message"]


def _code_box(path: Path) -> tuple[float, float, float, float]:
    """Where the page's one QR code is: left, top, right, bottom in points from the top."""
    document = pypdfium2.PdfDocument(str(path))
    try:
        page = document[0]
        bitmap = page.render(scale=2)
        pixels = bitmap.to_numpy()
        bitmap.close()
        page.close()
    finally:
        document.close()
    (code,) = zxingcpp.read_barcodes(pixels)
    corners = [code.position.top_left, code.position.bottom_right]
    return (corners[0].x / 2, corners[0].y / 2, corners[1].x / 2, corners[1].y / 2)


@pytest.mark.parametrize("carried", [True, False])
def test_a_ydkcheck_page_whose_code_is_covered_is_said(tmp_path, carried):
    sheet = tmp_path / "hoja.pdf"
    assert run("hoja", ROSE, "-o", str(sheet)).exit_code == 0
    left, top, right, bottom = _code_box(sheet)

    def cover(pdf: FPDF) -> None:
        pdf.set_fill_color(255, 255, 255)
        pdf.rect(left - 4, top - 4, right - left + 8, bottom - top + 8, style="F")

    covered = stamped(sheet, tmp_path / "covered.pdf", cover)
    if not carried:
        writer = PdfWriter(clone_from=PdfReader(covered))
        writer.add_metadata({"/YdkcheckDeck": ""})
        writer.write(covered)
    (problem,) = edits(covered)
    assert "no QR code" in problem["message"]


def test_a_renderer_that_crashes_or_hangs_leaves_the_codes_said_unchecked(tmp_path, monkeypatch):
    form = konami_form(tmp_path)
    crash = (sys.executable, "-c", "import os; os.abort()")
    monkeypatch.setattr(sheet_codes, "RENDERER", crash)
    (problem,) = edits(form)
    assert "could not be rendered" in problem["message"]
    monkeypatch.setattr(
        sheet_codes, "RENDERER", (sys.executable, "-c", "import time; time.sleep(60)")
    )
    monkeypatch.setattr(sheet_codes, "SECONDS", 1.0)
    (problem,) = edits(form)
    assert "too long to render" in problem["message"]
    done = run("--lang", "en", "valida", str(form))
    # not a bare LEGAL, nor a pass: a page that could not be read may print another deck
    assert done.exit_code == 1 and "✔ LEGAL (" not in done.stdout
    said = 'import json; print(json.dumps({"codes": [], "more": True}))'
    monkeypatch.setattr(sheet_codes, "RENDERER", (sys.executable, "-c", said))
    (problem,) = edits(form)  # past what is read, one more code may be another deck's
    assert "more codes than ydkcheck reads" in problem["message"]
    monkeypatch.setattr(sheet_codes, "RENDERER", (sys.executable, "-c", "print('[]')"))
    (problem,) = edits(form)
    assert "could not be rendered" in problem["message"]


def test_a_player_s_folder_cannot_put_its_own_renderer_in_the_child(tmp_path, monkeypatch):
    """The child runs isolated: modules in the current folder are not imported."""
    form = konami_form(tmp_path)
    folder = tmp_path / "player"
    folder.mkdir()
    marker = tmp_path / "ran"
    for name in ("pypdfium2.py", "zxingcpp.py", "json.py"):
        (folder / name).write_text(f"open({str(marker)!r}, 'w').write('yes')\n")
    monkeypatch.chdir(folder)
    assert edits(form) == []
    assert not marker.exists()


def test_a_page_of_enormous_size_is_drawn_within_bounds_and_said_unread(tmp_path):
    """Drawn at 300 dpi, a page of 20,000 points a side asks for 3 GB; its bitmap is held to
    ``MOST_PIXELS``, and as its codes could not be read at 300 dpi, that is said."""
    writer = PdfWriter(clone_from=PdfReader(konami_form(tmp_path)))
    box = ArrayObject([FloatObject(0), FloatObject(0), FloatObject(20000), FloatObject(20000)])
    writer.pages[0][NameObject("/MediaBox")] = box
    huge = tmp_path / "huge.pdf"
    writer.write(huge)
    problems = [p["message"] for p in edits(huge)]
    assert not [p for p in problems if "could not be rendered" in p]
    assert [p for p in problems if "too big to draw at 300 dpi" in p]


@pytest.mark.parametrize("size", ["media box", "small page"])
def test_a_code_drawn_small_by_the_page_s_size_is_read(tmp_path, cards, size):
    """A review: a media box of 5,000 points around the crop box drew the page at 58 dpi,
    and a page scaled to a fifth drew its code too small; a viewer shows the crop box, a
    printer fits a small page to the paper. Both hid another deck's code."""
    forged = stamped(
        konami_form(tmp_path),
        tmp_path / "stamped.pdf",
        a_code(line_of(other_deck(tmp_path), cards)),
    )
    writer = PdfWriter(clone_from=PdfReader(forged))
    page = writer.pages[0]
    if size == "media box":
        page[NameObject("/CropBox")] = ArrayObject([FloatObject(v) for v in page.mediabox])
        big = [FloatObject(v) for v in (0, 0, 5000, 5000)]
        page[NameObject("/MediaBox")] = ArrayObject(big)
    else:
        page.scale_by(0.2)
    writer.write(forged)
    other = fingerprint(read_deck(str(other_deck(tmp_path)), cards), cards)
    assert any(other in problem["message"] for problem in edits(forged))


def test_a_file_with_layers_is_said_whatever_they_hold(tmp_path):
    """A hostile round: another deck's code on a layer hidden on screen and printed (its
    /Usage /Print) read as the deck's own, pdfium rendering the screen."""
    writer = PdfWriter(clone_from=PdfReader(konami_form(tmp_path)))
    layer = writer._add_object(
        DictionaryObject(
            {NameObject("/Type"): NameObject("/OCG"), NameObject("/Name"): NameObject("/x")}
        )
    )
    groups = ArrayObject([layer])
    writer._root_object[NameObject("/OCProperties")] = DictionaryObject(
        {
            NameObject("/OCGs"): groups,
            NameObject("/D"): DictionaryObject({NameObject("/ON"): groups}),
        }
    )
    layered = tmp_path / "layered.pdf"
    writer.write(layered)
    (problem,) = edits(layered)
    assert "1 layer (optional content)" in problem["message"]


def test_a_key_written_twice_in_a_dictionary_is_said(tmp_path):
    """A hostile round: a page naming /Contents twice, the first drawing another deck's code
    over the deck's own; pdfium takes the last, Ghostscript and pypdf the first."""
    writer = PdfWriter(clone_from=PdfReader(konami_form(tmp_path)))
    page = writer.pages[0]
    page[NameObject("/Contentz")] = page.raw_get("/Contents")
    buffer = io.BytesIO()
    writer.write(buffer)
    twice = tmp_path / "twice.pdf"
    twice.write_bytes(buffer.getvalue().replace(b"/Contentz", b"/Contents"))
    (problem,) = edits(twice)
    assert "defines /Contents twice" in problem["message"]


def with_appearance(source: Path, target: Path, field: str, drawing: bytes) -> Path:
    """``source`` with the widget of ``field`` given a stored appearance that draws
    ``drawing`` in Helvetica, its value kept."""
    writer = PdfWriter(clone_from=PdfReader(source))
    font = writer._add_object(
        DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Font"),
                NameObject("/Subtype"): NameObject("/Type1"),
                NameObject("/BaseFont"): NameObject("/Helvetica"),
            }
        )
    )
    for annotation in writer.pages[0]["/Annots"]:
        widget = annotation.get_object()
        if widget.get("/T") != field:
            continue
        left, bottom, right, top = (float(value) for value in widget["/Rect"])
        stream = StreamObject()
        stream.set_data(drawing)
        stream.update(
            {
                NameObject("/Type"): NameObject("/XObject"),
                NameObject("/Subtype"): NameObject("/Form"),
                NameObject("/BBox"): ArrayObject(
                    [
                        FloatObject(0),
                        FloatObject(0),
                        FloatObject(right - left),
                        FloatObject(top - bottom),
                    ]
                ),
                NameObject("/Resources"): DictionaryObject(
                    {NameObject("/Font"): DictionaryObject({NameObject("/Helv"): font})}
                ),
            }
        )
        widget[NameObject("/AP")] = DictionaryObject({NameObject("/N"): writer._add_object(stream)})
    writer.write(target)
    return target


def test_a_stored_appearance_of_another_card_counts_though_readers_are_asked_to_redraw(
    tmp_path,
):
    """A hostile round: Konami's form as pypdf fills it asks readers to draw its fields
    anew, and no stored appearance was compared; Ghostscript and other printers print it
    all the same, here Pot of Greed in a row that holds another card."""
    form = konami_form(tmp_path)
    field = next(name for name, value in values_of(form).items() if "Rosa Blanca" in value)
    drawing = b"/Tx BMC q BT /Helv 10 Tf 0 g 2 4 Td (Olla de la Codicia) Tj ET Q EMC"
    forged = with_appearance(form, tmp_path / "forged.pdf", field, drawing)
    (problem,) = edits(forged)
    assert "Olla de la Codicia" in problem["message"]
    blank = with_appearance(form, tmp_path / "blank.pdf", field, b"/Tx BMC EMC")
    assert edits(blank) == []  # a blank appearance, as a program filling the form keeps it


def values_of(path: Path) -> dict[str, str]:
    fields = PdfReader(path).get_fields() or {}
    return {str(name): str(field.get("/V", "")) for name, field in fields.items()}


def test_names_a_font_cannot_encode_are_no_difference(tmp_path):
    """A review: pypdf draws ``Evil★Twin Ki-sikil`` as ``Evil?Twin Ki-sikil``, and an honest
    form filled by it read as EDITED once stored appearances were compared."""
    drawn = tmp_path / "hoja.pdf"
    assert run("hoja", ROSE, "-o", str(drawn)).exit_code == 0
    values = {n: v for n, v in values_of(drawn).items() if n in official_names()}
    field = next(name for name, value in values.items() if "Rosa Blanca" in value)
    form = tmp_path / "form.pdf"
    form.write_bytes(filled_by_pypdf(blank_form(), {**values, field: "Evil★Twin Ki-sikil"}))
    assert edits(form) == []


SQUARE = {
    "rectangles": "{c} {r} 1 1 re",
    # a review: as lines in one fill, the squares passed a bound on rectangles
    "lines": "{c} {r} m {c1} {r} l {c1} {r1} l {c} {r1} l h",
}


@pytest.mark.parametrize("drawn", SQUARE)
def test_an_empty_field_that_draws_a_code_is_said(tmp_path, cards, drawn):
    """A hostile round: an empty row's widget, moved over the free band, drew another deck's
    code as squares in its stored appearance."""
    form = konami_form(tmp_path)
    empty = next(name for name, value in values_of(form).items() if not value)
    rows = modules(line_of(other_deck(tmp_path), cards))
    squares = " ".join(
        SQUARE[drawn].format(c=c, r=-r, c1=c + 1, r1=1 - r)
        for r, cells in enumerate(rows)
        for c, dark in enumerate(cells)
        if dark
    )
    forged = with_appearance(form, tmp_path / "forged.pdf", empty, f"q {squares} f Q".encode())
    assert any("cannot be read" in problem["message"] for problem in edits(forged))
