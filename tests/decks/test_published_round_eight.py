"""Ten more published lists, read as a person reads them: Garry Ladd's Monarchs from a French
coverage site (``DECK LIST : 40 cartes``, ``3 – [Name]``); Fili Luna's Skill Drain Blackwings
from Konami's blog (``3x Blackwing – Name``); PJ Tierney's Tele-DAD from an Irish blog, its
Extra Deck after a blank line with no heading; two casual decks of a blog in ``3 x Name``
lines, blank-line spaced; a reader's WIND/DARK Monarchs whose ``Traps: 11`` heads 13 cards;
two fan-wiki decks, one with headings that run on into prose naming cards, one followed by its
strategy in numbered steps; a Q&A answer's Gladiator Beasts between lines of prose; and a
Pojo writer's Demise deck in ``3|Soi|Name`` rows, no line above them.

Each line was checked by hand against what the reader made of it. The misspellings, the
shortened names and a card's Japanese name are each an error at their line. The Pojo rows
were read as a ``.ydk`` of passcodes 3, 2 and 1 (a count, a bar, a set code, a name is no
``.ydk`` line) and are read as the 40 and 3 cards they write. The readings found wrong are
marked as failing, with the reason: sentences of prose, a strategy's steps and a title that
ends in a full stop, each an unknown card."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.diagnostics import Severity
from ydkcheck.rules import RULES

from .published import DATA, NO_HINT, SHORTHAND, UNKNOWN, assert_read_as_checked

LADD = "metagamebe-ladd-monarch-2010-04.txt"
LUNA = "konami-luna-skill-drain-blackwing-2010-04.txt"
TIERNEY = "irishduelist-tierney-teledad-2008-10.txt"
PENDULUM = "andisgamesrealm-normal-pendulum-2014-08.txt"
DRAGONS = "andisgamesrealm-shining-dragons-2013-12.txt"
MONARCHS = "ygozblog-wind-dark-monarch-2009.txt"
FUNERAL = "myyugiohdeck-fandom-blue-eyed-funeral.txt"
MALEFIC = "myyugiohdeck-fandom-malefic-otk.txt"
GLADIATORS = "allexperts-gladiator-beast-2014-02.txt"
DEMISE = "pojo-featured-lang-demise-dark-calling-2008-11.txt"
DARK_GAIA = 58332301

# each list kept (SOURCES.md): its Main, Extra and Side Deck as read, and the error at each
# line not read
PUBLISHED = [
    # "[Phoenix Wing Wind]" names Phoenix Wing Wind Blast alone
    (LADD, (38, 0, 0), {21: SHORTHAND}),
    (LUNA, (40, 0, 0), {}),
    (TIERNEY, (41, 14, 0), {}),
    # "Radiant/Flash Knight", "Focault’s (Spellstone) Cannon", "Millenium Shield"
    (PENDULUM, (31, 15, 0), {4: UNKNOWN, 6: UNKNOWN, 14: UNKNOWN}),
    # "Fellgrant Dragon", "Harpy’s Feather Duster"
    (DRAGONS, (38, 3, 0), {26: UNKNOWN, 47: UNKNOWN}),
    # "Level Stealer" (Level Eater's Japanese name), "Shaman of Mist Valley", "BW Gale..."
    (MONARCHS, (36, 0, 0), {5: UNKNOWN, 6: UNKNOWN, 8: UNKNOWN}),
    # a heading run on into a paragraph of more than 200 characters naming cards: an error,
    # as a shorter sentence naming one is
    (FUNERAL, (16, 0, 0), {8: "rule.count.long-line-named"}),
    (DEMISE, (40, 3, 0), {}),
]
# lines of prose said as errors, as unknown cards: a title ending in a full stop, a heading
# of the strategy, its numbered steps; closing sentences of an answer
PROSE_SAID_AS_CARDS = [(MALEFIC, line) for line in (3, 24, 26, 28, 30, 32, 34, 36, 38, 40)] + [
    (GLADIATORS, 45),
    (GLADIATORS, 47),
]


@pytest.mark.parametrize(("name", "sizes", "errors"), PUBLISHED)
def test_a_published_list_reads_as_expected(
    cards: CardDB, name: str, sizes: tuple[int, int, int], errors: dict[int, str]
) -> None:
    assert_read_as_checked(cards, name, sizes, errors)


def test_rows_of_a_count_a_set_and_a_name_are_a_text_list_from_their_first_line(
    cards: CardDB,
) -> None:
    """``3|Soi|Demise, King of Armageddon`` on the file's first line: read as a ``.ydk``,
    twenty unknown passcodes 3, 2 and 1, no card read; the same rows under any title were
    read right. The last row, Evil Hero Dark Gaia, is the Extra Deck's."""
    deck = read_deck(str(DATA / DEMISE), cards)
    assert deck.extra == (DARK_GAIA,) * 3
    assert not [d for d in deck.warnings if d.rule in ("unknown-card", "ydk-load")]


@pytest.mark.xfail(
    strict=True,
    reason="prose is an unknown card where it writes a number ('the Top 8 cut'), does not end "
    "in a full stop ('Give that a go, see what you think'), is a step ('2. Summon Malefic "
    "Parallel Gear.') or is short ('Basic Strategy')",
)
@pytest.mark.parametrize(("name", "line"), PROSE_SAID_AS_CARDS)
def test_prose_around_a_published_list_is_no_error(cards: CardDB, name: str, line: int) -> None:
    deck = read_deck(str(DATA / name), cards)
    errors = {d.line for d in deck.warnings if RULES[d.rule] is Severity.ERROR}
    assert line not in errors


def test_the_lists_with_prose_read_every_card(cards: CardDB) -> None:
    """The prose around them aside, the Malefic deck's 8 and 1 cards and the Gladiator Beasts'
    40 and 15 are read."""
    malefic = read_deck(str(DATA / MALEFIC), cards)
    assert (len(malefic.main), len(malefic.extra)) == (8, 1)
    gladiators = read_deck(str(DATA / GLADIATORS), cards)
    assert (len(gladiators.main), len(gladiators.extra)) == (40, 15)
    assert set(gladiators.unread) == {45, 47}
    assert {d.message_key for d in gladiators.warnings if d.line in (45, 47)} == {NO_HINT}
