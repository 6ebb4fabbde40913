"""The card a text list's line names: a name, in English or Spanish, with its notes, a
passcode, or a number that is a card's name ("7"), read back as one card or said why not
(an unknown, ambiguous or shortened name, a note left open)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ydkcheck.cards.matching import Match, NameIndex, foreign_sign, number_spelt_out
from ydkcheck.cards.name_keys import name_key
from ydkcheck.cards.refs import PASSCODE
from ydkcheck.decks import text_lines as grammar
from ydkcheck.decks.text_cut_names import cut_short
from ydkcheck.decks.text_notes import BRACKETED, a_note_alone
from ydkcheck.decks.ydk import CARD_BITS
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.printable import shortened

if TYPE_CHECKING:
    from ydkcheck.cards import Card, CardDB


# what a list writes between a count and a name ("1x – Name", "3 - Name", "2 • Name")
SEPARATORS = "-–—•·*|: "
# a set's abbreviation, in capitals: "LOB", "MRD", "SDY", "PP01"
SET_ABBREVIATION = re.compile(r"[A-Z][A-Z0-9]{1,4}")
OWN_PASSCODE = re.compile(r" \(([0-9]{1,4})\)$")  # "Labrynth Cooclock (2511)": that card
# a number longer than any count, in any digits ("(026202165)", "٢٦٢٠٢١٦٥"): a card line that
# writes one may say which card it is by number (``writes_a_number``)
WRITTEN_NUMBER = re.compile(r"\d{3,}")
MOST_FITTING_SHOWN = 5  # the cards a shorthand that fits several is said to fit


def resolve_name(
    name: str,
    index: NameIndex,
    cards: CardDB,
    number: int,
    quiet: bool = False,
    said: list[Diagnostic] | None = None,
) -> int | Diagnostic:
    """The passcode a written name stands for, or the diagnostic saying why there is none
    (``quiet``: without looking for suggestions, for a line that may be a title).

    A Number card's name with "Number" shortened ("No. 39: Utopia", ``NameIndex.number_named``)
    is that card, as Konami's policy reads a name that names one card, with a warning put in
    ``said``; a caller with no place for it (``said`` None) gets an error naming the card."""
    if PASSCODE.fullmatch(name):  # a passcode, known or not, or a card named by a number: "7"
        return number_written(name, index, cards, number)
    written = name
    several = _several_passcodes(name, cards)
    if several is not None:  # "Name (14558127) (55144522)": which, the player says
        which = {"name": shortened(name), "candidates": several}
        return Diagnostic("unknown-card", "rule.ambiguous-name", which, line=number)
    own = _passcode_written(name, cards)
    if own is not None and not BRACKETED.sub("", name).strip():
        return _passcode(own, number)  # "[26202165]": a passcode in brackets, alone
    owner = cards.get(own) if own is not None else None
    if owner is not None and name_key(BRACKETED.sub("", name).strip()) in _written_names(
        owner, cards
    ):
        return owner.id  # the artwork the list names
    match = index.find(name)
    # "Return…", "Return (...)", "Return… (UR)"
    cut = cut_short(name, match.card, cards, number) or cut_short(
        BRACKETED.sub("", name).strip(), match.card, cards, number
    )
    if cut is not None:  # "Return…": Return, or Return from the Different Dimension?
        return cut
    # "Premature Burial (Pay 800 Life Points. Select 1 Monster Card": said so, never as a line
    # going on after its note, nor an unknown card ("Sangan (LOB" is Sangan and a note)
    unclosed = _unclosed_note(name) if match.card is None and not match.candidates else None
    if match.card is None and not match.candidates:
        notes = [note.strip(" ()[]") for note in BRACKETED.findall(name)]
        if any(map(grammar.holds_a_count, notes)):  # "(3 copies)", "(three)", "(3 cards)"
            return Diagnostic(
                "count", "rule.count.bracketed", {"text": shortened(name)}, line=number
            )
        bare = BRACKETED.sub("", name).strip()  # a set code, a rarity, a note
        if bare and bare != name:
            if unclosed is not None and not _set_left_open(unclosed):
                # "Sangan ((got a)", "Sangan (a (b)": the inner bracket closed, the outer left
                # open, which the note taken off whole would read as the name alone
                return _unclosed_said(name, unclosed, number)
            match = index.find(bare)
            name = bare if match.card is not None or match.candidates else name
    if match.card is None and not match.candidates and " (" in name:  # a note, (nested (too))
        bare = name[: name.index(" (")].strip()
        after = BRACKETED.sub("", name[name.index(" (") :]).strip(" )]")
        if unclosed is not None and not _set_left_open(unclosed):
            return _unclosed_said(name, unclosed, number)
        if grammar.says_a_count(after):  # "Name (SET) 2 copies", "(UR) - 3": a count
            return Diagnostic(
                "count", "rule.count.bracketed", {"text": shortened(name)}, line=number
            )
        if after and not a_note_alone(after, index):
            # "3 Hayabusa Knight (r) 3 Malevolent Nuzzler": more than a note after the name,
            # which reading the name alone would drop without a word
            quoted = {"text": shortened(name), "after": shortened(after)}
            return Diagnostic("count", "rule.count.after-note", quoted, line=number)
        match = index.find(bare)
        name = bare if match.card is not None or match.candidates else name
    shortened_number = None  # "No. 39: Utopia": the Number card it names, if one
    if match.card is None and not match.candidates:
        shortened_number = index.number_named(BRACKETED.sub("", name).strip() or name)
        if shortened_number is not None:
            match = Match(shortened_number)
    if match.card is not None:
        if own is not None and owner is None:  # a passcode no card bears beside the name
            params = {"name": shortened(written), "card": match.card.name, "id": own}
            params["card_id"] = match.card.id
            return Diagnostic("unknown-card", "rule.name-passcode.unknown", params, line=number)
        if owner is None or cards.original_artwork(owner.id) == cards.original_artwork(
            match.card.id
        ):
            code = match.card.id if owner is None else owner.id
            if match.alike and owner is None:  # "Black Luster Soldier": two cards bear it
                return _shared_name(written, match, number, said)
            if match.written_alike and owner is None and said is not None:
                said.append(_written_alike(written, match, number, cards))
            elif owner is None and said is not None and SPLITTING_SIGN.search(name):
                split = _split_otherwise(name, match.card, index, cards, number)
                if split is not None:  # "Heavy Storm (Duster)": Heavy Storm, and a note?
                    said.append(split)
            if shortened_number is None:
                return code
            # read as Konami's policy reads it, and said: "write the whole name"
            params = {"name": shortened(written), "card": match.card.name, "card_id": code}
            if said is None:
                return Diagnostic("unknown-card", "rule.unknown-name.number", params, line=number)
            named = match.card.name if owner is None else owner.name
            said.append(
                Diagnostic(
                    "syntax",
                    "syntax.number-shortened",
                    params,
                    card_id=code,
                    card_name=named,
                    line=number,
                )
            )
            return code
        params = {"name": shortened(written), "card": match.card.name, "id": owner.id}
        params.update(card_id=match.card.id, other=owner.name, other_id=owner.id)
        return Diagnostic("unknown-card", "rule.name-passcode", params, line=number)
    if match.candidates:
        candidates = ", ".join(match.candidates[:5])
        params = {"name": shortened(name), "candidates": candidates}
        return Diagnostic("unknown-card", "rule.ambiguous-name", params, line=number)
    if unclosed is not None and index.find(name[: name.rindex(unclosed)]).card is not None:
        return _unclosed_said(name, unclosed, number)  # "Prohibition [When you play this"
    sign = foreign_sign(name)
    if sign is not None:  # "🆁🅴🅳 Reboot": shown as letters, which a key would drop
        params = {"name": shortened(name), "code": f"U+{ord(sign):04X}"}
        return Diagnostic("unknown-card", "rule.unknown-name.sign", params, line=number)
    looked = BRACKETED.sub("", name).strip() or name  # "[ccProd]Nme[/ccProd]": the name
    spelt = number_spelt_out(looked)
    looked = spelt[0] if spelt else looked  # "No. 39: Utopai": suggested as "Number 39…"
    name = name.lstrip(SEPARATORS) or name  # "1x – Drilloid": the dash parts, names nothing
    reordered = [] if quiet else index.reordered(looked)
    if reordered:  # suggested, never read as that card (see cards.matching)
        params = {"name": shortened(name), "cards": " / ".join(reordered)}
        return Diagnostic("unknown-card", "rule.unknown-name.reordered", params, line=number)
    fitting = () if quiet else shorthand_fits(looked, cards)
    if len(fitting) == 1:  # "Lonefire": the card compara reads it as, by the policy
        shorthand = fitting[0]
        params = {"name": shortened(name), "card": shorthand.name, "card_id": shorthand.id}
        return Diagnostic("unknown-card", "rule.unknown-name.shorthand", params, line=number)
    hint = "" if quiet else ", ".join(index.suggest(looked))
    if len(fitting) > 1 and not hint:  # "Ryko": Ryko, Lightsworn Hunter or Twilightsworn Fighter
        shown = " / ".join(card.name for card in fitting[:MOST_FITTING_SHOWN])
        more = " / …" if len(fitting) > MOST_FITTING_SHOWN else ""
        params = {"name": shortened(name), "count": len(fitting), "cards": shown + more}
        key = "rule.unknown-name.shorthand-several"  # a name near another's says that one
        return Diagnostic("unknown-card", key, params, line=number)
    key = "rule.unknown-name" if hint else "rule.unknown-name.no-hint"
    params = {"name": shortened(name), "hint": hint} if hint else {"name": shortened(name)}
    return Diagnostic("unknown-card", key, params, line=number)


def shorthand_of(name: str, cards: CardDB) -> Card | None:
    """The one card ``name`` is a shorthand of (``cards.shorthand``: "Lonefire"), or None."""
    fitting = shorthand_fits(name, cards)
    return fitting[0] if len(fitting) == 1 else None


def shorthand_fits(name: str, cards: CardDB) -> tuple[Card, ...]:
    """The cards ``name`` fits as a shorthand (``cards.shorthand``); none for a heading's
    words, which are no card's short name ("Monsters" is no Free-Range Monsters)."""
    from ydkcheck.cards.shorthand import fitting_cards  # its table: loaded once

    if grammar.heading(name, Section.MAIN) is not None:
        return ()
    return fitting_cards(name, cards)


def number_written(name: str, index: NameIndex, cards: CardDB, number: int) -> int | Diagnostic:
    """The card a number written where a card is named stands for ("3 7", a side plan's
    ``"7": 1``): the card whose passcode it is, or, when no card bears that passcode, the card
    whose name it is exactly (the card named "7", 67048711, as written in English and in
    Spanish; "07" is no such name); any other number a passcode the rules judge as in a
    ``.ydk``. A number that is both a known passcode and another card's name is either: an
    error naming both, never one of them read in silence."""
    code = _passcode(int(name), number)
    match = index.find(name)
    named = match.card if not match.candidates else None
    if isinstance(code, Diagnostic) or named is None:
        return code
    known = cards.get(code)
    if known is None:
        return named.id
    if cards.original_artwork(known.id) == cards.original_artwork(named.id):
        return code
    candidates = f"{known.name} ({known.id}), {named.name} ({named.id})"
    params = {"name": shortened(name), "candidates": candidates}
    return Diagnostic("unknown-card", "rule.ambiguous-name", params, line=number)


def number_card_said(line: str, code: int, cards: CardDB, number: int) -> Diagnostic:
    """The warning of a number alone on its line read as one copy of the card it names
    ("7"), where a reader may see a count."""
    card = cards.get(code)
    params = {"text": line, "card": card.name if card else line, "id": code, "card_id": code}
    return Diagnostic("syntax", "syntax.number-card", params, line=number)


def _passcode(code: int, number: int) -> int | Diagnostic:
    """A passcode written as a card line's name; a number of 2^32 or more is none ("3
    4309525423"): no card is counted for it, as a ``.ydk`` counts none (``decks.ydk``), and
    the error says so, never passcode 4309525423 nor the card a simulator wraps it to."""
    if code <= CARD_BITS:
        return code
    return Diagnostic("unknown-card", "rule.unknown-card.past-32-bits", {"id": code}, line=number)


def _unclosed_note(name: str) -> str | None:
    """The note in brackets a card line opens after a name and never closes, from its first
    bracket left open ("(Pay 800 Life Points. Select 1"): a card's text pasted and wrapped
    onto the next lines; None when every bracket is closed."""
    if "(" not in name and "[" not in name:
        return None
    opened: list[int] = []
    for at, char in enumerate(name):
        if char in "([":
            opened.append(at)
        elif char in ")]" and opened and name[opened[-1]] == "(["[char == "]"]:
            opened.pop()  # a bracket closes only its own kind: "(got a ]" is left open
    return name[opened[0] :].strip() if opened and name[: opened[0]].strip() else None


def _set_left_open(note: str) -> bool:
    """Whether a note in brackets never closed is a set's abbreviation or a rarity, and
    nothing else ("(LOB", "(Ultra Rare"): what it leaves unwritten is no more than its
    bracket. Words left open ("(got a", "(Pay 800 Life Points. Select 1") go on where the
    list does not show, perhaps to move or recount the card: a count error, however few."""
    inner = note.strip("()[] ")  # "((LOB)": a set's abbreviation in a bracket doubled
    return bool(SET_ABBREVIATION.fullmatch(inner) or grammar.only_rarity(inner))


def _unclosed_said(name: str, note: str, number: int) -> Diagnostic:
    """The ``count`` error of a card line whose ``note`` in brackets is never closed."""
    params = {"text": shortened(name), "note": shortened(note)}
    return Diagnostic("count", "rule.count.unclosed-note", params, line=number)


def _shared_name(
    written: str, match: Match, number: int, said: list[Diagnostic] | None
) -> int | Diagnostic:
    """A name two cards bear, one counted as the other (``Match.alike``): read as the card
    the others count as, and said in ``said``; an error for a caller with no place for it."""
    card = match.card
    assert card is not None
    passcodes = ", ".join(map(str, match.alike))
    if said is None:
        candidates = ", ".join(f"{card.name} ({code})" for code in (card.id, *match.alike))
        shown = {"name": shortened(written), "candidates": candidates}
        return Diagnostic("unknown-card", "rule.ambiguous-name", shown, line=number)
    params = {"name": shortened(written), "card": card.name, "id": card.id, "passcodes": passcodes}
    params["card_id"] = card.id
    said.append(
        Diagnostic(
            "syntax",
            "syntax.name-shared",
            params,
            card_id=card.id,
            card_name=card.name,
            line=number,
        )
    )
    return card.id


# a sign that may end a card's name before a note: "Heavy Storm (Duster)", "Name / note"
SPLITTING_SIGN = re.compile(r"[(\[/]|\s[-–—]\s")
OWN_SIGN = re.compile(r"\s*(?:[(\[/]|[-–—](?=\s)|\s[-–—])")  # in a card's own name, spaced or not


def _split_otherwise(
    name: str, card: Card, index: NameIndex, cards: CardDB, number: int
) -> Diagnostic | None:
    """Said of a name read as ``card`` whose words before a bracket, a slash or a dash are
    another card's whole name ("Heavy Storm (Duster)": Heavy Storm Duster, or Heavy Storm
    and a note?), unless one of ``card``'s own names (English or Spanish) has a sign there
    ("Black Luster Soldier - Envoy of the Beginning", "Stardust Dragon / Assault Mode");
    None otherwise."""
    before = SPLITTING_SIGN.split(name, maxsplit=1)[0].strip()
    other = index.find(before).card if before else None
    if other is None or cards.original_artwork(other.id) == cards.original_artwork(card.id):
        return None
    key = name_key(before)
    for own in _names_of(card, cards):  # "Stardust Dragon/Assault Mode", "Yubel - Terror...":
        if name_key(OWN_SIGN.split(own, maxsplit=1)[0]) == key:  # the sign is the name's own
            return None
    params = {"name": shortened(name), "card": card.name, "id": card.id}
    params.update(card_id=card.id, other=other.name, other_id=other.id)
    return Diagnostic(
        "syntax", "syntax.name-split", params, card_id=card.id, card_name=card.name, line=number
    )


def _written_alike(written: str, match: Match, number: int, cards: CardDB) -> Diagnostic:
    """A name read as the card whose name it writes but for its capitals, whose letters
    another card's name has, capitals and all ("RESCATE": Rescate, and ¡RESCATE!): said,
    naming the other."""
    card = match.card
    assert card is not None
    others = tuple((code, getattr(cards.get(code), "name", None)) for code in match.written_alike)
    params = {"name": shortened(written), "card": card.name, "id": card.id, "others": others}
    params["card_id"] = card.id
    return Diagnostic(
        "syntax", "syntax.name-case", params, card_id=card.id, card_name=card.name, line=number
    )


def _passcode_written(name: str, cards: CardDB) -> int | None:
    """The passcode a name writes beside it in brackets, anywhere ("Dark Magician
    (36996508)", "Name [55144522] (LOB)"): one of 5-10 digits, or a shorter one at the end
    that a card bears ("Labrynth Cooclock (2511)"); None when none, or several."""
    if "(" not in name and "[" not in name:  # nearly every name: no pattern searched
        return None
    codes = grammar.BRACKETED_PASSCODE.findall(name)
    if len(codes) == 1:
        return int(codes[0])
    short = OWN_PASSCODE.search(name) if not codes else None
    if short is not None and cards.get(int(short.group(1))) is not None:
        return int(short.group(1))
    return None


def _several_passcodes(name: str, cards: CardDB) -> str | None:
    """The cards a name's brackets write passcodes of, when they are of more than one card
    ("Ash Blossom & Joyous Spring (14558127) (#55144522)"), each with its passcode; else
    None."""
    if "(" not in name and "[" not in name:
        return None
    codes = [int(code) for code in grammar.BRACKETED_PASSCODE.findall(name)]
    if len({cards.original_artwork(code) for code in codes}) <= 1:
        return None
    found = [(cards.get(code), code) for code in dict.fromkeys(codes)]
    return ", ".join(f"{card.name if card else '?'} ({code})" for card, code in found)


def literal_names(card: Card, cards: CardDB) -> set[str]:
    """A card's names as written, case aside: English, and its Spanish name."""
    return {" ".join(name.split()).casefold() for name in _names_of(card, cards)}


def _written_names(card: Card, cards: CardDB) -> set[str]:
    """The names an artwork may be written with, as keys: English, or the card's Spanish
    name."""
    return {name_key(name) for name in _names_of(card, cards)}


def _names_of(card: Card, cards: CardDB) -> set[str]:
    """A card's English name, and its Spanish name (an alternate artwork's, or its
    original's; never that of a card it is only treated as: "Polimerización (74335036)" is
    no Fusion Substitute)."""
    from ydkcheck.cards.naming import spanish_names

    spanish = spanish_names()
    original = cards.original_artwork(card.id)
    names = {card.name, spanish.get(card.id, ""), spanish.get(original, "")}
    return {name for name in names if name}


def reads_back(name: str, card: Card, index: NameIndex, cards: CardDB) -> bool:
    """Whether ``name`` written alone reads back as ``card`` or an artwork of it: neither a
    number ("7", the card's name, reads as passcode 7 to an older reader, and as either
    should a card bear passcode 7) nor a name another card bears too (the OCG's Normal
    Black Luster Soldier and the Ritual one: each is written with its passcode), nor the name
    of the card a simulator's passcode loads an older text of (``CardDB.check_identity``:
    "Sangan" reads as Sangan, EDOPro's 504700178 is written with its passcode)."""
    if PASSCODE.fullmatch(name):
        return False
    match = index.find(name)
    if match.card is None or match.alike:
        return False
    return cards.check_identity(match.card.id) == cards.check_identity(card.id)


def writes_a_number(line: str) -> bool:
    """Whether a card line writes a number longer than a count, in any digits: a passcode
    as the card prints it or another way ("Sangan (26202165)", "(026202165)", "(2620 2165)"),
    which says which card, or may; only a line with none writes its card by name alone."""
    return WRITTEN_NUMBER.search(line) is not None
