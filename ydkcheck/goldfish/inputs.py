"""From a Deck, the card data and a hand spec to the plain inputs of the engines."""

from __future__ import annotations

from dataclasses import dataclass

from ydkcheck.cards import CardDB
from ydkcheck.decks import Deck
from ydkcheck.goldfish.analysis import MainCard
from ydkcheck.goldfish.model import Effect, GoldfishDeck, deck_from_cards
from ydkcheck.goldfish.spec import CardRef, HandSpec, bind


def main_cards(deck: Deck, cards: CardDB) -> list[MainCard]:
    """The distinct cards of the Main Deck by identity, in first-seen order, with copies.

    Alternate artworks count as their card; a passcode the card data does not know is
    still a card of the deck (``#passcode``, kind ``unknown``).
    """
    copies: dict[int, int] = {}
    first_id: dict[int, int] = {}
    for card_id in deck.main:
        card = cards.get(card_id)
        identity = card_id if card is None else card.identity
        copies[identity] = copies.get(identity, 0) + 1
        first_id.setdefault(identity, card_id)
    result = []
    for identity, count in copies.items():
        card = cards.get(identity) or cards.get(first_id[identity])
        if card is None:
            result.append(MainCard(identity, f"#{identity}", "unknown", count))
        else:
            result.append(MainCard(identity, card.name, card.kind, count))
    return result


@dataclass(frozen=True)
class Prepared:
    """A spec bound to a Main Deck: the engines' deck, the effects of cards in it, and the
    cards the spec names that the deck lacks (with their spec lines)."""

    deck: GoldfishDeck
    effects: tuple[Effect, ...]
    missing: tuple[tuple[int, CardRef], ...]


def prepare(spec: HandSpec, cards: CardDB, main: list[MainCard]) -> Prepared:
    """Resolve the spec's cards (InputError on an unknown one) and index them in ``main``."""

    def identity_of(ref: CardRef) -> int | None:
        card = cards.get(ref) if isinstance(ref, int) else cards.find_by_name(ref)
        return None if card is None else card.identity

    bound = bind(spec, identity_of, cards.suggest)
    identities = [card.identity for card in main for _ in range(card.copies)]
    deck, order = deck_from_cards(identities, bound.groups)
    index_of = {identity: index for index, identity in enumerate(order)}
    missing = [
        (member.line, member.ref)
        for group in spec.groups
        for member in group.members
        if identity_of(member.ref) not in index_of
    ]
    effects = []
    for identity, effect in bound.effects:
        if identity in index_of:
            effects.append(Effect(index_of[identity], effect.draw, effect.search))
        else:
            missing.append((effect.line, effect.card))
    return Prepared(deck, tuple(effects), tuple(sorted(missing, key=lambda item: item[0])))
