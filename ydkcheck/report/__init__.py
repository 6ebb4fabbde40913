"""Output formats: each turns results into a string and never prints.

``FORMATS`` maps every ``--salida`` value (Spanish and English names) to its renderer of a
whole Report; ``WRITERS`` maps the same names to the streaming writers the command uses,
so a run over thousands of decks writes each deck as it is checked. Both are registries of
``module:name`` references, imported on first use: a run pays only for the format it
writes (the JUnit writer alone would import xml.etree).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from ydkcheck.report.model import Report
    from ydkcheck.report.writer import WriterFactory

T = TypeVar("T")
Renderer = Callable[["Report", str, bool], str]


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
WRITERS: Mapping[str, WriterFactory] = LazyRegistry({
    "texto": "ydkcheck.report.text:TextWriter",
    "text": "ydkcheck.report.text:TextWriter",
    "json": "ydkcheck.report.json_stream:JsonWriter",
    "github": "ydkcheck.report.github:GithubWriter",
    "sarif": "ydkcheck.report.sarif:SarifWriter",
    "junit": "ydkcheck.report.junit:JunitWriter",
})  # fmt: skip
CANONICAL = ("texto", "json", "github", "sarif", "junit")
