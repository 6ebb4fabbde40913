"""A progress bar (rich, on stderr) that appears only when a run will take over about a second."""

from __future__ import annotations

import time
from types import TracebackType
from typing import Any

THRESHOLD = 1.0  # seconds: shorter runs never show a bar


class LazyProgress:
    """Callable with the number of hands done; starts a bar once the projected time is long.

    Use as a context manager so the bar is always closed.
    """

    def __init__(self, total: int, label: str, enabled: bool = True) -> None:
        self.total = total
        self.label = label
        self.enabled = enabled
        self.started = time.perf_counter()
        self.bar: Any = None
        self.task: Any = None

    def __call__(self, done: int) -> None:
        if self.bar is None:
            if not self.enabled or done >= self.total:
                return
            elapsed = time.perf_counter() - self.started
            if elapsed * self.total / max(done, 1) < THRESHOLD:
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
