"""A current list as the API gives it, held against the newest list shipped for its family.

When the downloaded statuses are those of the shipped list, that list stays the current one,
with its id, name and date (``tcg-2026-05``, ``TCG 2026.05``) and its sources; only a list
that differs is kept in the cache, as the online list of the day of the download
(``tcg-current``), and the update says on how many cards it differs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple

from ydkcheck.lists.card_limits import card_limits
from ydkcheck.lists.choose import family_lists
from ydkcheck.lists.collection import list_index, read_list, source_of
from ydkcheck.lists.model import FILE_PREFIX, ONLINE_SUFFIX, Banlist


class Standing(NamedTuple):
    """How a downloaded list stands: its family, the newest shipped list of that family
    (None: there is none) and on how many cards their statuses differ."""

    family: str
    online_id: str
    shipped: str | None
    differs: int | None

    @property
    def is_shipped(self) -> bool:
        """Whether the download is the shipped list itself."""
        return self.differs == 0


def is_online(banlist: Banlist) -> bool:
    """Whether ``banlist`` is an online list of the cache, not one of the collection or of a
    file."""
    return banlist.id.endswith(ONLINE_SUFFIX) and not banlist.id.startswith(FILE_PREFIX)


def statuses(banlist: Banlist, identity: Callable[[int], int]) -> dict[int, int]:
    """What a list says of each card, by identity: every entry of a whitelist (it is the card
    pool), the restricted ones of a blacklist (the others are at 3 either way); a card's
    status is its own passcode's entry (``card_limits``)."""
    by_identity = card_limits(banlist.limits, identity).by_card
    if banlist.is_whitelist:
        return by_identity
    return {key: count for key, count in by_identity.items() if count < 3}


def standing(current: Banlist, identity: Callable[[int], int]) -> Standing:
    """``current`` against the newest shipped list of its family."""
    shipped_rows = family_lists(current.family, list_index())
    if not shipped_rows:
        return Standing(current.family, current.id, None, None)
    newest = read_list(source_of(shipped_rows[-1]))
    mine, theirs = statuses(current, identity), statuses(newest, identity)
    differs = sum(mine.get(key) != theirs.get(key) for key in mine.keys() | theirs.keys())
    return Standing(current.family, current.id, newest.id, differs)


def standing_from_json(value: object) -> Standing | None:
    """A Standing as the cache's meta records it (``_asdict``), None when it is not one."""
    if not isinstance(value, Mapping):
        return None
    family, online_id = value.get("family"), value.get("online_id")
    shipped, differs = value.get("shipped"), value.get("differs")
    if not isinstance(family, str) or not isinstance(online_id, str):
        return None
    return Standing(
        family,
        online_id,
        shipped if isinstance(shipped, str) else None,
        differs if isinstance(differs, int) and not isinstance(differs, bool) else None,
    )
