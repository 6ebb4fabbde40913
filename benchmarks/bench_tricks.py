"""What each performance trick of docs/PERFORMANCE.md buys, against the plain way, in one run.

    python benchmarks/bench_tricks.py [--runs 15]

Each line times the trick and the plain alternative in turn, in the same process (or, for
start-up costs, in fresh interpreters started alternately), and prints both medians and
their ratio (plain / trick: how many times the trick is faster). Run it from the checkout
with the project installed; it reads the shipped card data, lists and tests/data decks.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DECKS = sorted((REPO / "tests" / "data" / "decks").rglob("*.ydk"))
LIST = REPO / "banlists" / "tcg" / "2026-05.yaml"


def timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def compare(name: str, trick: Callable[[], object], plain: Callable[[], object], runs: int) -> None:
    """Time ``trick`` and ``plain`` alternately; print medians (ms) and plain / trick."""
    with_trick, without = [], []
    for _ in range(runs):
        with_trick.append(timed(trick))
        without.append(timed(plain))
    a, b = statistics.median(with_trick) * 1e3, statistics.median(without) * 1e3
    print(f"{name:<44} {a:9.2f} ms  plain {b:9.2f} ms  x{b / a:6.2f}")


def fresh(code: str) -> Callable[[], object]:
    """A fresh interpreter running ``code`` (outside the checkout: the installed package)."""
    command = [sys.executable, "-c", code]
    return lambda: subprocess.run(command, check=True, cwd=tempfile.gettempdir())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs

    from tabulate import tabulate

    from ydkcheck.cards import CardDB, open_card_db
    from ydkcheck.cards.data import parse_line
    from ydkcheck.decks import read_deck
    from ydkcheck.diagnostics import Diagnostic
    from ydkcheck.lists.compiled import compiled_json, identity_hint
    from ydkcheck.lists.files import load_banlist
    from ydkcheck.rules.context import CardMemo, ListView
    from ydkcheck.validate import Validator

    cards = open_card_db(offline=True)
    decks = [read_deck(str(path), cards) for path in DECKS] * 40
    wanted = sorted({code for deck in decks[:1] for code in deck.main + deck.extra})
    tsv = Path(cards.info.path)

    print(f"{len(decks)} decks of tests/data, {runs} runs each, medians")
    compare(
        "cards: mmap + bisection, one deck's cards",
        lambda: [CardDB.from_path(tsv, cards.info).get(code) for code in wanted],
        lambda: [parse_line(line) for line in tsv.read_text(encoding="utf-8").splitlines()],
        runs,
    )
    banlist = load_banlist(str(LIST))

    def identity_of(code: int) -> int | None:
        card = cards.get(code)
        return card.identity if card is not None else None

    hint = identity_hint(banlist, cards.info.tag, identity_of)
    hinted = dataclasses.replace(banlist, identity_hint=hint)
    today = dt.date.today()
    compare(
        "lists: identity hint of the compiled list",
        lambda: ListView.build(hinted, CardDB.from_path(tsv, cards.info), today),
        lambda: ListView.build(banlist, CardDB.from_path(tsv, cards.info), today),
        runs,
    )
    validator = Validator(banlist, cards, today)

    def without_memo() -> None:
        for deck in decks:
            validator.memo = CardMemo()
            validator.check(deck)

    compare(
        "rules: CardMemo kept over all decks",
        lambda: [validator.check(deck) for deck in decks],
        without_memo,
        runs,
    )
    rows = [["error", "copies", "Ash Blossom (14558127)", "Main", "12", "4", "3", "x" * 40]] * 6
    aligned = ("left", "left", "left", "left", "right", "right", "right", "left")
    compare(
        "text: tabulate told the alignment",
        lambda: tabulate(rows, disable_numparse=True, colalign=aligned),
        lambda: tabulate(rows),
        runs * 20,
    )

    from ydkcheck.report import junit

    message = "decks/a.ydk:12: forbidden: Maxx C está Prohibida: 3 copias, no se permite ninguna"
    compare(
        "junit: escape only what needs it (x10,000)",
        lambda: [junit._text(message) for _ in range(10**4)],
        lambda: [message.translate(junit.TEXT) for _ in range(10**4)],
        runs,
    )

    @dataclasses.dataclass(frozen=True)
    class Frozen:
        rule: str
        message_key: str
        params: dict[str, object]
        card_id: int | None = None
        line: int | None = None

    compare(
        "diagnostics: slotted, not frozen (x10,000)",
        lambda: [Diagnostic("copies", "rule.copies", {}, card_id=1, line=2) for _ in range(10**4)],
        lambda: [Frozen("copies", "rule.copies", {}, card_id=1, line=2) for _ in range(10**4)],
        runs,
    )

    with tempfile.TemporaryDirectory() as folder:
        compiled = Path(folder) / "list.json"
        compiled.write_text(compiled_json(banlist), encoding="utf-8")
        compare(
            "start-up: the compiled list, no PyYAML",
            fresh(
                "from ydkcheck.lists.compiled import from_compiled_json\n"
                f"from_compiled_json(open({str(compiled)!r}).read(), 'x')"
            ),
            fresh(f"from ydkcheck.lists.files import load_banlist; load_banlist({str(LIST)!r})"),
            runs,
        )
    compare(
        "start-up: --help lists commands, builds none",
        fresh("from ydkcheck.cli import build_app; build_app('es')"),
        fresh(
            "from ydkcheck.cli import COMMANDS, build_app\n"
            "for name in COMMANDS: build_app('es', name)"
        ),
        runs,
    )
    compare(
        "start-up: only the output format in use",
        fresh("from ydkcheck.report import writer_for; writer_for('json')"),
        fresh("from ydkcheck.report import NAMES, writer_for\nfor name in NAMES: writer_for(name)"),
        runs,
    )


if __name__ == "__main__":
    main()
