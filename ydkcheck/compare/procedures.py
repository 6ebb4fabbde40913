"""The policy's procedures: each turns the registered list and the presented deck into the
steps of a fix (``compare.fix``).

``deck_to_list``, ``list_to_deck``, ``strip_deck`` and ``strike_from_list`` are the four; which
one applies, and with which options, is the policy table's to say (``compare.policy_table``).
Cards are counted by section and identity as the comparison counts them
(``CardDB.check_identity``); which copies are past a limit is counted in the order Main,
Extra, Side, so the later copies are the ones that leave. Imported only when a ruling has
cards to move: a clean deck check never needs them.
"""

from collections import Counter
from collections.abc import Callable, Iterable, Mapping

from ydkcheck.cards import CardDB
from ydkcheck.compare.fix import (
    Add,
    Cards,
    Change,
    Drop,
    ListFix,
    Move,
    Place,
    Placed,
    Remove,
    Resolve,
    SideIn,
    Step,
    Strike,
)
from ydkcheck.decks.model import SECTIONS, Deck, DeckEntry
from ydkcheck.diagnostics import Diagnostic, Section

# the rules whose cards leave a deck when both the list and the deck are illegal: every
# copy of the card in that section, or the copies past the list's count
WHOLE_CARD_RULES = frozenset({"unknown-card", "not-playable", "extra-in-main", "main-in-extra"})
COUNTED_RULES = frozenset({"copies", "forbidden", "limited", "semi-limited"})
MOST_STRIP_ROUNDS = 8  # removing a card can bring up another of its artworks, then no more


def by_place(deck: Deck, look: Cards) -> dict[Place, list[DeckEntry]]:
    """The copies of each card of each section, in the order Main, Extra, Side, then file."""
    found: dict[Place, list[DeckEntry]] = {}
    identity = look.identity
    for entry in deck.by_section:
        found.setdefault((entry.section, identity(entry.card_id)), []).append(entry)
    return found


def _lines(entries: Iterable[DeckEntry]) -> tuple[int, ...]:
    """The lines the copies stand on, each once (a text list counts copies on one line)."""
    return tuple(dict.fromkeys(entry.line for entry in entries if entry.line is not None))


def _placed(
    place: Place, count: int, look: Cards, entries: Iterable[DeckEntry] = (), of: str = "deck"
) -> Placed:
    """Copies of a card in a section, standing on the lines of ``entries`` of the presented
    deck (``of`` "deck") or of the list ("list")."""
    return Placed(place[0], place[1], look.card(place[1]), count, _lines(entries), of)


def changes(before: Deck, after: Deck, look: Cards) -> tuple[Change, ...]:
    """Every card whose copies in a section differ from ``before`` to ``after``."""
    old, new = by_place(before, look), by_place(after, look)
    found = []
    for place in sorted(old.keys() | new.keys(), key=look.name_order):
        was, now = len(old.get(place, ())), len(new.get(place, ()))
        if was != now:
            section, identity = place
            lines = _lines(old.get(place, ()))
            found.append(Change(section, identity, look.card(identity), was, now, lines))
    return tuple(found)


def main_deck_choices(deck: Deck, look: Cards, of: str) -> tuple[Placed, ...]:
    """The Side Deck cards of ``deck`` that may stand in the Main Deck (``deck`` is the
    presented deck, ``of`` "deck", or made from the list, "list")."""
    found = []
    for (section, identity), entries in by_place(deck, look).items():
        card = look.card(identity)
        playable = card is not None and card.is_playable and not card.is_extra_monster
        if section is Section.SIDE and playable:
            found.append(_placed((section, identity), len(entries), look, entries, of))
    return tuple(sorted(found, key=lambda placed: look.name_order((Section.SIDE, placed.identity))))


def _side_in(short: int, choices: tuple[Placed, ...], lacking: bool) -> list[Step]:
    """``short`` Side cards in, or the player dropped when the Side has too few."""
    if short > sum(placed.copies for placed in choices):
        return [Drop(lacking)]
    return [SideIn(short, choices, lacking)]


def counts_after(deck: Deck, side_in: int) -> dict[str, int]:
    counts = deck.counts()
    counts["main"] += side_in
    counts["side"] -= side_in
    return counts


def without(deck: Deck, leaving: Iterable[DeckEntry]) -> Deck:
    """``deck`` without the copies ``leaving`` (each one copy, matched by place and line)."""
    gone = Counter(leaving)
    kept = []
    for entry in deck.by_section:
        if gone[entry]:
            gone[entry] -= 1
        else:
            kept.append(entry)
    return Deck.from_entries(deck.source, kept, (), deck.player)


def deck_to_list(
    listed: Deck, deck: Deck, look: Cards, main_low: int, lacking: str | None
) -> list[Step]:
    """The deck made the list: copies moved between sections, removed, added; then, when
    cards must be added, what happens if the player lacks them (``lacking``: ``side-in``,
    only enough Side cards and the list corrected; ``drop``)."""
    want, have = by_place(listed, look), by_place(deck, look)
    steps: list[Step] = []
    adds: list[Placed] = []
    identities = sorted({identity for _, identity in want.keys() | have.keys()})
    for identity in identities:
        surplus = {
            s: len(have.get((s, identity), ())) - len(want.get((s, identity), ())) for s in SECTIONS
        }
        for source in SECTIONS:
            for target in SECTIONS:
                moved = min(surplus[source], -surplus[target])
                if source is not target and moved > 0:
                    steps.append(Move(source, _placed((target, identity), moved, look)))
                    surplus[source] -= moved
                    surplus[target] += moved
        for section in SECTIONS:
            place = (section, identity)
            if surplus[section] > 0:
                leaving = have[place][-surplus[section] :]
                steps.append(Remove(_placed(place, surplus[section], look, leaving)))
            elif surplus[section] < 0:
                adds.append(_placed(place, -surplus[section], look))
    steps += [Add(placed) for placed in adds]
    steps.sort(key=lambda step: _step_order(step, look))
    if adds and lacking == "drop":
        steps.append(Drop(lacking=True))
    elif adds and lacking == "side-in":
        missing = [entry for placed in adds for entry in _copies(placed, want)]
        short_of = without(listed, missing)
        short = max(0, main_low - len(short_of.main))
        choices = main_deck_choices(short_of, look, "list")
        side_in = _side_in(short, choices, lacking=True)
        steps += side_in
        if isinstance(side_in[0], SideIn):
            found = changes(listed, short_of, look)
            steps.append(ListFix(found, counts_after(short_of, short), short, lacking=True))
    return steps


def _copies(placed: Placed, want: Mapping[Place, list[DeckEntry]]) -> list[DeckEntry]:
    """The list's copies of ``placed`` that the player would be missing (the last ones)."""
    return want[placed.section, placed.identity][-placed.copies :]


def _step_order(step: Step, look: Cards) -> tuple[int, tuple[int, int, str, int]]:
    kinds = (Move, Remove, Add)
    placed = step.placed if isinstance(step, (Move, Remove, Add)) else None
    assert placed is not None
    section = step.source if isinstance(step, Move) else placed.section
    return kinds.index(type(step)), look.name_order((section, placed.identity))


def list_to_deck(listed: Deck, deck: Deck, look: Cards) -> list[Step]:
    """The list corrected to the deck as it is."""
    return [ListFix(changes(listed, deck, look), deck.counts())]


def strip(
    deck: Deck,
    errors: Iterable[Diagnostic],
    check: Callable[[Deck], Iterable[Diagnostic]],
    cards: CardDB,
) -> tuple[Deck, list[DeckEntry], list[Diagnostic]]:
    """``deck`` (whose ``errors`` the check has found) without its illegal cards (``check``:
    the errors of a deck under the list): every copy of a card that may not stand where it
    is, and the copies past a card's limit. Returns the deck left, the copies removed, and
    the errors it still has."""
    removed: list[DeckEntry] = []
    found = list(errors)
    for _ in range(MOST_STRIP_ROUNDS):
        leaving = _illegal_copies(deck, found, cards)
        if not leaving:
            break
        removed += leaving
        deck = without(deck, leaving)
        found = list(check(deck))
    return deck, removed, found


def _illegal_copies(deck: Deck, errors: list[Diagnostic], cards: CardDB) -> list[DeckEntry]:
    """The copies of ``deck`` that its ``errors`` say must leave."""
    in_order = deck.by_section
    leaving: dict[int, DeckEntry] = {}  # by the copy (a deck without lines repeats entries)
    for error in errors:
        if error.card_id is None:
            continue
        if error.rule in WHOLE_CARD_RULES:
            chosen = [
                e for e in in_order if e.card_id == error.card_id and e.section is error.section
            ]
        elif error.rule == "not-in-format":
            chosen = [e for e in in_order if e.card_id == error.card_id]
        elif error.rule in COUNTED_RULES and error.max is not None:
            copies = [e for e in in_order if _rule_identity(e.card_id, cards) == error.card_id]
            chosen = copies[error.max :]
        else:
            continue
        for entry in chosen:
            leaving[id(entry)] = entry
    return list(leaving.values())


def _rule_identity(code: int, cards: CardDB) -> int:
    """The identity the rules count a passcode as (``alias or id``)."""
    card = cards.get(code)
    return card.identity if card is not None else code


def strip_deck(
    listed: Deck,
    deck: Deck,
    errors: Iterable[Diagnostic],
    check: Callable[[Deck], Iterable[Diagnostic]],
    look: Cards,
    cards: CardDB,
) -> list[Step]:
    """Both illegal: every illegal card leaves the deck (whose ``errors`` are known); if the
    deck is still short, only enough Side cards come in (the Side is not refilled); the list
    is corrected to it. What taking cards out does not make legal (an Extra Deck of 16, a
    Main Deck of 61) is the Head Judge's call, and the list is fixed to the deck it leaves:
    never to the illegal counts."""
    stripped, removed, errors = strip(deck, errors, check, cards)
    steps: list[Step] = []
    gone = by_place(Deck.from_entries(deck.source, removed), look)
    for place in sorted(gone, key=look.name_order):
        steps.append(Remove(_placed(place, len(gone[place]), look, gone[place])))
    short = 0
    undecided = []
    for error in errors:
        if error.rule == "main-size" and error.message_key.startswith("rule.size.under"):
            short = int(error.params["limit"]) - int(error.params["count"])
        else:
            undecided.append(error)
    side_in = _side_in(short, main_deck_choices(stripped, look, "deck"), lacking=False)
    if short or not undecided:  # "nothing comes in: the deck is legal already" only then
        steps += side_in
    if not isinstance(side_in[0], SideIn):  # the player is dropped: nothing else to fix
        return steps
    if undecided:
        steps += [Resolve(error, then_list=True) for error in undecided]
    else:
        found = changes(listed, stripped, look)
        steps.append(ListFix(found, counts_after(stripped, short), short))
    return steps


def strike_from_list(
    listed: Deck, struck: Iterable[Place], deck: Deck, look: Cards, main_low: int
) -> list[Step]:
    """A real card written where it cannot be played, and not played: it is struck from the
    list, the deck is made that list, and if the Main Deck is then short only enough Side
    cards come in; the list is corrected."""
    places = by_place(listed, look)
    gone = [place for place in sorted(set(struck), key=look.name_order) if place in places]
    steps: list[Step] = [
        Strike(_placed(place, len(places[place]), look, places[place], "list")) for place in gone
    ]
    trimmed = without(listed, [entry for place in gone for entry in places[place]])
    steps += deck_to_list(trimmed, deck, look, main_low, lacking=None)
    short = max(0, main_low - len(trimmed.main))
    side_in = _side_in(short, main_deck_choices(trimmed, look, "list"), lacking=False)
    steps += side_in
    if isinstance(side_in[0], SideIn):
        steps.append(ListFix(changes(listed, trimmed, look), counts_after(trimmed, short), short))
    return steps
