"""The one exception for input ydkcheck cannot use (exit status 2)."""

from __future__ import annotations

from typing import Any

from ydkcheck.i18n import t
from ydkcheck.printable import printable

LONGEST_PARAM = 320  # characters of one value a message echoes: a stranger's name can be 1 MB


def _echoed(params: dict[str, Any]) -> dict[str, Any]:
    """``params`` with every text longer than ``LONGEST_PARAM`` cut short, marked ``...``."""
    if all(not isinstance(v, str) or len(v) <= LONGEST_PARAM for v in params.values()):
        return params
    return {
        name: value[: LONGEST_PARAM - 3] + "..."
        if isinstance(value, str) and len(value) > LONGEST_PARAM
        else value
        for name, value in params.items()
    }


class InputError(Exception):
    """Bad input: a missing or unreadable file, a broken list, a bad option value.

    ``key`` names a message of the catalogue (``ydkcheck.i18n``); ``params`` fill it in.
    ``path`` and ``line`` say where, when known. The CLI prints one line and exits 2.
    """

    def __init__(
        self, key: str, path: str | None = None, line: int | None = None, /, **params: Any
    ) -> None:
        super().__init__(key)
        self.key = key
        self.path = path
        self.line = line
        self.params = params

    def render(self, lang: str) -> str:
        """The one-line message in ``lang``, ``path:line: message``, safe to print."""

        where = ""
        if self.path is not None:
            where = f"{self.path}:{self.line}: " if self.line is not None else f"{self.path}: "
        return printable(where + t(self.key, lang, **_echoed(self.params)))


class InputWarning(UserWarning):
    """Something odd the run goes on despite, said once on stderr (``warnings.warn``).

    Like ``InputError``: a message ``key``, where (``path``), and ``params``.
    """

    def __init__(self, key: str, path: str | None = None, /, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.path = path
        self.params = params

    def render(self, lang: str) -> str:
        """The one-line message in ``lang``: ``path: message``."""
        where = f"{self.path}: " if self.path is not None else ""
        return printable(where + t(self.key, lang, **_echoed(self.params)))


class OutputClosed(Exception):
    """Standard output was closed under a run (a pipe to ``head``, a closed descriptor).

    Not an ``OSError``: click would read a broken pipe as exit status 1, "illegal deck".
    """

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error
