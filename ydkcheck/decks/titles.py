"""Lines a text list's reader took as the list's title that name a card: the card's name
("Ash Blossom & Joyous Spring"), a shorthand that fits one card only ("Ash Blossom"), either
with a label or a number besides ("Side: Ash Blossom", "Ash Blossom #1"), or a card's name but
for a slip ("Caled by the Grave"). At a deck check each is a line to confirm
with the player, not a title to pass over: written three times above the first heading, a
shorthand would otherwise hide three copies. Looked for only here, where one list is
checked, since a slip costs a fuzzy search of every card name a line.
"""

import dataclasses
import itertools
import re
import unicodedata

from ydkcheck.cards import CardDB
from ydkcheck.cards.data import Card
from ydkcheck.cards.matching import name_index
from ydkcheck.cards.name_keys import name_key
from ydkcheck.cards.shorthand import fitting_cards, vocabulary, words
from ydkcheck.decks.model import Deck
from ydkcheck.decks.text_lines import bare, is_count
from ydkcheck.decks.text_prose import named_in, short_name_counted
from ydkcheck.diagnostics import Diagnostic
from ydkcheck.printable import shortened

# the words around a card's name that say how many copies, or that one plays it
COUNT_WORDS = frozenset(
    {
        *("one", "two", "three", "un", "una", "uno", "dos", "tres", "i", "ii", "iii", "x"),
        *("times", "veces", "copy", "copies", "copia", "copias", "tech", "side", "main"),
        *("running", "run", "plays", "playing", "play", "plus", "juego", "jugando", "extra"),
        *("con", "with", "also", "tambien", "también"),
    }
)
LEAST_SHORTHAND_LETTERS = 4  # a shorthand has a word of this many letters at least ("Maxx")
WORD = re.compile(r"[^\W\d_]+")
MOST_TITLE_LINES = 20  # looked at a list; the lines after are one line to confirm
MOST_NAME_WORDS = 6  # the words beside a count tried as a shorthand ("Ash Blossom")
GLUING_SIGNS = re.compile(r"[(){}\[\]<>#+=/|]")  # signs a count or a name is glued to
GLUED_COUNT_BEFORE = re.compile(r"\b([0-9]{1,2}[x×]?)([^\W\d_])")  # "3Maxx", "3xMaxx"
GLUED_COUNT_AFTER = re.compile(r"([^\s\d])([x×][0-9]{1,2})\b")  # Maxx "C"x3
# words of prose that say how many copies, beside the counts the reader knows
MULTIPLIERS = frozenset({"single", "double", "triple", "doble", "sencillo", "sencilla"})
# the marks of Markdown's emphasis and code, and HTML's tags, around a name in a title:
# "**Pot of Greed**", "<b>Pot of Greed</b>"
EMPHASIS = re.compile(r"\*+|_{2,}|`+|~{2,}|</?[A-Za-z][^<>]{0,40}>")
# "(Ash Blossom) (alt art)", "【Pot of Greed】"
BRACKETED_PART = re.compile(r"\(([^()]*)\)|\[([^\[\]]*)\]|【([^【】]*)】|「([^「」]*)」")
# a word that says whose list it is before a name: "By Pot of Greed", "Made by Pot of Greed"
AUTHOR_WORDS = frozenset({"by", "por", "from", "desde", "von", "par", "feat", "ft"})
# a span a title sets apart: "Deck de **Pot of Greed**" (not "Deck de Dragones": its name)
SET_APART = re.compile(r"\*\*(.+?)\*\*|__(.+?)__|`(.+?)`|<(b|i|em|strong|span)\b[^<>]*>(.*?)</\4>")
# a set code as sold on a card, with a letter in its set's name: "MACR-EN036", not "2026-05"
SET_CODE = re.compile(r"\b(?=[A-Z0-9]{0,4}[A-Z])[A-Z0-9]{2,5}-(?:[A-Z]{1,3})?[0-9]{2,3}\b")


def card_titles(deck: Deck, cards: CardDB) -> list[Diagnostic]:
    """A diagnostic for each title line of ``deck`` that names a card (see the module's
    documentation); past ``MOST_TITLE_LINES`` (a list's title takes a few), one for all the
    others, which are not looked at: the search stays bounded, and they are confirmed."""
    found = []
    titles = [note for note in deck.notes if note.kind == "title"]
    if len(titles) > MOST_TITLE_LINES:
        rest = titles[MOST_TITLE_LINES:]
        params: dict[str, object] = {"count": len(rest)}
        found.append(Diagnostic("unknown-card", "rule.title-lines", params, line=rest[0].line))
    for note in titles[:MOST_TITLE_LINES]:
        params = {"text": shortened(note.text)}
        card = _named(note.text, cards)
        if card is not None:
            params["card"] = card
            found.append(
                Diagnostic("unknown-card", "rule.title-names-card", params, line=note.line)
            )
            continue
        misspelt = name_index(cards).misspelt(note.text) or _mended(note.text, cards)
        if misspelt is not None:
            params["card"] = misspelt
            found.append(Diagnostic("unknown-card", "rule.title-card", params, line=note.line))
    return found


def with_title_slips(deck: Deck, cards: CardDB) -> Deck:
    """``deck`` with an error at each of its first title lines that is a card's name but for
    a slip (``rule.title-card``: "Pot 0f Greed", a letter of another script), which a reader
    sees as a card no heading counts: what ``valida`` asks, where ``card_titles``'s looser
    search (shorthands, parts of a line) has ``compara`` confirm more. A title naming a card as
    written is the reader's own question (``rule.count.title-or-card``)."""
    titles = [note for note in deck.notes if note.kind == "title"][:MOST_TITLE_LINES]
    slips = []
    for note in titles:  # the whole line near a card's name: no shorthand, no part of it
        misspelt = name_index(cards).misspelt(note.text)
        if misspelt is not None and _one_slip(name_key(note.text), name_key(misspelt)):
            params = {"text": shortened(note.text), "card": misspelt}
            slips.append(Diagnostic("unknown-card", "rule.title-card", params, line=note.line))
    return dataclasses.replace(deck, warnings=(*deck.warnings, *slips)) if slips else deck


def _one_slip(written: str, name: str) -> bool:
    """Whether the key ``written`` is the key ``name`` but for one slip: a character changed
    ("Pоt" with a Cyrillic "о", "Charlty"), left out, added or two swapped ("Silfer"); never
    the name made plural ("Dark Magicians", a deck's title as often as a card's slip)."""
    if written == name or written in (name + "s", name + "es"):
        return False
    if len(written) == len(name):
        pairs = enumerate(zip(written, name, strict=True))
        differ = [at for at, (one, other) in pairs if one != other]
        swapped = len(differ) == 2 and differ[1] == differ[0] + 1
        return len(differ) == 1 or (
            swapped
            and written[differ[0]] == name[differ[1]]
            and written[differ[1]] == name[differ[0]]
        )
    shorter, longer = sorted((written, name), key=len)
    if len(longer) - len(shorter) != 1:
        return False
    return any(longer[:at] + longer[at + 1 :] == shorter for at in range(len(longer)))


def _named(text: str, cards: CardDB) -> str | None:
    """The name of the card ``text`` names (``_named_as_written``), as written or with its
    counts and signs parted from the words they are glued to (``Rose(3 Maxx "C")``,
    ``Maxx "C"x3``, a fullwidth ``３``)."""
    found = _named_as_written(text, cards)
    spaced = _spaced(text)
    if found is None and spaced != text:
        return _named_as_written(spaced, cards)
    return found


def _spaced(text: str) -> str:
    """``text`` in compatibility form (a fullwidth digit is a digit), brackets and signs
    parted from the words, and a count from a word it is glued to."""
    text = unicodedata.normalize("NFKC", text)
    text = GLUING_SIGNS.sub(" ", text)
    text = GLUED_COUNT_BEFORE.sub(r"\1 \2", text)
    return " ".join(GLUED_COUNT_AFTER.sub(r"\1 \2", text).split())


def _named_as_written(text: str, cards: CardDB) -> str | None:
    """The name of the card a part of ``text`` names exactly, or as the only card its words
    fit (see ``_parts``)."""
    index = name_index(cards)
    card, counted = named_in(text, index)  # "Tech: 3 Maxx "C"", "I play Maxx "C" x3"
    if card is not None and (counted or SET_CODE.search(text)):
        return card.name  # "Deck de **Effect Veiler** - MACR-EN036": a card's copy, as sold
    for part in _parts(text):
        card = index.find(part).card
        worded = any(len(word) >= LEAST_SHORTHAND_LETTERS for word in WORD.findall(part))
        if card is None and worded:  # a shorthand; "1st" or "Top" is none
            fitting = fitting_cards(part, cards)
            card = fitting[0] if len(fitting) == 1 else None
        if card is not None:
            return card.name
    for note in re.findall(r"\(([^()]*)\)", text):  # "My locals list (side 3 Imperm)"
        short = short_name_counted(note, cards)
        if short is not None:
            return short.name
    return None


def _mended(text: str, cards: CardDB) -> str | None:
    """The name of the one card a part of ``text`` fits as a shorthand but for a slip
    (``_shorthand_misspelt``): "Ash Blosom", "Flor de Cenisa", "Ashblossom"."""
    for part in _parts(text):
        card = _shorthand_misspelt(part, cards)
        if card is not None:
            return card.name
    return None


def _shorthand_misspelt(part: str, cards: CardDB) -> Card | None:
    """The one card ``part`` fits as a shorthand once a slip is mended: each of its words of
    ``LEAST_SHORTHAND_LETTERS`` letters or more that is no word of a card's name taken as
    each word of a name one letter away ("Blosom": Blossom; "Cenisa": Ceniza) or as two such
    words joined ("Ashblossom": Ash Blossom). None when no word needs mending, or when the
    mended words fit no card or several: "Tenpai Dragon" and "Rose Dragon" name decks."""
    known = vocabulary(cards)
    written = words(part)
    if not written or len(written) > MOST_NAME_WORDS:
        return None
    choices = []
    for word in written:
        if word in known or len(word) < LEAST_SHORTHAND_LETTERS or not word.isalpha():
            choices.append([word])
            continue
        mended = [*_one_letter_away(word, known), *_joined(word, known)]
        if not mended:
            return None  # a word of no card's name, nor one slip from one: "locals"
        choices.append(mended[:MOST_MENDINGS])
    if all(len(choice) == 1 and choice[0] in written for choice in choices):
        return None  # nothing mended: ``fitting_cards`` has said already
    found: dict[int, Card] = {}
    for mended_words in itertools.islice(itertools.product(*choices), MOST_MENDINGS):
        for card in fitting_cards(" ".join(mended_words), cards):
            found[card.id] = card
        if len(found) > 1:
            return None
    return next(iter(found.values()), None)


MOST_MENDINGS = 8  # the mended readings of a title line tried, at most
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _one_letter_away(word: str, known: frozenset[str]) -> list[str]:
    """The words of ``known`` one letter away from ``word``: one letter more, less or
    other, or two side by side swapped; never the first letter changed."""
    near = {word[:at] + word[at + 1 :] for at in range(1, len(word))}
    near |= {word[:at] + word[at + 1] + word[at] + word[at + 2 :] for at in range(1, len(word) - 1)}
    near |= {word[:at] + char + word[at:] for at in range(1, len(word) + 1) for char in LETTERS}
    near |= {word[:at] + char + word[at + 1 :] for at in range(1, len(word)) for char in LETTERS}
    return sorted(near & known)


def _joined(word: str, known: frozenset[str]) -> list[str]:
    """Two words of ``known`` written as one ("ashblossom": "ash blossom"), each of three
    letters at least."""
    return [
        f"{word[:at]} {word[at:]}"
        for at in range(3, len(word) - 2)
        if word[:at] in known and word[at:] in known
    ]


def _parts(text: str) -> list[str]:
    """What of a title line may name a card: the line, what follows a label (``Side:``),
    each part between commas or dashes (``Droll & Lock Bird - side``), and each of these
    without a last word that is no word of letters (``Ash Blossom #1``): "Yubel Fiendsmith"
    names a deck, not Yubel. Each is looked at without Markdown's emphasis, and so are the
    text in each pair of brackets, the text without them (``# `Pot of Greed` (alt art)``),
    and what follows a word that says whose list it is (``Hecho por Pot of Greed``)."""
    plain = " ".join(EMPHASIS.sub(" ", text).split())
    inside = ["".join(groups) for groups in BRACKETED_PART.findall(plain)]
    inside += [a or b or c or e for a, b, c, _, e in SET_APART.findall(text)]
    parts = [text, plain, *inside, BRACKETED_PART.sub(" ", plain)]
    parts += [after for part in list(parts) for after in _after_author_words(part)]
    parts += [part.split(":", 1)[-1] for part in list(parts)]
    parts += [piece for part in list(parts) for piece in re.split(r",| [-–—] ", part)]
    parts += [
        part.rsplit(None, 1)[0]
        for part in list(parts)
        if len(part.split()) > 1 and not part.split()[-1].isalpha()  # a word is a deck's name
    ]
    parts += [_without_count_words(part) for part in list(parts)]
    parts += _beside_counts(text)
    return list(dict.fromkeys(part.strip() for part in parts if part.strip()))


def _after_author_words(part: str) -> list[str]:
    """What follows each word of ``part`` that says whose list it is ("Deck by Pot of
    Greed": "Pot of Greed"), up to its end."""
    words = part.split()
    return [
        " ".join(words[at + 1 :])
        for at, word in enumerate(words[:-1])
        if word.casefold().rstrip(".:") in AUTHOR_WORDS
    ]


def _beside_counts(text: str) -> list[str]:
    """The words right before and right after each count of ``text`` (``x3``, ``3``,
    ``three``, ``triple``), two to ``MOST_NAME_WORDS`` of them, two of letters at least, none
    a word that says how many or that one plays it, each also made singular: in prose, a
    shorthand and its count sit among other words ("I play Ash Blossom x3 too", "Siempre juego
    3 Ash Blossom en el side", "3 Pots of Greed"). One word alone is too loose among prose:
    "about" starts a word of one card's name only, and "Goat's Clothing – 42 cards" is a
    title."""
    words = text.split()
    runs = []
    for at, word in enumerate(words):
        if not (is_count(bare(word)) or bare(word) in MULTIPLIERS):
            continue
        for size in range(2, MOST_NAME_WORDS + 1):
            before, after = words[max(at - size, 0) : at], words[at + 1 : at + 1 + size]
            runs += [
                " ".join(run)
                for run in (before, after)
                if len(run) == size
                and sum(WORD.search(word) is not None for word in run) >= 2  # "Clothing –"
                and not any(map(_says_count, run))
            ]
    return runs + [singular for run in runs if (singular := _singular(run)) != run]


def _singular(words: str) -> str:
    """``words`` with each plural in ``s`` made singular, as prose counts copies ("3 Pots of
    Greed", "3 Maxx Cs", "Forbidden Droplets")."""
    return " ".join(
        word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 1 else word
        for word in words.split()
    )


def _without_count_words(part: str) -> str:
    """``part`` without the words that say how many or that one plays it, at either end
    (``Three Maxx "C"``, ``Maxx "C" x III``, ``Running Ash Blossom``, ``Maxx "C" tres
    copias``, ``3 Ash Blossom``)."""
    words = part.split()
    while words and _says_count(words[0]):
        words.pop(0)
    while words and _says_count(words[-1]):
        words.pop()
    return " ".join(words)


def _says_count(word: str) -> bool:
    """Whether a word says how many (``3``, ``x3``, ``three``) or that one plays it."""
    word = bare(word)
    return word in COUNT_WORDS or is_count(word)
