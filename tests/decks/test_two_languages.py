"""A text list in two languages is said: Konami's policy asks for a list in one (TP 2.3)."""

from __future__ import annotations

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck

KEY = "syntax.two-languages"
ENGLISH = "Main Deck\n3 Ash Blossom & Joyous Spring\n2 Pot of Greed\n1 Monster Reborn\n"


def said(text: str, cards: CardDB) -> list[tuple[int | None, dict[str, object]]]:
    deck = parse_deck(text, "list.txt", cards)
    return [(d.line, d.params) for d in deck.warnings if d.message_key.startswith(KEY)]


def test_a_list_in_english_or_in_spanish_alone_is_not_said(cards: CardDB) -> None:
    spanish = "Deck Principal\n3 Flor de Ceniza & Primavera Feliz\n2 Olla de la Codicia\n"
    assert parse_deck(spanish, "x", cards).main == (14558127,) * 3 + (55144522,) * 2
    assert said(ENGLISH, cards) == []
    assert said(spanish, cards) == []


def test_a_spanish_name_among_english_ones_is_said_at_its_line(cards: CardDB) -> None:
    """Found reading the last review's leftovers: a list mixing English and Spanish names
    passed without a word, while the policy asks for one language."""
    text = ENGLISH + "3 Olla de la Codicia\n"
    assert said(text, cards) == [(5, {"english": 3, "spanish": 1})]


def test_the_line_said_is_the_first_of_the_language_fewer_lines_write(cards: CardDB) -> None:
    text = "Main Deck\n3 Olla de la Codicia\n1 Monstruo Renacido\n1 Raigeki\n2 Pot of Greed\n"
    assert said(text, cards) == [(5, {"english": 1, "spanish": 2})]


def test_a_name_both_languages_write_alike_counts_for_neither(cards: CardDB) -> None:
    """``Raigeki`` is the Spanish name too: no second language (``Maxx "C"`` is not: Spanish
    writes ``"C" Maxx``)."""
    assert said("Main Deck\n1 Raigeki\n2 Olla de la Codicia\n", cards) == []
    assert said("Main Deck\n1 Raigeki\n2 Pot of Greed\n", cards) == []
    assert said('Main Deck\n3 Maxx "C"\n2 Olla de la Codicia\n', cards) == [
        (3, {"english": 1, "spanish": 1})
    ]


def test_a_card_without_a_spanish_name_counts_for_neither(cards: CardDB) -> None:
    """A card too new for a Spanish name is written in English on a Spanish list too."""
    from ydkcheck.cards.naming import spanish_names

    assert spanish_names().get(212652) is None  # Trap of the Poisonous Scorpion
    text = "Deck Principal\n3 Olla de la Codicia\n1 Trap of the Poisonous Scorpion\n"
    assert said(text, cards) == []


def test_the_warning_changes_no_card_read(cards: CardDB) -> None:
    text = ENGLISH + "3 Olla de la Codicia\n"
    mixed, english = (
        parse_deck(text, "x", cards),
        parse_deck(ENGLISH + "3 Pot of Greed\n", "x", cards),
    )
    assert mixed.main == english.main and mixed.unread == english.unread


def test_compara_says_it_beside_the_list_and_confirms_the_deck(tmp_path) -> None:
    """Each line is read as the card it names: the deck check says the list is in two
    languages, with no line to confirm and no infraction."""
    from helpers import run

    listed = tmp_path / "list.txt"
    listed.write_text(ENGLISH + "3 Olla de la Codicia\n", encoding="utf-8")
    english = tmp_path / "english.txt"
    english.write_text(ENGLISH + "3 Pot of Greed\n", encoding="utf-8")
    done = run("--lang", "en", "compara", str(listed), str(english), "--lista", "goat")
    assert "in English and in Spanish" in done.stdout, done.stdout
    assert "to confirm" not in done.stdout and "SAME DECK" in done.stdout, done.stdout


def test_the_language_said_is_the_one_of_the_line_pointed_at(cards: CardDB) -> None:
    """Found re-checking: at a tie the message said "the first of the fewer"; it names the
    language of its line."""
    tie = parse_deck("Main Deck\n3 Mirror Force\n3 Agujero Trampa\n", "x", cards)
    [said] = [d for d in tie.warnings if d.message_key.startswith(KEY)]
    assert (said.line, said.message_key) == (3, KEY)
    assert "the first in Spanish" in said.message("en")
    english = "Deck Principal\n3 Olla de la Codicia\n1 Monstruo Renacido\n2 Pot of Greed\n"
    [said] = [d for d in parse_deck(english, "x", cards).warnings if d.message_key.startswith(KEY)]
    assert (said.line, said.message_key) == (4, KEY + ".english")
    assert "esta la primera en inglés" in said.message("es")
