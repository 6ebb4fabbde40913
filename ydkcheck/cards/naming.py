"""Card names in the language a reader asked for (``--nombres/--names es|en``).

English names are the card data's own; Spanish names are the official ones shipped with the
snapshot (``names-es.tsv``, found by bisection and read on the first name shown). A card
without a Spanish name keeps its English one.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping

from ydkcheck.cards.data import find_line
from ydkcheck.paths import package_dir

SPANISH_NAMES = "names-es.tsv"  # in the package's data folder: passcode, official Spanish name
# passcode, official English name, for the cards the card data spells otherwise
ENGLISH_SPELLINGS = "names-en.tsv"
# passcode, an English name the card was printed with before Konami renamed it
FORMER_NAMES = "names-former.tsv"


class SpanishNames(Mapping[int, str]):
    """Passcode -> official Spanish name, over the bytes of ``names-es.tsv`` (sorted by
    passcode): a name is found by bisection and remembered, so a run that names a few cards
    never builds the table of 14,000 (8 MB and 10 ms); ``items()`` reads it all in one pass.
    """

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._found: dict[int, str | None] = {}

    def __getitem__(self, code: int) -> str:
        try:
            name = self._found[code]
        except KeyError:
            name = self._found[code] = self._search(code)
        if name is None:
            raise KeyError(code)
        return name

    def _search(self, code: int) -> str | None:
        found = find_line(self._data, code)
        if found is None:
            return None
        _, tab, end = found
        return self._data[tab + 1 : end].decode("utf-8") or None

    def items(self) -> Iterator[tuple[int, str]]:  # type: ignore[override]
        """Every passcode and its name, in passcode order."""
        for line in self._data.decode("utf-8").splitlines():
            code, _, name = line.partition("\t")
            if code.isdigit() and name:
                yield int(code), name

    def __iter__(self) -> Iterator[int]:
        return (code for code, _ in self.items())

    def __len__(self) -> int:
        return sum(1 for _ in self.items())


@functools.cache
def spanish_names() -> SpanishNames:
    """Passcode -> the card's official Spanish name (13,995 cards and 547 of their other artworks).

    Shipped with the snapshot and kept through ``actualiza`` (the API has no Spanish
    names): a card newer than the snapshot has none.
    """
    return SpanishNames((package_dir() / "data" / SPANISH_NAMES).read_bytes())


def official_english_names() -> list[tuple[int, str]]:
    """``(passcode, name)`` of each card whose official English name the card data spells
    otherwise (``Adamancipator Relief``, written ``Adamatia Relieve`` there): both are read."""
    return _named_passcodes(ENGLISH_SPELLINGS)


def former_english_names() -> list[tuple[int, str]]:
    """``(passcode, name)`` of each English name a card was printed with before Konami
    renamed it (``Kinetic Soldier``, now ``Cipher Soldier``): old lists write them."""
    return _named_passcodes(FORMER_NAMES)


def _named_passcodes(file_name: str) -> list[tuple[int, str]]:
    """The ``passcode<TAB>name`` lines of a names file of the package's data."""
    text = (package_dir() / "data" / file_name).read_text(encoding="utf-8")
    return [
        (int(code), name)
        for code, _, name in (line.partition("\t") for line in text.splitlines())
        if code.isdigit() and name
    ]


class CardNamer:
    """Names cards in one language: ``namer(passcode, english)``."""

    __slots__ = ("lang",)

    def __init__(self, names_lang: str) -> None:
        self.lang = names_lang

    def __call__(self, card_id: int | None, english: str) -> str:
        """The name of ``card_id`` in this language, else ``english``."""
        if card_id is None or self.lang != "es":
            return english
        return spanish_names().get(card_id, english)
