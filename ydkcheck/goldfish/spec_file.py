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
(``quick``) has no file and no lines. The model is ``spec``; this module, and PyYAML with it,
is imported only to read a file.
"""

from __future__ import annotations

import re

import yaml

from ydkcheck import user_files, yaml_strict
from ydkcheck.cards.refs import CardRef, card_ref
from ydkcheck.errors import InputError
from ydkcheck.goldfish.spec import (
    Condition,
    EffectSpec,
    Group,
    HandSpec,
    Member,
    is_group_name,
    parse_condition,
)
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


def read_spec(path: str, text: str | None = None) -> HandSpec:
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


def _conditions(node: yaml.Node, path: str, known: set[str]) -> tuple[Condition, ...]:
    conditions = []
    for key, value in _pairs(node, path):
        if not isinstance(value, yaml.ScalarNode) or value.tag not in (STR_TAG,):
            raise InputError("goldfish.spec.bad-condition", path, _line(value), name=key.value)
        conditions.append(parse_condition(key.value, str(value.value), known, path, _line(value)))
    if not conditions:
        raise InputError("goldfish.spec.no-conditions", path, _line(node))
    return tuple(conditions)


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
