"""``--salida junit``: JUnit XML, the test report most CI systems display.

One test suite for the run, one test case per deck (named by its path), a ``failure`` per
error of the deck, the deck's warnings and advice as its ``system-out``; an input that could
not be read is a test case with an ``error``.
"""

from __future__ import annotations

import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator

from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.i18n import t
from ydkcheck.lists.model import Banlist
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


CASE_DEPTH = 2  # testsuites > testsuite > testcase
CASE_INDENT = "\n" + "  " * CASE_DEPTH
SPOOL_IN_MEMORY = 1 << 18  # characters of test cases kept in memory before spilling to disk
# what ElementTree escapes, in its order: text, then attribute values (written in "")
TEXT_ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"))
ATTRIBUTE_ESCAPES = (
    *TEXT_ESCAPES, ('"', "&quot;"), ("\r", "&#13;"), ("\n", "&#10;"), ("\t", "&#09;"),
)  # fmt: skip


def _escaped(text: str, escapes: tuple[tuple[str, str], ...]) -> str:
    for character, entity in escapes:
        if character in text:
            text = text.replace(character, entity)
    return text


def _attributes(attributes: dict[str, str]) -> str:
    """Attributes as ``ET.tostring`` writes them after the tag's name."""
    return "".join(
        f' {name}="{_escaped(value, ATTRIBUTE_ESCAPES)}"' for name, value in attributes.items()
    )


def _element(tag: str, attributes: dict[str, str], text: str) -> str:
    """One element with text, as ``ET.tostring`` writes it."""
    return f"<{tag}{_attributes(attributes)}>{_escaped(text, TEXT_ESCAPES)}</{tag}>"


def _case(source: str, children: list[str]) -> str:
    """A test case as the indented text it has inside the document (``ET.indent``).

    Written as text rather than built with ElementTree: a repository run writes one per
    deck, and building, indenting and serialising a tree costs three times as much. The
    golden files hold the layout, and a test parses the document.
    """
    name = relative_path(source)
    attributes = {"classname": CLASSNAME, "name": name or source}
    if name is not None:
        attributes["file"] = name
    opening = f"<testcase{_attributes(attributes)}"
    if not children:
        return f"{CASE_INDENT}{opening} />"
    inner = "".join(CASE_INDENT + "  " + child for child in children)
    return f"{CASE_INDENT}{opening}>{inner}{CASE_INDENT}</testcase>"


class JunitWriter(Writer):
    """Test cases are built and serialised as decks are checked; the suite, whose attributes
    count them, can only be written at the end. Until then the cases' text waits in a spooled
    temporary file (in memory while small), so memory stays flat however many decks."""

    def __init__(self, banlist: Banlist, lang: str, color: bool = False) -> None:
        super().__init__(banlist, lang, color)
        # open for the writer's whole life: finish() reads it back and closes it
        self.cases = tempfile.SpooledTemporaryFile(SPOOL_IN_MEMORY, "w+", encoding="utf-8")  # noqa: SIM115
        self.tests = 0
        self.failures = 0
        self.errors = 0

    def piece(self, result: DeckResult) -> tuple[str, bool]:
        source = result.deck.source
        children = []
        others = []
        for diagnostic in result.diagnostics:
            if diagnostic.severity is Severity.ERROR:
                message = diagnostic.message(self.lang)
                attributes = {"type": diagnostic.rule, "message": message}
                where = _where(source, diagnostic.line)
                text = f"{where}: {diagnostic.rule}: {message}"
                children.append(_element("failure", attributes, text))
            else:
                others.append(_line(diagnostic, source, self.lang))
        if others:
            children.append(_element("system-out", {}, "\n".join(others)))
        return _case(source, children), not result.legal

    def add(self, piece: tuple[str, bool]) -> str:
        text, failed = piece
        self.cases.write(text)
        self.tests += 1
        self.failures += failed
        return ""

    def unreadable(self, item: Unreadable) -> str:
        message = item.error.render(self.lang)
        error = _element("error", {"type": "unreadable", "message": message}, message)
        self.cases.write(_case(item.source, [error]))
        self.tests += 1
        self.errors += 1
        return ""

    def finish(self) -> Iterator[str]:
        counts = {
            "tests": str(self.tests),
            "failures": str(self.failures),
            "errors": str(self.errors),
        }
        root = ET.Element("testsuites", {"name": CLASSNAME, **counts})
        title = t("lint.junit-suite", self.lang, name=self.banlist.name, id=self.banlist.id)
        suite = ET.SubElement(root, "testsuite", {"name": title, **counts, "skipped": "0"})
        ET.SubElement(suite, "cases")  # where the serialised cases go
        ET.indent(root)
        document = ET.tostring(root, encoding="unicode", xml_declaration=True)
        head, tail = document.split("\n" + "  " * CASE_DEPTH + "<cases />", 1)
        yield head
        self.cases.seek(0)
        while chunk := self.cases.read(SPOOL_IN_MEMORY):
            yield chunk
        self.cases.close()
        yield tail

    def close(self) -> str:
        return "".join(self.finish())


def render(report: Report, lang: str, color: bool = False) -> str:
    """The whole report as one JUnit XML document."""
    return render_with(JunitWriter, report, lang, color)
