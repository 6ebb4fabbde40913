"""A list copied from a paste's page with each line's number before it (``  1. Monster -
15``, ``  2.``, ``  3. 3x Wind-Up Rabbit``) is a text list, read without the numbers and
said so at its first line: never a ``.ydk`` whose line N is the card of passcode N."""

from __future__ import annotations

from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.decks.inputs import looks_like_ydk, parse_deck
from ydkcheck.decks.text_numbered import line_numbers
from ydkcheck.errors import InputError

NUMBERED = (
    Path(__file__).parent.parent
    / "data"
    / "decklists"
    / "misread"
    / "pastebin-AX5j9eVT-numbered-lines-2018.txt"
)


def test_a_paste_with_its_line_numbers_is_no_ydk() -> None:
    assert not looks_like_ydk(NUMBERED.read_text(encoding="utf-8"))


def test_a_paste_with_its_line_numbers_reads_each_card_it_names(cards: CardDB) -> None:
    """Its 54 lines (the paste cut after the Side Deck's first card): every card it names,
    "Enovy" misspelt the one line not read, every line accounted for."""
    deck = read_deck(str(NUMBERED), cards)
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (39, 15, 2)
    assert all(cards.get(entry.card_id) is not None for entry in deck.entries)
    assert deck.unread == (8,)
    said = [d for d in deck.warnings if d.message_key == "syntax.line-numbers"]
    assert [(d.line, d.params) for d in said] == [(1, {"first": 1, "last": 54})]
    for lang in ("en", "es"):
        assert "54" in said[0].message(lang)
    written = {n.line for n in deck.notes} | {e.line for e in deck.entries}
    blank = {2, 10, 11, 13, 17, 18, 20, 31, 32, 34, 50, 51, 53}  # "  2.  ": a number alone
    assert written | blank == set(range(1, 55))
    # "Spell - 8" heads its 8 cards, "Trap - 17" its 17: the numbers are no copies
    totals = {d.line for d in deck.warnings if d.rule == "list-total"}
    assert totals == {1, 52}  # the unread line among the monsters; the Side Deck cut short


def test_the_numbers_are_the_lines_not_copies(cards: CardDB) -> None:
    """``2. 3 Sangan``: three copies, the 2 the line's; ``3. Pot of Greed``: one copy."""
    text = '1. Main Deck\n2. 3 Sangan\n3. Pot of Greed\n4.\n5. Side Deck\n6. 2x Maxx "C"\n'
    deck = parse_deck(text, "list.txt", cards)
    assert (len(deck.main), len(deck.side), deck.unread) == (4, 2, ())
    assert [d.message_key for d in deck.warnings] == ["syntax.line-numbers"]


@pytest.mark.parametrize(
    "text",
    [
        "Blackwing Deck\n1. Sangan\n2. Pot of Greed\n3. Raigeki\n",  # no heading above
        "1. Main Deck\n2. 3 Sangan\n4. Pot of Greed\n",  # a number skipped
        "1. Main Deck\n2. 3 Sangan\n",  # too few lines to tell
    ],
)
def test_numbers_that_are_not_every_line_s_are_not_taken_off(cards: CardDB, text: str) -> None:
    try:
        deck = parse_deck(text, "list.txt", cards)
    except InputError:
        return  # no card read: refused, never read otherwise
    assert "syntax.line-numbers" not in {d.message_key for d in deck.warnings}
    assert deck.unread  # "1. Sangan" stays a line to confirm, as before


def test_a_ydk_of_passcodes_is_still_a_ydk() -> None:
    assert looks_like_ydk("#main\n14558127\n483\n#extra\n!side\n")


@pytest.mark.parametrize("restart", [True, False])
def test_cards_numbered_under_their_headings_are_one_copy_each(
    cards: CardDB, restart: bool
) -> None:
    """A hostile review: a list numbering its cards under "Main Deck" and "Extra Deck" (from
    1 again under each, or on) was refused, "check the card names", since its headings were
    not numbered. The headings may stand unnumbered between the runs; a line that is neither
    numbered nor a heading still leaves the numbers to the card lines."""
    main = ["Sangan", "Raigeki", "Mirror Force"]
    extra = ["Stardust Dragon", "Black Rose Dragon"]
    first = 1 if restart else len(main) + 1
    text = (
        "Main Deck (3)\nMonsters (1)\n1. Sangan\nSpells\n2. Raigeki\nTraps\n3. Mirror Force\n"
        + "Extra Deck\nMonsters (2)\n"  # two headings in a row (a second review's list)
        + "".join(f"{n}. {name}\n" for n, name in enumerate(extra, first))
    )
    deck = parse_deck(text, "list.txt", cards)
    assert (len(deck.main), len(deck.extra)) == (3, 2)
    assert [d.message_key for d in deck.warnings] == ["syntax.line-numbers"]
    other = text.replace("Extra Deck\n", "Extra Deck\nMy favourites\n")
    assert line_numbers(other.splitlines()) is None
