"""The ``ydke://main!extra!side!`` URL: each section's passcodes as little-endian uint32, base64.

A URL is read as people paste it: blanks around it and the scheme in any case
(`` YDKE://...``); the base64 itself is case-sensitive and kept as written.
"""

from __future__ import annotations

import base64
import binascii
import struct

from ydkcheck.decks.model import SECTIONS, Deck
from ydkcheck.errors import InputError
from ydkcheck.printable import shortened

YDKE_PREFIX = "ydke://"
MAX_CODE = (1 << 32) - 1  # each passcode is an unsigned 32-bit number in the URL
SHOWN_URL = 60  # characters of a URL that name its deck
SHOWN_AFTER = 30  # characters of what follows a URL's Side Deck that a message echoes


def is_ydke(text: str) -> bool:
    """Whether ``text`` is a ``ydke://`` URL as pasted: blanks before it, any case."""
    return text.lstrip()[: len(YDKE_PREFIX)].lower() == YDKE_PREFIX


def ydke_url(text: str) -> str:
    """A URL ``is_ydke`` accepts as ydkcheck writes it: no blanks around it, the scheme in
    lower case (what names its deck)."""
    return YDKE_PREFIX + text.strip()[len(YDKE_PREFIX) :]


def parse_ydke(url: str, source: str | None = None, place: tuple[str, int] | None = None) -> Deck:
    """A ``ydke://main!extra!side!`` URL as a Deck (entries have no line), named ``source``
    (by default the URL itself, shortened). Errors name ``place``, the file and the line
    the URL was read from, else the URL."""
    written = ydke_url(url)
    shown = shortened(written, SHOWN_URL)
    path, number = place if place is not None else (shown, None)
    parts = written[len(YDKE_PREFIX) :].split("!")
    # a '!' ends each section: "AAAA!" is one, "" none; a URL whose last '!' is missing
    # ("main!extra!side") may have lost the end of its Side Deck to a paste or a chat's limit,
    # with no sign in what is left when it was cut at a card's edge: it is read by no guess
    if len(parts) < 3:
        raise InputError("ydke.sections", path, number, found=len(parts) - (parts[-1] == ""))
    if len(parts) == 3 and not parts[2]:  # "main!extra!": some apps leave an empty Side out
        raise InputError("ydke.no-side", path, number)
    if len(parts) == 3:
        raise InputError("ydke.unended", path, number)
    after = "!".join(parts[3:])
    if after.strip("!"):  # '!' beyond the third ends nothing more: ydkcheck has read them so
        raise InputError("ydke.after-side", path, number, text=shortened(after, SHOWN_AFTER))
    codes: list[tuple[int, ...]] = []
    for section, part in zip(SECTIONS, parts[:3], strict=True):
        try:
            raw = base64.b64decode(part, validate=True)
        except (binascii.Error, ValueError) as error:
            raise InputError("ydke.base64", path, number, section=section.value) from error
        if len(raw) % 4:
            raise InputError("ydke.length", path, number, section=section.value, size=len(raw))
        codes.append(struct.unpack(f"<{len(raw) // 4}I", raw))
    main, extra, side = codes
    if not (main or extra or side):
        raise InputError("ydke.no-cards", path, number)
    return Deck(shown if source is None else source, main, extra, side)


def to_ydke(deck: Deck) -> str:
    """The ``ydke://`` URL of a deck; InputError for a passcode a URL cannot hold (32 bits)."""
    too_big = next(
        (code for code in (*deck.main, *deck.extra, *deck.side) if code > MAX_CODE), None
    )
    if too_big is not None:
        raise InputError("ydke.passcode-too-big", deck.source, value=too_big, most=MAX_CODE)
    parts = [
        base64.b64encode(struct.pack(f"<{len(codes)}I", *codes)).decode("ascii")
        for codes in (deck.main, deck.extra, deck.side)
    ]
    return YDKE_PREFIX + "!".join(parts) + "!"
