"""Checking many decks in order: one by one, or spread over worker processes (``--jobs``).

Each input becomes a ``DeckOutcome`` (``outcome``): the output format's piece for the deck
(see ``report.writer.Writer.piece``) or the error that made it unreadable. Outcomes come back in
the order of the inputs whatever the number of workers, and one at a time, so the caller
can write each deck out at once and keep nothing.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ydkcheck.blas import one_thread
from ydkcheck.bulk import applies
from ydkcheck.decks import STDIN
from ydkcheck.outcome import DeckOutcome, check_one

if TYPE_CHECKING:
    from ydkcheck.bulk.engine import BulkChecker
    from ydkcheck.decks import Inputs
    from ydkcheck.report.writer import Writer
    from ydkcheck.validate import Validator

CHUNK = 256  # decks per task sent to a worker: fewer, larger tasks cost less to send
BULK_CHUNK = 1000  # the same for the bulk engine, which surveys them a chunk at a time
MIN_PER_WORKER = 256  # fewer decks than this per worker are checked in-process


# What the worker processes use: set before they are forked, so they inherit it.
_SHARED: tuple[Inputs, Validator, Writer, BulkChecker | None] | None = None


def _check_chunk(chunk: list[str]) -> list[DeckOutcome]:
    assert _SHARED is not None
    inputs, validator, writer, bulk = _SHARED
    if bulk is not None:  # each worker's own copy, learning as it goes
        return list(bulk.outcomes(chunk))
    return [check_one(source, inputs, validator, writer) for source in chunk]


def _bulk_checker(
    inputs: Inputs, validator: Validator, writer: Writer, decks: int
) -> BulkChecker | None:
    """The bulk engine for ``decks`` decks a process checks, when it applies (``bulk``)."""
    if not applies(validator, writer, decks):
        return None
    one_thread()  # before numpy loads, with the engine: for a run of many decks only
    from ydkcheck.bulk.engine import BulkChecker

    return BulkChecker(inputs, validator, writer)


def usable_jobs(jobs: int, count: int) -> int:
    """The worker processes worth starting for ``count`` decks (1: none, check in-process).

    ``jobs`` 0 means one per CPU core this process may use.
    """
    if jobs == 0:
        affinity = getattr(os, "sched_getaffinity", None)
        jobs = len(affinity(0)) if affinity else os.cpu_count() or 1
    workers = max(1, min(jobs, count // MIN_PER_WORKER))
    if workers > 1:
        import multiprocessing

        if "fork" not in multiprocessing.get_all_start_methods():
            return 1  # Windows: workers would have to rebuild everything; check in-process
    return workers


def outcomes(
    inputs: Inputs, validator: Validator, writer: Writer, jobs: int = 1
) -> Iterator[DeckOutcome]:
    """The outcome of every source, in order; with ``jobs`` > 1, computed by forked workers.

    Standard input is always read by this process. A run of many decks for JSON goes
    through the bulk engine (``ydkcheck.bulk``) where its list allows.
    """
    sources = inputs.sources
    workers = usable_jobs(jobs, len(sources))
    bulk = _bulk_checker(inputs, validator, writer, len(sources) // workers)
    if workers <= 1:
        if bulk is not None:
            yield from bulk.outcomes(sources)
            return
        for source in sources:
            yield check_one(source, inputs, validator, writer)
        return
    split = max((n + 1 for n, source in enumerate(sources) if source == STDIN), default=0)
    for source in sources[:split]:
        yield check_one(source, inputs, validator, writer)
    rest = list(sources[split:])
    size = CHUNK if bulk is None else BULK_CHUNK
    chunks = [rest[start : start + size] for start in range(0, len(rest), size)]
    import multiprocessing

    global _SHARED
    _SHARED = (inputs, validator, writer, bulk)
    try:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            for done in pool.imap(_check_chunk, chunks):
                yield from done
    finally:
        _SHARED = None
