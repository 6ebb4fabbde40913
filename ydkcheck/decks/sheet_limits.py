"""What reading one PDF may cost: the bytes its streams decompress to, all of them together,
and the nodes of its form's field tree.

pypdf decodes every stream it reads (cross-reference streams, and the object streams a
form's fields are often kept in) through ``pypdf.filters.decode_stream_data``. While a sheet
is read, ``decompression_budget`` wraps that function: a Flate stream is measured with a
bounded inflater *before* pypdf decodes it (pypdf 5.1, the floor, inflates without any
limit), and every stream's decoded bytes are counted against one budget for the file. A
filter whose output cannot be measured first (LZW, run-length, fax, JBIG2), or a Flate
stream behind another filter, is refused: no deck list needs them.

``field_values`` walks the form's field tree itself, each node once (a ``/Kids`` cycle ends
there), at most ``MAX_FIELD_NODES`` nodes and ``MAX_FIELD_DEPTH`` levels deep, so a hostile
tree costs bounded time whatever pypdf would make of it. Readers take what a field inherits
(its value, ``/MaxLen``, flags) up its ``/Parent``, where ydkcheck walks down ``/Kids``: a
node whose ``/Parent`` is not the field that lists it, a value that is a stream (pdfium
prints its text) or null over a parent's value (poppler prints the parent's), is a field
shown otherwise than read.
"""

from __future__ import annotations

import contextlib
import zlib
from collections.abc import Iterator
from typing import Any

MAX_DECOMPRESSED = 16 << 20  # bytes decoded from all the streams of one PDF
MAX_FIELD_NODES = 2_000  # Konami's form has 183 fields; a drawn sheet a few hundred
MAX_FIELD_DEPTH = 16  # levels of the field tree (``Monster.7`` is two)
# pixels of a page's drawing in the child that reads what it prints (``sheet_codes``,
# ``sheet_viewer``): A4 at 300 dpi is 8.7 million
MOST_PIXELS = 16_000_000
MAX_VALUE_CHARS = 200  # a field's text is kept up to one more, so that a longer one is seen
FLATE = frozenset({"/FlateDecode", "/Fl"})
# filters that never make more bytes than they are given (pypdf passes images on as they are)
NOT_GROWING = frozenset(
    {"/ASCIIHexDecode", "/AHx", "/ASCII85Decode", "/A85", "/DCTDecode", "/DCT", "/JPXDecode"}
)
INFLATERS = (zlib.MAX_WBITS | 32, -zlib.MAX_WBITS)  # zlib or gzip, and raw deflate
# a text field's flags (/Ff) that show its text as no reader reads it: Password (bit 14),
# drawn as asterisks whenever a reader draws it anew; FileSelect (bit 21), a file's path
PASSWORD, FILE_SELECT = 1 << 13, 1 << 20


class OverBudget(Exception):
    """The streams of the PDF decompress to more than the budget."""


class UnmeasuredFilter(Exception):
    """A stream whose decoded size cannot be known before decoding it."""


class FieldTreeTooBig(Exception):
    """More field nodes, or deeper, than a deck list form has."""


class FieldShownOtherwise(Exception):
    """A field whose value a reader is not shown as it is: a list to choose from (what it
    shows is an option's text, not the value), text longer than the field lets show
    (``/MaxLen``), a password (shown as asterisks) or a file to select."""

    def __init__(self, name: str, why: str) -> None:
        super().__init__(name)
        self.name = name
        self.why = why  # "choice", "longer", "password" or "file"


@contextlib.contextmanager
def decompression_budget(most: int = MAX_DECOMPRESSED) -> Iterator[None]:
    """Within it, the streams pypdf decodes make at most ``most`` bytes in all; past that
    ``OverBudget``, raised again on leaving if pypdf swallowed it on the way."""
    from pypdf import filters

    original = filters.decode_stream_data
    left = [most]

    def counted(stream: Any) -> bytes:
        _measure(stream, left[0])
        data = original(stream)
        left[0] -= len(data)
        if left[0] < 0:
            raise OverBudget
        return data

    setattr(filters, "decode_stream_data", counted)  # noqa: B010 (a module's function)
    try:
        yield
    finally:
        setattr(filters, "decode_stream_data", original)  # noqa: B010
    if left[0] < 0:
        raise OverBudget


def _measure(stream: Any, left: int) -> None:
    """``OverBudget`` if the stream's Flate data inflates past ``left`` bytes;
    ``UnmeasuredFilter`` for a chain of filters whose output cannot be bounded first."""
    chain = stream.get("/Filter", ())
    chain = chain.get_object() if hasattr(chain, "get_object") else chain
    names = [str(chain)] if isinstance(chain, str) else [str(name) for name in chain]
    for index, name in enumerate(names):
        if name in FLATE and index == 0:
            if _inflated_size(bytes(getattr(stream, "_data", b"")), left) > left:
                raise OverBudget
        elif name not in NOT_GROWING:
            raise UnmeasuredFilter(name)


def _inflated_size(data: bytes, most: int) -> int:
    """How many bytes ``data`` inflates to, counted up to ``most + 1``: the most any way
    pypdf tries (zlib or gzip, raw deflate) would make, stopping at the first error."""
    largest = 0
    for wbits in INFLATERS:
        inflater = zlib.decompressobj(wbits)
        size, rest = 0, data
        try:
            while rest and size <= most and not inflater.eof:
                size += len(inflater.decompress(rest, most + 1 - size))
                if inflater.unconsumed_tail == rest:
                    break  # no progress: the data ends here
                rest = inflater.unconsumed_tail
        except zlib.error:
            pass  # what came before the error is all any decoder makes of it
        largest = max(largest, size)
    return largest


def form_of(root: Any) -> Any:
    """The form dictionary of the document catalog ``root``; without one (a program that
    copied the page alone, as PyPDF2 1.x did), the widgets of the first page as its fields."""
    form = resolved(root.get("/AcroForm"))
    if hasattr(form, "get") and "/Fields" in form:
        return form
    page = resolved(root.get("/Pages"))
    for _ in range(MAX_FIELD_DEPTH):  # down the page tree's first branch to its first page
        kids = listed(page.get("/Kids")) if hasattr(page, "get") else []
        if not kids:
            break
        page = resolved(kids[0])
    annotations = page.get("/Annots") if hasattr(page, "get") else None
    return {"/Fields": annotations}


def field_values(acroform: Any, widgets: dict[str, list[Any]] | None = None) -> dict[str, str]:
    """Each terminal field of the form ``acroform`` (its dictionary): its full name
    (``parent.child``) -> its text value, inherited from its parents ("" for anything but
    text, at most ``MAX_VALUE_CHARS`` + 1 characters). ``FieldTreeTooBig`` past
    ``MAX_FIELD_NODES`` or ``MAX_FIELD_DEPTH``; ``FieldTwice`` for two fields of one name
    holding different text. ``widgets``, when given, gets each field's widgets (the field
    itself, or its kids that are no fields), as written: references stay references."""
    from pypdf.generic import NullObject  # read with pypdf: loaded already

    # each node to walk: its reference, its parent's name, the value, kind, /MaxLen and
    # flags (/Ff) it inherits, its depth
    pending: list[tuple[Any, str, object, object, object, object, int, Any]] = [
        (node, "", None, None, None, None, 1, None)
        for node in reversed(listed(acroform.get("/Fields")))
    ]
    seen: set[int] = set()
    values: dict[str, str] = {}
    while pending:
        reference, parent, inherited, kind, most, flags, depth, lister = pending.pop()
        number = getattr(reference, "idnum", None)
        if number is not None:
            if number in seen:
                continue  # a node met again: a cycle, or a kid listed twice
            seen.add(number)
        if len(seen) > MAX_FIELD_NODES or depth > MAX_FIELD_DEPTH:
            raise FieldTreeTooBig
        node = resolved(reference)
        if not hasattr(node, "get"):
            continue
        partial = resolved(node.get("/T"))
        partial = partial if isinstance(partial, str) else ""
        name = ".".join(part for part in (parent, partial) if part)
        if not _same_node(node.get("/Parent"), lister):
            # listed under one field, its /Parent another: a reader takes what it inherits
            # (its value, /MaxLen...) up its /Parent, another field's
            raise FieldShownOtherwise(name or parent, "parent")
        own = resolved(node.get("/V")) if "/V" in node else None
        if isinstance(own, NullObject):  # absent to the PDF standard: poppler inherits
            if inherited is not None:
                raise FieldShownOtherwise(name or parent, "value")
            own = None
        if hasattr(own, "get_data"):  # a text stream, which pdfium prints
            raise FieldShownOtherwise(name or parent, "value")
        value = own if own is not None else inherited
        kind = resolved(node.get("/FT")) if "/FT" in node else kind
        most = resolved(node.get("/MaxLen")) if "/MaxLen" in node else most
        flags = resolved(node.get("/Ff")) if "/Ff" in node else flags
        entries = listed(node.get("/Kids"))
        if len(entries) > MAX_FIELD_NODES:
            raise FieldTreeTooBig
        kids = [kid for kid in entries if _is_field(kid)]
        if kids:
            pending.extend(
                (kid, name, value, kind, most, flags, depth + 1, node) for kid in reversed(kids)
            )
        elif name:
            text = _value_text(value)[: MAX_VALUE_CHARS + 1]
            if text and kind == "/Ch":  # "Maxx "C"" shown for the export value of an option
                raise FieldShownOtherwise(name, "choice")
            if isinstance(most, (int, float)) and 0 <= most < len(text):  # a viewer cuts it
                raise FieldShownOtherwise(name, "longer")  # short (pdfium reads 11.0 as 11)
            if text and isinstance(flags, int) and flags & PASSWORD:  # "******" on paper
                raise FieldShownOtherwise(name, "password")
            if text and isinstance(flags, int) and flags & FILE_SELECT:  # a file's path
                raise FieldShownOtherwise(name, "file")
            if values.get(name, text) != text:
                raise FieldTwice(name)
            values[name] = text
            stray = [w for w in entries if not _same_node(_dictionary(w).get("/Parent"), node)]
            if stray:  # a widget of this field's whose /Parent is another field
                raise FieldShownOtherwise(name, "parent")
            if widgets is not None:  # the field is its own widget, or its kids are
                found = [w for w in (reference, *entries) if "/Rect" in _dictionary(w)]
                widgets.setdefault(name, []).extend(found)
    return values


def _same_node(reference: Any, node: Any) -> bool:
    """Whether ``reference`` (a ``/Parent`` entry) is ``node``, the field whose ``/Kids``
    list the entry (a field the form lists at its top has none: ``node`` None): a reader
    inherits up ``/Parent``, ydkcheck down ``/Kids``, and both must find the same field."""
    return resolved(reference) is node if node is not None else reference is None


def _value_text(value: object) -> str:
    """A field's value as text: a string as pypdf read it; bytes it could not read as text
    (a byte PDFDocEncoding leaves undefined, ``Maxx "C"\\xad``) read byte for byte as
    Latin-1, so that the row is read, and fails, rather than left out; "" for anything else
    (a check box's state, an array)."""
    if isinstance(value, str):
        return value
    if isinstance(value, bytes):
        if value[:2] in (b"\xfe\xff", b"\xff\xfe"):
            return value.decode("utf-16", errors="replace")
        return value.decode("latin-1")
    return ""


def _dictionary(value: Any) -> Any:
    """``value`` resolved when it is a dictionary, else an empty one."""
    value = resolved(value)
    return value if hasattr(value, "get") and hasattr(value, "keys") else {}


def normal_appearance(widget: Any) -> Any:
    """A widget's normal appearance stream (None without one, or with one per state, as a
    check box has)."""
    widget = resolved(widget)
    if not hasattr(widget, "get"):
        return None
    appearance = resolved(widget.get("/AP"))
    normal = resolved(appearance.get("/N")) if hasattr(appearance, "get") else None
    return normal if hasattr(normal, "get_data") else None


def appearance_states(widget: Any) -> bool:
    """Whether a widget's normal appearance is one stream per state (``/AP /N`` a
    dictionary, as a check box has), which a text field's never is."""
    widget = resolved(widget)
    appearance: Any = resolved(widget.get("/AP")) if hasattr(widget, "get") else None
    normal = resolved(appearance.get("/N")) if hasattr(appearance, "get") else None
    return hasattr(normal, "get") and not hasattr(normal, "get_data")


class FieldTwice(Exception):
    """Two fields of one name with different text: which one a reader shows, or prints, is
    the reader's choice, so the form says no one deck."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def is_true(value: Any) -> bool:
    """Whether a PDF boolean (pypdf's ``BooleanObject``, not Python's ``True``, or a
    reference to one) is true; False for anything else."""
    value = resolved(value)
    return getattr(value, "value", value) is True


def resolved(value: Any) -> Any:
    """An indirect reference's object; anything else as it is."""
    return value.get_object() if value is not None and hasattr(value, "idnum") else value


def listed(value: Any) -> list[Any]:
    """The entries of an array, or of the array a reference points to (none for anything
    else)."""
    value = resolved(value)
    return list(value) if isinstance(value, list) else []


def _is_field(kid: Any) -> bool:
    """Whether a ``/Kids`` entry is a field (it has a name) rather than a widget."""
    node = resolved(kid)
    return hasattr(node, "get") and "/T" in node
