"""The checking engine gives every real deck the output it gave before it was made faster.

``tests/data/engine/golden.tsv`` holds, for each real deck, variation and list of
``engine_cases``, the verdict, the fingerprint and a digest of what the JSON, text, SARIF and
GitHub writers made of it, written by the engine before the changes that made a repository
run faster (see ``engine_cases``' docstring to write it anew for a change that is meant).
"""

from __future__ import annotations

import pytest
from engine_cases import WRITERS, golden_rows
from helpers import DATA

GOLDEN = DATA / "engine" / "golden.tsv"
FIELDS = ("legal", *WRITERS)
FINGERPRINT = ("fingerprint",)

pytestmark = [pytest.mark.shared_data, pytest.mark.slow]


def _rows(lines: list[str]) -> dict[tuple[str, str], list[str]]:
    table = {}
    for line in lines:
        list_id, case, *values = line.rstrip("\n").split("\t")
        table[list_id, case] = values
    return table


def _compared(list_id: str, before: list[str], now: list[str]) -> list[tuple[str, str, str]]:
    """Each value of a row beside what it was: the fingerprint, the verdict and each
    writer's digest; a deck that could not be read, or can no longer, whole."""
    if "unreadable" in (before[0], now[0]):
        return [("reading", " ".join(before), " ".join(now))]
    fields = FINGERPRINT if list_id == "*" else FIELDS
    return list(zip(fields, before, now, strict=True))


def test_every_case_gives_the_output_it_gave_before() -> None:
    expected = _rows(GOLDEN.read_text(encoding="utf-8").splitlines())
    now = _rows(list(golden_rows()))
    assert now.keys() == expected.keys()
    differences = [
        f"{list_id} {case}: {field} {old} -> {new}"
        for (list_id, case), values in now.items()
        for field, old, new in _compared(list_id, expected[list_id, case], values)
        if old != new
    ]
    assert not differences, f"{len(differences)} differ, first: " + "\n".join(differences[:20])


def test_the_cases_cover_every_kind_of_deck_and_verdict() -> None:
    expected = _rows(GOLDEN.read_text(encoding="utf-8").splitlines())
    kinds = {case.split("/", 1)[0] for _, case in expected}
    assert kinds == {"shared", "tests", "examples", "decklists", "varied"}
    verdicts = [values[0] for (list_id, _), values in expected.items() if list_id != "*"]
    assert verdicts.count("True") > 100 and verdicts.count("False") > 100
