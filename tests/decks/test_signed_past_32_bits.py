"""A number of 2^32 or more after a sign or a blank in a ``.ydk`` is no card, as a bare one
is."""

from __future__ import annotations

import pytest

from ydkcheck.decks.ydk import parse_ydk

SANGAN = 26202165
WRAPPED = 2**32 + 14558127  # 4309525423: card 14558127 to EDOPro on 64-bit systems


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


@pytest.mark.parametrize(("line", "key"), [("+14558127", "sign"), (" 14558127", "indent")])
def test_a_signed_or_indented_passcode_in_32_bits_is_still_the_card(line: str, key: str) -> None:
    deck = parse_ydk(f"#main\n{line}\n#extra\n!side\n", "deck.ydk")
    assert deck.main == (14558127,)
    assert [d.message_key for d in deck.warnings] == [f"rule.ydk-load.{key}"]
