"""``--salida junit``: JUnit XML, the test report most CI systems display.

One test suite for the run, one test case per deck (named by its path); an illegal deck's
test case has one ``failure``, as the JUnit schema and CI displays expect: its message counts
the errors and quotes the first, its text lists them all, a line each. So has a legal deck read
from a sheet whose printed fields say another deck, by its ``sheet-edited`` warnings: what the
player handed in is no valid deck list until that is cleared up. The deck's warnings
and advice are its ``system-out``; an input that could not be read is a test case with an
``error``; files that hold the same deck are named in the suite's ``system-err``.
"""

from __future__ import annotations

import re
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterator

from ydkcheck.diagnostics import SHEET_EDITED, Severity
from ydkcheck.i18n import t
from ydkcheck.report.duplicates import describe
from ydkcheck.report.location import line_start, relative_path, shown_source
from ydkcheck.report.model import Unreadable
from ydkcheck.report.writer import Writer
from ydkcheck.validate import DeckResult
from ydkcheck.workflow_commands import MARKUP_BREAK

CLASSNAME = "ydkcheck"


def _where(name: str, line: int | None) -> str:
    return f"{name}:{line}" if line is not None else name


CASE_DEPTH = 2  # testsuites > testsuite > testcase
CASE_INDENT = "\n" + "  " * CASE_DEPTH
CHILD_INDENT = CASE_INDENT + "  "
SPOOL_IN_MEMORY = 1 << 18  # characters of test cases kept in memory before spilling to disk


# what XML 1.0 cannot hold at all, whatever the escaping, becomes U+FFFD: control
# characters, the two non-characters, and the lone surrogates of undecodable file names
NOT_IN_XML = dict.fromkeys(
    [*range(0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0xFFFE, 0xFFFF, *range(0xD800, 0xE000)],
    "\ufffd",
)
# the escapes of ElementTree's serialiser (xml.etree), so that the test cases read the same
# as the suite it writes around them; one str.translate does them all
TEXT = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", **NOT_IN_XML})
ATTRIBUTE = str.maketrans(
    {
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "\r": "&#13;",
        "\n": "&#10;",
        "\t": "&#09;",
        **NOT_IN_XML,
    }
)


# a character some escape applies to: most values have none, and a search in C is cheaper
# than translating them anyway
ESCAPED = re.compile("[" + re.escape("".join(map(chr, ATTRIBUTE))) + "]")


def _text(value: str) -> str:
    return value.translate(TEXT) if ESCAPED.search(value) else value


def _attributes(attributes: dict[str, str]) -> str:
    return "".join(
        f' {name}="{value.translate(ATTRIBUTE) if ESCAPED.search(value) else value}"'
        for name, value in attributes.items()
    )


def _element(tag: str, attributes: dict[str, str], text: str) -> str:
    """One element with text, as ElementTree writes it."""
    return f"<{tag}{_attributes(attributes)}>{_text(text)}</{tag}>"


def _case(source: str, name: str | None, children: list[str]) -> str:
    """A test case as the indented text it has inside the document; ``name`` is the deck's
    path relative to the working folder, if it is a file.

    Written as text with ElementTree's escapes rather than serialised as a tree:
    serialising a tree per deck cost a 10,000-deck run 12 %. The golden files hold the
    bytes to what ElementTree writes, and tests parse the whole document.
    """
    attributes = {"classname": CLASSNAME, "name": name or shown_source(source)}
    if name is not None:
        attributes["file"] = name
    opening = f"<testcase{_attributes(attributes)}"
    if not children:
        return f"{CASE_INDENT}{opening} />"
    inner = "".join(CHILD_INDENT + child for child in children)
    return f"{CASE_INDENT}{opening}>{inner}{CASE_INDENT}</testcase>"


class JunitWriter(Writer):
    """Test cases are built and serialised as decks are checked; the suite, whose attributes
    count them, can only be written at the end. Until then the cases' text waits in a spooled
    temporary file (in memory while small), so memory stays flat however many decks."""

    utf8_file = True  # the document says encoding='utf-8': so are its bytes, whatever the console
    commands = MARKUP_BREAK

    def _applied_properties(self) -> list[tuple[str, str]]:
        """The suite's properties that name what the run applied: the configuration file,
        the rules ``--ignora`` turned off; and what it warned of (``Writer.warnings``)."""
        from ydkcheck.report.applied import applied_line, option_ignore_line

        named = []
        if self.config is not None:
            named.append(("ydkcheck.config", applied_line(self.config, self.lang)))
        if self.option_ignore:
            named.append(("ydkcheck.ignored", option_ignore_line(self.option_ignore, self.lang)))
        named += [("ydkcheck.warning", message) for message in self.warnings]
        return named

    def setup(self) -> None:
        # open for the writer's whole life: finish() reads it back and closes it
        self.cases = tempfile.SpooledTemporaryFile(SPOOL_IN_MEMORY, "w+", encoding="utf-8")  # noqa: SIM115
        self.tests = 0
        self.failures = 0
        self.errors = 0

    def piece(self, result: DeckResult) -> tuple[str, bool]:
        source = result.deck.source
        name = relative_path(source)
        where = line_start(name or shown_source(source))  # a failure's lines start with it
        children = []
        failed: list[str] = []
        rules: dict[str, None] = {}  # the rules of the errors, in order, once each
        first = ""
        others = []
        # a legal deck from a sheet whose printed fields say another deck fails too, by its
        # sheet-edited warnings: its paper is no valid deck list until cleared up
        edited = result.legal and result.sheet_edited
        for diagnostic in result.diagnostics:
            message = diagnostic.message(self.lang, self.namer)
            text = f"{_where(where, diagnostic.line)}: {diagnostic.rule}: {message}"
            if diagnostic.severity is Severity.ERROR or (
                edited and diagnostic.rule == SHEET_EDITED
            ):
                first = first or message
                rules[diagnostic.rule] = None
                failed.append(text)
            else:
                others.append(text)
        if failed:
            key = "report.junit-sheet-edited" if edited else "report.junit-failure"
            summary = t(key, self.lang, count=len(failed), first=first)
            attributes = {"type": ", ".join(rules), "message": summary}
            children.append(_element("failure", attributes, "\n".join(failed)))
        if others:
            children.append(_element("system-out", {}, "\n".join(others)))
        return _case(source, name, children), bool(failed)

    def add(self, piece: tuple[str, bool], repeats: str | None = None) -> str:
        text, failed = piece
        self.cases.write(text)
        self.tests += 1
        self.failures += failed
        return ""

    def unreadable(self, item: Unreadable) -> str:
        message = item.error.render(self.lang)
        error = _element("error", {"type": "unreadable", "message": message}, message)
        self.cases.write(_case(item.source, relative_path(item.source), [error]))
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
        title = t("output.junit-suite", self.lang, name=self.banlist.name, id=self.banlist.id)
        suite = ET.SubElement(root, "testsuite", {"name": title, **counts, "skipped": "0"})
        named = self._applied_properties()
        if named:
            properties = ET.SubElement(suite, "properties")
            for name, value in named:
                ET.SubElement(properties, "property", {"name": name, "value": value})
        ET.SubElement(suite, "cases")  # where the serialised cases go
        groups = self.duplicates.groups()
        if groups:
            repeated = "\n".join(describe(group, self.lang) for group in groups)
            ET.SubElement(suite, "system-err").text = repeated
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
