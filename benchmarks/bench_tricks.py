"""What each performance trick of docs/PERFORMANCE.md buys, against the plain way, in one run.

    python benchmarks/bench_tricks.py [--runs 15] [--only WORD ...]

Each row times the trick and the plain alternative alternately, and prints both medians,
the median ratio of the pairs (plain / trick: how many times the trick is faster) and what
the trick saves. Work done in this process is timed in CPU seconds (``time.process_time``);
work in a fresh interpreter by the CPU seconds of that child (user + system); ``--jobs`` by
wall time, which is what workers shorten. Memory rows give the peak of traced allocations
(``tracemalloc``). Run it from the checkout with the project installed (the wheel, to
measure what users run); it reads the shipped card data and lists, tests/data decks, and
for the repository rows ../shared/data/decks when it is there.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from bench_repository import SHARED_DECKS, TEST_DECKS, build_repository

if TYPE_CHECKING:
    from ydkcheck.cards import CardDB
    from ydkcheck.cards.name_tables import NameTables

REPO = Path(__file__).resolve().parent.parent
DECKS = sorted((REPO / "tests" / "data" / "decks").rglob("*.ydk"))
TEXTS = sorted((REPO / "tests" / "decks" / "data" / "text").glob("fixture-*.txt"))  # bench_text's
LIST = REPO / "banlists" / "tcg" / "2026-05.yaml"
NEUTRAL_CWD = tempfile.gettempdir()  # fresh interpreters run outside the checkout
# what the valida command leaves to the functions that need them (docs/PERFORMANCE.md)
HEAVY = ["requests", "numpy", "yaml", "tabulate", "rich.progress", "platformdirs", "filelock"]
HEAVY += ["multiprocessing", "difflib", "hashlib"]

Measure = Callable[[], float]  # one run of a variant: its cost (seconds or bytes)


def cpu(work: Callable[[], object]) -> Measure:
    """``work`` in this process, measured in CPU seconds."""

    def run() -> float:
        start = time.process_time()
        work()
        return time.process_time() - start

    return run


def fresh(code: str) -> Measure:
    """A fresh interpreter running ``code``: its CPU seconds."""
    return command([sys.executable, "-c", code])


def command(args: list[str], clock: str = "cpu") -> Measure:
    """A fresh process running ``args``, its output discarded: its CPU or wall seconds."""

    def run() -> float:
        start = time.perf_counter()
        child = subprocess.Popen(
            args, cwd=NEUTRAL_CWD, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        _, status, usage = os.wait4(child.pid, 0)
        if os.waitstatus_to_exitcode(status) not in (0, 1):  # 1: an illegal deck
            raise SystemExit(f"failed: {args}")
        if clock == "wall":
            return time.perf_counter() - start
        return usage.ru_utime + usage.ru_stime

    return run


def peak(work: Callable[[], object]) -> Measure:
    """The peak of the allocations ``work`` makes, in bytes."""

    def run() -> float:
        tracemalloc.start()
        try:
            work()
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    return run


class Bench:
    """Rows of trick-against-plain, printed as they are measured."""

    def __init__(self, runs: int, only: list[str]) -> None:
        self.runs = runs
        self.only = only

    def wanted(self, name: str) -> bool:
        return not self.only or any(word in name for word in self.only)

    def row(self, name: str, trick: Measure, plain: Measure, runs: int | None = None) -> None:
        """Time ``trick`` and ``plain`` alternately; print their medians, the median of the
        ratios plain / trick run by run (pairs share the machine's mood), and the saving."""
        if not self.wanted(name):
            return
        with_trick, without = [], []
        for _ in range(runs or self.runs):
            with_trick.append(trick())
            without.append(plain())
        a, b = statistics.median(with_trick) * 1e3, statistics.median(without) * 1e3
        ratio = statistics.median(p / t for t, p in zip(with_trick, without, strict=True))
        print(f"{name:<48} {a:9.2f} ms  plain {b:9.2f} ms  x{ratio:6.2f}  saves {b - a:7.2f} ms")

    def memory(self, name: str, trick: Measure, plain: Measure) -> None:
        """Print the peak memory of ``trick`` and ``plain`` (one run each: it does not vary)."""
        if not self.wanted(name):
            return
        a, b = trick() / 2**20, plain() / 2**20
        print(f"{name:<48} {a:9.1f} MB  plain {b:9.1f} MB  x{b / a:6.2f}  saves {b - a:7.1f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--only", nargs="*", default=[], help="rows whose name has a word")
    args = parser.parse_args()
    bench = Bench(args.runs, args.only)
    commit = subprocess.run(
        ["git", "-C", str(REPO), "rev-parse", "--short", "HEAD"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    print(f"{dt.date.today()}, commit {commit or '?'}, Python {sys.version.split()[0]}")
    print(f"{args.runs} runs a row (fewer for the slow ones), medians")
    start_up(bench)
    checking(bench)
    text_lists(bench)
    engine(bench)
    repository(bench)


def start_up(bench: Bench) -> None:
    """What a cold run pays before it checks anything."""
    bench.row(
        "start-up: --help lists commands, builds none",
        fresh("from ydkcheck.cli import build_app; build_app('es')"),
        fresh(
            "from ydkcheck.cli import COMMANDS, build_app\n"
            "for name in COMMANDS: build_app('es', name)"
        ),
    )
    from ydkcheck.lists.compiled import compiled_json
    from ydkcheck.lists.files import load_banlist

    with tempfile.TemporaryDirectory() as folder:
        compiled = Path(folder) / "list.json"
        compiled.write_text(compiled_json(load_banlist(str(LIST))), encoding="utf-8")
        bench.row(
            "start-up: the compiled list, no PyYAML",
            fresh(
                "from ydkcheck.lists.compiled import from_compiled_json\n"
                f"from_compiled_json(open({str(compiled)!r}).read(), 'x')"
            ),
            fresh(f"from ydkcheck.lists.files import load_banlist; load_banlist({str(LIST)!r})"),
        )
    bench.row(
        "start-up: only the output format in use",
        fresh("from ydkcheck.report import writer_for; writer_for('json')"),
        fresh("from ydkcheck.report import NAMES, writer_for\nfor name in NAMES: writer_for(name)"),
    )
    valida = (  # a cold valida on one deck
        f"from ydkcheck.__main__ import main\ntry: main(['valida', {str(DECKS[0])!r}])\n"
        "except SystemExit: pass"
    )
    bench.row(
        "start-up: heavy modules imported where used",
        fresh(valida),
        fresh(f"import {', '.join(HEAVY)}\n{valida}"),
    )
    if bench.wanted("start-up: heavy modules imported where used"):
        heavy_one_by_one(valida, bench.runs)
    bench.row(
        "start-up: no cycle collection while loading, frozen",
        fresh(valida),
        fresh(
            "import atexit, contextlib, gc, ydkcheck.__main__ as entry\n"
            "entry._loading = contextlib.nullcontext\natexit.unregister(gc.freeze)\n" + valida
        ),
    )

    bench.row(
        "start-up: the cache folder without platformdirs",
        fresh("from ydkcheck.cache import cache_dir; cache_dir()"),
        fresh("import ydkcheck.cache, platformdirs; platformdirs.user_cache_dir('ydkcheck')"),
    )
    bench.row(
        "start-up: click's sentences compiled on use",
        fresh("import ydkcheck.cli_words"),
        fresh(
            "import re, ydkcheck.cli_words as w\n"
            "for pattern, _ in w.ERRORS + w.REASONS: re.compile(pattern)"
        ),
    )
    bench.row(
        "start-up: a command built under one name",
        cpu(lambda: compara_command()),
        cpu(lambda: compara_command(alias=True)),  # as before: under its other name too
        bench.runs * 4,
    )
    bench.row(
        "start-up: option annotations as types",
        cpu(lambda: compara_command()),
        cpu(lambda: compara_command(strings=True)),  # as ``from __future__`` writes them
        bench.runs * 4,
    )
    from ydkcheck.terminal import wrapped

    lines = report_lines()
    bench.row(
        "start-up: report lines wrapped without textwrap",
        cpu(lambda: [wrapped(line, "  ", "    ") for line in lines]),
        cpu(
            lambda: [
                textwrap.wrap(line, 80, initial_indent="  ", subsequent_indent="    ")
                for line in lines
            ]
        ),
        bench.runs * 20,
    )
    bench.row(
        "start-up: NamedTuples, slots, a pattern on use",
        cpu(lambda: define(AS_WRITTEN)),
        cpu(lambda: define(AS_DATACLASSES)),
        bench.runs * 20,
    )
    as_tuples, as_dataclasses = hot_class_sources()
    bench.row(
        "start-up: the card, the list, its view, a result as NamedTuples",
        cpu(lambda: define(as_tuples)),
        cpu(lambda: define(as_dataclasses)),
        bench.runs * 20,
    )


def compara_command(alias: bool = False, strings: bool = False) -> None:
    """``compara``'s click command as a run builds it (typer works out each option); with
    ``alias``, registered under its other name too; with ``strings``, its annotations
    written as strings."""
    import typer

    from ydkcheck.cli import build_app

    app = build_app("es", "compara")
    function = app.registered_commands[0].callback
    assert function is not None
    if strings:
        function.__annotations__ = {
            key: value.__name__ if isinstance(value, type) else repr(value)
            for key, value in function.__annotations__.items()
        }
    if alias:
        app.command("compare", hidden=True)(function)
    typer.main.get_command(app)


def report_lines() -> list[str]:
    """The lines a deck check of an illegal deck (``compara`` in text) wraps, each joined
    back into one: a line indented deeper than a long line before it is its continuation."""
    deck = str(REPO / "tests" / "data" / "decks" / "Gouki.ydk")
    code = f"from ydkcheck.__main__ import main; main(['compara', {deck!r}, {deck!r}])"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=NEUTRAL_CWD
    )
    joined: list[str] = []
    indent = before = 0  # the indent of the line joined last, the length of the line above
    for line in done.stdout.splitlines():
        depth = len(line) - len(line.lstrip())
        if joined and depth > indent and before > 70:
            joined[-1] += " " + line.strip()
        else:
            joined.append(line.strip())
            indent = depth
        before = len(line)
    return [line for line in joined if len(line) > 76]


def heavy_one_by_one(valida: str, runs: int) -> None:
    """What each of ``HEAVY`` adds to a fresh interpreter after a valida run (0: imported by
    the run already)."""
    code = (
        f"import sys, time\n{valida}\n"
        f"for name in {HEAVY!r}:\n"
        "    known = name in sys.modules\n"
        "    start = time.process_time()\n"
        "    __import__(name)\n"
        "    print(name, 0.0 if known else time.process_time() - start, file=sys.stderr)"
    )
    costs: dict[str, list[float]] = {name: [] for name in HEAVY}
    for _ in range(runs):
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, cwd=NEUTRAL_CWD
        )
        for line in done.stderr.splitlines()[-len(HEAVY) :]:
            name, seconds = line.split()
            costs[name].append(float(seconds))
    print(
        "    each, after a valida run, in this order:",
        ", ".join(f"{name} {statistics.median(costs[name]) * 1e3:.1f}" for name in HEAVY),
        "ms",
    )


# The classes of docs/PERFORMANCE.md as the code defines them (NamedTuples, a slotted class;
# a pattern only updates use, left to them), and as dataclasses (with the pattern compiled)
AS_WRITTEN = """from __future__ import annotations
class Family(NamedTuple):
    label: str
    pool: str
    deck: object = None
    hand: tuple[int, int] = (40, 60)
    excluded: tuple[str, ...] = ()
    points_cap: int | None = None
    aliases: tuple[str, ...] = ()
    rules_source: str = ""

class Generation(NamedTuple):
    folder: Path
    meta: Mapping[str, Any]

class CardMemo:
    __slots__ = ("high_level", "identity", "in_pool", "main_monster", "placed")

    def __init__(self) -> None:
        self.identity = {}
        self.placed = {}
        self.in_pool = set()
        self.main_monster = {}
        self.high_level = {}
"""
AS_DATACLASSES = """from __future__ import annotations
@dataclass(frozen=True)
class Family:
    label: str
    pool: str
    deck: object = None
    hand: tuple[int, int] = (40, 60)
    excluded: tuple[str, ...] = ()
    points_cap: int | None = None
    aliases: tuple[str, ...] = ()
    rules_source: str = ""

@dataclass(frozen=True)
class Generation:
    folder: Path
    meta: Mapping[str, Any]

@dataclass(frozen=True)
class CardMemo:
    identity: dict[int, int | None] = field(default_factory=dict)
    placed: dict[str, set[int]] = field(default_factory=dict)
    in_pool: set[int] = field(default_factory=set)
    main_monster: dict[int, bool] = field(default_factory=dict)
    high_level: dict[int, bool] = field(default_factory=dict)

NOT_IN_NAMES = re.compile(r"[\\x00-\\x1f\\x7f-\\x9f\\u2028\\u2029]")
"""
NAMESPACE = {"NamedTuple": NamedTuple, "dataclass": dataclasses.dataclass}
NAMESPACE |= {"field": dataclasses.field, "Path": Path, "Any": Any, "Mapping": Any, "re": re}

COMPILED: dict[str, Any] = {
    source: compile(source, "<classes>", "exec") for source in (AS_WRITTEN, AS_DATACLASSES)
}


def define(source: str) -> None:
    """Run class definitions as a module does at import (compiled already, as a .pyc is)."""
    re.purge()
    if source not in COMPILED:
        COMPILED[source] = compile(source, "<classes>", "exec")
    exec(COMPILED[source], dict(NAMESPACE))


def hot_class_sources() -> tuple[str, str]:
    """The NamedTuples every ``valida`` run defines (``Card``, ``DataInfo``, ``Banlist``,
    ``ListView``, ``DeckResult``), written from the classes themselves as NamedTuples and as
    the frozen dataclasses they were: the same fields and defaulted fields."""
    from ydkcheck.cards.data import Card, DataInfo
    from ydkcheck.lists.model import Banlist
    from ydkcheck.rules.context import ListView
    from ydkcheck.validate import DeckResult

    as_tuples, as_dataclasses = [], []
    for kind in (Card, DataInfo, Banlist, ListView, DeckResult):
        fields = "".join(
            f"    {name}: object{' = None' if name in kind._field_defaults else ''}\n"
            for name in kind._fields
        )
        as_tuples.append(f"class {kind.__name__}(NamedTuple):\n{fields}")
        as_dataclasses.append(f"@dataclass(frozen=True)\nclass {kind.__name__}:\n{fields}")
    return "\n".join(as_tuples), "\n".join(as_dataclasses)


def checking(bench: Bench) -> None:
    """What reading, checking and writing one deck pays, in this process."""
    from tabulate import tabulate

    from ydkcheck.cards import CardDB, open_card_db
    from ydkcheck.cards.data import parse_line
    from ydkcheck.cards.naming import SPANISH_NAMES, SpanishNames
    from ydkcheck.decks import read_deck
    from ydkcheck.decks.fingerprint import CANONICAL_SECTIONS, canonical_form
    from ydkcheck.decks.reading import MAX_DECK_BYTES, read_file
    from ydkcheck.diagnostics import Diagnostic
    from ydkcheck.lists.compiled import identity_hint
    from ydkcheck.lists.files import load_banlist
    from ydkcheck.paths import package_dir
    from ydkcheck.report import junit
    from ydkcheck.report.json_format import deck_json
    from ydkcheck.report.writer import encode
    from ydkcheck.rules.context import CardMemo, ListView
    from ydkcheck.validate import Validator

    cards = open_card_db(offline=True)
    decks = [read_deck(str(path), cards) for path in DECKS] * 40
    wanted = sorted({code for deck in decks[:1] for code in deck.main + deck.extra})
    tsv = Path(cards.info.path)
    print(f"{len(decks)} decks of tests/data in this process")
    bench.row(
        "cards: mmap + bisection, one deck's cards",
        cpu(lambda: [CardDB.from_path(tsv, cards.info).get(code) for code in wanted]),
        cpu(lambda: [parse_line(line) for line in tsv.read_text(encoding="utf-8").splitlines()]),
    )
    names_es = Path(str(package_dir() / "data" / SPANISH_NAMES))

    def bisected() -> list[str | None]:
        table = SpanishNames(names_es.read_bytes())
        return [table.get(code) for code in wanted]

    def whole() -> list[str | None]:
        table = dict(SpanishNames(names_es.read_bytes()).items())
        return [table.get(code) for code in wanted]

    assert bisected() == whole()
    bench.row("names: Spanish by bisection, one deck's cards", cpu(bisected), cpu(whole))
    bench.memory("names: Spanish by bisection, memory", peak(bisected), peak(whole))

    banlist = load_banlist(str(LIST))

    def identity_of(code: int) -> int | None:
        card = cards.get(code)
        return card.identity if card is not None else None

    hinted = banlist._replace(
        identity_hint=identity_hint(banlist, cards.info.tag, identity_of, cards.original_artwork),
    )
    today = dt.date.today()
    bench.row(
        "lists: identity hint of the compiled list",
        cpu(lambda: ListView.build(hinted, CardDB.from_path(tsv, cards.info), today)),
        cpu(lambda: ListView.build(banlist, CardDB.from_path(tsv, cards.info), today)),
    )
    validator = Validator(banlist, cards, today)

    def without_memo() -> None:
        for deck in decks:
            validator.memo = CardMemo()
            validator.check(deck)

    bench.row(
        "rules: CardMemo kept over all decks",
        cpu(lambda: [validator.check(deck) for deck in decks]),
        cpu(without_memo),
    )
    paths = [str(path) for path in DECKS] * 40

    def buffered(path: str) -> bytes:
        with open(path, "rb") as handle:
            os.fstat(handle.fileno())  # as the trick: a pipe must be told from a file
            return handle.read(MAX_DECK_BYTES + 1)

    bench.row(
        "reading: one os.read, not a file object",
        cpu(lambda: [read_file(path) for path in paths]),
        cpu(lambda: [buffered(path) for path in paths]),
    )

    def canonical_mapping_all(deck: Any) -> str:
        lines = []
        for name, codes in zip(CANONICAL_SECTIONS, (deck.main, deck.extra, deck.side), strict=True):
            counts = Counter(map(cards.original_artwork, codes))
            lines.append("".join([f"{name} {code} {counts[code]}\n" for code in sorted(counts)]))
        return "".join(lines)

    assert [canonical_form(d, cards) for d in decks] == [canonical_mapping_all(d) for d in decks]
    bench.row(
        "fingerprint: subset test before mapping",
        cpu(lambda: [canonical_form(deck, cards) for deck in decks]),
        cpu(lambda: [canonical_mapping_all(deck) for deck in decks]),
    )
    documents = [deck_json(validator.check(deck), "es", None) for deck in decks]
    bench.row(
        "json: one C encoder call, not indent=2",
        cpu(lambda: [encode(document) for document in documents]),
        cpu(lambda: [json.dumps(d, indent=2, ensure_ascii=False) for d in documents]),
    )
    message = "decks/a.ydk:12: forbidden: Maxx C está Prohibida: 3 copias, no se permite ninguna"
    bench.row(
        "junit: escape only what needs it (x10,000)",
        cpu(lambda: [junit._text(message) for _ in range(10**4)]),
        cpu(lambda: [message.translate(junit.TEXT) for _ in range(10**4)]),
    )

    @dataclasses.dataclass(frozen=True)
    class Frozen:
        rule: str
        message_key: str
        params: dict[str, object]
        card_id: int | None = None
        line: int | None = None

    def make(kind: Callable[..., object]) -> Measure:
        return cpu(
            lambda: [kind("copies", "rule.copies", {}, card_id=1, line=2) for _ in range(10**4)]
        )

    bench.row("diagnostics: slotted, not frozen (x10,000)", make(Diagnostic), make(Frozen))
    rows = [["error", "copies", "Ash Blossom (14558127)", "Main", "12", "4", "3", "x" * 40]] * 6
    aligned = ("left", "left", "left", "left", "right", "right", "right", "left")
    bench.row(
        "text: tabulate told the alignment (not a trick)",
        cpu(lambda: tabulate(rows, disable_numparse=True, colalign=aligned)),
        cpu(lambda: tabulate(rows)),
        bench.runs * 20,
    )


def text_lists(bench: Bench) -> None:
    """What reading text decklists pays per line, in this process: the lists of
    ``bench_text.py``, 1,000 of them (its layouts, repeated as a pile of lists repeats names)."""
    from ydkcheck.cards import open_card_db
    from ydkcheck.cards.matching import name_index
    from ydkcheck.cards.name_keys import name_key
    from ydkcheck.decks import Deck, text_lines
    from ydkcheck.decks.text import _cleaned, _Reading, parse_text_decklist
    from ydkcheck.diagnostics import Section

    cards = open_card_db(offline=True)
    texts = [path.read_text(encoding="utf-8") for path in TEXTS if "messy" not in path.name]
    texts = (texts * 1000)[:1000]
    index, remembered = name_index(cards), text_lines.heading
    print(f"{len(texts)} text lists in this process")

    def read_all() -> list[Deck]:
        return [parse_text_decklist(text, "x", cards) for text in texts]

    def forgetting() -> list[Deck]:
        index.find = index._find  # each look-up from its key
        text_lines.heading = remembered.__wrapped__
        try:
            return read_all()
        finally:
            del index.find
            text_lines.heading = remembered

    assert [deck.entries for deck in read_all()] == [deck.entries for deck in forgetting()]
    bench.row("text: names, headings remembered (1,000 lists)", cpu(read_all), cpu(forgetting))

    def reading_each_line() -> list[Deck]:
        _Reading._remembered_card_line = _Reading._card_line  # type: ignore[method-assign]
        try:
            return read_all()
        finally:
            _Reading._remembered_card_line = remembered_lines  # type: ignore[method-assign]

    remembered_lines = _Reading._remembered_card_line
    assert [deck.entries for deck in read_all()] == [d.entries for d in reading_each_line()]
    bench.row("text: card lines remembered (1,000 lists)", cpu(read_all), cpu(reading_each_line))
    lines = [_cleaned(line) for text in texts[:5] for line in text.splitlines()] * 200
    counted = [line for line in lines if line[:1].isdigit()]
    heading = remembered.__wrapped__

    def heading_patterns(line: str) -> object:  # what heading() does but for its first test
        return (
            text_lines.LEADING_BRACKET_COUNT.match(line),
            text_lines.HEADING_COUNT.search(line),
            name_key(line),
        )

    bench.row(
        "text: counted lines skip the heading patterns",
        cpu(lambda: [heading(line, Section.MAIN) for line in counted]),
        cpu(lambda: [heading_patterns(line) for line in counted]),
    )

    def total_patterns(line: str) -> object:  # what total() does without looking for "total"
        return text_lines.DECK_SIZE.fullmatch(line) or text_lines.TOTAL_LINE.fullmatch(line)

    bench.row(
        "text: total parsed only in a line holding it",
        cpu(lambda: [text_lines.total(line) for line in lines]),
        cpu(lambda: [total_patterns(line) for line in lines]),
    )
    from ydkcheck.lines import split_lines

    shipped_tables(bench, cards)
    every_line = text_lines.SHOWN_OTHERWISE.search  # what a search of each line would do
    assert not any(map(text_lines.may_show_otherwise, texts))
    bench.row(
        "text: one search of the text for a line shown otherwise",
        cpu(lambda: [text_lines.may_show_otherwise(text) for text in texts]),
        cpu(lambda: [[every_line(line) for line in split_lines(text)] for text in texts]),
    )


def shipped_tables(bench: Bench, cards: CardDB) -> None:
    """The name index's tables read from the copy the wheel ships, against working them out
    (each name keyed anew: the keys a process remembers are forgotten before each run)."""
    from ydkcheck.cards import name_tables
    from ydkcheck.cards.name_keys import name_key

    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder, name_tables.PREBUILT)
        built = name_tables.build_tables(cards)
        copy.write_bytes(name_tables.prebuilt_bytes(built, cards.info.tag))

        def worked_out() -> object:
            name_key.cache_clear()
            return name_tables.build_tables(cards)

        assert name_tables.read_prebuilt(copy.read_bytes(), cards.info.tag) == built
        bench.row(
            "text: the name index's tables shipped prebuilt",
            cpu(lambda: name_tables.read_prebuilt(copy.read_bytes(), cards.info.tag)),
            cpu(worked_out),
        )
    shipped_words(bench, cards, built)


def shipped_words(bench: Bench, cards: CardDB, tables: NameTables) -> None:
    """The words of the names that suggestions and shorthand look through, read from the
    copies the wheel ships, against working them out (each word keyed anew)."""
    from ydkcheck.cards import name_words, prebuilt, shorthand
    from ydkcheck.cards.matching import NameIndex
    from ydkcheck.cards.name_keys import name_key

    index = NameIndex(cards, tables)
    tag = cards.info.tag
    words = name_words.prebuilt_bytes(index.worked_out_words(), tag)
    table = shorthand.prebuilt_bytes(shorthand.build_table(cards), tag)

    def keyed_anew(work: Callable[[], object]) -> Callable[[], object]:
        def run() -> object:
            name_key.cache_clear()
            return work()

        return run

    bench.row(
        "text: the words of names shipped prebuilt, for suggestions",
        cpu(
            lambda: name_words.NameWords.from_table(
                prebuilt.read_prebuilt(name_words.KIND, name_words.FORMAT, words, tag)
            )
        ),
        cpu(keyed_anew(index.worked_out_words)),
    )
    bench.row(
        "text: the words of names shipped prebuilt, for shorthand",
        cpu(lambda: prebuilt.read_prebuilt(shorthand.KIND, shorthand.FORMAT, table, tag)),
        cpu(keyed_anew(lambda: shorthand.build_table(cards))),
    )


def repository(bench: Bench, count: int = 3_000) -> None:
    """A repository's decks: memory of the whole report, and worker processes."""
    if not any(bench.wanted(name) for name in ("memory: json", "--jobs")):
        return
    from ydkcheck.batch import outcomes
    from ydkcheck.cards import open_card_db
    from ydkcheck.decks import read_inputs
    from ydkcheck.lists.files import load_banlist
    from ydkcheck.report.document import write_report
    from ydkcheck.report.json_format import JsonWriter
    from ydkcheck.validate import Validator

    source = SHARED_DECKS if SHARED_DECKS.is_dir() else TEST_DECKS
    with tempfile.TemporaryDirectory() as folder, open(os.devnull, "w") as sink:
        build_repository(source, Path(folder, "decks"), count)
        decks = str(Path(folder, "decks"))
        print(f"{count} decks from {source} (varied), in one folder")
        cards = open_card_db(offline=True)
        banlist = load_banlist(str(LIST))

        def report(collect: bool) -> None:
            validator = Validator(banlist, cards, dt.date.today())
            writer = JsonWriter(banlist, "es")
            checked = outcomes(read_inputs([decks], cards), validator, writer)
            write_report(list(checked) if collect else checked, writer, sink)

        report(False)  # the card data's look-ups, kept for later runs: not in either peak
        bench.memory(
            f"memory: json streamed deck by deck ({count:,})",
            peak(lambda: report(False)),
            peak(lambda: report(True)),
        )
        valida = [sys.executable, "-m", "ydkcheck", "valida", "--salida", "json", decks]
        bench.row(
            "--jobs 2 against 1, wall time",
            command([*valida, "--jobs", "2"], "wall"),
            command([*valida, "--jobs", "1"], "wall"),
            max(5, bench.runs // 2),
        )


def engine(bench: Bench, count: int = 3_000) -> None:
    """The repository run's engine: each table it keeps, against working it out per deck."""
    from ydkcheck.cards import open_card_db
    from ydkcheck.decks import fingerprint as fingerprints
    from ydkcheck.decks import read_inputs, ydk
    from ydkcheck.decks.inputs import looks_like_ydk
    from ydkcheck.lists.files import load_banlist
    from ydkcheck.report import duplicates
    from ydkcheck.report.json_format import JsonWriter, deck_json
    from ydkcheck.report.writer import encode
    from ydkcheck.validate import Validator

    source = SHARED_DECKS if SHARED_DECKS.is_dir() else TEST_DECKS
    with tempfile.TemporaryDirectory() as folder:
        build_repository(source, Path(folder, "decks"), count)
        cards = open_card_db(offline=True)
        inputs = read_inputs([str(Path(folder, "decks"))], cards)
        texts = [Path(path).read_text(encoding="utf-8") for path in inputs.sources]
        decks = [inputs.read(path) for path in inputs.sources]
    print(f"{count} decks from {source} (varied), in this process")
    banlist = load_banlist(str(LIST))
    validator = Validator(banlist, cards, dt.date.today())
    results = [validator.check(deck) for deck in decks]

    def parse_forgetting() -> None:
        for text in texts:
            ydk._PASSCODES.clear()
            ydk.parse_ydk(text, "d.ydk")

    bench.row(
        "parse: bare passcodes looked up, not int()",
        cpu(lambda: [ydk.parse_ydk(text, "d.ydk") for text in texts]),
        cpu(parse_forgetting),
    )

    parsed = [ydk.parse_ydk(text, "d.ydk") for text in texts]
    assert parsed == _parsed_by_label(texts)
    bench.row(
        "parse: the simulators' headers by one look-up",
        cpu(lambda: [ydk.parse_ydk(text, "d.ydk") for text in texts]),
        cpu(lambda: _parsed_by_label(texts)),
    )
    scanned = [ydk.ydk_lines(text) for text in texts]
    pairs = list(zip(texts, scanned, strict=True))
    assert all(looks_like_ydk(text, lines) == looks_like_ydk(text) for text, lines in pairs)
    bench.row(
        "parse: text-list pattern over the odd lines only",
        cpu(lambda: [looks_like_ydk(text, lines) for text, lines in pairs]),
        cpu(lambda: [looks_like_ydk(text) for text in texts]),
    )
    writer = JsonWriter(banlist, "es")
    plain_json = [encode(deck_json(r, "es", None, writer.namer)) for r in results]
    assert [writer.piece(result) for result in results] == plain_json
    bench.row(
        "json: diagnostics and lines encoded once",
        cpu(lambda: [writer.piece(result) for result in results]),
        cpu(lambda: [encode(deck_json(result, "es", None, writer.namer)) for result in results]),
    )

    def canonical_forgetting() -> None:
        for deck in decks:
            fingerprints._SECTIONS.kept.clear()
            fingerprints.canonical_form(deck, cards)

    bench.row(
        "fingerprint: sections' lines kept",
        cpu(lambda: [fingerprints.canonical_form(deck, cards) for deck in decks]),
        cpu(canonical_forgetting),
    )
    ALPHABET = fingerprints.ALPHABET

    def by_character(canonical: str) -> str:
        value = int.from_bytes(hashlib.sha256(canonical.encode()).digest(), "big") >> 116
        text = "".join(ALPHABET[(value >> (5 * place)) & 31] for place in reversed(range(28)))
        return "-".join(text[start : start + 4] for start in range(0, 28, 4))

    forms = [fingerprints.canonical_form(deck, cards) for deck in decks]
    assert [fingerprints.fingerprint_of(f) for f in forms] == [by_character(f) for f in forms]
    bench.row(
        "fingerprint: base 32 by 10-bit pairs",
        cpu(lambda: [fingerprints.fingerprint_of(form) for form in forms]),
        cpu(lambda: [by_character(form) for form in forms]),
    )

    names = [f"decks/part-{n // 1000:02d}/deck-{n:06d}.ydk" for n in range(100_000)]

    def record(as_number: bool) -> Measure:
        def run() -> None:
            kept = duplicates.Duplicates()
            key = duplicates._key
            if not as_number:
                duplicates._key = str  # type: ignore[assignment]
            try:
                for number, name in enumerate(names):  # each run's fingerprint a new text
                    kept.add(fingerprints.fingerprint_of(str(number)), name)
            finally:
                duplicates._key = key

        return peak(run)

    bench.memory(
        f"duplicates: fingerprints kept as numbers ({len(names):,})",
        record(True),
        record(False),
    )


def _parsed_by_label(texts: list[str]) -> list[Any]:
    """The decks of ``texts`` with every header read by ``_YdkReader.label``."""
    from ydkcheck.decks import ydk

    written, ydk.WRITTEN_HEADERS = ydk.WRITTEN_HEADERS, {}
    try:
        return [ydk.parse_ydk(text, "d.ydk") for text in texts]
    finally:
        ydk.WRITTEN_HEADERS = written


if __name__ == "__main__":
    main()
