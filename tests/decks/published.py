"""What the tests of published lists share: where the lists are kept, the message keys of
the errors a list's lines are read with, and the check of a list read as checked by hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.diagnostics import Severity
from ydkcheck.rules import RULES

DATA = Path(__file__).parent.parent / "data" / "decklists"

UNKNOWN = "rule.unknown-name"
SHORTHAND = "rule.unknown-name.shorthand"
SEVERAL = "rule.unknown-name.shorthand-several"  # a shorthand of several cards: ambiguous
NO_HINT = "rule.unknown-name.no-hint"


def assert_read_as_checked(
    cards: CardDB,
    name: str,
    sizes: tuple[int, int, int],
    errors: Mapping[int, str],
    prose: Sequence[int] = (),
) -> None:
    """The published list ``name`` reads as it was checked by hand: its Main, Extra and Side
    Deck of ``sizes``, the error keyed in ``errors`` at each of their lines, and its lines of
    ``prose`` not read, each said with a warning; no other line is left unread."""
    deck = read_deck(str(DATA / name), cards)
    assert (len(deck.main), len(deck.extra), len(deck.side)) == sizes
    assert deck.unread == tuple(sorted((*errors, *prose)))
    said = {d.line: d.message_key for d in deck.warnings if RULES[d.rule] is Severity.ERROR}
    assert said == errors
    assert set(prose) <= {d.line for d in deck.warnings}
