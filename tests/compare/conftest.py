"""What the deck checks' tests share: the TCG 2026.05 list's checker and a real deck."""

from __future__ import annotations

import pytest
from helpers import DECKS

from ydkcheck.cards import CardDB
from ydkcheck.decks import Deck, read_deck
from ydkcheck.lists.choose import select_banlist
from ydkcheck.validate import Validator

ROSE = DECKS / "Rose_Dragon.ydk"  # Main Deck 40, Side Deck 3 × Miracle Fertilizer


@pytest.fixture(scope="module")
def validator(cards: CardDB) -> Validator:
    selection = select_banlist("tcg-2026-05", None)
    return Validator(selection.banlist, cards, selection.as_of)


@pytest.fixture(scope="module")
def rose(cards: CardDB) -> Deck:
    return read_deck(str(ROSE), cards)
