"""Text decklists as the tools and people write them: one fixture per layout, every card found.

The fixtures (``data/text/``) are the text exports of YGOPRODeck, Duelingbook, EDOPro and a
Master Duel-style list, and hand-typed lists in Spanish and in English, each made from a real
deck; ``expected.tsv`` holds that deck (section, passcode, copies).
"""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

import pytest
from helpers import read_written

from ydkcheck.cards import CardDB
from ydkcheck.cards.matching import name_index
from ydkcheck.decks import read_deck
from ydkcheck.errors import InputError

DATA = Path(__file__).parent / "data" / "text"
FIXTURES = sorted(path.name for path in DATA.glob("fixture-*.txt"))
# the hand-typed English list misspells three names on purpose: each is a diagnostic
TYPOS = {
    "Dogmatika Eclesia, the Virtuous": "Dogmatika Ecclesia, the Virtuous",
    "Infinite Impermanance": "Infinite Impermanence",
    "Cosmic Cyclon": "Cosmic Cyclone",
}


def name_index_card(cards: CardDB, name: str) -> int:
    """The passcode of the card the data names exactly ``name``."""
    card = name_index(cards).find(name).card
    assert card is not None and card.name == name, name
    return card.id


def expected(fixture: str) -> Counter[tuple[str, int]]:
    with open(DATA / "expected.tsv", encoding="utf-8", newline="") as handle:
        rows = [
            row
            for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
            if row["fixture"] == fixture
        ]
    assert rows
    typo_cards = set(TYPOS.values())
    return Counter(
        {
            (row["section"], int(row["passcode"])): int(row["count"])
            for row in rows
            if not (fixture.endswith("messy.txt") and row["name_en"] in typo_cards)
        }
    )


@pytest.mark.parametrize("fixture", FIXTURES)
def test_every_card_of_each_layout_is_found_in_its_section(fixture: str, cards: CardDB) -> None:
    deck = read_deck(str(DATA / fixture), cards)
    found = Counter((entry.section.value, entry.card_id) for entry in deck.entries)
    assert found == expected(fixture)


def test_the_misspelt_names_are_one_diagnostic_each_with_the_right_suggestion(
    cards: CardDB,
) -> None:
    deck = read_deck(str(DATA / "fixture-english-handwritten-messy.txt"), cards)
    unknown = [d for d in deck.warnings if d.rule == "unknown-card"]
    assert [d.params["name"] for d in unknown] == list(TYPOS)
    # a suggestion, or the one card a shorthand fits ("Cosmic Cyclon"), as compara reads it
    said = [d.params.get("hint") or d.params["card"] for d in unknown]
    assert all(hint.startswith(right) for hint, right in zip(said, TYPOS.values(), strict=True))
    assert all(d.line for d in unknown)


@pytest.mark.parametrize(
    ("written", "name"),
    [
        ("Maxx “C”", 'Maxx "C"'),
        ("«C» Maxx", 'Maxx "C"'),  # Spanish, with Spanish quotes
        ("flor de ceniza y primavera feliz", "Ash Blossom & Joyous Spring"),
        ("Nibiru the Primal Being", "Nibiru, the Primal Being"),
        ("PSY Framelord Omega", "PSY-Framelord Omega"),
    ],
)
def test_names_match_whatever_their_case_accents_quotes_and_punctuation(
    written: str, name: str, tmp_path: Path, cards: CardDB
) -> None:
    deck = read_written(tmp_path, f"Main Deck\n2 {written}\n", cards)
    assert deck.main == (name_index_card(cards, name),) * 2
    assert deck.warnings == ()


def test_a_text_list_in_a_ydk_file_or_on_standard_input_is_read_as_text(
    tmp_path: Path, cards: CardDB
) -> None:
    path = tmp_path / "deck.ydk"
    path.write_text("Deck Principal\n3 Ash Blossom & Joyous Spring\n", encoding="utf-8")
    assert read_deck(str(path), cards).main == (14558127,) * 3  # once "unknown passcode 3"


def test_a_line_that_is_no_card_is_a_diagnostic_and_the_deck_is_still_judged(
    tmp_path: Path, cards: CardDB
) -> None:
    path = tmp_path / "list.txt"
    path.write_text("Main Deck\n3 Ash Blossom & Joyous Spring\n3 Zzyzx Qqq\n--\n", "utf-8")
    deck = read_deck(str(path), cards)
    assert deck.main == (14558127,) * 3
    assert [(d.rule, d.line) for d in deck.warnings] == [("unknown-card", 3), ("syntax", 4)]
    assert deck.warnings[0].message_key == "rule.unknown-name.no-hint"  # no "did you mean: -"


def test_a_folder_of_text_submissions_is_checked_and_its_readme_left_alone(
    tmp_path: Path, cards: CardDB
) -> None:
    from ydkcheck.decks import read_inputs

    for fixture in FIXTURES:
        (tmp_path / fixture).write_bytes((DATA / fixture).read_bytes())
    (tmp_path / "README.txt").write_text("Decks for Saturday.\nSend yours by Friday.\n", "utf-8")
    (tmp_path / "old.ydk").write_text("#main\n14558127\n", encoding="utf-8")
    inputs = read_inputs([str(tmp_path)], cards)
    read = [Path(source).name for source in inputs.sources if Path(source).name != "README.txt"]
    assert sorted(read) == sorted([*FIXTURES, "old.ydk"])
    assert all(inputs.read(source).entries for source in inputs.sources if "README" not in source)
    readme = str(tmp_path / "README.txt")
    with pytest.raises(InputError) as caught:
        inputs.read(readme)
    assert inputs.skipped(readme, caught.value) == "no-cards"  # named as left out, with why


def test_an_unread_card_line_stands_in_the_section_of_its_heading(
    tmp_path: Path, cards: CardDB
) -> None:
    """Its note names the section its copies would have gone to (JSON's ``section``), as the
    size rule counts it: a card line above the first heading opens the Main Deck."""
    from ydkcheck.diagnostics import Section

    path = tmp_path / "list.txt"
    text = (
        "2 Pot of Greedd\nMain Deck\n3 Pot of Greedd\n3 Sangan\n"
        "Side Deck\n2 Mirror Forcee\n1 Mirror Force\n"
    )
    path.write_text(text, encoding="utf-8")
    deck = read_deck(str(path), cards)
    unread = {note.line: note.section for note in deck.notes if note.kind == "unread"}
    assert unread == {1: Section.MAIN, 3: Section.MAIN, 6: Section.SIDE}


@pytest.mark.parametrize(
    "text",
    ["Main Deck:\n# my notes\n# more notes\n", "Main Deck\nExtra Deck\nSide Deck\n"],
)
def test_a_list_of_headings_without_cards_says_how_a_text_list_writes_a_card(
    tmp_path: Path, cards: CardDB, text: str
) -> None:
    """A list's template handed in empty is a text list, not a .ydk: the message and the line
    name what is missing, and a folder leaves it out as holding no card."""
    from ydkcheck.decks import read_inputs

    path = tmp_path / "template.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_deck(str(path), cards)
    assert (caught.value.key, caught.value.line) == ("deck.no-cards.text", 1)
    inputs = read_inputs([str(tmp_path)], cards)
    assert inputs.skipped(inputs.sources[0], caught.value) == "no-cards"


@pytest.mark.parametrize("names_lang", ["en", "es"])
def test_ydk_to_text_to_ydk_loses_no_card_no_artwork_and_no_section(
    tmp_path: Path, cards: CardDB, names_lang: str
) -> None:
    from helpers import DECKS

    from ydkcheck.decks.text_writer import to_text_decklist

    decks = sorted(DECKS.rglob("*.ydk"))
    assert len(decks) >= 9
    odd = tmp_path / "odd.ydk"  # an alternate artwork and a passcode no card has
    odd.write_text("#main\n36996508\n46986414\n99999999\n#extra\n!side\n14558127\n", "utf-8")
    # Salvage (Rescate) and RESCUE! (¡RESCATE!) fold to one name: written with a passcode
    shared = tmp_path / "shared-name.ydk"
    # and the card named "7" is no passcode 7
    shared.write_text("#main\n96947648\n96947648\n99984170\n67048711\n#extra\n!side\n", "utf-8")
    for path in [*decks, odd, shared]:
        deck = read_deck(str(path), cards)
        text = to_text_decklist(deck, cards, names_lang)
        written = tmp_path / f"{path.stem}.txt"
        written.write_text(text, encoding="utf-8")
        back = read_deck(str(written), cards)
        for section in ("main", "extra", "side"):
            assert sorted(getattr(back, section)) == sorted(getattr(deck, section)), path
        assert all(problem.rule != "syntax" for problem in back.warnings), text


def test_the_text_is_grouped_by_type_with_counts_as_on_the_printed_form(cards: CardDB) -> None:
    from helpers import DECKS

    from ydkcheck.decks.text_writer import to_text_decklist

    text = to_text_decklist(read_deck(str(DECKS / "Rose_Dragon.ydk"), cards), cards)
    lines = text.splitlines()
    assert lines[0] == "Main Deck (40)" and lines[1].startswith("Monsters (")
    spanish = to_text_decklist(read_deck(str(DECKS / "Rose_Dragon.ydk"), cards), cards, "es")
    assert spanish.startswith("Deck Principal (40)\nMonstruos (")
    assert "\n3 Dragón de la Rosa Blanca\n" in spanish and "Mágicas (" in spanish
    headings = [line for line in lines if line.endswith(")") and not line[0].isdigit()]
    counted = sum(
        int(h.rsplit("(", 1)[1][:-1]) for h in headings if h.startswith(("Mon", "Sp", "Tr"))
    )
    assert counted == 40 + 15 + 3  # every card under a type heading with its count


@pytest.mark.parametrize(
    ("line", "copies"),
    [
        ("3 Ash Blossom & Joyous Spring - MACR-EN036", 3),
        ("Ash Blossom & Joyous Spring x2 - RA01-EN057 (Platinum Secret Rare)", 2),
        ("1x Ash Blossom & Joyous Spring | MACR-EN036 | Secret", 1),
        ("3 copies of Ash Blossom & Joyous Spring", 3),
        ("2 copias de Ash Blossom & Joyous Spring", 2),
        ("3 of Ash Blossom & Joyous Spring", 3),
        ("Ash Blossom & Joyous Spring - 2 copies", 2),
    ],
)
def test_set_codes_after_a_dash_and_copies_in_words(
    line: str, copies: int, tmp_path: Path, cards: CardDB
) -> None:
    """Layouts of exported and hand-written lists a probe of real lists found unread."""
    deck = read_written(tmp_path, f"Main Deck\n{line}\n", cards)
    assert [entry.card_id for entry in deck.entries] == [14558127] * copies
    assert [d for d in deck.warnings if d.rule != "main-size"] == []


@pytest.mark.parametrize(
    ("monsters", "spells", "traps"),
    [
        ("Mostri (3)", "MAGIE (1)", "Trappole: 1"),  # Italian
        ("Monstros: 3", "Magias (1)", "Armadilhas (1)"),  # Portuguese
        ("Monstres (3)", "Magies : 1", "Pièges (1)"),  # French
        ("Monster (3)", "Zauber (1)", "Fallenkarten: 1"),  # German
        ("3 Mostri", "1 Zauberkarten", "1 Fallenkarten"),  # a count before the heading
    ],
)
def test_type_headings_in_other_languages_are_headings(
    cards: CardDB, monsters: str, spells: str, traps: str
) -> None:
    """Before: an Italian list's ``MAGIE (12)`` was 12 copies of an unknown card "MAGIE"."""
    from ydkcheck.decks.inputs import parse_deck

    text = f"Main Deck\n{monsters}\n3 Sangan\n{spells}\n1 Raigeki\n{traps}\n1 Mirror Force\n"
    deck = parse_deck(text, "x.txt", cards)
    assert len(deck.main) == 5 and deck.warnings == () and deck.unread == ()
    kinds = [(note.line, note.kind) for note in deck.notes]
    assert kinds == [(1, "heading"), (2, "type-heading"), (4, "type-heading"), (6, "type-heading")]
    wrong = parse_deck(text.replace("(3)", "(4)").replace(": 3", ": 4"), "x.txt", cards)
    assert [d.rule for d in wrong.warnings] == ["list-total"] or monsters[0] == "3"


@pytest.mark.parametrize("line", ["2 Fallen", "Fallen x2", "Fallen (2)"])
def test_a_word_that_starts_card_names_is_no_heading_in_another_language(
    cards: CardDB, line: str
) -> None:
    """German lists head their traps "Fallen", which starts card names (Fallen of Albaz,
    Fallen Paradise): "2 Fallen" was a heading, and the two copies a judge reads were gone,
    LEGAL and the same deck. It is a line to check."""
    from ydkcheck.decks.inputs import parse_deck

    deck = parse_deck(f"Main Deck\n3 Sangan\nSide Deck\n{line}\n", "x.txt", cards)
    assert deck.unread == (4,)


def test_no_card_bears_a_type_heading_s_word(cards: CardDB) -> None:
    """A heading's word is never a card's name, in English or Spanish: such a line would be
    read as a heading, not as the card."""
    from ydkcheck.decks.text_lines import TYPE_WORDS

    index = name_index(cards)
    assert [word for word in TYPE_WORDS if word in index.by_key] == []
