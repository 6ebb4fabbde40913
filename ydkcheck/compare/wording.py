"""The ruling of a deck check in words: each finding, each step of the fix, the infraction,
the penalty and the line for the back of the Match Result Slip, in the reader's language.

The policy's own terms (``Deck/Deck List Error – Major``, ``Game Loss``) are written as the
policy names them, with the table's Spanish gloss for a Spanish reader; the slip takes the
short forms (``DE – Major``) a scorekeeper enters.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from ydkcheck.cards import Card
from ydkcheck.compare import fix
from ydkcheck.compare.policy_table import Named
from ydkcheck.compare.ruling import SWAPS_APART, SWAPS_UNSORTED, Finding, Ruling, sided_in
from ydkcheck.diagnostics import SECTION_NAMES, Namer, Section
from ydkcheck.i18n import t
from ydkcheck.printable import printable

# the message saying each situation of the policy table, as a finding and on the slip
FINDING_KEYS = {
    "presented-unread": "compara.finding.presented-unread",
    "list-unclear": "compara.finding.list-unclear",
    "list-unknown-card": "compara.finding.list-unknown-card",
    "ambiguous-name": "compara.finding.ambiguous-name",
    "wrong-card": "compara.finding.wrong-card",
    "wrong-card-misplaced": "compara.finding.wrong-card-misplaced",
    "artwork": "compara.finding.artwork",
    "sided": "compara.finding.sided",
    "side-in-main": "compara.finding.side-in-main",
    "side-in-main-not-presented": "compara.finding.side-in-main-not-presented",
    "deck-differs": "compara.finding.deck-differs",
    "deck-illegal": "compara.finding.deck-illegal",
    "list-illegal": "compara.finding.list-illegal",
    "both-illegal": "compara.finding.both-illegal",
    "not-recorded-deck": "compara.finding.not-recorded-deck",
}
# the message of a deck that differs from the list, naming the cards that differ: all of them,
# those left once the side swaps between games were set apart, or all of them as changes of
# which the swaps cannot be told apart (``Finding.swaps``)
DIFFERING_KEYS = {
    ("deck-differs", ""): "compara.finding.deck-differs.cards",
    ("deck-differs", SWAPS_APART): "compara.finding.deck-differs.cards.apart",
    ("deck-differs", SWAPS_UNSORTED): "compara.finding.deck-differs.cards.unsorted",
    ("deck-illegal", ""): "compara.finding.deck-illegal.cards",
    ("deck-illegal", SWAPS_APART): "compara.finding.deck-illegal.cards.apart",
    ("deck-illegal", SWAPS_UNSORTED): "compara.finding.deck-illegal.cards.unsorted",
}
# the message of each step that names copies of a card in a section
PLACED_KEYS = {
    fix.Remove: "compara.step.remove",
    fix.Add: "compara.step.add",
    fix.Strike: "compara.step.strike",
}


def term(named: Named, lang: str) -> str:
    """A term of the policy as the reader sees it: its name, glossed in Spanish."""
    return named.name if lang == "en" else f"{named.name} ({named.name_es})"


def section_name(section: Section, lang: str) -> str:
    return t(SECTION_NAMES[section], lang)


def card_name(identity: int, card: Card | None, lang: str, namer: Namer) -> str:
    """A card by its name in the reader's language; an unknown one by its passcode."""
    if card is None:
        return t("compara.unknown-passcode", lang, id=identity)
    return printable(namer(identity, card.name))


def shown_order(name: str) -> tuple[str, str]:
    """A name's place in an alphabetical list a reader scans, in Spanish as in English: case
    and accents aside (``Ídolo`` among the I's, not after the Z's), ``ñ`` after ``n``, then
    the name as written, so that no two names tie."""
    folded = unicodedata.normalize("NFD", name.casefold()).replace("n\u0303", "n\U0010ffff")
    return "".join(c for c in folded if not unicodedata.combining(c)), name


def lines_named(lines: Iterable[int], lang: str) -> str:
    """``línea 23`` or ``líneas 23, 24`` (``ver arriba`` when no line is known)."""
    shown = list(lines)
    if not shown:
        return t("compara.lines-above", lang)
    key = "compara.line-one" if len(shown) == 1 else "compara.line-many"
    return t(key, lang, lines=_joined(shown))


# the lines of a fix step's cards, by the file they are of: two files are compared, and a
# bare "línea 8" may be either
LINES_OF = {
    ("deck", False): "compara.line-one.deck",
    ("deck", True): "compara.line-many.deck",
    ("list", False): "compara.line-one.list",
    ("list", True): "compara.line-many.list",
}


def lines_said(lines: Iterable[int], lang: str, of: str) -> str:
    """`` (líneas 23, 24 del mazo presentado)`` after a card, of the presented deck (``of``
    "deck") or of the list ("list"); nothing when there are none."""
    shown = list(lines)
    if not shown:
        return ""
    return f" ({t(LINES_OF[of, len(shown) > 1], lang, lines=_joined(shown))})"


def _joined(numbers: Iterable[int]) -> str:
    return ", ".join(map(str, numbers))


def _placed(placed: fix.Placed, lang: str, namer: Namer) -> str:
    return f"{placed.copies} × {card_name(placed.identity, placed.card, lang, namer)}"


def _cards(cards: Iterable[fix.Placed], lang: str, namer: Namer) -> str:
    return ", ".join(_placed(placed, lang, namer) for placed in cards)


def _differing(cards: Iterable[fix.Placed], lang: str, namer: Namer) -> str:
    """The copies a deck has more or fewer than the list, section by section: "Main Deck: 1 ×
    Sangan fewer, 1 × White Rose Dragon more"."""
    by_section: dict[Section, list[str]] = {}
    for placed in cards:
        key = "compara.copies-more" if placed.copies > 0 else "compara.copies-fewer"
        name = card_name(placed.identity, placed.card, lang, namer)
        said = t(key, lang, copies=abs(placed.copies), card=name)
        by_section.setdefault(placed.section, []).append(said)
    return "; ".join(
        f"{section_name(section, lang)}: {', '.join(by_section[section])}"
        for section in Section
        if section in by_section
    )


def telling_apart(ruling: Ruling, namer: Namer) -> Namer:
    """``namer``, with the passcode after the name of each card of the ruling whose name
    another card of it shares (Black Luster Soldier 5405694 listed, the OCG's Black Luster
    Soldier 10000100 played): "Out: Black Luster Soldier, In: Black Luster Soldier" would
    say nothing to the judge or on the slip."""
    named: dict[str, set[int]] = {}
    for placed in _placed_of(ruling):
        if placed.card is not None:
            named.setdefault(namer(placed.identity, placed.card.name), set()).add(placed.identity)
    shared = {
        identity for identities in named.values() if len(identities) > 1 for identity in identities
    }
    if not shared:
        return namer

    def name(identity: int | None, english: str) -> str:
        found = namer(identity, english)
        return f"{found} ({identity})" if identity in shared else found

    return name


def _placed_of(ruling: Ruling) -> Iterable[fix.Placed | fix.Change]:
    """Every card a ruling names: in its findings and in the steps of its fix."""
    for finding in ruling.findings:
        yield from finding.cards
    for step in ruling.fix.steps:
        if isinstance(step, (fix.Remove, fix.Add, fix.Move, fix.Strike, fix.Rename)):
            yield step.placed
        elif isinstance(step, fix.SideIn):
            yield from step.choices
        elif isinstance(step, fix.ListFix):
            yield from step.changes


def finding_text(finding: Finding, lang: str, namer: Namer) -> str:
    """What a finding is, in one sentence; between games, that the side swaps could not be
    told apart from the rest, where the sentence does not say it."""
    said = _finding_text(finding, lang, namer)
    if finding.swaps == SWAPS_UNSORTED and not _names_differences(finding):
        said += "; " + t("compara.finding.swaps-unsorted", lang)
    return said


def _names_differences(finding: Finding) -> bool:
    """Whether a finding is said by naming the cards the deck has more or fewer."""
    return bool(finding.cards) and (finding.situation.id, finding.swaps) in DIFFERING_KEYS


def _finding_text(finding: Finding, lang: str, namer: Namer) -> str:
    key = FINDING_KEYS[finding.situation.id]
    lines = _joined(finding.lines) or t("compara.lines-above", lang)
    if finding.situation.id == "wrong-card":  # each pair: the card listed, the one played
        pairs = zip(finding.cards[::2], finding.cards[1::2], strict=True)
        return "; ".join(
            t(
                key,
                lang,
                listed=card_name(listed.identity, listed.card, lang, namer),
                played=card_name(played.identity, played.card, lang, namer),
                section=section_name(listed.section, lang),
            )
            for listed, played in pairs
        )
    if finding.situation.id == "sided" and finding.side_counts is not None:
        # one for one, yet the Side Deck's count changed: the swaps did not keep it
        listed, presented = finding.side_counts
        return t(
            "compara.finding.sided.count-changed",
            lang,
            cards=_cards(sided_in(finding.cards), lang, namer),
            listed=listed,
            presented=presented,
        )
    if finding.situation.id in ("side-in-main", "side-in-main-not-presented", "sided"):
        # the Side Deck cards in the Main or Extra Deck (``ruling._side_swapped``: one at least)
        return t(
            key,
            lang,
            cards=_cards(sided_in(finding.cards), lang, namer),
            minutes=finding.situation.minutes or 0,
        )
    if _names_differences(finding):
        differing = _differing(finding.cards, lang, namer)
        return t(DIFFERING_KEYS[finding.situation.id, finding.swaps], lang, cards=differing)
    if finding.situation.id == "wrong-card-misplaced":
        placed = finding.cards[0]
        return t(
            key, lang, card=_placed(placed, lang, namer), section=section_name(placed.section, lang)
        )
    if finding.situation.id == "ambiguous-name":
        if not finding.cards:  # the deck does not show which card: the list does not say it
            key = "compara.finding.ambiguous-name.unsettled"
        return t(key, lang, written=printable(finding.written), lines=lines)
    return t(key, lang, count=finding.total or len(finding.lines), lines=lines)


def step_text(step: fix.Step, lang: str, namer: Namer) -> list[str]:
    """A step of the fix: its sentence, then (a list fix) one line per change."""
    if isinstance(step, (fix.Remove, fix.Add, fix.Strike)):
        placed = step.placed
        return [
            t(
                PLACED_KEYS[type(step)],
                lang,
                cards=_placed(placed, lang, namer),
                section=section_name(placed.section, lang),
                where=lines_said(placed.lines, lang, placed.of),
            )
        ]
    if isinstance(step, fix.Move):
        placed = step.placed
        return [
            t(
                "compara.step.move",
                lang,
                cards=_placed(placed, lang, namer),
                source=section_name(step.source, lang),
                section=section_name(placed.section, lang),
            )
        ]
    if isinstance(step, fix.SideIn):
        return [_side_in(step, lang, namer)]
    if isinstance(step, fix.Rename):
        placed = step.placed
        return [
            t(
                "compara.step.rename",
                lang,
                written=printable(step.written),
                card=card_name(placed.identity, placed.card, lang, namer),
            )
        ]
    if isinstance(step, fix.ListFix):
        return _list_fix(step, lang, namer)
    if isinstance(step, fix.Drop):
        return [t("compara.step.drop-lacking" if step.lacking else "compara.step.drop", lang)]
    if isinstance(step, fix.Confirm) and step.written:
        lines = lines_named(step.lines, lang)
        return [t("compara.step.unsettled", lang, written=printable(step.written), lines=lines)]
    if isinstance(step, (fix.Confirm, fix.Reread)):
        key = "compara.step.confirm" if isinstance(step, fix.Confirm) else "compara.step.reread"
        return [t(key, lang, lines=lines_named(step.lines, lang))]
    if isinstance(step, fix.Resolve):
        key = "compara.step.resolve-then-list" if step.then_list else "compara.step.resolve"
        return [t(key, lang, problem=step.diagnostic.message(lang, namer))]
    if isinstance(step, fix.KeepList):
        return [t("compara.step.keep-list", lang)]
    return [t("compara.step.compare-with-list", lang)]


def _side_in(step: fix.SideIn, lang: str, namer: Namer) -> str:
    if step.cards == 0:
        return t(
            "compara.step.nothing-in-lacking" if step.lacking else "compara.step.nothing-in", lang
        )
    named = sorted(
        ((card_name(placed.identity, placed.card, lang, namer), placed) for placed in step.choices),
        key=lambda pair: (shown_order(pair[0]), pair[1].identity),
    )  # by the name the reader sees, not by the English one the steps are found in
    choices = ", ".join(name + lines_said(placed.lines, lang, placed.of) for name, placed in named)
    key = "compara.step.side-in-lacking" if step.lacking else "compara.step.side-in"
    return t(key, lang, count=step.cards, choices=choices)


def _list_fix(step: fix.ListFix, lang: str, namer: Namer) -> list[str]:
    counts = t("report.counts", lang, **step.counts)
    key = "compara.step.list-lacking" if step.lacking else "compara.step.list"
    said = [t(key, lang, counts=counts)]
    for change in step.changes:
        said.append(
            t(
                "compara.step.list-change",
                lang,
                section=section_name(change.section, lang),
                card=card_name(change.identity, change.card, lang, namer),
                before=change.before,
                after=change.after,
                where=lines_said(change.lines, lang, "list"),
            )
        )
    if step.side_in:
        said.append(t("compara.step.list-side-in", lang, count=step.side_in))
    return said


def infraction_text(ruling: Ruling, lang: str) -> str:
    """The infraction line: none, the policy's infraction, or corrected before Round 1."""
    infraction = ruling.infraction
    if not ruling.settled:
        if infraction is None:
            return t("compara.infraction-undetermined", lang)
        return t("compara.infraction-at-least", lang, name=term(infraction, lang))
    if infraction is None:
        return t("compara.infraction-none", lang)
    if ruling.before_round_1:
        return t("compara.infraction-before-round-1", lang, name=infraction.short)
    return t("compara.infraction", lang, name=term(infraction, lang))


def penalty_text(ruling: Ruling, lang: str) -> str:
    penalty = ruling.penalty
    if not ruling.settled:
        return t("compara.penalty-undetermined", lang)
    waived = ruling.infraction.penalty if ruling.infraction is not None else None
    if ruling.before_round_1 and waived is not None:  # none, if the Head Judge corrects it so
        return t("compara.penalty-before-round-1", lang, name=term(waived, lang))
    if penalty is None:
        return t("compara.penalty-none", lang)
    return t("compara.penalty", lang, name=term(penalty, lang))


def gravest(ruling: Ruling) -> Finding | None:
    """The finding that gives the ruling its infraction (the first of them)."""
    if ruling.infraction is None:
        return None
    for finding in ruling.findings:
        if finding.situation.infraction == ruling.infraction:
            return finding
    return None


def slip_text(ruling: Ruling, player: str | None, lang: str, namer: Namer) -> str | None:
    """The line for the back of the Match Result Slip: player – infraction – penalty – short
    description – judge; None when there is no penalty to record, or not yet."""
    infraction, penalty, finding = ruling.infraction, ruling.penalty, gravest(ruling)
    if infraction is None or penalty is None or finding is None or not ruling.settled:
        return None
    circumstances = ruling.circumstances
    parts = (
        printable(circumstances.player or player or t("compara.slip.player", lang)),
        infraction.short,
        penalty.name,
        finding_text(finding, lang, namer),
        printable(circumstances.judge or t("compara.slip.judge", lang)),
    )
    return " – ".join(parts)
