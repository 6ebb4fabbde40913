"""``simulator-text``: a simulator's passcode of a card's text before its errata (EDOPro's
16226796 for Night Assailant, 504700178 for Sangan: kind ``simulator`` in
``data/extra-passcodes.tsv``) in a format that plays the cards' texts of today.

The passcode counts as its card for copies, lists and pools (``CardDB.check_identity``), so a
deck holding it may be legal; but the simulator that loads it plays the old text, not the one
the event plays. A warning at its first copy says so, naming the card: the verdict and the
fingerprint are unchanged, and the judge decides.

No warning where the old text may be the format's own (``OLD_TEXT_FAMILIES``), nor where the
list in use names the passcode itself: its authors wrote the list for that number, and judge
it (World 2024.07 forbids 7563589, Performage Plushfire before its errata, and limits
7563579; GOAT's whitelist names 504700178). Every other list warns, a list read from the
user's file too (family ``custom`` or its own name): ydkcheck cannot tell which texts its
event plays, and says what it sees rather than keep quiet.
"""

from __future__ import annotations

from collections.abc import Iterator

from ydkcheck.cards.data import simulator_passcodes
from ydkcheck.decks import DeckEntry
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.lists.model import Banlist
from ydkcheck.rules.context import CheckContext

RULE_IDS = {"simulator-text": Severity.WARNING}

# The families whose decks may play a card's text before its errata on purpose, and why:
# - goat, edison, hat, toss: formats of a past tournament season, played with the cards as
#   they were then; EDOPro's simulator passcodes exist to play those texts (GOAT's whitelist
#   names 212 of them), and ydkcheck knows no errata dates to tell a text older than the
#   season's from the season's own;
# - legacy: YGOPro's own region-less lists of 2011-2013, lists of their day for the cards of
#   their day (``families.RELEASED_ANYWHERE_FAMILIES``), played in the simulator: the same
#   reason, no errata date to tell the old text from that day's;
# - world: ProjectIgnis' World format, EDOPro's own, whose lists judge these passcodes as cards
#   of their own (World 2024.07: 7563589 Forbidden, 7563579 Limited): the old text is a card
#   of the format, not a mistake.
# Every other family plays today's texts: TCG and Traditional (Konami's events play a card's
# current text, errata included, whatever its printing), OCG and its regional families (Korea,
# Asia-English, Simplified Chinese), Master Duel (its own current texts), Genesys and Speed
# Duel (Konami's current formats); and so does a list this table does not know.
OLD_TEXT_FAMILIES = frozenset({"goat", "edison", "hat", "toss", "legacy", "world"})


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """One warning per simulator passcode of the deck, at its first copy."""
    banlist = context.banlist
    if banlist.family in OLD_TEXT_FAMILIES:  # the old text may be the format's own
        return
    identity_of = context.identity_of
    # a set intersection in C: no Python code for a deck without such a passcode; none the
    # list names itself, which its authors judge
    found = [
        code
        for code in context.distinct.intersection(simulator_passcodes())
        if identity_of[code] is not None and warned_of(code, banlist)
    ]
    if not found:
        return
    first_copy: dict[int, DeckEntry] = {}
    for entry in context.deck.find(found):  # one pass, whatever their number
        first_copy.setdefault(entry.card_id, entry)
    for code, entry in first_copy.items():
        card = context.card(code)
        yield Diagnostic(
            "simulator-text",
            "rule.simulator-text",
            {"name": card.name, "id": code, "list": banlist.name},
            card_id=code,
            card_name=card.name,
            section=entry.section,
            line=entry.line,
        )


def warned_of(code: int, banlist: Banlist) -> bool:
    """Whether a playable card's passcode ``code`` is warned of under ``banlist``: a
    simulator's passcode, in a family that plays today's texts, which the list does not name."""
    return (
        banlist.family not in OLD_TEXT_FAMILIES
        and code in simulator_passcodes()
        and code not in banlist.limits
    )
