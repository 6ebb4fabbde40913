"""The plain inputs of the goldfish engines: a deck as copies per distinct card, groups, effects.

The engines never see card data: a deck is ``copies[i]`` for each distinct card ``i``, a
group is a set of those indices, and an effect belongs to one card index.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Effect:
    """What one copy of card ``card`` does when it is in the hand: draw cards or search."""

    card: int
    draw: int = 0
    search: str | None = None


@dataclass(frozen=True)
class Atom:
    """Cards that belong to exactly the same groups, counted together."""

    copies: int
    groups: frozenset[str]


@dataclass(frozen=True)
class GoldfishDeck:
    """The Main Deck as copies of each distinct card, with named groups of card indices."""

    copies: tuple[int, ...]
    groups: Mapping[str, frozenset[int]] = field(default_factory=dict)

    @property
    def size(self) -> int:
        return sum(self.copies)

    def group_copies(self, name: str) -> int:
        """How many cards of the deck belong to group ``name``."""
        return sum(self.copies[index] for index in self.groups[name])

    def atoms(self, names: Iterable[str]) -> tuple[Atom, ...]:
        """The deck's cards grouped by which of the groups ``names`` they belong to.

        Cards in none of them form the last atom (empty ``groups``), possibly of 0 copies.
        """
        wanted = list(dict.fromkeys(names))
        by_signature: dict[frozenset[str], int] = {}
        for index, copies in enumerate(self.copies):
            signature = frozenset(name for name in wanted if index in self.groups[name])
            by_signature[signature] = by_signature.get(signature, 0) + copies
        rest = by_signature.pop(frozenset(), 0)
        atoms = [Atom(copies, signature) for signature, copies in by_signature.items() if copies]
        return (*atoms, Atom(rest, frozenset()))


def deck_from_cards(
    main: Iterable[int], groups: Mapping[str, Iterable[int]]
) -> tuple[GoldfishDeck, tuple[int, ...]]:
    """A GoldfishDeck from the Main Deck's card identities and groups of identities.

    Returns the deck and the identity of each distinct card, in first-seen order.
    Identities of a group that are not in the deck are ignored.
    """
    counts: dict[int, int] = {}
    for identity in main:
        counts[identity] = counts.get(identity, 0) + 1
    order = tuple(counts)
    index_of = {identity: index for index, identity in enumerate(order)}
    indexed = {
        name: frozenset(index_of[member] for member in members if member in index_of)
        for name, members in groups.items()
    }
    return GoldfishDeck(tuple(counts[identity] for identity in order), indexed), order
