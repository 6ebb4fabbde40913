"""Regenerate ``banlists/`` (one YAML file per list version + index.json) from the shared data.

Usage: ``python tools/build_banlists.py [--data DIR] [--out DIR] [--report]``

Inputs (``--data``, default ``<repo>/../shared/data``):

- ``banlists-history/`` and ``banlists-other/``: EDOPro/YGOPro ``.lflist.conf`` files;
- ``limit-regulation-yamlyugi/``: Konami's official lists keyed by Konami id, with exact dates;
- ``cards.csv``: English names, aliases and Konami ids.

The output is deterministic: running the script twice gives byte-identical files. Decisions
(which copy of a list was kept, where the dates came from, what could not be mapped) are
written to ``banlists/SOURCES.md``; ``--report`` also prints the matching table.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import re
import shutil
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's ydkcheck

from list_checks import (
    NO_BASE,
    added_vectors,
    check_collection,
    corrected,
    konami_ids_added,
    other_regions,
    overwritten_files,
    traditional,
    unknown_lists,
)
from release_dates import read_releases

from ydkcheck.lists.collection import ListEntry, index_row, index_text
from ydkcheck.lists.families import (
    FAMILIES,
    FAMILIES_WITH_2008_RULES,
    FIRST_PLAYER_DREW_UNTIL,
    MASTER_RULE_3_OCG,
    MASTER_RULE_3_TCG,
    RULES_BEFORE_2008,
    RULES_BEFORE_2008_SOURCE,
    RULES_CHANGED_2008,
)
from ydkcheck.lists.model import Banlist
from ydkcheck.lists.yaml_file import to_yaml

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "data"
DEFAULT_OUT = REPO / "banlists"
UNKNOWN_NAME = "unknown.json"  # the days on which a family's list is unknown (read by choose)

YAMLYUGI = "DawnbrandBots/yaml-yugi-limit-regulation"

# File-name suffix (after the date) -> family.
SUFFIX_FAMILY = {
    "tcg": "tcg",
    "ocg": "ocg",
    "ocg_korea": "ocg-kr",
    "ocg-korea": "ocg-kr",
    "ocg-ae": "ocg-ae",
    "noregion": "legacy",
    "goat": "goat",
    "edison": "edison",
    "hat": "hat",
    "toss": "toss",
    "speed_duel": "speed",
    "speed_duel_midterm_paradox_box": "speed",
    "master_duel": "md",
    "world": "world",
    "world_s": "world",
    "worlds": "world",
    "traditional": "traditional",
    "genesys": "genesys",
}

# Files without a date in their name: (family, nominal version date).
UNDATED = {
    "Edison.lflist.conf": ("edison", dt.date(2010, 3, 1)),
    "Untitled_Banlist.lflist.conf": ("world", dt.date(2024, 1, 1)),
}

# Yamlyugi folders that give exact dates to lflist families: family -> (folder, transform).
# Goat is not dated from them: the format is "the April 2005 list" by definition, whichever
# official list its file agrees with best.
DATE_SOURCES = {
    "tcg": "tcg",
    "edison": "tcg",
    "hat": "tcg",
    "toss": "tcg",
    "traditional": "tcg",
    "ocg": "ocg",
    "ocg-ae": "ocg-ae",
    "md": "master-duel",
    "genesys": "genesys",
}

# The formats whose lists follow the TCG list of their day (see apply_sourced_dates).
TCG_BASED = frozenset({"edison", "hat", "toss", "traditional"})
# The day each TCG and OCG list took effect, with its source (see apply_sourced_dates).
LIST_DATES = REPO / "tools" / "data" / "list-dates.tsv"
# What each line of a source that names a card twice means (see read_decisions).
DUPLICATE_LINES = REPO / "tools" / "data" / "duplicate-lines.tsv"
KONAMI_ID_TABLE = "tools/data/konami-ids.tsv"
ARTWORK_SPAN = 20  # an alternate artwork's passcode is within this of its card's (cards.csv)
# The last day of the card pool of the formats played as one event's (see within_pools).
POOL_ENDS = REPO / "tools" / "data" / "pool-ends.tsv"
# The headings of Speed Duel files under which EDOPro writes the Limit pools.
SPEED_POOLS = REPO / "tools" / "data" / "speed-pools.tsv"
# Families whose lists are Konami's: where Konami's list of the day is in the data, it gives
# the statuses, whatever a simulator file of that day says (the file may still give the
# card pool).
OFFICIAL_FAMILIES = frozenset({"tcg", "ocg", "ocg-ae", "ocg-cn", "md", "genesys"})

# The first Forbidden and Limited list of the TCG (Yu-Gi-Oh! Wiki, "May 2002 Lists (TCG)").
FIRST_TCG_LIST = dt.date(2002, 5, 1)

# Yamlyugi folders turned into lists of their own (besides giving dates).
YAMLYUGI_FAMILIES = {
    "md": "master-duel",
    "tcg": "tcg",
    "ocg": "ocg",
    "ocg-ae": "ocg-ae",
    "ocg-cn": "ocg-cn",
    "genesys": "genesys",
}

# How far from its nominal month an official date may lie to date an lflist file: an
# official list equal to the file may lie EXACT_SLACK away (files overwritten with the next
# list), one that merely agrees best NEAR_SLACK away.
NEAR_SLACK = dt.timedelta(days=31)
EXACT_SLACK = dt.timedelta(days=122)
# A match is accepted when at most this share of the entries disagree.
MATCH_TOLERANCE = 0.15


# --------------------------------------------------------------------------- cards


@dataclass(frozen=True)
class CardTable:
    """The columns of cards.csv the lists need."""

    names: dict[int, str]
    alias: dict[int, int]
    by_konami: dict[int, int]

    def identity(self, passcode: int) -> int:
        """The card a passcode counts as (``alias or id``; itself when unknown)."""
        return self.alias.get(passcode) or passcode


def load_cards(path: Path, names_es: Path | None = None) -> CardTable:
    """Read cards.csv: names, aliases, Konami id -> passcode.

    A Konami id maps to the smallest canonical passcode that has it; failing that, to the
    passcode ``names-es.tsv`` gives it (465 newer rows of cards.csv have no Konami id, and
    Crimson Blade Dragon has its namesake's); failing that, to a card treated as another
    that has it (Fallen of the White Dragon). Every Genesys entry then finds its card.
    """
    names: dict[int, str] = {}
    alias: dict[int, int] = {}
    canonical: dict[int, int] = {}
    treated_as: dict[int, int] = {}
    with path.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            passcode = int(row["id"])
            names[passcode] = row["name"]
            alias[passcode] = int(row["alias"] or 0)
            konami = row["konami_id"].strip()
            if konami:
                chosen = canonical if alias[passcode] == 0 else treated_as
                key = int(konami)
                chosen[key] = min(passcode, chosen.get(key, passcode))
    spanish: dict[int, int] = {}
    if names_es is not None:
        with names_es.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
                if (
                    row["konami_id"].strip()
                    and row["password"].isdigit()
                    and int(row["password"]) in names
                ):
                    spanish.setdefault(int(row["konami_id"]), int(row["password"]))
    by_konami = {**konami_ids_added(), **treated_as, **spanish, **canonical}
    # the other numbers of real cards (504700178, Sangan's in the simulators; an artwork the
    # card data lacks; a list's misprint): one card with them
    extra = REPO / "ydkcheck" / "data" / "extra-passcodes.tsv"
    with extra.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            if row["kind"] != "skill":
                alias[int(row["passcode"])] = int(row["counts_as"])
                names.setdefault(int(row["passcode"]), row["name"])
    return CardTable(names, alias, by_konami)


# --------------------------------------------------------------------------- sources


@dataclass
class Entry:
    """One line of a list: passcode, count (or points) and the name given in the file."""

    passcode: int
    value: int
    comment: str


@dataclass
class SourceList:
    """One list version read from a source file, before it becomes YAML."""

    family: str
    nominal: dt.date
    has_day: bool
    header: str
    mode: str
    points: bool
    entries: list[Entry]
    origin: str  # path relative to the data folder
    repo: str
    repo_path: str
    commit: str
    revision_date: str
    kind: str  # "lflist" or "yamlyugi"
    effective: dt.date | None = None
    date_note: str = ""
    disagreements: int | None = None
    unmapped: tuple[int, ...] = ()
    matched: Regulation | None = None
    # Speed Duel's Limit pools (limit -> its cards), and whether the file records them
    pools: dict[int, list[Entry]] = field(default_factory=dict)
    pools_known: bool = True
    # the file's differences from Konami's list of its day, when that list gave the statuses
    overruled: list[tuple[int, int | None, int | None]] = field(default_factory=list)
    # the passcodes the file names that were first released after the format's card pool
    # closed (``within_pools``), and that day
    after_pool: tuple[int, ...] = ()
    pool_end: str = ""


@dataclass(frozen=True)
class Decision:
    """What a card named twice in one source file means: its counts in file order, the
    count kept, and why (``tools/data/duplicate-lines.tsv``)."""

    counts: tuple[int, ...]
    kept: int
    reason: str


def read_decisions(path: Path) -> dict[tuple[str, int], Decision]:
    """(file name, passcode) -> the decision recorded for a card the file names twice."""
    with path.open(encoding="utf-8", newline="") as handle:
        return {
            (row["file"], int(row["passcode"])): Decision(
                tuple(int(count) for count in row["counts"].split()),
                int(row["kept"]),
                row["reason"],
            )
            for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        }


def read_pool_headings(path: Path) -> dict[str, dict[str, int]]:
    """File name -> heading -> the Limit pool its lines are (``tools/data/speed-pools.tsv``)."""
    result: dict[str, dict[str, int]] = {}
    with path.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            result.setdefault(row["file"], {})[row["heading"]] = int(row["pool"])
    return result


# Lines of the source files that are not `id count`, and official vectors left out:
# reported in SOURCES.md.
SKIPPED: list[str] = []
OMITTED: list[str] = []
# cards named twice in a file: (file, passcode, name, decision), and those with no decision
DUPLICATES: list[tuple[str, int, str, Decision]] = []
UNDECIDED: list[str] = []

LINE = re.compile(r"^(\d+)\s+(\d+)\s*(?:-+\s*(.*?))?\s*$")
FILE_NAME = re.compile(r"^(\d{4})[.-](\d{1,2})(?:[.-](\d{1,2}))?_(.+)\.lflist\.conf$")


def read_index(folder: Path) -> dict[str, dict[str, str]]:
    """INDEX.tsv of a folder of lflist files, by file name (tolerates extra path columns)."""
    result: dict[str, dict[str, str]] = {}
    lines = (folder / "INDEX.tsv").read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    for line in lines[1:]:
        cells = line.split("\t")
        offset = 1 if header[0] == "dir" else 0
        name = cells[offset]
        # The path column may hold several names (renames); commit is the 40-hex cell.
        commit_at = next(i for i, c in enumerate(cells) if re.fullmatch(r"[0-9a-f]{40}", c))
        result[name] = {
            "header": cells[offset + 1],
            "repo": cells[offset + 2],
            "path": " / ".join(cells[offset + 3 : commit_at]),
            "commit": cells[commit_at],
            "date": cells[commit_at + 1],
        }
    return result


def parse_lflist(
    path: Path, decisions: dict[tuple[str, int], Decision], pool_headings: dict[str, int]
) -> tuple[str, bool, bool, list[Entry], dict[int, list[Entry]]]:
    """The first list of an lflist file: header, whitelist?, points?, entries in file order,
    and the Limit pools (the lines under the headings ``pool_headings`` names).

    A card named twice outside the pools is an error of the source, never settled by the
    order of the lines: its count is the one ``decisions`` records for it (the build stops
    on one without a decision, ``UNDECIDED``). A pool's card the file does not list
    otherwise is in the card pool (at 3).
    """
    header = ""
    whitelist = points = False
    heading = ""
    counts: dict[int, list[int]] = {}
    entries: dict[int, Entry] = {}
    pools: dict[int, dict[int, Entry]] = {}
    for raw in path.read_text(encoding="utf-8-sig").splitlines():
        line = raw.strip()
        if not line or line.startswith("--"):
            continue
        if line.startswith("#"):
            heading = line
            continue
        if line.startswith("!"):
            if header:
                break
            header = line[1:].strip()
            continue
        if line.startswith("$"):
            whitelist |= line.lower() == "$whitelist"
            points |= line.lower() == "$genesys"
            continue
        match = LINE.match(line)
        if not match:
            SKIPPED.append(f"{path.name}: {line}")
            continue  # EDOPro ignores such lines too
        comment = (match.group(3) or "").split("\t")[0].strip()  # text after a tab is a note
        entry = Entry(int(match.group(1)), int(match.group(2)), comment)
        if heading in pool_headings:
            pools.setdefault(pool_headings[heading], {})[entry.passcode] = entry
            continue
        counts.setdefault(entry.passcode, []).append(entry.value)
        entries.setdefault(entry.passcode, entry)
    for passcode, seen in counts.items():
        if len(seen) < 2:
            continue
        decision = decisions.get((path.name, passcode))
        if decision is None or decision.counts != tuple(seen):
            UNDECIDED.append(f"{path.name}\t{passcode}\t{' '.join(map(str, seen))}")
            continue
        first = entries[passcode]
        entries[passcode] = Entry(passcode, decision.kept, first.comment)
        DUPLICATES.append((path.name, passcode, first.comment, decision))
    for pool in pools.values():
        for passcode, entry in pool.items():
            entries.setdefault(passcode, Entry(passcode, 3, entry.comment))
    found = {limit: list(pool.values()) for limit, pool in sorted(pools.items())}
    return header, whitelist, points, list(entries.values()), found


def family_of(name: str) -> tuple[str, dt.date, bool] | None:
    """(family, nominal date, day given?) from an lflist file name."""
    if name in UNDATED:
        family, nominal = UNDATED[name]
        return family, nominal, False
    match = FILE_NAME.match(name)
    if not match:
        return None
    year, month, day, suffix = match.groups()
    named = SUFFIX_FAMILY.get(suffix.lower())
    if named is None:
        return None
    return named, dt.date(int(year), int(month), int(day or 1)), day is not None


def lflist_sources(data: Path) -> list[SourceList]:
    """Every lflist file of banlists-history/ and banlists-other/ as a SourceList.

    A Speed Duel file whose Limit pools ``tools/data/speed-pools.tsv`` does not name records
    none: its list's pools are unknown.
    """
    decisions = read_decisions(DUPLICATE_LINES)
    pool_headings = read_pool_headings(SPEED_POOLS)
    found: list[SourceList] = []
    folders = [data / "banlists-history" / "projectignis", data / "banlists-history" / "ygopro"]
    folders.append(data / "banlists-other")
    for folder in folders:
        index_folder = folder if (folder / "INDEX.tsv").exists() else folder.parent
        index = read_index(index_folder)
        for path in sorted(folder.glob("*.lflist.conf")):
            parsed = family_of(path.name)
            if parsed is None:
                raise SystemExit(f"{path}: no family known for this file name")
            family, nominal, has_day = parsed
            headings = pool_headings.get(path.name, {})
            header, whitelist, points, entries, pools = parse_lflist(path, decisions, headings)
            meta = index[path.name]
            found.append(
                SourceList(
                    family=family,
                    nominal=nominal,
                    has_day=has_day,
                    header=header,
                    mode="whitelist" if whitelist else "blacklist",
                    points=points,
                    entries=entries,
                    origin=str(path.relative_to(data)),
                    repo=meta["repo"],
                    repo_path=meta["path"],
                    commit=meta["commit"],
                    revision_date=meta["date"],
                    kind="lflist",
                    pools=pools,
                    pools_known=family != "speed" or bool(headings),
                )
            )
    return found


@dataclass(frozen=True)
class Regulation:
    """One official list of yaml-yugi-limit-regulation, mapped to passcodes."""

    folder: str
    date: dt.date
    values: dict[int, int]  # canonical passcode -> count or points
    unmapped: tuple[int, ...]  # Konami ids not in cards.csv


def load_regulations(data: Path, cards: CardTable) -> dict[str, list[Regulation]]:
    """Every dated yamlyugi vector (``current`` and empty ones left out), by folder."""
    root = data / "limit-regulation-yamlyugi"
    result: dict[str, list[Regulation]] = {}
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        regulations = []
        for path in sorted(folder.glob("????-??-??.vector.json")):
            document = json.loads(path.read_text(encoding="utf-8"))
            values: dict[int, int] = {}
            unmapped: list[int] = []
            for key, value in document["regulation"].items():
                passcode = cards.by_konami.get(int(key))
                if passcode is None:
                    unmapped.append(int(key))
                else:
                    values[passcode] = int(value)
            date = dt.date.fromisoformat(document["date"])
            values, unmapped = corrected(path, values, unmapped)
            regulations.append(Regulation(folder.name, date, values, tuple(sorted(unmapped))))
        for key, base in added_vectors().items():  # lists the scrape lacks: an emergency list
            added_folder, day = key.split("/")
            if added_folder != folder.name:
                continue
            path = folder / f"{day}.vector.json"
            if base == NO_BASE:  # a family's first list: its rows alone
                values, unmapped = corrected(path, {}, [])
            else:
                made_of = next(r for r in regulations if f"{folder.name}/{r.date}" == base)
                values, unmapped = corrected(path, dict(made_of.values), list(made_of.unmapped))
            date = dt.date.fromisoformat(day)
            regulations.append(Regulation(folder.name, date, values, tuple(sorted(unmapped))))
        regulations.sort(key=lambda regulation: regulation.date)
        result[folder.name] = regulations
    return result


# --------------------------------------------------------------------------- dates


def comparable(source: SourceList, cards: CardTable) -> dict[int, int]:
    """A list's restrictions by card identity (0-2 copies, or points), for comparison.

    Passcodes unknown to cards.csv are left out: the official lists cannot name them either.
    """
    result: dict[int, int] = {}
    for entry in source.entries:
        if entry.passcode in cards.names and (source.points or entry.value < 3):
            result.setdefault(cards.identity(entry.passcode), entry.value)
    return result


def official_view(regulation: Regulation, family: str) -> dict[int, int]:
    """An official list as the family sees it (Traditional: Forbidden becomes Limited)."""
    if family == "traditional":
        return {k: traditional(v) for k, v in regulation.values.items()}
    return {k: v for k, v in regulation.values.items() if v < 3 or family == "genesys"}


def differences(a: dict[int, int], b: dict[int, int]) -> list[tuple[int, int | None, int | None]]:
    """The cards two lists treat differently: (card, value in a, value in b)."""
    return [(k, a.get(k), b.get(k)) for k in sorted(a.keys() | b.keys()) if a.get(k) != b.get(k)]


def month_window(nominal: dt.date, slack: dt.timedelta) -> tuple[dt.date, dt.date]:
    """The nominal month of a list, widened by ``slack`` on both sides."""
    start = nominal.replace(day=1)
    end = (start + dt.timedelta(days=32)).replace(day=1) - dt.timedelta(days=1)
    return start - slack, end + slack


def assign_dates(
    sources: list[SourceList], regulations: dict[str, list[Regulation]], cards: CardTable
) -> None:
    """Give every lflist its effective date from the official lists, else from its name.

    An official list equal to the file within EXACT_SLACK of its nominal month wins (the
    nearest); else the official list of NEAR_SLACK that agrees best, when at most
    MATCH_TOLERANCE of the entries differ; else the date in the file name.
    """
    for source in sources:
        folder = DATE_SOURCES.get(source.family)
        mine = comparable(source, cards)
        scored = []
        low, high = month_window(source.nominal, EXACT_SLACK)
        for regulation in regulations.get(folder, []) if folder else []:
            if low <= regulation.date <= high:
                score = len(differences(mine, official_view(regulation, source.family)))
                distance = abs((regulation.date - source.nominal).days)
                scored.append((score, distance, regulation))
        near_low, near_high = month_window(source.nominal, NEAR_SLACK)
        exact = [item for item in scored if item[0] == 0]
        near = [item for item in scored if near_low <= item[2].date <= near_high]
        best = min(exact or near, key=lambda item: item[:2], default=None)
        if best is not None and best[0] <= MATCH_TOLERANCE * max(len(mine), 1):
            source.effective = best[2].date
            source.disagreements = best[0]
            source.matched = best[2]
            source.date_note = f"{YAMLYUGI} {best[2].folder}/{best[2].date}"
            if not near_low <= best[2].date <= near_high:
                source.date_note += f" (the file name says {source.nominal:%Y.%m})"
        else:
            source.effective = source.nominal
            precision = "day" if source.has_day else "month"
            source.date_note = f"its file name ({precision} precision)"
            if best is not None:
                source.date_note += (
                    f"; the nearest official list, {best[2].folder}/{best[2].date}, differs on "
                    f"{best[0]} cards"
                )


# --------------------------------------------------------------------------- choose


def preference(source: SourceList) -> tuple[int, int, int, int, str, int, str]:
    """Sort key among copies of one list version: smaller is better.

    Agreement with Konami's list first (a file that could not be dated by one comes last);
    then a list file before the official vector (it names every artwork and carries the
    card pool); a file whose name gives the list's month (others were overwritten with a
    later list); ProjectIgnis (English names) before YGOPro; the newest revision; the most
    entries.
    """
    assert source.effective is not None
    named_month = (source.nominal.year, source.nominal.month)
    return (
        source.disagreements if source.disagreements is not None else 10**6,
        1 if source.kind == "yamlyugi" else 0,
        0 if named_month == (source.effective.year, source.effective.month) else 1,
        0 if source.repo.startswith("ProjectIgnis") else 1,
        _negated(source.revision_date),
        -len(source.entries),
        source.origin,
    )


def _negated(date_text: str) -> str:
    """A string that sorts newer dates first."""
    return "".join(chr(0x10FFFF - ord(c)) for c in date_text)


@dataclass
class Version:
    """One list version of the collection, chosen among its sources."""

    family: str
    effective: dt.date
    kept: SourceList
    dropped: list[SourceList]
    list_id: str = ""
    precision: str = "day"  # "month": no source states the day (see apply_sourced_dates)


def choose(sources: Iterable[SourceList]) -> list[Version]:
    """Group sources by (family, effective date) and keep the preferred copy of each."""
    groups: dict[tuple[str, dt.date], list[SourceList]] = {}
    for source in sources:
        assert source.effective is not None
        groups.setdefault((source.family, source.effective), []).append(source)
    versions = []
    for (family, effective), members in sorted(groups.items()):
        ranked = sorted(members, key=preference)
        versions.append(Version(family, effective, ranked[0], ranked[1:]))
    name_versions(versions)
    return versions


def name_versions(versions: list[Version]) -> None:
    """Each version's id: family and month, with the day when a month has two lists."""
    by_month: dict[tuple[str, int, int], int] = {}
    for row in overwritten_files().values():  # a list no file holds is a list of its month
        day = dt.date.fromisoformat(row["from"])
        key = (row["family"], day.year, day.month)
        by_month[key] = by_month.get(key, 0) + 1
    for version in versions:
        key = (version.family, version.effective.year, version.effective.month)
        by_month[key] = by_month.get(key, 0) + 1
    for version in versions:
        day = by_month[(version.family, version.effective.year, version.effective.month)] > 1
        stamp = version.effective.strftime("%Y-%m-%d" if day else "%Y-%m")
        version.list_id = f"{version.family}-{stamp}"


def yamlyugi_sources(
    regulations: dict[str, list[Regulation]], pools: set[tuple[str, dt.date]]
) -> list[SourceList]:
    """The official lists of the families that take them, as candidate sources.

    Empty vectors (a failed scrape) and vectors equal to the previous one are left out, and
    so are those of a day a list file of a whitelist family covers (``pools``: Master Duel's
    EDOPro files carry the card pool, which the official vectors lack). A Master Duel list
    of any other day is its official statuses alone, without a card pool.
    """
    result = []
    for family, folder in YAMLYUGI_FAMILIES.items():
        previous: Regulation | None = None
        for regulation in regulations.get(folder, []):
            if (family, regulation.date) in pools:
                OMITTED.append(
                    f"{folder}/{regulation.date}: the list file of that day is kept, for its "
                    "card pool (its differences from Konami's list are below)"
                )
                previous = regulation
                continue
            if folder == "tcg" and regulation.date < FIRST_TCG_LIST:
                OMITTED.append(
                    f"{folder}/{regulation.date}: not a TCG list. Konami's database shows it in "
                    "the TCG history, but the TCG's first list took effect on 2002-05-01 "
                    "(Yu-Gi-Oh! Wiki, May 2002 Lists); every card on it reached the TCG only "
                    "after this date, and all had an OCG release before it"
                )
                continue
            if f"{folder}/{regulation.date}" in other_regions():
                OMITTED.append(
                    f"{folder}/{regulation.date}: not a {folder.upper()} list, the list before it "
                    "stays in force (its sources: tools/data/vector-corrections.tsv)"
                )
                continue
            if not regulation.values and not regulation.unmapped:
                OMITTED.append(f"{folder}/{regulation.date}: empty (a failed scrape upstream)")
                continue
            if previous is not None and (previous.values, previous.unmapped) == (
                regulation.values,
                regulation.unmapped,
            ):
                OMITTED.append(f"{folder}/{regulation.date}: identical to {folder}/{previous.date}")
                continue
            previous = regulation
            entries = [Entry(k, v, "") for k, v in sorted(regulation.values.items())]
            result.append(
                SourceList(
                    family=family,
                    nominal=regulation.date,
                    has_day=True,
                    header="",
                    mode="blacklist",
                    points=family == "genesys",
                    entries=entries,
                    origin=f"limit-regulation-yamlyugi/{folder}/{regulation.date}.vector.json",
                    repo=YAMLYUGI,
                    repo_path=f"{folder}/{regulation.date}.vector.json",
                    commit="",
                    revision_date="",
                    kind="yamlyugi",
                    effective=regulation.date,
                    date_note=f"{YAMLYUGI} {folder}/{regulation.date}",
                    disagreements=0,
                    unmapped=regulation.unmapped,
                    matched=regulation,
                )
            )
    return result


def official_statuses(versions: list[Version], cards: CardTable) -> None:
    """Konami's list gives the statuses of a list file kept for its card pool.

    A file of a family of Konami's lists (``OFFICIAL_FAMILIES``) kept though it disagrees
    with Konami's list it was dated by (Master Duel's EDOPro files, kept for the card pool
    the official vectors lack) takes each card's status from Konami's list: a card the file
    restricts and Konami's list does not is at 3 (in the pool), a card Konami's list
    restricts is at its count, added when the file lacks it. The file's differences are
    kept for SOURCES.md (``overruled``).
    """
    for version in versions:
        kept, official = version.kept, version.kept.matched
        if (
            kept.kind != "lflist"
            or kept.points
            or kept.family not in OFFICIAL_FAMILIES
            or official is None
            or not kept.disagreements
        ):
            continue
        kept.overruled = official_differences(kept, cards)
        listed: set[int] = set()
        entries = []
        for entry in kept.entries:
            if entry.passcode not in cards.names:
                entries.append(entry)  # a card Konami's list cannot name: as the file says
                continue
            identity = cards.identity(entry.passcode)
            listed.add(identity)
            entries.append(Entry(entry.passcode, official.values.get(identity, 3), entry.comment))
        for passcode, value in sorted(official.values.items()):
            if passcode not in listed:
                entries.append(Entry(passcode, value, ""))
        kept.entries = entries
        mine, theirs = comparable(kept, cards), official_view(official, kept.family)
        kept.disagreements = len(differences(mine, theirs))


# --------------------------------------------------------------------------- YAML


def card_name(entry: Entry, cards: CardTable) -> str:
    """The English name from cards.csv, else the name the list file gives, else '?'."""
    return cards.names.get(entry.passcode) or entry.comment or "?"


def version_name(version: Version) -> str:
    """Display name, e.g. 'TCG 2026.05': the date of the id, with the day when it has one."""
    label = FAMILIES[version.family].label
    stamp = version.list_id.removeprefix(f"{version.family}-")
    return f"{label} {stamp.replace('-', '.')}"


def source_text(source: SourceList) -> str:
    """The ``source`` field: repository, file and revision."""
    key = source.repo_path.removesuffix(".vector.json")
    base = added_vectors().get(key)
    if source.kind == "yamlyugi" and base is not None:  # a list the scrape lacks
        made = "its rows alone" if base == NO_BASE else f"{base} and its rows"
        return (
            f"tools/data/vector-corrections.tsv: {key}, a list {YAMLYUGI} lacks, made of "
            f"{made} (each with its sources)"
        )
    if source.kind == "yamlyugi":
        return f"{YAMLYUGI} {source.repo_path} (Konami ids mapped through cards.csv)"
    return f"{source.repo} {source.repo_path} at {source.commit[:10]} ({source.revision_date})"


def to_banlist(version: Version, cards: CardTable) -> Banlist:
    """The list a version keeps, with its family's rules and a name for every entry."""
    source = version.kept
    family = FAMILIES[version.family]
    if source.points and family.points_cap is None:
        raise SystemExit(f"{source.origin}: points, but {version.family} has no points cap")
    values = {entry.passcode: entry.value for entry in source.entries}
    for entry in source.entries:
        if not source.points and entry.value > 3:
            raise SystemExit(f"{source.origin}: count {entry.value} for {entry.passcode}")
    rules_note = f"; deck rules: {family.rules_source}" if family.rules_source else ""
    deck = family.deck
    if version.family in FAMILIES_WITH_2008_RULES and version.effective < RULES_CHANGED_2008:
        deck, rules_note = RULES_BEFORE_2008, f"; deck rules: {RULES_BEFORE_2008_SOURCE}"
    # the opening hand is the family's: the first player's draw before Master Rule 3 is a
    # rule of the day judged (``families.opening_hand``), not of the list
    hand = family.hand
    return Banlist(
        id=version.list_id,
        name=version_name(version),
        family=version.family,
        pool=family.pool,
        effective=version.effective,
        effective_precision=version.precision,
        source=source_text(source) + rules_note,
        deck=deck,
        hand_first=hand[0],
        hand_second=hand[1],
        mode=source.mode,
        excluded=frozenset(family.excluded),
        limits={} if source.points else values,
        names={entry.passcode: card_name(entry, cards) for entry in source.entries},
        points=values if source.points else None,
        points_cap=family.points_cap if source.points else None,
        limit_pools={
            limit: frozenset(entry.passcode for entry in members)
            for limit, members in source.pools.items()
        },
        limit_pools_unknown=not source.pools_known,
    )


def render(version: Version, cards: CardTable) -> tuple[str, ListEntry]:
    """The YAML text of a version, with where it comes from in comments, and its index row."""
    source = version.kept
    banlist = to_banlist(version, cards)
    comments = [
        f"{banlist.name}: generated by tools/build_banlists.py from ../shared/data; do not edit.",
        f"Entries: {source.origin}",
        f"  ({source_text(source)}).",
        f"Effective date: {source.date_note}.",
    ]
    if source.matched is not None and source.family in OFFICIAL_FAMILIES:
        comments.append(f"Konami's list: {source.matched.folder}/{source.matched.date}")
    elif source.family == "traditional" and source.overruled:  # the TCG list's statuses
        assert source.matched is not None
        comments.append(f"Konami's list: {source.matched.folder}/{source.matched.date}")
    if source.family == "traditional":
        comments.append("Statuses: the TCG list of its day, Forbidden read as Limited.")
    if source.overruled:
        assert source.matched is not None
        comments.append(
            f"Statuses: Konami's list {source.matched.folder}/{source.matched.date} "
            f"({len(source.overruled)} cards differ in the file: see SOURCES.md)."
        )
    if source.pool_end:
        comments.append(
            f"Card pool: the cards first released in the TCG by {source.pool_end} "
            f"(tools/data/pool-ends.tsv); {len(source.after_pool)} later cards of the file "
            "left out: see SOURCES.md."
        )
    if source.pools:
        comments.append("Limit pools: the file's pool headings (tools/data/speed-pools.tsv).")
    elif not source.pools_known:
        comments.append("Limit pools: unknown (the file records none).")
    if source.unmapped:
        comments.append(f"{len(source.unmapped)} Konami ids of this list are not in cards.csv.")
    if version.dropped:
        comments.append(f"{len(version.dropped)} other copies of this list: see SOURCES.md.")
    path = f"{version.family}/{version.list_id[len(version.family) + 1 :]}.yaml"
    return to_yaml(banlist, comments), index_row(banlist, path)


# --------------------------------------------------------------------------- SOURCES.md

CATEGORY_NAMES = ("Forbidden", "Limited", "Semi-Limited", "Unlimited")


def describe(value: int | None, points: bool) -> str:
    """A list value in words."""
    if value is None:
        return "not listed"
    if points:
        return f"{value} pts"
    return CATEGORY_NAMES[value] if 0 <= value <= 3 else str(value)


def official_differences(
    source: SourceList, cards: CardTable
) -> list[tuple[int, int | None, int | None]]:
    """How a list file differs from the official list it was dated by."""
    if source.kind == "yamlyugi" or source.matched is None:
        return []
    return differences(comparable(source, cards), official_view(source.matched, source.family))


def difference_lines(
    rows: list[tuple[int, int | None, int | None]], cards: CardTable, points: bool, limit: int = 40
) -> list[str]:
    """Markdown bullet lines naming each differing card."""
    lines = [
        f"  - {card} {cards.names.get(card, '?')}: {describe(a, points)} in the file, "
        f"{describe(b, points)} in Konami's list"
        for card, a, b in rows[:limit]
    ]
    if len(rows) > limit:
        lines.append(f"  - ... and {len(rows) - limit} more")
    return lines


def sources_md(
    versions: list[Version],
    regulations: dict[str, list[Regulation]],
    cards: CardTable,
    stretches: list[Stretch],
) -> str:
    """The provenance notes of the collection: choices, dates, disagreements, omissions."""
    out = [
        "# Where the lists come from",
        "",
        "Generated by `tools/build_banlists.py` from `../shared/data` (see its PROVENANCE.md);",
        "rerun `python tools/build_banlists.py` to regenerate `banlists/` byte for byte.",
        "Do not edit the YAML files by hand: change the script or the data instead.",
        "",
        "## Inputs",
        "",
        "- `banlists-history/projectignis/`: ProjectIgnis/LFLists (EDOPro), TCG/OCG/OCG Korea/"
        "OCG-AE from 2020, English names.",
        "- `banlists-history/ygopro/`: Fluorohydride/ygopro `lflist.conf` history, TCG and OCG "
        "from 2013 and the region-less 2011-2013 lists (family `legacy`), Japanese names.",
        "- `banlists-other/`: ProjectIgnis/LFLists GOAT, Edison, HAT, TOSS, Speed Duel, Master "
        "Duel, World, Traditional, Genesys (`$genesys`: the second column is points).",
        f"- `limit-regulation-yamlyugi/`: {YAMLYUGI}, Konami's official lists by date, keyed "
        "by Konami id and mapped to passcodes through `cards.csv` `konami_id` (the canonical "
        "passcode, alias 0).",
        "- `cards.csv`: the English name written beside every passcode. A passcode not in "
        "`cards.csv` keeps the name its list file gives.",
        "",
        "Entries are kept as the source lists them: alternate artworks listed separately stay "
        "listed (the engine counts them by `alias or id` when it loads a list). Official lists "
        "name one passcode per card.",
        "",
        "## Effective dates",
        "",
        "TCG, OCG, OCG-AE, Master Duel and Genesys files, and the formats built on TCG lists "
        "(GOAT, Edison, HAT, TOSS, Traditional, compared with Forbidden read as Limited), take "
        "the date of the official list that agrees with them: an official list equal to the "
        "file up to four months from the month in its name (files that were later overwritten "
        "with the next list), else the one that agrees best within a month of it, when at "
        f"most {MATCH_TOLERANCE:.0%} of the entries differ. Otherwise the date comes from the "
        "file name (month precision: the 1st of the month). Speed Duel, World, OCG Korea, "
        "legacy and pre-2021 OCG lists have no official dated source here.",
        "",
        "## Keeping one copy of a list",
        "",
        "Files that get the same family and date are copies of one list version. The copy "
        "kept is, in order: the one that agrees with Konami's list of that date; a list file "
        "rather than the official vector (it lists every artwork and, for whitelists, the card "
        "pool); ProjectIgnis rather than YGOPro; the newest revision; the most entries. So when "
        "a list file disagrees with Konami's list and no copy agrees, Konami's list is kept.",
        "",
        "## Traditional",
        "",
        "Konami's Traditional Format plays the TCG list of the day with its Forbidden cards "
        "Limited. Each Traditional list is so made from the TCG list of its day, from the day "
        "of the first Traditional file (2020). ProjectIgnis' Traditional files are named below "
        "as copies of the list of their date, not kept: each was overwritten with later lists "
        "(the `2022.05` file holds the October 2022 list, `2021.07` October 2021's), and none "
        "was written for several TCG lists.",
        "",
        "## Formats",
        "",
        "| family | name | card pool | Main | Extra | Side | opening hand (1st/2nd) | notes |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for family, rules in FAMILIES.items():
        bounds = [
            f"{b.low}-{b.high if b.high is not None else 'any'}"
            for b in (rules.deck.main, rules.deck.extra, rules.deck.side)
        ]
        notes = rules.rules_source
        if rules.excluded:
            notes = f"{', '.join(rules.excluded)} not in format; {rules.points_cap}-point cap"
        out.append(
            f"| {family} | {rules.label} | {rules.pool} | {' | '.join(bounds)} | "
            f"{rules.hand[0]}/{rules.hand[1]} | {notes} |"
        )
    out += [
        "",
        "The opening hand is that of the lists in force today. Before Master Rule 3 the player "
        "going first drew on their first turn too: a list of "
        + ", ".join(sorted(FIRST_PLAYER_DREW_UNTIL))
        + " is judged 6 / 6 for a day before the change (the OCG and YGOPro on "
        f"{MASTER_RULE_3_OCG[0]}, the TCG on {MASTER_RULE_3_TCG[0]}; sources: "
        f"{MASTER_RULE_3_OCG[1]}; {MASTER_RULE_3_TCG[1]}): `simula` and an exported "
        "`.lflist.conf` work it out from the day, and the lists keep their family's hand.",
    ]
    out += [
        "",
        "Whitelist mode (`$whitelist` in the file: GOAT, Edison, HAT, TOSS, Speed Duel, Master "
        "Duel 2025, OCG-AE 2026): every listed card goes to forbidden / limited / semi_limited "
        "/ unlimited by its count, and unlisted cards are not in the format. The 2022 Master "
        "Duel file has no `$whitelist` line but lists its whole card pool at 3; it is kept as "
        "the file says (blacklist).",
        "",
        "## Every list",
        "",
        "| id | effective | entries from | date from | other copies (not kept) |",
        "| --- | --- | --- | --- | --- |",
    ]
    for version in versions:
        kept = version.kept
        others = "; ".join(
            f"`{o.origin}` ({o.disagreements} cards differ from Konami's)"
            if o.disagreements
            else f"`{o.origin}`"
            for o in version.dropped
        )
        out.append(
            f"| {version.list_id} | {version.effective} | `{kept.origin}` | "
            f"{kept.date_note} | {others or '-'} |"
        )
    out += ["", "## Lists no source gives", ""]
    out.append(
        "No public source found gives these lists entry by entry: ydkcheck judges no deck by "
        f"their family on a day of their stretch (`{UNKNOWN_NAME}`) and says so, rather than "
        "take the list before them, or another region's, for theirs "
        "(tools/data/vector-corrections.tsv, value `unknown`; list files overwritten upstream "
        "with a later list, the only copy of theirs: tools/data/overwritten-files.tsv):"
    )
    out.append("")
    listed = [f"- **{s.family}** from {s.start} to {s.end}: {s.source}" for s in stretches]
    out += listed or ["- none"]
    out += ["", "## Where sources disagree", ""]
    out.append(
        "Each list file below differs from Konami's list of its date; the kept copy is named. "
        "(Traditional files are compared with the TCG list, Forbidden read as Limited.)"
    )
    out.append("")
    for version in versions:
        copies = [version.kept, *version.dropped]
        troubled = [c for c in copies if c.kind == "lflist" and (c.disagreements or c.overruled)]
        for copy in troubled:
            status = "kept" if copy is version.kept else f"not kept; kept `{version.kept.origin}`"
            if copy.overruled:
                status = "kept for its card pool; the statuses are Konami's"
            assert copy.matched is not None
            out.append(
                f"- **{version.list_id}** `{copy.origin}` ({status}) vs "
                f"{copy.matched.folder}/{copy.matched.date}:"
            )
            rows = copy.overruled or official_differences(copy, cards)
            out += difference_lines(rows, cards, copy.points)
    out += ["", "## Cards released after a format's card pool closed", ""]
    out.append(
        "Left out of the lists of formats played as one event's card pool "
        "(tools/data/pool-ends.tsv, which quotes the sources): each was first released in "
        "the TCG (release-dates.csv, and the promotional printings it misses: "
        "tools/data/earlier-tcg-printings.tsv, with their sources) after that day."
    )
    out.append("")
    for version in versions:
        late = version.kept.after_pool
        if late:
            names = ", ".join(f"{cards.names.get(code, '?')} ({code})" for code in sorted(late))
            out.append(f"- **{version.list_id}** (pool closed {version.kept.pool_end}): {names}")
    out += ["", "## Konami ids not in cards.csv", ""]
    added = konami_ids_added()
    if added:
        out.append(
            f"Mapped through `{KONAMI_ID_TABLE}` (the passcode the simulators' file of the same "
            "list gives the card, with its sources): "
            + ", ".join(f"{k} -> {v} ({cards.names.get(v, '?')})" for k, v in sorted(added.items()))
            + "; a list of the collection that would lose an entry stops the build."
        )
        out.append("")
    for folder, items in sorted(regulations.items()):
        missing = sorted({k for r in items for k in r.unmapped})
        if not missing:
            out.append(f"- `{folder}`: none over {len(items)} lists")
        else:
            out.append(
                f"- `{folder}`: {len(missing)} distinct ids over {len(items)} lists "
                f"({', '.join(map(str, missing[:30]))}{' ...' if len(missing) > 30 else ''})"
            )
    kept_unmapped = [v for v in versions if v.kept.unmapped]
    if kept_unmapped:
        out.append("")
        out.append("Lists of the collection that lose entries this way (ids left out):")
        out.append("")
        out += [f"- {v.list_id}: {len(v.kept.unmapped)}" for v in kept_unmapped]
    unknown = [
        (v.list_id, sorted({e.passcode for e in v.kept.entries if e.passcode not in cards.names}))
        for v in versions
    ]
    unknown = [(list_id, codes) for list_id, codes in unknown if codes]
    out += ["", "## Passcodes not in cards.csv", ""]
    out.append(
        "Kept as listed (their name comes from the list file): simulator-only pre-errata ids, "
        "cards newer than the card data, typos of the source."
    )
    out.append("")
    for list_id, codes in unknown:
        shown = ", ".join(map(str, codes[:12])) + (" ..." if len(codes) > 12 else "")
        out.append(f"- {list_id}: {len(codes)} ({shown})")
    out += ["", "## Left out", ""]
    out += [f"- official `{item}`" for item in OMITTED]
    out += [f"- unreadable line in `{item}` (no count; EDOPro ignores it too)" for item in SKIPPED]
    out += [
        "- `limit-regulation-yamlyugi/*/current.vector.json`: a copy of the newest dated list.",
        "- `limit-regulation-yamlyugi/rush/` (Rush Duel, another game) and `ocg-genesys/`.",
        "",
        "## Cards named twice in one file",
        "",
        "A card named twice in one file (outside the Speed Duel pools) is an error of the "
        "source, never settled by the order of the lines: the build stops unless "
        f"`tools/data/{DUPLICATE_LINES.name}` records which count holds and why. The "
        "decisions (file, card, counts in file order, count kept, reason):",
        "",
    ]
    out += [
        f"- `{file}` {passcode} {cards.names.get(passcode) or comment}: "
        f"{' then '.join(map(str, decision.counts))} → {decision.kept} ({decision.reason})"
        for file, passcode, comment, decision in DUPLICATES
    ]
    out += pools_md(versions)
    out.append("")
    return "\n".join(out)


def pools_md(versions: list[Version]) -> list[str]:
    """The Speed Duel Limit pools section of SOURCES.md: where they come from, per list."""
    with SPEED_POOLS.open(encoding="utf-8", newline="") as handle:
        headings = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    out = [
        "",
        "## Speed Duel Limit pools",
        "",
        "Konami's Speed Duel lists have, besides Forbidden cards, Limit 1, Limit 2 and Limit 3 "
        "pools: a deck holds at most that many cards in total from each (`limit_pools` in the "
        "YAML, rule `limit-pool`). EDOPro does not support them and writes them under headings "
        "at the end of its files; the headings read as pools "
        f"(`tools/data/{SPEED_POOLS.name}`):",
        "",
    ]
    out += [
        f"- `{row['file']}` `{row['heading']}` → Limit {row['pool']}: {row['reason']}"
        for row in headings
    ]
    out += [
        "",
        "No list of Konami's Speed Duel pools was found among the public pages searched; the "
        "headings above are checked against each other and against Yugipedia's statuses as "
        "DawnbrandBots/bastion-bot pull request 315 quotes them (May 2023). A list whose file "
        "has no pool headings has `limit_pools: unknown`: `listas muestra` says so, and each "
        "deck checked against it gets a `limit-pool-unknown` note.",
        "",
    ]
    for version in versions:
        if version.family != "speed":
            continue
        kept = version.kept
        if not kept.pools_known:
            out.append(f"- {version.list_id}: unknown (`{kept.origin}` has no pool headings)")
            continue
        sizes = ", ".join(f"Limit {n}: {len(cards)} cards" for n, cards in kept.pools.items())
        out.append(f"- {version.list_id}: {sizes or 'none'}")
    return out


# --------------------------------------------------------------------------- main


def apply_sourced_dates(versions: list[Version], table: Path) -> None:
    """Give each TCG and OCG list the day of effect a public source states for it.

    ``table`` (``tools/data/list-dates.tsv``) names, per list (by the id its month in
    Konami's database gives it), the day and the source that states it (Konami's
    announcements as the Yu-Gi-Oh! Wiki, Yugipedia, TCGplayer, Pojo or
    yaml-yugi-limit-regulation record them); an empty day means that no source was found:
    the date note says so and the list's date is of month precision (``effective_precision:
    month`` in its YAML; ``valida`` says so for a date in that month). Ids follow the dates:
    the "March 2006" list is tcg-2006-04.

    Lists of the formats built on the TCG lists (Traditional, Edison, HAT, TOSS), dated by
    Konami's TCG list they agree with, take that TCG list's day and precision. Any other list
    dated by its file name alone, without a day, is of month precision too.
    """
    with table.open(encoding="utf-8", newline="") as handle:
        rows = {
            row["list_id"]: row
            for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        }
    tcg_days: dict[dt.date, Version] = {}  # Konami's TCG list of that date -> its version
    for version in versions:
        row = rows.get(version.list_id)
        official = version.kept.matched
        if row is None:
            version.precision = "day" if version.kept.has_day or official else "month"
            continue
        if row["effective"]:
            version.effective = dt.date.fromisoformat(row["effective"])
            version.kept.effective = version.effective
            version.kept.date_note = f"day of effect from {row['source']}"
        else:
            version.precision = "month"
            said = row["source"] or "no public source found states its day"
            version.kept.date_note = f"{said}; {version.kept.date_note}"
        if version.family == "tcg" and official is not None:
            tcg_days[official.date] = version
    for version in versions:
        official = version.kept.matched
        if version.family not in TCG_BASED or official is None or official.folder != "tcg":
            continue
        tcg = tcg_days.get(official.date)
        if tcg is None:
            continue
        version.effective = version.kept.effective = tcg.effective
        version.precision = tcg.precision
        version.kept.date_note += f" (the day of {tcg.list_id}: {tcg.kept.date_note})"
    name_versions(versions)


def traditional_from_tcg(versions: list[Version]) -> list[Version]:
    """The Traditional lists as Konami defines the format: each TCG list, its Forbidden
    cards Limited, from the day the first Traditional file's list took effect.

    ProjectIgnis' Traditional files are not kept: each was overwritten with later lists
    (the "2022.05" file holds the October 2022 list, "2021.07" October 2021's), and none
    exists for several TCG lists (April 2020, September 2023, April 2024). Each file stays
    named in SOURCES.md as a copy of the list of its date."""
    files = [version for version in versions if version.family == "traditional"]
    if not files:
        return versions
    first = min(version.effective for version in files)
    derived = []
    for tcg in versions:
        if tcg.family != "tcg" or tcg.effective < first:
            continue
        entries = [
            Entry(entry.passcode, traditional(entry.value), entry.comment)
            for entry in tcg.kept.entries
            if entry.value < 3
        ]
        note = f"{tcg.kept.date_note} (the day of {tcg.list_id})"
        kept = replace(tcg.kept, family="traditional", entries=entries, date_note=note)
        copies = [version.kept for version in files if version.effective == tcg.effective]
        derived.append(Version("traditional", tcg.effective, kept, copies, "", tcg.precision))
    kept_versions = [version for version in versions if version.family != "traditional"]
    result = sorted([*kept_versions, *derived], key=lambda v: (v.family, v.effective))
    name_versions(result)
    return result


def release_dates(path: Path) -> dict[int, str]:
    """Each card's first TCG release (``release-dates.csv`` and the printings it misses:
    ``release_dates.read_releases``), "" when none is known."""
    return {code: row["tcg_date"] for code, row in read_releases(path).items()}


def _original_artwork(code: int, cards: CardTable) -> int:
    """The original artwork of a passcode: its alias when that is an artwork of one card
    (within ``ARTWORK_SPAN``), else itself (a card only treated as another)."""
    alias = cards.alias.get(code) or code
    return alias if abs(alias - code) < ARTWORK_SPAN else code


def within_pools(
    versions: list[Version], table: Path, dates: Mapping[int, str], cards: CardTable
) -> None:
    """The whitelists of formats played as one event's card pool (Edison, HAT) without the
    cards first released in the TCG after the pool closed (``tools/data/pool-ends.tsv``):
    the simulators' files add later cards. An alternate artwork is judged by its card's
    first release; a card with no known date stays, as its file names it."""
    with table.open(encoding="utf-8", newline="") as handle:
        ends = {
            row["family"]: row["last_day"]
            for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        }
    for version in versions:
        last_day = ends.get(version.family)
        kept = version.kept
        if last_day is None or kept.mode != "whitelist":
            continue
        late = tuple(
            entry.passcode
            for entry in kept.entries
            if dates.get(_original_artwork(entry.passcode, cards), "") > last_day
        )
        left_out = set(late)
        kept.entries = [entry for entry in kept.entries if entry.passcode not in left_out]
        kept.after_pool, kept.pool_end = late, last_day


@dataclass(frozen=True)
class Stretch:
    """Days on which a family's list in force is one no source found gives entry by entry
    (``unknown_lists``): from that list's date to the day before the family's next list."""

    family: str
    start: dt.date
    end: dt.date
    source: str


def unknown_stretches(versions: list[Version]) -> list[Stretch]:
    """The stretch of each list no source gives; the build stops when no list follows it."""
    families = {folder: family for family, folder in YAMLYUGI_FAMILIES.items()}
    found = []
    for key, source in sorted(unknown_lists().items()):
        folder, day = key.split("/")
        family, start = families[folder], dt.date.fromisoformat(day)
        later = [v.effective for v in versions if v.family == family and v.effective > start]
        if not later:
            raise SystemExit(f"unknown list {key}: no list of {family} follows it")
        found.append(Stretch(family, start, min(later) - dt.timedelta(days=1), source))
    for name, row in sorted(overwritten_files().items()):
        family, start = row["family"], dt.date.fromisoformat(row["from"])
        later = [v.effective for v in versions if v.family == family and v.effective > start]
        if not later:
            raise SystemExit(f"overwritten file {name}: no list of {family} follows it")
        said = f"`{name}` was overwritten with the list of {row['holds']}: {row['source']}"
        found.append(Stretch(family, start, min(later) - dt.timedelta(days=1), said))
    return sorted(found, key=lambda s: (s.family, s.start))


def unknown_text(stretches: list[Stretch]) -> str:
    """``unknown.json``: a JSON array, one stretch per line (family, first and last day)."""
    lines = [
        json.dumps({"family": s.family, "from": s.start.isoformat(), "until": s.end.isoformat()})
        for s in stretches
    ]
    return "[\n" + ",\n".join(lines) + "\n]\n" if lines else "[]\n"


def build(data: Path, out: Path, report: bool = False) -> list[Version]:
    """Regenerate ``out`` from ``data``; returns the versions written."""
    SKIPPED.clear()
    OMITTED.clear()
    DUPLICATES.clear()
    UNDECIDED.clear()
    cards = load_cards(data / "cards.csv", data / "names-es.tsv")
    regulations = load_regulations(data, cards)
    lflists = lflist_sources(data)
    assign_dates(lflists, regulations, cards)
    for source in lflists:  # a file overwritten with a later list is a copy of that list
        row = overwritten_files().get(Path(source.origin).name)
        if row is not None:
            source.effective = dt.date.fromisoformat(row["holds"])
            source.date_note = f"overwritten upstream with the list of {row['holds']}"
    pools = {(s.family, s.effective) for s in lflists if s.family == "md" and s.effective}
    versions = choose([*lflists, *yamlyugi_sources(regulations, pools)])
    if UNDECIDED:
        raise SystemExit(
            f"cards named twice in a source with no decision in {DUPLICATE_LINES.name} "
            "(file, passcode, counts in file order):\n" + "\n".join(UNDECIDED)
        )
    lost = [f"{v.list_id}: {list(v.kept.unmapped)}" for v in versions if v.kept.unmapped]
    if lost:  # an entry left out would read as an unrestricted card
        raise SystemExit(
            f"Konami ids no table maps to a passcode (add them to {KONAMI_ID_TABLE}):\n"
            + "\n".join(lost)
        )
    official_statuses(versions, cards)
    apply_sourced_dates(versions, LIST_DATES)
    versions = traditional_from_tcg(versions)
    within_pools(versions, POOL_ENDS, release_dates(data / "release-dates.csv"), cards)
    if out.exists():
        for child in out.iterdir():
            if child.is_dir():
                shutil.rmtree(child)
            elif child.name in ("index.json", "SOURCES.md", UNKNOWN_NAME):
                child.unlink()
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    for version in versions:
        text, row = render(version, cards)
        path = out / row.path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
        rows.append(row)
    rows.sort(key=lambda r: (r.family, r.effective, r.id))
    (out / "index.json").write_text(index_text(rows), encoding="utf-8", newline="\n")
    stretches = unknown_stretches(versions)
    (out / UNKNOWN_NAME).write_text(unknown_text(stretches), encoding="utf-8", newline="\n")
    sources_text = sources_md(versions, regulations, cards, stretches)
    (out / "SOURCES.md").write_text(sources_text, encoding="utf-8", newline="\n")
    checked = check_collection(REPO, data, out)
    if checked.problems:
        problems = "\n".join(checked.problems)
        raise SystemExit(f"the lists written differ from their sources:\n{problems}")
    print(checked.summary(), file=sys.stderr)
    if report:
        for version in versions:
            kept = version.kept
            print(
                f"{version.list_id:22} {kept.origin:70} {kept.date_note} "
                f"diff={kept.disagreements} dropped={[d.origin for d in version.dropped]}"
            )
    return versions


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="shared data folder")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    parser.add_argument("--report", action="store_true", help="print the matching table")
    args = parser.parse_args(argv)
    versions = build(args.data, args.out, args.report)
    print(f"{len(versions)} lists written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
