"""One run of ``hoja``: check the deck, lay out its sheet, draw it and write it.

The deck is checked as ``valida`` checks it: an illegal deck still gets its sheet, and its
problems are among the lines the command says on stderr. Without a target the sheet is the
deck's name with ``.pdf`` in the current folder (``hoja.pdf`` for a URL or standard input);
``-`` is standard output.
"""

from __future__ import annotations

from typing import NamedTuple

from ydkcheck.cards import CardDB, open_card_db
from ydkcheck.cards.naming import CardNamer
from ydkcheck.decks import read_deck, to_ydke
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.decks.partial import left_out as lines_left_out
from ydkcheck.decks.partial import refuse
from ydkcheck.decks.reading import MAX_SHEET_BYTES, PDF_MAGIC, read_file
from ydkcheck.decks.sheet import Drawn, form_fields, page_fingerprints, read_sheet
from ydkcheck.decks.sheet_fields import is_form
from ydkcheck.diagnostics import SHEET_EDITED, Severity
from ydkcheck.errors import InputError, Listed, Phrase
from ydkcheck.i18n import t
from ydkcheck.lists.choose import Selection, parse_date
from ydkcheck.printable import escaped, printable, printable_name, shortened
from ydkcheck.report.problem_lines import problem_lines
from ydkcheck.sheet.columns import left_out
from ydkcheck.sheet.content import Player, Sheet, build_sheet, split_name
from ydkcheck.sheet.fields import GROUPS, form_values, overflow
from ydkcheck.sheet.output import STDOUT, check_target, default_target, write_pdf
from ydkcheck.sheet.paper import PAPERS
from ydkcheck.sheet.qr import INFO_KEY, payload
from ydkcheck.sheet.seal import SEAL_KEY, deck_file, seal
from ydkcheck.validate import Validator

MAX_FIELD = 80  # characters of a player's detail: the form's boxes hold about 40 legibly
MOST_SHOWN = 10  # characters the font lacks, named on stderr


class Request(NamedTuple):
    """What one run is asked for; ``None`` where the command line says nothing. The list is
    chosen before (``RunContext.selection``: ``--lista`` on ``--fecha``, else on the event's
    day)."""

    deck: str
    selection: Selection
    target: str | None = None
    paper: str = "a4"
    player: str = ""
    card_game_id: str = ""
    country: str = ""
    event: str = ""
    event_date: str | None = None
    names: str | None = None  # the card names' language; None: the UI language
    offline: bool = False
    ignore: tuple[str, ...] = ()  # rules the configuration turns off
    strict: bool = False  # a warning fails the run, as an error does
    force: bool = False  # draw a deck with unread lines (the sheet says so)
    template: str | None = None  # a PDF of Konami's form to fill instead of drawing one


def _controls(value: str) -> bool:
    """Whether ``value`` holds a control character (a terminal's escape, a line break), a
    bidirectional control or another character nothing draws (a zero-width space, a soft
    hyphen: ``printable.escaped``): the sheet prints none, so its field would read otherwise
    than it prints."""
    return any(map(escaped, value))


def make_sheet(request: Request, lang: str) -> tuple[bool, list[str]]:
    """Check the deck and write its sheet. Whether the deck passes (legal,
    and without warnings when strict), and the lines to say:
    its problems, the characters the font has not, where the sheet went, what it had no
    room for."""
    for option, value in (
        ("--jugador", request.player),
        ("--id", request.card_game_id),
        ("--pais", request.country),
        ("--evento", request.event),
    ):
        if len(value) > MAX_FIELD:
            raise InputError("hoja.field-too-long", option=option, most=MAX_FIELD)
        if _controls(value):  # printed as nothing, held as written: the sheet then reads edited
            raise InputError("hoja.field-control", option=option)
    paper = request.paper.lower()
    if paper not in PAPERS:
        raise InputError("hoja.bad-paper", value=request.paper, known=", ".join(PAPERS))
    event_date = parse_date(request.event_date) if request.event_date is not None else None
    selection = request.selection
    cards = open_card_db(offline=request.offline)
    deck = read_deck(request.deck, cards)
    refuse(deck, request.force, cards)
    if request.target is not None and not request.target.strip():
        raise InputError("hoja.empty-target")
    target = request.target or default_target(deck.source)
    url = to_ydke(deck)
    made_from = deck_file(request.deck, url)
    check_target(target, request.deck, made_from)
    result = Validator(selection.banlist, cards, selection.as_of, request.ignore).check(deck)
    first, last = split_name(request.player)
    player = Player(
        first,
        last,
        request.card_game_id.strip(),
        request.country.strip(),
        request.event.strip(),
        event_date,
    )
    namer = CardNamer(request.names or lang)
    missing = lines_left_out(deck, lang)
    sheet = build_sheet(
        deck,
        cards,
        namer,
        lang,
        player,
        _list_shown(selection),
        result.fingerprint,
        missing or "",
        url,
    )
    if request.template is not None:
        check_target(target, request.template, made_from)
        write_pdf(fill_template(request.template, sheet, lang, made_from, cards), target)
    else:
        from ydkcheck.sheet.pdf import render  # fpdf2 and the font: only when a sheet is drawn

        drawn = render(sheet, lang, paper, made_from)
        if drawn.missing:  # printed "?": a sheet whose page and fields say two things
            shown = printable(" ".join(sorted(drawn.missing)[:MOST_SHOWN]))
            raise InputError("hoja.cannot-draw", made_from, characters=shown)
        write_pdf(drawn.data, target)
    lines = problem_lines(deck.source, result.diagnostics, lang, namer)
    if missing is not None:
        lines.append(t("cli.warning", lang, message=missing))
    lines.append(
        t("hoja.written-stdout", lang, paper=paper)
        if target == STDOUT
        else t("hoja.written", lang, path=printable_name(target), paper=paper)
    )
    overflow = left_out(sheet)
    if overflow:
        lines.append(t("hoja.left-out", lang, count=overflow))
    warned = any(d.severity is Severity.WARNING for d in result.diagnostics)
    return result.legal and not (request.strict and warned), lines


def _list_shown(selection: Selection) -> str:
    """The list as the sheet's footer names it: its name and id, as every report names it,
    so that a list read from a file shows ``file:`` and the file's name (cut to fit)."""
    banlist = selection.banlist
    return f"{printable(banlist.name)} ({printable(shortened(banlist.id))})"


# what a template may carry beside its fields that a reader shows or runs -> its phrase
TEMPLATE_EXTRAS = {
    "actions": "hoja.template-extra.actions",
    "annotations": "hoja.template-extra.annotations",
    "layers": "hoja.template-extra.layers",
    "pictures": "hoja.template-extra.pictures",
    "printed": "hoja.template-extra.printed",
    "shown": "hoja.template-extra.shown",
    "twice": "hoja.template-extra.twice",
}


def shown_beside_fields(drawn: Drawn) -> tuple[Phrase, ...]:
    """What a form's file shows or runs beside its fields' values (``Drawn``): scripts and
    actions, annotations that draw, layers, pictures or words over the fields, a field shown
    again, keys defined twice. A sheet filled from it prints or opens another list than the
    one its fields hold, and ``valida`` reads it back as edited."""
    return tuple(
        Phrase(TEMPLATE_EXTRAS[kind], {}) for kind in TEMPLATE_EXTRAS if getattr(drawn, kind)
    )


def fill_template(template: str, sheet: Sheet, lang: str, made_from: str, cards: CardDB) -> bytes:
    """A copy of the PDF form ``template`` filled with ``sheet``, sealed as made from the deck
    ``made_from`` (``seal.deck_file``); InputError when a group has more distinct cards than
    the form has rows, or the file is no form."""
    too_many = overflow(sheet)
    if too_many is not None:
        group, over = too_many
        name, _, most = GROUPS[group]
        raise InputError(
            "hoja.template-overflow", template, group=name.format("").strip(), over=over, most=most
        )
    raw = read_file(template, MAX_SHEET_BYTES)
    if not raw.startswith(PDF_MAGIC):
        raise InputError("sheet.not-a-form", template)
    drawn = Drawn.nothing()
    values, carried = form_fields(raw, template, drawn)
    if not is_form(values):
        raise InputError("sheet.not-a-form", template)
    if carried or page_fingerprints(drawn.lines):
        # its page prints the QR code and fingerprint of the deck it was made for, whether
        # it still carries that deck or not
        raise InputError("hoja.template-is-a-sheet", template)
    shown = shown_beside_fields(drawn)
    if shown:  # a sheet made from it would read back as edited: refused, never handed out
        raise InputError("hoja.template-shows-more", template, what=Listed(shown))
    date = sheet.player.event_date
    parts = (f"{date.day:02d}", f"{date.month:02d}", str(date.year)) if date else ("", "", "")
    from ydkcheck.sheet.form import NoFormDictionary, filled_template  # pypdf: for a sheet

    filled = form_values(sheet, parts)
    metadata = {INFO_KEY: payload(sheet.fingerprint, sheet.url)} if sheet.url else {}
    metadata[SEAL_KEY] = seal({**values, **filled}, made_from)
    try:
        written = filled_template(raw, filled, metadata)
    except NoFormDictionary as error:
        raise InputError("hoja.template-no-form-dictionary", template) from error
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as error:
        raise InputError("sheet.damaged", template) from error
    _reads_back(written, template, sheet.fingerprint, cards)
    return written


def _reads_back(written: bytes, template: str, expected: str, cards: CardDB) -> None:
    """InputError unless the sheet filled from ``template`` reads back, as ``valida`` reads
    it, as the deck of fingerprint ``expected`` with no word that it shows or holds another:
    a template may print a second page, text outside its fields, fields drawn rotated, cut
    or hidden, or limit what a field holds, which no look at the blank form tells."""
    try:
        read = read_sheet(written, template, cards)
    except InputError as error:
        said = Phrase(error.key, error.params)
        raise InputError("hoja.template-reads-otherwise", template, problem=said) from error
    edited = [problem for problem in read.warnings if problem.rule == SHEET_EDITED]
    if edited:
        said = Phrase(edited[0].message_key, edited[0].params)
        raise InputError("hoja.template-reads-otherwise", template, problem=said)
    if fingerprint(read, cards) != expected:  # each difference is said above: a last wall
        raise InputError("hoja.template-another-deck", template)
