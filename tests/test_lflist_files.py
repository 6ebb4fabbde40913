"""An ``.lflist.conf`` is read as written or refused in one line, never guessed at.

Each test fails on the reader as it was: a passcode listed twice with two counts took the
last, an unknown ``$`` line (``$whitelst``) was skipped and left a blacklist, two artworks of
one card with different counts went unsaid, and a file of several lists read the first, even
an empty one, without a word.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import run

MAXX_C, POT_OF_GREED, MYSTICAL_ELF = 23434538, 55144522, 15025844
APOLLOUSA, APOLLOUSA_ART = 4280259, 4280258


def conf(folder: Path, *lines: str) -> str:
    path = folder / "mine.lflist.conf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def imported(path: str, *options: str, lang: str = "en") -> tuple[int, str, list[str]]:
    """``listas importa PATH``: exit status, standard output and the lines of stderr."""
    result = run("--lang", lang, "listas", "importa", path, *options)
    return result.exit_code, result.stdout, result.stderr.splitlines()


@pytest.mark.parametrize("counts", [(0, 3), (3, 0)])
def test_a_passcode_listed_twice_with_two_counts_is_one_line_naming_both(
    counts: tuple[int, int], tmp_path: Path
) -> None:
    path = conf(tmp_path, "!Dup", f"{MAXX_C} {counts[0]} --Maxx", f"{MAXX_C} {counts[1]} --Maxx")
    status, out, err = imported(path)
    assert (status, out) == (2, "")
    assert err == [
        f"ydkcheck: {path}:3: passcode {MAXX_C} is listed again with another count: "
        f"{counts[1]} here, {counts[0]} on line 2; keep one line (EDOPro would silently take "
        "the last)"
    ]
    valida = run("--lang", "es", "valida", "--lista", path, str(tmp_path))
    assert valida.exit_code == 2 and f"{path}:3: el código {MAXX_C} aparece otra vez" in (
        valida.stderr
    )


def test_a_passcode_listed_twice_with_one_count_is_read_once(tmp_path: Path) -> None:
    """EDOPro's own files do this (GOAT 2005.4 lists Twin-Headed Behemoth twice at 1)."""
    status, out, err = imported(conf(tmp_path, "!Twice", f"{MAXX_C} 1", f"{MAXX_C} 1"))
    assert (status, err) == (0, []) and f"limited:\n  {MAXX_C}: " in out


@pytest.mark.parametrize("directive", ["$whitelst", "$genesis", "$", "$whitelist-typo"])
def test_an_unknown_directive_is_one_line_naming_it(directive: str, tmp_path: Path) -> None:
    path = conf(tmp_path, "!Mine", directive, f"{MYSTICAL_ELF} 3")
    status, out, err = imported(path)
    assert (status, out) == (2, "")
    assert err == [
        f"ydkcheck: {path}:2: unknown line '{directive}': a list knows only $whitelist and "
        "$genesys, and EDOPro skips any other (a misspelt $whitelist would leave a blacklist)"
    ]


@pytest.mark.parametrize("directive", ["$whitelist", "$WhiteList", "$whitelist  --pool"])
def test_the_real_directives_are_read_whatever_their_case(directive: str, tmp_path: Path) -> None:
    status, out, _ = imported(conf(tmp_path, "!Mine", directive, f"{MYSTICAL_ELF} 3"))
    assert status == 0 and "mode: whitelist" in out
    genesys = imported(conf(tmp_path, "!Mine", "$GENESYS", f"{MYSTICAL_ELF} 3"))
    assert genesys[0] == 0 and f"    {MYSTICAL_ELF}: 3" in genesys[1]


def test_two_artworks_of_one_card_with_two_counts_are_read_with_a_warning(tmp_path: Path) -> None:
    path = conf(tmp_path, "!Art", f"{APOLLOUSA_ART} 0", f"{APOLLOUSA} 2")
    status, out, err = imported(path)
    assert status == 0 and f"  {APOLLOUSA}: " in out.split("semi_limited:")[1]
    assert err == [
        f"ydkcheck: warning: {path}: passcodes {APOLLOUSA} (count 2, line 3) and "
        f"{APOLLOUSA_ART} (count 0, line 2) are one card, Apollousa, Bow of the Goddess: each "
        "copy is held to its own passcode's count and the copies count together, as EDOPro "
        "does; give both one count if that was meant"
    ]


def test_an_empty_first_list_is_an_error(tmp_path: Path) -> None:
    path = conf(tmp_path, "!2026.05 TCG", "!2026.02 TCG", f"{MAXX_C} 0")
    status, out, err = imported(path)
    assert (status, out) == (2, "")
    assert err == [
        f"ydkcheck: {path}:1: the list '2026.05 TCG' names no card: a list must name one at "
        "least; to read another list of the file: ydkcheck banlists import FILE --which NAME"
    ]


def test_a_file_of_several_lists_says_which_it_read_and_how_to_read_another(
    tmp_path: Path,
) -> None:
    path = conf(tmp_path, "!2026.05 TCG", f"{MAXX_C} 0", "!2026.02 TCG", f"{POT_OF_GREED} 0")
    status, out, err = imported(path)
    assert status == 0 and "name: 2026.05 TCG" in out
    assert err == [
        f"ydkcheck: warning: {path}: holds 2 lists and only the first, '2026.05 TCG', is read; "
        "to read another (2026.02 TCG), 'ydkcheck banlists import FILE --which NAME' writes "
        "it as YAML for --banlist"
    ]
    valida = run("--lang", "en", "valida", "--lista", path, str(tmp_path))
    assert "holds 2 lists and only the first" in valida.stderr


def test_another_list_of_the_file_is_read_by_its_name(tmp_path: Path) -> None:
    path = conf(tmp_path, "!2026.05 TCG", "!2026.02 TCG", f"{POT_OF_GREED} 0")
    status, out, err = imported(path, "--cual", "2026.02 tcg")
    assert (status, err) == (0, []) and f"forbidden:\n  {POT_OF_GREED}: " in out
    assert "name: 2026.02 TCG" in out
    missing = imported(path, "--which", "2026.08 TCG", lang="es")
    assert missing[:2] == (2, "") and missing[2] == [
        f"ydkcheck: {path}: no contiene ninguna lista llamada «2026.08 TCG»; sus listas: "
        "2026.05 TCG, 2026.02 TCG"
    ]


@pytest.mark.parametrize("second", ["!X", "!x"])
def test_two_lists_of_one_name_are_no_choice(tmp_path: Path, second: str) -> None:
    """A hostile round: ``--cual X`` gave the first of two lists named X, without a word, and
    the second could not be read at all."""
    path = conf(tmp_path, "!X", f"{MAXX_C} 0", second, f"{MAXX_C} 3")
    status, out, err = imported(path, "--which", "X")
    assert (status, out) == (2, "")
    assert err == [
        f"ydkcheck: {path}:3: holds more than one list named 'X' (lines 1, 3): rename one so "
        "that each can be chosen with --which"
    ]


def test_a_file_read_whole_names_no_list_that_cannot_be_chosen(tmp_path: Path) -> None:
    """A review round: read without ``--cual``, a file of lists X, Y and x said "to read another
    (Y, x), --which NAME", and ``--which x`` is refused, two lists bearing the name."""
    path = conf(tmp_path, "!X", f"{MAXX_C} 0", "!Y", f"{MAXX_C} 1", "!x", f"{MAXX_C} 3")
    status, out, err = imported(path)
    assert status == 0 and "name: X" in out
    assert err == [
        f"ydkcheck: warning: {path}: holds 3 lists and only the first, 'X', is read; two lists "
        "are named alike (X, x): rename one, and 'ydkcheck banlists import FILE --which NAME' "
        "writes the list you choose as YAML for --banlist"
    ]


@pytest.mark.parametrize("line_break", ["\r", "\x0c", "\x0b", "\x85", "\u2028"])
def test_an_entry_behind_a_line_break_editors_show_is_no_comment(
    line_break: str, tmp_path: Path
) -> None:
    """Before: `10045474 3 --Infinite Impermanence`, a lone carriage return, then
    `23434538 0 --Maxx "C"`, which an editor shows as a line of its own, was a comment of
    the line before: a deck of three Maxx "C" was LEGAL under the file, and `listas importa`
    said the list forbids nothing."""
    listed = tmp_path / "hidden.lflist.conf"
    listed.write_text(
        f'!Test\n10045474 3 --Infinite Impermanence{line_break}23434538 0 --Maxx "C"\n'
        "14558127 3 --Ash Blossom\n",
        encoding="utf-8",
        newline="",
    )
    deck = tmp_path / "maxx.ydk"
    deck.write_text("#main\n" + "23434538\n" * 3, encoding="utf-8")
    for done in (
        run("--lang", "en", "valida", str(deck), "--lista", str(listed)),
        run("--lang", "en", "listas", "importa", str(listed)),
    ):
        assert done.exit_code == 2, done.stdout
        assert f"{listed}:2: the line holds a U+{ord(line_break):04X}" in done.stderr
    listed.write_text("!Test\r\n23434538 0 --Maxx\r\n", encoding="utf-8", newline="")
    assert run("valida", str(deck), "--lista", str(listed)).exit_code == 1  # CRLF: lines


def test_a_passcode_past_32_bits_is_refused(tmp_path) -> None:
    """EDOPro keeps a passcode in 32 bits: 4294967297 is card 1 to it. Before, it was
    imported as written, a list of another card than EDOPro's."""
    from ydkcheck.errors import InputError
    from ydkcheck.lists.lflist import parse_lflist

    with pytest.raises(InputError) as raised:
        parse_lflist("!x\n14558127 1\n4294967297 1\n", "x.lflist.conf")
    assert raised.value.key == "lflist.bad-passcode" and raised.value.line == 3
    assert parse_lflist("!x\n4294967295 1\n", "y.lflist.conf").limits == {4294967295: 1}
