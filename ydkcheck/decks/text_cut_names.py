"""Names a list writes unfinished: cut off by an ellipsis, or finished by other words.

"Return…" is Return's whole name, and the start of Return from the Different Dimension's,
which the list Forbids; "Return (from the D.D.)", "| Return | DD |", "Greed (Pot of)" are a
card and words to the reader, or a Forbidden card written short. A name cut off by an
ellipsis is read only when one card's name starts so (else an error names those it may be).
A card line whose other words may write the rest of a longer name that holds the card's own
(its words, their starts, their initials: "Different", "Dimen", "D.D.", "RFTDD") is said,
naming that card, so that a judge asks which.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, NamedTuple

from ydkcheck.cards.matching import MOST_REMEMBERED
from ydkcheck.cards.naming import spanish_names
from ydkcheck.cards.shorthand import (
    cards_of,
    held_names,
    names_holding,
    names_starting,
    run_at,
    words,
)
from ydkcheck.decks.text_lines import RARITY_WORDS
from ydkcheck.decks.text_notes import CONDITION_WORDS
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.printable import shortened

if TYPE_CHECKING:
    from ydkcheck.cards import Card, CardDB

DOTS = ".・。·•"  # the dots an ellipsis is written with, once folded ("…" is three)
MOST_SHOWN_CARDS = 5  # the cards an unfinished name is said to fit
# letters of a word that may start a word of the name it finishes: "from", "Dimen", "Tech"
LEAST_WORD = 3
LEAST_FIT = 2  # what the other words must fit of a longer name for it to be named: a word
MOST_WORDS_WEIGHED = 24  # a part's words weighed against longer names, at most
MOST_NOTE_WORDS = 6  # words of a part past which it is a sentence, which must fit more
# the scripts a list's glosses are written in ("Heavy Storm 「大嵐」"), by their letters' names
EAST_ASIAN = ("CJK", "HIRAGANA", "KATAKANA", "HANGUL", "HALFWIDTH", "FULLWIDTH")
MOST_INITIALS = 6  # letters of a part's one word read as initials too ("dd", "rftdd")
SHARED_START = 4  # letters a misspelt word shares with a name's: "Diffrent", "Heavier"
LONGEST_GLUED = 40  # letters of a name's words glued together a note may write ("Potof")
MARKUP = re.compile(r"\[/?[A-Za-z]+(?:=[^\]]*)?\]")  # a forum's tags: "[b]", "[ccDeck=Main]"
CAMEL = re.compile(r"[A-Z][a-z0-9]*")  # the parts of a word in camel case: "DiffDim"
# digits written for letters ("R3d", "D1ff3r3nt")
LEET = str.maketrans("013457", "oieast")
# what parts a line: brackets, a table's bars, a comment's slashes, dashes, commas, the end
# of a sentence
PART_BREAK = re.compile(r"[()\[\]{}|,;!?]|//|\s[-–—]\s|\.\s")
SET_CODE = re.compile(r"\b[A-Z0-9]{2,5}-(?:[A-Z]{1,3})?[0-9]{2,3}\b")  # "MACR-SP036"
# a rarity's, an edition's or a card's condition's words ("Super Rare", "1st Edition"), and
# those of them only such notes write: "(Super)" may be Super Polymerization, "(Super Rare)"
NOT_A_NAME = RARITY_WORDS | CONDITION_WORDS
RARITY_HEADS = frozenset(
    {"rare", "rara", "edition", "edicion", "foil", "mint", "played", "common", "comun", "1st"}
)
# words a name's initials may leave out, and no word of a note matches alone
SMALL_WORDS = frozenset(
    {"the", "of", "a", "an", "to", "in", "on", "from", "for", "with", "and", "de", "del", "la"}
    | {"las", "el", "los", "un", "una", "y", "en", "al", "con"}
)
NO_INITIAL = frozenset({"s"})  # a word no initial stands for: the "s" of "Dragon's"
TOKEN = re.compile(r"[^\W_]+")
# "3", "x3", "3x", a passcode, the "x" of "x 3" ("Metalzoa x 2" writes no Metalzoa X)
COUNT_TOKEN = re.compile(r"[x×]|[x×]?\d+[x×]?", re.IGNORECASE)


def cut_short(name: str, card: Card | None, cards: CardDB, number: int) -> Diagnostic | None:
    """The error of a name cut off by an ellipsis ("Return…", "Return...!", "Return (...)")
    that more than one card's name starts so, naming them; None for any other name, or one
    that is ``card``'s own, dots and all ("Now You See Them...")."""
    start = _before_an_ellipsis(name)
    if start is None or (card is not None and card.name.casefold() == name.casefold()):
        return None
    fitting = cards_of({code for _, code in names_starting(start, cards)}, cards)
    if len(fitting) < 2:
        return None
    shown = ", ".join(card.name for card in fitting[:MOST_SHOWN_CARDS])
    more = ", …" if len(fitting) > MOST_SHOWN_CARDS else ""
    params = {"name": shortened(name), "candidates": shown + more}
    return Diagnostic("unknown-card", "rule.ambiguous-name", params, line=number)


def _before_an_ellipsis(name: str) -> str | None:
    """What a name writes before an ellipsis among the signs that end it (two dots or more
    once folded by NFKC, "…" and "‥" among them, or "⋯", with brackets or other signs around
    them); None when its end holds none."""
    folded = unicodedata.normalize("NFKC", _visible(name))
    end = len(folded)
    while end and not folded[end - 1].isalnum():
        end -= 1
    tail = folded[end:]
    if sum(map(tail.count, DOTS)) < 2 and "⋯" not in tail:
        return None
    return folded[:end]


def longer_name_written(line: str, card: Card, cards: CardDB, number: int) -> Diagnostic | None:
    """Said of a card line read as ``card`` whose other words (a note, a cell, a comment)
    may write the rest of another card's name that holds ``card``'s own, as a reader takes
    them ("Return (from the D.D.)", "Return (dd)", "Greed (Pot of)", "Storm (Heavier)"):
    naming the longer card they fit best; or, when they hold letters of another script than
    the Latin, which may stand for Latin ones ("(ᎠᎠ)", "(Неаѵу)"), the longer cards that
    hold it. None otherwise."""
    found = _longer_cards(line, card.id, cards)
    if found is None:
        return None
    others, fits = found
    params: dict[str, object] = {"name": shortened(line), "card": card.name, "id": card.id}
    params["card_id"] = card.id
    if fits:
        params.update(other=others[0].name, other_id=others[0].id)
    else:
        params["others"] = tuple((other.id, other.name) for other in others)
    key = "syntax.note-name" if fits else "syntax.note-name.script"
    return Diagnostic("syntax", key, params, card_id=card.id, card_name=card.name, line=number)


@functools.lru_cache(maxsize=MOST_REMEMBERED)  # a pile of lists writes the same lines again
def _longer_cards(line: str, code: int, cards: CardDB) -> tuple[tuple[Card, ...], bool] | None:
    """For a line read as card ``code``: the longer card its other words fit and True, or,
    when they hold another script's letters, the closest longer cards and False
    (``longer_name_written``); None when neither."""
    card = cards.get(code)
    held = held_names(cards)
    if card is None or (held is not None and cards.original_artwork(code) not in held):
        return None  # no longer name holds its own: nothing to finish
    if not line.isascii():  # "Re\u200bturn" is Return to a reader, as to the name index
        line = unicodedata.normalize("NFKC", _visible(line))
    line = MARKUP.sub(" ", SET_CODE.sub(" ", line))  # "[ccProd]Heavy Storm[/ccProd]"
    tokens = [
        (found.group(), _segment(line, found.start()))
        for found in TOKEN.finditer(line)
        if not COUNT_TOKEN.fullmatch(found.group())
    ]
    own = _names_words(card.id, card.name)
    if len(tokens) <= min(map(len, own)):
        return None  # no word but the name's (most lines): nothing to finish it
    words = [(token, folded, part) for token, part in tokens if (folded := _fold(token))]
    run = _own_run([folded for _, folded, _ in words], own)
    if run is None:
        return None
    start, length, written = run
    segments: dict[int, list[str]] = {}  # the other words, by the part of the line they stand in
    for at, (token, folded, part) in enumerate(words):
        if not start <= at < start + length and folded != _initials(written):
            segments.setdefault(part, []).append(token)
    notes = [  # as many as a line of 200 characters holds (``text.MAX_LINE``)
        _Note.of(tokens[:MOST_WORDS_WEIGHED])
        for tokens in segments.values()
        if not _only_a_rarity(tokens)
    ]
    if not notes:
        return None
    identity = cards.original_artwork(card.id)
    weighed = []  # how much fits, the fewest words left unwritten, the card
    for other_code in dict.fromkeys(
        other_code
        for name, other_code in names_holding(written, cards)
        if other_code != identity and name != written
    ):
        other = cards.get(other_code)
        if other is None:
            continue
        longer = _longer(other.id, other.name, own)
        weighed.append((max(map(longer.fit, notes)), -longer.unwritten, other))
    if not weighed:
        return None
    fits, _, best = max(weighed, key=lambda one: one[:2])
    if fits:
        return (best,), True
    if not any(_other_script(token) for tokens in segments.values() for token in tokens):
        return None
    closest = sorted(weighed, key=lambda one: (-one[1], one[2].name))[:MOST_SHOWN_CARDS]
    return tuple(other for *_, other in closest), False


def _other_script(token: str) -> bool:
    """Whether a word holds a letter of another script than the Latin ("ᎠᎠ", "Неаѵу"), which
    may look like a Latin one; the scripts of the East Asian languages aside, whose words a
    list writes as glosses."""
    return any(
        char.isalpha() and not unicodedata.name(char, "LATIN").startswith(("LATIN", *EAST_ASIAN))
        for char in token
    )


class _Note(NamedTuple):
    """The other words of one part of a card line (a note in brackets, a cell, a comment):
    as folded, and what they write as initials."""

    words: tuple[str, ...]
    letters: frozenset[str]  # written as initials: "DD", "D.D.", "(dd)"
    weak: frozenset[str]  # short words that may be initials: "the dd one", "pog lol"
    least: int  # what they must fit of a longer name to name it

    @classmethod
    def of(cls, tokens: list[str]) -> _Note:
        split = [_fold(part) for token in tokens for part in _camel_parts(token)]
        words = tuple(_unleet(word) for word in split if word)
        least = LEAST_FIT if len(tokens) <= MOST_NOTE_WORDS else 2 * LEAST_FIT
        letters = frozenset(_initials_written(tokens))
        weak = {word for word in words if 1 < len(word) <= MOST_INITIALS} - letters - SMALL_WORDS
        return cls(words, letters, frozenset(weak), least)


class _Longer(NamedTuple):
    """A longer name holding the line's own, as a note is weighed against it: the words it
    leaves past the line's own, their look-up, and its initials (``_abbreviations``)."""

    rest: _Rest
    initials: dict[str, int]
    unwritten: int  # its words left past the line's own name, in both languages

    def fit(self, note: _Note) -> int:
        """How much of it ``note``'s words may write (``_fit``), or 0 when less than they
        must: a word's worth, or two in a sentence (its words may name another card's by
        chance: "Why are there 3 Barrel Dragons")."""
        fits = _fit(note.words, note.letters, self.initials, self.rest)
        for word in note.weak:  # initials of two words or more: "dd", not a chance letter
            covered = self.initials.get(word, 0)
            fits += 2 * covered if covered > 1 else 0
        return fits if fits >= note.least else 0


@functools.lru_cache(maxsize=MOST_REMEMBERED)  # the same longer names, line after line
def _longer(code: int, name: str, own: tuple[tuple[str, ...], ...]) -> _Longer:
    """Card ``code``, of English ``name``, as the longer name of a line whose own card's
    names (their words) are ``own``."""
    names = _names_words(code, name)
    parts = tuple(part for each in names for part in _unwritten(each, own))
    return _Longer(_rest(parts), _abbreviations(names, parts), sum(map(len, parts)))


def _segment(line: str, at: int) -> int:
    """The part of ``line`` the character at ``at`` stands in: parts are parted by brackets,
    a table's bars, a comment's slashes, dashes and commas."""
    return len(PART_BREAK.findall(line, 0, at))


def _only_a_rarity(tokens: list[str]) -> bool:
    """Whether a part's words are a rarity's, an edition's or a condition's and nothing else,
    with a word only such notes write ("Super Rare", "1st Edition, Near Mint"; not "Super",
    which may be Super Polymerization's)."""
    folded = {_fold(token) for token in tokens}
    return folded <= NOT_A_NAME and not RARITY_HEADS.isdisjoint(folded)


def _camel_parts(token: str) -> list[str]:
    """A word and, written in camel case, its parts ("DiffDim": Diff, Dim)."""
    parts = CAMEL.findall(token)
    return [token, *parts] if len(parts) > 1 else [token]


def _unleet(word: str) -> str:
    """A word with digits among its letters read as the letters they stand for ("R3d")."""
    if word.isalpha() or word.isdigit():
        return word
    return word.translate(LEET)


def _visible(text: str) -> str:
    """``text`` without the signs that print nothing (a zero-width space, a soft hyphen, a
    joiner): "Re\u200bturn" is Return to a reader, as to the name index."""
    return "".join(char for char in text if unicodedata.category(char) != "Cf")


def _fold(token: str) -> str:
    """A word as ``shorthand.words`` folds it, its case, accents and marks aside; "" for a
    connective ("and", "y"), which names leave out."""
    return "".join(words(token))


@functools.lru_cache(maxsize=MOST_REMEMBERED)
def _names_words(code: int, name: str) -> tuple[tuple[str, ...], ...]:
    """The words of card ``code``'s English ``name`` and of its Spanish name, if any."""
    spanish = spanish_names().get(code)
    return (words(name),) if spanish is None else (words(name), words(spanish))


def _own_run(
    folded: list[str], names: tuple[tuple[str, ...], ...]
) -> tuple[int, int, tuple[str, ...]] | None:
    """Where the line's words write one of a card's ``names`` whole and in order, its words
    perhaps split or glued otherwise ("Re turn", "Re-turn" for Return): its first word's
    place, its count of words and the name's words; None when they write none of them."""
    for wanted in names:
        at = run_at(tuple(folded), wanted)
        if at is not None:
            return at, len(wanted), wanted
    for wanted in names:  # the name's letters, however its words are cut
        letters = "".join(wanted)
        for at in range(len(folded)):
            joined = ""
            for end in range(at, len(folded)):
                joined += folded[end]
                if not letters.startswith(joined):
                    break
                if joined == letters:
                    return at, end + 1 - at, wanted
    return None


def _initials_written(tokens: list[str]) -> set[str]:
    """What a part's words write as initials, folded: a word of two capitals or more ("DD",
    "RFTDD", "RftDD"), the capitals of a word in camel case, a run of two letters or more
    written one by one ("D.D.", "D D"), and a part's one word if short ("(F)", "(dd)",
    "(pog)")."""
    found = {_fold(token) for token in tokens if sum(map(str.isupper, token)) >= 2}
    camel = (CAMEL.findall(token) for token in tokens)
    found |= {"".join(part[0] for part in parts).casefold() for parts in camel if len(parts) > 1}
    runs = "".join(token if len(token) == 1 else " " for token in tokens).split()
    found |= {_fold(run) for run in runs if len(run) > 1}
    if len(tokens) == 1 and len(tokens[0]) <= MOST_INITIALS and _fold(tokens[0]) not in SMALL_WORDS:
        found.add(_fold(tokens[0]))
    return {letters for letters in found if letters}


def _initials(name: list[str] | tuple[str, ...]) -> str:
    return "".join(word[0] for word in name)


def _unwritten(name: tuple[str, ...], own: tuple[tuple[str, ...], ...]) -> list[tuple[str, ...]]:
    """The words of a longer ``name`` before and after the card's own name in it (one of
    ``own``, in either language: "Hot Red Dragon Archfiend" in its Spanish name too); none
    when it holds neither."""
    for written in own:
        at = run_at(name, written) if len(written) < len(name) else None
        if at is not None:
            return [part for part in (name[:at], name[at + len(written) :]) if part]
    return []


def _fit(
    note: Collection[str], letters: Collection[str], initials: dict[str, int], rest: _Rest
) -> int:
    """How much of a line's other words, ``note`` (folded) and ``letters`` (its initials),
    may write the words of a longer card's name the line's own name leaves (``rest``), whose
    ``initials`` are given (``_abbreviations``) (0: none): two for each word that starts one
    of theirs ("Different", "Dimen", "Pot"), extends it ("Pots"), shares its first four
    letters ("Diffrent") or starts them glued ("Potof"), two for each word that initials
    cover, of some of those words in order or of a whole name, small words perhaps left out
    ("DD", "RFTDD", "RFDD"), and one for each small word among theirs ("de", "una") beside
    those."""
    found = small = 0
    for word in set(note):
        if word in SMALL_WORDS:
            small += word in rest.words
        elif len(word) >= LEAST_WORD and rest.written(word):
            found += 2
    found += sum(2 * initials.get(written, 0) for written in letters)
    return found + small if found else 0  # small words alone ("of the") fit any name


class _Rest(NamedTuple):
    """The words a longer name leaves past the line's own, as a note's words are looked up
    in them (``_fit``)."""

    words: frozenset[str]
    starts: frozenset[str]  # every start of them, and of them glued together ("potof")
    shared: frozenset[str]  # the first four letters of each, not a small word
    whole: frozenset[str]  # each, not a small word, of three letters or more

    def written(self, word: str) -> bool:
        """Whether a note's ``word`` may write one of them as a reader takes it."""
        if word in self.starts or word[:SHARED_START] in self.shared:
            return True
        return any(word[:end] in self.whole for end in range(LEAST_WORD, len(word)))


def _rest(parts: tuple[tuple[str, ...], ...]) -> _Rest:
    """The look-up of a longer name's ``parts`` (``_Rest``; kept with it by ``_longer``)."""
    words = frozenset(word for part in parts for word in part)
    glued = ["".join(part[first:])[:LONGEST_GLUED] for part in parts for first in range(len(part))]
    starts = {text[:end] for text in (*words, *glued) for end in range(1, len(text) + 1)}
    content = [word for word in words if word not in SMALL_WORDS]
    return _Rest(
        words,
        frozenset(starts),
        frozenset(word[:SHARED_START] for word in content if len(word) >= SHARED_START),
        frozenset(word for word in content if len(word) >= LEAST_WORD),
    )


def _runs(parts: Sequence[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """Every run of words, in order, of each of ``parts``."""
    return [
        part[first:last]
        for part in parts
        for first in range(len(part))
        for last in range(first + 1, len(part) + 1)
    ]


def _abbreviations(
    names: tuple[tuple[str, ...], ...], parts: tuple[tuple[str, ...], ...]
) -> dict[str, int]:
    """The initials of a longer card's whole ``names`` and of each run of the words of its
    ``parts``, small words ("the", "de") perhaps left out, each with the most words other
    than small ones it covers: "rftdd" and "rfdd" 3, "dd" 2 of Return from the Different
    Dimension."""
    found: dict[str, int] = {}
    for target in (*names, *_runs(parts)):
        for written, covered in _initials_of(target):
            if written and covered > found.get(written, -1):
                found[written] = covered
    return found


def _initials_of(words: tuple[str, ...]) -> set[tuple[str, int]]:
    """Each way of writing ``words`` by their initials, small words perhaps left out, with
    the count of words other than small ones it covers."""
    done = {("", 0)}
    for word in words:
        if word in NO_INITIAL:
            continue
        small = word in SMALL_WORDS
        after = {(written + word[0], covered + (not small)) for written, covered in done}
        done = after | done if small else after
    return done
