"""Conditions as tests on a few linear forms of the group counts, for the exact engine.

Every comparison ``L op R`` is a linear form ``F = L - R`` of group counts (``a + a - b``)
compared with a constant. The exact engine only needs the values of these forms, not the
group counts, and it needs them only up to a cap: a form whose coefficients are all
positive, compared with ``c``, keeps its truth value once it reaches ``c`` (for ``>=`` and
``<``) or ``c + 1`` (for the others). Forms with mixed signs (``a > b``) are not capped.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ydkcheck.goldfish.grammar import COMPARE, And, Compare, Expr, Not

_CAP_EXTRA = {">=": 0, "<": 0, ">": 1, "<=": 1, "==": 1, "!=": 1}
_FLIPPED = {">=": "<=", "<=": ">=", ">": "<", "<": ">", "==": "==", "!=": "!="}

Test = Callable[[Sequence[int]], bool]


@dataclass(frozen=True)
class Form:
    """``sum(coefficient * count(group))``, capped at ``cap`` (None: not capped)."""

    coefficients: tuple[tuple[str, int], ...]
    cap: int | None

    def contribution(self, groups: frozenset[str]) -> int:
        """How much one card belonging to ``groups`` adds to the form."""
        return sum(coefficient for group, coefficient in self.coefficients if group in groups)


def linearize(expr: Expr) -> tuple[list[Form], Test]:
    """The forms ``expr`` compares, and ``expr`` as a test on their (capped) values."""
    caps: dict[tuple[tuple[str, int], ...], int | None] = {}
    slots: dict[tuple[tuple[str, int], ...], int] = {}

    def build(node: Expr) -> Test:
        if isinstance(node, Compare):
            key, op, constant, cap = _normalise(node)
            slot = slots.setdefault(key, len(slots))
            previous = caps.get(key, cap)
            caps[key] = None if cap is None or previous is None else max(previous, cap)
            compare = COMPARE[op]
            return lambda values: bool(compare(values[slot], constant))
        if isinstance(node, Not):
            operand = build(node.operand)
            return lambda values: not operand(values)
        operands = [build(operand) for operand in node.operands]
        if isinstance(node, And):
            return lambda values: all(operand(values) for operand in operands)
        return lambda values: any(operand(values) for operand in operands)

    test = build(expr)
    return [Form(key, caps[key]) for key in slots], test


def _normalise(node: Compare) -> tuple[tuple[tuple[str, int], ...], str, int, int | None]:
    """``node`` as (form coefficients, operator, constant, cap)."""
    coefficients = Counter(node.left.groups)
    coefficients.subtract(node.right.groups)
    constant = node.right.constant - node.left.constant
    op = node.op
    if any(value < 0 for value in coefficients.values()) and not any(
        value > 0 for value in coefficients.values()
    ):
        coefficients = Counter({group: -value for group, value in coefficients.items()})
        constant, op = -constant, _FLIPPED[op]
    key = tuple(sorted((group, value) for group, value in coefficients.items() if value))
    if any(value < 0 for _, value in key):
        return key, op, constant, None
    return key, op, constant, max(constant + _CAP_EXTRA[op], 0)
