"""The one exception of the update: what failed, as a message key of the catalogue."""

from __future__ import annotations

from typing import Any

from ydkcheck.errors import said
from ydkcheck.i18n import t


class UpdateError(Exception):
    """An update that could not finish; the previous data stays in use.

    ``key`` names a message of the catalogue (``ydkcheck.i18n``); ``params`` fill it in.
    """

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key, params)
        self.key = key
        self.params = params

    def render(self, lang: str) -> str:
        """The reason in ``lang`` (one line, no trailing period)."""

        return t(self.key, lang, **{name: said(value, lang) for name, value in self.params.items()})
