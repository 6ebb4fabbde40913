"""Hand specs: named groups of cards, conditions over them and effects (the model).

A spec comes from a YAML file (``spec_file``: PyYAML is imported for such a file alone) or
from the command line (``quick``, no file and no lines). Card names are resolved later
(``bind``), against the card data.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ydkcheck.cards.refs import CardRef
from ydkcheck.errors import InputError
from ydkcheck.goldfish import grammar


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


def is_group_name(name: str) -> bool:
    """Whether ``name`` can name a group: letters, digits and ``_``, not a keyword."""
    return (
        bool(name)
        and all(char.isalnum() or char == "_" for char in name)
        and not name[0].isdigit()
        and name.casefold() not in grammar.KEYWORDS
    )


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
    first_lines: dict[int, int | None] = {}
    for identity, effect in effects:  # "Terraforming" and "Terraformación": one card
        if identity in first_lines:
            raise InputError(
                "goldfish.spec.effect-twice",
                spec.path,
                effect.line,
                name=str(effect.card),
                first=first_lines[identity],
            )
        first_lines[identity] = effect.line
    return BoundSpec(groups, effects, tuple(named))
