"""Names a list writes unfinished: cut off by an ellipsis, or finished by a note.

"Return…" is Return's whole name, and the start of Return from the Different Dimension's,
which the list Forbids; "Return (from the D.D.)" is Return and a note to the reader, or the
Forbidden card written short. A name cut off by an ellipsis is read only when one card's name
starts so (else an error names those it may be); a note that may finish another card's name,
its words or their initials ("D.D.", "RFTDD"), is said, so that a judge asks which.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ydkcheck.cards.shorthand import cards_of, names_starting, words
from ydkcheck.decks import text_lines as grammar
from ydkcheck.decks.text_notes import BRACKETED
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.printable import shortened

if TYPE_CHECKING:
    from ydkcheck.cards import Card, CardDB

# an ellipsis ending a name: "…", or two dots or more ("Return...", "Tormenta..")
ELLIPSIS = re.compile(r"\s*(?:…|\.{2,})+\s*$")
MOST_SHOWN_CARDS = 5  # the cards an unfinished name is said to fit
# letters of a note's word that may start a word of the name it finishes: "from", "Dimen";
# not "the", which many names hold
LEAST_WORD = 4
INITIALS = 3  # initials that fit count as much as three words
MOST_NOTE_WORDS = 5  # words of a note that may finish a name: "from the Different Dimension"


def cut_short(name: str, card: Card | None, cards: CardDB, number: int) -> Diagnostic | None:
    """The error of a name cut off by an ellipsis ("Return…") that more than one card's name
    starts so, naming them; None for any other name, or one that is ``card``'s own, dots and
    all ("Now You See Them...")."""
    found = ELLIPSIS.search(name)
    if found is None or (card is not None and card.name.casefold() == name.casefold()):
        return None
    start = name[: found.start()]
    fitting = cards_of({code for _, code in names_starting(start, cards, cut=True)}, cards)
    if len(fitting) < 2:
        return None
    shown = ", ".join(card.name for card in fitting[:MOST_SHOWN_CARDS])
    more = ", …" if len(fitting) > MOST_SHOWN_CARDS else ""
    params = {"name": shortened(name), "candidates": shown + more}
    return Diagnostic("unknown-card", "rule.ambiguous-name", params, line=number)


def note_finishing(
    written: str, name: str, card: Card, cards: CardDB, number: int
) -> Diagnostic | None:
    """Said of ``written``, read as ``card`` by its ``name`` once its notes are taken off,
    when a note may finish another card's name that starts with ``name`` ("Return (from the
    D.D.)": Return from the Different Dimension); None otherwise. A set's code or a rarity
    alone ("(MP24-EN123)", "(UR)") finishes no name."""
    notes = [
        note
        for note in (
            found.strip(" ()[]") for found in BRACKETED.findall(written.replace(name, " ", 1))
        )
        if not grammar.SET_CODE_ALONE.fullmatch(note) and not grammar.only_rarity(note)
    ]
    if not notes:
        return None
    start = words(name)
    own = cards.original_artwork(card.id)
    fits = [
        (max(_fit(note, longer, len(start)) for note in notes), code)
        for longer, code in names_starting(name, cards)
        if code != own and len(longer) > len(start)
    ]
    best = max(fits, key=lambda fit: fit[0], default=(0, 0))
    other = cards.get(best[1]) if best[0] else None
    if other is None:
        return None
    params = {"name": shortened(written), "card": card.name, "id": card.id}
    params.update(card_id=card.id, other=other.name, other_id=other.id)
    return Diagnostic(
        "syntax", "syntax.note-name", params, card_id=card.id, card_name=card.name, line=number
    )


def _fit(note: str, name: tuple[str, ...], written: int) -> int:
    """How much of ``note``, of a few words, may write the rest of ``name``'s words, past its
    first ``written`` (0: none of it): its words that start one of them ("Different",
    "Dimen"), and initials of some of them in order ("DD", "D.D.") or of the whole name
    ("RFTDD"), which count for more."""
    noted = words(note)
    if len(noted) > MOST_NOTE_WORDS:  # a sentence ("Needed for Paladin, I chose him over…")
        return 0
    rest = name[written:]
    initials = {
        "".join(word[0] for word in rest[first:last])
        for first in range(len(rest))
        for last in range(first + 1, len(rest) + 1)
    }
    initials.add("".join(word[0] for word in name))
    found = sum(INITIALS for letters in _initials_written(noted) if letters in initials)
    return found + sum(
        1
        for word in noted
        if len(word) >= LEAST_WORD and any(part.startswith(word) for part in rest)
    )


def _initials_written(noted: tuple[str, ...]) -> list[str]:
    """What a note may write as initials: its one word ("F", "RFTDD"), each word of two
    letters or more, and each run of two letters or more written one by one ("D.D.": "dd");
    a letter alone among other words is a word ("I chose him")."""
    if len(noted) == 1:
        return list(noted)
    runs = "".join(word if len(word) == 1 else " " for word in noted).split()
    return [word for word in noted if len(word) > 1] + [run for run in runs if len(run) > 1]
