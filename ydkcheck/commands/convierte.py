"""``ydkcheck convierte`` (``convert``): a deck between .ydk, ydke:// and a text decklist."""

from __future__ import annotations

from collections.abc import Callable

import typer

from ydkcheck.cards import open_card_db
from ydkcheck.commands import common, options
from ydkcheck.commands.context import resolve
from ydkcheck.decks import read_deck, to_ydk, to_ydke
from ydkcheck.decks.text import to_text_decklist
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.errors import InputError
from ydkcheck.i18n import t
from ydkcheck.printable import printable
from ydkcheck.report import canonical, shown_names

TARGETS = ("ydk", "ydke", "texto")


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


def convert(source: str, target: str, names_lang: str = "en") -> tuple[str, tuple[Diagnostic, ...]]:
    """The deck of ``source`` written as ``target`` (ydk, ydke or texto/text), and what was
    odd in reading it (a line that is no card, a name no card has: the caller says them); a
    text list names its cards and headings in ``names_lang``."""

    key = canonical(target)
    if key not in TARGETS:
        raise InputError("cli.bad-target", value=target, known=", ".join(TARGETS))
    cards = open_card_db()
    deck = read_deck(source, cards)
    if key == "ydk":
        return to_ydk(deck), deck.warnings
    if key == "ydke":
        return to_ydke(deck) + "\n", deck.warnings
    return to_text_decklist(deck, cards, names_lang), deck.warnings
