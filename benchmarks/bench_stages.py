"""Where a repository run spends its time: CPU microseconds per deck, stage by stage.

    python benchmarks/bench_stages.py [--count 10000] [--decks DIR] [--output json]

Builds the varied copies of the real decks that ``bench_repository.py`` checks, then, in this
process, times each stage of ``valida`` over all of them: listing the folder, reading the
files, decoding them, parsing, the rules, the fingerprint alone, the output's piece for each
deck, and the whole run as ``valida`` drives it (``batch.outcomes`` through
``report.document.write_report``, written to a sink). Each stage runs over every deck in
turn after one warm-up pass, so the figures are steady-state costs; the whole run starts
from cold tables (the card data opened anew, and the tables a run keeps between decks
emptied, where the version measured has them).

The whole run of ``json`` goes through the bulk engine (``ydkcheck.bulk``) where the version
measured has one; its parts are then timed in one more run, from cold tables too, each part
wrapped in a timer (half a microsecond a call, more where reading the clock is a system
call): reading the files, their lines to values, learning the passcodes met, the survey in
numpy, each deck's diagnostics, its canonical form, its fingerprint, the rest of its JSON
piece, and the decks left to the per-deck engine ("per-deck"; its share of all decks is
printed beside it). Then the same checker runs over the same decks three times more, without
timers: what a deck costs once every passcode, line and diagnostic's text met is learnt (the
best of the three); the first run's figure less it is the learning.

It imports the ``ydkcheck`` it is run with: to compare two versions, run it with each one's
interpreter (``/tmp/venv-old/bin/python benchmarks/bench_stages.py``) on the same decks.
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO, TypeVar, cast

from bench_repository import SHARED_DECKS, TEST_DECKS, build_repository

Item = TypeVar("Item")


class Sink(io.TextIOBase):
    """An output that keeps nothing, so the report's writing costs only its making."""

    def write(self, text: str) -> int:
        return len(text)


def forget_kept_tables() -> None:
    """Empty what a run keeps between decks at module level (the versions that have it)."""
    from ydkcheck.decks import fingerprint, ydk

    kept = getattr(ydk, "_PASSCODES", None)
    if kept is not None:
        kept.clear()
    sections = getattr(fingerprint, "_SECTIONS", None)
    if sections is not None:
        sections.kept.clear()
        getattr(sections, "starts", {}).clear()


def stage(name: str, work: Callable[[Item], Any], items: Sequence[Item]) -> list[Any]:
    """Run ``work`` over ``items``, print its CPU microseconds per item, return its results."""
    start = time.process_time()
    results = [work(item) for item in items]
    print(f"{name:<12} {1e6 * (time.process_time() - start) / len(items):8.1f}")
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--decks", type=Path, default=SHARED_DECKS if SHARED_DECKS.is_dir() else TEST_DECKS
    )
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--output", default="json", help="the --salida whose pieces are timed")
    args = parser.parse_args()

    from ydkcheck import __version__
    from ydkcheck.batch import outcomes
    from ydkcheck.cards import open_card_db
    from ydkcheck.decks import read_inputs
    from ydkcheck.decks.fingerprint import fingerprint
    from ydkcheck.decks.inputs import parse_deck
    from ydkcheck.decks.reading import decode_deck_bytes, read_file
    from ydkcheck.lists.choose import select_banlist
    from ydkcheck.report import writer_for
    from ydkcheck.report.document import write_report
    from ydkcheck.validate import Validator

    with tempfile.TemporaryDirectory(prefix="ydkcheck-stages-") as tmp:
        folder = Path(tmp) / "decks"
        build_repository(args.decks, folder, args.count)
        cards = open_card_db()
        selection = select_banlist(None, None, None, True)
        factory = writer_for(args.output)
        assert factory is not None, args.output

        start = time.process_time()
        inputs = read_inputs([str(folder)], cards)
        listing = time.process_time() - start
        sources = inputs.sources
        print(f"ydkcheck {__version__} ({sys.modules['ydkcheck'].__file__})")
        print(f"{len(sources)} decks, list {selection.banlist.id}, output {args.output}")
        print(f"{'stage':<12} {'µs/deck':>8}")
        print(f"{'list':<12} {1e6 * listing / len(sources):8.1f}")

        validator = Validator(selection.banlist, cards, selection.as_of)
        writer = factory(selection.banlist, "es", False, "es", None)
        for source in sources[:500]:  # warm-up: the look-ups every later deck finds made
            writer.piece(validator.check(inputs.read(source)))
        raw = stage("read", lambda source: read_file(source), sources)
        texts = stage("decode", lambda data: decode_deck_bytes(data, "deck"), raw)
        decks = stage("parse", lambda text: parse_deck(text[0], "deck", cards, text[2]), texts)
        results = stage("rules+print", validator.check, decks)
        stage("fingerprint", lambda deck: fingerprint(deck, cards), decks)
        stage("piece", writer.piece, results)

        forget_kept_tables()
        cards = open_card_db()
        inputs = read_inputs([str(folder)], cards)
        validator = Validator(selection.banlist, cards, selection.as_of)
        writer = factory(selection.banlist, "es", False, "es", None)
        start = time.process_time()
        write_report(outcomes(inputs, validator, writer), writer, cast(TextIO, Sink()))
        whole = time.process_time() - start
        print(f"{'whole run':<12} {1e6 * whole / len(sources):8.1f}")
        if args.output == "json":
            bulk_stages(folder, selection)


# the bulk engine's parts: (module, owner's name or "", function), as each is named
BULK_PARTS = (
    ("engine", "BulkChecker", "_read", "read"),
    ("engine", "BulkChecker", "_values", "lines"),
    ("card_table", "CardTable", "facts", "learn"),
    ("engine", "", "survey", "survey"),
    ("engine", "BulkChecker", "_said", "diagnostics"),
    ("canonical", "CanonicalForms", "text", "canonical"),
    ("engine", "", "fingerprint_of", "fingerprint"),
    ("engine", "BulkChecker", "_outcome", "piece"),
    ("engine", "", "check_one", "per-deck"),
)


def bulk_stages(folder: Path, selection: Any) -> None:
    """The bulk engine's parts over every deck, from cold tables: CPU µs a deck of all."""
    import importlib

    try:
        bulk = importlib.import_module("ydkcheck.bulk.engine")
    except ImportError:  # a version without it
        return
    from ydkcheck.cards import open_card_db
    from ydkcheck.decks import read_inputs
    from ydkcheck.report import writer_for
    from ydkcheck.validate import Validator

    spent: dict[str, float] = {}
    calls: dict[str, int] = {}
    restore = []
    for module_name, owner_name, name, label in BULK_PARTS:
        module = importlib.import_module(f"ydkcheck.bulk.{module_name}")
        owner = getattr(module, owner_name) if owner_name else module
        original = getattr(owner, name)
        restore.append((owner, name, original))
        setattr(owner, name, _timed(original, label, spent, calls))
    try:
        forget_kept_tables()
        cards = open_card_db()
        inputs = read_inputs([str(folder)], cards)
        validator = Validator(selection.banlist, cards, selection.as_of)
        factory = writer_for("json")
        assert factory is not None
        writer = factory(selection.banlist, "es", False, "es", None)
        writer.setup()
        decks = len(inputs.sources)
        checker = bulk.BulkChecker(inputs, validator, writer)
        start = time.process_time()
        for _ in checker.outcomes(inputs.sources):
            pass
        total = time.process_time() - start
    finally:
        for owner, name, original in restore:
            setattr(owner, name, original)
    warm = []  # the same decks again, every passcode, line and text learnt: no timers
    for _ in range(3):
        start = time.process_time()
        for _ in checker.outcomes(inputs.sources):
            pass
        warm.append(time.process_time() - start)
    # a part's time holds the parts it calls: the piece holds the diagnostics, the canonical
    # form and the fingerprint, which are taken out of it
    inner = sum(spent.get(label, 0.0) for label in ("diagnostics", "canonical", "fingerprint"))
    spent["piece"] = spent.get("piece", 0.0) - inner
    print(f"bulk engine, {decks} decks: {1e6 * total / decks:.1f} µs a deck in all")
    print(f"  the same again, all learnt: {1e6 * min(warm) / decks:.1f} µs a deck (best of 3)")
    for *_, label in BULK_PARTS:
        share = f"  ({calls.get(label, 0)} decks)" if label == "per-deck" else ""
        print(f"  {label:<12} {1e6 * spent.get(label, 0.0) / decks:8.1f}{share}")


def _timed(
    work: Callable[..., Any], label: str, spent: dict[str, float], calls: dict[str, int]
) -> Callable[..., Any]:
    def timed(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return work(*args, **kwargs)
        finally:
            spent[label] = spent.get(label, 0.0) + time.process_time() - start
            calls[label] = calls.get(label, 0) + 1

    return timed


if __name__ == "__main__":
    main()
