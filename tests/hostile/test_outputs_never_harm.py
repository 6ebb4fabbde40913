"""What ydkcheck writes never harms what it read or what reads it: a sheet is never written
over its own deck, even through standard input; a closed standard output is one line, not an
internal error; no CSV cell is a formula, however its sign is disguised."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import DECKS

from ydkcheck.report.csv_format import cell

ROSE = DECKS / "Rose_Dragon.ydk"
CLI = [sys.executable, "-m", "ydkcheck", "--lang", "en"]


def test_hoja_never_writes_over_the_deck_it_reads_from_standard_input(tmp_path: Path) -> None:
    deck = tmp_path / "deck.ydk"
    shutil.copy(ROSE, deck)
    before = deck.read_bytes()
    with open(deck, "rb") as stdin:
        done = subprocess.run(
            [*CLI, "hoja", "-", "-o", str(deck)], stdin=stdin, capture_output=True, check=False
        )
    assert done.returncode == 2
    assert b"the sheet would overwrite the deck itself" in done.stderr
    assert done.stderr.count(b"\n") == 1
    assert deck.read_bytes() == before  # the deck is whole


def test_hoja_to_a_closed_standard_output_is_one_line(tmp_path: Path) -> None:
    done = subprocess.run(
        [*CLI, "hoja", str(ROSE), "-o", "-"],
        stderr=subprocess.PIPE,
        check=False,
        cwd=tmp_path,
        preexec_fn=lambda: __import__("os").close(1),
    )
    assert done.returncode == 2
    assert b"internal error" not in done.stderr
    assert done.stderr.count(b"\n") == 1


@pytest.mark.parametrize(
    "text",
    ["=1+1", " =1+1", "\t=1+1", "\r=1+1", "\u3000=1", "＝1+1", "＋1", "－1", "＠SUM(A1)", "﹦1"],
)
def test_no_csv_cell_is_a_formula_however_its_sign_is_written(text: str) -> None:
    assert cell(text).startswith("'")


@pytest.mark.parametrize("text", ['Maxx "C"', "decks/a.ydk", "Número 39: Utopía", "名前"])
def test_an_ordinary_cell_is_left_as_it_is(text: str) -> None:
    assert cell(text) == text
