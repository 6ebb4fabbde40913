"""What YGOPro and EDOPro load of a deck file, and which configuration and list a run applies.

Each case was read otherwise before: a ``.ydk`` of 64 KiB or more (YGOPro loads no card of
it), a passcode of 2^32 or more (YGOPro skips it), a ``[tool."ydk\\u0063heck"]`` table passed
over, a list file named like a family taking the family's place.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import DECKS, run

from ydkcheck.decks.ydk import parse_ydk

YGOPRO_DECK_BUFFER = 0x10000  # YGOPro's deckBuffer (gframe/deck_manager.h)
ROSE_PATH = str(DECKS / "Rose_Dragon.ydk")
ROSE = Path(ROSE_PATH).read_text(encoding="utf-8")


def _checked(*args: str) -> dict[str, object]:
    """The JSON report of ``valida ARGS`` on Rose Dragon's deck."""
    result = run("--lang", "en", "valida", "--output", "json", ROSE_PATH, *args)
    assert "Traceback" not in result.stderr, result.stderr
    document: dict[str, object] = json.loads(result.stdout)
    return document


def _padded(size: int) -> str:
    """Rose Dragon's deck with a comment line making the file ``size`` bytes."""
    head, rest = ROSE.split("#main\n", 1)
    filler = size - len(ROSE.encode("utf-8")) - 2
    return f"{head}#{'x' * filler}\n#main\n{rest}"


def test_a_ydk_of_64_kib_is_an_error_naming_its_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n", encoding="utf-8")
    big = tmp_path / "big.ydk"
    big.write_text(_padded(YGOPRO_DECK_BUFFER), encoding="utf-8")
    assert big.stat().st_size == 65_536
    result = run("--lang", "en", "valida", str(big))
    assert result.exit_code == 1, result.stdout
    assert "65536 bytes" in result.stdout and "YGOPro loads no card" in result.stdout


def test_a_ydk_one_byte_under_64_kib_loads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'x'\n", encoding="utf-8")
    small = tmp_path / "small.ydk"
    small.write_text(_padded(YGOPRO_DECK_BUFFER - 1), encoding="utf-8")
    assert small.stat().st_size == 65_535
    result = run("--lang", "en", "valida", str(small))
    assert "YGOPro loads no card" not in result.stdout


def test_a_passcode_past_32_bits_is_no_card_and_says_what_each_loads() -> None:
    text = ROSE.replace("#main\n", "#main\n4309525423\n", 1)
    deck = parse_ydk(text, "wrap.ydk")
    written = parse_ydk(ROSE, "rose.ydk")
    assert deck.main == written.main  # counted as YGOPro loads it: no card
    (said,) = [d for d in deck.warnings if d.rule == "ydk-load"]
    assert said.message_key == "rule.ydk-load.wrapped" and said.line == 3
    message = said.message("en")
    assert "YGOPro skips" in message and "EDOPro on Windows" in message
    assert "14558127" in message and "counts no card" in message


def test_a_number_of_eleven_digits_that_fits_is_still_the_card() -> None:
    text = ROSE.replace("#main\n", "#main\n000023434538\n", 1)
    deck = parse_ydk(text, "zeros.ydk")
    assert deck.main[0] == 23434538


@pytest.mark.parametrize(
    "header",
    [
        '[tool."ydk\\u0063heck"]',
        '[tool."\\U00000079dkcheck"]',
        '[ tool . "y\\u0064k\\u0063h\\u0065ck" ]',
    ],
)
def test_the_nearer_pyproject_wins_whatever_escapes_spell_its_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, header: str
) -> None:
    (tmp_path / ".ydkcheck.yaml").write_text("ignore: [forbidden, limited]\n", encoding="utf-8")
    sub = tmp_path / "sub"
    sub.mkdir()
    pyproject = sub / "pyproject.toml"
    pyproject.write_text(f'[project]\nname = "x"\n\n{header}\nlista = "goat"\n', encoding="utf-8")
    monkeypatch.chdir(sub)
    document = _checked()
    assert document["config"] == {"path": str(pyproject), "settings": {"banlist": "goat"}}
    assert document["banlist"]["id"].startswith("goat-")  # type: ignore[index]


def test_an_escaped_table_s_unknown_key_is_named_at_its_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "x"\n[tool."ydk\\u0063heck"]\nlistaa = "goat"\n', encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    result = run("--lang", "en", "valida", str(DECKS / "Rose_Dragon.ydk"))
    assert result.exit_code == 2
    assert "pyproject.toml:4" in result.stderr, result.stderr


def test_a_pyproject_whose_escapes_name_another_tool_is_passed_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outer = tmp_path / ".ydkcheck.yaml"
    outer.write_text("ignore: [forbidden]\n", encoding="utf-8")
    sub = tmp_path / "sub"
    sub.mkdir()
    text = '[project]\nname = "x"\ndescription = "caf\\u00e9"\n[tool."ruf\\u0066"]\nx = 1\n'
    (sub / "pyproject.toml").write_text(text, encoding="utf-8")
    monkeypatch.chdir(sub)
    document = _checked()
    assert document["config"]["path"] == str(outer)  # type: ignore[index]


# a list file that takes a shipped list's name, with nothing forbidden
LOOKALIKE = """id: tcg-2026-05-b
name: TCG 2026.05
family: tcg
format: tcg
effective: 2026-05-18
source: x
deck: {main: [40, 60], extra: [0, 15], side: [0, 15], copies: 3}
mode: blacklist
forbidden: {}
limited: {}
"""


def test_a_family_name_in_the_configuration_is_the_shipped_list_beside_a_file_of_that_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "tcg").write_text(LOOKALIKE, encoding="utf-8")
    (tmp_path / ".ydkcheck.yaml").write_text("banlist: tcg\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    banlist = _checked()["banlist"]
    assert banlist["id"] == _checked("--no-config")["banlist"]["id"]  # type: ignore[index]
    assert not banlist["id"].startswith("file:")  # type: ignore[index]


@pytest.mark.parametrize("written", ["file:tcg", "./tcg", "tcg.yaml"])
def test_a_list_file_written_as_one_is_read_and_shown_as_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, written: str
) -> None:
    name = written.removeprefix("file:").removeprefix("./")
    (tmp_path / name).write_text(LOOKALIKE, encoding="utf-8")
    (tmp_path / ".ydkcheck.yaml").write_text(f"banlist: {written}\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    banlist = _checked()["banlist"]
    shown = f"file:{name}"
    assert banlist["id"] == shown and banlist["name"] == shown  # type: ignore[index]


def test_a_list_file_of_its_own_id_and_name_is_still_shown_as_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever a list file calls itself, it is named by its file: a name such as "TCG
    2026.05 (tcg-2026-05, effective 2026-05-18)" passed for the shipped list where an output
    names the list alone (``info``'s verdict, the HTML page's title)."""
    for name in ("Club 2026", "TCG 2026.05 (tcg-2026-05, effective 2026-05-18)", "TCG 2026.05."):
        own = LOOKALIKE.replace("TCG 2026.05", name).replace("tcg-2026-05-b", "club")
        (tmp_path / "club.yaml").write_text(own, encoding="utf-8")
        monkeypatch.chdir(tmp_path)
        banlist = _checked("--no-config", "--banlist", "club.yaml")["banlist"]
        assert banlist == {**banlist, "id": "file:club.yaml", "name": "file:club.yaml"}  # type: ignore[dict-item]
        text = run("--lang", "en", "valida", "--no-config", "--banlist", "club.yaml", ROSE_PATH)
        assert "List: file:club.yaml (file:club.yaml," in text.stdout
        assert "TCG 2026.05" not in text.stdout
