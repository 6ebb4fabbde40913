"""Click's own words in the user's language: help headings, usage lines and usage errors.

Typer renders help and usage errors with the words of click, in English, whatever the
language of the run. The help is written by a formatter that says click's fixed words
(headings, the usage line, value placeholders, ``[default: …]``) in the user's language
before wrapping them; usage errors are caught where click raises them and said again from
the catalogue, recognised by the English sentence click builds (the same in every click
that typer uses).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import IO, Any

from ydkcheck.i18n import t

# click's exceptions, in typer's own copy of click (every typer ydkcheck allows, from 0.26.8,
# carries one; click itself is not installed)
_CLICK_EXCEPTIONS: Any = importlib.import_module("typer._click.exceptions")
UsageError: type[Exception] = _CLICK_EXCEPTIONS.UsageError
# the "error" of a bare ``ydkcheck``: it shows the help, which the formatter already says
NoArgsIsHelp: type[Exception] | None = getattr(_CLICK_EXCEPTIONS, "NoArgsIsHelpError", None)

# click's help headings and the words of the usage line -> their message
HEADINGS = {"Options": "help.options", "Arguments": "help.arguments", "Commands": "help.commands"}
USAGE_WORDS = {"[OPTIONS]": "help.usage-options", "COMMAND": "help.usage-command"}
# typer's value placeholders and click's bracketed notes -> their message
WORDS = {
    "<str>": "help.value-text",
    "<int>": "help.value-number",
    "<int range>": "help.value-number",
    "<float>": "help.value-number",
    "<path>": "help.value-path",
    "[default:": "help.default",
    "[required]": "help.required",
}
REQUIRED_ARGUMENT = r"\{([^{}\s]+)\}"  # typer writes a required argument {DECK}

# click's usage errors, as click words them (a name for each sentence); patterns as text,
# compiled by ``re`` on the first error, not at every start-up ...
ERRORS: tuple[tuple[str, str], ...] = (
    (r"No such option: (?P<name>\S+) \(Possible options: (?P<options>.+)\)$", "option"),
    (r"No such option: (?P<name>\S+)(?: Did you mean (?P<options>.+)\?)?$", "option"),
    (
        r"No such command '(?P<name>.*)'\.(?: Did you mean (?P<options>.+)\?)?$",
        "command",
    ),
    (r"Missing argument '(?P<name>[^']*)'[^.]*\.$", "missing-argument"),
    (r"Missing option '(?P<name>[^']*)'[^.]*\.$", "missing-option"),
    (r"Option '(?P<name>.*)' requires an argument\.$", "needs-value"),
    (r"Option '(?P<name>.*)' requires (?P<count>\d+) arguments\.$", "needs-values"),
    (r"Option '(?P<name>.*)' does not take a value\.$", "takes-no-value"),
    (r"Got unexpected extra arguments?(?:\(s\))? \((?P<args>.*)\)$", "extra"),
    (r"(?s)Invalid value for '(?P<name>[^']*)'[^:]*: (?P<reason>.*)$", "bad-value"),
)
# ... the message saying each ...
ERROR_KEYS = {
    "option": "usage.no-such-option",
    "command": "usage.no-such-command",
    "missing-argument": "usage.missing-argument",
    "missing-option": "usage.missing-option",
    "needs-value": "usage.needs-value",
    "needs-values": "usage.needs-values",
    "takes-no-value": "usage.takes-no-value",
    "extra": "usage.extra",
    "bad-value": "usage.bad-value",
}
# ... and the one saying it with click's suggestions (``options``)
SUGGESTION_KEYS = {
    "option": "usage.no-such-option.suggest",
    "command": "usage.no-such-command.suggest",
}
# why click refused a value
REASONS: tuple[tuple[str, str], ...] = (
    # "int range": a number past Python's 4,300 digits, for an option with bounds
    (r"'(?P<value>[0-9+-]{100,})' is not a valid int(?:eger)?(?: range)?\.$", "digits"),
    (r"'(?P<value>.*)' is not a valid int(?:eger)?(?: range)?\.$", "integer"),
    (r"'(?P<value>.*)' is not a valid float\.$", "number"),
    (r"(?P<value>.*) is not in the range (?P<range>.*)\.$", "range"),
    (r"'(?P<value>.*)' is not a valid boolean\..*$", "boolean"),
    (r"'(?P<value>.*)' is not one of (?P<choices>.*)\.$", "choice"),
)
REASON_KEYS = {
    "integer": "usage.not-integer",
    "digits": "usage.too-many-digits",
    "number": "usage.not-number",
    "range": "usage.out-of-range",
    "boolean": "usage.not-boolean",
    "choice": "usage.not-a-choice",
}


def localised_context(base: type[Any], lang: str) -> type[Any]:
    """click's ``Context`` class ``base`` whose help is written in ``lang``: its formatter
    says click's words in ``lang`` before it wraps them, so the help keeps its width."""
    formatter_base: type[Any] = base.formatter_class

    class LocalisedFormatter(formatter_base):  # type: ignore[misc]
        def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
            super().write_usage(prog, localise_usage(args, lang), t("help.usage", lang))

        def write_heading(self, heading: str) -> None:
            super().write_heading(t(HEADINGS[heading], lang) if heading in HEADINGS else heading)

        def write_dl(self, rows: Any, *args: Any, **kwargs: Any) -> None:
            said = [(localise_words(term, lang), localise_words(text, lang)) for term, text in rows]
            super().write_dl(said, *args, **kwargs)

    class LocalisedContext(base):  # type: ignore[misc]
        formatter_class = LocalisedFormatter

    return LocalisedContext


def localise_words(text: str, lang: str) -> str:
    """Typer's value placeholders and click's notes in ``text`` said in ``lang``."""
    for word in WORDS:
        if word in text:
            text = text.replace(word, t(WORDS[word], lang))
    return text


def localise_usage(args: str, lang: str) -> str:
    """The arguments of a usage line (``[OPTIONS] [DECKS]...``) in ``lang``."""
    words = [
        t(USAGE_WORDS[word], lang) if word in USAGE_WORDS else word for word in args.split(" ")
    ]
    return re.sub(REQUIRED_ARGUMENT, r"\1", " ".join(words))


def error_message(english: str, lang: str, names: Mapping[str, str] | None = None) -> str:
    """Click's usage error ``english`` said in ``lang`` (as it is, if not one of click's),
    each option it names called by ``names`` (an option's name -> the one ``lang`` knows)."""
    names = names or {}
    for pattern, sentence in ERRORS:
        match = re.match(pattern, english)
        if match is None:
            continue
        found = {name: value for name, value in match.groupdict().items() if value is not None}
        if "reason" in found:
            found["reason"] = _reason(found["reason"], lang)
        if "name" in found:
            found["name"] = names.get(found["name"], found["name"])
        if "options" in found:  # click quotes each: 'valida', 'simula'
            options = (option.strip("'") for option in found["options"].split(", "))
            found["options"] = ", ".join(dict.fromkeys(names.get(o, o) for o in options))
        if "options" in found and sentence in SUGGESTION_KEYS:
            return t(SUGGESTION_KEYS[sentence], lang, **found)
        return t(ERROR_KEYS[sentence], lang, **found)
    return english


def _reason(english: str, lang: str) -> str:
    from ydkcheck.printable import shortened  # for a refused value only

    for pattern, reason in REASONS:
        match = re.match(pattern, english)
        if match is not None:
            found = match.groupdict()
            # as click quotes it (escaped), and no longer than a line: 5,000 digits were
            found["value"] = shortened(found["value"])
            return t(REASON_KEYS[reason], lang, **found)
    return english


def option_names(error: Any, lang: str) -> dict[str, str]:
    """Each option of ``error``'s command -> its name in ``lang``. An option has a Spanish
    name and an English one (``--turnos``, ``--turns``); click names and suggests either, so
    a run says each by the name its help shows: the English one in English, the Spanish one
    otherwise."""
    context = getattr(error, "ctx", None)
    params = list(getattr(getattr(context, "command", None), "params", None) or ())
    params.append(getattr(error, "param", None))
    renamed = {}
    for param in params:
        long_names = [name for name in getattr(param, "opts", ()) if name.startswith("--")]
        if len(long_names) < 2:
            continue
        spanish, english = long_names[0], long_names[-1]
        if lang == "en":
            renamed[spanish] = english
        else:
            renamed.update(dict.fromkeys(long_names[1:], spanish))
    return renamed


class Localised:
    """Marks a usage error already said in the user's language."""


def localised_usage_error(error: Any, lang: str) -> Any:
    """``error`` (a click ``UsageError``) as one that shows itself in ``lang``."""

    class LocalisedUsageError(type(error), Localised):  # type: ignore[misc]
        def __init__(self) -> None:  # the original's fields, with its own show()
            self.__dict__.update(error.__dict__)

        def show(self, file: IO[Any] | None = None) -> None:
            """One line, as every other refusal: the command, what is wrong, where help is."""
            import typer

            message = error_message(error.format_message(), lang, option_names(error, lang))
            message = " ".join(message.split())  # click's own may span lines
            context = self.ctx
            if context is None:
                line = t("usage.error", lang, command="ydkcheck", message=message)
            elif context.command.get_help_option(context) is None:
                line = t("usage.error", lang, command=context.command_path, message=message)
            else:
                command, option = context.command_path, context.help_option_names[0]
                line = t(
                    "usage.error.help",
                    lang,
                    command=command,
                    message=message,
                    help=f"{command} {option}",
                )
            typer.echo(line, err=True)

    return LocalisedUsageError()


@contextmanager
def usage_errors_in(lang: str) -> Iterator[None]:
    """Within, a click usage error is raised again as one that speaks ``lang``."""
    try:
        yield
    except UsageError as error:
        if isinstance(error, Localised) or (NoArgsIsHelp and isinstance(error, NoArgsIsHelp)):
            raise
        raise localised_usage_error(error, lang) from None
