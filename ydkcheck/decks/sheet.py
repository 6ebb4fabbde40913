"""A deck read from a PDF deck list: a sheet ``hoja`` wrote, or Konami's form filled in.

A PDF is input from strangers: it is read only up to ``MAX_SHEET_BYTES`` and ``MAX_PAGES``
pages; its streams decompress to at most ``sheet_limits.MAX_DECOMPRESSED`` bytes in all, its
field tree is walked each node once, within bounds (``sheet_limits``), and a PDF nested too
deep for Python's stack is damaged. A damaged, encrypted or field-less PDF is one
``InputError``.

A sheet ydkcheck wrote carries its exact deck (``sheet.qr``: the document information's
line): that deck is the sheet's, checked against its fingerprint, and what the visible fields
say now is compared with it: each difference is a ``sheet-edited`` warning at its field.
Whatever the file, the QR codes its pages print must hold the deck read (``sheet_codes``).
Konami's form filled by another program is read from its fields (``sheet_fields``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import logging
import re
import warnings
from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any, NamedTuple

from ydkcheck.cards import CardDB
from ydkcheck.decks.fingerprint import fingerprint, normalised
from ydkcheck.decks.model import SECTIONS, Deck
from ydkcheck.decks.reading import MAX_SHEET_BYTES
from ydkcheck.decks.sheet_actions import form_actions, layer_count, rich_texts
from ydkcheck.decks.sheet_codes import Fields, page_problems
from ydkcheck.decks.sheet_cut import names_only_its_card, printed_problem
from ydkcheck.decks.sheet_fields import is_form, read_fields
from ydkcheck.decks.sheet_fit import cut_short
from ydkcheck.decks.sheet_limits import (
    MAX_DECOMPRESSED,
    FieldShownOtherwise,
    FieldTreeTooBig,
    FieldTwice,
    OverBudget,
    UnmeasuredFilter,
    decompression_budget,
    field_values,
    form_of,
    is_true,
    normal_appearance,
)
from ydkcheck.decks.sheet_printed import (
    MOST_PAGE_BYTES,
    covered_fields,
    drawing_annotations,
    drawing_bytes,
    form_renames_glyphs,
    page_lines,
    pictures_over_fields,
    printed_otherwise,
    shown_otherwise,
)
from ydkcheck.decks.sheet_structure import misfiled_objects, repairs
from ydkcheck.decks.ydke import parse_ydke
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.errors import InputError
from ydkcheck.printable import printable, shortened
from ydkcheck.sheet.qr import INFO_KEY, read_payload

MAX_PAGES = 8
KEY_TWICE = "Multiple definitions in dictionary"  # what pypdf logs of a key defined twice
MOST_KEYS_TWICE = 8  # named in the warning
MAX_NAME = 100  # characters: the longest card name
# a line a page prints with a count before or after a name: "3 Name", "3x Name", "Name x3"
COUNT_BEFORE = re.compile(r"[0-9]{1,2}\s*[x×]?\s+(.+)")
COUNT_AFTER = re.compile(r"(.+?)\s+[x×]?\s*[0-9]{1,2}")
# a fingerprint as a page may print it: seven groups of four base-32 digits (``hoja``'s
# footer), in any case, with any dashes or blanks between the groups, or none
LEAST_DIGITS = 1  # of the 28: a real fingerprint has none with odds of 3 in 100,000
_SEPARATOR = "[\\s\\-\u2010-\u2015\u2212]{0,2}"
PRINTED_FINGERPRINT = re.compile(
    rf"(?<![0-9A-Za-z])[0-9A-Za-z]{{4}}(?:{_SEPARATOR}[0-9A-Za-z]{{4}}){{6}}(?![0-9A-Za-z])"
)
# why a field is shown otherwise than its value (``FieldShownOtherwise.why``): its message
FIELD_SHOWN_OTHERWISE = {
    "choice": "sheet.field-choice",
    "longer": "sheet.field-longer",
    "password": "sheet.field-password",
    "file": "sheet.field-file",
    "parent": "sheet.field-parent",
    "value": "sheet.field-value",
}


class Drawn(NamedTuple):
    """What a form's pages print otherwise than its fields hold (``sheet_printed``)."""

    printed: dict[str, str | None]  # fields whose widget prints other words: the words
    shown: dict[str, int]  # fields holding text the pages show other than once: how often
    lines: list[str]  # the lines of text the pages draw outside the fields
    annotations: list[str]  # the kind of each annotation that is no field and draws
    heavy: list[int]  # the bytes the pages draw with, when too many to read their text
    pages: list[int]  # how many pages the sheet has, when more than one
    pictures: list[int]  # how many pictures the pages draw over the fields' boxes
    actions: set[str]  # the kinds of action a reader would run that are not the form's own
    layers: list[int]  # how many layers (optional content) the file has, when it has any
    twice: list[str]  # the keys a dictionary of the file defines twice
    # where readers may find other objects (``sheet_structure``): how many times pypdf
    # rebuilt the cross-references, when it did; the objects filed twice or at another index
    repaired: list[int]
    misfiled: list[int]
    # fields whose box cuts the text a reader draws anew (``sheet_fit``): what it shows
    cut: dict[str, str | None]

    @classmethod
    def nothing(cls) -> Drawn:
        """Nothing found yet, for ``form_fields`` to fill."""
        return cls({}, {}, [], [], [], [], [], set(), [], [], [], [], {})


def read_sheet(raw: bytes, source: str, cards: CardDB) -> Deck:
    """The deck of the PDF ``raw`` (see the module's documentation)."""
    if len(raw) > MAX_SHEET_BYTES:
        raise InputError("sheet.too-big", source, most=MAX_SHEET_BYTES >> 20)
    drawn = Drawn.nothing()
    values, carried_line = form_fields(raw, source, drawn)
    if not is_form(values):
        raise InputError("sheet.not-a-form", source)
    written = read_fields(values, source, cards)
    shown = [printed_problem(field, values[field], words) for field, words in drawn.printed.items()]
    shown += [
        printed_problem(field, values[field], words)
        for field, words in drawn.cut.items()
        if field not in drawn.printed and not names_only_its_card(values[field], words, cards)
    ]
    shown += [_shown(field, values[field], times) for field, times in drawn.shown.items()]
    shown += _page_cards(drawn.lines, cards)
    shown += [_annotation(kind) for kind in drawn.annotations]
    shown += [_heavy(size) for size in drawn.heavy]
    shown += [_pages(count) for count in drawn.pages]
    shown += [_pictures(count) for count in drawn.pictures]
    if drawn.actions:
        shown.append(_actions(drawn.actions))
    shown += [_layers(count) for count in drawn.layers]
    if drawn.twice:
        shown.append(_twice(drawn.twice))
    if drawn.repaired:
        shown.append(Diagnostic("sheet-edited", "sheet.xref-repaired", severity=Severity.WARNING))
    if drawn.misfiled:
        shown.append(_misfiled(drawn.misfiled))
    printed = page_fingerprints(drawn.lines)  # a ydkcheck page's footer: a QR code beside it
    said = {*drawn.printed, *drawn.cut, *drawn.shown}  # fields whose printing is said already
    fields = Fields(values, said)
    carried = read_payload(carried_line)
    if carried is None:
        read = fingerprint(written, cards)
        shown += _page_fingerprints(printed, read)
        shown += page_problems(raw, read, bool(printed), cards, fields)
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
    edits += _page_fingerprints(printed, carried.fingerprint)
    edits += page_problems(raw, carried.fingerprint, bool(printed), cards, fields)
    return Deck(
        source, deck.main, deck.extra, deck.side, warnings=tuple(edits), player=written.player
    )


def form_fields(
    raw: bytes, source: str, drawn: Drawn | None = None, info_key: str = INFO_KEY
) -> tuple[dict[str, str], str]:
    """The text fields of the PDF (name -> value) and its carried line, the document
    information's ``info_key`` ("" without one); InputError for a damaged, encrypted or too
    long PDF. ``drawn``, when given, gets what the pages print otherwise than the fields
    hold (``sheet_printed``)."""
    from pypdf import PdfReader
    from pypdf.errors import DependencyError, PyPdfError

    try:
        with _quiet() as said, decompression_budget():
            reader = PdfReader(io.BytesIO(raw), strict=False)
            if reader.is_encrypted:
                raise InputError("sheet.encrypted", source)
            root: Any = reader.trailer["/Root"]
            pages = root["/Pages"].get("/Count")  # as the file says: its pages are not walked
            if isinstance(pages, int) and pages > MAX_PAGES:
                raise InputError("sheet.too-many-pages", source, most=MAX_PAGES)
            form = form_of(root)
            widgets: dict[str, list[Any]] = {}
            values = field_values(form, widgets)
            if drawn is not None:
                _drawn(drawn, values, widgets, reader.pages, form)
                drawn.actions.update(form_actions(root, form, reader.pages, widgets))
                for name, rich in rich_texts(widgets).items():  # drawn instead of the value
                    drawn.printed.setdefault(name, rich)
                count = layer_count(root)
                if count:
                    drawn.layers.append(count)
            info = reader.metadata
            carried = _text(info.get(f"/{info_key}") if info is not None else None, 4096)
            if drawn is not None:
                drawn.twice.extend(said.twice)
                drawn.misfiled.extend(misfiled_objects(reader))
                if said.repairs:
                    drawn.repaired.append(said.repairs)
    except InputError:
        raise
    except OverBudget as error:
        raise InputError("sheet.too-much-data", source, most=MAX_DECOMPRESSED >> 20) from error
    except UnmeasuredFilter as error:
        name = printable(str(error).lstrip("/")[:40])
        raise InputError("sheet.unmeasured-filter", source, name=name) from error
    except DependencyError as error:  # AES, even with no password to open it: not decrypted
        raise InputError("sheet.encrypted", source) from error
    except FieldTreeTooBig as error:
        raise InputError("sheet.not-a-form", source) from error
    except FieldTwice as error:
        raise InputError("sheet.field-twice", source, field=printable(error.name[:60])) from error
    except FieldShownOtherwise as error:
        field = printable(error.name[:60])
        key = FIELD_SHOWN_OTHERWISE[error.why]
        raise InputError(key, source, field=field) from error
    except (PyPdfError, RecursionError, ValueError, TypeError, KeyError) as error:
        raise InputError("sheet.damaged", source) from error
    except (AttributeError, IndexError, OverflowError, AssertionError, ZeroDivisionError) as error:
        raise InputError("sheet.damaged", source) from error  # pypdf on a broken file
    return values, carried


def _drawn(
    drawn: Drawn, values: dict[str, str], widgets: dict[str, list[Any]], pages: Any, form: Any
) -> None:
    """Fill ``drawn`` for the fields ``values`` and their ``widgets`` on ``pages``. When the
    ``form`` asks readers to draw every field anew (``NeedAppearances``), a field is drawn by
    the form's fonts: one that renames its glyphs prints other letters than the value's, so
    no field holding text is confirmed; and its stored appearance, which some readers and
    printers draw all the same, counts when it prints words or draws shapes (one left
    blank, as a form filled by a program keeps it, prints nothing)."""
    printed = printed_otherwise(values, widgets, pages[0])
    if not is_true(form.get("/NeedAppearances")):
        drawn.printed.update(printed)
        if form_renames_glyphs(form):  # a field with no appearance is drawn by those fonts
            drawn.printed.update((name, None) for name in _unshown(values, widgets))
    else:
        drawn.printed.update((name, words) for name, words in printed.items() if words != "")
        if form_renames_glyphs(form):
            drawn.printed.update((name, None) for name, value in values.items() if value.strip())
    for covered in covered_fields(values, widgets, pages):  # what it prints is hidden
        drawn.printed.setdefault(covered, None)
    drawn.cut.update(cut_short(values, widgets, form))  # "Heavy Storm" of a longer name
    drawn.shown.update(shown_otherwise(values, widgets, pages, form))
    size = drawing_bytes(pages)
    if size > MOST_PAGE_BYTES:
        drawn.heavy.append(size)
    else:
        drawn.lines.extend(page_lines(pages))
    drawn.annotations.extend(drawing_annotations(pages, widgets))
    pictures = pictures_over_fields(pages, widgets)
    if pictures:
        drawn.pictures.append(pictures)
    if len(pages) > 1:  # a deck list is one page: another may print an addendum
        drawn.pages.append(len(pages))


class _Said(logging.Handler):
    """What pypdf says of a file as it reads it, kept off stderr (the one line is ours): the
    keys a dictionary defines twice, of which pypdf takes the first and other readers the
    last."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.twice: list[str] = []
        self.repairs = 0  # what pypdf read otherwise than the file files it (``repairs``)

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()  # "... at byte 0x1f2 for key /Contents", any pypdf
        if message.startswith(KEY_TWICE) and len(self.twice) < MOST_KEYS_TWICE:
            self.twice.append(printable(message.rpartition(" for key ")[2][:40]))
        if repairs(message):
            self.repairs += 1


def _unshown(values: dict[str, str], widgets: dict[str, list[Any]]) -> list[str]:
    """The fields holding text none of whose widgets has an appearance of its own: a
    reader draws them anew, by the form's fonts."""
    return [
        name
        for name, placed in widgets.items()
        if values.get(name, "").strip() and all(normal_appearance(w) is None for w in placed)
    ]


@contextlib.contextmanager
def _quiet() -> Iterator[_Said]:
    """pypdf's log and warnings about a damaged file kept off stderr, what it says kept."""
    log = logging.getLogger("pypdf")
    level, propagate = log.level, log.propagate
    said = _Said()
    log.setLevel(logging.WARNING)
    log.propagate = False
    log.addHandler(said)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield said
    finally:
        log.removeHandler(said)
        log.setLevel(level)
        log.propagate = propagate


def _text(value: object, most: int) -> str:
    """A field's value as text, cut at ``most`` characters ("" for anything but text)."""
    return value[:most] if isinstance(value, str) else ""


def _shown(field: str, value: str, times: int) -> Diagnostic:
    """A field holding text that the pages show ``times`` times, not once."""
    held = printable(shortened(" ".join(value.split())))
    params = {"field": printable(field[:60]), "value": held, "times": times}
    return Diagnostic("sheet-edited", "sheet.shown", params, severity=Severity.WARNING)


def _heavy(size: int) -> Diagnostic:
    """Pages drawn too heavily to be read for text outside the fields."""
    params = {"kb": size >> 10, "most": MOST_PAGE_BYTES >> 10}
    return Diagnostic("sheet-edited", "sheet.page-heavy", params, severity=Severity.WARNING)


def _pages(count: int) -> Diagnostic:
    """A sheet of more than one page, as a deck list has one."""
    params = {"count": count}
    return Diagnostic("sheet-edited", "sheet.pages", params, severity=Severity.WARNING)


def _actions(kinds: set[str]) -> Diagnostic:
    """Actions a PDF reader runs on opening, printing or filling the form that are not the
    form's own: they can change what it shows and prints after ydkcheck has read it."""
    params = {"kinds": printable(", ".join(sorted(kinds)))}
    return Diagnostic("sheet-edited", "sheet.actions", params, severity=Severity.WARNING)


def _layers(count: int) -> Diagnostic:
    """Layers (optional content): a reader may show one on screen and print another."""
    params = {"count": count}
    return Diagnostic("sheet-edited", "sheet.layers", params, severity=Severity.WARNING)


def _twice(keys: list[str]) -> Diagnostic:
    """Keys a dictionary of the file defines twice: readers differ on which one they take."""
    params = {"keys": ", ".join(dict.fromkeys(keys))}
    return Diagnostic("sheet-edited", "sheet.keys-twice", params, severity=Severity.WARNING)


def _misfiled(numbers: list[int]) -> Diagnostic:
    """Objects an object stream holds twice, or at another index than the cross-references
    say: readers differ on which copy they take."""
    params = {"objects": ", ".join(map(str, numbers)), "count": len(numbers)}
    return Diagnostic("sheet-edited", "sheet.objects-misfiled", params, severity=Severity.WARNING)


def _pictures(count: int) -> Diagnostic:
    """Pictures the page draws over the fields' boxes: they print what no field holds."""
    params = {"count": count}
    return Diagnostic("sheet-edited", "sheet.pictures", params, severity=Severity.WARNING)


def _annotation(kind: str) -> Diagnostic:
    """An annotation that is no field and draws on the page (a free text, a stamp)."""
    params = {"kind": printable(kind)}
    return Diagnostic("sheet-edited", "sheet.annotation", params, severity=Severity.WARNING)


def _page_cards(lines: list[str], cards: CardDB) -> list[Diagnostic]:
    """A warning for each line a page draws outside the fields that names a card (with a
    count or without), by its name, or after a count as a list's shorthand names one
    (``3 Maxx``, which Konami's policy reads as that card): the printed sheet and the file
    are then two lists. A shorthand alone is no card here: a form's labels read as ones
    (``Evento``, ``Ronda``, ``Dragon Duel``)."""
    from ydkcheck.cards.matching import name_index
    from ydkcheck.decks.text_names import shorthand_of

    index = name_index(cards)
    found = []
    for line in lines:
        text = " ".join(line.split())
        said = [text, text.split(":", 1)[-1].strip()]  # "Side: 3 Name": its label aside
        counted = [found.group(1) for line in said for found in _counted(line)]
        names = [name for name in (*said, *counted) if len(name) <= MAX_NAME]
        first = [match.group(1) for line in said if (match := COUNT_BEFORE.fullmatch(line))]
        if any(index.find(name).card is not None for name in names) or any(
            shorthand_of(name, cards) is not None for name in first if len(name) <= MAX_NAME
        ):
            params = {"text": printable(shortened(text))}
            found.append(
                Diagnostic("sheet-edited", "sheet.page-card", params, severity=Severity.WARNING)
            )
    return found


def page_fingerprints(lines: list[str]) -> set[str]:
    """The fingerprints the lines a page draws print (a ydkcheck sheet's footer), however
    written, and across the lines (a fingerprint broken over two)."""
    found = set()
    for text in (*lines, " ".join(lines)):
        for written in PRINTED_FINGERPRINT.findall(text):
            shown = normalised(written)
            # a fingerprint's 28 digits of base 32 hold digits; seven words of four letters
            # of a form's text ("THIS FORM MUST ...") hold none
            if shown is not None and sum(char.isdigit() for char in shown) >= LEAST_DIGITS:
                found.add(shown)
    return found


def _page_fingerprints(printed: set[str], read: str) -> list[Diagnostic]:
    """A warning for each fingerprint the pages print (``printed``) that is not ``read``'s,
    the deck read from the sheet: a page ydkcheck wrote for another deck, its QR code and
    footer kept, under fields and a carried deck made to agree with each other (or its
    carried deck taken out, to pass for Konami's form filled in)."""
    return [
        Diagnostic(
            "sheet-edited",
            "sheet.page-fingerprint",
            {"printed": other, "read": read},
            severity=Severity.WARNING,
        )
        for other in sorted(printed - {read})
    ]


def _counted(text: str) -> list[re.Match[str]]:
    """``text`` read as a count and a name, each way it can be."""
    return [found for pattern in (COUNT_BEFORE, COUNT_AFTER) if (found := pattern.fullmatch(text))]


def _edited(problem: Diagnostic) -> Diagnostic:
    """A problem at a field of a sheet ydkcheck wrote (``Monster 2: ...``): the field was
    edited after; the deck the sheet carries is still the sheet's."""
    return Diagnostic(
        "sheet-edited", problem.message_key, problem.params, severity=Severity.WARNING
    )


def _differences(deck: Deck, written: Deck, cards: CardDB) -> list[Diagnostic]:
    """A ``sheet-edited`` warning for each card whose copies in a section differ between the
    deck the sheet carries and what its fields say. Cards are told apart as a deck check
    tells them (``CardDB.check_identity``): an alternate artwork is its card, a card only
    counted as another is not that card (Fusion Substitute, Polymerization), nor is a
    simulator's passcode of its card's text before its errata (EDOPro's 504700178, Sangan)."""
    card_of = cards.check_identity
    found = []
    for section in SECTIONS:
        carried = Counter(map(card_of, deck.section(section)))
        shown = Counter(map(card_of, written.section(section)))
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
