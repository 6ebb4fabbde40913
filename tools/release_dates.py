"""Release dates from the data's ``release-dates.csv``, and the check that a card table has them.

``release-dates.csv`` dates the canonical cards (alias 0) and names, in its ``source``
column, the set of each card's first printing per region (``tcg=YJ:Duelist's Advance[sp]``).
A set's date in a region is the earliest date a card first printed in it has there, so a
card the file does not date (one whose name is always treated as another's) takes the date
of the set ``tools/data/own-release-dates.tsv`` names for it: refreshing the data refreshes
those dates too. A TCG printing the data misses (a promotional card) is in
``tools/data/earlier-tcg-printings.tsv``, with its source, and dates its card. A set whose TCG
date the data gives as the 1st of a month, and whose day a source gives, is in
``tools/data/set-release-days.tsv``: its cards take that day, known to the day.

``marked`` gives each date the mark of its precision, as ``cards.tsv`` writes it: ``~`` after
a date the data estimated (``~`` in its ``source``: cards of Nov 2025 - Aug 2026, dated from
when their status changed, "may be off by a few days"), ``m`` after a TCG date on the 1st of a
month (the data: "may be month-precision"), unless a printing of ``earlier-tcg-printings.tsv``
or a set of ``set-release-days.tsv``, sourced to its day, gives it.

``date_problems`` is the build's check, and the test suite's: every card has the dates the
newest data gives it, and every card the sources show printed in the TCG has a TCG date.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

REGIONS = ("tcg", "ocg")
# one region of the ``source`` column: ``tcg=YJ:Set Name[lang]``
SOURCE_PART = re.compile(r"^(tcg|ocg)=[^:]*:(.+)\[\w+\]$")
# the same, with its language apart: ``tcg=YJ:Extreme Force[sp]`` -> Extreme Force, sp
SET_PART = re.compile(r"^(tcg|ocg)=[^:]*:(.+)\[(\w+)\]$")
# Konami's lists of the TCG side: a card on one of them is printed in the TCG
TCG_LIST_FOLDERS = ("tcg", "genesys")
# the passcodes of Speed Duel Skills and of the simulators' spellings start here; no real
# card's does
SIMULATOR_CODES = 100_000_000

Dates = dict[str, str]  # "tcg_date" / "ocg_date" -> YYYY-MM-DD or ""
# the TCG printings release-dates.csv misses, each with its source
EARLIER_PRINTINGS = Path(__file__).resolve().parent / "data" / "earlier-tcg-printings.tsv"
# the sets whose TCG day a source gives where the data gives the 1st of the month
SET_DAYS = Path(__file__).resolve().parent / "data" / "set-release-days.tsv"
# the kinds of a TCG date sourced to its day here, never marked: a printing the data misses, a
# set's day
SOURCED_KINDS = ("printing", "day")
DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
# the marks of a date's precision in cards.tsv (``ydkcheck.cards.data``): estimated, the month
# alone
ESTIMATED, MONTH_ONLY = "~", "m"


def read_releases(
    path: Path, earlier: Path = EARLIER_PRINTINGS, days: Path = SET_DAYS
) -> dict[int, Dates]:
    """``release-dates.csv`` by passcode: its two dates and its source, a card's TCG date the
    earlier one of a printing the data misses (``earlier-tcg-printings.tsv``, sourced there:
    promotional cards of magazines, manga and events). A row of that table that is no longer
    earlier than the data's date stops the build: the data has caught up, the row goes.
    A card first printed in the TCG in a set of ``set-release-days.tsv`` on the date the
    table says the data gives it (a 1st of a month) takes the set's sourced day
    (``with_set_days``)."""
    with path.open(encoding="utf-8", newline="") as handle:
        releases = {int(row["id"]): row for row in csv.DictReader(handle)}
    releases = with_set_days(releases, days)
    with earlier.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            code, date = int(row["id"]), row["tcg_date"]
            data = releases.get(code)
            if data is None or not DAY.fullmatch(date) or (data["tcg_date"] or "9") <= date:
                raise SystemExit(
                    f"{earlier.name}: {code} {row['name']}: {date!r} is not a day before the "
                    "TCG date release-dates.csv gives the card"
                )
            ocg = [part for part in data["source"].split(";") if part.strip().startswith("ocg=")]
            source = "; ".join([f"tcg=printing:{row['printing']}[tcg]", *map(str.strip, ocg)])
            releases[code] = {**data, "tcg_date": date, "source": source}
    return releases


def with_set_days(releases: Mapping[int, Dates], table: Path) -> dict[int, Dates]:
    """``releases`` with the TCG date of each card first printed in a set of ``table``
    (``set-release-days.tsv``: set and language as ``release-dates.csv``'s ``source`` writes
    them, the date the data gives it, the day a source gives) the sourced day, its source's
    kind ``day`` (never marked). A row that dates no card of the data, or without a day or a
    source, stops the build: the data has changed, the row must be looked at again."""
    days: dict[tuple[str, str, str], str] = {}
    with table.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            label = f"{table.name}: {row['set']} [{row['region']}]"
            if not all(DAY.fullmatch(row[key] or "") for key in ("data_date", "tcg_date")):
                raise SystemExit(f"{label}: {row['data_date']!r}, {row['tcg_date']!r}: not days")
            if "http" not in (row["source"] or ""):
                raise SystemExit(f"{label}: no source")
            days[(row["set"], row["region"], row["data_date"])] = row["tcg_date"]
    result: dict[int, Dates] = {}
    used = set()
    for code, data in releases.items():
        parts = [part.strip() for part in data["source"].split(";")]
        tcg = next((part for part in parts if part.startswith("tcg=")), "")
        match = SET_PART.match(tcg)
        key = (match.group(2), match.group(3), data["tcg_date"]) if match else None
        if key is None or key not in days:
            result[code] = dict(data)
            continue
        used.add(key)
        source = "; ".join(f"tcg=day:{key[0]}[{key[1]}]" if part == tcg else part for part in parts)
        result[code] = {**data, "tcg_date": days[key], "source": source}
    for name, region, date in sorted(days.keys() - used):
        raise SystemExit(
            f"{table.name}: {name} [{region}]: release-dates.csv dates no card first printed "
            f"in the TCG in it on {date}"
        )
    return result


def marked(releases: Mapping[int, Dates]) -> dict[int, Dates]:
    """``releases`` with each date followed by the mark of its precision, if any (see above):
    ``2026-07-03~``, ``2004-03-01m``."""
    result = {}
    for code, row in releases.items():
        kinds = {}
        for part in row["source"].split(";"):
            region, _, rest = part.strip().partition("=")
            kinds[region] = rest.partition(":")[0]
        dates = dict(row)
        for region in REGIONS:
            date, kind = row[f"{region}_date"], kinds.get(region, "")
            if not date:
                continue
            if ESTIMATED in kind:
                date += ESTIMATED
            elif region == "tcg" and date.endswith("-01") and kind not in SOURCED_KINDS:
                date += MONTH_ONLY
            dates[f"{region}_date"] = date
        result[code] = dates
    return result


def set_dates(releases: Mapping[int, Dates]) -> dict[str, dict[str, str]]:
    """Region -> set name -> the earliest date a card first printed in that set has there."""
    found: dict[str, dict[str, str]] = {region: {} for region in REGIONS}
    for row in releases.values():
        for part in row["source"].split(";"):
            match = SOURCE_PART.match(part.strip())
            if match is None:
                continue
            region, name = match.group(1), match.group(2).strip()
            date = row[f"{region}_date"]
            if date and (name not in found[region] or date < found[region][name]):
                found[region][name] = date
    return found


def own_dates(table: Path, sets: Mapping[str, Mapping[str, str]]) -> dict[int, Dates]:
    """The dates of the cards of ``own-release-dates.tsv``: the date of the set it names for
    each region (none: not released there). A set the data does not date stops the build."""
    result: dict[int, Dates] = {}
    with table.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            dates: Dates = {}
            for region in REGIONS:
                name = row[f"{region}_set"].strip()
                if name and name not in sets[region]:
                    raise SystemExit(
                        f"{table.name}: {row['id']} {row['name']}: release-dates.csv dates no "
                        f"{region.upper()} printing of the set {name!r}"
                    )
                dates[f"{region}_date"] = sets[region][name] if name else ""
            result[int(row["id"])] = dates
    return result


def tcg_listed_konami_ids(limit_regulation: Path) -> set[int]:
    """The Konami ids on any of Konami's TCG and Genesys lists (yaml-yugi-limit-regulation)."""
    found: set[int] = set()
    for folder in TCG_LIST_FOLDERS:
        for path in sorted((limit_regulation / folder).glob("????-??-??.vector.json")):
            regulation = json.loads(path.read_text(encoding="utf-8"))["regulation"]
            found.update(int(key) for key in regulation)
    return found


def date_problems(
    rows: Iterable[Mapping[str, str]],
    releases: Mapping[int, Dates],
    own: Mapping[int, Dates],
    tcg_listed: set[int],
) -> list[str]:
    """What is wrong with the dates of a card table (``rows``: cards.tsv as dicts).

    - a card's dates differ from the newest data's: its own row of ``release-dates.csv``,
      else its own printings (``own``), else those of the card it is an artwork of;
    - a card the sources show printed in the TCG (a TCG date in ``release-dates.csv``, a TCG
      set in ``own``, or a place on Konami's TCG or Genesys lists) has no TCG date.
    """
    problems = []
    for row in rows:
        code, identity = int(row["id"]), int(row["alias"]) or int(row["id"])
        if row["kind"] == "token" or code >= SIMULATOR_CODES:
            continue  # tokens, Skills and simulator spellings have no dates of their own
        expected = own.get(code) or releases.get(code) or releases.get(identity)
        label = f"{code} {row['name']}"
        if expected is not None:
            for key in ("tcg_date", "ocg_date"):
                if row[key] != expected[key]:
                    shown, wanted = row[key] or "-", expected[key] or "-"
                    problems.append(f"{label}: {key} {shown}, the data says {wanted}")
        printed = bool(expected and expected["tcg_date"]) or (
            row["konami_id"] != "" and int(row["konami_id"]) in tcg_listed
        )
        if printed and not row["tcg_date"]:
            problems.append(f"{label}: printed in the TCG, but no TCG date")
    return problems
