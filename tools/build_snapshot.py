"""Build the embedded card-data snapshot from the shared card table.

    python tools/build_snapshot.py [--data ../shared/data] [--out ydkcheck/data]

Reads ``cards.csv`` and ``release-dates.csv`` (see the data's PROVENANCE.md) and writes
``cards.tsv`` (no header, sorted by passcode, the columns of docs/ARCHITECTURE.md) and
``cards-meta.json``. The output is deterministic, so a re-run with the same input is a no-op
and a data refresh shows as a readable diff.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's ydkcheck

from ydkcheck.cards import COLUMNS

REPO = Path(__file__).resolve().parent.parent


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


def build(data: Path, out: Path) -> int:
    """Write the snapshot; return the number of cards."""
    with open(data / "cards.csv", encoding="utf-8", newline="") as handle:
        cards = list(csv.DictReader(handle))
    with open(data / "release-dates.csv", encoding="utf-8", newline="") as handle:
        releases = {int(row["id"]): row for row in csv.DictReader(handle)}

    aliases = {int(row["id"]): int(row["alias"] or 0) for row in cards}
    lines = []
    for row in sorted(cards, key=lambda r: int(r["id"])):
        card_id = int(row["id"])
        identity = root_of(card_id, aliases)
        release = releases.get(identity, {})
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
            "konami_id": row["konami_id"],
            "tcg_status": status(row["tcg_status"]),
            "ocg_status": status(row["ocg_status"]),
        }
        for value in fields.values():
            if "\t" in value or "\n" in value:
                raise ValueError(f"tab or newline in card {card_id}: {value!r}")
        lines.append("\t".join(fields[column] for column in COLUMNS))

    out.mkdir(parents=True, exist_ok=True)
    (out / "cards.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    meta = {
        "source": "EDOPro card databases (ProjectIgnis) + YGOJSON + yaml-yugi release dates",
        "date": max(row["src_date"] for row in cards),
        "count": len(lines),
        "columns": list(COLUMNS),
    }
    (out / "cards-meta.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    return len(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data")
    parser.add_argument("--out", type=Path, default=REPO / "ydkcheck" / "data")
    args = parser.parse_args()
    print(f"{build(args.data, args.out)} cards written to {args.out}")


if __name__ == "__main__":
    main()
