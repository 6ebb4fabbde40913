"""``--salida junit``: JUnit XML, the test report most CI systems display.

One test suite for the run, one test case per deck (named by its path), a ``failure`` per
error of the deck, the deck's warnings and advice as its ``system-out``; an input that could
not be read is a test case with an ``error``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from ydkcheck.banlists import Banlist
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.i18n import t
from ydkcheck.report.location import relative_path
from ydkcheck.report.model import Report, Unreadable
from ydkcheck.report.writer import Writer, render_with
from ydkcheck.validate import DeckResult

CLASSNAME = "ydkcheck"


def _where(source: str, line: int | None) -> str:
    name = relative_path(source) or source
    return f"{name}:{line}" if line is not None else name


def _line(diagnostic: Diagnostic, source: str, lang: str) -> str:
    return f"{_where(source, diagnostic.line)}: {diagnostic.rule}: {diagnostic.message(lang)}"


def _case(source: str) -> ET.Element:
    name = relative_path(source) or source
    case = ET.Element("testcase", {"classname": CLASSNAME, "name": name})
    if relative_path(source) is not None:
        case.set("file", name)
    return case


class JunitWriter(Writer):
    """Test cases are built as decks are checked (small elements, not the decks themselves);
    the suite, whose attributes count them, is written when closed."""

    def __init__(self, banlist: Banlist, lang: str, color: bool = False) -> None:
        super().__init__(banlist, lang, color)
        self.cases: list[ET.Element] = []
        self.failures = 0
        self.errors = 0

    def piece(self, result: DeckResult) -> ET.Element:
        source = result.deck.source
        case = _case(source)
        others = []
        for diagnostic in result.diagnostics:
            if diagnostic.severity is Severity.ERROR:
                failure = ET.SubElement(
                    case,
                    "failure",
                    {"type": diagnostic.rule, "message": diagnostic.message(self.lang)},
                )
                failure.text = _line(diagnostic, source, self.lang)
            else:
                others.append(_line(diagnostic, source, self.lang))
        if others:
            ET.SubElement(case, "system-out").text = "\n".join(others)
        return case

    def add(self, piece: ET.Element) -> str:
        self.cases.append(piece)
        self.failures += piece.find("failure") is not None
        return ""

    def unreadable(self, item: Unreadable) -> str:
        case = _case(item.source)
        self.cases.append(case)
        message = item.error.render(self.lang)
        ET.SubElement(case, "error", {"type": "unreadable", "message": message}).text = message
        self.errors += 1
        return ""

    def close(self) -> str:
        counts = {
            "tests": str(len(self.cases)),
            "failures": str(self.failures),
            "errors": str(self.errors),
        }
        root = ET.Element("testsuites", {"name": CLASSNAME, **counts})
        title = t("lint.junit-suite", self.lang, name=self.banlist.name, id=self.banlist.id)
        suite = ET.SubElement(root, "testsuite", {"name": title, **counts, "skipped": "0"})
        suite.extend(self.cases)
        ET.indent(root)
        return ET.tostring(root, encoding="unicode", xml_declaration=True)


def render(report: Report, lang: str, color: bool = False) -> str:
    """The whole report as one JUnit XML document."""
    return render_with(JunitWriter, report, lang, color)
