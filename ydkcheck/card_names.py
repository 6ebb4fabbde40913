"""Card names in the language a reader asked for (``--nombres/--names es|en``).

English names are the card data's own; Spanish names are the official ones shipped with the
snapshot (``cards.spanish_names``). A card without a Spanish name keeps its English one. The
Spanish table is read only when a run shows Spanish names.
"""

from __future__ import annotations

from collections.abc import Mapping

from ydkcheck.i18n import LANGUAGES

NAME_LANGUAGES = LANGUAGES  # es, en


def names_table(names_lang: str) -> Mapping[int, str]:
    """Passcode -> name in ``names_lang`` where it is not the English one (empty for English)."""
    if names_lang != "es":
        return {}
    from ydkcheck.cards import spanish_names

    return spanish_names()


class CardNamer:
    """Names cards in one language: ``namer(passcode, english)``. The table is read when the
    first card is named, so a run that names none (every deck legal) never reads it."""

    __slots__ = ("_table", "lang")

    def __init__(self, names_lang: str) -> None:
        self.lang = names_lang
        self._table: Mapping[int, str] | None = None

    def __call__(self, card_id: int | None, english: str) -> str:
        """The name of ``card_id`` in this language, else ``english``."""
        if card_id is None or self.lang == "en":
            return english
        if self._table is None:
            self._table = names_table(self.lang)
        return self._table.get(card_id, english)

    def __reduce__(self) -> tuple[type[CardNamer], tuple[str]]:
        # a worker process rebuilds the table from the package rather than unpickling it
        return (CardNamer, (self.lang,))
