"""Build the embedded card-data snapshot from the shared card table.

    python tools/build_snapshot.py [--data ../shared/data] [--out ydkcheck/data]

Reads ``cards.csv`` and ``release-dates.csv`` (see the data's PROVENANCE.md) and writes
``cards.tsv`` (no header, sorted by passcode, the columns of docs/ARCHITECTURE.md) and
``cards-meta.json``.

Release dates are a card's own: ``release-dates.csv`` dates canonical cards only, so a card
whose name is always treated as another's (Fusion Substitute, Pacifis) takes the dates of the
sets of its own first printings, which ``tools/data/own-release-dates.tsv`` names (sourced
there), never its namesake's; an alternate artwork shares its card's (``release_dates``).
A date the data knows only roughly carries the mark of its precision (``~`` estimated, ``m``
the month alone: ``release_dates.marked``), which the readers keep (``cards.data``); a 1st of a
month whose set's day a source gives (``tools/data/set-release-days.tsv``) is that day.
Two passcodes of one card with no alias between them (Megalith Phuloch 8805651 and 8805661:
one Konami id) are joined by an alias to the passcode Konami's data gives the card. The
passcodes of ``ydkcheck/data/extra-passcodes.tsv`` (simulator spellings, an artwork the data
lacks, lists' misprints and Speed Duel Skills) are added as rows (``cards.extra_rows``).

The build then checks its output (``release_dates.date_problems``) and stops on a card whose
dates differ from the data's, or one printed in the TCG without a TCG date.

The output is deterministic, so a re-run with the same input is a no-op
and a data refresh shows as a readable diff.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's ydkcheck

from release_dates import (
    date_problems,
    marked,
    own_dates,
    read_releases,
    set_dates,
    tcg_listed_konami_ids,
)

from ydkcheck.cards.data import COLUMNS, DATE_MARKS, extra_rows

REPO = Path(__file__).resolve().parent.parent
OWN_DATES = REPO / "tools" / "data" / "own-release-dates.tsv"
FORMER_NAMES = REPO / "tools" / "data" / "former-names.tsv"


def root_of(card_id: int, aliases: dict[int, int]) -> int:
    """Follow alias links to the card every artwork counts as (chains are rare but exist)."""
    seen = {card_id}
    while aliases.get(card_id):
        card_id = aliases[card_id]
        if card_id in seen:
            raise ValueError(f"alias cycle through {card_id}")
        seen.add(card_id)
    return card_id


def status(value: str) -> str:
    """A list status in the lists' own words (``semi_limited``, as the YAML key)."""
    return "semi_limited" if value == "semilimited" else value


def shared_konami_ids(
    cards: list[dict[str, str]], konami_ids: dict[int, str], named: dict[str, int]
) -> dict[int, int]:
    """Passcode -> the passcode it is an artwork of, for canonical rows (alias 0) that share a
    Konami id: one card with two passcodes (Megalith Phuloch 8805651 and 8805661). The
    passcode Konami's data names for the id (``named``: Konami id -> passcode) keeps alias 0,
    else the smallest. Rows that share an id under different names stop the build."""
    groups: dict[str, list[dict[str, str]]] = {}
    for row in cards:
        konami = konami_ids.get(int(row["id"])) or row["konami_id"]
        if konami and int(row["alias"] or 0) == 0:
            groups.setdefault(konami, []).append(row)
    joined: dict[int, int] = {}
    for konami, rows in sorted(groups.items()):
        if len(rows) < 2:
            continue
        if len({row["name"].strip() for row in rows}) > 1:
            raise SystemExit(f"Konami id {konami}: {[r['id'] for r in rows]} differ in name")
        codes = sorted(int(row["id"]) for row in rows)
        preferred = named.get(konami)
        canonical = preferred if preferred in codes else codes[0]
        joined.update((code, canonical) for code in codes if code != canonical)
    return joined


def build(data: Path, out: Path) -> int:
    """Write the snapshot; return the number of cards."""
    with open(data / "cards.csv", encoding="utf-8", newline="") as handle:
        cards = list(csv.DictReader(handle))
    # each date with the mark of its precision (``release_dates.marked``)
    releases = marked(read_releases(data / "release-dates.csv"))

    with open(data / "names-es.tsv", encoding="utf-8", newline="") as handle:
        table = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    spanish = [row for row in table if row["password"].isdigit()]
    # rows without a passcode (the Egyptian God cards, Black Luster Soldier): the card of that
    # Konami id and English name, its original artwork
    originals = {
        (row["konami_id"], row["name"]): row["id"]
        for row in cards
        if row["konami_id"] and not int(row["alias"] or 0)
    }
    # Konami's ids as yaml-yugi gives them: cards.csv lacks 465 and has one wrong; a row found
    # by its Konami id below adds no id of its own
    konami_ids = {int(row["password"]): row["konami_id"] for row in spanish}
    for row in table:
        code = originals.get((row["konami_id"], row["name_en"]))
        if not row["password"] and code is not None:
            spanish.append({**row, "password": code})
    own = own_dates(OWN_DATES, set_dates(releases))

    aliases = {int(row["id"]): int(row["alias"] or 0) for row in cards}
    named = {row["konami_id"]: int(row["password"]) for row in spanish if row["konami_id"]}
    aliases.update(shared_konami_ids(cards, konami_ids, named))
    rows: dict[int, tuple[str, ...]] = {}
    for row in sorted(cards, key=lambda r: int(r["id"])):
        card_id = int(row["id"])
        identity = root_of(card_id, aliases)
        release = own.get(card_id) or releases.get(card_id) or releases.get(identity, {})
        level = row["level"] or row["rank"] or row["link"]
        fields = {
            "id": str(card_id),
            "alias": str(identity) if identity != card_id else "0",
            "name": row["name"].strip(),
            "kind": row["kind"],
            "subtypes": row["subtypes"],
            "level": level,
            "ot": row["ot"],
            "tcg_date": release.get("tcg_date", ""),
            "ocg_date": release.get("ocg_date", ""),
            "genesys_points": row["genesys_points"],
            "konami_id": konami_ids.get(card_id) or row["konami_id"],
            "tcg_status": status(row["tcg_status"]),
            "ocg_status": status(row["ocg_status"]),
        }
        for value in fields.values():
            if "\t" in value or "\n" in value:
                raise ValueError(f"tab or newline in card {card_id}: {value!r}")
        rows[card_id] = tuple(fields[column] for column in COLUMNS)
    rows.update(extra_rows(rows))
    problems = date_problems(
        (dict(zip(COLUMNS, row, strict=True)) for row in rows.values()),
        releases,
        own,
        tcg_listed_konami_ids(data / "limit-regulation-yamlyugi"),
    )
    if problems:
        raise SystemExit("release dates disagree with the data:\n" + "\n".join(problems))
    lines = ["\t".join(rows[card_id]) for card_id in sorted(rows)]

    out.mkdir(parents=True, exist_ok=True)
    (out / "cards.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    write_spanish_names(spanish, out, rows)
    write_english_spellings(spanish, out, rows)
    write_former_names(FORMER_NAMES, out, rows)
    meta = {
        "source": "EDOPro card databases (ProjectIgnis) + YGOJSON + yaml-yugi release dates",
        "date": max(row["src_date"] for row in cards),
        "count": len(lines),
        "columns": list(COLUMNS),
        "date_marks": DATE_MARKS,
    }
    (out / "cards-meta.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    return len(lines)


def write_spanish_names(
    spanish: list[dict[str, str]], out: Path, cards: dict[int, tuple[str, ...]]
) -> None:
    """``names-es.tsv``: the official Spanish name of each card that has one, by passcode
    (``spanish``: the rows of the data's table; ``cards``: the rows of cards.tsv). An
    alternate artwork (the same English name as the card it is an alias of) without a row of
    its own takes its card's name, so that every output names it in Spanish too.

    ``actualiza`` leaves it as it is (the API has no Spanish names), so a new card is named
    and found by its English name alone.
    """
    names = {
        int(row["password"]): " ".join(row["name_es"].split())
        for row in spanish
        if row["name_es"].strip()
    }
    alias, name = COLUMNS.index("alias"), COLUMNS.index("name")
    for code, row in cards.items():
        original = cards.get(int(row[alias] or 0))
        if code in names or original is None or original[name] != row[name]:
            continue  # named already, or no artwork of another card
        if int(original[0]) in names:
            names[code] = names[int(original[0])]
    lines = [f"{code}\t{names[code]}" for code in sorted(names) if code in cards]
    (out / "names-es.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_english_spellings(
    spanish: list[dict[str, str]], out: Path, cards: dict[int, tuple[str, ...]]
) -> None:
    """``names-en.tsv``: the official English name of each card the card table spells
    otherwise (Adamancipator Relief, written Adamatia Relieve there), by passcode, so that
    both spellings are read."""
    name = COLUMNS.index("name")
    lines = sorted(
        f"{row['password']}\t{row['name_en'].strip()}"
        for row in spanish
        if int(row["password"]) in cards
        and row["name_en"].strip()
        and row["name_en"].strip() != cards[int(row["password"])][name]
    )
    (out / "names-en.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_former_names(source: Path, out: Path, cards: dict[int, tuple[str, ...]]) -> None:
    """``names-former.tsv``: the English names cards were printed with before Konami renamed
    them (Kinetic Soldier, now Cipher Soldier), by passcode, from ``source`` (sourced there),
    so that old lists are read as written. Stops on a row whose card is not named as the
    source says today: the table and the data must agree on which card it is."""
    name = COLUMNS.index("name")
    lines = []
    with source.open(encoding="utf-8", newline="") as table:
        for row in csv.DictReader(table, delimiter="\t"):
            code = int(row["id"])
            if code not in cards or cards[code][name] != row["name today"]:
                raise SystemExit(f"{source}: {code} is not {row['name today']!r} in the data")
            lines.append(f"{code}\t{row['former name']}")
    (out / "names-former.tsv").write_text("\n".join(sorted(lines)) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data")
    parser.add_argument("--out", type=Path, default=REPO / "ydkcheck" / "data")
    args = parser.parse_args()
    print(f"{build(args.data, args.out)} cards written to {args.out}")


if __name__ == "__main__":
    main()
