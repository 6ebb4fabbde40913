"""Output formats: each turns a Report into a string and never prints.

``FORMATS`` maps every ``--salida`` value (Spanish and English names) to its renderer.
"""

from __future__ import annotations

from collections.abc import Callable

from ydkcheck.report import json_format, text
from ydkcheck.report.model import Report

Renderer = Callable[[Report, str, bool], str]

FORMATS: dict[str, Renderer] = {
    "texto": text.render,
    "text": text.render,
    "json": json_format.render,
}
CANONICAL = ("texto", "json")
