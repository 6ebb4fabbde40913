"""Text decklists, as people write them: ``3 Ash Blossom & Joyous Spring`` under headings.

What it reads, in English or Spanish (names matched by ``cards.matching``):

- headings, with or without a count: ``Main Deck``, ``Main Deck (40 cards)``, ``Deck
  Principal``, ``Mazo Principal``, ``Extra: 15``, ``Side Deck``, ``Banquillo``; type
  sub-headings (``Monsters:``, ``Trampas (1)``) that leave the section as it is;
- counts as written: ``3 Name``, ``3x Name``, ``x3 Name``, ``Name x3``, ``Name (x3)``,
  ``3 × Name``, a tab between; a bare passcode for a name; set codes and rarities in
  brackets or parentheses (``(MACR-SP036)``), ``//`` comments and ``#`` comment lines, and
  the summary lines a tool writes (Duelingbook's ``Total Monster Cards 25``);
- the player: a ``Jugador: NAME`` or ``Player: NAME`` line (the first one; see
  ``decks.model.player_name``).

Every line that does not resolve is a diagnostic on its line, never an abort: ``unknown-card``
for a name no card has (with up to three suggestions) or several have, ``syntax`` for a line
it cannot read. The deck is still judged, so one run shows every problem.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from ydkcheck.cards.matching import NameIndex, name_index, name_key
from ydkcheck.cards.naming import CardNamer
from ydkcheck.cards.refs import PASSCODE
from ydkcheck.decks.model import MAX_DECK_CARDS, SECTIONS, Deck, DeckEntry, player_name
from ydkcheck.diagnostics import SECTION_NAMES, Diagnostic, Section
from ydkcheck.errors import InputError
from ydkcheck.i18n import t
from ydkcheck.lines import split_lines

if TYPE_CHECKING:
    from ydkcheck.cards import Card, CardDB

# heading words, as keys (``cards.matching.name_key``) -> the section they start
HEADINGS = {
    **dict.fromkeys(
        ("main", "maindeck", "deckprincipal", "mazoprincipal", "principal"), Section.MAIN
    ),
    **dict.fromkeys(("extra", "extradeck", "deckextra", "mazoextra"), Section.EXTRA),
    **dict.fromkeys(
        ("side", "sidedeck", "deckside", "banquillo", "mazodebanquillo", "mazoside"),
        Section.SIDE,
    ),
}
# type sub-headings: they name no section
SUBHEADINGS = frozenset(
    {"monster", "monsters", "monstercards", "monstruo", "monstruos", "cartasdemonstruo"}
    | {"spell", "spells", "spellcards", "magica", "magicas", "cartasmagicas", "hechizos"}
    | {"trap", "traps", "trapcards", "trampa", "trampas", "cartasdetrampa"}
)
# a heading's count: "(40)", "(40 cards)", ": 15", "15 cartas"
HEADING_COUNT = re.compile(r"[\s:]*\(?\s*\d+\s*(?:cards?|cartas?)?\s*\)?\s*:?\s*$", re.I)
# a count before the name ("3", "3x", "x3", "3 ×") or after it ("x3", "(x3)", "× 3")
LEADING_COUNT = re.compile(r"^(?:(\d+) ?[x×]?|[x×] ?(\d+)) (?=\S)", re.I)
TRAILING_COUNT = re.compile(r" ?(?:\( ?[x×]? ?(\d+) ?[x×]? ?\)|[x×] ?(\d+))$", re.I)
# a tool's summary line, not a card: "Total Monster Cards 25", "Main Deck Total 40"
SUMMARY = re.compile(r"^(?:.* )?total\b.* \d+$", re.I)
BRACKETED = re.compile(r" ?(?:\[[^\]]*\]|\([^)]*\))")
PLAYER = re.compile(r"(?:jugadora?|player) ?: ?", re.I)  # what starts a player's line
MAX_COPIES = 99  # what a line may count: more is no deck (and each copy is kept)
MAX_LINE = 200  # the longest card name has 100 characters
SHOWN_NAME = 60  # how much of an unreadable line a message echoes


def _shown(text: str) -> str:
    return text if len(text) <= SHOWN_NAME else text[: SHOWN_NAME - 3] + "..."


def _heading(line: str) -> tuple[bool, Section | None]:
    """Whether ``line`` is a heading, and the section it starts (None: a type sub-heading)."""
    key = name_key(HEADING_COUNT.sub("", line).rstrip(":"))
    if key in HEADINGS:
        return True, HEADINGS[key]
    return key in SUBHEADINGS, None


def _count_and_name(line: str) -> tuple[str, str]:
    """The count as written (``"1"`` when none) and the rest of the line."""
    leading = LEADING_COUNT.match(line)
    if leading is not None:
        return leading.group(1) or leading.group(2), line[leading.end() :]
    trailing = TRAILING_COUNT.search(line)
    if trailing is not None and trailing.start() > 0:
        return trailing.group(1) or trailing.group(2), line[: trailing.start()]
    return "1", line


def _cleaned(line: str) -> str:
    """A line as both readers look at it: no BOM, no ``//`` comment, single blanks."""
    return " ".join(line.lstrip("\ufeff").split("//", 1)[0].split())


def looks_like_decklist(text: str) -> bool:
    """Whether ``text`` reads as a decklist: a deck heading, or two lines that start with a
    count (``3 Name``, ``3x Name``)."""
    counted = 0
    for raw in split_lines(text):
        line = _cleaned(raw)
        if not line or line.startswith("#"):
            continue
        is_heading, starts = _heading(line)
        if is_heading and starts is not None:
            return True
        counted += LEADING_COUNT.match(line) is not None
        if counted >= 2:
            return True
    return False


def parse_text_decklist(text: str, source: str, cards: CardDB) -> Deck:
    """A text decklist as a Deck, with a diagnostic for every line that does not resolve."""
    entries: list[DeckEntry] = []
    problems: list[Diagnostic] = []
    section = Section.MAIN
    index: NameIndex | None = None
    player: str | None = None
    credited = False  # a player's line met
    for number, raw_line in enumerate(split_lines(text), start=1):
        line = _cleaned(raw_line)
        if not line or line.startswith("#"):
            continue
        if len(line) > MAX_LINE:
            problems.append(_unreadable(line, number))
            continue
        credit = PLAYER.match(line)
        if credit is not None:
            if not credited:
                credited, player = True, player_name(line[credit.end() :])
            continue
        if SUMMARY.match(line):
            continue
        is_heading, starts = _heading(line)
        if is_heading:
            section = starts or section
            continue
        count, name = _count_and_name(line)
        copies = int(count) if len(count) <= 2 else MAX_COPIES + 1
        if copies > MAX_COPIES:
            raise InputError("decklist.too-many-copies", source, number, most=MAX_COPIES)
        if not name.strip(" -:.") or copies == 0:
            problems.append(_unreadable(line, number))
            continue
        index = index or name_index(cards)
        code = resolve_name(name, index, cards, number)
        if isinstance(code, Diagnostic):
            code.section, code.count = section, copies  # what the line would have added
            problems.append(code)
            continue
        if len(entries) + copies > MAX_DECK_CARDS:
            raise InputError("deck.too-many-cards", source, number, most=MAX_DECK_CARDS)
        entries.extend(DeckEntry(code, section, number) for _ in range(copies))
    if not entries and not problems:
        raise InputError("deck.no-cards", source)
    return Deck.from_entries(source, entries, tuple(problems), player)


def resolve_name(name: str, index: NameIndex, cards: CardDB, number: int) -> int | Diagnostic:
    """The passcode a written name stands for, or the diagnostic saying why there is none."""
    if PASSCODE.fullmatch(name):
        return int(name)  # a passcode, known or not: the rules judge it as in a .ydk
    own = OWN_PASSCODE.search(name)
    if own is not None:
        card = cards.get(int(own.group(1)))
        if card is not None and name_key(name[: own.start()]) in _written_names(card):
            return card.id  # the artwork the list names
    match = index.find(name)
    if match.card is None and not match.candidates:
        bare = BRACKETED.sub("", name).strip()  # a set code, a rarity, a note
        if bare and bare != name:
            match = index.find(bare)
            name = bare if match.card is not None or match.candidates else name
    if match.card is not None:
        return match.card.id
    if match.candidates:
        candidates = ", ".join(match.candidates[:5])
        params = {"name": _shown(name), "candidates": candidates}
        return Diagnostic("unknown-card", "rule.ambiguous-name", params, line=number)
    hint = ", ".join(index.suggest(name))
    key = "rule.unknown-name" if hint else "rule.unknown-name.no-hint"
    params = {"name": _shown(name), "hint": hint} if hint else {"name": _shown(name)}
    return Diagnostic("unknown-card", key, params, line=number)


def _written_names(card: Card) -> set[str]:
    """The names an artwork may be written with: English, or the card's Spanish name."""
    from ydkcheck.cards.naming import spanish_names

    spanish = spanish_names()
    names = {card.name, spanish.get(card.id, ""), spanish.get(card.identity, "")}
    return {name_key(name) for name in names if name}


def _unreadable(line: str, number: int) -> Diagnostic:
    return Diagnostic("syntax", "syntax.text-line", {"text": _shown(line)}, line=number)


OWN_PASSCODE = re.compile(r" \((\d{1,10})\)$")  # "Dark Magician (36996508)": that artwork


def to_text_decklist(deck: Deck, cards: CardDB, names_lang: str = "en") -> str:
    """A text decklist a person can read and compare with the printed deck list, in
    ``names_lang`` (headings and card names): the player when known, each section with its
    count, then monsters, spells and traps with theirs, ``3 Name`` per card.

    It reads back card for card: an alternate artwork, a card whose name in that language
    is also another card's (``Rescate``) or a number (``7``), is written ``Name (passcode)``,
    a passcode the card data does not know as the bare passcode, so ``.ydk -> texto -> .ydk``
    loses no card and no section.
    """
    from ydkcheck.cards.types import MAIN_KINDS, kind_heading

    namer = CardNamer(names_lang)
    index = name_index(cards)
    parts = [t("text.player", names_lang, name=deck.player), ""] if deck.player else []
    for section in SECTIONS:
        codes = deck.section(section)
        if not codes:
            continue
        copies = Counter(codes)
        parts.append(f"{t(SECTION_NAMES[section], names_lang)} ({len(codes)})")
        groups: dict[str, list[str]] = {kind: [] for kind in MAIN_KINDS}
        others: list[str] = []
        counted: Counter[str] = Counter()
        for code in dict.fromkeys(codes):
            card = cards.get(code)
            if card is None:
                others.append(f"{copies[code]} {code}")
                continue
            name = namer(card.identity, card.name)
            found = index.find(name).card
            unique = found is not None and found.identity == card.identity
            unique = unique and not PASSCODE.fullmatch(name)  # "7" would read back as passcode 7
            written = name if card.id == card.identity and unique else f"{name} ({card.id})"
            line = f"{copies[code]} {written}"
            groups.get(card.kind, others).append(line)
            counted[card.kind] += copies[code]
        for kind in MAIN_KINDS:
            if groups[kind]:
                parts += [kind_heading(kind, names_lang, counted[kind]), *groups[kind]]
        parts += others
        parts.append("")
    return "\n".join(parts)
