"""The sheet carries its deck for machines: a QR code on the page (decoded from the rendered
page, not from the bytes put in) and the same line in the PDF's document information."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
import zxingcpp
from helpers import run
from pypdf import PdfReader

from ydkcheck.cards import CardDB
from ydkcheck.decks import parse_ydke, read_deck, to_ydke
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.sheet.qr import INFO_KEY, Carried, payload, read_payload

REPO = Path(__file__).parents[2]
ROSE = str(REPO / "examples" / "decks" / "rose-dragon.ydk")


def rendered_codes(path: Path) -> list[str]:
    """The QR codes a decoder reads on the page rendered at 150 dpi, fields drawn."""
    # closed here, page before document: left to pdfium's exit handlers,
    # pypdfium2 4.2 ended the whole test run in a segmentation fault
    document = pypdfium2.PdfDocument(str(path))
    try:
        document.init_forms()
        page = document[0]
        bitmap = page.render(scale=150 / 72, may_draw_forms=True)
        image = bitmap.to_pil()
        bitmap.close()
        page.close()
    finally:
        document.close()
    return [code.text for code in zxingcpp.read_barcodes(image)]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_qr_code_on_the_page_holds_the_exact_deck_and_its_fingerprint(
    tmp_path, cards: CardDB, paper
):
    target = tmp_path / "hoja.pdf"
    assert run("hoja", ROSE, "-o", str(target), "--papel", paper).exit_code == 0
    deck = read_deck(ROSE, cards)
    expected = fingerprint(deck, cards)
    assert rendered_codes(target) == [payload(expected, to_ydke(deck))]
    carried = read_payload(rendered_codes(target)[0])
    assert carried is not None and carried.fingerprint == expected
    back = parse_ydke(carried.url)
    assert (back.main, back.extra, back.side) == (deck.main, deck.extra, deck.side)
    assert fingerprint(back, cards) == expected


def test_the_pdf_carries_the_same_line_in_its_document_information(tmp_path, cards: CardDB):
    target = tmp_path / "hoja.pdf"
    assert run("hoja", ROSE, "-o", str(target)).exit_code == 0
    metadata = PdfReader(target).metadata
    assert metadata is not None
    carried = read_payload(str(metadata[f"/{INFO_KEY}"]))
    deck = read_deck(ROSE, cards)
    assert carried == Carried(fingerprint(deck, cards), to_ydke(deck))


@pytest.mark.parametrize(
    "text",
    ["", "ydkcheck:1;", "ydkcheck:1;ABCD", "ydkcheck:2;ABCD;ydke://!!!", "ydke://AAAA!!!"],
)
def test_a_line_ydkcheck_did_not_write_is_not_a_carried_deck(text):
    assert read_payload(text) is None


def test_a_carried_line_reads_back():
    assert read_payload(payload("ABCD-EFGH", "ydke://x!y!z!")) == Carried(
        "ABCD-EFGH", "ydke://x!y!z!"
    )
