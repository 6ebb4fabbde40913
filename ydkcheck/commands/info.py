"""``ydkcheck info`` (``show``): a deck's overview under a list, or the card data in use.

The work is ``ydkcheck.info``; this module reads the options and prints.
"""

from collections.abc import Callable

import typer

from ydkcheck.commands import common, options
from ydkcheck.commands.context import resolve
from ydkcheck.i18n import t
from ydkcheck.info import report
from ydkcheck.info.overview import DeckOverview, read_overview
from ydkcheck.lists.choose import Selection
from ydkcheck.workflow_commands import JSON_BREAK


def build(lang: str) -> Callable[..., None]:
    """The ``info`` command, its options described in ``lang``."""

    def info(
        deck: str | None = typer.Argument(
            None, help=t("info.deck", lang), show_default=False, metavar=t("mv.deck", lang)
        ),
        banlist: str | None = options.banlist(lang),
        date: str | None = options.date(lang),
        output: str = options.output(lang),
        names: str | None = options.names(lang),
        data: bool = typer.Option(False, "--datos", "--data", help=t("info.datos", lang)),
        offline: bool = options.offline(lang),
        no_config: bool = options.no_config(lang),
        lang_option: str | None = options.language(lang),
    ) -> None:
        run = resolve(
            lang,
            lang_option,
            names=names,
            output=output,
            banlist=banlist,
            date=date,
            offline=offline,
            configured=not no_config,
        )
        if data or deck is None:
            common.say(report.data_text(run.cards.info, run.lang))
        if deck is None:
            raise typer.Exit(common.EXIT_OK)
        source = deck

        def overview() -> tuple[DeckOverview, Selection]:
            selection = run.selection()
            return read_overview(source, run.cards, selection, run.ignore), selection

        found, selection = common.guarded(run.lang, overview)
        # said first, as on every command that shows a deck: an edited sheet, a line read
        # two ways (the overview counts it as read)
        common.say_reading(found.result.deck, run.lang, run.namer, found.result)
        if run.output == "json":
            from ydkcheck.report.writer import encode

            document = report.to_json(found, selection, run.lang, run.namer)
            common.say(encode({**document, "config": run.config_json()}), commands=JSON_BREAK)
        else:
            text = report.to_text(found, selection, run.lang, run.namer)
            common.say(run.headed(text))
        # as every command that judges a deck: 1 for an illegal one, its sheet shown all the
        # same, and for a sheet whose printed fields say another deck (no list until cleared)
        passed = found.result.legal and not found.result.sheet_edited
        raise typer.Exit(common.EXIT_OK if passed else common.EXIT_ILLEGAL)

    return info
