"""The check that the shipped lists are their sources, entry by entry.

Run by ``tools/build_banlists.py`` on what it writes, and by the test suite on what is
shipped. It trusts nothing of the build: every source is read again here, with a parser of
its own.

- A list of Konami's (its YAML names ``Konami's list: <folder>/<date>``) has exactly the
  statuses (or points) of that list of ``limit-regulation-yamlyugi``, Konami ids mapped to
  passcodes through the data's tables; a list file kept for its card pool keeps its pool.
- Any other list has exactly the entries of the simulator file it names (``Entries:``):
  Forbidden, Limited and Semi-Limited cards, the whole pool of a whitelist, and the Limit
  pools of a Speed Duel file under the headings ``tools/data/speed-pools.tsv`` names.
- A card a source file names twice (outside the pools) has a decision in
  ``tools/data/duplicate-lines.tsv`` with the counts the file gives, and the shipped list
  has the count decided; a decision no file needs is an error too.
- Every dated list of Konami's of the families shipped is some shipped list's, or left out
  for a reason ``SOURCES.md`` gives (empty, identical to the one before, before the TCG's
  first list).

Cards compare by identity (``alias or id``, the stricter entry of two artworks) for the
copies a list allows, and card by card (original artwork) for points and pools.
"""

from __future__ import annotations

import csv
import datetime as dt
import functools
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from release_dates import read_releases

ENTRIES = re.compile(r"^# Entries: (\S+)$", re.M)
KONAMI_LIST = re.compile(r"^# Konami's list: (\S+)/(\d{4}-\d{2}-\d{2})$", re.M)
LINE = re.compile(r"^(\d+)\s+(\d+)\b")
STATUS_OF = {"forbidden": 0, "limited": 1, "semi_limited": 2, "unlimited": 3}
# Konami's folders shipped as lists, and the family of each
OFFICIAL_FOLDERS = {
    "tcg": "tcg",
    "ocg": "ocg",
    "ocg-ae": "ocg-ae",
    "ocg-cn": "ocg-cn",
    "master-duel": "md",
    "genesys": "genesys",
}
FIRST_TCG_LIST = "2002-05-01"


@dataclass
class Report:
    """What the check compared, and what it found wrong."""

    lists: int = 0
    entries: int = 0  # entries compared (statuses, pool cards, points, Limit pool cards)
    konami_lists: int = 0  # lists compared with Konami's
    decisions: int = 0  # cards named twice in a source, each with its recorded decision
    problems: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (
            f"{self.lists} lists checked entry by entry ({self.konami_lists} against Konami's "
            f"lists), {self.entries} entries compared, {self.decisions} duplicated source "
            f"lines with a recorded decision, {len(self.problems)} problems"
        )


class Cards:
    """What the check needs of the card table: identity, original artwork, Konami ids."""

    def __init__(self, repo: Path, data: Path) -> None:
        self.alias: dict[int, int] = {}
        self.name: dict[int, str] = {}
        with (repo / "ydkcheck" / "data" / "cards.tsv").open(encoding="utf-8") as handle:
            for line in handle:
                code, alias, name = line.split("\t", 3)[:3]
                self.alias[int(code)] = int(alias or 0)
                self.name[int(code)] = name
        self.by_konami = konami_passcodes(data)

    def identity(self, code: int) -> int:
        return self.alias.get(code) or code

    def artwork(self, code: int) -> int:
        """The card an artwork is of (same name), else the passcode itself."""
        identity = self.identity(code)
        return identity if self.name.get(identity) == self.name.get(code) else code


def konami_passcodes(data: Path) -> dict[int, int]:
    """Konami id -> passcode: the canonical card of cards.csv, else the passcode names-es.tsv
    gives it, else a card treated as another that has it."""
    canonical: dict[int, int] = {}
    treated: dict[int, int] = {}
    with (data / "cards.csv").open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            if row["konami_id"].strip():
                table = canonical if row["alias"] in ("", "0") else treated
                key, code = int(row["konami_id"]), int(row["id"])
                table[key] = min(code, table.get(key, code))
    spanish: dict[int, int] = {}
    with (data / "names-es.tsv").open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            if row["konami_id"].strip() and row["password"].isdigit():
                spanish.setdefault(int(row["konami_id"]), int(row["password"]))
    return {**konami_ids_added(), **treated, **spanish, **canonical}


# Konami ids the card table lacks (a card newer than its Konami ids), each with the passcode
# the simulators' file of the same list gives it: without it the list's entry would be lost
KONAMI_IDS = Path(__file__).parent / "data" / "konami-ids.tsv"


@functools.cache
def konami_ids_added() -> dict[int, int]:
    """Konami id -> passcode for the ids cards.csv lacks (``tools/data/konami-ids.tsv``)."""
    return {int(row["konami_id"]): int(row["passcode"]) for row in read_tsv(KONAMI_IDS)}


def read_tsv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


@dataclass
class Source:
    """A source file as this check reads it: entries by passcode, Limit pools, whitelist?"""

    entries: dict[int, int]
    pools: dict[int, set[int]]
    whitelist: bool
    points: bool


# corrections of Konami's lists as scraped upstream, each with its sources: an entry the
# scrape got wrong (its value, or "off": not on the list at all), a list it failed ("failed":
# read as empty, so left out), a list it files under a region that never had it ("other
# region": left out too, so the list before it stays in force), a list it lacks, made of
# the one before it (``base``) and its changes (an emergency list; ``base`` "-": a family's
# first list, made of its rows alone), or a list it lacks that no source found gives entry
# by entry ("unknown": ydkcheck judges no deck by its family on a day from its date until
# the family's next list, ``unknown.json``)
VECTOR_CORRECTIONS = Path(__file__).parent / "data" / "vector-corrections.tsv"
# the last day of the card pool of formats played as one event's (Edison, HAT)
POOL_ENDS = Path(__file__).parent / "data" / "pool-ends.tsv"


LEFT_OUT = ("failed", "other region")  # a correction's values that leave a list out
UNKNOWN = "unknown"  # a correction's value for a list no source found gives entry by entry
NO_BASE = "-"  # the ``base`` of a family's first list, made of its rows alone


@functools.cache
def other_regions() -> frozenset[str]:
    """``folder/date`` of the lists the scrape files under a region that never had them."""
    return frozenset(
        row["vector"] for row in read_tsv(VECTOR_CORRECTIONS) if row["value"] == "other region"
    )


@functools.cache
def vector_corrections() -> dict[str, dict[int, int | None] | None]:
    """``folder/date`` -> the passcodes whose value is corrected (None: taken off the list),
    or None for a failed list."""
    found: dict[str, dict[int, int | None] | None] = {}
    for row in read_tsv(VECTOR_CORRECTIONS):
        if row["value"] == UNKNOWN:
            continue
        if row["value"] in LEFT_OUT:
            found[row["vector"]] = None
        else:
            fixed = found.setdefault(row["vector"], {})
            assert fixed is not None, row["vector"]
            fixed[int(row["passcode"])] = None if row["value"] == "off" else int(row["value"])
    return found


@functools.cache
def added_vectors() -> dict[str, str]:
    """``folder/date`` of each list the scrape lacks -> the list it is made from."""
    return {row["vector"]: row["base"] for row in read_tsv(VECTOR_CORRECTIONS) if row["base"]}


@functools.cache
def unknown_lists() -> dict[str, str]:
    """``folder/date`` of each list no source found gives entry by entry -> its sources."""
    return {
        row["vector"]: row["source"]
        for row in read_tsv(VECTOR_CORRECTIONS)
        if row["value"] == UNKNOWN
    }


# list files overwritten upstream with a later list, the one list of their day: the file is a
# copy of the list it holds (``holds``), and the days from ``from`` to its family's next list
# are judged by no list (``unknown.json``), as those of a list no source gives
OVERWRITTEN_FILES = Path(__file__).parent / "data" / "overwritten-files.tsv"


@functools.cache
def overwritten_files() -> dict[str, dict[str, str]]:
    """File name -> its row (``family``, ``from``, ``holds``, ``source``)."""
    return {row["file"]: row for row in read_tsv(OVERWRITTEN_FILES)}


@functools.cache
def pool_ends() -> dict[str, str]:
    """Family -> the last day of its card pool, for formats played as one event's."""
    return {row["family"]: row["last_day"] for row in read_tsv(POOL_ENDS)}


def released_by(
    entries: Mapping[int, int], last_day: str, dates: Mapping[int, str], cards: Cards
) -> dict[int, int]:
    """The entries of cards first released in the TCG by ``last_day`` (or never dated), an
    artwork dated by its card's release."""
    return {
        code: value
        for code, value in entries.items()
        if dates.get(cards.artwork(code), "") <= last_day
    }


def traditional(count: int) -> int:
    """A TCG list's count as the Traditional Format plays it: Forbidden is Limited."""
    return max(count, 1)


def vector_key(path: Path) -> str:
    """How the corrections name a vector file: its folder and its date (``tcg/2025-10-27``)."""
    return f"{path.parent.name}/{path.name.split('.')[0]}"


def corrected(
    path: Path, values: dict[int, int], unmapped: list[int]
) -> tuple[dict[int, int], list[int]]:
    """A vector's values with its corrections (``vector_corrections``) applied."""
    key = vector_key(path)
    corrections = vector_corrections()
    if key not in corrections:
        return values, unmapped
    fixes = corrections[key]
    if fixes is None:
        return {}, []
    merged = {**values, **fixes}
    return {code: value for code, value in merged.items() if value is not None}, unmapped


def read_vector(path: Path, cards: Cards) -> tuple[dict[int, int], list[int]]:
    """Konami's list: passcode -> value, and the Konami ids no table maps (corrected; a list
    the scrape lacks is made of its base, ``added_vectors``)."""
    base = added_vectors().get(vector_key(path))
    if base == NO_BASE:
        return corrected(path, {}, [])
    if base is not None and not path.exists():
        values, unmapped = read_vector(path.parent.parent / f"{base}.vector.json", cards)
        return corrected(path, values, unmapped)
    regulation = json.loads(path.read_text(encoding="utf-8"))["regulation"]
    values: dict[int, int] = {}
    unmapped = []
    for konami, value in regulation.items():
        code = cards.by_konami.get(int(konami))
        if code is None:
            unmapped.append(int(konami))
        else:
            values[code] = int(value)
    return corrected(path, values, unmapped)


def read_lflist(
    path: Path,
    pool_headings: Mapping[str, int],
    decisions: Mapping[tuple[str, int], dict[str, str]],
    used: set[tuple[str, int]],
    report: Report,
) -> Source:
    """The first list of a simulator file; a card named twice takes its recorded decision."""
    text = path.read_text(encoding="utf-8-sig")
    blocks = re.split(r"^!", text, flags=re.M)
    first = blocks[1] if len(blocks) > 1 else blocks[0]
    heading = ""
    seen: dict[int, list[int]] = {}
    pools: dict[int, set[int]] = {}
    for raw in first.splitlines():
        line = raw.strip()
        if line.startswith("#"):
            heading = line
            continue
        found = LINE.match(line)
        if found is None:
            continue
        code, value = int(found.group(1)), int(found.group(2))
        if heading in pool_headings:
            pools.setdefault(pool_headings[heading], set()).add(code)
        else:
            seen.setdefault(code, []).append(value)
    entries: dict[int, int] = {}
    for code, values in seen.items():
        entries[code] = values[0]
        if len(values) == 1:
            continue
        decision = decisions.get((path.name, code))
        counts = " ".join(map(str, values))
        if decision is None or decision["counts"] != counts:
            report.problems.append(f"{path.name}: {code} listed {counts}, no decision recorded")
            continue
        used.add((path.name, code))
        report.decisions += 1
        entries[code] = int(decision["kept"])
    for members in pools.values():
        for code in members:
            entries.setdefault(code, 3)
    return Source(entries, pools, "$whitelist" in first, "$genesys" in first)


def by_identity(values: Mapping[int, int], cards: Cards, keep_all: bool) -> dict[int, int]:
    """Values by card identity, the stricter of two artworks; only restrictions (< 3) unless
    ``keep_all`` (a whitelist's pool)."""
    result: dict[int, int] = {}
    for code, value in values.items():
        if value < 3 or keep_all:
            key = cards.identity(code)
            result[key] = min(value, result.get(key, value))
    return result


def by_card(values: Mapping[int, int], cards: Cards) -> dict[int, int]:
    """Points card by card (original artwork)."""
    return {cards.artwork(code): value for code, value in values.items()}


def shipped_values(data: dict[str, object]) -> tuple[dict[int, int], dict[int, int]]:
    """A shipped YAML list's copies by passcode, and its points."""
    limits: dict[int, int] = {}
    for category, count in STATUS_OF.items():
        limits.update((int(code), count) for code in data.get(category) or {})  # type: ignore[union-attr]
    points_node = data.get("points") or {}
    points = {int(k): int(v) for k, v in (points_node.get("cards") or {}).items()}  # type: ignore[union-attr]
    return limits, points


def check_collection(repo: Path, data: Path, collection: Path) -> Report:
    """Every list of ``collection`` (index.json and its YAML files) against its source."""
    cards = Cards(repo, data)
    releases = read_releases(data / "release-dates.csv")  # with the printings it misses
    dates = {code: row["tcg_date"] for code, row in releases.items()}
    table = read_tsv(repo / "tools" / "data" / "duplicate-lines.tsv")
    decisions = {(row["file"], int(row["passcode"])): row for row in table}
    pool_headings: dict[str, dict[str, int]] = {}
    for row in read_tsv(repo / "tools" / "data" / "speed-pools.tsv"):
        pool_headings.setdefault(row["file"], {})[row["heading"]] = int(row["pool"])
    used: set[tuple[str, int]] = set()
    report = Report()
    konami_named: set[tuple[str, str]] = set()
    index = json.loads((collection / "index.json").read_text(encoding="utf-8"))
    for row in index:
        path = collection / row["path"]
        text = path.read_text(encoding="utf-8")
        shipped = yaml.safe_load(text)
        limits, points = shipped_values(shipped)
        origin = ENTRIES.search(text)
        if origin is None:
            report.problems.append(f"{row['id']}: names no source")
            continue
        name = origin.group(1)
        source_path = data / name
        if name.endswith(".vector.json"):
            values, _ = read_vector(source_path, cards)
            genesys = "/genesys/" in name
            source = Source({} if genesys else values, {}, False, genesys)
            source_points = values if genesys else {}
        else:
            source = read_lflist(
                source_path, pool_headings.get(source_path.name, {}), decisions, used, report
            )
            source_points = source.entries if source.points else {}
        last_day = pool_ends().get(shipped["family"])
        if last_day is not None and source.whitelist:
            source.entries = released_by(source.entries, last_day, dates, cards)
        konami = KONAMI_LIST.search(text)
        expected_limits = by_identity(source.entries, cards, source.whitelist)
        if konami is not None:
            folder, date = konami.groups()
            konami_named.add((folder, date))
            report.konami_lists += 1
            vector = data / "limit-regulation-yamlyugi" / folder / f"{date}.vector.json"
            official, _ = read_vector(vector, cards)
            if folder == "genesys":
                source_points = official
            else:
                statuses = by_identity(official, cards, False)
                pool = by_identity(source.entries, cards, True) if source.entries else {}
                expected_limits = {card: statuses.get(card, 3) for card in pool} | statuses
                if not source.whitelist:
                    expected_limits = {k: v for k, v in expected_limits.items() if v < 3}
        if shipped["family"] == "traditional":  # the TCG list, Forbidden read as Limited
            expected_limits = {card: traditional(n) for card, n in expected_limits.items()}
        whitelist = shipped["mode"] == "whitelist"
        got = by_identity(limits, cards, whitelist)
        if not whitelist:
            expected_limits = {k: v for k, v in expected_limits.items() if v < 3}
        _compare(row["id"], "copies", got, expected_limits, report)
        _compare(row["id"], "points", by_card(points, cards), by_card(source_points, cards), report)
        pools = shipped.get("limit_pools") or {}
        got_pools: dict[int, set[int]] = {}
        if pools != "unknown":
            for limit, members in pools.items():
                got_pools[int(limit)] = {cards.artwork(int(code)) for code in members or {}}
        want_pools = {n: {cards.artwork(c) for c in codes} for n, codes in source.pools.items()}
        if got_pools != want_pools:
            report.problems.append(f"{row['id']}: Limit pools differ from {name}")
        if shipped["family"] == "speed" and (pools == "unknown") != (not source.pools):
            report.problems.append(f"{row['id']}: limit_pools unknown ≠ the file has none")
        report.entries += len(expected_limits) + len(source_points)
        report.entries += sum(map(len, want_pools.values()))
        report.lists += 1
    for key in decisions.keys() - used:
        report.problems.append(f"duplicate-lines.tsv: {key[0]} {key[1]}: no such duplicate")
    _every_konami_list_shipped(data, cards, konami_named, report)
    _unknown_stretches(collection, index, report)
    return report


def _unknown_stretches(collection: Path, index: list[dict[str, str]], report: Report) -> None:
    """``unknown.json`` has a stretch for each list no source gives (``unknown_lists``) and
    no other: from that list's date to the day before its family's next shipped list."""
    path = collection / "unknown.json"
    found = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    want = []
    for key in unknown_lists():
        folder, start = key.split("/")
        family = OFFICIAL_FOLDERS[folder]
        later = sorted(
            r["effective"] for r in index if r["family"] == family and r["effective"] > start
        )
        if not later:
            report.problems.append(f"unknown list {key}: no list of {family} follows it")
            continue
        end = dt.date.fromisoformat(later[0]) - dt.timedelta(days=1)
        want.append((family, start, end.isoformat()))
    for name, row in overwritten_files().items():
        family, start = row["family"], row["from"]
        later = sorted(
            r["effective"] for r in index if r["family"] == family and r["effective"] > start
        )
        if not later or any(r["family"] == family and r["effective"] == start for r in index):
            report.problems.append(f"overwritten file {name}: its days are not a stretch")
            continue
        end = dt.date.fromisoformat(later[0]) - dt.timedelta(days=1)
        want.append((family, start, end.isoformat()))
    got = [(row["family"], row["from"], row["until"]) for row in found]
    if sorted(got) != sorted(want):
        report.problems.append(f"unknown.json: {sorted(got)} not {sorted(want)}")


def _compare(
    list_id: str, what: str, got: Mapping[int, int], want: Mapping[int, int], report: Report
) -> None:
    if got == want:
        return
    wrong = sorted(k for k in got.keys() | want.keys() if got.get(k) != want.get(k))
    shown = ", ".join(f"{k}: {got.get(k)} not {want.get(k)}" for k in wrong[:5])
    report.problems.append(f"{list_id}: {len(wrong)} {what} differ from the source ({shown})")


def _every_konami_list_shipped(
    data: Path, cards: Cards, named: set[tuple[str, str]], report: Report
) -> None:
    """Each dated list of Konami's is shipped, unless empty, identical to the one before, or
    a TCG list before the TCG had lists."""
    root = data / "limit-regulation-yamlyugi"
    for folder in OFFICIAL_FOLDERS:
        previous: dict[int, int] | None = None
        for path in sorted((root / folder).glob("????-??-??.vector.json")):
            date = path.name.split(".")[0]
            values, unmapped = read_vector(path, cards)
            empty = not values and not unmapped
            if (folder, date) in named:
                previous = values
                continue
            if empty or values == previous or (folder == "tcg" and date < FIRST_TCG_LIST):
                continue
            report.problems.append(f"Konami's list {folder}/{date} is no shipped list's")
            previous = values
