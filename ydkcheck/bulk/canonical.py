"""A deck's canonical form (``decks.fingerprint``) from its rows as numbers (``survey``).

A repository's decks share rows (``main 14558127 3``): each row's text is kept by its
number, and a row not met yet is its start (``main 14558127 ``, kept by section and card)
and its count's text, so that no number is written twice.
"""

from __future__ import annotations

from ydkcheck.bulk.survey import CARD_MASK, CODE_BITS, COPIES_MASK, ROW_SECTION
from ydkcheck.decks.fingerprint import CANONICAL_SECTIONS

MOST_ROWS = 1 << 14  # rows kept, then begun anew: about 2 MB
MOST_STARTS = 1 << 16  # starts kept (a section and a card each), then begun anew
COUNT_TEXTS = tuple(f"{count}\n" for count in range(COPIES_MASK + 1))
_START = ~(COPIES_MASK << CODE_BITS)  # a row's number but its copies


class CanonicalForms:
    """The canonical forms of decks, from their rows."""

    def __init__(self) -> None:
        self.rows: dict[int, str] = {}
        self.starts: dict[int, str] = {}

    def text(self, rows: list[int]) -> str:
        """The canonical form of a deck whose rows are ``rows``, in order."""
        known = self.rows
        try:
            return "".join(map(known.__getitem__, rows))
        except KeyError:
            if len(known) >= MOST_ROWS:
                known.clear()
            for row in rows:
                if row not in known:
                    known[row] = self._row(row)
            return "".join(map(known.__getitem__, rows))

    def _row(self, row: int) -> str:
        key = row & _START
        start = self.starts.get(key)
        if start is None:
            if len(self.starts) >= MOST_STARTS:
                self.starts.clear()
            section = CANONICAL_SECTIONS[row >> ROW_SECTION]
            start = self.starts[key] = f"{section} {row & CARD_MASK} "
        return start + COUNT_TEXTS[(row >> CODE_BITS) & COPIES_MASK]
