"""From a Deck, the card data and a hand spec to the plain inputs of the engines."""

from __future__ import annotations

from dataclasses import dataclass

from ydkcheck.cards import CardDB
from ydkcheck.cards.data import misprinted_passcodes
from ydkcheck.cards.matching import name_index
from ydkcheck.cards.refs import CardRef
from ydkcheck.decks import Deck
from ydkcheck.goldfish.analysis import MainCard
from ydkcheck.goldfish.model import Effect, GoldfishDeck, deck_from_cards
from ydkcheck.goldfish.spec import HandSpec, bind


def main_cards(deck: Deck, cards: CardDB) -> list[MainCard]:
    """The distinct cards of the Main Deck by identity, in first-seen order, with copies.

    Alternate artworks count as their card; a passcode the card data does not know is
    still a card of the deck (``#passcode``, kind ``unknown``), and so is a list's misprint
    (``misprinted_passcodes``), which is no card: never the one it was meant for. A Speed
    Duel Skill Card, which a deck file keeps with the Main Deck, is never in the deck nor
    drawn.
    """
    copies: dict[int, int] = {}
    first_id: dict[int, int] = {}
    misprinted = misprinted_passcodes()
    for card_id in deck.main:
        card = cards.get(card_id) if card_id not in misprinted else None
        if card is not None and card.kind == "skill":
            continue
        identity = card_id if card is None else card.identity
        copies[identity] = copies.get(identity, 0) + 1
        first_id.setdefault(identity, card_id)
    result = []
    for identity, count in copies.items():
        known = identity not in misprinted
        card = (cards.get(identity) or cards.get(first_id[identity])) if known else None
        if card is None:
            result.append(MainCard(identity, f"#{identity}", "unknown", count))
        else:
            result.append(MainCard(identity, card.name, card.kind, count))
    return result


class CardResolver:
    """The cards a spec names: passcodes, or names in English or Spanish matched as text
    decklists match them (``cards.matching``; the index is built on the first name)."""

    def __init__(self, cards: CardDB) -> None:
        self.cards = cards

    def identity(self, ref: CardRef) -> int | None:
        """The identity of the card ``ref`` names; None when it names none, or several. A
        number no card bears as a passcode names the card whose name it is ("7"), as a text
        decklist reads it."""
        if isinstance(ref, int):
            card = self.cards.get(ref) or name_index(self.cards).find(str(ref)).card
        else:
            card = name_index(self.cards).find(ref).card
        return None if card is None else card.identity

    def suggest(self, name: str) -> list[str]:
        """The cards ``name`` could mean: those it names when several, else the nearest
        names, widened when none is near (``Ash Blossom``: the names that hold it)."""
        index = name_index(self.cards)
        return list(index.find(name).candidates) or index.suggest(name, wider=True)


@dataclass(frozen=True)
class Prepared:
    """A bound spec indexed in a Main Deck: the engines' deck, the effects of cards in it,
    and the cards the spec names that the deck lacks (as written, with their lines)."""

    deck: GoldfishDeck
    effects: tuple[Effect, ...]
    missing: tuple[tuple[int | None, CardRef], ...]


def prepare(spec: HandSpec, resolver: CardResolver, main: list[MainCard]) -> Prepared:
    """Resolve the spec's cards (InputError on an unknown one) and index them in ``main``."""
    bound = bind(spec, resolver.identity, resolver.suggest)
    identities = [card.identity for card in main for _ in range(card.copies)]
    deck, order = deck_from_cards(identities, bound.groups)
    index_of = {identity: index for index, identity in enumerate(order)}
    missing = [(line, ref) for identity, ref, line in bound.named if identity not in index_of]
    effects = tuple(
        Effect(index_of[identity], effect.draw, effect.search)
        for identity, effect in bound.effects
        if identity in index_of
    )
    return Prepared(deck, effects, tuple(sorted(missing, key=lambda item: item[0] or 0)))
