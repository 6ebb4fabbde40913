"""The message catalogues, one module per language (``es``, ``en``): key -> text.

Texts are ``str.format`` templates. A message that counts something is a ``Plural``: its
forms for one and for any other number, chosen by the number in the field it names, as
gettext's ``ngettext`` chooses (both languages use one form for 1 and the other for the
rest). A message counts one thing at most; a line that counts several is a frame filled with
one counted message per number. Keys are literal strings in the code, so a test checks that
every key used exists and every key here is used. A move to gettext ``.po`` files is a
rewrite of these two modules, key for ``msgid``.
"""

from __future__ import annotations


class Plural:
    """A message with a form for one (``one``) and for any other number (``other``).

    ``count`` names the field whose number chooses the form. A plain class: a dataclass
    would import ``dataclasses`` into every start-up, ``--help`` included.
    """

    __slots__ = ("count", "one", "other")

    def __init__(self, one: str, other: str, count: str = "count") -> None:
        self.one = one
        self.other = other
        self.count = count
