"""Card names in the language a reader asked for (``--nombres/--names es|en``).

English names are the card data's own; Spanish names are the official ones shipped with the
snapshot (``cards.spanish_names``, found by bisection and read on the first name shown). A
card without a Spanish name keeps its English one.
"""

from __future__ import annotations

from ydkcheck.cards.data import spanish_names


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
