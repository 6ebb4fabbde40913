"""The options several commands share, declared once each, and the checks of their values.

A command declares a shared option by calling its factory as the parameter's default
(``banlist: str | None = options.banlist(lang)``), so its names, its help and its default
are the same in every command; ``ydkcheck.commands.context.resolve`` then checks the values
and builds the run's context.
"""

from __future__ import annotations

from typing import Any

import typer

from ydkcheck.i18n import t
from ydkcheck.report import TEXT_OR_JSON, shown_names


def language(lang: str) -> Any:
    """``--lang es|en``: the language of the run (read from the command line before the
    commands are built, so that help texts speak it too)."""
    return typer.Option(None, "--lang", help=t("cli.lang", lang))


def banlist(lang: str) -> Any:
    """``--lista/--banlist``: the list to judge by (id, family, or file)."""
    return typer.Option(None, "--lista", "--banlist", help=t("opt.lista", lang))


def date(lang: str) -> Any:
    """``--fecha/--date``: the day the list in force and the card pool are taken on."""
    return typer.Option(None, "--fecha", "--date", help=t("opt.fecha", lang))


def offline(lang: str) -> Any:
    """``--sin-cache/--offline``: the shipped data only, never the downloaded cache."""
    return typer.Option(False, "--sin-cache", "--offline", help=t("opt.sin-cache", lang))


def no_config(lang: str) -> Any:
    """``--sin-config/--no-config``: apply no project configuration file."""
    return typer.Option(False, "--sin-config", "--no-config", help=t("opt.sin-config", lang))


def force(lang: str) -> Any:
    """``--forzar/--force``: write or draw a deck even with lines that were not read (what
    is written says so)."""
    return typer.Option(False, "--forzar", "--force", help=t("opt.forzar", lang))


def names(lang: str) -> Any:
    """``--nombres/--names es|en``: the language of card names (None: the run's language)."""
    return typer.Option(
        None, "--nombres", "--names", help=t("opt.nombres", lang), show_default=False
    )


def output(lang: str, known: tuple[str, ...] = TEXT_OR_JSON, default: str | None = "texto") -> Any:
    """``--salida/--output``: one of ``known`` (canonical names of ``report.OUTPUTS``, whose
    other names are accepted too); ``default`` None leaves the choice to the command."""
    return typer.Option(
        # the default as the run's language names it ("text" in English: both are known)
        shown_names((default,), lang) if default is not None else None,
        "--salida",
        "--output",
        help=t("opt.salida", lang, known=shown_names(known, lang)),
        show_default=default is not None,
    )
