"""``ydkcheck plan`` (``side-plan``): every matchup of a side plan checked against a deck.

Exit 0 when every matchup is valid, 1 when one is not, 2 when the deck or the plan cannot be
read (a plan that is not YAML, or not of the plan's shape, names its file and line). The
work is ``ydkcheck.side_plan``; this module reads the options and prints.
"""

from collections.abc import Callable

import typer

from ydkcheck.commands import common, options
from ydkcheck.commands.context import resolve
from ydkcheck.i18n import t
from ydkcheck.lists.model import Banlist
from ydkcheck.printable import run_names
from ydkcheck.side_plan import report
from ydkcheck.side_plan.check import PlanCheck, check_plan_file
from ydkcheck.terminal import use_color
from ydkcheck.validate import Validator
from ydkcheck.workflow_commands import JSON_BREAK


def build(lang: str) -> Callable[..., None]:
    """The ``plan`` command, its options described in ``lang``."""

    def plan(
        deck: str = typer.Argument(..., help=t("plan.deck-arg", lang), metavar=t("mv.deck", lang)),
        plan_file: str = typer.Argument(..., help=t("plan.plan-arg", lang), metavar="PLAN.yaml"),
        banlist: str | None = options.banlist(lang),
        date: str | None = options.date(lang),
        output: str = options.output(lang),
        names: str | None = options.names(lang),
        offline: bool = options.offline(lang),
        no_config: bool = options.no_config(lang),
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

        run_names((deck, plan_file))  # two names alike but for NFC print apart

        def check() -> tuple[PlanCheck, Banlist]:
            selection = run.selection()
            validator = Validator(selection.banlist, run.cards, selection.as_of, run.ignore)
            return check_plan_file(deck, plan_file, run.cards, validator), selection.banlist

        result, chosen = common.guarded(run.lang, check)
        # how the deck was read, first, as every command says it (its errors are the plan's)
        common.say_problems(result.deck.source, result.deck_warnings, run.lang, run.namer)
        if run.output == "json":
            document = report.to_json(result, chosen, run.lang, run.namer, run.config_json())
            common.say(document, commands=JSON_BREAK)
        else:
            text = report.to_text(result, chosen, run.lang, run.namer, use_color())
            common.say(run.headed(text))
        raise typer.Exit(common.EXIT_OK if result.valid else common.EXIT_ILLEGAL)

    return plan
