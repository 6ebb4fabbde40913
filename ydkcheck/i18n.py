"""Messages in Spanish and English, and the choice of language.

Each area of the code keeps its messages in a module of ``ydkcheck.messages`` as
``MESSAGES = {"key": ("texto en español", "English text")}`` with ``str.format`` fields.
The catalogues are merged on first use. A key missing from the catalogue is a bug, so
``t`` raises ``KeyError`` rather than printing a key to a user.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Mapping
from functools import cache
from typing import Any

LANGUAGES = ("es", "en")
DEFAULT_LANGUAGE = "es"
LANG_ENV = "YDKCHECK_LANG"

CATALOGUE_MODULES = ("core", "lists", "goldfish", "update", "lint")


@cache
def catalogue() -> Mapping[str, tuple[str, str]]:
    """Every message, merged from the modules of ``ydkcheck.messages``."""
    merged: dict[str, tuple[str, str]] = {}
    for name in CATALOGUE_MODULES:
        module = importlib.import_module(f"ydkcheck.messages.{name}")
        for key, texts in module.MESSAGES.items():
            if key in merged:
                raise RuntimeError(f"message {key!r} defined twice (ydkcheck.messages.{name})")
            merged[key] = texts
    return merged


def t(key: str, lang: str, /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in."""
    spanish, english = catalogue()[key]
    text = english if lang == "en" else spanish
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
