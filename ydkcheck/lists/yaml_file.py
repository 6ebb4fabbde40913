"""YAML list files (the schema of docs/ARCHITECTURE.md): strict loading, and the one writer.

Loading goes through ``ydkcheck.yaml_strict``, so every error names its file and line and
nothing in a list file can construct a Python object. ``to_yaml`` writes the layout of the
shipped collection; the build tool, ``actualiza`` and ``listas importa`` all use it.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

import yaml

from ydkcheck import yaml_strict
from ydkcheck.errors import InputError
from ydkcheck.lists.model import (
    BLACKLIST,
    CATEGORIES,
    DEFAULT_HAND,
    POOLS,
    PRECISIONS,
    SUBTYPES,
    WHITELIST,
    Banlist,
    Bounds,
    DeckRules,
)
from ydkcheck.yaml_strict import NULL_TAG, error

KEYS = frozenset(
    {
        "id",
        "name",
        "family",
        "format",
        "effective",
        "effective_precision",
        "source",
        "deck",
        "hand",
        "mode",
        "excluded",
        "notes",
        "points",
        "limit_pools",
        *CATEGORIES,
    }
)
REQUIRED = ("id", "name")
DECK_KEYS = ("main", "extra", "side", "copies")
MESSAGES = yaml_strict.Messages(
    syntax="list.yaml-syntax",
    not_mapping="list.not-mapping",
    bad_key="list.bad-key",
    duplicate_key="list.duplicate-key",
)


def _mapping(node: yaml.Node, path: str, what: str) -> list[tuple[yaml.ScalarNode, yaml.Node]]:
    return yaml_strict.pairs(node, path, MESSAGES, what)


def _scalar(node: yaml.Node, path: str, what: str) -> str:
    if not isinstance(node, yaml.ScalarNode):
        raise error(path, node, "list.not-scalar", what=what)
    return str(node.value)


def _integer(node: yaml.Node, path: str, what: str, low: int = 0, high: int | None = None) -> int:
    """A whole number from ``low`` to ``high`` (no bound above: None). A negative number is
    read only to be said outside the range (every ``low`` is 0 or more): it is a whole
    number."""
    text = _scalar(node, path, what)
    # int() refuses 4,300 digits; "-0" stays refused, as before negatives were read
    if not re.fullmatch(r"(?:-(?=0*[1-9]))?[0-9]{1,10}", text.strip()):
        raise error(path, node, "list.not-integer", what=what, value=text)
    value = int(text)
    if high is None and value < low:
        raise error(path, node, "list.below-minimum", what=what, value=value, low=low)
    if value < low or (high is not None and value > high):
        raise error(path, node, "list.out-of-range", what=what, value=value, low=low, high=high)
    return value


def _choice(node: yaml.Node, path: str, what: str, known: Sequence[str]) -> str:
    value = _scalar(node, path, what).strip().lower()
    if value not in known:
        raise error(path, node, "list.bad-choice", what=what, value=value, known=", ".join(known))
    return value


def _bounds(node: yaml.Node, path: str, what: str) -> Bounds:
    if not isinstance(node, yaml.SequenceNode) or len(node.value) != 2:
        raise error(path, node, "list.bad-bounds", what=what)
    low_node, high_node = node.value
    low = _integer(low_node, path, what)
    high_text = _scalar(high_node, path, what)
    if high_text in ("", "null", "~"):
        return Bounds(low, None)
    high = _integer(high_node, path, what)
    if high < low:  # [60, 40]: the two written the wrong way round, or one mistyped
        raise error(path, high_node, "list.bounds-reversed", what=what, low=low, high=high)
    return Bounds(low, high)


def _deck_rules(node: yaml.Node, path: str) -> DeckRules:
    values: dict[str, Any] = {}
    for key, value in _mapping(node, path, "deck"):
        if key.value not in DECK_KEYS:
            raise error(
                path, key, "list.unknown-key", key=f"deck.{key.value}", known=", ".join(DECK_KEYS)
            )
        if key.value == "copies":
            values["copies"] = _integer(value, path, "deck.copies", 1, 3)
        else:
            values[key.value] = _bounds(value, path, f"deck.{key.value}")
    return DeckRules(**values)


def _hand(node: yaml.Node, path: str) -> dict[str, int]:
    fields = {}
    for key, value in _mapping(node, path, "hand"):
        if key.value not in ("first", "second"):
            raise error(
                path, key, "list.unknown-key", key=f"hand.{key.value}", known="first, second"
            )
        fields[f"hand_{key.value}"] = _integer(value, path, "hand", 1, 60)
    return fields


def _date(node: yaml.Node, path: str) -> dt.date:
    text = _scalar(node, path, "effective")
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError as problem:
        raise error(path, node, "list.bad-date", value=text) from problem


def _excluded(node: yaml.Node, path: str) -> frozenset[str]:
    if not isinstance(node, yaml.SequenceNode):
        raise error(path, node, "list.not-sequence", what="excluded")
    return frozenset(_choice(item, path, "excluded", sorted(SUBTYPES)) for item in node.value)


def _points(node: yaml.Node, path: str) -> tuple[dict[int, int], int]:
    cap = None
    cards: dict[int, int] = {}
    for key, value in _mapping(node, path, "points"):
        if key.value == "cap":
            cap = _integer(value, path, "points.cap", 1)
        elif key.value == "cards":
            if value.tag == NULL_TAG:
                continue
            for card_key, card_value in _mapping(value, path, "points.cards"):
                cards[_integer(card_key, path, "passcode")] = _integer(card_value, path, "points")
        else:
            raise error(
                path, key, "list.unknown-key", key=f"points.{key.value}", known="cap, cards"
            )
    if cap is None:
        raise error(path, node, "list.missing-key", key="points.cap")
    return cards, cap


def _limit_pools(
    node: yaml.Node, path: str, names: dict[int, str]
) -> tuple[dict[int, frozenset[int]], bool]:
    """``limit_pools``: ``unknown``, or limit -> {passcode: name} (each card in one pool)."""
    if isinstance(node, yaml.ScalarNode) and node.tag != NULL_TAG:
        _choice(node, path, "limit_pools", ("unknown",))
        return {}, True
    pools: dict[int, frozenset[int]] = {}
    where: dict[int, str] = {}
    if node.tag == NULL_TAG:
        return pools, False
    for limit_key, members in _mapping(node, path, "limit_pools"):
        limit = _integer(limit_key, path, "limit_pools", 1, 60)
        codes = set()
        if members.tag != NULL_TAG:
            for card_key, card_value in _mapping(members, path, f"limit_pools.{limit}"):
                card_id = _integer(card_key, path, "passcode")
                if card_id in where:
                    raise error(
                        path, card_key, "list.duplicate-card", card=card_id, first=where[card_id]
                    )
                where[card_id] = f"limit_pools.{limit} ({yaml_strict.line(card_key)})"
                codes.add(card_id)
                names.setdefault(card_id, _scalar(card_value, path, "name"))
        pools[limit] = frozenset(codes)
    return pools, False


def load_yaml_list(text: str, path: str) -> Banlist:
    """A YAML list as a Banlist; InputError with the file and line of any problem."""
    root = yaml_strict.compose(text, path, MESSAGES)
    if root is None:
        raise InputError("list.empty", path)
    if not isinstance(root, yaml.MappingNode):  # another kind of file: no key is the list's
        raise error(path, root, "list.not-a-list")
    fields: dict[str, Any] = {"path": path}
    limits: dict[int, int] = {}
    names: dict[int, str] = {}
    where: dict[int, str] = {}
    present = set()
    pools_node: yaml.Node | None = None
    for key, value in _mapping(root, path, "list"):
        name = key.value
        present.add(name)
        if name not in KEYS:
            raise error(path, key, "list.unknown-key", key=name, known=", ".join(sorted(KEYS)))
        if name in ("id", "name", "family", "source"):
            fields[name] = _scalar(value, path, name).strip()
        elif name == "notes":
            _scalar(value, path, name)
        elif name == "format":
            fields["pool"] = _choice(value, path, name, POOLS)
        elif name == "mode":
            fields["mode"] = _choice(value, path, name, (BLACKLIST, WHITELIST))
        elif name == "effective":
            fields["effective"] = _date(value, path)
        elif name == "effective_precision":
            fields["effective_precision"] = _choice(value, path, name, PRECISIONS)
        elif name == "deck":
            fields["deck"] = _deck_rules(value, path)
        elif name == "hand":
            fields.update(_hand(value, path))
        elif name == "excluded":
            fields["excluded"] = _excluded(value, path)
        elif name == "points":
            fields["points"], fields["points_cap"] = _points(value, path)
        elif name == "limit_pools":
            pools_node = value
        elif value.tag != NULL_TAG:
            for card_key, card_value in _mapping(value, path, name):
                card_id = _integer(card_key, path, "passcode")
                if card_id in where:
                    raise error(
                        path, card_key, "list.duplicate-card", card=card_id, first=where[card_id]
                    )
                where[card_id] = f"{name} ({yaml_strict.line(card_key)})"
                limits[card_id] = CATEGORIES[name]
                names[card_id] = _scalar(card_value, path, "name")
    for required in REQUIRED:
        if required not in present:
            raise InputError("list.missing-key", path, 1, key=required)
    if pools_node is not None:  # after the categories: their names come first
        fields["limit_pools"], fields["limit_pools_unknown"] = _limit_pools(pools_node, path, names)
    return Banlist(limits=limits, names=names, **fields)


# --- writing ---------------------------------------------------------------------------------


@cache
def scalar(text: str) -> str:
    """``text`` as a YAML scalar: plain when it reads back unchanged, else double-quoted."""
    if text and text == text.strip():
        try:
            if yaml.safe_load(f"k: {text}\n") == {"k": text}:
                return text
        except yaml.YAMLError:
            pass
    return json.dumps(text, ensure_ascii=False)


def _flow_bounds(bounds: Bounds) -> str:
    return f"[{bounds.low}, {'null' if bounds.high is None else bounds.high}]"


def to_yaml(banlist: Banlist, comments: Iterable[str] = ()) -> str:
    """The YAML text of a list, as the shipped collection lays it out (it reads back the same).

    ``comments`` are written first, one ``# `` line each. Every category is written (``{}``
    when empty), one card per line sorted by passcode; ``hand`` only when it is not 5 / 6;
    ``limit_pools`` only for a list that has them (or ``unknown``).
    """
    rules = banlist.deck
    lines = [f"# {comment}" for comment in comments]
    lines += [
        f"id: {scalar(banlist.id)}",
        f"name: {scalar(banlist.name)}",
        f"family: {scalar(banlist.family)}",
        f"format: {scalar(banlist.pool)}",
    ]
    if banlist.effective is not None:
        lines.append(f"effective: {banlist.effective.isoformat()}")
    if banlist.effective_precision != "day":
        lines.append(f"effective_precision: {banlist.effective_precision}")
    lines.append(f"source: {scalar(banlist.source)}")
    lines.append(
        f"deck: {{main: {_flow_bounds(rules.main)}, extra: {_flow_bounds(rules.extra)}, "
        f"side: {_flow_bounds(rules.side)}, copies: {rules.copies}}}"
    )
    if (banlist.hand_first, banlist.hand_second) != DEFAULT_HAND:
        lines.append(f"hand: {{first: {banlist.hand_first}, second: {banlist.hand_second}}}")
    lines.append(f"mode: {banlist.mode}")
    if banlist.excluded:
        lines.append(f"excluded: [{', '.join(sorted(banlist.excluded))}]")
    for category, count in CATEGORIES.items():
        listed = sorted(code for code, value in banlist.limits.items() if value == count)
        lines.append(f"{category}:" if listed else f"{category}: {{}}")
        lines.extend(f"  {code}: {scalar(banlist.names.get(code, ''))}" for code in listed)
    if banlist.points is not None:
        lines += ["points:", f"  cap: {banlist.points_cap}"]
        lines.append("  cards:" if banlist.points else "  cards: {}")
        for code, value in sorted(banlist.points.items()):
            name = banlist.names.get(code, "")
            lines.append(f"    {code}: {value}" + (f"  # {name}" if name else ""))
    if banlist.limit_pools_unknown:
        lines.append("limit_pools: unknown")
    elif banlist.limit_pools:
        lines.append("limit_pools:")
        for limit, codes in sorted(banlist.limit_pools.items()):
            lines.append(f"  {limit}:" if codes else f"  {limit}: {{}}")
            for code in sorted(codes):
                lines.append(f"    {code}: {scalar(banlist.names.get(code, ''))}")
    return "\n".join(lines) + "\n"
