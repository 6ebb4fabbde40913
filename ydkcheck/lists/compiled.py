"""Compiled lists: a Banlist as compact JSON, read back without PyYAML or a YAML parse.

The wheel's build hook writes ``<version>.json`` beside each YAML file of the collection,
and ``actualiza`` beside each list it downloads; the collection reads that file when there.
It carries the ``identity_hint``: the card data it was worked out with, the identity of
each listed passcode that counts as another card, and which of those are cards of their own
(a card only treated as another, not an artwork of it).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Mapping

from ydkcheck.lists.model import Banlist, Bounds, DeckRules

SUFFIX = ".json"

Hint = tuple[str, Mapping[int, int], frozenset[int]]


def compiled_name(yaml_name: str) -> str:
    """The compiled file's name (or path) beside a ``.yaml`` list file."""
    return yaml_name.removesuffix(".yaml") + SUFFIX


def identity_hint(
    banlist: Banlist,
    tag: str,
    identity_of: Callable[[int], int | None],
    artwork_of: Callable[[int], int],
) -> Hint:
    """The hint of a list under the card data ``tag``; ``identity_of`` gives None when unknown,
    ``artwork_of`` the original artwork (``CardDB.original_artwork``)."""
    moved = {}
    own = set()
    for code in (*banlist.limits, *(banlist.points or {})):
        identity = identity_of(code)
        if identity is not None and identity != code:
            moved[code] = identity
            if artwork_of(code) == code:
                own.add(code)
    return tag, moved, frozenset(own)


def compiled_json(banlist: Banlist, hint: Hint | None = None) -> str:
    """A list as compact JSON, read back by ``from_compiled_json``."""
    rules = banlist.deck
    data = {
        "id": banlist.id,
        "name": banlist.name,
        "family": banlist.family,
        "pool": banlist.pool,
        "effective": banlist.effective.isoformat() if banlist.effective else None,
        "effective_precision": banlist.effective_precision,
        "source": banlist.source,
        "deck": [[b.low, b.high] for b in (rules.main, rules.extra, rules.side)] + [rules.copies],
        "hand": [banlist.hand_first, banlist.hand_second],
        "mode": banlist.mode,
        "excluded": sorted(banlist.excluded),
        "limits": {str(code): count for code, count in banlist.limits.items()},
        "names": {str(code): name for code, name in banlist.names.items()},
        "points": None
        if banlist.points is None
        else {str(code): value for code, value in banlist.points.items()},
        "points_cap": banlist.points_cap,
        "limit_pools": {str(limit): sorted(codes) for limit, codes in banlist.limit_pools.items()},
        "limit_pools_unknown": banlist.limit_pools_unknown,
        "identity_hint": None
        if hint is None
        else [
            hint[0],
            {str(code): identity for code, identity in hint[1].items()},
            sorted(hint[2]),
        ],
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def from_compiled_json(text: str, path: str) -> Banlist:
    """The Banlist of ``compiled_json`` output; ``path`` is what messages will name."""
    data = json.loads(text)
    main, extra, side, copies = data["deck"]
    points = data["points"]
    hint = data.get("identity_hint")
    if hint is not None and len(hint) != 3:
        hint = None  # written by an older ydkcheck: without the cards of their own
    return Banlist(
        id=data["id"],
        name=data["name"],
        family=data["family"],
        pool=data["pool"],
        effective=dt.date.fromisoformat(data["effective"]) if data["effective"] else None,
        effective_precision=str(data.get("effective_precision", "day")),
        source=data["source"],
        deck=DeckRules(Bounds(*main), Bounds(*extra), Bounds(*side), copies),
        hand_first=data["hand"][0],
        hand_second=data["hand"][1],
        mode=data["mode"],
        excluded=frozenset(data["excluded"]),
        limits={int(code): count for code, count in data["limits"].items()},
        names={int(code): name for code, name in data["names"].items()},
        points=None if points is None else {int(code): value for code, value in points.items()},
        points_cap=data["points_cap"],
        limit_pools={
            int(limit): frozenset(codes) for limit, codes in data.get("limit_pools", {}).items()
        },
        limit_pools_unknown=bool(data.get("limit_pools_unknown", False)),
        path=path,
        identity_hint=None
        if hint is None
        else (
            hint[0],
            {int(code): identity for code, identity in hint[1].items()},
            frozenset(hint[2]),
        ),
    )
