"""The one matcher of written card names: its key, and what it suggests for a miss."""

from __future__ import annotations

import pytest

from ydkcheck.cards import CardDB, matching
from ydkcheck.cards.matching import NameIndex, name_index
from ydkcheck.cards.name_keys import name_key


@pytest.mark.parametrize(
    ("written", "name"),
    [
        ("xyz  xtreme !!", "Xyz Xtreme\u00a0!!"),  # the card data's no-break space
        ('maxx "c"', "Maxx “C”"),
        ("MAXX C", 'Maxx "C"'),
        ("numero c102 serafin archidemonio", "Número C102: Serafín Archidemonio"),
        ("Ash Blossom and Joyous Spring", "Ash Blossom & Joyous Spring"),
        ("Flor de Ceniza y Primavera Feliz", "Flor de Ceniza & Primavera Feliz"),
        ("psy framelord omega", "PSY-Framelord Omega"),
    ],
)
def test_one_key_for_every_spelling_of_a_name(written: str, name: str) -> None:
    assert name_key(written) == name_key(name)


def test_a_key_keeps_the_letters_and_digits_that_tell_names_apart() -> None:
    assert name_key("Number 39: Utopia") != name_key("Number 39: Utopia Beyond")
    assert name_key("Crashbug X") != name_key("Crashbug Y")


def test_a_hand_spec_widens_a_miss_to_the_names_that_hold_it(cards: CardDB) -> None:
    names = name_index(cards)
    assert names.suggest("Ash Blossom") == []  # nothing near enough for a decklist
    assert names.suggest("Ash Blossom", wider=True)[0] == "Ash Blossom & Joyous Spring"
    assert names.suggest("Ash Blosom & Joyous Spring", wider=True) == [
        "Ash Blossom & Joyous Spring"
    ]
    assert names.suggest("!!", wider=True) == []  # no letter to look for


@pytest.mark.parametrize(
    ("written", "suggested"),
    [
        # English names get English suggestions: these were offered Spanish names beside them
        ("Elemntal HERO Absolute Zero", ["Elemental HERO Absolute Zero"]),
        ("Te Creator", ["The Creator", "The Dark Creator", "The Chaos Creator"]),
        # and Spanish names Spanish ones: these were offered English names, first or beside
        ("Mausole del Emperador", ["Mausoleo del Emperador"]),
        ("Escorpión e", ["Escorpión de Acero", "Escorpión Demonio", "Escorpión Géminis"]),
        # no word of either language, no Spanish mark: the language whose names are nearer
        ("Fuwalos Multivadra", ["Fuwalos Multivadora", "Meowls Multivadora"]),
        ("Mannadium aliente", ["Mannadium Valiente"]),
    ],
)
def test_suggestions_are_in_the_language_of_the_name(
    cards: CardDB, written: str, suggested: list[str]
) -> None:
    assert name_index(cards).suggest(written) == suggested


def test_a_hand_spec_widens_in_the_language_of_the_name(cards: CardDB) -> None:
    names = name_index(cards)
    english = ["Diabellstar Vengeance", "Snake-Eyes Diabellstar", "Diabellstar the Black Witch"]
    assert names.suggest("Diabellstar", wider=True) == english  # not Diabellstar Venganza
    assert names.suggest("Diabellstar la Bruja", wider=True) == ["Diabellstar la Bruja Negra"]


@pytest.mark.parametrize(
    ("written", "language"),
    [
        ("Diabellstar the Black Witch", "en"),  # the, black, witch: English names' words
        ("Diabellstar la Bruja Negra", "es"),  # la, bruja, negra: Spanish names' words
        ("Diabellstar Witch la Negra", "es"),  # two votes against one
        ("¡Xyzzy!", "es"),  # no word votes: a Spanish mark
        ("Diabellstar Dragon", None),  # both languages' names use both words
        ("Xyzzy", None),
    ],
)
def test_the_language_of_a_name_is_the_one_its_words_vote_for(
    cards: CardDB, written: str, language: str | None
) -> None:
    assert name_index(cards).words().language(written) == language


def test_the_words_of_a_name_in_another_order_are_suggested_first(cards: CardDB) -> None:
    names = name_index(cards)
    written = "Blue-Eyes Spirit Ultimate Dragon"
    assert names.find(written).card is None  # suggested, never read as the card
    assert names.reordered(written) == ["Blue-Eyes Ultimate Spirit Dragon"]
    assert names.suggest(written)[0] == "Blue-Eyes Ultimate Spirit Dragon"
    spanish = "Dragón de Ojos Azules Espiritual Definitivo"
    assert names.reordered(spanish) == ["Dragón Espiritual Definitivo de Ojos Azules"]
    # two cards bear these words, each in its own order: both are named
    assert set(names.reordered("Beast Barbaros King")) == {
        "Beast King Barbaros",
        "King Beast Barbaros",
    }
    assert names.reordered("Blue-Eyes Spirit Ultimate Dragon Token") == []  # a word more
    assert names.reordered("Spirit Dragon") == []  # a word less


def test_a_remembered_look_up_is_the_look_up(
    cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    names = NameIndex(cards)
    monkeypatch.setattr(matching, "MOST_REMEMBERED", 2)  # a full memory starts again
    written = ["Pot of Greed", "MAXX C", "Hero Flash", "Pot of Greed", "Ash Blosom", "MAXX C"]
    for name in written:
        assert names.find(name) == names._find(name)
        assert len(names._found) <= 2
    assert names.find("Hero Flash").candidates  # several cards: remembered as such


@pytest.mark.parametrize(
    ("written", "today"),
    [
        ("Kinetic Soldier", "Cipher Soldier"),
        ("Red-Eyes B. Dragon", "Red-Eyes Black Dragon"),
        ("Big Shield Guardna", "Big Shield Gardna"),
        ("Oscillo Hero #2", "Wattkid"),
        ("Damage Vaccine Omega MAX", "Damage Vaccine Ω MAX"),
    ],
)
def test_a_name_a_card_was_printed_with_before_its_renaming_finds_it(
    cards: CardDB, written: str, today: str
) -> None:
    """Before: old lists (Goat, Edison) write the names of their day, and `1 Kinetic
    Soldier` was an unknown card with no suggestion."""
    found = name_index(cards).find(written).card
    assert found is not None and found.name == today


def test_every_former_name_finds_its_card_and_never_takes_a_name_of_today(
    cards: CardDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ydkcheck.cards import name_tables, naming

    index = name_index(cards)
    for code, name in naming.former_english_names():
        found = index.find(name).card
        assert found is not None and found.identity == cards.get(code).identity, name
    sangan, maxx_c = 26202165, 23434538
    shipped = naming.former_english_names()
    monkeypatch.setattr(name_tables, "former_english_names", lambda: [*shipped, (maxx_c, "Sangan")])
    taken = NameIndex(cards, name_tables.build_tables(cards))
    assert taken.find("Sangan").card.id == sangan  # a card named so today keeps its name
    assert taken.find("Kinetic Soldier").card is not None


def test_a_misspelt_former_name_is_suggested(cards: CardDB) -> None:
    assert "Kinetic Soldier" in name_index(cards).suggest("Kinetik Soldier")


def test_a_number_shortened_names_the_number_card_spelt_out(cards) -> None:
    from ydkcheck.cards.matching import name_index, number_spelt_out

    index = name_index(cards)
    assert number_spelt_out("No. 39: Utopia") == ("Number 39: Utopia", "Número 39: Utopia")
    assert number_spelt_out("#C39: Utopia Ray") == (
        "Number C39: Utopia Ray",
        "Número C39: Utopia Ray",
    )
    for name in ("No Entry!!", "Noble Knight Artorigus", "Nobleman of Crossout", "Number Wall"):
        assert number_spelt_out(name) == ()
    assert getattr(index.number_named("No. 39: Utopia"), "id", None) == 84013237
    assert index.number_named("No. 39") is None  # "Number 39" is no card's name


@pytest.mark.parametrize("written", ["Black Luster Soldier", "Soldado del Brillo Negro"])
def test_a_name_two_cards_bear_names_both_by_passcode(cards: CardDB, written: str) -> None:
    """The OCG's Normal Black Luster Soldier (10000100) counts with the Ritual one (5405694)
    but is a card of its own (Konami numbers it apart): a list writing the name may mean
    either; it is read as the Ritual one, and the reader says so (``tests/decks``)."""
    match = name_index(cards).find(written)
    assert match.card is not None and match.card.id == 5405694  # the card the other counts as
    assert match.alike == (10000100,)
    # an alternate artwork is its card: Dark Magician's names one card
    assert name_index(cards).find("Dark Magician").card is not None


@pytest.mark.parametrize(
    ("written", "alike"),
    [
        ("RESCATE", (99984170,)),  # ¡RESCATE!'s letters, capitals too: said
        ("Rescate", ()),  # Salvage's Spanish name as it is
        ("rescate", ()),  # in lower case: no card's letters as written
        ("HERO FLASH!!", ()),  # H.E.R.O. Flash!'s letters are "HERO Flash"
    ],
)
def test_a_name_that_folds_as_two_is_read_as_written_and_says_the_other(
    cards: CardDB, written: str, alike: tuple[int, ...]
) -> None:
    """A hostile round: ``RESCATE`` was read as Salvage (Rescate) without a word, though it
    writes RESCUE!'s Spanish name, ¡RESCATE!, but for its marks, capitals and all."""
    match = name_index(cards).find(written)
    assert match.card is not None and match.card.id in (96947648, 191749)
    assert match.written_alike == alike


def test_a_list_says_a_name_read_as_one_of_two_alike(cards: CardDB) -> None:
    from ydkcheck.decks.inputs import parse_deck

    deck = parse_deck("Main Deck\n1 RESCATE\n", "x.txt", cards)
    assert deck.main == (96947648,)
    [said] = deck.warnings
    assert (said.message_key, said.line) == ("syntax.name-case", 2)
    assert "(RESCUE!, 99984170)" in said.message("en")
