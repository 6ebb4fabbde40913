"""The words of the names that suggestions and shorthand look through, and the copies of them
the wheel ships: used only when made from the card data in use, and then the very tables a
run would work out."""

from __future__ import annotations

from pathlib import Path

import pytest

from ydkcheck.cards import CardDB, name_words, prebuilt, shorthand
from ydkcheck.cards.matching import NameIndex
from ydkcheck.cards.name_tables import build_tables


@pytest.fixture(scope="module")
def index(cards: CardDB) -> NameIndex:
    return NameIndex(cards, build_tables(cards))


def _shipping(folder: Path, file: str, content: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    """A package whose data folder holds only ``file``."""
    (folder / "data").mkdir(parents=True, exist_ok=True)
    (folder / "data" / file).write_bytes(content)
    monkeypatch.setattr(prebuilt, "package_dir", lambda: folder)


def test_the_words_copy_reads_back_as_the_words_worked_out(
    cards: CardDB, index: NameIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = index.worked_out_words()
    _shipping(tmp_path, name_words.PREBUILT, name_words.prebuilt_bytes(words, "t"), monkeypatch)
    loaded = name_words.shipped_words("t")
    assert loaded is not None and loaded.table() == words.table()
    assert loaded.language("Olla de la Codicia") == words.language("Olla de la Codicia") == "es"
    assert name_words.shipped_words("other") is None


def test_a_run_loads_the_words_made_from_its_card_data_unless_given_other_tables(
    cards: CardDB, index: NameIndex, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A copy whose one name is made up: suggesting it proves the copy was loaded. An index
    given tables of its own (a test's, other names) works its words out from them."""
    marked = index.worked_out_words()
    marked.by_words = {"madeupname": ["madeupname"]}
    content = name_words.prebuilt_bytes(marked, cards.info.tag)
    _shipping(tmp_path, name_words.PREBUILT, content, monkeypatch)
    assert NameIndex(cards).words().by_words == {"madeupname": ["madeupname"]}
    assert NameIndex(cards, build_tables(cards)).words().table() == index.worked_out_words().table()


@pytest.mark.parametrize("held", [(), ({}, {}, {}), ({}, {}, {}, {}), "words", 7])
def test_a_words_copy_holding_other_things_is_not_used(
    held: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _shipping(
        tmp_path, name_words.PREBUILT, prebuilt.prebuilt_bytes("words", 1, held, "t"), monkeypatch
    )
    assert name_words.shipped_words("t") is None


def test_the_shorthand_copy_is_used_only_for_its_card_data(
    cards: CardDB, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The shorthand table of the card data in use, shipped: the names it fits are those the
    table worked out fits; a copy made for other card data is not read."""
    table = shorthand.build_table(cards)
    ash = [card.name for card in shorthand.fitting_cards("Ash Blossom", cards)]
    assert ash == ["Ash Blossom & Joyous Spring"]
    for tag, used in ((cards.info.tag, True), ("other|data|1", False)):
        marked = table._replace(holding={**table.holding, "ash": ()})  # "Ash" fits nothing
        _shipping(tmp_path, shorthand.PREBUILT, shorthand.prebuilt_bytes(marked, tag), monkeypatch)
        shorthand._name_table.cache_clear()
        shorthand._fitting.cache_clear()
        try:
            fitted = shorthand.fitting_cards("Ash Blossom", cards)
        finally:
            shorthand._name_table.cache_clear()
            shorthand._fitting.cache_clear()
        assert (fitted == ()) is used
