"""A simulator's passcode of a card's text before its errata on a registration sheet: a card
of its own at a deck check (``CardDB.check_identity``), so the page writes it with its
passcode, and a field edited to its namesake is said. Before, the page printed "Sangan" for
EDOPro's 504700178 and a field of it edited to the real card read as the sheet as written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run
from pypdf import PdfReader, PdfWriter

ROSE = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"


def with_side(tmp_path: Path, code: int) -> Path:
    lines = ROSE.read_text(encoding="utf-8").splitlines()
    side = lines.index("!side")
    deck = tmp_path / f"{code}.ydk"
    deck.write_text("\n".join([*lines[: side + 1], *[str(code)] * 3]) + "\n", encoding="utf-8")
    return deck


def sheet_of(tmp_path: Path, deck: Path, lang: str) -> Path:
    sheet = tmp_path / f"{deck.stem}.{lang}.pdf"
    assert run("hoja", str(deck), "-o", str(sheet), "--lang", lang).exit_code in (0, 1)
    return sheet


def problems(path: Path) -> list[dict]:
    done = run("valida", "--salida", "json", "--lang", "en", str(path))
    assert done.exit_code in (0, 1), done.stderr
    return [d for d in json.loads(done.stdout)["decks"][0]["diagnostics"]]


@pytest.mark.parametrize(
    ("code", "lang", "printed"),
    [
        (504700178, "en", "Sangan (504700178)"),
        (26202165, "en", "Sangan"),
        (7563589, "es", "Artilusionista Fuegofelpa (7563589)"),
        (7563579, "es", "Artilusionista Fuegofelpa"),
    ],
)
def test_the_page_writes_a_simulators_passcode_with_its_number_and_reads_it_back(
    tmp_path: Path, code: int, lang: str, printed: str
) -> None:
    deck = with_side(tmp_path, code)
    sheet = sheet_of(tmp_path, deck, lang)
    assert PdfReader(sheet).get_fields()["Side Deck 1"].get("/V") == printed
    # under the TCG list, which plays today's texts, the old text is said (``simulator-text``)
    said = ["simulator-text"] if code in (504700178, 7563589) else []
    assert [d["rule"] for d in problems(sheet)] == said
    assert run("compara", str(sheet), str(deck)).exit_code == 0


def test_a_field_edited_to_the_real_card_of_a_simulators_passcode_is_said(tmp_path: Path) -> None:
    deck = with_side(tmp_path, 504700178)
    sheet = sheet_of(tmp_path, deck, "en")
    writer = PdfWriter(clone_from=PdfReader(sheet))
    writer.update_page_form_field_values(
        writer.pages[0], {"Side Deck 1": "Sangan"}, auto_regenerate=False
    )
    edited = tmp_path / "edited.pdf"
    writer.write(edited)
    edits = [d for d in problems(edited) if d["rule"] == "sheet-edited"]
    assert {d["card"]["id"] for d in edits} == {504700178, 26202165}
    assert run("compara", str(edited), str(deck)).exit_code == 1
