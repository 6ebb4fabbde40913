"""Click's own words in the user's language: help headings, usage lines and usage errors.

Typer renders help and usage errors with the words of click, in English, whatever the
language of the run. The help text is rendered by click and then its fixed words are put in
the user's language, line by line (headings, the usage line, the value placeholders); usage
errors are caught where click raises them and said again from the catalogue, recognised by
the English sentence click builds (which is the same in every click that typer uses).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO, Any

from ydkcheck.i18n import t


def _click_exceptions() -> Any:
    """click's exceptions: typer's own copy of click (0.28), else click itself (older)."""
    try:
        return importlib.import_module("typer._click.exceptions")
    except ImportError:  # pragma: no cover - depends on the typer installed
        return importlib.import_module("click.exceptions")


UsageError: type[Exception] = _click_exceptions().UsageError

# help headings (a line of their own) and words of the usage line -> their message
HEADINGS = {
    "Options:": "help.options",
    "Arguments:": "help.arguments",
    "Commands:": "help.commands",
}
USAGE_PREFIX = "Usage: "
USAGE_WORDS = {"[OPTIONS]": "help.usage-options", "COMMAND": "help.usage-command"}
# typer's value placeholders and the start of click's bracketed notes (which may wrap onto
# the next line) -> their message
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
    (r"Missing argument '(?P<name>.*)'\.$", "missing-argument"),
    (r"Missing option '(?P<name>.*)'\.$", "missing-option"),
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
    (r"'(?P<value>.*)' is not a valid int(?:eger)?\.$", "integer"),
    (r"'(?P<value>.*)' is not a valid float\.$", "number"),
    (r"(?P<value>.*) is not in the range (?P<range>.*)\.$", "range"),
    (r"'(?P<value>.*)' is not a valid boolean\..*$", "boolean"),
    (r"'(?P<value>.*)' is not one of (?P<choices>.*)\.$", "choice"),
)
REASON_KEYS = {
    "integer": "usage.not-integer",
    "number": "usage.not-number",
    "range": "usage.out-of-range",
    "boolean": "usage.not-boolean",
    "choice": "usage.not-a-choice",
}


def localise_help(text: str, lang: str) -> str:
    """Click's help ``text`` with its fixed words in ``lang``."""
    lines = []
    for line in text.split("\n"):
        if line in HEADINGS:
            lines.append(t(HEADINGS[line], lang))
            continue
        if line.startswith(USAGE_PREFIX):
            line = localise_usage(line, lang)
        for word in WORDS:
            if word in line:
                line = _replaced(line, word, t(WORDS[word], lang))
        lines.append(line)
    return "\n".join(lines)


def _replaced(line: str, word: str, new: str) -> str:
    """``line`` with ``word`` as ``new``; where a column gap follows it, the gap takes up the
    difference, so that the help's second column stays aligned."""
    return re.sub(
        re.escape(word) + "( {2,})?",
        lambda match: (
            new + " " * max(len(match.group(1)) + len(word) - len(new), 2)
            if match.group(1)
            else new
        ),
        line,
    )


def localise_usage(line: str, lang: str) -> str:
    """A ``Usage: ydkcheck valida [OPTIONS] [DECKS]...`` line in ``lang``."""
    words = line[len(USAGE_PREFIX) :].split(" ")
    words = [t(USAGE_WORDS[word], lang) if word in USAGE_WORDS else word for word in words]
    usage = re.sub(REQUIRED_ARGUMENT, r"\1", " ".join(words))
    return t("help.usage", lang, usage=usage)


def error_message(english: str, lang: str) -> str:
    """Click's usage error ``english`` said in ``lang`` (as it is, if not one of click's)."""
    for pattern, sentence in ERRORS:
        match = re.match(pattern, english)
        if match is None:
            continue
        found = {name: value for name, value in match.groupdict().items() if value is not None}
        if "reason" in found:
            found["reason"] = _reason(found["reason"], lang)
        if "options" in found:  # click quotes each: 'valida', 'simula'
            found["options"] = found["options"].replace("'", "")
        if "options" in found and sentence in SUGGESTION_KEYS:
            return t(SUGGESTION_KEYS[sentence], lang, **found)
        return t(ERROR_KEYS[sentence], lang, **found)
    return english


def _reason(english: str, lang: str) -> str:
    for pattern, reason in REASONS:
        match = re.match(pattern, english)
        if match is not None:
            return t(REASON_KEYS[reason], lang, **match.groupdict())
    return english


class Localised:
    """Marks a usage error already said in the user's language."""


def localised_usage_error(error: Any, lang: str) -> Any:
    """``error`` (a click ``UsageError``) as one that shows itself in ``lang``."""

    class LocalisedUsageError(type(error), Localised):  # type: ignore[misc]
        def __init__(self) -> None:  # the original's fields, with its own show()
            self.__dict__.update(error.__dict__)

        def show(self, file: IO[Any] | None = None) -> None:
            import typer

            context = self.ctx
            parts = []
            if context is not None:
                parts.append(context.get_usage())
                if context.command.get_help_option(context) is not None:
                    command, option = context.command_path, context.help_option_names[0]
                    parts.append(t("usage.try", lang, command=f"{command} {option}"))
                parts.append("")
            message = error_message(error.format_message(), lang)
            parts.append(t("usage.error", lang, message=message))
            typer.echo("\n".join(parts), err=True)

    return LocalisedUsageError()


@contextmanager
def usage_errors_in(lang: str) -> Iterator[None]:
    """Within, a click usage error is raised again as one that speaks ``lang``."""
    try:
        yield
    except UsageError as error:
        if isinstance(error, Localised):
            raise
        raise localised_usage_error(error, lang) from None
