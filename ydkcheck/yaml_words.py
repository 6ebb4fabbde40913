"""PyYAML's syntax errors (its own and libyaml's) in ydkcheck's words, in the user's language.

PyYAML says what it met in English (``found a tab character that violates indentation``);
each common sentence is recognised here and said from the catalogue.
A sentence not in the table is said by a general message that still names the line.
"""

from __future__ import annotations

import re

from ydkcheck.errors import Phrase

# PyYAML's sentences (libyaml's omit what they met: so do these) -> a name for each ...
PROBLEMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"found (?:a tab character|character '\\t')|tab character"), "tab"),
    (re.compile(r"did not find expected ',' or '\]'|expected ',' or '\]'"), "list"),
    (re.compile(r"did not find expected ',' or '\}'|expected ',' or '\}'"), "map"),
    (re.compile(r"mapping values are not allowed|found unexpected ':'"), "colon"),
    (re.compile(r"could not find expected ':'"), "no-colon"),
    (re.compile(r"block sequence entries are not allowed"), "indent"),
    (re.compile(r"did not find expected key|expected <block end>"), "indent"),
    (re.compile(r"did not find expected (?:node content|-)|expected the node content"), "indent"),
    (re.compile(r"found unexpected end of stream"), "unclosed"),
    (re.compile(r"found unknown escape character"), "escape"),
    (re.compile(r"found character .*that cannot start any token"), "character"),
    (re.compile(r"found undefined alias"), "alias"),
    (re.compile(r"found duplicate anchor"), "anchor"),
    (re.compile(r"expected a single document"), "documents"),
)
# ... and the message saying it
PROBLEM_KEYS = {
    "tab": "yaml.problem.tab",
    "list": "yaml.problem.list",
    "map": "yaml.problem.map",
    "colon": "yaml.problem.colon",
    "no-colon": "yaml.problem.no-colon",
    "indent": "yaml.problem.indent",
    "unclosed": "yaml.problem.unclosed",
    "escape": "yaml.problem.escape",
    "character": "yaml.problem.character",
    "alias": "yaml.problem.alias",
    "anchor": "yaml.problem.anchor",
    "documents": "yaml.problem.documents",
}


def yaml_problem(english: str, met: str = "") -> Phrase:
    """What PyYAML's ``english`` sentence means, as a message for the run's language;
    ``met``, the character where it stopped (a tab: libyaml does not name it)."""
    if met == "\t":
        return Phrase(PROBLEM_KEYS["tab"], {})
    for pattern, problem in PROBLEMS:
        if pattern.search(english) is not None:
            return Phrase(PROBLEM_KEYS[problem], {})
    return Phrase("yaml.problem.other", {})
