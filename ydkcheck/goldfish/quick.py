"""A hand spec written on the command line: ``--grupo NAME=card,card`` (repeatable) and
``--condicion NAME=EXPRESSION`` (repeatable), for a one-off question without a YAML file.

Cards are passcodes or names in English or Spanish, matched as text decklists match them.
A name that has a comma of its own (``Nibiru, the Primal Being``) is still one card: pieces
are joined back while together they name a card. Without ``--condicion`` each group is a
condition of its own, named like it: ``NAME >= 1``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ydkcheck.cards.refs import CardRef, card_ref
from ydkcheck.errors import InputError
from ydkcheck.goldfish.spec import (
    Condition,
    Group,
    HandSpec,
    Member,
    is_group_name,
    parse_condition,
)

MOST_JOINED = 4  # pieces between commas one card name may take: "A, B, C, D" at the most


def quick_spec(
    groups: Sequence[str], conditions: Sequence[str], names_a_card: Callable[[str], bool]
) -> HandSpec:
    """The spec of the ``--grupo`` and ``--condicion`` values; InputError on a bad one.

    ``names_a_card`` tells whether a text names a card (how names with commas are found).
    """
    if not groups:
        raise InputError("goldfish.quick.needs-group")
    parsed = _groups(groups, names_a_card)
    written = [(text, *_split(text)) for text in conditions]
    if not written:  # each group on its own
        written = [("", group.name, f"{group.name} >= 1") for group in parsed]
    return HandSpec(None, parsed, _conditions(written, {group.name for group in parsed}), ())


def _groups(texts: Sequence[str], names_a_card: Callable[[str], bool]) -> tuple[Group, ...]:
    groups: list[Group] = []
    for text in texts:
        name, cards = _split(text)
        if not name or not cards.strip():
            raise InputError("goldfish.quick.bad-group", value=text)
        if not is_group_name(name):
            raise InputError("goldfish.spec.bad-group-name", name=name)
        if any(group.name == name for group in groups):
            raise InputError("goldfish.quick.duplicate-group", name=name)
        members = tuple(Member(ref, None) for ref in card_refs(cards, names_a_card))
        if not members:
            raise InputError("goldfish.spec.empty-group", name=name)
        groups.append(Group(name, members, None))
    return tuple(groups)


def _conditions(written: Sequence[tuple[str, str, str]], known: set[str]) -> tuple[Condition, ...]:
    """The conditions of (as written, name, expression) over the groups ``known``."""
    conditions: list[Condition] = []
    for text, name, expression in written:
        if not is_group_name(name) or not expression.strip():
            raise InputError("goldfish.quick.bad-condition", value=text)
        if any(condition.name == name for condition in conditions):
            raise InputError("goldfish.quick.duplicate-condition", name=name)
        conditions.append(parse_condition(name, expression, known, None, None))
    return tuple(conditions)


def _split(text: str) -> tuple[str, str]:
    """``NAME=VALUE`` as (NAME, VALUE), blanks around the name dropped; ("", "") without
    an ``=``."""
    name, equals, value = text.partition("=")
    return (name.strip(), value) if equals else ("", "")


def card_refs(text: str, names_a_card: Callable[[str], bool]) -> list[CardRef]:
    """The cards of ``card,card``: passcodes, and names joined back across their own commas
    (the longest run of pieces that names a card); blank pieces are skipped."""
    pieces = text.split(",")
    refs: list[CardRef] = []
    start = 0
    while start < len(pieces):
        piece = pieces[start].strip()
        end = start + 1
        ref = card_ref(piece)
        if isinstance(ref, int):
            refs.append(ref)
        elif ref is not None:
            for stop in range(min(len(pieces), start + MOST_JOINED), start + 1, -1):
                joined = ",".join(pieces[start:stop]).strip()
                if pieces[stop - 1].strip() and names_a_card(joined):
                    piece, end = joined, stop
                    break
            refs.append(piece)
        start = end
    return refs
