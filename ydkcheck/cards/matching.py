"""Card names as people write them, in English or Spanish, matched to cards: the one matcher.

A name is compared by its *key* (``name_key``), the one normalisation of names: accents
dropped, case folded, everything but letters and digits removed (quotes of any style,
hyphens, commas, blanks of any kind: the card data writes ``Xyz Xtreme !!`` with a no-break
space), and ``&`` / ``and`` / ``y`` made one word, so that ``Maxx “C”``, ``maxx "c"`` and
``MAXX C`` are one name, and ``Nibiru the Primal Being`` finds ``Nibiru, the Primal Being``.
English names come from the card data, Spanish ones from the snapshot's ``names-es.tsv``;
the index is built only when a name is read (a text decklist, a side plan, a hand spec), so
a run on ``.ydk`` files pays nothing for it.

A name that finds no card gets suggestions in the language it is written in:

- each written word (blanks part words) votes for English or Spanish when that language's
  names use it at least twice as often as the other's, and in at least two names more:
  ``the``, ``of``, ``Witch`` vote English; ``de``, ``la``, ``Bruja`` Spanish; ``Dragon``
  and ``Diabellstar``, in the names of both, vote for neither. The language with more votes
  is the name's;
- without a majority, a Spanish mark (``á é í ó ú ñ ü ¡ ¿``) makes it Spanish; without one,
  it is the language whose names hold the nearest key, English when both are as near
  (``Diabellstar``: English);
- the suggestions are the nearest names of that language, the other's only when it has
  none near; shown as that language writes them.

The names made of exactly the written words in another order come first (``Blue-Eyes
Spirit Ultimate Dragon``: Blue-Eyes Ultimate Spirit Dragon). They are suggested, never read
as that card: distinct cards bear one set of words in two orders (``Beast King Barbaros``
and ``King Beast Barbaros``, ``Reborn Zombie`` and ``Zombie Reborn``), so a card newer than
the data may too.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ydkcheck.cards.data import Card, CardDB
    from ydkcheck.cards.name_tables import NameTables
    from ydkcheck.cards.name_words import NameWords

from ydkcheck.cards.name_keys import ENGLISH, SPANISH, name_key
from ydkcheck.cards.naming import spanish_names

MOST_SUGGESTIONS = 3
# the signs that may stand in a written name besides letters, digits and blanks: those of the
# cards' own names (a test holds the card data to them), quotes, apostrophes and dashes of
# any style, and what lists write around a name (bullets, brackets, counts)
NAME_SIGNS = frozenset(
    "-,.':!\"/¡#&@★☆?<>¿()・=%·«»‹›‘’‚‛“”„‟′″´`‐‑‒–—―−…×✕✖*+|;~_[]{}•▪►◦‣∙→⇒➔➜➡⟶"
)
# what a written name may not hold but for those signs: symbols and punctuation, spacing and
# enclosing marks, private, unassigned and surrogate characters; a key would drop each in
# silence, and some show as letters ("🆁", "⍺", "।" as an I, "๏" as an o). Letters, digits,
# blanks, accents (non-spacing marks, which a key drops as it drops "é"'s) and invisible
# format characters are read
NOT_IN_A_NAME = ("S", "P", "Mc", "Me", "Co", "Cn", "Cs")
LANGUAGES = (ENGLISH, SPANISH)
# how alike (rapidfuzz's ratio, 0-100) a key must be to a misspelt one to be suggested, and
# how alike when a hand spec widens the search because none was
NEAR = 75
SLIP = 90  # a line this near a card's name is that name misspelt ("Caled by the Grave")
LOOSE = 60
# "Number" shortened before a Number card's number ("No. 39: Utopia", "No.39", "No 39",
# "Nº39", "N° 39", "#39"; "No. C107", "No. F0", "No. XX"), as the OCG prints it ("No.39"):
# never "No Entry!!", "Noble Knight" nor "Nobleman of Crossout", whose "No" no number follows
NUMBER_SHORTENED = re.compile(
    r"(?:no(?:\.|\s|(?=[0-9]))|n[º°]\.?|n\.º|#)\s*(?=(?:[a-z]{1,2})?[0-9]|xx\b)", re.I
)
NUMBER_WORDS = ("Number", "Número")  # what the abbreviation stands for, in each language
MOST_REMEMBERED = 1 << 16  # names whose look-up an index keeps (a pile of lists repeats them)


def foreign_sign(name: str) -> str | None:
    """The first sign of ``name`` that no card's name holds and that may show as a letter
    (``NOT_IN_A_NAME``: ``🆁``, ``⍺``, ``।``), which a key would drop in silence; None when it
    has none (every ASCII name)."""
    if name.isascii():
        return None
    for char in unicodedata.normalize("NFKD", name):
        if char in NAME_SIGNS:
            continue
        category = unicodedata.category(char)
        if category.startswith(NOT_IN_A_NAME):
            return char
    return None


def _plain(name: str) -> str:
    """A name as written, but for case and spacing."""
    return " ".join(name.casefold().split())


def _letters(name: str) -> str:
    """A name's letters and digits, capitals kept, words apart by one blank."""
    return " ".join("".join(char for char in name if char.isalnum() or char.isspace()).split())


def number_spelt_out(name: str) -> tuple[str, ...]:
    """``name`` with "Number" and with "Número" for the abbreviation it starts with ("No.
    39: Utopia": "Number 39: Utopia", "Número 39: Utopia"); none when it starts with none."""
    found = NUMBER_SHORTENED.match(name)
    if found is None:
        return ()
    rest = name[found.end() :]
    return tuple(f"{word} {rest}" for word in NUMBER_WORDS)


class Match(NamedTuple):
    """What a written name found: the card, or the candidates when it names several."""

    card: Card | None
    candidates: tuple[str, ...] = ()
    # the other cards that bear the name and count as ``card`` (the OCG's Normal Black Luster
    # Soldier, 10000100, beside the Ritual one): read as ``card``, which the reader says
    alike: tuple[int, ...] = ()
    # the other cards whose name's letters the written one writes, capitals and all
    # ("RESCATE": Rescate, Salvage, and ¡RESCATE!, RESCUE!): read as ``card``, whose name it
    # writes but for spacing and case, which the reader says
    written_alike: tuple[int, ...] = ()


class NameIndex:
    """Every card by the keys of its English and Spanish names: for each key, one passcode
    per card (its original artwork when it has one), playable cards first."""

    def __init__(self, cards: CardDB, tables: NameTables | None = None) -> None:
        from ydkcheck.cards.name_tables import name_tables

        self.cards = cards
        self.by_key, self.identity_of, self.official_english, self.former = tables or name_tables(
            cards
        )
        self.spanish_names = spanish_names()
        self._own_tables = tables is None  # made from the card data, as a shipped copy is
        self._words: NameWords | None = None  # for suggestions, built on the first
        self._found: dict[str, Match] = {}  # name as written -> what find answered
        # (a key, how alike at least, a language) -> the nearest keys, as _nearest found them
        self._nearest_found: dict[tuple[str, int, str], tuple[tuple[str, float], ...]] = {}
        # a card line and its passcode -> the language of the card's name it writes
        self._languages: dict[tuple[str, int], str | None] = {}

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
        if foreign_sign(name) is not None:  # "🆁🅴🅳 Reboot" reads "RED Reboot", keyed "reboot"
            return Match(None)
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
            if len(exact) == 1:
                return self._as_written(name, exact[0], playable)
        if len(playable) == 1:
            return Match(playable[0])
        if len({card.identity for card in playable}) == 1:
            counted_as = next((card for card in playable if card.id == card.identity), None)
            if counted_as is not None:  # the card the others are counted as
                alike = tuple(sorted(card.id for card in playable if card is not counted_as))
                return Match(counted_as, (), alike)
        names = [card.name for card in playable]  # two cards of one name: by their passcodes
        return Match(
            None,
            tuple(
                sorted(
                    f"{card.name} ({card.id})" if names.count(card.name) > 1 else card.name
                    for card in playable
                )
            ),
        )

    def _as_written(self, name: str, card: Card, alike: list[Card]) -> Match:
        """``card``, whose name ``name`` writes but for case and spacing, among the cards
        ``alike`` whose names fold as it does; with those whose letters ``name`` writes as
        they do, capitals and all ("RESCATE": ¡RESCATE!, beside Rescate), which the reader
        says."""
        letters, spanish = _letters(name), self.spanish_names
        written_alike = tuple(
            sorted(
                other.id
                for other in alike
                if other is not card
                and letters in (_letters(other.name), _letters(spanish.get(other.id, "")))
            )
        )
        return Match(card, written_alike=written_alike)

    def language_of(self, line: str, code: int) -> str | None:
        """The language of the name of card ``code`` that a card line writes (``en`` or
        ``es``); None when it writes both, or neither (a short name, a former one), or the two
        names are one (``Raigeki``), or the card has no Spanish name (a card too new to have
        one, which a Spanish list writes in English). Remembered per line, as ``find`` is."""
        try:
            return self._languages[line, code]
        except KeyError:
            pass
        if len(self._languages) >= MOST_REMEMBERED:
            self._languages.clear()
        card = self.cards.get(code)
        language = None
        spanish = self.spanish_names.get(code) or self.spanish_names.get(
            self.cards.original_artwork(code)
        )
        if card is not None and spanish is not None:  # without one, any list writes English
            written = name_key(line)
            english = name_key(card.name) in written
            if english != (name_key(spanish) in written):
                language = ENGLISH if english else SPANISH
        self._languages[line, code] = language
        return language

    def number_named(self, name: str) -> Card | None:
        """The one card ``name`` names with "Number" (or "Número") for the abbreviation it
        starts with ("No. 39: Utopia": Number 39: Utopia; "No. C107" is Number C107, never
        Number 107); None when it starts with none, or the name so spelt out finds no card
        or several."""
        found: dict[int, Card] = {}
        for spelt in number_spelt_out(name):
            match = self.find(spelt)
            if match.candidates:
                return None
            if match.card is not None:
                found[self.cards.original_artwork(match.card.id)] = match.card
        return next(iter(found.values())) if len(found) == 1 else None

    def suggest(self, name: str, wider: bool = False) -> list[str]:
        """Up to three names nearest to ``name``, in the language it is written in (see the
        module's docstring), as the card data, its official English spelling or the Spanish
        table writes them (rapidfuzz, imported on the first misspelt name of a run).

        ``wider``, for a hand spec, whose every name must resolve: when no name is near,
        those that hold ``name`` (``Ash Blossom``), shortest first, then those a looser
        likeness finds.
        """
        language, near = self._near(name, wider)
        return self._shown([*self.words().reordered(name, language), *near], language)

    def misspelt(self, name: str) -> str | None:
        """The card name ``name`` is but for a slip (at least ``SLIP`` alike, in either
        language, as that language writes it), or None."""
        wanted = name_key(name)
        for language in LANGUAGES:
            near = self._nearest(wanted, SLIP, language) if wanted else ()
            if near:
                return self._written(near[0][0], language)
        return None

    def reordered(self, name: str) -> list[str]:
        """The names made of exactly the words of ``name`` in another order (see the
        module's docstring), as their language writes them."""
        if not self.words().reordered(name, ENGLISH):
            return []  # no need to weigh its language
        language, _ = self._near(name, False)
        return self._shown(self.words().reordered(name, language), language)

    def _shown(self, keys: list[str], language: str) -> list[str]:
        """The names of the first three ``keys``, as ``language`` writes them when it has
        them, else as the other language does."""
        words = self.words()
        shown: list[str] = []
        for key in list(dict.fromkeys(keys))[:MOST_SUGGESTIONS]:
            in_language = language if key in words.known[language] else _other(language)
            written = self._written(key, in_language)
            if written and written not in shown:
                shown.append(written)
        return shown

    def _near(self, name: str, wider: bool) -> tuple[str, list[str]]:
        """The language ``name`` is written in, and the keys near it: that language's, or
        the other's when it has none near (``wider``: as ``suggest`` says)."""
        words = self.words()
        wanted = name_key(name)
        near = {language: self._nearest(wanted, NEAR, language) for language in LANGUAGES}
        language = words.language(name) or max(  # the nearer; English when as near
            LANGUAGES, key=lambda language: near[language][0][1] if near[language] else 0
        )
        languages = (language, _other(language))
        for each in languages:
            if near[each]:
                return language, [key for key, _ in near[each]]
        for each in languages:
            widened = self._widened(wanted, each) if wider and wanted else []
            if widened:
                return language, widened
        return language, []

    def _widened(self, wanted: str, language: str) -> list[str]:
        """The keys of ``language``'s names that hold the key ``wanted``, shortest first,
        then those a looser likeness finds."""
        keys = self.words().keys[language]
        holding = sorted((key for key in keys if wanted in key), key=len)[:MOST_SUGGESTIONS]
        loose = [key for key, _ in self._nearest(wanted, LOOSE, language)]
        return list(dict.fromkeys([*holding, *loose]))

    def words(self) -> NameWords:
        """The words of every name, per language: on the first suggestion, the copy the
        wheel ships for the card data in use (with the tables worked out from it), else
        worked out."""
        if self._words is None:
            from ydkcheck.cards.name_words import shipped_words

            shipped = shipped_words(self.cards.info.tag) if self._own_tables else None
            self._words = shipped or self.worked_out_words()
        return self._words

    def worked_out_words(self) -> NameWords:
        """The words of every name this index knows, per language."""
        from ydkcheck.cards.name_words import NameWords

        english = [name for _, _, name, _ in self.cards.names()]
        english += self.official_english.values()
        english += [name for names in self.former.values() for name in names]
        spanish = (name for code, name in self.spanish_names.items() if code in self.identity_of)
        return NameWords(english, spanish)

    def _written(self, key: str, language: str) -> str:
        """The name ``key`` stands for, as ``language`` writes it."""
        for code in self.by_key[key]:
            if language == SPANISH:
                ways = [self.spanish_names.get(code, "")]
            else:
                card = self.cards.get(code)
                ways = [card.name if card else "", self.official_english.get(code, "")]
                ways += self.former.get(code, ())
            for written in ways:
                if written and name_key(written) == key:
                    return written
        return ""

    def _nearest(self, key: str, cutoff: int, language: str) -> tuple[tuple[str, float], ...]:
        """The keys of ``language``'s names most like ``key`` and how alike (0-100), best
        first, at least ``cutoff`` alike. Remembered, as ``find`` is: a millisecond a name
        against every name of a language, and a pile of lists misspells the same names."""
        asked = (key, cutoff, language)
        try:
            return self._nearest_found[asked]
        except KeyError:
            pass
        from rapidfuzz import fuzz, process

        near = process.extract(
            key,
            self.words().keys[language],
            scorer=fuzz.ratio,
            limit=MOST_SUGGESTIONS,
            score_cutoff=cutoff,
        )
        if len(self._nearest_found) >= MOST_REMEMBERED:
            self._nearest_found.clear()
        found = self._nearest_found[asked] = tuple((written, score) for written, score, _ in near)
        return found


def _other(language: str) -> str:
    return SPANISH if language == ENGLISH else ENGLISH


@functools.lru_cache(maxsize=2)
def name_index(cards: CardDB) -> NameIndex:
    """The name index of ``cards``, made on first use and kept for the run."""
    return NameIndex(cards)
