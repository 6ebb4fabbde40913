"""What the checking engine made of every real deck, to hold a faster engine to the same output.

``python tests/engine_cases.py > tests/data/engine/golden.tsv`` writes, for every case and
list of ``LISTS``, the verdict, the fingerprint and the SHA-256 of what the JSON, text, SARIF
and GitHub writers make of the deck. The cases are the real decks of ``../shared/data/decks``,
the decks and examples of the repository, the real text decklists of the tests, and
variations of the real decks a repository's history and a hostile player produce (seeded:
the same every time). ``tests/test_engine_unchanged.py`` checks the engine in place against
the file; write it anew only for a change of output that is meant, and say so in the commit.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import random
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

TESTS = Path(__file__).resolve().parent
REPO = TESTS.parent
SHARED_DECKS = REPO.parent / "shared" / "data" / "decks"
# one list of each kind of rule: blacklists, whitelists, Skills, points, another region
LISTS = (
    "tcg-2026-05",
    "ocg-2026-07",
    "md-2024-11-07",
    "goat-2005-04",
    "edison-2010-03",
    "speed-2025-07",
    "genesys-2026-08",
)
DAY = dt.date(2026, 12, 1)  # the check's day: the same whatever day the tests run
FORBIDDEN = "23434538"  # Maxx "C"
TOKEN = "73915052"  # Sheep Token
EXTRA_MONSTER = "44508094"  # Stardust Dragon
WRITERS = ("json", "texto", "sarif", "github")


class Case(NamedTuple):
    """One deck file: its name in the golden file, and its bytes."""

    name: str
    data: bytes


def _files(root: Path, label: str, pattern: str) -> Iterator[Case]:
    for path in sorted(root.rglob(pattern)):
        yield Case(f"{label}/{path.relative_to(root).as_posix()}", path.read_bytes())


def _variation(text: str, rng: random.Random) -> str:
    """An edit of a ``.ydk`` a history or a hostile player makes: moved, repeated, removed
    or foreign cards, comments, odd headers and lines the simulators load otherwise."""
    lines = text.splitlines()
    cards = [n for n, line in enumerate(lines) if line.strip().isdigit()]
    for _ in range(rng.randrange(1, 4)):
        if not cards:
            break
        at = rng.choice(cards)
        choice = rng.randrange(14)
        if choice == 0:
            other = rng.choice(cards)
            lines[at], lines[other] = lines[other], lines[at]
        elif choice == 1:
            lines.insert(at, f"#note {rng.randrange(1000)}")
        elif choice == 2:
            lines[at] = lines[rng.choice(cards)]
        elif choice == 3:
            lines.insert(at, FORBIDDEN)
        elif choice == 4:
            lines.insert(at, TOKEN)
        elif choice == 5:
            lines.insert(at, EXTRA_MONSTER)
        elif choice == 6:
            lines.insert(at, "#side")
        elif choice == 7:
            lines[at] = "+" + lines[at].strip()
        elif choice == 8:
            lines[at] = lines[at].strip() + "junk"
        elif choice == 9:
            lines[at] = "  " + lines[at].strip()
        elif choice == 10:
            lines[at] = lines[at].strip() + " # a comment"
        elif choice == 11:
            lines.insert(at, "99999999")  # no card has it
        elif choice == 12:
            del lines[at]
        else:
            lines.extend(lines[at] for _ in range(rng.randrange(1, 4)))
        cards = [n for n, line in enumerate(lines) if line.strip().isdigit()]
    newline = rng.choice(("\n", "\n", "\r\n", "\r"))
    return newline.join(lines) + newline


def cases() -> list[Case]:
    """Every case, in a fixed order."""
    found = [
        *_files(SHARED_DECKS, "shared", "*.ydk"),
        *_files(TESTS / "data" / "decks", "tests", "*.ydk"),
        *_files(REPO / "examples", "examples", "*.ydk"),
        *_files(TESTS / "data" / "decklists", "decklists", "*.txt"),
    ]
    rng = random.Random(25)
    originals = [case for case in found if case.name.endswith(".ydk")]
    for number, case in enumerate(originals * 2):
        text = _variation(case.data.decode("utf-8-sig"), rng)
        encoded = text.encode("utf-8")
        if number % 17 == 0:
            encoded = b"\xef\xbb\xbf" + encoded
        found.append(Case(f"varied/{number:04d}-{case.name.rsplit('/', 1)[-1]}", encoded))
    return found


def _digest(value: object) -> str:
    return hashlib.sha256(repr(value).encode("utf-8")).hexdigest()[:10]


def golden_rows() -> Iterator[str]:
    """A tab-separated line per case (``*``, case, fingerprint), then per (list, case): list,
    case, legal, then one digest per writer of ``WRITERS``; or ``unreadable`` and the error's
    key."""
    from ydkcheck.cards import open_card_db
    from ydkcheck.decks.inputs import parse_deck
    from ydkcheck.decks.reading import decode_deck_bytes
    from ydkcheck.errors import InputError
    from ydkcheck.lists.choose import select_banlist
    from ydkcheck.report import writer_for
    from ydkcheck.validate import Validator

    warnings.simplefilter("ignore")  # an old list on DAY is said not in force: known
    cards = open_card_db()
    every_case = cases()
    fingerprints = True
    for list_id in LISTS:
        selection = select_banlist(list_id, DAY, None, True)
        validator = Validator(selection.banlist, cards, selection.as_of)
        writers = []
        for number, name in enumerate(WRITERS):
            factory = writer_for(name)
            assert factory is not None
            lang = "es" if number % 2 == 0 else "en"
            writers.append(factory(selection.banlist, lang, False, lang, None))
        for case in every_case:
            try:
                read = decode_deck_bytes(case.data, case.name)
                deck = parse_deck(read.text, case.name, cards, read.encoding)
            except InputError as error:
                yield f"{list_id}\t{case.name}\tunreadable\t{error.key}"
                continue
            if read.legacy_line is not None:  # decks.inputs adds this warning: no case has it
                raise AssertionError(case.name)
            result = validator.check(deck)
            if fingerprints:  # the same under every list
                yield f"*\t{case.name}\t{result.fingerprint}"
            digests = "\t".join(_digest(writer.piece(result)) for writer in writers)
            yield f"{list_id}\t{case.name}\t{result.legal}\t{digests}"
        fingerprints = False


if __name__ == "__main__":
    for row in golden_rows():
        sys.stdout.write(row + "\n")
