"""Messages in Spanish and English, and the choice of language.

Each language has its catalogue, ``ydkcheck.messages.es`` and ``ydkcheck.messages.en``
(see ``ydkcheck.messages``); a run imports only the one it speaks. A key missing from the
catalogue is a bug, so ``t`` raises ``KeyError`` rather than printing a key to a user.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import cache
from typing import Any

from ydkcheck.messages import Plural

LANGUAGES = ("es", "en")
DEFAULT_LANGUAGE = "es"
LANG_ENV = "YDKCHECK_LANG"


@cache
def catalogue(lang: str) -> Mapping[str, str | Plural]:
    """Every message of ``lang`` (Spanish for anything but English), imported on first use."""
    if lang == "en":
        from ydkcheck.messages import en

        return en.MESSAGES
    from ydkcheck.messages import es

    return es.MESSAGES


def t(key: str, lang: str, /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in.

    A ``Plural`` takes its form for one when the field it names is 1, else its other form.
    """
    text = catalogue(lang)[key]
    if isinstance(text, Plural):
        text = text.one if params[text.count] == 1 else text.other
    return text.format(**params) if params else text


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """``YDKCHECK_LANG``, else the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else Spanish."""
    env = os.environ if environ is None else environ
    explicit = env.get(LANG_ENV, "").strip().lower()
    if explicit[:2] in LANGUAGES:
        return explicit[:2]
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "").strip().lower()
        if value:
            return value[:2] if value[:2] in LANGUAGES else DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE
