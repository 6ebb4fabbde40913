"""Lists and formats: the Banlist model, ``.lflist.conf`` import/export, compiled JSON.

YAML list files are read by ``ydkcheck.yaml_lists``, imported only when a YAML file is
actually loaded (the installed package reads its own lists from compiled JSON).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from ydkcheck.errors import InputError

BLACKLIST, WHITELIST = "blacklist", "whitelist"
# copies allowed by each category of a list
CATEGORIES = {"forbidden": 0, "limited": 1, "semi_limited": 2, "unlimited": 3}
CATEGORY_OF_COUNT = {count: name for name, count in CATEGORIES.items()}
POOLS = ("tcg", "ocg", "any")
KEYS = frozenset(
    {
        "id",
        "name",
        "family",
        "format",
        "effective",
        "source",
        "deck",
        "hand",
        "mode",
        "excluded",
        "notes",
        "points",
        *CATEGORIES,
    }
)
REQUIRED = ("id", "name")
DECK_KEYS = ("main", "extra", "side", "copies")
SUBTYPES = frozenset(
    {
        "normal",
        "effect",
        "ritual",
        "fusion",
        "synchro",
        "xyz",
        "link",
        "pendulum",
        "tuner",
        "flip",
        "gemini",
        "spirit",
        "union",
        "toon",
    }
)


class Bounds(NamedTuple):
    """Allowed size of a section: ``low`` to ``high`` cards (``high`` None: no limit)."""

    low: int
    high: int | None

    def contains(self, count: int) -> bool:
        return count >= self.low and (self.high is None or count <= self.high)


class DeckRules(NamedTuple):
    """Deck construction bounds of a format."""

    main: Bounds = Bounds(40, 60)
    extra: Bounds = Bounds(0, 15)
    side: Bounds = Bounds(0, 15)
    copies: int = 3


DEFAULT_DECK_RULES = DeckRules()


@dataclass(frozen=True)
class Banlist:
    """One version of one list, with the format rules that come with it.

    ``limits`` maps each listed passcode, as the list names it, to the copies allowed
    (0 Forbidden, 1 Limited, 2 Semi-Limited, 3 listed on a whitelist).
    """

    id: str
    name: str
    family: str = "custom"
    pool: str = "any"
    effective: dt.date | None = None
    source: str = ""
    deck: DeckRules = DEFAULT_DECK_RULES
    hand_first: int = 5
    hand_second: int = 6
    mode: str = BLACKLIST
    excluded: frozenset[str] = frozenset()
    limits: Mapping[int, int] = field(default_factory=dict)
    names: Mapping[int, str] = field(default_factory=dict)
    points: Mapping[int, int] | None = None
    points_cap: int | None = None
    path: str = ""
    # (card data tag, passcode -> identity for the listed passcodes that are not their own
    # identity): worked out when the wheel is built, valid only with that card data
    identity_hint: tuple[str, Mapping[int, int]] | None = field(default=None, compare=False)

    @property
    def is_whitelist(self) -> bool:
        return self.mode == WHITELIST

    @property
    def has_points(self) -> bool:
        return self.points is not None

    def category(self, count: int) -> str:
        """``forbidden``, ``limited``, ``semi_limited`` or ``unlimited`` for a count."""
        return CATEGORY_OF_COUNT[count]


def load_banlist_text(text: str, path: str) -> Banlist:
    """A YAML list as a Banlist (see ``ydkcheck.yaml_lists``); InputError with the line."""
    from ydkcheck.yaml_lists import load_yaml_list

    return load_yaml_list(text, path)


def load_banlist(path: str, text: str | None = None) -> Banlist:
    """A list file: YAML (``.yaml``/``.yml``) or EDOPro/YGOPro ``.lflist.conf`` (its first list)."""
    if text is None:
        try:
            with open(path, encoding="utf-8-sig") as handle:
                text = handle.read()
        except FileNotFoundError as error:
            raise InputError("input.missing", path) from error
        except (OSError, UnicodeDecodeError) as error:
            raise InputError("input.unreadable", path, reason=str(error)) from error
    if path.lower().endswith(".conf"):
        return parse_lflist(text, path)
    return load_banlist_text(text, path)


# --- .lflist.conf ----------------------------------------------------------------------------

# passcode, count (or points), then an optional comment (``--name``, ``-- name``, ``--name``
# glued to the count): EDOPro reads the two numbers and ignores the rest.
LFLIST_ENTRY = r"^(\d+)\s+(-?\d+)(?:(?:\s+|(?=--))(.*?))?\s*$"  # compiled on first use


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "custom"


def parse_lflist(text: str, path: str) -> Banlist:
    """The first list of an EDOPro/YGOPro ``.lflist.conf``.

    ``$whitelist`` makes unlisted cards illegal; ``$genesys`` makes the second column points.
    A passcode written twice takes its last count, as EDOPro reads it (real lists do this).
    """
    name: str | None = None
    mode, genesys = BLACKLIST, False
    limits: dict[int, int] = {}
    names: dict[int, str] = {}
    for number, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.strip().lstrip("\ufeff")
        if not line or line.startswith(("#", "--")):
            continue
        if line.startswith("!"):
            if name is not None:
                break  # only the first list of the file
            name = line[1:].strip()
            continue
        if line.startswith("$"):
            directive = line[1:].split()[0].lower() if line[1:].split() else ""
            if directive == "whitelist":
                mode = WHITELIST
            elif directive == "genesys":
                genesys = True
            continue
        match = re.match(LFLIST_ENTRY, line.split("\t")[0].strip())
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
        names[card_id] = (match.group(3) or "").lstrip("-# ").strip()
    if name is None:
        raise InputError("lflist.no-list", path)
    if genesys:
        return Banlist(
            id=_slug(name),
            name=name,
            source=path,
            points=limits,
            points_cap=100,
            names=names,
            excluded=frozenset({"link", "pendulum"}),
            path=path,
        )
    return Banlist(
        id=_slug(name), name=name, source=path, mode=mode, limits=limits, names=names, path=path
    )


def export_lflist(banlist: Banlist, artworks: Mapping[int, Iterable[int]] | None = None) -> str:
    """The ``.lflist.conf`` text of a list, for EDOPro and YGOPro.

    ``artworks`` maps a listed passcode to every passcode of the same card; each is written,
    since the simulators match passcodes, not names.
    """
    lines = [f"!{banlist.name}"]
    if banlist.has_points:
        lines.append("$genesys")
        entries = banlist.points or {}
    else:
        if banlist.is_whitelist:
            lines.append("$whitelist")
        entries = banlist.limits
    written: set[int] = set()
    for card_id, count in sorted(entries.items(), key=lambda item: (item[1], item[0])):
        for code in sorted({card_id, *(artworks or {}).get(card_id, ())}):
            if code not in written:
                written.add(code)
                lines.append(f"{code} {count} --{banlist.names.get(card_id, '')}".rstrip())
    return "\n".join(lines) + "\n"


# --- compiled JSON (written into the wheel by hatch_build.py) ---------------------------------


def compiled_json(banlist: Banlist, hint: tuple[str, Mapping[int, int]] | None = None) -> str:
    """A list as compact JSON, read back by ``from_compiled_json`` without PyYAML.

    ``hint`` is the list's ``identity_hint``: the card data it was worked out with, and the
    identity of each listed passcode that counts as another card.
    """
    import json

    rules = banlist.deck
    data = {
        "id": banlist.id,
        "name": banlist.name,
        "family": banlist.family,
        "pool": banlist.pool,
        "effective": banlist.effective.isoformat() if banlist.effective else None,
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
        "identity_hint": None
        if hint is None
        else [hint[0], {str(code): identity for code, identity in hint[1].items()}],
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def from_compiled_json(text: str, path: str) -> Banlist:
    """The Banlist of ``compiled_json`` output."""
    import json

    data = json.loads(text)
    main, extra, side, copies = data["deck"]
    points = data["points"]
    hint = data.get("identity_hint")
    return Banlist(
        id=data["id"],
        name=data["name"],
        family=data["family"],
        pool=data["pool"],
        effective=dt.date.fromisoformat(data["effective"]) if data["effective"] else None,
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
        path=path,
        identity_hint=None
        if hint is None
        else (hint[0], {int(code): identity for code, identity in hint[1].items()}),
    )
