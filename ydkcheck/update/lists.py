"""``banlist_info`` of the API -> the current TCG, OCG and GOAT lists, as plain dicts.

The dicts follow the YAML list schema of docs/ARCHITECTURE.md and are written with
``yaml.safe_dump`` into the cache (never into the repository's ``banlists/``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from ydkcheck.update.convert import ApiCard

SECTIONS = {"forbidden": "forbidden", "limited": "limited", "semilimited": "semi_limited"}
DECK = {"main": [40, 60], "extra": [0, 15], "side": [0, 15], "copies": 3}
# GOAT (April 2005): no Fusion Deck limit yet, and the player going first draws (as
# banlists/goat/ in the repository says).
GOAT_RULES = {"deck": {**DECK, "extra": [0, None]}, "hand": {"first": 6, "second": 6}}


@dataclass(frozen=True)
class Family:
    """One list the API describes: its ``banlist_info`` key and card pool."""

    family: str
    key: str
    label: str
    format: str
    whitelist_format: str | None = None  # the ``formats`` value naming the legal pool
    rules: Mapping[str, Any] = field(default_factory=lambda: {"deck": DECK})


FAMILIES = (
    Family("tcg", "ban_tcg", "TCG", "tcg"),
    Family("ocg", "ban_ocg", "OCG", "ocg"),
    Family("goat", "ban_goat", "GOAT", "tcg", whitelist_format="GOAT", rules=GOAT_RULES),
)


def list_id(family: str) -> str:
    """The id of the current list of ``family`` kept in the cache."""
    return f"{family}-current"


def _entries(cards: Iterable[ApiCard], family: Family) -> dict[str, dict[int, str]]:
    sections: dict[str, dict[int, str]] = {name: {} for name in SECTIONS.values()}
    pool: dict[int, str] = {}
    for card in cards:
        status = card.bans.get(family.key)
        if status is not None:
            sections[SECTIONS[status]][card.id] = card.name
        elif family.whitelist_format and family.whitelist_format in card.formats:
            pool[card.id] = card.name
    if family.whitelist_format:
        sections["unlimited"] = pool
    return {name: dict(sorted(entries.items())) for name, entries in sections.items()}


def current_lists(cards: list[ApiCard], today: date, source: str) -> dict[str, dict[str, Any]]:
    """Family -> the list as a dict; families without any entry are left out."""
    lists: dict[str, dict[str, Any]] = {}
    for family in FAMILIES:
        sections = _entries(cards, family)
        if not any(sections.values()):
            continue
        lists[family.family] = {
            "id": list_id(family.family),
            "name": f"{family.label} ({today.isoformat()})",
            "family": family.family,
            "format": family.format,
            "effective": today,
            "source": f"{source}, banlist_info, {today.isoformat()}",
            **family.rules,
            "mode": "whitelist" if family.whitelist_format else "blacklist",
            **sections,
        }
    return lists


def index_entry(data: dict[str, Any], path: str) -> dict[str, Any]:
    """The line of ``index.json`` describing one list (as ``banlists/index.json``)."""
    entries = sum(len(data[name]) for name in (*SECTIONS.values(), "unlimited") if name in data)
    return {
        "id": data["id"],
        "name": data["name"],
        "family": data["family"],
        "format": data["format"],
        "effective": data["effective"].isoformat(),
        "mode": data["mode"],
        "entries": entries,
        "path": path,
    }
