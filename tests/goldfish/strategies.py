"""Hypothesis strategies for goldfish tests: random condition texts and small decks."""

from __future__ import annotations

from hypothesis import strategies as st

OPS = ("==", "!=", "<", "<=", ">", ">=")


@st.composite
def _sum(draw: st.DrawFn, groups: str) -> str:
    terms = draw(st.lists(st.sampled_from(groups), min_size=1, max_size=3))
    if draw(st.booleans()):
        terms.append(str(draw(st.integers(0, 3))))
    return " + ".join(terms)


@st.composite
def _comparison(draw: st.DrawFn, groups: str) -> str:
    left = draw(_sum(groups))
    op = draw(st.sampled_from(OPS))
    right = draw(st.one_of(st.integers(0, 6).map(str), _sum(groups)))
    return f"{right} {op} {left}" if draw(st.booleans()) else f"{left} {op} {right}"


def conditions(groups: str = "abc") -> st.SearchStrategy[str]:
    """Condition texts over the one-letter groups of ``groups``."""
    return st.recursive(
        _comparison(groups),
        lambda inner: st.one_of(
            st.tuples(inner, st.sampled_from(("and", "or")), inner).map(
                lambda parts: f"({parts[0]}) {parts[1]} ({parts[2]})"
            ),
            inner.map(lambda text: f"not ({text})"),
        ),
        max_leaves=4,
    )


@st.composite
def small_decks(draw: st.DrawFn) -> tuple[tuple[int, ...], dict[str, frozenset[int]]]:
    """Copies per distinct card (at most 12 cards) and groups a, b, c over those cards."""
    copies = tuple(draw(st.lists(st.integers(1, 3), min_size=1, max_size=6)))
    copies = copies + (draw(st.integers(0, max(0, 12 - sum(copies)))),)  # cards in no group
    cards = range(len(copies) - 1)
    groups = {name: frozenset(draw(st.sets(st.sampled_from(cards)))) for name in "abc"}
    return copies, groups
