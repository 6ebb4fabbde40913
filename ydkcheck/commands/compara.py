"""``ydkcheck compara`` (``compare``): the judge's deck check, registered against presented.

Exit 0 when the presented deck is the registered one and the policy has nothing to correct,
1 when they differ, a line was not read, or either deck is illegal under the list; 2 when
either cannot be read. The work is ``ydkcheck.compare``; this module reads the options and
prints. Only the output in use is imported, once the decks are checked (text or JSON), as
``valida`` imports only its writer; a recorded fingerprint imports its reading when asked.
"""

from collections.abc import Callable

import typer

from ydkcheck.commands import common, options
from ydkcheck.commands.context import RunContext, resolve
from ydkcheck.compare.deck_check import check_files
from ydkcheck.compare.ruling import Circumstances
from ydkcheck.decks import STDIN
from ydkcheck.errors import InputError
from ydkcheck.i18n import t
from ydkcheck.printable import escaped, printable, run_names
from ydkcheck.terminal import use_color, wrapped
from ydkcheck.validate import Validator
from ydkcheck.workflow_commands import JSON_BREAK

# a round past any event's: the largest run their Swiss rounds and top cut in under 30
MOST_ROUNDS = 99


def build(lang: str) -> Callable[..., None]:
    """The ``compara`` command, its options described in ``lang``."""

    def compara(
        registered: str = typer.Argument(
            ..., help=t("compara.registered-arg", lang), metavar=t("compara.mv.registered", lang)
        ),
        presented: str | None = typer.Argument(
            None,
            help=t("compara.presented-arg", lang),
            metavar=t("compara.mv.presented", lang),
            show_default=False,
        ),
        recorded: str | None = typer.Option(
            None,
            "--huella",
            "--fingerprint",
            help=t("compara.opt.huella", lang),
            metavar=t("compara.mv.print", lang),
        ),
        banlist: str | None = options.banlist(lang),
        date: str | None = options.date(lang),
        round_: int | None = typer.Option(
            None,
            "--ronda",
            "--round",
            min=0,
            max=MOST_ROUNDS,
            help=t("compara.opt.ronda", lang),
            metavar=t("compara.mv.round", lang),
        ),
        game: int | None = typer.Option(
            None,
            "--partida",
            "--game",
            min=1,
            max=3,
            help=t("compara.opt.partida", lang),
            metavar=t("compara.mv.round", lang),
        ),
        verified: bool = typer.Option(
            False, "--verificada", "--verified", help=t("compara.opt.verificada", lang)
        ),
        not_presented: bool = typer.Option(
            False, "--sin-presentar", "--not-presented", help=t("compara.opt.sin-presentar", lang)
        ),
        player: str | None = typer.Option(
            None,
            "--jugador",
            "--player",
            help=t("compara.opt.jugador", lang),
            metavar=t("compara.mv.name", lang),
        ),
        judge: str | None = typer.Option(
            None,
            "--juez",
            "--judge",
            help=t("compara.opt.juez", lang),
            metavar=t("compara.mv.name", lang),
        ),
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
        decks = _decks(registered, presented, recorded, run.lang)
        run_names(deck for deck in decks if deck is not None)  # NFC twins print apart
        if round_ == 0 and game is not None and game > 1:  # no match is under way yet
            common.fail(InputError("compara.game-before-round-1", game=game), run.lang)
        for name, empty, unseen in (
            (player, "compara.empty-player", "compara.empty-player.unseen"),
            (judge, "compara.empty-judge", "compara.empty-judge.unseen"),
        ):
            if name is not None and not name.strip():  # else a placeholder, as if not given
                common.fail(InputError(empty), run.lang)
            if name is not None and any(map(escaped, name)):  # the slip would read otherwise
                common.fail(InputError(unseen), run.lang)
        circumstances = Circumstances(round_, verified, not not_presented, player, judge, game)
        raise typer.Exit(_run(run, *decks, recorded, circumstances))

    return compara


def _decks(
    registered: str, presented: str | None, recorded: str | None, lang: str
) -> tuple[str | None, str]:
    """The registered deck (None with a fingerprint) and the presented one; exit 2 when the
    command line names too few or too many."""
    if recorded is not None:
        if presented is not None:
            common.fail(InputError("compara.print-and-two"), lang)
        return None, registered
    if presented is None:
        common.fail(InputError("compara.no-presented"), lang)
    if registered == STDIN and presented == STDIN:
        common.fail(InputError("compara.two-stdin"), lang)
    return registered, presented


def _run(
    run: RunContext,
    registered: str | None,
    presented: str,
    recorded: str | None,
    circumstances: Circumstances,
) -> int:
    """Check the decks under the list in force and print the check; the exit code."""
    lang = run.lang
    if recorded is not None:
        _check_recorded(recorded, lang)
    selection = common.guarded(lang, run.selection)
    # a deck check rules by Konami's policy, which turns no rule off: a configuration's
    # ``ignora`` is said, never applied
    validator = Validator(selection.banlist, run.cards, selection.as_of)
    every_rule = _every_rule_line(run.ignore, lang)
    if every_rule is not None:
        typer.echo(f"ydkcheck: {t('cli.warning', lang, message=every_rule)}", err=True)
    check = common.guarded(
        lang,
        lambda: check_files(registered, presented, run.cards, validator, circumstances, recorded),
    )
    if run.output == "json":
        from ydkcheck.compare.report_json import to_json

        warned = common.warnings_for_report(lang, for_people=False)
        document = to_json(check, lang, run.namer, run.config_json(), warned)
        common.say(document, commands=JSON_BREAK)
    else:
        from ydkcheck.compare.report import to_text

        text = to_text(check, lang, run.namer, use_color())
        if every_rule is not None:
            text = "\n".join(wrapped(every_rule, "", "  ")) + "\n\n" + text
        common.say(run.headed(text, common.warnings_for_report(lang, for_people=True)))
    return common.EXIT_OK if check.passed else common.EXIT_ILLEGAL


def _every_rule_line(ignored: tuple[str, ...], lang: str) -> str | None:
    """The line saying that the rules the configuration turns off are checked all the same
    (None when it turns none off)."""
    if not ignored:
        return None
    return t("compara.every-rule", lang, rules=printable(", ".join(ignored)))


def _check_recorded(recorded: str, lang: str) -> None:
    """Exit 2 when ``recorded`` is not a whole fingerprint (whatever its case, dashes and
    blanks): a character no fingerprint holds (named, with its position), a prefix, a typo,
    a fingerprint of the older 64-bit kind."""
    from ydkcheck.decks.fingerprint import DIGITS, misfit, normalised, written_digits

    if normalised(recorded) is not None:
        return
    bad = misfit(recorded)
    if bad is not None:
        position, char = bad
        code = f"U+{ord(char):04X}"
        error = InputError(
            "compara.print-character", value=recorded, position=position, char=char, code=code
        )
    else:
        found = len(written_digits(recorded))
        error = InputError("compara.bad-print", value=recorded, expected=DIGITS, found=found)
    common.fail(error, lang)
