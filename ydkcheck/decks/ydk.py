"""The ``.ydk`` format (EDOPro / YGOPro): ``#main``, ``#extra``, ``!side`` and a passcode a line.

The first line is usually ``#created by NAME``: the player, unless it is a placeholder
(``decks.model.player_name``).

A line that YGOPro or EDOPro load otherwise than it reads is an error (``ydk-load``), so
that the file and the deck a simulator builds from it never differ silently. Their loaders
(``DeckManager::LoadDeckFromStream`` in YGOPro, ``LoadCardList`` in EDOPro): only a line
starting with ``!`` starts the Side Deck (``#side`` is a comment to both: the cards after it
stay in the Main or Extra Deck; so is `` !side``, the blank first); a card line is parsed as
C's ``strtoul`` / ``std::stoul`` do, so ``14558127junk`` and ``14558127 x3`` are one copy of
card 14558127 to both (a ``#`` or ``//`` comment without digits after a blank is a comment)
and ``+14558127`` to EDOPro, while YGOPro skips a line whose first character is no digit
(``+14558127``, `` 14558127``); a number of more than ten digits whose value fits in 32
bits is a card to both (``000000000023434538`` is 23434538), and a negative one to EDOPro
(``-4271532758`` is 23434538, the value modulo 2^32). A number of 2^32 or more
(``4309525423``) is no card to YGOPro (``LoadDeckFromStream``: ``if (code >= UINT32_MAX)
continue;``), nor to EDOPro on Windows (``std::stoul`` throws ``out_of_range`` for a 32-bit
``unsigned long`` and the line is skipped), while EDOPro on Linux, macOS and Android casts
it to ``uint32_t``: card 14558127, its value modulo 2^32. So is one after a sign or a blank
(``+4309525423``, `` 4309525423``, ``-4309525423``): YGOPro skips the line for its first
character already, EDOPro throws or wraps as above. ydkcheck counts no card for any of
them, as YGOPro everywhere, and says what each loads. Once a ``!`` line is read, every later card is
a Side Deck card: ``#main`` and ``#extra`` are comments to both and never switch back. They
read the file's bytes and split them at line feeds only: a file saved as UTF-16 loads no
card, a byte-order mark makes the first line no card, and a file whose lines end in carriage
returns alone is one line.
YGOPro reads a deck file into a buffer of 64 KiB (``static char deckBuffer[0x10000]`` in
``gframe/deck_manager.h``) and ``DeckManager::LoadCurrentDeck`` gives up on a file that fills
it (``if (size >= (int)sizeof deckBuffer) return false;``, after emptying the current deck):
a ``.ydk`` of 65,536 bytes or more (long comments, say) loads no card at all in YGOPro, while
EDOPro reads it line by line whatever its size; that is a ``ydk-load`` error of the whole file.
Older YGOPro builds (``DeckManager::LoadDeck``) read a file with ``fgets(linebuf, 256, fp)``:
255 bytes a read, so a longer line is read in pieces, each a line of its own to them. A
piece that starts with a digit loads a card, one that starts with ``!`` starts the Side Deck
(``#`` + 254 characters + ``55144522`` is a comment to ydkcheck and to EDOPro, and Pot of
Greed to those builds): a ``ydk-load`` error at the line, whatever the line is.
ydkcheck reads what the simulators load where it can tell, and says each difference at its
line.
"""

from __future__ import annotations

import dataclasses
import re
from itertools import compress, repeat
from operator import is_
from typing import TYPE_CHECKING, NamedTuple

from ydkcheck.decks.model import MAX_NOTE, SECTIONS, Deck, LineNote, player_name
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.errors import InputError
from ydkcheck.lines import OTHER_LINE_BREAKS, split_lines

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB

PASSCODE_DIGITS = 10
PASSCODE = re.compile(r"([0-9]{1,10})(?:\s|$)")
# what the simulators' strtoul/stoul make a card of: a sign, then digits, then anything
LOADED = re.compile(r"([+-]?)([0-9]+)")
MOST_DIGITS = 20  # strtoul's unsigned long: a longer number saturates (and is no card)
CARD_BITS = 0xFFFFFFFF  # the simulators keep a passcode in 32 bits
# YGOPro's deckBuffer: a deck file of this many bytes or more it loads nothing from
YGOPRO_DECK_BUFFER = 0x10000
WIDE = ("utf-16", "utf-32")  # encodings of a file in which the simulators read no card
# what editors show as a line break inside a line the simulators read as one (they split
# at line feeds only): a carriage return alone, a form feed, U+2028...
LINE_BREAK = re.compile(f"[{OTHER_LINE_BREAKS}]")
HEADERS = {"#main": Section.MAIN, "#extra": Section.EXTRA}
# the headers as the simulators write them, each line as it is: read by one look-up
WRITTEN_HEADERS = {"#main": Section.MAIN, "#extra": Section.EXTRA, "!side": Section.SIDE}
CREATED_BY = "#created by"
SIDE_HEADER = "#side"  # a comment to YGOPro and EDOPro: see the module's docstring
# how a card line is loaded otherwise than written -> its message
LOADED_OTHERWISE = {
    "indent": "rule.ydk-load.indent",
    "sign": "rule.ydk-load.sign",
    "suffix": "rule.ydk-load.suffix",
    "number": "rule.ydk-load.number",
}
WRAPPED = "rule.ydk-load.wrapped"  # a number of 2^32 or more: see the docstring
PIECES_CARD = "rule.ydk-load.pieces-card"  # a piece of a long line: see the docstring
PIECES_SIDE = "rule.ydk-load.pieces-side"
OLDER_YGOPRO_READ = 255  # bytes older YGOPro's LoadDeck reads a time: see the docstring
LONGEST_UNPIECED = OLDER_YGOPRO_READ // 4  # a line of more characters may be more bytes


class YdkLines(NamedTuple):
    """A text's lines (``lines.split_lines``, a byte-order mark left out), the passcode of
    each bare one (1-10 ASCII digits; None for any other line), and the indices of the
    others: the few lines a ``.ydk`` holds besides bare passcodes."""

    lines: list[str]
    passcodes: list[int | None]
    odd: list[int]


# the passcode written by each bare passcode met: a deck repository writes the same few
# thousand again and again, and a look-up costs a quarter of ``int``; the first 16,384 met
# are kept, whatever one file holds
_PASSCODES: dict[str, int] = {}
_MOST_PASSCODES = 1 << 14


def ydk_lines(text: str) -> YdkLines:
    """The lines of ``text``, each bare passcode read, in passes in C over the lines."""
    lines = split_lines(text.lstrip("\ufeff"))
    known = _PASSCODES
    passcodes: list[int | None] = list(map(known.get, lines))
    unknown = list(compress(range(len(lines)), map(is_, passcodes, repeat(None))))
    if not unknown:
        return YdkLines(lines, passcodes, unknown)
    for index in unknown:
        # a passcode is 1-10 ASCII digits: str.isdigit alone takes "²", and int() refuses
        # 4,300 digits
        line = lines[index]
        if line.isdigit() and line.isascii() and len(line) <= PASSCODE_DIGITS:
            code = int(line)
            if code > CARD_BITS:  # past 32 bits: the simulators load it wrapped (an odd line)
                continue
            passcodes[index] = code
            if len(known) < _MOST_PASSCODES:  # full: kept as it is until the run ends
                known[line] = code
    odd = [index for index in unknown if passcodes[index] is None]
    return YdkLines(lines, passcodes, odd)


def parse_ydk(
    text: str, source: str, encoding: str = "utf-8", scanned: YdkLines | None = None
) -> Deck:
    """A ``.ydk`` text as a Deck; odd lines become ``syntax`` warnings, and lines the
    simulators load otherwise ``ydk-load`` errors (see the module's docstring). ``encoding``
    is how the file's bytes were decoded (``decks.reading``): ``utf-16``, ``utf-8-bom``;
    ``scanned``, the text's ``ydk_lines`` when the caller has them.

    Almost every line is a bare passcode: each run of them between the odd lines is taken
    whole (``_YdkReader.cards``)."""
    lines, passcodes, odd = scanned if scanned is not None else ydk_lines(text)
    reader = _YdkReader(marked=encoding == "utf-8-bom")
    reader.warnings.extend(_file_problems(text, lines, encoding))
    start = 0
    if encoding == "utf-8-bom" and lines and _is_card_line(lines[0]):
        # the simulators see the mark, then no number: no card
        reader.warnings.append(Diagnostic("ydk-load", "rule.ydk-load.bom", line=1))
        reader.notes.append(LineNote(1, "unread", lines[0].strip()[:MAX_NOTE]))
        start = 1
    for index in odd:
        if index < start:
            continue
        reader.cards(passcodes, start, index)
        reader.line(index + 1, lines[index])
        start = index + 1
    reader.cards(passcodes, start, len(lines))
    codes, numbers = reader.codes, reader.numbers
    main, extra, side = (tuple(codes[section]) for section in SECTIONS)
    if not (main or extra or side):
        for problem in reader.warnings:  # "#main\u202889631139...": one comment line, no card
            if problem.message_key == "rule.ydk-load.line-break":
                code = problem.params["code"]
                raise InputError("deck.no-cards-read.breaks", source, problem.line, code=code)
        unread = [note.line for note in reader.notes if note.kind == "unread"]
        if unread:  # lines that hold no passcode a simulator loads: say where, not "no card"
            raise InputError("deck.ydk-no-cards-read", source, unread[0], count=len(unread))
        raise InputError("deck.no-cards", source)
    line_main, line_extra, line_side = (tuple(numbers[section]) for section in SECTIONS)
    lines_of = (line_main, line_extra, line_side)
    warnings, notes = tuple(reader.warnings), tuple(reader.notes)
    return Deck(source, main, extra, side, lines_of, warnings, reader.player, notes)


class _YdkReader:
    """What reading a ``.ydk`` has gathered so far, line after line."""

    __slots__ = (
        "awaiting",
        "codes",
        "credited",
        "in_side",
        "marked",
        "notes",
        "numbers",
        "player",
        "section",
        "warnings",
    )

    def __init__(self, marked: bool = False) -> None:
        self.marked = marked  # a byte-order mark before line 1, which YGOPro reads as bytes
        self.codes: dict[Section, list[int]] = {section: [] for section in SECTIONS}
        self.numbers: dict[Section, list[int]] = {section: [] for section in SECTIONS}
        self.warnings: list[Diagnostic] = []
        self.notes: list[LineNote] = []
        self.section: Section | None = None
        self.player: str | None = None
        self.credited = False  # a "#created by" line met before the first section header
        self.in_side = False  # a "!" line was read: every later card is a Side Deck card
        # what a line that moves the cards after it elsewhere than it reads is worth saying,
        # said when a card comes before the next heading: "!Ritual" as a deck's last line, or
        # "# Extra Deck" over "#extra", moves none
        self.awaiting: Diagnostic | None = None

    def _card_section(self, number: int) -> Section:
        """The section a card on line ``number`` goes to; a card before any header opens the
        Main Deck, with a warning."""
        if self.awaiting is not None:
            self.warnings.append(self.awaiting)
            self.awaiting = None
        if self.section is None:
            self.section = Section.MAIN
            self.warnings.append(Diagnostic("syntax", "syntax.no-header", line=number))
        return self.section

    def cards(self, passcodes: list[int | None], start: int, stop: int) -> None:
        """The bare passcodes of lines ``start`` to ``stop`` (0-based, ``stop`` excluded),
        taken whole."""
        if start == stop:
            return
        section = self._card_section(start + 1)
        self.codes[section].extend(passcodes[start:stop])  # type: ignore[arg-type]
        self.numbers[section].extend(range(start + 1, stop + 1))

    def line(self, number: int, raw: str) -> None:
        """One line that is not a bare passcode of 1-10 ASCII digits."""
        if len(raw) > LONGEST_UNPIECED:
            self.warnings.extend(self._in_pieces(number, raw))
        header = WRITTEN_HEADERS.get(raw)
        if header is not None and not self.in_side:  # what ``label`` makes of it, at once
            self.awaiting = None
            self.section = header
            self.in_side = header is Section.SIDE
            self.notes.append(LineNote(number, "heading", raw, header))
            return
        broken = LINE_BREAK.search(raw)
        if broken is not None and raw[broken.end() :].strip():  # "#end\r23434538"
            params = {"code": f"U+{ord(broken.group()):04X}"}
            problem = Diagnostic("ydk-load", "rule.ydk-load.line-break", params, line=number)
            self.warnings.append(problem)
        line = raw.strip()
        if not line:
            return
        if line[0] == "!" and raw[:1].isspace():  # the simulators see the blank, no "!"
            self.warnings.append(Diagnostic("ydk-load", "rule.ydk-load.indent-side", line=number))
            self.notes.append(LineNote(number, "comment", line[:MAX_NOTE]))
            return
        if line[0] in "#!":  # no passcode: a header, a "!" line or a comment
            self.label(number, line)
            return
        match = PASSCODE.match(line)
        if match is not None and int(match.group(1)) > CARD_BITS:  # wrapped, as a long number
            match = None
        loaded = LOADED.match(line) if match is None else None
        loaded_code = simulator_code(loaded) if loaded is not None else None
        if loaded is not None and loaded_code is not None and _past_32_bits(loaded):
            # YGOPro skips it, EDOPro too on Windows, whatever sign or blank is before it: no
            # card counted (see the docstring)
            wrapped = Diagnostic("ydk-load", WRAPPED, {"id": loaded_code}, line=number)
            self.warnings.append(wrapped)
            self.notes.append(LineNote(number, "unread", line[:MAX_NOTE]))
            return
        code = int(match.group(1)) if match is not None else loaded_code
        if code is not None:  # a passcode, perhaps with more after it (an error, below)
            section = self._card_section(number)
            self.codes[section].append(code)
            self.numbers[section].append(number)
            odd = _loaded_otherwise(raw, loaded)
            if odd is None and match is not None and _misleads(line[match.end() :]):
                odd = "suffix"  # "2986553 x3", "2986553 43096270": one copy to the simulators
            if odd is not None:
                key = LOADED_OTHERWISE[odd]
                self.warnings.append(Diagnostic("ydk-load", key, {"id": code}, line=number))
            return
        self.label(number, line)

    def _in_pieces(self, number: int, raw: str) -> list[Diagnostic]:
        """What ``read_in_pieces`` says of a line, as the file may hold it: in UTF-8, or one
        byte a character (a line read as Windows-1252), after a byte-order mark on line 1."""
        mark = BYTE_ORDER_MARK if number == 1 and self.marked else b""
        layouts = {raw.encode("utf-8", "surrogateescape"), raw.encode("cp1252", "replace")}
        return [found for encoded in layouts for found in read_in_pieces(mark + encoded, number)]

    def label(self, number: int, line: str) -> None:
        """A stripped line that holds no passcode: a header, a comment, or unread."""
        word = line.split(None, 1)[0].lower()
        header = HEADERS.get(word)
        if header is not None and self.in_side:  # a comment to the simulators: still the Side
            self.warnings.append(Diagnostic("ydk-load", "rule.ydk-load.after-side", line=number))
            self.notes.append(LineNote(number, "comment", line[:MAX_NOTE]))
        elif header is not None or line.startswith("!"):  # any "!" line starts the Side
            # "!extra", "!Ritual": the Side Deck, whatever it says, once a card comes
            self.awaiting = (
                None if header is not None else _bang_problem(line, self.in_side, number)
            )
            self.section = header or Section.SIDE
            self.in_side = self.in_side or header is None
            self.notes.append(LineNote(number, "heading", line[:MAX_NOTE], self.section))
        elif line.startswith("#"):
            credit = line[: len(CREATED_BY)].lower() == CREATED_BY
            if credit and not self.credited and self.section is None:
                self.credited = True
                self.player = player_name(line[len(CREATED_BY) :])
            kind = "player" if credit else "comment"
            self.notes.append(LineNote(number, kind, line[:MAX_NOTE]))
            # after a "!" line the cards are the Side Deck's already, as the comment says
            if not self.in_side and (word == SIDE_HEADER or names_the_side(line)):
                self.warnings.append(Diagnostic("ydk-load", "rule.ydk-load.side", line=number))
            elif not self.in_side:
                self._heading_as_comment(number, line)
        else:
            self.warnings.append(unread_warning(line, number))
            self.notes.append(LineNote(number, "unread", line[:MAX_NOTE]))

    def _heading_as_comment(self, number: int, comment: str) -> None:
        """Said when ``comment`` names another section than the one at hand as its heading
        would (``#extras``, ``##extra``, ``# Extra Deck``, ``#ex``) and a card comes before
        the next heading: only ``#extra`` is one, so the cards after it are read in the
        section above, and the line alone says why."""
        named = named_heading(comment)
        if named is not None and named is not (self.section or Section.MAIN):
            params = {"text": comment[:MAX_NOTE], "heading": HEADER_OF[named]}
            self.awaiting = Diagnostic("syntax", "syntax.heading-comment", params, line=number)


def read_in_pieces(encoded: bytes, number: int) -> list[Diagnostic]:
    """The ``ydk-load`` errors of a line, as its bytes, that older YGOPro reads in pieces:
    one for each piece that starts the Side Deck or starts with digits, which it loads if
    they are a card's passcode (``known_pieces`` keeps those); see the module's docstring."""
    found = []
    for start in range(OLDER_YGOPRO_READ, len(encoded), OLDER_YGOPRO_READ):
        piece = encoded[start : start + OLDER_YGOPRO_READ]
        digits = LOADED_BY_OLDER_YGOPRO.match(piece)
        if digits is None and piece[:1] != b"!":
            continue
        shown = piece[:MAX_NOTE].decode("utf-8", "replace")
        params: dict[str, object] = {"at": start + 1, "text": shown}
        if digits is None:
            found.append(Diagnostic("ydk-load", PIECES_SIDE, params, line=number))
            continue
        code = int(digits.group()) if len(digits.group()) <= MOST_DIGITS else 0
        if 0 < code <= CARD_BITS:  # "000...": no passcode, nor one past 32 bits
            params["id"] = code
            found.append(Diagnostic("ydk-load", PIECES_CARD, params, line=number))
    return found


def known_pieces(deck: Deck, cards: CardDB) -> Deck:
    """``deck`` with, of the pieces of a line older YGOPro loads (``read_in_pieces``), only
    the first that starts the Side Deck or names a card: that loader skips a number no card
    bears (``LoadDeck``'s ``GetData``), as a comment's "2024" or a URL's "3"."""
    pieces = (PIECES_CARD, PIECES_SIDE)
    if not any(problem.message_key in pieces for problem in deck.warnings):
        return deck
    kept, lines = [], set()
    for problem in deck.warnings:
        if problem.message_key in pieces:  # a line's layouts may each say the same piece
            code = problem.params.get("id")
            if problem.line in lines or (isinstance(code, int) and cards.get(code) is None):
                continue
            lines.add(problem.line)
        kept.append(problem)
    return dataclasses.replace(deck, warnings=tuple(kept))


LOADED_BY_OLDER_YGOPRO = re.compile(rb"[0-9]+")  # its LoadDeck: digits first, or no card
BYTE_ORDER_MARK = b"\xef\xbb\xbf"


def unread_warning(line: str, number: int) -> Diagnostic:
    """The ``syntax`` warning of a stripped line that is no card, header or comment."""
    shown = line if len(line) <= 40 else line[:37] + "..."
    return Diagnostic("syntax", "syntax.line", {"text": shown}, line=number)


# what a comment that names the Side Deck and nothing else reads as, its letters alone
SIDE_NAMES = frozenset({"side", "sidedeck", "sidedecks", "sideboard", "deckside", "banquillo"})


def names_the_side(comment: str) -> bool:
    """Whether a ``#`` comment is the Side Deck's name alone (``# Side Deck``, ``#side:``,
    ``#Side-Deck``): a heading to a reader, a comment to the simulators, which load the cards
    after it in the Main or Extra Deck."""
    return _letters(comment) in SIDE_NAMES


# what a comment that names the Main or Extra Deck and nothing else reads as, its letters
HEADING_NAMES = {
    **dict.fromkeys(("main", "maindeck", "principal", "deckprincipal"), Section.MAIN),
    **dict.fromkeys(("ex", "extra", "extras", "extradeck", "deckextra"), Section.EXTRA),
}
HEADER_OF = {section: header for header, section in HEADERS.items()}


def named_heading(comment: str) -> Section | None:
    """The section a ``#`` comment names as a misspelt heading would (``#extras``,
    ``##extra``, ``# Main Deck``), or None."""
    return HEADING_NAMES.get(_letters(comment))


def _letters(comment: str) -> str:
    return "".join(filter(str.isalpha, comment.casefold()))


MOST_HEADING = 100  # characters of a "!" line asked whether it reads as a heading


def _bang_problem(line: str, in_side: bool, number: int) -> Diagnostic | None:
    """What a ``!`` line other than ``!side``, at line ``number``, is worth saying (None:
    nothing). The simulators start (or go on with) the Side Deck at any such line:

    - ``bang``: it reads as a heading of another section, in any language a text list's
      heading is read in (``!extra``, ``!Deck Principal``, ``!Fusión``, ``!Monsters``); in
      the Side Deck a card type's heading ("Fusion") heads Side Deck cards;
    - ``bang-other``: before the Side Deck, it reads as no heading at all (``!Ritual``,
      ``!<b>Extra</b>``, ``! notes``), as a comment to some editors: the cards after it are
      the Side Deck's, which nothing in it says.
    """
    from ydkcheck.decks.text_lines import heading, unstyled  # for such a line only

    found = None
    if len(line) <= MOST_HEADING:  # longer is no heading: the heading patterns stay linear
        written = unstyled(line[1:]).strip()  # "![b]Extra Deck[/b]": a forum's markup off
        found = heading(written, Section.SIDE if in_side else Section.MAIN) if written else None
    section = None if found is None else found.section
    params = {"text": line[:MAX_NOTE]}
    if found is not None and section is not Section.SIDE and (section is not None or not in_side):
        return Diagnostic("ydk-load", "rule.ydk-load.bang", params, line=number)
    if in_side or line == "!" or names_the_side(line) or section is Section.SIDE:
        return None  # "!" alone: the Side Deck's mark only
    return Diagnostic("ydk-load", "rule.ydk-load.bang-other", params, line=number)


def _misleads(after: str) -> bool:
    """Whether what follows a passcode and a blank reads as more than a comment: anything
    but a ``#`` or ``//`` comment without digits ("x3", "(3)", "43096270", "Sangan")."""
    after = after.strip()
    if not after:
        return False
    return not after.startswith(("#", "//")) or any(char.isdigit() for char in after)


def _past_32_bits(loaded: re.Match[str]) -> bool:
    """Whether a card line's number, after any blank or sign, is 2^32 or more (and less than
    2^64: past that no simulator reads a number at all): no card to YGOPro, which skips a line
    whose first character is no digit anyway, nor to EDOPro on Windows."""
    digits = loaded.group(2).lstrip("0")  # "000…04309525423": int() refuses 4,300 digits
    return len(digits) > PASSCODE_DIGITS or int(digits or "0") > CARD_BITS


def _loaded_otherwise(raw: str, loaded: re.Match[str] | None) -> str | None:
    """How YGOPro or EDOPro load a card line otherwise than as written (a key of
    ``LOADED_OTHERWISE``; None when they read it as ydkcheck does): a blank before the
    digits, a sign, a number of more than ten digits, junk after them (see the module's
    docstring)."""
    if raw[:1].isspace():
        return "indent"
    if loaded is None:
        return None
    if loaded.group(1):
        return "sign"
    # a number of 2^32 or more is no card (``_past_32_bits``): more digits are leading zeros
    return "number" if len(loaded.group(2)) > PASSCODE_DIGITS else "suffix"


def simulator_code(loaded: re.Match[str]) -> int | None:
    """The card the simulators' ``strtoul`` makes of a line's sign and digits: the value
    modulo 2^32, a negative one wrapped; None for a number past an unsigned long (it
    saturates to a passcode no card has, and the simulators load nothing)."""
    digits = loaded.group(2).lstrip("0") or "0"
    if len(digits) > MOST_DIGITS or int(digits) > 2**64 - 1:
        return None
    value = int(digits)
    if loaded.group(1) == "-":
        value = 2**64 - value
    return value & CARD_BITS


def _is_card_line(raw: str) -> bool:
    """Whether a line holds a card for ydkcheck: digits first, after any blanks."""
    return LOADED.match(raw.strip()) is not None


def _file_problems(text: str, lines: list[str], encoding: str) -> list[Diagnostic]:
    """What makes the simulators load the whole file otherwise: UTF-16 or UTF-32 bytes (no
    card at all), lines ended by carriage returns alone (one line to them)."""
    found = []
    if encoding == "utf-16":
        found.append(Diagnostic("ydk-load", "rule.ydk-load.utf16", line=1))
    elif encoding == "utf-32":
        found.append(Diagnostic("ydk-load", "rule.ydk-load.utf32", line=1))
    if "\r" in text and "\n" not in text and len(lines) > 1:
        found.append(Diagnostic("ydk-load", "rule.ydk-load.cr-only", line=1))
    return found


# how the simulators load a line otherwise than ydkcheck reads it, said by ``parse_ydk``
# (a line without digits, a heading or a name in a text list, they skip, as the list does)
SAID = frozenset(
    f"rule.ydk-load.{kind}"
    for kind in (
        "side",
        "after-side",
        "bom",
        "utf16",
        "utf32",
        "cr-only",
        "wrapped",
        *LOADED_OTHERWISE,
    )
)


def loaded_otherwise(read: Deck, text: str, source: str, encoding: str) -> Diagnostic | None:
    """For a ``.ydk`` read as a text list (it holds a word): the ``ydk-load`` error saying
    that YGOPro and EDOPro build another deck of the same file, None when they build the
    same. Their deck is the file read as a ``.ydk`` (``parse_ydk``, which reads what they
    load, and says at its line what they load otherwise); the Main and the Extra Deck are
    taken together, as they sort those by kind. A heading (``Side Deck``, ``!extra``), a
    date, a total, a blank or a sign before a passcode: each is read one way by the text
    list and another by the simulators."""
    try:
        loaded: Deck | None = parse_ydk(text, source, encoding)
    except InputError:  # no card at all to them
        loaded = None
    theirs: list[tuple[bool, int]] = []
    if loaded is not None and encoding not in WIDE:  # no card to them in such bytes
        theirs = [(False, code) for code in (*loaded.main, *loaded.extra)]
        theirs += [(True, code) for code in loaded.side]
    ours = [(entry.section is Section.SIDE, entry.card_id) for entry in read.entries]
    said = [] if loaded is None else [d for d in loaded.warnings if d.message_key in SAID]
    if not said and sorted(ours) == sorted(theirs):
        return None
    read_side = sum(in_side for in_side, _ in ours)
    loaded_side = sum(in_side for in_side, _ in theirs)
    params = {
        "read_deck": len(ours) - read_side,
        "read_side": read_side,
        "loaded_deck": len(theirs) - loaded_side,
        "loaded_side": loaded_side,
    }
    line = said[0].line if said else None
    return Diagnostic("ydk-load", "rule.ydk-load.as-text", params, line=line)


def to_ydk(deck: Deck) -> str:
    """The ``.ydk`` text of a deck, credited to its player when known."""
    lines = [
        f"{CREATED_BY} {deck.player or 'ydkcheck'}",
        "#main",
        *map(str, deck.main),
        "#extra",
        *map(str, deck.extra),
        "!side",
        *map(str, deck.side),
    ]
    return "\n".join(lines) + "\n"
