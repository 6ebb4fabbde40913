"""A ``.ydk`` read as a text list: what YGOPro and EDOPro load of a line the reader reads as a
card line, said as the ``.ydk`` reader says it (``decks.ydk``)."""

from __future__ import annotations

from ydkcheck.decks.ydk import CARD_BITS
from ydkcheck.diagnostics import Diagnostic

NUMBER_STARTS = frozenset("+-0123456789")  # how a line the simulators read a number of starts


def wrapped_by_simulators(line: str, number: int) -> Diagnostic | None:
    """The ``ydk-load`` error of a line of a ``.ydk`` read as a text list that starts with a
    number of 2^32 or more ("4309525423 Sangan", "4309525423 x3"), after any sign: no card to
    YGOPro, nor to EDOPro on Windows, and the card of its value modulo 2^32 to EDOPro on
    Linux, as the ``.ydk`` reader says of it (``decks.ydk``). No card is counted for it,
    neither passcode 4309525423 nor 4,309,525,423 copies; None for any other line."""
    from ydkcheck.decks.ydk import LOADED, simulator_code

    loaded = LOADED.match(line)
    code = simulator_code(loaded) if loaded is not None else None
    if loaded is None or code is None:  # no number, or one past an unsigned long: no card
        return None
    if int(loaded.group(2).lstrip("0") or "0") <= CARD_BITS:  # at most 20 digits: a passcode
        return None
    return Diagnostic("ydk-load", "rule.ydk-load.wrapped", {"id": code}, line=number)


def loaded_by_simulators(line: str, number: int) -> Diagnostic:
    """The ``ydk-load`` error of a card line in a ``.ydk`` read as a text list: YGOPro and
    EDOPro load the number it starts with ("3 2986553": card 3), or nothing ("Sangan")."""
    from ydkcheck.decks.ydk import LOADED, simulator_code

    loaded = LOADED.match(line)
    code = simulator_code(loaded) if loaded is not None else None
    if code is None:
        return Diagnostic("ydk-load", "rule.ydk-load.no-card", line=number)
    return Diagnostic("ydk-load", "rule.ydk-load.suffix", {"id": code}, line=number)
