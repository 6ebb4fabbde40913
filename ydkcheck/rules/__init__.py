"""The rules, one module per family, registered in one table.

Each module has ``RULE_IDS`` (the stable ids it reports, see the README) and
``check(context) -> Iterable[Diagnostic]``. ``RULES`` maps every rule id to its module, so
``--ignora`` and the SARIF rule table can list them; ``CHECKS`` runs them in order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from types import ModuleType

from ydkcheck.diagnostics import Diagnostic, Severity
from ydkcheck.rules import advice, copies, placement, points, pool, sizes
from ydkcheck.rules.context import CheckContext

MODULES: tuple[ModuleType, ...] = (placement, sizes, copies, pool, points, advice)
CHECKS: tuple[Callable[[CheckContext], Iterable[Diagnostic]], ...] = tuple(
    module.check for module in MODULES
)
# rule id -> severity; `syntax` is reported by the deck reader, not by a check
RULES: dict[str, Severity] = {"syntax": Severity.WARNING}
for _module in MODULES:
    RULES.update(_module.RULE_IDS)


def get(rule_id: str) -> Severity:
    """The severity of a rule id; KeyError for an id that does not exist."""
    return RULES[rule_id]
