"""Tables worked out from the card data once, when the wheel is built, and shipped in it.

A run on the shipped card data loads each one (``marshal``, a few milliseconds) rather than
working it out (a fifth to half a second each). A copy is used only when its header says it
was made from the same card data, of the same kind and format, with the same Unicode database
(names' keys fold accents and compatibility forms) and ``marshal`` version, and its bytes are
whole (their SHA-256): anything else about it, a cut or damaged file included, makes the run
work the table out as a checkout or an updated card data does.
"""

from __future__ import annotations

import hashlib
import marshal
import unicodedata
from typing import Any, cast

from ydkcheck.paths import package_dir


def _header(kind: str, form: int, tag: str) -> bytes:
    """What a copy of ``kind`` must have been made with to be used."""
    made_with = f"{form} {marshal.version} {unicodedata.unidata_version} {tag}"
    return f"ydkcheck-{kind} {made_with}\n".encode()


def prebuilt_bytes(kind: str, form: int, table: object, tag: str) -> bytes:
    """The copy of ``table``, made from the card data ``tag`` names: the header, the SHA-256
    of the table's bytes, then those bytes."""
    body = marshal.dumps(cast("Any", table))  # what marshal cannot write, it refuses
    return _header(kind, form, tag) + hashlib.sha256(body).hexdigest().encode() + b"\n" + body


def read_prebuilt(kind: str, form: int, data: bytes, tag: str) -> object | None:
    """The table ``data`` holds when it is a whole copy of ``kind`` made for the card data
    ``tag``, else None."""
    header = _header(kind, form, tag)
    if not data.startswith(header):
        return None
    digest, _, body = data[len(header) :].partition(b"\n")
    if hashlib.sha256(body).hexdigest().encode() != digest:
        return None  # cut or damaged: a byte changed may name another card
    try:
        loaded: object = marshal.loads(body)
    except (EOFError, ValueError, TypeError, MemoryError, RecursionError):
        return None
    return loaded


def shipped(file: str, kind: str, form: int, tag: str) -> object | None:
    """The table the package's data folder holds as ``file``, when made for the card data
    ``tag`` (see ``read_prebuilt``); None when there is none (a checkout, an editable
    install) or it was made otherwise."""
    try:
        data = (package_dir() / "data" / file).read_bytes()
    except OSError:
        return None
    return read_prebuilt(kind, form, data, tag)
