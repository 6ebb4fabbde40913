"""What a ``ydke://`` URL written wrongly is told: what is wrong with it, where, what to do.

Each case once ended in a message that said something else: "needs three sections; it has
3" for a URL with a query after it, "a .ydk lists one passcode per line" for an empty URL.
"""

from __future__ import annotations

import pytest
from helpers import DECKS, run

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck, to_ydke

ROSE = str(DECKS / "Rose_Dragon.ydk")


@pytest.fixture
def url(cards: CardDB) -> str:
    return to_ydke(read_deck(ROSE, cards))


def _error_lines(stderr: str) -> list[str]:
    """The lines of stderr that report a problem (``valida`` adds a totals line)."""
    return [line for line in stderr.splitlines() if line.startswith("ydkcheck: ")]


def test_text_after_the_side_deck_is_named(url: str) -> None:
    done = run("--lang", "en", "valida", url + "?x=1")
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2
    assert "'?x=1' follows" in line and "remove it" in line
    assert "it has 3" not in line and "this one has 3" not in line


@pytest.mark.parametrize(
    ("written", "found"), [("ydke://", "0"), ("ydke://AAAA", "1"), ("ydke://AAAA!AAAA", "2")]
)
def test_too_few_sections_says_how_many_there_are(written: str, found: str) -> None:
    done = run("--lang", "en", "valida", written)
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2 and f"this one has {found}: copy the whole URL again" in line


def test_an_empty_url_is_told_about_the_url() -> None:
    done = run("--lang", "en", "valida", "ydke://!!!")
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2
    assert "the three sections of this ydke:// URL are empty" in line and ".ydk" not in line
