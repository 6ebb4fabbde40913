"""``ydkcheck simula`` (``simulate``, ``goldfish``): opening-hand probabilities of a deck."""

# no ``from __future__ import annotations``: typer reads the options from the annotations,
# which name ``lang`` of ``build``
import secrets
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Annotated

import typer

from ydkcheck.cards import open_card_db
from ydkcheck.commands import common
from ydkcheck.decks import read_deck
from ydkcheck.errors import InputError
from ydkcheck.goldfish import analysis, gates, report
from ydkcheck.goldfish.analysis import GoldfishResult, MainCard
from ydkcheck.goldfish.hands import deal
from ydkcheck.goldfish.inputs import CardResolver, main_cards, prepare
from ydkcheck.goldfish.progress import LazyProgress
from ydkcheck.goldfish.quick import quick_spec
from ydkcheck.goldfish.spec import HandSpec, load_spec
from ydkcheck.i18n import t
from ydkcheck.lists.choose import parse_date, select_banlist

DEFAULT_SAMPLES = 100_000
MAX_SAMPLES = 100_000_000  # about a minute of Monte Carlo: more is a typo
MAX_HANDS = 1000  # sample hands: more than anyone reads


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
        groups: Annotated[
            list[str] | None,
            typer.Option(
                "--grupo",
                "--group",
                help=t("simula.opt.grupo", lang),
                metavar=t("simula.mv.group", lang),
            ),
        ] = None,
        conditions: Annotated[
            list[str] | None,
            typer.Option(
                "--condicion",
                "--condition",
                help=t("simula.opt.condicion", lang),
                metavar=t("simula.mv.condition", lang),
            ),
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
        hands: Annotated[
            int | None,
            typer.Option("--manos", "--hands", help=t("simula.opt.manos", lang), metavar="N"),
        ] = None,
        require: Annotated[
            list[str] | None,
            typer.Option(
                "--requiere",
                "--require",
                help=t("simula.opt.requiere", lang) + " " + t("simula.opt.requiere-compared", lang),
                metavar=t("simula.mv.requirement", lang),
            ),
        ] = None,
        output: Annotated[
            str,
            typer.Option(
                "--salida",
                "--output",
                help=t("opt.salida", lang, known=common.choices(common.TEXT_OR_JSON, lang)),
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
        names: Annotated[
            str | None,
            typer.Option("--nombres", "--names", help=t("opt.nombres", lang), show_default=False),
        ] = None,
        plan: Annotated[
            str | None,
            typer.Option("--plan", help=t("simula.opt.plan", lang), metavar="PLAN.yaml"),
        ] = None,
        rival: Annotated[
            str | None,
            typer.Option(
                "--rival", help=t("simula.opt.rival", lang), metavar=t("simula.mv.rival", lang)
            ),
        ] = None,
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
            common.checked_output(output, language),
            banlist,
            date,
            offline,
            hands,
            groups or [],
            conditions or [],
            common.checked_names(names, language) or language,
            plan,
            rival,
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
    hands: int | None
    groups: list[str]
    conditions: list[str]
    names: str  # the language of card names
    plan: str | None = None  # a side plan, and the matchup whose swaps the deck takes
    rival: str | None = None

    @property
    def quick(self) -> bool:
        """Whether the spec is written on the command line (--grupo, --condicion)."""
        return bool(self.groups or self.conditions)


def run(options: Options, lang: str) -> int:
    """Compute, print the report on stdout and the gates on stderr; the exit code."""

    numbers = [("--turnos", options.turns), ("--muestras", options.samples)]
    if options.hands is not None:
        numbers.append(("--manos", options.hands))
    for option, value in numbers:
        if value <= 0:
            raise InputError("goldfish.bad-number", option=option, value=value)
    if options.samples > MAX_SAMPLES:
        raise InputError("goldfish.too-many-samples", value=options.samples, most=MAX_SAMPLES)
    if options.hands is not None and options.hands > MAX_HANDS:
        raise InputError("goldfish.too-many-hands", value=options.hands, most=MAX_HANDS)
    if options.seed is not None and not 0 <= options.seed < 2**63:
        raise InputError("goldfish.bad-seed", value=options.seed)
    if options.quick and options.hand is not None:
        raise InputError("goldfish.quick.with-spec")
    if (options.plan is None) != (options.rival is None):
        raise InputError("goldfish.plan-and-rival")
    requirements = [gates.parse_requirement(text) for text in options.require]
    if requirements and options.hand is None and not options.quick:
        raise InputError("goldfish.requirement-needs-spec")

    result = compute(options, lang)
    if options.output == "json":
        common.say(report.to_json(result))
    else:
        common.say(report.text(result, lang, options.names))
    code = common.EXIT_OK
    for gate in gates.check_requirements(requirements, result.conditions):
        typer.echo(report.gate_line(gate, lang), err=True)
        if not gate.passed:
            code = common.EXIT_ILLEGAL
    return code


def compute(options: Options, lang: str) -> GoldfishResult:
    """Load the list, the deck and the spec, and compute the table or the conditions."""
    on = parse_date(options.date) if options.date is not None else None
    banlist = select_banlist(options.banlist, on).banlist
    cards = open_card_db(offline=options.offline)
    deck = read_deck(options.deck, cards)
    rival = None
    if options.plan is not None and options.rival is not None:
        from ydkcheck.side_plan.check import post_side_deck
        from ydkcheck.side_plan.spec import load_plan

        plan = load_plan(options.plan)
        deck = post_side_deck(deck, plan, options.rival, cards, banlist.deck)
        rival = plan.matchup(options.rival).name  # as the plan writes it
    main = main_cards(deck, cards)
    size = sum(card.copies for card in main)
    if size == 0:
        raise InputError("goldfish.empty-deck", deck.source)
    seen_first = analysis.cards_seen(banlist.hand_first, options.turns)
    seen_second = analysis.cards_seen(banlist.hand_second, options.turns)
    seen = seen_second if options.second else seen_first
    largest = seen if options.hand or options.quick else max(seen_first, seen_second)
    if largest > size:
        raise InputError("goldfish.too-many-seen", deck.source, seen=largest, main=size)
    seed = options.seed if options.seed is not None else secrets.randbits(32)
    base = analysis.GoldfishResult(
        source=deck.source,
        main=size,
        banlist=banlist.name,
        going="second" if options.second else "first",
        turns=options.turns,
        cards_seen=seen,
        seen_first=seen_first,
        seen_second=seen_second,
        seed=seed if options.hands else None,
        hands=deal(main, seen, options.hands, seed) if options.hands else (),
        rival=rival,
    )
    resolver = CardResolver(cards)
    spec = _spec(options, resolver)
    if spec is None:
        rows, types = analysis.card_table(main, seen_first, seen_second)
        return replace(base, cards=rows, types=types)
    return _with_spec(options, lang, spec, resolver, main, base, seed)


def _spec(options: Options, resolver: CardResolver) -> HandSpec | None:
    """The hand spec of ``--mano``, or of ``--grupo`` and ``--condicion``; None: neither."""
    if options.hand is not None:
        return load_spec(options.hand)
    if options.quick:
        return quick_spec(
            options.groups, options.conditions, lambda name: resolver.identity(name) is not None
        )
    return None


def _with_spec(
    options: Options,
    lang: str,
    spec: HandSpec,
    resolver: CardResolver,
    main: list[MainCard],
    base: GoldfishResult,
    seed: int,
) -> GoldfishResult:
    """The conditions of the hand spec ``spec`` over the Main Deck ``main``."""
    prepared = prepare(spec, resolver, main)
    for line, ref in prepared.missing:
        where = "" if spec.path is None else f"{spec.path}:{line}: "
        message = t("goldfish.spec.not-in-deck", lang, name=ref)
        typer.echo(f"ydkcheck: {where}" + t("goldfish.warning", lang, message=message), err=True)
    samples = None if options.exact and not prepared.effects else options.samples
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
        seed=seed if samples is not None or options.hands else None,
        has_effects=bool(prepared.effects),
    )
