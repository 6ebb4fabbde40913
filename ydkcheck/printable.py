"""Text from strangers made safe to print: no character a terminal or an encoder acts on.

Deck lines, file names, list names and card names reach a judge's terminal, a CI log and
files in strict formats. A control character there can clear the screen or retitle the
window (escape sequences), reorder what is read (bidirectional overrides) or make an
output invalid; a file name that is not UTF-8 reaches Python as lone surrogates, which no
strict UTF-8 writer accepts. ``printable`` writes each such character as a visible escape,
``\\x1b`` or ``\\u202e``, and a byte of a non-UTF-8 file name as ``\\xf3``, so the text
stays readable and says what was there.
"""

from __future__ import annotations

import functools
import re

# C0 and C1 controls and DEL, the bidirectional marks (Arabic letter mark included),
# embeddings, overrides and isolates, the line and paragraph separators (a line break to
# some readers), the invisible characters that make two names look alike or shift columns
# (zero-width spaces and joiners, word joiners, the byte order mark, tag characters), and
# lone surrogates
UNSAFE = (
    "[\x00-\x1f\x7f-\x9f\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff"
    "\ud800-\udfff\U000e0000-\U000e007f]"
)
ESCAPED_BYTES = range(0xDC80, 0xDD00)  # surrogateescape's stand-ins for bytes 0x80-0xff


MOST_SHOWN = 60  # how much of a stranger's text a message echoes


def shortened(text: str, most: int = MOST_SHOWN) -> str:
    """``text`` as a message echoes it: at most ``most`` characters, ``...`` ending what was
    cut."""
    return text if len(text) <= most else text[: most - 3] + "..."


def printable(text: str) -> str:
    """``text`` with every unsafe character written as an escape (unchanged when none is)."""
    if text.isprintable():  # in C, and nearly always: no pattern compiled at start-up
        return text
    return _unsafe().sub(_escape, text)


@functools.cache
def _unsafe() -> re.Pattern[str]:
    return re.compile(UNSAFE)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if code in ESCAPED_BYTES:
        return f"\\x{code - 0xDC00:02x}"
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"
