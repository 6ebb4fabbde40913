"""``banlist_info`` of the API -> the current TCG, OCG and GOAT lists, as Banlists.

Each gets the rules of its family (``ydkcheck.lists.families``); ``service`` writes them into
the cache (never into the repository's ``banlists/``).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import NamedTuple

from ydkcheck.lists.families import FAMILIES
from ydkcheck.lists.model import BLACKLIST, CATEGORIES, ONLINE_SUFFIX, WHITELIST, Banlist
from ydkcheck.update.convert import ApiCard

# the API's ``banlist_info`` statuses (as ``convert`` reads them) -> copies allowed
STATUS_COPIES = {
    "forbidden": CATEGORIES["forbidden"],
    "limited": CATEGORIES["limited"],
    "semi_limited": CATEGORIES["semi_limited"],
}


class ApiList(NamedTuple):
    """One list the API describes: its family, ``banlist_info`` key and, for a whitelist,
    the ``formats`` value that names the legal card pool."""

    family: str
    key: str
    pool_format: str | None = None


API_LISTS = (
    ApiList("tcg", "ban_tcg"),
    ApiList("ocg", "ban_ocg"),
    ApiList("goat", "ban_goat", pool_format="GOAT"),
)


def list_id(family: str) -> str:
    """The id of the current list of ``family`` kept in the cache."""
    return f"{family}{ONLINE_SUFFIX}"


def _entries(cards: Iterable[ApiCard], api_list: ApiList) -> tuple[dict[int, int], dict[int, str]]:
    """Passcode -> copies allowed, and passcode -> name, of the cards the list names."""
    limits: dict[int, int] = {}
    names: dict[int, str] = {}
    for card in cards:
        status = card.bans.get(api_list.key)
        if status is not None:
            limits[card.id] = STATUS_COPIES[status]
        elif api_list.pool_format and api_list.pool_format in card.formats:
            limits[card.id] = CATEGORIES["unlimited"]
        else:
            continue
        names[card.id] = card.name
    return limits, names


def current_lists(cards: list[ApiCard], today: date, source: str) -> dict[str, Banlist]:
    """Family -> its current list, effective ``today``; families without any entry are left out."""
    lists: dict[str, Banlist] = {}
    for api_list in API_LISTS:
        limits, names = _entries(cards, api_list)
        if not limits:
            continue
        family = FAMILIES[api_list.family]
        lists[api_list.family] = Banlist(
            id=list_id(api_list.family),
            name=f"{family.label} (online, {today.isoformat()})",
            family=api_list.family,
            pool=family.pool,
            effective=today,
            source=f"{source}, banlist_info, {today.isoformat()}",
            deck=family.deck,
            hand_first=family.hand[0],
            hand_second=family.hand[1],
            mode=WHITELIST if api_list.pool_format else BLACKLIST,
            limits=limits,
            names=names,
        )
    return lists
