"""A deck read from the fields of Konami's deck list form, as any PDF reader fills it.

Each row's name field reads like a line of a text decklist (Spanish or English names), its
copies from its count field, its section from its group (``Monster 7``: the Main Deck). Every
problem is said at its field (``Monster 7: ...``). The totals the player wrote are checked
against the rows' counts, group by group: a difference is a ``list-total`` warning naming the
field and both numbers. The player's names, CARD GAME ID and event make the deck's player.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping

from ydkcheck.cards import CardDB
from ydkcheck.cards.data import Card
from ydkcheck.cards.refs import PASSCODE
from ydkcheck.decks.model import Deck, DeckEntry, player_name
from ydkcheck.decks.sheet_limits import MAX_VALUE_CHARS
from ydkcheck.diagnostics import Diagnostic, Section, Severity
from ydkcheck.errors import Phrase
from ydkcheck.i18n import LANGUAGES, t
from ydkcheck.printable import printable, shortened

ROW = r"([1-9][0-9]{0,2})"  # a row's number as the form writes it: "Monster 7", never "07"
# group -> (the pattern of its name fields, the count field of row {}, its section, total)
GROUPS = {
    "monster": (f"Monster {ROW}", "Monster Card {} Count", Section.MAIN, "Total Monster Cards"),
    "spell": (f"Spell {ROW}", "Spell Card {} Count", Section.MAIN, "Total Spell Cards"),
    "trap": (f"Trap {ROW}", "Trap Card {} Count", Section.MAIN, "Total Trap Cards"),
    "other": (f"Other {ROW}", "Other Card {} Count", Section.MAIN, ""),
    "extra": (f"Extra Deck {ROW}", "Extra Deck {} Count", Section.EXTRA, "Total Extra Deck"),
    "side": (f"Side Deck {ROW}", "Side Deck {} Count", Section.SIDE, "Total Side Deck"),
}
MAIN_TOTAL = "Main Deck Total"
# the form's fields of the player and the event (the totals aside, the fields that hold
# no card), as Konami's form spells them
PLAYER_FIELDS = (
    "First  Middle Names",  # two spaces, as on Konami's form
    "Last Names",
    "Last Name Initial",
    "CARD GAME ID",
    "Country of Residency",
    "Event Name",
    "Event Date - Month",
    "Event Date - Day",
    "Event Date - Year",
)
TOTALS = frozenset({MAIN_TOTAL, *(total for *_, total in GROUPS.values() if total)})
# an unknown card as a drawn sheet names it in its ``Other`` rows: ``Unknown card (123)``
UNKNOWN_CARD = re.compile(r"\(([0-9]{1,10})\)$")
COUNT = re.compile(r"[0-9]{1,2}")  # a count field's copies, in the digits 0-9
# what may print a field's text otherwise than it reads with its blanks joined: a line break
# or a tab (a one-line field shows what comes before it), or a run of blanks, which pushes
# the words after it out of the box ("Dark Magician" + 60 blanks + "Girl" prints "Dark
# Magician"); trailing blanks print nothing, and one blank before the text is harmless
MISPLACED_BLANKS = re.compile(r"[^\S \u00a0]|[ \u00a0]{2,}\S")
MOST_COPIES = 60  # a count past this is no count


def is_form(values: Mapping[str, str]) -> bool:
    """Whether ``values`` are the fields of the deck list form: its Main Deck total and its
    monsters' total (a sheet's monster rows may all hold other groups' cards)."""
    return MAIN_TOTAL in values and "Total Monster Cards" in values


def read_fields(values: Mapping[str, str], source: str, cards: CardDB) -> Deck:
    """The deck the form's fields ``values`` (name -> text) say, with a diagnostic at the
    field of each problem."""
    entries: list[DeckEntry] = []
    problems: list[Diagnostic] = []
    sums: dict[str, int] = {}
    read = {*PLAYER_FIELDS, *TOTALS}  # every field read, to say those that were not
    for group, (pattern, count_field, section, _) in GROUPS.items():
        rows = sorted(
            int(found.group(1))
            for name in values
            if (found := re.fullmatch(pattern, name)) is not None
        )
        sums[group] = 0
        for row in rows:
            field = pattern.replace(ROW, str(row))
            read.update((field, count_field.format(row)))
            raw = values.get(field, "")
            name = " ".join(raw.split())
            written = values.get(count_field.format(row), "").strip()
            if not name and not written:
                continue
            problem = _row_problem(name, written, len(raw))
            if problem is None:
                problem = _blanks_problem(raw, values.get(count_field.format(row), ""))
            if problem is not None:
                problems.append(_at(field, problem))
                continue
            copies = int(written)
            said: list[Diagnostic] = []  # how its name was read, where a reader may doubt it
            card = _card(name, copies, section, group == "other", cards, said)
            problems.extend(_at(field, diagnostic) for diagnostic in said)
            if card is None or not cards.is_skill(card):  # a Skill is in no total
                sums[group] += copies
            if card is not None:
                entries.extend([DeckEntry(card, section, None)] * copies)
    problems.extend(_totals(values, sums))
    problems.extend(_cards_in_player_fields(values, cards))
    problems.extend(_not_read(values, read))
    return Deck.from_entries(source, entries, tuple(problems), _player(values))


def _row_problem(name: str, written: str, length: int) -> Diagnostic | None:
    """What makes a row unreadable: no name, a field too long to hold a card's name (its
    ``length`` as written, blanks and all: what lies past them is never seen), no count (the
    form adds a blank count as 0: no copy is guessed), a count that is no number of copies."""
    if not name:
        return Diagnostic("count", "sheet.no-card", {"count": written})
    if length > MAX_VALUE_CHARS:
        return Diagnostic("syntax", "sheet.too-long", {"most": MAX_VALUE_CHARS})
    if not written:
        return Diagnostic("count", "sheet.no-count", {"name": shortened(name)})
    if COUNT.fullmatch(written) is None or not 1 <= int(written) <= MOST_COPIES:
        return Diagnostic("count", "sheet.bad-count", {"count": shortened(written)})
    return None


def _blanks_problem(name: str, count: str) -> Diagnostic | None:
    """A row whose name or count holds blanks that may hide part of it on paper: not read,
    since what the judge sees may be another card or no count (``MISPLACED_BLANKS``)."""
    for field, text in (("sheet.field.name", name), ("sheet.field.count", count)):
        if MISPLACED_BLANKS.search(text.rstrip()) is not None:
            return Diagnostic("count", "sheet.blanks", {"field": Phrase(field, {})})
    return None


def _card(
    name: str, copies: int, section: Section, other: bool, cards: CardDB, said: list[Diagnostic]
) -> int | None:
    """The card a row names, or None, with what a reader may doubt in ``said``; in an
    ``Other`` row, the unknown passcode a drawn sheet writes as ``Unknown card (123)`` (in
    either language), and only a passcode no card bears."""
    unknown = UNKNOWN_CARD.search(name) if other else None
    if unknown is not None and cards.get(int(unknown.group(1))) is None:
        code = int(unknown.group(1))
        if any(
            name.casefold() == t("hoja.unknown-card", lang, id=code).casefold()
            for lang in LANGUAGES
        ):
            return code
    return _read_as_a_line(name, copies, section, cards, said)


def _read_as_a_line(
    name: str, copies: int, section: Section, cards: CardDB, said: list[Diagnostic]
) -> int | None:
    """The card of a row read as a text list reads the line ``{copies} {name}`` under its
    section's heading, or None: a note that moves or drops the card (``(side)``, ``(not in
    deck)``), one that names another card, a name struck through, shown reversed or
    otherwise than it reads is said as on a list's line, since the paper shows it. A row
    that list would not read as ``copies`` of one card gives none. A form's row holds a name:
    a passcode, or a name with more beside it (``Effect Veiler (Imperm)``), read as the card
    with nothing else said, is a warning for the judge to confirm it with the player."""
    from ydkcheck.cards.matching import name_index
    from ydkcheck.decks.text import read_card_line

    line = f"{copies} {name}"
    entries, at_the_row = read_card_line(line, section, cards)
    said.extend(_as_written(problem, line, name) for problem in at_the_row)
    read = {entry.card_id for entry in entries}
    if len(entries) == copies and len(read) == 1:
        code = read.pop()
        card = cards.get(code)
        shown = card.name if card is not None else str(code)
        if at_the_row:
            return code
        if card is None and not PASSCODE.fullmatch(name):  # "x3": a count, read as passcode 3
            said.append(Diagnostic("count", "sheet.not-a-card-line", {"name": shortened(name)}))
            return None
        if PASSCODE.fullmatch(name) and name_index(cards).find(name).card is None:
            # "14558127": the paper shows a number ("7" is a card's name)
            params = {"text": shortened(name), "card": shown, "card_id": code}
            said.append(Diagnostic("syntax", "sheet.passcode-row", params))
        elif not _names_the_card(_without_own_passcode(name, code), card, cards):
            # "Effect Veiler (or Ash)"; "7 (67048711)", as a sheet writes a name that reads
            # as a passcode, is the name
            params = {"text": shortened(name), "card": shown, "card_id": code}
            said.append(Diagnostic("syntax", "sheet.more-than-a-name", params))
        return code
    if not any(problem.rule != "syntax" for problem in at_the_row):  # no card, no error said
        said.append(Diagnostic("count", "sheet.not-a-card-line", {"name": shortened(name)}))
    return None


def _as_written(problem: Diagnostic, line: str, name: str) -> Diagnostic:
    """``problem`` of the ``line`` a row was read as, quoting the row's ``name`` where it
    quoted the line: the paper shows the count in a field of its own, not the ``3 `` the
    reader put before the name."""
    quoted, written = shortened(line), shortened(name)
    params = {key: written if value == quoted else value for key, value in problem.params.items()}
    return dataclasses.replace(problem, params=params)  # the reader's own may be remembered


def _names_the_card(name: str, card: Card | None, cards: CardDB) -> bool:
    """Whether ``name`` alone names ``card``: a name that finds it, or one of its own names
    as written, which two cards may bear ("Ancient Fusion", two Skills told apart by the
    passcode a sheet writes after it)."""
    from ydkcheck.cards.matching import name_index
    from ydkcheck.decks.text_names import literal_names

    if name_index(cards).find(name).card is not None:
        return True
    return card is not None and " ".join(name.split()).casefold() in literal_names(card, cards)


def _without_own_passcode(name: str, code: int) -> str:
    """``name`` without the passcode ``code`` written in brackets after it (``7
    (67048711)``), as ydkcheck's sheet writes a name another card's passcode or name reads as."""
    from ydkcheck.decks.text_lines import BRACKETED_PASSCODE

    found = BRACKETED_PASSCODE.search(name)
    if found is None or int(found.group(1)) != code or name[found.end() :].strip():
        return name
    return name[: found.start()].strip()


def _cards_in_player_fields(values: Mapping[str, str], cards: CardDB) -> list[Diagnostic]:
    """A warning for each field of the player or the event that writes copies of a card
    (``Side: 3 Maxx "C"`` as the country): the paper shows a card outside the rows, which no
    count reads. A card's name alone is no warning: a player may be named as one
    ("Victoria", "Soledad"), a day is "7"."""
    from ydkcheck.cards.matching import name_index
    from ydkcheck.decks.text_prose import named_in

    index = name_index(cards)
    found = []
    for field in PLAYER_FIELDS:
        text = " ".join(values.get(field, "").split())[:MAX_VALUE_CHARS]
        if not text:
            continue
        card, counted = named_in(text, index)
        if card is not None and counted:  # a name alone may be a player's ("Victoria")
            params = {"text": shortened(text), "card": card.name, "card_id": card.id}
            found.append(_at(field, Diagnostic("syntax", "sheet.field-card", params)))
    return found


def _not_read(values: Mapping[str, str], read: set[str]) -> list[Diagnostic]:
    """A warning for each field holding text that is no field of the form: what it says is
    not in the deck, and a judge reads it on the paper."""
    found = []
    for field, text in values.items():
        shown = " ".join(text.split())
        if shown and field not in read:
            found.append(
                Diagnostic(
                    "syntax",
                    "sheet.unknown-field",
                    {"field": printable(field[:60]), "text": shortened(shown)},
                    severity=Severity.WARNING,
                )
            )
    return found


def _totals(values: Mapping[str, str], sums: dict[str, int]) -> list[Diagnostic]:
    """A ``list-total`` warning for each total written that differs from its rows."""
    counted = {total: sums[group] for group, (*_, total) in GROUPS.items() if total}
    counted[MAIN_TOTAL] = sum(sums[group] for group in ("monster", "spell", "trap", "other"))
    found = []
    for field, number in counted.items():
        written = values.get(field, "").strip()
        if written and written != str(number):
            params = {"written": written, "counted": number}
            found.append(_at(field, Diagnostic("list-total", "rule.list-total", params)))
    return found


def _at(field: str, diagnostic: Diagnostic) -> Diagnostic:
    """``diagnostic`` said at the form's ``field`` (``Monster 7: ...``)."""
    problem = Phrase(diagnostic.message_key, diagnostic.params)
    severity = Severity.WARNING if diagnostic.rule in ("list-total", "syntax") else Severity.ERROR
    return Diagnostic(
        diagnostic.rule,
        "sheet.at-field",
        {"field": field, "problem": problem},
        severity=severity,
    )


def _player(values: Mapping[str, str]) -> str | None:
    """The player as the form says: names, CARD GAME ID and event, ``·`` between them."""
    names = " ".join(
        " ".join(values.get(field, "").split()) for field in ("First  Middle Names", "Last Names")
    ).strip()
    parts = [
        names,
        " ".join(values.get("CARD GAME ID", "").split()),
        " ".join(values.get("Event Name", "").split()),
    ]
    return player_name(" · ".join(part for part in parts if part))
