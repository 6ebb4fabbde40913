"""A card written under a type heading of another card type (``Spells (14)`` over a monster)
is said at its line: on Konami's form each card goes in its type's section, and a list that
writes a monster among its Spells claims one monster fewer than its deck plays. Cards in
their type's section, the sections' own headings, and the published layout of a heading
counting its own kind with the rest after it under no heading say nothing new."""

from __future__ import annotations

from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.errors import InputError

DECKLISTS = Path(__file__).parent.parent / "data" / "decklists"
KEY = "syntax.misplaced-type"
COPY_PLANT = 66457407
MONSTERS = "3 Sangan\n1 Copy Plant\n"
SPELLS = "3 Pot of Greed\n1 Mystical Space Typhoon\n1 Black Garden\n"


def misplaced(text: str, cards: CardDB) -> list[tuple[int | None, str]]:
    deck = parse_deck(text, "list.txt", cards)
    return [(d.line, d.params["heading"]) for d in deck.warnings if d.message_key == KEY]


@pytest.mark.parametrize(
    ("monsters", "spells", "traps"),
    [
        ("Monsters (24)", "Spells (14)", "Traps (2)"),
        ("Monstruos (24)", "Magias (14)", "Trampas (2)"),
        ("Monstruos: 24", "Mágicas: 14", "Trampas: 2"),
        ("24 Monsters", "14 Spells", "2 Traps"),
    ],
)
def test_a_monster_moved_under_the_spells_is_said_at_its_line(
    cards: CardDB, monsters: str, spells: str, traps: str
) -> None:
    """The hostile list: one Copy Plant moved under ``Spells (14)``, the monsters' count
    lowered to 24: every count adds up, and the list read LEGAL with no word of it."""
    text = (
        f"Main Deck (40)\n{monsters}\n3 Sangan\n1 Copy Plant\n"
        f"{spells}\n1 Copy Plant\n3 Pot of Greed\n{traps}\n2 Mirror Force\n"
    )
    deck = parse_deck(text, "list.txt", cards)
    (said,) = [d for d in deck.warnings if d.message_key == KEY]
    assert said.rule == "syntax" and said.line == 6 and said.card_id == COPY_PLANT
    assert said.params["heading"] == spells
    es, en = said.message("es"), said.message("en")
    assert "Copy Plant (Monstruo)" in es and f"«{spells}»" in es
    assert "Copy Plant (Monster)" in en and f"'{spells}'" in en


def test_cards_in_their_types_section_say_nothing(cards: CardDB) -> None:
    """Quick-Play and Field Spells under Spells, a Ritual or a Tuner under any monster
    heading, Spells and Traps together under ``S/T``, nested headings of one kind."""
    text = (
        "Main Deck\nMonsters (6)\nEffect Monsters (5)\n3 Sangan\n1 Copy Plant\n"
        "1 Herald of Perfection\nRitual Monsters (1)\n1 Dark Magician\n"
        f"Spells (5)\n{SPELLS}Trampas\n2 Mirror Force\n"
        "Side Deck\nS/T (4)\n1 Raigeki\n3 Mirror Force\nMonsters\n1 Sangan\n"
        "1 Black Rose Dragon\n"
    )
    assert misplaced(text, cards) == []


def test_section_headings_are_no_type_headings(cards: CardDB) -> None:
    """Under ``Main Deck`` or ``Side Deck`` alone every kind stands together."""
    text = f"Main Deck\n{MONSTERS}{SPELLS}2 Mirror Force\nSide Deck\n1 Raigeki\n1 Sangan\n"
    assert misplaced(text, cards) == []


@pytest.mark.parametrize(
    ("heading", "card", "kind"),
    [
        ("Spells:", "1 Sangan", "Monster"),
        ("Traps (3)", "1 Raigeki", "Spell"),
        ("Trampas (3)", "1 Mystical Space Typhoon", "Spell"),
        ("Magias (3)", "1 Mirror Force", "Trap"),
        ("Monsters (3)", "1 Black Garden", "Spell"),
        ("Spells & Traps (3)", "1 Sangan", "Monster"),
        ("Spells (3)", "1 Royal Flush", "Skill"),  # a Speed Duel Skill, no Spell
    ],
)
def test_a_card_of_another_kind_under_a_heading_is_said(
    cards: CardDB, heading: str, card: str, kind: str
) -> None:
    own = {"Tra": "2 Mirror Force", "Mon": "2 Sangan"}.get(heading[:3], "2 Pot of Greed")
    text = f"Main Deck\n{heading}\n{card}\n{own}\n"
    deck = parse_deck(text, "list.txt", cards)
    (said,) = [d for d in deck.warnings if d.message_key == KEY]
    assert said.line == 3 and f"({kind})" in said.message("en")


def test_an_extra_deck_type_heading_heads_its_own_type(cards: CardDB) -> None:
    """``Xyz (2)`` over a Synchro monster, ``Fusión`` over a Main Deck monster in the Side
    Deck: said with the card's type. ``Monsters (3)`` over the Extra Deck heads them all."""
    text = (
        "Main Deck\n3 Sangan\nExtra Deck\nSynchro (1)\n1 Black Rose Dragon\n"
        "Xyz (2)\n1 Black Rose Dragon\n1 Number 39: Utopia\nLink\n1 Decode Talker\n"
        "Side Deck\nFusión (2)\n1 Thousand-Eyes Restrict\n1 Sangan\n"
    )
    deck = parse_deck(text, "list.txt", cards)
    said = sorted((d.line, d.message("es")) for d in deck.warnings if d.message_key == KEY)
    assert [line for line, _ in said] == [7, 14]
    assert "Black Rose Dragon (Sincronía)" in said[0][1] and "«Xyz (2)»" in said[0][1]
    assert "Sangan (Monstruo)" in said[1][1] and "«Fusión (2)»" in said[1][1]
    every = "Main Deck\n3 Sangan\nExtra Deck\nMonsters (3)\n1 Black Rose Dragon\n"
    every += "1 Number 39: Utopia\n1 Decode Talker\n"
    assert misplaced(every, cards) == []


def test_fusion_starting_the_extra_deck_is_the_extra_deck_itself(cards: CardDB) -> None:
    """A list of 2008 writes its Extra Deck as the "Fusion Deck": ``Fusion:`` under the Main
    Deck heads any monster of the Extra Deck, its Synchros too."""
    text = "Main Deck\n3 Sangan\nFusion:\n1 Thousand-Eyes Restrict\n1 Black Rose Dragon\n"
    deck = parse_deck(text, "list.txt", cards)
    assert len(deck.extra) == 2 and misplaced(text, cards) == []


def test_a_count_of_its_own_kind_with_the_rest_after_it_says_nothing(cards: CardDB) -> None:
    """Pojo's 2005 layout: ``Monsters: 4``, four monsters, then the Spells and Traps under no
    heading of their own. A monster after the Spells of ``Spells (5)`` where a Monsters
    heading stands is no such card, nor a Spell among the monsters."""
    published = f"Main Deck\nMonsters: 4\n{MONSTERS}{SPELLS}2 Mirror Force\n"
    assert misplaced(published, cards) == []
    moved = f"Main Deck\nMonsters (3)\n3 Sangan\nSpells (5)\n{SPELLS}1 Copy Plant\n"
    assert misplaced(moved, cards) == [(8, "Spells (5)")]
    among = "Main Deck\nMonsters: 4\n3 Sangan\n1 Raigeki\n1 Copy Plant\n"
    assert misplaced(among, cards) == [(4, "Monsters: 4")]


# the published lists that do write a card under another type's heading, and its lines: the
# page of a translated OCG report lost its Extra Deck's heading (the link text "Copied from"
# stands in its place), so its Extra Deck's monsters stand under "4 Trap"
SAID_RIGHTLY = {"shriek-twoday-ocg-lightlord-dark-dragon-king-cup-2009-11.txt": {40}}


def test_no_real_list_of_the_tests_says_it(cards: CardDB) -> None:
    """The published lists of the tests place each card under its type's heading, but one
    whose page lost a heading (``SAID_RIGHTLY``)."""
    for path in sorted(DECKLISTS.rglob("*.txt")):
        try:
            deck = parse_deck(path.read_text(encoding="utf-8"), path.name, cards)
        except InputError:  # the unreadable ones, tested elsewhere
            continue
        said = {d.line for d in deck.warnings if d.message_key in (KEY, LABEL)}
        assert said == SAID_RIGHTLY.get(path.name, set()), path.name


LABEL = "syntax.misplaced-label"


def test_a_card_among_a_deck_boxs_cards_that_a_label_of_another_type_counts_is_said(
    cards: CardDB,
) -> None:
    """Before: a deck box copied as text, each label under its cards ("Monsters [4]"), was
    not looked at for types: a Spell counted by the Monsters' label said nothing."""
    text = (
        "Main Deck\nSide Deck\n3 Sangan\n1 Raigeki\nMonsters [4]\n2 Pot of Greed\n"
        "1 Copy Plant\nSpells [3]\n2 Mirror Force\nTraps [2]\nDeck Total [7]\n"
        "1 Dark Hole\nSide Deck [1]\n"
    )
    deck = parse_deck(text, "list.txt", cards)
    said = [
        (d.line, d.card_name, d.params["heading"]) for d in deck.warnings if d.message_key == LABEL
    ]
    assert said == [(4, "Raigeki", "Monsters [4]"), (7, "Copy Plant", "Spells [3]")]
    assert not [d for d in deck.warnings if d.message_key == KEY]
    es = next(d for d in deck.warnings if d.message_key == LABEL).message("es")
    assert "caja de mazo" in es and "«Monsters [4]»" in es


def test_a_deck_boxs_labels_over_their_own_types_say_nothing(cards: CardDB) -> None:
    deck = parse_deck(
        (DECKLISTS / "sections" / "tcgplayer-hoban-true-draco-argcs-atlanta-2017.txt").read_text(
            encoding="utf-8"
        ),
        "draco.txt",
        cards,
    )
    assert deck.warnings and not [d for d in deck.warnings if d.message_key == LABEL]
