"""Eight more published lists, read as a person reads them: three Alter Reality Games
articles (Pendulum Magicians with a Side Deck before the Extra; Agents under ``Monsters - 25``
headings; Chaos Dragons in forum deck boxes written side by side, ``[/ccDeck]
[ccDeck="Side Deck"]``); two posts of a Malaysian blog (a Nationals winner's Chaos Dragons in
shorthand, followed by bullets of comment; a Chaos deck noting each monster's Level,
``1x Dark Armed Dragon (LV 7)``); two Konami deck profiles (en dashes, names in curly quotes);
and a Pojo writer's Chaos Dragons with a name broken over two lines.

Each line was checked by hand against what the reader made of it (``expected.tsv`` gives the
card each line means). Three readings were wrong and are mended: the Side Deck's 15 cards read
in the Main Deck after a box closed and the next opened on one line, the ``Spells`` and
``Traps`` boxes read as unknown cards, and a Level in a note that made a card line an error.
Shorthand that fits several cards (``3 Ryko``, ``2 Lyla``, ``Brionac``, ``Utopia``) names
the cards it fits. The misspellings, the shortened names and the broken name are each an
error at their line; the blog's bullets of comment after its Side Deck name cards and are
errors too, as a sentence naming a card is."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB

from .published import NO_HINT, SEVERAL, SHORTHAND, UNKNOWN, assert_read_as_checked

PENDULUM = "arg-dark-magic-revival-pendulum-magicians-2016.txt"
BOXES = "arg-dragons-return-to-chaos-ccdeck-headings-2013.txt"
AGENTS = "arg-tkro-dek-agents-2012.txt"
LEVELS = "creativeminds4t-chaos-dragon-levels-2012-07.txt"
NATIONALS = "creativeminds4t-tan-sung-lee-chaos-dragon-malaysia-2012.txt"
SAMURAI = "konami-contreras-six-samurai-2010-09.txt"
QUOTED = "konami-flood-lightsworn-junk-debris-quoted-names-2010-01.txt"
BROKEN = "pojo-featured-mcshake-chaos-dragons-2012-07.txt"
BULLETS = {line: NO_HINT for line in (62, 64, 65, 67, 68, 69)}  # comment after the Side Deck
PUBLISHED = [
    # "Mecha Phantom Beast Draccosack"; a picture's caption run into a paragraph, prose
    (PENDULUM, (40, 14, 15), {73: UNKNOWN}, (87,)),
    # "White Stone of Legend", "Wingbeat of Giant Dragon" shortened; "Constellar Ptolemys M7"
    (BOXES, (39, 14, 15), {25: SHORTHAND, 43: SHORTHAND, 99: UNKNOWN}, ()),
    (AGENTS, (40, 0, 0), {}, ()),
    # "Eclipse Dragon (LV 4)" for Eclipse Wyvern; "Return From A Different Dimension"; the
    # page's copy ends after two Extra Deck cards
    (LEVELS, (37, 2, 0), {15: SHORTHAND, 53: UNKNOWN}, ()),
    (
        NATIONALS,
        (32, 6, 13),
        {4: NO_HINT, 14: SEVERAL, 15: SEVERAL, 38: UNKNOWN, 39: SEVERAL, 41: SEVERAL}
        | {42: SHORTHAND, 43: SHORTHAND, 44: SHORTHAND, 47: NO_HINT}
        | BULLETS,
        (),
    ),
    (SAMURAI, (42, 0, 0), {}, ()),
    (QUOTED, (42, 0, 0), {}, ()),
    # "Black Luster Soldier - Envoy of the" / "Beginning"; "Gorz, the Emmissary of Darkness";
    # "Gaia Drake, the Thunder Charger"
    (BROKEN, (40, 13, 0), {9: UNKNOWN, 10: "rule.count.broken-name", 16: UNKNOWN, 46: UNKNOWN}, ()),
]


@pytest.mark.parametrize(("name", "sizes", "errors", "prose"), PUBLISHED)
def test_a_published_list_reads_as_expected(
    cards: CardDB,
    name: str,
    sizes: tuple[int, int, int],
    errors: dict[int, str],
    prose: tuple[int, ...],
) -> None:
    assert_read_as_checked(cards, name, sizes, errors, prose)
