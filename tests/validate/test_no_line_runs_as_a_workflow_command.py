"""No output but ``github`` prints a line a CI runner takes for a workflow command.

A hostile round: GitHub Actions runs any line of a step's log that starts with ``::``, after
blanks. A deck file named ``::add-mask::x.ydk`` began a row of ``csv`` and of ``resumen``, and
a long name cut by ``resumen`` began its second line with ``::error file=README.md,…``: an
annotation forged on another file, or a mask that hides what the log says next."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from helpers import run

REPO = Path(__file__).parents[2]
LEGAL = REPO / "examples" / "decks" / "rose-dragon.ydk"
ILLEGAL = REPO / "tests" / "data" / "decks" / "AI_Albaz.ydk"
NAMES = {
    "::add-mask::x.ydk": LEGAL,
    "::error::x.ydk": ILLEGAL,
    "a" * 78 + "::error file=README.md,line=1::forged.ydk": ILLEGAL,
    "b" * 77 + ":::error::cut.ydk": ILLEGAL,
    # a review: a path cut where no letter but colons comes before the cut, or whose whole
    # path, printed below the row, starts with "::"
    ":" * 78 + "::error::pwned.ydk": ILLEGAL,
    "x" + ":" * 77 + "::warning::pwned2.ydk": ILLEGAL,
    "::add-mask::" + "d" * 100 + ".ydk": ILLEGAL,
    "##[error]old-form.ydk": ILLEGAL,  # the runner's older form, at a line's start
}


@pytest.mark.parametrize("output", ["texto", "resumen", "csv", "junit", "html", "json", "sarif"])
def test_no_line_of_the_output_starts_as_a_workflow_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, output: str
) -> None:
    for name, deck in NAMES.items():
        shutil.copy(deck, tmp_path / name)
    monkeypatch.chdir(tmp_path)
    done = run("valida", ".", "--salida", output)
    assert done.exit_code == 1, done.stderr
    starts = ("::", "##[")
    commands = [line for line in done.stdout.splitlines() if line.lstrip().startswith(starts)]
    assert commands == []
    if output != "sarif":  # which names the illegal decks alone, by URI
        assert "::add-mask::x.ydk" in done.stdout  # the file is still named, as the same path
