"""Pieces shared by the commands: option parsing helpers and the exit-2 error path."""

from __future__ import annotations

import contextlib
import os
import sys
import warnings
from collections.abc import Callable, Iterator
from typing import Any, NoReturn, TypeVar

import typer

from ydkcheck.errors import InputError, InputWarning
from ydkcheck.i18n import LANGUAGES, t

T = TypeVar("T")
EXIT_OK, EXIT_ILLEGAL, EXIT_INPUT = 0, 1, 2


def say(text: str, nl: bool = True) -> None:
    """``text`` on standard output, whole or not at all without a word.

    A pipe whose reader goes away in the middle of a long write takes part of it and the
    write returns that part; Python's buffered streams (and ``typer.echo``) then drop the
    rest, so a report cut by ``| head`` ended with exit 0. Written here with ``os.write``
    until all is out, the next write after such a part fails with ``BrokenPipeError``,
    which the CLI turns into one line and exit 2.
    """
    text = text + "\n" if nl else text
    stream = sys.stdout
    try:
        descriptor = stream.fileno()
    except (OSError, ValueError):  # no descriptor of its own (tests capture output)
        stream.write(text)
        stream.flush()
        return
    stream.flush()
    left = memoryview(text.encode(stream.encoding or "utf-8", stream.errors or "strict"))
    while left:
        left = left[os.write(descriptor, left) :]


def fail(error: InputError, lang: str) -> NoReturn:
    """Print the one-line message of ``error`` on stderr and exit 2."""
    typer.echo(f"ydkcheck: {error.render(lang)}", err=True)
    raise typer.Exit(EXIT_INPUT)


@contextlib.contextmanager
def warnings_on_stderr(lang: str) -> Iterator[None]:
    """While the command runs, each distinct ``InputWarning`` is one line on stderr."""
    said: set[str] = set()

    def show(message: Warning | str, category: type[Warning], *args: object, **kw: object) -> None:
        if not isinstance(message, InputWarning):
            return  # a library's own warning is not the user's business
        line = t("cli.warning", lang, message=message.render(lang))
        if line not in said:
            said.add(line)
            typer.echo(f"ydkcheck: {line}", err=True)

    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.showwarning = show
        yield


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


TEXT_OR_JSON = ("texto", "json")  # the outputs of every command but valida
# the values whose Spanish name has an English twin, as an English run names them
ENGLISH_VALUES = {"texto": "text", "resumen": "summary"}


def choices(values: tuple[str, ...], lang: str) -> str:
    """The values an option takes, as a run in ``lang`` names them: ``texto, json`` or
    ``text, json`` (both names are always accepted)."""
    if lang != "en":
        return ", ".join(values)
    return ", ".join(ENGLISH_VALUES.get(value, value) for value in values)


TEXT_NAMES = {"text": "texto", "txt": "texto"}  # what else people call the text output


def output_option(lang: str) -> Any:
    """``--salida/--output texto|json``, ``texto`` by default, described in ``lang``."""
    known = choices(TEXT_OR_JSON, lang)
    return typer.Option("texto", "--salida", "--output", help=t("opt.salida", lang, known=known))


def names_option(lang: str) -> Any:
    """``--nombres/--names es|en``: the language of card names (None: the UI language)."""
    return typer.Option(
        None, "--nombres", "--names", help=t("opt.nombres", lang), show_default=False
    )


def checked_output(value: str, lang: str, known: tuple[str, ...] = TEXT_OR_JSON) -> str:
    """The ``--salida`` value by its canonical name (``text`` is ``texto``); exit 2 if it is
    none of ``known``."""
    kind = TEXT_NAMES.get(value.lower(), value.lower())
    if kind not in known:
        fail(InputError("cli.bad-output", value=value, known=choices(known, lang)), lang)
    return kind


def checked_names(value: str | None, lang: str) -> str | None:
    """The ``--nombres`` value (``es`` or ``en``), or None when not given (the UI language)."""
    if value is None:
        return None
    if value.lower() not in LANGUAGES:
        fail(InputError("cli.bad-names", value=value), lang)
    return value.lower()


def use_color(stream: object = None) -> bool:
    """Colour only on a terminal, and never when NO_COLOR is set."""

    target = stream if stream is not None else sys.stdout
    isatty = getattr(target, "isatty", None)
    return bool(isatty and isatty()) and "NO_COLOR" not in os.environ
