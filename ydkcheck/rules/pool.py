"""``not-in-format``: a card outside the format's card pool.

- not on the list, when the list is a whitelist (Goat, Edison, Speed Duel, HAT, TOSS): the
  whitelist is the pool, so a card it names is in even without a release date. An alternate
  artwork of a listed card is that card; a card only treated as a listed one is not (Fusion
  Substitute is no Polymerization, Harpie Lady no Harpie Lady 1) unless listed itself;
- of a kind the format excludes (Genesys: Link and Pendulum monsters);
- not released in the list's region (an OCG-only card on a TCG list and the reverse), or
  released after the date the check is made for (``--fecha``, or the end of the list's
  period). Release dates come from the card data; a card without dates falls back to the
  data's availability bits;
- on a dated list of a family whose pool is both regions (``families.
  RELEASED_ANYWHERE_FAMILIES``: YGOPro's region-less lists, World, Master Duel), released
  nowhere by that date: its first release, the earlier of its TCG and OCG dates, comes after
  it. A card without dates is left in; a list of another family of that pool (one read from
  the user's file) may allow any card, and is left as it is.
One diagnostic per card, at its first copy.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ydkcheck.cards import Card, CardDB
from ydkcheck.decks import DeckEntry
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.lists.families import RELEASED_ANYWHERE_FAMILIES
from ydkcheck.rules.context import CheckContext, ListView

RULE_IDS = {"not-in-format": Severity.ERROR}
REGION_BITS = {"ocg": 1, "tcg": 2}
# why a card is out of the pool -> the message saying so
MESSAGE_KEYS = {
    "whitelist": "rule.not-in-format.whitelist",
    "excluded": "rule.not-in-format.excluded",
    "region": "rule.not-in-format.region",
    "unreleased": "rule.not-in-format.unreleased",
    "unreleased-anywhere": "rule.not-in-format.unreleased-anywhere",
}


Reason = tuple[str, dict[str, str]] | None


def _reason(card: Card, view: ListView, cards: CardDB) -> Reason:
    banlist = view.banlist
    if banlist.is_whitelist:
        # a whitelist is the card pool itself: what it names is in, whatever the dates say
        return None if cards.original_artwork(card.id) in view.members else ("whitelist", {})
    excluded = banlist.excluded & card.subtypes
    if excluded and card.is_monster:
        return "excluded", {"kind": ", ".join(sorted(excluded))}
    pool = banlist.pool
    if pool in REGION_BITS:
        released = card.tcg_date if pool == "tcg" else card.ocg_date
        other = card.ocg_date if pool == "tcg" else card.tcg_date
        if released:
            if released > view.as_of.isoformat():
                return "unreleased", {"date": released, "as_of": view.as_of.isoformat()}
        elif other or not card.ot & REGION_BITS[pool]:
            return "region", {}
    elif banlist.family in RELEASED_ANYWHERE_FAMILIES and banlist.effective is not None:
        dated = [(date, region) for date, region in _releases(card) if date]
        if dated:
            first, region = min(dated)
            if first > view.as_of.isoformat():
                return "unreleased-anywhere", {
                    "date": first,
                    "as_of": view.as_of.isoformat(),
                    "region": region,
                }
    return None


def _releases(card: Card) -> tuple[tuple[str, str], tuple[str, str]]:
    """The card's release dates with their regions, OCG first (the earlier on a tie)."""
    return (card.ocg_date, "OCG"), (card.tcg_date, "TCG")


def in_pool(card: Card, view: ListView, cards: CardDB) -> bool:
    """Whether ``card`` may be played under the list ``view`` shows (none of the reasons
    above keeps it out)."""
    return _reason(card, view, cards) is None


SHARED_NAME = "syntax.name-shared"  # the text reader's warning of a name two cards bear


def one_meaning(
    warnings: Sequence[Diagnostic], view: ListView, cards: CardDB
) -> tuple[Diagnostic, ...]:
    """``warnings`` without those of a name two cards bear (``syntax.name-shared``: Black
    Luster Soldier) where the list lets only the card read be played (the OCG's Normal
    Monster is no card of a TCG event): there the name has one meaning, and its line is read
    as written."""
    from ydkcheck.cards.matching import name_index  # a text list's warning: never a .ydk's

    names = name_index(cards)
    kept = []
    for diagnostic in warnings:
        if diagnostic.message_key == SHARED_NAME and diagnostic.card_id is not None:
            read = cards.get(diagnostic.card_id)
            others = names.find(read.name).alike if read is not None else ()
            alike = [card for card in map(cards.get, others) if card is not None]
            if others and not any(in_pool(card, view, cards) for card in alike):
                continue
        kept.append(diagnostic)
    return tuple(kept)


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """One diagnostic per card outside the pool, at the first of its artworks out of it."""
    in_pool = context.memo.in_pool
    identity_of = context.identity_of
    reasons: dict[int, tuple[str, dict[str, str]]] = {}
    for code in context.distinct.difference(in_pool):
        reason = None
        if identity_of[code] is not None:  # known and playable
            reason = _reason(context.card(code), context.view, context.cards)
        if reason is None:
            in_pool.add(code)
        else:
            reasons[code] = reason
    if not reasons:
        return
    # one diagnostic a card: its artworks out of the pool are reported at the first of them;
    # a card only treated as another (Fusion Substitute, Polymerization) is a card of its own
    artwork = context.cards.original_artwork
    first_artwork: dict[int, int] = {}
    for code in context.in_order():
        if code in reasons:
            first_artwork.setdefault(artwork(code), code)
    region = context.banlist.pool.upper()
    first_copy: dict[int, DeckEntry] = {}
    for entry in context.deck.find(reasons.keys()):  # one pass, whatever their number
        first_copy.setdefault(entry.card_id, entry)
    for code, (why, extra) in reasons.items():
        if first_artwork[artwork(code)] != code:
            continue
        card = context.card(code)
        entry = first_copy[code]
        # the region the reason names (a first release's) over the list's own
        params = {"name": card.name, "list": context.banlist.name, "region": region, **extra}
        yield Diagnostic(
            "not-in-format",
            MESSAGE_KEYS[why],
            params,
            card_id=card.id,
            card_name=card.name,
            section=entry.section,
            line=entry.line,
        )
