"""The drawn sheet made a fillable form (AcroForm) with pypdf: each field a text field with
Konami's field name, its value, and an appearance that prints as the sheet was drawn.

``Page.draw_fields`` draws each value on a page of its own after the sheet, at its place on
the sheet, with the sheet's font. Here each such page's drawing becomes its field's
appearance: a form XObject whose bounding box is the field's rectangle in page space, so it
prints exactly where and as it was drawn, without the reader making it again. The extra
pages are then dropped. A field edited in a reader gets the reader's own appearance, in
Helvetica sized to fit (``/Helv 0 Tf``, as on Konami's form).
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from pypdf import PageObject, PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    DecodedStreamObject,
    DictionaryObject,
    FloatObject,
    NameObject,
    NumberObject,
    TextStringObject,
)

from ydkcheck.sheet.fit import PT
from ydkcheck.sheet.page import Field

DEFAULT_APPEARANCE = "/Helv 0 Tf 0 g"  # Konami's form: Helvetica, sized to fit
PRINT = 4  # the annotation flag that prints the field
CENTRED = 1  # the field's quadding: centred text


def with_fields(
    drawn: bytes, fields: Sequence[Field], height: float, metadata: dict[str, str]
) -> bytes:
    """The one-page PDF of ``drawn`` (the sheet, then one page for each field with a value)
    with ``fields`` as a fillable form; ``height`` is the page's in millimetres.
    ``metadata`` goes into the document's information (keys without their slash)."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(drawn)))
    sheet = writer.pages[0]
    annotations = ArrayObject()
    values = iter(writer.pages[1:])
    for field in fields:
        drawing = next(values) if field.value else None
        box = _rectangle(field, height)
        widget = DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Annot"),
                NameObject("/Subtype"): NameObject("/Widget"),
                NameObject("/FT"): NameObject("/Tx"),
                NameObject("/T"): TextStringObject(field.name),
                NameObject("/V"): TextStringObject(field.value),
                NameObject("/DA"): TextStringObject(DEFAULT_APPEARANCE),
                NameObject("/Rect"): ArrayObject(FloatObject(round(v, 3)) for v in box),
                NameObject("/F"): NumberObject(PRINT),
                NameObject("/Q"): NumberObject(CENTRED if field.center else 0),
                NameObject("/P"): sheet.indirect_reference,
                NameObject("/AP"): DictionaryObject(
                    {NameObject("/N"): writer._add_object(_appearance(drawing, box))}
                ),
            }
        )
        annotations.append(writer._add_object(widget))
    sheet[NameObject("/Annots")] = annotations
    writer._root_object[NameObject("/AcroForm")] = writer._add_object(
        DictionaryObject(
            {
                NameObject("/Fields"): ArrayObject(annotations),
                NameObject("/DA"): TextStringObject(DEFAULT_APPEARANCE),
                NameObject("/DR"): DictionaryObject(
                    {NameObject("/Font"): DictionaryObject({NameObject("/Helv"): _helvetica()})}
                ),
            }
        )
    )
    while len(writer.pages) > 1:
        writer.remove_page(len(writer.pages) - 1)
    writer.add_metadata({f"/{key}": value for key, value in metadata.items()})
    writer.compress_identical_objects()  # drops the pages removed, and shares what repeats
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _rectangle(field: Field, height: float) -> tuple[float, float, float, float]:
    """The field's box in PDF points from the page's bottom left corner."""
    points = 1 / PT
    return (
        field.x * points,
        (height - field.y - field.height) * points,
        (field.x + field.width) * points,
        (height - field.y) * points,
    )


def _appearance(
    drawing: PageObject | None, box: tuple[float, float, float, float]
) -> DecodedStreamObject:
    """A field's appearance: the drawing of its page clipped to its box (empty without)."""
    stream = DecodedStreamObject()
    stream.update(
        {
            NameObject("/Type"): NameObject("/XObject"),
            NameObject("/Subtype"): NameObject("/Form"),
            NameObject("/BBox"): ArrayObject(FloatObject(round(v, 3)) for v in box),
        }
    )
    content = b""
    if drawing is not None:
        stream[NameObject("/Resources")] = drawing["/Resources"]
        contents = drawing.get_contents()
        content = contents.get_data() if contents is not None else b""
    stream.set_data(b"/Tx BMC\nq\n" + content + b"\nQ\nEMC\n")
    return stream


def _helvetica() -> DictionaryObject:
    """The font a reader edits the fields with."""
    return DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Font"),
            NameObject("/Subtype"): NameObject("/Type1"),
            NameObject("/BaseFont"): NameObject("/Helvetica"),
            NameObject("/Encoding"): NameObject("/WinAnsiEncoding"),
        }
    )


class NoFormDictionary(ValueError):
    """A template whose fields no form dictionary lists (``/AcroForm``): widgets on its page
    alone, as an old program that filled it left them; no reader draws them anew."""


def filled_template(template: bytes, values: dict[str, str], metadata: dict[str, str]) -> bytes:
    """A copy of ``template`` (a PDF with the form's fields) with ``values`` in its fields,
    which readers draw anew (``NeedAppearances``), and ``metadata`` in its information;
    NoFormDictionary when no form dictionary lists its fields."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(template), strict=False))
    if "/AcroForm" not in writer._root_object:
        raise NoFormDictionary
    for page in writer.pages:
        if page.get("/Annots"):  # a page without fields: nothing to fill, nothing to say
            writer.update_page_form_field_values(page, values, auto_regenerate=False)
    writer.set_need_appearances_writer(True)
    writer.add_metadata({f"/{key}": value for key, value in metadata.items()})
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
