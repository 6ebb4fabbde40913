"""The typer application: one module of ``ydkcheck.commands`` per command.

Help texts are written in the user's language, so the language is read from the
command line (``--lang``) and the environment before the commands are registered.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence

import typer

from ydkcheck import __version__
from ydkcheck.i18n import LANGUAGES, language_from_environment, t

# Each module defines ``register(app, lang)``; order is the order of ``--help``.
COMMAND_MODULES = ("valida",)


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


def build_app(lang: str) -> typer.Typer:
    """The application with every command registered and help texts in ``lang``."""
    app = typer.Typer(
        name="ydkcheck",
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

    for name in COMMAND_MODULES:
        module = importlib.import_module(f"ydkcheck.commands.{name}")
        module.register(app, lang)
    return app


def resolve_language(argv: Sequence[str]) -> str:
    """``--lang`` from ``argv``, else the environment's language."""
    return language_from_argv(argv) or language_from_environment()
