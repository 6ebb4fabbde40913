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
    """One output format: its canonical (Spanish) name, its name in an English run, its other
    names, and its writer."""

    name: str
    english: str
    aliases: tuple[str, ...]
    writer: str  # "module:Class"


OUTPUTS = (
    Output("texto", "text", ("text",), "ydkcheck.report.text:TextWriter"),
    Output("json", "json", (), "ydkcheck.report.json_format:JsonWriter"),
    Output("github", "github", (), "ydkcheck.report.github:GithubWriter"),
    Output("sarif", "sarif", (), "ydkcheck.report.sarif:SarifWriter"),
    Output("junit", "junit", (), "ydkcheck.report.junit:JunitWriter"),
    Output("resumen", "summary", ("summary",), "ydkcheck.report.summary_format:SummaryWriter"),
    Output("csv", "csv", (), "ydkcheck.report.csv_format:CsvWriter"),
    Output("html", "html", (), "ydkcheck.report.html_format:HtmlWriter"),
)
BY_NAME = {name: output for output in OUTPUTS for name in (output.name, *output.aliases)}
NAMES = tuple(output.name for output in OUTPUTS)  # the canonical names, as help lists them
TEXT_OR_JSON = ("texto", "json")  # the outputs of every command but valida


def canonical(name: str) -> str:
    """The canonical name of the output called ``name`` (any of its names, any case), or
    ``name`` folded when no output has it."""
    folded = name.lower()
    output = BY_NAME.get(folded)
    return output.name if output is not None else folded


def shown_names(names: tuple[str, ...], lang: str) -> str:
    """Canonical output names as a run in ``lang`` lists them: ``texto, json`` or
    ``text, json`` (every name is always accepted)."""
    if lang != "en":
        return ", ".join(names)
    return ", ".join(BY_NAME[name].english if name in BY_NAME else name for name in names)


def writer_for(name: str) -> WriterFactory | None:
    """The writer of the output called ``name`` (any of its names), or None if there is none."""
    output = BY_NAME.get(name)
    if output is None:
        return None
    module, attribute = output.writer.split(":")
    writer: WriterFactory = getattr(importlib.import_module(module), attribute)
    return writer
