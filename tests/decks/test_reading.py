"""A deck's bytes: encodings, files that are no deck, pipes, and never writing the input."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from ydkcheck.decks import read_deck
from ydkcheck.errors import InputError

ASH, DARK_MAGICIAN = 14558127, 46986414


def test_utf16_with_bom(tmp_path, cards):
    path = tmp_path / "notepad.ydk"
    path.write_bytes("#main\r\n14558127\r\n!side\r\n46986414\r\n".encode("utf-16"))
    deck = read_deck(str(path), cards)
    assert deck.main == (ASH,)
    assert deck.side == (DARK_MAGICIAN,)
    assert deck.entries[1].line == 4


@pytest.mark.parametrize("byte_order", ["utf-16-le", "utf-16-be"])
def test_utf16_without_bom_is_read_not_called_binary(tmp_path, cards, byte_order):
    path = tmp_path / "export.ydk"
    path.write_bytes("#created by José\n#main\n14558127\n!side\n46986414\n".encode(byte_order))
    deck = read_deck(str(path), cards)
    assert (deck.main, deck.side) == ((ASH,), (DARK_MAGICIAN,))
    # the simulators read bytes: saved as UTF-16 they load no card, and ydkcheck says so
    assert [(w.rule, w.message_key) for w in deck.warnings] == [("ydk-load", "rule.ydk-load.utf16")]


@pytest.mark.parametrize("encoding", ["utf-32", "utf-32-le", "utf-32-be"])
def test_utf32_with_or_without_bom_is_read_and_said(tmp_path, cards, encoding):
    """UTF-32's little-endian BOM begins with UTF-16's: it was read as UTF-16, a NUL between
    each two characters, and said to hold no card "of at most ten digits"."""
    path = tmp_path / "export.ydk"
    path.write_bytes("#created by José\n#main\n14558127\n!side\n46986414\n".encode(encoding))
    deck = read_deck(str(path), cards)
    assert (deck.main, deck.side) == ((ASH,), (DARK_MAGICIAN,))
    assert [(w.rule, w.message_key) for w in deck.warnings] == [("ydk-load", "rule.ydk-load.utf32")]


@pytest.mark.parametrize("encoding", ["utf-32", "utf-32-be"])
def test_a_utf32_text_list_is_read(tmp_path, cards, encoding):
    path = tmp_path / "lista.txt"
    path.write_bytes("Deck Principal\n3 Ash Blossom & Joyous Spring\n".encode(encoding))
    deck = read_deck(str(path), cards)
    assert deck.main == (ASH, ASH, ASH)


def test_utf16_text_starting_with_a_nul_character_is_no_utf32(tmp_path, cards):
    """A UTF-16 BOM before U+0000 is UTF-32's BOM: a NUL is no text's first character."""
    path = tmp_path / "odd.ydk"
    path.write_bytes(b"\xff\xfe\x00\x00" + "#main\n14558127\n".encode("utf-16-le"))
    with pytest.raises(InputError):  # not a deck of UTF-32 characters: 0x2300 0x616D...
        read_deck(str(path), cards)


def test_a_windows_1252_comment_is_read_and_said(tmp_path, cards):
    # what a Spanish Windows machine writes: the comment in Windows-1252, passcodes in ASCII
    path = tmp_path / "jose.ydk"
    path.write_bytes("#main\n14558127\n#hecho por José — ‘Ash’\n14558127\n".encode("cp1252"))
    deck = read_deck(str(path), cards)
    assert deck.main == (ASH, ASH)
    [odd] = deck.warnings
    assert (odd.rule, odd.message_key, odd.line) == ("syntax", "syntax.not-utf8", 3)


def test_each_line_is_read_in_its_own_encoding(tmp_path, cards):
    """A hostile round: one Windows-1252 ``ó`` made the whole list Windows-1252, and every
    card named in UTF-8 around it an unknown ``DragÃ³n``: a list pasted from two pages."""
    path = tmp_path / "pasted.txt"
    utf8 = "Main Deck\n3 Dragón Blanco de Ojos Azules\n".encode()
    legacy = "3 Dragón Negro de Ojos Rojos\n".encode("cp1252")
    later = "2 Dragón Totémico\n1 Dragón del Trueno Final\n".encode()
    path.write_bytes(utf8 + legacy + later + "2 Dragón Diez Mil\n".encode("cp1252"))
    deck = read_deck(str(path), cards)
    assert len(deck.main) == 11 and deck.unread == (), deck.warnings
    said = [(w.message_key, w.line, w.params.get("count")) for w in deck.warnings]
    assert ("syntax.not-utf8.lines", 3, 1) in said


@pytest.mark.parametrize(
    ("content", "key"),
    [
        (b"", "deck.empty"),
        (b" \r\n\t\n", "deck.empty"),
        (b"#created by x\n#main\n#extra\n!side\n", "deck.no-cards"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "deck.binary"),
        (b"\x1f\x8b\x08\x00garbage", "deck.binary"),  # gzip
        # NUL bytes are said at their line, but a first line of more than a slip's
        (b"\x00\x01\x02garbage\xff", "deck.nul"),
        (b"\x00" * 9 + b"#main\n14558127\n", "deck.binary"),
        (b"#main\x00\n14558127\n", "deck.nul"),
        (b"\xef\xbb\xbf\x00#main\n14558127\n", "deck.nul"),
        (b"#main\x01\r14558127\r\x00\n", "deck.nul"),
        (b"#main\n14558127\n" + b"\x00\x01" * 9, "deck.nul"),
        (b"#main\n14558127\x00\n", "deck.nul"),  # a text with a NUL: said at its line
        (b"#main\n#Jos\xe9\n14558127\x00\n", "deck.nul"),  # in Windows-1252 too
        (b"#main\n" + b"14558127\n" * 120_000, "deck.too-big"),
    ],
)
def test_unusable_files_raise_one_clear_error(tmp_path, cards, content, key):
    path = tmp_path / "bad.ydk"
    path.write_bytes(content)
    with pytest.raises(InputError) as caught:
        read_deck(str(path), cards)
    assert caught.value.key == key
    assert caught.value.path == str(path)


def test_missing_file(tmp_path, cards):
    with pytest.raises(InputError) as caught:
        read_deck(str(tmp_path / "nope.ydk"), cards)
    assert caught.value.key == "input.missing"


def test_reading_never_writes_the_input(real_deck, cards):
    path: Path = real_deck("408__56d10631.ydk")
    before = path.read_bytes(), path.stat().st_mtime_ns
    read_deck(str(path), cards)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_deck_from_a_pipe_is_read_to_its_end(real_deck, tmp_path, cards):
    # what `ydkcheck valida <(curl ...)` hands over: a pipe, whose size says nothing
    pipe = tmp_path / "deck.ydk"
    os.mkfifo(pipe)
    deck = real_deck("Gouki.ydk")
    text = deck.read_text(encoding="utf-8-sig")
    writer = threading.Thread(target=pipe.write_text, args=(text,), kwargs={"encoding": "utf-8"})
    writer.start()
    try:
        from_pipe = read_deck(str(pipe), cards)
    finally:
        writer.join()
    assert len(text) > 100 and from_pipe.entries == read_deck(str(deck), cards).entries


def test_a_nul_is_said_at_its_line_in_lines_ended_by_carriage_returns(tmp_path, cards):
    path = tmp_path / "mac.ydk"
    path.write_bytes(b"#main\r14558127\r14558127\r#x\x00\r")
    with pytest.raises(InputError) as caught:
        read_deck(str(path), cards)
    assert (caught.value.key, caught.value.line) == ("deck.nul", 4)


def test_a_byte_order_mark_is_said_beside_a_line_not_in_utf8(tmp_path, cards):
    """A review: the mark, which makes the first card no card to the simulators, went
    unsaid once a line of the file was Windows-1252 (``#José``), and the deck read LEGAL."""
    path = tmp_path / "bom.ydk"
    path.write_bytes(b"\xef\xbb\xbf14558127\n14558127\n#Jos\xe9\n")
    deck = read_deck(str(path), cards)
    assert deck.main == (ASH,)
    said = [(w.message_key, w.line) for w in deck.warnings]
    assert ("rule.ydk-load.bom", 1) in said and ("syntax.not-utf8", 3) in said
