"""What tests in every folder share: the test data and the command line run in-process.

Import it as ``from helpers import ...``: pytest puts ``tests/`` on the import path, as it
does for ``conftest.py`` (whose fixtures need no import).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from ydkcheck.cli import build_app, invoked_module, resolve_language

DATA = Path(__file__).parent / "data"
DECKS = DATA / "decks"
TCG_2026_05_CONF = DATA / "lists" / "2026.05_TCG.lflist.conf"


def run(
    *args: str, stdin: bytes | None = None, env: Mapping[str, str | None] | None = None
) -> Result:
    """``ydkcheck ARGS`` in-process, the application built as the console script builds it.

    The language comes from ``--lang`` or the environment (``env`` included), and only the
    command ``ARGS`` names is registered. ``stdin`` is standard input; ``env`` sets variables
    for the run (``None`` unsets one). The result keeps standard output and error apart.
    """
    argv = list(args)
    with pytest.MonkeyPatch.context() as patch:
        for name, value in (env or {}).items():
            if value is None:
                patch.delenv(name, raising=False)
            else:
                patch.setenv(name, value)
        app = build_app(resolve_language(argv), invoked_module(argv))
    return CliRunner().invoke(app, argv, input=stdin, env=env, prog_name="ydkcheck")
