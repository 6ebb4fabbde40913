"""GitHub's older workflow commands, anywhere in what ydkcheck prints, made inert.

A GitHub Actions runner reads a line of a step's output as a command when it starts with
``::`` (``terminal.COMMAND_STARTS``, guarded where a line starts) and also, in the older
form, when ``##[`` stands anywhere in it: ``##[stop-commands]token`` stops the runner from
reading every command after it (ydkcheck's own ``::error`` annotations among them), and
``##[set-output name=legal;]true`` sets a step's output. A deck's file name, a player's name
or a card name a list writes can hold those three characters, so nothing ydkcheck prints
holds them together: each output breaks them with its own escape, which reads back as the
same text (``JSON_BREAK``, ``MARKUP_BREAK``), and whatever is left, on standard output and
standard error alike, gets a zero-width space before the bracket (``TEXT_BREAK``).
"""

from __future__ import annotations

import io
from typing import TextIO

Stream = TextIO | io.TextIOBase  # standard output as Python starts with it, or a stand-in

LEGACY_COMMAND = "##["
TEXT_BREAK = "##\u200b["  # for a person's eyes, the same
JSON_BREAK = "#\\u0023["  # inside a JSON string, where alone ``#`` stands: the same value
MARKUP_BREAK = "#&#35;["  # a character reference in XML and HTML: the same text


def broken(text: str, replacement: str = TEXT_BREAK) -> str:
    """``text`` with every ``##[`` written as ``replacement``."""
    return text.replace(LEGACY_COMMAND, replacement) if LEGACY_COMMAND in text else text


class Breaker:
    """Texts written one after another, each ``##[`` broken with ``replacement`` even across
    two of them: a text's last ``#`` or two wait for the next one (``end`` gives them)."""

    def __init__(self, replacement: str) -> None:
        self.replacement = replacement
        self._held = ""

    def text(self, text: str) -> str:
        """``text`` to write now, after what was held."""
        if self._held:
            text, self._held = self._held + text, ""
        if text.endswith("#"):
            held = 2 if text.endswith("##") else 1
            text, self._held = text[:-held], text[-held:]
        return broken(text, self.replacement)

    def end(self) -> str:
        """What is held, to write last."""
        held, self._held = self._held, ""
        return held


class GuardedStream(io.TextIOBase):
    """A text stream that writes what it is given with no ``##[`` in it, even across two
    writes: the last two characters written are kept, and the zero-width space goes just
    before the bracket, always among the new characters."""

    def __init__(self, wrapped: Stream) -> None:
        self.wrapped = wrapped
        self._tail = ""

    def write(self, text: str) -> int:
        if not isinstance(text, str):  # as a text stream does (click asks by writing b"")
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        self.wrapped.write(self.guarded(text))
        return len(text)

    def guarded(self, text: str) -> str:
        """``text`` as it is written after what this stream wrote (``commands.common.say``
        writes to the descriptor itself), its last characters kept for the next write."""
        tail = self._tail
        begun = (tail[-1:] == "#" and text[:2] == "#[") or (tail == "##" and text[:1] == "[")
        if begun or LEGACY_COMMAND in text:  # a bracket, which the new text holds, closes it
            text = broken(tail + text)[len(tail) :]
        self._tail = text[-2:] if len(text) >= 2 else (tail + text)[-2:]
        return text

    def flush(self) -> None:
        self.wrapped.flush()

    def fileno(self) -> int:
        return self.wrapped.fileno()

    def isatty(self) -> bool:
        return self.wrapped.isatty()

    def writable(self) -> bool:
        return True

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self.wrapped.encoding

    @property
    def errors(self) -> str | None:  # type: ignore[override]
        return self.wrapped.errors


def unguarded(stream: Stream) -> Stream:
    """The stream a ``GuardedStream`` writes to; any other stream itself."""
    return stream.wrapped if isinstance(stream, GuardedStream) else stream
