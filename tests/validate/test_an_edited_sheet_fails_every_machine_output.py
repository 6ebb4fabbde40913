"""A sheet whose printed fields say another deck than the one it carries fails every machine
output and the exit status, as its text verdict says: no valid deck list until cleared up.

Before, ``valida --salida json`` gave ``"legal": true`` and nothing else to key on, JUnit
``failures="0"``, the summary's footer counted it among the legal decks, and the run exited
0: a CI job or an organiser's script passed the tampered sheet."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import edited_copy, run, written_sheet

REPO = Path(__file__).parents[2]
ROSE = REPO / "examples" / "decks" / "rose-dragon.ydk"


@pytest.fixture(scope="module")
def sheets(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A sheet of a legal deck, and a copy whose second Monster field was changed."""
    sheet = written_sheet(ROSE, tmp_path_factory.mktemp("sheets"))
    return sheet, edited_copy(sheet, {"Monster 2": "Cenizas Mágicas"})


EDITED_LINE = "1 sheet whose printed fields say another deck"


def test_json_says_which_deck_is_an_edited_sheet_and_the_run_exits_1(sheets):
    sheet, edited = sheets
    done = run("--lang", "en", "valida", str(sheet), str(edited), "--salida", "json")
    assert done.exit_code == 1, done.stderr
    decks = {Path(deck["source"]).name: deck for deck in json.loads(done.stdout)["decks"]}
    untouched, tampered = decks["hoja.pdf"], decks["edited.pdf"]
    assert untouched["legal"] is True and untouched["sheet_edited"] is False
    # legal stays the carried deck's verdict; the new key says its paper may differ
    assert tampered["legal"] is True and tampered["sheet_edited"] is True
    assert "1 legal, 1 edited sheet, 0 illegal" in done.stderr
    assert EDITED_LINE in done.stderr and "(exit 1)" in done.stderr


def test_an_untouched_sheet_still_passes(sheets):
    sheet, _ = sheets
    done = run("--lang", "en", "valida", str(sheet), "--salida", "json")
    assert done.exit_code == 0, done.stderr
    assert json.loads(done.stdout)["decks"][0]["sheet_edited"] is False
    assert "edited" not in done.stderr


def test_junit_counts_an_edited_sheet_as_a_failure_saying_why(sheets):
    sheet, edited = sheets
    done = run("--lang", "en", "valida", str(sheet), str(edited), "--salida", "junit")
    assert done.exit_code == 1
    root = ET.fromstring(done.stdout.encode("utf-8"))
    assert root.get("failures") == "1" and root.get("tests") == "2"
    cases = {Path(case.get("name") or "").name: case for case in root.iter("testcase")}
    assert cases["hoja.pdf"].find("failure") is None
    failure = cases["edited.pdf"].find("failure")
    assert failure is not None and failure.get("type") == "sheet-edited"
    message = failure.get("message") or ""
    assert message.startswith("the sheet may print another deck than the one it carries (")
    assert "no valid deck list until cleared up" in message
    assert all(": sheet-edited: " in line for line in (failure.text or "").splitlines())


@pytest.mark.parametrize(("lang", "tally"), [("es", "1 hoja editada"), ("en", "1 edited sheet")])
def test_the_summary_counts_edited_sheets_apart_from_the_legal_ones(sheets, lang, tally):
    sheet, edited = sheets
    done = run("--lang", lang, "valida", str(sheet), str(edited), "--salida", "resumen")
    assert done.exit_code == 1
    footer = [line for line in done.stdout.splitlines() if tally in line]
    assert len(footer) == 1, done.stdout
    assert footer[0].split(": ", 1)[1].startswith(("1 legal, ",)), footer
    html = run("--lang", lang, "valida", str(sheet), str(edited), "--salida", "html")
    assert html.exit_code == 1 and f'<li class="warn">{tally}</li>' in html.stdout


def test_info_of_an_edited_sheet_exits_1_and_its_json_says_so(sheets):
    sheet, edited = sheets
    done = run("info", str(edited), "--salida", "json")
    assert done.exit_code == 1, done.stderr
    document = json.loads(done.stdout)
    assert document["legal"] is True and document["sheet_edited"] is True
    fresh = run("info", str(sheet), "--salida", "json")
    assert fresh.exit_code == 0 and json.loads(fresh.stdout)["sheet_edited"] is False


def test_sarif_and_github_say_an_edited_sheet_at_the_level_that_fails_a_step(sheets):
    """Code scanning and a workflow's annotations fail by level: an edited sheet's problems
    are errors there, as the run's exit status says, though the deck it carries is legal."""
    _, edited = sheets
    sarif = json.loads(run("--lang", "en", "valida", str(edited), "--salida", "sarif").stdout)
    (log,) = sarif["runs"]
    levels = {result["level"] for result in log["results"] if result["ruleId"] == "sheet-edited"}
    assert levels == {"error"}
    (rule,) = [rule for rule in log["tool"]["driver"]["rules"] if rule["id"] == "sheet-edited"]
    assert rule["defaultConfiguration"]["level"] == "error"
    github = run("--lang", "en", "valida", str(edited), "--salida", "github").stdout.splitlines()
    edited_lines = [line for line in github if "(sheet-edited)" in line]
    assert edited_lines and all(line.startswith("::error ") for line in edited_lines)
