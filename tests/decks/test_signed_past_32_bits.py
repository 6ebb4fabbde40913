"""A number of 2^32 or more after a sign or a blank in a ``.ydk`` is no card, as a bare one
is; and the comment ``convierte --forzar`` writes above a text list reads back as one."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import DATA, run

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.decks.ydk import parse_ydk

SANGAN = 26202165
WRAPPED = 2**32 + 14558127  # 4309525423: card 14558127 to EDOPro on 64-bit systems
PARTIAL = DATA / "decklists" / "decklist-com-chaos-dragons-kish.txt"


@pytest.mark.parametrize(
    ("line", "card"),
    [
        (f"+{WRAPPED}", 14558127),
        (f" {WRAPPED}", 14558127),
        (f"\t+{WRAPPED}", 14558127),
        (f"-{WRAPPED}", 2**32 - 14558127),  # -4309525423 modulo 2^32
    ],
)
def test_a_signed_or_indented_number_past_32_bits_is_no_card(line: str, card: int) -> None:
    deck = parse_ydk(f"#main\n{line}\n{SANGAN}\n#extra\n!side\n", "deck.ydk")
    assert deck.main == (SANGAN,)  # YGOPro skips it, EDOPro on Windows too
    (said,) = [d for d in deck.warnings if d.rule == "ydk-load"]
    assert (said.message_key, said.line) == ("rule.ydk-load.wrapped", 2)
    for lang in ("en", "es"):
        message = said.message(lang)
        assert "YGOPro" in message and "Windows" in message and str(card) in message


@pytest.mark.parametrize("zeros", [1, 4_400])
def test_a_number_past_32_bits_after_thousands_of_zeros_is_no_card(zeros: int) -> None:
    # before: past 4,300 digits the number's value was never taken, a ValueError out of the
    # reader (the simulators' strtoul reads the zeros as nothing: card 14558127 to EDOPro)
    deck = parse_ydk(f"#main\n{'0' * zeros}{WRAPPED}\n{SANGAN}\n", "deck.ydk")
    assert deck.main == (SANGAN,)
    said = [(d.message_key, d.params, d.line) for d in deck.warnings]
    assert said == [("rule.ydk-load.wrapped", {"id": 14558127}, 2)]


@pytest.mark.parametrize(("line", "key"), [("+14558127", "sign"), (" 14558127", "indent")])
def test_a_signed_or_indented_passcode_in_32_bits_is_still_the_card(line: str, key: str) -> None:
    deck = parse_ydk(f"#main\n{line}\n#extra\n!side\n", "deck.ydk")
    assert deck.main == (14558127,)
    assert [d.message_key for d in deck.warnings] == [f"rule.ydk-load.{key}"]


@pytest.mark.parametrize(("lang", "start"), [("en", "# 2 lines"), ("es", "# 2 líneas")])
def test_the_comment_a_forced_conversion_writes_reads_back_as_a_comment(
    tmp_path: Path, cards: CardDB, lang: str, start: str
) -> None:
    ran = run("--lang", lang, "convierte", str(PARTIAL), "--a", "texto", "--forzar")
    assert ran.exit_code == 0, ran.stderr
    assert ran.stdout.startswith(start)
    written = tmp_path / "written.txt"
    written.write_text(ran.stdout, encoding="utf-8")
    source, again = read_deck(str(PARTIAL), cards), read_deck(str(written), cards)
    assert fingerprint(again, cards) == fingerprint(source, cards)
    assert [(d.rule, d.line) for d in again.warnings if d.line == 1] == []
    assert not again.unread and again.notes[0].kind == "comment"
    ydk = run("--lang", lang, "convierte", str(written), "--a", "ydk")
    assert ydk.exit_code == 0, ydk.stderr  # no line left out: converted on, not refused
