"""A sheet whose objects the readers of a PDF each find elsewhere is never confirmed.

A hostile review: an incremental update filed a count field's widget twice in one object
stream, the honest copy first and the edited one at the index the cross-references give.
pypdf, which ydkcheck reads fields with, takes the first copy; pdfium and poppler (Chrome,
Evince, printing) take the indexed one. The paper printed 1 Lonefire Blossom, and ydkcheck
read 3: LEGAL, SAME DECK, no word. A broken ``startxref`` did the same, each reader
rebuilding the cross-references its own way (pypdf finds an object's copy hidden in a
stream's data, pdfium skips streams).
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
    root, info = trailer.raw_get("/Root").idnum, trailer.raw_get("/Info").idnum
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
    xref_at = len(out)
    rows = sorted(
        [
            (number, struct.pack(">BIH", 2, stream_number, index)),
            (stream_number, struct.pack(">BIH", 1, stream_at, 0)),
            (xref_number, struct.pack(">BIH", 1, xref_at, 0)),
        ]
    )
    entries = b"".join(row for _, row in rows)
    listed = b" ".join(b"%d 1" % row_number for row_number, _ in rows)
    previous = int(re.findall(rb"startxref\s+(\d+)", raw)[-1])
    out += b"%d 0 obj\n<< /Type /XRef /Size %d /W [1 4 2] /Index [%s] /Root %d 0 R " % (
        xref_number,
        xref_number + 1,
        listed,
        root,
    )
    out += b"/Info %d 0 R /Prev %d /Length %d >>\nstream\n" % (info, previous, len(entries))
    out += entries + b"\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n" % xref_at
    return out


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
