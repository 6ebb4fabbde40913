"""The tables of the name index (every card by the keys of its names), and their prebuilt
copy shipped in the wheel.

Working the tables out keys some 28,000 names, about a fifth of a second that every run
reading a text decklist, a side plan or a sheet would pay before its first name. The
wheel's build hook works them out once from the snapshot it ships and writes them beside
it (``PREBUILT``); a run on that snapshot loads them (about 15 ms) and a run on other card
data (an update, a test's) works them out as before (``cards.prebuilt`` says when a copy is
used).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ydkcheck.cards import prebuilt
from ydkcheck.cards.data import UNPLAYABLE_KINDS
from ydkcheck.cards.name_keys import name_key
from ydkcheck.cards.naming import former_english_names, official_english_names, spanish_names
from ydkcheck.paths import package_dir

if TYPE_CHECKING:
    from ydkcheck.cards.data import CardDB

PREBUILT = "name-index.bin"  # in the package's data folder, written by the build hook
FORMAT = 2  # raised whenever the tables or the keys change meaning
KIND = "names"


class NameTables(NamedTuple):
    """Each key's passcodes (one per card, its original artwork when it has one: a card only
    treated as another that bears its name is a card of its own; playable cards first), each
    passcode's identity, the official English spellings the card data writes otherwise, and
    the former names no card of today bears."""

    by_key: dict[str, list[int]]
    identity_of: dict[int, int]
    official_english: dict[int, str]
    former: dict[int, list[str]]


def name_tables(cards: CardDB) -> NameTables:
    """The tables of ``cards``: the prebuilt copy when it was made from them, else worked
    out."""
    try:
        data = (package_dir() / "data" / PREBUILT).read_bytes()
    except OSError:
        return build_tables(cards)
    return read_prebuilt(data, cards.info.tag) or build_tables(cards)


def build_tables(cards: CardDB) -> NameTables:
    """Work the tables out from ``cards`` and the shipped names."""
    tables = NameTables({}, {}, {}, {})
    artwork: dict[int, int] = {}  # passcode -> its card's original artwork
    for code, identity, name, kind in cards.names():
        tables.identity_of[code] = identity
        artwork[code] = code if code == identity else cards.original_artwork(code)
        _add(tables, artwork, name_key(name), code, kind not in UNPLAYABLE_KINDS)
    for code, name in spanish_names().items():
        if code in tables.identity_of:
            _add(tables, artwork, name_key(name), code, True)
    for code, name in official_english_names():  # where the card data spells a name otherwise
        if code in tables.identity_of:
            tables.official_english[code] = name
    for code, name in tables.official_english.items():
        _add(tables, artwork, name_key(name), code, True)
    # a former name where no card of today is called so (Kinetic Soldier)
    for code, name in former_english_names():
        key = name_key(name)
        if code in tables.identity_of and key not in tables.by_key:
            _add(tables, artwork, key, code, True)
            tables.former.setdefault(code, []).append(name)
    return tables


def _add(tables: NameTables, artwork: dict[int, int], key: str, code: int, playable: bool) -> None:
    """``code`` under ``key``, unless an artwork of its card is there already (the original
    artwork stands for its card)."""
    found = tables.by_key.setdefault(key, [])
    card = artwork[code]
    for index, other in enumerate(found):
        if artwork[other] == card:
            if code == card:
                found[index] = code
            return
    if playable:
        found.insert(0, code)
    else:
        found.append(code)


def prebuilt_bytes(tables: NameTables, tag: str) -> bytes:
    """The prebuilt copy of ``tables``, made from the card data ``tag`` names."""
    return prebuilt.prebuilt_bytes(KIND, FORMAT, tuple(tables), tag)


def read_prebuilt(data: bytes, tag: str) -> NameTables | None:
    """The tables ``data`` holds when it was made for the card data ``tag`` and its bytes
    are whole, else None."""
    loaded = prebuilt.read_prebuilt(KIND, FORMAT, data, tag)
    if not (
        isinstance(loaded, tuple)
        and len(loaded) == len(NameTables._fields)
        and all(isinstance(table, dict) for table in loaded)
    ):
        return None
    return NameTables(*loaded)
