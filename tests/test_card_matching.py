"""The one matcher of written card names: its key, and what it suggests for a miss."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.cards.matching import name_index, name_key


@pytest.mark.parametrize(
    ("written", "name"),
    [
        ("xyz  xtreme !!", "Xyz Xtreme\u00a0!!"),  # the card data's no-break space
        ('maxx "c"', "Maxx “C”"),
        ("MAXX C", 'Maxx "C"'),
        ("numero c102 serafin archidemonio", "Número C102: Serafín Archidemonio"),
        ("Ash Blossom and Joyous Spring", "Ash Blossom & Joyous Spring"),
        ("Flor de Ceniza y Primavera Feliz", "Flor de Ceniza & Primavera Feliz"),
        ("psy framelord omega", "PSY-Framelord Omega"),
    ],
)
def test_one_key_for_every_spelling_of_a_name(written: str, name: str) -> None:
    assert name_key(written) == name_key(name)


def test_a_key_keeps_the_letters_and_digits_that_tell_names_apart() -> None:
    assert name_key("Number 39: Utopia") != name_key("Number 39: Utopia Beyond")
    assert name_key("Crashbug X") != name_key("Crashbug Y")


def test_a_hand_spec_widens_a_miss_to_the_names_that_hold_it(cards: CardDB) -> None:
    names = name_index(cards)
    assert names.suggest("Ash Blossom") == []  # nothing near enough for a decklist
    assert names.suggest("Ash Blossom", wider=True)[0] == "Ash Blossom & Joyous Spring"
    assert names.suggest("Ash Blosom & Joyous Spring", wider=True) == [
        "Ash Blossom & Joyous Spring"
    ]
    assert names.suggest("!!", wider=True) == []  # no letter to look for
