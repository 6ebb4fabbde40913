"""``.ydk`` files: every shape seen in the wild, and writing them back."""

from __future__ import annotations

from ydkcheck.decks import read_deck, to_ydk

ASH, DARK_MAGICIAN, UTOPIA = 14558127, 46986414, 84013237


def test_sections_lines_and_comments(write_ydk, cards):
    text = (
        "#created by someone\n#main\n14558127\n\n# a comment\n46986414\n"
        "#extra\n84013237\n!side\n14558127\n"
    )
    deck = read_deck(str(write_ydk(text=text)), cards)
    assert deck.main == (ASH, DARK_MAGICIAN)
    assert deck.extra == (UTOPIA,)
    assert deck.side == (ASH,)
    assert [entry.line for entry in deck.entries] == [3, 6, 8, 10]
    assert deck.warnings == ()


def test_crlf_bom_padding_trailing_space_and_trailing_text(tmp_path, cards):
    text = (
        "\ufeff#main\r\n08131171  \r\n14558127\t\r\n14558127 -- Ash Blossom\r\n#extra\r\n!side\r\n"
    )
    path = tmp_path / "windows.ydk"
    path.write_bytes(text.encode("utf-8"))
    deck = read_deck(str(path), cards)
    assert deck.main == (8131171, ASH, ASH)
    assert [entry.line for entry in deck.entries] == [2, 3, 4]


def test_real_deck_with_crlf_and_bom(real_deck, cards):
    deck = read_deck(str(real_deck("408__56d10631.ydk")), cards)
    assert deck.counts() == {"main": 40, "extra": 15, "side": 0}


def test_unknown_line_is_a_syntax_warning_with_its_line(real_deck, cards):
    deck = read_deck(str(real_deck("408_SD2__67e614fa.ydk")), cards)
    assert deck.counts()["main"] == 40
    assert [(w.rule, w.line) for w in deck.warnings] == [
        ("syntax", 46),
        ("syntax", 47),
        ("syntax", 48),
    ]


def test_cards_before_any_header_count_as_main_with_a_warning(write_ydk, cards):
    deck = read_deck(str(write_ydk(text="14558127\n14558127\n#extra\n84013237\n")), cards)
    assert deck.main == (ASH, ASH)
    assert [(w.rule, w.message_key, w.line) for w in deck.warnings] == [
        ("syntax", "syntax.no-header", 1)
    ]


def test_sections_are_kept_as_written(write_ydk, cards):
    deck = read_deck(str(write_ydk(main=[UTOPIA], extra=[ASH])), cards)
    assert deck.main == (UTOPIA,)
    assert deck.extra == (ASH,)


def test_ydk_text_round_trip(real_deck, tmp_path, cards):
    deck = read_deck(str(real_deck("Gouki.ydk")), cards)
    copy = tmp_path / "copy.ydk"
    copy.write_text(to_ydk(deck), encoding="utf-8")
    again = read_deck(str(copy), cards)
    assert (again.main, again.extra, again.side) == (deck.main, deck.extra, deck.side)


def test_the_player_is_the_name_of_created_by(write_ydk, real_deck, cards):
    assert read_deck(str(real_deck("Gouki.ydk")), cards).player == "Naim"
    text = "\ufeff#created by  José   Pérez \n#main\n14558127\n#created by someone else\n"
    assert read_deck(str(write_ydk(text=text)), cards).player == "José Pérez"
    assert read_deck(str(write_ydk(text="#main\n14558127\n")), cards).player is None


def test_a_placeholder_or_a_program_is_no_player(write_ydk, real_deck, cards):
    assert read_deck(str(real_deck("Rose_Dragon.ydk")), cards).player is None  # "..."
    assert read_deck(str(real_deck("AI_Pumpking.ydk")), cards).player is None  # MDPro3
    for written in ("Player", "ydkcheck", ""):
        text = f"#created by {written}\n#main\n14558127\n"
        assert read_deck(str(write_ydk(text=text)), cards).player is None, written


def test_a_long_created_by_is_cut_and_to_ydk_writes_the_player_back(write_ydk, tmp_path, cards):
    deck = read_deck(str(write_ydk(text="#created by " + "N" * 5000 + "\n#main\n1\n")), cards)
    assert deck.player is not None and len(deck.player) == 60 and deck.player.endswith("…")
    named = read_deck(str(write_ydk(text="#created by Ana\n#main\n14558127\n")), cards)
    copy = tmp_path / "copy.ydk"
    copy.write_text(to_ydk(named), encoding="utf-8")
    assert copy.read_text(encoding="utf-8").startswith("#created by Ana\n")
    assert read_deck(str(copy), cards).player == "Ana"
