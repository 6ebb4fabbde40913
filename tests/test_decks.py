"""Reading decks: every shape of .ydk seen in the wild, ydke:// URLs, text decklists, bad input."""

from __future__ import annotations

import base64
import os
import struct
import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.cards import open_card_db
from ydkcheck.decks import load_deck, parse_ydke, to_ydk, to_ydke
from ydkcheck.diagnostics import Section
from ydkcheck.errors import InputError

ASH, DARK_MAGICIAN, UTOPIA = 14558127, 46986414, 84013237


def test_sections_lines_and_comments(write_ydk):
    text = (
        "#created by someone\n#main\n14558127\n\n# a comment\n46986414\n"
        "#extra\n84013237\n!side\n14558127\n"
    )
    deck = load_deck(str(write_ydk(text=text)))
    assert deck.main == (ASH, DARK_MAGICIAN)
    assert deck.extra == (UTOPIA,)
    assert deck.side == (ASH,)
    assert [entry.line for entry in deck.entries] == [3, 6, 8, 10]
    assert deck.warnings == ()


def test_crlf_bom_padding_trailing_space_and_trailing_text(tmp_path):
    text = (
        "\ufeff#main\r\n08131171  \r\n14558127\t\r\n14558127 -- Ash Blossom\r\n#extra\r\n!side\r\n"
    )
    path = tmp_path / "windows.ydk"
    path.write_bytes(text.encode("utf-8"))
    deck = load_deck(str(path))
    assert deck.main == (8131171, ASH, ASH)
    assert [entry.line for entry in deck.entries] == [2, 3, 4]


def test_utf16_with_bom(tmp_path):
    path = tmp_path / "notepad.ydk"
    path.write_bytes("#main\r\n14558127\r\n!side\r\n46986414\r\n".encode("utf-16"))
    deck = load_deck(str(path))
    assert deck.main == (ASH,)
    assert deck.side == (DARK_MAGICIAN,)
    assert deck.entries[1].line == 4


def test_real_deck_with_crlf_and_bom(real_deck):
    deck = load_deck(str(real_deck("408__56d10631.ydk")))
    assert deck.counts() == {"main": 40, "extra": 15, "side": 0}


def test_unknown_line_is_a_syntax_warning_with_its_line(real_deck):
    deck = load_deck(str(real_deck("408_SD2__67e614fa.ydk")))
    assert deck.counts()["main"] == 40
    assert [(w.rule, w.line) for w in deck.warnings] == [
        ("syntax", 46),
        ("syntax", 47),
        ("syntax", 48),
    ]


def test_cards_before_any_header_count_as_main_with_a_warning(write_ydk):
    deck = load_deck(str(write_ydk(text="14558127\n14558127\n#extra\n84013237\n")))
    assert deck.main == (ASH, ASH)
    assert [(w.rule, w.message_key, w.line) for w in deck.warnings] == [
        ("syntax", "syntax.no-header", 1)
    ]


def test_sections_are_kept_as_written(write_ydk):
    deck = load_deck(str(write_ydk(main=[UTOPIA], extra=[ASH])))
    assert deck.main == (UTOPIA,)
    assert deck.extra == (ASH,)


@pytest.mark.parametrize(
    ("content", "key"),
    [
        (b"", "deck.no-cards"),
        (b"#created by x\n#main\n#extra\n!side\n", "deck.no-cards"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "deck.binary"),
        (b"\x00\x01\x02garbage\xff", "deck.binary"),
        (b"#main\n\xff\xfe\xfa\n", "deck.not-utf8"),
        (b"#main\n" + b"14558127\n" * 120_000, "deck.too-big"),
    ],
)
def test_unusable_files_raise_one_clear_error(tmp_path, content, key):
    path = tmp_path / "bad.ydk"
    path.write_bytes(content)
    with pytest.raises(InputError) as caught:
        load_deck(str(path))
    assert caught.value.key == key
    assert caught.value.path == str(path)


def test_missing_file(tmp_path):
    with pytest.raises(InputError) as caught:
        load_deck(str(tmp_path / "nope.ydk"))
    assert caught.value.key == "input.missing"


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
        ("ydke://!!!", "deck.no-cards"),
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


def test_ydk_text_round_trip(real_deck, tmp_path):
    deck = load_deck(str(real_deck("Gouki.ydk")))
    copy = tmp_path / "copy.ydk"
    copy.write_text(to_ydk(deck), encoding="utf-8")
    again = load_deck(str(copy))
    assert (again.main, again.extra, again.side) == (deck.main, deck.extra, deck.side)


def test_text_decklist(tmp_path):
    path = tmp_path / "list.txt"
    path.write_text(
        "Main Deck:\n3 Ash Blossom & Joyous Spring\nDark Magician x2\n\n"
        "Extra Deck:\n1x Number 39: Utopia\n",
        encoding="utf-8",
    )
    deck = load_deck(str(path), open_card_db(offline=True))
    assert deck.main == (ASH, ASH, ASH, DARK_MAGICIAN, DARK_MAGICIAN)
    assert deck.extra == (UTOPIA,)
    assert deck.entries[0].section is Section.MAIN and deck.entries[0].line == 2


def test_text_decklist_unknown_name_suggests(tmp_path):
    path = tmp_path / "list.txt"
    path.write_text("Main Deck:\n3 Ash Blosom & Joyous Spring\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_deck(str(path), open_card_db(offline=True))
    assert caught.value.line == 2
    assert "Ash Blossom & Joyous Spring" in caught.value.params["hint"]


def test_reading_never_writes_the_input(real_deck):
    path: Path = real_deck("408__56d10631.ydk")
    before = path.read_bytes(), path.stat().st_mtime_ns
    load_deck(str(path))
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_deck_from_a_pipe_is_read_to_its_end(real_deck, tmp_path):
    # what `ydkcheck valida <(curl ...)` hands over: a pipe, whose size says nothing
    pipe = tmp_path / "deck.ydk"
    os.mkfifo(pipe)
    deck = real_deck("Gouki.ydk")
    text = deck.read_text(encoding="utf-8-sig")
    writer = threading.Thread(target=pipe.write_text, args=(text,), kwargs={"encoding": "utf-8"})
    writer.start()
    try:
        from_pipe = load_deck(str(pipe))
    finally:
        writer.join()
    assert len(text) > 100 and from_pipe.entries == load_deck(str(deck)).entries
