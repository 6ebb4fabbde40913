"""What ``actualiza`` says: the outcome of an update, the data in use, and the progress bars
of its downloads."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ydkcheck.cards.data import choose_data
from ydkcheck.i18n import t

if TYPE_CHECKING:
    from ydkcheck.lists.online import Standing
    from ydkcheck.update.client import Progress
    from ydkcheck.update.service import ProgressFactory, UpdateOutcome

# the label of each download's progress bar
PROGRESS_LABELS = {"cards": "update.progress.cards", "genesys": "update.progress.genesys"}


def data_in_use(lang: str) -> str:
    """Which card data ydkcheck uses now (source, date, count, file), in ``lang``."""
    try:
        path, info = choose_data()
    except Exception as error:  # the message must still be printed, whatever broke
        return t("update.in_use_unknown", lang, detail=error)
    return t(
        "update.in_use", lang, source=info.source, date=info.date, count=info.card_count, path=path
    )


@contextmanager
def progress_bars(lang: str) -> Iterator[ProgressFactory | None]:
    """A rich progress bar per download on a terminal (standard error); nothing otherwise."""
    if not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        DownloadColumn,
        TextColumn,
        TransferSpeedColumn,
    )
    from rich.progress import Progress as Bars

    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        DownloadColumn(),
        TransferSpeedColumn(),
    )
    with Bars(*columns, console=Console(stderr=True), transient=True) as bars:

        def factory(name: str) -> Progress:
            task = bars.add_task(t(PROGRESS_LABELS[name], lang), total=None)

            def advance(done: int, total: int | None) -> None:
                bars.update(task, completed=done, total=total)

            return advance

        yield factory


def describe(outcome: UpdateOutcome, lang: str) -> str:
    """The result of a finished update, in ``lang``."""
    key = "update.done" if outcome.changed else "update.unchanged"
    text = t(
        key,
        lang,
        count=outcome.count,
        source=outcome.source,
        date=outcome.date,
        folder=outcome.folder,
    )
    if outcome.changed:
        for standing in outcome.lists:
            text += "\n" + describe_list(standing, outcome.date, lang)
    return text


def describe_list(standing: Standing, date: str, lang: str) -> str:
    """One downloaded current list: the shipped one, or how the online one differs from it."""
    family = standing.family.upper()
    if standing.is_shipped:
        return t("update.list-shipped", lang, family=family, id=standing.shipped)
    if standing.shipped is None:
        return t("update.list-online", lang, family=family, id=standing.online_id, date=date)
    return t(
        "update.list-differs",
        lang,
        family=family,
        id=standing.online_id,
        date=date,
        count=standing.differs,
        shipped=standing.shipped,
    )
