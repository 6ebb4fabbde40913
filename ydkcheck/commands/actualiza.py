"""``ydkcheck actualiza`` (alias ``update``): refresh the card data and the current lists.

Options -> ``ydkcheck.update.service.run_update`` -> one line (``update.report``) -> exit
code (0 updated or already up to date; 2 something failed and the previous data stays).
"""

from collections.abc import Callable
from typing import TYPE_CHECKING

import typer

from ydkcheck.cache import cache_dir
from ydkcheck.commands import common, options
from ydkcheck.commands.context import resolve
from ydkcheck.i18n import t
from ydkcheck.update.report import data_in_use, describe, progress_bars

if TYPE_CHECKING:
    from ydkcheck.update.client import HttpSettings


def run(lang: str, settings: "HttpSettings | None" = None, lock_timeout: float = 600.0) -> int:
    """One update of the user cache; print the outcome; return the exit code.

    ``settings`` (timeouts, retries) and ``lock_timeout`` are for tests and callers in a hurry.
    """
    from ydkcheck.update.client import api_url
    from ydkcheck.update.errors import UpdateError
    from ydkcheck.update.service import run_update

    try:
        with progress_bars(lang) as progress:
            outcome = run_update(cache_dir(), api_url(), settings, progress, lock_timeout)
    except UpdateError as error:
        reason = error.render(lang)
        typer.echo(t("update.failed", lang, reason=reason, data=data_in_use(lang)), err=True)
        return common.EXIT_INPUT
    common.say(describe(outcome, lang))
    return common.EXIT_OK


def build(lang: str) -> Callable[..., None]:
    """The ``actualiza`` command, its options described in ``lang``."""

    def actualiza(lang_option: str | None = options.language(lang)) -> None:
        raise typer.Exit(run(resolve(lang, lang_option).lang))

    return actualiza
