"""A sheet whose page prints another count than its field holds, by ways a hostile review
found (each read LEGAL with no warning, and SAME DECK as the deck it was made from, while the
rendered page printed "3" over a row that holds "1", or nothing at all):

- a widget in the page's annotations that no field of the form has;
- an appearance drawn per state, as a check box's is;
- a font whose glyphs are renamed and whose text is said otherwise (``/ToUnicode``);
- a picture drawn by the page itself over a row;
- a field's own text moved, clipped, squeezed, raised or made transparent;
- a page cropped to a sliver of a column;
- fields a reader redraws with a font whose glyphs are renamed.
"""

from __future__ import annotations

import io
import json
import re
import zlib
from pathlib import Path

import pytest
from helpers import run
from pypdf import PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    BooleanObject,
    ByteStringObject,
    DecodedStreamObject,
    DictionaryObject,
    FloatObject,
    NameObject,
    NumberObject,
    StreamObject,
    TextStringObject,
)


@pytest.fixture(scope="module")
def rose_sheet(tmp_path_factory) -> tuple[Path, Path]:
    """Rose Dragon's deck and the sheet hoja draws of it."""
    rose = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"
    sheet = tmp_path_factory.mktemp("sheet") / "hoja.pdf"
    assert run("hoja", str(rose), "-o", str(sheet)).exit_code in (0, 1)
    assert run("compara", str(sheet), str(rose)).exit_code == 0  # as drawn: the deck
    return rose, sheet


def _widgets(writer: PdfWriter) -> dict[str, DictionaryObject]:
    return {str(a.get_object()["/T"]): a.get_object() for a in writer.pages[0]["/Annots"]}


def _a_count_of_one(writer: PdfWriter) -> DictionaryObject:
    """The first count field holding "1"."""
    return next(
        widget
        for name, widget in _widgets(writer).items()
        if name.endswith("Count") and str(widget.get("/V", "")) == "1"
    )


def _form(writer: PdfWriter, data: bytes, box: tuple[float, ...], resources=None):
    stream = DecodedStreamObject()
    stream.set_data(data)
    stream[NameObject("/Type")] = NameObject("/XObject")
    stream[NameObject("/Subtype")] = NameObject("/Form")
    stream[NameObject("/BBox")] = ArrayObject(FloatObject(v) for v in box)
    if resources is not None:
        stream[NameObject("/Resources")] = resources
    return writer._add_object(stream)


def _helvetica(writer: PdfWriter, **more: object) -> DictionaryObject:
    font = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"),
            **{NameObject(key): value for key, value in more.items()},
        }
    )
    return DictionaryObject({NameObject("/Font"): DictionaryObject({NameObject("/H"): font})})


def _rect(widget: DictionaryObject) -> tuple[float, float, float, float]:
    x1, y1, x2, y2 = (float(v) for v in widget["/Rect"])
    return x1, y1, x2, y2


def orphan_widget(writer: PdfWriter) -> None:
    """A widget drawing "3" over a count, in the page's annotations but in no field."""
    count = _a_count_of_one(writer)
    x1, y1, x2, y2 = _rect(count)
    box = (0.0, 0.0, x2 - x1, y2 - y1)
    drawing = b"1 g 0 0 %.2f %.2f re f 0 g BT /H 12 Tf 2 3 Td (3) Tj ET" % box[2:]
    widget = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Annot"),
            NameObject("/Subtype"): NameObject("/Widget"),
            NameObject("/F"): NumberObject(4),
            NameObject("/Rect"): ArrayObject(FloatObject(v) for v in (x1, y1, x2, y2)),
            NameObject("/AP"): DictionaryObject(
                {NameObject("/N"): _form(writer, drawing, box, _helvetica(writer))}
            ),
        }
    )
    writer.pages[0]["/Annots"].append(writer._add_object(widget))


def drawn_per_state(writer: PdfWriter) -> None:
    """The count's appearance as a dictionary of states, the one shown printing "3"."""
    count = _a_count_of_one(writer)
    normal = count["/AP"]["/N"].get_object()
    x1, y1, x2, y2 = (float(v) for v in normal["/BBox"])
    drawing = b"0 g BT /H 12 Tf %.2f %.2f Td (3) Tj ET" % (x1 + 2, y1 + 3)
    shown = _form(writer, drawing, (x1, y1, x2, y2), _helvetica(writer))
    count["/AP"][NameObject("/N")] = DictionaryObject({NameObject("/X"): shown})
    count[NameObject("/AS")] = NameObject("/X")


def renamed_glyphs(writer: PdfWriter) -> None:
    """The count drawn with a font whose code 128 is the glyph "three", said to be "1"."""
    count = _a_count_of_one(writer)
    normal = count["/AP"]["/N"].get_object()
    x1, y1, x2, y2 = (float(v) for v in normal["/BBox"])
    cmap = DecodedStreamObject()
    cmap.set_data(
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /X def "
        b"1 begincodespacerange <00> <FF> endcodespacerange 1 beginbfchar <80> <0031> "
        b"endbfchar endcmap CMapName currentdict /CMap defineresource pop end end"
    )
    encoding = DictionaryObject(
        {NameObject("/Differences"): ArrayObject([NumberObject(128), NameObject("/three")])}
    )
    fonts = _helvetica(writer, **{"/Encoding": encoding, "/ToUnicode": writer._add_object(cmap)})
    drawing = b"0 g BT /H 12 Tf %.2f %.2f Td <80> Tj ET" % (x1 + 2, y1 + 3)
    count["/AP"][NameObject("/N")] = _form(writer, drawing, (x1, y1, x2, y2), fonts)


def picture_over_a_row(writer: PdfWriter) -> None:
    """A grey picture drawn by the page itself over a count's box (a forger's "3")."""
    x1, y1, x2, y2 = _rect(_a_count_of_one(writer))
    image = StreamObject()
    image._data = zlib.compress(bytes([0, 255] * 8))
    image.update(
        {
            NameObject("/Type"): NameObject("/XObject"),
            NameObject("/Subtype"): NameObject("/Image"),
            NameObject("/Width"): NumberObject(4),
            NameObject("/Height"): NumberObject(4),
            NameObject("/ColorSpace"): NameObject("/DeviceGray"),
            NameObject("/BitsPerComponent"): NumberObject(8),
            NameObject("/Filter"): NameObject("/FlateDecode"),
        }
    )
    page = writer.pages[0]
    resources = page["/Resources"].get_object()
    pictures = resources.get("/XObject") or DictionaryObject()
    pictures[NameObject("/Forged")] = writer._add_object(image)
    resources[NameObject("/XObject")] = pictures
    drawing = DecodedStreamObject()
    drawing.set_data(b"q %.2f 0 0 %.2f %.2f %.2f cm /Forged Do Q" % (x2 - x1, y2 - y1, x1, y1))
    contents = page["/Contents"]
    streams = list(contents) if isinstance(contents, list) else [page.raw_get("/Contents")]
    page[NameObject("/Contents")] = ArrayObject([*streams, writer._add_object(drawing)])


def _drawn_by_the_page(writer: PdfWriter, drawing_bytes: bytes) -> None:
    page = writer.pages[0]
    drawing = DecodedStreamObject()
    drawing.set_data(drawing_bytes)
    contents = page["/Contents"]
    streams = list(contents) if isinstance(contents, list) else [page.raw_get("/Contents")]
    page[NameObject("/Contents")] = ArrayObject([*streams, writer._add_object(drawing)])


def _a_three(x: float, y: float) -> bytes:
    """A "3" as a filled outline of lines and curves, as a font program draws one."""
    return (
        b"%.2f %.2f m %.2f %.2f %.2f %.2f %.2f %.2f c %.2f %.2f l "
        b"%.2f %.2f %.2f %.2f %.2f %.2f c h f"
        % (
            x,
            y + 8,
            x + 6,
            y + 9,
            x + 6,
            y + 5,
            x + 2,
            y + 4,
            x + 6,
            y + 3,
            x + 6,
            y - 1,
            x,
            y,
            x,
            y,
        )
    )


def shape_over_a_row(writer: PdfWriter) -> None:
    """A "3" drawn by the page itself over a count's box, as filled outlines: no text, no
    picture, and it prints a count."""
    x1, y1, _, _ = _rect(_a_count_of_one(writer))
    _drawn_by_the_page(writer, b"q 0 g " + _a_three(x1 + 2, y1 + 3) + b" Q")


def shape_in_a_form_over_a_row(writer: PdfWriter) -> None:
    """The same "3", in a form the page draws over the count's box."""
    x1, y1, x2, y2 = _rect(_a_count_of_one(writer))
    form = _form(writer, b"0 g " + _a_three(2, 3), (0, 0, x2 - x1, y2 - y1))
    resources = writer.pages[0]["/Resources"].get_object()
    forms = resources.get("/XObject") or DictionaryObject()
    forms[NameObject("/Three")] = form
    resources[NameObject("/XObject")] = forms
    _drawn_by_the_page(writer, b"q 1 0 0 1 %.2f %.2f cm /Three Do Q" % (x1, y1))


def _hidden(how: bytes):
    def hide(writer: PdfWriter) -> None:
        normal = _a_count_of_one(writer)["/AP"]["/N"].get_object()
        normal.set_data(how + b" " + normal.get_data())

    return hide


def transparent(writer: PdfWriter) -> None:
    """The count's text drawn through an extended state that makes ink transparent."""
    normal = _a_count_of_one(writer)["/AP"]["/N"].get_object()
    state = DictionaryObject({NameObject("/ca"): FloatObject(0)})
    resources = normal.get("/Resources") or DictionaryObject()
    resources[NameObject("/ExtGState")] = DictionaryObject({NameObject("/G0"): state})
    normal[NameObject("/Resources")] = resources
    normal.set_data(b"/G0 gs " + normal.get_data())


def cropped_to_a_sliver(writer: PdfWriter) -> None:
    """The page cropped to leave 2 points of the count's column."""
    page = writer.pages[0]
    right_of_count = _rect(_a_count_of_one(writer))[2]
    _, bottom, right, top = (float(v) for v in page.mediabox)
    page[NameObject("/CropBox")] = ArrayObject(
        FloatObject(v) for v in (right_of_count - 2, bottom, right, top)
    )


def redrawn_with_renamed_glyphs(writer: PdfWriter) -> None:
    """Readers asked to redraw every field, by a font whose "1" is the glyph "three"."""
    form = writer._root_object["/AcroForm"]
    form[NameObject("/NeedAppearances")] = BooleanObject(True)
    encoding = DictionaryObject(
        {NameObject("/Differences"): ArrayObject([NumberObject(49), NameObject("/three")])}
    )
    form[NameObject("/DR")] = _helvetica(writer, **{"/Encoding": encoding})
    count = _a_count_of_one(writer)
    count[NameObject("/DA")] = TextStringObject("/H 12 Tf 0 g")


def _drawn_by_a_form_font(writer: PdfWriter, font: DictionaryObject, redrawn: bool) -> None:
    """A count of one drawn anew by ``font``, the form's resource: readers asked to redraw
    every field (``redrawn``), or the count left with no appearance of its own."""
    form = writer._root_object["/AcroForm"]
    if redrawn:
        form[NameObject("/NeedAppearances")] = BooleanObject(True)
    resources = form.get("/DR") or DictionaryObject()
    fonts = resources.get("/Font") or DictionaryObject()
    fonts[NameObject("/Own")] = writer._add_object(font)
    resources[NameObject("/Font")] = fonts
    form[NameObject("/DR")] = resources
    count = _a_count_of_one(writer)
    count[NameObject("/DA")] = TextStringObject("/Own 0 Tf 0 g")
    if not redrawn:
        del count["/AP"]


def redrawn_by_a_font_it_embeds(writer: PdfWriter) -> None:
    """A hostile review: the form's font embeds a program whose "1" is the outline of "3";
    Chrome and Evince print 3. ydkcheck reads no program's outlines for a redrawn field."""
    program = DecodedStreamObject()
    program.set_data(b"a font program of the file's own")
    descriptor = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/FontDescriptor"),
            NameObject("/FontName"): NameObject("/Own"),
            NameObject("/FontFile2"): writer._add_object(program),
        }
    )
    font = _helvetica(writer)["/Font"]["/H"]
    font[NameObject("/Subtype")] = NameObject("/TrueType")
    font[NameObject("/FontDescriptor")] = writer._add_object(descriptor)
    _drawn_by_a_form_font(writer, font, redrawn=True)


def _type3_font(writer: PdfWriter) -> DictionaryObject:
    """A Type 3 font whose one glyph, "one", is the file's own drawing: a filled box."""
    glyph = DecodedStreamObject()
    glyph.set_data(b"500 0 0 0 500 700 d1 0 0 500 700 re f")
    return DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type3"),
            NameObject("/FontBBox"): ArrayObject(FloatObject(v) for v in (0, 0, 500, 700)),
            NameObject("/FontMatrix"): ArrayObject(
                FloatObject(v) for v in (0.001, 0, 0, 0.001, 0, 0)
            ),
            NameObject("/CharProcs"): DictionaryObject(
                {NameObject("/one"): writer._add_object(glyph)}
            ),
        }
    )


def unshown_and_drawn_by_a_type3_font(writer: PdfWriter) -> None:
    """The count's appearance removed: readers draw it by the form's Type 3 font, whose
    glyphs are the file's own drawings."""
    _drawn_by_a_form_font(writer, _type3_font(writer), redrawn=False)


def pushed_out(writer: PdfWriter) -> None:
    """The count's text moved out of its box by a second Td."""
    normal = _a_count_of_one(writer)["/AP"]["/N"].get_object()
    normal.set_data(normal.get_data().replace(b" Td ", b" Td 400 5 Td ", 1))


def type3_glyphs(writer: PdfWriter) -> None:
    """The count drawn in a Type 3 font, whose glyphs are the file's own drawings."""
    normal = _a_count_of_one(writer)["/AP"]["/N"].get_object()
    font = _type3_font(writer)
    font[NameObject("/Encoding")] = DictionaryObject(
        {NameObject("/Differences"): ArrayObject([NumberObject(49), NameObject("/one")])}
    )
    font[NameObject("/FirstChar")] = NumberObject(49)
    font[NameObject("/LastChar")] = NumberObject(49)
    font[NameObject("/Widths")] = ArrayObject([NumberObject(500)])
    resources = normal.get("/Resources") or DictionaryObject()
    fonts = resources.get("/Font") or DictionaryObject()
    fonts[NameObject("/T3")] = writer._add_object(font)
    resources[NameObject("/Font")] = fonts
    normal[NameObject("/Resources")] = resources


def _recoloured(colour: bytes, space: object = None, name: str = "/CS0"):
    """The count's text drawn in ``colour`` (its ``0 g`` replaced), ``space`` its ``name``."""

    def recolour(writer: PdfWriter) -> None:
        normal = _a_count_of_one(writer)["/AP"]["/N"].get_object()
        if space is not None:
            resources = normal.get("/Resources") or DictionaryObject()
            resources[NameObject("/ColorSpace")] = DictionaryObject({NameObject(name): space})
            normal[NameObject("/Resources")] = resources
        normal.set_data(normal.get_data().replace(b"q 0 g BT", b"q " + colour + b" BT", 1))

    return recolour


# an indexed space whose one colour is white, and a separation at a tint of no ink
WHITE_TABLE = ArrayObject(
    [NameObject("/Indexed"), NameObject("/DeviceRGB"), NumberObject(0)]
    + [ByteStringObject(b"\xff\xff\xff")]
)
NO_INK = ArrayObject(
    [NameObject("/Separation"), NameObject("/All"), NameObject("/DeviceGray")]
    + [
        DictionaryObject(
            {
                NameObject("/FunctionType"): NumberObject(2),
                NameObject("/Domain"): ArrayObject([NumberObject(0), NumberObject(1)]),
                NameObject("/C0"): ArrayObject([NumberObject(1)]),
                NameObject("/C1"): ArrayObject([NumberObject(0)]),
                NameObject("/N"): NumberObject(1),
            }
        )
    ]
)


def letters_stroked_over(writer: PdfWriter) -> None:
    """Lines drawn after the count's text: another count written over it, as strokes."""
    normal = _a_count_of_one(writer)["/AP"]["/N"].get_object()
    x1, y1, _, y2 = _rect(_a_count_of_one(writer))
    strokes = b"q 0 G 1 w %.2f %.2f m %.2f %.2f l S Q" % (x1 + 2, y1 + 2, x1 + 2, y2 - 2)
    normal.set_data(normal.get_data().replace(b"\nQ\nEMC", b"\n" + strokes + b"\nQ\nEMC", 1))


def flattened_across(writer: PdfWriter) -> None:
    """The count's text placed by a text matrix a hundredth as wide as it is high."""
    normal = _a_count_of_one(writer)["/AP"]["/N"].get_object()
    placed = re.sub(rb"(\S+) (\S+) Td", rb"0.01 0 0 1 \1 \2 Tm", normal.get_data(), count=1)
    normal.set_data(placed)


def _glyphs_swapped(field: str, swaps: dict[str, str]):
    """The field's font copied with its code for each character of ``swaps`` drawing the
    glyph of another (``{"1": "3"}``): its text still reads as its value."""

    def swap(writer: PdfWriter) -> None:
        normal = _widgets(writer)[field]["/AP"]["/N"].get_object()
        fonts = normal["/Resources"]["/Font"]
        for name in list(fonts):
            font = fonts[name].get_object()
            mapped = font["/ToUnicode"].get_object().get_data().decode()
            code_of = {
                chr(int(text, 16)): int(code, 16)
                for code, text in re.findall(r"<([0-9A-F]{4})> <([0-9A-F]{4})>", mapped)
            }
            descendant = font["/DescendantFonts"][0].get_object()
            table = bytearray(descendant["/CIDToGIDMap"].get_object().get_data())
            for read, drawn in swaps.items():
                one, other = code_of[read], code_of[drawn]
                table[2 * one : 2 * one + 2] = table[2 * other : 2 * other + 2]
            glyphs = DecodedStreamObject()
            glyphs.set_data(bytes(table))
            copied = DictionaryObject(dict(descendant.items()))
            copied[NameObject("/CIDToGIDMap")] = writer._add_object(glyphs)
            new_font = DictionaryObject(dict(font.items()))
            new_font[NameObject("/DescendantFonts")] = ArrayObject([writer._add_object(copied)])
            fonts[NameObject(name)] = writer._add_object(new_font)

    return swap


def _font_copied(writer: PdfWriter, field: str, change) -> None:
    """The field's composite font copied, ``change`` applied to the copy's font program
    (a fontTools ``TTFont``), ``/ToUnicode`` or font dictionary."""
    normal = _widgets(writer)[field]["/AP"]["/N"].get_object()
    fonts = normal["/Resources"]["/Font"]
    for name in list(fonts):
        font = fonts[name].get_object()
        descendant = font["/DescendantFonts"][0].get_object()
        descriptor = DictionaryObject(dict(descendant["/FontDescriptor"].get_object().items()))
        copied = DictionaryObject(dict(descendant.items()))
        new_font = DictionaryObject(dict(font.items()))
        change(descriptor, new_font)
        copied[NameObject("/FontDescriptor")] = writer._add_object(descriptor)
        new_font[NameObject("/DescendantFonts")] = ArrayObject([writer._add_object(copied)])
        fonts[NameObject(name)] = writer._add_object(new_font)


def outlines_swapped_and_renamed(writer: PdfWriter) -> None:
    """A count of one whose font program draws "1" with the outline of "3", the font renamed
    so that it is not known by its name."""
    from fontTools.ttLib import TTFont

    def swap(descriptor: DictionaryObject, font: DictionaryObject) -> None:
        program = TTFont(io.BytesIO(descriptor["/FontFile2"].get_object().get_data()))
        one, three = (program.getBestCmap()[ord(char)] for char in "13")
        glyphs, metrics = program["glyf"], program["hmtx"]
        glyphs[one], glyphs[three] = glyphs[three], glyphs[one]
        metrics[one], metrics[three] = metrics[three], metrics[one]
        saved = io.BytesIO()
        program.save(saved)
        stream = DecodedStreamObject()
        stream.set_data(saved.getvalue())
        descriptor[NameObject("/FontFile2")] = writer._add_object(stream)
        font[NameObject("/BaseFont")] = NameObject("/ABCDEF+SomeSans")

    _font_copied(writer, _a_count_of_one_named(writer), swap)


def map_read_past_its_comments(writer: PdfWriter) -> None:
    """A count of one whose ``/ToUnicode`` holds, after each entry, a comment that another
    reader of the map might take for it."""

    def commented(descriptor: DictionaryObject, font: DictionaryObject) -> None:
        mapped = font["/ToUnicode"].get_object().get_data()
        stream = DecodedStreamObject()
        stream.set_data(re.sub(rb"(<[0-9A-F]{4}> <[0-9A-F]{4}>)", rb"\1\n% \1", mapped))
        font[NameObject("/ToUnicode")] = writer._add_object(stream)

    _font_copied(writer, _a_count_of_one_named(writer), commented)


def standard_font_read_otherwise(writer: PdfWriter) -> None:
    """A count of one drawn as "3" in Helvetica, which the file does not embed, with a
    ``/ToUnicode`` that reads that code as "1"."""
    widget = _a_count_of_one(writer)
    box = tuple(float(v) for v in widget["/AP"]["/N"].get_object()["/BBox"])
    to_unicode = DecodedStreamObject()
    to_unicode.set_data(
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap "
        b"1 begincodespacerange <00> <FF> endcodespacerange "
        b"1 beginbfchar <33> <0031> endbfchar endcmap end end"
    )
    fonts = _helvetica(writer, **{"/ToUnicode": writer._add_object(to_unicode)})
    drawing = b"/Tx BMC q BT /H 10 Tf 0 g %.2f %.2f Td (3) Tj ET Q EMC" % (box[0] + 2, box[1] + 4)
    widget["/AP"][NameObject("/N")] = _form(writer, drawing, box, fonts)


def _a_count_of_one_named(writer: PdfWriter) -> str:
    return str(_a_count_of_one(writer)["/T"])


def count_drawn_as_three(writer: PdfWriter) -> None:
    """A count of one, read as "1" and drawn as "3" by its font."""
    _glyphs_swapped(_a_count_of_one_named(writer), {"1": "3"})(writer)


def name_drawn_otherwise(writer: PdfWriter) -> None:
    """A card's name whose font draws its "a" as an "o": "Rosa" printed "Roso"."""
    named = next(
        name
        for name, widget in _widgets(writer).items()
        if not name.endswith("Count")
        and "a" in str(widget.get("/V", ""))
        and "o" in str(widget.get("/V", ""))
        and name.startswith("Monster")
    )
    _glyphs_swapped(named, {"a": "o"})(writer)


def drawn_by_macos(writer: PdfWriter) -> None:
    """The count's black written as macOS writes it: an ICC profile of three components."""
    profile = DecodedStreamObject()
    profile.set_data(b"")
    profile[NameObject("/N")] = NumberObject(3)
    space = ArrayObject([NameObject("/ICCBased"), writer._add_object(profile)])
    _recoloured(b"/Cs1 cs 0 0 0 sc", space, "/Cs1")(writer)


def _honest(prefix: bytes):
    def draw(writer: PdfWriter) -> None:
        for widget in _widgets(writer).values():
            normal = widget["/AP"]["/N"].get_object()
            normal.set_data(prefix + b" " + normal.get_data())

    return draw


def comb_drawn(writer: PdfWriter) -> None:
    """The Main Deck's total drawn a character at a time, as a comb field is."""
    widget = _widgets(writer)["Main Deck Total"]
    box = tuple(float(v) for v in widget["/AP"]["/N"].get_object()["/BBox"])
    moves = [b"%.2f %.2f Td" % (box[0] + 2, box[1] + 4)] + [b"20 0 Td"] * 8
    value = str(widget["/V"]).encode()
    shown = b" ".join(
        move + b" (" + value[i : i + 1] + b") Tj" for i, move in enumerate(moves[: len(value)])
    )
    drawing = b"/Tx BMC q BT /H 10 Tf 0 g " + shown + b" ET Q EMC"
    widget["/AP"][NameObject("/N")] = _form(writer, drawing, box, _helvetica(writer))


def _box_scaled(times: float, every: bool = False):
    """The count's appearance box (or every field's, ``every``) made ``times`` as wide and
    high from its corner: readers fit the box to the widget, so print at ``1 / times``."""

    def scale(writer: PdfWriter) -> None:
        widgets = _widgets(writer).values() if every else [_a_count_of_one(writer)]
        for widget in widgets:
            normal = widget["/AP"]["/N"].get_object()
            x1, y1, x2, y2 = (float(v) for v in normal["/BBox"])
            grown = (x1, y1, x1 + (x2 - x1) * times, y1 + (y2 - y1) * times)
            normal[NameObject("/BBox")] = ArrayObject(FloatObject(v) for v in grown)

    return scale


def _box_widened(points: float):
    """Every field's appearance box a few ``points`` wider and higher than its widget, as a
    tool that draws a margin around it writes it: printed a little smaller, legible."""

    def widen(writer: PdfWriter) -> None:
        for widget in _widgets(writer).values():
            normal = widget["/AP"]["/N"].get_object()
            x1, y1, x2, y2 = (float(v) for v in normal["/BBox"])
            grown = (x1 - points, y1 - points, x2 + points, y2 + points)
            normal[NameObject("/BBox")] = ArrayObject(FloatObject(v) for v in grown)

    return widen


def rotated_count(writer: PdfWriter) -> None:
    """A count drawn in a field turned 90 degrees, as a reader draws one (``/MK /R 90``): its
    box as high as the widget is wide, turned by its ``/Matrix`` onto the widget."""
    widget = _a_count_of_one(writer)
    x1, y1, x2, y2 = _rect(widget)
    width, height = x2 - x1, y2 - y1
    drawing = b"/Tx BMC q BT /H 10 Tf 0 g 2 4 Td (1) Tj ET Q EMC"
    form = _form(writer, drawing, (0, 0, height, width), _helvetica(writer))
    turned = (0, 1, -1, 0, width, 0)
    form.get_object()[NameObject("/Matrix")] = ArrayObject(FloatObject(v) for v in turned)
    widget["/AP"][NameObject("/N")] = form
    widget[NameObject("/MK")] = DictionaryObject({NameObject("/R"): NumberObject(90)})


HONEST = {
    "a comb field, drawn a character at a time": comb_drawn,
    "a background box filled and stroked": _honest(b"q 0.9 g 0 G 0 0 1 1 re B Q"),
    "a border stroked before the text": _honest(b"q 0 G 0 0 1 1 re S Q"),
    "black set in the device's RGB space": _recoloured(b"/DeviceRGB cs 0 0 0 sc"),
    "black in an ICC profile's space, as macOS writes it": drawn_by_macos,
    "black in another name for the device's RGB": _recoloured(
        b"/CS0 cs 0 0 0 sc", NameObject("/DeviceRGB")
    ),
    "a rendering intent and a flatness": _honest(b"/Perceptual ri 1 i"),
    "every field's box a few points wider than its widget": _box_widened(3),
    "every field's box a tenth larger than its widget": _box_scaled(1.1, every=True),
    "a count drawn in a field turned 90 degrees": rotated_count,
}


def _edited(sheet: Path, edit, target: Path) -> tuple[Path, list[str]]:
    """``sheet`` changed by ``edit``, written to ``target``, and its sheet-edited messages."""
    writer = PdfWriter(clone_from=PdfReader(sheet))
    edit(writer)
    writer.write(target)
    done = run("valida", "--salida", "json", "--lang", "en", str(target))
    found = json.loads(done.stdout)["decks"][0]["diagnostics"]
    return target, [d["message"] for d in found if d["rule"] == "sheet-edited"]


@pytest.mark.parametrize("how", HONEST)
def test_a_sheet_drawn_honestly_by_other_tools_reads_without_a_word(tmp_path, rose_sheet, how):
    _, said = _edited(rose_sheet[1], HONEST[how], tmp_path / "honest.pdf")
    assert said == []


def test_a_count_drawn_in_a_colour_space_s_initial_colour_is_said_as_pdfium_prints_it(
    tmp_path, rose_sheet
):
    """``/DeviceCMYK cs`` alone sets its initial colour, black: poppler prints the count so,
    but pdfium (Chrome's viewer) keeps the grey filled before it, the field's background:
    printed from Chrome the count is blank. It was taken for an honest sheet; it is said."""
    _, said = _edited(rose_sheet[1], _recoloured(b"/DeviceCMYK cs"), tmp_path / "cmyk.pdf")
    assert any(
        m.endswith(
            "but holds '1': the printed sheet and the file are two lists; "
            "check the deck against the paper"
        )
        for m in said
    ), said


def portfolio(writer: PdfWriter) -> None:
    """The sheet made a portfolio opening on another file it carries: a reader shows that
    file, not the sheet's page."""
    writer.add_attachment("other.pdf", b"%PDF-1.4 another deck's sheet")
    opens = {NameObject("/D"): TextStringObject("other.pdf"), NameObject("/View"): NameObject("/D")}
    writer._root_object[NameObject("/Collection")] = DictionaryObject(opens)


def names_formatted_as_numbers(writer: PdfWriter) -> None:
    """A number's format on every card name's field, which a reader then shows and prints
    blank: the form's own kind of script, on fields the form never formats so."""
    script = TextStringObject('AFNumber_Format(0, 0, 0, 0, "", true);')
    action = DictionaryObject(
        {NameObject("/S"): NameObject("/JavaScript"), NameObject("/JS"): script}
    )
    for name, widget in _widgets(writer).items():
        if name.startswith(("Monster ", "Spell ", "Trap ")) and "Count" not in name:
            widget[NameObject("/AA")] = DictionaryObject({NameObject("/F"): action})


FORGERIES = {
    "a portfolio opening on another file": portfolio,
    "card names formatted as numbers": names_formatted_as_numbers,
    "orphan widget": orphan_widget,
    "drawn per state": drawn_per_state,
    "renamed glyphs": renamed_glyphs,
    "picture over a row": picture_over_a_row,
    "a count drawn by the page as filled outlines": shape_over_a_row,
    "a count drawn as filled outlines in a form the page draws": shape_in_a_form_over_a_row,
    "moved out of its box": _hidden(b"1 0 0 1 0 -400 cm"),
    "clipped away from its text": _hidden(b"0 0 5 5 re W n"),
    "squeezed": _hidden(b"0 Tz"),
    "raised": _hidden(b"500 Ts"),
    "its letters spaced out of the box": _recoloured(b"0 g 300 Tc"),
    "sheared onto one line": _recoloured(b"0 g 1 1 1 1 0 0 cm"),
    "drawn invisible, the mode written 03": _recoloured(b"0 g 03 Tr"),
    "drawn invisible, the mode written 3.0": _recoloured(b"0 g 3.0 Tr"),
    "its words spaced out of the box": _recoloured(b"0 g -300 Tw"),
    "transparent": transparent,
    "cropped to a sliver": cropped_to_a_sliver,
    "redrawn with renamed glyphs": redrawn_with_renamed_glyphs,
    "redrawn by a font the form embeds": redrawn_by_a_font_it_embeds,
    "unshown, drawn by the form's Type 3 font": unshown_and_drawn_by_a_type3_font,
    "pushed out by Td": pushed_out,
    "drawn in a Type 3 font": type3_glyphs,
    "drawn in an indexed space's white": _recoloured(b"/CS0 cs 0 sc", WHITE_TABLE),
    "drawn in a separation's tint of no ink": _recoloured(b"/CS0 cs 0 sc", NO_INK),
    "drawn in a pattern": _recoloured(b"/Pattern cs /P0 scn"),
    "flattened across by its text matrix": flattened_across,
    "flattened up by the drawing's matrix": _hidden(b"1 0 0 0.01 0 0 cm"),
    "letters stroked over its text": letters_stroked_over,
    "a count its font draws as another digit": count_drawn_as_three,
    "a name its font draws with other letters": name_drawn_otherwise,
    "a count its font program draws as another, renamed": outlines_swapped_and_renamed,
    "a count whose text map another reader reads past its comments": map_read_past_its_comments,
    "a count drawn in Helvetica, read otherwise by its text map": standard_font_read_otherwise,
    "its box made 60 times the widget's, which readers shrink to fit": _box_scaled(60),
    "its box made 5 times the widget's: a 10-point count printed at 2": _box_scaled(5),
}


@pytest.mark.parametrize("how", FORGERIES)
def test_a_sheet_that_prints_otherwise_than_it_holds_is_never_the_same_deck(
    tmp_path, rose_sheet, how
):
    rose, sheet = rose_sheet
    edited, said = _edited(sheet, FORGERIES[how], tmp_path / "edited.pdf")
    assert said
    assert run("compara", str(edited), str(rose)).exit_code == 1


@pytest.mark.parametrize("odd", ["\x1b[31m", "\u200b", "\u00ad", "\u2060", "\ufeff"])
def test_hoja_refuses_a_player_s_detail_it_cannot_print(tmp_path, rose_sheet, odd):
    """Before: a control character in --jugador was held by the field and printed as
    nothing, and the untouched sheet read as edited (compara: NOT CONFIRMED); a zero-width
    space, a soft hyphen or a word joiner was held so, after direction marks were refused."""
    rose, _ = rose_sheet
    for option in ("--jugador", "--id", "--pais", "--evento"):
        done = run("hoja", str(rose), "-o", str(tmp_path / "x.pdf"), option, f"Ana{odd}García")
        assert done.exit_code == 2 and option in done.stderr
        assert not (tmp_path / "x.pdf").exists()


def _widgets_edited(sheet: Path, target: Path, edit, redrawn: bool = False) -> Path:
    """``sheet`` with ``edit(name, widget)`` applied to each widget, written to ``target``;
    ``redrawn``: readers asked to draw every field anew (``NeedAppearances``)."""
    writer = PdfWriter(clone_from=str(sheet))
    for name, widget in _widgets(writer).items():
        edit(name, widget)
    if redrawn:
        form = writer._root_object["/AcroForm"]
        form[NameObject("/NeedAppearances")] = BooleanObject(True)
    writer.write(str(target))
    return target


def test_a_value_pypdf_reads_as_bytes_is_read_not_left_out(rose_sheet, tmp_path) -> None:
    """Before: a row whose strings hold a byte PDFDocEncoding leaves undefined (0xAD) was
    left out, and its totals unchecked: LEGAL, SAME DECK, while viewers showed 3 Maxx "C"."""
    from pypdf.generic import ByteStringObject

    rose, sheet = rose_sheet
    new = {"Monster 12": b'Maxx "C"\xad', "Monster Card 12 Count": b"3\xad"}

    def edit(name: str, widget: DictionaryObject) -> None:
        if name in new:
            widget[NameObject("/V")] = ByteStringObject(new[name])
            widget.pop("/AP", None)

    edited = _widgets_edited(sheet, tmp_path / "bytes.pdf", edit)
    result = run("--lang", "en", "compara", str(edited), str(rose))
    assert result.exit_code == 1 and "Monster 12" in result.stdout


PASSWORD, FILE_SELECT = 1 << 13, 1 << 20  # a text field's flags (/Ff): bits 14 and 21


@pytest.mark.parametrize("how", ["choice", "longer", "password", "file"])
def test_a_field_a_reader_sees_otherwise_than_its_value_is_refused(
    rose_sheet, tmp_path, how: str
) -> None:
    """Before: a combo box whose option shows Maxx "C" for the value White Rose Dragon, a
    name longer than the field's MaxLen (pdfium shows it cut: "Heavy Storm"), a password
    field readers asked to draw it anew show as "******", or a field to select a file with,
    read LEGAL."""
    _, sheet = rose_sheet

    def edit(name: str, widget: DictionaryObject) -> None:
        if name != "Monster 1":
            return
        if how == "choice":
            widget[NameObject("/FT")] = NameObject("/Ch")
            option = [TextStringObject(str(widget["/V"])), TextStringObject('Maxx "C"')]
            widget[NameObject("/Opt")] = ArrayObject([ArrayObject(option)])
        elif how == "longer":
            widget[NameObject("/MaxLen")] = NumberObject(5)
        else:
            flag = PASSWORD if how == "password" else FILE_SELECT
            widget[NameObject("/Ff")] = NumberObject(flag | 4096)  # multiline besides
        widget.pop("/AP", None)

    edited = _widgets_edited(sheet, tmp_path / f"{how}.pdf", edit, redrawn=True)
    result = run("--lang", "en", "valida", str(edited))
    assert result.exit_code == 2 and "'Monster 1'" in result.stderr
    if how in ("password", "file"):
        assert ("password" if how == "password" else "file to select") in result.stderr


def test_a_password_flag_a_field_inherits_is_refused(rose_sheet, tmp_path) -> None:
    """The Password flag set on a parent field is its kids' too (flags are inherited)."""
    _, sheet = rose_sheet
    writer = PdfWriter(clone_from=str(sheet))
    form = writer._root_object["/AcroForm"]
    fields = form["/Fields"]
    (reference,) = [f for f in fields if f.get_object().get("/T") == "Monster 1"]
    widget = reference.get_object()
    parent = DictionaryObject(
        {
            NameObject("/T"): TextStringObject("Monster"),
            NameObject("/FT"): NameObject("/Tx"),
            NameObject("/Ff"): NumberObject(PASSWORD),
            NameObject("/Kids"): ArrayObject([reference]),
        }
    )
    parent_reference = writer._add_object(parent)
    widget[NameObject("/T")] = TextStringObject("1")
    widget[NameObject("/Parent")] = parent_reference
    widget.pop("/AP", None)
    form[NameObject("/Fields")] = ArrayObject(
        [parent_reference if f == reference else f for f in fields]
    )
    form[NameObject("/NeedAppearances")] = BooleanObject(True)
    writer.write(str(tmp_path / "inherited.pdf"))
    result = run("--lang", "en", "valida", str(tmp_path / "inherited.pdf"))
    assert result.exit_code == 2 and "'Monster.1'" in result.stderr and "password" in result.stderr


@pytest.mark.parametrize(
    "flags",
    [
        4096,  # multiline
        1 << 22 | 1 << 23,  # do not spell check, do not scroll
        1 << 24,  # comb
        1 << 12 | 1 << 25,  # multiline, rich text
    ],
)
def test_a_text_field_s_other_flags_read_as_before(rose_sheet, tmp_path, flags: int) -> None:
    rose, sheet = rose_sheet

    def edit(name: str, widget: DictionaryObject) -> None:
        widget[NameObject("/Ff")] = NumberObject(flags)

    edited = _widgets_edited(sheet, tmp_path / "flags.pdf", edit)
    assert run("compara", str(edited), str(rose)).exit_code == 0


def test_an_empty_password_field_is_no_card_and_no_error(rose_sheet, tmp_path) -> None:
    """A password field that holds nothing shows nothing either way."""
    rose, sheet = rose_sheet

    def edit(name: str, widget: DictionaryObject) -> None:
        if not str(widget.get("/V", "")).strip():
            widget[NameObject("/Ff")] = NumberObject(PASSWORD)

    edited = _widgets_edited(sheet, tmp_path / "empty.pdf", edit)
    assert run("compara", str(edited), str(rose)).exit_code == 0
