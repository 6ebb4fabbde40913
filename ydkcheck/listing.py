"""Lists as data for ``ydkcheck listas``: the collection table, one list's entries, a diff."""

from __future__ import annotations

from dataclasses import dataclass

from ydkcheck.banlists import Banlist
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


def entries_by_category(banlist: Banlist, cards: CardDB) -> dict[str, list[ListedCard]]:
    """``forbidden``/``limited``/``semi_limited``/``unlimited`` (or ``points``), sorted by name."""
    if banlist.points is not None:
        groups = {"points": list(banlist.points.items())}
    else:
        groups = {
            category: [] for category in ("forbidden", "limited", "semi_limited", "unlimited")
        }
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


@dataclass(frozen=True)
class Move:
    """A card whose allowance changed between two lists (None: not listed)."""

    card_id: int
    name: str
    before: int | None
    after: int | None


def by_identity(banlist: Banlist, cards: CardDB) -> dict[int, int]:
    """The list's allowances keyed by card identity, so artworks compare as one card."""
    values = banlist.points if banlist.points is not None else banlist.limits
    result: dict[int, int] = {}
    for code, value in values.items():
        card = cards.get(code)
        result.setdefault(card.identity if card is not None else code, value)
    return result


def diff(before: Banlist, after: Banlist, cards: CardDB) -> list[Move]:
    """What moved from ``before`` to ``after``, by card, sorted by name."""
    from ydkcheck.catalog import diff_limits

    new = by_identity(after, cards)
    moves = [
        Move(change.card, card_name(after if change.card in new else before, cards, change.card),
             change.before, change.after)
        for change in diff_limits(by_identity(before, cards), new)
    ]  # fmt: skip
    return sorted(moves, key=lambda move: move.name.casefold())


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
