"""A list file as a Banlist, whatever its form: YAML, ``.lflist.conf`` or compiled JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ydkcheck import user_files
from ydkcheck.errors import InputError, unreadable
from ydkcheck.lists.compiled import from_compiled_json
from ydkcheck.lists.lflist import parse_lflist
from ydkcheck.lists.model import Banlist

if TYPE_CHECKING:
    from importlib.abc import Traversable


def read_text(location: Traversable, path: str) -> str:
    """A collection list file's text (UTF-8, BOM dropped); InputError naming ``path``.

    A file the user names is read by ``user_files.read_text``, bounded.
    """
    try:
        data = location.read_bytes()
    except FileNotFoundError as error:
        raise InputError("input.missing", path) from error
    except OSError as error:
        raise unreadable(path, error) from error
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise InputError("input.not-utf8", path, line, byte=f"0x{data[error.start]:02x}") from error


def parse_list(text: str, path: str, wanted: str | None = None) -> Banlist:
    """The list in ``text``: ``.lflist.conf`` by its name, YAML otherwise; ``wanted`` names
    the list to read (an ``.lflist.conf`` may hold several, a YAML file holds one).

    ``ydkcheck.lists.yaml_file`` (and so PyYAML) is imported only for a YAML file.
    """
    if path.lower().endswith(".conf"):
        return parse_lflist(text, path, wanted)
    from ydkcheck.lists.yaml_file import load_yaml_list

    banlist = load_yaml_list(text, path)
    if wanted is not None and wanted.strip().casefold() != banlist.name.casefold():
        raise InputError("lflist.unknown-list", path, name=wanted, known=banlist.name)
    return banlist


def load_banlist(path: str, text: str | None = None, wanted: str | None = None) -> Banlist:
    """The list file at ``path`` (or its ``text``): YAML or ``.lflist.conf`` (its list named
    ``wanted``, else its first)."""
    text = user_files.read_text(path, user_files.MAX_LIST_BYTES) if text is None else text
    return parse_list(text, path, wanted)


def load_compiled(compiled: Traversable, source: Traversable, path: str) -> Banlist:
    """A collection list from its compiled JSON; from its ``source`` file when that is damaged.

    The compiled file is written with its source; one a different version of ydkcheck wrote
    (or a damaged one) gives way to the source rather than fail.
    """
    try:
        return from_compiled_json(compiled.read_text(encoding="utf-8"), path)
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError):
        return parse_list(read_text(source, path), path)
