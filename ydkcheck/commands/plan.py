"""``ydkcheck plan`` (``side-plan``): every matchup of a side plan checked against a deck.

Exit 0 when every matchup is valid, 1 when one is not, 2 when the deck or the plan cannot be
read (a plan that is not YAML, or not of the plan's shape, names its file and line). The
work is ``ydkcheck.side_plan``; this module reads the options and prints.
"""

from __future__ import annotations

from collections.abc import Callable

import typer

from ydkcheck.cards import open_card_db
from ydkcheck.cards.naming import CardNamer
from ydkcheck.commands import common
from ydkcheck.decks import read_deck
from ydkcheck.i18n import t
from ydkcheck.lists.choose import parse_date, select_banlist
from ydkcheck.lists.model import Banlist
from ydkcheck.side_plan import report
from ydkcheck.side_plan.check import PlanCheck, check_plan
from ydkcheck.side_plan.spec import load_plan


def build(lang: str) -> Callable[..., None]:
    """The ``plan`` command, its options described in ``lang``."""

    def plan(
        deck: str = typer.Argument(..., help=t("plan.deck-arg", lang), metavar=t("mv.deck", lang)),
        plan_file: str = typer.Argument(..., help=t("plan.plan-arg", lang), metavar="PLAN.yaml"),
        banlist: str | None = typer.Option(None, "--lista", "--banlist", help=t("opt.lista", lang)),
        date: str | None = typer.Option(None, "--fecha", "--date", help=t("opt.fecha", lang)),
        output: str = common.output_option(lang),
        names: str | None = common.names_option(lang),
        offline: bool = typer.Option(
            False, "--sin-cache", "--offline", help=t("opt.sin-cache", lang)
        ),
        lang_option: str | None = typer.Option(None, "--lang", help=t("cli.lang", lang)),
    ) -> None:
        language = common.checked_language(lang_option, lang)
        namer = CardNamer(common.checked_names(names, language) or language)
        kind = common.checked_output(output, language)
        result, chosen = common.guarded(
            language, lambda: check(deck, plan_file, banlist, date, offline)
        )
        if kind == "json":
            common.say(report.to_json(result, chosen, language, namer))
        else:
            common.say(report.to_text(result, chosen, language, namer, common.use_color()))
        raise typer.Exit(common.EXIT_OK if result.valid else common.EXIT_ILLEGAL)

    return plan


def check(
    deck: str, plan_file: str, banlist: str | None, date: str | None, offline: bool = False
) -> tuple[PlanCheck, Banlist]:
    """Read the list, the deck and the plan (InputError on any), and check the plan."""
    on = parse_date(date) if date is not None else None
    chosen = select_banlist(banlist, on, None, offline).banlist
    cards = open_card_db(offline=offline)
    side_plan = load_plan(plan_file)
    return check_plan(read_deck(deck, cards), side_plan, cards, chosen.deck), chosen
