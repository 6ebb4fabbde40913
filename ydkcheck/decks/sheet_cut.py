"""A field's text as the paper prints it, against the value ydkcheck reads: a name cut by its
box, and whether the part shown still names the card the field holds.

A box may show part of a name: one a reader draws anew wider than the box (``sheet_fit``),
or one whose stored appearance is drawn larger than its box, outside it or clipped to part
of it (``sheet_shown``, as pdfium prints the page). The start of a long name that names its
card alone ("Number 38: Hope Harbinger Dragon T") is that card on paper too; any other part,
"Heavy Storm" of Heavy Storm Duster, is another card, or none, and is said.
"""

from __future__ import annotations

import bisect
import functools
import unicodedata
from collections.abc import Container, Iterable, Mapping
from typing import TYPE_CHECKING

from ydkcheck.cards import CardDB
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.printable import printable, shortened

if TYPE_CHECKING:
    from ydkcheck.cards.matching import NameIndex

RIGHT_TO_LEFT = frozenset({"R", "AL"})  # the bidirectional classes of Hebrew, Arabic...
LEAST_SHOWN_KEY = 4  # letters of a name cut short that may still name one card


def cut_problems(
    values: Mapping[str, str],
    printed: Iterable[tuple[str, str]],
    said: Container[str],
    cards: CardDB,
) -> list[Diagnostic]:
    """A ``sheet-edited`` warning for each field whose widget prints other text than the
    field holds, as pdfium prints the page (``printed``: a field's name and what a widget of
    it prints): part of it, none of it, or more; not for a name whose part shown names its
    card alone, nor for a field ``said`` already."""
    from ydkcheck.cards.name_keys import name_key

    found: dict[str, Diagnostic] = {}
    for field, shown in printed:
        value = values.get(field)
        if value is None or field in said or field in found or _alike(shown, value):
            continue
        if name_key(shown) == name_key(value) and name_key(value):
            continue  # its letters all printed, a sign its font lacks aside (Evil★Twin)
        if not names_only_its_card(value, shown, cards):
            found[field] = printed_problem(field, value, " ".join(shown.split()))
    return list(found.values())


def _alike(shown: str, value: str) -> bool:
    """Whether a page shows a field's ``value`` as ``shown``: the same characters, blanks
    aside, in the same order; in any order for text written right to left (a player's name
    in Hebrew or Arabic), whose characters a page places from the right."""
    printed, held = _compact(shown), _compact(value)
    if any(unicodedata.bidirectional(char) in RIGHT_TO_LEFT for char in held):
        return sorted(printed) == sorted(held)
    return printed == held


def _compact(text: str) -> str:
    """``text`` as compared with what a page prints: its blanks aside, in one Unicode form."""
    return "".join(unicodedata.normalize("NFKC", text).split())


def printed_problem(field: str, value: str, words: str | None) -> Diagnostic:
    """A field that prints other words than it holds (None: what it prints is unreadable):
    the printed sheet and the file are two lists, so neither is confirmed."""
    held = printable(shortened(" ".join(value.split())))
    if words is None:
        params: dict[str, object] = {"field": printable(field[:60]), "value": held}
        return Diagnostic("sheet-edited", "sheet.printed-unread", params, severity=Severity.WARNING)
    params = {"field": printable(field[:60]), "value": held, "printed": printable(shortened(words))}
    return Diagnostic("sheet-edited", "sheet.printed", params, severity=Severity.WARNING)


def names_only_its_card(value: str, shown: str | None, cards: CardDB) -> bool:
    """Whether the part of a name its box shows (``shown``) still names the card the field
    holds and no other: the start of one card's names alone ("Number 38: Hope Harbinger
    Dragon T"); never "Heavy Storm" of Heavy Storm Duster, a card of its own."""
    from ydkcheck.cards.matching import name_index
    from ydkcheck.cards.name_keys import name_key

    index = name_index(cards)
    card = index.find(value).card
    key = name_key(shown or "")
    if card is None or len(key) < LEAST_SHOWN_KEY:
        return False
    own = cards.original_artwork(card.id)
    keys = _sorted_keys(index)
    fitting = set()
    for at in range(bisect.bisect_left(keys, key), len(keys)):
        if not keys[at].startswith(key):
            break  # sorted: the keys that start so stand together
        fitting.update(index.by_key[keys[at]])
    return bool(fitting) and all(cards.original_artwork(code) == own for code in fitting)


@functools.lru_cache(maxsize=1)
def _sorted_keys(index: NameIndex) -> list[str]:
    """The keys of ``index``'s names in order, for a name's start to be looked up by halves
    rather than against each of them (a sheet may cut a name in every row)."""
    return sorted(index.by_key)
