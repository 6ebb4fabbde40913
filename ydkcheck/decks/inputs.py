"""From what a command line names to decks: paths, folders, glob patterns the shell did not
expand, ``ydke://`` URLs and ``-`` (standard input).

``read_inputs`` lists every source first, so that a bad input stops the run before any deck
is reported and the list can be shared out among worker processes; ``Inputs.read`` then
reads one source, and ``parse_deck`` tells which format its text is in.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ydkcheck.decks.model import Deck
from ydkcheck.decks.reading import decode_deck_bytes, read_file, read_stdin
from ydkcheck.decks.ydk import parse_ydk
from ydkcheck.decks.ydke import YDKE_PREFIX, parse_ydke
from ydkcheck.errors import InputError

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB

STDIN = "-"  # the input that names standard input
STDIN_SOURCE = "<stdin>"  # the source name of the deck read from it
GLOB_MAGIC = r"[*?[]"  # compiled on first use


class Inputs:
    """The decks a command line names: their sources in reading order, and the card data
    that text decklists are read with (a plain class: a NamedTuple costs a quarter of a
    millisecond of start-up)."""

    __slots__ = ("cards", "sources")

    def __init__(self, sources: tuple[str, ...], cards: CardDB) -> None:
        self.sources = sources
        self.cards = cards

    def read(self, source: str) -> Deck:
        """The deck of one of the sources."""
        return read_deck(source, self.cards)


def read_inputs(inputs: Iterable[str], cards: CardDB) -> Inputs:
    """Every deck the inputs name: ``ydke://`` URLs and ``-`` in the order given, then files,
    folders (every ``.ydk`` below) and glob patterns (``decks/**/*.ydk``), as one sorted
    list of paths without repeats."""
    first: list[str] = []
    paths: set[str] = set()
    for item in inputs:
        if item == STDIN or item.startswith(YDKE_PREFIX):
            if item not in first:
                first.append(item)
        elif re.search(GLOB_MAGIC, item) and not os.path.exists(item):
            paths.update(_matches(item))
        elif os.path.isdir(item):
            paths.update(_folder_decks(item))
        else:
            paths.add(item)
    return Inputs((*first, *sorted(paths)), cards)


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
        from ydkcheck.decks.text import parse_text_decklist  # not a cost of .ydk runs

        return parse_text_decklist(text, source, cards)
    url = text.lstrip("\ufeff").strip()
    if url.startswith(YDKE_PREFIX):
        return parse_ydke(url, STDIN_SOURCE if source == STDIN_SOURCE else None)
    return parse_ydk(text, source)


def _matches(pattern: str) -> list[str]:
    """The files a glob pattern matches (``**`` spans folders); at least one."""
    import glob  # only for patterns the shell left: half a millisecond of every start-up

    found = [path for path in glob.glob(pattern, recursive=True) if os.path.isfile(path)]
    if not found:
        raise InputError("input.no-match", pattern)
    return found


def _folder_decks(folder: str) -> list[str]:
    """Every ``.ydk`` file below ``folder``, as a path that starts with the folder's; at
    least one."""
    root = str(Path(folder))  # "./decks/" is written as "decks", "." leaves no prefix
    prefix = "" if root == "." else root if root.endswith(os.sep) else root + os.sep
    found = [prefix + name for name in _deck_files(root, "")]
    if not found:
        raise InputError("input.empty-folder", folder)
    return found


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
