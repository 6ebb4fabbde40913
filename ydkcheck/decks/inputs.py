"""From what a command line names to decks: paths, folders, glob patterns the shell did not
expand, ``ydke://`` URLs and ``-`` (standard input).

``read_inputs`` lists every source first, so that a bad input stops the run before any deck
is reported and the list can be shared out among worker processes; ``Inputs.read`` then
reads one source, and ``parse_deck`` tells which format its text is in.
"""

from __future__ import annotations

import dataclasses
import itertools
import os
import re
from collections.abc import Container, Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ydkcheck.decks.model import MAX_DECK_CARDS, Deck
from ydkcheck.decks.reading import (
    MAX_SHEET_BYTES,
    PDF_MAGIC,
    decode_deck_bytes,
    read_file,
    read_stdin,
)
from ydkcheck.decks.ydk import (
    YGOPRO_DECK_BUFFER,
    YdkLines,
    known_pieces,
    loaded_otherwise,
    parse_ydk,
    ydk_lines,
)
from ydkcheck.decks.ydke import YDKE_PREFIX, is_ydke, parse_ydke, ydke_url
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.errors import InputError, unreadable
from ydkcheck.lines import split_lines
from ydkcheck.printable import shortened

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB

STDIN = "-"  # the input that names standard input
YDK_SNIFF = 4096  # the start of a file met in a folder that tells a deck from other files
# a line no .ydk holds: a count and a name ("3 Pot of Desires", "3x Name", a table's
# "3|Soi|Demise, King of Armageddon", "3:Sangan", "3Sangan"), or a line that starts with
# anything but a digit or a control character and holds a word ("Main Deck", "[3]Sangan");
# a .ydk holds passcodes, "#" and "!" lines (and oddities without a word, or a passcode with
# junk after it, which the .ydk reader reports), nothing else
TEXT_LINE = re.compile(
    r"^(?![ \t]*[#!])[ \t]*"
    r"(?:[0-9]{1,2}(?:[ \t]*[x×])?[ \t]+\S"
    r"|[0-9]{1,2}[x×]?[ \t]*(?:[|:;,)\]\-–—][ \t]*)?[^\W\d_]"
    r"|[^\s0-9+#!\x00-\x1f\x7f][^\n]*?[^\W\d_]"
    r"|[0-9]{1,3}\.[ \t]+[^\s0-9][^\n]*?[^\W\d_]"
    r"|[0-9]{1,3}\.[ \t]+[0-9]{1,2}(?:[ \t]*[x×])?[ \t]+\S)",
    re.M,
)  # and a line copied with its number ("  3. 3x Wind-Up Rabbit", "  1. Monster - 15"); no two
# runs of blanks that may split one run between them, which made a line of blanks quadratic
STDIN_SOURCE = "<stdin>"  # the source name of the deck read from it
# a line of a passcode alone, a line feed or a carriage return ending it: a text list read
# from standard input that holds one is checked against what the simulators load, as a .ydk
# file is (``_loaded_as_ydk``)
PASSCODE_LINE = re.compile(r"(?:\A\ufeff?|(?<=[\r\n]))[ \t]*[0-9]{4,10}[ \t]*(?:[\r\n]|\Z)")
SHOWN_URL_START = 33  # characters of a URL that begin its source name (``url_name``)
# why no file of a name is there to read: a name pasted where a path goes, such as a
# "ydke:__..." URL copied wrongly, however long
NOT_FOUND = frozenset({"input.missing", "input.name-too-long"})
GLOB_MAGIC = r"[*?[]"  # compiled on first use
YDKE_IN_TEXT = r"(?i)ydke://"  # a URL somewhere in a file's text (compiled on first use)
YDKE_ENCODED = r"(?i)ydke:%2f%2f"  # the same URL percent-encoded, as a link's address holds it


# a file met in a folder that is not a deck: the reading error that says so -> why the file
# is left out, named on stderr and in every output's totals (``report.model.SKIP_REASONS``).
# A deck's file that cannot be read as text (binary, larger than a deck, broken UTF-16) is an
# error, not left out: bytes added to an illegal list would make it one
SAME_FILE = "input.same-file"  # a listed file checked under another name: left out
SKIPPED = {
    "deck.no-cards": "no-cards",
    "deck.empty": "no-cards",
    "deck.no-cards.text": "no-cards",  # headings and notes alone: a list's template
    "deck.title-only": "no-cards",  # only lines taken as a title: a note, a README
    "ydke.no-cards": "no-cards",
    "input.not-a-deck": "not-a-deck",
    "input.not-regular": "not-a-file",
    "sheet.not-a-form": "not-a-deck",
    "input.hidden": "hidden",
    "input.folder-link": "folder-link",
    SAME_FILE: "same-file",
}
# what a walk leaves out whatever the file is named: it is not read at all (a pipe, a
# socket or a device named deck.ydk is no deck file either)
NOT_READ = frozenset({"input.hidden", "input.folder-link", "input.not-regular"})
DECK_SUFFIXES = (".ydk", ".txt", ".pdf")  # what a folder's files may be named to be read as decks


class Inputs:
    """The decks a command line names: their sources in reading order, and the card data
    that text decklists are read with (a plain class: a NamedTuple costs a quarter of a
    millisecond of start-up)."""

    __slots__ = ("cards", "failed", "named", "sources", "urls")

    def __init__(
        self,
        sources: tuple[str, ...],
        cards: CardDB,
        failed: dict[str, InputError],
        named: frozenset[str] = frozenset(),
        urls: dict[str, str] | None = None,
    ) -> None:
        self.sources = sources
        self.cards = cards
        self.failed = failed  # sources already known to be unusable (an unreadable folder)
        self.named = named  # the paths the command line names itself (not met in a folder)
        self.urls = urls or {}  # each ``ydke://`` URL's source name (``url_name``): its URL

    def read(self, source: str, raw: bytes | InputError | None = None) -> Deck:
        """The deck of one of the sources; ``raw``, a file's bytes (or the error reading
        them gave) when they were read already (``file_bytes``): a file is read once."""
        if source in self.failed:
            raise self.failed[source]
        if source in self.urls:
            return read_deck(self.urls[source], self.cards, source)
        if not self._met(source) or source.lower().endswith(DECK_SUFFIXES):
            return read_deck(source, self.cards, raw=raw)
        raise InputError("input.not-a-deck", source)

    def skipped(self, source: str, error: InputError) -> str | None:
        """Why a file met in a folder or a pattern is left out (``SKIPPED``), when
        ``error`` says it is no deck (binary, no card at all, another kind of file); None
        for a deck that could not be used, which is an error. A file checked under another
        name is left out whoever named it: it was checked, once."""
        if error.key == SAME_FILE:
            return SKIPPED[SAME_FILE]
        if not self._met(source):
            return None
        if source.lower().endswith(".ydk") and error.key not in NOT_READ:
            return None
        return SKIPPED.get(error.key)

    def _met(self, source: str) -> bool:
        return source not in self.named and source != STDIN and not source.startswith(YDKE_PREFIX)


def read_inputs(inputs: Iterable[str], cards: CardDB) -> Inputs:
    """Every deck the inputs name: ``ydke://`` URLs and ``-`` in the order given, then files,
    folders (every ``.ydk`` below) and glob patterns (``decks/**/*.ydk``), as one sorted
    list of paths without repeats (a path is named in its normal form: ``decks/a.ydk`` for
    ``./decks/a.ydk``)."""
    first: list[str] = []
    paths: set[str] = set()
    named: set[str] = set()
    failed: dict[str, InputError] = {}
    urls: dict[str, str] = {}  # a URL's source name: the URL
    seen: set[str] = set()  # URLs and -, each read once however often it is given
    for position, given in enumerate(inputs, 1):
        if given == STDIN or is_ydke(given):  # " YDKE://..." pasted: the URL as written
            url = given if given == STDIN else ydke_url(given)
            if url not in seen:
                seen.add(url)
                source = url if url == STDIN else url_name(url, position)
                if source != url:
                    urls[source] = url
                first.append(source)
            continue
        # ./a.ydk and a.ydk: one file (only an existing path: no/../a.ydk is not a.ydk)
        exists = bool(given) and os.path.exists(given)
        item = os.path.normpath(given) if exists else given
        # a file named like a pattern ("decks/*.ydk", "decks/[abc].ydk") hides none of what
        # the pattern matches: it is checked beside them ("deck [v2].ydk" alone, as a rule)
        if re.search(GLOB_MAGIC, item):
            try:
                paths.update(_matches(item, failed))
            except InputError:
                if not exists:
                    raise
            if not exists:
                continue
        if os.path.isdir(item):
            paths.update(_folder_decks(item, failed))
        else:
            paths.add(item)
            named.add(item)
    paths.update(failed)
    if STDIN_SOURCE in paths:  # a file named <stdin> is not standard input: ./<stdin>
        paths = set(map(_not_stdin, paths))
        failed = {_not_stdin(path): error for path, error in failed.items()}
        named = set(map(_not_stdin, named))
    listed = sorted(paths)
    del paths  # the set's table goes before the files are looked at
    readable = [path for path in listed if path not in failed]
    for path, other in other_names(readable, named).items():
        failed[path] = InputError(SAME_FILE, path, other=other)
    return Inputs((*first, *listed), cards, failed, frozenset(named), urls)


def _not_stdin(path: str) -> str:
    return os.path.join(os.curdir, path) if path == STDIN_SOURCE else path


def url_name(url: str, position: int) -> str:
    """The source name of a ``ydke://`` URL that the command line gives as its ``position``-th
    argument: its start, which a person recognises, and the position, which no other
    argument has (two URLs of one archetype begin alike), short enough for a column of the
    summary: ``ydke://nG/zAXdbhAEvOZcDxrvAA8a... #3``."""
    return f"{shortened(url, SHOWN_URL_START)} #{position}"


def other_names(paths: Sequence[str], named: Container[str] = frozenset()) -> dict[str, str]:
    """Each of ``paths`` that is a file met earlier among them under another name that reads
    it the same way (a link and its target, a folder named by two paths, two hard links)
    -> that first name; empty when every file has one name, as almost always. A name reads a
    file the same way when it ends in the same suffix (a ``.ydk``'s lines are judged as the
    simulators load them, a ``.txt``'s as a list) and is named by the command line or met in
    a folder alike (a file named is an error where one met is left out): a file under two
    such names is checked under each. One ``stat`` a path; one that cannot be told apart
    from another (no ``stat``, an inode of 0) is a file of its own."""
    # one number a path, its reading above its position, sorted in a list: a tuple a path
    # held 320 bytes over 100,000 files; a set's table, once freed, would leave the
    # allocator a hole that the rest of the run never fills
    width = len(paths).bit_length()
    position = (1 << width) - 1
    keys = [
        reading << width | n
        for n, path in enumerate(paths)
        if (reading := _reading(path, named)) is not None
    ]
    keys.sort()
    again: dict[str, str] = {}
    for key, later_key in itertools.pairwise(keys):
        if key >> width == later_key >> width:
            first, later = paths[key & position], paths[later_key & position]
            again[later] = again.get(first, first)
    return again


# how a path's name is read, as ``_reading`` writes it: no deck's suffix, or one of them
_SUFFIX_NUMBERS = {suffix: number for number, suffix in enumerate(DECK_SUFFIXES, 1)}
_SUFFIX_BITS = len(DECK_SUFFIXES).bit_length()


def _reading(path: str, named: Container[str]) -> int | None:
    """How ``path`` is read, as one number: the file, the deck's suffix it is read by,
    whether it is named; None when the file cannot be told apart from others."""
    identity = file_identity(path)
    if identity is None:
        return None
    # what follows the last dot, as the readers tell a deck's suffix (``str.endswith``)
    suffix = _SUFFIX_NUMBERS.get(path[path.rfind(".") :].lower(), 0)
    return (identity << _SUFFIX_BITS | suffix) << 1 | (path in named)


def file_identity(path: str) -> int | None:
    """What makes ``path`` one file whatever it is called: its device and inode, as one
    number; None when it cannot be looked at, or when its file system gives no inode (0:
    some network and FUSE file systems), which would make every file one."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    if not status.st_ino:
        return None
    return status.st_dev << 128 | status.st_ino  # 128: an inode of ReFS has 128 bits


def read_deck(
    source: str, cards: CardDB, name: str | None = None, raw: bytes | InputError | None = None
) -> Deck:
    """One deck from a path, a ``ydke://`` URL or ``-`` (standard input); InputError past
    ``MAX_DECK_CARDS`` cards. ``name`` names a URL's deck (by default its start); ``raw``,
    a path's bytes as ``file_bytes`` read them (or the error it raised), when they were."""
    deck = _read_deck(source, cards, name, raw)
    count = len(deck.main) + len(deck.extra) + len(deck.side)
    if count > MAX_DECK_CARDS:
        raise InputError("deck.too-many-cards", deck.source, None, most=MAX_DECK_CARDS)
    return deck


def _read_deck(
    source: str, cards: CardDB, name: str | None = None, read: bytes | InputError | None = None
) -> Deck:
    if is_ydke(source):
        return parse_ydke(source, name)
    if source == STDIN:
        source, raw = STDIN_SOURCE, read_stdin(MAX_SHEET_BYTES)
    elif isinstance(read, InputError):
        raise read
    else:
        raw = file_bytes(source) if read is None else read
    if raw.startswith(PDF_MAGIC):  # a deck list form, filled in: pypdf only for a PDF
        from ydkcheck.decks.sheet import read_sheet

        return _loaded_by_no_simulator(read_sheet(raw, source, cards), source, None)
    text, legacy_line, encoding, legacy_lines = decode_deck_bytes(raw, source)
    deck = parse_deck(text, source, cards, encoding)
    if len(raw) >= YGOPRO_DECK_BUFFER and _simulators_file(source, text):
        too_big = Diagnostic("ydk-load", "rule.ydk-load.size", {"size": len(raw)}, line=None)
        deck = dataclasses.replace(deck, warnings=(too_big, *deck.warnings))
    if legacy_line is None:
        return deck
    if legacy_lines > 1:
        others = {"count": legacy_lines - 1}
        odd = Diagnostic("syntax", "syntax.not-utf8.lines", others, line=legacy_line)
    else:
        odd = Diagnostic("syntax", "syntax.not-utf8", line=legacy_line)
    return dataclasses.replace(deck, warnings=(odd, *deck.warnings))


def file_bytes(source: str) -> bytes:
    """The bytes of a deck's file, one more than ``MAX_SHEET_BYTES`` at most."""
    try:
        return read_file(source, MAX_SHEET_BYTES)
    except InputError as error:  # "ydke:/..." is a URL copied wrongly, not a path
        if error.key in NOT_FOUND and source.lstrip()[:5].lower() == "ydke:":
            raise InputError("ydke.scheme", source) from error
        raise


def _simulators_file(source: str, text: str) -> bool:
    """Whether YGOPro would open this file as a deck: a ``.ydk``, or a deck read as one."""
    return source.lower().endswith(".ydk") or looks_like_ydk(text)


def parse_deck(text: str, source: str, cards: CardDB, encoding: str = "utf-8") -> Deck:
    """A deck's text, in its format, known by its content whatever the file's name: a
    ``ydke://`` URL alone (named by itself, except on standard input); a ``.ydk`` (its
    section headers, or nothing but passcodes), even in a ``.txt``; else a text decklist.
    ``encoding``: how its bytes were decoded (``decks.reading.DeckText``)."""
    if not text or text.isspace():  # a file saved empty, or of blanks alone (no copy made)
        raise InputError("deck.empty", source)
    if "%" in text and re.search(YDKE_ENCODED, text):  # "ydke:%2F%2F...": never a card line
        _no_encoded_url(text, source)
    if "://" in text and re.search(YDKE_IN_TEXT, text):  # rare: the lines looked at then
        deck = _url_deck(text, source)
        if deck is not None:
            return deck
    scanned = ydk_lines(text)
    if not looks_like_ydk(text, scanned):
        from ydkcheck.decks.text import parse_text_decklist  # its patterns: text runs only

        deck = parse_text_decklist(text, source, cards)
        return _as_simulators_load(deck, text, source, encoding)
    return known_pieces(parse_ydk(text, source, encoding, scanned), cards)


def _loaded_as_ydk(source: str, text: str) -> bool:
    """Whether YGOPro and EDOPro may load this text list as a ``.ydk``: a file of that name,
    or standard input holding a line of a passcode alone (a ``.ydk`` piped in with a line
    above it that makes it a text list, ``1st``, its title, whatever its headers). A text
    list of names alone, headed ``#main`` or not, is read from standard input as from a
    ``.txt``."""
    if source.lower().endswith(".ydk"):
        return True
    return source == STDIN_SOURCE and PASSCODE_LINE.search(text) is not None


def _as_simulators_load(deck: Deck, text: str, source: str, encoding: str) -> Deck:
    """A text list saved as a ``.ydk`` (or piped in as one), with an error when YGOPro and
    EDOPro load another deck from the file (``ydk.loaded_otherwise``), unless a line already
    says how they load it."""
    if not _loaded_as_ydk(source, text) or any(d.rule == "ydk-load" for d in deck.warnings):
        return deck
    differs = loaded_otherwise(deck, text, source, encoding)
    if differs is None:
        return deck
    return dataclasses.replace(deck, warnings=(*deck.warnings, differs))


def _no_encoded_url(text: str, source: str) -> None:
    """An InputError at the first line outside a ``#`` comment that holds a ``ydke://`` URL
    percent-encoded: no card line, and the deck it carries is not read by a guess."""
    for number, line in enumerate(split_lines(text), 1):
        if re.search(YDKE_ENCODED, line) and not line.lstrip().startswith("#"):
            raise InputError("ydke.encoded", source, number)


def _url_deck(text: str, source: str) -> Deck | None:
    """The deck of a file's text that holds a ``ydke://`` URL: the URL alone, blank lines
    aside (None when the URL is only in a ``#`` comment). A second URL, or any other text,
    is an InputError at the URL's line: a file holds one deck, and a line beside a URL (a
    title, a card) is no part of it."""
    lines = split_lines(text.lstrip("\ufeff"))
    found = [
        number
        for number, line in enumerate(lines, 1)
        if re.search(YDKE_IN_TEXT, line) and not line.lstrip().startswith("#")
    ]
    if not found:
        return None
    first = found[0]
    if len(found) > 1:
        raise InputError("ydke.second-url", source, found[1], first=first)
    other = next(
        (
            number
            for number, line in enumerate(lines, 1)
            if line.strip() and (number != first or not is_ydke(line))
        ),
        None,
    )
    if other is not None:
        raise InputError("ydke.not-alone", source, first, other=other)
    deck = parse_ydke(lines[first - 1], source, (source, first))  # named by its file
    return _loaded_by_no_simulator(deck, source, first)


def _loaded_by_no_simulator(deck: Deck, source: str, url_line: int | None) -> Deck:
    """A deck read from the file ``source`` that holds a ``ydke://`` URL (at its
    ``url_line``) or a PDF sheet (``url_line`` None), with a ``ydk-load`` error when the file is
    named ``.ydk``: YGOPro and EDOPro open such a file as a ``.ydk`` and take cards only
    from lines that start with a number (``decks.ydk``), so they load no card of a URL's
    line, nor the deck of a sheet's fields, while ydkcheck reads the file by its content. As
    with a text list saved as a ``.ydk`` (``_as_simulators_load``), the file is then never
    legal nor the same deck as its list; the deck read is still shown, and ``convierte``
    writes it as a real ``.ydk``."""
    if not source.lower().endswith(".ydk"):
        return deck
    params = {"read_deck": len(deck.main) + len(deck.extra), "read_side": len(deck.side)}
    key = "rule.ydk-load.pdf" if url_line is None else "rule.ydk-load.url"
    loaded = Diagnostic("ydk-load", key, params, line=url_line)
    return dataclasses.replace(deck, warnings=(loaded, *deck.warnings))


def looks_like_ydk(text: str, scanned: YdkLines | None = None) -> bool:
    """Whether ``text`` is a ``.ydk`` by its content, whatever its name: nothing but
    passcodes, ``#`` and ``!`` lines. One line with a name (``3 Pot of Desires``, ``Main
    Deck``, ``Ash Blossom``) makes it a text decklist, its ``#main`` lines headings.

    With the text's ``scanned`` lines, only the lines that are not all digits are searched
    (no line of digits alone is a text line, and a text line never spans two lines), unless
    the text's lines end in carriage returns alone, which the pattern does not see as
    lines."""
    if scanned is None or ("\r" in text and "\n" not in text):
        return TEXT_LINE.search(text.lstrip("\ufeff")) is None
    lines = scanned.lines
    return TEXT_LINE.search("\n".join([lines[index] for index in scanned.odd])) is None


def _matches(pattern: str, failed: dict[str, InputError]) -> list[str]:
    """The files a glob pattern matches (``**`` spans folders, ``*`` stays inside a name, a
    name starting with ``.`` is matched only by a part starting with ``.``); at least one.

    Walked here rather than by ``glob``, which follows links to folders: one link back up
    made the same deck count many times, two made the walk endless.
    """
    parts = re.split(r"[\\/]", pattern)
    magic = next(n for n, part in enumerate(parts) if re.search(GLOB_MAGIC, part))
    base = os.sep.join(parts[:magic]) or (os.sep if pattern[:1] in "\\/" else "")
    fits = _path_pattern(tuple(parts[magic:])).fullmatch
    spans = "**" in parts[magic:]  # a link to a folder could hold what the pattern matches
    found = []
    met: dict[str, InputError] = {}  # what the walk could not take, matched or not
    walked = set()
    for relative in _files_below(base or ".", met, _joined(base, "")):
        path = _joined(base, relative)
        walked.add(path)
        if fits(relative.replace(os.sep, "/")):
            found.append(path)
        elif spans and path in met and met[path].key == "input.folder-link":
            found.append(path)  # named as left out, as a folder names it
    for path, error in met.items():
        # a file the pattern does not match is none of its business (a FIFO beside the
        # decks); a folder the walk could not enter may hold what a "**" matches
        if path in found or (spans and path not in walked):
            failed[path] = error
    if not found:
        raise InputError("input.no-match", pattern)
    return found


def _path_pattern(parts: tuple[str, ...]) -> re.Pattern[str]:
    """A regular expression for ``/``-joined paths that fit a glob pattern's parts."""
    pieces = []
    for number, part in enumerate(parts):
        last = number == len(parts) - 1
        if part == "**":
            pieces.append(r"(?:(?!\.)[^/]+/)*" + (r"(?!\.)[^/]+" if last else ""))
            continue
        pieces.append(("" if part.startswith(".") else r"(?!\.)") + _name_pattern(part))
        if not last:
            pieces.append("/")
    return re.compile("".join(pieces))


def _name_pattern(part: str) -> str:
    """One name of a glob pattern (``*``, ``?``, ``[...]``) as a regular expression."""
    out, index = [], 0
    while index < len(part):
        char = part[index]
        index += 1
        if char == "*":
            out.append("[^/]*")
        elif char == "?":
            out.append("[^/]")
        elif char == "[" and (close := part.find("]", index + 1)) != -1:
            out.append(_class_pattern(part[index:close]))
            index = close + 1
        else:
            out.append(re.escape(char))
    return "".join(out)


def _class_pattern(inner: str) -> str:
    """A glob's ``[...]`` (the text ``inner`` it holds) as a regular expression: ``!`` first
    negates it, each of its characters stands for itself, and a range written backwards
    (``[Tactical-Try_Deck]``, a deck's name in brackets: ``l-T``) holds nothing, as
    ``fnmatch`` reads it."""
    negated = inner.startswith("!")
    body = inner[1:] if negated else inner
    members, at = [], 0
    while at < len(body):
        if at + 2 < len(body) and body[at + 1] == "-":
            low, high = body[at], body[at + 2]
            if low <= high:
                members.append(re.escape(low) + "-" + re.escape(high))
            at += 3
        else:
            members.append(re.escape(body[at]))
            at += 1
    if not members:
        return "[^/]" if negated else "(?!)"
    return ("[^/" if negated else "[") + "".join(members) + "]"


def _joined(base: str, relative: str) -> str:
    if not base:
        return relative
    return base + relative if base.endswith(os.sep) else base + os.sep + relative


def _folder_decks(folder: str, failed: dict[str, InputError]) -> list[str]:
    """Every file below ``folder`` but hidden ones (a name starting with ``.``, as ``ls``
    shows them), as paths that start with the folder's; at least one (or a subfolder that
    could not be read, in ``failed``). Each is read as a deck or named as left out, with
    why (``Inputs.skipped``)."""
    root = str(Path(folder))  # "./decks/" is written as "decks", "." leaves no prefix
    prefix = "" if root == "." else root if root.endswith(os.sep) else root + os.sep
    found = [prefix + name for name in _files_below(root, failed, prefix, hidden=False)]
    if not found and not failed:
        raise InputError("input.empty-folder", folder)
    return found


def _files_below(
    root: str, failed: dict[str, InputError], shown: str, hidden: bool = True
) -> Iterator[str]:
    """The files below ``root``, as paths relative to it, folder by folder.

    ``os.scandir`` tells files from folders without a ``stat`` per file, which counts over a
    repository of thousands of decks. Links to files are followed; links to folders are
    not, so no link can make the walk loop (each is named as left out), and a stack rather
    than recursion lets a tree be as deep as it likes (``hidden`` False leaves out the names
    that start with ``.`` and what hidden folders hold, naming each file a deck may be
    called and each link to a folder).
    The root must be readable (InputError); a subfolder that is not goes into ``failed``
    under its path (``shown`` + relative) and the walk goes on.
    """
    pending = [("", False)]  # a folder to walk, and whether it is hidden
    while pending:
        relative, in_hidden = pending.pop()
        folder = os.path.join(root, relative) if relative else root
        try:
            with os.scandir(folder) as listing:
                children = sorted(listing, key=lambda entry: entry.name, reverse=True)
        except OSError as error:
            problem = unreadable(shown + relative, error)
            if not relative:
                raise problem from error
            failed[(shown + relative).rstrip(os.sep)] = problem
            continue
        for child in children:
            name = relative + child.name
            # not shown by ls, not read: a hidden name, or anything a hidden folder holds
            concealed = not hidden and (in_hidden or child.name.startswith("."))
            try:
                if child.is_dir(follow_symlinks=False):
                    pending.append((name + os.sep, concealed))
                elif child.is_symlink() and child.is_dir():  # not followed: named as left out
                    failed[shown + name] = InputError("input.folder-link", shown + name)
                    yield name
                elif concealed:
                    yield from _named_if_a_deck(child, shown + name, name, failed)
                elif child.is_file() or (child.is_symlink() and not os.path.exists(child.path)):
                    yield name  # a broken link is reported when it is read
                elif not child.is_dir():  # a FIFO, a socket, a device, or a link to one:
                    # left out, named, never waited on
                    failed[shown + name] = InputError("input.not-regular", shown + name)
                    yield name
            except OSError:  # a link that loops: reported when it is read
                if concealed:
                    yield from _named_if_a_deck(child, shown + name, name, failed)
                else:
                    yield name


def _named_if_a_deck(
    child: os.DirEntry[str], path: str, name: str, failed: dict[str, InputError]
) -> Iterator[str]:
    """A hidden file named as a deck (``.x.ydk``), named as left out; nothing for any other
    (``.DS_Store``)."""
    if child.name.lower().endswith(DECK_SUFFIXES):
        failed[path] = InputError("input.hidden", path)
        yield name
