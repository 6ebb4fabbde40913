"""Build ``ydkcheck/data/extra-passcodes.tsv``: the passcodes lists name that no card has.

    python tools/build_extra_passcodes.py [--data ../shared/data] [--out ydkcheck/data]

EDOPro's lists name cards the card data does not hold:

- Speed Duel Skills (nine digits starting with ``300``): cards of their own, of kind
  ``skill``, named as the newest list names them (without "(Skill Card)");
- the real card under another number, found by its name (letters and digits only, accents
  dropped) matching the list's comment, without a trailing "(Pre-Errata)"-like note if need
  be. Of kind ``simulator`` when it is a simulator's passcode of the card's text before its
  errata (``504700178 --Sangan``: nine digits from 504 or 511, or the real passcode + 10),
  which EDOPro loads with the old text; ``artwork`` when sources give it as an alternate
  artwork the card data lacks (``ARTWORKS``); else ``misprint``: a number one digit off the
  card's, or the card's with a count run into it, which no card has and no simulator loads,
  written by mistake in a list that means the card.

One row per passcode: ``passcode``, ``counts_as`` (the real card's passcode; itself for a
Skill), ``kind`` (``simulator``, ``artwork``, ``misprint`` or ``skill``), ``name``. The
snapshot build and ``ydkcheck actualiza`` add these rows to the card data, so that both
spellings of a card are one identity for copies, limits and card pools. Names no card
matches are printed and left out. The output is deterministic.
"""

from __future__ import annotations

import argparse
import csv
import re
import unicodedata
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ENTRY = re.compile(r"^(\d+)\s+(?:-?\d+\s*)?(?:-+\s*(.*?))?\s*$")
NOTE = re.compile(r"\s*\((?:pre[- ]?errata|original|old|anime|OCG|TCG)[^)]*\)\s*$", re.I)
SKILL_SUFFIX = re.compile(r"\s*\(Skill Card\)\s*$", re.I)
LIST_DATE = re.compile(r"^(\d{4})[.-](\d{1,2})(?:[.-](\d{1,2}))?")
COLUMNS = ("passcode", "counts_as", "kind", "name")
# alternate artworks the card data lacks, by passcode: 81480461 is Barrel Dragon's second
# artwork, the id YGOPRODeck's card database gives the card, which EDOPro's lists name
ARTWORKS = frozenset({81480461})
# the first digits of EDOPro's nine-digit numbers of cards' texts before their errata
SIMULATOR_RANGES = ("504", "511")


def folded(name: str) -> str:
    """A name as compared here: accents dropped, letters and digits only, lower case."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]", "", ascii_name.lower())


def list_files(data: Path) -> list[Path]:
    """Every list file, oldest first (by the date in its name), then by name."""

    def order(path: Path) -> tuple[int, int, int, str]:
        found = LIST_DATE.match(path.name)
        year, month, day = (int(part or 0) for part in found.groups()) if found else (0, 0, 0)
        return year, month, day, path.name

    files = [
        *data.glob("banlists-other/*.lflist.conf"),
        *data.glob("banlists-history/*/*.lflist.conf"),
    ]
    return sorted(files, key=order)


def named_passcodes(files: list[Path]) -> dict[int, str]:
    """Each passcode the lists name -> its comment in the newest list naming it."""
    names: dict[int, str] = {}
    for path in files:
        for raw in path.read_text(encoding="utf-8-sig").splitlines():
            line = raw.strip()
            if not line or line[0] in "#!$":
                continue
            found = ENTRY.match(line)
            if found is not None:
                comment = re.split(r"\s{2,}|\t", (found.group(2) or "").strip())[0]
                names[int(found.group(1))] = " ".join(comment.split())
    return names


def kind_of(code: int, real: int) -> str:
    """What a passcode no card has is, beside ``real``, the card it counts as. A count run
    into the card's passcode (``553756843 --Summon Cloud``: 55375684 and 3) is a misprint,
    though it has nine digits, as EDOPro's own numbers of old texts do (504..., 511...)."""
    if str(code)[:-1] == str(real):
        return "misprint"
    if code == real + 10 or (len(str(code)) == 9 and str(code)[:3] in SIMULATOR_RANGES):
        return "simulator"
    return "artwork" if code in ARTWORKS else "misprint"


def build(data: Path, out: Path) -> tuple[int, list[str]]:
    """Write the table; the number of rows, and the names no card matched."""
    with open(data / "cards.csv", encoding="utf-8", newline="") as handle:
        cards = list(csv.DictReader(handle))
    known = {int(row["id"]) for row in cards}
    by_name: dict[str, int] = {}
    for row in sorted(cards, key=lambda row: int(row["id"])):
        if row["alias"] in ("", "0"):
            by_name.setdefault(folded(row["name"]), int(row["id"]))
    rows: list[tuple[int, int, str, str]] = []
    unmatched: list[str] = []
    for code, comment in sorted(named_passcodes(list_files(data)).items()):
        if code in known:
            continue
        if len(str(code)) == 9 and str(code).startswith("300"):
            rows.append((code, code, "skill", SKILL_SUFFIX.sub("", comment)))
            continue
        real = by_name.get(folded(comment)) or by_name.get(folded(NOTE.sub("", comment)))
        if real is None:
            unmatched.append(f"{code} {comment}")
        else:
            rows.append((code, real, kind_of(code, real), comment))
    out.mkdir(parents=True, exist_ok=True)
    lines = ["\t".join(COLUMNS)] + ["\t".join(map(str, row)) for row in rows]
    (out / "extra-passcodes.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(rows), unmatched


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=REPO.parent / "shared" / "data")
    parser.add_argument("--out", type=Path, default=REPO / "ydkcheck" / "data")
    args = parser.parse_args()
    count, unmatched = build(args.data, args.out)
    print(f"{count} passcodes written to {args.out / 'extra-passcodes.tsv'}")
    for line in unmatched:
        print(f"no card matches, left out: {line}")


if __name__ == "__main__":
    main()
