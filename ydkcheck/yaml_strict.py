"""Strict YAML reading: composed with the safe loader, walked node by node, errors at file:line.

The text is composed, never constructed, so no tag can build a Python object; mappings are
checked for keys that are not plain names and for repeated keys. Every problem is an
InputError naming the file and the line, with the message keys of the kind of file read
(list, hand spec, configuration). PyYAML is imported with this module: import it only to
read a YAML file.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple, cast

import yaml

from ydkcheck.errors import InputError, Phrase
from ydkcheck.printable import printable, shortened
from ydkcheck.yaml_words import yaml_problem

try:
    from yaml import CSafeLoader as SafeLoader
except ImportError:  # pragma: no cover - PyYAML without libyaml
    from yaml import SafeLoader  # type: ignore[assignment]

NULL_TAG = "tag:yaml.org,2002:null"
INT_TAG = "tag:yaml.org,2002:int"
STR_TAG = "tag:yaml.org,2002:str"


class Messages(NamedTuple):
    """The message keys one kind of file reports the common problems with."""

    syntax: str  # not YAML: {problem}
    not_mapping: str  # a mapping was expected: {what}
    bad_key: str  # a key that is not a plain name: {what}
    duplicate_key: str  # {key} written twice, first on line {first}


def line(node: yaml.Node) -> int:
    """The 1-based line a node starts on."""
    return int(node.start_mark.line) + 1


def error(path: str, node: yaml.Node | None, key: str, /, **params: Any) -> InputError:
    """An InputError at the line of ``node`` (no line without one)."""
    return InputError(key, path, line(node) if node is not None else None, **params)


# what YAML also takes for a line break, unlike editors and GitHub: read as a space, so that
# the lines YAML counts are the lines people see (see ydkcheck.lines)
OTHER_BREAKS = {0x85: " ", 0x2028: " ", 0x2029: " "}


YAML_PREFIX = "tag:yaml.org,2002:"
# a node's properties at its start: an anchor, then its tag (YAML writes either first)
WRITTEN_TAG = re.compile(r"(?:&[^\s,\[\]{}]+\s+)?(![^\s,\[\]{}]*)")  # "[!foo, 1]": no comma
# what YAML makes of a value written without a tag (its rules for "null", "3", "true"...);
# PyYAML's stubs leave the method untyped
_IMPLICIT_TAG = cast("Callable[[type[yaml.Node], Any, Any], str]", yaml.resolver.Resolver().resolve)


def compose(text: str, path: str, messages: Messages) -> yaml.Node | None:
    """The root node of ``text`` (None for an empty document); InputError on bad YAML, or on
    a value tagged otherwise than plainly (``_tagged``)."""
    if not text.isascii():
        text = text.translate(OTHER_BREAKS)
    try:
        root = yaml.compose(text, Loader=SafeLoader)
    except yaml.reader.ReaderError as problem:  # a character YAML does not allow
        line_number = text.count("\n", 0, problem.position) + 1
        reason = f"U+{problem.character:04X}" if isinstance(problem.character, int) else "?"
        raise InputError(messages.syntax, path, line_number, problem=reason) from problem
    except yaml.YAMLError as problem:
        mark = getattr(problem, "problem_mark", None) or getattr(problem, "context_mark", None)
        where = mark.line + 1 if mark is not None else None
        reason = getattr(problem, "problem", None) or str(problem)
        # libyaml names no character it met: a tab is told by the one at the mark
        index = getattr(mark, "index", -1)
        met = text[index] if 0 <= index < len(text) else ""
        said = yaml_problem(reason, met)
        raise InputError(messages.syntax, path, where, problem=said) from problem
    tagged = _tagged(root) if "!" in text else None  # a tag is written with a "!"
    if tagged is not None:  # its value would be read as an empty or a plain one, unsaid
        shown = _written_tag(text, tagged)
        said = Phrase("yaml.problem.tag", {"tag": printable(shortened(shown))})
        raise InputError(messages.syntax, path, line(tagged), problem=said)
    return root


def _written_tag(text: str, node: yaml.Node) -> str:
    """The tag of ``node`` as the file writes it (``!``, ``!!str``, ``!foo``), after any
    anchor: the tag YAML resolved it to may be another (``! "3"`` reads as an int)."""
    written = WRITTEN_TAG.match(text, node.start_mark.index)
    if written is not None:
        return written.group(1)
    tag = str(node.tag)
    return "!!" + tag.removeprefix(YAML_PREFIX) if tag.startswith(YAML_PREFIX) else tag


def _tagged(root: yaml.Node | None) -> yaml.Node | None:
    """The first node, in file order, written with a tag: any tag, one of YAML's own too
    (``forbidden: !!null`` over its cards, ``strict: !!bool sí``), whose value the readers
    would take from the tag, not from what is written. Walked without recursion, so that
    nesting costs no stack, and each node once, so that aliases of aliases (a "billion
    laughs") cost what the file writes."""
    stack = [root] if root is not None else []
    seen: set[int] = set()
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if _written_with_a_tag(node):
            return node
        if isinstance(node, yaml.MappingNode):
            stack.extend(child for pair in reversed(node.value) for child in reversed(pair))
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(reversed(node.value))
    return None


def pairs(
    node: yaml.Node, path: str, messages: Messages, what: str = ""
) -> list[tuple[yaml.ScalarNode, yaml.Node]]:
    """The key and value nodes of a mapping, in file order.

    InputError when ``node`` is not a mapping, a key is not a plain non-empty name, or a
    key is written twice.
    """
    if not isinstance(node, yaml.MappingNode):
        raise error(path, node, messages.not_mapping, what=what)
    first_lines: dict[str, int] = {}
    found = []
    for key, value in node.value:
        if not isinstance(key, yaml.ScalarNode) or not key.value:
            raise error(path, key, messages.bad_key, what=what)
        if key.value in first_lines:
            raise error(
                path, key, messages.duplicate_key, key=key.value, first=first_lines[key.value]
            )
        first_lines[key.value] = line(key)
        found.append((key, value))
    return found


def _written_with_a_tag(node: yaml.Node) -> bool:
    """Whether ``node``'s tag is not the one YAML gives its value written plainly (a quoted
    scalar is a text; an unquoted one what its form says; a collection a list or a mapping)."""
    if isinstance(node, yaml.ScalarNode):
        implicit = (True, False) if not node.style else (False, True)  # "" plain in libyaml
        return bool(node.tag != _IMPLICIT_TAG(yaml.ScalarNode, node.value, implicit))
    kind = yaml.MappingNode if isinstance(node, yaml.MappingNode) else yaml.SequenceNode
    return bool(node.tag != _IMPLICIT_TAG(kind, None, True))
