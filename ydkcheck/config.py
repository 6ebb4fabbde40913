"""Project configuration: ``[tool.ydkcheck]`` in ``pyproject.toml`` or ``.ydkcheck.yaml``.

The nearest folder from the working folder upward that has either file wins; when one
folder has both, ``.ydkcheck.yaml`` wins (it exists only for ydkcheck). Keys have a
Spanish and an English name (``lista``/``banlist``, ``fecha``/``date``, ``ignora``/``ignore``,
``estricto``/``strict``, ``lang``, ``salida``/``output``). Anything wrong (an unknown key, a
value of the wrong type, a rule id that does not exist) is an InputError naming the file and
the line of the key. Discovery only looks at file names, so a run without configuration
reads nothing, and PyYAML is imported only when a ``.ydkcheck.yaml`` exists.
"""

from __future__ import annotations

import datetime as dt
import importlib
import os
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

from ydkcheck import user_files
from ydkcheck.errors import InputError, Phrase
from ydkcheck.i18n import LANGUAGES
from ydkcheck.lines import split_lines
from ydkcheck.report import BY_NAME
from ydkcheck.rules import ALWAYS_CHECKED, IGNORABLE, RULES

YAML_NAME = ".ydkcheck.yaml"
PYPROJECT = "pyproject.toml"
# a pyproject.toml past the configuration's bound is searched for ydkcheck's name this far,
# a block at a time: a table further on is said, never left unapplied without a word
MOST_SEARCHED = 64 << 20
BLOCK = 1 << 20
# every accepted key -> the field it sets
KEYS = {
    "lista": "banlist",
    "banlist": "banlist",
    "fecha": "date",
    "date": "date",
    "ignora": "ignore",
    "ignore": "ignore",
    "estricto": "strict",
    "strict": "strict",
    "lang": "lang",
    "salida": "output",
    "output": "output",
}
# patterns compiled on first use (most runs have no configuration to read)
TOOL_TABLE = r"(?m)^[ \t]*\[[ \t]*tool[ \t]*\.[ \t]*(?:ydkcheck|\"ydkcheck\")[ \t]*\]"
TABLE = r"^\s*\["
# a TOML escape of one character: \uXXXX, \UXXXXXXXX, and TOML 1.1's \xXX
ESCAPE = r"\\(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|x([0-9A-Fa-f]{2}))"
LONGEST_NAME = len("ydkcheck") * len("\\U00000000")  # its letters, each escaped
TOML_ERROR_LINE = r"at line (\d+)"

LineOf = Callable[[str, int | None], int | None]
# the tag YAML gives a yes/no scalar, and the words it reads as yes
BOOLEAN_TAG = "tag:yaml.org,2002:bool"
YAML_TRUE = frozenset({"true", "yes", "on", "y"})
# what reading a file the configuration names may say of the file as a whole (it is not
# there, is a folder, cannot be read, is too big): the configuration's line is to blame
FILE_PROBLEMS = frozenset(
    {
        "input.missing",
        "input.not-a-file",
        "input.unreadable",
        "input.unreadable.system",
        "input.link-loop",
        "input.name-too-long",
        "input.too-big",
    }
)


class Config(NamedTuple):
    """The settings of one configuration file; ``None`` where the file says nothing."""

    path: str
    banlist: str | None = None
    date: dt.date | None = None
    ignore: tuple[str, ...] | None = None
    strict: bool | None = None
    lang: str | None = None
    output: str | None = None
    lines: Mapping[str, int | None] = {}  # the line of each field given, for later errors
    # the fields the command line replaced in this run (``--lista``, ``--ignora``): the
    # file still sets them, the run does not apply them
    replaced: frozenset[str] = frozenset()

    def blame(self, field: str, error: InputError) -> InputError:
        """``error`` about this file's value of ``field``, named where it is written: an
        error of its own, or a list file it names that cannot be read at all (one that is
        read names its own lines)."""
        line = self.lines.get(field)
        if error.path is None:
            return InputError(error.key, self.path, line, **error.params)
        if error.key not in FILE_PROBLEMS or error.line is not None:
            return error
        if error.key == "input.missing":
            return InputError("config.list-missing", self.path, line, value=error.path)
        problem = Phrase(error.key, error.params)
        return InputError("config.list-file", self.path, line, value=error.path, problem=problem)

    @property
    def changes_the_check(self) -> bool:
        """Whether the file changes what is checked: it names the list or the day, or turns
        rules off (a run then says so on stderr, whatever it writes)."""
        return self.banlist is not None or self.date is not None or bool(self.ignore)

    def settings(self) -> dict[str, str | bool | list[str]]:
        """What the file sets, by field, in a fixed order (the JSON ``config.settings``)."""
        values: dict[str, str | bool | list[str] | None] = {
            "banlist": self.banlist,
            "date": self.date.isoformat() if self.date is not None else None,
            "ignore": list(self.ignore) if self.ignore is not None else None,
            "strict": self.strict,
            "lang": self.lang,
            "output": self.output,
        }
        return {field: value for field, value in values.items() if value is not None}


def find_config(start: Path | None = None) -> Path | None:
    """The configuration file nearest to ``start`` (the working folder), going upward."""
    folder = (start or Path.cwd()).absolute()
    for candidate in (folder, *folder.parents):
        yaml_file = candidate / YAML_NAME
        if os.path.lexists(yaml_file):  # a folder, a pipe, a broken link: said when read
            return yaml_file
        pyproject = candidate / PYPROJECT
        if pyproject.is_file() and _has_tool_table(pyproject):
            return pyproject
    return None


def _has_tool_table(path: Path) -> bool:
    """Whether ``path`` may hold ``[tool.ydkcheck]``: it names ydkcheck (its letters, or
    escapes that spell them: ``_may_name_ydkcheck``) and does not read as a TOML document
    without the table (a header, dotted keys, an inline table, an escaped name, or a file
    that does not parse: reading it says why)."""
    try:  # bounded: a file too large to be read as a configuration says so when it is read
        data = user_files.read_bytes(str(path), user_files.MAX_TEXT_BYTES + 1)
    except (OSError, InputError):
        return False
    if not _may_name_ydkcheck(data):
        # a file past the bound may hold the table further on: it is read then, and its
        # size said, rather than its table left unapplied without a word
        return len(data) > user_files.MAX_TEXT_BYTES and _names_ydkcheck(path)
    text = data.decode("utf-8", errors="replace")
    try:  # the header alone may be text in a string: a description that names the table
        document = _toml().loads(text)
    except (ValueError, RecursionError):  # TOMLDecodeError, or nested past the stack
        return True
    tool = document.get("tool")
    return isinstance(tool, dict) and "ydkcheck" in tool


def _may_name_ydkcheck(data: bytes) -> bool:
    """Whether TOML bytes may name ydkcheck: its letters as they are, or written with an
    escape of a quoted key (``"ydk\\u0063heck"``; ``\\U`` and TOML 1.1's ``\\x`` too): the
    only spellings of a key without those bytes (a literal key, a dotted key with blanks
    around its dots keep them). A file with an escape is looked at with its escapes read."""
    if b"ydkcheck" in data:
        return True
    if b"\\u" not in data and b"\\U" not in data and b"\\x" not in data:
        return False
    return "ydkcheck" in _escapes_read(data.decode("utf-8", errors="replace"))


def _escapes_read(text: str) -> str:
    """``text`` with each TOML escape of one character replaced by that character (by a
    replacement character for no character or a line break: its lines stay as they are)."""
    return re.sub(ESCAPE, _unescaped, text)


def _unescaped(found: re.Match[str]) -> str:
    value = int(found.group(found.lastindex or 1), 16)
    if value >= 0x110000 or 0xD800 <= value < 0xE000:
        return "\ufffd"
    char = chr(value)
    return "\ufffd" if len(f"a{char}b".splitlines()) > 1 else char


def _names_ydkcheck(path: Path) -> bool:
    """Whether a file names ydkcheck anywhere, read a block at a time (past
    ``MOST_SEARCHED`` bytes: True, as it cannot be told)."""
    tail = b""
    searched = 0
    try:
        with path.open("rb") as stream:
            while block := stream.read(BLOCK):
                if _may_name_ydkcheck(tail + block):
                    return True
                searched += len(block)
                if searched > MOST_SEARCHED:
                    return True
                tail = block[-LONGEST_NAME:]
    except OSError:
        return False
    return False


def _toml() -> Any:
    """tomllib, in the standard library from Python 3.11; tomli is the same code before."""
    return importlib.import_module("tomllib" if sys.version_info >= (3, 11) else "tomli")


def load_config(start: Path | None = None) -> Config | None:
    """The configuration that applies in ``start``, or ``None`` when there is none."""
    path = find_config(start)
    if path is None:
        return None
    text = _read(path)
    if path.name == YAML_NAME:
        return config_from_yaml(text, str(path))
    return config_from_toml(text, str(path))


def _read(path: Path) -> str:
    return user_files.read_text(str(path))


def config_from_toml(text: str, path: str) -> Config:
    """The ``[tool.ydkcheck]`` table of a ``pyproject.toml`` text."""
    tomllib = _toml()
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        found = re.search(TOML_ERROR_LINE, str(error))
        line = int(found.group(1)) if found else text.count("\n") + 1
        from ydkcheck.toml_words import toml_problem  # its patterns: only for a broken file

        problem = toml_problem(str(error))
        raise InputError("config.toml-syntax", path, line, problem=problem) from error
    except RecursionError as error:  # arrays or tables nested hundreds deep
        problem = Phrase("toml.problem.nested", {})
        raise InputError("config.toml-syntax", path, None, problem=problem) from error
    except ValueError as error:  # tomllib lets datetime's error through: 2024-13-45
        problem = Phrase("toml.problem.date", {})
        raise InputError(
            "config.toml-syntax", path, _impossible_date_line(text), problem=problem
        ) from error
    searched = text
    header = re.search(TOOL_TABLE, searched)
    if header is None and "\\" in text:  # [tool."ydk\u0063heck"]: the same table
        searched = _escapes_read(text)  # its lines as they are
        header = re.search(TOOL_TABLE, searched)
    header_line = searched.count("\n", 0, header.start()) + 1 if header else None
    tool = document.get("tool")
    table = tool.get("ydkcheck") if isinstance(tool, dict) else None
    if not isinstance(table, dict):
        raise InputError("config.not-table", path, header_line)
    lines = split_lines(text)

    def line_of(key: str, index: int | None = None) -> int | None:
        if header_line is None:  # dotted keys or an inline table: the line that names it
            dotted = re.compile(rf"ydkcheck[\"']?\s*\.\s*[\"']?{re.escape(key)}\b")
            named = [n for n, line in enumerate(lines, 1) if "ydkcheck" in line]
            found = [n for n in named if dotted.search(lines[n - 1])]
            return next(iter(found or named), None)
        name = re.escape(key)
        pattern = re.compile(rf"""^\s*(?:{name}|"{name}"|'{name}')\s*=""")
        for number in range(header_line, len(lines)):
            if re.match(TABLE, lines[number]):
                break
            if pattern.match(lines[number]):
                return number + 1
        return header_line

    return _config(table, path, line_of)


def _impossible_date_line(text: str) -> int | None:
    """The first line holding a date that is no date (TOML reads them unquoted)."""
    for number, line in enumerate(split_lines(text), start=1):
        for found in re.finditer(r"\d{4}-\d{2}-\d{2}", line):
            try:
                dt.date.fromisoformat(found.group())
            except ValueError:
                return number
    return None


def config_from_yaml(text: str, path: str) -> Config:
    """A ``.ydkcheck.yaml`` text (empty: no settings).

    Values are read from the composed nodes, never constructed: every setting is text, a
    yes/no, or a list of texts, so nothing else is built (no dates that cannot exist, no
    aliases expanded into a billion items).
    """
    import yaml

    from ydkcheck import yaml_strict

    messages = yaml_strict.Messages(
        syntax="config.yaml-syntax",
        not_mapping="config.not-mapping",
        bad_key="config.bad-key",
        duplicate_key="config.duplicate-key",
    )
    root = yaml_strict.compose(text, path, messages)
    if root is None:
        return Config(path)
    values: dict[str, Any] = {}
    key_lines: dict[str, int] = {}
    item_lines: dict[str, list[int]] = {}
    for key_node, value_node in yaml_strict.pairs(root, path, messages):
        key = str(key_node.value)
        key_lines[key] = yaml_strict.line(key_node)
        if isinstance(value_node, yaml.SequenceNode):
            # an item that is itself a list or a mapping is kept as what it is, unread:
            # ``_config`` says the key's own error (an unknown key first, then its value)
            values[key] = [_node_value(item) for item in value_node.value]
            item_lines[key] = [yaml_strict.line(item) for item in value_node.value]
        else:
            values[key] = _node_value(value_node)

    def line_of(key: str, index: int | None = None) -> int | None:
        if index is not None and index < len(item_lines.get(key, ())):
            return item_lines[key][index]
        return key_lines.get(key)

    return _config(values, path, line_of)


class Nested(NamedTuple):
    """A YAML value that is a list or a mapping where a setting takes a single value (or a
    list of single values): kept unread, so each key says the value it takes."""

    shown: str  # ``[...]`` or ``{...}``

    def __str__(self) -> str:
        return self.shown


def _node_value(node: Any) -> str | bool | Nested:
    """A scalar node's value (``_scalar``), or a ``Nested`` for a list or a mapping."""
    import yaml

    if isinstance(node, yaml.ScalarNode):
        return _scalar(node)
    return Nested("[...]" if isinstance(node, yaml.SequenceNode) else "{...}")


def _scalar(node: Any) -> str | bool:
    """A scalar as its text, or as a yes/no when YAML reads it so (``true``, ``no``...)."""
    if node.tag == BOOLEAN_TAG:
        return str(node.value).lower() in YAML_TRUE
    return str(node.value)


def _config(values: dict[str, Any], path: str, line_of: LineOf) -> Config:
    """Check every key and value; the Config they describe."""
    fields: dict[str, Any] = {}
    given: dict[str, str] = {}
    for key, value in values.items():
        name = KEYS.get(str(key))
        if name is None:
            known = ", ".join(KEYS)
            line = line_of(str(key), None)
            raise InputError("config.unknown-key", path, line, key=key, known=known)
        if name in given:
            raise InputError(
                "config.same-option", path, line_of(key, None), key=key, other=given[name]
            )
        given[name] = key
        fields[name] = _value(name, key, value, path, line_of)
    if "banlist" in fields:
        fields["banlist"] = _list_path(fields["banlist"], Path(path).parent)
    lines = {name: line_of(key, None) for name, key in given.items()}
    return Config(path, **fields, lines=lines)


def _value(name: str, key: str, value: Any, path: str, line_of: LineOf) -> Any:
    line = line_of(key, None)
    if name == "strict":
        if not isinstance(value, bool):
            raise InputError("config.not-bool", path, line, key=key)
        return value
    if name == "date":
        # a day, as --fecha takes it: a datetime's hour (and its offset) would be cut away
        if isinstance(value, dt.date) and not isinstance(value, dt.datetime):
            return value
        from ydkcheck.lists.choose import parse_date  # YYYY-MM-DD, as --fecha takes it

        try:
            return parse_date(str(value))
        except InputError as error:
            raise InputError("config.bad-date", path, line, key=key, value=value) from error
    if name == "ignore":
        return _rules(key, value, path, line_of)
    if not isinstance(value, str) or not value.strip():
        raise InputError("config.not-text", path, line, key=key)
    if name == "lang":
        if value.lower() not in LANGUAGES:
            raise InputError("config.bad-lang", path, line, key=key, value=value)
        return value.lower()
    if name == "output":
        if value.lower() not in BY_NAME:
            known = ", ".join(BY_NAME)
            raise InputError("config.bad-output", path, line, key=key, value=value, known=known)
        return value.lower()
    return value.strip()


def _rules(key: str, value: Any, path: str, line_of: LineOf) -> tuple[str, ...]:

    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise InputError("config.not-list", path, line_of(key, None), key=key)
    for index, rule in enumerate(value):
        if not isinstance(rule, str):  # a list, a mapping, a number or a yes/no in the list
            line = line_of(key, index)
            raise InputError("config.not-rule-name", path, line, key=key, known=IGNORABLE)
        if rule not in RULES:
            line = line_of(key, index)
            raise InputError("config.bad-rule", path, line, key=key, value=rule, known=IGNORABLE)
        if rule in ALWAYS_CHECKED:
            line = line_of(key, index)
            raise InputError("config.rule-always-checked", path, line, key=key, value=rule)
    return tuple(value)


def _list_path(value: str, folder: Path) -> str:
    """A list file named relative to the configuration file's folder, as a usable path
    (``file:`` kept before it). Only a value written as a file is one (``choose.names_a_file``:
    ``file:``, a folder, a list file's suffix): ``tcg`` is the shipped TCG list even when a
    file named ``tcg`` lies beside the configuration."""
    from ydkcheck.lists.choose import names_a_file
    from ydkcheck.lists.model import FILE_PREFIX

    if not names_a_file(value):
        return value
    prefix = FILE_PREFIX if value.startswith(FILE_PREFIX) else ""
    name = value.removeprefix(FILE_PREFIX)
    beside = folder / name
    if not Path(name).is_absolute() and beside.is_file():
        return prefix + str(beside)
    return value
