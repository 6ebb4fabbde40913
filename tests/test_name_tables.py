"""The name index's tables, and the prebuilt copy the wheel ships: used only when it was made
from the card data in use, and then the very tables a run would work out."""

from __future__ import annotations

import hashlib
import marshal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.cards import CardDB, name_tables, prebuilt
from ydkcheck.cards.matching import NameIndex
from ydkcheck.cards.name_tables import (
    PREBUILT,
    NameTables,
    build_tables,
    prebuilt_bytes,
    read_prebuilt,
)

TAG = "snapshot|2026-11-30|15000"


@pytest.fixture(scope="module")
def tables(cards: CardDB) -> NameTables:
    return build_tables(cards)


def test_the_prebuilt_copy_reads_back_as_the_tables(tables: NameTables) -> None:
    assert read_prebuilt(prebuilt_bytes(tables, TAG), TAG) == tables


@pytest.mark.parametrize(
    "other",
    ["snapshot|2026-12-01|15000", "snapshot|2026-11-30|15001", "cache|2026-11-30|15000", ""],
)
def test_a_copy_made_from_other_card_data_is_not_used(tables: NameTables, other: str) -> None:
    assert read_prebuilt(prebuilt_bytes(tables, other), TAG) is None


def test_a_copy_of_another_format_or_unicode_database_is_not_used(
    tables: NameTables, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = prebuilt_bytes(tables, TAG)
    monkeypatch.setattr(name_tables, "FORMAT", name_tables.FORMAT + 1)
    assert read_prebuilt(made, TAG) is None
    monkeypatch.undo()
    monkeypatch.setattr(prebuilt.unicodedata, "unidata_version", "99.0.0")
    assert read_prebuilt(made, TAG) is None


@pytest.mark.parametrize("cut", [1, 100, 10_000])
def test_a_cut_copy_is_not_used(tables: NameTables, cut: int) -> None:
    made = prebuilt_bytes(tables, TAG)
    assert read_prebuilt(made[:-cut], TAG) is None


def test_a_copy_with_one_byte_changed_is_not_used(tables: NameTables) -> None:
    """A changed byte of a passcode would find another card by a name: the digest says."""
    made = bytearray(prebuilt_bytes(tables, TAG))
    made[-20] ^= 1
    assert read_prebuilt(bytes(made), TAG) is None


def _whole(body: bytes) -> bytes:
    """``body`` after the header and its own digest: what passes the digest."""
    header = prebuilt_bytes(NameTables({}, {}, {}, {}), TAG).split(b"\n", 1)[0] + b"\n"
    return header + hashlib.sha256(body).hexdigest().encode() + b"\n" + body


@given(st.binary(max_size=200))
def test_any_bytes_after_the_header_are_never_used(body: bytes) -> None:
    """Damaged bytes, a digest among them or not, never reach marshal (whose sizes a damaged
    byte could make ask for gigabytes): they fail the digest."""
    header = prebuilt_bytes(NameTables({}, {}, {}, {}), TAG).split(b"\n", 1)[0] + b"\n"
    assert read_prebuilt(header + body, TAG) is None


@pytest.mark.parametrize("held", [[{}, {}, {}], ({}, {}, {}, []), "tables", 7])
def test_a_copy_holding_other_things_is_not_used(held: object) -> None:
    assert read_prebuilt(_whole(marshal.dumps(held)), TAG) is None


def test_a_copy_that_asks_for_more_memory_than_there_is_is_not_used() -> None:
    assert read_prebuilt(_whole(b"[\xff\xff\xff\x7f"), TAG) is None


def _package_with(folder: Path, content: bytes) -> Path:
    (folder / "data").mkdir(parents=True)
    (folder / "data" / PREBUILT).write_bytes(content)
    return folder


def test_a_run_loads_the_copy_made_from_its_card_data(
    cards: CardDB, tables: NameTables, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a copy whose one key is made up: finding the card by it proves the copy was loaded
    marked = NameTables({"madeupkey": [tables.by_key["potofgreed"][0]]}, *tables[1:])
    package = _package_with(tmp_path, prebuilt_bytes(marked, cards.info.tag))
    monkeypatch.setattr(name_tables, "package_dir", lambda: package)
    found = NameIndex(cards).find("Made-Up Key").card
    assert found is not None and found.name == "Pot of Greed"


@pytest.mark.parametrize("made_for", ["other|data|1", None])
def test_a_run_on_other_card_data_works_the_tables_out(
    cards: CardDB,
    tables: NameTables,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    made_for: str | None,
) -> None:
    """A copy made from other card data, or none at all (a checkout, an editable install):
    the tables are worked out, and no key of the copy is read."""
    content = b"" if made_for is None else prebuilt_bytes(NameTables({}, {}, {}, {}), made_for)
    package = _package_with(tmp_path, content) if made_for else tmp_path
    monkeypatch.setattr(name_tables, "package_dir", lambda: package)
    assert name_tables.name_tables(cards) == tables
