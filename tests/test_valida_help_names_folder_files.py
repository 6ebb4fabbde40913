"""``valida --help`` says which files of a folder are read: its ``.ydk``, ``.txt`` and ``.pdf``
files (``decks.inputs.DECK_SUFFIXES``), not only its ``.ydk`` as it said; and a folder named
where one deck goes says the same."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import run

from ydkcheck.decks.inputs import DECK_SUFFIXES


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_help_names_every_kind_of_file_a_folder_is_read_for(lang: str) -> None:
    result = run("--lang", lang, "valida", "--help")
    assert result.exit_code == 0
    text = " ".join(result.stdout.split())
    folders = text[text.index("(", text.index("carpetas" if lang == "es" else "folders")) :]
    said = folders[: folders.index(")")]
    assert all(suffix in said for suffix in DECK_SUFFIXES), said


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_folder_where_one_deck_goes_names_the_files_read(lang: str, tmp_path: Path) -> None:
    result = run("--lang", lang, "info", str(tmp_path))
    assert result.exit_code == 2
    assert all(suffix in result.stderr for suffix in DECK_SUFFIXES), result.stderr
