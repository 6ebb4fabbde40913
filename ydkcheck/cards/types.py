"""A card's type as a reader says it, in Spanish or English (``Monstruo · Xyz``).

The card data says ``monster`` / ``spell`` / ``trap`` and subtypes such as ``xyz``; this is
the one place that turns them into the words of the rulebook in the reader's language.
"""

from __future__ import annotations

from ydkcheck.cards.data import Card
from ydkcheck.i18n import t

# the kinds a deck sheet groups the Main Deck by, in the order of Konami's form
MAIN_KINDS = ("monster", "spell", "trap")
KIND_KEYS = {
    "monster": "type.monster",
    "spell": "type.spell",
    "trap": "type.trap",
    "skill": "type.skill",
    "token": "type.token",
}
# the kind's plural, as a heading counts it: "Monstruos (12)"
KIND_HEADING_KEYS = {
    "monster": "type.heading.monster",
    "spell": "type.heading.spell",
    "trap": "type.heading.trap",
}
# subtypes worth saying, in the order they are said
SUBTYPE_KEYS = {
    "fusion": "type.fusion",
    "synchro": "type.synchro",
    "xyz": "type.xyz",
    "link": "type.link",
    "ritual": "type.ritual",
    "pendulum": "type.pendulum",
}


def kind_label(kind: str, lang: str) -> str:
    """``monster`` -> ``Monstruo`` / ``Monster``; an unknown kind as it is."""
    return t(KIND_KEYS[kind], lang) if kind in KIND_KEYS else kind


def type_label(card: Card | None, lang: str) -> str:
    """The card's kind and its notable subtypes: ``Monstruo · Xyz · Péndulo``; ``?`` unknown."""
    if card is None:
        return "?"
    words = [kind_label(card.kind, lang)]
    words += [
        t(SUBTYPE_KEYS[subtype], lang) for subtype in SUBTYPE_KEYS if subtype in card.subtypes
    ]
    return " · ".join(words)


def kind_heading(kind: str, lang: str, count: int) -> str:
    """A Main Deck group's heading with its count: ``Monstruos (12)`` / ``Monsters (12)``."""
    if kind in KIND_HEADING_KEYS:
        return t(KIND_HEADING_KEYS[kind], lang, count=count)
    return f"{kind} ({count})"
