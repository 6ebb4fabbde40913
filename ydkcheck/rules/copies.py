"""How many copies of one card a deck may hold, over Main + Extra + Side together.

- ``copies``: more than the format's limit (3), whatever the list says.
- ``forbidden`` / ``limited`` / ``semi-limited``: more than the list allows (0 / 1 / 2).
Cards count by identity (``alias or id``): alternate artworks and cards whose name is
always treated as another's count with it, as YGOPro and EDOPro count. A passcode the list
gives a count of its own holds the card to it when the deck writes it
(``ydkcheck.lists.card_limits``). The diagnostic points at the first copy past the limit of
its own passcode, as EDOPro counts, else at the first past the card's.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from ydkcheck.cards import CardDB
from ydkcheck.decks import DeckEntry
from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.rules.context import CheckContext

RULE_IDS = {
    "copies": Severity.ERROR,
    "forbidden": Severity.ERROR,
    "limited": Severity.ERROR,
    "semi-limited": Severity.ERROR,
}
LIST_RULES = {0: "forbidden", 1: "limited", 2: "semi-limited"}
# rule -> its message, and its message when other artworks count as the same card
MESSAGE_KEYS = {
    "copies": ("rule.copies", "rule.copies.artworks"),
    "forbidden": ("rule.forbidden", "rule.forbidden.artworks"),
    "limited": ("rule.limited", "rule.limited.artworks"),
    "semi-limited": ("rule.semi-limited", "rule.semi-limited.artworks"),
}


def check(context: CheckContext) -> Iterator[Diagnostic]:
    """One diagnostic per card over its limit."""
    identities = context.identities
    allowed, listed = _allowed(context)
    # the listed cards of the deck, found by a set intersection in C ...
    over = {
        identity: identities[identity]
        for identity in identities.keys() & allowed.keys()
        if identities[identity] > allowed[identity]
    }
    # ... and the others, looked at only when some card has more copies than any list allows
    default = context.view.default_allowed
    if identities and max(identities.values()) > default:
        over.update(
            (identity, count)
            for identity, count in identities.items()
            if count > default and identity not in allowed
        )
    if not over:
        return
    identity_of = context.identity_of
    copies: dict[int, list[DeckEntry]] = {identity: [] for identity in over}
    # the passcodes counted as those cards: each itself, unless it counts as another card,
    # and the few that count as one of them
    not_itself = context.not_itself
    artworks = over.keys() & context.distinct
    if not_itself:
        artworks -= not_itself
        artworks.update(code for code in not_itself if identity_of[code] in over)
    for entry in context.deck.find(artworks):  # in file order
        copies[identity_of[entry.card_id]].append(entry)  # type: ignore[index]
    for identity, count in over.items():
        yield _diagnostic(context, identity, count, copies[identity], allowed, listed)


def _allowed(context: CheckContext) -> tuple[Mapping[int, int], Mapping[int, int]]:
    """The copies allowed of each listed card, capped by the format's, and the list's own
    counts of the cards the deck writes with a passcode of a count of its own (the strictest
    of the passcodes written); the list view's as they are when it writes none."""
    view = context.view
    own = view.own_limits
    if not own:  # almost every list
        return view.allowed, view.limits
    written = own.keys() & context.distinct
    if not written:
        return view.allowed, view.limits
    identity_of = context.identity_of
    held = {identity_of[code] for code in written}
    codes: dict[int, list[int]] = {}
    for code in context.distinct:
        identity = identity_of[code]
        if identity is not None and identity in held:
            codes.setdefault(identity, []).append(code)
    listed = dict(view.limits)
    for identity, written_codes in codes.items():
        held_to = view.written_limit(identity, written_codes)
        if held_to is not None:  # always: a passcode with an entry of its own is listed
            listed[identity] = held_to
    most = context.banlist.deck.copies
    allowed = {**view.allowed, **{key: min(listed[key], most) for key in codes}}
    return allowed, listed


def _named(others: Sequence[int], name: str, cards: CardDB) -> tuple[tuple[int, str | None], ...]:
    """The other passcodes counted as the card, each with its name when that is not the
    card's own (``A Legendary Ocean`` counted as Umi); see ``diagnostics.named_others``."""
    named = []
    for code in others:
        card = cards.get(code)
        named.append((code, card.name if card is not None and card.name != name else None))
    return tuple(named)


def _first_past(
    context: CheckContext, identity: int, copies: list[DeckEntry], allowed: int
) -> DeckEntry:
    """The first copy, in file order, past the count of its own passcode (EDOPro's running
    count); else the first copy past ``allowed``, the card's."""
    own = context.view.own_limits
    if own:  # only a list with passcodes of counts of their own (World 2024's Plushfire)
        most = context.banlist.deck.copies
        card = context.view.allowed.get(identity, most)
        for number, entry in enumerate(copies, start=1):
            if number > min(own.get(entry.card_id, card), most):
                return entry
    return copies[allowed]


def _diagnostic(
    context: CheckContext,
    identity: int,
    count: int,
    copies: list[DeckEntry],
    allowed_of: Mapping[int, int],
    listed: Mapping[int, int],
) -> Diagnostic:
    """The problem of a card with ``count`` copies, at the first copy past the limit."""
    format_max = context.banlist.deck.copies
    list_max = listed.get(identity)
    allowed = allowed_of.get(identity, format_max)
    rule = limit_rule(allowed, list_max, format_max)
    offending = _first_past(context, identity, copies, allowed)
    others = sorted({entry.card_id for entry in copies if entry.card_id != identity})
    return over_limit(context.cards, rule, identity, count, allowed, offending, others)


def limit_rule(allowed: int, list_max: int | None, format_max: int) -> str:
    """The rule broken by a card over the ``allowed`` copies: the list's (``forbidden``...)
    when it holds the card to fewer than the format's ``format_max``, else ``copies``."""
    on_list = list_max is not None and list_max < format_max
    return LIST_RULES.get(allowed, "copies") if on_list else "copies"


def over_limit(
    cards: CardDB,
    rule: str,
    identity: int,
    count: int,
    allowed: int,
    offending: DeckEntry,
    others: Sequence[int],
) -> Diagnostic:
    """The diagnostic of ``rule`` for ``count`` copies of the card ``identity`` where
    ``allowed`` are, at the copy ``offending``; ``others``: the passcodes written for it
    other than its own, sorted."""
    original = cards.get(identity)
    written = original or cards.get(offending.card_id)
    assert written is not None  # a copy counted is a card of the data
    name = written.name
    params: dict[str, object] = {"name": name, "count": count, "max": allowed}
    key, artworks_key = MESSAGE_KEYS[rule]
    if others:
        params["others"] = _named(others, name, cards)
        key = artworks_key
    return Diagnostic(
        rule,
        key,
        params,
        card_id=identity,
        card_name=name,
        section=offending.section,
        line=offending.line,
        count=count,
        max=allowed,
    )
