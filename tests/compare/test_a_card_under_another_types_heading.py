"""A registered list that writes a monster under its Spells heading (``Spells (14)``) is the
deck it names, card by card: ``compara`` says the same deck, and shows the warning beside the
registered list, as it shows a total that does not add up; no line is left to confirm."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from helpers import DECKS, run

from ydkcheck.cards import CardDB
from ydkcheck.cards.naming import CardNamer
from ydkcheck.decks import read_deck

ROSE = str(DECKS / "Rose_Dragon.ydk")


def misplaced_list(cards: CardDB) -> tuple[str, int]:
    """Rose Dragon as a text list with one copy of a monster under its Spells heading, the
    headings' counts moved to match; and that monster's passcode."""
    deck = read_deck(ROSE, cards)
    main = Counter(deck.main)
    kinds: dict[str, list[tuple[str, int]]] = {"monster": [], "spell": [], "trap": []}
    code_of: dict[str, int] = {}
    for code, copies in main.items():
        card = cards.get(code)
        assert card is not None
        kinds[card.kind].append((card.name, copies))
        code_of[card.name] = code
    moved, copies = kinds["monster"][0]
    kinds["monster"][0] = (moved, copies - 1)
    kinds["spell"].insert(0, (moved, 1))
    lines = [f"Main Deck ({len(deck.main)})"]
    for kind, heading in (("monster", "Monsters"), ("spell", "Spells"), ("trap", "Traps")):
        lines.append(f"{heading} ({sum(n for _, n in kinds[kind])})")
        lines += [f"{n} {name}" for name, n in kinds[kind] if n]
    for heading, codes in (("Extra Deck", deck.extra), ("Side Deck", deck.side)):
        lines.append(f"{heading} ({len(codes)})")
        for code, n in Counter(codes).items():
            card = cards.get(code)
            assert card is not None
            lines.append(f"{n} {card.name}")
    return "\n".join(lines) + "\n", code_of[moved]


def test_the_same_deck_with_its_misplaced_card_shown(tmp_path: Path, cards: CardDB) -> None:
    text, code = misplaced_list(cards)
    card = cards.get(code)
    assert card is not None
    moved, spanish = card.name, CardNamer("es")(code, card.name)
    registered = tmp_path / "misplaced.txt"
    registered.write_text(text, encoding="utf-8")
    result = run("compara", str(registered), ROSE, "--lang", "en")
    said = " ".join(result.stdout.split())
    assert result.exit_code == 0, result.stdout + result.stderr
    assert "✔ SAME DECK" in said
    assert f"{moved} (Monster) is written under the heading 'Spells (" in said
    result = run("compara", str(registered), ROSE)
    said = " ".join(result.stdout.split())
    assert "✔ MISMO MAZO" in said and f"{spanish} (Monstruo) está escrita bajo" in said
