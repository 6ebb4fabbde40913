"""Where the data shipped in the package is (the user cache is ``ydkcheck.cache``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.abc import Traversable


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
