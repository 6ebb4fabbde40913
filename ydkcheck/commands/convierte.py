"""``ydkcheck convierte`` (``convert``): a deck between .ydk, ydke:// and a text decklist.

The work is ``ydkcheck.decks.convert``; this module reads the options and prints.
"""

from collections.abc import Callable

import typer

from ydkcheck.commands import common, options
from ydkcheck.commands.context import resolve
from ydkcheck.decks.convert import TARGETS, convert, read_source, unknown_kept
from ydkcheck.errors import InputError
from ydkcheck.i18n import t
from ydkcheck.report import canonical, shown_names


def build(lang: str) -> Callable[..., None]:
    """The ``convierte`` command, its options described in ``lang``."""

    def convierte(
        deck: str = typer.Argument(..., help=t("convierte.deck", lang), metavar=t("mv.deck", lang)),
        target: str = typer.Option(
            ..., "--a", "--to", help=t("convierte.a", lang, known=shown_names(TARGETS, lang))
        ),
        names: str | None = options.names(lang),
        force: bool = options.force(lang),
        lang_option: str | None = options.language(lang),
    ) -> None:
        run = resolve(lang, lang_option, names=names)
        language = run.lang
        if canonical(target) not in TARGETS:
            known = shown_names(TARGETS, language)
            common.fail(InputError("cli.bad-target", value=target, known=known), language)

        found, cards = common.guarded(language, lambda: read_source(deck))
        common.say_reading(found, language, run.namer)  # what a refusal leaves to fix, first

        def work() -> tuple[str, str | None]:
            return convert(found, cards, target, run.names_lang, force, language)

        text, missing = common.guarded(language, work)
        # forced, what was written is not the whole list; then each passcode of no card
        kept = [] if missing is None else [missing]
        for said in kept + unknown_kept(found, cards, language):
            typer.echo(f"ydkcheck: {t('cli.warning', language, message=said)}", err=True)
        common.say(text, nl=False)

    return convierte
