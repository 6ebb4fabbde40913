"""Lines a text list's reader took as the list's title that are a card's name but for a
slip ("Caled by the Grave" above the first heading): at a deck check each is a line to
confirm with the player, not a title to pass over. Looked for only here, where one list is
checked, since it costs a fuzzy search of every card name a line.
"""

from ydkcheck.cards import CardDB
from ydkcheck.cards.matching import name_index
from ydkcheck.decks.model import Deck
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.printable import shortened


def misspelt_titles(deck: Deck, cards: CardDB) -> list[Diagnostic]:
    """A diagnostic for each title line of ``deck`` that is a card's name misspelt."""
    found = []
    for note in deck.notes:
        if note.kind != "title":
            continue
        card = name_index(cards).misspelt(note.text)
        if card is not None:
            params = {"text": shortened(note.text), "card": card}
            found.append(Diagnostic("unknown-card", "rule.title-card", params, line=note.line))
    return found
