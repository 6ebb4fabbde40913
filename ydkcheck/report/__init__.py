"""Output formats: each writes checked decks as text, deck by deck, and never prints.

``OUTPUTS`` is the one list of ``--salida`` values: each canonical name, its other names and
its writer, named ``"module:Class"`` and imported on first use, so a run pays only for the
format it writes (the JUnit writer alone imports xml.etree, the CSV one csv).
``report.document`` drives a writer through a run.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ydkcheck.report.writer import WriterFactory


class Output(NamedTuple):
    """One output format: its canonical name, its other names, its writer."""

    name: str
    aliases: tuple[str, ...]
    writer: str  # "module:Class"


OUTPUTS = (
    Output("texto", ("text",), "ydkcheck.report.text:TextWriter"),
    Output("json", (), "ydkcheck.report.json_format:JsonWriter"),
    Output("github", (), "ydkcheck.report.github:GithubWriter"),
    Output("sarif", (), "ydkcheck.report.sarif:SarifWriter"),
    Output("junit", (), "ydkcheck.report.junit:JunitWriter"),
    Output("resumen", ("summary",), "ydkcheck.report.summary_format:SummaryWriter"),
    Output("csv", (), "ydkcheck.report.csv_format:CsvWriter"),
    Output("html", (), "ydkcheck.report.html_format:HtmlWriter"),
)
BY_NAME = {name: output for output in OUTPUTS for name in (output.name, *output.aliases)}
NAMES = tuple(output.name for output in OUTPUTS)  # the canonical names, as help lists them


def writer_for(name: str) -> WriterFactory | None:
    """The writer of the output called ``name`` (any of its names), or None if there is none."""
    output = BY_NAME.get(name)
    if output is None:
        return None
    module, attribute = output.writer.split(":")
    writer: WriterFactory = getattr(importlib.import_module(module), attribute)
    return writer
