"""The words of card names in each language, for suggestions (``cards.matching``): the
language a written name is in, and the names made of its words in another order.

Built on a name index's first suggestion, so that a run whose every name is found pays
nothing for it: loaded from the copy the wheel ships for its card data (``PREBUILT``, about
10 ms), else worked out (about half a second of CPU: the words of 28,000 names).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ydkcheck.cards import prebuilt
from ydkcheck.cards.name_keys import ENGLISH, SPANISH, name_key

PREBUILT = "name-words.bin"  # in the package's data folder, written by the build hook
FORMAT = 1  # raised whenever the table or the keys change meaning
KIND = "words"

# a word votes for a language when that language's names use it this many times as often
# as the other's do, and in this many names more (a word two names share by chance, as
# "Curran" in "Princess Curran" and "Princesa Curran", does not vote)
MORE_OFTEN = 2
MORE_NAMES = 2
SPANISH_MARKS = frozenset("áéíóúñü¡¿")  # written only in Spanish names (casefolded)


def words(name: str) -> list[str]:
    """The keys of a name's words, which blanks part: ``Blue-Eyes`` is one word."""
    return [key for key in map(name_key, name.split()) if key]


def in_any_order(word_keys: list[str]) -> str:
    """Words in one order whatever the order written: ``blueeyes dragon spirit ultimate``."""
    return " ".join(sorted(word_keys))


class NameWords:
    """The keys of each language's names, how many names of each language use each word,
    and the keys of the names made of each set of words."""

    def __init__(self, english: Iterable[str], spanish: Iterable[str]) -> None:
        self.keys: dict[str, list[str]] = {ENGLISH: [], SPANISH: []}
        self.known: dict[str, set[str]] = {ENGLISH: set(), SPANISH: set()}
        self.uses: dict[str, Counter[str]] = {ENGLISH: Counter(), SPANISH: Counter()}
        self.by_words: dict[str, list[str]] = {}
        for language, names in ((ENGLISH, english), (SPANISH, spanish)):
            for name in names:
                self._add(language, name)

    def table(self) -> tuple[object, ...]:
        """What ``from_table`` makes the same words of, in types ``marshal`` writes."""
        uses = {language: dict(counted) for language, counted in self.uses.items()}
        return (self.keys, self.known, uses, self.by_words)

    @classmethod
    def from_table(cls, table: object) -> NameWords | None:
        """The words ``table`` (``table()``) holds; None when it holds anything else."""
        if not (isinstance(table, tuple) and len(table) == 4):
            return None
        if not all(isinstance(part, dict) for part in table):
            return None
        words = cls((), ())
        keys, known, uses, words.by_words = table
        if not all(set(part) == {ENGLISH, SPANISH} for part in (keys, known, uses)):
            return None
        words.keys, words.known = keys, known
        words.uses = {language: Counter(counted) for language, counted in uses.items()}
        return words

    def _add(self, language: str, name: str) -> None:
        key = name_key(name)
        if key in self.known[language]:  # another artwork, or a spelling of the same key
            return
        self.known[language].add(key)
        self.keys[language].append(key)
        written = words(name)
        self.uses[language].update(set(written))
        same = self.by_words.setdefault(in_any_order(written), [])
        if key not in same:
            same.append(key)

    def language(self, name: str) -> str | None:
        """The language ``name`` is written in (see ``cards.matching``): the one most of
        its words vote for; without a majority, Spanish if it holds a Spanish mark; else
        None (undecided)."""
        votes = Counter(
            vote
            for word in words(name)
            if (vote := self._vote(self.uses[ENGLISH][word], self.uses[SPANISH][word]))
        )
        if votes[ENGLISH] != votes[SPANISH]:
            return ENGLISH if votes[ENGLISH] > votes[SPANISH] else SPANISH
        return SPANISH if SPANISH_MARKS.intersection(name.casefold()) else None

    @staticmethod
    def _vote(english: int, spanish: int) -> str | None:
        """The language a word votes for, from how many names of each use it."""
        for language, used, other in ((ENGLISH, english, spanish), (SPANISH, spanish, english)):
            if used >= MORE_OFTEN * other and used >= other + MORE_NAMES:
                return language
        return None

    def reordered(self, name: str, language: str) -> list[str]:
        """The keys of the names made of exactly the words of ``name`` in another order
        (``Blue-Eyes Spirit Ultimate Dragon``: Blue-Eyes Ultimate Spirit Dragon), those of
        ``language`` first."""
        wanted = name_key(name)
        found = [key for key in self.by_words.get(in_any_order(words(name)), ()) if key != wanted]
        return sorted(found, key=lambda key: key not in self.known[language])


def shipped_words(tag: str) -> NameWords | None:
    """The words the wheel ships for the card data ``tag``, or None (``cards.prebuilt``)."""
    return NameWords.from_table(prebuilt.shipped(PREBUILT, KIND, FORMAT, tag))


def prebuilt_bytes(words: NameWords, tag: str) -> bytes:
    """The copy of ``words`` the wheel ships, made from the card data ``tag`` names."""
    return prebuilt.prebuilt_bytes(KIND, FORMAT, words.table(), tag)
