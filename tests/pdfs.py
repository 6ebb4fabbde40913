"""Reading a sheet back as a reader prints it: its page's text and its form fields."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader, PdfWriter
from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject


def _reader(source: Path | bytes) -> PdfReader:
    return PdfReader(io.BytesIO(source) if isinstance(source, bytes) else source)


def printed_text(source: Path | bytes) -> str:
    """The text a one-page sheet prints, its white space made single spaces: the page's,
    then each field's appearance (what prints, not only its value) in the fields' order."""
    reader = _reader(source)
    assert len(reader.pages) == 1
    writer = PdfWriter(clone_from=reader)
    page = writer.pages[0]
    resources = page["/Resources"].get_object()
    shown = DictionaryObject()
    calls = []
    for index, annotation in enumerate(page.get("/Annots", [])):
        widget = annotation.get_object()
        name = NameObject(f"/Field{index}")
        shown[name] = widget["/AP"].get_object().raw_get("/N")
        calls.append(f"{name} Do")
    resources[NameObject("/XObject")] = shown
    drawn = reader.pages[0].extract_text()
    stream = DecodedStreamObject()  # the page drawing only the fields' appearances
    stream.set_data("\n".join(calls).encode())
    page[NameObject("/Contents")] = writer._add_object(stream)
    return " ".join(f"{drawn}\n{page.extract_text()}".split())


def field_values(source: Path | bytes) -> dict[str, str]:
    """Each text field's name and value, in the order of the page's fields."""
    reader = _reader(source)
    values = {}
    for annotation in reader.pages[0].get("/Annots", []):
        widget = annotation.get_object()
        values[str(widget["/T"])] = str(widget.get("/V", ""))
    return values
