"""The key of a card's name (``name_key``), the one normalisation every look-up of a name
goes through, and the two languages names are read in; see ``cards.matching`` for what a key
keeps and drops. A module of its own: the name index's tables and its words key names too,
and ``matching`` builds on both."""

from __future__ import annotations

import functools
import re
import unicodedata

ENGLISH, SPANISH = "en", "es"  # the languages of names
# what a key drops: everything but letters and digits, of any script (quotes, ¡!, <Q>, @, :)
DROPPED = re.compile(r"[\W_]+")
CONNECTIVES = re.compile(r"(?<!\w)(?:&|and|y)(?!\w)")


@functools.lru_cache(maxsize=1 << 16)  # a pile of decklists writes the same names again
def name_key(name: str) -> str:
    """The key two spellings of one name share (see ``cards.matching``'s docstring)."""
    text = name.casefold()
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(char for char in text if not unicodedata.combining(char))
    text = CONNECTIVES.sub(" and ", text)
    return DROPPED.sub("", text)
