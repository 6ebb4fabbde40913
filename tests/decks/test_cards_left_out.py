"""Lines that take cards out of the deck, or move them, in any of the ways a list writes it.

Found by a hostile round: ``## Honourable Mentions`` over a card, ``3 Rose Princess (not in
deck)``, ``3 Rose Princess (Ash Blossom & Joyous Spring)`` and ``## Side Deck — cuts`` were
each read as a card in the deck without a word, and ``compara`` confirmed a presented deck
that a judge reading the list would call another.
"""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.compare.check import left_unread
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.diagnostics import Severity
from ydkcheck.rules import RULES

SANGAN, RAIGEKI, POT = 26202165, 12580477, 55144522


@pytest.mark.parametrize(
    "label",
    ["## Honourable Mentions", "# Cuts", "### Maybe", "## Not played", "## Maybeboard",
     "## Descartadas", "// Honourable mentions", "// ---- not in deck ----",
     "Honourable Mentions:", "Cartas descartadas:", "// Honourable-Mentions", "// Left out",
     "# Out", "// Benched", "## The cuts"],
)  # fmt: skip
def test_cards_under_a_label_that_leaves_them_out_are_said_not_counted(
    cards: CardDB, label: str
) -> None:
    text = f"Main Deck\n3 Sangan\n{label}\n1 Raigeki\nSide Deck\n1 Pot of Greed\n"
    deck = parse_deck(text, "list.txt", cards)
    assert deck.main == (SANGAN,) * 3 and deck.side == (POT,)  # the next section counts
    (said,) = deck.warnings
    assert (said.message_key, said.line) == ("syntax.label-card.other", 4)
    said.severity = Severity.WARNING
    assert left_unread(said)  # compara does not confirm such a list


@pytest.mark.parametrize("heading", ["Traps", "Trampas (3)", "Monsters", "Spells:"])
def test_a_type_heading_under_a_label_that_leaves_cards_out_makes_its_cards_errors(
    cards: CardDB, heading: str
) -> None:
    """A hostile review: "Honourable Mentions:", one card, then "Traps" and 3 Imperial Order
    (Forbidden) read LEGAL with warnings; a reader takes "Traps" as the deck's traps again.
    Whether the deck plays them cannot be told: each is an error, not counted; the label's
    own card stays a warning, and a section's heading ends both."""
    text = (
        "Main Deck\n3 Sangan\nHonourable Mentions:\n1 Raigeki\n"
        f"{heading}\n3 Imperial Order\nSide Deck\n1 Pot of Greed\n"
    )
    deck = parse_deck(text, "list.txt", cards)
    assert deck.main == (SANGAN,) * 3 and deck.side == (POT,) and deck.unread == (4, 6)
    said = {d.line: (d.rule, d.message_key) for d in deck.warnings}
    assert said[4] == ("syntax", "syntax.label-card.other")
    assert said[6] == ("count", "rule.count.left-out-type")
    assert RULES["count"] is Severity.ERROR


@pytest.mark.parametrize(
    "label", ["Note:", "Notes:", "Comments:", "Tips:", "Notas:", "Estrategia:"]
)
@pytest.mark.parametrize("line", ["3 Pot of Greed", "Pot of Greed"])
def test_a_card_under_a_label_of_the_authors_notes_is_an_error(
    cards: CardDB, label: str, line: str
) -> None:
    """A hostile review: "Note:" and "3 Pot of Greed" above the list's Traps was a warning
    ("taken as not in the deck") and the deck LEGAL. A label of notes says nothing of the
    deck, as "Honourable Mentions:" does: a card under it is an error, not counted."""
    text = f"Main Deck\n3 Sangan\n{label}\n{line}\nTraps\n1 Mirror Force\n"
    deck = parse_deck(text, "list.txt", cards)
    assert POT not in deck.main and deck.unread == (4,)
    [said] = [d for d in deck.warnings if d.line == 4]
    assert (said.rule, said.message_key) == ("count", "rule.count.under-notes")
    assert len(deck.main) == 4  # the list goes on under its next heading


@pytest.mark.parametrize(
    "label",
    ["## Not cut", "# My notes", "// tech choices", "# Regional Top Cut: Shaddoll",
     "// tech choices considered for this meta", "// 2nd place, top cut at 32",
     "// lo de fuera del meta"],
)  # fmt: skip
def test_other_comments_leave_the_cards_under_them_in(cards: CardDB, label: str) -> None:
    deck = parse_deck(f"Main Deck\n3 Sangan\n{label}\n1 Raigeki\n", "list.txt", cards)
    assert deck.main == (SANGAN,) * 3 + (RAIGEKI,) and deck.warnings == ()


@pytest.mark.parametrize(
    "line",
    ["1 Raigeki (not in deck)", "1 Raigeki (2 main, rest side)", "1 Raigeki (no en el mazo)",
     "1 Raigeki (no juegan)", "1 Raigeki (unused)", "1 Raigeki (also side)",
     "1 Raigeki (side too)", "1 Raigeki // not in deck", "1 Raigeki [removed]",
     # counted without a word before: a note that says the line does not count
     "1 Raigeki (no cuenta)", "1 Raigeki (doesn't count)", "1 Raigeki (not counted)",
     "1 Raigeki (no contadas)", "1 Raigeki // no se cuentan",
     # a second review: read LEGAL, the words written otherwise or hidden
     "1 Raigeki (not counting)", "1 Raigeki (sin contar)", "1 Raigeki (no computa)",
     "1 Raigeki (doesnʼt count)", "1 Raigeki (n\u200bo cuenta)", "1 Raigeki (ｎｏ ｃｕｅｎｔａ)",
     "1 Raigeki (nоt in deck)"],  # a Cyrillic "о"
)  # fmt: skip
def test_a_note_that_takes_a_card_out_or_moves_it_is_an_error(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n3 Sangan\n{line}\n", "list.txt", cards)
    assert deck.main == (SANGAN,) * 3 and deck.unread == (3,)
    assert [d.rule for d in deck.warnings] == ["count"]


@pytest.mark.parametrize(
    "line",
    ["1 Raigeki (does not count as a hand trap)", "1 Raigeki (no cuenta como carta de Pyro)",
     "1 Raigeki (doesn't count toward the 3 limit)"],
)  # fmt: skip
def test_a_note_of_what_the_card_does_not_count_as_is_a_note(cards: CardDB, line: str) -> None:
    """A second review: a note describing the card ("does not count as ...") took its line
    out; it says what the card is, not that the line does not count."""
    deck = parse_deck(f"Main Deck\n3 Sangan\n{line}\n", "list.txt", cards)
    assert deck.main == (SANGAN,) * 3 + (RAIGEKI,) and deck.warnings == ()


@pytest.mark.parametrize(
    "heading", ["Side Deck (removed)", "## Side Deck — cuts", "Side Deck (wishlist)",
                "Trampas (no juegan)", "Side Deck (cuts)", "Side Deck [maybe]",
                "Side Deck (Honourable Mentions)", "## Side Deck (descartadas)"]
)  # fmt: skip
def test_a_heading_that_drops_its_cards_is_an_error(cards: CardDB, heading: str) -> None:
    deck = parse_deck(f"Main Deck\n3 Sangan\n{heading}\n1 Raigeki\n", "list.txt", cards)
    assert [(d.severity, d.line) for d in deck.warnings][:1] == [(Severity.ERROR, 3)]


@pytest.mark.parametrize(
    "note",
    ["(Ash Blossom & Joyous Spring)", "(Pot of Greed)", "(really the Pot of Greed, alt art)",
     "(for Raigeki)"],
)  # fmt: skip
def test_another_cards_name_in_brackets_is_said(cards: CardDB, note: str) -> None:
    """Read as the line's card, with a warning ``compara`` does not confirm: a note of
    another card may be a target (``1 Monster Reborn (Jinzo)``) or the card played."""
    for line in (f"3 Sangan {note}", f"3 [{note[1:-1]}] Sangan"):
        deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "list.txt", cards)
        assert deck.main == (RAIGEKI,) + (SANGAN,) * 3
        (said,) = deck.warnings
        assert (said.message_key, said.line) == ("syntax.note-card", 3)
        said.severity = Severity.WARNING
        assert left_unread(said)


@pytest.mark.parametrize("note", ["(Sangan)", "(Secret Rare)", "(LOB-EN106)", "(1st Edition)"])
def test_its_own_name_a_set_or_a_rarity_in_brackets_is_no_other_card(
    cards: CardDB, note: str
) -> None:
    deck = parse_deck(f"Main Deck\n3 Sangan {note}\n", "list.txt", cards)
    assert deck.main == (SANGAN,) * 3 and deck.warnings == ()


def test_brackets_that_are_part_of_the_cards_own_name_name_no_other_card(cards: CardDB) -> None:
    """A review: the Spanish name "Concours de Cuisine (Enfrentamiento Culinario)", written
    as it is, was said to name Stand-Off ("Enfrentamiento") in a note beside the card."""
    for bracket in (
        "(Enfrentamiento Culinario)",
        "( enfrentamiento culinario )",
        "[Enfrentamiento Culinario]",
    ):
        line = f"1 Concours de Cuisine {bracket}"
        deck = parse_deck(f"Mazo principal\n{line}\n", "list.txt", cards)
        assert deck.main == (14283055,) and deck.warnings == ()
    deck = parse_deck("Main Deck\n1 Sangan (Enfrentamiento)\n", "list.txt", cards)
    assert [d.message_key for d in deck.warnings] == ["syntax.note-card"]  # another's, as before


@pytest.mark.parametrize("label", ["#Cuts", "Honourable Mentions:", "Side: 14558127"])
def test_a_ydk_loads_its_passcodes_under_any_line_as_the_simulators_do(
    cards: CardDB, label: str
) -> None:
    """Reading the change back: in a ``.ydk`` with a name line (read as a text list),
    ``#Cuts`` left a Forbidden passcode out, while EDOPro loads it in the Main Deck; and
    ``Side: 14558127`` moved the cards after it to the Side Deck, where the simulators keep
    them in the Main Deck."""
    text = f"#created by x\n#main\n14558127\n{label}\n55144522\nSangan\n!side\n"
    deck = parse_deck(text, "deck.ydk", cards)
    assert POT in deck.main and SANGAN in deck.main
    assert not [d for d in deck.warnings if d.message_key == "syntax.label-card.other"]
