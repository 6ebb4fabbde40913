"""Console entry point: ``ydkcheck`` and ``python -m ydkcheck``.

Whatever happens, a run ends with exit status 0, 1 or 2 and at most one line on standard
error: output that can no longer be written (a full disk) is one line and exit 2, and
anything unexpected is the last-resort line ``error interno`` / ``internal error`` with
exit 2, so that CI never reads a bug as an illegal deck. The traceback is printed only
with ``YDKCHECK_DEBUG=1``. A console whose encoding lacks a character (``ó`` in ASCII, ``×``
in cp437) gets it escaped, as ``\\xf3`` or ``\\xd7``, never a crash.
"""

from __future__ import annotations

import atexit
import codecs
import contextlib
import errno
import gc
import io
import os
import sys
from collections.abc import Iterator

from ydkcheck.errors import OutputClosed, os_reason, said
from ydkcheck.i18n import t
from ydkcheck.workflow_commands import GuardedStream

DEBUG_ENV = "YDKCHECK_DEBUG"
EXIT_INPUT = 2


def main(argv: list[str] | None = None) -> None:
    """Run the CLI for ``argv`` (default: the command line); exits with 0, 1 or 2."""
    frozen_before = gc.get_freeze_count()
    streams = sys.stdout, sys.stderr
    try:
        _run(sys.argv[1:] if argv is None else argv)
    finally:
        sys.stdout, sys.stderr = streams  # a caller in the same process gets its own back
        if frozen_before == 0:  # a caller in the same process (the tests) gets its collector
            gc.unfreeze()  # back; one that had frozen objects of its own keeps them frozen


def _run(args: list[str]) -> None:
    with _loading():
        from ydkcheck.cli import build_app, invoked_command, resolve_language

        lang = resolve_language(args)
    if sys.stdout is None:  # started with standard output closed: no verdict can be printed
        sys.stdout = ClosedOutput()
    for stream in (sys.stdout, sys.stderr):
        _escape_what_it_cannot_encode(stream)
    # nothing printed, whoever prints it (click's usage errors too), speaks to a CI runner
    sys.stdout = GuardedStream(sys.stdout)
    if sys.stderr is not None:
        sys.stderr = GuardedStream(sys.stderr)
    try:
        with _loading():
            app = build_app(lang, invoked_command(args))
        app(args=args, prog_name="ydkcheck")
    except (SystemExit, KeyboardInterrupt):
        raise
    except OutputClosed as closed:
        _output_error(closed.error, lang)
    except OSError as error:
        if not _is_output(error):
            _internal_error(error, lang)
        _output_error(error, lang)
    except Exception as error:  # the last resort: a bug, never a verdict
        _internal_error(error, lang)


@contextlib.contextmanager
def _loading() -> Iterator[None]:
    """No cycle collection while the modules and the app are loaded: what they make lives
    until the run ends, and the collector would walk it over and over (a tenth of a
    start-up). Then it is frozen (never walked again) and the collector runs as before."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if collecting:
            gc.enable()


# at exit, the last collection walks none of what the run still holds: all of it is freed
# with the process (a tenth of a start-up again)
atexit.register(gc.freeze)


# what writing to standard output fails with when it cannot take more: a full disk or quota,
# a device error (a file of ydkcheck's own has its name in the error)
OUTPUT_ERRORS = frozenset(
    {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EIO, errno.EFBIG, errno.EBADF}
)


class ClosedOutput(io.TextIOBase):
    """Standard output when there is none: every write fails as writing a closed one does."""

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "standard output is closed")

    def fileno(self) -> int:
        raise OSError(errno.EBADF, "standard output is closed")


def _escape_what_it_cannot_encode(stream: object) -> None:
    """``stream``, when a text stream in an encoding other than UTF-8, writes what that
    encoding lacks as ``\\xf3`` instead of failing (UTF-8 encodes every character)."""
    if not isinstance(stream, io.TextIOWrapper) or stream.errors != "strict":
        return
    if codecs.lookup(stream.encoding).name != "utf-8":
        stream.reconfigure(errors="backslashreplace")


def _is_output(error: OSError) -> bool:
    """Whether ``error`` came from writing standard output."""
    return error.filename is None and error.errno in OUTPUT_ERRORS


def _output_error(error: OSError, lang: str) -> None:
    # nothing more may reach the closed stream, not even when Python flushes it at exit
    devnull = os.open(os.devnull, os.O_WRONLY)
    with contextlib.suppress(OSError, ValueError):  # none to replace when it was never open
        os.dup2(devnull, sys.stdout.fileno())
    _say(t("cli.output-failed", lang, reason=said(os_reason(error), lang)))
    raise SystemExit(EXIT_INPUT)


def _internal_error(error: BaseException, lang: str) -> None:
    if os.environ.get(DEBUG_ENV) == "1":
        import traceback

        traceback.print_exception(error)
    detail = " ".join(f"{type(error).__name__}: {error}".split())[:200]
    _say(t("cli.internal-error", lang, detail=detail))
    raise SystemExit(EXIT_INPUT)


def _say(line: str) -> None:
    with contextlib.suppress(OSError, ValueError):  # stderr closed too: the status says it
        print(f"ydkcheck: {line}", file=sys.stderr)


if __name__ == "__main__":
    main()
