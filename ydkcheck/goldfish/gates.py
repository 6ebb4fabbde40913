"""CI gates (``--requiere NAME>=P``): what is compared, and how it is printed.

An exact value is compared as it is. A Monte Carlo estimate is not trusted to be the value:
the lower end of its 95% interval is compared, so a gate that passes does so with 95%
confidence. Both the compared number and P are rounded the same way, to 4 decimals or to
as many as P is written with, so what is printed is what was compared: ``0.5094 < 0.5094``
cannot be printed. An exact value is printed with more decimals where 4 would hide the
difference (``0.50938 < 0.50940``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ydkcheck.errors import InputError
from ydkcheck.goldfish.analysis import ConditionResult

PLACES = 4  # decimals compared and printed, unless P is written with more
MOST_PLACES = 12  # decimals P may be written with
# matched on the stripped text: blanks both before and after the optional "%" could be split
# in as many ways as there are (40,000 blanks: 30 s)
_REQUIREMENT = re.compile(r"^\s*([^\s>=<]+)\s*>=\s*([0-9]+(?:\.[0-9]*)?|\.[0-9]+)\s*(%?)$")


@dataclass(frozen=True)
class Requirement:
    """A CI gate: condition ``name`` must reach ``minimum``, compared to ``places`` decimals."""

    name: str
    minimum: Fraction
    places: int
    text: str


def parse_requirement(text: str) -> Requirement:
    """``NAME>=P`` (P in [0, 1], or a percentage ``80%``); InputError otherwise."""
    match = _REQUIREMENT.match(text.strip())
    if match is None:
        raise InputError("goldfish.bad-requirement", value=text)
    number, percent = match.group(2), bool(match.group(3))
    whole, _, decimals = number.partition(".")
    if len(decimals) > MOST_PLACES or len(whole) > len("100"):  # before Fraction reads it
        raise InputError("goldfish.requirement-precision", value=text, most=MOST_PLACES)
    minimum = Fraction(number) / (100 if percent else 1)
    if not 0 <= minimum <= 1:
        raise InputError("goldfish.bad-requirement", value=text)
    written = len(decimals)
    places = max(PLACES, written + (2 if percent else 0))
    return Requirement(match.group(1), minimum, places, text)


@dataclass(frozen=True)
class Gate:
    """One requirement checked: whether it passed, and ``value`` (the exact value, else the
    lower end of the 95% interval) and ``minimum`` as printed, to ``places`` decimals."""

    requirement: Requirement
    result: ConditionResult
    passed: bool
    value: str
    minimum: str
    places: int  # the decimals of both

    @property
    def exact(self) -> bool:
        return self.result.exact is not None


def check_requirements(
    requirements: Sequence[Requirement], results: Sequence[ConditionResult]
) -> list[Gate]:
    """Each requirement checked against its condition; InputError on an unknown name."""
    by_name = {result.name: result for result in results}
    gates = []
    for requirement in requirements:
        result = by_name.get(requirement.name)
        if result is None:
            raise InputError(
                "goldfish.unknown-requirement", name=requirement.name, known=", ".join(by_name)
            )
        gates.append(_check(requirement, result))
    return gates


def _check(requirement: Requirement, result: ConditionResult) -> Gate:
    minimum, places = requirement.minimum, requirement.places
    if result.exact is not None:
        passed = result.exact >= minimum
        while (rounded(result.exact, places) >= minimum) != passed:
            places += 1  # terminates: the two differ, so some decimal tells them apart
        value = result.exact
    else:
        assert result.estimate is not None
        value = rounded(Fraction(result.estimate.ci95[0]), places)
        passed = value >= minimum
    return Gate(requirement, result, passed, shown(value, places), shown(minimum, places), places)


def rounded(value: Fraction, places: int) -> Fraction:
    """``value`` rounded to ``places`` decimals, half to even (as ``f"{x:.4f}"`` rounds)."""
    scale = 10**places
    return Fraction(round(value * scale), scale)


def shown(value: Fraction | float, places: int) -> str:
    """``value`` (from 0 up) written with ``places`` decimals, rounded as ``rounded`` does."""
    scale = 10**places
    units = round(Fraction(value) * scale)
    return f"{units // scale}.{units % scale:0{places}d}"
