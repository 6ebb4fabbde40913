"""A ``.ydk`` that YGOPro or EDOPro load otherwise than it reads is never legal, nor the same
deck as its list: found by a hostile review, each was LEGAL and SAME DECK before."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import pytest
from helpers import run

EXAMPLE = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"


def base_lines() -> list[str]:
    return EXAMPLE.read_text(encoding="utf-8").split("\n")


def write(path: Path, text: str, **options: str) -> str:
    path.write_text(text, encoding=options.get("encoding", "utf-8"), newline="")
    return str(path)


def verdict(path: str) -> dict[str, object]:
    result = run("valida", path, "--salida", "json")
    (deck,) = json.loads(result.stdout)["decks"]
    return deck


def test_a_heading_after_side_is_a_comment_the_cards_stay_in_the_side(tmp_path: Path) -> None:
    lines = base_lines()
    lines.insert(lines.index("#extra"), "!side")
    deck = verdict(write(tmp_path / "d.ydk", "\n".join(lines)))
    assert deck["legal"] is False
    assert deck["counts"] == {"main": 40, "extra": 0, "side": 18}  # as the simulators load it
    assert "ydk-load" in {d["rule"] for d in deck["diagnostics"]}


@pytest.mark.parametrize("blank", [" ", "\t", "\u00a0"])
def test_a_side_line_after_a_blank_starts_no_side_deck(tmp_path: Path, blank: str) -> None:
    """The simulators look for "!" as the first character: after a blank the line is
    skipped and the Side Deck's cards stay in the Main Deck."""
    lines = base_lines()
    at = lines.index("!side")
    lines[at] = blank + "!side"
    deck = verdict(write(tmp_path / "d.ydk", "\n".join(lines)))
    assert deck["legal"] is False
    assert deck["counts"]["side"] == 0  # as the simulators load it
    assert ("ydk-load", at + 1) in {(d["rule"], d["line"]) for d in deck["diagnostics"]}
    listed = tmp_path / "list.ydk"
    listed.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    assert run("compara", str(listed), str(tmp_path / "d.ydk")).exit_code == 1


@pytest.mark.parametrize("written", ["000000000023434538", "-4271532758"])
def test_a_long_or_negative_number_is_the_card_the_simulators_load(
    tmp_path: Path, written: str
) -> None:
    lines = base_lines()
    lines.insert(2, written)
    deck = verdict(write(tmp_path / "d.ydk", "\n".join(lines)))
    rules = {(d["rule"], d["line"]) for d in deck["diagnostics"]}
    assert deck["legal"] is False and ("ydk-load", 3) in rules and ("forbidden", 3) in rules


def test_a_byte_order_mark_before_a_first_passcode_leaves_that_card_out(tmp_path: Path) -> None:
    text = "\ufeff" + "\n".join(base_lines()[2:])  # no headers: the first line is a card
    deck = verdict(write(tmp_path / "d.ydk", text))
    assert deck["counts"]["main"] == 39 and deck["legal"] is False


@pytest.mark.parametrize("kind", ["cr-only", "utf-16"])
def test_a_file_the_simulators_load_no_card_of_is_an_error(tmp_path: Path, kind: str) -> None:
    text = "\n".join(base_lines())
    if kind == "cr-only":
        path = write(tmp_path / "d.ydk", text.replace("\n", "\r"))
    else:
        path = write(tmp_path / "d.ydk", text, encoding="utf-16")
    deck = verdict(path)
    assert deck["legal"] is False
    assert ("ydk-load", 1) in {(d["rule"], d["line"]) for d in deck["diagnostics"]}


def test_compara_never_confirms_such_a_file_against_its_list(tmp_path: Path) -> None:
    listed = tmp_path / "list.txt"
    listed.write_text(run("convierte", str(EXAMPLE), "--a", "texto").stdout, encoding="utf-8")
    lines = base_lines()
    lines.insert(2, "000000000023434538")
    presented = write(tmp_path / "d.ydk", "\n".join(lines))
    assert run("compara", str(listed), presented).exit_code == 1


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_in_a_folder_is_named_as_left_out_never_waited_on(tmp_path: Path) -> None:
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "deck.ydk").write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    os.mkfifo(folder / "pipe")
    result = run("--lang", "en", "valida", str(folder), "--salida", "json")
    document = json.loads(result.stdout)
    assert [item["source"] for item in document["skipped"]] == [str(folder / "pipe")]
    assert result.exit_code == 0


def test_a_ydk_read_as_a_text_list_says_its_side_heading_is_a_comment_to_simulators(
    tmp_path: Path,
) -> None:
    """A word line makes a .ydk a text list, where "#side" opens the Side Deck; the
    simulators load the .ydk and keep those cards in the Main Deck: never silently."""
    lines = base_lines()
    lines.insert(1, "Rose Dragon by Ana")  # a title: the file is read as a text list
    lines[lines.index("!side")] = "#side"
    deck = verdict(write(tmp_path / "d.ydk", "\n".join(lines)))
    assert deck["legal"] is False
    assert "ydk-load" in {d["rule"] for d in deck["diagnostics"]}
    same = verdict(write(tmp_path / "d.txt", "\n".join(lines)))  # a .txt is no simulator's
    assert "ydk-load" not in {d["rule"] for d in same["diagnostics"]}


def english_verdict(path: str) -> dict[str, Any]:
    result = run("--lang", "en", "valida", path, "--salida", "json")
    (deck,) = json.loads(result.stdout)["decks"]
    return cast(dict[str, Any], deck)


def _with_title(lines: list[str]) -> list[str]:
    return [lines[0], "Rose Dragon by Ana", *lines[1:]]  # a word: the file is a text list


@pytest.mark.parametrize(
    "edit",
    [
        lambda lines: [("Side Deck" if line == "!side" else line) for line in lines],
        lambda lines: [("Banquillo:" if line == "!side" else line) for line in lines],
        lambda lines: [("!extra" if line == "#extra" else line) for line in lines],
        lambda lines: [*lines[:3], "2511-05-20", *lines[3:]],  # a date: card 2511 to them
        lambda lines: [*lines[:3], "483 cards", *lines[3:]],  # a total: card 483 to them
        lambda lines: [*lines[:3], " " + lines[3], *lines[4:]],  # YGOPro skips a blank first
        lambda lines: [*lines[:3], "- " + lines[3], *lines[4:]],  # no card to them
    ],
    ids=["side-deck", "banquillo", "bang-extra", "date", "total", "indent", "bullet"],
)
def test_a_ydk_read_as_a_text_list_that_the_simulators_load_otherwise_is_an_error(
    tmp_path: Path, edit: Callable[[list[str]], list[str]]
) -> None:
    """Each gave LEGAL, and SAME DECK against the .ydk, while YGOPro and EDOPro build
    another deck of the file."""
    lines = edit(_with_title(base_lines()))
    presented = write(tmp_path / "d.ydk", "\n".join(lines))
    deck = english_verdict(presented)
    assert deck["legal"] is False
    assert any("build another deck" in d["message"] for d in deck["diagnostics"])
    assert run("compara", str(EXAMPLE), presented).exit_code == 1
    honest = verdict(write(tmp_path / "t.ydk", "\n".join(_with_title(base_lines()))))
    assert honest["legal"] is True  # the title line alone: the simulators skip it too
    assert [d["rule"] for d in honest["diagnostics"]] == ["syntax"]


def test_a_line_break_inside_a_ydk_line_is_an_error_at_its_line(tmp_path: Path) -> None:
    """``#end\\r23434538``: an editor shows a Maxx "C" the simulators never load."""
    text = "\n".join([*base_lines()[:-1], "#end\r23434538", ""])
    deck = english_verdict(write(tmp_path / "d.ydk", text))
    assert deck["legal"] is False
    (problem,) = deck["diagnostics"]
    assert problem["rule"] == "ydk-load" and "line break" in problem["message"]
    assert problem["line"] == len(base_lines())
