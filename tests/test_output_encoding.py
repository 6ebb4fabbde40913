"""Any console encoding: what it lacks is escaped, never a crash; documents stay UTF-8.

The installed command runs as a user's would, with ``PYTHONIOENCODING`` set to ASCII or to a
Windows console's code page. Text for people comes out in that encoding, each character it
lacks written as ``\\xf3``; documents for programs (JSON, SARIF, JUnit, GitHub's commands,
CSV, HTML) and files (the PDF sheet) are UTF-8 whatever the console.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

import pytest
from pdfs import printed_text

pytestmark = pytest.mark.slow  # dozens of runs of the installed command, each a new process

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "examples"
ENCODINGS = ["ascii", "cp1252", "cp437", "cp850"]
LIST = ("--lista", "tcg-2026-05")  # the list the example decks are judged by in the README
CRASH = ("error interno", "internal error", "Traceback")


def ydkcheck() -> list[str]:
    """The installed console script next to this Python, else ``python -m ydkcheck``."""
    script = shutil.which("ydkcheck", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "ydkcheck"]


class Ran(NamedTuple):
    status: int
    out: bytes
    err: str


def console_text(data: bytes, encoding: str) -> str:
    """``data`` decoded strictly as a console in ``encoding`` gets it. Click takes an ASCII
    stream for a misconfigured one and writes UTF-8 there (its help, typer's messages)."""
    return data.decode("utf-8" if encoding == "ascii" else encoding)


def run_with(encoding: str, args: list[str], folder: Path) -> Ran:
    """``ydkcheck ARGS`` in ``folder`` with standard streams in ``encoding``."""
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    env.pop("PYTHONUTF8", None)
    done = subprocess.run(
        [*ydkcheck(), *args], cwd=folder, env=env, capture_output=True, check=False
    )
    err = console_text(done.stderr, encoding)
    assert not any(word in err for word in CRASH), err
    return Ran(done.returncode, done.stdout, err)


@pytest.fixture
def decks(tmp_path: Path) -> Path:
    """The example decks under names with accents, which every report then shows."""
    shutil.copy(EXAMPLES / "decks" / "rose-dragon.ydk", tmp_path / "rosa-dragón.ydk")
    shutil.copy(EXAMPLES / "decks" / "albaz.ydk", tmp_path / "albaz-español.ydk")
    return tmp_path


def as_console_shows(text: str, encoding: str) -> str:
    """``text`` as a console in ``encoding`` receives it: what it lacks escaped."""
    return text.encode(encoding, "backslashreplace").decode(encoding)


def says(text: str, encoding: str, output: str) -> bool:
    """Whether ``output`` says ``text``, escaped by ydkcheck or, on ASCII, as click writes it."""
    return as_console_shows(text, encoding) in output or (encoding == "ascii" and text in output)


# text for people: (arguments, exit status, what standard output says, before encoding)
FOR_PEOPLE = {
    "valida": (["valida", "albaz-español.ydk", *LIST, "--nombres", "es"], 1, "está Prohibida"),
    "valida legal": (["valida", "rosa-dragón.ydk", *LIST], 0, "rosa-dragón.ydk"),
    "valida resumen": (
        ["valida", "albaz-español.ydk", *LIST, "--salida", "resumen"],
        1,
        "español.ydk",
    ),
    "info": (["info", "rosa-dragón.ydk", *LIST, "--nombres", "es"], 0, "Dragón de la Rosa"),
    "compara": (
        ["compara", "rosa-dragón.ydk", "albaz-español.ydk", "--nombres", "es"],
        1,
        "Jardín Negro",
    ),
    "plan": (
        [
            "plan",
            str(EXAMPLES / "side-plan" / "ryzeal.ydk"),
            str(EXAMPLES / "side-plan" / "plan.yaml"),
            "--nombres",
            "es",
        ],
        0,
        "Séptima de Taquión",
    ),
    "listas muestra": (["listas", "muestra", "tcg-2026-05", "--nombres", "es"], 0, "40–60 ·"),
    "simula": (
        ["simula", "rosa-dragón.ydk", *LIST, "--grupo", "r=Dragón de la Rosa Blanca"]
        + ["--muestras", "500", "--semilla", "1"],
        0,
        "Condición",
    ),
    "convierte": (
        ["convierte", "rosa-dragón.ydk", "--a", "texto", "--nombres", "es"],
        0,
        "Dragón de la Rosa Blanca",
    ),
}


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("case", FOR_PEOPLE)
def test_text_for_people_is_in_the_consoles_encoding_with_what_it_lacks_escaped(
    decks: Path, case: str, encoding: str
) -> None:
    args, status, shows = FOR_PEOPLE[case]
    ran = run_with(encoding, args, decks)
    assert ran.status == status, ran.err
    text = ran.out.decode(encoding)  # strictly: every byte is the console's
    assert as_console_shows(shows, encoding) in text


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_the_help_is_shown_whatever_the_console(decks: Path, encoding: str) -> None:
    ran = run_with(encoding, ["valida", "--help"], decks)
    assert ran.status == 0, ran.err
    text = " ".join(console_text(ran.out, encoding).split())  # as wrapped for any width
    assert "Valida mazos" in text and says("por la entrada estándar", encoding, text)


ILLEGAL = ["valida", "albaz-español.ydk", *LIST, "--nombres", "es", "--salida"]


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_documents_for_programs_are_utf8_whatever_the_console(decks: Path, encoding: str) -> None:
    documents = {
        form: run_with(encoding, [*ILLEGAL, form], decks)
        for form in ("json", "sarif", "junit", "github", "csv", "html")
    }
    assert {form: ran.status for form, ran in documents.items()} == dict.fromkeys(documents, 1)
    texts = {form: ran.out.decode("utf-8") for form, ran in documents.items()}
    report = json.loads(texts["json"])
    assert report["decks"][0]["source"].endswith("albaz-español.ydk")
    sarif = json.loads(texts["sarif"])
    assert "está Prohibida" in json.dumps(sarif, ensure_ascii=False)
    suite = ET.fromstring(documents["junit"].out)
    assert "está Prohibida" in ET.tostring(suite, encoding="unicode")
    assert "::error file=" in texts["github"] and "está Prohibida" in texts["github"]
    assert texts["csv"].startswith("\ufeff") and "albaz-español.ydk" in texts["csv"]
    assert "está Prohibida" in texts["html"]


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_the_sheet_is_written_whatever_the_console(decks: Path, encoding: str) -> None:
    target = decks / "hoja-ñ.pdf"
    ran = run_with(
        encoding, ["hoja", "rosa-dragón.ydk", *LIST, "-o", str(target), "--nombres", "es"], decks
    )
    assert ran.status == 0, ran.err
    assert says("hoja-ñ.pdf", encoding, ran.err)
    assert "Dragón de la Rosa Blanca" in printed_text(target)  # the page, and its fields


# messages on standard error: (arguments, what they say)
ERRORS = {
    "a missing deck": (["valida", "no-está.ydk"], "no-está.ydk: no existe"),
    "an unknown option": (["valida", "--nope"], "ydkcheck valida -h"),
    "an unknown card": (
        ["simula", "rosa-dragón.ydk", "--grupo", "r=Dragón Inexistente"],
        "Dragón Inexistente",
    ),
}


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("case", ERRORS)
def test_error_messages_are_said_whatever_the_console(
    decks: Path, case: str, encoding: str
) -> None:
    args, message = ERRORS[case]
    ran = run_with(encoding, args, decks)
    assert ran.status == 2
    assert says(message, encoding, ran.err)
