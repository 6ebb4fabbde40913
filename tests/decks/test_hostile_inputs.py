"""Inputs made to break a reader: link loops, deep trees, unreadable folders, odd lines."""

from __future__ import annotations

import errno
import inspect
import os
import shutil
import sys
import threading
import unicodedata
from pathlib import Path

import pytest

from ydkcheck import user_files
from ydkcheck.decks import read_deck, read_inputs
from ydkcheck.decks.ydk import parse_ydk
from ydkcheck.diagnostics import Severity
from ydkcheck.errors import InputError


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, real_deck) -> Path:
    """decks/a.ydk, decks/sub/b.ydk, links back up from decks/sub, a link loop named
    decks/loop.ydk; the working folder is tmp_path."""
    (tmp_path / "decks" / "sub").mkdir(parents=True)
    shutil.copy(real_deck("Rose_Dragon.ydk"), tmp_path / "decks" / "a.ydk")
    shutil.copy(real_deck("AI_Albaz.ydk"), tmp_path / "decks" / "sub" / "b.ydk")
    (tmp_path / "decks" / "sub" / "up").symlink_to("..")
    (tmp_path / "decks" / "sub" / "round").symlink_to(tmp_path / "decks")
    (tmp_path / "decks" / "loop.ydk").symlink_to("loop.ydk")
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("given", ["decks", "decks/**/*.ydk"])
def test_links_to_folders_are_not_followed_and_a_looping_link_is_one_unreadable_deck(
    tree: Path, given: str, cards
) -> None:
    inputs = read_inputs([given], cards)
    decks = ("decks/a.ydk", "decks/loop.ydk", "decks/sub/b.ydk")
    links = ("decks/sub/round", "decks/sub/up")  # not followed, each named as left out
    assert inputs.sources == (*decks, *links)
    with pytest.raises(InputError) as caught:
        inputs.read("decks/loop.ydk")
    assert caught.value.key == "input.link-loop"  # not "check its permissions"
    for link in links:
        with pytest.raises(InputError) as caught:
            inputs.read(link)
        assert inputs.skipped(link, caught.value) == "folder-link"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are made on POSIX")
@pytest.mark.parametrize("target", ["fifo", "/dev/zero"])
def test_a_link_to_a_fifo_or_a_device_is_left_out_as_the_thing_itself(
    tmp_path: Path, cards, target: str
) -> None:
    """A hostile round: a folder's link to a FIFO waited 10 s on it (each link, again), and
    one to /dev/zero was read to a mebibyte and said "larger than a deck"; the FIFO itself
    is left out at once, as no regular file."""
    if target == "fifo":
        os.mkfifo(tmp_path / "pipe")
        target = str(tmp_path / "pipe")
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "p.ydk").symlink_to(target)
    inputs = read_inputs([str(decks)], cards)
    source = str(decks / "p.ydk")
    with pytest.raises(InputError) as caught:
        inputs.read(source)
    assert caught.value.key == "input.not-regular"
    assert inputs.skipped(source, caught.value) == "not-a-file"


@pytest.mark.parametrize(
    ("number", "key"),
    [
        (errno.EACCES, "input.unreadable"),
        (errno.ELOOP, "input.link-loop"),
        (errno.ENXIO, "input.unreadable.system"),
        (errno.EIO, "input.unreadable.system"),
    ],
)
def test_a_file_the_system_will_not_read_is_told_what_mends_it(number: int, key: str) -> None:
    """ "check its permissions" was said of a link that loops and of a link to /dev/tty with
    no terminal (ENXIO, said as "no program reads the pipe"), which no permission mends."""
    from ydkcheck.errors import unreadable

    error = unreadable("x.ydk", OSError(number, os.strerror(number)))
    assert error.key == key
    for lang in ("es", "en"):
        assert "pipe" not in error.render(lang) and "tubería" not in error.render(lang)


def test_a_tree_deeper_than_the_recursion_limit_is_walked(tmp_path: Path, cards) -> None:
    folder = tmp_path
    for _ in range(200):
        folder = folder / "d"
        folder.mkdir()
    (folder / "x.ydk").write_text("#main\n14558127\n", encoding="utf-8")
    deep = str(folder / "x.ydk")
    limit = sys.getrecursionlimit()
    # a walk that recursed once per folder would need 200 more frames than this allows
    sys.setrecursionlimit(len(inspect.stack()) + 50)
    try:
        by_folder = read_inputs([str(tmp_path)], cards).sources
        by_pattern = read_inputs([f"{tmp_path}/**/*.ydk"], cards).sources
    finally:
        sys.setrecursionlimit(limit)
    assert by_folder == by_pattern == (deep,)


def test_an_unreadable_subfolder_is_one_unreadable_input_and_the_rest_is_read(
    tree: Path, monkeypatch: pytest.MonkeyPatch, cards
) -> None:
    real_scandir = os.scandir

    def scandir(path: str) -> object:
        if str(path).rstrip("/").endswith("sub"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    inputs = read_inputs(["decks"], cards)
    assert inputs.sources == ("decks/a.ydk", "decks/loop.ydk", "decks/sub")
    with pytest.raises(InputError) as caught:
        inputs.read("decks/sub")
    assert caught.value.key == "input.unreadable"
    assert read_deck("decks/a.ydk", cards).main  # the others are checked as usual


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ("decks/*.ydk", ["decks/a.ydk", "decks/loop.ydk"]),
        ("decks/?.ydk", ["decks/a.ydk"]),
        ("decks/[ab].ydk", ["decks/a.ydk"]),
        ("decks/[!a]*.ydk", ["decks/loop.ydk"]),
        # "**" could go through a link to a folder: each link is named as left out
        ("**/b.ydk", ["decks/sub/b.ydk", "decks/sub/round", "decks/sub/up"]),
        (
            "decks/**",
            ["decks/a.ydk", "decks/loop.ydk", "decks/sub/b.ydk", "decks/sub/round", "decks/sub/up"],
        ),
    ],
)
def test_patterns_match_as_the_shell_does(
    tree: Path, pattern: str, expected: list[str], cards
) -> None:
    (tree / "decks" / ".hidden.ydk").write_text("#main\n1\n", encoding="utf-8")
    assert list(read_inputs([pattern], cards).sources) == expected


@pytest.mark.parametrize("odd", ["\x0c", "\x85", "\u2028", "\u2029", "\x1c"])
def test_line_numbers_are_those_an_editor_shows_whatever_the_line_holds(odd: str) -> None:
    deck = parse_ydk(f"#main\n14558127 {odd}note\n#extra\nnot a card\n", "d.ydk")
    assert deck.lines is not None and deck.lines[0] == (2,)
    # the note after the passcode is the simulators' one copy (ydk-load), and line 4 is line 4
    assert [warning.line for warning in deck.warnings if warning.rule != "ydk-load"] == [4]


def test_a_number_too_long_for_a_passcode_is_an_odd_line_not_a_crash() -> None:
    deck = parse_ydk("#main\n" + "1" * 5_000 + "\n14558127\n", "d.ydk")
    assert deck.main == (14558127,)
    assert [warning.line for warning in deck.warnings] == [2]


def test_the_tables_kept_between_decks_stay_bounded_whatever_one_file_holds() -> None:
    """A file of 150,000 distinct passcodes (under the size bound) fills neither the
    passcodes kept for later decks nor the sections kept for fingerprints past their
    bounds, and a later deck is read and printed the same."""
    from ydkcheck.decks import fingerprint, ydk

    ydk._PASSCODES.clear()
    huge = "#main\n" + "\n".join(map(str, range(10**6, 10**6 + 150_000))) + "\n"
    deck = parse_ydk(huge, "huge.ydk")
    assert len(deck.main) == 150_000
    assert len(ydk._PASSCODES) <= ydk._MOST_PASSCODES
    before = len(fingerprint._SECTIONS.kept)
    fingerprint._SECTIONS.text("main", deck.main[:1_000])
    assert len(fingerprint._SECTIONS.kept) == before  # a section no deck could hold
    later = parse_ydk("#main\n14558127\n1000001\n", "later.ydk")
    assert later.main == (14558127, 1000001)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
@pytest.mark.parametrize("sent", [None, b"#main\n14558127\n"])
def test_a_fifo_that_never_finishes_ends_in_time_not_in_a_hang(
    sent: bytes | None, tmp_path: Path, cards, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nobody writing, or a writer that sends part of a deck and never closes."""
    monkeypatch.setattr(user_files, "PIPE_SECONDS", 0.5)
    fifo = tmp_path / "deck.ydk"
    os.mkfifo(fifo)
    writer = os.open(fifo, os.O_RDWR | os.O_NONBLOCK) if sent is not None else None
    try:
        if writer is not None:
            os.write(writer, sent or b"")
        with pytest.raises(InputError) as caught:
            read_deck(str(fifo), cards)
    finally:
        if writer is not None:
            os.close(writer)
    assert caught.value.key == "input.pipe-timeout"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_read_to_its_end_as_a_deck(tmp_path: Path, cards, real_deck) -> None:
    fifo = tmp_path / "deck.ydk"
    os.mkfifo(fifo)
    text = real_deck("Rose_Dragon.ydk").read_bytes()

    def write() -> None:
        with open(fifo, "wb") as stream:
            stream.write(text)

    writer = threading.Thread(target=write)
    writer.start()
    deck = read_deck(str(fifo), cards)
    writer.join()
    assert len(deck.main) == 40


@pytest.mark.parametrize("kind", ["ydk", "text"])
def test_a_deck_of_more_cards_than_any_deck_holds_is_refused_at_once(tmp_path, cards, kind):
    from ydkcheck.decks.model import MAX_DECK_CARDS

    def write(count: int) -> str:
        path = tmp_path / f"{count}.{kind}"
        if kind == "ydk":
            path.write_text("#main\n" + "".join(f"{90000000 + n}\n" for n in range(count)))
        else:
            path.write_text("Main Deck\n" + "50 Ash Blossom & Joyous Spring\n" * (count // 50))
        return str(path)

    assert len(read_deck(write(MAX_DECK_CARDS), cards).main) == MAX_DECK_CARDS
    with pytest.raises(InputError) as refused:
        read_deck(write(MAX_DECK_CARDS + 50), cards)
    assert refused.value.key == "deck.too-many-cards"


@pytest.mark.parametrize(
    "text",
    ["#main\n１４５５８１２７\n", "#main\n99999999999999999999999999999999\n"],
)
def test_a_ydk_whose_lines_hold_no_passcode_names_its_first_line(cards, text: str) -> None:
    """Before: "contains no card", naming no line, for a file of fullwidth digits or of a
    number past 32 bits."""
    from ydkcheck.decks.inputs import parse_deck
    from ydkcheck.errors import InputError

    with pytest.raises(InputError) as raised:
        parse_deck(text, "x.ydk", cards)
    assert raised.value.key == "deck.ydk-no-cards-read" and raised.value.line == 2


@pytest.mark.parametrize("odd", ["\x0c", "\x85", "\u2028", "\u2029", "\x1c"])
@pytest.mark.parametrize(
    "lines",
    [
        ["#main", *["14558127"] * 3],
        ["Main Deck", "3 Ash Blossom & Joyous Spring", '3 Maxx "C"'],
    ],
    ids=["ydk", "text"],
)
def test_a_file_whose_lines_are_split_by_another_break_says_so(odd, lines, cards) -> None:
    """An editor shows U+2028 as a new line; no reader splits there: the whole file is one
    line, no card, and the refusal names the character rather than the names or passcodes."""
    from ydkcheck.decks.text import parse_text_decklist

    text = odd.join(lines) + "\n"
    with pytest.raises(InputError) as raised:
        if lines[0] == "#main":
            parse_ydk(text, "d.ydk")
        else:
            parse_text_decklist(text, "d.txt", cards)
    assert raised.value.key == "deck.no-cards-read.breaks"
    assert raised.value.params["code"] == f"U+{ord(odd):04X}"
    assert raised.value.line == 1


def test_a_list_split_by_another_break_under_an_unread_line_says_so(cards) -> None:
    """The joined line is not always the first: a first line no reader knows came before it,
    and the refusal said "check the card names"."""
    from ydkcheck.decks.text import parse_text_decklist

    text = "3 Zzqx Wibble\n" + "\u2028".join(["Main Deck", "3 Ash Blossom & Joyous Spring"]) + "\n"
    with pytest.raises(InputError) as raised:
        parse_text_decklist(text, "d.txt", cards)
    assert raised.value.key == "deck.no-cards-read.breaks"
    assert (raised.value.line, raised.value.params["code"]) == (2, "U+2028")


@pytest.mark.parametrize(
    "line",
    ["1" + " " * 200_000, "3x" + " " * 200_000, "1." + " " * 100_000 + "3" + " " * 100_000],
    ids=["count", "count-x", "numbered-count"],  # the test's name is in the child's environment
)
def test_a_count_and_a_run_of_blanks_is_read_at_once(tmp_path: Path, line: str) -> None:
    """A hostile review: ``1`` and 40,000 spaces took 45 s to tell a ``.ydk`` from a text list
    (18 s before its pattern read ``3|Soi|Name`` rows), every split of the blanks between two
    runs of them tried; 200,000 took hours. Now a moment, on disk and through stdin."""
    from helpers import bounded

    text = f"#main\n55144522\n{line}\n"
    deck = tmp_path / "deck.ydk"
    deck.write_text(text, encoding="utf-8")
    for args, stdin in (([str(deck)], None), (["-"], text.encode("utf-8"))):
        process = bounded(["-m", "ydkcheck", "--lang", "en", "valida", *args], stdin=stdin)
        assert process.returncode == 1, process.stderr
        assert b"Traceback" not in process.stderr


def _names_no_card_bears(count: int) -> list[str]:
    """``count`` short words, each its own, that name no card: a hostile file's lines."""
    letters = "bcdfghjklmnpqrstvwxz"
    return [
        f"{letters[n % 20]}{letters[n // 20 % 20]}{letters[n // 400 % 20]}q" for n in range(count)
    ]


def test_a_text_of_more_written_lines_than_any_list_is_refused_at_the_first_past_them(
    tmp_path: Path,
) -> None:
    """A hostile review: 1 MiB of short words, each a name no card bears, took 27 s and
    340 MB, a line a fifth of a millisecond. A text of more than 2,000 written lines is no
    deck list: one line names the first line past them, at once, on disk and through stdin."""
    from helpers import bounded

    from ydkcheck.decks.text import MAX_WRITTEN_LINES

    lines = ["Main Deck", "3 Sangan", *_names_no_card_bears(MAX_WRITTEN_LINES - 1)]
    text = "\n\n".join(lines) + "\n"  # the blank lines between count for nothing
    deck = tmp_path / "deck.txt"
    deck.write_text(text, encoding="utf-8")
    for args, stdin, name in (([str(deck)], None, str(deck)), (["-"], text.encode(), "<stdin>")):
        process = bounded(["-m", "ydkcheck", "--lang", "en", "valida", *args], stdin=stdin)
        assert process.returncode == 2, process.stderr
        said = process.stderr.decode("utf-8").splitlines()[0]
        assert said.startswith(f"ydkcheck: {name}:{2 * MAX_WRITTEN_LINES + 1}: more than 2000 ")


def test_a_list_of_as_many_written_lines_as_allowed_is_read_and_blanks_count_for_nothing(
    cards,
) -> None:
    """The bound is on lines holding more than blanks: a list spread over 100,000 blank lines
    is read, and one at the bound has each unread line said."""
    from ydkcheck.decks.text import MAX_WRITTEN_LINES, parse_text_decklist

    spread = "\n".join(["Main Deck", "3 Sangan", *[" "] * 100_000, "2 Sangan"]) + "\n"
    assert len(parse_text_decklist(spread, "d.txt", cards).main) == 5
    lines = ["Main Deck", "3 Sangan", *_names_no_card_bears(MAX_WRITTEN_LINES - 2)]
    deck = parse_text_decklist("\n".join(lines) + "\n", "d.txt", cards)
    assert len(deck.main) == 3
    said = {d.line for d in deck.warnings if d.rule in ("unknown-card", "syntax")}
    assert said - {None} == set(range(3, MAX_WRITTEN_LINES + 1))


PADDING = ["\u200b", "\u2060", "\ufeff", "\u00ad", "\u034f", "\ufe0f", "\u180e", "\U000e0041"]


@pytest.mark.parametrize("pad", PADDING + ["\u200c", "\u200d"])
@pytest.mark.parametrize(
    ("line", "shown"),
    [
        ("3{pad} Pot of Greed", "3 Pot of Greed"),
        ("Pot of Greed{pad} x3", "Pot of Greed x3"),
        ("Rose Princess{pad}", "Rose Princess"),
    ],
)
def test_a_card_line_made_long_by_what_no_one_sees_is_an_error(
    cards, pad: str, line: str, shown: str
) -> None:
    """A hostile review: '3', 250 zero-width spaces and ' Pot of Greed' shows as a card line
    but was past the bound of a line, an unreadable line: a warning, the deck LEGAL and the
    card not counted. What no one sees is taken out before the bound is asked; a line it
    made long is an error showing the line as seen."""
    from ydkcheck.decks.text import parse_text_decklist
    from ydkcheck.rules import RULES

    text = "Main Deck\n3 Sangan\n" + line.format(pad=pad * 250) + "\n"
    deck = parse_text_decklist(text, "d.txt", cards)
    [said] = [d for d in deck.warnings if d.line == 3]
    assert RULES[said.rule] is Severity.ERROR and said.params["text"] == shown
    assert deck.unread == (3,) and len(deck.main) == 3


@pytest.mark.parametrize(
    "line",
    [
        "Graceful Charity (LOB-EN001) - near mint, sleeved, " + "and kept in a deck box " * 8,
        "We run Pot of Greed in the main deck because " + "it is very good and " * 10 + "fun.",
    ],
)
def test_a_long_line_naming_a_card_is_an_error_and_a_long_comment_a_warning(
    cards, line: str
) -> None:
    """A hostile review: a card line padded with a note past 200 characters was a warning,
    where the same line shorter is read as the card, and a shorter sentence naming a card is
    an error. A comment (`//`, `#`) naming a card without a count is the author's note."""
    from ydkcheck.decks.text import parse_text_decklist
    from ydkcheck.rules import RULES

    deck = parse_text_decklist(f"Main Deck\n3 Sangan\n{line}\n", "d.txt", cards)
    [said] = [d for d in deck.warnings if d.line == 3]
    assert said.message_key == "rule.count.long-line-named"
    assert RULES[said.rule] is Severity.ERROR
    for mark in ("// ", "# "):
        comment = parse_text_decklist(f"Main Deck\n3 Sangan\n{mark}{line}\n", "d.txt", cards)
        [said] = [d for d in comment.warnings if d.line == 3]
        assert RULES[said.rule] is Severity.WARNING


@pytest.mark.parametrize("title", ["Pоt of Greed", "Pot 0f Greed", "● Graceful Charityy"])
def test_a_title_that_is_a_cards_name_but_for_a_slip_fails_valida(
    tmp_path: Path, cards, title: str
) -> None:
    """A hostile review: "Pоt of Greed" (a Cyrillic "о") or "Pot of Greeds" alone above the
    list was its title, a warning, and the deck LEGAL, where a reader sees a Forbidden card;
    only compara looked for such slips. ``valida`` says it as an error at the line. A title
    near no card's name stays a title, and so does a card's name made plural ("Dark
    Magicians", a deck's title as often as a slip: a second review found eight such titles
    made ILLEGAL by a looser search)."""
    from helpers import DECKS, run

    main = read_deck(str(DECKS / "Rose_Dragon.ydk"), cards).main
    names = "\n".join(f"1 {cards.get(code).name}" for code in main)
    deck = tmp_path / "list.txt"
    honest = ("Blackwing Deck by John", "Dark Magicians", "Elemental Heroes", "Hieratic Dragons")
    for line, status in ((title, 1), *((other, 0) for other in honest)):
        deck.write_text(f"{line}\nMain Deck\n{names}\n", encoding="utf-8")
        checked = run("--lang", "en", "valida", str(deck))
        assert checked.exit_code == status, checked.stdout
        assert ("but for a slip" in checked.stdout) is bool(status)


SPANISH = "Este mazo quedó primero en el torneo regional de Málaga, y lo jugué con calma "


@pytest.mark.parametrize(
    "line",
    [
        unicodedata.normalize("NFD", (SPANISH * 3)[:196]),  # 196 seen, more than 200 written
        "// " + "un comentario largo " * 9 + "de la lista " + "\U0001f525\ufe0f" * 6,  # six emoji
    ],
)
def test_a_long_line_of_accents_or_emoji_is_no_line_hidden(cards, line: str) -> None:
    """A second review: a Spanish line with its accents decomposed (as macOS copies them),
    or a comment with emoji and their U+FE0F, was "a line shown otherwise", an error: the
    accents compose, and a selector after an emoji shows it."""
    from ydkcheck.decks.text import MAX_LINE, parse_text_decklist
    from ydkcheck.rules import RULES

    assert len(line) > MAX_LINE
    deck = parse_text_decklist(f"Main Deck\n3 Sangan\n{line}\n", "d.txt", cards)
    said = [d for d in deck.warnings if d.line == 3]
    assert "rule.count.shown-otherwise" not in {d.message_key for d in said}
    assert all(RULES[d.rule] is Severity.WARNING for d in said) or not line.startswith("//")


def test_a_long_paragraph_above_the_list_or_under_notes_naming_a_card_is_a_warning(
    cards,
) -> None:
    """A second review: a paragraph of more than 200 characters above the list that names a
    card ("Black Garden") made an honest list ILLEGAL, where a shorter one is its title; so
    under "Notes:". In the list, a long line naming a card stays an error."""
    from ydkcheck.decks.text import parse_text_decklist
    from ydkcheck.rules import RULES

    paragraph = "This deck did well at my locals. The idea is to use Black Garden " + "a lot " * 30
    for text in (
        f"{paragraph}\nMain Deck\n3 Sangan\n",
        f"Main Deck\n3 Sangan\nNotes:\n{paragraph}\n",
    ):
        deck = parse_text_decklist(text, "d.txt", cards)
        assert all(RULES[d.rule] is Severity.WARNING for d in deck.warnings)
