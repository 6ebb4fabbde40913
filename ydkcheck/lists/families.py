"""The list families: what every list of one shares, and the names users may give them.

The one table of families: the build tool writes these rules into ``banlists/``,
``actualiza`` into the current lists it downloads, and ``--lista`` accepts these names.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import NamedTuple

from ydkcheck.lists.model import DEFAULT_DECK_RULES, DEFAULT_HAND, Banlist, Bounds, DeckRules

SPEED_RULES = (
    "Konami, Yu-Gi-Oh! TCG Speed Duel official rules (Speed Duel rulebook and "
    "yugioh-card.com/en/speed-duel): Main Deck 20-30, Extra Deck 0-5, Side Deck 0-5, "
    "4-card opening hand"
)

GOAT_RULES = (
    'https://www.goatformat.com/home/rulesgame-mechanics: "the Fusion Deck ... could contain '
    'as many cards as you wanted", "in Goat Format, the Main Deck was allowed to be '
    'unlimited as well"; "the player who goes first will draw a card at the start of '
    'their first draw phase"'
)

# the TCG's deck rules before the rule changes of 2008-08-13: a Main Deck of 40 cards or more,
# a Fusion Deck of any size (the Extra Deck and its 15 came then); the Side Deck's "exactly 0
# or 15" of the tournament policy then is not checked (read as 0-15)
RULES_CHANGED_2008 = dt.date(2008, 8, 13)
RULES_BEFORE_2008 = DeckRules(main=Bounds(40, None), extra=Bounds(0, None))
RULES_BEFORE_2008_SOURCE = (
    'http://yugioh.wikia.com/wiki/TCG_Rule_Changes: "There are a number of rule elements in '
    "the TCG changed on August 13th, 2008. ... Your Main Deck must be between 40 and 60 "
    'Cards ... The "Fusion Deck" is now referred to as the "Extra Deck" and will be limited '
    "to 15 cards ... Side Decks can now contain between 0 and 15 cards. It no longer has to "
    'be exactly one or the other." (the rules before it, here; the Side Deck read as 0-15)'
)
# the families whose lists take those rules when in force before that day
FAMILIES_WITH_2008_RULES = frozenset({"tcg", "traditional"})

# Master Rule 3 took away the Normal Draw of the first player's first turn; before it the
# player going first drew too, and saw 6 cards by the end of that Draw Phase, as the player
# going second does: family -> the day the change took effect there, and its source. A list
# that took effect before that day gets the opening hand 6 / 6 (YGOPro's lists of 2011-2013
# were played under the OCG's rules of their day).
MASTER_RULE_3_OCG = (
    dt.date(2014, 3, 21),
    'https://www.yugioh-card.com/hk/howto/master_rule_3.php?lang=en: "Master Rule 3 taken '
    'effect since March 21st 2014", "2. Removal of Card Draws for First Player: The new rule '
    'omits the first drawing phase of the first Duelist"',
)
MASTER_RULE_3_TCG = (
    dt.date(2014, 7, 14),
    'https://yugiohblog.konami.com/articles/?p=6351 (2014-07-11): "The actual changes to '
    'the basic rules do not come into effect until Monday, July 14th!", among them that the '
    "player going first does not draw on that turn",
)
# The families that came to an end, each with the day after its last list was in force and
# where that comes from: a run given no day judges the last list on its last day, not today
NEXT_LISTS_FROM: Mapping[str, tuple[dt.date, str]] = {
    "legacy": (
        dt.date(2013, 9, 1),
        "Fluorohydride/ygopro's lflist.conf history (banlists-history/ygopro): the region-less "
        "2013.3.1 list is its last, followed by the 2013.9_OCG and 2013.9_TCG lists",
    ),
}
FIRST_PLAYER_DREW_UNTIL: Mapping[str, tuple[dt.date, str]] = {
    "tcg": MASTER_RULE_3_TCG,
    "ocg": MASTER_RULE_3_OCG,
    "legacy": MASTER_RULE_3_OCG,
}


class Family(NamedTuple):
    """One family of lists: display label, card pool, deck rules, opening hand, aliases."""

    label: str
    pool: str
    deck: DeckRules = DEFAULT_DECK_RULES
    hand: tuple[int, int] = DEFAULT_HAND
    excluded: tuple[str, ...] = ()
    points_cap: int | None = None
    aliases: tuple[str, ...] = ()
    rules_source: str = ""  # where rules other than the standard ones come from
    # no new list is published (GOAT is not: its community list is kept current, and
    # ``actualiza`` downloads it)
    closed: bool = False


# In the order of the provenance notes (banlists/SOURCES.md).
FAMILIES: Mapping[str, Family] = {
    "tcg": Family("TCG", "tcg"),
    "ocg": Family("OCG", "ocg"),
    "ocg-kr": Family("OCG Korea", "ocg", aliases=("ocg-korea", "korea")),
    "ocg-ae": Family("OCG Asia-English", "ocg", aliases=("ae",)),
    "ocg-cn": Family("OCG Simplified Chinese", "ocg", aliases=("cn",)),
    "legacy": Family("YGOPro", "any", aliases=("ygopro",), closed=True),
    "goat": Family(
        "GOAT",
        "tcg",
        DeckRules(main=Bounds(40, None), extra=Bounds(0, None)),
        hand=(6, 6),
        rules_source=GOAT_RULES,
    ),
    "edison": Family("Edison", "tcg", hand=(6, 6), closed=True),
    "hat": Family("HAT", "tcg", closed=True),
    "toss": Family("TOSS", "tcg", closed=True),
    "speed": Family(
        "Speed Duel",
        "tcg",
        DeckRules(Bounds(20, 30), Bounds(0, 5), Bounds(0, 5)),
        hand=(4, 5),
        aliases=("speed-duel", "speedduel"),
        rules_source=SPEED_RULES,
    ),
    "md": Family("Master Duel", "any", aliases=("master-duel", "masterduel")),
    "world": Family("World", "any", aliases=("worlds",)),
    "traditional": Family("Traditional", "tcg", aliases=("tradicional",)),
    "genesys": Family("Genesys", "tcg", excluded=("link", "pendulum"), points_cap=100),
}

# The families whose card pool is "any" region (``format: any``) but still ends on the day
# judged: a card released nowhere, neither in the OCG nor in the TCG, by that day cannot be in
# the format (``rules.pool``). YGOPro's region-less lists of 2011-2013 (``legacy``) and the
# World lists of ProjectIgnis (``world``: the card pool of both regions under one list) are
# lists of their day for the cards of their day; Master Duel (``md``) brings only cards already
# printed (its pool is otherwise unknown: ``collection.md-pool-unknown``). A list of another
# family of that pool, above all one read from the user's file (``custom``), may allow any
# card: its pool is left as it is.
RELEASED_ANYWHERE_FAMILIES = frozenset({"legacy", "world", "md"})

# What users may type after --lista (case-insensitive), and the family it means.
FAMILY_NAMES: Mapping[str, str] = {
    name: family for family, rules in FAMILIES.items() for name in (family, *rules.aliases)
}


def opening_hand(banlist: Banlist, on: dt.date) -> tuple[int, int]:
    """The cards seen going first and going second under ``banlist`` on ``on``: the list's,
    but for a list of a family whose first player drew until Master Rule 3, the rule of that
    day (a list in force across the change, or named for a later day, by the day judged)."""
    change = FIRST_PLAYER_DREW_UNTIL.get(banlist.family)
    if change is None:
        return banlist.hand_first, banlist.hand_second
    second = FAMILIES[banlist.family].hand[1]
    return (second, second) if on < change[0] else FAMILIES[banlist.family].hand
