"""The deck a sheet carries for machines: one line of text, in a QR code on the page and in
the PDF's document information.

The line is ``ydkcheck:1;FINGERPRINT;YDKE-URL``: ``1`` the version of this layout, the
deck's full fingerprint (``decks.fingerprint``) and the deck as a ``ydke://`` URL. A phone
reads the URL into a simulator; ydkcheck reads the exact deck back and checks it against
the fingerprint. segno (pure Python) makes the code, imported only here.
"""

from __future__ import annotations

from typing import NamedTuple

PREFIX = "ydkcheck:1;"
INFO_KEY = "YdkcheckDeck"  # the key of the document information that holds the line


class Carried(NamedTuple):
    """The deck a sheet carries: its fingerprint and its ``ydke://`` URL."""

    fingerprint: str
    url: str


def payload(fingerprint: str, url: str) -> str:
    """The line for a deck's fingerprint and URL."""
    return f"{PREFIX}{fingerprint};{url}"


def read_payload(text: str) -> Carried | None:
    """The fingerprint and URL of a line ``payload`` wrote; None for any other text."""
    if not text.startswith(PREFIX):
        return None
    fingerprint, separator, url = text[len(PREFIX) :].partition(";")
    if not separator or not fingerprint or not url:
        return None
    return Carried(fingerprint, url)


def modules(text: str) -> tuple[tuple[bool, ...], ...]:
    """The QR code of ``text``: its rows of modules, dark ``True``, without the quiet zone.
    Error correction L, raised while the size stays the same."""
    import segno  # only when a sheet is drawn

    code = segno.make(text, error="l", boost_error=True, micro=False)
    return tuple(tuple(bool(module) for module in row) for row in code.matrix)
