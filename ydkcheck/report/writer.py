"""Streaming output: a format turns each deck into text as soon as it is checked.

A repository run checks thousands of decks; keeping every result until the end would make
memory grow with the number of decks. Each format has a writer that returns the text of one
deck (or of an unreadable input) at once, and the rest of the document when closed.
``report.document`` drives a writer through a run.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Protocol

from ydkcheck.cards.naming import CardNamer
from ydkcheck.i18n import t
from ydkcheck.lists.model import Banlist
from ydkcheck.report.duplicates import Duplicates, DuplicatesAtTheEnd
from ydkcheck.report.model import Skipped, Unreadable
from ydkcheck.validate import DeckResult
from ydkcheck.workflow_commands import TEXT_BREAK

if TYPE_CHECKING:
    from ydkcheck.config import Config

# json.dumps(value, ensure_ascii=False), by the C encoder (no indent) and without building an
# encoder per call; writers encode trees they have just built, never circular, so the check
# for cycles (a fifth of the time) is skipped
encode: Callable[[Any], str] = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode


class Writer(ABC):
    """Text for each deck as it comes, then the end of the document.

    A deck becomes a *piece* independently of the others (``piece``, which may run in a
    worker process, so pieces are plain picklable values); ``add`` puts pieces into the
    document in order, and is the only step that depends on what came before. Every checked
    deck, shown or not, is recorded in ``duplicates`` before its piece is added, so the end
    of the document can name the files that hold the same deck.
    """

    # a document for programs, written as UTF-8 bytes with line ends untouched whatever the
    # console's encoding (CSV, HTML, JSON, SARIF, JUnit, GitHub's commands); text for people
    # is in the console's encoding, what it lacks escaped (see ydkcheck.__main__)
    utf8_file = False
    # the document names the files of a repeated deck at its end alone, never at a deck
    # (``add`` leaves ``repeats`` aside): they are found there, at a few bytes a deck
    repeats_at_the_end_only = False
    # how the document writes ``##[``, which a CI runner reads as a command wherever it is
    # (``workflow_commands``): an escape of the format's own where it has one
    commands = TEXT_BREAK

    def __init__(
        self,
        banlist: Banlist,
        lang: str,
        color: bool = False,
        names: str | None = None,
        config: Config | None = None,
        option_ignore: tuple[str, ...] | None = None,
        warnings: tuple[str, ...] = (),
    ) -> None:
        self.banlist = banlist
        self.lang = lang
        self.color = color
        self.namer = CardNamer(names or lang)  # card names: --nombres, else the UI language
        self.config = config  # the configuration file the run applied, named in the output
        # the rules the command line's --ignora turned off (None: not given), named in the
        # output as the configuration's are, and the rules not checked whatever turned them off
        self.option_ignore = option_ignore
        if option_ignore is not None:
            self.ignored: tuple[str, ...] = option_ignore
        else:
            self.ignored = config.ignore or () if config is not None else ()
        # what the run warned of before its first deck, which qualifies every verdict (a list
        # that may not be the one in force, a card pool not checked): a saved report says it too
        self.warnings = warnings
        self.duplicates: Duplicates | DuplicatesAtTheEnd = (
            DuplicatesAtTheEnd() if self.repeats_at_the_end_only else Duplicates()
        )
        self.setup()

    def applied_lines(self) -> list[str]:
        """What the run applied that changes or sets its checks, a line each: the
        configuration file and what it set; the rules ``--ignora`` turned off."""
        from ydkcheck.report.applied import applied_line, option_ignore_line

        lines = [] if self.config is None else [applied_line(self.config, self.lang)]
        if self.option_ignore:
            lines.append(option_ignore_line(self.option_ignore, self.lang))
        return lines

    def warning_lines(self) -> list[str]:
        """The run's warnings (``warnings``), a line each as stderr says them."""
        return [t("cli.warning", self.lang, message=message) for message in self.warnings]

    @property
    def changes_the_check(self) -> bool:
        """Whether what the run applied changes what is checked (list, day, rules off)."""
        by_config = self.config is not None and self.config.changes_the_check
        return by_config or bool(self.option_ignore)

    def setup(self) -> None:  # noqa: B027 - a hook: the formats that need nothing skip it
        """What a format prepares before the first deck (by default, nothing)."""

    @abstractmethod
    def piece(self, result: DeckResult) -> Any:
        """What one checked deck turns into, whatever the other decks are."""

    @abstractmethod
    def add(self, piece: Any, repeats: str | None = None) -> str:
        """The text that adds one deck's piece to the document; ``repeats``: the first
        earlier file that holds the same deck (see ``duplicates``)."""

    def unreadable(self, item: Unreadable) -> str:
        """The text of one input that could not be read (by default, none)."""
        return ""

    def skipped(self, item: Skipped) -> str:
        """The text of one file of a folder left out as no deck (by default, none)."""
        return ""

    def close(self) -> str:
        """The rest of the document (by default, nothing)."""
        return ""

    def finish(self) -> Iterator[str]:
        """The rest of the document in parts, for documents too long to build as one string."""
        yield self.close()


class WriterFactory(Protocol):
    """A writer class: the list, the UI language, colour, the card names' language, the
    configuration applied, the rules ``--ignora`` turned off, the run's warnings."""

    utf8_file: bool  # a document for programs (``Writer.utf8_file``)

    def __call__(
        self,
        banlist: Banlist,
        lang: str,
        color: bool = False,
        names: str | None = None,
        config: Config | None = None,
        option_ignore: tuple[str, ...] | None = None,
        warnings: tuple[str, ...] = (),
    ) -> Writer: ...


class JsonArray:
    """One array of a JSON document, written item by item, one item per line.

    ``document`` is the whole document encoded with the array empty (``"key": []``); each
    item is its own encoded JSON value. The document's head is written with the first item,
    the rest when the array is closed.
    """

    def __init__(self, document: str, key: str) -> None:
        self._marker = f'"{key}": []'
        head, self._tail = document.split(self._marker, 1)
        self._head = head + f'"{key}": ['
        self.count = 0

    def add(self, item: str) -> str:
        """The text that adds an encoded item (after the document's head, if first)."""
        lead = self._head + "\n" if self.count == 0 else ",\n"
        self.count += 1
        return lead + item

    def close(self, document: str | None = None) -> str:
        """The end of the array and the rest of the document (from ``document`` if given:
        the whole document encoded again, for values known only at the end)."""
        tail = self._tail if document is None else document.split(self._marker, 1)[1]
        if self.count == 0:
            return self._head + "]" + tail
        return "\n]" + tail
