"""Where ydkcheck keeps its files: the user cache and the data shipped in the package."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.abc import Traversable

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


def package_dir() -> Traversable:
    """The folder of the installed package, where its data files are.

    The folder itself when the package is installed as files (the usual case, and free:
    no import); ``importlib.resources`` otherwise (a zip import).
    """
    folder = Path(__file__).resolve().parent
    if folder.is_dir():
        return folder
    from importlib import resources

    return resources.files("ydkcheck")
