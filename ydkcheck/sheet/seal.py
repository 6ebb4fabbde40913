"""A sheet's seal: how ``hoja`` tells a sheet it wrote, unchanged since, from a file to keep.

Every sheet ``hoja`` writes carries, in its document information, a digest of its fields'
values and of the deck file it was made from (``SEAL_KEY``). A later run of that deck file
may replace that file only while it is one revision (a
reader saving a change appends one: a second ``%%EOF``) whose fields still hold what the
seal says and whose pages print them as hoja drew them, with nothing added (an annotation,
a signature drawn): a form the player filled in and signed, or any PDF that only names the
keys, is kept, and so is the sheet of another deck file that bears the same name
(``alice/deck.ydk`` and ``bob/deck.ydk`` both write ``deck.pdf``).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Mapping

SEAL_KEY = "YdkcheckFields"
SEAL_DIGITS = 32  # hexadecimal digits of SHA-256 kept: 128 bits


def seal(values: Mapping[str, str], made_from: str) -> str:
    """The seal of a form's field values (the empty ones aside, in name order) and of the
    deck it was made from (``deck_file``)."""
    filled = sorted((name, value) for name, value in values.items() if value)
    text = made_from + "\x1d" + "\x1e".join(f"{name}\x1f{value}" for name, value in filled)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:SEAL_DIGITS]


def deck_file(source: str, url: str) -> str:
    """The deck a seal names: a deck file by its real path, a ``ydke://`` URL as written, a
    deck read from standard input by its cards (``url``, its ``ydke://`` URL), which nothing
    else tells apart."""
    from ydkcheck.decks import STDIN, STDIN_SOURCE, YDKE_PREFIX

    if source.startswith(YDKE_PREFIX):
        return source
    if source in (STDIN, STDIN_SOURCE):
        return f"{STDIN} {url}"
    return os.path.realpath(source)


def unchanged_sheet(raw: bytes, path: str, made_from: str) -> bool:
    """Whether ``raw``, the bytes of the file at ``path``, is a sheet ``hoja`` wrote of the
    deck ``made_from`` (``deck_file``) that nothing changed since (see the module's
    documentation)."""
    from ydkcheck.decks.sheet import Drawn, form_fields
    from ydkcheck.errors import InputError

    if not raw.startswith(b"%PDF") or raw.count(b"%%EOF") != 1:
        return False
    drawn = Drawn.nothing()
    try:
        values, sealed = form_fields(raw, path, drawn, info_key=SEAL_KEY)
    except InputError:
        return False
    # a signature drawn or a note added since: what the player added is theirs to keep
    added = any(
        (drawn.printed, drawn.shown, drawn.annotations, drawn.heavy, drawn.pages, drawn.pictures)
    )
    added = added or bool(drawn.actions or drawn.layers or drawn.twice)
    return bool(sealed) and sealed == seal(values, made_from) and not added
