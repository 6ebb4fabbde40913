"""What every command does the same way: exit codes, printing a report whole, warnings on
stderr, and the exit-2 path of bad input."""

from __future__ import annotations

import contextlib
import sys
import warnings
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, NoReturn, TypeVar

import typer

from ydkcheck.descriptors import write_whole
from ydkcheck.errors import InputError, InputWarning
from ydkcheck.i18n import t
from ydkcheck.workflow_commands import TEXT_BREAK, GuardedStream, broken

if TYPE_CHECKING:
    from ydkcheck.decks import Deck
    from ydkcheck.diagnostics import Diagnostic, Namer
    from ydkcheck.validate import DeckResult

T = TypeVar("T")
EXIT_OK, EXIT_ILLEGAL, EXIT_INPUT = 0, 1, 2


def say(text: str, nl: bool = True, commands: str = TEXT_BREAK) -> None:
    """``text`` on standard output, whole or not at all without a word; each ``##[`` in it
    written as ``commands`` (``workflow_commands``: ``JSON_BREAK`` for a JSON document).

    Written to the descriptor (``descriptors.write_whole``): a buffered stream, and
    ``typer.echo``, drop what a pipe closed by ``| head`` did not take, and the run ended
    with exit 0.
    """
    text = broken(text + "\n" if nl else text, commands)
    stream = sys.stdout
    try:
        descriptor = stream.fileno()
    except (OSError, ValueError):  # no descriptor of its own (tests capture output)
        stream.write(text)
        stream.flush()
        return
    stream.flush()
    if isinstance(stream, GuardedStream):  # after what it wrote, which may end in "#"
        text = stream.guarded(text)
    write_whole(descriptor, text.encode(stream.encoding or "utf-8", stream.errors or "strict"))


def say_reading(
    deck: Deck,
    lang: str,
    namer: Namer | None,
    result: DeckResult | None = None,
    ignore: tuple[str, ...] = (),
) -> None:
    """What the reader found odd in ``deck``, one line each on stderr, as ``valida`` reports it
    (``report.problem_lines``): every command that shows a deck otherwise than ``valida``
    says it, so that none passes an edited sheet or a line read two ways in silence."""
    from ydkcheck.report.problem_lines import reading_problems

    say_problems(deck.source, reading_problems(deck, result, ignore), lang, namer)


def say_problems(
    source: str, problems: Iterable[Diagnostic], lang: str, namer: Namer | None
) -> None:
    """The errors and warnings of ``problems`` of the deck ``source``, one line each on
    stderr (``deck.ydk:57: aviso: message``)."""
    from ydkcheck.report.problem_lines import problem_lines

    for line in problem_lines(source, problems, lang, namer):
        typer.echo(f"ydkcheck: {line}", err=True)


def fail(error: InputError, lang: str) -> NoReturn:
    """Print the one-line message of ``error`` on stderr and exit 2 (no warning held for
    the verdict follows it: there is none)."""
    drop_held_warnings()
    typer.echo(f"ydkcheck: {error.render(lang)}", err=True)
    raise typer.Exit(EXIT_INPUT)


# warnings about the verdict rather than the input: said after it, by a run that gave one
ABOUT_THE_VERDICT = frozenset({"collection.past-data", "collection.lists-end"})
_held: list[str] = []  # the lines of such warnings, until the run ends
_said: list[InputWarning] = []  # every distinct warning said so far in this run, in order


@contextlib.contextmanager
def warnings_on_stderr(lang: str) -> Iterator[None]:
    """While the command runs, each distinct ``InputWarning`` is one line on stderr; one
    about the verdict (``ABOUT_THE_VERDICT``) waits for ``say_held_warnings``, so that bad
    input stays one line."""
    said: set[str] = set()
    _held.clear()
    _said.clear()

    def show(message: Warning | str, category: type[Warning], *args: object, **kw: object) -> None:
        if not isinstance(message, InputWarning):
            return  # a library's own warning is not the user's business
        line = t("cli.warning", lang, message=message.render(lang))
        if line in said:
            return
        said.add(line)
        _said.append(message)
        if message.key in ABOUT_THE_VERDICT:
            _held.append(line)
        else:
            typer.echo(f"ydkcheck: {line}", err=True)

    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.showwarning = show
        try:
            yield
        finally:
            _said.clear()  # no other run's report repeats them


def warnings_for_report(lang: str, for_people: bool) -> tuple[str, ...]:
    """The message in ``lang`` of each distinct warning said so far in this run (or held for
    after its report): a report repeats them, as they qualify all its verdicts (the list may
    not be the one in force, its card pool is not checked...). None for a report for people
    (``for_people``) shown on the terminal where stderr says them too."""
    from ydkcheck.terminal import on_terminal

    if for_people and on_terminal(sys.stdout) and on_terminal(sys.stderr):
        return ()
    return tuple(dict.fromkeys(warning.render(lang) for warning in _said))


def drop_held_warnings() -> None:
    """Forget the warnings about the verdict: the run gave none (no deck could be read)."""
    _held.clear()


def say_held_warnings() -> None:
    """The warnings about the verdict, on stderr after the report of a run that gave one
    (``fail``, for bad input, drops them: its one line is all it says)."""
    held = list(_held)
    _held.clear()
    for line in held:
        typer.echo(f"ydkcheck: {line}", err=True)


def guarded(lang: str, work: Callable[[], T]) -> T:
    """Run ``work``; bad input becomes one line on stderr and exit status 2."""
    try:
        return work()
    except InputError as error:
        fail(error, lang)
