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

A date the data knows only roughly (``cards.data``: ``~`` estimated, a week either way;
``m`` the month alone) decides nothing while the day judged is within it: the card is
counted out, and the message gives the date as estimated (or its month) and asks the judge
to confirm the release, so that no deck reads legal on a guess and no verdict stands
unexplained. Before that span it is out, the date said as rough as it is; after it, in.
One diagnostic per card, at its first copy.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Iterator, Mapping, Sequence

from ydkcheck.cards import Card, CardDB
from ydkcheck.cards.data import ESTIMATED, MONTH_ONLY
from ydkcheck.decks import DeckEntry
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.errors import Phrase
from ydkcheck.lists.families import RELEASED_ANYWHERE_FAMILIES
from ydkcheck.lists.model import Banlist
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
    "perhaps-unreleased": "rule.not-in-format.perhaps-unreleased",
    "perhaps-unreleased-anywhere": "rule.not-in-format.perhaps-unreleased-anywhere",
}
# the reasons of a card the data cannot say is out: counted out, the judge told to confirm
PERHAPS = frozenset({"perhaps-unreleased", "perhaps-unreleased-anywhere"})
# how far an estimated date (``~``) may be from the real day, either way: the data says "a few
# days" (its dates come from when a card's status changed); a week covers a set released on
# another day of its week (Chaos Origins: estimated Tuesday 2026-04-28 in the OCG, whose sets
# come out on Saturdays)
ESTIMATE_DAYS = 7
# a TCG date known to the day is its first region's (the earliest printing in any TCG
# language: Europe's, usually, a day before North America's), so the day after it is the
# first on which every region has the card; on the day itself the card may be unreleased
# where a TCG event is, and a check on that day counts it out and asks the judge to confirm.
# A list of both regions' pool (World, Master Duel) asks for a release anywhere: that day is one
FIRST_REGION = "first-region"
WHEN_KEYS = {
    "": "release.on",
    ESTIMATED: "release.around",
    MONTH_ONLY: "release.month",
    FIRST_REGION: "release.first-region",
}


Reason = tuple[str, dict[str, object]] | None
# a release: its date, the mark of its precision, its region (TCG, OCG)
Release = tuple[str, str, str]


def why_outside(card: Card, view: ListView, cards: CardDB) -> Reason:
    """Why a playable card is outside the list's card pool (a ``MESSAGE_KEYS`` key and the
    message's parameters); None when it is in."""
    banlist = view.banlist
    if banlist.is_whitelist:
        # a whitelist is the card pool itself: what it names is in, whatever the dates say
        return None if cards.original_artwork(card.id) in view.members else ("whitelist", {})
    excluded = banlist.excluded & card.subtypes
    if excluded and card.is_monster:
        return "excluded", {"kind": ", ".join(sorted(excluded))}
    pool = banlist.pool
    if pool in REGION_BITS:
        ocg, tcg = _releases(card)
        # a TCG day known to the day is its first region's: another's may come a day later
        tcg = (tcg[0], tcg[1] or FIRST_REGION, tcg[2])
        released, other = (tcg, ocg) if pool == "tcg" else (ocg, tcg)
        if released[0]:
            return _unreleased([released], view.as_of, "unreleased")
        if other[0] or not card.ot & REGION_BITS[pool]:
            return "region", {}
    elif banlist.family in RELEASED_ANYWHERE_FAMILIES and banlist.effective is not None:
        dated = [release for release in _releases(card) if release[0]]
        if dated:
            return _unreleased(dated, view.as_of, "unreleased-anywhere")
    return None


def _releases(card: Card) -> tuple[Release, Release]:
    """The card's OCG and TCG releases (a date empty when unknown)."""
    return (card.ocg_date, card.ocg_mark, "OCG"), (card.tcg_date, card.tcg_mark, "TCG")


def _unreleased(releases: list[Release], as_of: dt.date, why: str) -> Reason:
    """Why a card of these dated releases is out on ``as_of``: released by no day that may be
    its first (``why``), or perhaps not (``perhaps-`` and ``why``: an estimated date or a
    month, with ``as_of`` within it, so that the verdict turns on a day the data does not
    know). A card perhaps released is counted out, and the message says so and asks the
    judge to confirm: a deck is never read legal on a guess. None when released."""
    day = as_of.isoformat()
    spans = [(*_span(date, mark), date, mark, region) for date, mark, region in releases]
    if any(last <= day for _, last, *_ in spans):
        return None  # released by then, whichever day it was
    _, _, date, mark, region = min(spans)
    begun = [span for span in spans if span[0] <= day]
    if begun:  # within a span: the release whose span ends first
        _, _, date, mark, region = min(begun, key=lambda span: span[1])
        why = "perhaps-" + why
    said: dict[str, object] = {"date": date, "month": date[:7], "days": ESTIMATE_DAYS}
    if mark == FIRST_REGION and not begun:  # before every region's day: the day is enough
        mark = ""
    # a mark this version does not know: as rough as an estimate (``_span``)
    when = Phrase(WHEN_KEYS[mark if mark in WHEN_KEYS else ESTIMATED], said)
    return why, {"date": date, "as_of": day, "region": region, "when": when}


def _span(date: str, mark: str) -> tuple[str, str]:
    """The first and the last day a release dated ``date`` with ``mark`` may have been on."""
    if not mark:
        return date, date
    day = dt.date.fromisoformat(date)
    if mark == FIRST_REGION:
        return date, (day + dt.timedelta(days=1)).isoformat()
    if mark == MONTH_ONLY:
        following = (day.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
        return date, (following - dt.timedelta(days=1)).isoformat()
    # estimated, or a mark this version does not know: as uncertain as an estimate
    margin = dt.timedelta(days=ESTIMATE_DAYS)
    return (day - margin).isoformat(), (day + margin).isoformat()


def in_pool(card: Card, view: ListView, cards: CardDB) -> bool:
    """Whether ``card`` may be played under the list ``view`` shows (none of the reasons
    above keeps it out)."""
    return why_outside(card, view, cards) is None


def perhaps_in_pool(card: Card, view: ListView, cards: CardDB) -> bool:
    """Whether ``card`` may be in the pool: in it, or out only on a release date the data
    does not know to the day (counted out, but not known out)."""
    reason = why_outside(card, view, cards)
    return reason is None or reason[0] in PERHAPS


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
            # a card perhaps in the pool still gives the name a second meaning
            if others and not any(perhaps_in_pool(card, view, cards) for card in alike):
                continue
        kept.append(diagnostic)
    return tuple(kept)


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """One diagnostic per card outside the pool, at the first of its artworks out of it."""
    in_pool = context.memo.in_pool
    identity_of = context.identity_of
    reasons: dict[int, tuple[str, dict[str, object]]] = {}
    for code in context.distinct.difference(in_pool):
        reason = None
        if identity_of[code] is not None:  # known and playable
            reason = why_outside(context.card(code), context.view, context.cards)
        if reason is None:
            in_pool.add(code)
        else:
            reasons[code] = reason
    if not reasons:
        return
    found = context.deck.find(reasons.keys())  # one pass, whatever their number
    yield from out_of_pool(reasons, context.in_order(), found, context.cards, context.banlist)


def out_of_pool(
    reasons: Mapping[int, tuple[str, dict[str, object]]],
    in_order: Iterable[int],
    copies: Iterable[DeckEntry],
    cards: CardDB,
    banlist: Banlist,
) -> Iterator[Diagnostic]:
    """The diagnostics of a deck's passcodes outside the pool, each with its ``reasons``:
    ``in_order`` the deck's passcodes (Main, then Extra, then Side, each once), ``copies``
    their copies in file order (those of ``reasons`` at least)."""
    # one diagnostic a card: its artworks out of the pool are reported at the first of them;
    # a card only treated as another (Fusion Substitute, Polymerization) is a card of its own
    artwork = cards.original_artwork
    first_artwork: dict[int, int] = {}
    for code in in_order:
        if code in reasons:
            first_artwork.setdefault(artwork(code), code)
    region = banlist.pool.upper()
    first_copy: dict[int, DeckEntry] = {}
    for entry in copies:
        if entry.card_id in reasons:
            first_copy.setdefault(entry.card_id, entry)
    for code, (why, extra) in reasons.items():
        if first_artwork[artwork(code)] != code:
            continue
        card = cards.get(code)
        assert card is not None, code  # a passcode of a reason is a card of the data
        entry = first_copy[code]
        # the region the reason names (a first release's) over the list's own
        params = {"name": card.name, "list": banlist.name, "region": region, **extra}
        yield Diagnostic(
            "not-in-format",
            MESSAGE_KEYS[why],
            params,
            card_id=card.id,
            card_name=card.name,
            section=entry.section,
            line=entry.line,
        )
