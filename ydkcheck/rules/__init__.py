"""The rules, one module per family, registered in one table.

Each module has ``RULE_IDS`` (the stable ids it reports, with their severity; see the README)
and ``check(context) -> Iterable[Diagnostic]``. ``RULES`` maps every rule id to its
severity, which the checker stamps on each diagnostic, and lets ``--ignora`` and the SARIF
rule table list the rules; ``CHECKS`` runs them in order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import ModuleType

from ydkcheck.diagnostics import SHEET_EDITED, Diagnostic, Severity
from ydkcheck.rules import (
    advice,
    copies,
    limit_pools,
    placement,
    points,
    pool,
    simulator_text,
    sizes,
    skills,
)
from ydkcheck.rules.context import CheckContext

MODULES: tuple[ModuleType, ...] = (
    placement,
    sizes,
    skills,
    copies,
    pool,
    points,
    limit_pools,
    simulator_text,
    advice,
)
CHECKS: tuple[Callable[[CheckContext], Iterable[Diagnostic]], ...] = tuple(
    module.check for module in MODULES
)
# rule id -> severity; the first ones are reported by the deck readers, not by a check
RULES: dict[str, Severity] = {
    "syntax": Severity.WARNING,
    "count": Severity.ERROR,  # a text list's card line whose count cannot be read
    "list-total": Severity.WARNING,  # a total written on a text list that differs
    "ydk-load": Severity.ERROR,  # a .ydk line YGOPro or EDOPro load otherwise
    SHEET_EDITED: Severity.WARNING,  # a ydkcheck sheet's field edited after it was written
}
for _module in MODULES:
    RULES.update(_module.RULE_IDS)
# the rules no configuration and no --ignora turn off: a sheet whose printed fields say
# another deck than the one it carries is no deck list, whoever would rather not hear it
ALWAYS_CHECKED = frozenset({SHEET_EDITED})
# the rules that may be turned off, as an error naming a rule lists them
IGNORABLE = ", ".join(rule for rule in RULES if rule not in ALWAYS_CHECKED)
