"""Writing to a file descriptor whole: a pipe may take part of a write.

A pipe whose reader goes away in the middle of a long write takes part of it and the write
returns that part; Python's buffered streams then drop the rest, and a run cut by ``| head``
ended with exit 0. Written here until all is out, the next write after such a part fails with
``BrokenPipeError``, which the CLI turns into one line and exit 2.
"""

from __future__ import annotations

import os


def write_whole(descriptor: int, data: bytes) -> None:
    """``data`` written to ``descriptor`` until all of it is out."""
    left = memoryview(data)
    while left:
        left = left[os.write(descriptor, left) :]
