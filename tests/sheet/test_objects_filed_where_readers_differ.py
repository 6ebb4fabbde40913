"""A sheet whose objects the readers of a PDF each find elsewhere is never confirmed.

A hostile review: an incremental update filed a count field's widget twice in one object
stream, the honest copy first and the edited one at the index the cross-references give.
pypdf, which ydkcheck reads fields with, takes the first copy; pdfium and poppler (Chrome,
Evince, printing) take the indexed one. The paper printed 1 Lonefire Blossom, and ydkcheck
read 3: LEGAL, SAME DECK, no word. A broken ``startxref`` did the same, each reader
rebuilding the cross-references its own way (pypdf finds an object's copy hidden in a
stream's data, pdfium skips streams).

A second review found six more such rules (a generation number pdfium ignores, an object
listed twice in one table, a free entry pypdf skips, a ``/Prev`` a byte off that pypdf
looks around...). A third beat a check of the text pdfium reads in each box: pdfium's copy
kept the value 3 and its text, drawn invisible, while a "1" was drawn as a path. So the
pages are drawn twice, from the file and from pypdf's reading of it written anew, and the
two drawings compared, whatever rule made the readers differ.
"""

from __future__ import annotations

import json
import re
import struct
from pathlib import Path

import pytest
from helpers import DECKS, run, written_sheet

FIELD = "Monster Card 1 Count"


def _sheet(tmp_path: Path) -> tuple[bytes, int]:
    """A sheet ``hoja`` writes, and the number of the object of ``FIELD``'s widget."""
    from pypdf import PdfReader

    sheet = written_sheet(DECKS / "Rose_Dragon.ydk", tmp_path)
    reader = PdfReader(sheet)
    fields = reader.trailer["/Root"]["/AcroForm"]["/Fields"]
    (widget,) = [ref for ref in fields if ref.get_object().get("/T") == FIELD]
    return sheet.read_bytes(), widget.idnum


def _with_object_stream(raw: bytes, number: int, held: list[int], index: int) -> bytes:
    """``raw`` and an incremental update that files object ``number`` in a new object
    stream listing the objects ``held`` (each one ``number``'s body, as the file holds it),
    its cross-reference stream pointing at ``index`` of them."""
    import io

    from pypdf import PdfReader

    trailer = PdfReader(io.BytesIO(raw)).trailer
    size = int(trailer["/Size"])
    found = re.search(rb"\n%d 0 obj\n(.*?)endobj\n" % number, raw, re.S)
    assert found is not None
    body = found.group(1).strip()
    offsets, objects = [], b""
    for _ in held:
        offsets.append(len(objects))
        objects += body + b"\n"
    header = b" ".join(b"%d %d" % pair for pair in zip(held, offsets, strict=True)) + b" "
    stream_number, xref_number = size, size + 1
    out = raw if raw.endswith(b"\n") else raw + b"\n"
    stream_at = len(out)
    data = header + objects
    out += b"%d 0 obj\n<< /Type /ObjStm /N %d /First %d /Length %d >>\nstream\n" % (
        stream_number,
        len(held),
        len(header),
        len(data),
    )
    out += data + b"\nendstream\nendobj\n"
    rows = [
        (number, struct.pack(">BIH", 2, stream_number, index)),
        (stream_number, struct.pack(">BIH", 1, stream_at, 0)),
    ]
    return _closed_by_a_stream(raw, out, rows, xref_number)


def _closed_by_a_stream(
    raw: bytes, out: bytes, rows: list[tuple[int, bytes]], number: int
) -> bytes:
    """``out`` (``raw`` and what an update appends) closed by a cross-reference stream,
    object ``number``, filing ``rows`` (``(number, its entry)``) and itself; its ``/Prev``
    is ``raw``'s last cross-references."""
    import io

    from pypdf import PdfReader

    trailer = PdfReader(io.BytesIO(raw)).trailer
    root, info = trailer.raw_get("/Root").idnum, trailer.raw_get("/Info").idnum
    xref_at = len(out)
    filed = sorted([*rows, (number, struct.pack(">BIH", 1, xref_at, 0))])
    entries = b"".join(row for _, row in filed)
    listed = b" ".join(b"%d 1" % row_number for row_number, _ in filed)
    previous = int(re.findall(rb"startxref\s+(\d+)", raw)[-1])
    out += b"%d 0 obj\n<< /Type /XRef /Size %d /W [1 4 2] /Index [%s] /Root %d 0 R " % (
        number,
        number + 1,
        listed,
        root,
    )
    out += b"/Info %d 0 R /Prev %d /Length %d >>\nstream\n" % (info, previous, len(entries))
    return out + entries + b"\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n" % xref_at


def _checked(path: Path) -> dict[str, object]:
    done = run("--lang", "en", "valida", str(path), "--salida", "json")
    assert done.exit_code in (0, 1), done.stderr
    deck: dict[str, object] = json.loads(done.stdout)["decks"][0]
    return deck


def _said(deck: dict[str, object]) -> list[str]:
    diagnostics = deck["diagnostics"]
    assert isinstance(diagnostics, list)
    return [d["message"] for d in diagnostics if d["rule"] == "sheet-edited"]


def test_an_object_filed_twice_in_one_stream_is_said_and_never_confirmed(tmp_path: Path) -> None:
    raw, widget = _sheet(tmp_path)
    twice = tmp_path / "twice.pdf"
    twice.write_bytes(_with_object_stream(raw, widget, [widget, widget], 1))
    deck = _checked(twice)
    assert deck["sheet_edited"] is True
    (said,) = _said(deck)
    assert said.startswith(f"1 object of the file ({widget}) is filed twice in its object stream")
    compared = run("--lang", "en", "compara", str(twice), str(DECKS / "Rose_Dragon.ydk"))
    assert compared.exit_code != 0 and "SAME DECK" not in compared.stdout


def test_an_index_that_holds_another_object_is_said(tmp_path: Path) -> None:
    raw, widget = _sheet(tmp_path)
    elsewhere = tmp_path / "elsewhere.pdf"
    elsewhere.write_bytes(_with_object_stream(raw, widget, [widget, widget + 100_000], 1))
    assert _checked(elsewhere)["sheet_edited"] is True


def test_an_object_stream_filed_as_written_is_read_as_the_sheet(tmp_path: Path) -> None:
    """What a PDF tool writes when it compresses objects (``qpdf --object-streams``):
    nothing to say."""
    raw, widget = _sheet(tmp_path)
    honest = tmp_path / "honest.pdf"
    honest.write_bytes(_with_object_stream(raw, widget, [widget], 0))
    deck = _checked(honest)
    assert deck["sheet_edited"] is False and _said(deck) == []
    compared = run("--lang", "en", "compara", str(honest), str(DECKS / "Rose_Dragon.ydk"))
    assert compared.exit_code == 0, compared.stdout


@pytest.mark.parametrize("pointer", [b"999999", b"0", b"17"])
def test_cross_references_each_reader_rebuilds_are_said(tmp_path: Path, pointer: bytes) -> None:
    """Said, or the file refused as damaged where pypdf cannot rebuild them (older pypdf
    does not from offset 0): never read as a sheet with nothing to say."""
    raw, _ = _sheet(tmp_path)
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(re.sub(rb"startxref\s+\d+", b"startxref\n" + pointer, raw))
    done = run("--lang", "en", "valida", str(broken), "--salida", "json")
    if done.exit_code == 2:
        assert "is a damaged PDF that cannot be read" in done.stderr
        return
    deck = json.loads(done.stdout)["decks"][0]
    assert deck["sheet_edited"] is True
    assert any(said.startswith("the file's cross-references do not say") for said in _said(deck))


def _classic_update(
    raw: bytes,
    bodies: list[tuple[int, bytes]],
    rows: list[tuple[int, int, int]] | None = None,
    previous_shift: int = 0,
) -> bytes:
    """``raw`` and an incremental update writing each ``(number, body)`` of ``bodies`` (``N 0
    obj``) and a cross-reference table of one-entry sections: ``rows`` of ``(number, offset,
    generation)`` (an offset below 0 is the written body's of that index, ``-1`` the first),
    each body filed as written without them; its ``/Prev`` moved ``previous_shift`` bytes."""
    import io

    from pypdf import PdfReader

    trailer = PdfReader(io.BytesIO(raw)).trailer
    root, info = trailer.raw_get("/Root").idnum, trailer.raw_get("/Info").idnum
    out = raw if raw.endswith(b"\n") else raw + b"\n"
    offsets = []
    for number, body in bodies:
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    if rows is None:
        rows = [(number, -1 - index, 0) for index, (number, _) in enumerate(bodies)]
    xref_at = len(out)
    previous = int(re.findall(rb"startxref\s+(\d+)", raw)[-1]) + previous_shift
    out += b"xref\n"
    for number, offset, generation in rows:
        at = offsets[-1 - offset] if offset < 0 else offset
        out += b"%d 1\n%010d %05d n \n" % (number, at, generation)
    out += b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R /Prev %d >>\n" % (
        int(trailer["/Size"]),
        root,
        info,
        previous,
    )
    return out + b"startxref\n%d\n%%%%EOF\n" % xref_at


def _offset(raw: bytes, number: int) -> int:
    """Where object ``number`` begins in ``raw``."""
    found = re.search(rb"\n%d 0 obj\n" % number, raw)
    assert found is not None
    return found.start() + 1


def _widget(raw: bytes, number: int) -> bytes:
    found = re.search(rb"\n%d 0 obj\n(.*?)endobj\n" % number, raw, re.S)
    assert found is not None
    return found.group(1).strip()


def _appearance_of(sheet: Path, field: str) -> int:
    """The number of the object that draws ``field``'s value."""
    from pypdf import PdfReader

    fields = PdfReader(sheet).trailer["/Root"]["/AcroForm"]["/Fields"]
    (widget,) = [ref.get_object() for ref in fields if ref.get_object().get("/T") == field]
    return int(widget["/AP"].raw_get("/N").idnum)


def _edited(tmp_path: Path, raw: bytes, widget: int) -> bytes:
    """The body of ``FIELD``'s widget edited to hold 1 and print it (the appearance of
    another field that prints 1)."""
    one = _appearance_of(tmp_path / "hoja.pdf", "Monster Card 10 Count")  # draws "1"
    edited = _widget(raw, widget).replace(b"/V (3)", b"/V (1)")
    edited = re.sub(rb"/N \d+ 0 R", b"/N %d 0 R" % one, edited)
    assert edited != _widget(raw, widget)
    return edited


def _never_confirmed(sheet: Path) -> None:
    """``sheet`` is said edited, a viewer drawing ``FIELD`` otherwise than ydkcheck reads
    it, and ``compara`` never finds it the same deck."""
    deck = _checked(sheet)
    assert deck["sheet_edited"] is True
    said = "otherwise than ydkcheck reads the file"
    assert any(said in message and FIELD in message for message in _said(deck)), _said(deck)
    compared = run("--lang", "en", "compara", str(sheet), str(DECKS / "Rose_Dragon.ydk"))
    assert compared.exit_code != 0 and "SAME DECK" not in compared.stdout


def test_a_generation_number_pdfium_ignores_prints_another_count(tmp_path: Path) -> None:
    """The edited widget, written ``N 0 obj``, is filed under generation 1: pypdf reads the
    honest one (references say ``N 0 R``), pdfium and poppler the edited one, printing 1."""
    raw, widget = _sheet(tmp_path)
    shifted = tmp_path / "generation.pdf"
    shifted.write_bytes(
        _classic_update(raw, [(widget, _edited(tmp_path, raw, widget))], [(widget, -1, 1)])
    )
    _never_confirmed(shifted)


def test_an_object_listed_twice_in_one_table_prints_another_count(tmp_path: Path) -> None:
    """One table files the widget twice, at the honest copy and at the edited one: pypdf
    takes the first, pdfium the last."""
    raw, widget = _sheet(tmp_path)
    rows = [(widget, _offset(raw, widget), 0), (widget, -1, 0)]
    twice = tmp_path / "listed-twice.pdf"
    twice.write_bytes(_classic_update(raw, [(widget, _edited(tmp_path, raw, widget))], rows))
    _never_confirmed(twice)


def test_a_previous_table_a_few_bytes_off_prints_another_count(tmp_path: Path) -> None:
    """An update writes the edited widget but files the honest one, its ``/Prev`` pointing
    three bytes past the table before it: pypdf looks around and finds that table, pdfium
    rebuilds the cross-references from the objects, the edited one last."""
    raw, widget = _sheet(tmp_path)
    rows = [(widget, _offset(raw, widget), 0)]
    bodies = [(widget, _edited(tmp_path, raw, widget))]
    off = tmp_path / "previous-off.pdf"
    off.write_bytes(_classic_update(raw, bodies, rows, previous_shift=3))
    _never_confirmed(off)


def test_an_appearance_filed_in_no_table_prints_otherwise(tmp_path: Path) -> None:
    """The widget's appearance is an object no table files, written twice (drawing 3, then
    1): pypdf searches the bytes and takes the first; pdfium finds none and prints nothing,
    poppler rebuilds and takes the last."""
    raw, widget = _sheet(tmp_path)
    honest = _appearance_of(tmp_path / "hoja.pdf", FIELD)
    one = _appearance_of(tmp_path / "hoja.pdf", "Monster Card 10 Count")
    unfiled = int(re.findall(rb"/Size (\d+)", raw)[-1]) + 50
    pointing = re.sub(rb"/N \d+ 0 R", b"/N %d 0 R" % unfiled, _widget(raw, widget))
    bodies = [(unfiled, _widget(raw, honest)), (unfiled, _widget(raw, one)), (widget, pointing)]
    sheet = tmp_path / "unfiled.pdf"
    sheet.write_bytes(_classic_update(raw, bodies, [(widget, -3, 0)]))
    _never_confirmed(sheet)


def test_a_field_freed_by_a_stream_pypdf_skips_prints_nothing(tmp_path: Path) -> None:
    """A cross-reference stream marks the widget free: pypdf skips the entry and reads the
    honest widget of the table before; pdfium frees it, and prints nothing there, as poppler
    does (a pdfium older than pypdfium2 4.28's read it as pypdf does, so the difference was
    not seen: that is pypdfium2's floor)."""

    raw, widget = _sheet(tmp_path)
    out = raw if raw.endswith(b"\n") else raw + b"\n"
    size = int(re.findall(rb"/Size (\d+)", raw)[-1])
    out = _closed_by_a_stream(raw, out, [(widget, struct.pack(">BIH", 0, 0, 1))], size)
    freed = tmp_path / "freed.pdf"
    freed.write_bytes(out)
    deck = _checked(freed)  # pdfium finds no such field: its box drawn blank is the page's
    assert deck["sheet_edited"] is True
    assert any("draws page 1 otherwise than ydkcheck reads" in m for m in _said(deck))
    compared = run("--lang", "en", "compara", str(freed), str(DECKS / "Rose_Dragon.ydk"))
    assert compared.exit_code != 0 and "SAME DECK" not in compared.stdout


@pytest.mark.parametrize(
    "hidden",
    [
        b"3 Tr",  # drawn invisible
        b"0 0 0 0 re W n",  # clipped to nothing
        b"0.01 0 0 0.01 0 0 cm",  # a speck
    ],
)
def test_a_count_drawn_as_a_path_under_a_hidden_value_is_never_confirmed(
    tmp_path: Path, hidden: bytes
) -> None:
    """The edited widget, under a generation pdfium follows and pypdf does not, keeps the
    value 3, and its appearance holds a "3" hidden from the paper and a "1" drawn as a
    path: pdfium's text read 3, the paper prints 1."""
    from pypdf import PdfReader

    raw, widget = _sheet(tmp_path)
    size = int(PdfReader(tmp_path / "hoja.pdf").trailer["/Size"])
    found = re.search(rb"/Rect\s*\[\s*([-0-9. ]+)\]", _widget(raw, widget))
    assert found is not None
    x0, y0, x1, y1 = (float(v) for v in found.group(1).split())
    width, height = x1 - x0, y1 - y0
    one = b"0 g %.1f 2 m %.1f 2 l %.1f %.1f l %.1f %.1f l h f" % (
        width / 2,
        width / 2 + 2,
        width / 2 + 2,
        height - 3,
        width / 2 - 2,
        height - 5,
    )
    three = b"q %s BT /F9 10 Tf 4 4 Td (3) Tj ET Q" % hidden
    drawing = b"/Tx BMC " + three + b" q " + one + b" Q EMC"
    font = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
    appearance = (
        b"<< /Type /XObject /Subtype /Form /BBox [0 0 %.2f %.2f] "
        b"/Resources << /Font << /F9 %d 0 R >> >> /Length %d >>\nstream\n%s\nendstream"
        % (width, height, size, len(drawing), drawing)
    )
    edited = re.sub(rb"/N \d+ 0 R", b"/N %d 0 R" % (size + 1), _widget(raw, widget))
    bodies = [(size, font), (size + 1, appearance), (widget, edited)]
    sheet = tmp_path / "path.pdf"
    sheet.write_bytes(
        _classic_update(raw, bodies, [(size, -1, 0), (size + 1, -2, 0), (widget, -3, 1)])
    )
    _never_confirmed(sheet)


def test_an_update_that_writes_a_field_again_as_it_was_is_read_as_the_sheet(
    tmp_path: Path,
) -> None:
    """What a reader saving a filled form writes: the same widget, filed as written."""
    raw, widget = _sheet(tmp_path)
    saved = tmp_path / "saved.pdf"
    saved.write_bytes(_classic_update(raw, [(widget, _widget(raw, widget))]))
    deck = _checked(saved)
    assert deck["sheet_edited"] is False and _said(deck) == []


def test_a_file_of_too_many_objects_to_write_anew_is_said_not_compared(tmp_path: Path) -> None:
    """Writing pypdf's reading anew takes some 40 µs an object: a 5 MiB file of tiny objects
    took seconds. Past ``MOST_OBJECTS`` the file is not compared, and that is said."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import ArrayObject, NameObject

    from ydkcheck.decks.sheet_viewer import MOST_OBJECTS

    _sheet(tmp_path)
    writer = PdfWriter(clone_from=PdfReader(tmp_path / "hoja.pdf"))
    junk = ArrayObject()
    for _ in range(MOST_OBJECTS // 1000 + 1):
        junk.append(
            writer._add_object(ArrayObject(writer._add_object(ArrayObject()) for _ in range(1000)))
        )
    writer._root_object[NameObject("/Junk")] = writer._add_object(junk)
    heavy = tmp_path / "heavy.pdf"
    writer.write(heavy)
    deck = _checked(heavy)
    assert deck["sheet_edited"] is True
    assert any(
        m.startswith("the file could not be drawn as ydkcheck reads it") for m in _said(deck)
    )


@pytest.mark.slow
def test_a_file_pypdf_writes_slowly_is_said_not_compared_in_bounded_time(tmp_path: Path) -> None:
    """A hostile review: arrays of arrays of 99,000 zeros, under a key of the catalog no
    check reads, took pypdf's writer 27 s (70 s packed in an object stream) and 1 GB. The
    file is written anew in the child, which gives up after ``WRITING_SECONDS``."""
    raw, _ = _sheet(tmp_path)
    catalog = _widget(raw, 1)
    assert catalog.endswith(b">>")
    size = int(re.findall(rb"/Size (\d+)", raw)[-1])
    count = (5 * 1024 * 1024 - len(raw) - 8192) // 2
    arrays = b" ".join(
        b"[" + b"0 " * min(99_000, count - k) + b"]" for k in range(0, count, 99_000)
    )
    bodies = [(1, catalog[:-2] + b" /Junk %d 0 R >>" % size), (size, b"[" + arrays + b"]")]
    heavy = tmp_path / "junk.pdf"
    heavy.write_bytes(_classic_update(raw, bodies))
    deck = _checked(heavy)
    assert deck["sheet_edited"] is True
    assert any(
        m.startswith("the file could not be drawn as ydkcheck reads it") for m in _said(deck)
    )
