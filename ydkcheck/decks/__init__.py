"""Reading and writing decks: ``.ydk`` files, ``ydke://`` URLs and text decklists."""

from ydkcheck.decks.inputs import expand_inputs, load_deck
from ydkcheck.decks.model import Deck, DeckEntry
from ydkcheck.decks.reading import MAX_DECK_BYTES, decode_deck_bytes
from ydkcheck.decks.text import parse_text_decklist, to_text_decklist
from ydkcheck.decks.ydk import parse_ydk, to_ydk
from ydkcheck.decks.ydke import YDKE_PREFIX, parse_ydke, to_ydke

__all__ = [
    "MAX_DECK_BYTES",
    "YDKE_PREFIX",
    "Deck",
    "DeckEntry",
    "decode_deck_bytes",
    "expand_inputs",
    "load_deck",
    "parse_text_decklist",
    "parse_ydk",
    "parse_ydke",
    "to_text_decklist",
    "to_ydk",
    "to_ydke",
]
