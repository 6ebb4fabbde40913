"""What a form's fields print, against what they hold.

A PDF reader shows and prints a text field by its appearance stream, drawn when the field
was filled; ydkcheck reads the field's value. The two are one text when the form was filled
honestly: a form whose appearance says another card than its value shows the judge one deck
on paper and gives ydkcheck another. When the form asks readers to draw every field anew
(``NeedAppearances``), what is printed is the value, and nothing is compared.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

NOTHING_PRINTED = dict.fromkeys(range(32), None)  # C0 controls: no glyph on paper
# what pypdf may raise on a stream it cannot take apart: any of them means "cannot tell"
UNREADABLE = (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError)


def printed_otherwise(
    values: Mapping[str, str], appearances: Mapping[str, Iterable[Any]], page: Any
) -> dict[str, str | None]:
    """Each field whose appearance prints other words than its value: the words printed
    (blanks aside), or None when what it prints cannot be read. ``page``: a page of the
    document, whose text extraction reads each appearance with its own fonts."""
    found: dict[str, str | None] = {}
    for name, streams in appearances.items():
        value = " ".join(values.get(name, "").split())
        for stream in streams:
            try:
                printed = _words(stream, page)
            except UNREADABLE:
                found[name] = None
                break
            if printed != value:
                found[name] = printed
                break
    return found


def _words(stream: Any, page: Any) -> str:
    """The words an appearance stream prints; none, without a look at its fonts, when it
    has no text-showing operator (a blank field's drawing)."""
    data = stream.get_data()
    if not any(operator in data for operator in (b"Tj", b"TJ", b"'", b'"')):
        return ""
    # control characters print nothing (pypdf 5 draws "José" as <004a006f007300e9> in a
    # one-byte font: J, o, s, é, each after a NUL)
    return " ".join(page.extract_xform_text(stream).translate(NOTHING_PRINTED).split())
