"""Strict loading of YAML list files (the schema of docs/ARCHITECTURE.md), and writing them.

YAML is composed (safe, C-accelerated when libyaml is there) and then read node by node,
so every error names its file and line, duplicate keys are caught, and nothing in a list
file can construct a Python object.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import yaml

from ydkcheck.banlists import (
    BLACKLIST,
    CATEGORIES,
    DECK_KEYS,
    KEYS,
    POOLS,
    REQUIRED,
    SUBTYPES,
    WHITELIST,
    Banlist,
    Bounds,
    DeckRules,
)
from ydkcheck.errors import InputError

try:
    from yaml import CSafeLoader as SafeLoader
except ImportError:  # pragma: no cover - PyYAML without libyaml
    from yaml import SafeLoader  # type: ignore[assignment]


def _fail(path: str, node: yaml.Node | None, message_key: str, /, **params: Any) -> InputError:
    line = node.start_mark.line + 1 if node is not None else None
    return InputError(message_key, path, line, **params)


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
        raise _fail(
            path, node, "list.out-of-range", what=what, value=value, low=low, high=shown_high
        )
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
            raise _fail(
                path, key, "list.unknown-key", key=f"deck.{key.value}", known=", ".join(DECK_KEYS)
            )
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


def load_yaml_list(text: str, path: str) -> Banlist:
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
                raise _fail(
                    path, value, "list.bad-choice", what=name, value=pool, known=", ".join(POOLS)
                )
            fields["pool"] = pool
        elif name == "mode":
            mode = _scalar(value, path, name).strip().lower()
            if mode not in (BLACKLIST, WHITELIST):
                raise _fail(
                    path,
                    value,
                    "list.bad-choice",
                    what=name,
                    value=mode,
                    known=f"{BLACKLIST}, {WHITELIST}",
                )
            fields["mode"] = mode
        elif name == "effective":
            fields["effective"] = _date(value, path)
        elif name == "deck":
            fields["deck"] = _deck_rules(value, path)
        elif name == "hand":
            for hand_key, hand_value in _mapping(value, path, "hand"):
                if hand_key.value not in ("first", "second"):
                    raise _fail(
                        path,
                        hand_key,
                        "list.unknown-key",
                        key=f"hand.{hand_key.value}",
                        known="first, second",
                    )
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
                    raise _fail(
                        path, card_key, "list.duplicate-card", card=card_id, first=where[card_id]
                    )
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
            raise _fail(
                path,
                item,
                "list.bad-choice",
                what="excluded",
                value=subtype,
                known=", ".join(sorted(SUBTYPES)),
            )
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
            raise _fail(
                path, key, "list.unknown-key", key=f"points.{key.value}", known="cap, cards"
            )
    if cap is None:
        raise _fail(path, node, "list.missing-key", key="points.cap")
    return cards, cap


def _plain(value: object) -> str:
    """One YAML scalar, quoted only when YAML needs it."""
    text = yaml.safe_dump(value, allow_unicode=True, width=1 << 20)
    return text.removesuffix("...\n").strip()


def _flow_bounds(bounds: Bounds) -> str:
    return f"[{bounds.low}, {'null' if bounds.high is None else bounds.high}]"


def to_yaml(banlist: Banlist) -> str:
    """The YAML text of a list, in the layout of the shipped collection (read back the same)."""
    rules = banlist.deck
    lines = [f"{key}: {_plain(value)}" for key, value in (
        ("id", banlist.id), ("name", banlist.name), ("family", banlist.family),
        ("format", banlist.pool))]  # fmt: skip
    if banlist.effective is not None:
        lines.append(f"effective: {banlist.effective.isoformat()}")
    lines.append(f"source: {_plain(banlist.source)}")
    lines.append(
        f"deck: {{main: {_flow_bounds(rules.main)}, extra: {_flow_bounds(rules.extra)}, "
        f"side: {_flow_bounds(rules.side)}, copies: {rules.copies}}}"
    )
    lines.append(f"hand: {{first: {banlist.hand_first}, second: {banlist.hand_second}}}")
    lines.append(f"mode: {banlist.mode}")
    if banlist.excluded:
        lines.append(f"excluded: [{', '.join(sorted(banlist.excluded))}]")
    for category, count in CATEGORIES.items():
        listed = sorted(code for code, value in banlist.limits.items() if value == count)
        if not listed and (category == "unlimited" or banlist.points is not None):
            continue
        lines.append(f"{category}:" + ("" if listed else " {}"))
        lines.extend(f"  {code}: {_plain(banlist.names.get(code, ''))}" for code in listed)
    if banlist.points is not None:
        lines.append("points:")
        lines.append(f"  cap: {banlist.points_cap}")
        lines.append("  cards:" + ("" if banlist.points else " {}"))
        for code, value in sorted(banlist.points.items()):
            name = banlist.names.get(code, "")
            lines.append(f"    {code}: {value}" + (f"  # {name}" if name else ""))
    return "\n".join(lines) + "\n"
