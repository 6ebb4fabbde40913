"""tomllib's syntax errors in ydkcheck's words, in the user's language.

tomllib says what it met in English (``Illegal character '\\n' (at line 2, column 13)``); each
of its sentences is recognised here and said from the catalogue, with the column where it
stopped. A sentence not in the table is said by a general message that still names the line.
"""

from __future__ import annotations

import re

from ydkcheck.errors import Phrase

# tomllib's sentences -> a name for each ...
PROBLEMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^Unterminated string|^Illegal character '\\n'"), "unclosed-string"),
    (re.compile(r"^Unclosed (?:array|inline table)|^Expected '\]'"), "unclosed"),
    (re.compile(r"^Cannot (?:overwrite|declare|mutate)"), "twice"),
    (re.compile(r"^Invalid value"), "value"),
    (re.compile(r"^Invalid date"), "date"),
    (re.compile(r"^Expected newline or end of document"), "after-value"),
    (re.compile(r"^Expected '=' after a key|^Invalid statement|^Invalid initial character"), "key"),
    (re.compile(r"^Unescaped '\\'|^Unescaped|escape", re.I), "escape"),
    (re.compile(r"^Illegal character"), "character"),
)
# ... and the message saying it
PROBLEM_KEYS = {
    "unclosed-string": "toml.problem.unclosed-string",
    "unclosed": "toml.problem.unclosed",
    "twice": "toml.problem.twice",
    "value": "toml.problem.value",
    "date": "toml.problem.date",
    "after-value": "toml.problem.after-value",
    "key": "toml.problem.key",
    "escape": "toml.problem.escape",
    "character": "toml.problem.character",
}
COLUMN = re.compile(r"column (\d+)\)$")


def toml_problem(english: str) -> Phrase:
    """What tomllib's ``english`` sentence means, as a message for the run's language."""
    found = COLUMN.search(english)
    where = Phrase("toml.column", {"column": int(found.group(1))}) if found else ""
    for pattern, problem in PROBLEMS:
        if pattern.search(english) is not None:
            return Phrase(PROBLEM_KEYS[problem], {"where": where})
    return Phrase("toml.problem.other", {"where": where})
