"""Streaming output: a format turns each deck into text as soon as it is checked.

A repository run checks thousands of decks; keeping every result until the end would make
memory grow with the number of decks. Each format has a writer that returns the text of one
deck (or of an unreadable input) at once, and the rest of the document when closed. The
whole-report renderers of ``FORMATS`` are the same writers run over a finished Report.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from json.encoder import encode_basestring
from typing import Any

from ydkcheck.lists.model import Banlist
from ydkcheck.report.model import Report, Unreadable
from ydkcheck.validate import DeckResult


class Writer(ABC):
    """Text for each deck as it comes, then the end of the document.

    A deck becomes a *piece* independently of the others (``piece``, which may run in a
    worker process, so pieces are plain picklable values); ``add`` puts pieces into the
    document in order, and is the only step that depends on what came before.
    """

    def __init__(self, banlist: Banlist, lang: str, color: bool = False) -> None:
        self.banlist = banlist
        self.lang = lang
        self.color = color

    @abstractmethod
    def piece(self, result: DeckResult) -> Any:
        """What one checked deck turns into, whatever the other decks are."""

    @abstractmethod
    def add(self, piece: Any) -> str:
        """The text that adds one deck's piece to the document."""

    def deck(self, result: DeckResult) -> str:
        """The text of one checked deck."""
        return self.add(self.piece(result))

    def unreadable(self, item: Unreadable) -> str:
        """The text of one input that could not be read (by default, none)."""
        return ""

    def close(self) -> str:
        """The rest of the document (by default, nothing)."""
        return ""

    def finish(self) -> Iterator[str]:
        """The rest of the document in parts, for documents too long to build as one string."""
        yield self.close()


WriterFactory = Callable[[Banlist, str, bool], Writer]


def render_with(factory: WriterFactory, report: Report, lang: str, color: bool) -> str:
    """A whole report through a writer: decks first, then unreadable inputs."""
    writer = factory(report.banlist, lang, color)
    parts = [writer.deck(result) for result in report.results]
    parts.extend(writer.unreadable(item) for item in report.unreadable)
    parts.append(writer.close())
    return "".join(parts)


class JsonArray:
    """One array of a pretty-printed JSON document, written item by item.

    ``template`` is the document (``indent=2``) with the array empty, ``"key": []``. Each
    item is text that starts with ``item_newline`` and is indented from there as
    ``json.dumps(document, indent=2)`` would indent it (``pretty_json(value,
    item_newline)``, or a writer's own faster text), so the streamed text is byte for byte
    the text of the whole document.
    """

    def __init__(self, template: str, key: str) -> None:
        marker = f'"{key}": []'
        head, self._tail = template.split(marker, 1)
        self._head = head + f'"{key}": ['
        line_start = head.rfind("\n") + 1
        self._indent = " " * (len(head) - line_start)
        self.item_newline = "\n" + self._indent + "  "  # where each item starts
        self.count = 0

    def add(self, encoded: str) -> str:
        """The text that adds an encoded item (with the document's head, if first)."""
        lead = self._head if self.count == 0 else ","
        self.count += 1
        return lead + encoded

    def close(self, tail: str | None = None) -> str:
        """The end of the array and the rest of the document (``tail`` replaces the template's)."""
        rest = self._tail if tail is None else tail
        if self.count == 0:
            return self._head + "]" + rest
        return "\n" + self._indent + "]" + rest


def pretty_json(value: Any, newline: str = "\n", one_line: frozenset[str] = frozenset()) -> str:
    """``json.dumps(value, ensure_ascii=False, indent=2)``, about twice as fast.

    With an indent, the standard library encodes in pure Python, one generator per level;
    this builds the same text directly, strings escaped by the C encoder. ``newline`` is the
    line break and indentation the value starts at. Keys must be strings. The items of an
    array under a key of ``one_line`` are written one per line, each by the C encoder
    (``json.dumps`` without indent): the diagnostics of a deck, for instance.
    """
    if isinstance(value, str):
        return encode_basestring(value)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return int.__repr__(value)
    inner = newline + "  "
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = (
            inner + encode_basestring(k) + ": "
            + (_lines(v, inner) if k in one_line and isinstance(v, list)
               else pretty_json(v, inner, one_line))
            for k, v in value.items()
        )  # fmt: skip
        return "{" + ",".join(items) + newline + "}"
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        return (
            "[" + ",".join(inner + pretty_json(v, inner, one_line) for v in value) + newline + "]"
        )
    return json.dumps(value)  # floats and anything else: as the standard library says


def _lines(items: list[Any], newline: str) -> str:
    """An array with each item on its own line, compact."""
    if not items:
        return "[]"
    inner = newline + "  "
    return "[" + ",".join(inner + _compact(item) for item in items) + newline + "]"


_compact = json.JSONEncoder(ensure_ascii=False).encode


def tail_after(template: str, key: str) -> str:
    """The part of ``template`` after its empty array ``key``."""
    return template.split(f'"{key}": []', 1)[1]
