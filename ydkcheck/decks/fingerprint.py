"""A deck's fingerprint (``huella``): what an organiser records and a judge checks later.

The canonical form is one line per distinct card of each section, ``SECTION CARD COUNT``
(``main 14558127 3``), sections in the order main, extra, side, each section's cards by
passcode in ascending order, every line ending in a line feed. A card is the passcode of
its original artwork in ydkcheck's card table (``data/cards.tsv``: a passcode whose
``alias`` is a card of the same name, and of the same Konami id when both have one, is
written as that card: an alternate artwork); any other passcode as itself: an unknown one, a
card only counted as another (A Legendary Ocean, alias Umi), one Konami numbers apart (the
OCG's Normal Black Luster Soldier, 10000100), and a simulator's passcode of a card's text
before its errata (``data/extra-passcodes.tsv``, kind ``simulator``: EDOPro's 504700178 for
Sangan, 7563589 for Performage Plushfire), which a list may judge apart from its card, and a
number a list misprinted for a card (kind ``misprint``: 59750325 for Card of Demise), from
which no simulator loads anything (``CardDB.check_identity``).

The fingerprint is the first 140 bits of the SHA-256 of that text (ASCII), written as 28
characters of Crockford's base 32 (digits and capital letters but I, L, O and U, so that it
reads aloud and copies without look-alikes) in seven groups of four:
``DW1C-7K2M-...``. The same cards by section give the same fingerprint whatever their
order, the input format or the artwork; moving or changing one copy changes it. Finding two
decks with one fingerprint takes about 2^70 hashes.
"""

from __future__ import annotations

import hashlib
from collections import Counter

from ydkcheck.cards import CardDB
from ydkcheck.cards.data import SKILL_CODES
from ydkcheck.decks.model import SECTIONS, Deck

CANONICAL_SECTIONS = tuple(section.value for section in SECTIONS)  # main, extra, side
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base 32
DIGITS = 28  # characters of 5 bits: 140 bits of the digest
GROUP = 4
# what a person may type for a character that is not in the alphabet (Crockford's reading)
LOOK_ALIKES = str.maketrans({"I": "1", "L": "1", "O": "0"})
# what may stand between groups: the hyphen-minus, and the dashes a word processor puts for
# it (hyphen, non-breaking hyphen, figure dash, en dash, em dash, horizontal bar, minus sign)
DASHES = "-\u2010\u2011\u2012\u2013\u2014\u2015\u2212"


def canonical_form(deck: Deck, cards: CardDB) -> str:
    """The text the fingerprint hashes (see the module's documentation)."""
    own = cards.own_cards
    lines: list[str] = []
    for name, codes in zip(CANONICAL_SECTIONS, compared_sections(deck, cards), strict=True):
        if not codes:
            continue
        if not own.issuperset(codes):  # a passcode not met yet, or an artwork of another card
            codes = tuple(map(cards.check_identity, codes))
        lines.append(_SECTIONS.text(name, codes))
    return "".join(lines)


def compared_sections(deck: Deck, cards: CardDB) -> tuple[tuple[int, ...], ...]:
    """The deck's passcodes by section, main, extra and side, as its fingerprint and a deck
    check see them: a Speed Duel Skill Card in the Main Deck wherever the deck writes it (it
    is in no section: a simulator's file keeps it in one, a list under its own heading)."""
    sections = (deck.main, deck.extra, deck.side)
    outside_main = (*deck.extra, *deck.side)
    if max(outside_main, default=0) < SKILL_CODES.start:  # nearly always: one pass in C
        return sections
    skills = [code for code in outside_main if cards.is_skill(code)]
    if not skills:
        return sections
    return (
        (*deck.main, *skills),
        *(tuple(code for code in codes if not cards.is_skill(code)) for codes in sections[1:]),
    )


class _SectionTexts:
    """The canonical lines of each section met, by its sorted passcodes: a repository's
    decks share whole sections (an Extra Deck kept over many versions), and sorting the
    passcodes costs a tenth of writing their lines. Up to ``MOST_KEPT`` sections of at most
    ``LONGEST_KEPT`` cards, then begun anew, so memory stays bounded (at most about 6 MB).

    A section not met yet is written from the start of each of its lines, ``main 14558127``,
    kept per section and passcode (up to ``MOST_STARTS`` a section, then begun anew), and its count:
    writing a number costs more than finding the text written for it last time."""

    MOST_KEPT = 1024
    LONGEST_KEPT = 100  # cards: a real section holds at most 60, a hostile one up to 1,000
    MOST_STARTS = 1 << 14

    def __init__(self) -> None:
        self.kept: dict[tuple[str, tuple[int, ...]], str] = {}
        self.starts: dict[str, dict[int, str]] = {}

    def text(self, name: str, codes: tuple[int, ...]) -> str:
        key = name, tuple(sorted(codes))
        try:
            return self.kept[key]
        except KeyError:
            pass
        text = "".join(self._lines(name, codes))
        if len(codes) <= self.LONGEST_KEPT:
            if len(self.kept) >= self.MOST_KEPT:
                self.kept.clear()
            self.kept[key] = text
        return text

    def _lines(self, name: str, codes: tuple[int, ...]) -> list[str]:
        """The section's canonical lines, in pieces: each line's start, then its count."""
        counts = Counter(codes)
        starts = self.starts.setdefault(name, {})
        if len(starts) + len(counts) > self.MOST_STARTS:
            starts.clear()
        pieces: list[str] = []
        for code in sorted(counts):
            start = starts.get(code)
            if start is None:
                start = starts[code] = f"{name} {code} "
            count = counts[code]
            pieces += start, _COUNTS[count] if count < len(_COUNTS) else f"{count}\n"
        return pieces


# a count and the end of its line, as written for the counts a real section holds
_COUNTS = tuple(f"{count}\n" for count in range(64))
_SECTIONS = _SectionTexts()
# each 10-bit value as its two characters of base 32: a group of four characters is 20 bits
_PAIRS = tuple(first + second for first in ALPHABET for second in ALPHABET)
_GROUP_SHIFTS = tuple(range(5 * DIGITS - 20, -1, -20))  # the first group's bits first


def fingerprint_of(canonical: str) -> str:
    """The fingerprint of a canonical form: 140 bits of its SHA-256 in base 32, grouped."""
    digest = int.from_bytes(hashlib.sha256(canonical.encode("ascii")).digest(), "big")
    return written(digest >> (256 - 5 * DIGITS))


def written(value: int) -> str:
    """A fingerprint's 140 bits as it is written: seven groups of four characters."""
    pairs = _PAIRS
    return "-".join(
        [
            pairs[(value >> (shift + 10)) & 1023] + pairs[(value >> shift) & 1023]
            for shift in _GROUP_SHIFTS
        ]
    )


def fingerprint(deck: Deck, cards: CardDB) -> str:
    """The deck's fingerprint (see the module's documentation)."""
    return fingerprint_of(canonical_form(deck, cards))


def normalised(text: str) -> str | None:
    """A fingerprint as a person wrote it, in the form ``fingerprint`` gives: any case, any
    dashes (``DASHES``) or blanks, ``I``/``L`` read as ``1`` and ``O`` as ``0``; None when
    it is not a whole fingerprint (too short, too long, a character outside the alphabet).
    Never a prefix: a shortened fingerprint is no fingerprint."""
    if misfit(text) is not None:
        return None
    plain = written_digits(text).upper().translate(LOOK_ALIKES)
    if len(plain) != DIGITS:
        return None
    return "-".join(plain[start : start + GROUP] for start in range(0, DIGITS, GROUP))


def written_digits(text: str) -> str:
    """``text`` without its blanks and dashes: what should be a fingerprint's digits."""
    return "".join(char for char in text if not (char.isspace() or char in DASHES))


def misfit(text: str) -> tuple[int, str] | None:
    """The first character of ``text`` that no written fingerprint holds (not a digit, an
    ASCII letter of the alphabet or a look-alike, a blank or a dash: ``U``, a full-width
    ``Ａ``, a Cyrillic ``А``), with its position counted from 1; None when there is none."""
    for position, char in enumerate(text, 1):
        if char.isspace() or char in DASHES:
            continue
        if not char.isascii() or char.upper().translate(LOOK_ALIKES) not in ALPHABET:
            return position, char
    return None
