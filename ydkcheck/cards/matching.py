"""Card names as people write them, in English or Spanish, matched to cards: the one matcher.

A name is compared by its *key* (``name_key``), the one normalisation of names: accents
dropped, case folded, everything but letters and digits removed (quotes of any style,
hyphens, commas, blanks of any kind: the card data writes ``Xyz Xtreme !!`` with a no-break
space), and ``&`` / ``and`` / ``y`` made one word, so that ``Maxx “C”``, ``maxx "c"`` and
``MAXX C`` are one name, and ``Nibiru the Primal Being`` finds ``Nibiru, the Primal Being``.
English names come from the card data, Spanish ones from the snapshot's ``names-es.tsv``;
the index is built only when a name is read (a text decklist, a side plan, a hand spec), so
a run on ``.ydk`` files pays nothing for it.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ydkcheck.cards.data import Card, CardDB

from ydkcheck.cards.data import UNPLAYABLE_KINDS
from ydkcheck.cards.naming import official_english_names, spanish_names

# what a key drops: everything but letters and digits, of any script (quotes, ¡!, <Q>, @, :)
DROPPED = re.compile(r"[\W_]+")
CONNECTIVES = re.compile(r"(?<!\w)(?:&|and|y)(?!\w)")
MOST_SUGGESTIONS = 3
# how alike (rapidfuzz's ratio, 0-100) a key must be to a misspelt one to be suggested, and
# how alike when a hand spec widens the search because none was
NEAR = 75
LOOSE = 60
MOST_REMEMBERED = 1 << 16  # names whose look-up an index keeps (a pile of lists repeats them)


@functools.lru_cache(maxsize=1 << 16)  # a pile of decklists writes the same names again
def name_key(name: str) -> str:
    """The key two spellings of one name share (see the module's docstring)."""
    text = name.casefold()
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(char for char in text if not unicodedata.combining(char))
    text = CONNECTIVES.sub(" and ", text)
    return DROPPED.sub("", text)


def _plain(name: str) -> str:
    """A name as written, but for case and spacing."""
    return " ".join(name.casefold().split())


class Match(NamedTuple):
    """What a written name found: the card, or the candidates when it names several."""

    card: Card | None
    candidates: tuple[str, ...] = ()


class NameIndex:
    """Every card by the keys of its English and Spanish names: for each key, one passcode
    per card identity (its original artwork when it has one), playable cards first."""

    def __init__(self, cards: CardDB) -> None:
        self.cards = cards
        self.by_key: dict[str, list[int]] = {}
        self.identity_of: dict[int, int] = {}
        for code, identity, name, kind in cards.names():
            self.identity_of[code] = identity
            self._add(name_key(name), code, kind not in UNPLAYABLE_KINDS)
        self.spanish_names = spanish_names()
        for code, name in self.spanish_names.items():
            if code in self.identity_of:
                self._add(name_key(name), code, True)
        for code, name in official_english_names():  # where the card data spells otherwise
            if code in self.identity_of:
                self._add(name_key(name), code, True)
        self.keys = list(self.by_key)  # what a misspelt name is held against
        self._found: dict[str, Match] = {}  # name as written -> what find answered

    def _add(self, key: str, code: int, playable: bool) -> None:
        found = self.by_key.setdefault(key, [])
        identity = self.identity_of[code]
        for index, other in enumerate(found):
            if self.identity_of[other] == identity:
                if code == identity:  # the original artwork stands for its card
                    found[index] = code
                return
        if playable:
            found.insert(0, code)
        else:
            found.append(code)

    def find(self, name: str) -> Match:
        """The card ``name`` names; None with the candidates when it names several.

        Remembered per name as written: the reader asks up to three times a line, and a
        pile of lists writes the same names again."""
        try:
            return self._found[name]
        except KeyError:
            pass
        if len(self._found) >= MOST_REMEMBERED:
            self._found.clear()
        match = self._found[name] = self._find(name)
        return match

    def _find(self, name: str) -> Match:
        found = [
            card for code in self.by_key.get(name_key(name), ()) if (card := self.cards.get(code))
        ]
        playable = [card for card in found if card.is_playable] or found
        if len(playable) > 1:  # folded alike ("Hero Flash!!", "H.E.R.O. Flash!"): as written
            written = _plain(name)
            exact = [
                card
                for card in playable
                if written in (_plain(card.name), _plain(self.spanish_names.get(card.id, "")))
            ]
            playable = exact if len(exact) == 1 else playable
        if len(playable) == 1:
            return Match(playable[0])
        return Match(None, tuple(sorted(card.name for card in playable)))

    def suggest(self, name: str, wider: bool = False) -> list[str]:
        """Up to three names nearest to ``name``, as the card data or the Spanish table
        writes them (rapidfuzz, imported on the first misspelt name of a run).

        ``wider``, for a hand spec, whose every name must resolve: when no name is near,
        those that hold ``name`` (``Ash Blossom``), shortest first, then those a looser
        likeness finds.
        """
        wanted = name_key(name)
        near = self._nearest(wanted, NEAR)
        if wider and not near and wanted:
            holding = sorted((key for key in self.keys if wanted in key), key=len)
            near = list(dict.fromkeys([*holding[:MOST_SUGGESTIONS], *self._nearest(wanted, LOOSE)]))
        shown: list[str] = []
        for key in near[:MOST_SUGGESTIONS]:
            code = self.by_key[key][0]
            spanish = self.spanish_names.get(code)
            card = self.cards.get(code)
            written = spanish if spanish and name_key(spanish) == key else card.name if card else ""
            if written and written not in shown:
                shown.append(written)
        return shown

    def _nearest(self, key: str, cutoff: int) -> list[str]:
        """The keys most like ``key``, best first, at least ``cutoff`` alike."""
        from rapidfuzz import fuzz, process

        near = process.extract(
            key, self.keys, scorer=fuzz.ratio, limit=MOST_SUGGESTIONS, score_cutoff=cutoff
        )
        return [found for found, _, _ in near]


@functools.lru_cache(maxsize=2)
def name_index(cards: CardDB) -> NameIndex:
    """The name index of ``cards``, built on first use (about 0.3 s) and kept for the run."""
    return NameIndex(cards)
