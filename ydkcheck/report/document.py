"""A run's report: every outcome through the output's writer, in order, as it comes.

The one place that decides what a report shows: with ``only_illegal`` the legal decks are
left out of any output (still counted, and still compared for repeats); unreadable inputs
always stay in. What is counted is every input, shown or not.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, TextIO

from ydkcheck.report.model import Skipped, Unreadable
from ydkcheck.report.totals import Totals
from ydkcheck.workflow_commands import Breaker

if TYPE_CHECKING:
    from ydkcheck.errors import InputError
    from ydkcheck.outcome import DeckOutcome
    from ydkcheck.report.writer import Writer


def write_report(
    outcomes: Iterable[DeckOutcome],
    writer: Writer,
    out: TextIO,
    only_illegal: bool = False,
    on_unreadable: Callable[[InputError], None] | None = None,
    on_skipped: Callable[[Skipped], None] | None = None,
) -> Totals:
    """Write the document of ``outcomes`` on ``out`` (ending with a line break); the totals.

    ``on_unreadable`` is told each input that could not be read, ``on_skipped`` each file of
    a folder left out as no deck, as they come.
    """
    totals = Totals()
    last = ""
    breaker = Breaker(writer.commands)  # the document's own escape, across its texts
    for outcome in outcomes:
        if outcome.skipped is not None:
            totals.skipped += 1
            item = outcome.skipped
            if on_skipped is not None:
                on_skipped(item)
            text = writer.skipped(item)
        elif outcome.error is not None:
            totals.unreadable += 1
            if on_unreadable is not None:
                on_unreadable(outcome.error)
            text = writer.unreadable(Unreadable(outcome.source, outcome.error))
        else:
            totals.count(outcome.legal, outcome.warned, outcome.sheet_edited)
            repeats = writer.duplicates.add(outcome.fingerprint, outcome.source)
            if only_illegal and outcome.legal and not outcome.sheet_edited:
                continue  # an edited sheet is no list until cleared up: it stays in view
            text = writer.add(outcome.piece, repeats)
        if text:
            out.write(breaker.text(text))
            last = text
    for text in writer.finish():
        if text:
            out.write(breaker.text(text))
            last = text
    out.write(breaker.end())
    if last and not last.endswith("\n"):
        out.write("\n")
    out.flush()
    return totals
