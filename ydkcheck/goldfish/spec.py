"""Hand specs: YAML files of named groups, conditions and effects, read strictly.

::

    groups:                       # or grupos
      starters: ["Snake-Eye Ash", 9674034]
    conditions:                   # or condiciones
      playable: "starters >= 1"
    effects:                      # or efectos (optional, Monte Carlo only)
      "Pot of Desires": {draw: 2}           # or robar
      "Snake-Eye Ash": {search: starters}   # or busca

The YAML is composed, not constructed, so every error names its file and line. Card names
are resolved later (``bind``), against the card data. A spec written on the command line
(``quick``) has no file and no lines.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import yaml

from ydkcheck import user_files, yaml_strict
from ydkcheck.cards.refs import CardRef, card_ref
from ydkcheck.errors import InputError
from ydkcheck.goldfish import grammar
from ydkcheck.yaml_strict import INT_TAG, STR_TAG
from ydkcheck.yaml_strict import line as _line

SECTIONS = {
    "groups": "groups",
    "grupos": "groups",
    "conditions": "conditions",
    "condiciones": "conditions",
    "effects": "effects",
    "efectos": "effects",
}
SHOWN = {"groups": "grupos/groups", "conditions": "condiciones/conditions"}
EFFECT_KINDS = {
    "draw": "draw",
    "robar": "draw",
    "search": "search",
    "busca": "search",
    "buscar": "search",
}
MESSAGES = yaml_strict.Messages(
    syntax="goldfish.spec.yaml",
    not_mapping="goldfish.spec.section-not-mapping",
    bad_key="goldfish.spec.bad-key",
    duplicate_key="goldfish.spec.duplicate-key",
)


@dataclass(frozen=True)
class Member:
    """One card of a group as the spec names it: a passcode or a name (line None: no file)."""

    ref: CardRef
    line: int | None


@dataclass(frozen=True)
class Group:
    name: str
    members: tuple[Member, ...]
    line: int | None


@dataclass(frozen=True)
class Condition:
    name: str
    text: str
    expr: grammar.Expr
    line: int | None


@dataclass(frozen=True)
class EffectSpec:
    """``card`` draws ``draw`` cards or searches a card of group ``search``."""

    card: CardRef
    draw: int
    search: str | None
    line: int


@dataclass(frozen=True)
class HandSpec:
    path: str | None  # None: written on the command line
    groups: tuple[Group, ...]
    conditions: tuple[Condition, ...]
    effects: tuple[EffectSpec, ...]


def load_spec(path: str, text: str | None = None) -> HandSpec:
    """Read the hand spec at ``path`` (or ``text``); InputError with file:line when unusable."""
    if text is None:
        text = user_files.read_text(path, missing="goldfish.spec.missing")
    root = yaml_strict.compose(text, path, MESSAGES)
    if not isinstance(root, yaml.MappingNode):
        raise InputError("goldfish.spec.not-mapping", path, _line(root) if root else 1)
    sections: dict[str, yaml.Node] = {}
    for key, value in _pairs(root, path):
        section = SECTIONS.get(key.value.casefold())
        if section is None:
            raise InputError("goldfish.spec.unknown-key", path, _line(key), entry=key.value)
        if section in sections:
            raise InputError("goldfish.spec.duplicate-key", path, _line(key), key=key.value)
        sections[section] = value
    for needed in ("groups", "conditions"):
        if needed not in sections:
            raise InputError(
                "goldfish.spec.missing-section", path, _line(root), section=SHOWN[needed]
            )
    groups = _groups(sections["groups"], path)
    known = {group.name for group in groups}
    conditions = _conditions(sections["conditions"], path, known)
    effects = _effects(sections["effects"], path, known) if "effects" in sections else ()
    return HandSpec(path, groups, conditions, effects)


def _pairs(node: yaml.Node, path: str) -> list[tuple[yaml.ScalarNode, yaml.Node]]:
    """The key/value nodes of a mapping; InputError on another node or a duplicate key."""
    return yaml_strict.pairs(node, path, MESSAGES)


def _card_ref(node: yaml.Node, path: str) -> CardRef:
    """A passcode (digits, quoted or not) or a card name."""
    value = str(node.value) if isinstance(node, yaml.ScalarNode) else ""
    ref = card_ref(value, node.tag == INT_TAG)
    if ref is None:
        raise InputError("goldfish.spec.bad-card", path, _line(node))
    return ref


def _groups(node: yaml.Node, path: str) -> tuple[Group, ...]:
    groups = []
    for key, value in _pairs(node, path):
        name = key.value
        if not is_group_name(name):
            raise InputError("goldfish.spec.bad-group-name", path, _line(key), name=name)
        items = value.value if isinstance(value, yaml.SequenceNode) else [value]
        members = tuple(Member(_card_ref(item, path), _line(item)) for item in items)
        if not members:
            raise InputError("goldfish.spec.empty-group", path, _line(key), name=name)
        groups.append(Group(name, members, _line(key)))
    if not groups:
        raise InputError("goldfish.spec.no-groups", path, _line(node))
    return tuple(groups)


def is_group_name(name: str) -> bool:
    """Whether ``name`` can name a group: letters, digits and ``_``, not a keyword."""
    return (
        bool(name)
        and all(char.isalnum() or char == "_" for char in name)
        and not name[0].isdigit()
        and name.casefold() not in grammar.KEYWORDS
    )


def _conditions(node: yaml.Node, path: str, known: set[str]) -> tuple[Condition, ...]:
    conditions = []
    for key, value in _pairs(node, path):
        if not isinstance(value, yaml.ScalarNode) or value.tag not in (STR_TAG,):
            raise InputError("goldfish.spec.bad-condition", path, _line(value), name=key.value)
        conditions.append(parse_condition(key.value, str(value.value), known, path, _line(value)))
    if not conditions:
        raise InputError("goldfish.spec.no-conditions", path, _line(node))
    return tuple(conditions)


def parse_condition(
    name: str, text: str, known: set[str], path: str | None, line: int | None
) -> Condition:
    """Condition ``name``: ``text`` over the groups ``known``; InputError (at ``path:line``,
    with the column) when it does not parse or names another group."""
    try:
        expr = grammar.parse(text)
    except grammar.GrammarError as error:
        raise InputError(
            error.key, path, line, name=name, column=error.column, **error.params
        ) from error
    for term in grammar.terms(expr):
        if term.group not in known:
            raise InputError(
                "goldfish.spec.unknown-group",
                path,
                line,
                name=name,
                group=term.group,
                column=term.column,
                known=", ".join(sorted(known)),
            )
    return Condition(name, text, expr, line)


def _effects(node: yaml.Node, path: str, known: set[str]) -> tuple[EffectSpec, ...]:
    effects = []
    for key, value in _pairs(node, path):
        card = _card_ref(key, path)
        pairs = _pairs(value, path)
        if len(pairs) != 1 or pairs[0][0].value.casefold() not in EFFECT_KINDS:
            raise InputError("goldfish.spec.bad-effect", path, _line(value), card=key.value)
        kind_node, argument = pairs[0]
        kind = EFFECT_KINDS[kind_node.value.casefold()]
        if not isinstance(argument, yaml.ScalarNode):
            raise InputError("goldfish.spec.bad-effect", path, _line(argument), card=key.value)
        if kind == "draw":
            text = str(argument.value).strip()
            if not (re.fullmatch("[0-9]{1,2}", text) and int(text) > 0):
                raise InputError("goldfish.spec.bad-draw", path, _line(argument), value=text)
            effects.append(EffectSpec(card, int(text), None, _line(key)))
        else:
            group = str(argument.value).strip()
            if group not in known:
                raise InputError(
                    "goldfish.spec.unknown-search",
                    path,
                    _line(argument),
                    group=group,
                    known=", ".join(sorted(known)),
                )
            effects.append(EffectSpec(card, 0, group, _line(key)))
    return tuple(effects)


@dataclass(frozen=True)
class BoundSpec:
    """A spec with its cards resolved to identities (``alias or id``); ``named``: every card
    it names, as (identity, as written, line)."""

    groups: Mapping[str, frozenset[int]]
    effects: tuple[tuple[int, EffectSpec], ...]
    named: tuple[tuple[int, CardRef, int | None], ...]


def bind(
    spec: HandSpec,
    identity_of: Callable[[CardRef], int | None],
    suggest: Callable[[str], list[str]],
) -> BoundSpec:
    """Resolve every card the spec names; InputError (file:line, suggestions) on a miss."""
    named: list[tuple[int, CardRef, int | None]] = []

    def resolve(ref: CardRef, line: int | None) -> int:
        identity = identity_of(ref)
        if identity is not None:
            named.append((identity, ref, line))
            return identity
        if isinstance(ref, int):
            raise InputError("goldfish.spec.unknown-passcode", spec.path, line, ref=ref)
        hints = suggest(ref)
        key = "goldfish.spec.unknown-name-hint" if hints else "goldfish.spec.unknown-name"
        raise InputError(key, spec.path, line, name=ref, hints="; ".join(hints))

    groups = {
        group.name: frozenset(resolve(member.ref, member.line) for member in group.members)
        for group in spec.groups
    }
    effects = tuple((resolve(effect.card, effect.line), effect) for effect in spec.effects)
    return BoundSpec(groups, effects, tuple(named))
