"""EDOPro/YGOPro ``.lflist.conf`` files: the first list of one as a Banlist, and a Banlist as one.

``!name`` starts a list, ``$whitelist`` makes unlisted cards illegal, ``$genesys`` makes the
second column points; each entry is ``passcode count --comment``.

Speed Duel's Limit pools are written as comments, which EDOPro and YGOPro skip:
``#limit-pool 1 87102774 --Golden Ladybug`` (a card of the Limit 1 pool), or
``#limit-pools unknown``; ``parse_lflist`` reads them back.
"""

from __future__ import annotations

import re

from ydkcheck.errors import InputError
from ydkcheck.lines import split_lines
from ydkcheck.lists.families import FAMILIES
from ydkcheck.lists.model import BLACKLIST, WHITELIST, Banlist
from ydkcheck.printable import printable

# passcode, count (or points), then an optional comment (``--name``, ``-- name``, ``--name``
# glued to the count): EDOPro reads the two numbers and ignores the rest.
# a passcode (at most 10 digits) and a count or points (at most 4); compiled on first use
ENTRY = r"^([0-9]{1,10})\s+(-?[0-9]{1,4})(?:(?:\s+|(?=--))(.*?))?\s*$"
# a card of a Limit pool, and a list whose pools are unknown: comments to other tools
POOL_ENTRY = r"^#limit-pool\s+([0-9]{1,2})\s+([0-9]{1,10})(?:\s*--(.*?))?\s*$"
POOLS_UNKNOWN = "#limit-pools unknown"
POOLS_NOTE = (
    "#ydkcheck: Limit pools (Speed Duel): at most N cards in total from the pool of "
    "each '#limit-pool N' line"
)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "custom"


def parse_lflist(text: str, path: str) -> Banlist:
    """The first list of an ``.lflist.conf`` text; InputError with the line of a bad entry.

    A passcode written twice takes its last count, as EDOPro reads it (real lists do this).
    A ``$genesys`` list gets the Genesys rules (cap, subtypes left out).
    """
    name: str | None = None
    mode, genesys = BLACKLIST, False
    limits: dict[int, int] = {}
    names: dict[int, str] = {}
    pools: dict[int, set[int]] = {}
    pools_unknown = False
    for number, raw_line in enumerate(split_lines(text), start=1):
        line = raw_line.strip().lstrip("\ufeff")
        if name is not None and line.startswith(("#limit-pool ", "#limit-pools ")):
            if line.lower() == POOLS_UNKNOWN:
                pools_unknown = True
                continue
            pooled = re.match(POOL_ENTRY, line)
            if pooled is None or int(pooled.group(1)) < 1:  # a pool card lost: a false LEGAL
                raise InputError("lflist.bad-pool", path, number, text=line[:40])
            pools.setdefault(int(pooled.group(1)), set()).add(int(pooled.group(2)))
            names.setdefault(int(pooled.group(2)), printable((pooled.group(3) or "").strip()))
            continue
        if not line or line.startswith(("#", "--")):
            continue
        if line.startswith("!"):
            if name is not None:
                break  # only the first list of the file
            name = printable(line[1:].strip())  # printed as it is: nothing a terminal acts on
            continue
        if line.startswith("$"):
            directive = line[1:].split()[0].lower() if line[1:].split() else ""
            if directive == "whitelist":
                mode = WHITELIST
            elif directive == "genesys":
                genesys = True
            continue
        match = re.match(ENTRY, line.split("\t")[0].strip())
        if match is None:
            raise InputError("lflist.bad-line", path, number, text=line[:40])
        if name is None:
            raise InputError("lflist.no-name", path, number)
        card_id, count = int(match.group(1)), int(match.group(2))
        if not genesys and not 0 <= count <= 3:
            raise InputError("lflist.bad-count", path, number, count=count)
        if genesys and count < 0:
            raise InputError("lflist.bad-points", path, number, count=count)
        limits[card_id] = count  # written twice: the last one counts, as in EDOPro
        names[card_id] = printable((match.group(3) or "").lstrip("-# ").strip())
    if name is None:
        raise InputError("lflist.no-list", path)
    if genesys:
        rules = FAMILIES["genesys"]
        return Banlist(
            id=_slug(name),
            name=name,
            source=path,
            points=limits,
            points_cap=rules.points_cap,
            names=names,
            excluded=frozenset(rules.excluded),
            path=path,
        )
    return Banlist(
        id=_slug(name),
        name=name,
        source=path,
        mode=mode,
        limits=limits,
        names=names,
        path=path,
        limit_pools={limit: frozenset(codes) for limit, codes in pools.items()},
        limit_pools_unknown=pools_unknown,
    )


def export_lflist(banlist: Banlist) -> str:
    """The ``.lflist.conf`` text of a list, for EDOPro and YGOPro: its entries as it names
    them (``listing.every_passcode`` writes out the passcodes it applies to)."""
    lines = [f"!{banlist.name}"]
    if banlist.has_points:
        lines.append("$genesys")
        entries = banlist.points or {}
    else:
        if banlist.is_whitelist:
            lines.append("$whitelist")
        entries = banlist.limits
    for code, count in sorted(entries.items(), key=lambda item: (item[1], item[0])):
        lines.append(f"{code} {count} --{banlist.names.get(code, '')}".rstrip())
    if banlist.limit_pools_unknown:
        lines.append(POOLS_UNKNOWN)
    elif banlist.limit_pools:
        lines.append(POOLS_NOTE)
        for limit, codes in sorted(banlist.limit_pools.items()):
            for code in sorted(codes):
                lines.append(f"#limit-pool {limit} {code} --{banlist.names.get(code, '')}".rstrip())
    return "\n".join(lines) + "\n"
