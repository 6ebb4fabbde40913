"""Numbers written in words, in English and Spanish, as a heading's count writes them.

``Main Deck (forty-one)``, ``Monsters: twelve``, ``Deck Extra (quince cartas)``: a count a
reader sees and ydkcheck must check, never a note dropped in silence. Only the numbers a
deck's section may count are read, 0 to 99.
"""

from __future__ import annotations

import unicodedata

UNITS = {
    **dict.fromkeys(("zero", "cero"), 0),
    **dict.fromkeys(("one", "uno", "una", "un"), 1),
    **dict.fromkeys(("two", "dos"), 2),
    **dict.fromkeys(("three", "tres"), 3),
    **dict.fromkeys(("four", "cuatro"), 4),
    **dict.fromkeys(("five", "cinco"), 5),
    **dict.fromkeys(("six", "seis"), 6),
    **dict.fromkeys(("seven", "siete"), 7),
    **dict.fromkeys(("eight", "ocho"), 8),
    **dict.fromkeys(("nine", "nueve"), 9),
}
TEENS = {
    **dict.fromkeys(("ten", "diez"), 10),
    **dict.fromkeys(("eleven", "once"), 11),
    **dict.fromkeys(("twelve", "doce"), 12),
    **dict.fromkeys(("thirteen", "trece"), 13),
    **dict.fromkeys(("fourteen", "catorce"), 14),
    **dict.fromkeys(("fifteen", "quince"), 15),
    **dict.fromkeys(("sixteen", "dieciseis"), 16),
    **dict.fromkeys(("seventeen", "diecisiete"), 17),
    **dict.fromkeys(("eighteen", "dieciocho"), 18),
    **dict.fromkeys(("nineteen", "diecinueve"), 19),
}
TENS = {
    **dict.fromkeys(("twenty", "veinte"), 20),
    **dict.fromkeys(("thirty", "treinta"), 30),
    **dict.fromkeys(("forty", "fourty", "cuarenta"), 40),
    **dict.fromkeys(("fifty", "cincuenta"), 50),
    **dict.fromkeys(("sixty", "sesenta"), 60),
    **dict.fromkeys(("seventy", "setenta"), 70),
    **dict.fromkeys(("eighty", "ochenta"), 80),
    **dict.fromkeys(("ninety", "noventa"), 90),
}
# "veintiuno" ... "veintinueve": Spanish writes the twenties as one word
TWENTIES = {f"veinti{word}": 20 + value for word, value in UNITS.items() if value > 0}
WHOLE = {**UNITS, **TEENS, **TENS, **TWENTIES}
# what may follow the number: "forty cards", "quince cartas"
AFTER = frozenset({"card", "cards", "carta", "cartas"})


def number_in_words(text: str) -> int | None:
    """The number ``text`` writes in words ("forty-one", "cuarenta y uno", "veintidós",
    "fifteen cards"), or None when it is anything else."""
    words = _plain(text).replace("-", " ").split()
    if words and words[-1] in AFTER:
        words.pop()
    if len(words) == 1:
        return WHOLE.get(words[0])
    if len(words) == 3 and words[1] in ("y", "and"):  # "cuarenta y uno"
        words = [words[0], words[2]]
    if len(words) == 2 and words[0] in TENS and words[1] in UNITS and UNITS[words[1]] > 0:
        return TENS[words[0]] + UNITS[words[1]]
    return None


def _plain(text: str) -> str:
    """``text`` folded and without accents: "Veintidós" is "veintidos"."""
    folded = text.casefold()
    if folded.isascii():
        return folded
    decomposed = unicodedata.normalize("NFKD", folded)
    return "".join(char for char in decomposed if not unicodedata.combining(char))
