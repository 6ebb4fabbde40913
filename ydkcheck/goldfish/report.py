"""``simula`` reports: a text table (tabulate) and the JSON of the design notes (schema 1),
the sample hands, and the lines of the CI gates.

Probabilities are printed with four decimals; card names in the reader's language
(``--nombres``). Functions return strings; they never print.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import tabulate as tabulating

from ydkcheck.cards.naming import CardNamer
from ydkcheck.cards.types import MAIN_KINDS, kind_heading
from ydkcheck.goldfish.analysis import ConditionResult, GoldfishResult, MainCard, TypeRow
from ydkcheck.goldfish.gates import Gate, shown
from ydkcheck.i18n import t
from ydkcheck.printable import printable, printable_name
from ydkcheck.terminal import wrapped

if TYPE_CHECKING:
    from ydkcheck.goldfish.simulate import MissingCard

SCHEMA = 1
# who starts, and the name of each card type
GOING_NAMES = {"first": "goldfish.going.first", "second": "goldfish.going.second"}
KIND_NAMES = {
    "monster": "goldfish.kind.monster",
    "spell": "goldfish.kind.spell",
    "trap": "goldfish.kind.trap",
}


NAME_WIDTH = 32  # columns of a card's name in the table: a longer one wraps
EXPRESSION_WIDTH = 24  # columns of a condition's expression: a longer one wraps


def _table(rows: list[list[Any]], headers: list[str], **options: Any) -> str:
    """``rows`` under ``headers`` (a header may break over two lines), their columns two
    blanks apart and no wider than their widest cell: tabulate pads each column to its
    header and two more, which pushed the tables past 80 columns."""
    padding = tabulating.MIN_PADDING
    tabulating.MIN_PADDING = 0
    try:
        return tabulating.tabulate(rows, headers, disable_numparse=True, **options)
    finally:
        tabulating.MIN_PADDING = padding


def _fitted(text: str, width: int) -> str:
    """``text`` broken into lines of at most ``width`` columns (a table's cell)."""
    if len(text) <= width:
        return text
    return "\n".join(wrapped(text, "", "", width))


def _p(value: Fraction | float | None) -> str:
    return "-" if value is None else f"{float(value):.4f}"


def text(result: GoldfishResult, lang: str, names_lang: str) -> str:
    """The human report: a header line, then the conditions, or the card and type tables
    (left out when only sample hands were asked for), then the sample hands."""
    header = t(
        "goldfish.report.header",
        lang,
        source=printable_name(result.source),
        main=t("goldfish.report.main", lang, count=result.main),
        banlist=result.banlist,
        going=t(GOING_NAMES[result.going], lang),
        turns=result.turns,
        seen=t("goldfish.report.seen", lang, count=result.cards_seen),
    )
    parts = ["\n".join(wrapped(header, "", "  ")), ""]
    if result.rival is not None:
        parts[1:1] = [t("goldfish.report.after-side", lang, rival=printable(result.rival))]
    if result.conditions:
        parts.append(_conditions_table(result.conditions, lang))
        if result.has_effects:
            parts += ["", t("goldfish.report.effects", lang)]
        too_large = [condition.name for condition in result.conditions if condition.too_large]
        if too_large:
            names = ", ".join(too_large)
            parts += ["", t("goldfish.report.too-large", lang, names=names, count=len(too_large))]
        if result.samples is not None:
            parts += [
                "",
                t("goldfish.report.samples", lang, samples=result.samples, seed=result.seed),
            ]
    elif not result.hands:
        parts.append(_cards_table(result, lang, CardNamer(names_lang)))
        parts += ["", t("goldfish.types.title", lang), _types_table(result.types, lang)]
    if result.hands:
        if result.conditions:
            parts.append("")
        parts += _hands(result, lang, CardNamer(names_lang))
    return "\n".join(parts)


def _hands(result: GoldfishResult, lang: str, namer: CardNamer) -> list[str]:
    """Each sample hand with its cards by type, in the order drawn; then the seed."""
    lines = []
    for number, hand in enumerate(result.hands, start=1):
        cards = t("goldfish.hands.cards", lang, count=len(hand))
        lines.append(
            t("goldfish.hands.title", lang, number=number, total=len(result.hands), cards=cards)
        )
        for kind in (*MAIN_KINDS, None):
            of_kind = [card for card in hand if _kind(card) == kind]
            if not of_kind:
                continue
            if kind is None:
                heading = t("goldfish.hands.other", lang, count=len(of_kind))
            else:
                heading = kind_heading(kind, lang, len(of_kind))
            lines.append(f"  {heading}")
            lines += [f"    {namer(card.identity, card.name)}" for card in of_kind]
        lines.append("")
    lines.append(t("goldfish.hands.seed", lang, seed=result.seed))
    return lines


def _kind(card: MainCard) -> str | None:
    """The card's kind when it is one of the Main Deck's (monster, spell, trap), else None."""
    return card.kind if card.kind in MAIN_KINDS else None


def missing_line(missing: MissingCard, lang: str) -> str:
    """The warning that the hand spec names a card the Main Deck does not hold, at its
    line of the spec."""
    where = "" if missing.path is None else f"{missing.path}:{missing.line}: "
    message = t("goldfish.spec.not-in-deck", lang, name=missing.ref)
    return where + t("goldfish.warning", lang, message=message)


def gate_line(gate: Gate, lang: str) -> str:
    """The line of one CI gate: what was compared (the exact value, else the lower end of
    the 95% interval) with the minimum, to the same decimals."""
    name, value, minimum = gate.requirement.name, gate.value, gate.minimum
    if gate.exact:
        key = "goldfish.gate.exact-met" if gate.passed else "goldfish.gate.exact-failed"
        return t(key, lang, name=name, value=value, minimum=minimum)
    estimate = gate.result.estimate
    assert estimate is not None  # no exact value: Monte Carlo ran
    key = "goldfish.gate.sampled-met" if gate.passed else "goldfish.gate.sampled-failed"
    return t(
        key,
        lang,
        name=name,
        value=value,
        minimum=minimum,
        estimate=shown(estimate.estimate, gate.places),
        samples=estimate.samples,
    )


def _cards_table(result: GoldfishResult, lang: str, namer: CardNamer) -> str:
    headers = [
        t("goldfish.col.card", lang),
        t("goldfish.col.copies", lang),
        t("goldfish.col.p-first", lang, seen=result.seen_first),
        t("goldfish.col.p-second", lang, seen=result.seen_second),
        t("goldfish.col.e-first", lang),
        t("goldfish.col.e-second", lang),
    ]
    rows = [
        [
            _fitted(namer(row.card.identity, row.card.name), NAME_WIDTH),
            row.card.copies,
            _p(row.first),
            _p(row.second),
            _p(row.expected_first),
            _p(row.expected_second),
        ]
        for row in result.cards
    ]
    return _table(rows, headers, colalign=("left", *["right"] * 5))


def _types_table(types: Sequence[TypeRow], lang: str) -> str:
    width = max((len(row.second) for row in types), default=1)
    headers = [
        t("goldfish.col.type", lang),
        t("goldfish.col.copies", lang),
        "",
        *map(str, range(width)),
    ]
    rows: list[list[Any]] = []
    for row in types:
        name = t(KIND_NAMES[row.kind], lang)
        for label, values in (("goldfish.first", row.first), ("goldfish.second", row.second)):
            cells = [_p(value) for value in values] + [""] * (width - len(values))
            rows.append([name, row.copies, t(label, lang), *cells])
    return _table(rows, headers, colalign=("left", "right", "left", *["right"] * width))


def _conditions_table(conditions: Sequence[ConditionResult], lang: str) -> str:
    """One row per condition; the Monte Carlo columns only when Monte Carlo ran."""
    sampled = any(result.estimate is not None for result in conditions)
    headers = [
        t("goldfish.col.condition", lang),
        t("goldfish.col.expression", lang),
        t("goldfish.col.exact", lang),
    ]
    if sampled:
        headers += [t("goldfish.col.estimate", lang), t("goldfish.col.ci95", lang)]
    rows = []
    for result in conditions:
        expression = _fitted(result.expression, EXPRESSION_WIDTH)
        row = [_fitted(result.name, NAME_WIDTH), expression, _p(result.exact)]
        estimate = result.estimate
        if sampled:
            interval = "-" if estimate is None else "[{}, {}]".format(*map(_p, estimate.ci95))
            row += [_p(None if estimate is None else estimate.estimate), interval]
        rows.append(row)
    return _table(rows, headers)


def unread_line(result: GoldfishResult, lang: str) -> str | None:
    """The line said before the figures of a deck with lines not read as cards."""
    if not result.unread:
        return None
    from ydkcheck.decks.partial import shown_lines

    lines = shown_lines(result.unread)
    source = printable_name(result.source)
    return t("partial.unread-first", lang, source=source, lines=lines, count=len(result.unread))


def to_json(result: GoldfishResult, config: dict[str, Any] | None = None) -> str:
    """The JSON document of schema 1 (keys are stable and English); ``config``: the
    configuration applied (``report.applied``)."""
    document: dict[str, Any] = {
        "schema": SCHEMA,
        "deck": {
            "source": printable_name(result.source),
            "main": result.main,
            "rival": result.rival,
            "unread": list(result.unread),
        },
        "config": config,
        "going": result.going,
        "turns": result.turns,
        "cards_seen": result.cards_seen,
        "conditions": [
            _condition_json(condition, result.has_effects) for condition in result.conditions
        ],
    }
    if result.seed is not None:
        document["seed"] = result.seed
    if not result.conditions:
        document["cards"] = [
            {
                "id": row.card.identity,
                "name": row.card.name,
                "copies": row.card.copies,
                "first": float(row.first),
                "second": float(row.second),
                "expected_first": float(row.expected_first),
                "expected_second": float(row.expected_second),
            }
            for row in result.cards
        ]
        document["types"] = [
            {
                "kind": row.kind,
                "copies": row.copies,
                "first": [float(p) for p in row.first],
                "second": [float(p) for p in row.second],
            }
            for row in result.types
        ]
    if result.hands:
        document["hands"] = _hands_json(result.hands)
    return json.dumps(document, ensure_ascii=False, indent=2)


def _hands_json(hands: Sequence[Sequence[MainCard]]) -> list[list[dict[str, Any]]]:
    """Each hand as its cards in the order drawn: id, English and Spanish names, kind."""
    from ydkcheck.report.json_pieces import card_json

    return [
        [{**card_json(card.identity, card.name), "type": card.kind} for card in hand]
        for hand in hands
    ]


def _why_no_exact(result: ConditionResult, has_effects: bool) -> str | None:
    """Why a condition has no exact value: ``effects``, ``too-large``, or None (it has one)."""
    if result.exact is not None:
        return None
    return "too-large" if result.too_large else "effects" if has_effects else None


def _condition_json(result: ConditionResult, has_effects: bool) -> dict[str, Any]:
    estimate = result.estimate
    return {
        "name": result.name,
        "expression": result.expression,
        "exact": None if result.exact is None else float(result.exact),
        "exact_unavailable": _why_no_exact(result, has_effects),
        "estimate": None if estimate is None else estimate.estimate,
        "ci95": None if estimate is None else list(estimate.ci95),
        "samples": None if estimate is None else estimate.samples,
    }
