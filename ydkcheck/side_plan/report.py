"""A checked side plan as text (80 columns) or as the JSON contract, schema 1."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ydkcheck.cards import Card
from ydkcheck.diagnostics import Namer
from ydkcheck.i18n import t
from ydkcheck.lists.model import Banlist
from ydkcheck.printable import printable, printable_name
from ydkcheck.side_plan.check import MatchupCheck, PlanCheck, ResolvedSwap
from ydkcheck.terminal import GREEN, RED, WIDTH, paint, wrapped

SCHEMA = 2  # 2: the fingerprint is 140 bits in base 32


def _shown(move: ResolvedSwap, namer: Namer) -> str:
    """A card of a swap as the reader sees it: its name in their language, else as written."""
    if move.card is None or move.identity is None:
        return printable(str(move.swap.ref))
    return printable(namer(move.identity, move.card.name))


def _copies_by_card(moves: Sequence[ResolvedSwap]) -> list[tuple[int, ResolvedSwap]]:
    """Each card the moves name with its copies, in the order first named: a card named
    twice (by its name and its passcode, in two languages) is one card, as it is counted."""
    copies: dict[object, list[int]] = {}
    first: dict[object, ResolvedSwap] = {}
    for move in moves:
        key = move.identity if move.identity is not None else ("written", move.swap.ref)
        copies.setdefault(key, []).append(move.swap.copies)
        first.setdefault(key, move)
    return [(sum(copies[key]), move) for key, move in first.items()]


def _moves(label: str, moves: Sequence[ResolvedSwap], lang: str, namer: Namer) -> list[str]:
    """A matchup's cards in or out after their ``label``, ``2 × Name, 1 × Name``, in lines
    broken between cards."""
    items = [f"{copies} × {_shown(move, namer)}" for copies, move in _copies_by_card(moves)]
    pieces = [item + "," for item in items[:-1]] + items[-1:]
    first = "  " + label
    if not pieces:
        return [first + t("plan.nothing", lang)]
    hanging = " " * len(first)
    lines: list[str] = []
    line = first
    for piece in pieces:
        fresh = line in (first, hanging)
        joined = line + piece if fresh else f"{line} {piece}"
        if len(joined) <= WIDTH or fresh:
            line = joined
            continue
        lines += _fitted(line, hanging)
        line = hanging + piece
    return lines + _fitted(line, hanging)


def _fitted(line: str, hanging: str) -> list[str]:
    """``line`` as it is, or broken at blanks when one card's name makes it too long."""
    if len(line) <= WIDTH:
        return [line]
    indent = line[: len(line) - len(line.lstrip())]
    return wrapped(line.strip(), indent, hanging)


def _matchup_text(checked: MatchupCheck, lang: str, namer: Namer, color: bool) -> list[str]:
    matchup = checked.matchup
    name = printable(matchup.name)
    if checked.valid:
        verdict = paint(t("plan.valid", lang), GREEN, color)
    else:
        verdict = paint(t("plan.invalid", lang, count=len(checked.diagnostics)), RED, color)
    lines = [t("plan.matchup", lang, name=name, line=matchup.line, verdict=verdict)]
    labels = [t("plan.in", lang), t("plan.out", lang), t("plan.after", lang)]
    width = max(map(len, labels)) + 1
    label_in, label_out, label_after = (label.ljust(width) for label in labels)
    lines += _moves(label_in, checked.cards_in, lang, namer)
    lines += _moves(label_out, checked.cards_out, lang, namer)
    lines.append(f"  {label_after}{t('report.counts', lang, **checked.counts)}")
    for diagnostic in checked.diagnostics:
        where = t("plan.line", lang, line=diagnostic.line)
        lines += wrapped(where + diagnostic.message(lang, namer), "  ", "    ")
    return lines


def to_text(result: PlanCheck, banlist: Banlist, lang: str, namer: Namer, color: bool) -> str:
    """The plan checked, matchup by matchup, for an 80-column terminal."""
    deck = result.deck
    counts = t("report.counts", lang, **result.counts)
    lines = [
        t("plan.deck", lang, source=printable_name(deck.source)),
        "  " + t("plan.deck-line", lang, counts=counts, print=result.fingerprint),
    ]
    if result.deck_errors:
        invalid = t("plan.deck-invalid", lang, count=len(result.deck_errors))
        lines.append("  " + paint(invalid, RED, color))
    for problem in result.deck_errors:
        where = t("plan.line", lang, line=problem.line) if problem.line else ""
        lines += wrapped(where + problem.message(lang, namer), "  ", "    ")
    lines += [
        t("plan.plan", lang, path=printable_name(result.plan.path)),
        t("plan.list", lang, name=printable(banlist.name), id=printable(banlist.id)),
    ]
    for checked in result.matchups:
        lines += ["", *_matchup_text(checked, lang, namer, color)]
    valid = sum(checked.valid for checked in result.matchups)
    summary = t(
        "plan.summary",
        lang,
        matchups=t("plan.summary.matchups", lang, count=len(result.matchups)),
        valid=t("plan.summary.valid", lang, count=valid),
        invalid=t("plan.summary.invalid", lang, count=len(result.matchups) - valid),
    )
    if result.deck_errors:
        summary += t("plan.summary.deck-invalid", lang)
    lines += ["", summary]
    return "\n".join(lines)


def _card_json(card: Card | None) -> dict[str, Any] | None:
    from ydkcheck.report.json_pieces import card_json

    return None if card is None else card_json(card.identity, card.name)


def _moves_json(moves: Sequence[ResolvedSwap]) -> list[dict[str, Any]]:
    return [
        {
            "written": printable(str(move.swap.ref)),
            "card": _card_json(move.card),
            "count": move.swap.copies,
            "line": move.swap.line,
        }
        for move in moves
    ]


def to_json(
    result: PlanCheck,
    banlist: Banlist,
    lang: str,
    namer: Namer,
    config: dict[str, Any] | None = None,
) -> str:
    """The plan checked, as the JSON contract (schema 2, see the README); ``config``: the
    configuration applied (``report.applied``)."""
    import json

    from ydkcheck.report.json_pieces import diagnostic_json

    document = {
        "schema": SCHEMA,
        "deck": {
            "source": printable_name(result.deck.source),
            "fingerprint": result.fingerprint,
            "counts": result.counts,
            "diagnostics": [diagnostic_json(d, lang, namer) for d in result.deck_errors],
        },
        "plan": printable_name(result.plan.path),
        "banlist": {"id": banlist.id, "name": banlist.name, "format": banlist.family},
        "config": config,
        "valid": result.valid,
        "matchups": [
            {
                "name": printable(checked.matchup.name),
                "line": checked.matchup.line,
                "valid": checked.valid,
                "in": _moves_json(checked.cards_in),
                "out": _moves_json(checked.cards_out),
                "counts": checked.counts,
                "diagnostics": [diagnostic_json(d, lang, namer) for d in checked.diagnostics],
            }
            for checked in result.matchups
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=2)
