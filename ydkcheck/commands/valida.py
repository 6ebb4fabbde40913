"""``ydkcheck valida`` (``validate``): check decks and report every problem."""

from __future__ import annotations

import typer

from ydkcheck.commands import common
from ydkcheck.i18n import t

OUTPUTS = ("texto", "json")


def register(app: typer.Typer, lang: str) -> None:
    """Add ``valida`` and its English alias to ``app``."""

    def valida(
        decks: list[str] = typer.Argument(None, help=t("valida.decks", lang), show_default=False),
        lista: str | None = typer.Option(None, "--lista", "--banlist", help=t("opt.lista", lang)),
        fecha: str | None = typer.Option(None, "--fecha", "--date", help=t("opt.fecha", lang)),
        salida: str = typer.Option(
            "texto", "--salida", "--output", help=t("opt.salida", lang, known=", ".join(OUTPUTS))
        ),
        puntos: int | None = typer.Option(
            None, "--puntos", "--points-cap", min=1, help=t("opt.puntos", lang)
        ),
        estricto: bool = typer.Option(
            False, "--estricto", "--strict", help=t("opt.estricto", lang)
        ),
        ignora: list[str] = typer.Option(
            None, "--ignora", "--ignore", help=t("opt.ignora", lang), show_default=False
        ),
        sin_cache: bool = typer.Option(
            False, "--sin-cache", "--offline", help=t("opt.sin-cache", lang)
        ),
        lang_option: str | None = typer.Option(None, "--lang", help=t("cli.lang", lang)),
    ) -> None:
        language = common.checked_language(lang_option, lang)
        code = run(
            decks or [], lista, fecha, salida, puntos, estricto, ignora or [], sin_cache, language
        )
        raise typer.Exit(code)

    app.command("valida", help=t("valida.help", lang))(valida)
    app.command("validate", help=t("valida.help", lang), hidden=True)(valida)


def run(
    inputs: list[str],
    lista: str | None,
    fecha: str | None,
    salida: str,
    puntos: int | None,
    estricto: bool,
    ignora: list[str],
    sin_cache: bool,
    lang: str,
) -> int:
    """Check every input, print the report on stdout and a summary on stderr; the exit code."""
    from ydkcheck.cards import open_card_db
    from ydkcheck.decks import expand_inputs, load_deck
    from ydkcheck.diagnostics import Severity
    from ydkcheck.errors import InputError
    from ydkcheck.report import FORMATS
    from ydkcheck.report.model import Report, Unreadable
    from ydkcheck.rules import RULES
    from ydkcheck.selection import select_banlist
    from ydkcheck.validate import Validator

    renderer = FORMATS.get(salida.lower())
    if renderer is None:
        common.fail(InputError("cli.bad-output", value=salida, known=", ".join(OUTPUTS)), lang)
    for rule in ignora:
        if rule not in RULES:
            common.fail(InputError("cli.bad-rule", value=rule, known=", ".join(RULES)), lang)
    if not inputs:
        common.fail(InputError("cli.no-input"), lang)
    on = common.guarded(lang, lambda: common.parse_date(fecha))
    selection = common.guarded(lang, lambda: select_banlist(lista, on, puntos))
    cards = open_card_db(offline=sin_cache)
    validator = Validator(selection.banlist, cards, selection.as_of, ignora)

    results = []
    unreadable = []
    sources = common.guarded(lang, lambda: list(expand_inputs(inputs)))
    for source in sources:
        try:
            results.append(validator.check(load_deck(source, cards)))
        except InputError as error:
            unreadable.append(Unreadable(source, error))
            typer.echo(f"ydkcheck: {error.render(lang)}", err=True)
    report = Report(selection.banlist, tuple(results), tuple(unreadable))
    if results:
        typer.echo(renderer(report, lang, common.use_color()))
    legal = sum(result.legal for result in results)
    typer.echo(
        t(
            "cli.summary",
            lang,
            decks=len(sources),
            legal=legal,
            illegal=len(results) - legal,
            unreadable=len(unreadable),
        ),
        err=True,
    )
    code = report.exit_code
    if (
        code == 0
        and estricto
        and any(d.severity is Severity.WARNING for result in results for d in result.diagnostics)
    ):
        code = common.EXIT_ILLEGAL
    return code
