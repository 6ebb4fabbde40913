"""A blank stand-in for Konami's fillable deck list form, and the ways other programs fill it.

ydkcheck never ships Konami's PDF, and neither do its tests. This builds a form with the
structure the real one is known to have, from public sources:

- the official file, https://img.yugioh-card.com/en/downloads/forms/KDE_DeckList.pdf
  (``../shared/KONAMI-FORM.md``: one page of 644.21 x 833.68 pt made with Microsoft Excel,
  183 text fields, ``/Helv 0 Tf`` as default appearance, a calculation order, count fields
  that accept 0 to 3, totals that sum their column);
- its field names as public programs that fill it spell them: github.com/Shiina18/ydk2decklist
  (``adapter_en.json``, pypdf), the pdf-lib fillers that keep ``KDE_DeckList.pdf`` beside
  them (github.com/kevinfra/Yugioh-Omega-Decklist-to-PDF-Decklist among them), and a pypdf
  reader/filler that documents the 183 fields and the two spaces of ``First  Middle Names``.

Not known from those sources, and so laid out here by us: the widgets' rectangles (a plain
grid in the form's proportions) and the exact JavaScript. Each field is one dictionary that
is both field and widget (``/FT /Tx`` with ``/Rect``), as a form made in Acrobat from an
Excel sheet has them; the totals are in the calculation order ``/CO``.

The fillers reproduce what other programs write: pypdf (values in place, ``NeedAppearances``),
an old PyPDF2 that copied the page without the form (values on the page's widgets only),
pdf-lib (values as UTF-16 hex strings, every object in object streams behind a
cross-reference stream), and a PDF reader's save (an incremental update appended).
"""

from __future__ import annotations

import io
import re
import zlib
from collections.abc import Mapping

from pypdf import PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    ByteStringObject,
    DecodedStreamObject,
    DictionaryObject,
    FloatObject,
    NameObject,
    NumberObject,
    StreamObject,
    TextStringObject,
)

from ydkcheck.sheet.fields import GROUPS, PLAYER_FIELDS, TOTAL_FIELDS

WIDTH, HEIGHT = 644.21, 833.68
DEFAULT_APPEARANCE = "/Helv 0 Tf 0 g"
PRINT = 4


def _field(
    name: str, rect: tuple[float, float, float, float], script: str = ""
) -> DictionaryObject:
    field = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Annot"),
            NameObject("/Subtype"): NameObject("/Widget"),
            NameObject("/FT"): NameObject("/Tx"),
            NameObject("/T"): TextStringObject(name),
            NameObject("/DA"): TextStringObject(DEFAULT_APPEARANCE),
            NameObject("/F"): NumberObject(PRINT),
            NameObject("/Rect"): ArrayObject(FloatObject(round(v, 2)) for v in rect),
            NameObject("/MK"): DictionaryObject(),
        }
    )
    if script:
        action = DictionaryObject(
            {
                NameObject("/S"): NameObject("/JavaScript"),
                NameObject("/JS"): TextStringObject(script),
            }
        )
        key = "/C" if script.startswith("AFSimple_Calculate") else "/V"
        field[NameObject("/AA")] = DictionaryObject({NameObject(key): action})
    return field


def _layout() -> list[tuple[str, tuple[float, float, float, float], str]]:
    """Every field of the form: its name, its rectangle and its script."""
    fields = []
    x, top = 18.0, HEIGHT - 40.0
    for index, name in enumerate(PLAYER_FIELDS):  # the header: three rows of three boxes
        left = x + (index % 3) * 205.0
        y = top - (index // 3) * 24.0
        fields.append((name, (left, y - 18.0, left + 195.0, y), ""))
    column = (WIDTH - 2 * x) / 3
    row = 20.0  # every row and total on the page: 20 of them, then the Side and Extra tables
    main_top = top - 90.0
    for number, group in enumerate(("monster", "spell", "trap")):
        card, count, most = GROUPS[group]
        left = x + number * column
        for index in range(1, most + 1):
            y = main_top - index * row
            check = "AFRange_Validate(true, 0, true, 3);"
            fields.append((count.format(index), (left, y, left + 22.0, y + row - 2), check))
            fields.append(
                (card.format(index), (left + 24.0, y, left + column - 4, y + row - 2), "")
            )
        names = ", ".join(f'"{count.format(index)}"' for index in range(1, most + 1))
        total = f'AFSimple_Calculate("SUM", new Array ({names}));'
        y = main_top - (most + 1) * row
        fields.append(
            (TOTAL_FIELDS[group], (left + column - 40, y, left + column - 4, y + 18), total)
        )
    tables_top = main_top - 20 * row
    for number, group in enumerate(("side", "extra")):
        card, count, most = GROUPS[group]
        left = x + number * column
        for index in range(1, most + 1):
            y = tables_top - index * 18.0
            check = "AFRange_Validate(true, 0, true, 3);"
            fields.append((count.format(index), (left, y, left + 22.0, y + 16), check))
            fields.append((card.format(index), (left + 24.0, y, left + column - 4, y + 16), ""))
        names = ", ".join(f'"{count.format(index)}"' for index in range(1, most + 1))
        total = f'AFSimple_Calculate("SUM", new Array ({names}));'
        y = tables_top - (most + 1) * 18.0
        fields.append(
            (TOTAL_FIELDS[group], (left + column - 40, y, left + column - 4, y + 16), total)
        )
    types = ", ".join(f'"{TOTAL_FIELDS[group]}"' for group in ("monster", "spell", "trap"))
    main = f'AFSimple_Calculate("SUM", new Array ({types}));'
    fields.append(
        (TOTAL_FIELDS["main"], (WIDTH - 140.0, HEIGHT - 36.0, WIDTH - 70.0, HEIGHT - 12.0), main)
    )
    return fields


def blank_form() -> bytes:
    """The blank form: one page, 183 text fields, nothing filled in."""
    writer = PdfWriter()
    page = writer.add_blank_page(WIDTH, HEIGHT)
    drawing = DecodedStreamObject()
    drawing.set_data(b"0.5 w 18 18 608.21 797.68 re S")  # the sheet's printed frame
    page[NameObject("/Contents")] = writer._add_object(drawing)
    references = ArrayObject()
    calculated = ArrayObject()
    for name, rect, script in _layout():
        field = _field(name, rect, script)
        field[NameObject("/P")] = page.indirect_reference
        reference = writer._add_object(field)
        references.append(reference)
        if script.startswith("AFSimple_Calculate"):
            calculated.append(reference)
    page[NameObject("/Annots")] = references
    fonts = DictionaryObject()
    for key, base in (("/Helv", "/Helvetica"), ("/ZaDb", "/ZapfDingbats")):
        fonts[NameObject(key)] = writer._add_object(
            DictionaryObject(
                {
                    NameObject("/Type"): NameObject("/Font"),
                    NameObject("/Subtype"): NameObject("/Type1"),
                    NameObject("/BaseFont"): NameObject(base),
                }
            )
        )
    writer._root_object[NameObject("/AcroForm")] = writer._add_object(
        DictionaryObject(
            {
                NameObject("/Fields"): ArrayObject(references),
                NameObject("/DA"): TextStringObject(DEFAULT_APPEARANCE),
                NameObject("/DR"): DictionaryObject({NameObject("/Font"): fonts}),
                NameObject("/CO"): calculated,
            }
        )
    )
    writer.add_metadata({"/Creator": "Microsoft Excel", "/Title": "KDE Deck List"})
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _saved(writer: PdfWriter) -> bytes:
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def filled_by_pypdf(form: bytes, values: Mapping[str, str]) -> bytes:
    """As pypdf fills a form: the values in place, readers asked to draw them."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(form)))
    writer.update_page_form_field_values(writer.pages[0], dict(values), auto_regenerate=False)
    writer.set_need_appearances_writer(True)
    return _saved(writer)


def filled_by_old_pypdf2(form: bytes, values: Mapping[str, str]) -> bytes:
    """As PyPDF2 1.x filled it (``addPage`` then ``updatePageFormFieldValues``): the page
    copied alone, so the file has no form dictionary; the values on the page's widgets."""
    writer = PdfWriter()
    writer.add_page(PdfReader(io.BytesIO(form)).pages[0])
    for annotation in writer.pages[0]["/Annots"]:
        widget = annotation.get_object()
        if widget["/T"] in values:
            widget[NameObject("/V")] = TextStringObject(values[widget["/T"]])
    return _saved(writer)


def filled_by_pdf_lib(form: bytes, values: Mapping[str, str]) -> bytes:
    """As pdf-lib's ``setText`` and ``save()`` write it: each value a UTF-16 hex string with
    its byte order mark, each field given ``/Helv`` at a size of its own; then every object
    that is not a stream packed into object streams behind a cross-reference stream."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(form)))
    for annotation in writer.pages[0]["/Annots"]:
        widget = annotation.get_object()
        if widget["/T"] in values:
            text = values[widget["/T"]]
            widget[NameObject("/V")] = ByteStringObject(b"\xfe\xff" + text.encode("utf-16-be"))
            widget[NameObject("/DA")] = TextStringObject("/Helv 10 Tf 0 g")
    return with_object_streams(_saved(writer))


def saved_by_a_reader(form: bytes, values: Mapping[str, str]) -> bytes:
    """As a PDF reader saves a form filled in it: the file as it was, then an incremental
    update that writes each changed field again and a cross-reference section for them."""
    reader = PdfReader(io.BytesIO(form))
    previous = int(re.findall(rb"startxref\s+(\d+)", form)[-1])
    update = bytearray(b"\n")
    offsets = {}
    for annotation in reader.pages[0]["/Annots"]:
        widget = annotation.get_object()
        if widget["/T"] not in values:
            continue
        changed = DictionaryObject(widget)
        changed[NameObject("/V")] = TextStringObject(values[widget["/T"]])
        offsets[annotation.idnum] = len(form) + len(update)
        body = io.BytesIO()
        changed.write_to_stream(body)
        update += f"{annotation.idnum} 0 obj\n".encode() + body.getvalue() + b"\nendobj\n"
    xref_at = len(form) + len(update)
    update += b"xref\n"
    for number in sorted(offsets):
        update += f"{number} 1\n{offsets[number]:010d} 00000 n \n".encode()
    trailer = reader.trailer
    size = trailer["/Size"]
    root, info = trailer.raw_get("/Root"), trailer.raw_get("/Info")
    update += (
        f"trailer\n<< /Size {size} /Root {root.idnum} 0 R /Info {info.idnum} 0 R "
        f"/Prev {previous} >>\nstartxref\n{xref_at}\n%%EOF\n"
    ).encode()
    return form + bytes(update)


def with_object_streams(
    source: bytes, per_stream: int = 50, padding: int = 0, run_length: bool = False
) -> bytes:
    """``source`` written again as pdf-lib writes a PDF: the objects that are not streams
    packed ``per_stream`` to an object stream, a cross-reference stream for all. Each object
    stream may end in ``padding`` spaces (which Flate shrinks to almost nothing) and be
    run-length encoded instead (``run_length``)."""
    reader = PdfReader(io.BytesIO(source))
    numbers = sorted(reader.xref[0])
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    entries: dict[int, tuple[int, int, int]] = {0: (0, 0, 65535)}
    packed = []
    for number in numbers:
        obj = reader.get_object(number)
        body = io.BytesIO()
        obj.write_to_stream(body)
        if isinstance(obj, StreamObject):
            entries[number] = (1, len(out), 0)
            out += f"{number} 0 obj\n".encode() + body.getvalue() + b"\nendobj\n"
        else:
            packed.append((number, body.getvalue()))
    next_number = max(numbers) + 1
    for start in range(0, len(packed), per_stream):
        group = packed[start : start + per_stream]
        header, objects = [], bytearray()
        for index, (number, data) in enumerate(group):
            header.append(f"{number} {len(objects)}")
            objects += data + b"\n"
            entries[number] = (2, next_number, index)
        head = " ".join(header).encode() + b"\n"
        data = head + bytes(objects) + b" " * padding
        if run_length:
            encoded, name = _run_length(data), "/RunLengthDecode"
        else:
            encoded, name = zlib.compress(data, 9), "/FlateDecode"
        entries[next_number] = (1, len(out), 0)
        out += (
            (
                f"{next_number} 0 obj\n<< /Type /ObjStm /N {len(group)} /First {len(head)} "
                f"/Filter {name} /Length {len(encoded)} >>\nstream\n"
            ).encode()
            + encoded
            + b"\nendstream\nendobj\n"
        )
        next_number += 1
    xref_number = next_number
    entries[xref_number] = (1, len(out), 0)
    size = xref_number + 1
    rows = b"".join(
        bytes([kind]) + field.to_bytes(4, "big") + generation.to_bytes(2, "big")
        for kind, field, generation in (entries.get(n, (0, 0, 0)) for n in range(size))
    )
    table = zlib.compress(rows)
    root, info = reader.trailer.raw_get("/Root"), reader.trailer.raw_get("/Info")
    xref_at = len(out)
    out += (
        (
            f"{xref_number} 0 obj\n<< /Type /XRef /Size {size} /W [1 4 2] /Root {root.idnum} 0 R "
            f"/Info {info.idnum} 0 R /Filter /FlateDecode /Length {len(table)} >>\nstream\n"
        ).encode()
        + table
        + f"\nendstream\nendobj\nstartxref\n{xref_at}\n%%EOF\n".encode()
    )
    return bytes(out)


def _run_length(data: bytes) -> bytes:
    """``data`` run-length encoded as literal runs of at most 128 bytes."""
    out = bytearray()
    for start in range(0, len(data), 128):
        chunk = data[start : start + 128]
        out += bytes([len(chunk) - 1]) + chunk
    return bytes(out + b"\x80")
