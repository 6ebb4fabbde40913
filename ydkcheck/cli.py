"""The typer application: one module of ``ydkcheck.commands`` per command.

Help texts are written in the user's language, so the language is read from the
command line (``--lang``) and the environment before the commands are registered.
"""

import importlib
import sys
from collections.abc import Sequence
from typing import Any, NamedTuple

import typer
from typer.core import TyperCommand, TyperGroup

from ydkcheck import __version__
from ydkcheck.cli_words import UsageError, localised_context, usage_errors_in
from ydkcheck.commands import common
from ydkcheck.commands.context import checked_language
from ydkcheck.errors import OutputClosed
from ydkcheck.i18n import LANGUAGES, language_from_environment, t
from ydkcheck.printable import run_names


class Command(NamedTuple):
    """How a command is listed: the key of its one-line help and its hidden other names.

    Its options and its work are in the module named after it, ``ydkcheck.commands.NAME``,
    whose ``build(lang)`` returns the typer command (a function, or a Typer with
    subcommands); that module is imported only when the command runs.
    """

    help_key: str
    aliases: tuple[str, ...]


# Spanish name -> its listing, in the order of ``--help``
COMMANDS: dict[str, Command] = {
    "valida": Command("valida.help", ("validate",)),
    "simula": Command("simula.help", ("simulate", "goldfish")),
    "listas": Command("listas.help", ("banlists",)),
    "actualiza": Command("update.help", ("update",)),
    "info": Command("info.help", ("show",)),
    "convierte": Command("convierte.help", ("convert",)),
    "compara": Command("compara.help", ("compare",)),
    "plan": Command("plan.help", ("side-plan",)),
    "hoja": Command("hoja.help", ("decklist",)),
}
# every other name of a command -> its Spanish name
ALIASES = {alias: name for name, command in COMMANDS.items() for alias in command.aliases}


def invoked_command(argv: Sequence[str]) -> str | None:
    """The name of a command as ``argv`` calls it (``valida`` or ``validate``), when its first
    word names one."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg == "--lang":
            skip = True
            continue
        if arg.startswith("-"):
            continue
        return arg if ALIASES.get(arg, arg) in COMMANDS else None
    return None


def language_from_argv(argv: Sequence[str]) -> str | None:
    """The value of ``--lang`` in ``argv``, if it names a known language."""
    for index, arg in enumerate(argv):
        value = None
        if arg == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
        if value is not None and value.lower() in LANGUAGES:
            return value.lower()
    return None


def _localised(base: type[TyperCommand] | type[TyperGroup], lang: str) -> type[Any]:
    """``base`` whose help, usage line and ``-h`` option speak ``lang`` (see ``cli_words``)."""
    help_text = t("cli.help-option", lang)

    class Localised(base):  # type: ignore[valid-type,misc]
        context_class = localised_context(base.context_class, lang)

        def get_help_option(self, ctx: Any) -> Any:
            option = super().get_help_option(ctx)
            if option is not None:
                option.help = help_text
            return option

        def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
            """Click's parser raises some usage errors (an option without its value) with no
            command; each is given this one, whose name and options it is said with."""
            try:
                return list(super().parse_args(ctx, args))
            except UsageError as error:
                raised: Any = error  # click's, typed here as any exception
                if raised.ctx is None:
                    raised.ctx = ctx
                raise

    return Localised


class GuardedGroup(TyperGroup):
    """The root group: a broken pipe under any command is ``OutputClosed``, for ``__main__``
    to say in one line with exit 2, and what is still buffered is flushed while the command
    can still say so. Click's usage errors, here or in any command, speak ``lang``."""

    lang = "es"

    def make_context(self, *args: Any, **kwargs: Any) -> Any:
        with usage_errors_in(self.lang):
            return super().make_context(*args, **kwargs)

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        """Each command listed by all its names, the run's language first (``validate,
        valida``); each is registered under one, which a mistyped name is matched against."""
        rows = []
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                aliases = COMMANDS[name].aliases if name in COMMANDS else ()
                names = (*aliases, name) if self.lang == "en" else (name, *aliases)
                rows.append((", ".join(names), command))
        if rows:
            limit = formatter.width - 6 - max(len(names) for names, _ in rows)
            with formatter.section(t("help.commands", self.lang)):
                formatter.write_dl([(names, cmd.get_short_help_str(limit)) for names, cmd in rows])

    def invoke(self, ctx: Any) -> Any:  # click's Context, which typer vendors privately
        try:
            try:
                with usage_errors_in(self.lang):
                    return super().invoke(ctx)
            except (OSError, OutputClosed):
                common.drop_held_warnings()  # the output failed: its one line is all
                raise
            finally:
                sys.stdout.flush()
                common.say_held_warnings()  # after the report, once it is all out
        except BrokenPipeError as error:
            raise OutputClosed(error) from None


def build_app(lang: str, only: str | None = None) -> typer.Typer:
    """The application with help texts in ``lang``.

    With ``only`` (a command's name or one of its other names), that command is built (its
    module imported) and registered under that name alone: typer works out a command's
    options anew for each name it is registered under (4 M instructions for ``compara``'s).
    Without, every command is listed by name and help for ``--help``, and nothing of theirs
    is imported.
    """
    root_class = _localised(GuardedGroup, lang)
    root_class.lang = lang
    app = typer.Typer(
        name="ydkcheck",
        cls=root_class,
        help=t("cli.help", lang),
        no_args_is_help=True,
        add_completion=False,
        rich_markup_mode=None,
        context_settings={"help_option_names": ["-h", "--help"]},
    )

    @app.callback(invoke_without_command=True)
    def root(
        context: typer.Context,
        version: bool = typer.Option(
            False, "--version", "-V", help=t("cli.version", lang), is_eager=True
        ),
        lang_option: str | None = typer.Option(  # read earlier from argv; declared for --help
            None, "--lang", help=t("cli.lang", lang)
        ),
    ) -> None:
        checked_language(lang_option, lang)  # read from argv, but unknown: exit 2
        run_names(())  # no input of another run (one in this process) names this run's
        context.with_resource(common.warnings_on_stderr(lang))
        if version:
            typer.echo(f"ydkcheck {__version__}")
            raise typer.Exit(0)
        if context.invoked_subcommand is None:  # only --lang: what ydkcheck -h shows
            typer.echo(context.get_help())
            raise typer.Exit(0)

    if only is None:
        for name, command in COMMANDS.items():
            app.command(name, help=t(command.help_key, lang))(_listed)
    else:
        name = ALIASES.get(only, only)
        text = t(COMMANDS[name].help_key, lang)
        built = importlib.import_module(f"ydkcheck.commands.{name}").build(lang)
        if isinstance(built, typer.Typer):
            _localise_commands(built, lang)
            app.add_typer(built, name=only, help=text, cls=_localised(TyperGroup, lang))
        else:
            app.command(only, help=text)(built)
    _localise_commands(app, lang)
    return app


def _localise_commands(app: typer.Typer, lang: str) -> None:
    """The commands of ``app`` show their help in ``lang``."""
    command_class = _localised(TyperCommand, lang)
    for registered in app.registered_commands:
        if registered.cls in (None, TyperCommand):
            registered.cls = command_class


def _listed() -> None:
    """A command as ``--help`` lists it; never run (a command that runs is built)."""
    raise RuntimeError("a command listed for --help was run instead of being built")


def resolve_language(argv: Sequence[str]) -> str:
    """``--lang`` from ``argv``, else the environment's language."""
    return language_from_argv(argv) or language_from_environment()
