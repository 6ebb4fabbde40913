"""The cards written under a type heading of another card type (``Spells (14)`` over a
monster): on Konami's form each card goes in its type's section, so the list's counts by type
are not the deck's, and a judge is told at the card's line.

A type heading heads the cards from it to the next heading. The Main Deck's headings name a
kind (``Monsters``, ``Effect Monsters``, ``Spells``, ``S/T``): a card of another kind stands
under the wrong one; a monster heading's own variants (``Ritual``, ``Effect``) are not held
to their subtype, which lists write loosely. An Extra Deck type heading (``Fusion``,
``Synchro``, ``Xyz``, ``Link``) inside the Extra or the Side Deck heads monsters of that type;
the same word starting the Extra Deck under the Main Deck is the Extra Deck itself (the
"Fusion Deck" of the lists of 2008 held Synchros), and holds any card.

One layout is no misplacement: a heading whose written count stops short of its cards, the
cards of its kind first and the others after them, none of a kind another heading of that
section heads ("Monsters: 18", eighteen monsters, then the Spells and Traps under no heading
of their own, as published lists write it). A monster after the Spells of "Spells (13)" in a
Main Deck that writes a Monsters heading elsewhere is no such card: it is said.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ydkcheck.cards import Card, CardDB
from ydkcheck.cards.types import KIND_KEYS, SUBTYPE_KEYS
from ydkcheck.decks import text_lines as grammar
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.errors import Phrase
from ydkcheck.printable import shortened


@dataclass(slots=True)
class TypeHeading:
    """A type heading: its line, as written, the section it stands in, the kind it heads
    (an Extra Deck type heading's kind is ``extra``, and ``extra_type`` its subtype), the
    count it writes of its own cards, and the card lines under it, as (line, passcode,
    copies, line as written); ``label``: a deck box's label, under the cards it heads."""

    line: int
    text: str
    section: Section
    kind: str
    extra_type: str | None
    written: int | None
    cards: list[tuple[int, int, int, str]] = field(default_factory=list)
    label: bool = False


def heads(heading: TypeHeading, card: Card) -> bool | None:
    """Whether ``heading`` heads ``card``; None when it cannot be said (a Skill heading,
    whose names are read as Skill Cards, or a kind not known)."""
    kind = heading.kind
    if card.kind not in KIND_KEYS:
        return None
    if kind in grammar.MAIN_DECK_KINDS:
        return card.kind in kind.split("/")  # "spell/trap": either
    if kind == "extra":
        if card.kind != "monster":
            return False
        if heading.extra_type is None:
            return card.is_extra_monster
        return heading.extra_type in card.subtypes
    return None


def misplaced(headings: Sequence[TypeHeading], cards: CardDB) -> list[Diagnostic]:
    """A ``syntax`` warning at each card line under a type heading that does not head it,
    naming the card, its type and the heading; none for the cards of the published layout
    of the module's docstring."""
    found: list[Diagnostic] = []
    for heading in headings:
        for (number, code, _, text), card in _others(heading, headings, cards):
            params = {
                "text": shortened(text),
                "card": card.name,
                "card_id": card.id,
                "type": _type_said(heading, card),
                "heading": shortened(heading.text),
            }
            found.append(
                Diagnostic(
                    "syntax",
                    "syntax.misplaced-label" if heading.label else "syntax.misplaced-type",
                    params,
                    card_id=code,
                    card_name=card.name,
                    line=number,
                )
            )
    return found


def _others(
    heading: TypeHeading, headings: Sequence[TypeHeading], cards: CardDB
) -> list[tuple[tuple[int, int, int, str], Card]]:
    """The card lines under ``heading`` that it does not head, but those of the published
    layout (the module's docstring)."""
    placed = []
    for entry in heading.cards:
        card = cards.get(entry[1])
        fits = heads(heading, card) if card is not None else None
        if card is not None and fits is not None:
            placed.append((entry, card, fits))
    others = [(entry, card) for entry, card, fits in placed if not fits]
    if not others:
        return []
    own = [entry for entry, _, fits in placed if fits]
    copies = sum(entry[2] for entry in heading.cards)
    last_own = max((entry[0] for entry in own), default=0)
    short = bool(own) and heading.written is not None and heading.written < copies
    if not short or any(entry[0] < last_own for entry, _ in others):
        return others
    # the published layout: only the cards a heading of their section heads elsewhere
    section = [other for other in headings if other.section is heading.section]
    return [
        (entry, card)
        for entry, card in others
        if any(other is not heading and heads(other, card) for other in section)
    ]


def _type_said(heading: TypeHeading, card: Card) -> Phrase:
    """The card's type as the warning says it: its Extra Deck type under an Extra Deck type
    heading, else its kind."""
    if heading.kind == "extra" and card.kind == "monster":
        subtype = next((word for word in grammar.EXTRA_TYPES if word in card.subtypes), None)
        if subtype is not None:
            return Phrase(SUBTYPE_KEYS[subtype], {})
    return Phrase(KIND_KEYS[card.kind], {})
