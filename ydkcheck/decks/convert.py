"""A deck written in another of the formats it can be read from: ``.ydk``, ``ydke://`` or a
text decklist (``convierte``)."""

from __future__ import annotations

from ydkcheck.cards import open_card_db
from ydkcheck.decks import read_deck, to_ydk, to_ydke
from ydkcheck.decks.text import to_text_decklist
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.errors import InputError
from ydkcheck.report import canonical

TARGETS = ("ydk", "ydke", "texto")


def convert(source: str, target: str, names_lang: str = "en") -> tuple[str, tuple[Diagnostic, ...]]:
    """The deck of ``source`` written as ``target`` (ydk, ydke or texto/text), and what was
    odd in reading it (a line that is no card, a name no card has: the caller says them); a
    text list names its cards and headings in ``names_lang``."""
    key = canonical(target)
    if key not in TARGETS:
        raise InputError("cli.bad-target", value=target, known=", ".join(TARGETS))
    cards = open_card_db()
    deck = read_deck(source, cards)
    if key == "ydk":
        return to_ydk(deck), deck.warnings
    if key == "ydke":
        return to_ydke(deck) + "\n", deck.warnings
    return to_text_decklist(deck, cards, names_lang), deck.warnings
