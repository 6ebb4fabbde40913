"""A deck's overview as text (80 columns) or as the JSON of ``info`` (schema 1), and the
line that names the card data in use."""

from __future__ import annotations

from typing import Any

from ydkcheck.cards import DataInfo
from ydkcheck.cards.data import misprinted_passcodes, simulator_passcodes
from ydkcheck.cards.naming import CardNamer
from ydkcheck.cards.types import type_label
from ydkcheck.decks.partial import shown_lines
from ydkcheck.diagnostics import SECTION_NAMES
from ydkcheck.i18n import t
from ydkcheck.info.overview import DeckOverview, OverviewLine
from ydkcheck.lists.choose import Selection
from ydkcheck.printable import printable, printable_name
from ydkcheck.terminal import wrapped

STATUS_KEYS = {
    "forbidden": "status.forbidden",
    "limited": "status.limited",
    "semi-limited": "status.semi-limited",
    "not-listed": "status.not-listed",
}
NAME_WIDTH = 34  # the name column wraps here, so that an overview fits 80 columns
JSON_SCHEMA = 2  # 2: the fingerprint is 140 bits in base 32
# how a line that holds no card was taken (``decks.model.LINE_KINDS``) -> its word
LINE_KIND_KEYS = {
    "heading": "line-kind.heading",
    "type-heading": "line-kind.type-heading",
    "title": "line-kind.title",
    "player": "line-kind.player",
    "event": "line-kind.event",
    "date": "line-kind.date",
    "total": "line-kind.total",
    "comment": "line-kind.comment",
    "unread": "line-kind.unread",
}


# what another passcode counted with a card is to it (``_relation``), as the text says it
_RELATION_KEYS = {
    "simulator-text": "info.simulator-code",
    "misprint": "info.misprint",
    "artwork": "info.artwork",
}


def _relation(code: int, name: str | None) -> str:
    """``treated-as`` for a card of its own under the card's name (A Legendary Ocean),
    else a simulator's passcode of the text before its errata, a list's misprint (no card)
    or another artwork: the word info's JSON gives."""
    if name is not None:
        return "treated-as"
    if code in simulator_passcodes():
        return "simulator-text"
    return "misprint" if code in misprinted_passcodes() else "artwork"


def _name(line: OverviewLine, lang: str, namer: CardNamer) -> str:
    """The card's name in ``lang``; a passcode the data does not know, by its number."""
    if line.card is None:
        return t("info.unknown-card", lang, id=line.identity)
    return namer(line.identity, line.card.name)


def _artworks(line: OverviewLine, lang: str, namer: CardNamer) -> str:
    """`` (1 × 55273561, otra ilustración)``: the other passcodes counted as the card, a
    card under another name by its name (``1 × A Legendary Ocean, 295517``), a simulator's
    passcode as such (``1 × 7563589``: Performage Plushfire before its errata, no artwork),
    and a list's misprint as no card."""
    shown = [
        t("info.other-card", lang, copies=copies, id=code, name=namer(code, name))
        if name is not None
        else t(_RELATION_KEYS[_relation(code, name)], lang, copies=copies, id=code)
        for code, copies, name in line.artworks
    ]
    return f" ({'; '.join(shown)})" if shown else ""


def to_text(overview: DeckOverview, selection: Selection, lang: str, namer: CardNamer) -> str:
    """The overview as text, 80 columns wide: header, a table per section, types, advice."""
    from tabulate import tabulate

    result, banlist = overview.result, selection.banlist
    effective = banlist.effective.isoformat() if banlist.effective else "-"
    deck = result.deck
    parts: list[str] = []
    if deck.unread:  # first: every figure below leaves those lines out
        unread, source = shown_lines(deck.unread), printable_name(deck.source)
        count = len(deck.unread)
        parts.append(t("partial.unread-first", lang, source=source, lines=unread, count=count))
    parts += [
        t("report.deck-header", lang, source=printable_name(result.deck.source)),
        t("report.list", lang, name=banlist.name, id=banlist.id, effective=effective),
        t("report.counts", lang, **result.counts()),
        t("info.fingerprint", lang, fingerprint=result.fingerprint),
    ]
    if result.points is not None:
        parts.append(t("report.points", lang, total=result.points, cap=banlist.points_cap))
    headers = [
        t("info.column.copies", lang),
        t("info.column.name", lang),
        t("info.column.kind", lang),
        t("info.column.status", lang),
    ]
    if banlist.has_points:
        headers.append(t("info.column.points", lang))
    counts = result.counts()  # as the format counts: a Skill Card in no section (Speed Duel)
    for section, lines in overview.sections.items():
        if not lines:
            continue
        parts += ["", f"{t(SECTION_NAMES[section], lang)} ({counts[section.value]})"]
        rows: list[list[Any]] = []
        for line in lines:
            status = t(STATUS_KEYS[line.status], lang) if line.status in STATUS_KEYS else ""
            row: list[Any] = [
                line.copies,
                printable(_name(line, lang, namer)) + _artworks(line, lang, namer),
                type_label(line.card, lang),
                status,
            ]
            if line.points is not None:
                row.append(line.points or "")
            rows.append(row)
        widths = [None, NAME_WIDTH, None, None, None][: len(headers)]
        parts.append(tabulate(rows, headers=headers, tablefmt="simple", maxcolwidths=widths))
    kinds = overview.kinds
    parts += [
        "",
        t(
            "info.types",
            lang,
            monster=t("info.types.monster", lang, count=kinds["monster"]),
            spell=t("info.types.spell", lang, count=kinds["spell"]),
            trap=t("info.types.trap", lang, count=kinds["trap"]),
        ),
    ]
    parts += [t("info.advice", lang, message=d.message(lang, namer)) for d in overview.advice]
    if deck.notes:  # how each line that holds no card was taken
        parts += ["", t("info.lines", lang)]
        for note in deck.notes:  # a long line echoed wraps under itself, in 80 columns
            kind = t(LINE_KIND_KEYS[note.kind], lang)
            said = t("info.line", lang, line=note.line, kind=kind, text=printable(note.text))
            parts += wrapped(said.strip(), "  ", "      ")
    if result.legal and result.sheet_edited:  # no bare LEGAL: the paper may say another deck
        warnings = t("report.warnings", lang, count=overview.warnings)
        parts.append(t("info.legal-sheet-edited", lang, name=banlist.name, warnings=warnings))
    elif result.legal:
        parts.append(t("info.legal", lang, name=banlist.name))
    else:
        errors = t("report.errors", lang, count=overview.errors)
        parts.append(t("info.illegal", lang, name=banlist.name, errors=errors))
    return "\n".join(parts)


def to_json(
    overview: DeckOverview, selection: Selection, lang: str, namer: CardNamer
) -> dict[str, Any]:
    """The overview as the JSON of ``info --salida json`` (schema 1, keys in English)."""
    from ydkcheck.report.json_pieces import card_json, lines_json

    result, banlist = overview.result, selection.banlist

    def card(line: OverviewLine) -> dict[str, Any]:
        known = line.card
        return {
            **card_json(line.identity, known.name if known is not None else None),
            "copies": line.copies,
            "artworks": [
                {"id": code, "copies": copies, "relation": _relation(code, name)}
                for code, copies, name in line.artworks
            ],
            "kind": known.kind if known is not None else None,
            "subtypes": sorted(known.subtypes) if known is not None else [],
            "type": type_label(known, lang),
            "status": line.status,
            "points": line.points,
        }

    return {
        "schema": JSON_SCHEMA,
        "source": printable_name(result.deck.source),
        "fingerprint": result.fingerprint,
        "banlist": {"id": banlist.id, "name": banlist.name, "format": banlist.family},
        "legal": result.legal,
        # from a sheet whose printed fields say another deck (``legal``: the carried deck's)
        "sheet_edited": result.sheet_edited,
        "counts": result.counts(),
        "points": None
        if result.points is None
        else {"total": result.points, "cap": banlist.points_cap},
        "sections": {
            section.value: [card(line) for line in lines]
            for section, lines in overview.sections.items()
        },
        "types": {kind: overview.kinds[kind] for kind in ("monster", "spell", "trap")},
        "advice": [{"rule": d.rule, "message": d.message(lang, namer)} for d in overview.advice],
        "errors": overview.errors,
        "warnings": overview.warnings,
        "unread": list(result.deck.unread),
        "lines": lines_json(result.deck),
    }


def data_text(data: DataInfo, lang: str) -> str:
    """The line that names the card data in use: its source, date, size and file."""
    return t(
        "info.data", lang, source=data.source, date=data.date, count=data.card_count, path=data.path
    )
