"""Cards: the card data, their names in both languages, and how people refer to them.

One module per job:

- ``data``: the card data format (``COLUMNS``, ``card_data_problem``, the extra rows) and its
  reading: Card, CardDB (bisection over the sorted ``cards.tsv``), ``open_card_db``
- ``naming``: a card's name as a reader sees it: the Spanish names table, CardNamer
- ``name_keys``: the one ``name_key`` of a name, and the languages names are read in
- ``matching``: a name as people write it, matched to a card: the NameIndex of English and
  Spanish names, exact and fuzzy look-ups, suggestions
- ``name_words``: the words of names in each language, for suggestions: the language a
  written name is in, the names made of its words in another order
- ``refs``: a passcode or a name, as a hand spec, a side plan or an option writes it
- ``types``: a card's type in the reader's words (``Monstruo · Xyz``)

Importing the package imports ``data`` alone, which every command needs; the others are
imported by the code that uses them.
"""

from ydkcheck.cards.data import Card, CardDB, DataInfo, open_card_db

__all__ = ["Card", "CardDB", "DataInfo", "open_card_db"]
