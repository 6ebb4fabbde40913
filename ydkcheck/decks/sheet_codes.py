"""What a sheet's pages print, as a viewer draws them: the codes, read as a phone reads the
paper, against the deck read; and the text each field prints, against the value read.

Each page is rendered whole, with its form fields drawn (pdfium, through pypdfium2), and
searched for the codes a phone reads that can hold a URL: QR, Data Matrix, Aztec and PDF417
(zxing-cpp). A code that holds a deck (ydkcheck's line, or a ``ydke://`` URL) must hold the
deck read from the sheet; any other code, and a page printing ydkcheck's footer but no code
a reader can decode, is a ``sheet-edited`` warning: a judge or a simulator scanning the paper
would get another deck, or none, than the one ydkcheck confirmed. A code too small to decode
at 300 dpi (modules under about 0.1 mm) is not read.

The same child draws each page again from pypdf's reading of the file, written anew, and
compares the two drawings (``sheet_viewer``): a file two readers read otherwise prints
another sheet than ydkcheck reads.

The renderer is C code given a file a hostile player made, so it runs in a child process
(``python -E -m ydkcheck.decks.sheet_codes``, away from the current folder) with a deadline
and, where the system allows, a bound on its memory: a crash, a hang or a page that asks for
gigabytes stops the child, not ydkcheck, and the codes are said to be unchecked.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NamedTuple, TypeGuard

from ydkcheck.blas import one_thread_environment
from ydkcheck.cards import CardDB
from ydkcheck.decks.sheet_cut import cut_problems
from ydkcheck.decks.sheet_limits import MOST_PIXELS
from ydkcheck.decks.sheet_shown import printed_texts
from ydkcheck.decks.sheet_viewer import (
    Unlike,
    a_comparison,
    as_read,
    drawn_otherwise,
    drawn_problems,
)
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.printable import printable, shortened

# a phone's camera over a page sees about 300 dots an inch; a code partly under a field's
# text decodes there and not at 200
RENDER_DPI = 300
LONG_SIDE = 3508  # pixels at the least: A4 at 300 dpi; a small page, printed to fit, grows
MOST_PAGES = 8  # as ``sheet.MAX_PAGES``: a longer file is refused before this runs
# the codes a phone's camera reads that can hold a deck's URL (a Micro QR code cannot)
FORMATS = ("QRCode", "DataMatrix", "Aztec", "PDF417")
MOST_CODES = 256  # different texts kept from a file; past them the codes are said unread
DECODER_LIMIT = 255  # zxing-cpp stops at this many codes of one format on an image
MOST_TEXT = 4096  # characters kept of a code; a full deck's line is about 600
SECONDS = 20.0  # the child's deadline: a sheet is read in half a second
MOST_MEMORY = 2 << 30  # bytes of data for the child, where the system bounds it
# -E: no PYTHON* variable read; run from the folder that holds the ydkcheck package, so the
# current folder (a player's, perhaps) is not on the child's path, and ydkcheck is found
# however it was installed (a user's site, a checkout)
RENDERER = (sys.executable, "-E", "-m", "ydkcheck.decks.sheet_codes")
PACKAGE_ROOT = Path(__file__).resolve().parents[2]
BROKEN = "?"  # what ``deck_held`` says of a code whose deck does not read
WARNING = Severity.WARNING


class CodesUnread(Exception):
    """The pages could not be rendered and searched: in time (``slow``), whole (``many``:
    more codes than are read), or at all."""

    def __init__(self, slow: bool = False, many: bool = False) -> None:
        super().__init__("slow" if slow else "many" if many else "failed")
        self.slow, self.many = slow, many


class Fields(NamedTuple):
    """A sheet's fields as ydkcheck reads them: each one's value, and those whose printing
    is said already (``sheet``)."""

    values: Mapping[str, str]
    said: set[str]


class Printed(NamedTuple):
    """What a viewer prints of a sheet: the text of each code its pages print; how its
    pages draw otherwise than pypdf's reading of it (``sheet_viewer.drawn_problems``'s
    input: None when they were not compared)."""

    codes: list[str]
    drawn: object
    fields: list[tuple[str, str]]  # a text field's name, and what a widget of it prints


def printed_pages(raw: bytes) -> Printed:
    """What the PDF ``raw``'s pages print, read in a child process, and how they draw
    otherwise than pypdf's reading of it; ``CodesUnread`` when the child does not finish,
    fails, or answers otherwise than it should."""
    if not sys.executable:
        raise CodesUnread()
    child_env = one_thread_environment(os.environ)
    try:
        done = subprocess.run(
            RENDERER,
            input=raw,
            capture_output=True,
            timeout=SECONDS,
            env=child_env,
            cwd=PACKAGE_ROOT,
            check=False,
        )
    except subprocess.TimeoutExpired as error:
        raise CodesUnread(slow=True) from error
    except OSError as error:
        raise CodesUnread() from error
    if done.returncode != 0:
        raise CodesUnread()
    try:
        answer = json.loads(done.stdout)
    except ValueError as error:
        raise CodesUnread() from error
    texts = answer.get("codes") if isinstance(answer, dict) else None
    if not isinstance(texts, list) or not all(isinstance(text, str) for text in texts):
        raise CodesUnread()
    if answer.get("more") is not False:  # past what is read: one more may be another deck
        raise CodesUnread(many=True)
    drawn = answer.get("drawn")
    fields = answer.get("fields")
    if not a_comparison(drawn) or not _pairs_of_texts(fields):
        raise CodesUnread()
    return Printed(texts, drawn, [(field, shown) for field, shown in fields])


def _pairs_of_texts(answer: object) -> TypeGuard[list[list[str]]]:
    """Whether the child's ``answer`` is a list of ``[field, text]``."""
    return isinstance(answer, list) and all(
        isinstance(pair, list) and len(pair) == 2 and all(isinstance(text, str) for text in pair)
        for pair in answer
    )


def page_problems(
    raw: bytes, read: str, expected: bool, cards: CardDB, fields: Fields
) -> list[Diagnostic]:
    """``sheet-edited`` warnings for what the PDF ``raw`` prints otherwise than it reads:
    each page that draws otherwise than pypdf's reading of it (``sheet_viewer``), naming its
    fields; each of its ``fields`` whose widget prints other text than it holds, as part of a
    name cut by its box (``sheet_shown``, ``sheet_cut``); each code that is not the deck whose
    fingerprint is ``read``, no such code when one is ``expected`` (a page that prints a
    ydkcheck footer, which a QR code sits beside; Konami's form filled by ``hoja`` carries its
    deck but prints no code), or the pages, when they could not be read."""
    try:
        printed = printed_pages(raw)
    except CodesUnread as unread:
        key = "sheet.codes-slow" if unread.slow else "sheet.codes-failed"
        if unread.many:
            key = "sheet.codes-many"
        return [Diagnostic("sheet-edited", key, {}, severity=WARNING)]
    found = drawn_problems(printed.drawn)
    found += cut_problems(fields.values, printed.fields, fields.said, cards)
    return found + _code_problems(printed.codes, read, expected, cards)


def _code_problems(texts: list[str], read: str, expected: bool, cards: CardDB) -> list[Diagnostic]:
    """A warning for each code of ``texts`` that is not the deck whose fingerprint is
    ``read``, and for none when one is ``expected``."""
    found = []
    ours = False
    for text in texts:
        held = deck_held(text, cards)
        if held == read:
            ours = True
            continue
        if held == BROKEN:
            key, params = "sheet.page-code-broken", {}
        elif held is not None:
            key, params = "sheet.page-code", {"printed": held, "read": read}
        else:
            key, params = "sheet.page-code-other", {"text": printable(shortened(text))}
        found.append(Diagnostic("sheet-edited", key, params, severity=WARNING))
    if expected and not ours and not found:
        found.append(Diagnostic("sheet-edited", "sheet.page-code-missing", {}, severity=WARNING))
    return found


def deck_held(text: str, cards: CardDB) -> str | None:
    """The fingerprint of the deck a code's ``text`` loads: ydkcheck's line (whose URL and
    fingerprint must agree) or a bare ``ydke://`` URL; ``BROKEN`` for a deck that does not
    read so; None for text that holds no deck."""
    from ydkcheck.decks.fingerprint import fingerprint
    from ydkcheck.decks.ydke import parse_ydke
    from ydkcheck.errors import InputError
    from ydkcheck.sheet.qr import read_payload

    carried = read_payload(text)
    url = carried.url if carried is not None else text.strip()
    if carried is None and not url.lower().startswith("ydke://"):
        return None
    try:
        held = fingerprint(parse_ydke(url), cards)
    except InputError:
        return BROKEN
    if carried is not None and carried.fingerprint != held:
        return BROKEN  # a simulator loads the URL, a judge reads the fingerprint
    return held


def _bound_memory() -> None:
    """Bound the child's data (its heap, its bitmaps) where the system allows it. Not its
    address space: pdfium's allocator reserves more than it uses, and pypdfium2 4's build
    stops at start under a bound on it."""
    try:
        import resource
    except ImportError:  # not on Windows
        return
    try:
        _, hard = resource.getrlimit(resource.RLIMIT_DATA)
        most = MOST_MEMORY if hard == resource.RLIM_INFINITY else min(MOST_MEMORY, hard)
        resource.setrlimit(resource.RLIMIT_DATA, (most, hard))
    except (ValueError, OSError):  # a system that refuses the bound
        return


def _page_codes(page: Any, zxingcpp: Any) -> tuple[list[str], bool]:
    """The text of the codes one page prints, and whether it could not be read whole: the
    decoder stopped at its limit, or the page is too big to draw at ``RENDER_DPI``. The part
    a viewer shows (the crop box) is drawn at that resolution at the least, as a page printed
    to fit the paper grows; what lies outside it (the media box, which some printers print)
    is drawn apart, at the resolution it fits."""
    crop, media = tuple(page.get_cropbox()), tuple(page.get_mediabox())
    texts: list[str] = []
    unread = False
    for index, box in enumerate((crop,) if crop == media else (crop, media)):
        page.set_cropbox(*box)
        width, height = page.get_size()
        if not (width > 0 and height > 0):
            continue
        scale = max(RENDER_DPI / 72, LONG_SIDE / max(width, height))
        most = (MOST_PIXELS / (width * height)) ** 0.5
        unread = unread or (index == 0 and most < RENDER_DPI / 72)  # a page too big to read
        found, full = _drawn_codes(page, min(scale, most), zxingcpp)
        texts += found
        unread = unread or full
    return texts, unread


def _drawn_codes(page: Any, scale: float, zxingcpp: Any) -> tuple[list[str], bool]:
    """The codes of ``page`` drawn at ``scale``, and whether the decoder stopped at its
    limit of codes of one format."""
    bitmap = page.render(scale=scale, may_draw_forms=True, grayscale=True)
    texts: list[str] = []
    full = False
    try:
        pixels = bitmap.to_numpy()
        if pixels.ndim == 3:  # pypdfium2 before 5 keeps a channel's axis
            pixels = pixels[:, :, 0]
        for name in FORMATS:  # one format a call: how to ask for several changed in 3.0
            found = zxingcpp.read_barcodes(pixels, formats=getattr(zxingcpp.BarcodeFormat, name))
            full = full or len(found) >= DECODER_LIMIT
            texts += [code.text[:MOST_TEXT] for code in found]
    finally:
        bitmap.close()
    return texts, full


def main() -> None:
    """The child: the PDF on standard input; on output, as JSON, the different texts of the
    codes its pages print (``codes``), whether some could not be read (``more``: more codes
    than are read, or a page too big to draw), how its pages draw otherwise than pypdf's
    reading of it (``drawn``: ``[page, fields]`` each; null when not compared), and what
    each text field's widget prints (``fields``: ``[field, text]`` each, ``sheet_shown``)."""
    _bound_memory()
    raw = sys.stdin.buffer.read()
    import pypdfium2
    import zxingcpp

    # pypdf's reading, written anew, here: a file that makes it slow or greedy (arrays of
    # arrays the writer copies) meets the child's deadline and bound on memory
    rewritten = as_read(raw)
    document = pypdfium2.PdfDocument(raw)
    texts: dict[str, None] = {}
    more = False
    try:
        document.init_forms()
        pages = range(min(len(document), MOST_PAGES))
        drawn = _compared(document, rewritten, len(pages)) if rewritten else None
        fields = printed_texts(raw, len(pages))
        for index in pages:  # after the comparison: drawing codes moves a page's crop box
            page = document[index]
            try:  # a page is closed before its document: pypdfium2 4.2 crashes at exit else
                found, full = _page_codes(page, zxingcpp)
            finally:
                page.close()
            texts.update(dict.fromkeys(found))
            more = more or full or len(texts) > MOST_CODES
    finally:
        document.close()
    answer = {"codes": list(texts)[:MOST_CODES], "more": more, "drawn": drawn, "fields": fields}
    json.dump(answer, sys.stdout)


def _compared(document: Any, rewritten: bytes, pages: int) -> list[list[object]] | None:
    """How the first ``pages`` pages of ``document`` draw otherwise than those of
    ``rewritten`` (``as_read``'s); None when they cannot be compared."""
    import pypdfium2

    try:
        other = pypdfium2.PdfDocument(rewritten)
    except pypdfium2.PdfiumError:
        return None
    try:
        other.init_forms()
        return [[drawn.page, drawn.fields] for drawn in drawn_otherwise(document, other, pages)]
    except Unlike:
        return None
    finally:
        other.close()


if __name__ == "__main__":
    main()
