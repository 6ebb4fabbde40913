"""``ydkcheck convierte`` (``convert``): a deck between .ydk, ydke:// and a text decklist.

The work is ``ydkcheck.decks.convert``; this module reads the options and prints.
"""

from __future__ import annotations

from collections.abc import Callable

import typer

from ydkcheck.commands import common, options
from ydkcheck.commands.context import resolve
from ydkcheck.decks.convert import TARGETS, convert
from ydkcheck.errors import InputError
from ydkcheck.i18n import t
from ydkcheck.printable import printable
from ydkcheck.report import canonical, shown_names


def build(lang: str) -> Callable[..., None]:
    """The ``convierte`` command, its options described in ``lang``."""

    def convierte(
        deck: str = typer.Argument(..., help=t("convierte.deck", lang), metavar=t("mv.deck", lang)),
        target: str = typer.Option(
            ..., "--a", "--to", help=t("convierte.a", lang, known=shown_names(TARGETS, lang))
        ),
        names: str | None = options.names(lang),
        lang_option: str | None = options.language(lang),
    ) -> None:
        run = resolve(lang, lang_option, names=names)
        language = run.lang
        if canonical(target) not in TARGETS:
            known = shown_names(TARGETS, language)
            common.fail(InputError("cli.bad-target", value=target, known=known), language)
        text, problems = common.guarded(language, lambda: convert(deck, target, run.names_lang))
        for problem in problems:
            where = f"{printable(deck)}:{problem.line}" if problem.line else printable(deck)
            typer.echo(f"ydkcheck: {where}: {problem.message(language)}", err=True)
        if any(problem.rule == "unknown-card" for problem in problems):
            common.fail(InputError("convierte.cards-lost", deck), language)  # nothing half-done
        common.say(text, nl=False)

    return convierte
