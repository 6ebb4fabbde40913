"""What became of one input: the piece its output format writes, or why it was not read.

``check_one`` reads, checks and renders one input; the per-deck engine's whole work, which
``batch`` runs deck after deck and the bulk engine (``bulk``) runs for each deck it leaves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ydkcheck.errors import InputError
from ydkcheck.report.model import Skipped

if TYPE_CHECKING:
    from ydkcheck.decks import Inputs
    from ydkcheck.report.writer import Writer
    from ydkcheck.validate import Validator


class DeckOutcome(NamedTuple):
    """What became of one input."""

    source: str  # the input; for a deck read, its own name (``<stdin>``, a shortened URL)
    piece: Any  # the writer's piece, None when the input could not be read
    error: InputError | None
    legal: bool
    warned: bool  # has warnings (they fail the run in strict mode)
    fingerprint: str = ""  # the deck's (``decks.fingerprint``); "" when it could not be read
    skipped: Skipped | None = None  # a file of a folder left out: why (``Inputs.skipped``)
    sheet_edited: bool = False  # a sheet whose printed fields say another deck


def check_one(
    source: str,
    inputs: Inputs,
    validator: Validator,
    writer: Writer,
    raw: bytes | InputError | None = None,
) -> DeckOutcome:
    """Read, check and render one of the inputs (``raw``: its bytes, or the error reading
    them gave, when they were read already: ``Inputs.read``)."""
    try:
        deck = inputs.read(source, raw)
    except InputError as error:
        reason = inputs.skipped(source, error)
        if reason is not None:
            skipped = Skipped(source, reason, str(error.params.get("other", "")))
            return DeckOutcome(source, None, None, True, False, "", skipped)
        return DeckOutcome(source, None, error.kept(), False, False)
    if any(note.kind == "title" for note in deck.notes):  # a text list under a title
        from ydkcheck.decks.titles import with_title_slips  # a fuzzy search: titled lists only

        deck = with_title_slips(deck, inputs.cards)
    result = validator.check(deck)
    piece = writer.piece(result)
    return DeckOutcome(
        deck.source,
        piece,
        None,
        result.legal,
        result.warned,
        result.fingerprint,
        sheet_edited=result.sheet_edited,
    )
