"""Writing the sheet whole or not at all: a temporary file beside the target, then a rename.

Only a regular file (or a new one) is replaced so: a symbolic link is followed to the file
it names, a device or a FIFO (``/dev/null``, a pipe) is written into as it is, and a file
the user may not write is refused, as ``cp`` refuses it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
import tempfile
from pathlib import Path

from ydkcheck.decks import STDIN, STDIN_SOURCE, YDKE_PREFIX
from ydkcheck.descriptors import write_whole
from ydkcheck.errors import InputError, os_reason
from ydkcheck.sheet.seal import unchanged_sheet
from ydkcheck.workflow_commands import unguarded

STDOUT = "-"
MOST_SHEET_BYTES = 16 << 20  # a sheet ydkcheck wrote is far smaller (a filled form too)
DEFAULT_NAME = "hoja.pdf"  # a deck without a file name: a URL or standard input


def default_target(source: str) -> str:
    """Where a deck's sheet goes without ``-o``: its name with ``.pdf``, in the current folder."""
    if source.startswith(YDKE_PREFIX) or source in (STDIN, STDIN_SOURCE):
        return DEFAULT_NAME
    stem = Path(source).stem
    return f"{stem}.pdf" if stem else DEFAULT_NAME


def check_target(target: str, source: str, made_from: str) -> None:
    """InputError when ``target`` is the file read, ``source`` (standard input redirected
    from it too), a file that is not a sheet ydkcheck wrote of the deck ``made_from``
    (``seal.deck_file``), unchanged since (a form the player filled in and signed, another
    deck's sheet), or standard output is a terminal."""
    if target == STDOUT:
        if sys.stdout.isatty():
            raise InputError("hoja.terminal")
        return
    with contextlib.suppress(OSError):
        written = os.stat(target)
        read = os.fstat(sys.stdin.fileno()) if source == STDIN else os.stat(source)
        if os.path.samestat(written, read):
            raise InputError("hoja.same-as-input", target)
    if not _replaceable(target, made_from):
        raise InputError("hoja.would-replace", target)


def _replaceable(target: str, made_from: str) -> bool:
    """Whether writing ``target`` loses nothing: no regular file there, an empty one, or a
    sheet ydkcheck wrote of the deck ``made_from`` that nothing changed since (``seal``),
    which a new run writes again. Anything else is the user's own file: a form filled in
    after, another deck's sheet."""
    try:
        status = os.stat(target)
    except OSError:
        return True  # none (a file that cannot be looked at is refused when written)
    if not stat.S_ISREG(status.st_mode) or status.st_size == 0:
        return True
    if status.st_size > MOST_SHEET_BYTES:
        return False
    try:
        with open(target, "rb") as stream:
            data = stream.read(MOST_SHEET_BYTES)
    except OSError:
        return True  # said when it is written
    return unchanged_sheet(data, target, made_from)


def _write_stdout(data: bytes) -> None:
    """``data`` on standard output, whole, as ``commands.common.say`` writes text."""
    stream = unguarded(sys.stdout)
    sys.stdout.flush()
    try:
        descriptor = stream.fileno()
    except (OSError, ValueError):  # none of its own (tests capture output), or closed
        buffer = getattr(stream, "buffer", None)
        if buffer is None:  # started with standard output closed
            raise OSError(errno.EBADF, "standard output is closed") from None
        buffer.write(data)
        buffer.flush()
        return
    write_whole(descriptor, data)


def write_pdf(data: bytes, target: str) -> None:
    """``data`` into ``target`` (``-``: standard output), replacing it only once it is whole."""
    if target == STDOUT:
        _write_stdout(data)
        return
    try:  # what the path names, links followed (/dev/stdout into a pipe: that pipe)
        existing = os.stat(target)
    except OSError:
        existing = None
    if existing is not None and not stat.S_ISREG(existing.st_mode):
        _write_into(data, target, stat.S_ISFIFO(existing.st_mode))  # not replaced
        return
    target = os.path.realpath(target)  # a link is followed: the file it names gets the sheet
    if existing is not None and not os.access(target, os.W_OK):
        raise InputError("hoja.read-only", target)
    folder = os.path.dirname(target)
    temporary = None
    try:
        handle, temporary = tempfile.mkstemp(prefix=".hoja-", suffix=".pdf.tmp", dir=folder)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.chmod(temporary, _mode(target))
        os.replace(temporary, target)
    except OSError as error:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
        raise InputError("hoja.cannot-write", target, reason=os_reason(error)) from error


def _write_into(data: bytes, target: str, pipe: bool) -> None:
    """``data`` written into what ``target`` is (a device, a FIFO), without replacing it. A
    FIFO is opened without waiting: one no program reads would block the run for ever."""
    try:
        if pipe:
            handle = os.open(target, os.O_WRONLY | os.O_NONBLOCK)
            os.set_blocking(handle, True)
        else:
            handle = os.open(target, os.O_WRONLY)
        try:
            write_whole(handle, data)
        finally:
            os.close(handle)
    except OSError as error:
        raise InputError("hoja.cannot-write", target, reason=os_reason(error)) from error


def _mode(target: str) -> int:
    """The permissions the file gets: the old file's, else what the umask allows."""
    try:
        return os.stat(target).st_mode & 0o777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask
