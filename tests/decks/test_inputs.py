"""What a command line names, as decks: order, repeats, folders, patterns, standard input."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import shutil
import sys
from pathlib import Path

import pytest
from helpers import run
from hypothesis import example
from hypothesis import given as for_any
from hypothesis import strategies as st

from ydkcheck.decks import STDIN, STDIN_SOURCE, read_deck, read_inputs, to_ydke
from ydkcheck.decks.inputs import _path_pattern, looks_like_ydk, other_names
from ydkcheck.errors import InputError
from ydkcheck.report.model import Skipped

URL = "ydke://AAAA!!!"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, real_deck) -> Path:
    """decks/a.ydk, decks/sub/b.YDK and decks/notes.txt, with the repository as the working
    folder."""
    (tmp_path / "decks" / "sub").mkdir(parents=True)
    shutil.copy(real_deck("Rose_Dragon.ydk"), tmp_path / "decks" / "a.ydk")
    shutil.copy(real_deck("AI_Albaz.ydk"), tmp_path / "decks" / "sub" / "b.YDK")
    (tmp_path / "decks" / "notes.txt").write_text("not a deck", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def sources(*inputs: str, cards) -> list[str]:
    return list(read_inputs(inputs, cards).sources)


def test_urls_and_stdin_first_as_given_then_paths_sorted_once(repo, cards):
    found = sources("decks/sub/b.YDK", URL, "decks", STDIN, "decks/a.ydk", URL, cards=cards)
    named = f"{URL} #2"  # a URL is named by its position among the arguments
    assert found == [named, STDIN, "decks/a.ydk", "decks/notes.txt", "decks/sub/b.YDK"]


@pytest.mark.parametrize(
    ("folder", "expected"),
    [
        ("decks", ["decks/a.ydk", "decks/notes.txt", "decks/sub/b.YDK"]),
        ("./decks/", ["decks/a.ydk", "decks/notes.txt", "decks/sub/b.YDK"]),
        (".", ["decks/a.ydk", "decks/notes.txt", "decks/sub/b.YDK"]),
        ("decks/sub", ["decks/sub/b.YDK"]),
    ],
)
def test_a_folder_gives_every_ydk_below_it(repo, cards, folder, expected):
    assert sources(folder, cards=cards) == expected


def test_a_pattern_the_shell_left_is_expanded_to_files(repo, cards):
    assert sources("decks/**/*.ydk", cards=cards) == ["decks/a.ydk"]
    assert sources("decks/**", cards=cards) == [
        "decks/a.ydk",
        "decks/notes.txt",
        "decks/sub/b.YDK",
    ]


def test_a_file_whose_name_looks_like_a_pattern_is_a_file(repo, cards):
    shutil.copy(repo / "decks" / "a.ydk", repo / "[a].ydk")
    assert sources("[a].ydk", cards=cards) == ["[a].ydk"]


@for_any(st.text(alphabet="ab-!^]\\[*?.Tl", max_size=12))
@example("[Tactical-Try_Deck]")
def test_every_name_a_pattern_may_hold_is_a_pattern_or_a_name(name):
    """A file's name is taken as a glob pattern when it holds one of its signs: whatever
    else it holds ("[Tactical-Try_Deck]"), reading it never fails."""
    _path_pattern((name,))


def test_a_file_named_as_a_pattern_hides_nothing_the_pattern_matches(repo, cards):
    """A hostile round: a legal deck saved as ``decks/*.ydk`` was the only deck of the
    pattern ``decks/*.ydk`` (exit 0 in CI, every other deck unchecked)."""
    shutil.copy(repo / "decks" / "a.ydk", repo / "decks" / "*.ydk")
    assert sources("decks/*.ydk", cards=cards) == ["decks/*.ydk", "decks/a.ydk"]
    (repo / "decks" / "**").mkdir()
    shutil.copy(repo / "decks" / "a.ydk", repo / "decks" / "**" / "*.ydk")
    assert sources("decks/**/*.ydk", cards=cards) == [
        "decks/**/*.ydk",
        "decks/*.ydk",
        "decks/a.ydk",
    ]
    # brackets alone too: a deck saved as "decks/[abc].ydk" hid a.ydk from that pattern
    shutil.copy(repo / "decks" / "a.ydk", repo / "decks" / "[abc].ydk")
    assert sources("decks/[abc].ydk", cards=cards) == ["decks/[abc].ydk", "decks/a.ydk"]
    shutil.copy(repo / "decks" / "a.ydk", repo / "decks" / "deck [v2].ydk")
    assert sources("decks/deck [v2].ydk", cards=cards) == ["decks/deck [v2].ydk"]
    # a bracket no regular expression takes ("l-T" runs backwards) was an internal error
    tactical = "[Tactical-Try_Deck]_Eldlich.ydk"
    shutil.copy(repo / "decks" / "a.ydk", repo / "decks" / tactical)
    assert sources(f"decks/{tactical}", cards=cards) == [f"decks/{tactical}"]
    assert sources("decks/[!a-c]*.ydk", cards=cards) == [  # all but a.ydk
        "decks/*.ydk",
        f"decks/{tactical}",
        "decks/[abc].ydk",
        "decks/deck [v2].ydk",
    ]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are made on POSIX")
def test_a_pattern_names_nothing_it_does_not_match(repo, cards):
    """A review: a FIFO or a link to a device beside the decks was named as left out by
    ``*.ydk``, a notice on it in CI, though the pattern does not match it."""
    os.mkfifo(repo / "decks" / "pipe")
    (repo / "decks" / "null").symlink_to(os.devnull)
    os.mkfifo(repo / "decks" / "odd.ydk")
    inputs = read_inputs(["decks/*.ydk"], cards)
    assert inputs.sources == ("decks/a.ydk", "decks/odd.ydk")
    assert list(inputs.failed) == ["decks/odd.ydk"]  # matched, and no file: named as such


@pytest.mark.parametrize(("item", "key"), [("decks/*.yaml", "input.no-match"), ("empty", None)])
def test_inputs_that_name_no_deck_are_bad_input(repo, cards, item, key):
    (repo / "empty").mkdir()
    with pytest.raises(InputError) as caught:
        sources(item, cards=cards)
    assert caught.value.key == (key or "input.empty-folder") and caught.value.path == item


def test_paths_are_listed_not_read(cards):
    assert sources("missing.ydk", cards=cards) == ["missing.ydk"]


def _stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))


def test_standard_input_holds_a_ydk_or_a_url(monkeypatch, real_deck, cards):
    path = str(real_deck("Rose_Dragon.ydk"))
    from_file = read_deck(path, cards)
    _stdin(monkeypatch, Path(path).read_bytes())
    from_stdin = read_deck(STDIN, cards)
    assert from_stdin.source == STDIN_SOURCE and from_stdin.entries == from_file.entries
    _stdin(monkeypatch, (to_ydke(from_file) + "\n").encode())
    from_url = read_deck(STDIN, cards)
    assert from_url.source == STDIN_SOURCE and from_url.main == from_file.main


def test_a_file_holding_a_url_is_read_as_the_url(tmp_path, real_deck, cards):
    deck = read_deck(str(real_deck("Rose_Dragon.ydk")), cards)
    path = tmp_path / "deck.ydk"
    path.write_text(to_ydke(deck) + "\n", encoding="utf-8")
    assert read_deck(str(path), cards).main == deck.main


def test_files_holding_urls_are_named_by_their_files(tmp_path, real_deck, cards):
    """Before: each was named by its URL cut to 60 characters, so that two players' files
    of decks alike were one name in the report, and an illegal one could not be told from
    the legal one. Every report names a file's deck by the file."""
    deck = read_deck(str(real_deck("Rose_Dragon.ydk")), cards)
    luis, marta = tmp_path / "luis.txt", tmp_path / "marta.txt"
    luis.write_text(to_ydke(deck) + "\n", encoding="utf-8")
    sided = dataclasses.replace(deck, side=(*deck.side, 23434538), lines=None)
    marta.write_text(to_ydke(sided) + "\n", encoding="utf-8")
    done = run("valida", "--salida", "json", str(tmp_path))
    sources = [found["source"] for found in json.loads(done.stdout)["decks"]]
    assert sources == [str(luis), str(marta)]


def test_text_decklists_use_the_card_data_they_are_given(tmp_path, monkeypatch, cards):
    def refuse(*args, **kwargs):
        raise AssertionError("the card data was opened again")

    monkeypatch.setattr("ydkcheck.cards.open_card_db", refuse)
    path = tmp_path / "list.txt"
    path.write_text("Main Deck:\n3 Ash Blossom & Joyous Spring\n", encoding="utf-8")
    assert read_inputs([str(path)], cards).read(str(path)).main == (14558127,) * 3


def test_a_ydk_saved_as_txt_is_read_as_ydk_with_its_sections(tmp_path, cards):
    from helpers import DECKS

    saved = tmp_path / "deck.txt"
    saved.write_bytes((DECKS / "Rose_Dragon.ydk").read_bytes())
    deck = read_deck(str(saved), cards)
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (40, 15, 3)


def test_a_folder_file_that_is_no_deck_is_left_out_with_why(repo, cards):
    """Every file of a folder is read as a deck or left out with its reason; a file named
    on the command line is read whatever it holds."""
    from ydkcheck.errors import InputError

    (repo / "decks" / "photo.png").write_bytes(b"\x89PNG\r\n" + bytes(100))
    (repo / "decks" / "scan.txt").write_bytes(b"\x89PNG\r\n" + bytes(100))
    (repo / "decks" / "plan.yaml").write_text("rivales: {}\n", encoding="utf-8")
    (repo / "decks" / ".hidden.ydk").write_text("#main\n14558127\n", encoding="utf-8")
    (repo / "decks" / ".DS_Store").write_bytes(bytes(100))  # no deck's name: not named
    (repo / "elsewhere").mkdir()
    (repo / "elsewhere" / "illegal.ydk").write_text("#main\n55144522\n", encoding="utf-8")
    (repo / "decks" / "linked").symlink_to(repo / "elsewhere")
    (repo / "decks" / ".old" / "sub").mkdir(parents=True)  # a hidden folder: its decks named
    (repo / "decks" / ".old" / "sub" / "a.ydk").write_text("#main\n1\n", encoding="utf-8")
    (repo / "decks" / ".git").mkdir()  # a folder of that name holds decks as any other
    (repo / "decks" / ".git" / "b.ydk").write_text("#main\n1\n", encoding="utf-8")
    (repo / "decks" / ".hidden-link").symlink_to(repo / "elsewhere")
    inputs = read_inputs(["decks"], cards)
    assert ".DS_Store" not in " ".join(inputs.sources)
    reasons = {}
    for source in inputs.sources:
        try:
            inputs.read(source)
        except InputError as error:
            reasons[source] = inputs.skipped(source, error)
    assert reasons == {
        "decks/notes.txt": "no-cards",
        "decks/photo.png": "not-a-deck",
        "decks/scan.txt": None,  # a deck's name it cannot read: an error, never left out
        "decks/plan.yaml": "not-a-deck",
        "decks/.hidden.ydk": "hidden",  # before, left out without a word
        "decks/.old/sub/a.ydk": "hidden",
        "decks/.git/b.ydk": "hidden",
        "decks/.hidden-link": "folder-link",
        "decks/linked": "folder-link",
    }
    from ydkcheck.decks.inputs import _folder_decks

    walked = _folder_decks("decks", {})
    assert len(walked) == len(set(walked))  # each path met once, hidden ones too
    matched = read_inputs(["decks/**/*.ydk"], cards)
    assert matched.failed["decks/linked"].key == "input.folder-link"  # never walked in silence
    named = read_inputs(["decks/notes.txt"], cards)
    with pytest.raises(InputError) as caught:
        named.read("decks/notes.txt")
    assert named.skipped("decks/notes.txt", caught.value) is None  # named: an error, exit 2


# files under two names


def test_distinct_files_are_each_read(tmp_path, cards):
    for name in ("a.ydk", "b.ydk"):
        (tmp_path / name).write_text("#main\n1\n")
    (tmp_path / "broken.ydk").symlink_to(tmp_path / "gone.ydk")  # looked at when read
    inputs = read_inputs([str(tmp_path)], cards)
    assert len(inputs.sources) == 3 and not inputs.failed


@pytest.mark.parametrize("kind", ["symlink", "hard link", "folder twice"])
def test_a_file_met_under_two_names_is_checked_once_and_its_other_name_said(tmp_path, cards, kind):
    """A link, a hard link or one folder named by two paths: two sources, one file, read
    under its first name; the other, which reads it the same way, is left out as that
    file."""
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "a.ydk").write_text("#main\n1\n")
    given = [str(folder)]
    if kind == "symlink":
        (folder / "b.ydk").symlink_to(folder / "a.ydk")
    elif kind == "hard link":
        (folder / "b.ydk").hardlink_to(folder / "a.ydk")
    else:
        (tmp_path / "other").symlink_to(folder)  # the same folder, by another path
        given.append(str(tmp_path / "other"))
    inputs = read_inputs(given, cards)
    first, other = inputs.sources
    assert inputs.read(first).main == (1,)
    with pytest.raises(InputError) as caught:
        inputs.read(other)
    assert caught.value.key == "input.same-file" and caught.value.params["other"] == first
    assert inputs.skipped(other, caught.value) == "same-file"


def test_the_name_a_file_was_checked_under_is_said_as_every_name_is_printed():
    """A Cyrillic а among Latin letters is escaped in the reason as in the report."""
    said = Skipped("decks/b.ydk", "same-file", "decks/\u0430na.ydk").said("en")
    assert "decks/\\u0430na.ydk" in said and "\u0430" not in said


def _text_list_saved_as_ydk(folder: Path) -> Path:
    """The example Rose Dragon deck as a text list saved as ``zed.ydk``: the simulators load
    no card of it."""
    rose = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"
    text = run("--lang", "en", "convierte", str(rose), "--a", "texto").stdout
    deck = folder / "zed.ydk"
    deck.write_text(text, encoding="utf-8")
    return deck


@pytest.mark.parametrize("kind", ["symlink", "hard link"])
def test_a_link_under_another_suffix_never_keeps_a_ydk_from_being_judged(
    tmp_path, monkeypatch, kind
):
    """``a.txt`` sorts before ``zed.ydk``, the same file: read as a list it has no
    ``ydk-load`` error, which the ``.ydk`` has. Both names are checked, so the run fails."""
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "decks"
    folder.mkdir()
    deck = _text_list_saved_as_ydk(folder)
    link = folder / "a.txt"
    link.symlink_to(deck) if kind == "symlink" else link.hardlink_to(deck)
    for given in (["decks"], ["decks/zed.ydk", "decks/a.txt"]):
        document = json.loads(run("valida", *given, "--salida", "json").stdout)
        sources = [deck["source"] for deck in document["decks"]]
        assert sources == ["decks/a.txt", "decks/zed.ydk"], given
        (ydk,) = [deck for deck in document["decks"] if deck["source"] == "decks/zed.ydk"]
        assert any(d["rule"] == "ydk-load" for d in ydk["diagnostics"])
    assert run("valida", "decks").exit_code == 1


def test_a_name_that_is_a_suffix_alone_is_read_by_it(tmp_path, monkeypatch):
    """``.ydk`` is read as a ``.ydk``, as the readers tell a deck's suffix (its end), so a
    hard link to it named ``-x`` (read as a list) never leaves it out as its other name: a
    text list saved as ``.ydk``, which the simulators load otherwise, is judged as one."""
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "d"
    folder.mkdir()
    hidden = folder / ".ydk"
    _text_list_saved_as_ydk(folder).rename(hidden)
    (folder / "-x").hardlink_to(hidden)
    assert other_names(["d/-x", "d/.ydk"]) == {}
    document = json.loads(run("valida", "d/-x", "d/.ydk", "--salida", "json").stdout)
    assert [deck["source"] for deck in document["decks"]] == ["d/-x", "d/.ydk"]
    assert [deck["legal"] for deck in document["decks"]] == [True, False]


def test_a_link_never_turns_an_unreadable_ydk_into_a_left_out_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "decks"
    folder.mkdir()
    shutil.copy(Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk", folder)
    (folder / "zed.ydk").write_bytes(b"")
    (folder / "a.txt").symlink_to(folder / "zed.ydk")
    done = run("--lang", "en", "valida", "decks")
    assert done.exit_code == 2 and "1 unreadable" in done.stderr + done.stdout


def test_a_file_system_without_inodes_never_makes_two_files_one(tmp_path, monkeypatch):
    """``st_ino`` 0 says nothing of the file (Python promises an identity only when it is
    not 0): two such files are two files."""
    for name in ("a.ydk", "b.ydk"):
        (tmp_path / name).write_text("#main\n1\n")
    real_stat = os.stat

    def no_inode(path, *args, **kwargs):
        status = real_stat(path, *args, **kwargs)
        return os.stat_result((status.st_mode, 0, *tuple(status)[2:]))

    monkeypatch.setattr(os, "stat", no_inode)
    assert other_names([str(tmp_path / "a.ydk"), str(tmp_path / "b.ydk")]) == {}


@pytest.mark.parametrize(
    "row",
    ["3|Soi|Demise, King of Armageddon", "3:Sangan", "3;Sangan", "3-Sangan", "3Sangan", "3xSangan"],
)
def test_a_text_list_whose_first_line_is_a_count_glued_to_a_name_is_no_ydk(row: str) -> None:
    """A Pojo writer's list starts with ``3|Soi|Demise, King of Armageddon``: read as a
    ``.ydk``, every row was passcode 3, 2 or 1 and no card was read. A count and a word are
    no ``.ydk`` line, whatever stands between them; passcodes and headers stay a ``.ydk``."""
    assert not looks_like_ydk(f"{row}\n2 Raigeki\n")
    assert not looks_like_ydk(f"{row}\n")
    assert looks_like_ydk("#main\n14558127\n3\n#extra\n!side\n12345678 \n")
