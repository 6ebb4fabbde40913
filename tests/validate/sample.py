"""One fixed set of results that every output format is checked against (golden files).

Built directly from Deck, Diagnostic and DeckResult objects with fixed paths, so the golden
files change only when a format changes, never because card data or lists moved on. It has
what each format must handle: an illegal deck with errors on known lines, a warning and a
deck-wide advice, a player, characters GitHub needs escaped (``%``, ``:``, ``,``, a line
break), a ``ydke://`` deck without a file, a legal deck and a second file with the same deck,
a points format and an unreadable input.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import io
from pathlib import Path
from typing import NamedTuple

from ydkcheck.cards import open_card_db
from ydkcheck.decks import Deck, DeckEntry
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.diagnostics import Diagnostic, Section, Severity
from ydkcheck.errors import InputError
from ydkcheck.lists.model import Banlist
from ydkcheck.outcome import DeckOutcome
from ydkcheck.report import writer_for
from ydkcheck.report.document import write_report
from ydkcheck.report.model import Unreadable
from ydkcheck.validate import CardPoints, DeckResult

GOLDEN = Path(__file__).parent / "data" / "golden"


class Report(NamedTuple):
    """What one run found: the list used, the checked decks, the unreadable inputs."""

    banlist: Banlist
    results: tuple[DeckResult, ...]
    unreadable: tuple[Unreadable, ...] = ()


def render(report: Report, output: str, lang: str = "es", only_illegal: bool = False) -> str:
    """The whole report written by the real writer of ``output`` as a run writes it: decks,
    then unreadable inputs."""
    factory = writer_for(output)
    assert factory is not None, output
    writer = factory(report.banlist, lang, False)
    outcomes = [
        DeckOutcome(
            result.deck.source,
            writer.piece(result),
            None,
            result.legal,
            result.warned,
            result.fingerprint,
        )
        for result in report.results
    ]
    outcomes += [
        DeckOutcome(item.source, None, item.error, False, False) for item in report.unreadable
    ]
    out = io.StringIO()
    write_report(outcomes, writer, out, only_illegal)
    return out.getvalue()


TCG = Banlist(
    id="tcg-2026-05",
    name="TCG 2026.05",
    family="tcg",
    pool="tcg",
    effective=dt.date(2026, 5, 18),
)
GENESYS = Banlist(
    id="genesys-2026-06",
    name="Genesys 2026.06",
    family="genesys",
    effective=dt.date(2026, 6, 1),
    points={14558127: 5, 23434538: 33},
    points_cap=100,
)


def _deck(source: str, main: int = 40, extra: int = 15, side: int = 0) -> Deck:
    entries = [DeckEntry(89631139, Section.MAIN, n + 2) for n in range(main)]
    entries += [DeckEntry(44508094, Section.EXTRA, n + 3 + main) for n in range(extra)]
    entries += [DeckEntry(14558127, Section.SIDE, n + 4 + main + extra) for n in range(side)]
    return Deck.from_entries(source, entries)


def _result(deck: Deck, diagnostics: tuple[Diagnostic, ...], **points: object) -> DeckResult:
    """A result with the deck's real fingerprint (its cards have no other artworks)."""
    print_ = fingerprint(deck, open_card_db(offline=True))
    return DeckResult(deck, diagnostics, fingerprint=print_, **points)  # type: ignore[arg-type]


def _forbidden(line: int) -> Diagnostic:
    return Diagnostic(
        "forbidden",
        "rule.forbidden",
        {"name": 'Maxx "C"', "count": 3},
        card_id=23434538,
        card_name='Maxx "C"',
        section=Section.MAIN,
        line=line,
        count=3,
        max=0,
    )


ALBAZ = _result(
    dataclasses.replace(_deck("decks/tcg/albaz.ydk", side=5), player="Naim"),
    (
        _forbidden(18),
        Diagnostic(
            "limited",
            "rule.limited",
            {"name": "Called by the Grave", "count": 2, "max": 1},
            card_id=24224830,
            card_name="Called by the Grave",
            section=Section.MAIN,
            line=31,
            count=2,
            max=1,
        ),
        Diagnostic(
            "syntax",
            "syntax.line",
            {"text": "50% off, really: yes\nnext"},
            line=44,
            severity=Severity.WARNING,
        ),
        Diagnostic(
            "advice-few-monsters", "rule.advice-few-monsters", {"count": 9}, severity=Severity.INFO
        ),
    ),
)
ODD_NAME = _result(
    _deck("decks/odd, name: 100%.ydk", main=39),
    (
        Diagnostic(
            "main-size",
            "rule.size.under",
            {"section": Section.MAIN, "count": 39, "limit": 40},
            section=Section.MAIN,
            count=39,
            max=60,
        ),
    ),
)
ROSE = _result(_deck("decks/tcg/rose-dragon.ydk"), ())
ROSE_AGAIN = _result(_deck("decks/tcg/rose-copy.ydk"), ())  # another file, the same deck
URL = _result(_deck("ydke://AAAA!BBBB!!"), (_forbidden(None),))  # type: ignore[arg-type]
MISSING = Unreadable("decks/missing.ydk", InputError("input.missing", "decks/missing.ydk"))
BROKEN = Unreadable("decks/broken.ydk", InputError("deck.binary", "decks/broken.ydk"))


def sample_report() -> Report:
    """The fixed report of the golden files."""
    return Report(TCG, (ALBAZ, ODD_NAME, ROSE, URL, ROSE_AGAIN), (MISSING, BROKEN))


def points_report() -> Report:
    """A Genesys deck with its points (the text report lists them)."""
    result = _result(
        _deck("decks/genesys/ash.ydk"),
        (
            Diagnostic(
                "points",
                "rule.points",
                {"total": 114, "cap": 100},
                count=114,
                max=100,
            ),
        ),
        points=114,
        card_points=(
            CardPoints(14558127, "Ash Blossom & Joyous Spring", 3, 5),
            CardPoints(23434538, 'Maxx "C"', 3, 33),
        ),
    )
    legal = _result(_deck("decks/genesys/plain.ydk"), (), points=0, card_points=())
    return Report(GENESYS, (result, legal))
