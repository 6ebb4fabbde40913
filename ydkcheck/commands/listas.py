"""``ydkcheck listas`` (``banlists``): the lists and formats ydkcheck knows.

The work is ``ydkcheck.lists.report``; this module reads the options and prints.
"""

import typer

from ydkcheck.commands import common, options
from ydkcheck.commands.context import resolve
from ydkcheck.i18n import t
from ydkcheck.lists import report


def build(lang: str) -> typer.Typer:
    """``listas`` and its subcommands, their help in ``lang``."""
    lists = typer.Typer(help=t("listas.help", lang), invoke_without_command=True)

    @lists.callback()
    def table(
        ctx: typer.Context,
        family: str | None = typer.Option(
            None, "--familia", "--family", help=t("listas.familia", lang)
        ),
        lang_option: str | None = options.language(lang),
    ) -> None:
        if ctx.invoked_subcommand is not None:
            return
        run = resolve(lang, lang_option)
        common.say(common.guarded(run.lang, lambda: report.collection_text(family, run.lang)))

    def show(
        list_id: str = typer.Argument(..., help=t("listas.id", lang), metavar=t("mv.list", lang)),
        names: str | None = options.names(lang),
        lang_option: str | None = options.language(lang),
    ) -> None:
        run = resolve(lang, lang_option, names=names)
        text = common.guarded(run.lang, lambda: report.show_text(list_id, run.lang, run.namer))
        common.say(text)

    def diff(
        before: str = typer.Argument(
            ..., help=t("listas.antes", lang), metavar=t("mv.list-before", lang)
        ),
        after: str = typer.Argument(
            ..., help=t("listas.despues", lang), metavar=t("mv.list-after", lang)
        ),
        names: str | None = options.names(lang),
        lang_option: str | None = options.language(lang),
    ) -> None:
        run = resolve(lang, lang_option, names=names)
        text = common.guarded(
            run.lang, lambda: report.diff_text(before, after, run.lang, run.namer)
        )
        common.say(text)

    def import_conf(
        path: str = typer.Argument(..., help=t("listas.archivo", lang), metavar=t("mv.file", lang)),
        which: str | None = typer.Option(
            None, "--cual", "--which", help=t("listas.importa.cual", lang), show_default=False
        ),
        lang_option: str | None = options.language(lang),
    ) -> None:
        run = resolve(lang, lang_option)
        common.say(common.guarded(run.lang, lambda: report.import_yaml(path, which)), nl=False)

    def export_conf(
        list_id: str = typer.Argument(..., help=t("listas.id", lang), metavar=t("mv.list", lang)),
        lang_option: str | None = options.language(lang),
    ) -> None:
        run = resolve(lang, lang_option)
        text = common.guarded(run.lang, lambda: report.export_conf(list_id, run.lang))
        common.say(text, nl=False)

    for spanish, english, help_key, function in (
        ("muestra", "show", "listas.muestra.help", show),
        ("diferencia", "diff", "listas.diferencia.help", diff),
        ("importa", "import", "listas.importa.help", import_conf),
        ("exporta", "export", "listas.exporta.help", export_conf),
    ):
        text = t(help_key, lang)
        shown, hidden = (english, spanish) if lang == "en" else (spanish, english)
        lists.command(shown, help=text)(function)  # the other name works, unlisted
        lists.command(hidden, help=text, hidden=True)(function)
    return lists
