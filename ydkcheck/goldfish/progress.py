"""A progress bar (rich, on stderr) that appears only when a run will take over two seconds."""

from __future__ import annotations

import time
from types import TracebackType
from typing import Any

THRESHOLD = 2.0  # seconds: runs expected to be shorter never show a bar


class LazyProgress:
    """Callable with the number of hands done; starts a bar once the projected time is long.

    The clock starts at the first call (0 hands done, when sampling starts), so the work
    before it is not counted. Use as a context manager so the bar is always closed.
    """

    def __init__(self, total: int, label: str, enabled: bool = True) -> None:
        self.total = total
        self.label = label
        self.enabled = enabled
        self.started: tuple[float, int] | None = None  # (when, hands done then)
        self.bar: Any = None
        self.task: Any = None

    def __call__(self, done: int) -> None:
        if self.bar is None:
            if not self.enabled or done >= self.total:
                return
            now = time.perf_counter()
            if self.started is None:
                self.started = (now, done)
                return
            since, first = self.started
            if done == first or (now - since) * (self.total - first) / (done - first) < THRESHOLD:
                return
            self._start()
        self.bar.update(self.task, completed=done)

    def _start(self) -> None:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

        self.bar = Progress(
            "[progress.description]{task.description}",
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=Console(stderr=True),
            transient=True,
        )
        self.bar.start()
        self.task = self.bar.add_task(self.label, total=self.total)

    def __enter__(self) -> LazyProgress:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self.bar is not None:
            self.bar.stop()
