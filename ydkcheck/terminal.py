"""Text laid out for a terminal: the width every report fits, colours, wrapping, and how many
columns a string takes.

Most names are ASCII, one column a character; a CJK character takes two and a combining
accent none (``unicodedata``, looked at only for text that is not ASCII).
"""

from __future__ import annotations

import os
import sys

WIDTH = 80  # the terminal every text report fits
ELLIPSIS = "…"
DASH_AFTER = "!\"'&.,?"  # what textwrap lets stand before a dash of hyphens, besides a word
GREEN, RED, YELLOW, CYAN = "32", "31", "33", "36"  # ANSI colour codes


def use_color(stream: object = None) -> bool:
    """Colour only on a terminal (standard output by default), and never when NO_COLOR is
    set."""
    return on_terminal(stream) and "NO_COLOR" not in os.environ


def on_terminal(stream: object = None) -> bool:
    """Whether ``stream`` (standard output by default) is a terminal, where the warnings on
    standard error show beside it."""
    target = stream if stream is not None else sys.stdout
    isatty = getattr(target, "isatty", None)
    return bool(isatty and isatty())


def paint(text: str, code: str, color: bool) -> str:
    """``text`` in the ANSI colour ``code`` when ``color``, else as it is."""
    return f"\033[{code}m{text}\033[0m" if color else text


# how a line starts that GitHub Actions reads as a workflow command, blanks before it trimmed
COMMAND_STARTS = ("::", "##[")


def wrapped(
    text: str, indent: str, hanging: str, width: int = WIDTH, hyphens: bool = True
) -> list[str]:
    """``text`` in lines of at most ``width`` columns, the first indented by ``indent``, the
    others by ``hanging``; broken after a hyphen only with ``hyphens``. An empty text is one
    line of its indent."""
    lines = _wrapped(text, indent, hanging, width, hyphens)
    if "::" in text or "##[" in text:  # a deck's words may start a line: none is a command
        return [inert(line) for line in lines]
    return lines


def _wrapped(text: str, indent: str, hanging: str, width: int, hyphens: bool) -> list[str]:
    if len(indent) + len(text) <= width:
        return [indent + text]
    words = text.split(" ")
    if _plain(text, words, width - max(len(indent), len(hanging)), hyphens):
        return _filled(words, indent, hanging, width)
    import textwrap  # only a line of its own kind needs it

    lines = textwrap.wrap(
        text, width, initial_indent=indent, subsequent_indent=hanging, break_on_hyphens=hyphens
    )
    return lines or [indent.rstrip()]


def inert(line: str) -> str:
    """``line``, with a zero-width space before its first word when that word would make a
    CI runner read it as a workflow command (GitHub Actions trims the blanks before ``::``
    and ``##[``): a card line that writes ``::warning::`` must not speak to the CI."""
    word = line.lstrip()
    if not word.startswith(COMMAND_STARTS):
        return line
    return f"{line[: len(line) - len(word)]}\u200b{word}"


def _plain(text: str, words: list[str], room: int, hyphens: bool) -> bool:
    """Whether ``textwrap`` would break ``text`` only at its blanks: words parted by single
    blanks, no other white space, no word longer than a line, and no hyphen inside a word
    (where ``textwrap`` may break one)."""
    return (
        text.isprintable()
        and "" not in words
        and max(map(len, words)) <= room
        and not (hyphens and any(_breaks_at_hyphen(word) for word in words if "-" in word))
    )


def _breaks_at_hyphen(word: str) -> bool:
    """Whether ``textwrap`` may break ``word`` at a hyphen: one with two letters before it
    (or a letter, a hyphen and a letter) and two letters after (or a letter, a hyphen and a
    letter), or a run of hyphens between a word character or punctuation and a word
    character (a dash between words). ``KDE-E`` and ``(--ronda`` are never broken."""
    i = 0
    while i < len(word):
        if word[i] != "-":
            i += 1
            continue
        end = i
        while end < len(word) and word[end] == "-":
            end += 1
        if end - i > 1:
            if i and _is_word(word[i - 1], DASH_AFTER) and end < len(word) and _is_word(word[end]):
                return True
        elif (
            i and _two_letters(word[max(0, i - 3) : i][::-1]) and _two_letters(word[i + 1 : i + 4])
        ):
            return True
        i = end
    return False


def _is_word(char: str, also: str = "") -> bool:
    """Whether ``char`` is a word character as ``re`` sees it, or one of ``also``."""
    return char.isalnum() or char == "_" or char in also


def _two_letters(chars: str) -> bool:
    """Whether ``chars`` begin with two letters, or a letter, a hyphen and a letter (letters
    as ``re`` sees them: word characters that are not digits)."""
    pair = chars[:2] if chars[1:2] != "-" else chars[:3:2]
    return len(pair) == 2 and all(_is_word(char) and not char.isdecimal() for char in pair)


def _filled(words: list[str], indent: str, hanging: str, width: int) -> list[str]:
    """``words`` laid out greedily as ``textwrap`` lays out a plain text (see ``_plain``):
    each line takes as many words as fit. Wrapping every report's lines with ``textwrap``
    cost ``compara`` 0.4 ms of its start-up."""
    lines: list[str] = []
    line = indent + words[0]
    for word in words[1:]:
        if len(line) + 1 + len(word) <= width:
            line += " " + word
        else:
            lines.append(line)
            line = hanging + word
    lines.append(line)
    return lines


def _width(char: str) -> int:
    import unicodedata

    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in "WF" else 1


def columns(text: str) -> int:
    """The terminal columns ``text`` takes."""
    return len(text) if text.isascii() else sum(map(_width, text))


def fit(text: str, width: int, keep_end: bool = False) -> str:
    """``text`` in exactly ``width`` columns: padded with blanks, or cut with ``…`` keeping
    its start (or its end: where a path has the file's name)."""
    used = columns(text)
    if used <= width:
        return text + " " * (width - used)
    room = width - 1  # the ellipsis
    kept: list[str] = []
    for char in reversed(text) if keep_end else text:
        size = _width(char) if not char.isascii() else 1
        if size > room:
            break
        kept.append(char)
        room -= size
    if keep_end:
        return ELLIPSIS + "".join(reversed(kept)) + " " * room
    return "".join(kept) + ELLIPSIS + " " * room
