"""Where a deck lives, as outputs name it: safe to print, relative to the working folder.

GitHub annotations and SARIF locations name files relative to the repository root, which is
the working folder of a CI step. Sources that are not files (``ydke://`` URLs, standard
input) have no location. A source is printed through ``shown_source``: a file name that is
not UTF-8, holds control characters or letters that pass for others (a Cyrillic ``а``), is
written with escapes (see ``ydkcheck.printable``),
and SARIF gets the exact bytes as a percent-encoded URI.
"""

from __future__ import annotations

import os
import posixpath
from urllib.parse import quote

from ydkcheck.decks import STDIN, STDIN_SOURCE, YDKE_PREFIX
from ydkcheck.printable import escaped, printable, printable_name
from ydkcheck.terminal import COMMAND_STARTS

shown = printable  # a deck's text (a player's name, a message) as every output prints it
# a source as every output prints it: escaped, and its letters that pass for others too
shown_source = printable_name


def line_start(path: str) -> str:
    """A shown path as a line may start with it: one that starts as a workflow command
    (``COMMAND_STARTS``: a file named ``::add-mask::x.ydk``) is ``./::add-mask::x.ydk``, the
    same file, which no CI runner takes for a command."""
    return f"./{path}" if path.lstrip().startswith(COMMAND_STARTS) else path


def relative_path(source: str) -> str | None:
    """``source`` as a ``/``-separated path, relative to the working folder when it is
    inside, and safe to print.

    ``None`` for a ``ydke://`` URL or standard input.
    """
    path = _relative(source)
    return None if path is None else printable_name(path)


def exact_path(source: str) -> str | None:
    """``source`` as ``relative_path`` names it but unescaped, for an output that has escapes
    of its own (GitHub's ``%0D``): ``None`` when the name holds a character other than a
    line break that ``shown`` would escape (a terminal's escape, a byte that is not UTF-8),
    which no output may carry as it is, or for a ``ydke://`` URL or standard input."""
    path = _relative(source)
    if path is None or path.isprintable():
        return path
    return None if any(map(escaped, path.replace("\r", "").replace("\n", ""))) else path


def relative_uri(source: str) -> str | None:
    """``source`` as a URI: relative to the working folder when inside, else ``file://``.

    The path's bytes, percent-encoded, so a file name that is not UTF-8 is named exactly.
    """
    path = _relative(source)
    if path is None:
        return None
    encoded = quote(os.fsencode(path))
    return encoded if not path.startswith("/") else "file://" + encoded


def _relative(source: str) -> str | None:
    """No file-system access beyond the working folder's name, so it costs nothing per deck."""
    if source.startswith(YDKE_PREFIX) or source in (STDIN_SOURCE, STDIN):
        return None
    path = source.replace(os.sep, "/") if os.sep != "/" else source
    if posixpath.isabs(path):
        base = os.getcwd().replace(os.sep, "/")
        if path.startswith(base.rstrip("/") + "/"):
            return posixpath.normpath(path[len(base.rstrip("/")) + 1 :])
        return posixpath.normpath(path)
    return posixpath.normpath(path)
