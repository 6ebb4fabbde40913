"""The typer application: one module of ``ydkcheck.commands`` per command.

Help texts are written in the user's language, so the language is read from the
command line (``--lang``) and the environment before the commands are registered.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup

from ydkcheck import __version__
from ydkcheck.i18n import LANGUAGES, language_from_environment, t

# Each module defines ``register(app, lang)`` and is named after its Spanish command;
# the order is the order of ``--help``.
COMMAND_MODULES = ("valida", "simula", "listas", "actualiza", "info", "convierte")
# English (and other) names of the commands -> module.
ALIASES = {
    "validate": "valida",
    "simulate": "simula",
    "goldfish": "simula",
    "banlists": "listas",
    "update": "actualiza",
    "convert": "convierte",
    "show": "info",
}


def invoked_module(argv: Sequence[str]) -> str | None:
    """The command module ``argv`` asks for, when its first word names one."""
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
        name = ALIASES.get(arg, arg)
        return name if name in COMMAND_MODULES else None
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


def _with_help_text(base: type[TyperCommand] | type[TyperGroup], text: str) -> type[Any]:
    """``base`` whose ``--help`` option describes itself in the user's language."""

    class Localised(base):  # type: ignore[valid-type,misc]
        def get_help_option(self, ctx: Any) -> Any:
            option = super().get_help_option(ctx)
            if option is not None:
                option.help = text
            return option

    return Localised


def build_app(lang: str, only: str | None = None) -> typer.Typer:
    """The application with its commands registered and help texts in ``lang``.

    With ``only``, just that command module is imported and registered: a run of one
    command does not pay for building the others.
    """
    help_text = t("cli.help-option", lang)
    app = typer.Typer(
        name="ydkcheck",
        cls=_with_help_text(TyperGroup, help_text),
        help=t("cli.help", lang),
        no_args_is_help=True,
        add_completion=False,
        rich_markup_mode=None,
        context_settings={"help_option_names": ["-h", "--help"]},
    )

    @app.callback(invoke_without_command=True)
    def root(
        version: bool = typer.Option(
            False, "--version", "-V", help=t("cli.version", lang), is_eager=True
        ),
        lang_option: str | None = typer.Option(  # read earlier from argv; declared for --help
            None, "--lang", help=t("cli.lang", lang)
        ),
    ) -> None:
        if version:
            typer.echo(f"ydkcheck {__version__}")
            raise typer.Exit(0)

    for name in (only,) if only else COMMAND_MODULES:
        module = importlib.import_module(f"ydkcheck.commands.{name}")
        module.register(app, lang)
    command_class = _with_help_text(TyperCommand, help_text)
    for command in app.registered_commands:
        if command.cls in (None, TyperCommand):
            command.cls = command_class
    return app


def resolve_language(argv: Sequence[str]) -> str:
    """``--lang`` from ``argv``, else the environment's language."""
    return language_from_argv(argv) or language_from_environment()
