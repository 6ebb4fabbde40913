"""Lists as ``ydkcheck listas`` shows them: entries with names, a diff, every artwork."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ydkcheck.lists.card_limits import card_limits
from ydkcheck.lists.model import CATEGORIES, Banlist

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB


@dataclass(frozen=True)
class ListedCard:
    """One entry of a list: passcode, name and copies allowed (or points)."""

    card_id: int
    name: str
    value: int


def card_name(banlist: Banlist, cards: CardDB, code: int) -> str:
    """The card's English name from the card data, else the name the list gives."""
    card = cards.get(code)
    return card.name if card is not None else banlist.names.get(code, "?")


def with_card_names(banlist: Banlist, cards: CardDB) -> Banlist:
    """The list with the name of each entry taken from the card data where it knows the card."""
    names = {}
    for code in banlist.points or banlist.limits:
        card = cards.get(code)
        names[code] = card.name if card is not None else banlist.names.get(code, "")
    return replace(banlist, names=names)


def entries_by_category(banlist: Banlist, cards: CardDB) -> dict[str, list[ListedCard]]:
    """``forbidden``/``limited``/``semi_limited``/``unlimited`` (or ``points``), sorted by name."""
    groups: dict[str, list[tuple[int, int]]]
    if banlist.points is not None:
        groups = {"points": list(banlist.points.items())}
    else:
        groups = {category: [] for category in CATEGORIES}
        for code, count in banlist.limits.items():
            groups[banlist.category(count)].append((code, count))
    return {
        category: sorted(
            (ListedCard(code, card_name(banlist, cards, code), value) for code, value in pairs),
            key=lambda entry: (-entry.value if category == "points" else 0, entry.name.casefold()),
        )
        for category, pairs in groups.items()
        if pairs
    }


def limit_pool_entries(banlist: Banlist, cards: CardDB) -> list[tuple[int, list[ListedCard]]]:
    """The list's Limit pools, by limit: each pool's cards sorted by name (value: the limit)."""
    return [
        (
            limit,
            sorted(
                (ListedCard(code, card_name(banlist, cards, code), limit) for code in codes),
                key=lambda entry: entry.name.casefold(),
            ),
        )
        for limit, codes in sorted(banlist.limit_pools.items())
    ]


@dataclass(frozen=True)
class LimitChange:
    """A card whose allowance (copies, or points) differs between two lists (None: not on
    that list); ``name`` is filled in when the card is named for a reader."""

    card: int  # the passcode
    before: int | None
    after: int | None
    name: str = ""


def diff_limits(before: Mapping[int, int], after: Mapping[int, int]) -> list[LimitChange]:
    """What moved from ``before`` to ``after`` (passcode -> copies or points), by passcode."""
    return [
        LimitChange(card, before.get(card), after.get(card))
        for card in sorted(before.keys() | after.keys())
        if before.get(card) != after.get(card)
    ]


def by_identity(banlist: Banlist, cards: CardDB) -> dict[int, int]:
    """The list's allowances keyed by card identity, so artworks compare as one card: a
    card's copies as ``card_limits`` gives them (its own passcode's entry first)."""

    def identity(code: int) -> int:
        card = cards.get(code)
        return card.identity if card is not None else code

    if banlist.points is None:
        return card_limits(banlist.limits, identity).by_card
    result: dict[int, int] = {}
    for code, value in banlist.points.items():
        result.setdefault(identity(code), value)
    return result


def diff(before: Banlist, after: Banlist, cards: CardDB) -> list[LimitChange]:
    """What moved from ``before`` to ``after``, by card, named, sorted by name."""
    new = by_identity(after, cards)
    changes = [
        replace(change, name=card_name(after if change.card in new else before, cards, change.card))
        for change in diff_limits(by_identity(before, cards), new)
    ]
    return sorted(changes, key=lambda change: change.name.casefold())


def artworks_of(cards: CardDB) -> dict[int, list[int]]:
    """Every passcode grouped under the card identity it counts as (parses the whole data)."""
    groups: dict[int, list[int]] = {}
    for card in cards.all_cards():
        groups.setdefault(card.identity, []).append(card.id)
    return groups


def listed_artworks(banlist: Banlist, cards: CardDB) -> dict[int, list[int]]:
    """For each listed passcode, every passcode of the same card (for ``.lflist.conf`` export)."""
    groups = artworks_of(cards)
    result = {}
    for code in banlist.points or banlist.limits:
        card = cards.get(code)
        result[code] = groups.get(card.identity, [code]) if card is not None else [code]
    return result
