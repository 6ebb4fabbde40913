"""Speed Duel's Limit pools: at most N cards in total from the list's "Limit N" pool.

- ``limit-pool``: more cards from one pool than its limit, over Main + Extra + Side and the
  Skill Card together (Konami's Speed Duel lists put Skills in pools too). A card's copy
  limit still applies on its own. Cards go card by card, as for a whitelist: an alternate
  artwork of a pool's card is in the pool, a card only treated as one is not.
- ``limit-pool-unknown`` (info): the list has pools, but the data does not say which cards
  are in them, so the deck was not checked against them.

One diagnostic per pool, at the first copy past the limit, in deck order.
"""

from __future__ import annotations

from collections.abc import Iterator

from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {"limit-pool": Severity.ERROR, "limit-pool-unknown": Severity.INFO}


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """One diagnostic per pool over its limit; one note when the pools are unknown."""
    view = context.view
    if view.banlist.limit_pools_unknown:
        name = view.banlist.name
        yield Diagnostic("limit-pool-unknown", "rule.limit-pool-unknown", {"list": name})
    if not view.limit_pools:
        return
    copies = context.card_copies()
    artwork = context.cards.original_artwork
    for limit, members in view.limit_pools:
        held = copies.keys() & members
        total = sum(copies[card] for card in held)
        if total <= limit:
            continue
        pooled = {
            code
            for code in context.distinct
            if context.identity_of[code] is not None and artwork(code) in held
        }
        found = context.deck.find(pooled)  # in file order
        offending = found[limit]
        card = context.card(offending.card_id)
        others = tuple(
            (code, context.card(code).name) for code in dict.fromkeys(e.card_id for e in found)
        )
        yield Diagnostic(
            "limit-pool",
            "rule.limit-pool",
            {"count": total, "limit": limit, "others": others},
            card_id=card.id,
            card_name=card.name,
            section=offending.section,
            line=offending.line,
            count=total,
            max=limit,
        )
