"""A ``.ydkcheck.yaml`` value that is a list or a mapping where a key takes something else.

``ignora: [[forbidden]]`` once said "'ignora' must be a string" of a key that takes a list of
rule names, and ``b: [*a]`` (an alias of a list, inside a list) said "'b' must be a string"
of a key that does not exist. Each error now says what the key takes, an unknown key first.
"""

from __future__ import annotations

import pytest

from ydkcheck.config import config_from_toml, config_from_yaml
from ydkcheck.errors import InputError

PATH = ".ydkcheck.yaml"


def _error(text: str) -> InputError:
    with pytest.raises(InputError) as caught:
        config_from_yaml(text, PATH)
    return caught.value


@pytest.mark.parametrize(
    "text",
    ["ignora: [[forbidden]]\n", "ignore: [{a: b}]\n", "ignora:\n  - [forbidden]\n"],
)
def test_a_list_inside_the_rules_says_each_item_must_be_a_rule_name(text: str) -> None:
    error = _error(text)
    assert error.key == "config.not-rule-name"
    assert error.line == text.count("\n")  # the item's own line
    said_es, said_en = error.render("es"), error.render("en")
    assert "cada elemento de la lista debe ser el nombre de una regla" in said_es
    assert "each item of the list must be a rule name" in said_en
    assert "texto" not in said_es and "string" not in said_en


def test_an_unknown_key_holding_a_list_of_lists_is_said_unknown() -> None:
    error = _error('ignora: []\nb: &b [["x"]]\n')
    assert error.key == "config.unknown-key"
    assert (error.line, error.params["key"]) == (2, "b")
    assert error.render("es").startswith(".ydkcheck.yaml:2: clave desconocida «b»")


def test_aliased_lists_under_unknown_keys_name_the_first_unknown_key() -> None:
    error = _error('a: &a ["x"]\nb: &b [*a]\n')
    assert (error.key, error.line, error.params["key"]) == ("config.unknown-key", 1, "a")


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("ignora: {forbidden: true}\n", "config.not-list"),
        ("estricto: {a: b}\n", "config.not-bool"),
        ("estricto: [[true]]\n", "config.not-bool"),
        ("lista: {a: b}\n", "config.not-text"),
        ("fecha: {a: b}\n", "config.bad-date"),
    ],
)
def test_a_mapping_given_a_key_says_what_that_key_takes(text: str, key: str) -> None:
    assert _error(text).key == key


def test_a_rule_name_in_a_list_is_still_read() -> None:
    config = config_from_yaml("ignora: [advice-high-levels]\n", PATH)
    assert config.ignore == ("advice-high-levels",)


def test_a_list_inside_the_rules_of_a_pyproject_says_the_same() -> None:
    text = '[tool.ydkcheck]\nignore = [["forbidden"]]\n'
    with pytest.raises(InputError) as caught:
        config_from_toml(text, "pyproject.toml")
    assert (caught.value.key, caught.value.line) == ("config.not-rule-name", 2)


@pytest.mark.parametrize(
    ("text", "tag", "line"),
    [
        ("ignore: !!python/name:os.system\n", "!!python/name:os.system", 1),
        ("lista: tcg\nignora:\n  - !custom forbidden\n", "!custom", 3),
        ("ignora: !!binary Zm9yYmlkZGVu\n", "!!binary", 1),
        # YAML's own tags too: the readers would take the value from the tag, not the text
        ("estricto: !!bool sí\n", "!!bool", 1),
        ("ignora: !!null\n  - forbidden\n", "!!null", 1),
        ("%TAG ! tag:yaml.org,2002:\n---\nestricto: !bool 1\n", "!bool", 3),
        ('ignora: {"a":!custom forbidden}\n', "!custom", 1),
        ("estricto:\n\ufeff!!bool sí\n", "!!bool", 2),  # behind a character YAML skips
        # named as written: YAML reads a quoted number under the bare "!" as an int
        ('lista: tcg\nestricto: ! "1"\n', "!", 2),
        ("estricto: &strict !!bool sí\n", "!!bool", 1),
        ("ignora: [!custom, forbidden]\n", "!custom", 1),  # its comma is no part of it
    ],
)
def test_a_tagged_value_is_said_at_its_line_never_read_as_an_empty_one(
    text: str, tag: str, line: int
) -> None:
    """Before: ``ignore: !!python/name:os.system`` said "unknown rule ''": the tag's value
    was read as an empty text, and the message quoted nothing. The tag is named as written:
    ``ignora: ! "3"`` was named ``!!int``, a tag the file does not hold."""
    error = _error(text)
    assert error.line == line and f"('{tag}')" in error.render("en")
    assert "etiqueta" in error.render("es")


def test_a_card_name_ending_in_bangs_is_no_tag() -> None:
    from ydkcheck import yaml_strict
    from ydkcheck.lists.yaml_file import MESSAGES

    root = yaml_strict.compose("191749: Hero Flash!!\n57319935: Xyz Xtreme !!\n", "l", MESSAGES)
    assert [value.value for _, value in root.value] == ["Hero Flash!!", "Xyz Xtreme !!"]


@pytest.mark.parametrize("text", ["root:x:0:0:root:/root:/bin/bash\n", "- a\n- b\n"])
def test_a_file_that_is_no_list_is_said_so_and_what_a_list_is(tmp_path, text: str) -> None:
    """Before: a configuration's ``banlist: /etc/passwd`` said "'list' must be a key: value
    mapping", an inner word in an English quote, whatever the language."""
    from ydkcheck.lists.yaml_file import load_yaml_list

    with pytest.raises(InputError) as caught:
        load_yaml_list(text, "passwd")
    error = caught.value
    assert error.key == "list.not-a-list" and error.line == 1
    assert "«list»" not in error.render("es") and ".lflist.conf" in error.render("en")


def test_aliases_of_aliases_cost_what_the_file_writes_when_tags_are_looked_for() -> None:
    """A "billion laughs" of nine aliases nine deep, with a tag mark in the file: the walk
    looking for tags visits each node once (a first version visited 9^9 and ran for minutes)."""
    import sys
    from types import FrameType

    from ydkcheck import yaml_strict
    from ydkcheck.lists.yaml_file import MESSAGES

    lines, previous = ['a: &a ["x","x","x","x","x","x","x","x","x"]'], "a"
    for name in "bcdefghi":
        lines.append(f"{name}: &{name} [" + ",".join([f"*{previous}"] * 9) + "]")
        previous = name
    text = "\n".join(lines) + "\nj: !tag x\n"
    run = 0

    def count(frame: FrameType, event: str, arg: object) -> object:
        nonlocal run
        if frame.f_code is yaml_strict._tagged.__code__ and event == "line":
            run += 1
            if run > 2_000:  # past any walk of the file's nodes: stopped, not waited for
                raise AssertionError("the walk goes through aliases again")
        return count

    sys.settrace(count)
    try:
        with pytest.raises(InputError) as caught:
            yaml_strict.compose(text, "laughs.yaml", MESSAGES)
    finally:
        sys.settrace(None)
    assert caught.value.line == 10 and "!tag" in caught.value.render("en")
