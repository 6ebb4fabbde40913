"""Choosing a list: by family, id, date or file, from index.json only; the installed collection."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from helpers import DECKS, run_fresh

from ydkcheck.errors import InputError, InputWarning
from ydkcheck.lists import choose, collection
from ydkcheck.lists.families import FAMILIES, FAMILY_NAMES
from ydkcheck.lists.files import load_banlist
from ydkcheck.lists.listing import diff_limits

REPO = Path(__file__).resolve().parent.parent
D = dt.date


@pytest.fixture(autouse=True)
def fresh_index() -> None:
    collection.list_index.cache_clear()


def error_of(spec: str | None, on: dt.date | None = None) -> InputError:
    with pytest.raises(InputError) as caught:
        choose.resolve(spec, on)
    return caught.value


def test_default_is_the_newest_tcg_list() -> None:
    source = choose.resolve(None)
    assert source.id == "tcg-2026-05"
    assert source.packaged
    banlist = load_banlist(source.path, source.read_text())
    assert banlist.id == "tcg-2026-05"
    assert banlist.effective == D(2026, 5, 18)


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("tcg", "tcg-2026-05"),
        ("TCG", "tcg-2026-05"),
        ("ocg", "ocg-2026-07"),
        ("goat", "goat-2005-04"),
        ("edison", "edison-2010-03"),
        ("speed", "speed-2025-07"),
        ("speed-duel", "speed-2025-07"),
        ("genesys", "genesys-2026-08"),
        ("md", "md-2026-08"),
        ("master-duel", "md-2026-08"),
        ("world", "world-2026-05"),
        ("traditional", "traditional-2026-05"),
        ("tradicional", "traditional-2026-05"),
        ("tcg-2020-04", "tcg-2020-04"),
        ("TCG-2015-04", "tcg-2015-04"),
        ("speed-2022-10-07", "speed-2022-10-07"),
    ],
)
def test_family_alias_or_id(spec: str, expected: str) -> None:
    assert choose.resolve(spec).id == expected


def test_every_family_alias_names_a_family_of_the_collection() -> None:
    families = set(choose.known_families())
    assert set(FAMILY_NAMES.values()) == set(FAMILIES) == families


@pytest.mark.parametrize(
    ("on", "expected"),
    [
        (D(2026, 5, 18), "tcg-2026-05"),  # the day the list takes effect
        (D(2026, 5, 17), "tcg-2026-02"),  # the day before
        (D(2030, 1, 1), "tcg-2026-05"),
        (D(2015, 6, 30), "tcg-2015-04"),
        (D(2015, 7, 1), "tcg-2015-07"),
        (D(2005, 4, 15), "tcg-2005-04"),
        (D(2005, 3, 26), "tcg-2004-09"),  # Pojo: "until the new ban list kicks in"
        (D(2004, 9, 1), "tcg-2004-09"),  # the first TCG list after the days none is known
        (D(2002, 5, 1), "tcg-2002-05"),  # the TCG's first list, on its first day
        (D(2002, 6, 30), "tcg-2002-05"),
        (D(2002, 7, 1), "tcg-2002-07"),
        (D(2002, 9, 30), "tcg-2002-07"),  # Yugipedia: "end_date = September 30, 2002"
    ],
)
def test_tcg_in_force_on_a_date(on: dt.date, expected: str) -> None:
    assert choose.resolve("tcg", on).id == expected


def test_date_boundaries_of_other_families() -> None:
    assert choose.resolve("genesys", D(2025, 9, 23)).id == "genesys-2025-09-22"
    assert choose.resolve("genesys", D(2025, 9, 24)).id == "genesys-2025-09-24"
    assert choose.resolve("ocg", D(2026, 6, 30)).id == "ocg-2026-04"
    assert choose.resolve("md", D(2024, 1, 1)).id == "md-2023-12"  # Konami's own list, no pool


def test_date_before_the_first_list_is_an_input_error() -> None:
    error = error_of("tcg", D(2001, 7, 31))  # once tcg-2001-05, a list of the OCG era
    assert error.key == "collection.before-first"
    message = error.render("en")
    assert "2001-07-31" in message and "tcg-2002-05" in message and "2002-05-01" in message
    assert error_of("genesys", D(2025, 9, 21)).key == "collection.before-first"


def test_a_day_whose_list_no_source_gives_is_an_input_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A stretch of ``unknown.json``: no list is taken for it, neither the one before it nor
    another region's; the list before it ends the day before the stretch."""
    stretch = collection.UnknownStretch("tcg", D(2015, 5, 1), D(2015, 6, 30))
    monkeypatch.setattr(collection, "unknown_stretches", lambda: (stretch,))
    error = error_of("tcg", D(2015, 6, 30))
    assert error.key == "collection.list-unknown"
    assert "2015-05-01" in error.render("en") and "2015-06-30" in error.render("es")
    assert choose.resolve("tcg", D(2015, 4, 30)).id == "tcg-2015-04"
    assert choose.resolve("tcg", D(2015, 7, 1)).id == "tcg-2015-07"
    assert choose.resolve("ocg", D(2015, 6, 1)).id.startswith("ocg-")  # another family
    assert choose.period_end("tcg-2015-04") == D(2015, 4, 30)


@pytest.mark.parametrize("on", [D(2002, 10, 1), D(2003, 4, 15), D(2003, 5, 10), D(2004, 8, 31)])
def test_no_tcg_list_is_taken_from_october_2002_to_august_2004(on: dt.date) -> None:
    """No source found gives the TCG's lists of those days card by card (its sources:
    tools/data/vector-corrections.tsv, tcg/2002-10-01): neither July 2002's nor the OCG's
    lists Konami's database files under the TCG stand in for them."""
    error = error_of("tcg", on)
    assert error.key == "collection.list-unknown"
    assert "2002-10-01" in error.render("en") and "2004-08-31" in error.render("en")
    assert choose.period_end("tcg-2002-07") == D(2002, 9, 30)


def test_the_list_before_days_no_source_gives_is_said_not_in_force_on_them() -> None:
    with pytest.warns(InputWarning) as said:
        chosen = choose.select_banlist("tcg-2002-07", D(2003, 5, 10))
    assert chosen.banlist.id == "tcg-2002-07"
    # no list of that day to name in its place ("- was", before): said that none is known
    keys = [warning.message.key for warning in said if isinstance(warning.message, InputWarning)]
    assert keys == ["collection.not-in-force.none"]


def test_the_shipped_stretches_are_read_from_unknown_json() -> None:
    path = REPO / "banlists" / collection.UNKNOWN_NAME
    rows = json.loads(path.read_text(encoding="utf-8"))
    collection.unknown_stretches.cache_clear()
    found = collection.unknown_stretches()
    assert [(s.family, s.start.isoformat(), s.end.isoformat()) for s in found] == [
        (row["family"], row["from"], row["until"]) for row in rows
    ]


def test_unknown_name_lists_the_families() -> None:
    error = error_of("tgc")
    assert error.key == "collection.unknown-list"
    spanish = error.render("es")
    for expected in ("tgc", "goat", "genesys", "tcg-2026-05"):
        assert expected in spanish
    assert "unknown list 'tgc'" in error.render("en")


def test_a_yaml_or_lflist_file_is_used_as_given(tmp_path: Path) -> None:
    shipped = choose.resolve("tcg-2020-04")
    mine = tmp_path / "mine.yaml"
    mine.write_text(shipped.read_text(), encoding="utf-8")
    source = choose.resolve(str(mine))
    assert not source.packaged and source.id is None and source.path == str(mine)
    assert load_banlist(source.path, source.read_text()).id == "tcg-2020-04"
    conf = tmp_path / "my.lflist.conf"
    conf.write_text("!Mine\n14558127 1 --Ash\n", encoding="utf-8")
    assert choose.resolve(str(conf)).path == str(conf)


def test_a_missing_file_is_an_input_error(tmp_path: Path) -> None:
    missing = tmp_path / "nope.yaml"
    error = error_of(str(missing))
    assert error.key == "input.missing" and error.path == str(missing)


@pytest.mark.parametrize("text", ["2026-13-01", "2026/05/01", "hoy", "2026-5-1", "2026-02-30"])
def test_bad_dates_are_input_errors(text: str) -> None:
    with pytest.raises(InputError) as caught:
        choose.parse_date(text)
    assert caught.value.key == "collection.bad-date"
    assert text in caught.value.render("es")


def test_good_date() -> None:
    assert choose.parse_date(" 2024-02-29 ") == D(2024, 2, 29)


def test_period_end() -> None:
    assert choose.period_end("tcg-2026-02") == D(2026, 5, 17)
    assert choose.period_end("tcg-2026-05") is None
    assert choose.period_end("no-such-list") is None


def test_index_rows_are_typed() -> None:
    rows = collection.list_index()
    first = next(r for r in rows if r.id == "tcg-2026-05")
    assert first.effective == D(2026, 5, 18)
    assert first.entries == 229 and first.mode == "blacklist" and first.pool == "tcg"
    assert first.path == "tcg/2026-05.yaml"


def test_choosing_reads_the_index_and_no_list_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A collection whose list files do not exist still resolves: nothing but index.json is read."""
    rows = [
        {
            "id": "tcg-2020-01",
            "name": "TCG 2020.01",
            "family": "tcg",
            "format": "tcg",
            "effective": "2020-01-20",
            "mode": "blacklist",
            "entries": 1,
            "path": "tcg/2020-01.yaml",
        },
        {
            "id": "tcg-2020-04",
            "name": "TCG 2020.04",
            "family": "tcg",
            "format": "tcg",
            "effective": "2020-04-01",
            "mode": "blacklist",
            "entries": 1,
            "path": "tcg/2020-04.yaml",
        },
    ]
    (tmp_path / "index.json").write_text(json.dumps(rows), encoding="utf-8")
    monkeypatch.setattr(collection, "collection_root", lambda: tmp_path)
    collection.list_index.cache_clear()
    assert choose.resolve("tcg", D(2020, 3, 1)).id == "tcg-2020-01"
    source = choose.resolve("tcg")
    assert source.id == "tcg-2020-04"
    with pytest.raises(InputError) as caught:
        source.read_text()
    assert caught.value.key == "input.missing"


def test_a_broken_index_is_an_input_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "index.json").write_text('[{"id": "x"}]', encoding="utf-8")
    monkeypatch.setattr(collection, "collection_root", lambda: tmp_path)
    collection.list_index.cache_clear()
    with pytest.raises(InputError) as caught:
        choose.resolve("tcg")
    assert caught.value.key == "collection.bad-index"


def test_diff_limits() -> None:
    before = {1: 0, 2: 1, 3: 2}
    after = {1: 0, 2: 2, 4: 1}
    changes = diff_limits(before, after)
    assert [(c.card, c.before, c.after) for c in changes] == [(2, 1, 2), (3, 2, None), (4, None, 1)]


def test_diff_between_two_real_lists() -> None:
    """Between TCG 2026.02 and 2026.05 something moved, and the same list does not differ."""
    old = load_banlist(*_path_and_text("tcg-2026-02"))
    new = load_banlist(*_path_and_text("tcg-2026-05"))
    assert diff_limits(old.limits, new.limits)
    assert diff_limits(new.limits, new.limits) == []


def _path_and_text(list_id: str) -> tuple[str, str]:
    source = choose.resolve(list_id)
    return source.path, source.read_text()


@pytest.mark.slow
def test_installed_wheel_ships_the_collection(tmp_path: Path) -> None:
    """Build the wheel, unpack it alone, and let the installed package resolve a list."""
    wheels = tmp_path / "wheels"
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q"]
    subprocess.run([*command, "-w", str(wheels), str(REPO)], check=True, capture_output=True)
    wheel = next(wheels.glob("ydkcheck-*.whl"))
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        assert "ydkcheck/banlists_data/index.json" in names
        assert "ydkcheck/banlists_data/tcg/2026-05.yaml" in names
        assert "ydkcheck/banlists_data/tcg/2026-05.json" in names
        assert "ydkcheck/compare/policies/kde-e-ipp-2.2.json" in names  # compara's policy
        assert "ydkcheck/data/name-index.bin" in names  # the name index's tables
        assert "ydkcheck/data/name-words.bin" in names  # the words suggestions look through
        assert "ydkcheck/data/shorthand.bin" in names  # the words shorthand looks through
        assert "ydkcheck/data/held-names.bin" in names  # the names other names hold
        archive.extractall(site)
    script = (
        "from ydkcheck.lists.choose import resolve; s = resolve('goat'); "
        "print(s.id, s.packaged, s.path); print(len(s.read_text()) > 0)"
    )
    env = {**os.environ, "PYTHONPATH": str(site)}
    result = subprocess.run(
        [sys.executable, "-c", script],
        check=True,
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
    )
    first, second = result.stdout.splitlines()
    list_id, packaged, path = first.split(" ", 2)
    assert (list_id, packaged, second) == ("goat-2005-04", "True", "True")
    assert Path(path).is_relative_to(site / "ydkcheck" / "banlists_data")
    # checking a deck reads the compiled list: no PyYAML
    project = tmp_path / "project"  # a configuration of its own: none from the folders above
    project.mkdir()
    (project / "pyproject.toml").write_text("[tool.ydkcheck]\n", encoding="utf-8")
    checked = run_fresh(["valida", str(DECKS / "Rose_Dragon.ydk")], project, env)
    assert checked.package.is_relative_to(site) and "yaml" not in checked.modules
    # the shipped name index's tables read back, for the shipped card data, as worked out
    script = (
        "from ydkcheck.cards.data import open_card_db\n"
        "from ydkcheck.cards import name_tables as t\n"
        "cards = open_card_db(offline=True)\n"
        "shipped = (t.package_dir() / 'data' / t.PREBUILT).read_bytes()\n"
        "print(t.read_prebuilt(shipped, cards.info.tag) == t.build_tables(cards))\n"
        "from ydkcheck.cards import name_words, shorthand\n"
        "from ydkcheck.cards.matching import NameIndex\n"
        "words = name_words.shipped_words(cards.info.tag)\n"
        "print(words.table() == NameIndex(cards).worked_out_words().table())\n"
        "print(shorthand._name_table(cards) == shorthand.build_table(cards))\n"
        "held = shorthand.held_names(cards)\n"
        "print(held == shorthand.build_held(shorthand.build_table(cards)) and 47247413 in held)"
    )
    shipped = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=tmp_path
    )
    assert shipped.stdout.split() == ["True"] * 4, shipped.stderr


def test_a_list_after_days_no_source_gives_names_no_list_before_it() -> None:
    # September 2004: the list of that month, its day unknown; before it, no TCG list is known
    # (2002-10-01 to 2004-08-31), so "tcg-2002-07 may still have been in force" would be wrong
    with pytest.warns(InputWarning) as said:
        choose.select_banlist("tcg", D(2004, 9, 15))
    [warning] = [w.message for w in said if isinstance(w.message, InputWarning)]
    assert warning.key == "collection.uncertain-day.unknown-before"
    assert warning.params["start"] == "2002-10-01"


def test_the_last_list_of_a_family_that_ended_is_judged_on_its_last_day() -> None:
    """The region-less YGOPro lists end with 2013.3.1, followed by YGOPro's OCG and TCG lists
    of 2013.9: given no day, ``legacy-2013-03`` is judged on 2013-08-31, not today, so a card
    of 2017 is not in its pool."""
    assert choose.period_end("legacy-2013-03") == dt.date(2013, 8, 31)
    chosen = choose.select_banlist("legacy-2013-03", None, None, True)
    assert chosen.as_of == dt.date(2013, 8, 31)
    assert choose.period_end("legacy-2012-09") == dt.date(2013, 2, 28)
