"""``ydke://`` URLs: sections, bad URLs, and writing them back."""

from __future__ import annotations

import base64
import struct

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.decks import parse_ydke, to_ydke
from ydkcheck.errors import InputError

ASH, DARK_MAGICIAN, UTOPIA = 14558127, 46986414, 84013237


def _ydke(main: list[int], extra: list[int], side: list[int]) -> str:
    parts = [base64.b64encode(struct.pack(f"<{len(c)}I", *c)).decode() for c in (main, extra, side)]
    return "ydke://" + "!".join(parts) + "!"


def test_ydke_sections_and_no_lines():
    deck = parse_ydke(_ydke([ASH, ASH], [UTOPIA], [DARK_MAGICIAN]))
    assert deck.main == (ASH, ASH)
    assert deck.extra == (UTOPIA,)
    assert deck.side == (DARK_MAGICIAN,)
    assert all(entry.line is None for entry in deck.entries)


@pytest.mark.parametrize(
    ("url", "key"),
    [
        ("ydke://", "ydke.sections"),
        ("ydke://AAAA!", "ydke.sections"),
        ("ydke://###!!!", "ydke.base64"),
        ("ydke://AAAAAAA=!!!", "ydke.length"),
        ("ydke://!!!", "ydke.no-cards"),
        ("ydke://AAAA!!!?x=1", "ydke.after-side"),
    ],
)
def test_bad_ydke_urls(url, key):
    with pytest.raises(InputError) as caught:
        parse_ydke(url)
    assert caught.value.key == key


@given(
    st.lists(st.integers(1, 2**32 - 1), max_size=60),
    st.lists(st.integers(1, 2**32 - 1), max_size=15),
    st.lists(st.integers(1, 2**32 - 1), max_size=15),
)
def test_ydke_round_trip(main, extra, side):
    if not (main or extra or side):
        return
    deck = parse_ydke(_ydke(main, extra, side))
    assert (list(deck.main), list(deck.extra), list(deck.side)) == (main, extra, side)
    assert parse_ydke(to_ydke(deck)).entries == deck.entries


@pytest.mark.parametrize("prefix", ["ydke:%2F%2F", "YDKE:%2f%2f"])
def test_a_file_holding_a_percent_encoded_url_says_so_at_its_line(tmp_path, cards, prefix):
    """Found by a hostile review: such a file was a text list of no card read, "check the
    card names"."""
    from urllib.parse import quote

    from ydkcheck.decks import read_deck

    url = to_ydke(
        parse_ydke("ydke://" + base64.b64encode(struct.pack("<3I", 1, 2, 3)).decode() + "!!!")
    )
    path = tmp_path / "deck.txt"
    path.write_text("\n" + prefix + quote(url[len("ydke://") :], safe="") + "\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_deck(str(path), cards)
    assert (caught.value.key, caught.value.line) == ("ydke.encoded", 2)
