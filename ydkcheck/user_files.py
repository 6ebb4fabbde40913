"""Reading a file a user names (a deck, a list, a hand spec, a configuration): bounded.

Every such file is read within a size bound, and anything that is not a regular file (a
pipe such as ``<(cat deck)``, a FIFO, a device) is read to its end within ``PIPE_SECONDS``,
so no file can make a run wait or fill its memory. ``read_text`` adds UTF-8 decoding and
the one-line errors: missing, a folder, unreadable, too large, not UTF-8 (with its line).
"""

from __future__ import annotations

import os
import stat
import time

from ydkcheck.errors import InputError, unreadable

PIPE_SECONDS = 10.0  # how long a pipe or a FIFO may take to deliver its contents
NONBLOCKING = getattr(os, "O_NONBLOCK", 0)
MAX_LIST_BYTES = 2 << 20  # a list file: the largest real one has 415 KB
MAX_TEXT_BYTES = 256 << 10  # a hand spec or a configuration, written by hand


def read_bytes(path: str, limit: int) -> bytes:
    """Up to ``limit`` bytes of the file at ``path`` (one more tells it is larger).

    Plain ``os.read`` calls: over thousands of small decks, a buffered file object per
    deck costs about twice as much. OSError as the system gives it; InputError for a
    pipe that takes too long.
    """
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | NONBLOCKING)
    try:
        status = os.fstat(descriptor)
        if stat.S_ISDIR(status.st_mode):
            raise IsADirectoryError(21, "Is a directory", path)
        if not stat.S_ISREG(status.st_mode):
            return read_stream(descriptor, limit, path)
        # a regular file tells its size (+1: to see one that grew)
        wanted = min(status.st_size + 1, limit)
        first = os.read(descriptor, wanted)
        if len(first) < wanted:
            return first  # a short read of a regular file is its end: no read to confirm it
        return first + _drain(descriptor, wanted - len(first))
    finally:
        os.close(descriptor)


def read_text(path: str, limit: int = MAX_TEXT_BYTES, missing: str = "input.missing") -> str:
    """The UTF-8 text of the file at ``path`` (a BOM dropped); InputError saying what is
    wrong with it, in one line. ``missing`` is the message for a file that does not exist."""
    try:
        data = read_bytes(path, limit + 1)
    except FileNotFoundError as error:
        raise InputError(missing, path) from error
    except IsADirectoryError as error:
        raise InputError("input.not-a-file", path) from error
    except OSError as error:
        raise unreadable(path, error) from error
    if len(data) > limit:
        raise InputError("input.too-big", path, limit=limit)
    body = data.removeprefix(b"\xef\xbb\xbf")
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as error:
        line = body[: error.start].count(b"\n") + 1
        raise InputError("input.not-utf8", path, line, byte=f"0x{body[error.start]:02x}") from error


def read_stream(descriptor: int, limit: int, path: str) -> bytes:
    """A pipe's bytes up to ``limit``, waiting for them at most ``PIPE_SECONDS`` in all.

    A FIFO opened without blocking that nobody writes reads as empty at once; one whose
    writer never finishes is an InputError when the time is up, never a hang. A blocking
    descriptor (standard input) is read only when ``select`` says it is ready.
    """
    if not NONBLOCKING:  # no select on pipes here (Windows): read as it comes
        return _drain(descriptor, limit)
    import select  # only pipes need it: not a cost of every run

    deadline = time.monotonic() + PIPE_SECONDS
    chunks: list[bytes] = []
    wanted = limit
    while wanted > 0:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([descriptor], [], [], left)[0]:
            raise InputError("input.pipe-timeout", path, seconds=round(PIPE_SECONDS))
        try:
            chunk = os.read(descriptor, wanted)
        except BlockingIOError:
            continue
        if not chunk:
            break
        chunks.append(chunk)
        wanted -= len(chunk)
    return b"".join(chunks)


def _drain(descriptor: int, limit: int) -> bytes:
    chunks, wanted = [], limit
    while wanted > 0 and (chunk := os.read(descriptor, wanted)):
        chunks.append(chunk)
        wanted -= len(chunk)
    return b"".join(chunks)
