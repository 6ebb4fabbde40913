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
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "data"
DEFAULT_OUT = REPO / "banlists"

YAMLYUGI = "DawnbrandBots/yaml-yugi-limit-regulation"
SPEED_RULES = (
    "Konami, Yu-Gi-Oh! TCG Speed Duel official rules (Speed Duel rulebook and "
    "yugioh-card.com/en/speed-duel): Main Deck 20-30, Extra Deck 0-5, Side Deck 0-5, "
    "4-card opening hand"
)

STANDARD_DECK = {"main": (40, 60), "extra": (0, 15), "side": (0, 15), "copies": 3}


@dataclass(frozen=True)
class FamilyRules:
    """What a family of lists shares: label, card pool, deck bounds, hand size."""

    label: str
    pool: str
    deck: dict[str, object] = field(default_factory=lambda: dict(STANDARD_DECK))
    hand: tuple[int, int] | None = None
    excluded: tuple[str, ...] = ()
    note: str = ""


FAMILIES: dict[str, FamilyRules] = {
    "tcg": FamilyRules("TCG", "tcg"),
    "ocg": FamilyRules("OCG", "ocg"),
    "ocg-kr": FamilyRules("OCG Korea", "ocg"),
    "ocg-ae": FamilyRules("OCG Asia-English", "ocg"),
    "ocg-cn": FamilyRules("OCG Simplified Chinese", "ocg"),
    "legacy": FamilyRules("YGOPro", "any"),
    "goat": FamilyRules(
        "GOAT",
        "tcg",
        deck={"main": (40, 60), "extra": (0, None), "side": (0, 15), "copies": 3},
        hand=(6, 6),
    ),
    "edison": FamilyRules("Edison", "tcg", hand=(6, 6)),
    "hat": FamilyRules("HAT", "tcg"),
    "toss": FamilyRules("TOSS", "tcg"),
    "speed": FamilyRules(
        "Speed Duel",
        "tcg",
        deck={"main": (20, 30), "extra": (0, 5), "side": (0, 5), "copies": 3},
        hand=(4, 5),
        note=SPEED_RULES,
    ),
    "md": FamilyRules("Master Duel", "any"),
    "world": FamilyRules("World", "any"),
    "traditional": FamilyRules("Traditional", "tcg"),
    "genesys": FamilyRules("Genesys", "tcg", excluded=("link", "pendulum")),
}

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
DATE_SOURCES = {
    "tcg": "tcg",
    "goat": "tcg",
    "edison": "tcg",
    "hat": "tcg",
    "toss": "tcg",
    "traditional": "tcg",
    "ocg": "ocg",
    "ocg-ae": "ocg-ae",
    "md": "master-duel",
    "genesys": "genesys",
}

# Yamlyugi folders turned into lists of their own (besides giving dates).
YAMLYUGI_FAMILIES = {"tcg": "tcg", "ocg-cn": "ocg-cn", "ocg-ae": "ocg-ae", "genesys": "genesys"}

# How far from its nominal month an official date may lie to match an lflist file.
MATCH_SLACK = dt.timedelta(days=31)
# A match is accepted when at most this share of the entries disagree.
MATCH_TOLERANCE = 0.15

SECTIONS = ("forbidden", "limited", "semi_limited", "unlimited")


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


def load_cards(path: Path) -> CardTable:
    """Read cards.csv: names, aliases, Konami id -> canonical passcode (the smallest)."""
    names: dict[int, str] = {}
    alias: dict[int, int] = {}
    by_konami: dict[int, int] = {}
    with path.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            passcode = int(row["id"])
            names[passcode] = row["name"]
            alias[passcode] = int(row["alias"] or 0)
            konami = row["konami_id"].strip()
            if konami and alias[passcode] == 0:
                key = int(konami)
                by_konami[key] = min(passcode, by_konami.get(key, passcode))
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
    unmapped: int = 0


# Lines of the source files that are not `id count`: reported in SOURCES.md.
SKIPPED: list[str] = []

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


def parse_lflist(path: Path) -> tuple[str, bool, bool, list[Entry]]:
    """The first list of an lflist file: header, whitelist?, points?, entries in file order."""
    header = ""
    whitelist = points = False
    entries: list[Entry] = []
    seen: set[int] = set()
    for raw in path.read_text(encoding="utf-8-sig").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("--"):
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
        passcode = int(match.group(1))
        if passcode in seen:
            continue  # the first occurrence wins, as in EDOPro
        seen.add(passcode)
        entries.append(Entry(passcode, int(match.group(2)), (match.group(3) or "").strip()))
    return header, whitelist, points, entries


def family_of(name: str) -> tuple[str, dt.date, bool] | None:
    """(family, nominal date, day given?) from an lflist file name."""
    if name in UNDATED:
        family, nominal = UNDATED[name]
        return family, nominal, False
    match = FILE_NAME.match(name)
    if not match:
        return None
    year, month, day, suffix = match.groups()
    family = SUFFIX_FAMILY.get(suffix.lower())
    if family is None:
        return None
    return family, dt.date(int(year), int(month), int(day or 1)), day is not None


def lflist_sources(data: Path) -> list[SourceList]:
    """Every lflist file of banlists-history/ and banlists-other/ as a SourceList."""
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
            header, whitelist, points, entries = parse_lflist(path)
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
            regulations.append(Regulation(folder.name, date, values, tuple(sorted(unmapped))))
        result[folder.name] = regulations
    return result


# --------------------------------------------------------------------------- dates


def comparable(source: SourceList, cards: CardTable) -> dict[int, int]:
    """A list's restrictions by card identity (0-2 copies, or points), for comparison."""
    result: dict[int, int] = {}
    for entry in source.entries:
        if source.points or entry.value < 3:
            result.setdefault(cards.identity(entry.passcode), entry.value)
    return result


def official_view(regulation: Regulation, family: str) -> dict[int, int]:
    """An official list as the family sees it (Traditional: Forbidden becomes Limited)."""
    if family == "traditional":
        return {k: max(v, 1) for k, v in regulation.values.items()}
    return {k: v for k, v in regulation.values.items() if v < 3 or family == "genesys"}


def disagreement(a: dict[int, int], b: dict[int, int]) -> int:
    """How many cards the two lists treat differently."""
    return sum(1 for key in a.keys() | b.keys() if a.get(key) != b.get(key))


def month_window(nominal: dt.date) -> tuple[dt.date, dt.date]:
    """The nominal month of a list, widened by MATCH_SLACK on both sides."""
    start = nominal.replace(day=1)
    end = (start + dt.timedelta(days=32)).replace(day=1) - dt.timedelta(days=1)
    return start - MATCH_SLACK, end + MATCH_SLACK


def assign_dates(
    sources: list[SourceList], regulations: dict[str, list[Regulation]], cards: CardTable
) -> None:
    """Give every lflist its effective date: the official date that agrees best, else nominal."""
    for source in sources:
        folder = DATE_SOURCES.get(source.family)
        candidates = regulations.get(folder, []) if folder else []
        low, high = month_window(source.nominal)
        mine = comparable(source, cards)
        best: tuple[int, int, Regulation] | None = None
        for regulation in candidates:
            if not low <= regulation.date <= high:
                continue
            score = disagreement(mine, official_view(regulation, source.family))
            distance = abs((regulation.date - source.nominal).days)
            if best is None or (score, distance) < best[:2]:
                best = (score, distance, regulation)
        if best is not None and best[0] <= MATCH_TOLERANCE * max(len(mine), 1):
            source.effective = best[2].date
            source.disagreements = best[0]
            source.date_note = f"{YAMLYUGI} {best[2].folder}/{best[2].date}"
        else:
            source.effective = source.nominal
            precision = "day" if source.has_day else "month"
            source.date_note = f"file name ({precision} precision)"
            if best is not None:
                source.date_note += (
                    f"; nearest official list {best[2].folder}/{best[2].date} differs on "
                    f"{best[0]} cards"
                )


# --------------------------------------------------------------------------- choose


def preference(source: SourceList) -> tuple[int, int, str, int, str]:
    """Sort key among copies of one list version: smaller is better."""
    return (
        0 if source.repo.startswith("ProjectIgnis") else 1,
        source.disagreements if source.disagreements is not None else 10**6,
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
    by_month: dict[tuple[str, int, int], int] = {}
    for version in versions:
        key = (version.family, version.effective.year, version.effective.month)
        by_month[key] = by_month.get(key, 0) + 1
    for version in versions:
        day = by_month[(version.family, version.effective.year, version.effective.month)] > 1
        stamp = version.effective.strftime("%Y-%m-%d" if day else "%Y-%m")
        version.list_id = f"{version.family}-{stamp}"
    return versions


def yamlyugi_sources(
    regulations: dict[str, list[Regulation]], covered: dict[str, set[dt.date]]
) -> list[SourceList]:
    """Official lists with no lflist copy: TCG before the lflist era, OCG-CN, OCG-AE, Genesys."""
    result = []
    for family, folder in YAMLYUGI_FAMILIES.items():
        for regulation in regulations.get(folder, []):
            if not regulation.values and not regulation.unmapped:
                continue  # an empty scrape (genesys 2026-08-14)
            if regulation.date in covered.get(family, set()):
                continue
            if family == "tcg" and covered["tcg"] and regulation.date >= min(covered["tcg"]):
                continue  # lflist copies cover the TCG from 2013 on
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
                    revision_date="2026-08-22",
                    kind="yamlyugi",
                    effective=regulation.date,
                    date_note=f"{YAMLYUGI} {folder}/{regulation.date}",
                    disagreements=0,
                    unmapped=len(regulation.unmapped),
                )
            )
    return result


# --------------------------------------------------------------------------- YAML


@cache
def scalar(text: str) -> str:
    """``text`` as a YAML scalar: plain when it reads back unchanged, else double-quoted."""
    if text and text == text.strip():
        try:
            if yaml.safe_load(f"k: {text}\n") == {"k": text}:
                return text
        except yaml.YAMLError:
            pass
    return json.dumps(text, ensure_ascii=False)


def card_name(entry: Entry, cards: CardTable) -> str:
    """The English name from cards.csv, else the name the list file gives, else '?'."""
    return cards.names.get(entry.passcode) or entry.comment or "?"


def version_name(version: Version) -> str:
    """Display name, e.g. 'TCG 2026.05' (with the day when the id carries one)."""
    label = FAMILIES[version.family].label
    day = version.list_id.count("-") - version.family.count("-") == 3
    return f"{label} {version.effective.strftime('%Y.%m.%d' if day else '%Y.%m')}"


def source_text(source: SourceList) -> str:
    """The ``source`` field: repository, file and revision."""
    if source.kind == "yamlyugi":
        return f"{YAMLYUGI} {source.repo_path} (Konami ids mapped through cards.csv)"
    return f"{source.repo} {source.repo_path} at {source.commit[:10]} ({source.revision_date})"


def flow_deck(deck: dict[str, object]) -> str:
    """The deck bounds in YAML flow style."""
    parts = []
    for key in ("main", "extra", "side"):
        low, high = deck[key]  # type: ignore[misc]
        parts.append(f"{key}: [{low}, {'null' if high is None else high}]")
    parts.append(f"copies: {deck['copies']}")
    return "{" + ", ".join(parts) + "}"


def render(version: Version, cards: CardTable) -> tuple[str, dict[str, object]]:
    """The YAML text of a version and its index.json row."""
    source = version.kept
    rules = FAMILIES[version.family]
    name = version_name(version)
    rules_note = f"; deck rules: {rules.note}" if rules.note else ""
    lines = [
        f"# {name}: generated by tools/build_banlists.py; do not edit by hand.",
        f"# List from {source.origin}",
        f"#   ({source_text(source)}).",
        f"# Effective date from {source.date_note}.",
    ]
    if source.disagreements:
        lines.append(
            f"# The official list of that date differs on {source.disagreements} cards; "
            "the entries below are the file's."
        )
    if source.unmapped:
        lines.append(f"# {source.unmapped} Konami ids of the official list are not in cards.csv.")
    for other in version.dropped:
        lines.append(f"# Also seen as {other.origin} (not kept, see SOURCES.md).")
    lines += [
        f"id: {version.list_id}",
        f"name: {scalar(name)}",
        f"family: {version.family}",
        f"format: {rules.pool}",
        f"effective: {version.effective.isoformat()}",
        f"source: {scalar(source_text(source) + rules_note)}",
        f"deck: {flow_deck(rules.deck)}",
    ]
    if rules.hand:
        lines.append(f"hand: {{first: {rules.hand[0]}, second: {rules.hand[1]}}}")
    lines.append(f"mode: {source.mode}")
    if rules.excluded:
        lines.append(f"excluded: [{', '.join(rules.excluded)}]")
    buckets: dict[str, list[Entry]] = {section: [] for section in SECTIONS}
    points: list[Entry] = []
    for entry in source.entries:
        if source.points:
            points.append(entry)
        elif entry.value <= 3:
            buckets[SECTIONS[entry.value]].append(entry)
        else:
            raise SystemExit(f"{source.origin}: count {entry.value} for {entry.passcode}")
    for section in SECTIONS:
        chosen = sorted(buckets[section], key=lambda e: e.passcode)
        if not chosen:
            lines.append(f"{section}: {{}}")
            continue
        lines.append(f"{section}:")
        lines += [f"  {e.passcode}: {scalar(card_name(e, cards))}" for e in chosen]
    if source.points:
        lines += ["points:", "  cap: 100", "  cards:"]
        lines += [
            f"    {e.passcode}: {e.value}  # {card_name(e, cards)}"
            for e in sorted(points, key=lambda e: e.passcode)
        ]
    row: dict[str, object] = {
        "id": version.list_id,
        "name": name,
        "family": version.family,
        "format": rules.pool,
        "effective": version.effective.isoformat(),
        "mode": source.mode,
        "entries": len(source.entries),
        "path": f"{version.family}/{version.list_id[len(version.family) + 1 :]}.yaml",
    }
    return "\n".join(lines) + "\n", row


# --------------------------------------------------------------------------- main


def build(data: Path, out: Path, report: bool = False) -> list[Version]:
    """Regenerate ``out`` from ``data``; returns the versions written."""
    cards = load_cards(data / "cards.csv")
    regulations = load_regulations(data, cards)
    lflists = lflist_sources(data)
    assign_dates(lflists, regulations, cards)
    covered: dict[str, set[dt.date]] = {}
    for source in lflists:
        if source.date_note.startswith(YAMLYUGI):
            assert source.effective is not None
            covered.setdefault(source.family, set()).add(source.effective)
    covered.setdefault("tcg", set())
    versions = choose([*lflists, *yamlyugi_sources(regulations, covered)])
    if out.exists():
        for child in out.iterdir():
            if child.is_dir():
                shutil.rmtree(child)
            elif child.name in ("index.json",):
                child.unlink()
    out.mkdir(parents=True, exist_ok=True)
    rows = []
    for version in versions:
        text, row = render(version, cards)
        path = out / str(row["path"])
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
        rows.append(row)
    rows.sort(key=lambda r: (str(r["family"]), str(r["effective"]), str(r["id"])))
    index_text = "[\n" + ",\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n]\n"
    (out / "index.json").write_text(index_text, encoding="utf-8", newline="\n")
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
