"""Every parser, fed what hypothesis makes up: only the project's own errors come out.

Each strategy mixes the pieces of its format (headers, keys, passcodes, counts, anchors,
tags, line breaks of every kind) with arbitrary text, so that examples reach past the first
check of a parser. Whatever the input, a parser returns its value or raises the error the
CLI turns into one line and exit 2 (``InputError``, ``GrammarError``, ``UpdateError``):
anything else would reach the last-resort handler, which is a bug. The project's own
warnings (``InputWarning``, one line on stderr) are answers too: they are recorded, the parse
goes on past them, and any other warning fails the test.
"""

from __future__ import annotations

import contextlib
import functools
import json
import tempfile
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from ydkcheck.cards import CardDB, open_card_db
from ydkcheck.config import config_from_toml, config_from_yaml
from ydkcheck.decks.reading import decode_deck_bytes
from ydkcheck.decks.text import parse_text_decklist
from ydkcheck.decks.ydk import parse_ydk
from ydkcheck.decks.ydke import parse_ydke
from ydkcheck.errors import InputError, InputWarning
from ydkcheck.goldfish import grammar
from ydkcheck.goldfish.spec_file import read_spec
from ydkcheck.lists.lflist import parse_lflist
from ydkcheck.lists.yaml_file import load_yaml_list
from ydkcheck.update.convert import genesys_points, load_payload, parse_cards
from ydkcheck.update.errors import UpdateError

OWN_ERRORS = (InputError, grammar.GrammarError, UpdateError)
EXAMPLES = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
BREAKS = st.sampled_from(["\n", "\r\n", "\r", "\x0c", "\x85", "\u2028", "\x00", "\t"])
NUMBERS = st.sampled_from(["0", "1", "3", "14558127", "4294967296", "1" * 20, "1" * 5000, "²"])
JUNK = st.text(max_size=30)


@functools.cache
def card_data() -> CardDB:
    return open_card_db(offline=True)


def lines_of(pieces: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """Text made of ``pieces`` and junk, joined by line breaks of any kind."""
    line = st.one_of(pieces, JUNK, st.builds("{} {}".format, pieces, NUMBERS))
    return st.builds(
        lambda items, breaks: "".join(a + b for a, b in zip(items, breaks, strict=False)),
        st.lists(line, max_size=25),
        st.lists(BREAKS, min_size=25, max_size=25),
    )


def only_own_errors(parse: Callable[..., Any], *args: Any) -> None:
    """Run ``parse``; the project's errors and warnings are answers, anything else fails."""
    with warnings.catch_warnings(record=True) as said, contextlib.suppress(*OWN_ERRORS):
        warnings.simplefilter("always")
        parse(*args)
    strangers = [w.message for w in said if not isinstance(w.message, InputWarning)]
    assert not strangers, strangers


YDK = lines_of(
    st.sampled_from(["#main", "#extra", "!side", "#side", "#created by José", ""]) | NUMBERS
)
TEXT_LIST = lines_of(
    st.sampled_from(
        [
            "Main Deck:",
            "Extra:",
            "Side Deck (15)",
            "Mazo principal",
            "3 Ash Blossom & Joyous Spring",
            "Ash Blossom & Joyous Spring x3",
            "3x Dark Magician",
            "// c",
            "#c",
            "1 14558127",
            "#main",
            "!side",
            "## Monsters",
            "Fusion Deck:",
            "Mazo de Fusión (15)",
            "[5]Tribute Monsters:",
            "3|Rds|Sangan",
            "2: Sangan",
            "Sangan (x1)",
            "Total Monster Cards 25",
            "Total: 42",
            "42 cards",
            "0",
            "Player: Ana",
            "Evento: Regional",
            "Fecha: 2024-05-01",
            "• 3 Sangan",
            "৪ Sangan",
            "Sangan (nota (otra))",
        ]
    )
    | st.builds("{} Ash Blossom & Joyous Spring".format, NUMBERS)
)
LFLIST = lines_of(
    st.sampled_from(
        [
            "!Mine",
            "#[TCG]",
            "$whitelist",
            "$genesys",
            "14558127 0",
            "14558127 1 --Ash",
            "14558127 -1",
            "#forbidden",
            "!",
        ]
    )
    | st.builds("{} {}".format, NUMBERS, NUMBERS)
)
YAML_PIECES = st.sampled_from(
    [
        "id: mine",
        "name: Mine",
        "format: tcg",
        "family: tcg",
        "effective: 2024-01-01",
        "effective: 2024-13-45",
        "effective: !!timestamp 2024-02-30",
        "forbidden:",
        "limited:",
        "semi_limited:",
        "  14558127: Ash",
        "  - 14558127",
        "forbidden: {14558127: Ash}",
        "deck: {main: [40, 60]}",
        "deck:",
        "  main: [40, 1e400]",
        "a: &a [x, x]",
        "b: [*a, *a]",
        "points: {14558127: 3}",
        "cap: 100",
        "whitelist: true",
        "? complex",
        "- - -",
        "{",
        "]",
        "groups:",
        "  a: [14558127]",
        "  b: [Ash Blossom & Joyous Spring]",
        "conditions:",
        '  c: "a >= 1"',
        '  d: "a + b >= 2 and not (a == 0)"',
        "effects:",
        "  14558127: {draw: 2}",
        "  Ash Blossom & Joyous Spring: {search: a}",
        "lista: tcg",
        "fecha: 2024-01-01",
        "ignora: [advice-main-size]",
        "estricto: yes",
        "salida: json",
        "lang: es",
    ]
)
YAML_TEXT = lines_of(YAML_PIECES | st.builds("  {}: {}".format, NUMBERS, NUMBERS))
TOML_TEXT = lines_of(
    st.sampled_from(
        [
            "[tool.ydkcheck]",
            "[tool]",
            'ydkcheck.banlist = "tcg"',
            "[project]",
            'lista = "tcg"',
            "fecha = 2024-01-01",
            'fecha = "2024-13-45"',
            "estricto = true",
            "ignora = ['x']",
            'ydkcheck = {banlist = "tcg"}',
            "banlist = 1",
            "[[tool.ydkcheck]]",
            'salida = "json"',
        ]
    )
    | st.builds("x = {}".format, NUMBERS)
)
CONDITION = st.lists(
    st.sampled_from(
        [
            "a",
            "b",
            ">=",
            "==",
            "<",
            "+",
            "(",
            ")",
            "and",
            "or",
            "not",
            "y",
            "o",
            "no",
            "=",
            "3",
            "1" * 40,
            "²",
            "!",
            " ",
        ]
    )
    | JUNK,
    max_size=30,
).map(" ".join)
JSON_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
API_CARD = st.fixed_dictionaries(
    {},
    optional={
        "id": st.integers() | st.text(max_size=12) | NUMBERS,
        "name": st.text(max_size=20),
        "type": st.sampled_from(["Effect Monster", "Spell Card", "XYZ Monster", "Skill Card"])
        | JUNK,
        "frameType": st.sampled_from(["effect", "spell", "xyz", "link", "token"]) | JUNK,
        "race": JUNK,
        "card_images": st.lists(
            st.fixed_dictionaries({}, optional={"id": st.integers() | JUNK}), max_size=3
        ),
        "banlist_info": st.dictionaries(
            st.sampled_from(["ban_tcg", "ban_ocg", "ban_goat"]),
            JUNK | st.sampled_from(["Banned", "Limited", "Semi-Limited"]),
        ),
        "misc_info": st.lists(
            st.dictionaries(
                st.sampled_from(["tcg_date", "ocg_date", "genesys_points", "formats"]), JSON_VALUE
            ),
            max_size=2,
        ),
    },
)


@EXAMPLES
@given(YDK)
def test_ydk(text: str) -> None:
    only_own_errors(parse_ydk, text, "d.ydk")


@EXAMPLES
@given(st.binary(max_size=200) | YDK.map(lambda text: text.encode("utf-8", "surrogatepass")))
def test_deck_bytes(raw: bytes) -> None:
    only_own_errors(decode_deck_bytes, raw, "d.ydk")


@EXAMPLES
@given(
    st.builds("ydke://{}!{}!{}!".format, JUNK, JUNK, JUNK)
    | st.text(max_size=60).map("ydke://".__add__)
)
def test_ydke(url: str) -> None:
    only_own_errors(parse_ydke, url)


@EXAMPLES
@given(TEXT_LIST)
def test_text_decklist(text: str) -> None:
    only_own_errors(parse_text_decklist, text, "l.txt", card_data())


@EXAMPLES
@given(LFLIST)
@example("!Mine\n0 0\n!Mine\n")  # two lists of one name: a warning, not a crash
def test_lflist(text: str) -> None:
    only_own_errors(parse_lflist, text, "l.lflist.conf")


@EXAMPLES
@given(YAML_TEXT)
def test_yaml_list(text: str) -> None:
    only_own_errors(load_yaml_list, text, "l.yaml")


@EXAMPLES
@given(YAML_TEXT)
def test_hand_spec(text: str) -> None:
    only_own_errors(read_spec, "s.yaml", text)


@EXAMPLES
@given(CONDITION)
def test_condition(text: str) -> None:
    try:
        expr = grammar.parse(text)
    except grammar.GrammarError:
        return
    grammar.evaluate(expr, dict.fromkeys(("a", "b", *(t.group for t in grammar.terms(expr))), 1))


@EXAMPLES
@given(YAML_TEXT)
def test_yaml_configuration(text: str) -> None:
    only_own_errors(config_from_yaml, text, ".ydkcheck.yaml")


@EXAMPLES
@given(TOML_TEXT)
def test_toml_configuration(text: str) -> None:
    only_own_errors(config_from_toml, text, "pyproject.toml")


@EXAMPLES
@given(st.lists(API_CARD | JSON_VALUE, max_size=6))
def test_api_cards(data: list[Any]) -> None:
    only_own_errors(parse_cards, data, "http://127.0.0.1/cardinfo.php", 0)
    only_own_errors(genesys_points, data, "http://127.0.0.1/cardinfo.php")


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=100) | JSON_VALUE.map(lambda value: json.dumps({"data": value}).encode()))
def test_api_payload(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        answer = Path(folder) / "cards.json"
        answer.write_bytes(raw)
        only_own_errors(load_payload, answer, "http://127.0.0.1/cardinfo.php")
