"""What the tests of published lists share: where the lists are kept, and the message keys
of the errors a list's lines are read with."""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).parent.parent / "data" / "decklists"

UNKNOWN = "rule.unknown-name"
SHORTHAND = "rule.unknown-name.shorthand"
NO_HINT = "rule.unknown-name.no-hint"
