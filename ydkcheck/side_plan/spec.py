"""Side plans: YAML files of matchups and the cards each sides in and out, read strictly.

::

    rivales:                                  # or matchups
      Snake-Eye:
        entran: {"Droll & Lock Bird": 2}      # or in
        salen: {"Pot of Prosperity": 2}       # or out

A card is a name (English or Spanish, as in a text decklist) or a passcode; its value is the
number of copies. A missing ``entran`` or ``salen`` swaps nothing. The YAML is composed, not
constructed, so every problem of its shape is an InputError naming the file and the line;
card names are resolved later, against a deck (``side_plan.check``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import yaml

from ydkcheck import user_files, yaml_strict
from ydkcheck.cards.refs import CardRef, card_ref
from ydkcheck.errors import InputError
from ydkcheck.yaml_strict import INT_TAG, STR_TAG, line

MATCHUP_KEYS = frozenset({"rivales", "matchups"})
SWAP_KEYS = {"entran": "in", "in": "in", "salen": "out", "out": "out"}
MAX_MATCHUPS = 100  # a plan is written by hand: more is no plan (and bounds the work)
MAX_CARDS = 300  # cards the whole plan names: each unknown one costs a fuzzy search
MAX_NAME = 200  # characters of a card or matchup name: the longest card name has 100
MAX_COPIES = 60  # copies of one card: a Main Deck has at most 60 cards
COPIES = re.compile("[0-9]{1,2}")
MESSAGES = yaml_strict.Messages(
    syntax="plan.yaml",
    not_mapping="plan.not-mapping-here",
    bad_key="plan.bad-key",
    duplicate_key="plan.duplicate-key",
)


@dataclass(frozen=True)
class Swap:
    """One card of a matchup's ``entran`` or ``salen``, as the plan writes it."""

    ref: CardRef
    copies: int
    line: int
    written: str = ""  # the card as the plan writes it: "7" is a passcode or a card's name


@dataclass(frozen=True)
class Matchup:
    """One rival: the cards that come in from the Side Deck and those that go out to it."""

    name: str
    line: int
    cards_in: tuple[Swap, ...]
    cards_out: tuple[Swap, ...]


@dataclass(frozen=True)
class SidePlan:
    """A plan file: its matchups in file order."""

    path: str
    matchups: tuple[Matchup, ...]

    def matchup(self, rival: str) -> Matchup:
        """The matchup named ``rival`` (case aside); InputError listing the known ones."""
        wanted = rival.strip().casefold()
        for matchup in self.matchups:
            if matchup.name.casefold() == wanted:
                return matchup
        known = ", ".join(matchup.name for matchup in self.matchups)
        raise InputError("plan.unknown-rival", self.path, rival=rival, known=known)


class Budget:
    """The cards a plan may still name (``MAX_CARDS`` in all)."""

    __slots__ = ("left",)

    def __init__(self) -> None:
        self.left = MAX_CARDS

    def spend(self, path: str, node: yaml.Node) -> None:
        """One more card named at ``node``; InputError when the plan names too many."""
        if self.left == 0:
            raise InputError("plan.too-many-cards", path, line(node), most=MAX_CARDS)
        self.left -= 1


def load_plan(path: str, text: str | None = None) -> SidePlan:
    """Read the side plan at ``path`` (or ``text``); InputError with file:line when unusable."""
    if text is None:
        text = user_files.read_text(path, missing="plan.missing")
    root = yaml_strict.compose(text, path, MESSAGES)
    if not isinstance(root, yaml.MappingNode):
        raise InputError("plan.not-mapping", path, line(root) if root else 1)
    section: tuple[yaml.ScalarNode, yaml.Node] | None = None
    for key, value in _pairs(root, path):
        if key.value.casefold() not in MATCHUP_KEYS:
            raise InputError("plan.unknown-key", path, line(key), entry=key.value)
        if section is not None:  # rivales and matchups, both: one section in two names
            first = line(section[0])
            raise InputError("plan.two-sections", path, line(key), first=first)
        section = (key, value)
    if section is None:
        raise InputError("plan.no-matchups", path, line(root))
    return SidePlan(path, _matchups(section[1], path, Budget()))


def _pairs(node: yaml.Node, path: str) -> list[tuple[yaml.ScalarNode, yaml.Node]]:
    """The key/value nodes of a mapping (null: none); InputError on another node."""
    if isinstance(node, yaml.ScalarNode) and node.tag == yaml_strict.NULL_TAG:
        return []
    return yaml_strict.pairs(node, path, MESSAGES)


def _matchups(node: yaml.Node, path: str, budget: Budget) -> tuple[Matchup, ...]:
    matchups: list[Matchup] = []
    first_lines: dict[str, int] = {}
    for key, value in _pairs(node, path):
        name = _name(key, path)
        if not name:
            raise InputError("plan.bad-key", path, line(key))
        if name.casefold() in first_lines:  # the rival is found case aside: one name, one rival
            first = first_lines[name.casefold()]
            raise InputError("plan.duplicate-key", path, line(key), key=name, first=first)
        if len(matchups) == MAX_MATCHUPS:
            raise InputError("plan.too-many-matchups", path, line(key), most=MAX_MATCHUPS)
        first_lines[name.casefold()] = line(key)
        matchups.append(_matchup(name, key, value, path, budget))
    if not matchups:
        raise InputError("plan.no-matchups", path, line(node))
    return tuple(matchups)


def _matchup(
    name: str, key: yaml.ScalarNode, node: yaml.Node, path: str, budget: Budget
) -> Matchup:
    swaps: dict[str, tuple[Swap, ...]] = {"in": (), "out": ()}
    seen: dict[str, int] = {}
    for swap_key, value in _pairs(node, path):
        kind = SWAP_KEYS.get(swap_key.value.casefold())
        if kind is None:
            raise InputError(
                "plan.unknown-swap-key", path, line(swap_key), entry=swap_key.value, name=name
            )
        if kind in seen:  # entran and in, both
            first = seen[kind]
            raise InputError(
                "plan.duplicate-key", path, line(swap_key), key=swap_key.value, first=first
            )
        seen[kind] = line(swap_key)
        swaps[kind] = _swaps(value, path, budget)
    return Matchup(name, line(key), swaps["in"], swaps["out"])


def _swaps(node: yaml.Node, path: str, budget: Budget) -> tuple[Swap, ...]:
    found: list[Swap] = []
    for key, value in _pairs(node, path):
        budget.spend(path, key)
        ref, written = _card_ref(key, path), _name(key, path)
        found.append(Swap(ref, _copies(value, path), line(key), written))
    return tuple(found)


def _name(node: yaml.ScalarNode, path: str) -> str:
    """A name as written, blanks aside; InputError when it is too long to be one."""
    name = str(node.value).strip()
    if len(name) > MAX_NAME:
        raise InputError("plan.long-name", path, line(node), most=MAX_NAME)
    return name


def _card_ref(node: yaml.ScalarNode, path: str) -> CardRef:
    """A passcode (digits, quoted or not) or a card name."""
    ref = card_ref(_name(node, path), node.tag == INT_TAG)
    if ref is None:
        raise InputError("plan.bad-card", path, line(node))
    return ref


def _copies(node: yaml.Node, path: str) -> int:
    """A number of copies, 1 to ``MAX_COPIES``."""
    text = str(node.value).strip() if isinstance(node, yaml.ScalarNode) else ""
    if node.tag not in (INT_TAG, STR_TAG) or not COPIES.fullmatch(text):
        raise InputError("plan.bad-copies", path, line(node), most=MAX_COPIES)
    if not 1 <= int(text) <= MAX_COPIES:
        raise InputError("plan.bad-copies", path, line(node), most=MAX_COPIES)
    return int(text)
