"""A field's rich text (``/RV``) loses its markup in time in proportion to its length: no
markup is looked for past its last ">", where each "<" was tried to the text's end (a rich
text of 65,536 "<" took seconds a field, and every field may carry one); its words are
read as before."""

from __future__ import annotations

import html
import re
from typing import Any

import pytest
from helpers import printed_at_once

from ydkcheck.decks import sheet_actions

WRITTEN = [
    '<body xmlns="http://www.w3.org/1999/xhtml"><p style="font-size:12pt">Maxx "C"</p></body>',
    "<body><p>Ash Blossom &amp; Joyous Spring</p></body>",
    "<p>Sangan</p> trailing words",
    "Sangan",
    "a < b",
    "<p>x</p> < y",
    "<b>a<i>b</i></b> > c",
    "<<p>>x",
]


def _former(written: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]*>", " ", written)).split())


@pytest.mark.parametrize("written", WRITTEN)
def test_a_rich_text_reads_as_before(written: str) -> None:
    read = sheet_actions._rich_text_if_other({"/RV": written, "/V": ""})
    assert read == (_former(written) or None)


class _Recording:
    """The markup pattern, recording how much text it is given to look through."""

    def __init__(self) -> None:
        self.given: list[int] = []

    def sub(self, repl: str, text: str) -> Any:
        self.given.append(len(text))
        return re.sub(r"<[^>]*>", repl, text)


def test_no_markup_is_looked_for_past_the_last_closing_sign(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    recording = _Recording()
    monkeypatch.setattr(sheet_actions, "MARKUP", recording)
    written = "<p>Sangan</p>" + "<" * 60_000
    assert sheet_actions._rich_text_if_other({"/RV": written, "/V": ""}) == (
        "Sangan " + "<" * 60_000
    )
    assert recording.given == [len("<p>Sangan</p>")]


def test_a_forged_rich_text_is_read_at_once() -> None:
    script = (
        "from ydkcheck.decks.sheet_actions import MOST_SCRIPT, _rich_text_if_other\n"
        "for _ in range(20):\n"
        "    _rich_text_if_other({'/RV': '<' * MOST_SCRIPT, '/V': ''})\n"
    )
    printed_at_once(script)
