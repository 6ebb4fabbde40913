"""How many decks a report holds, and the sentence that says so."""

from __future__ import annotations

from ydkcheck.i18n import t


def totals_sentence(
    lang: str, decks: int, legal: int, illegal: int, unreadable: int, skipped: int = 0
) -> str:
    """The last line of a run: how many decks, legal, illegal and unreadable, and the files
    of a folder left out as no deck (when any was)."""
    sentence = t(
        "cli.summary",
        lang,
        decks=t("cli.summary.decks", lang, count=decks),
        legal=t("cli.summary.legal", lang, count=legal),
        illegal=t("cli.summary.illegal", lang, count=illegal),
        unreadable=t("cli.summary.unreadable", lang, count=unreadable),
    )
    if not skipped:
        return sentence
    left = t("cli.summary.skipped", lang, count=skipped)
    return t("cli.summary.with-skipped", lang, totals=sentence, skipped=left)


class Totals:
    """Decks counted as they come: legal, illegal, with warnings, unreadable inputs, and the
    files of a folder left out as no deck."""

    __slots__ = ("illegal", "legal", "skipped", "unreadable", "warned")

    def __init__(self) -> None:
        self.legal = self.illegal = self.unreadable = self.warned = self.skipped = 0

    def count(self, legal: bool, warned: bool) -> None:
        """One more checked deck."""
        self.legal += legal
        self.illegal += not legal
        self.warned += warned

    @property
    def decks(self) -> int:
        """Every input counted, readable or not."""
        return self.legal + self.illegal + self.unreadable

    def line(self, lang: str) -> str:
        """The sentence of ``totals_sentence``."""
        return totals_sentence(
            lang, self.decks, self.legal, self.illegal, self.unreadable, self.skipped
        )
