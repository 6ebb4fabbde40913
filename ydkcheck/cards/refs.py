"""How a user names a card in a hand spec, a side plan or an option: a passcode or a name.

A passcode is ASCII digits (``str.isdigit`` would take ``²``, which ``int`` refuses), at most
ten; anything else is a name, resolved later as text decklists resolve names.
"""

from __future__ import annotations

import re

CardRef = int | str
PASSCODE = re.compile("[0-9]{1,10}")


def card_ref(text: str, number: bool = False) -> CardRef | None:
    """``text`` as a passcode (an int) or a name; None for nothing, or for a number (a YAML
    int, ``number``) that is no passcode (``0x1F``, ``-3``)."""
    value = text.strip()
    if PASSCODE.fullmatch(value):
        return int(value)
    if not value or number:
        return None
    return value
