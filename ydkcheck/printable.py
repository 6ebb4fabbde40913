"""Text from strangers made safe to print: no character a terminal or an encoder acts on.

Deck lines, file names, list names and card names reach a judge's terminal, a CI log and
files in strict formats. A control character there can clear the screen or retitle the
window (escape sequences), reorder what is read (bidirectional overrides) or make an
output invalid; a file name that is not UTF-8 reaches Python as lone surrogates, which no
strict UTF-8 writer accepts. ``printable`` writes each such character as a visible escape,
``\\x1b`` or ``\\u202e``, and a byte of a non-UTF-8 file name as ``\\xf3``, so the text
stays readable and says what was there. ``\\x`` and two digits past ``7f`` is always such a
byte: a character there (a C1 control, the soft hyphen) is written ``\\u0085``, ``\\u00ad``,
or a name holding the byte 0x85 and one holding U+0085 would print alike.

Two texts never print alike: a backslash the text holds is doubled where it would read as
the start of an escape (before ``x`` and two hex digits, ``u`` and four, ``U`` and eight, or
before a character that is escaped), so a file literally named ``deck\\x0dA.ydk`` prints
``deck\\\\x0dA.ydk`` and one whose name holds a carriage return ``deck\\x0dA.ydk``. Every
other backslash is left as it is: a Windows path (``C:\\Users\\ana\\x.ydk``) reads
naturally. A run of backslashes before an escape is read back as: an even number, half of
them and the text that follows as written; an odd number, half of the rest and the escape.

A name a reader must tell from another (a file's) goes through ``printable_name``, which
besides writes so the letters that let it pass for another name: ``аna.ydk``, its first
letter Cyrillic, prints ``\\u0430na.ydk``, never as ``ana.ydk`` does.

A terminal draws texts that Unicode calls canonically equivalent alike (``ñ`` as one
character, or ``n`` and a combining tilde), and draws nothing for a default-ignorable
character (a variation selector, a zero-width joiner). Each of the latter is escaped as a
control character is. A combining mark is never drawn on an escape's letter (``\\u200b`` and
a combining dot above would read ``\\u200ḃ``): it is escaped too. And a name not in Unicode's
composed form (NFC) has what keeps it from NFC escaped when another input of the run prints
alike but for that (``printable_name``, ``run_names``).
"""

from __future__ import annotations

import functools
import os
import re
import unicodedata
from collections.abc import Iterable

# The characters Unicode calls default-ignorable: a font draws nothing for them, so a name
# holding one looks like the name without it. The format characters (zero-width spaces and
# joiners, the soft hyphen, bidirectional marks, word joiners, the byte order mark, tag
# characters), and the marks and letters among them that Python calls printable: the
# combining grapheme joiner, variation selectors (Mongolian ones too), Khmer inherent vowels,
# Hangul fillers; and the code points Unicode keeps for more of them
IGNORABLE = (
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
    "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3"
    "\U0001d173-\U0001d17a\U000e0000-\U000e0fff"
)
# C0 and C1 controls and DEL, the line and paragraph separators (a line break to some
# readers), lone surrogates, the default-ignorable characters (``IGNORABLE``: the invisible
# ones that make two names look alike or shift columns, bidirectional overrides and
# isolates among them); and every other character Unicode calls a format character (Cf:
# interlinear annotation marks...), checked one by one by ``escaped``
UNSAFE = f"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff{IGNORABLE}]"
# a backslash run before what reads as an escape: the escape's tail written out, or an
# unsafe character (whose escape begins with a backslash)
_BACKSLASHES = r"(\\+)(?=x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|(?P<next>.))"
ESCAPED_BYTES = range(0xDC80, 0xDD00)  # surrogateescape's stand-ins for bytes 0x80-0xff


MOST_SHOWN = 60  # how much of a stranger's text a message echoes


def shortened(text: str, most: int = MOST_SHOWN) -> str:
    """``text`` as a message echoes it: at most ``most`` characters, ``...`` ending what was
    cut."""
    return text if len(text) <= most else text[: most - 3] + "..."


def printable(text: str) -> str:
    """``text`` with every unsafe character written as an escape, a combining mark on an
    escape's letter too, and a backslash that would read as one doubled (unchanged when
    there is none of them): no two texts print alike."""
    drawn = text.isascii() or _ignorable().search(text) is None  # no invisible letter
    if drawn and text.isprintable() and "\\" not in text:  # in C, and nearly always: no
        return text  # pattern compiled at start-up
    shown = _backslashes().sub(_doubled, text) if "\\" in text else text
    if not drawn or not shown.isprintable():
        shown = _unsafe().sub(_escape, shown)
    if shown.isascii() or "\\" not in shown or _escape_then_more().search(shown) is None:
        return shown
    return _shown(text, set())  # what follows an escape may be a mark drawn on it


QUOTE_MARKS = "'\"«»‘’“”"  # the quote marks a message writes around a stranger's text


def quotable(shown: str) -> str:
    """A text as ``printable`` shows it, made to stand between a message's quotes: each
    quote mark it holds, and a backslash before one, escaped with a backslash, so that it
    cannot close its quotes and write what follows as the message's own words (``Ana' ✔
    LEGAL``)."""
    if not any(mark in shown for mark in QUOTE_MARKS):
        return shown
    return _quote_marks().sub(lambda mark: "\\" + mark.group(), shown)


@functools.cache
def _quote_marks() -> re.Pattern[str]:
    """A quote mark, or a backslash before one."""
    marks = re.escape(QUOTE_MARKS)
    return re.compile(f"\\\\(?=[{marks}])|[{marks}]")


@functools.cache
def _unsafe() -> re.Pattern[str]:
    return re.compile(f"{UNSAFE}|[^\\w !-~]")  # the second: what may be a format character


@functools.cache
def _ignorable() -> re.Pattern[str]:
    return re.compile(f"[{IGNORABLE}]")


@functools.cache
def _unsafe_one() -> re.Pattern[str]:
    return re.compile(UNSAFE)


@functools.cache
def _backslashes() -> re.Pattern[str]:
    return re.compile(_BACKSLASHES, re.DOTALL)


def escaped(char: str) -> bool:
    """Whether ``printable`` writes ``char`` as an escape: one of ``UNSAFE``, or a format
    character."""
    return bool(_unsafe_one().fullmatch(char)) or unicodedata.category(char) == "Cf"


def _doubled(match: re.Match[str]) -> str:
    after = match.group("next")
    run = match.group(1)
    return run if after is not None and not escaped(after) else run * 2


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    return _code(char) if escaped(char) else char


# Look-alike letters in names (``printable_name``). The Greek, Cyrillic and Armenian letters
# that pass for a Latin letter or a digit in common fonts, or for a letter of another of them,
# by the letter under their accents: a word made only of them reads as another word
LOOK_ALIKES = frozenset(
    "АВЕЗІЈКМНОРСТУХЅЬҮҺӀԀԚԜѴБГПФѰѠ"  # Cyrillic capitals
    "абезіјкморстухѕьүһӏԁԛԝѵгпфѱѡ"  # Cyrillic small letters
    "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹϿϒϜΓΠΦΨΩ"  # Greek capitals
    "αβγηικνομρτυχωϲϳϝπφψ"  # Greek small letters
    "ՕՍՏօսցհոզ"  # Armenian
)
# Latin letters other than ASCII's that pass for one of them (a single-storey a, a script g,
# a dotless i, small capitals as round as the small letter): escaped wherever they stand
LATIN_LOOK_ALIKES = frozenset("ɑɡıȷɩǀǃᴏᴄᴠᴡᴢꜱᴜ")
# the scripts whose letters pass for each other's: in a word that mixes them, every letter but
# the Latin ones is escaped; the last ones have no word a Spanish judge reads, and every letter
# of theirs is a Latin or Greek shape, escaped wherever it stands
MIXED_SCRIPTS = ("LATIN", "GREEK", "CYRILLIC", "ARMENIAN", "COPTIC", "CHEROKEE", "LISU")
SHAPES_ONLY = frozenset({"COPTIC", "CHEROKEE", "LISU"})
# characters a font draws as a blank though Unicode neither ignores them nor calls them a
# space: the Braille pattern blank, the Khitan filler, the musical null notehead
DRAWN_BLANK = frozenset("\u2800\U00016fe4\U0001d159")
# private-use and unassigned code points: what a font draws for them, if anything, is its own
UNDRAWN = frozenset({"Co", "Cn"})
ORDINALS = "ªº"  # Spanish ordinals (1.º, 2.ª): compatibility characters written as they are


def printable_name(text: str) -> str:
    """A name a reader must tell from another (a file name, a deck's source) as
    ``printable`` writes it, and besides, with the letters that let it pass for another name
    written as escapes the same way: in a word that mixes Latin, Greek and Cyrillic letters,
    its Greek and Cyrillic ones (``аna.ydk``, its ``а`` Cyrillic, prints ``\\u0430na.ydk``);
    every letter of a Greek or Cyrillic word made only of ``LOOK_ALIKES`` (``асе``, read
    ``ace``); and any compatibility character (a fullwidth ``ａ``, the Kelvin sign, ``µ``)
    but the ordinals. Accents and ``ñ`` print as they are (``Mazo de Ñandú.ydk``), and so
    does a word in one script that holds a letter no Latin one passes for (``Колода``).

    A name that is not in Unicode's composed form (NFC) prints as it is too (macOS writes
    ``Niño.ydk`` as ``n`` and a combining tilde), unless another input of the run prints
    alike but for that (``run_names``): then each character that keeps it from NFC is
    escaped (``Nin\\u0303o.ydk``), and the name in NFC prints as it is.

    No two names print alike: what is escaped reads back as ``printable``'s escapes do, a
    backslash before a letter escaped so is doubled as before any escape, and what is printed
    is in NFC but for the names no other input of the run prints alike."""
    if text.isascii():
        return printable(text)
    return _name(text, _twinned(text))


def _name(text: str, whole: bool) -> str:
    """``printable_name``'s text, and with ``whole`` in NFC (see there)."""
    marked = _look_alikes(text)
    if not marked and not whole:
        return printable(text)
    return _shown(text, marked, whole)


# The inputs of this run that are one name but for Unicode's normalisation, as NFC writes
# their absolute paths (``run_names``); none until a command names its inputs
_twins: frozenset[str] = frozenset()


def run_names(names: Iterable[str]) -> None:
    """Name the inputs of this run (a command's files, the decks of a folder) to
    ``printable_name``, so that two that print alike but for how their letters are encoded
    (``Niño.ydk``, its ``ñ`` one character as Linux and Windows write it, and ``n`` and a
    combining tilde as macOS does) print apart: each one not in NFC writes the characters
    that keep it from NFC as escapes. Paths are compared whole, as absolute paths: ``a.ydk``
    and ``./a.ydk`` are one name. Replaces the names a former call gave.

    Two names that print alike are one in NFC (what is escaped is escaped in both), so the
    names are compared in NFC, which costs a pass in C a name; the few one in NFC that print
    apart anyway only have more escaped."""
    global _twins
    seen: dict[str, str] = {}
    twins: set[str] = set()
    folder = _working_folder()
    for name in names:
        if name.isascii():  # NFC, and another name's NFC is ASCII only through an escape
            continue
        path = _absolute(name, folder)
        key = unicodedata.normalize("NFC", path)
        if seen.setdefault(key, path) != path or key.isascii():
            twins.add(key)
    _twins = frozenset(twins)


def _twinned(text: str) -> bool:
    """Whether ``text`` is not in NFC and another input of the run is one with it in NFC."""
    if not _twins or unicodedata.is_normalized("NFC", text):
        return False
    return unicodedata.normalize("NFC", _absolute(text, _working_folder())) in _twins


def _absolute(path: str, folder: str) -> str:
    """``path`` as ``os.path.abspath`` writes it, the working folder given."""
    return os.path.normpath(os.path.join(folder, path))


def _working_folder() -> str:
    try:
        return os.getcwd()
    except OSError:  # it is gone: paths are compared as they are written
        return ""


MOST_JOINED = 30  # the marks on one letter checked for NFC; past them, each is escaped


def _shown(text: str, marked: set[int], whole: bool = False) -> str:
    """``text`` as ``printable`` writes it, the characters at ``marked`` escaped too, and in
    NFC, as a terminal draws it, where it matters: a mark on a letter of an escape is escaped
    (``\\u200b`` and a combining dot above would be drawn ``\\u200ḃ``, as a name holding
    ``\\u200ḃ`` prints); and with ``whole``, every character that keeps ``text`` from NFC."""
    shown: list[str] = []
    recent = ""  # the last characters printed: whether a letter is an escape's
    base, joins = "", False  # printed since the last character that is no mark; whether a
    # mark on it would join an escape's letter
    at, end = 0, len(text)
    while at < end:
        char = text[at]
        if char == "\\":  # a run of backslashes, doubled before what reads as an escape
            after = at
            while after < end and text[after] == "\\":
                after += 1
            tail = _escape_tail().match(text, after) is not None
            doubled = after < end and (tail or after in marked or escaped(text[after]))
            piece = text[at:after] * (2 if doubled else 1)
            at = after
        else:
            if at in marked or escaped(char):
                piece = _code(char)
            elif char.isascii() or not (whole or joins):
                piece = char
            elif (
                len(base) > MOST_JOINED
                or (joins and unicodedata.category(char)[0] == "M")  # drawn on an escape
                or not unicodedata.is_normalized("NFC", base + char)
            ):
                piece = _code(char)
            else:
                piece = char
            at += 1
        shown.append(piece)
        recent = (recent + piece)[-10:]
        if piece == char and not char.isascii() and unicodedata.combining(char):
            base += char if len(base) <= MOST_JOINED else ""  # past it, only its length counts
        else:
            base = piece[-1]
            joins = piece.isascii() and _escape_start().search(recent) is not None
    return "".join(shown)


def _look_alikes(text: str) -> set[int]:
    """The places in ``text`` of the characters ``printable_name`` escapes (see there)."""
    marked: set[int] = set()
    word: list[int] = []
    for at, char in enumerate([*text, " "]):  # a blank closes the last word
        if char.isascii():
            pass
        elif char in LATIN_LOOK_ALIKES or (char not in ORDINALS and _compatible(char)):
            marked.add(at)  # fullwidth, a ligature, a Roman numeral, µ, a no-break space
        elif char in DRAWN_BLANK or unicodedata.category(char) in UNDRAWN:
            marked.add(at)  # a blank no font inks, a code point no font may have
        if unicodedata.category(char)[0] in "LM":  # a letter, or a mark on one
            word.append(at)
        elif word:
            marked |= _word_look_alikes(text, word)
            word = []
    return marked


def _compatible(char: str) -> bool:
    """Whether ``char`` is a compatibility character: NFKC writes it otherwise."""
    return unicodedata.normalize("NFKC", char) != char


def _word_look_alikes(text: str, word: list[int]) -> set[int]:
    """The letters of a word (places in ``text``) that let it pass for another word."""
    scripts = {at: _script(text[at]) for at in word}
    found = set(scripts.values()) - {""}
    foreign = {at for at, script in scripts.items() if script not in ("", "LATIN")}
    if len(found) > 1:  # Latin with Greek or Cyrillic, Greek with Cyrillic...
        return foreign
    if found & SHAPES_ONLY:
        return foreign
    letters = [text[at] for at in word if unicodedata.category(text[at])[0] == "L"]
    return foreign if foreign and all(_base(char) in LOOK_ALIKES for char in letters) else set()


def _script(char: str) -> str:
    """The script of a letter among ``MIXED_SCRIPTS`` (a compatibility character's, that of
    what NFKC writes for it: a fullwidth ``ａ`` is Latin); else ``""``."""
    if not char.isascii() and _compatible(char):
        char = unicodedata.normalize("NFKC", char)[:1] or char
    if char.isascii():
        return "LATIN" if char.isalpha() else ""
    script = unicodedata.name(char, "").partition(" ")[0]
    return script if script in MIXED_SCRIPTS else ""


def _base(char: str) -> str:
    """A letter without its accents."""
    return unicodedata.normalize("NFD", char)[0]


@functools.cache
def _escape_start() -> re.Pattern[str]:
    """What an escape begins with, at the end of a text: a mark there would join it."""
    return re.compile(r"\\(?:x[0-9a-fA-F]{0,2}|u[0-9a-fA-F]{0,4}|U[0-9a-fA-F]{0,8})\Z")


@functools.cache
def _escape_then_more() -> re.Pattern[str]:
    """What an escape begins with, and a character past ASCII: it may be a mark on it."""
    return re.compile(r"\\(?:x[0-9a-fA-F]{0,2}|u[0-9a-fA-F]{0,4}|U[0-9a-fA-F]{0,8})[^\x00-\x7f]")


@functools.cache
def _escape_tail() -> re.Pattern[str]:
    return re.compile(r"x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}")


def _code(char: str) -> str:
    """``char`` as an escape (``_escape``'s, for any character)."""
    code = ord(char)
    if code in ESCAPED_BYTES:
        return f"\\x{code - 0xDC00:02x}"
    if code < 0x80:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"
