"""Where the readers of one PDF may each find other objects: a sheet read by ydkcheck and
printed by another reader must be one list.

A PDF says where each object is: its cross-references give an offset in the file, or an
object stream and the object's index in it. When the cross-references are broken, each reader
rebuilds them its own way (pypdf keeps the last object of a number it finds in the file's
bytes, stream data included; pdfium skips streams), and an object stream that holds one
object twice is read by its index by some readers and by its first copy by others (pypdf).
A hostile player can file a field's value twice that way: ydkcheck would read one list, the
paper would print another.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

# what pypdf says when it reads a file otherwise than its cross-references say
REPAIRS = (
    "incorrect startxref pointer",
    "Invalid/Truncated xref table",
    "Xref table not zero-indexed",
    "Ignoring wrong pointing object",
    "found startxref pointing to a previous revision",
    "Previous trailer cannot be read",
    "Circular xref chain",
    "CAUTION: startxref found while searching",
    "Invalid object number",
    "Invalid stream (index",
    "Invalid /N",
    "Value /N",
)
MOST_MISFILED = 8  # the objects named in the warning
MOST_STREAM_OBJECTS = 100_000  # an object stream's /N beyond which its header is not read


def repairs(message: str) -> bool:
    """Whether pypdf's ``message`` says it read the file otherwise than it is filed: an
    entry of its cross-references pointing elsewhere ("entry 7 in Xref table invalid",
    "Object ID 7,0 ref repaired") or any of ``REPAIRS``."""
    if message.startswith(REPAIRS):
        return True
    return (message.startswith("entry ") and "Xref table invalid" in message) or (
        message.startswith("Object ID ") and message.endswith("ref repaired")
    )


def misfiled_objects(reader: Any) -> list[int]:
    """The numbers of the objects that an object stream holds twice, or that the
    cross-references put at an index of their stream holding another object (at most
    ``MOST_MISFILED``, in order)."""
    by_stream: dict[int, list[tuple[int, object]]] = {}
    for number, (stream, index) in reader.xref_objStm.items():
        by_stream.setdefault(stream, []).append((number, index))
    found: set[int] = set()
    for stream, entries in sorted(by_stream.items()):
        held = _held(reader, stream)
        if held is None:  # its header does not read: no object of it is where it is said
            found.update(number for number, _ in entries)
            continue
        found.update(number for number, times in Counter(held).items() if times > 1)
        found.update(
            number
            for number, index in entries
            if not (isinstance(index, int) and 0 <= index < len(held) and held[index] == number)
        )
    return sorted(found)[:MOST_MISFILED]


def _held(reader: Any, number: int) -> list[int] | None:
    """The object numbers an object stream's header lists, in order; None when it is no
    object stream or its header does not read as pairs of whole numbers."""
    try:
        stream = reader.get_object(number)
        count, first = stream["/N"], stream["/First"]
        if not (isinstance(count, int) and isinstance(first, int)):
            return None
        if not 0 <= count <= MOST_STREAM_OBJECTS or first < 0:
            return None
        words = stream.get_data()[:first].split()
    except (AttributeError, KeyError, TypeError, ValueError):
        return None
    if len(words) < 2 * count or not all(word.isdigit() for word in words[: 2 * count]):
        return None
    return [int(word) for word in words[0 : 2 * count : 2]]
