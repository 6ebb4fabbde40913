"""The ``ydke://main!extra!side!`` URL: each section's passcodes as little-endian uint32, base64."""

from __future__ import annotations

import base64
import binascii
import struct

from ydkcheck.decks.model import SECTIONS, Deck
from ydkcheck.errors import InputError

YDKE_PREFIX = "ydke://"
MAX_CODE = (1 << 32) - 1  # each passcode is an unsigned 32-bit number in the URL


def parse_ydke(url: str, source: str | None = None) -> Deck:
    """A ``ydke://main!extra!side!`` URL as a Deck (entries have no line), named ``source``
    (by default the URL itself, shortened; errors always name the URL)."""
    shown = url if len(url) <= 60 else url[:57] + "..."
    body = url.strip()[len(YDKE_PREFIX) :]
    parts = body.split("!")
    if len(parts) < 3 or any(part for part in parts[3:]):
        raise InputError("ydke.sections", shown, found=min(len(parts), 3) if body else 0)
    codes: list[tuple[int, ...]] = []
    for section, part in zip(SECTIONS, parts[:3], strict=True):
        try:
            raw = base64.b64decode(part, validate=True)
        except (binascii.Error, ValueError) as error:
            raise InputError("ydke.base64", shown, section=section.value) from error
        if len(raw) % 4:
            raise InputError("ydke.length", shown, section=section.value, size=len(raw))
        codes.append(struct.unpack(f"<{len(raw) // 4}I", raw))
    main, extra, side = codes
    if not (main or extra or side):
        raise InputError("deck.no-cards", shown)
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
