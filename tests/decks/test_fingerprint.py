"""The fingerprint: the README's recipe, recomputed here from the card table alone, gives what
ydkcheck prints for every real deck; it is 140 bits, read back whole, never on a prefix."""

from __future__ import annotations

import hashlib
from collections import Counter
from functools import cache
from pathlib import Path

import pytest
from helpers import DECKS

import ydkcheck
from ydkcheck.cards import open_card_db
from ydkcheck.decks import Deck, read_deck
from ydkcheck.decks.fingerprint import canonical_form, fingerprint, fingerprint_of, normalised

REPO = Path(__file__).resolve().parents[2]
SHARED_DECKS = REPO.parent / "shared" / "data" / "decks"
CARD_TABLE = Path(ydkcheck.__file__).parent / "data" / "cards.tsv"
EXTRA_TABLE = Path(ydkcheck.__file__).parent / "data" / "extra-passcodes.tsv"


@cache
def table() -> dict[int, tuple[int, str, str, str]]:
    """The card table as the README's recipe reads it: passcode -> (alias, name, Konami id,
    kind)."""
    rows = {}
    for line in CARD_TABLE.read_text(encoding="utf-8").splitlines():
        columns = line.split("\t")
        rows[int(columns[0])] = (int(columns[1] or 0), columns[2], columns[10], columns[3])
    return rows


@cache
def own_codes() -> frozenset[int]:
    """The passcodes the extra table gives the kind ``simulator`` or ``misprint`` (its third
    column): each written as itself."""
    rows = (line.split("\t") for line in EXTRA_TABLE.read_text(encoding="utf-8").splitlines())
    return frozenset(int(row[0]) for row in rows if row[2] in ("simulator", "misprint"))


def recipe(deck: Deck) -> str:
    """The README's recipe, written from its words, not from ydkcheck's code."""

    def card(code: int) -> int:
        alias, name, konami, _ = table().get(code, (0, "", "", ""))
        if code in own_codes():
            return code
        if alias and alias in table() and table()[alias][1] == name:
            other = table()[alias][2]
            if not konami or not other or konami == other:
                return alias
        return code

    def skill(code: int) -> bool:
        return table().get(code, (0, "", "", ""))[3] == "skill"

    skills = tuple(code for code in (*deck.extra, *deck.side) if skill(code))
    extra, side = (tuple(c for c in codes if not skill(c)) for codes in (deck.extra, deck.side))
    canonical = ""
    for section, codes in (("main", deck.main + skills), ("extra", extra), ("side", side)):
        counts = Counter(map(card, codes))
        canonical += "".join(f"{section} {code} {counts[code]}\n" for code in sorted(counts))
    value = int.from_bytes(hashlib.sha256(canonical.encode("ascii")).digest(), "big") >> 116
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    text = "".join(alphabet[(value >> (5 * i)) & 31] for i in reversed(range(28)))
    return "-".join(text[i : i + 4] for i in range(0, 28, 4))


def real_decks() -> list[Path]:
    assert SHARED_DECKS.is_dir(), f"these tests need the real decks of {SHARED_DECKS}"
    return sorted(SHARED_DECKS.rglob("*.ydk")) + sorted(DECKS.rglob("*.ydk"))


def test_the_readme_recipe_gives_the_fingerprint_of_every_real_deck() -> None:
    cards = open_card_db(offline=True)
    paths = real_decks()
    assert len(paths) > 200
    for path in paths:
        deck = read_deck(str(path), cards)
        assert fingerprint(deck, cards) == recipe(deck), path


def test_a_simulator_only_passcode_is_a_card_of_its_own_in_code_and_recipe() -> None:
    cards = open_card_db(offline=True)
    real = Deck("real", (26202165,) * 3 + (14558127,) * 37, (), ())
    simulator = Deck("edopro", (504700178,) * 3 + (14558127,) * 37, (), ())
    assert fingerprint(simulator, cards) == recipe(simulator)
    assert fingerprint(real, cards) == recipe(real) != recipe(simulator)


def test_a_misprinted_number_and_an_artwork_in_code_and_recipe() -> None:
    cards = open_card_db(offline=True)
    for real, other in ((59750328, 59750325), (81480460, 81480461)):
        decks = [Deck(str(code), (code,) + (14558127,) * 39, (), ()) for code in (real, other)]
        assert [fingerprint(deck, cards) for deck in decks] == [recipe(deck) for deck in decks]
    misprint = Deck("misprint", (59750325,) + (14558127,) * 39, (), ())
    assert recipe(misprint) != recipe(Deck("real", (59750328,) + (14558127,) * 39, (), ()))


def test_a_skill_card_is_in_the_main_deck_wherever_written_in_code_and_recipe() -> None:
    """A hostile round: the same Speed Duel deck with its Skill under ``!side`` rather than
    ``#main`` had another fingerprint, and ``compara`` gave it a Game Loss."""
    cards = open_card_db(offline=True)
    main = (46986414,) * 3 + (55144522,) * 3 + (12580477,) * 3 + (14558127,) * 11
    written = [
        Deck("main", (300201002, *main), (), ()),
        Deck("extra", main, (300201002,), ()),
        Deck("side", main, (), (300201002, 14558127)),
    ]
    prints = [fingerprint(deck, cards) for deck in written]
    assert prints == [recipe(deck) for deck in written]
    assert prints[0] == prints[1] != prints[2]  # the Side's other card is in the Side
    moved = Deck("moved", (*main, 14558127), (), (300201002,))
    assert fingerprint(moved, cards) != fingerprint(
        Deck("kept", main, (), (300201002, 14558127)), cards
    )


def test_it_has_140_bits_in_seven_groups_of_a_readable_alphabet() -> None:
    shown = fingerprint_of("main 14558127 3\n")
    groups = shown.split("-")
    assert [len(group) for group in groups] == [4] * 7
    assert not set("".join(groups)) - set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    # every other deck text gives another fingerprint (no truncation to a few digits)
    assert len({fingerprint_of(f"main {code} 3\n") for code in range(5000)}) == 5000


@pytest.mark.parametrize(
    "written",
    [
        "{}",
        "{lower}",
        "{plain}",
        "  {spaced}  ",
        "{look_alikes}",
    ],
)
def test_a_fingerprint_is_read_back_whatever_its_case_dashes_or_look_alikes(written: str) -> None:
    shown = fingerprint_of("main 14558127 3\n")
    plain = shown.replace("-", "")
    look_alikes = shown.replace("1", "l").replace("0", "O")
    text = written.format(
        shown,
        lower=shown.lower(),
        plain=plain,
        spaced=" ".join(shown.split("-")),
        look_alikes=look_alikes,
    )
    assert normalised(text) == shown


def test_a_prefix_or_a_longer_text_is_no_fingerprint() -> None:
    shown = fingerprint_of("main 14558127 3\n")
    assert normalised(shown[:-1]) is None
    assert normalised(shown[:19]) is None  # the length of the old 64-bit fingerprint
    assert normalised(shown + "0") is None
    assert normalised(shown.replace(shown[0], "U")) is None  # U is not in the alphabet
    assert normalised("") is None


def test_the_canonical_form_is_the_readmes_example() -> None:
    cards = open_card_db(offline=True)
    deck = Deck("d", (14558127, 14558127, 46986414, 36996508), (), (23434538,))
    # Dark Magician's alternate artwork 36996508 is written as 46986414
    assert canonical_form(deck, cards) == ("main 14558127 2\nmain 46986414 2\nside 23434538 1\n")


def test_a_card_konami_numbers_apart_is_no_artwork_of_its_namesake(tmp_path: Path) -> None:
    """The OCG's Normal Black Luster Soldier (10000100, Konami id 19092) bears the Ritual
    one's name and alias (5405694, id 4370): two cards, so two fingerprints."""
    ritual, normal = tmp_path / "ritual.ydk", tmp_path / "normal.ydk"
    ritual.write_text("#main\n5405694\n5405694\n#extra\n!side\n", encoding="utf-8")
    normal.write_text("#main\n10000100\n10000100\n#extra\n!side\n", encoding="utf-8")
    cards = open_card_db(offline=True)
    prints = {fingerprint(read_deck(str(path), cards), cards) for path in (ritual, normal)}
    assert len(prints) == 2
    assert {recipe(read_deck(str(path), cards)) for path in (ritual, normal)} == prints


def test_section_texts_written_from_kept_starts_are_the_recipes_and_stay_bounded() -> None:
    """A section's lines are written from the starts kept of earlier ones: the same text as
    the recipe's for any count (one over the counts written ahead, 64 and more), whichever
    section met a passcode first, and the starts kept never pass their bound."""
    from ydkcheck.decks.fingerprint import _SectionTexts

    texts = _SectionTexts()
    texts.MOST_STARTS = 50
    for first in range(0, 400, 7):
        codes = tuple(range(first, first + 30)) + (first,) * 70 + (first + 1,) * 62
        for name in ("main", "side"):
            counts = Counter(codes)
            expected = "".join(f"{name} {code} {counts[code]}\n" for code in sorted(counts))
            assert texts.text(name, codes[::-1]) == expected
            assert len(texts.starts[name]) <= texts.MOST_STARTS
