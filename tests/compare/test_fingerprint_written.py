"""``compara --huella``: a fingerprint as people write it, and what a mistyped one is told.

A word processor writes the groups' dashes as en dashes, em dashes or minus signs; they once
made a whole fingerprint "28 characters without dashes or blanks, it has 34". A character
outside the alphabet in a fingerprint of the right length once said "it has 28", which is
right: the message now names the character and where it is.
"""

from __future__ import annotations

import pytest
from helpers import DECKS, run

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.decks.fingerprint import fingerprint

ROSE = str(DECKS / "Rose_Dragon.ydk")


@pytest.fixture
def recorded(cards: CardDB) -> str:
    return fingerprint(read_deck(ROSE, cards), cards)


@pytest.mark.parametrize(
    "dash",
    ["\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2015", "\u2212", " \u2013 "],
)
def test_typographic_dashes_are_dashes(recorded: str, dash: str) -> None:
    done = run("--lang", "en", "compara", "--huella", recorded.replace("-", dash), ROSE)
    assert done.exit_code == 0, done.stderr
    assert "✔ SAME DECK" in done.stdout


@pytest.mark.parametrize(
    ("wrong", "code"),
    [
        ("U", "U+0055"),  # not in Crockford's alphabet
        ("\uff22", "U+FF22"),  # a full-width B
        ("\u0410", "U+0410"),  # a Cyrillic A
        ("?", "U+003F"),
    ],
)
def test_a_character_outside_the_alphabet_is_named_with_its_place(
    recorded: str, wrong: str, code: str
) -> None:
    written = recorded[:5] + wrong + recorded[6:]  # the first character of the second group
    done = run("--lang", "en", "compara", "--huella", written, ROSE)
    assert done.exit_code == 2
    (line,) = done.stderr.splitlines()
    assert f"its character 6, '{wrong}' ({code}), is not one a fingerprint holds" in line
    assert "it has 28" not in line


def test_the_character_is_named_in_spanish_too(recorded: str) -> None:
    done = run("compara", "--huella", "U" + recorded[1:], ROSE)
    assert done.exit_code == 2
    assert "su carácter 1, «U» (U+0055), no es de los que tiene una huella" in done.stderr


def test_a_fingerprint_too_short_still_says_its_length(recorded: str) -> None:
    done = run("--lang", "en", "compara", "--huella", recorded.replace("-", "\u2013")[:-5], ROSE)
    assert done.exit_code == 2
    assert "(28 characters without dashes or blanks, it has 24)" in done.stderr
