"""A byte of a file name that is not UTF-8 and the character of the same number print apart.

Before: ``printable`` wrote both the byte 0x85 of a name that is not UTF-8 and the character
U+0085 (a C1 control, UTF-8 bytes C2 85) as ``\\x85``, the soft hyphen U+00AD and the byte
0xAD as ``\\xad``: two files, one run, one printed name. A character past ``7f`` is now
written ``\\u0085``; ``\\x`` past ``7f`` is always a byte.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from helpers import DECKS, run

from ydkcheck.printable import printable

ILLEGAL = DECKS / "AI_Albaz.ydk"
LEGAL = DECKS / "Rose_Dragon.ydk"


@pytest.mark.parametrize("code", [0x80, 0x85, 0x9B, 0x9F, 0xAD])
def test_a_byte_and_a_character_of_one_number_print_apart(code: int) -> None:
    byte = os.fsdecode(bytes([ord("a"), code]))
    assert printable(byte) == f"a\\x{code:02x}"
    assert printable(f"a{chr(code)}") == f"a\\u{code:04x}"


def test_controls_below_7f_keep_their_short_escape() -> None:
    assert printable("a\x1b\x7f") == "a\\x1b\\x7f"


@pytest.mark.skipif(os.sep != "/", reason="POSIX file names")
def test_two_files_named_with_the_byte_and_the_character_are_two_sources(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "names"
    folder.mkdir()
    shutil.copy(ILLEGAL, os.fsencode(folder) + b"/deck\x85.ydk")  # the byte: not UTF-8
    shutil.copy(LEGAL, folder / "deck\x85.ydk")  # the character, as UTF-8
    monkeypatch.chdir(tmp_path)
    decks = json.loads(run("--lang", "en", "valida", "--salida", "json", "names").stdout)
    sources = {deck["source"]: deck["legal"] for deck in decks["decks"]}
    assert sources == {"names/deck\\x85.ydk": False, "names/deck\\u0085.ydk": True}
