"""The rules, one module per family, registered in one table.

Each module has ``RULE_IDS`` (the stable ids it reports, with their severity; see the README)
and ``check(context) -> Iterable[Diagnostic]``; a module whose rules only some lists can
break also has ``applies(view) -> bool``, and is not run for the others (``checks_for``).
``RULES`` maps every rule id to its severity, which the checker stamps on each diagnostic,
and lets ``--ignora`` and the SARIF rule table list the rules; the checks run in the order
of ``MODULES``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import ModuleType

from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.rules import advice, copies, limit_pools, placement, points, pool, sizes, skills
from ydkcheck.rules.context import CheckContext, ListView

MODULES: tuple[ModuleType, ...] = (
    placement,
    sizes,
    skills,
    copies,
    pool,
    points,
    limit_pools,
    advice,
)
# rule id -> severity; the first ones are reported by the deck readers, not by a check
RULES: dict[str, Severity] = {
    "syntax": Severity.WARNING,
    "count": Severity.ERROR,  # a text list's card line whose count cannot be read
    "list-total": Severity.WARNING,  # a total written on a text list that differs
    "ydk-load": Severity.ERROR,  # a .ydk line YGOPro or EDOPro load otherwise
    "sheet-edited": Severity.WARNING,  # a ydkcheck sheet's field edited after it was written
}
for _module in MODULES:
    RULES.update(_module.RULE_IDS)


def checks_for(view: ListView) -> tuple[Callable[[CheckContext], Iterable[Diagnostic]], ...]:
    """The checks a deck is put through under the list of ``view``: every rule's but those
    the list cannot break (no points, no Limit pools, no Skill Cards)."""
    return tuple(
        module.check
        for module in MODULES
        if getattr(module, "applies", None) is None or module.applies(view)
    )
