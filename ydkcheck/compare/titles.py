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
        params: dict[str, object] = {"text": shortened(note.text)}
        card = _named(note.text, cards)
        if card is not None:
            params["card"] = card
            found.append(
                Diagnostic("unknown-card", "rule.title-names-card", params, line=note.line)
            )
            continue
        misspelt = name_index(cards).misspelt(note.text)
        if misspelt is not None:
            params["card"] = misspelt
            found.append(Diagnostic("unknown-card", "rule.title-card", params, line=note.line))
    return found


def _named(text: str, cards: CardDB) -> str | None:
    """The name of the card ``text`` names exactly, or as the only card its words fit."""
    card = name_index(cards).find(text).card
    if card is None:
        fitting = fitting_cards(text, cards)
        card = fitting[0] if len(fitting) == 1 else None
    return card.name if card is not None else None
