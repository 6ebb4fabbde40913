"""A form a page draws many times is looked into once: a sheet of 160 KB drawing one form of
20,000 squares a thousand times took 20 s and more (13 minutes at 20,000 times), each drawing
decoding and searching the form again (a form of shapes is drawn over and over, each a
picture; one of text alone, never)."""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.generic import ArrayObject, DictionaryObject, FloatObject, NameObject, StreamObject

from ydkcheck.decks import sheet_printed


def _stream(data: bytes, **entries: object) -> StreamObject:
    stream = StreamObject()
    stream.set_data(data)
    stream.update({NameObject(key): value for key, value in entries.items()})
    return stream


def page_drawing_a_form(times: int, form_draws: bytes) -> object:
    """The one page of a PDF whose drawing is the form ``/X0`` ``times`` times."""
    writer = PdfWriter()
    page = writer.add_blank_page(595, 842)
    box = ArrayObject([FloatObject(0), FloatObject(0), FloatObject(595), FloatObject(842)])
    form = _stream(
        form_draws,
        **{"/Type": NameObject("/XObject"), "/Subtype": NameObject("/Form"), "/BBox": box},
    )
    reference = writer._add_object(form)
    resources = DictionaryObject(
        {NameObject("/XObject"): DictionaryObject({NameObject("/X0"): reference})}
    )
    page[NameObject("/Resources")] = resources
    page[NameObject("/Contents")] = writer._add_object(_stream(b"/X0 Do\n" * times))
    written = io.BytesIO()
    writer.write(written)
    return PdfReader(written).pages[0]


@pytest.mark.parametrize(
    ("form_draws", "pictures"),
    [(b"0 0 m 1 0 l 1 1 l f\n" * 50, 200), (b"BT (text) Tj ET\n" * 50, 0)],
    ids=["shapes", "text"],
)
def test_a_form_drawn_again_and_again_is_looked_into_once(
    monkeypatch: pytest.MonkeyPatch, form_draws: bytes, pictures: int
) -> None:
    looked: list[object] = []
    holds = sheet_printed._holds_picture

    def counted(
        form: object, depth: int, memo: sheet_printed.Looked, page: Mapping[str, Any]
    ) -> bool:
        looked.append(form)
        return holds(form, depth, memo, page)

    monkeypatch.setattr(sheet_printed, "_holds_picture", counted)
    assert len(sheet_printed._pictures(page_drawing_a_form(200, form_draws))) == pictures
    assert len(looked) == 1


def test_one_form_named_many_ways_is_looked_into_once_at_each_depth(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A hostile PDF of 127 KB named one nested form a thousand ways (each of its levels
    naming the next forty ways): 283 s, each name's form looked into anew, all the way down."""
    writer = PdfWriter()
    page = writer.add_blank_page(595, 842)
    box = ArrayObject([FloatObject(0), FloatObject(0), FloatObject(10), FloatObject(10)])
    kind = {"/Type": NameObject("/XObject"), "/Subtype": NameObject("/Form"), "/BBox": box}
    inner = writer._add_object(_stream(b"BT (text) Tj ET", **kind))
    names = {NameObject(f"/I{n}"): inner for n in range(30)}
    outer_form = _stream(b"/I0 Do", **kind)
    outer_form[NameObject("/Resources")] = DictionaryObject(
        {NameObject("/XObject"): DictionaryObject(names)}
    )
    outer = writer._add_object(outer_form)
    drawn = {NameObject(f"/X{n}"): outer for n in range(100)}
    page[NameObject("/Resources")] = DictionaryObject(
        {NameObject("/XObject"): DictionaryObject(drawn)}
    )
    page[NameObject("/Contents")] = writer._add_object(
        _stream(b"".join(b"/X%d Do\n" % n for n in range(100)))
    )
    written = io.BytesIO()
    writer.write(written)
    read_page = PdfReader(written).pages[0]
    looked: list[object] = []
    looks = sheet_printed._looks_pictured

    def counted(
        form: object, depth: int, memo: sheet_printed.Looked, page: Mapping[str, Any]
    ) -> bool:
        looked.append(form)
        return looks(form, depth, memo, page)

    monkeypatch.setattr(sheet_printed, "_looks_pictured", counted)
    assert sheet_printed._pictures(read_page) == []
    assert len(looked) == 2  # the outer form, then the inner one under it


@pytest.mark.parametrize("resources", [None, DictionaryObject()], ids=["none", "empty"])
def test_a_form_naming_no_object_of_its_own_draws_the_pages(
    resources: DictionaryObject | None,
) -> None:
    """A hostile sheet drew an image over a row through a form with no resources of its own
    (or empty ones): readers draw the page's image, and the sheet read LEGAL without a word."""
    writer = PdfWriter()
    page = writer.add_blank_page(595, 842)
    image = _stream(
        b"\x00" * 8,
        **{
            "/Type": NameObject("/XObject"),
            "/Subtype": NameObject("/Image"),
            "/Width": FloatObject(8),
            "/Height": FloatObject(1),
            "/ColorSpace": NameObject("/DeviceGray"),
            "/BitsPerComponent": FloatObject(8),
        },
    )
    box = ArrayObject([FloatObject(0), FloatObject(0), FloatObject(1), FloatObject(1)])
    kind = {"/Type": NameObject("/XObject"), "/Subtype": NameObject("/Form"), "/BBox": box}
    form = _stream(b"q 64 0 0 8 0 0 cm /Im1 Do Q", **kind)
    if resources is not None:
        form[NameObject("/Resources")] = resources
    objects = {NameObject("/Im1"): writer._add_object(image)}
    objects[NameObject("/F1")] = writer._add_object(form)
    page[NameObject("/Resources")] = DictionaryObject(
        {NameObject("/XObject"): DictionaryObject(objects)}
    )
    page[NameObject("/Contents")] = writer._add_object(_stream(b"q 1 0 0 1 100 100 cm /F1 Do Q"))
    written = io.BytesIO()
    writer.write(written)
    assert len(sheet_printed._pictures(PdfReader(written).pages[0])) == 1
