"""A deck read from a PDF deck list: a sheet ``hoja`` wrote, or Konami's form filled in.

A PDF is input from strangers: it is read only up to ``MAX_SHEET_BYTES`` and ``MAX_PAGES``
pages; its streams decompress to at most ``sheet_limits.MAX_DECOMPRESSED`` bytes in all, its
field tree is walked each node once, within bounds (``sheet_limits``), and a PDF nested too
deep for Python's stack is damaged. A damaged, encrypted or field-less PDF is one
``InputError``.

A sheet ydkcheck wrote carries its exact deck (``sheet.qr``: the document information's
line): that deck is the sheet's, checked against its fingerprint, and what the visible fields
say now is compared with it: each difference is a ``sheet-edited`` warning at its field.
Konami's form filled by another program is read from its fields (``sheet_fields``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import logging
import warnings
from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

from ydkcheck.cards import CardDB
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.decks.model import SECTIONS, Deck
from ydkcheck.decks.reading import MAX_SHEET_BYTES
from ydkcheck.decks.sheet_fields import is_form, read_fields
from ydkcheck.decks.sheet_limits import (
    MAX_DECOMPRESSED,
    FieldTreeTooBig,
    FieldTwice,
    OverBudget,
    UnmeasuredFilter,
    decompression_budget,
    field_values,
    form_of,
    is_true,
)
from ydkcheck.decks.sheet_printed import printed_otherwise
from ydkcheck.decks.ydke import parse_ydke
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.errors import InputError
from ydkcheck.printable import printable, shortened
from ydkcheck.sheet.qr import INFO_KEY, read_payload

MAX_PAGES = 8


def read_sheet(raw: bytes, source: str, cards: CardDB) -> Deck:
    """The deck of the PDF ``raw`` (see the module's documentation)."""
    if len(raw) > MAX_SHEET_BYTES:
        raise InputError("sheet.too-big", source, most=MAX_SHEET_BYTES >> 20)
    printed: dict[str, str | None] = {}
    values, carried_line = form_fields(raw, source, printed)
    if not is_form(values):
        raise InputError("sheet.not-a-form", source)
    written = read_fields(values, source, cards)
    shown = [_printed(field, values[field], words) for field, words in printed.items()]
    carried = read_payload(carried_line)
    if carried is None:
        return dataclasses.replace(written, warnings=(*written.warnings, *shown))
    try:
        deck = parse_ydke(carried.url, source)
    except InputError as error:
        raise InputError("sheet.bad-carried", source) from error
    if fingerprint(deck, cards) != carried.fingerprint:
        raise InputError("sheet.bad-carried", source)
    edits = [_edited(problem) for problem in written.warnings]
    edits += _differences(deck, written, cards)
    edits += shown
    return Deck(
        source, deck.main, deck.extra, deck.side, warnings=tuple(edits), player=written.player
    )


def form_fields(
    raw: bytes, source: str, printed: dict[str, str | None] | None = None
) -> tuple[dict[str, str], str]:
    """The text fields of the PDF (name -> value) and its carried line ("" without one);
    InputError for a damaged, encrypted or too long PDF. ``printed``, when given, gets the
    fields that print other words than they hold (``sheet_printed``)."""
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    try:
        with _quiet(), decompression_budget():
            reader = PdfReader(io.BytesIO(raw), strict=False)
            if reader.is_encrypted:
                raise InputError("sheet.encrypted", source)
            root: Any = reader.trailer["/Root"]
            pages = root["/Pages"].get("/Count")  # as the file says: its pages are not walked
            if isinstance(pages, int) and pages > MAX_PAGES:
                raise InputError("sheet.too-many-pages", source, most=MAX_PAGES)
            form = form_of(root)
            appearances: dict[str, list[Any]] = {}
            values = field_values(form, appearances)
            redrawn = is_true(form.get("/NeedAppearances"))  # readers draw the fields anew
            if printed is not None and not redrawn:
                printed.update(printed_otherwise(values, appearances, reader.pages[0]))
            info = reader.metadata
            carried = _text(info.get(f"/{INFO_KEY}") if info is not None else None, 4096)
    except InputError:
        raise
    except OverBudget as error:
        raise InputError("sheet.too-much-data", source, most=MAX_DECOMPRESSED >> 20) from error
    except UnmeasuredFilter as error:
        name = printable(str(error).lstrip("/")[:40])
        raise InputError("sheet.unmeasured-filter", source, name=name) from error
    except FieldTreeTooBig as error:
        raise InputError("sheet.not-a-form", source) from error
    except FieldTwice as error:
        raise InputError("sheet.field-twice", source, field=printable(error.name[:60])) from error
    except (PyPdfError, RecursionError, ValueError, TypeError, KeyError) as error:
        raise InputError("sheet.damaged", source) from error
    except (AttributeError, IndexError, OverflowError, AssertionError, ZeroDivisionError) as error:
        raise InputError("sheet.damaged", source) from error  # pypdf on a broken file
    return values, carried


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """pypdf's log and warnings about a damaged file kept off stderr: the one line is ours."""
    log = logging.getLogger("pypdf")
    level = log.level
    log.setLevel(logging.CRITICAL + 1)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        log.setLevel(level)


def _text(value: object, most: int) -> str:
    """A field's value as text, cut at ``most`` characters ("" for anything but text)."""
    return value[:most] if isinstance(value, str) else ""


def _printed(field: str, value: str, words: str | None) -> Diagnostic:
    """A field that prints other words than it holds (None: what it prints is unreadable):
    the printed sheet and the file are two lists, so neither is confirmed."""
    held = printable(shortened(" ".join(value.split())))
    if words is None:
        params: dict[str, object] = {"field": printable(field[:60]), "value": held}
        return Diagnostic("sheet-edited", "sheet.printed-unread", params, severity=Severity.WARNING)
    params = {"field": printable(field[:60]), "value": held, "printed": printable(shortened(words))}
    return Diagnostic("sheet-edited", "sheet.printed", params, severity=Severity.WARNING)


def _edited(problem: Diagnostic) -> Diagnostic:
    """A problem at a field of a sheet ydkcheck wrote (``Monster 2: ...``): the field was
    edited after; the deck the sheet carries is still the sheet's."""
    return Diagnostic(
        "sheet-edited", problem.message_key, problem.params, severity=Severity.WARNING
    )


def _differences(deck: Deck, written: Deck, cards: CardDB) -> list[Diagnostic]:
    """A ``sheet-edited`` warning for each card whose copies in a section differ between the
    deck the sheet carries and what its fields say."""

    def identity(code: int) -> int:
        card = cards.get(code)
        return card.identity if card is not None else code

    found = []
    for section in SECTIONS:
        carried = Counter(map(identity, deck.section(section)))
        shown = Counter(map(identity, written.section(section)))
        for code in sorted(carried.keys() | shown.keys()):
            if carried[code] != shown[code]:
                card = cards.get(code)
                params: Mapping[str, object] = {
                    "name": card.name if card is not None else str(code),
                    "section": section,
                    "carried": carried[code],
                    "written": shown[code],
                }
                found.append(
                    Diagnostic(
                        "sheet-edited",
                        "sheet.edited",
                        dict(params),
                        card_id=code,
                        card_name=card.name if card is not None else None,
                        section=section,
                        severity=Severity.WARNING,
                    )
                )
    return found
