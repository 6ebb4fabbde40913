"""How many copies of one card a deck may hold, over Main + Extra + Side together.

- ``copies``: more than the format's limit (3), whatever the list says.
- ``forbidden`` / ``limited`` / ``semi-limited``: more than the list allows (0 / 1 / 2).
Cards count by identity (``alias or id``): alternate artworks and cards whose name is
always treated as another's count with it, as YGOPro and EDOPro count. The diagnostic
points at the first copy past the limit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {
    "copies": Severity.ERROR,
    "forbidden": Severity.ERROR,
    "limited": Severity.ERROR,
    "semi-limited": Severity.ERROR,
}
LIST_RULES = {0: "forbidden", 1: "limited", 2: "semi-limited"}


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """One diagnostic per card over its limit (entries are in file order already)."""
    playable = context.playable
    identities = [card.identity for _, card in playable]
    format_max = context.banlist.deck.copies
    limits = context.view.limits
    for identity, count in Counter(identities).items():
        list_max = limits.get(identity)
        allowed = format_max if list_max is None else min(list_max, format_max)
        if count <= allowed:
            continue
        if context.banlist.is_whitelist and list_max is None:
            continue  # not on the whitelist at all: reported once by the pool rule
        on_list = list_max is not None and list_max < format_max
        rule = LIST_RULES.get(allowed, "copies") if on_list else "copies"
        copies = [pair for pair, same in zip(playable, identities, strict=True) if same == identity]
        offending, card = copies[allowed]
        original = context.cards.get(identity)
        name = original.name if original is not None else card.name
        others = sorted({c.id for _, c in copies if c.id != identity})
        params = {"name": name, "count": count, "max": allowed}
        key = f"rule.{rule}"
        if others:
            params["others"] = ", ".join(map(str, others))
            key += ".artworks"
        yield Diagnostic(
            rule, Severity.ERROR, key, params, card_id=identity, card_name=name,
            section=offending.section, line=offending.line, count=count, max=allowed,
        )  # fmt: skip
