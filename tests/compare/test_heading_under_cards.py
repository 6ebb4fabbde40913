"""A list whose "Main Deck" heading stands under cards no heading heads (a deck box copied
as text without an Extra Deck writes its labels under their cards) reads two ways: the
cards under the heading in the Main Deck, or in the section its next label names.
``compara`` matched it with a Main Deck holding them all, without a word; the line is now
one to confirm with the player."""

from __future__ import annotations

from pathlib import Path

from helpers import run

POT, FERTILIZER, MAXX = "55144522", "44887817", "23434538"
LIST = "\n".join(["3 Pot of Greed"] * 13 + ["1 Miracle Fertilizer"])


def test_the_heading_under_cards_is_a_line_to_confirm(tmp_path: Path) -> None:
    registered = tmp_path / "list.txt"
    registered.write_text(f'{LIST}\nMain Deck\n3 Maxx "C"\nSide Deck\n', encoding="utf-8")
    presented = tmp_path / "deck.ydk"
    main = [POT] * 39 + [FERTILIZER] + [MAXX] * 3
    presented.write_text("#main\n" + "\n".join(main) + "\n#extra\n!side\n", encoding="utf-8")
    result = run("compara", str(registered), str(presented), "--lang", "en")
    said = " ".join(result.stdout.split())
    assert "SAME DECK" not in said, said
    assert "NOT CONFIRMED: 1 line to confirm" in said
    assert "line 15: 'Main Deck' stands under 40 cards no heading heads" in said


def test_a_title_that_names_a_card_leaves_no_legal_verdict(tmp_path: Path) -> None:
    """A list titled with a card's name above its Main Deck heading, 39 cards under it: the
    title read as a card made it a legal 40. The verdict no longer stands on that guess, and
    ``compara`` has the judge confirm the line."""
    registered = tmp_path / "list.txt"
    cards = "\n".join(["3 Pot of Greed"] * 13)
    registered.write_text(f"Miracle Fertilizer\n\nMain Deck\n{cards}\n", encoding="utf-8")
    checked = run("valida", str(registered), "--lang", "en")
    said = " ".join(checked.stdout.split())
    assert checked.exit_code == 1, said
    assert "line 1 error count 'Miracle Fertilizer' above the list writes no count" in said
    presented = tmp_path / "deck.ydk"
    main = [FERTILIZER] + [POT] * 39
    presented.write_text("#main\n" + "\n".join(main) + "\n#extra\n!side\n", encoding="utf-8")
    compared = run("compara", str(registered), str(presented), "--lang", "en")
    said = " ".join(compared.stdout.split())
    assert "SAME DECK" not in said and "NOT CONFIRMED: 1 line to confirm" in said, said
