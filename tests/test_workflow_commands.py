"""Nothing ydkcheck prints holds ``##[``, which a GitHub Actions runner reads as a command
wherever it stands in a line (its older form of workflow commands).

A hostile round's finding: a deck file named ``x ##[stop-commands]tok.ydk`` made the runner
stop reading every command after it, ydkcheck's own ``::error`` annotations among them, and
one named ``##[set-output name=legal;]true`` set a step's output. Each output now breaks the
three characters with its own escape, which reads back as the same text, and standard output
and standard error break whatever is left with a zero-width space.
"""

from __future__ import annotations

import html
import io
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import run
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.__main__ import main
from ydkcheck.report import junit
from ydkcheck.workflow_commands import (
    JSON_BREAK,
    MARKUP_BREAK,
    TEXT_BREAK,
    Breaker,
    GuardedStream,
    broken,
)

REPO = Path(__file__).parents[1]
LEGAL = REPO / "examples" / "decks" / "rose-dragon.ydk"
ILLEGAL = REPO / "tests" / "data" / "decks" / "AI_Albaz.ydk"
STOP = "x ##[stop-commands]tok.ydk"
OUTPUT = "y ##[set-output name=legal;]true.ydk"
PLAYER = "##[error]Mallory"
ZERO_WIDTH = "\u200b"
TEXTS = st.text(alphabet="#[]x\n", max_size=40)


@given(st.lists(TEXTS, max_size=8))
def test_a_guarded_stream_never_writes_the_command_even_across_writes(chunks: list[str]) -> None:
    target = io.StringIO()
    stream = GuardedStream(target)
    for chunk in chunks:
        assert stream.write(chunk) == len(chunk)
    written = target.getvalue()
    assert "##[" not in written
    assert written.replace(ZERO_WIDTH, "") == "".join(chunks)  # nothing else changed


def test_what_was_written_past_the_stream_is_what_the_next_write_follows() -> None:
    target = io.StringIO()
    stream = GuardedStream(target)
    # ``commands.common.say`` writes to the descriptor what the stream guards for it
    assert stream.guarded("report ##") == "report ##"
    assert stream.guarded("[set-output name=x;]y") == f"{ZERO_WIDTH}[set-output name=x;]y"
    stream.write("#")
    assert stream.guarded("#[x") == f"#{ZERO_WIDTH}[x" and target.getvalue() == "#"


@given(st.lists(st.text(alphabet="#[x\n", max_size=20), max_size=8))
def test_a_documents_texts_are_broken_with_its_escape_across_them(texts: list[str]) -> None:
    """``report.document.write_report`` writes a document's texts one after another: a
    JUnit report's spool is read back in chunks, which may part ``##`` from its bracket."""
    breaker = Breaker(JSON_BREAK)
    written = "".join(breaker.text(text) for text in texts) + breaker.end()
    assert "##[" not in written
    assert written.replace(JSON_BREAK, "##[") == "".join(texts)


def test_a_guarded_stream_is_a_text_stream_to_click() -> None:
    with pytest.raises(TypeError):  # click tells a binary stream by writing b"" to it
        GuardedStream(io.StringIO()).write(b"")  # type: ignore[arg-type]


@given(st.text(alphabet='#[]\\"x\u00e9', max_size=30))
def test_each_formats_escape_reads_back_as_the_same_text(text: str) -> None:
    as_json = broken(json.dumps(text, ensure_ascii=False), JSON_BREAK)
    assert "##[" not in as_json and json.loads(as_json) == text
    as_markup = broken(html.escape(text), MARKUP_BREAK)
    assert "##[" not in as_markup and html.unescape(as_markup) == text
    assert broken(text).replace(ZERO_WIDTH, "") == text and "##[" not in broken(text)
    assert broken(text, TEXT_BREAK) == broken(text)


@pytest.fixture
def hostile_folder(tmp_path: Path) -> Path:
    shutil.copy(ILLEGAL, tmp_path / STOP)
    shutil.copy(LEGAL, tmp_path / OUTPUT)
    text = LEGAL.read_text(encoding="utf-8")
    (tmp_path / "player.ydk").write_text(f"#created by {PLAYER}\n{text}", encoding="utf-8")
    return tmp_path


def _ydkcheck(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The console script's path, in a process of its own: its streams as a CI runner's."""
    return subprocess.run(
        [sys.executable, "-m", "ydkcheck", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=folder,
        check=False,
    )


@pytest.mark.parametrize(
    "output", ["texto", "resumen", "csv", "junit", "html", "json", "sarif", "github"]
)
def test_no_output_of_valida_holds_the_command(hostile_folder: Path, output: str) -> None:
    done = _ydkcheck(hostile_folder, "valida", ".", "--salida", output)
    assert done.returncode == 1, done.stderr
    assert "##[" not in done.stdout and "##[" not in done.stderr
    if output == "json":  # JSON's own escape: the same names, read back
        decks = json.loads(done.stdout)["decks"]
        assert {deck["source"] for deck in decks} == {STOP, OUTPUT, "player.ydk"}
        assert {deck["player"] for deck in decks} >= {PLAYER}
    if output == "junit":  # XML's character reference: the same names, read back
        root = ET.fromstring(done.stdout.encode("utf-8"))
        names = {case.get("name") for case in root.iter("testcase")}
        assert {STOP, OUTPUT} <= names


def test_a_junit_report_read_back_in_chunks_names_each_file_as_it_is(
    hostile_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for number in range(3):  # names of many commands, so that chunks part some of them
        shutil.copy(LEGAL, hostile_folder / f"{number} {'##[' * 20}.ydk")
    monkeypatch.setattr(junit, "SPOOL_IN_MEMORY", 7)
    monkeypatch.chdir(hostile_folder)
    done = run("valida", ".", "--salida", "junit")
    assert "##[" not in done.stdout and ZERO_WIDTH not in done.stdout
    root = ET.fromstring(done.stdout.encode("utf-8"))
    names = {case.get("name") for case in root.iter("testcase")}
    assert {STOP, OUTPUT, f"0 {'##[' * 20}.ydk"} <= names


def test_a_json_document_of_another_command_reads_back_the_same(hostile_folder: Path) -> None:
    done = _ydkcheck(hostile_folder, "compara", STOP, OUTPUT, "--salida", "json")
    assert "##[" not in done.stdout and "##[" not in done.stderr
    assert STOP in done.stdout.replace("\\u0023", "#")
    json.loads(done.stdout)


def test_a_usage_error_that_repeats_the_command_line_holds_no_command(tmp_path: Path) -> None:
    done = _ydkcheck(tmp_path, "valida", "--lista", "##[error]x", "a.ydk")
    assert done.returncode == 2
    assert "##[" not in done.stderr and f"##{ZERO_WIDTH}[error]x" in done.stderr


def test_a_run_in_process_gives_its_streams_back(
    hostile_folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(hostile_folder)
    before = sys.stdout, sys.stderr
    with pytest.raises(SystemExit):
        main(["valida", STOP])
    assert (sys.stdout, sys.stderr) == before
    assert "##[" not in capsys.readouterr().out
