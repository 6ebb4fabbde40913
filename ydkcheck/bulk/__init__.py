"""The bulk engine: ``valida --salida json`` over the ``.ydk`` files of folders, many at once.

A repository's decks are read a chunk at a time into arrays (``survey``); what each passcode
is under the list is learnt once (``card_table``), each diagnostic's text is made once by
the rules' own code (``texts``), and a deck's JSON is the join of those texts (``engine``).
It says exactly what the per-deck engine says, deck for deck: a deck holding anything it
does not say itself (a line other than a passcode, a header as the simulators write it, a
``#`` comment or a blank; a card outside the format's pool) is checked by the per-deck
engine, in its place among the others.

This module decides whether the engine applies, without importing numpy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ydkcheck.rules import RULES

if TYPE_CHECKING:
    from ydkcheck.report.writer import Writer
    from ydkcheck.validate import Validator

# decks below which numpy's import (60-140 ms) costs more than the engine saves: whole runs,
# paired by CPU, break even between 600 and 1,000 decks
FEWEST_DECKS = 1000


def applies(validator: Validator, writer: Writer, decks: int) -> bool:
    """Whether the bulk engine checks ``decks`` decks under ``validator`` for ``writer``:
    enough of them, and a check it says all of (``takes``)."""
    return decks >= FEWEST_DECKS and takes(validator, writer)


def takes(validator: Validator, writer: Writer) -> bool:
    """Whether the bulk engine says everything ``validator`` would for ``writer``: JSON,
    every rule reported, and a list whose rules it says (none of points, Limit pools, Skill
    Cards or Speed Duel's rules for them, a whitelist, or passcodes of counts of their own)."""
    from ydkcheck.report.json_format import JsonWriter  # loaded already for JSON

    banlist, view = validator.banlist, validator.view
    return (
        type(writer) is JsonWriter
        and validator.severities == RULES
        and not (banlist.has_points or banlist.limit_pools or banlist.limit_pools_unknown)
        and not (banlist.is_whitelist or view.skills or view.speed or view.own_limits)
    )
