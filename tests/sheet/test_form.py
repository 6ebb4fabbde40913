"""The sheet is a fillable form: Konami's field names exactly, filled with the deck and the
player's details, editable, and printing as drawn (each field has its appearance)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from helpers import run, write_distinct_monsters
from pdfs import field_values, printed_text
from pypdf import PdfReader

from ydkcheck.cards import CardDB
from ydkcheck.cards.naming import CardNamer
from ydkcheck.decks import read_deck

REPO = Path(__file__).parents[2]
ROSE = str(REPO / "examples" / "decks" / "rose-dragon.ydk")
# Konami's deck list form, as its fields are spelt (note the two spaces of the first)
PLAYER = [
    "First  Middle Names",
    "Last Names",
    "Last Name Initial",
    "CARD GAME ID",
    "Country of Residency",
    "Event Name",
    "Event Date - Month",
    "Event Date - Day",
    "Event Date - Year",
]
ROWS = [
    *(f"{kind} {n}" for kind in ("Monster", "Spell", "Trap") for n in range(1, 19)),
    *(f"{kind} Card {n} Count" for kind in ("Monster", "Spell", "Trap") for n in range(1, 19)),
    *(f"{deck} Deck {n}" for deck in ("Extra", "Side") for n in range(1, 16)),
    *(f"{deck} Deck {n} Count" for deck in ("Extra", "Side") for n in range(1, 16)),
]
TOTALS = [
    "Total Monster Cards",
    "Total Spell Cards",
    "Total Trap Cards",
    "Main Deck Total",
    "Total Extra Deck",
    "Total Side Deck",
]
KONAMI_FIELDS = {*PLAYER, *ROWS, *TOTALS}
TYPE_PREFIX = {"monster": ("Monster", "Monster Card"), "spell": ("Spell", "Spell Card")}
TYPE_PREFIX["trap"] = ("Trap", "Trap Card")


def test_the_sheet_has_exactly_konamis_183_text_fields(tmp_path):
    target = tmp_path / "hoja.pdf"
    assert run("hoja", ROSE, "-o", str(target)).exit_code == 0
    reader = PdfReader(target)
    fields = reader.get_fields()
    assert fields is not None and len(KONAMI_FIELDS) == 183
    assert set(fields) == KONAMI_FIELDS
    assert all(field.get("/FT") == "/Tx" for field in fields.values())
    form = reader.trailer["/Root"]["/AcroForm"]
    assert "/Helv" in form["/DR"]["/Font"]
    for annotation in reader.pages[0]["/Annots"]:
        widget = annotation.get_object()
        assert widget["/F"] & 4 and not widget.get("/Ff", 0) & 1  # printed, not read-only
        assert "/N" in widget["/AP"]  # prints as drawn, without the reader making it


def test_the_fields_hold_the_deck_in_order_and_the_totals(tmp_path, cards: CardDB):
    target = tmp_path / "hoja.pdf"
    player = ("--jugador", "García López, Ana", "--id", "0123456789", "--evento", "Regional")
    assert run("hoja", ROSE, "-o", str(target), *player).exit_code == 0
    values = field_values(target)
    namer = CardNamer("es")
    deck = read_deck(ROSE, cards)
    by_type: dict[str, list[tuple[str, int]]] = {"monster": [], "spell": [], "trap": []}
    for code, copies in Counter(deck.main).items():
        card = cards.get(code)
        assert card is not None
        by_type[card.kind].append((namer(card.alias or code, card.name), copies))
    for kind, lines in by_type.items():
        name, count = TYPE_PREFIX[kind]
        for row, (card_name, copies) in enumerate(lines, start=1):
            assert values[f"{name} {row}"] == card_name
            assert values[f"{count} {row} Count"] == str(copies)
        for row in range(len(lines) + 1, 19):
            assert values[f"{name} {row}"] == values[f"{count} {row} Count"] == ""
    for section, codes in (("Extra", deck.extra), ("Side", deck.side)):
        for row, (code, copies) in enumerate(Counter(codes).items(), start=1):
            card = cards.get(code)
            assert card is not None
            assert values[f"{section} Deck {row}"] == namer(card.alias or code, card.name)
            assert values[f"{section} Deck {row} Count"] == str(copies)
    totals = [sum(copies for _, copies in by_type[kind]) for kind in ("monster", "spell", "trap")]
    assert [values[name] for name in TOTALS] == [
        *map(str, totals),
        str(len(deck.main)),
        str(len(deck.extra)),
        str(len(deck.side)),
    ]
    assert values["First  Middle Names"] == "Ana" and values["Last Names"] == "García López"
    assert values["CARD GAME ID"] == "0123456789" and values["Event Name"] == "Regional"
    assert values["Country of Residency"] == ""
    printed = printed_text(target)  # what prints is what the fields hold
    assert "Ana García López 0123456789" in printed
    assert f"3 {values['Monster 1']}" in printed


def test_a_group_longer_than_the_form_numbers_its_fields_on(tmp_path, cards: CardDB):
    deck = tmp_path / "many.ydk"
    monsters = write_distinct_monsters(cards, 25, deck)
    target = tmp_path / "many.pdf"
    done = run("--lang", "en", "hoja", str(deck), "-o", str(target))
    assert done.exit_code in (0, 1), done.stderr
    values = field_values(target)
    namer = CardNamer("en")
    assert [values[f"Monster {n}"] for n in range(1, 26)] == [
        namer(card.id, card.name) for card in monsters
    ]
    assert values["Monster Card 25 Count"] == "1" and values["Total Monster Cards"] == "25"
    assert {f"Spell {n}" for n in range(1, 19)} <= set(values)  # the empty rows' fields
