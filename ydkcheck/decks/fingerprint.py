"""A deck's fingerprint (``huella``): what an organiser records and a judge checks later.

The canonical form is one line per distinct card of each section, ``SECTION CARD COUNT``
(``main 14558127 3``), sections in the order main, extra, side, each section's cards by
passcode in ascending order, every line ending in a line feed. A card is the passcode of
its original artwork: an alternate artwork (a passcode whose ``alias`` is a card of the
same name) is written as that card; any other passcode, an unknown one or a card only
counted as another (A Legendary Ocean, alias Umi) as itself. The fingerprint is the first
16 hex digits of the SHA-256 of that text (ASCII), in four groups of four:
``3f2a-9c01-77be-d4e2``. The same cards by section give the same fingerprint whatever
their order, the input format or the artwork; moving or changing one copy changes it.
"""

from __future__ import annotations

import hashlib
from collections import Counter

from ydkcheck.cards import CardDB
from ydkcheck.decks.model import SECTIONS, Deck

CANONICAL_SECTIONS = tuple(section.value for section in SECTIONS)  # main, extra, side


def canonical_form(deck: Deck, cards: CardDB) -> str:
    """The text the fingerprint hashes (see the module's documentation)."""
    own = cards.own_originals
    lines: list[str] = []
    for name, codes in zip(CANONICAL_SECTIONS, (deck.main, deck.extra, deck.side), strict=True):
        if not codes:
            continue
        if not own.issuperset(codes):  # a passcode not met yet, or an artwork of another card
            codes = tuple(map(cards.original_artwork, codes))
        counts = Counter(codes)
        lines.append("".join([f"{name} {code} {counts[code]}\n" for code in sorted(counts)]))
    return "".join(lines)


def fingerprint(deck: Deck, cards: CardDB) -> str:
    """The deck's fingerprint: 16 hex digits of SHA-256 over its canonical form, grouped."""
    digest = hashlib.sha256(canonical_form(deck, cards).encode("ascii")).hexdigest()[:16]
    return "-".join(digest[index : index + 4] for index in range(0, 16, 4))
