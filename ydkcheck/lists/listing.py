"""Lists as ``ydkcheck listas`` shows them: entries with names, a diff, every passcode."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, NamedTuple

from ydkcheck.errors import InputWarning
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
    return banlist._replace(names=names)


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


def identity_of(cards: CardDB) -> Callable[[int], int]:
    """The card a passcode counts as, by the card data (itself for a passcode it lacks)."""

    def identity(code: int) -> int:
        card = cards.get(code)
        return card.identity if card is not None else code

    return identity


def by_identity(banlist: Banlist, cards: CardDB) -> dict[int, int]:
    """The list's allowances keyed by card identity, so artworks compare as one card: a
    card's copies as ``card_limits`` gives them (its own passcode's entry first)."""
    identity = identity_of(cards)
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


class Passcodes(NamedTuple):
    """Every passcode of the card data grouped by the card it counts as (``identity``) and
    by the card it is an artwork of (``artwork``, ``CardDB.original_artwork``), with names."""

    identity: dict[int, list[int]]
    artwork: dict[int, list[int]]
    names: dict[int, str]


def passcodes(cards: CardDB) -> Passcodes:
    """The groups of every passcode (reads the whole card data once, builds no Card)."""
    rows = list(cards.names())
    names = {code: name for code, _, name, _ in rows}
    by_identity: dict[int, list[int]] = {}
    by_artwork: dict[int, list[int]] = {}
    for code, identity, name, _ in rows:
        by_identity.setdefault(identity, []).append(code)
        # only a passcode of its alias's name may be an artwork of it; the card data says
        # whether it is (the Konami id too), for those few
        same_name = identity != code and names.get(identity) == name
        artwork = cards.original_artwork(code) if same_name else code
        by_artwork.setdefault(artwork, []).append(code)
    return Passcodes(by_identity, by_artwork, names)


def every_passcode(banlist: Banlist, cards: CardDB) -> Banlist:
    """The list with every passcode it applies to written out, as ydkcheck applies it, for
    the simulators, which match passcodes: a blacklist's count to every passcode counted as
    the card, a whitelist's and the points only to the card's artworks (a card only treated
    as a listed one is not on a whitelist and pays no points). A passcode's own entry stays.
    """
    groups = passcodes(cards)
    artwork, identity = cards.original_artwork, identity_of(cards)

    def artworks_of(code: int) -> list[int]:
        return groups.artwork.get(artwork(code), [code])

    def artworks(codes: Iterable[int]) -> set[int]:
        return {other for code in codes for other in artworks_of(code)}

    by_card = card_limits(banlist.limits, identity).by_card
    limits = dict(banlist.limits)
    for listed in banlist.limits:
        count = by_card[identity(listed)]
        # a whitelist's pool goes card by card, a blacklist's count to all counted with it
        if banlist.is_whitelist:
            same = artworks_of(listed)
        else:
            same = groups.identity.get(identity(listed), [])
        for code in same:
            limits.setdefault(code, count)
    points = None
    if banlist.points is not None:
        best: dict[int, int] = {}
        for code, value in banlist.points.items():
            best[artwork(code)] = max(value, best.get(artwork(code), value))
        points = dict(banlist.points)
        for code in banlist.points:
            for other in artworks_of(code):
                points.setdefault(other, best[artwork(code)])
    pools = {limit: frozenset(artworks(codes)) for limit, codes in banlist.limit_pools.items()}
    written = {*limits, *(points or {}), *(code for codes in pools.values() for code in codes)}
    names = {code: banlist.names.get(code) or groups.names.get(code, "") for code in written}
    return banlist._replace(limits=limits, points=points, limit_pools=pools, names=names)


def mixed_counts(banlist: Banlist, cards: CardDB) -> list[InputWarning]:
    """A warning for each listed passcode whose count is not its card's (``card_limits``):
    meant at times (World 2024.07 lists Plushfire's pre-errata passcode apart), more often a
    slip; said with both lines."""
    identity = identity_of(cards)
    by_card, own = card_limits(banlist.limits, identity)
    found = []
    for code, count in sorted(own.items()):
        key = identity(code)
        other = _card_entry(banlist, key, by_card[key], identity)
        found.append(
            InputWarning(
                "lflist.mixed-counts",
                banlist.path,
                card=code,
                count=count,
                line=banlist.lines.get(code, "-"),
                other=other,
                other_count=by_card[key],
                other_line=banlist.lines.get(other, "-"),
                name=card_name(banlist, cards, key),
            )
        )
    return found


def _card_entry(banlist: Banlist, key: int, count: int, identity: Callable[[int], int]) -> int:
    """The passcode whose entry is the card ``key``'s: its own, else the first of ``count``."""
    if key in banlist.limits:
        return key
    return min(
        code for code, value in banlist.limits.items() if value == count and identity(code) == key
    )
