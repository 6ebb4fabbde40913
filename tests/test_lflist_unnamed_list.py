"""A ``.lflist.conf`` list whose header is a bare ``!``: its lack of a name is said so.

``!My list`` then ``!`` once warned "to read another ()", and a file of two bare ``!`` lists
"two lists are named alike ()": an empty name read as if it were one.
"""

from __future__ import annotations

import warnings

import pytest

from ydkcheck.errors import InputError, InputWarning
from ydkcheck.lists.lflist import parse_lflist

PATH = "club.lflist.conf"


def _warning(text: str) -> InputWarning:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        parse_lflist(text, PATH)
    (warning,) = [w.message for w in caught if isinstance(w.message, InputWarning)]
    return warning


def test_an_unnamed_list_after_a_named_one_is_said_to_have_no_name() -> None:
    warning = _warning('!My list\n23434538 0 --Maxx "C"\n!\n24224830 1\n')
    said_es, said_en = warning.render("es"), warning.render("en")
    assert "()" not in said_es and "()" not in said_en
    assert (
        "solo se lee la primera, «My list»; para leer otra (una sin nombre («!» solo, línea 3))"
        in (said_es)
    )
    assert (
        "only the first, 'My list', is read; to read another (one with no name (a bare '!' on "
        "line 3))" in said_en
    )


def test_an_unnamed_first_list_is_said_to_have_no_name() -> None:
    said = _warning("!\n23434538 0\n!B\n24224830 1\n").render("en")
    assert "only the first, which has no name (a bare '!' on line 1), is read" in said
    assert "''" not in said


def test_two_unnamed_lists_are_said_alike_for_having_no_name() -> None:
    said = _warning("!\n23434538 0\n!\n24224830 1\n").render("es")
    assert "dos listas se llaman igual (sin nombre: «!» solo)" in said


def test_an_unnamed_list_naming_no_card_is_said_without_a_name() -> None:
    with pytest.raises(InputError) as caught:
        parse_lflist("!\n", PATH)
    assert caught.value.render("en").startswith(
        "club.lflist.conf:1: the list with no name (a bare '!') names no card"
    )
    assert caught.value.render("es").startswith(
        "club.lflist.conf:1: la lista sin nombre («!» solo) no nombra ninguna carta"
    )


def test_the_lists_offered_for_an_unknown_name_say_the_unnamed_one() -> None:
    with pytest.raises(InputError) as caught:
        parse_lflist("!\n23434538 0\n!B\n24224830 1\n", PATH, wanted="zz")
    assert caught.value.render("en").endswith(
        "its lists: one with no name (a bare '!' on line 1), B"
    )


def test_named_lists_are_said_as_before() -> None:
    said = _warning("!A\n23434538 0\n!B\n24224830 1\n").render("en")
    assert said == (
        "club.lflist.conf: holds 2 lists and only the first, 'A', is read; to read another (B), "
        "'ydkcheck banlists import FILE --which NAME' writes it as YAML for --banlist"
    )


def test_a_long_list_name_is_cut_inside_its_quotes() -> None:
    said = _warning(f"!{'x' * 1000}\n23434538 0\n!B\n24224830 1\n").render("en")
    assert f"only the first, '{'x' * 317}...', is read" in said
