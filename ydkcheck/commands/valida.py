"""``ydkcheck valida`` (``validate``): check decks and report every problem.

Options come from the command line, else from the project configuration
(``[tool.ydkcheck]`` or ``.ydkcheck.yaml``), else from the defaults; on GitHub Actions the
default output is ``github``. Each deck is written out as soon as it is checked, so a run
over a whole repository keeps only the deck at hand in memory (``report.document``).
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

import typer

from ydkcheck.batch import outcomes
from ydkcheck.cards import open_card_db
from ydkcheck.commands import common
from ydkcheck.config import load_config
from ydkcheck.decks import read_inputs
from ydkcheck.errors import InputError
from ydkcheck.i18n import LANG_ENV, LANGUAGES, t
from ydkcheck.lists.choose import parse_date, select_banlist
from ydkcheck.report import NAMES, writer_for
from ydkcheck.report.document import write_report
from ydkcheck.report.duplicates import describe
from ydkcheck.report.totals import summary
from ydkcheck.rules import RULES
from ydkcheck.validate import Validator

if TYPE_CHECKING:
    from ydkcheck.config import Config


class Options(NamedTuple):
    """What one run is asked to do; ``None`` where neither the command line nor the
    configuration said anything."""

    inputs: tuple[str, ...]
    banlist: str | None = None
    date: str | None = None
    output: str | None = None
    points_cap: int | None = None
    strict: bool | None = None
    ignore: tuple[str, ...] | None = None
    offline: bool = False
    lang: str | None = None
    jobs: int = 1
    names: str | None = None  # the card names' language; None: the UI language
    only_illegal: bool = False  # every output shows only the decks with errors


def build(lang: str) -> Callable[..., None]:
    """The ``valida`` command, its options described in ``lang``."""

    def valida(
        decks: list[str] = typer.Argument(
            None, help=t("valida.decks", lang), show_default=False, metavar=t("mv.decks", lang)
        ),
        banlist: str | None = typer.Option(None, "--lista", "--banlist", help=t("opt.lista", lang)),
        date: str | None = typer.Option(None, "--fecha", "--date", help=t("opt.fecha", lang)),
        output: str | None = typer.Option(
            None,
            "--salida",
            "--output",
            help=t("opt.salida", lang, known=common.choices(NAMES, lang)),
            show_default=False,
        ),
        points_cap: int | None = typer.Option(
            None, "--puntos", "--points-cap", min=1, help=t("opt.puntos", lang)
        ),
        strict: bool | None = typer.Option(
            None,
            "--estricto/--no-estricto",
            "--strict/--no-strict",
            help=t("opt.estricto", lang),
            show_default=False,
        ),
        ignore: list[str] = typer.Option(
            None, "--ignora", "--ignore", help=t("opt.ignora", lang), show_default=False
        ),
        offline: bool = typer.Option(
            False, "--sin-cache", "--offline", help=t("opt.sin-cache", lang)
        ),
        jobs: int = typer.Option(1, "--procesos", "--jobs", "-j", min=0, help=t("opt.jobs", lang)),
        names: str | None = common.names_option(lang),
        only_illegal: bool = typer.Option(
            False, "--solo-ilegales", "--only-illegal", help=t("opt.solo-ilegales", lang)
        ),
        lang_option: str | None = typer.Option(None, "--lang", help=t("cli.lang", lang)),
    ) -> None:
        if lang_option is not None:
            common.checked_language(lang_option, lang)
        options = Options(
            tuple(decks or ()),
            banlist,
            date,
            output,
            points_cap,
            strict,
            tuple(ignore) if ignore else None,
            offline,
            lang_option.lower() if lang_option else None,
            jobs,
            common.checked_names(names, lang_option or lang),
            only_illegal,
        )
        raise typer.Exit(run(options, lang))

    return valida


def settle(options: Options, config: Config | None, environ: dict[str, str]) -> Options:
    """The command line over the configuration over the defaults.

    The language is ``--lang``, else ``YDKCHECK_LANG``, else the configuration's ``lang``
    (the locale and Spanish come after, in ``i18n``). The output is ``--salida``, else the
    configuration's, else ``github`` on GitHub Actions, else ``texto``.
    """

    lang = options.lang
    if lang is None and environ.get(LANG_ENV, "").strip().lower()[:2] not in LANGUAGES:
        lang = config.lang if config else None
    output = options.output or (config.output if config else None)
    if output is None:
        output = "github" if environ.get("GITHUB_ACTIONS") == "true" else "texto"
    if config is None:
        return options._replace(lang=lang, output=output)
    return options._replace(
        banlist=options.banlist if options.banlist is not None else config.banlist,
        date=options.date
        if options.date is not None
        else (config.date.isoformat() if config.date else None),
        output=output,
        strict=options.strict if options.strict is not None else config.strict,
        ignore=options.ignore if options.ignore is not None else config.ignore,
        lang=lang,
    )


def run(options: Options, fallback_lang: str) -> int:
    """Check every input, write the report on stdout and a summary on stderr; the exit code."""

    config = common.guarded(options.lang or fallback_lang, load_config)
    options = settle(options, config, dict(os.environ))
    lang = options.lang or fallback_lang
    output = (options.output or "texto").lower()
    factory = writer_for(output)
    if factory is None:
        common.fail(
            InputError("cli.bad-output", value=output, known=common.choices(NAMES, lang)), lang
        )
    ignore = options.ignore or ()
    for rule in ignore:
        if rule not in RULES:
            common.fail(InputError("cli.bad-rule", value=rule, known=", ".join(RULES)), lang)
    if not options.inputs:
        common.fail(InputError("cli.no-input"), lang)
    on = common.guarded(
        lang, lambda: parse_date(options.date) if options.date is not None else None
    )
    try:
        selection = select_banlist(options.banlist, on, options.points_cap, options.offline)
    except InputError as error:
        from_config = config is not None and options.banlist == config.banlist
        common.fail(config.blame("banlist", error) if config and from_config else error, lang)
    cards = open_card_db(offline=options.offline)
    validator = Validator(selection.banlist, cards, selection.as_of, ignore)
    inputs = common.guarded(lang, lambda: read_inputs(options.inputs, cards))

    writer = factory(selection.banlist, lang, common.use_color(), options.names)
    out = sys.stdout
    if writer.utf8_file and isinstance(out, io.TextIOWrapper):
        out.reconfigure(encoding="utf-8", newline="")  # the file's bytes, whatever the locale

    def unreadable_input(error: InputError) -> None:
        typer.echo(f"ydkcheck: {error.render(lang)}", err=True)

    checked = outcomes(inputs, validator, writer, options.jobs)
    totals = write_report(checked, writer, out, options.only_illegal, unreadable_input)
    for group in writer.duplicates.groups():
        typer.echo(f"ydkcheck: {t('cli.warning', lang, message=describe(group, lang))}", err=True)
    counted = (totals.decks, totals.legal, totals.illegal, totals.unreadable)
    typer.echo(summary(lang, *counted), err=True)
    if totals.unreadable:
        return common.EXIT_INPUT
    if totals.illegal or (options.strict and totals.warned):
        return common.EXIT_ILLEGAL
    return common.EXIT_OK
