"""Lines a text list's reader took as the list's title that name a card: the card's name
("Ash Blossom & Joyous Spring"), a shorthand that fits one card only ("Ash Blossom"), or a
card's name but for a slip ("Caled by the Grave"). At a deck check each is a line to confirm
with the player, not a title to pass over: written three times above the first heading, a
shorthand would otherwise hide three copies. Looked for only here, where one list is
checked, since a slip costs a fuzzy search of every card name a line.
"""

from ydkcheck.cards import CardDB
from ydkcheck.cards.matching import name_index
from ydkcheck.compare.names import fitting_cards
from ydkcheck.decks.model import Deck
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.printable import shortened


def card_titles(deck: Deck, cards: CardDB) -> list[Diagnostic]:
    """A diagnostic for each title line of ``deck`` that names a card (see the module's
    documentation)."""
    found = []
    for note in deck.notes:
        if note.kind != "title":
            continue
        named = _named(note.text, cards)
        if named is not None:
            key, card = named
            params = {"text": shortened(note.text), "card": card}
            found.append(Diagnostic("unknown-card", key, params, line=note.line))
    return found


def _named(text: str, cards: CardDB) -> tuple[str, str] | None:
    """The message and the card's name when ``text`` names one card: exactly, as the only
    card its words fit, or but for a slip."""
    index = name_index(cards)
    card = index.find(text).card
    if card is None:
        fitting = fitting_cards(text, cards)
        card = fitting[0] if len(fitting) == 1 else None
    if card is not None:
        return "rule.title-names-card", card.name
    misspelt = index.misspelt(text)
    return ("rule.title-card", misspelt) if misspelt is not None else None
