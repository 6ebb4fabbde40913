"""A deck check as the JSON contract, schema 2 (see the README): the verdict, both decks
under the list, what differs, the list's ambiguous and shorthand names, and the policy's
ruling: ``infraction``, ``penalty``, ``fix`` (its steps as card moves) and ``slip``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ydkcheck.cards import Card
from ydkcheck.compare import fix
from ydkcheck.compare.deck_check import DeckCheck, Judged
from ydkcheck.compare.policy_table import Named
from ydkcheck.compare.ruling import Finding, Ruling
from ydkcheck.compare.wording import finding_text, slip_text, step_text, telling_apart
from ydkcheck.diagnostics import Namer
from ydkcheck.printable import printable, printable_name

if TYPE_CHECKING:  # names are worked out only for a list whose names did not all match
    from ydkcheck.compare.names import ListedName

SCHEMA = 2  # 2: the verdict, the list, legality, names and the policy's ruling


def _card(identity: int, card: Card | None) -> dict[str, Any]:
    from ydkcheck.report.json_pieces import card_json

    return card_json(identity, card.name if card is not None else None)


def _deck(judged: Judged, hidden: set[int], lang: str, namer: Namer) -> dict[str, Any]:
    from ydkcheck.report.json_pieces import diagnostic_json

    deck = judged.compared.deck
    return {
        "source": printable_name(deck.source),
        "player": None if deck.player is None else printable(deck.player),
        "fingerprint": judged.compared.fingerprint,
        "counts": deck.counts(),
        "legal": judged.legal,
        "unread": sorted({d.line for d in judged.compared.unread if d.line is not None}),
        "diagnostics": [
            diagnostic_json(d, lang, namer) for d in judged.problems if id(d) not in hidden
        ],
    }


def _placed(placed: fix.Placed) -> dict[str, Any]:
    return {
        "section": placed.section.value,
        "card": _card(placed.identity, placed.card),
        "count": placed.copies,
        "lines": list(placed.lines),
    }


def _step(step: fix.Step, lang: str, namer: Namer) -> dict[str, Any]:
    """One step of the fix: what it does, on which cards, and its sentence."""
    found: dict[str, Any]
    if isinstance(step, (fix.Remove, fix.Add, fix.Strike)):
        action = {fix.Remove: "remove", fix.Add: "add", fix.Strike: "strike"}[type(step)]
        found = {"action": action, **_placed(step.placed)}
    elif isinstance(step, fix.Move):
        found = {"action": "move", "from": step.source.value, **_placed(step.placed)}
    elif isinstance(step, fix.SideIn):
        found = {
            "action": "side-in",
            "count": step.cards,
            "choices": [_placed(placed) for placed in step.choices],
            "lacking": step.lacking,
        }
    elif isinstance(step, fix.Rename):
        found = {"action": "rename", "written": printable(step.written), **_placed(step.placed)}
    elif isinstance(step, fix.ListFix):
        found = {
            "action": "list",
            "changes": [
                {
                    "section": change.section.value,
                    "card": _card(change.identity, change.card),
                    "before": change.before,
                    "after": change.after,
                    "lines": list(change.lines),
                }
                for change in step.changes
            ],
            "counts": dict(step.counts),
            "side_in": step.side_in,
            "lacking": step.lacking,
        }
    elif isinstance(step, fix.Drop):
        found = {"action": "drop", "lacking": step.lacking}
    elif isinstance(step, (fix.Confirm, fix.Reread)):
        action = "confirm" if isinstance(step, fix.Confirm) else "reread"
        found = {"action": action, "lines": list(step.lines)}
    elif isinstance(step, fix.Resolve):
        found = {"action": "resolve", "rule": step.diagnostic.rule}
    elif isinstance(step, fix.KeepList):
        found = {"action": "keep-list"}
    else:
        found = {"action": "compare-with-list"}
    found["message"] = " ".join(step_text(step, lang, namer))
    return found


def _named(named: Named | None) -> dict[str, Any] | None:
    if named is None:
        return None
    return {"id": named.id, "name": named.name, "short": named.short}


def _finding(finding: Finding, lang: str, namer: Namer) -> dict[str, Any]:
    infraction = finding.situation.infraction
    return {
        "situation": finding.situation.id,
        "infraction": infraction.id if infraction is not None else None,
        "lines": list(finding.lines),
        "cards": [_placed(placed) for placed in finding.cards],
        "message": finding_text(finding, lang, namer),
    }


def _name(name: ListedName, played: Card | None) -> dict[str, Any]:
    return {
        "line": name.line,
        "written": printable(name.written),
        "section": name.section.value,
        "copies": name.copies,
        "status": "shorthand" if name.shorthand else "ambiguous",
        "candidates": [_card(card.id, card) for card in name.candidates],
        "card": _card(played.id, played) if played is not None else None,
    }


def _ruling(ruling: Ruling, player: str | None, lang: str, namer: Namer) -> dict[str, Any]:
    table, circumstances = ruling.table, ruling.circumstances
    namer = telling_apart(ruling, namer)
    return {
        "policy": {
            "id": table.id,
            "name": table.name,
            "version": table.version,
            "year": table.year,
            "category": table.category.name,
            "pages": table.category_pages,
        },
        "circumstances": {
            "round": circumstances.round,
            "game": circumstances.game,
            "verified": circumstances.verified,
            "presented": circumstances.presented,
            "player": circumstances.player,
            "judge": circumstances.judge,
        },
        "findings": [_finding(finding, lang, namer) for finding in ruling.findings],
        "infraction": _named(ruling.infraction),
        "penalty": _named(ruling.penalty) if ruling.settled else None,
        "before_round_1": ruling.before_round_1,
        "concluded": ruling.concluded,
        "fix": {
            "procedure": ruling.fix.procedure,
            "dropped": ruling.fix.dropped,
            "steps": [_step(step, lang, namer) for step in ruling.fix.steps],
        },
        "slip": slip_text(ruling, player, lang, namer),
    }


def to_json(
    check: DeckCheck,
    lang: str,
    namer: Namer,
    config: dict[str, Any] | None = None,
    warnings: tuple[str, ...] = (),
) -> str:
    """The deck check as the JSON contract, schema 2 (see the README); ``config``: the
    configuration applied (``report.applied``); ``warnings``: what the run warned of, which
    qualifies the check (a key only when there are some)."""
    import json

    comparison = check.comparison
    hidden = {id(name.diagnostic) for name in check.names if name.candidates}
    played = {id(name): card for name, card in check.facts.ambiguous}
    registered = check.registered
    document = {
        "schema": SCHEMA,
        "same": check.verdict == "same",
        "verdict": check.verdict,
        "passed": check.passed,
        "banlist": {
            "id": check.banlist.id,
            "name": check.banlist.name,
            "format": check.banlist.family,
        },
        "config": config,
        **({"warnings": list(warnings)} if warnings else {}),
        "registered": _deck(registered, hidden, lang, namer) if registered else None,
        "recorded_fingerprint": check.recorded,
        "presented": _deck(check.presented, set(), lang, namer),
        "differences": [
            {
                "section": item.section.value,
                "card": _card(item.identity, item.card),
                "registered": item.registered,
                "presented": item.presented,
            }
            for item in (comparison.differences if comparison else ())
        ],
        "artworks": [
            {
                "section": item.section.value,
                "card": _card(item.identity, item.card),
                "registered": [{"id": code, "count": n} for code, n in item.registered],
                "presented": [{"id": code, "count": n} for code, n in item.presented],
            }
            for item in (comparison.artworks if comparison else ())
        ],
        "names": [
            _name(name, name.shorthand or played.get(id(name)))
            for name in check.names
            if name.candidates
        ],
        "simulator_names": [
            {
                "section": name.section.value,
                "lines": list(name.lines),
                "copies": name.copies,
                "card": _card(name.card.id, name.card),
                "simulator": _card(name.simulator.id, name.simulator),
                "apart": name.apart,
                "allowed": list(name.allowed),
            }
            for name in check.pre_errata
        ],
        **_ruling(check.ruling, check.player, lang, namer),
    }
    return json.dumps(document, ensure_ascii=False, indent=2)
