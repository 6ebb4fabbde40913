"""``ydkcheck simula`` (``simulate``, ``goldfish``): opening-hand probabilities of a deck."""

# no ``from __future__ import annotations``: typer reads the options from the annotations,
# which name ``lang`` of ``build``
import secrets
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Annotated

import typer

from ydkcheck.cards import CardDB, open_card_db
from ydkcheck.commands import common
from ydkcheck.decks import read_deck
from ydkcheck.errors import InputError
from ydkcheck.goldfish import analysis, report
from ydkcheck.goldfish.analysis import GoldfishResult, MainCard
from ydkcheck.goldfish.inputs import main_cards, prepare
from ydkcheck.goldfish.progress import LazyProgress
from ydkcheck.i18n import t
from ydkcheck.lists.choose import parse_date, select_banlist

OUTPUTS = ("texto", "json")
DEFAULT_SAMPLES = 100_000
MAX_SAMPLES = 100_000_000  # about a minute of Monte Carlo: more is a typo


def build(lang: str) -> Callable[..., None]:
    """The ``simula`` command, its options described in ``lang``."""

    def simula(
        deck: Annotated[
            str,
            typer.Argument(
                help=t("simula.deck", lang), show_default=False, metavar=t("simula.mv.deck", lang)
            ),
        ],
        hand: Annotated[
            str | None,
            typer.Option("--mano", "--hand", help=t("simula.opt.mano", lang), metavar="SPEC.yaml"),
        ] = None,
        second: Annotated[
            bool, typer.Option("--segundo", "--second", help=t("simula.opt.segundo", lang))
        ] = False,
        turns: Annotated[
            int, typer.Option("--turnos", "--turns", help=t("simula.opt.turnos", lang), metavar="N")
        ] = 1,
        samples: Annotated[
            int,
            typer.Option(
                "--muestras", "--samples", help=t("simula.opt.muestras", lang), metavar="N"
            ),
        ] = DEFAULT_SAMPLES,
        seed: Annotated[
            int | None,
            typer.Option("--semilla", "--seed", help=t("simula.opt.semilla", lang), metavar="S"),
        ] = None,
        exact: Annotated[
            bool, typer.Option("--exacto", "--exact", help=t("simula.opt.exacto", lang))
        ] = False,
        require: Annotated[
            list[str] | None,
            typer.Option(
                "--requiere",
                "--require",
                help=t("simula.opt.requiere", lang),
                metavar=t("simula.mv.requirement", lang),
            ),
        ] = None,
        output: Annotated[
            str,
            typer.Option(
                "--salida", "--output", help=t("opt.salida", lang, known=", ".join(OUTPUTS))
            ),
        ] = "texto",
        banlist: Annotated[
            str | None, typer.Option("--lista", "--banlist", help=t("opt.lista", lang))
        ] = None,
        date: Annotated[
            str | None, typer.Option("--fecha", "--date", help=t("opt.fecha", lang))
        ] = None,
        offline: Annotated[
            bool, typer.Option("--sin-cache", "--offline", help=t("opt.sin-cache", lang))
        ] = False,
        lang_option: Annotated[str | None, typer.Option("--lang", help=t("cli.lang", lang))] = None,
    ) -> None:
        language = common.checked_language(lang_option, lang)
        options = Options(
            deck,
            hand,
            second,
            turns,
            samples,
            seed,
            exact,
            require or [],
            output.lower(),
            banlist,
            date,
            offline,
        )
        raise typer.Exit(common.guarded(language, lambda: run(options, language)))

    return simula


@dataclass(frozen=True)
class Options:
    """The command line of one run, as given."""

    deck: str
    hand: str | None
    second: bool
    turns: int
    samples: int
    seed: int | None
    exact: bool
    require: list[str]
    output: str
    banlist: str | None
    date: str | None
    offline: bool


def run(options: Options, lang: str) -> int:
    """Compute, print the report on stdout and the gates on stderr; the exit code."""

    if options.output not in OUTPUTS:
        raise InputError("cli.bad-output", value=options.output, known=", ".join(OUTPUTS))
    for option, value in (("--turnos", options.turns), ("--muestras", options.samples)):
        if value <= 0:
            raise InputError("goldfish.bad-number", option=option, value=value)
    if options.samples > MAX_SAMPLES:
        raise InputError("goldfish.too-many-samples", value=options.samples, most=MAX_SAMPLES)
    if options.seed is not None and not 0 <= options.seed < 2**63:
        raise InputError("goldfish.bad-seed", value=options.seed)
    requirements = [analysis.parse_requirement(text) for text in options.require]
    if requirements and options.hand is None:
        raise InputError("goldfish.requirement-needs-spec")

    result = compute(options, lang)
    typer.echo(report.to_json(result) if options.output == "json" else report.text(result, lang))
    code = common.EXIT_OK
    for requirement, condition, passed in analysis.check_requirements(
        requirements, result.conditions
    ):
        key = "goldfish.gate.passed" if passed else "goldfish.gate.failed"
        shown = f"{requirement.minimum:g}"
        typer.echo(
            t(key, lang, name=requirement.name, value=condition.value, minimum=shown), err=True
        )
        if not passed:
            code = common.EXIT_ILLEGAL
    return code


def compute(options: Options, lang: str) -> GoldfishResult:
    """Load the list, the deck and the spec, and compute the table or the conditions."""
    on = parse_date(options.date) if options.date is not None else None
    banlist = select_banlist(options.banlist, on).banlist
    cards = open_card_db(offline=options.offline)
    deck = read_deck(options.deck, cards)
    main = main_cards(deck, cards)
    size = sum(card.copies for card in main)
    if size == 0:
        raise InputError("goldfish.empty-deck", deck.source)
    seen_first = analysis.cards_seen(banlist.hand_first, options.turns)
    seen_second = analysis.cards_seen(banlist.hand_second, options.turns)
    seen = seen_second if options.second else seen_first
    largest = seen if options.hand else max(seen_first, seen_second)
    if largest > size:
        raise InputError("goldfish.too-many-seen", deck.source, seen=largest, main=size)
    base = analysis.GoldfishResult(
        source=deck.source,
        main=size,
        banlist=banlist.name,
        going="second" if options.second else "first",
        turns=options.turns,
        cards_seen=seen,
        seen_first=seen_first,
        seen_second=seen_second,
    )
    if options.hand is None:
        rows, types = analysis.card_table(main, seen_first, seen_second)
        return replace(base, cards=rows, types=types)
    return _with_spec(options, lang, cards, main, base)


def _with_spec(
    options: Options, lang: str, cards: CardDB, main: list[MainCard], base: GoldfishResult
) -> GoldfishResult:
    """The conditions of the hand spec ``options.mano`` over the Main Deck ``main``."""

    from ydkcheck.goldfish.spec import load_spec

    assert options.hand is not None
    spec = load_spec(options.hand)
    prepared = prepare(spec, cards, main)
    for line, ref in prepared.missing:
        message = t("goldfish.spec.not-in-deck", lang, name=ref)
        typer.echo(
            f"ydkcheck: {spec.path}:{line}: " + t("goldfish.warning", lang, message=message),
            err=True,
        )
    samples = None if options.exact and not prepared.effects else options.samples
    seed = options.seed if options.seed is not None else secrets.randbits(32)
    label = t("goldfish.progress", lang)
    with LazyProgress(options.samples, label, sys.stderr.isatty()) as progress:
        results, samples = analysis.evaluate_conditions(
            prepared.deck,
            spec.conditions,
            prepared.effects,
            base.cards_seen,
            samples,
            seed,
            progress,
            fallback_samples=options.samples,
        )
    return replace(
        base,
        conditions=results,
        samples=samples,
        seed=seed if samples is not None else None,
        has_effects=bool(prepared.effects),
    )
