"""A text list that writes its cards' names in two languages: Konami's policy asks for one.

TP 2.3 (pp. 28–30): a deck list is written in one accepted language. A card line counts for
the language of the card's name it writes, English or Spanish (``NameIndex.language_of``);
one whose two names are one (``Maxx "C"``), or that writes a short name, counts for neither.
"""

from __future__ import annotations

from collections.abc import Iterable

from ydkcheck.cards.matching import NameIndex
from ydkcheck.cards.name_keys import ENGLISH, SPANISH
from ydkcheck.diagnostics import Diagnostic


def names_in_two_languages(
    card_lines: Iterable[tuple[int, int, str]], names: NameIndex
) -> Diagnostic | None:
    """A warning at the first line of the language fewer lines write (Spanish at a tie),
    naming that language, when card lines ``(line, passcode, text)`` write names in both;
    None when they write one language."""
    written: dict[str, list[int]] = {ENGLISH: [], SPANISH: []}
    for number, code, text in card_lines:
        language = names.language_of(text, code)
        if language is not None:
            written[language].append(number)
    english, spanish = written[ENGLISH], written[SPANISH]
    if not english or not spanish:
        return None
    params = {"english": len(english), "spanish": len(spanish)}
    if len(spanish) <= len(english):  # at a tie, the line said is the first in Spanish
        return Diagnostic("syntax", "syntax.two-languages", params, line=spanish[0])
    return Diagnostic("syntax", "syntax.two-languages.english", params, line=english[0])
