"""A file of a folder left out is named by every output, the ones CI reads included.

A hostile round: an illegal deck saved as ``.cheat.ydk`` or as a ``.txt`` the reader takes for
binary was left out with exit 0, and named only on stderr, which a workflow that reads the
annotations (or the SARIF log) never shows: the deck went unseen. Later rounds: a list made
"binary" by NUL bytes added to it, or larger than a deck by blank lines, was left out so; a
deck's file that cannot be read as text is now an error, whatever made it so."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from helpers import run

REPO = Path(__file__).parents[2]
ROSE = REPO / "examples" / "decks" / "rose-dragon.ydk"
ILLEGAL = "#main\n55144522\n"  # Pot of Greed


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A legal deck, an illegal one hidden, and notes that name no card."""
    shutil.copy(ROSE, tmp_path / "ok.ydk")
    (tmp_path / ".cheat.ydk").write_text(ILLEGAL, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("Bring sleeves.\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_github_gives_a_notice_on_each_file_left_out(folder: Path) -> None:
    done = run("--lang", "en", "valida", ".", "--salida", "github")
    notices = [line for line in done.stdout.splitlines() if line.startswith("::notice ")]
    assert [line.split(",")[0] for line in notices] == [
        "::notice file=.cheat.ydk",
        "::notice file=notes.txt",
    ]
    assert all("title=ydkcheck (file left out)::left out: " in line for line in notices)
    assert done.exit_code == 0  # a README.txt in a deck folder fails no one's CI


def test_sarif_gives_a_note_on_each_file_left_out_and_the_run_still_succeeds(
    folder: Path,
) -> None:
    done = run("--lang", "en", "valida", ".", "--salida", "sarif")
    (invocation,) = json.loads(done.stdout)["runs"][0]["invocations"]
    notes = invocation["toolExecutionNotifications"]
    located = [note["locations"][0]["physicalLocation"]["artifactLocation"] for note in notes]
    assert [place["uri"] for place in located] == [".cheat.ydk", "notes.txt"]
    assert {note["level"] for note in notes} == {"note"}
    assert all(note["message"]["text"].startswith("left out: ") for note in notes)
    assert invocation["executionSuccessful"] is True  # every deck was read
    assert done.exit_code == 0


@pytest.mark.parametrize(
    ("added", "line"),
    [
        (b"Main Deck\n3 Pot of Greed\n# " + b"\0" * 9 + b"\n", 3),
        (b"Main Deck\n3 Pot of Greed\n# " + b"\0\1\2\x7f" * 9 + b"\n", 3),
        (b"Main Deck\n3 Pot of Greed\n\n" + b"\0" * 4096, 4),
        (b"Main Deck\x00\n3 Pot of Greed\n", 1),  # in its first line
        (b"Main Deck\x01\n3 Pot of Greed\n\x00", 3),
        (b"Main Deck\r3 Pot of Greed\r\x00", 3),  # lines ended by CR alone
        (b"Main Deck\r3 Pot of Greed\r\x00\n", 1),  # one line, as GitHub counts them
        (b"\xef\xbb\xbf\x00Main Deck\n3 Pot of Greed\n", 1),
    ],
)
def test_a_list_holding_nul_bytes_fails_the_run_at_their_line(
    folder: Path, added: bytes, line: int
) -> None:
    (folder / "cheat.txt").write_bytes(added)
    done = run("--lang", "en", "valida", ".", "--salida", "github")
    assert done.exit_code == 2  # an input that could not be used, not a file left out
    assert f"::error file=cheat.txt,line={line}," in done.stdout
    assert f"cheat.txt:{line}: holds " in done.stderr
    assert "::notice file=cheat.txt" not in done.stdout


@pytest.mark.parametrize(
    "content",
    [
        b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + b"\0" * 20 + b"\nMain Deck\n3 Pot of Greed\n",
        b"GIF8\x00" * 9 + b"\nMain Deck\n3 Pot of Greed\n",
        b"Main Deck\n3 Pot of Greed\n" + b"\n" * (1 << 20),  # larger than any deck
        b"\xff\xfe" + "Main Deck\n3 Pot of Greed\n".encode("utf-16-le") + b"\x00\xd8",
    ],
)
def test_a_deck_file_that_cannot_be_read_as_text_fails_the_run(
    folder: Path, content: bytes
) -> None:
    """Bytes that make an illegal list "binary", too big or broken UTF-16 never leave it out."""
    (folder / "cheat.txt").write_bytes(content)
    done = run("--lang", "en", "valida", ".", "--salida", "github")
    assert done.exit_code == 2
    assert "::error file=cheat.txt," in done.stdout
    assert "::notice file=cheat.txt" not in done.stdout
