"""A name longer than the system allows is no file to read: said so, with no advice about
permissions; a ``ydke://`` URL mangled in copying ("ydke:__...") is recognised however long
(a long one made the system refuse the name, and the URL hint was lost)."""

from __future__ import annotations

import errno

import pytest
from helpers import run

LONG = "a" * 300  # past 255 bytes: longer than a file's name may be on every common system


@pytest.mark.parametrize(("lang", "said"), [("en", "longer than the system"), ("es", "más largo")])
def test_a_name_too_long_says_so_without_a_permissions_hint(lang: str, said: str) -> None:
    result = run("--lang", lang, "valida", LONG + ".ydk")
    assert result.exit_code == 2
    assert said in result.stderr
    assert "permission" not in result.stderr and "permisos" not in result.stderr


@pytest.mark.parametrize("url", ["ydke:__x", "ydke:__" + "Q" * 400, " YDKE:__" + "Q" * 400])
def test_a_mangled_url_gets_the_url_hint_whatever_its_length(url: str) -> None:
    result = run("--lang", "en", "valida", url)
    assert result.exit_code == 2
    assert "looks like a ydke:// URL" in result.stderr


def test_only_a_name_too_long_leaves_the_generic_reason() -> None:
    from ydkcheck.errors import unreadable

    assert unreadable("x", OSError(errno.ENAMETOOLONG, "long")).key == "input.name-too-long"
    assert unreadable("x", OSError(errno.EACCES, "denied")).key == "input.unreadable"
