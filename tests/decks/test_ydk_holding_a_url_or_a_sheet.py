"""A file named ``.ydk`` that holds a ``ydke://`` URL or a PDF sheet: ydkcheck reads it by its
content, but YGOPro and EDOPro open it as a ``.ydk`` and load no card of the deck from it.
Found by a hostile review: each was LEGAL, and SAME DECK against its list, before."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import run

EXAMPLE = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"
Make = Callable[[Path, str], Path]  # a file of the example deck in a folder, named


def url_file(folder: Path, name: str) -> Path:
    path = folder / name
    path.write_text(run("convierte", str(EXAMPLE), "--a", "ydke").stdout, encoding="utf-8")
    return path


def sheet_file(folder: Path, name: str) -> Path:
    path = folder / name
    assert run("hoja", str(EXAMPLE), "-o", str(path)).exit_code == 0
    return path


def diagnostics(path: Path, lang: str, *options: str) -> tuple[int, list[dict[str, object]]]:
    result = run("--lang", lang, "valida", str(path), "--salida", "json", *options)
    (deck,) = json.loads(result.stdout)["decks"]
    return result.exit_code, deck["diagnostics"]


@pytest.mark.parametrize(
    ("make", "kind", "line"), [(url_file, "URL", 1), (sheet_file, "PDF", None)]
)
@pytest.mark.parametrize("name", ["d.ydk", "D.YDK"])
def test_such_a_ydk_is_an_error_saying_the_simulators_load_no_card(
    tmp_path: Path, make: Make, kind: str, line: int | None, name: str
) -> None:
    path = make(tmp_path, name)
    code, found = diagnostics(path, "en", "--estricto")
    assert code == 1
    (problem,) = found
    assert problem["rule"] == "ydk-load" and problem["line"] == line
    message = str(problem["message"])
    assert kind in message and ("load no card" in message or "not load" in message)
    assert "ydkcheck convert FILE --to ydk" in message
    code, found = diagnostics(path, "es")
    assert code == 1 and "«ydkcheck convierte ARCHIVO --a ydk»" in str(found[0]["message"])


@pytest.mark.parametrize("make", [url_file, sheet_file])
def test_compara_never_confirms_such_a_ydk_against_its_list(tmp_path: Path, make: Make) -> None:
    presented = make(tmp_path, "d.ydk")
    result = run("--lang", "en", "compara", str(EXAMPLE), str(presented))
    assert result.exit_code == 1
    assert "SAME DECK" not in result.stdout
    registered = run("--lang", "en", "compara", str(presented), str(EXAMPLE))
    assert registered.exit_code == 1 and "SAME DECK" not in registered.stdout


@pytest.mark.parametrize(("make", "name"), [(url_file, "d.txt"), (sheet_file, "d.pdf")])
def test_the_same_content_under_its_own_name_is_read_without_error(
    tmp_path: Path, make: Make, name: str
) -> None:
    code, found = diagnostics(make(tmp_path, name), "en")
    assert code == 0 and found == []


def test_convierte_writes_the_real_ydk_it_advises(tmp_path: Path) -> None:
    written = run("convierte", str(url_file(tmp_path, "d.ydk")), "--a", "ydk")
    assert written.exit_code == 0 and "ydk-load" not in written.stdout
    real = tmp_path / "real.ydk"
    real.write_text(written.stdout, encoding="utf-8")
    code, found = diagnostics(real, "en")
    assert code == 0 and found == []
