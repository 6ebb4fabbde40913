"""What a registration sheet says, as plain data: the player's boxes, the Main Deck by card
type, the Extra and Side Decks, and the totals."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from ydkcheck.cards import CardDB
from ydkcheck.cards.naming import CardNamer
from ydkcheck.cards.types import MAIN_KINDS
from ydkcheck.decks import Deck
from ydkcheck.diagnostics import Section
from ydkcheck.i18n import t
from ydkcheck.sheet.card_lines import CardLine, card_lines
from ydkcheck.sheet.glyphs import PRINTED_AS

OTHER = "other"  # the Main Deck's cards of no type of the form: unknown passcodes, tokens


@dataclass(frozen=True)
class Player:
    """The boxes at the top of the form; empty text is a blank box."""

    first_names: str = ""
    last_names: str = ""
    card_game_id: str = ""
    country: str = ""
    event: str = ""
    event_date: dt.date | None = None

    @property
    def initial(self) -> str:
        """The first letter of the last names, as the form's corner box wants it."""
        letter = next((c for c in self.last_names if c.isalnum()), "")
        return letter.upper()


def split_name(full: str) -> tuple[str, str]:
    """A full name as (first names, last names): ``Apellidos, Nombre`` when it has a comma,
    else the first word is the given name and the rest the last names."""
    if "," in full:
        last, _, first = full.partition(",")
        return " ".join(first.split()), " ".join(last.split())
    words = full.split()
    return " ".join(words[:1]), " ".join(words[1:])


@dataclass(frozen=True)
class Line:
    """One row of a list: the copies of a card and its name."""

    copies: int
    name: str


@dataclass(frozen=True)
class TypeBlock:
    """The Main Deck's cards of one type of the form (``monster``, ``spell``, ``trap``) or
    ``other``."""

    kind: str
    lines: tuple[Line, ...]

    @property
    def total(self) -> int:
        return sum(line.copies for line in self.lines)


@dataclass(frozen=True)
class Sheet:
    """Everything the form shows. ``main`` always has the three types of the form, in its
    order, and an ``other`` group last when the deck has such cards."""

    player: Player
    main: tuple[TypeBlock, ...]
    extra: tuple[Line, ...]
    side: tuple[Line, ...]
    banlist: str
    fingerprint: str
    left_out: str = ""  # the lines of the list left out of the sheet, said on it (--forzar)
    url: str = ""  # the deck's ydke:// URL, in the sheet's QR code; "": no code
    # the Speed Duel Skill Cards of each section (main, extra, side): in no section's count
    skills: tuple[int, int, int] = (0, 0, 0)

    @property
    def main_total(self) -> int:
        return sum(group.total for group in self.main) - self.skills[0]

    @property
    def extra_total(self) -> int:
        return sum(line.copies for line in self.extra) - self.skills[1]

    @property
    def side_total(self) -> int:
        return sum(line.copies for line in self.side) - self.skills[2]


def build_sheet(
    deck: Deck,
    cards: CardDB,
    namer: CardNamer,
    lang: str,
    player: Player,
    banlist: str = "",
    fingerprint: str = "",
    left_out: str = "",
    url: str = "",
) -> Sheet:
    """The sheet of ``deck``: each section's distinct passcodes in order of first
    appearance, named by ``namer``; the Main Deck grouped by type."""
    by_section = card_lines(deck, cards)

    def line(card: CardLine) -> Line:
        return Line(card.copies, card_name(card, cards, namer, lang))

    by_kind: dict[str, list[Line]] = {kind: [] for kind in (*MAIN_KINDS, OTHER)}
    for card in by_section[Section.MAIN]:
        kind = card.kind.split("/")[0]
        by_kind[kind if kind in MAIN_KINDS else OTHER].append(line(card))
    groups = tuple(
        TypeBlock(kind, tuple(lines)) for kind, lines in by_kind.items() if lines or kind != OTHER
    )
    return Sheet(
        player,
        groups,
        tuple(map(line, by_section[Section.EXTRA])),
        tuple(map(line, by_section[Section.SIDE])),
        banlist,
        fingerprint,
        left_out,
        url,
        tuple(  # type: ignore[arg-type]
            sum(card.copies for card in by_section[section] if card.kind == "skill")
            for section in (Section.MAIN, Section.EXTRA, Section.SIDE)
        ),
    )


def card_name(card: CardLine, cards: CardDB, namer: CardNamer, lang: str) -> str:
    """The name a reader of ``namer``'s language knows the card by. An alternate artwork
    takes the name of its original (the Spanish names are the originals'); an unknown
    passcode is said with its number; a name that would not read back as the card (the
    Spell "7", the OCG's Normal Black Luster Soldier) is followed by its passcode, as
    ``convierte`` writes it."""
    from ydkcheck.cards.matching import name_index
    from ydkcheck.decks.text_names import reads_back

    known = cards.get(card.card_id)
    if known is None:
        return t("hoja.unknown-card", lang, id=card.card_id)
    # as the page prints it (the Reactors' "・" drawn "·"): a field holding another character
    # than its page prints reads as edited
    name = namer(cards.original_artwork(known.id), known.name).translate(PRINTED_AS)
    return name if reads_back(name, known, name_index(cards), cards) else f"{name} ({known.id})"
