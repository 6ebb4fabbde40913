"""The bulk engine says what the per-deck engine says, deck for deck.

Both engines check the same folder under the same list, and every outcome must be the same:
the JSON piece (verdict, fingerprint, counts, diagnostics and their messages, lines), the
verdict flags and the fingerprint. The decks are the real ones and their variations of
``engine_cases`` (a repository's history, a hostile player's edits), under a list of every
family, and ``.ydk`` files made up line by line from everything a ``.ydk`` may hold.
"""

from __future__ import annotations

import datetime as dt
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple, TypeVar

import pytest
from engine_cases import cases
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ydkcheck import bulk
from ydkcheck.batch import outcomes
from ydkcheck.bulk import engine
from ydkcheck.bulk.engine import BulkChecker
from ydkcheck.bulk.survey import Survey
from ydkcheck.cards import CardDB
from ydkcheck.decks import Inputs, read_inputs
from ydkcheck.lists.choose import select_banlist
from ydkcheck.outcome import DeckOutcome, check_one
from ydkcheck.report import writer_for
from ydkcheck.report.writer import Writer
from ydkcheck.validate import Validator

DAY = dt.date(2026, 12, 1)
# one list of each family the engine takes (``bulk.takes``)
LISTS = (
    "tcg-2026-05",
    "tcg-2005-04",
    "ocg-2026-07",
    "ocg-kr-2021-10",
    "ocg-cn-2026-07",
    "ocg-ae-2026-01",
    "md-2024-11-07",
    "world-2026-05",
    "traditional-2026-05",
    "legacy-2013-03",
)
# and lists it leaves to the per-deck engine: Skill Cards, points, whitelists, passcodes of
# counts of their own (World 2024.07's Performage Plushfire)
TAKEN_ELSEWHERE = (
    "speed-2025-07",
    "genesys-2026-08",
    "goat-2005-04",
    "edison-2010-03",
    "hat-2014-04",
    "toss-2019-07",
    "world-2024-07",
)


Setup = tuple[Inputs, Validator, Writer]


def _setup(folder: Path, cards: CardDB, list_id: str, lang: str = "es") -> Setup:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # an old list on DAY is said not in force: known
        selection = select_banlist(list_id, DAY, None, True)
    inputs = read_inputs([str(folder)], cards)
    validator = Validator(selection.banlist, cards, selection.as_of)
    factory = writer_for("json")
    assert factory is not None
    writer = factory(selection.banlist, lang, False, lang, None)
    writer.setup()
    return inputs, validator, writer


def _comparable(outcome: DeckOutcome) -> tuple[object, ...]:
    """An outcome as compared: its error by key, text and parameters (errors are objects)."""
    error = outcome.error
    said = None if error is None else (error.key, str(error), repr(error.params))
    return (*outcome[:2], said, *outcome[3:])


class Compared(NamedTuple):
    """Both engines over one folder: the sources they differ on (with each one's piece),
    the decks the bulk engine took itself, and the decks."""

    differ: list[tuple[str, object, object]]
    taken: int
    decks: int


def _differences(folder: Path, cards: CardDB, list_id: str, lang: str = "es") -> Compared:
    inputs, validator, writer = _setup(folder, cards, list_id, lang)
    each = [check_one(source, inputs, validator, writer) for source in inputs.sources]
    inputs, validator, writer = _setup(folder, cards, list_id, lang)
    checker = BulkChecker(inputs, validator, writer)
    together = list(checker.outcomes(inputs.sources))
    differ = [
        (one.source, one.piece, other.piece)
        for one, other in zip(each, together, strict=True)
        if _comparable(one) != _comparable(other)
    ]
    return Compared(differ, checker.taken, len(each))


@pytest.fixture(scope="module")
def real_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every case of ``engine_cases`` as a file of a folder, as a repository holds them."""
    folder = tmp_path_factory.mktemp("repository")
    for number, case in enumerate(cases()):
        suffix = ".txt" if case.name.endswith(".txt") else ".ydk"
        (folder / f"{number:05d}{suffix}").write_bytes(case.data)
    return folder


@pytest.mark.shared_data
@pytest.mark.slow
@pytest.mark.parametrize("list_id", LISTS)
def test_every_real_deck_gets_the_same_outcome_from_both_engines(
    real_folder: Path, cards: CardDB, list_id: str
) -> None:
    differ, taken, decks = _differences(real_folder, cards, list_id)
    assert not differ, f"{len(differ)} of {decks} differ, first: {differ[0]}"
    assert taken > decks // 3  # a test of the bulk engine, not of the per-deck engine alone


@pytest.mark.shared_data
@pytest.mark.slow
def test_the_messages_are_the_same_in_english(real_folder: Path, cards: CardDB) -> None:
    differ, taken, decks = _differences(real_folder, cards, "tcg-2026-05", "en")
    assert not differ, f"{len(differ)} of {decks} differ, first: {differ[0]}"
    assert taken > decks // 3


@pytest.mark.shared_data
@pytest.mark.slow
def test_a_run_that_begins_anew_says_the_same(
    real_folder: Path, cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Memory stays bounded: chunks end early (by files, by bytes), and past a few lines,
    passcodes or odd lines the engine forgets them, between two chunks, and learns them
    again."""
    monkeypatch.setattr(engine, "CHUNK", 37)
    monkeypatch.setattr(engine, "CHUNK_BYTES", 20_000)
    monkeypatch.setattr(engine, "MOST_LINES", 50)
    monkeypatch.setattr(engine, "MOST_CODES", 40)
    differ, taken, decks = _differences(real_folder, cards, "tcg-2026-05")
    assert not differ, f"{len(differ)} of {decks} differ, first: {differ[0]}"
    assert taken > decks // 3


@pytest.mark.shared_data
@pytest.mark.slow
def test_a_run_that_forgets_its_odd_lines_says_the_same(
    real_folder: Path, cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past a few odd lines (headers, comments, credits) the engine forgets them alone,
    between two chunks, keeping the passcodes it learnt."""
    monkeypatch.setattr(engine, "CHUNK", 37)
    monkeypatch.setattr(engine, "MOST_ODD_LINES", 3)
    differ, taken, decks = _differences(real_folder, cards, "tcg-2026-05")
    assert not differ, f"{len(differ)} of {decks} differ, first: {differ[0]}"
    assert taken > decks // 3


# what a made-up .ydk is made of: every kind of line the reader tells apart
FORBIDDEN, LIMITED, TOKEN, EXTRA_MONSTER = "23434538", "14558127", "73915052", "44508094"
ARTWORK, ORIGINAL = "36996508", "46986414"  # Dark Magician's alternate artwork, and its own
LINES = st.sampled_from(
    [
        "#main",
        "#extra",
        "!side",
        "#main ",
        "#Main deck",
        "#extra deck",
        "!Side",
        "!extra",
        "! side",
        "#side",
        "# Side Deck",
        "#extras",
        "# Main Deck",
        "!Ritual",
        "#created by Yugi",
        "#created by ...",
        "#created by ",
        "#created by José",
        "#a comment",
        "# comment\u2028more",
        "  #indented",
        "",
        "   ",
        "\t",
        FORBIDDEN,
        LIMITED,
        TOKEN,
        EXTRA_MONSTER,
        ARTWORK,
        ORIGINAL,
        "0",
        "00000000023434538",
        "4294967295",
        "4294967296",
        "99999999",
        "300201002",  # a Speed Duel Skill Card: the fingerprint's Main Deck, wherever
        "504700178",  # a simulator's passcode: Sangan's old text
        "59750325",  # a misprint of Card of Demise
        "+14558127",
        " 14558127",
        "14558127 x3",
        "14558127junk",
        "$22056710$",
        "$$",
        "***",
        "-----",
        "--- Side ---",
        "(3)",
        "x3",
        "1.",
        "=",
        "¿?",
        "55144522 55144522",
        "!",
        "!!side",
        "Pot of Greed",
        "3 Pot of Greed",
        "ydke://abc!def!ghi!",
        "%PDF",
        "\x0c",
        "caf\xe9",
        "#" + "x" * 254 + "55144522",  # older YGOPro reads it in pieces: Pot of Greed
        "#" + "x" * 254 + "!side",
        "#" + "x" * 300,  # pieces that load nothing
    ]
)
MAIN_CARDS = ["89631139", "46986414", "14558127", "23434538", "55144522", "12580477", "83764718"]


@st.composite
def ydk_files(draw: st.DrawFn) -> bytes:
    """A ``.ydk`` mostly as the simulators write it, with a few odd lines among its cards."""
    lines = ["#created by player", "#main"]
    lines += draw(st.lists(st.sampled_from(MAIN_CARDS), min_size=0, max_size=45))
    lines += ["#extra", *draw(st.lists(st.sampled_from([EXTRA_MONSTER, ARTWORK]), max_size=16))]
    lines += ["!side", *draw(st.lists(st.sampled_from(MAIN_CARDS), max_size=16))]
    for _ in range(draw(st.integers(0, 4))):
        lines.insert(draw(st.integers(0, len(lines))), draw(LINES))
    end = draw(st.sampled_from(["\n", "\r\n", "\n", ""]))
    text = "\n".join(lines) + end
    if draw(st.booleans()):
        text = text.replace("\n", "\r\n")
    encoding = draw(st.sampled_from(["utf-8", "utf-8", "cp1252", "utf-8-sig"]))
    return text.encode(encoding, errors="replace")


@pytest.mark.slow
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(ydk_files(), min_size=1, max_size=30))
def test_made_up_ydk_files_get_the_same_outcome_from_both_engines(
    tmp_path_factory: pytest.TempPathFactory, cards: CardDB, files: list[bytes]
) -> None:
    folder = tmp_path_factory.mktemp("made-up")
    for number, data in enumerate(files):
        (folder / f"{number:03d}.ydk").write_bytes(data)
    differ, _, decks = _differences(folder, cards, "tcg-2026-05")
    assert not differ, f"{len(differ)} of {decks} differ, first: {differ[0]}"


def _writer(
    cards: CardDB, name: str, list_id: str = "tcg-2026-05", ignore: tuple[str, ...] = ()
) -> tuple[Validator, Writer]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # an old list on DAY is said not in force: known
        selection = select_banlist(list_id, DAY, None, True)
    factory = writer_for(name)
    assert factory is not None
    writer = factory(selection.banlist, "es", False, "es", None)
    return Validator(selection.banlist, cards, selection.as_of, ignore), writer


@pytest.mark.parametrize("list_id", TAKEN_ELSEWHERE)
def test_lists_whose_rules_the_engine_does_not_say_are_left_to_the_per_deck_engine(
    cards: CardDB, list_id: str
) -> None:
    validator, writer = _writer(cards, "json", list_id)
    assert not bulk.applies(validator, writer, 10_000)
    with pytest.raises(ValueError, match="does not take"):
        BulkChecker(read_inputs([], validator.cards), validator, writer)


def test_a_list_with_a_passcode_of_a_count_of_its_own_is_never_the_bulk_engines(
    tmp_path: Path, cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    """World 2024.07 forbids Performage Plushfire's old passcode and limits its card: only
    the per-deck engine says the copy of the forbidden passcode."""
    monkeypatch.setattr(bulk, "FEWEST_DECKS", 1)
    (tmp_path / "a.ydk").write_text("#main\n7563589\n#extra\n!side\n")
    inputs, validator, writer = _setup(tmp_path, cards, "world-2024-07")
    (outcome,) = outcomes(inputs, validator, writer)
    assert '"rule": "forbidden"' in outcome.piece


def test_only_json_of_many_decks_every_rule_reported_takes_the_bulk_engine(
    cards: CardDB,
) -> None:
    validator, writer = _writer(cards, "json")
    assert bulk.applies(validator, writer, bulk.FEWEST_DECKS)
    assert not bulk.applies(validator, writer, bulk.FEWEST_DECKS - 1)
    assert not bulk.applies(*_writer(cards, "sarif"), 10_000)
    ignoring, _ = _writer(cards, "json", ignore=("advice-main-size",))
    assert not bulk.applies(ignoring, writer, 10_000)


def test_a_run_of_many_decks_goes_through_the_bulk_engine(
    tmp_path: Path, cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``batch.outcomes`` takes the bulk engine for a run of many decks, in one process
    and in workers, and gives the same outcomes in the same order."""
    (tmp_path / "a.ydk").write_text(f"#main\n{FORBIDDEN}\n{FORBIDDEN}\n#extra\n!side\n")
    (tmp_path / "b.ydk").write_text("#main\n" + f"{LIMITED}\n" * 40 + "#extra\n!side\n")
    (tmp_path / "c.txt").write_text("3 Pot of Greed\n")
    monkeypatch.setattr(bulk, "FEWEST_DECKS", 1)
    taken = []
    original = BulkChecker.outcomes

    def counted(self: BulkChecker, sources: list[str]) -> Iterator[DeckOutcome]:
        yield from original(self, sources)
        taken.append(self.taken)

    monkeypatch.setattr(BulkChecker, "outcomes", counted)
    inputs, validator, writer = _setup(tmp_path, cards, "tcg-2026-05")
    together = list(outcomes(inputs, validator, writer))
    assert taken == [2]
    each = [check_one(source, inputs, validator, writer) for source in inputs.sources]
    assert list(map(_comparable, together)) == list(map(_comparable, each))


def test_each_file_is_read_once_whichever_engine_says_it(
    tmp_path: Path, cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file the bulk engine reads and leaves to the per-deck engine is not read again: a
    pipe or a file that changes would otherwise be judged on other bytes than were read."""
    from ydkcheck.decks.reading import read_file

    files = {
        "plain.ydk": b"#main\n14558127\n#extra\n!side\n",
        "bang.ydk": b"#main\n14558127\n!Side\n14558127\n",
        "bom.ydk": b"\xef\xbb\xbf#main\n14558127\n",
        "cr.ydk": b"#main\r14558127\r",
        "list.txt": b"3 Pot of Greed\n",
        "cp1252.ydk": b"#created by Jos\xe9\n#main\n14558127\n",
        "empty.ydk": b"",
    }
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    read: list[str] = []

    def counted(path: str, most: int = 0) -> bytes:
        read.append(path)
        return read_file(path, most)

    monkeypatch.setattr("ydkcheck.decks.inputs.read_file", counted)
    monkeypatch.setattr(bulk, "FEWEST_DECKS", 1)
    inputs, validator, writer = _setup(tmp_path, cards, "tcg-2026-05")
    together = list(outcomes(inputs, validator, writer))
    assert sorted(read) == sorted(inputs.sources) and len(read) == len(files)
    monkeypatch.setattr(bulk, "FEWEST_DECKS", 10**9)
    each = list(outcomes(inputs, validator, writer))
    assert list(map(_comparable, together)) == list(map(_comparable, each))


Measure = TypeVar("Measure")


def _measured_run(
    folder: Path,
    cards: CardDB,
    monkeypatch: pytest.MonkeyPatch,
    measure: Callable[[BulkChecker], Measure],
) -> tuple[BulkChecker, list[Measure]]:
    """The bulk engine over ``folder`` under TCG, and ``measure`` of it after each chunk;
    every outcome must be the per-deck engine's."""
    inputs, validator, writer = _setup(folder, cards, "tcg-2026-05")
    checker = BulkChecker(inputs, validator, writer)
    measures = []
    original = checker._survey_outcomes

    def measured(sources: list[str], files: list[bytes]) -> dict[str, DeckOutcome]:
        found = original(sources, files)
        measures.append(measure(checker))
        return found

    monkeypatch.setattr(checker, "_survey_outcomes", measured)
    together = list(checker.outcomes(inputs.sources))
    each = [check_one(source, inputs, validator, writer) for source in inputs.sources]
    assert list(map(_comparable, together)) == list(map(_comparable, each))
    return checker, measures


def test_what_one_chunk_makes_the_engine_learn_is_bounded(
    tmp_path: Path, cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Files of many distinct made-up passcodes: a chunk ends at ``CHUNK_LINES`` lines, the
    tables begin anew past their bounds, and a file longer than a deck is never learnt."""
    monkeypatch.setattr(engine, "CHUNK_LINES", 300)
    monkeypatch.setattr(engine, "MOST_CODES", 200)
    monkeypatch.setattr(engine, "MOST_LINES", 200)
    code = iter(range(10_000_000, 20_000_000, 7))
    for number in range(12):
        lines = ["#main", *(str(next(code)) for _ in range(90)), "#extra", "!side"]
        (tmp_path / f"{number:02d}.ydk").write_text("\n".join(lines) + "\n")
    long = ["#main", *(str(next(code)) for _ in range(1_500)), "#extra", "!side"]
    (tmp_path / "long.ydk").write_text("\n".join(long) + "\n")
    checker, sizes = _measured_run(
        tmp_path, cards, monkeypatch, lambda checker: (len(checker.table), len(checker.line_values))
    )
    assert checker.taken == 12 and len(sizes) == 3  # four files a chunk: 376 lines
    assert max(max(sizes)) <= 200 + 300 + 94  # a bound, and a chunk's lines, one file over
    assert not checker.line_values.keys() & {f"{line}".encode() for line in long[1:-2]}


def test_a_repositorys_own_comments_are_forgotten_past_a_bound(
    tmp_path: Path, cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A comment of each deck's own (its player, a note) is an odd line met once: past
    ``MOST_ODD_LINES`` they are forgotten, the passcodes kept, and the decks said the same."""
    monkeypatch.setattr(engine, "CHUNK", 10)
    monkeypatch.setattr(engine, "MOST_ODD_LINES", 25)
    for number in range(60):
        lines = [f"#created by player {number}", "#main", *[LIMITED] * 40, f"# note {number}"]
        (tmp_path / f"{number:02d}.ydk").write_text("\n".join([*lines, "#extra", "!side"]) + "\n")
    checker, odd = _measured_run(tmp_path, cards, monkeypatch, lambda checker: len(checker.odd))
    assert checker.taken == 60 and len(odd) == 6
    assert max(odd) <= 25 + 10 * 2 + 3  # the bound, a chunk's own lines, the headers
    assert len(checker.table) == 1 and min(checker.line_values.values()) >= -max(odd)


def test_a_run_of_few_decks_never_imports_numpy(tmp_path: Path) -> None:
    """numpy's import is the bulk engine's cost: a run it does not take never pays it."""
    import subprocess
    import sys

    for number in range(3):
        (tmp_path / f"{number}.ydk").write_text(f"#main\n{LIMITED}\n#extra\n!side\n")
    script = (
        "import atexit, sys\n"
        "atexit.register(lambda: print('numpy' in sys.modules, file=sys.stderr))\n"
        "from ydkcheck.__main__ import main\n"
        "main()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, "valida", str(tmp_path), "--salida", "json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stderr.splitlines()[-1] == "False", done.stderr


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="threads counted in /proc")
def test_a_run_the_bulk_engine_takes_spins_no_blas_thread(tmp_path: Path) -> None:
    """numpy's BLAS would start a thread a core beside the run, spinning for nothing."""
    import os
    import subprocess
    import sys

    from ydkcheck.blas import THREAD_SETTINGS

    for number in range(bulk.FEWEST_DECKS):
        (tmp_path / f"{number}.ydk").write_text(f"#main\n{LIMITED}\n#extra\n!side\n")
    script = (
        "import atexit, os, sys\n"
        "atexit.register(lambda: print('numpy' in sys.modules,"
        " len(os.listdir('/proc/self/task')), file=sys.stderr))\n"
        "from ydkcheck.__main__ import main\n"
        "main()\n"
    )
    env = {name: value for name, value in os.environ.items() if name not in THREAD_SETTINGS}
    done = subprocess.run(
        [sys.executable, "-c", script, "valida", str(tmp_path), "--salida", "json"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.stderr.splitlines()[-1] == "True 1", done.stderr


def test_an_unreadable_input_keeps_no_frame_alive(
    tmp_path: Path, cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An error kept in an outcome (or with a chunk's bytes) holds no traceback: one would
    hold the frames that raised it and their callers', a chunk of files' bytes among what
    they hold, until the cyclic collector ran (3.9 GB over 1,000 files of 5 MB)."""
    (tmp_path / "binary.ydk").write_bytes(b"\x00" * 4096)
    (tmp_path / "folder.ydk").mkdir()
    (tmp_path / "gone.ydk").symlink_to(tmp_path / "nowhere.ydk")
    (tmp_path / "deck.ydk").write_text(f"#main\n{LIMITED}\n#extra\n!side\n")
    monkeypatch.setattr(bulk, "FEWEST_DECKS", 1)
    inputs, validator, writer = _setup(tmp_path, cards, "tcg-2026-05")
    errors = [outcome.error for outcome in outcomes(inputs, validator, writer)]
    kept = [error for error in errors if error is not None]
    assert kept
    for error in kept:
        chained: BaseException | None = error
        while chained is not None:
            assert chained.__traceback__ is None, error.key
            chained = chained.__cause__ or chained.__context__


@pytest.mark.shared_data
@pytest.mark.slow
def test_every_line_of_a_deck_the_engine_says_is_a_card_or_a_noted_line(
    real_folder: Path, cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Of every file the bulk engine itself says, each line but the blank ones is a copy
    counted in a section or a line its JSON lists (a heading, the player, a comment, or a
    line read as no card, with its warning): none is dropped without a word."""
    import json

    said: list[str] = []
    original = BulkChecker._outcome

    def recorded(self: BulkChecker, source: str, found: Survey, n: int) -> DeckOutcome:
        said.append(source)
        return original(self, source, found, n)

    monkeypatch.setattr(BulkChecker, "_outcome", recorded)
    inputs, validator, writer = _setup(real_folder, cards, "tcg-2026-05")
    pieces = {
        o.source: o.piece for o in BulkChecker(inputs, validator, writer).outcomes(inputs.sources)
    }
    assert len(said) > 100
    for source in said:
        deck = json.loads(pieces[source])
        text = Path(source).read_bytes().decode("utf-8")
        written = [line for line in text.splitlines() if line.strip()]
        assert len(written) == sum(deck["counts"].values()) + len(deck["lines"]), source
        unread = {entry["line"] for entry in deck["lines"] if entry["as"] == "unread"}
        warned = {d["line"] for d in deck["diagnostics"] if d["rule"] == "syntax"}
        assert unread <= warned, source
