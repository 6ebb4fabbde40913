"""Reading and writing decks: ``.ydk`` files, ``ydke://`` URLs and text decklists."""

from ydkcheck.decks.inputs import STDIN, STDIN_SOURCE, Inputs, read_deck, read_inputs
from ydkcheck.decks.model import Deck, DeckEntry
from ydkcheck.decks.ydk import parse_ydk, to_ydk
from ydkcheck.decks.ydke import YDKE_PREFIX, parse_ydke, to_ydke

__all__ = [
    "STDIN",
    "STDIN_SOURCE",
    "YDKE_PREFIX",
    "Deck",
    "DeckEntry",
    "Inputs",
    "parse_ydk",
    "parse_ydke",
    "read_deck",
    "read_inputs",
    "to_ydk",
    "to_ydke",
]
