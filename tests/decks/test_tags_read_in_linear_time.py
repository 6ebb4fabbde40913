"""A forum's tags are tried at each "[" up to the next one, never to the line's end: a line
of thousands of opened tags is read as quickly as any other, not in minutes; and a tag's
value may be as long as a player writes it."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import bounded

from ydkcheck.decks import text_lines

# lines a player can write, each 100,000 characters or so; with a tag's value or a block's
# closing tags tried to the line's end, reading the first took about a minute
HOSTILE = {
    "struck, then colours opened": "[s]" + "[color=" * 15_000,
    "a colour closed, then opened": "[/color]" + "[color=" * 12_000,
    "block ends, then a word": "[/quote]" * 12_000 + "x",
    "sizes opened": "[size=" * 16_000,
}


@pytest.mark.parametrize(
    ("pattern", "tag"),
    [("FORUM_TAG", "color"), ("STRUCK", "color"), ("STRUCK_TEXT", "size"), ("STYLING", "quote")],
)
def test_a_tags_value_holds_no_bracket(pattern: str, tag: str) -> None:
    compiled = getattr(text_lines, pattern)
    assert compiled.search(f"[{tag}=" + "w, " * 100 + "]") is not None  # a value of any length
    assert compiled.search(f"[{tag}=[w]") is None


def test_a_card_line_behind_a_long_font_is_no_card_read_in_silence(tmp_path: Path) -> None:
    fonts = ", ".join(["Wingdings", "Webdings", "Symbol", "Zapf Dingbats", "Marlett", "MT Extra"])
    fonts += ", Bookshelf Symbol 7, Wingdings 2, Wingdings 3"
    deck = tmp_path / "deck.txt"
    deck.write_text(f"Main Deck\n3 Sangan\n3 Mirror Force [font={fonts}]\n", encoding="utf-8")
    process = bounded(["-m", "ydkcheck", "--lang", "en", "valida", str(deck)], text=True)
    assert len(fonts) > 100
    assert "line 3" in process.stdout and process.returncode == 1, process.stdout


def test_a_blocks_closing_tags_at_the_end_are_taken_off_as_before() -> None:
    assert text_lines.unstyled("3 Sangan [/quote] [/CENTER]\t") == "3 Sangan "
    assert text_lines.unstyled("[quote][b]Monsters: 24[/b]") == "Monsters: 24"
    assert text_lines.unstyled("[/quote] x") == "[/quote] x"


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_line_of_opened_tags_is_read_at_once(tmp_path: Path, name: str) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(f"Main Deck\n3 Sangan\n{HOSTILE[name]}\n", encoding="utf-8")
    process = bounded(["-m", "ydkcheck", "--lang", "en", "valida", str(deck)], text=True)
    assert process.returncode in (1, 2), process.stderr
    assert "Traceback" not in process.stderr
