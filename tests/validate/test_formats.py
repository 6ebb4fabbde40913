"""Every output format against golden files built from one fixed set of results.

To accept a deliberate change of a format, rerun with ``YDKCHECK_UPDATE_GOLDEN=1`` and
review the diff of ``tests/validate/data/golden/`` like any other change. JSON and SARIF are
compared as parsed documents (their contract is keys and values, not whitespace); their
golden files hold them indented, for review.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from ydkcheck.cards.naming import CardNamer
from ydkcheck.decks import Deck
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.report import BY_NAME, NAMES, OUTPUTS, writer_for
from ydkcheck.report.duplicates import Duplicates
from ydkcheck.report.github import escape_data, escape_property
from ydkcheck.report.json_format import deck_json, document_json
from ydkcheck.validate import DeckResult

from .sample import (
    GOLDEN,
    MISSING,
    ODD_NAME,
    ROSE,
    TCG,
    Report,
    points_report,
    render,
    sample_report,
)

SCHEMA = Path(__file__).parent / "data" / "sarif-schema-2.1.0.json"
SUFFIX = {
    "texto": "txt",
    "json": "json",
    "github": "github.txt",
    "sarif": "sarif",
    "junit": "xml",
    "resumen": "resumen.txt",
    "csv": "csv",
    "html": "html",
}
PARSED = {"json", "sarif"}


def _copy(result: DeckResult, source: str) -> DeckResult:
    """The same deck checked from another file."""
    return result._replace(deck=dataclasses.replace(result.deck, source=source))


def check_golden(name: str, text: str, parsed: bool = False) -> None:
    """``text`` is the golden file ``name``; ``parsed``: as JSON documents."""
    path = GOLDEN / name
    if os.environ.get("YDKCHECK_UPDATE_GOLDEN"):
        if parsed:
            text = json.dumps(json.loads(text), ensure_ascii=False, indent=2) + "\n"
        path.write_bytes(text.encode("utf-8"))
    golden = path.read_bytes().decode("utf-8")  # byte for byte: CSV lines end in CRLF
    if parsed:
        assert json.loads(text) == json.loads(golden), f"{name} changed"
    else:
        assert text == golden, f"{name} changed"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_format_matches_its_golden_file(name, lang):
    text = render(sample_report(), name, lang)
    check_golden(f"report.{lang}.{SUFFIX[name]}", text, parsed=name in PARSED)


def test_text_report_lists_genesys_points_per_card_and_total():
    text = render(points_report(), "texto")
    check_golden("points.es.txt", text)
    assert "Puntos: 114 / 100" in text
    assert '"C" Maxx (23434538): 3 × 33 = 99' in text  # a Spanish run names cards in Spanish
    assert "ninguna carta suma puntos" in text


def test_help_and_configuration_list_the_names_of_the_registry():
    from ydkcheck.commands.valida import NAMES as LISTED

    assert (
        LISTED
        is NAMES
        == (
            "texto",
            "json",
            "github",
            "sarif",
            "junit",
            "resumen",
            "csv",
            "html",
        )
    )
    assert set(BY_NAME) == {*NAMES, "text", "summary"}
    assert all(writer_for(name) is not None for name in BY_NAME)
    assert writer_for("xml") is None


def test_english_and_spanish_names_of_formats_are_the_same_writer():
    assert writer_for("text") is writer_for("texto")


def test_formats_are_imported_only_when_used():
    code = (
        "import sys\nimport ydkcheck.commands.valida, ydkcheck.config\n"
        "from ydkcheck.report import writer_for\nwriter_for('json')\n"
        "print(','.join(sorted(sys.modules)))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    modules = set(done.stdout.strip().split(","))
    writers = {output.writer.split(":")[0] for output in OUTPUTS}
    assert writers & modules == {"ydkcheck.report.json_format"}
    assert not modules & {"xml.etree", "xml.etree.ElementTree", "tabulate", "csv"}


UNKNOWN_CARD = DeckResult(
    ROSE.deck,
    (
        Diagnostic(
            "unknown-card",
            "rule.unknown-card",
            {"id": 99999999},
            card_id=99999999,
            section=Section.EXTRA,
            line=3,
        ),
    ),
)


@pytest.mark.parametrize(
    "report",
    [
        sample_report(),
        Report(TCG, ()),
        Report(TCG, (), (MISSING,)),
        Report(TCG, (ROSE,)),
        points_report(),
        Report(TCG, (UNKNOWN_CARD,)),
        Report(TCG, (ROSE, _copy(ROSE, "copy.ydk"), _copy(ROSE, "third.ydk")), (MISSING,)),
        Report(TCG, (ROSE, UNKNOWN_CARD, _copy(ROSE, "copy.ydk"), _copy(UNKNOWN_CARD, "u.ydk"))),
    ],
    ids=[
        "sample",
        "empty",
        "only-unreadable",
        "one-legal",
        "points",
        "card-without-name",
        "repeated-and-unreadable",
        "two-repeated",
    ],
)
def test_streamed_json_is_the_whole_document_of_the_contract(report):
    errors = [
        {"source": item.source, "message": item.error.render("es")} for item in report.unreadable
    ]
    duplicates = Duplicates()
    for result in report.results:
        duplicates.add(result.fingerprint, result.deck.source)
    whole = document_json(report.banlist, errors, duplicates.groups())
    namer = CardNamer("es")
    whole["decks"] = [
        deck_json(result, "es", report.banlist.points_cap, namer) for result in report.results
    ]
    assert json.loads(render(report, "json")) == whole


@pytest.mark.parametrize("unreadable", [(), (MISSING,)], ids=["readable", "with-unreadable"])
def test_sarif_names_every_repeated_deck_one_warning_each(unreadable):
    repeated = (ROSE, UNKNOWN_CARD, _copy(ROSE, "copy.ydk"), _copy(UNKNOWN_CARD, "u.ydk"))
    document = json.loads(render(Report(TCG, repeated, unreadable), "sarif"))
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft4Validator(schema).validate(document)
    notes = document["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    warnings = [note for note in notes if note["level"] == "warning"]
    assert len(notes) == len(unreadable) + 2 and len(warnings) == 2
    assert all(
        "copy.ydk" in note["message"]["text"] or "u.ydk" in note["message"]["text"]
        for note in warnings
    )


def test_diagnostics_alike_but_for_a_value_s_type_are_encoded_apart():
    """The JSON writer encodes a diagnostic once and reuses the text: a parameter equal to
    another of another type (Section.MAIN and "main", True and 1) is another text."""
    from ydkcheck.report.json_format import DeckEncoder

    encoder = DeckEncoder("es", None, None)

    def size(section: object) -> Diagnostic:
        params = {"section": section, "count": 61, "limit": 60}
        return Diagnostic("main-size", "rule.size.over", params, section=Section.MAIN, count=61)

    named = json.loads(encoder.diagnostic(size(Section.MAIN)))["message"]
    plain = json.loads(encoder.diagnostic(size("main")))["message"]
    assert named != plain and plain.startswith("main")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_sarif_is_valid_against_the_official_schema(lang):
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    document = json.loads(render(sample_report(), "sarif", lang))
    jsonschema.Draft4Validator(schema).validate(document)
    run = document["runs"][0]
    rules = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    assert all(rules[r["ruleIndex"]] == r["ruleId"] for r in run["results"])
    first = run["results"][0]["locations"][0]["physicalLocation"]
    assert first["artifactLocation"] == {"uri": "decks/tcg/albaz.ydk"}
    assert first["region"] == {"startLine": 18}
    assert run["invocations"][0]["executionSuccessful"] is False


def test_sarif_without_problems_is_still_a_valid_log():
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    document = json.loads(render(Report(TCG, (ROSE,)), "sarif", "en"))
    jsonschema.Draft4Validator(schema).validate(document)
    assert document["runs"][0]["results"] == []
    assert document["runs"][0]["invocations"][0]["executionSuccessful"] is True


def test_junit_counts_decks_failures_and_errors():
    root = ET.fromstring(render(sample_report(), "junit", "en"))
    suite = root.find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("7", "3", "2")
    cases = {case.get("name"): case for case in suite.iter("testcase")}
    assert cases["decks/tcg/rose-dragon.ydk"].find("failure") is None
    assert cases["decks/missing.ydk"].find("error") is not None
    repeated = suite.find("system-err")
    assert repeated is not None and "decks/tcg/rose-copy.ydk" in (repeated.text or "")


def test_junit_has_one_failure_per_deck_with_every_error_in_its_text():
    case = ET.fromstring(render(sample_report(), "junit", "es")).find("testsuite/testcase")
    assert case is not None and case.get("name") == "decks/tcg/albaz.ydk"
    [failure] = case.findall("failure")
    assert failure.get("type") == "forbidden, limited"
    assert failure.get("message") == (
        '2 errores; el primero: "C" Maxx está Prohibida: 3 copias, no se permite ninguna'
    )
    assert (failure.text or "").splitlines() == [
        'decks/tcg/albaz.ydk:18: forbidden: "C" Maxx está Prohibida: 3 copias, no se permite '
        "ninguna",
        "decks/tcg/albaz.ydk:31: limited: Llamado por la Tumba está Limitada: 2 copias, máximo 1",
    ]
    system_out = case.find("system-out")
    assert system_out is not None and "advice-few-monsters" in (system_out.text or "")
    one = ET.fromstring(render(Report(TCG, (ODD_NAME,)), "junit", "en")).find(".//failure")
    assert (
        one is not None and one.get("message") == "1 error: Main Deck: 39 cards, the minimum is 40"
    )


def forbidden_in(source: str, name: str) -> DeckResult:
    """A deck at ``source`` with one Forbidden card called ``name``, on line 2."""
    forbidden = Diagnostic(
        "forbidden",
        "rule.forbidden",
        {"name": name, "count": 1},
        card_id=1,
        card_name=name,
        section=Section.MAIN,
        line=2,
        count=1,
        max=0,
    )
    return DeckResult(Deck.from_entries(source, ROSE.deck.find(None)), (forbidden,))


def test_junit_keeps_markup_and_quotes_and_writes_line_breaks_as_escapes():
    name = 'Tom & "Jerry" <3\tno\r\nmore\'s'
    odd = forbidden_in("decks/a&b <c>.ydk", name)
    root = ET.fromstring(render(Report(TCG, (odd,)), "junit", "en"))
    case = root.find("testsuite/testcase")
    assert case is not None and case.get("file") == "decks/a&b <c>.ydk"
    failure = case.find("failure")
    assert failure is not None and failure.text is not None
    shown = 'Tom & "Jerry" <3\\x09no\\x0d\\x0amore\'s'  # a message is one printable line
    assert failure.get("message", "").startswith("1 error: " + shown)
    assert shown in failure.text


def test_junit_stays_valid_xml_with_control_characters_and_undecodable_file_names():
    # a terminal escape, NUL and BEL from a stranger, and a character XML does not allow
    name = "Ash\x1b[2J\x00\x07 Blossom\uffff"
    odd = forbidden_in("decks/drag\udcf3n.ydk", name)  # a Latin-1 file name
    document = render(Report(TCG, (odd,)), "junit", "en").encode("utf-8")
    case = ET.fromstring(document).find("testsuite/testcase")
    assert case is not None and case.get("file") == "decks/drag\\xf3n.ydk"
    failure = case.find("failure")
    assert failure is not None
    assert "Ash\\x1b[2J\\x00\\x07 Blossom\ufffd" in failure.get("message", "")


def test_github_escaping():
    assert escape_data("50% a\r\nb") == "50%25 a%0D%0Ab"
    assert escape_property("a,b:c%") == "a%2Cb%3Ac%25"
    lines = render(sample_report(), "github").splitlines()
    first = "::error file=decks/tcg/albaz.ydk,line=18,title=ydkcheck (forbidden)::"
    assert lines[0].startswith(first)
    assert any(line.startswith("::notice file=decks/tcg/albaz.ydk,title=") for line in lines)
    assert any("file=decks/odd%2C name%3A 100%25.ydk," in line for line in lines)
    assert all(line.startswith("::") for line in lines)
