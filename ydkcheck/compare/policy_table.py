"""The penalty policy a deck check speaks, as data: one JSON table per policy version.

``policies/kde-e-ipp-2.2.json`` maps each situation a deck check can find (``situations``)
to its infraction (``minor``, ``major`` or none; the table lists them gravest last) and to
the fix the policy prescribes (``fixes``: a procedure of ``compare.procedures`` and its options);
the infractions name their penalties. What happens before Round 1 and once a deck check has
verified the list are entries of their own. A later version of the policy is a new file,
and ``CURRENT`` its name.
"""

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ydkcheck.compare.record import Record

CURRENT = "kde-e-ipp-2.2"
FOLDER = Path(__file__).parent / "policies"
PROCEDURES = frozenset(
    {
        "none",
        "reread",
        "confirm",
        "deck-to-list",
        "list-to-deck",
        "strip-deck",
        "strike-from-list",
        "compare-with-list",
    }
)
LACKING = frozenset({"side-in", "drop"})  # when the player lacks the cards the list names


class Named(Record):
    """A term of the policy: its official (English) name, a short form, a Spanish gloss;
    for an infraction, its penalty."""

    __slots__ = ("id", "name", "name_es", "penalty", "short")

    def __init__(
        self, id: str, name: str, short: str, name_es: str, penalty: "Named | None" = None
    ) -> None:
        self.id = id
        self.name = name
        self.short = short
        self.name_es = name_es
        self.penalty = penalty


Infraction = Named  # an infraction is a term with its penalty


class FixRule(Record):
    """How a situation is fixed: a procedure of ``compare.procedures`` and its options."""

    __slots__ = ("id", "keep_list", "lacking", "procedure")

    def __init__(
        self, id: str, procedure: str, lacking: str | None = None, keep_list: bool = False
    ) -> None:
        self.id = id
        self.procedure = procedure
        self.lacking = lacking  # side-in or drop: the player lacks the cards to add
        self.keep_list = keep_list  # the list cannot change


class Situation(Record):
    """What a deck check found, its infraction (None: none) and its fix."""

    __slots__ = ("fix", "id", "infraction", "minutes")

    def __init__(
        self, id: str, infraction: Infraction | None, fix: FixRule, minutes: int | None = None
    ) -> None:
        self.id = id
        self.infraction = infraction
        self.fix = fix
        self.minutes = minutes  # the time the player has to fix it


class PolicyTable(Record):
    """One version of the policy, as far as deck checks go."""

    __slots__ = (
        "before_round_1",
        "category",
        "category_pages",
        "fix_pages",
        "id",
        "infraction_order",
        "name",
        "record_page",
        "short",
        "situations",
        "verified_list",
        "version",
        "year",
    )

    def __init__(
        self,
        id: str,
        name: str,
        short: str,
        version: str,
        year: int,
        category: Named,
        category_pages: str,
        fix_pages: str,
        record_page: str,
        situations: Mapping[str, Situation],
        infraction_order: tuple[str, ...],
        before_round_1: Named | None,
        verified_list: FixRule,
    ) -> None:
        self.id = id
        self.name = name
        self.short = short
        self.version = version
        self.year = year
        self.category = category  # the infraction class (Deck and Deck List Errors)
        self.category_pages = category_pages
        self.fix_pages = fix_pages
        self.record_page = record_page
        self.situations = situations
        self.infraction_order = infraction_order  # the infractions, the gravest last
        self.before_round_1 = before_round_1  # the penalty before Round 1 (None: no penalty)
        self.verified_list = verified_list  # the fix once a deck check verified the list

    @property
    def title(self) -> str:
        """The policy as a reader sees it named: ``KDE-E IPP 2.2``."""
        return f"{self.short} {self.version}"


class PolicyError(ValueError):
    """A policy table that does not hold together (a shipped file: a bug, never input)."""


def _named(key: str, entry: Mapping[str, Any]) -> Named:
    return Named(key, entry["name"], entry.get("short", entry["name"]), entry["name_es"])


def parse_table(data: Mapping[str, Any]) -> PolicyTable:
    """A table from its JSON data; PolicyError naming what does not hold together."""
    try:
        penalties = {key: _named(key, entry) for key, entry in data["penalties"].items()}
        infractions = {
            key: Named(
                key,
                entry["name"],
                entry["short"],
                entry["name_es"],
                penalties[entry["penalty"]] if entry["penalty"] else None,
            )
            for key, entry in data["infractions"].items()
        }
        fixes = {
            key: FixRule(
                key, entry["procedure"], entry.get("lacking"), entry.get("keep_list", False)
            )
            for key, entry in data["fixes"].items()
        }
        for rule in fixes.values():
            if rule.procedure not in PROCEDURES or (rule.lacking and rule.lacking not in LACKING):
                raise PolicyError(f"fix {rule.id}: unknown procedure or option")
        situations = {
            key: Situation(
                key,
                infractions[entry["infraction"]] if entry["infraction"] else None,
                fixes[entry["fix"]],
                entry.get("minutes"),
            )
            for key, entry in data["situations"].items()
        }
        before = data["before_round_1"]["penalty"]
        category = data["category"]
        return PolicyTable(
            data["id"],
            data["name"],
            data["short"],
            data["version"],
            int(data["year"]),
            Named(category["code"], category["name"], category["code"], category["name_es"]),
            category["pages"],
            data["fix_pages"],
            data["record_page"],
            situations,
            tuple(infractions),
            penalties[before] if before else None,
            fixes[data["verified_list"]],
        )
    except (KeyError, TypeError, AttributeError) as error:
        raise PolicyError(f"policy table: missing or bad entry {error}") from error


@functools.lru_cache(maxsize=1)
def load_table(name: str = CURRENT) -> PolicyTable:
    """The policy table ``name`` shipped with ydkcheck."""
    import json

    return parse_table(json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8")))
