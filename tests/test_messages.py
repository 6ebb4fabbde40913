"""Every message exists in Spanish and English, with the same fields to fill in."""

from __future__ import annotations

import string

import pytest

from ydkcheck.i18n import catalogue, language_from_environment, t


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(catalogue()))
def test_both_languages_with_the_same_fields(key):
    spanish, english = catalogue()[key]
    assert spanish.strip() and english.strip()
    assert fields(spanish) == fields(english)


def test_spanish_is_the_default_and_english_is_chosen_by_locale():
    assert language_from_environment({}) == "es"
    assert language_from_environment({"LANG": "en_GB.UTF-8"}) == "en"
    assert language_from_environment({"LANG": "fr_FR.UTF-8"}) == "es"
    assert language_from_environment({"YDKCHECK_LANG": "en", "LANG": "es_ES"}) == "en"
    assert t("section.main", "es") == "Deck Principal"
    assert t("section.main", "en") == "Main Deck"
