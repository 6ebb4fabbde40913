"""``ydkcheck compara`` (``compare``): the judge's deck check, registered against presented.

Exit 0 when the presented deck is the registered one, 1 when they differ, 2 when either
cannot be read. The work is ``ydkcheck.compare``; this module reads the options and prints.
"""

from __future__ import annotations

from collections.abc import Callable

import typer

from ydkcheck.commands import common, options
from ydkcheck.commands.context import resolve
from ydkcheck.compare import report
from ydkcheck.compare.check import compare_files
from ydkcheck.decks import STDIN
from ydkcheck.errors import InputError
from ydkcheck.i18n import t
from ydkcheck.terminal import use_color


def build(lang: str) -> Callable[..., None]:
    """The ``compara`` command, its options described in ``lang``."""

    def compara(
        registered: str = typer.Argument(
            ..., help=t("compara.registered-arg", lang), metavar=t("compara.mv.registered", lang)
        ),
        presented: str = typer.Argument(
            ..., help=t("compara.presented-arg", lang), metavar=t("compara.mv.presented", lang)
        ),
        output: str = options.output(lang),
        names: str | None = options.names(lang),
        offline: bool = options.offline(lang),
        lang_option: str | None = options.language(lang),
    ) -> None:
        run = resolve(lang, lang_option, names=names, output=output, offline=offline)
        if registered == STDIN and presented == STDIN:
            common.fail(InputError("compara.two-stdin"), run.lang)
        result = common.guarded(run.lang, lambda: compare_files(registered, presented, run.cards))
        if run.output == "json":
            common.say(report.to_json(result, run.lang, run.namer))
        else:
            common.say(report.to_text(result, run.lang, run.namer, use_color()))
        raise typer.Exit(common.EXIT_OK if result.same else common.EXIT_ILLEGAL)

    return compara
