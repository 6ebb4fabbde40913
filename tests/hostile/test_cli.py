"""Hostile runs a file cannot hold: streams, pipes, FIFOs, bugs, odd file names, options.

The hostile files themselves are in ``inputs/`` (see ``test_inputs.py``). Every case here
says the exit status and a fragment of the message; none may print a traceback or reach
the last-resort handler, except the tests of that handler.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest
from helpers import DECKS, run

from ydkcheck.printable import printable

DECK = str(DECKS / "Rose_Dragon.ydk")


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (("--lang", "fr", "valida", DECK), "«fr»"),
        (("valida", "--lista", "", DECK), "lista desconocida «»"),
        (("valida", "--lang", "fr", DECK), "«fr»"),
    ],
)
def test_an_option_that_names_nothing_is_an_error_not_a_default(
    argv: tuple[str, ...], says: str
) -> None:
    result = run(*argv)
    assert result.exit_code == 2 and says in result.stderr
    assert result.stderr.count("\n") == 1


def test_a_bug_is_one_line_and_exit_2_never_a_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    from ydkcheck.__main__ import main
    from ydkcheck.commands import valida

    def broken(*args: object) -> int:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(valida, "run", broken)
    monkeypatch.delenv("YDKCHECK_DEBUG", raising=False)
    with pytest.raises(SystemExit) as ended:
        main(["--lang", "en", "valida", DECK])
    assert ended.value.code == 2


def test_the_last_resort_line_and_the_traceback_only_on_request(tmp_path: Path) -> None:
    code = (
        "import sys\nfrom ydkcheck.__main__ import main\nfrom ydkcheck.commands import valida\n"
        "def broken(*a):\n    raise ZeroDivisionError('a bug')\n"
        f"valida.run = broken\nmain(['--lang', 'en', 'valida', {DECK!r}])\n"
    )
    for debug, traceback in (("0", False), ("1", True)):
        done = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            env={**os.environ, "YDKCHECK_DEBUG": debug},
            check=False,
        )
        assert done.returncode == 2
        last = done.stderr.strip().splitlines()[-1]
        assert last.startswith("ydkcheck: internal error (ZeroDivisionError: a bug)")
        assert ("Traceback" in done.stderr) is traceback


def test_output_that_cannot_be_written_is_one_line_and_exit_2(tmp_path: Path) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full on this system")
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "ydkcheck", "--lang", "en", "valida", DECK],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            cwd=tmp_path,
            check=False,
        )
    assert done.returncode == 2
    assert done.stderr.startswith("ydkcheck: could not write the output: the disk is full")
    assert done.stderr.count("\n") == 1


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (("simula", DECK, "--semilla", "-1"), "--semilla"),
        (("simula", DECK, "--muestras", "1000000000000"), "--muestras"),
    ],
)
def test_goldfish_numbers_out_of_range_are_one_line(argv: tuple[str, ...], says: str) -> None:
    result = run(*argv)
    assert result.exit_code == 2 and says in result.stderr
    assert result.stderr.count("\n") == 1


def test_a_passcode_too_big_for_a_ydke_url_is_said_at_its_line(tmp_path: Path) -> None:
    # a text list's: no passcode, read as no card at its line, as a .ydk reads none; the
    # conversion stops there, one line for it and one for the stop, never a traceback
    deck = tmp_path / "d.txt"
    deck.write_text("Main Deck\n1 Pot of Greed\n9999999999\n", encoding="utf-8")
    result = run("convierte", str(deck), "--a", "ydke")
    assert result.exit_code == 2 and "d.txt:3: error: 9999999999" in result.stderr
    assert result.stderr.count("\n") == 2


# what a submitted deck may hold to take over a judge's terminal: clear the screen, retitle
# the window, blink, a C1 control sequence introducer, a right-to-left override
ESCAPES = "\x1b[2J\x1b]0;pwned\x07\x1b[5m\x9b31m\u202e"
UNSAFE_BYTES = (b"\x1b", b"\x07", b"\xc2\x9b", "\u202e".encode())


@pytest.mark.parametrize("output", ["texto", "json", "sarif", "junit", "github"])
def test_every_output_is_valid_and_safe_whatever_the_deck_and_its_file_name(
    output: str, tmp_path: Path
) -> None:
    deck = Path(DECK).read_bytes().replace(b"#main\n", f"#main\n{ESCAPES}\n".encode(), 1)
    latin1 = tmp_path / os.fsdecode(b"drag\xf3n.ydk")  # a name from an old zip
    latin1.write_bytes(deck)
    missing = os.fsdecode(b"perdido\xf3\x1b\x07\xc2\x9b.ydk")  # no [ ]: not a pattern
    done = subprocess.run(
        [sys.executable, "-m", "ydkcheck", "--lang", "en", "valida", "--salida", output]
        + [latin1.name, missing],
        capture_output=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONIOENCODING": "utf-8:strict", "NO_COLOR": "1"},
        check=False,
    )
    assert done.returncode == 2, done.stderr  # the missing deck is unreadable
    for stream in (done.stdout, done.stderr):
        text = stream.decode("utf-8")  # strict: no byte of the Latin-1 name comes out raw
        assert not any(unsafe in stream for unsafe in UNSAFE_BYTES), text
    out = done.stdout.decode()
    assert "Traceback" not in done.stderr.decode()
    named = out.replace("\\\\", "\\")  # JSON writes the escape's backslash twice
    assert "drag\\xf3n.ydk" in named or "drag%F3n.ydk" in named  # SARIF: the URI of the bytes
    if output in ("json", "sarif"):
        json.loads(out)
    elif output == "junit":
        ElementTree.fromstring(out)


def test_printable_escapes_only_what_a_terminal_or_an_encoder_acts_on() -> None:
    assert printable("Ash Blossom & Joyous Spring · ñ ü 灰流うらら") == (
        "Ash Blossom & Joyous Spring · ñ ü 灰流うらら"
    )
    assert printable(ESCAPES) == "\\x1b[2J\\x1b]0;pwned\\x07\\x1b[5m\\u009b31m\\u202e"
    assert printable(os.fsdecode(b"drag\xf3n")) == "drag\\xf3n"
    assert printable("a\tb\nc\x00") == "a\\x09b\\x0ac\\x00"
    # invisible characters that make two file names look alike or shift a column
    assert (
        printable("c\u061cd\u200b\ufeff\U000e0041.ydk") == "c\\u061cd\\u200b\\ufeff\\U000e0041.ydk"
    )


def _ydkcheck(*argv: str, **streams: Any) -> subprocess.CompletedProcess[bytes]:
    """The installed command in a new process, its streams as given."""
    command = [sys.executable, "-m", "ydkcheck", "--lang", "en", *argv]
    done: subprocess.CompletedProcess[bytes] = subprocess.run(command, check=False, **streams)
    return done


def test_a_pipe_closed_by_head_is_one_line_and_exit_2_not_an_illegal_deck(
    tmp_path: Path,
) -> None:
    for number in range(300):  # far more output than a pipe buffers
        (tmp_path / f"{number}.ydk").write_bytes(Path(DECK).read_bytes())
    process = subprocess.Popen(
        [sys.executable, "-m", "ydkcheck", "--lang", "en", "valida", "--salida", "json", tmp_path],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.read(100)  # what `| head -c 100` takes before it leaves
    process.stdout.close()
    error = process.stderr.read().decode()
    assert process.wait(timeout=60) == 2
    assert error == ("ydkcheck: could not write the output: the pipe was closed\n")


@pytest.mark.parametrize(
    "argv",
    [
        ["simula", "examples/decks/albaz.ydk", "--manos", "1000"],  # one long text, one write
        ["listas", "muestra", "tcg"],
        ["hoja", "examples/decks/rose-dragon.ydk", "-o", "-"],  # a PDF's bytes, 130 KB
    ],
)
def test_a_long_text_cut_by_head_is_said_whatever_the_command(argv: list[str]) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "ydkcheck", "--lang", "en", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=Path(__file__).parent.parent.parent,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.read(100)
    process.stdout.close()
    error = process.stderr.read().decode()
    status = process.wait(timeout=60)
    # the whole text was in the pipe before it closed (exit 0), or the cut is said (exit 2)
    assert (status, error) in [(0, ""), (2, error)] and error.count("\n") <= 1
    if argv[0] in ("simula", "hoja"):  # more than any pipe holds
        assert status == 2 and "could not write the output: the pipe was closed" in error


def test_a_closed_standard_output_is_one_line_and_exit_2() -> None:
    done = _ydkcheck(
        "valida",
        DECK,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        preexec_fn=lambda: os.close(1),
    )
    assert done.returncode == 2
    assert done.stderr.decode().startswith("ydkcheck: could not write the output: it is closed")


def test_a_closed_standard_input_is_an_unreadable_deck_not_a_crash() -> None:
    done = _ydkcheck(
        "valida",
        "-",
        stdin=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        capture_output=False,
        preexec_fn=lambda: os.close(0),
    )
    assert done.returncode == 2
    assert done.stderr.decode().startswith("ydkcheck: -: standard input is closed")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
@pytest.mark.parametrize(
    ("name", "argv"),
    [
        ("l.yaml", ("valida", "--lista", "l.yaml", DECK)),
        ("l.lflist.conf", ("valida", "--lista", "l.lflist.conf", DECK)),
        ("s.yaml", ("simula", DECK, "--mano", "s.yaml")),
    ],
)
def test_a_fifo_as_a_list_or_a_spec_ends_in_time_with_one_line(
    name: str, argv: tuple[str, ...], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ydkcheck import user_files

    monkeypatch.setattr(user_files, "PIPE_SECONDS", 0.3)
    monkeypatch.chdir(tmp_path)
    os.mkfifo(name)  # nobody writes it: it once blocked forever, or was "does not exist"
    result = run("--lang", "en", *argv)
    assert result.exit_code == 2
    assert (
        result.stderr
        == f"ydkcheck: {name}: the pipe did not finish sending within 0 s: check what writes it\n"
    )


@pytest.mark.parametrize(
    ("files", "argv", "says"),
    [
        ({"dd/x.yaml": ""}, ("valida", "--lista", "dd", DECK), "dd: is a folder, not a file"),
        (
            {"l.yaml": "name: Jos\xe9\n"},
            ("valida", "--lista", "l.yaml", DECK),
            "l.yaml:1: is not UTF-8 (byte 0xe9)",
        ),
        ({"s.yaml": "#\n\xff\n"}, ("simula", DECK, "--mano", "s.yaml"), "s.yaml:2: is not UTF-8"),
        (
            {"s.yaml": "#" * (256 << 10) + "\n"},
            ("simula", DECK, "--mano", "s.yaml"),
            "s.yaml: is larger than 262144 bytes",
        ),
        (
            {"pyproject.toml": "[tool.ydkcheck]\n# Jos\xe9\n"},
            ("valida", DECK),
            "pyproject.toml:2: is not UTF-8",
        ),
    ],
)
def test_a_file_of_the_wrong_kind_or_encoding_says_so_not_permissions(
    files: dict[str, str],
    argv: tuple[str, ...],
    says: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for file_name, text in files.items():
        (tmp_path / file_name).parent.mkdir(exist_ok=True)
        (tmp_path / file_name).write_bytes(text.encode("latin-1"))
    monkeypatch.chdir(tmp_path)
    result = run("--lang", "en", *argv)
    assert result.exit_code == 2 and says in result.stderr, result.stderr
    assert result.stderr.count("\n") == 1


@pytest.mark.parametrize(
    "pyproject",
    [
        '[tool]\nydkcheck.banlist = "nope"\n',  # dotted keys
        'tool.ydkcheck.banlist = "nope"\n',
        '[tool]\nydkcheck = {banlist = "nope"}\n',  # an inline table
        '[tool.ydkcheck]\nbanlist = "nope"\n',
    ],
)
def test_every_toml_spelling_of_the_table_is_read_and_its_errors_name_the_line(
    pyproject: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text(pyproject, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = run("--lang", "en", "valida", DECK)
    assert result.exit_code == 2  # once silently ignored: exit 0 with the defaults
    line = pyproject.count("\n", 0, pyproject.index("nope")) + 1
    assert result.stderr.startswith(
        f"ydkcheck: {tmp_path / 'pyproject.toml'}:{line}: unknown list 'nope'"
    )


def test_a_name_of_a_megabyte_is_echoed_cut_short_on_its_line(tmp_path: Path) -> None:
    spec = tmp_path / "s.yaml"
    spec.write_text(f'groups:\n  a: ["{"x" * 200_000}"]\nconditions:\n  c: "a >= 1"\n')
    result = run("--lang", "en", "simula", DECK, "--mano", str(spec))
    assert result.exit_code == 2 and result.stderr.count("\n") == 1
    assert f"{spec}:2: " in result.stderr and len(result.stderr) < 500  # once 200 KB long


def test_a_pipe_on_standard_input_that_never_ends_ends_in_time(tmp_path: Path) -> None:
    code = (
        "import sys\nfrom ydkcheck import user_files\nfrom ydkcheck.__main__ import main\n"
        "user_files.PIPE_SECONDS = 0.5\nmain(['--lang', 'en', 'valida', '-'])\n"
    )
    writer = subprocess.Popen(["sleep", "30"], stdout=subprocess.PIPE)  # keeps the pipe open
    try:
        done = subprocess.run(
            [sys.executable, "-c", code],
            stdin=writer.stdout,
            capture_output=True,
            text=True,
            timeout=20,
            check=False,
        )
    finally:
        writer.kill()
        writer.wait()
    assert done.returncode == 2
    assert done.stderr.startswith("ydkcheck: -: the pipe did not finish sending within 0 s")


def test_the_choices_an_error_offers_are_whole_and_a_files_are_bounded(tmp_path: Path) -> None:
    # the rules an unknown --ignora offers were cut mid-word ("advice-hig..."): the last
    # ones could not be read
    result = run("--lang", "en", "valida", DECK, "--ignora", "nope")
    assert result.exit_code == 2
    assert result.stderr.rstrip().endswith(
        ", advice-main-size, advice-few-monsters, advice-high-levels"
    )
    # a side plan of 100 long-named rivals offers them as choices: cut after a whole name
    plan = tmp_path / "plan.yaml"
    rivals = "".join(f"  Rival {'x' * 40} {number}:\n    entran: {{}}\n" for number in range(100))
    plan.write_text(f"rivales:\n{rivals}", encoding="utf-8")
    done = run("--lang", "en", "simula", DECK, "--plan", str(plan), "--rival", "nope")
    assert done.exit_code == 2 and done.stderr.count("\n") == 1
    assert len(done.stderr) < 2500 and done.stderr.rstrip().endswith(", ...")
