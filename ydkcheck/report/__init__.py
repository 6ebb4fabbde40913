"""Output formats: each writes checked decks as text, deck by deck, and never prints.

``OUTPUTS`` is the one list of ``--salida`` values: each canonical name, its other names and
its writer, named ``"module:Class"`` and imported on first use, so a run pays only for the
format it writes (the JUnit writer alone imports xml.etree, the text one tabulate).
``FORMATS`` maps the same names to renderers of a whole Report, for the tests.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

if TYPE_CHECKING:
    from ydkcheck.report.model import Report
    from ydkcheck.report.writer import WriterFactory

T = TypeVar("T")
Renderer = Callable[["Report", str, bool], str]


class Output(NamedTuple):
    """One output format: its canonical name, its other names, its writer."""

    name: str
    aliases: tuple[str, ...]
    writer: str  # "module:Class"


OUTPUTS = (
    Output("texto", ("text",), "ydkcheck.report.text:TextWriter"),
    Output("json", (), "ydkcheck.report.json_stream:JsonWriter"),
    Output("github", (), "ydkcheck.report.github:GithubWriter"),
    Output("sarif", (), "ydkcheck.report.sarif:SarifWriter"),
    Output("junit", (), "ydkcheck.report.junit:JunitWriter"),
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


class LazyRegistry(Mapping[str, T], Generic[T]):
    """Names -> objects named ``"module:attribute"``, imported when first looked up."""

    def __init__(self, references: dict[str, str]) -> None:
        self._references = references
        self._loaded: dict[str, Any] = {}

    def __getitem__(self, name: str) -> T:
        reference = self._references[name]
        if reference not in self._loaded:
            module, attribute = reference.split(":")
            self._loaded[reference] = getattr(importlib.import_module(module), attribute)
        return self._loaded[reference]  # type: ignore[no-any-return]

    def __iter__(self) -> Iterator[str]:
        return iter(self._references)

    def __len__(self) -> int:
        return len(self._references)


FORMATS: Mapping[str, Renderer] = LazyRegistry({
    "texto": "ydkcheck.report.text:render",
    "text": "ydkcheck.report.text:render",
    "json": "ydkcheck.report.json_format:render",
    "github": "ydkcheck.report.github:render",
    "sarif": "ydkcheck.report.sarif:render",
    "junit": "ydkcheck.report.junit:render",
})  # fmt: skip
