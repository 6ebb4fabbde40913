"""File names that differ only in how their letters are encoded: ``Niño.ydk`` with its ``ñ``
one character (NFC, as Linux and Windows write it) and ``Niño.ydk`` as ``n`` and a combining
tilde (NFD, as macOS writes it), one legal and one illegal, in one run.

Before: both printed ``Niño.ydk`` in every output, each with its own verdict, and a judge
could not tell which file was which. Now a name not in NFC prints as it is (a folder of
macOS-made names reads naturally) unless another input of the run prints alike but for
that: then the characters that keep it from NFC print as escapes (``Nin\\u0303o.ydk``), as a
look-alike letter does, and the name in NFC prints as it is.
"""

from __future__ import annotations

import json
import os
import shutil
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import DECKS, bounded, drawn, read_back, run
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.printable import printable_name, run_names

ILLEGAL = DECKS / "AI_Albaz.ydk"
LEGAL = DECKS / "Rose_Dragon.ydk"
COMPOSED = "Ni\u00f1o.ydk"  # NFC: ñ is one character
DECOMPOSED = "Nin\u0303o.ydk"  # NFD: n and a combining tilde
SHOWN = "Nin\\u0303o.ydk"


@pytest.fixture(autouse=True)
def no_run_names() -> Iterator[None]:
    """The names of a run are the process's: none before and after each test."""
    run_names(())
    yield
    run_names(())


def test_a_name_not_in_nfc_prints_as_it_is_when_nothing_else_prints_alike() -> None:
    assert printable_name(DECOMPOSED) == DECOMPOSED  # a macOS-made name reads naturally
    run_names([DECOMPOSED, "Cancio\u0301n.ydk", "Ni\u00f1a.ydk"])
    assert printable_name(DECOMPOSED) == DECOMPOSED
    assert printable_name("Cancio\u0301n.ydk") == "Cancio\u0301n.ydk"


def test_of_two_names_alike_but_for_nfc_the_other_one_shows_its_form() -> None:
    run_names([f"decks/{COMPOSED}", f"./decks/{DECOMPOSED}", "decks/ana.ydk"])
    assert printable_name(f"decks/{COMPOSED}") == f"decks/{COMPOSED}"
    assert printable_name(f"decks/{DECOMPOSED}") == f"decks/{SHOWN}"
    assert printable_name(os.path.abspath(f"decks/{DECOMPOSED}")).endswith(f"/decks/{SHOWN}")
    assert printable_name(DECOMPOSED) == DECOMPOSED  # another folder's file: another name


@pytest.mark.parametrize(
    ("names", "shown"),
    [
        # a folder's name decomposed
        (["Pe\u00f1a/a.ydk", "Pen\u0303a/a.ydk"], "Pen\\u0303a/a.ydk"),
        # partly decomposed: only what keeps it from NFC is escaped
        (["Canci\u00f3n Ni\u00f1o", "Canci\u00f3n Nin\u0303o"], "Canci\u00f3n Nin\\u0303o"),
        # marks in another order than NFC's
        (["\u1ead", "a\u0302\u0323"], "a\\u0302\\u0323"),
        # Korean: a syllable, and its letters one by one (NFD), as macOS writes it
        (["\ud55c.ydk", "\u1112\u1161\u11ab.ydk"], "\u1112\\u1161\u11ab.ydk"),
    ],
)
def test_what_keeps_a_twin_from_nfc_is_escaped(names: list[str], shown: str) -> None:
    run_names(names)
    assert printable_name(names[0]) == names[0]
    assert printable_name(names[1]) == shown
    assert read_back(shown) == names[1]


# letters, their accents as marks, letters with them, Korean letters and syllables, and what
# makes an escape
LETTERS = [
    *"ano\u00f1\u00f3\u00e1\u0303\u0301\u0323\u0302\u0307\u1e03\u1112\u1161\u11ab\ud55c\ud558",
    *"\\xub0 /\u200b\r\udcf3",
]
TEXTS = st.text(st.sampled_from(LETTERS), max_size=8)
# names, and each in NFC and NFD as well: names that print alike but for normalisation
NAMES = st.lists(TEXTS, min_size=1, max_size=4).map(
    lambda names: [
        *names,
        *(unicodedata.normalize(form, name) for name in names for form in ("NFC", "NFD")),
    ]
)


@given(NAMES)
def test_no_two_inputs_of_a_run_look_alike(names: list[str]) -> None:
    run_names(names)
    shown = {drawn(printable_name(name)): name for name in set(names)}
    assert len(shown) == len(set(names))
    assert all(read_back(printable_name(name)) == name for name in names)


def test_many_marks_on_one_letter_are_read_in_linear_time() -> None:
    script = (
        "from ydkcheck.printable import printable_name, run_names\n"
        "text = 'a' + '\\u0301' * 200_000\n"
        "run_names([text, '\\u00e1' + '\\u0301' * 199_999])\n"
        "print(len(printable_name(text)))\n"
    )
    process = bounded(["-c", script], text=True)
    assert process.returncode == 0, process.stderr
    assert int(process.stdout) == 1 + 6 * 200_000


@pytest.fixture
def twins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``Niño.ydk`` legal in NFC and illegal in NFD, in ``names/``."""
    folder = tmp_path / "names"
    folder.mkdir()
    shutil.copy(LEGAL, folder / COMPOSED)
    shutil.copy(ILLEGAL, folder / DECOMPOSED)
    if len(os.listdir(folder)) != 2:
        pytest.skip("a file system that does not keep names as written")
    monkeypatch.chdir(tmp_path)
    return folder


def test_two_files_alike_but_for_nfc_are_told_apart_in_every_output(twins: Path) -> None:
    text = run("--lang", "es", "valida", "names").stdout
    assert f"Mazo: names/{COMPOSED}\n" in text and f"Mazo: names/{SHOWN}\n" in text
    assert DECOMPOSED not in text
    decks = json.loads(run("--lang", "en", "valida", "--salida", "json", "names").stdout)
    legal = {deck["source"]: deck["legal"] for deck in decks["decks"]}
    assert legal == {f"names/{COMPOSED}": True, f"names/{SHOWN}": False}
    summary = run("--lang", "en", "valida", "--salida", "summary", "names").stdout
    assert f"names/{SHOWN}" in summary and DECOMPOSED not in summary
    csv = run("--lang", "en", "valida", "--salida", "csv", "names").stdout
    assert f"names/{SHOWN};" in csv and f"names/{COMPOSED};" in csv
    junit = run("--lang", "en", "valida", "--salida", "junit", "names").stdout
    assert f'name="names/{SHOWN}"' in junit and f'name="names/{COMPOSED}"' in junit
    assert DECOMPOSED not in junit
    html = run("--lang", "en", "valida", "--salida", "html", "names").stdout
    assert f"names/{SHOWN}" in html and DECOMPOSED not in html


def test_a_located_output_names_each_file_by_its_bytes(twins: Path) -> None:
    """SARIF's URI and GitHub's ``file=`` are the file's exact path, as for a look-alike
    letter: the annotation lands on the file that was checked."""
    sarif = json.loads(run("--lang", "en", "valida", "--salida", "sarif", "names").stdout)
    uris = {
        location["physicalLocation"]["artifactLocation"]["uri"]
        for result in sarif["runs"][0]["results"]
        for location in result.get("locations", [])
    }
    assert uris == {"names/Nin%CC%83o.ydk"}  # only the illegal deck has problems
    github = run("--lang", "en", "valida", "--salida", "github", "names").stdout
    errors = [line for line in github.splitlines() if line.startswith("::error")]
    assert errors and all(line.startswith(f"::error file=names/{DECOMPOSED},") for line in errors)


def test_the_files_given_one_by_one_are_told_apart(twins: Path) -> None:
    done = run("--lang", "en", "valida", f"names/{DECOMPOSED}", f"names/{COMPOSED}")
    assert f"Deck: names/{SHOWN}\n" in done.stdout and f"Deck: names/{COMPOSED}\n" in done.stdout
    alone = run("--lang", "en", "valida", f"names/{DECOMPOSED}").stdout
    assert f"Deck: names/{DECOMPOSED}\n" in alone  # nothing else prints alike: as it is


def test_a_deck_check_names_each_file_apart(twins: Path) -> None:
    text = run("compara", f"names/{COMPOSED}", f"names/{DECOMPOSED}").stdout
    assert f"Registrado: names/{COMPOSED}\n" in text
    assert f"Presentado: names/{SHOWN}\n" in text
    out = run("compare", f"names/{DECOMPOSED}", f"names/{COMPOSED}", "--output", "json").stdout
    document = json.loads(out)
    assert document["registered"]["source"] == f"names/{SHOWN}"
    assert document["presented"]["source"] == f"names/{COMPOSED}"


@pytest.mark.parametrize("salida", ["texto", "json", "junit"])
def test_forked_workers_tell_the_twins_apart_as_one_process_does(twins: Path, salida: str) -> None:
    """Workers write each deck's piece of the report: they inherit the run's names, so
    a twin past the first worker's share prints as escapes there too."""
    for number in range(600):  # enough decks for two workers; the twins sort last
        shutil.copy(LEGAL, twins / f"a{number:03d}.ydk")
    serial = run("--lang", "en", "valida", "--salida", salida, "names")
    parallel = run("--lang", "en", "valida", "--salida", salida, "--jobs", "2", "names")
    assert parallel.stdout == serial.stdout and parallel.exit_code == serial.exit_code == 1
    shown = json.dumps(f"names/{SHOWN}")[1:-1] if salida == "json" else f"names/{SHOWN}"
    assert shown in parallel.stdout and DECOMPOSED not in parallel.stdout
