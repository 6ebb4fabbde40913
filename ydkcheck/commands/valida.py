"""``ydkcheck valida`` (``validate``): check decks and report every problem.

Options come from the command line, else from the project configuration
(``[tool.ydkcheck]`` or ``.ydkcheck.yaml``), else from the defaults; on GitHub Actions the
default output is ``github``. Each deck is written out as soon as it is checked, so a run
over a whole repository keeps only the deck at hand in memory (``report.document``).
"""

import io
import sys
from collections.abc import Callable
from typing import NamedTuple

import typer

from ydkcheck.batch import outcomes
from ydkcheck.commands import common, options
from ydkcheck.commands.context import RunContext, resolve
from ydkcheck.decks import read_inputs
from ydkcheck.errors import InputError
from ydkcheck.i18n import t
from ydkcheck.printable import run_names
from ydkcheck.report import NAMES, writer_for
from ydkcheck.report.document import write_report
from ydkcheck.report.duplicates import describe
from ydkcheck.report.location import shown_source
from ydkcheck.report.model import Skipped
from ydkcheck.rules import ALWAYS_CHECKED, IGNORABLE, RULES
from ydkcheck.terminal import use_color
from ydkcheck.validate import Validator
from ydkcheck.workflow_commands import unguarded


class Request(NamedTuple):
    """What one run is asked to do beyond the shared options; ``None`` where the command
    line says nothing (the configuration may)."""

    inputs: tuple[str, ...]
    points_cap: int | None = None
    strict: bool | None = None
    ignore: tuple[str, ...] | None = None
    jobs: int = 1
    only_illegal: bool = False  # every output shows only the decks with errors


def build(lang: str) -> Callable[..., None]:
    """The ``valida`` command, its options described in ``lang``."""

    def valida(
        decks: list[str] = typer.Argument(
            None, help=t("valida.decks", lang), show_default=False, metavar=t("mv.decks", lang)
        ),
        banlist: str | None = options.banlist(lang),
        date: str | None = options.date(lang),
        output: str | None = options.output(lang, NAMES, default=None),
        points_cap: int | None = typer.Option(
            None, "--puntos", "--points-cap", min=0, help=t("opt.puntos", lang)
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
        offline: bool = options.offline(lang),
        no_config: bool = options.no_config(lang),
        jobs: int = typer.Option(1, "--procesos", "--jobs", "-j", min=0, help=t("opt.jobs", lang)),
        names: str | None = options.names(lang),
        only_illegal: bool = typer.Option(
            False, "--solo-ilegales", "--only-illegal", help=t("opt.solo-ilegales", lang)
        ),
        lang_option: str | None = options.language(lang),
    ) -> None:
        context = resolve(
            lang,
            lang_option,
            names=names,
            output=output,
            outputs=NAMES,
            banlist=banlist,
            date=date,
            offline=offline,
            configured=not no_config,
        )
        request = Request(
            tuple(decks or ()),
            points_cap,
            strict,
            tuple(ignore) if ignore else None,
            jobs,
            only_illegal,
        )
        raise typer.Exit(run(request, context))

    return valida


def run(request: Request, context: RunContext) -> int:
    """Check every input, write the report on stdout and a summary on stderr; the exit code.

    What the command line leaves out, the configuration says (``--ignora``, ``--estricto``).
    """
    lang, config = context.lang, context.config
    ignore = request.ignore if request.ignore is not None else context.ignore
    strict = request.strict if request.strict is not None else context.strict
    if config is not None:  # what the command line replaced is said so in the header
        given = {"ignore": request.ignore, "strict": request.strict}
        replaced = {field for field, value in given.items() if value is not None}
        config = config._replace(replaced=config.replaced | replaced)
    for rule in ignore:
        if rule not in RULES:
            common.fail(InputError("cli.bad-rule", value=rule, known=IGNORABLE), lang)
        if rule in ALWAYS_CHECKED:
            common.fail(InputError("cli.rule-always-checked", value=rule), lang)
    if not request.inputs:
        common.fail(InputError("cli.no-input"), lang)
    selection = common.guarded(lang, lambda: context.selection(request.points_cap))
    if request.ignore:  # said on stderr as a configuration's is, whatever the output
        from ydkcheck.report.applied import option_ignore_line

        warning = t("cli.warning", lang, message=option_ignore_line(request.ignore, lang))
        typer.echo(f"ydkcheck: {warning}", err=True)
    cards = context.cards
    validator = Validator(selection.banlist, cards, selection.as_of, ignore)
    inputs = common.guarded(lang, lambda: read_inputs(request.inputs, cards))
    run_names(inputs.sources)  # two that print alike but for NFC print apart

    factory = writer_for(context.output)
    assert factory is not None  # resolve() took only the names of report.OUTPUTS
    out = sys.stdout
    # what the run warned of (the list's, the data's): a saved report keeps it
    warned = common.warnings_for_report(lang, for_people=not factory.utf8_file)
    writer = factory(
        selection.banlist, lang, use_color(), context.names_lang, config, request.ignore, warned
    )
    stream = unguarded(out)
    if writer.utf8_file and isinstance(stream, io.TextIOWrapper):
        stream.reconfigure(encoding="utf-8", newline="")  # the file's bytes, whatever the locale

    def unreadable_input(error: InputError) -> None:
        typer.echo(f"ydkcheck: {error.render(lang)}", err=True)

    def skipped_file(item: Skipped) -> None:
        reason = item.said(lang)
        typer.echo(
            f"ydkcheck: {t('cli.skipped', lang, source=shown_source(item.source), reason=reason)}",
            err=True,
        )

    checked = outcomes(inputs, validator, writer, request.jobs)
    totals = write_report(
        checked, writer, out, request.only_illegal, unreadable_input, skipped_file
    )
    for group in writer.duplicates.groups():
        typer.echo(f"ydkcheck: {t('cli.warning', lang, message=describe(group, lang))}", err=True)
    typer.echo(totals.line(lang), err=True)
    if not totals.legal + totals.edited + totals.illegal:
        common.drop_held_warnings()  # no deck judged: no verdict to qualify
    if totals.unreadable:
        return common.EXIT_INPUT
    if not totals.decks:  # files all left out: a run that checked nothing never passes
        said = t("cli.no-deck-checked", lang, count=totals.skipped)
        typer.echo(f"ydkcheck: {said}", err=True)
        return common.EXIT_INPUT
    if totals.illegal:
        return common.EXIT_ILLEGAL
    if totals.edited:  # legal decks whose paper may print another: say why it is not a pass
        said = t("cli.edited-fails", lang, count=totals.edited)
        typer.echo(f"ydkcheck: {said}", err=True)
        return common.EXIT_ILLEGAL
    if strict and totals.warned:  # legal decks fail the run: say why, or it looks a pass
        said = t("cli.strict-fails", lang, count=totals.warned)
        typer.echo(f"ydkcheck: {said}", err=True)
        return common.EXIT_ILLEGAL
    return common.EXIT_OK
