"""Pieces shared by the commands: option parsing helpers and the exit-2 error path."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import NoReturn, TypeVar

import typer

from ydkcheck.errors import InputError
from ydkcheck.i18n import LANGUAGES

T = TypeVar("T")
EXIT_OK, EXIT_ILLEGAL, EXIT_INPUT = 0, 1, 2


def fail(error: InputError, lang: str) -> NoReturn:
    """Print the one-line message of ``error`` on stderr and exit 2."""
    typer.echo(f"ydkcheck: {error.render(lang)}", err=True)
    raise typer.Exit(EXIT_INPUT)


def guarded(lang: str, work: Callable[[], T]) -> T:
    """Run ``work``; bad input becomes one line on stderr and exit status 2."""
    try:
        return work()
    except InputError as error:
        fail(error, lang)


def checked_language(value: str | None, fallback: str) -> str:
    """The ``--lang`` value, validated (the registration already used it for help texts)."""
    if value is None:
        return fallback
    if value.lower() not in LANGUAGES:
        fail(InputError("cli.bad-lang", value=value), fallback)
    return value.lower()


def use_color(stream: object = None) -> bool:
    """Colour only on a terminal, and never when NO_COLOR is set."""

    target = stream if stream is not None else sys.stdout
    isatty = getattr(target, "isatty", None)
    return bool(isatty and isatty()) and "NO_COLOR" not in os.environ
