"""``ydkcheck info`` (``show``): a deck's cards with names and types, or the card data in use."""

from __future__ import annotations

from collections.abc import Callable

import typer

from ydkcheck.cards import CardDB, open_card_db
from ydkcheck.commands import common
from ydkcheck.decks import read_deck
from ydkcheck.diagnostics import SECTION_NAMES
from ydkcheck.i18n import t
from ydkcheck.printable import printable
from ydkcheck.summary import summarise, type_counts


def build(lang: str) -> Callable[..., None]:
    """The ``info`` command, its options described in ``lang``."""

    def info(
        deck: str | None = typer.Argument(None, help=t("info.deck", lang), show_default=False),
        datos: bool = typer.Option(False, "--datos", "--data", help=t("info.datos", lang)),
        sin_cache: bool = typer.Option(
            False, "--sin-cache", "--offline", help=t("opt.sin-cache", lang)
        ),
        lang_option: str | None = typer.Option(None, "--lang", help=t("cli.lang", lang)),
    ) -> None:
        language = common.checked_language(lang_option, lang)

        cards = open_card_db(offline=sin_cache)
        if datos or deck is None:
            data = cards.info
            typer.echo(
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
        typer.echo(common.guarded(language, lambda: deck_text(deck, cards, language)))

    return info


def deck_text(source: str, cards: CardDB, lang: str) -> str:
    """The summary of one deck as text: a table per section and the Main Deck's types."""
    from tabulate import tabulate

    deck = read_deck(source, cards)
    parts = [
        t("report.deck-header", lang, source=printable(deck.source)),
        t("report.counts", lang, **deck.counts()),
    ]
    headers = [
        t("info.column.copies", lang),
        t("info.column.id", lang),
        t("info.column.name", lang),
        t("info.column.kind", lang),
    ]
    for section, lines in summarise(deck, cards).items():
        if not lines:
            continue
        parts.append("")
        parts.append(f"{t(SECTION_NAMES[section], lang)} ({sum(line.copies for line in lines)})")
        rows = [[line.copies, line.card_id, line.name, line.kind] for line in lines]
        parts.append(tabulate(rows, headers=headers, tablefmt="simple"))
    kinds = type_counts(deck, cards)
    parts.append("")
    parts.append(
        t(
            "info.types",
            lang,
            monster=t("info.types.monster", lang, count=kinds["monster"]),
            spell=t("info.types.spell", lang, count=kinds["spell"]),
            trap=t("info.types.trap", lang, count=kinds["trap"]),
        )
    )
    return "\n".join(parts)
