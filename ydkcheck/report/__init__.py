"""Output formats: each turns results into a string and never prints.

``FORMATS`` maps every ``--salida`` value (Spanish and English names) to its renderer of a
whole Report; ``WRITERS`` maps the same names to the streaming writers the command uses,
so a run over thousands of decks writes each deck as it is checked.
"""

from __future__ import annotations

from collections.abc import Callable

from ydkcheck.report import github, json_format, junit, sarif, text
from ydkcheck.report.json_stream import JsonWriter
from ydkcheck.report.model import Report
from ydkcheck.report.writer import WriterFactory

Renderer = Callable[[Report, str, bool], str]

FORMATS: dict[str, Renderer] = {
    "texto": text.render,
    "text": text.render,
    "json": json_format.render,
    "github": github.render,
    "sarif": sarif.render,
    "junit": junit.render,
}
WRITERS: dict[str, WriterFactory] = {
    "texto": text.TextWriter,
    "text": text.TextWriter,
    "json": JsonWriter,
    "github": github.GithubWriter,
    "sarif": sarif.SarifWriter,
    "junit": junit.JunitWriter,
}
CANONICAL = ("texto", "json", "github", "sarif", "junit")
