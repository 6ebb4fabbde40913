"""``ydkcheck hoja`` (``decklist``): a deck's registration sheet, a one-page PDF in the layout
of Konami's deck list form.

An illegal deck still gets its sheet: its problems go to stderr, one a line, and the exit
status is 1. The work is ``ydkcheck.sheet.make``; this module reads the options and prints.
"""

from collections.abc import Callable

import typer

from ydkcheck.commands import common, options
from ydkcheck.commands.context import RunContext, resolve
from ydkcheck.i18n import t
from ydkcheck.lists.choose import Selection
from ydkcheck.sheet.make import Request, make_sheet
from ydkcheck.sheet.paper import PAPERS


def build(lang: str) -> Callable[..., None]:
    """The ``hoja`` command, its options described in ``lang``."""

    def hoja(
        deck: str = typer.Argument(..., help=t("hoja.deck", lang), metavar=t("mv.deck", lang)),
        target: str | None = typer.Option(
            None,
            "-o",
            "--archivo",
            "--output-file",
            help=t("hoja.archivo", lang),
            show_default=False,
        ),
        paper: str = typer.Option(
            "a4", "--papel", "--paper", help=t("hoja.papel", lang, known=", ".join(PAPERS))
        ),
        player: str = typer.Option(
            "", "--jugador", "--player", help=t("hoja.jugador", lang), show_default=False
        ),
        card_game_id: str = typer.Option("", "--id", help=t("hoja.id", lang), show_default=False),
        country: str = typer.Option(
            "", "--pais", "--country", help=t("hoja.pais", lang), show_default=False
        ),
        event: str = typer.Option(
            "", "--evento", "--event", help=t("hoja.evento", lang), show_default=False
        ),
        event_date: str | None = typer.Option(
            None, "--fecha-evento", "--event-date", help=t("hoja.fecha-evento", lang)
        ),
        template: str | None = typer.Option(
            None,
            "--plantilla",
            "--template",
            help=t("hoja.plantilla", lang),
            show_default=False,
        ),
        names: str | None = options.names(lang),
        banlist: str | None = options.banlist(lang),
        date: str | None = options.date(lang),
        offline: bool = options.offline(lang),
        no_config: bool = options.no_config(lang),
        force: bool = options.force(lang),
        lang_option: str | None = options.language(lang),
    ) -> None:
        run = resolve(
            lang,
            lang_option,
            names=names,
            banlist=banlist,
            date=date,
            offline=offline,
            configured=not no_config,
        )
        request = Request(
            deck,
            common.guarded(run.lang, lambda: _selection(run, event_date)),
            target,
            paper,
            player,
            card_game_id,
            country,
            event,
            event_date,
            run.names_lang,
            run.offline,
            run.ignore,
            run.strict,
            force,
            template,
        )
        legal, lines = common.guarded(run.lang, lambda: make_sheet(request, run.lang))
        header = run.config_line()
        for line in lines if header is None else [header, *lines]:
            typer.echo(f"ydkcheck: {line}", err=True)
        raise typer.Exit(common.EXIT_OK if legal else common.EXIT_ILLEGAL)

    return hoja


def _selection(run: RunContext, event_date: str | None) -> Selection:
    """The list the sheet is checked by: ``--lista`` on ``--fecha``, else on the event's
    day; a list the configuration names, and cannot be read, blamed on it."""
    from ydkcheck.lists.choose import parse_date

    return run.selection(day=parse_date(event_date) if event_date is not None else None)
