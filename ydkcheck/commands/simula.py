"""``ydkcheck simula`` (``simulate``, ``goldfish``): opening-hand probabilities of a deck.

Exit 0, or 1 when a requirement of ``--requiere`` is not met, 2 when the deck or the spec
cannot be read. The work is ``ydkcheck.goldfish.simulate``; this module reads the options
and prints.
"""

from collections.abc import Callable

import typer

from ydkcheck.commands import common, options
from ydkcheck.commands.context import resolve
from ydkcheck.goldfish import report
from ydkcheck.goldfish.simulate import DEFAULT_SAMPLES, Request, simulate
from ydkcheck.i18n import t
from ydkcheck.workflow_commands import JSON_BREAK


def build(lang: str) -> Callable[..., None]:
    """The ``simula`` command, its options described in ``lang``."""

    def simula(
        deck: str = typer.Argument(
            ..., help=t("simula.deck", lang), show_default=False, metavar=t("simula.mv.deck", lang)
        ),
        hand: str | None = typer.Option(
            None, "--mano", "--hand", help=t("simula.opt.mano", lang), metavar="SPEC.yaml"
        ),
        groups: list[str] | None = typer.Option(
            None,
            "--grupo",
            "--group",
            help=t("simula.opt.grupo", lang),
            metavar=t("simula.mv.group", lang),
        ),
        conditions: list[str] | None = typer.Option(
            None,
            "--condicion",
            "--condition",
            help=t("simula.opt.condicion", lang),
            metavar=t("simula.mv.condition", lang),
        ),
        second: bool = typer.Option(
            False, "--segundo", "--second", help=t("simula.opt.segundo", lang)
        ),
        turns: int = typer.Option(
            1, "--turnos", "--turns", help=t("simula.opt.turnos", lang), metavar="N"
        ),
        samples: int = typer.Option(
            DEFAULT_SAMPLES,
            "--muestras",
            "--samples",
            help=t("simula.opt.muestras", lang),
            metavar="N",
        ),
        seed: int | None = typer.Option(
            None, "--semilla", "--seed", help=t("simula.opt.semilla", lang), metavar="S"
        ),
        exact: bool = typer.Option(False, "--exacto", "--exact", help=t("simula.opt.exacto", lang)),
        hands: int | None = typer.Option(
            None, "--manos", "--hands", help=t("simula.opt.manos", lang), metavar="N"
        ),
        require: list[str] | None = typer.Option(
            None,
            "--requiere",
            "--require",
            help=t("simula.opt.requiere", lang) + " " + t("simula.opt.requiere-compared", lang),
            metavar=t("simula.mv.requirement", lang),
        ),
        output: str = options.output(lang),
        banlist: str | None = options.banlist(lang),
        date: str | None = options.date(lang),
        offline: bool = options.offline(lang),
        names: str | None = options.names(lang),
        no_config: bool = options.no_config(lang),
        plan: str | None = typer.Option(
            None, "--plan", help=t("simula.opt.plan", lang), metavar="PLAN.yaml"
        ),
        rival: str | None = typer.Option(
            None, "--rival", help=t("simula.opt.rival", lang), metavar=t("simula.mv.rival", lang)
        ),
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
        request = Request(
            deck=deck,
            hand=hand,
            second=second,
            turns=turns,
            samples=samples,
            seed=seed,
            exact=exact,
            require=require or [],
            selection=common.guarded(run.lang, run.selection),  # a configured list blamed on it
            offline=run.offline,
            hands=hands,
            groups=groups or [],
            conditions=conditions or [],
            plan=plan,
            rival=rival,
        )
        simulation = common.guarded(run.lang, lambda: simulate(request, run.lang))
        for missing in simulation.missing:
            typer.echo(f"ydkcheck: {report.missing_line(missing, run.lang)}", err=True)
        result = simulation.result
        if simulation.read is not None:  # how the deck was read, as every command says it
            common.say_reading(simulation.read, run.lang, run.namer, ignore=run.ignore)
        unread = report.unread_line(result, run.lang)
        if unread is not None:  # said first: the figures leave those lines out
            typer.echo(f"ydkcheck: {t('cli.warning', run.lang, message=unread)}", err=True)
        if run.output == "json":
            common.say(report.to_json(result, run.config_json()), commands=JSON_BREAK)
        else:
            text = report.text(result, run.lang, run.names_lang)
            common.say(run.headed(text))
        for gate in simulation.gates:
            typer.echo(report.gate_line(gate, run.lang), err=True)
        raise typer.Exit(common.EXIT_OK if simulation.passed else common.EXIT_ILLEGAL)

    return simula
