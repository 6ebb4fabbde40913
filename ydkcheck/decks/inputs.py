"""From what a command line names (files, folders, ``ydke://`` URLs, ``-``) to decks."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ydkcheck.decks.model import Deck
from ydkcheck.decks.reading import decode_deck_bytes, read_file, read_stdin
from ydkcheck.decks.text import parse_text_decklist
from ydkcheck.decks.ydk import parse_ydk
from ydkcheck.decks.ydke import YDKE_PREFIX, parse_ydke
from ydkcheck.errors import InputError

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB

STDIN = "-"  # the input that names standard input
STDIN_SOURCE = "<stdin>"  # the source name of the deck read from it


def expand_inputs(inputs: list[str]) -> Iterator[str]:
    """Files, ``ydke://`` URLs and folders (every ``*.ydk`` below, sorted) as deck sources."""
    for item in inputs:
        if item.startswith(YDKE_PREFIX) or not os.path.isdir(item):
            yield item
            continue
        root = str(Path(item))  # "./decks/" is written as "decks", "." leaves no prefix
        prefix = "" if root == "." else root if root.endswith(os.sep) else root + os.sep
        found = sorted(prefix + name for name in _deck_files(root, ""))
        if not found:
            raise InputError("input.empty-folder", item)
        yield from found


def _deck_files(root: str, relative: str) -> Iterator[str]:
    """The ``.ydk`` files below ``root/relative``, as paths relative to ``root``.

    ``os.scandir`` tells files from folders without a ``stat`` per file, which counts over a
    repository of thousands of decks. Symbolic links to files are followed; links to folders
    are not, so a link cannot make the walk loop.
    """
    folder = os.path.join(root, relative) if relative else root
    try:
        with os.scandir(folder) as listing:
            children = list(listing)
    except OSError as error:
        raise InputError("input.unreadable", folder, reason=error.strerror or str(error)) from error
    for child in children:
        name = relative + child.name
        if child.is_dir(follow_symlinks=False):
            yield from _deck_files(root, name + os.sep)
        elif child.name.lower().endswith(".ydk") and child.is_file():
            yield name


def read_deck(source: str, cards: CardDB) -> Deck:
    """One deck from a path, a ``ydke://`` URL or ``-`` (standard input)."""
    if source.startswith(YDKE_PREFIX):
        return parse_ydke(source)
    if source == STDIN:
        return parse_deck(decode_deck_bytes(read_stdin(), STDIN_SOURCE), STDIN_SOURCE, cards)
    return parse_deck(decode_deck_bytes(read_file(source), source), source, cards)


def parse_deck(text: str, source: str, cards: CardDB) -> Deck:
    """A deck's text, in its format: a text decklist for a ``.txt`` file, a ``ydke://`` URL
    (named by itself, except on standard input), else ``.ydk``."""
    if os.path.splitext(source)[1].lower() == ".txt":
        return parse_text_decklist(text, source, cards)
    url = text.lstrip("\ufeff").strip()
    if url.startswith(YDKE_PREFIX):
        return parse_ydke(url, STDIN_SOURCE if source == STDIN_SOURCE else None)
    return parse_ydk(text, source)
