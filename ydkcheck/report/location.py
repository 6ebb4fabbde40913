"""Where a deck lives, as CI tools want it: a path relative to the working folder.

GitHub annotations and SARIF locations name files relative to the repository root, which is
the working folder of a CI step. Sources that are not files (``ydke://`` URLs, standard
input) have no location.
"""

from __future__ import annotations

import os
import posixpath

from ydkcheck.decks import STDIN, STDIN_SOURCE, YDKE_PREFIX


def relative_path(source: str) -> str | None:
    """``source`` as a ``/``-separated path, relative to the working folder when it is inside.

    ``None`` for a ``ydke://`` URL or standard input. No file-system access beyond the
    working folder's name, so it costs nothing per deck.
    """
    if source.startswith(YDKE_PREFIX) or source in (STDIN_SOURCE, STDIN):
        return None
    path = source.replace(os.sep, "/") if os.sep != "/" else source
    if posixpath.isabs(path):
        base = os.getcwd().replace(os.sep, "/")
        if path.startswith(base.rstrip("/") + "/"):
            return posixpath.normpath(path[len(base.rstrip("/")) + 1 :])
        return posixpath.normpath(path)
    return posixpath.normpath(path)
