"""The message catalogues: the same keys and fields in both languages, plural forms."""

from __future__ import annotations

import string
import subprocess
import sys

import pytest

from ydkcheck.i18n import catalogue, language_from_environment, t
from ydkcheck.messages import Plural

SPANISH, ENGLISH = catalogue("es"), catalogue("en")


def fields(text: str) -> set[str]:
    """The ``str.format`` fields of ``text``."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def test_both_catalogues_have_the_same_keys_in_the_same_order():
    assert list(SPANISH) == list(ENGLISH)


@pytest.mark.parametrize("key", list(SPANISH))
def test_both_languages_have_the_same_fields(key):
    spanish, english = SPANISH[key], ENGLISH[key]
    assert isinstance(spanish, Plural) == isinstance(english, Plural)
    if isinstance(spanish, Plural) and isinstance(english, Plural):
        assert spanish.count == english.count
        forms = (spanish.one, spanish.other, english.one, english.other)
        assert all(form.strip() for form in forms)
        assert {spanish.count} <= fields(spanish.other)
        assert len({frozenset(fields(form)) for form in forms}) == 1
    else:
        assert isinstance(spanish, str) and isinstance(english, str)
        assert spanish.strip() and english.strip()
        assert fields(spanish) == fields(english)


def test_spanish_is_the_default_and_english_is_chosen_by_locale():
    assert language_from_environment({}) == "es"
    assert language_from_environment({"LANG": "en_GB.UTF-8"}) == "en"
    assert language_from_environment({"LANG": "fr_FR.UTF-8"}) == "es"
    assert language_from_environment({"YDKCHECK_LANG": "en", "LANG": "es_ES"}) == "en"
    assert t("section.main", "es") == "Deck Principal"
    assert t("section.main", "en") == "Main Deck"


def test_a_run_imports_only_the_catalogue_of_its_language():
    code = (
        "import sys\nfrom ydkcheck.i18n import t\nt('cli.help', sys.argv[1])\n"
        "print(sorted(m for m in sys.modules if m.startswith('ydkcheck.messages.')))"
    )
    for lang, module in (("es", "ydkcheck.messages.es"), ("en", "ydkcheck.messages.en")):
        done = subprocess.run(
            [sys.executable, "-c", code, lang], capture_output=True, text=True, check=True
        )
        assert done.stdout.strip() == repr([module])
