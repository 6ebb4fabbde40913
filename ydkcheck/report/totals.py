"""How many decks a report holds, and the sentence that says so."""

from __future__ import annotations

from ydkcheck.i18n import t


def totals_sentence(
    lang: str,
    decks: int,
    legal: int,
    illegal: int,
    unreadable: int,
    skipped: int = 0,
    edited: int = 0,
) -> str:
    """The last line of a run: how many decks, legal, illegal and unreadable, and the files
    of a folder left out as no deck (when any was); ``legal`` counts no sheet whose printed
    fields say another deck, which are ``edited`` (said when there is one)."""
    counted = {
        "decks": t("cli.summary.decks", lang, count=decks),
        "legal": t("cli.summary.legal", lang, count=legal),
        "illegal": t("cli.summary.illegal", lang, count=illegal),
        "unreadable": t("cli.summary.unreadable", lang, count=unreadable),
    }
    if edited:
        said = t("cli.summary.edited", lang, count=edited)
        sentence = t("cli.summary.with-edited", lang, edited=said, **counted)
    else:
        sentence = t("cli.summary", lang, **counted)
    if not skipped:
        return sentence
    left = t("cli.summary.skipped", lang, count=skipped)
    return t("cli.summary.with-skipped", lang, totals=sentence, skipped=left)


class Totals:
    """Decks counted as they come: legal, illegal, with warnings, unreadable inputs, and the
    files of a folder left out as no deck. A legal deck read from a sheet whose printed
    fields say another deck is ``edited``, not ``legal``: its paper is no valid deck list
    until cleared up."""

    __slots__ = ("edited", "illegal", "legal", "skipped", "unreadable", "warned")

    def __init__(self) -> None:
        self.legal = self.illegal = self.unreadable = self.warned = self.skipped = 0
        self.edited = 0

    def count(self, legal: bool, warned: bool, edited: bool = False) -> None:
        """One more checked deck (``edited``: read from a sheet whose printed fields say
        another deck)."""
        edited_legal = legal and edited
        self.legal += legal and not edited_legal
        self.edited += edited_legal
        self.illegal += not legal
        self.warned += warned

    @property
    def decks(self) -> int:
        """Every input counted, readable or not."""
        return self.legal + self.edited + self.illegal + self.unreadable

    def line(self, lang: str) -> str:
        """The sentence of ``totals_sentence``."""
        return totals_sentence(
            lang,
            self.decks,
            self.legal,
            self.illegal,
            self.unreadable,
            self.skipped,
            self.edited,
        )
