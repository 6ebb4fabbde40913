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
from typing import TYPE_CHECKING

from ydkcheck.cards.matching import MOST_REMEMBERED
from ydkcheck.cards.naming import spanish_names
from ydkcheck.cards.shorthand import cards_of, held_names, names_holding, names_starting, words
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.printable import shortened

if TYPE_CHECKING:
    from ydkcheck.cards import Card, CardDB

# an ellipsis ending a name, once its signs are folded (NFKC: "…" and "‥" are dots): two
# dots or more, spaced or not, "⋯", perhaps in brackets ("Return (...)")
ELLIPSIS = re.compile(r"\s*[(\[]?\s*(?:(?:[.・。]\s*){2,}|⋯\s*)+[)\]]?\s*$")
MOST_SHOWN_CARDS = 5  # the cards an unfinished name is said to fit
# letters of a word that may start a word of the name it finishes: "from", "Dimen", "Tech"
LEAST_WORD = 3
MOST_NOTE_WORDS = 5  # words of a note past which one word alone may be chance (a sentence)
# words a name's initials may leave out, and no word of a note matches alone
SMALL_WORDS = frozenset(
    {"the", "of", "a", "an", "to", "in", "on", "from", "for", "with", "and", "de", "del", "la"}
    | {"las", "el", "los", "un", "una", "y", "en", "al", "con"}
)
TOKEN = re.compile(r"[^\W_]+")
# "3", "x3", "3x", a passcode, the "x" of "x 3" ("Metalzoa x 2" writes no Metalzoa X)
COUNT_TOKEN = re.compile(r"[x×]|[x×]?\d+[x×]?", re.IGNORECASE)


def cut_short(name: str, card: Card | None, cards: CardDB, number: int) -> Diagnostic | None:
    """The error of a name cut off by an ellipsis ("Return…") that more than one card's name
    starts so, naming them; None for any other name, or one that is ``card``'s own, dots and
    all ("Now You See Them...")."""
    folded = unicodedata.normalize("NFKC", _visible(name))
    found = ELLIPSIS.search(folded)
    if found is None or (card is not None and card.name.casefold() == name.casefold()):
        return None
    start = folded[: found.start()]
    fitting = cards_of({code for _, code in names_starting(start, cards, cut=True)}, cards)
    if len(fitting) < 2:
        return None
    shown = ", ".join(card.name for card in fitting[:MOST_SHOWN_CARDS])
    more = ", …" if len(fitting) > MOST_SHOWN_CARDS else ""
    params = {"name": shortened(name), "candidates": shown + more}
    return Diagnostic("unknown-card", "rule.ambiguous-name", params, line=number)


def longer_name_written(line: str, card: Card, cards: CardDB, number: int) -> Diagnostic | None:
    """Said of a card line read as ``card`` whose other words (a note, a cell, a comment)
    may write the rest of another card's name that holds ``card``'s own ("Return (from the
    D.D.)": Return from the Different Dimension; "Storm (Heavy)": Heavy Storm); None
    otherwise, or when the line writes no word but the name, its count and numbers."""
    other = _longer_card(line, card.id, cards)
    if other is None:
        return None
    params = {"name": shortened(line), "card": card.name, "id": card.id}
    params.update(card_id=card.id, other=other.name, other_id=other.id)
    return Diagnostic(
        "syntax", "syntax.note-name", params, card_id=card.id, card_name=card.name, line=number
    )


@functools.lru_cache(maxsize=MOST_REMEMBERED)  # a pile of lists writes the same lines again
def _longer_card(line: str, code: int, cards: CardDB) -> Card | None:
    """The card ``longer_name_written`` names for a line read as card ``code``, if any."""
    card = cards.get(code)
    held = held_names(cards)
    if card is None or (held is not None and cards.original_artwork(code) not in held):
        return None  # no longer name holds its own: nothing to finish
    if not line.isascii():  # "Re\u200bturn" is Return to a reader, as to the name index
        line = unicodedata.normalize("NFKC", _visible(line))
    raw = [token for token in TOKEN.findall(line) if not COUNT_TOKEN.fullmatch(token)]
    own = _names_words(card.id, card.name)
    if len(raw) <= min(map(len, own)):
        return None  # no word but the name's (most lines): nothing to finish it
    pairs = [(token, word) for token in raw if (word := _fold(token))]
    raw, folded = [token for token, _ in pairs], [folded for _, folded in pairs]
    run = _own_run(folded, own)
    if run is None:
        return None
    start, length = run
    others = [at for at in range(len(raw)) if not start <= at < start + length]
    if not others:
        return None
    written = tuple(folded[start : start + length])
    note = [folded[at] for at in others]
    letters = _initials_written([raw[at] for at in others]) - {_initials(written)}
    least = 2 if len(others) <= MOST_NOTE_WORDS else 4  # a sentence: two of its words fit
    identity = cards.original_artwork(card.id)
    found = dict.fromkeys(
        code for name, code in names_holding(written, cards) if code != identity and name != written
    )
    best, other = (0, 0), None  # how much fits, then the fewest words left unwritten
    for code in found:
        longer = cards.get(code)
        if longer is None:
            continue
        names = _names_words(code, longer.name)
        parts = [part for name in names for part in _unwritten(name, own)]
        fit = (_fit(note, letters, names, parts), -sum(map(len, parts)))
        if fit > best:
            best, other = fit, longer
    return other if best[0] >= least else None


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


def _own_run(folded: list[str], names: tuple[tuple[str, ...], ...]) -> tuple[int, int] | None:
    """Where the line's words write one of a card's ``names`` whole and in order: its first
    word's place and its length; None when they write none of them."""
    for wanted in names:
        length = len(wanted)
        for at in range(len(folded) - length + 1) if wanted else ():
            if tuple(folded[at : at + length]) == wanted:
                return at, length
    return None


def _initials_written(tokens: list[str]) -> set[str]:
    """What a line's other words write as initials, folded: a word of two capitals or more
    ("DD", "RFTDD", "RftDD"), a run of two letters or more written one by one ("D.D.",
    "D D"), or the one letter the words write ("(F)")."""
    found = {_fold(token) for token in tokens if sum(map(str.isupper, token)) >= 2}
    runs = "".join(token if len(token) == 1 else " " for token in tokens).split()
    found |= {_fold(run) for run in runs if len(run) > 1}
    if len(tokens) == 1 and len(tokens[0]) == 1:
        found.add(_fold(tokens[0]))
    return found


def _initials(name: list[str] | tuple[str, ...]) -> str:
    return "".join(word[0] for word in name)


def _unwritten(name: tuple[str, ...], own: tuple[tuple[str, ...], ...]) -> list[tuple[str, ...]]:
    """The words of a longer ``name`` before and after the card's own name in it (one of
    ``own``, in either language: "Hot Red Dragon Archfiend" in its Spanish name too); none
    when it holds neither."""
    for written in own:
        count = len(written)
        for at in range(len(name) - count + 1) if 0 < count < len(name) else ():
            if name[at : at + count] == written:
                return [part for part in (name[:at], name[at + count :]) if part]
    return []


def _fit(
    note: list[str],
    letters: set[str],
    names: tuple[tuple[str, ...], ...],
    parts: list[tuple[str, ...]],
) -> int:
    """How much of a line's other words, ``note`` (folded) and ``letters`` (its initials),
    may write the ``parts`` of a longer card's ``names`` the line's own name leaves (0: none):
    two for each word that starts one of theirs ("Different", "Dimen", "Pot"), two for each
    word that initials cover, of some of those words in order or of a whole name, small words
    perhaps left out ("DD", "RFTDD", "RFDD"), and one for each small word among theirs ("de",
    "una") beside those."""
    theirs = {word for part in parts for word in part}
    found = small = 0
    for word in set(note):
        if word in SMALL_WORDS:
            small += word in theirs
        elif len(word) >= LEAST_WORD and any(other.startswith(word) for other in theirs):
            found += 2
    runs = [
        part[first:last]
        for part in parts
        for first in range(len(part))
        for last in range(first + 1, len(part) + 1)
    ]
    for written in letters:
        found += 2 * max(_abbreviated(written, words) for words in (*names, *runs))
    return found + small if found else 0  # small words alone ("of the") fit any name


def _abbreviated(letters: str, name: tuple[str, ...]) -> int:
    """How many words other than small ones ("the", "de") ``letters`` are the initials of,
    when they are those of ``name``'s words in order, small words perhaps left out (3 for
    "RFTDD" and "RFDD" of Return from the Different Dimension); 0 when they are not."""
    reached = {0: 0}  # letters used so far -> the most words other than small ones covered
    for word in name:
        small = word in SMALL_WORDS
        after: dict[int, int] = dict(reached) if small else {}
        for used, covered in reached.items():
            if used < len(letters) and letters[used] == word[0]:
                count = covered + (not small)
                after[used + 1] = max(after.get(used + 1, 0), count)
        reached = after
        if not reached:
            return 0
    return reached.get(len(letters), 0)
