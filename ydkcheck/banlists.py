"""Lists and formats: the Banlist model, strict YAML loading, ``.lflist.conf`` import/export.

YAML is composed (safe, C-accelerated when libyaml is there) and then read node by node,
so every error names its file and line, duplicate keys are caught, and nothing in a list
file can construct a Python object.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml

from ydkcheck.errors import InputError

try:
    from yaml import CSafeLoader as SafeLoader
except ImportError:  # pragma: no cover - PyYAML without libyaml
    from yaml import SafeLoader  # type: ignore[assignment]

BLACKLIST, WHITELIST = "blacklist", "whitelist"
# copies allowed by each category of a list
CATEGORIES = {"forbidden": 0, "limited": 1, "semi_limited": 2, "unlimited": 3}
CATEGORY_OF_COUNT = {count: name for name, count in CATEGORIES.items()}
POOLS = ("tcg", "ocg", "any")
KEYS = frozenset({"id", "name", "family", "format", "effective", "source", "deck", "hand", "mode",
                  "excluded", "notes", "points", *CATEGORIES})  # fmt: skip
REQUIRED = ("id", "name")
DECK_KEYS = ("main", "extra", "side", "copies")
SUBTYPES = frozenset({"normal", "effect", "ritual", "fusion", "synchro", "xyz", "link", "pendulum",
                      "tuner", "flip", "gemini", "spirit", "union", "toon"})  # fmt: skip


@dataclass(frozen=True)
class Bounds:
    """Allowed size of a section: ``low`` to ``high`` cards (``high`` None: no limit)."""

    low: int
    high: int | None

    def contains(self, count: int) -> bool:
        return count >= self.low and (self.high is None or count <= self.high)


@dataclass(frozen=True)
class DeckRules:
    """Deck construction bounds of a format."""

    main: Bounds = Bounds(40, 60)
    extra: Bounds = Bounds(0, 15)
    side: Bounds = Bounds(0, 15)
    copies: int = 3


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
    deck: DeckRules = DeckRules()
    hand_first: int = 5
    hand_second: int = 6
    mode: str = BLACKLIST
    excluded: frozenset[str] = frozenset()
    limits: Mapping[int, int] = field(default_factory=dict)
    names: Mapping[int, str] = field(default_factory=dict)
    points: Mapping[int, int] | None = None
    points_cap: int | None = None
    path: str = ""

    @property
    def is_whitelist(self) -> bool:
        return self.mode == WHITELIST

    @property
    def has_points(self) -> bool:
        return self.points is not None

    def category(self, count: int) -> str:
        """``forbidden``, ``limited``, ``semi_limited`` or ``unlimited`` for a count."""
        return CATEGORY_OF_COUNT[count]


# --- YAML ------------------------------------------------------------------------------------


def _fail(path: str, node: yaml.Node | None, key: str, **params: Any) -> InputError:
    line = node.start_mark.line + 1 if node is not None else None
    return InputError(key, path, line, **params)


def _mapping(node: yaml.Node, path: str, what: str) -> list[tuple[yaml.ScalarNode, yaml.Node]]:
    if not isinstance(node, yaml.MappingNode):
        raise _fail(path, node, "list.not-mapping", what=what)
    seen: dict[str, int] = {}
    pairs = []
    for key, value in node.value:
        if not isinstance(key, yaml.ScalarNode):
            raise _fail(path, key, "list.bad-key", what=what)
        if key.value in seen:
            raise _fail(path, key, "list.duplicate-key", key=key.value, first=seen[key.value])
        seen[key.value] = key.start_mark.line + 1
        pairs.append((key, value))
    return pairs


def _scalar(node: yaml.Node, path: str, what: str) -> str:
    if not isinstance(node, yaml.ScalarNode):
        raise _fail(path, node, "list.not-scalar", what=what)
    return str(node.value)


def _integer(node: yaml.Node, path: str, what: str, low: int = 0, high: int | None = None) -> int:
    text = _scalar(node, path, what)
    if not re.fullmatch(r"\d+", text.strip()):
        raise _fail(path, node, "list.not-integer", what=what, value=text)
    value = int(text)
    if value < low or (high is not None and value > high):
        shown_high = "∞" if high is None else high
        raise _fail(path, node, "list.out-of-range", what=what, value=value, low=low, high=shown_high)
    return value


def _bounds(node: yaml.Node, path: str, what: str) -> Bounds:
    if not isinstance(node, yaml.SequenceNode) or len(node.value) != 2:
        raise _fail(path, node, "list.bad-bounds", what=what)
    low_node, high_node = node.value
    low = _integer(low_node, path, what)
    high_text = _scalar(high_node, path, what)
    high = None if high_text in ("", "null", "~") else _integer(high_node, path, what, low=low)
    return Bounds(low, high)


def _deck_rules(node: yaml.Node, path: str) -> DeckRules:
    values: dict[str, Any] = {}
    for key, value in _mapping(node, path, "deck"):
        if key.value not in DECK_KEYS:
            raise _fail(path, key, "list.unknown-key", key=f"deck.{key.value}",
                        known=", ".join(DECK_KEYS))  # fmt: skip
        if key.value == "copies":
            values["copies"] = _integer(value, path, "deck.copies", 1, 3)
        else:
            values[key.value] = _bounds(value, path, f"deck.{key.value}")
    return DeckRules(**values)


def _date(node: yaml.Node, path: str) -> dt.date:
    text = _scalar(node, path, "effective")
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError as error:
        raise _fail(path, node, "list.bad-date", value=text) from error


def load_banlist_text(text: str, path: str) -> Banlist:
    """A YAML list (the schema of docs/ARCHITECTURE.md) as a Banlist; InputError with the line."""
    try:
        root = yaml.compose(text, Loader=SafeLoader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else None
        raise InputError("list.yaml-syntax", path, line, problem=error.problem or "?") from error
    if root is None:
        raise InputError("list.empty", path)
    fields: dict[str, Any] = {"path": path}
    limits: dict[int, int] = {}
    names: dict[int, str] = {}
    where: dict[int, str] = {}
    present = set()
    for key, value in _mapping(root, path, "list"):
        name = key.value
        present.add(name)
        if name not in KEYS:
            raise _fail(path, key, "list.unknown-key", key=name, known=", ".join(sorted(KEYS)))
        if name in ("id", "name", "family", "source", "notes"):
            fields[name] = _scalar(value, path, name).strip()
        elif name == "format":
            pool = _scalar(value, path, name).strip().lower()
            if pool not in POOLS:
                raise _fail(path, value, "list.bad-choice", what=name, value=pool,
                            known=", ".join(POOLS))  # fmt: skip
            fields["pool"] = pool
        elif name == "mode":
            mode = _scalar(value, path, name).strip().lower()
            if mode not in (BLACKLIST, WHITELIST):
                raise _fail(path, value, "list.bad-choice", what=name, value=mode,
                            known=f"{BLACKLIST}, {WHITELIST}")  # fmt: skip
            fields["mode"] = mode
        elif name == "effective":
            fields["effective"] = _date(value, path)
        elif name == "deck":
            fields["deck"] = _deck_rules(value, path)
        elif name == "hand":
            for hand_key, hand_value in _mapping(value, path, "hand"):
                if hand_key.value not in ("first", "second"):
                    raise _fail(path, hand_key, "list.unknown-key", key=f"hand.{hand_key.value}",
                                known="first, second")  # fmt: skip
                fields[f"hand_{hand_key.value}"] = _integer(hand_value, path, "hand", 1, 60)
        elif name == "excluded":
            fields["excluded"] = _excluded(value, path)
        elif name == "points":
            fields["points"], fields["points_cap"] = _points(value, path)
        else:
            allowed = CATEGORIES[name]
            if value.tag == "tag:yaml.org,2002:null":
                continue
            for card_key, card_value in _mapping(value, path, name):
                card_id = _integer(card_key, path, "passcode")
                if card_id in where:
                    raise _fail(path, card_key, "list.duplicate-card", card=card_id,
                                first=where[card_id])  # fmt: skip
                where[card_id] = f"{name} ({card_key.start_mark.line + 1})"
                limits[card_id] = allowed
                names[card_id] = _scalar(card_value, path, "name")
    for required in REQUIRED:
        if required not in present:
            raise InputError("list.missing-key", path, 1, key=required)
    if "points" in present and "points" in fields and fields["points"] is None:
        del fields["points"]
    fields.pop("notes", None)
    return Banlist(limits=limits, names=names, **fields)


def _excluded(node: yaml.Node, path: str) -> frozenset[str]:
    if not isinstance(node, yaml.SequenceNode):
        raise _fail(path, node, "list.not-sequence", what="excluded")
    values = set()
    for item in node.value:
        subtype = _scalar(item, path, "excluded").strip().lower()
        if subtype not in SUBTYPES:
            raise _fail(path, item, "list.bad-choice", what="excluded", value=subtype,
                        known=", ".join(sorted(SUBTYPES)))  # fmt: skip
        values.add(subtype)
    return frozenset(values)


def _points(node: yaml.Node, path: str) -> tuple[dict[int, int], int]:
    cap = None
    cards: dict[int, int] = {}
    for key, value in _mapping(node, path, "points"):
        if key.value == "cap":
            cap = _integer(value, path, "points.cap", 1)
        elif key.value == "cards":
            if value.tag == "tag:yaml.org,2002:null":
                continue
            for card_key, card_value in _mapping(value, path, "points.cards"):
                cards[_integer(card_key, path, "passcode")] = _integer(card_value, path, "points")
        else:
            raise _fail(path, key, "list.unknown-key", key=f"points.{key.value}", known="cap, cards")
    if cap is None:
        raise _fail(path, node, "list.missing-key", key="points.cap")
    return cards, cap


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

LFLIST_ENTRY = re.compile(r"^(\d+)\s+(-?\d+)\s*(?:--\s*(.*?))?\s*$")


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "custom"


def parse_lflist(text: str, path: str) -> Banlist:
    """The first list of an EDOPro/YGOPro ``.lflist.conf``.

    ``$whitelist`` makes unlisted cards illegal; ``$genesys`` makes the second column points.
    """
    name: str | None = None
    mode, genesys = BLACKLIST, False
    limits: dict[int, int] = {}
    names: dict[int, str] = {}
    first_line: dict[int, int] = {}
    for number, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
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
        match = LFLIST_ENTRY.match(line.split("\t")[0].strip())
        if match is None:
            raise InputError("lflist.bad-line", path, number, text=line[:40])
        if name is None:
            raise InputError("lflist.no-name", path, number)
        card_id, count = int(match.group(1)), int(match.group(2))
        if not genesys and not 0 <= count <= 3:
            raise InputError("lflist.bad-count", path, number, count=count)
        if genesys and count < 0:
            raise InputError("lflist.bad-points", path, number, count=count)
        if card_id in first_line:
            raise InputError("lflist.duplicate-card", path, number, card=card_id,
                             first=first_line[card_id])  # fmt: skip
        first_line[card_id] = number
        limits[card_id] = count
        names[card_id] = (match.group(3) or "").strip()
    if name is None:
        raise InputError("lflist.no-list", path)
    if genesys:
        return Banlist(id=_slug(name), name=name, source=path, points=limits, points_cap=100,
                       names=names, excluded=frozenset({"link", "pendulum"}), path=path)  # fmt: skip
    return Banlist(id=_slug(name), name=name, source=path, mode=mode, limits=limits, names=names,
                   path=path)  # fmt: skip


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


def to_yaml(banlist: Banlist) -> str:
    """The YAML text of a list (the schema read by ``load_banlist_text``)."""
    data: dict[str, Any] = {"id": banlist.id, "name": banlist.name, "family": banlist.family,
                            "format": banlist.pool}  # fmt: skip
    if banlist.effective is not None:
        data["effective"] = banlist.effective.isoformat()
    data["source"] = banlist.source
    rules = banlist.deck
    data["deck"] = {"main": [rules.main.low, rules.main.high],
                    "extra": [rules.extra.low, rules.extra.high],
                    "side": [rules.side.low, rules.side.high], "copies": rules.copies}  # fmt: skip
    data["hand"] = {"first": banlist.hand_first, "second": banlist.hand_second}
    data["mode"] = banlist.mode
    if banlist.excluded:
        data["excluded"] = sorted(banlist.excluded)
    for category, count in CATEGORIES.items():
        listed = {code: banlist.names.get(code, "") for code in sorted(banlist.limits)
                  if banlist.limits[code] == count}  # fmt: skip
        if listed or category != "unlimited":
            data[category] = listed
    if banlist.points is not None:
        data["points"] = {"cap": banlist.points_cap, "cards": dict(sorted(banlist.points.items()))}
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=1000)
