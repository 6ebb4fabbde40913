"""``ydkcheck info`` (``show``): a deck's sheet under a list, or the card data in use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import typer

from ydkcheck.cards import open_card_db
from ydkcheck.cards.naming import CardNamer
from ydkcheck.cards.types import type_label
from ydkcheck.commands import common
from ydkcheck.deck_sheet import DeckSheet, SheetLine, deck_sheet
from ydkcheck.decks import read_deck
from ydkcheck.diagnostics import SECTION_NAMES
from ydkcheck.i18n import t
from ydkcheck.lists.choose import Selection, parse_date, select_banlist
from ydkcheck.printable import printable
from ydkcheck.validate import Validator

STATUS_KEYS = {
    "forbidden": "status.forbidden",
    "limited": "status.limited",
    "semi-limited": "status.semi-limited",
    "not-listed": "status.not-listed",
}
NAME_WIDTH = 34  # the name column wraps here, so that a sheet fits 80 columns
JSON_SCHEMA = 1


def build(lang: str) -> Callable[..., None]:
    """The ``info`` command, its options described in ``lang``."""

    def info(
        deck: str | None = typer.Argument(
            None, help=t("info.deck", lang), show_default=False, metavar=t("mv.deck", lang)
        ),
        banlist: str | None = typer.Option(None, "--lista", "--banlist", help=t("opt.lista", lang)),
        date: str | None = typer.Option(None, "--fecha", "--date", help=t("opt.fecha", lang)),
        output: str = common.output_option(lang),
        names: str | None = common.names_option(lang),
        datos: bool = typer.Option(False, "--datos", "--data", help=t("info.datos", lang)),
        sin_cache: bool = typer.Option(
            False, "--sin-cache", "--offline", help=t("opt.sin-cache", lang)
        ),
        lang_option: str | None = typer.Option(None, "--lang", help=t("cli.lang", lang)),
    ) -> None:
        language = common.checked_language(lang_option, lang)
        names_lang = common.checked_names(names, language) or language
        kind = common.checked_output(output, language)

        cards = open_card_db(offline=sin_cache)
        if datos or deck is None:
            data = cards.info
            common.say(
                t(
                    "info.data",
                    language,
                    source=data.source,
                    date=data.date,
                    count=data.count,
                    path=data.path,
                )
            )
            if deck is None:
                raise typer.Exit(0)
        assert deck is not None

        def sheet() -> tuple[DeckSheet, Selection]:
            on = parse_date(date) if date is not None else None
            selection = select_banlist(banlist, on, None, sin_cache)
            validator = Validator(selection.banlist, cards, selection.as_of)
            result = validator.check(read_deck(deck, cards))
            return deck_sheet(result, cards, validator.view), selection

        found, selection = common.guarded(language, sheet)
        namer = CardNamer(names_lang)
        if kind == "json":
            from ydkcheck.report.writer import encode

            common.say(encode(sheet_json(found, selection, language, namer)))
        else:
            common.say(sheet_text(found, selection, language, namer))

    return info


def _name(line: SheetLine, namer: CardNamer) -> str:
    english = line.card.name if line.card is not None else "?"
    return namer(line.identity, english)


def _artworks(line: SheetLine, lang: str, namer: CardNamer) -> str:
    """`` (1 × 55273561, otra ilustración)``: the other passcodes counted as the card, a
    card under another name by its name (``1 × A Legendary Ocean, 295517``)."""
    shown = [
        t("info.artwork", lang, copies=copies, id=code)
        if name is None
        else t("info.other-card", lang, copies=copies, id=code, name=namer(code, name))
        for code, copies, name in line.artworks
    ]
    return f" ({'; '.join(shown)})" if shown else ""


def sheet_text(sheet: DeckSheet, selection: Selection, lang: str, namer: CardNamer) -> str:
    """The sheet as text, 80 columns wide: header, a table per section, types, advice."""
    from tabulate import tabulate

    result, banlist = sheet.result, selection.banlist
    effective = banlist.effective.isoformat() if banlist.effective else "-"
    parts = [
        t("report.deck-header", lang, source=printable(result.deck.source)),
        t("report.list", lang, name=banlist.name, id=banlist.id, effective=effective),
        t("report.counts", lang, **result.deck.counts()),
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
    for section, lines in sheet.sections.items():
        if not lines:
            continue
        parts += ["", f"{t(SECTION_NAMES[section], lang)} ({sum(x.copies for x in lines)})"]
        rows: list[list[Any]] = []
        for line in lines:
            status = t(STATUS_KEYS[line.status], lang) if line.status in STATUS_KEYS else ""
            row: list[Any] = [
                line.copies,
                printable(_name(line, namer)) + _artworks(line, lang, namer),
                type_label(line.card, lang),
                status,
            ]
            if line.points is not None:
                row.append(line.points or "")
            rows.append(row)
        widths = [None, NAME_WIDTH, None, None, None][: len(headers)]
        parts.append(tabulate(rows, headers=headers, tablefmt="simple", maxcolwidths=widths))
    kinds = sheet.kinds
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
    parts += [t("info.advice", lang, message=d.message(lang, namer)) for d in sheet.advice]
    if result.legal:
        parts.append(t("info.legal", lang, name=banlist.name))
    else:
        errors = t("report.errors", lang, count=sheet.errors)
        parts.append(t("info.illegal", lang, name=banlist.name, errors=errors))
    return "\n".join(parts)


def sheet_json(
    sheet: DeckSheet, selection: Selection, lang: str, namer: CardNamer
) -> dict[str, Any]:
    """The sheet as the JSON of ``info --salida json`` (schema 1, keys in English)."""
    from ydkcheck.report.json_format import card_json

    result, banlist = sheet.result, selection.banlist

    def card(line: SheetLine) -> dict[str, Any]:
        known = line.card
        return {
            **card_json(line.identity, known.name if known is not None else None),
            "copies": line.copies,
            "artworks": [{"id": code, "copies": copies} for code, copies, _ in line.artworks],
            "kind": known.kind if known is not None else None,
            "subtypes": sorted(known.subtypes) if known is not None else [],
            "type": type_label(known, lang),
            "status": line.status,
            "points": line.points,
        }

    return {
        "schema": JSON_SCHEMA,
        "source": printable(result.deck.source),
        "fingerprint": result.fingerprint,
        "banlist": {"id": banlist.id, "name": banlist.name, "format": banlist.family},
        "legal": result.legal,
        "counts": result.deck.counts(),
        "points": None
        if result.points is None
        else {"total": result.points, "cap": banlist.points_cap},
        "sections": {
            section.value: [card(line) for line in lines]
            for section, lines in sheet.sections.items()
        },
        "types": {kind: sheet.kinds[kind] for kind in ("monster", "spell", "trap")},
        "advice": [{"rule": d.rule, "message": d.message(lang, namer)} for d in sheet.advice],
        "errors": sheet.errors,
        "warnings": sheet.warnings,
    }
