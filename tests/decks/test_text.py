"""Text decklists: counts, headings, and names the card data does not know."""

from __future__ import annotations

import pytest

from ydkcheck.decks import read_deck
from ydkcheck.diagnostics import Section
from ydkcheck.errors import InputError

ASH, DARK_MAGICIAN, UTOPIA = 14558127, 46986414, 84013237


def test_text_decklist(tmp_path, cards):
    path = tmp_path / "list.txt"
    path.write_text(
        "Main Deck:\n3 Ash Blossom & Joyous Spring\nDark Magician x2\n\n"
        "Extra Deck:\n1x Number 39: Utopia\n",
        encoding="utf-8",
    )
    deck = read_deck(str(path), cards)
    assert deck.main == (ASH, ASH, ASH, DARK_MAGICIAN, DARK_MAGICIAN)
    assert deck.extra == (UTOPIA,)
    assert deck.entries[0].section is Section.MAIN and deck.entries[0].line == 2


def test_text_decklist_unknown_name_suggests(tmp_path, cards):
    path = tmp_path / "list.txt"
    path.write_text("Main Deck:\n3 Ash Blosom & Joyous Spring\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_deck(str(path), cards)
    assert caught.value.line == 2
    assert "Ash Blossom & Joyous Spring" in caught.value.params["hint"]
