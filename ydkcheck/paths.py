"""Where ydkcheck keeps its files: the user cache and the data shipped in the package."""

from __future__ import annotations

import os
from pathlib import Path

CACHE_ENV = "YDKCHECK_CACHE_DIR"


def cache_dir() -> Path:
    """The cache folder: ``$YDKCHECK_CACHE_DIR`` or platformdirs' user cache for ydkcheck.

    The folder is not created here; writers create it when they need it.
    """
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("ydkcheck", appauthor=False))
