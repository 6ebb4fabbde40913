"""Build the embedded card-data snapshot from the shared card table.

    python tools/build_snapshot.py [--data ../shared/data] [--out ydkcheck/data]

Reads ``cards.csv`` and ``release-dates.csv`` (see the data's PROVENANCE.md) and writes
``cards.tsv`` (no header, sorted by passcode, the columns of docs/ARCHITECTURE.md) and
``cards-meta.json``.

Release dates are a card's own: ``release-dates.csv`` dates canonical cards only, so a card
whose name is always treated as another's (Fusion Substitute, Pacifis) takes its own first
printings from ``tools/data/own-release-dates.tsv`` (sourced there), never its namesake's; an
alternate artwork shares its card's. The passcodes of ``ydkcheck/data/extra-passcodes.tsv``
(simulator spellings and Speed Duel Skills) are added as rows (``cards.extra_rows``).

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

from ydkcheck.cards.data import COLUMNS, extra_rows

REPO = Path(__file__).resolve().parent.parent
OWN_DATES = REPO / "tools" / "data" / "own-release-dates.tsv"


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
    for row in table:
        code = originals.get((row["konami_id"], row["name_en"]))
        if not row["password"] and code is not None:
            spanish.append({**row, "password": code})
    # Konami's ids as yaml-yugi gives them: cards.csv lacks 465 and has one wrong
    konami_ids = {int(row["password"]): row["konami_id"] for row in spanish}
    with open(OWN_DATES, encoding="utf-8", newline="") as handle:
        own_dates = {
            int(row["id"]): row
            for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        }

    aliases = {int(row["id"]): int(row["alias"] or 0) for row in cards}
    rows: dict[int, tuple[str, ...]] = {}
    for row in sorted(cards, key=lambda r: int(r["id"])):
        card_id = int(row["id"])
        identity = root_of(card_id, aliases)
        release = own_dates.get(card_id) or releases.get(card_id) or releases.get(identity, {})
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
    lines = ["\t".join(rows[card_id]) for card_id in sorted(rows)]

    out.mkdir(parents=True, exist_ok=True)
    (out / "cards.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    write_spanish_names(spanish, out, rows)
    write_english_spellings(spanish, out, rows)
    meta = {
        "source": "EDOPro card databases (ProjectIgnis) + YGOJSON + yaml-yugi release dates",
        "date": max(row["src_date"] for row in cards),
        "count": len(lines),
        "columns": list(COLUMNS),
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data")
    parser.add_argument("--out", type=Path, default=REPO / "ydkcheck" / "data")
    args = parser.parse_args()
    print(f"{build(args.data, args.out)} cards written to {args.out}")


if __name__ == "__main__":
    main()
