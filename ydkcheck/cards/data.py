"""The card data: the snapshot shipped in the package, or a newer one from the user cache.

The data is one text file, ``cards.tsv``, sorted by passcode (see docs/ARCHITECTURE.md).
It is memory-mapped and searched by bisection, so checking a deck reads only the lines of
the cards in it; names are indexed (``cards.matching``) only when a command asks for a card
by name.
"""

from __future__ import annotations

import functools
import json
import mmap
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import NamedTuple

from ydkcheck import cache
from ydkcheck.paths import package_dir

# the columns of cards.tsv, in order (docs/ARCHITECTURE.md says what each holds)
COLUMNS = (
    "id",
    "alias",
    "name",
    "kind",
    "subtypes",
    "level",
    "ot",
    "tcg_date",
    "ocg_date",
    "genesys_points",
    "konami_id",
    "tcg_status",
    "ocg_status",
)
# the marks a release date of cards.tsv may end with, and what each says of its precision
# (none: the day is known); ``parse_line`` takes the mark off the date into ``Card.tcg_mark``
# and ``Card.ocg_mark``
ESTIMATED, MONTH_ONLY = "~", "m"
DATE_MARKS = {
    ESTIMATED: "estimated from when the card's status changed: may be off by a few days",
    MONTH_ONLY: "the 1st of the month it stands for: the day may be any of that month",
}
MAX_PASSCODE = (1 << 32) - 1  # passcodes are unsigned 32-bit numbers (ydke:// URLs say so)
# what a name never holds: a control character or a line break of any kind (a pattern,
# compiled where it is used: compiling it costs most runs 0.7 ms for nothing)
NOT_IN_NAMES = r"[\x00-\x1f\x7f-\x9f\u2028\u2029]"
# a monster's subtypes, in the order cards.tsv writes them
MONSTER_SUBTYPES = (
    "normal",
    "effect",
    "ritual",
    "fusion",
    "synchro",
    "xyz",
    "link",
    "pendulum",
    "tuner",
    "flip",
    "gemini",
    "spirit",
    "union",
    "toon",
)
EXTRA_DECK_SUBTYPES = frozenset({"fusion", "synchro", "xyz", "link"})
UNPLAYABLE_KINDS = frozenset({"token", "skill"})


class Card(NamedTuple):
    """One passcode of the card data (made by ``parse_line``).

    A NamedTuple, not a dataclass: defining a frozen dataclass costs 1.6 ms of every
    start-up. ``identity``, ``is_extra_monster`` and ``is_playable`` are worked out once,
    by ``parse_line``, since the checks read them for every copy of every deck.
    """

    id: int
    alias: int
    name: str
    kind: str
    subtypes: frozenset[str]
    level: int | None
    ot: int
    tcg_date: str  # YYYY-MM-DD, or empty when unknown
    ocg_date: str
    genesys_points: int | None
    konami_id: int | None
    tcg_status: str
    ocg_status: str
    # the passcode every artwork of this card counts as (``alias or id``)
    identity: int
    # a Fusion, Synchro, Xyz or Link monster (it belongs in the Extra Deck)
    is_extra_monster: bool
    # False for tokens and skill cards, which never go in a deck
    is_playable: bool
    # how precise each release date is: "" the day, ``ESTIMATED`` or ``MONTH_ONLY``
    tcg_mark: str = ""
    ocg_mark: str = ""

    @property
    def is_monster(self) -> bool:
        return self.kind == "monster"

    @property
    def is_spell(self) -> bool:
        return self.kind == "spell"

    @property
    def is_trap(self) -> bool:
        return self.kind == "trap"


class DataInfo(NamedTuple):
    """Which card data is in use."""

    source: str
    date: str
    card_count: int  # the passcodes it holds (its meta file's ``count``)
    path: str

    @property
    def tag(self) -> str:
        """What tells two versions of the card data apart (not where the file is)."""
        return f"{self.source}|{self.date}|{self.card_count}"


def _optional_int(text: str) -> int | None:
    return int(text) if text else None


def parse_line(line: str) -> Card:
    """One line of ``cards.tsv`` as a Card (missing trailing columns read as empty)."""
    fields = line.rstrip("\n").split("\t")
    fields += [""] * (len(COLUMNS) - len(fields))
    code, alias, kind = int(fields[0]), int(fields[1] or 0), fields[3]
    subtypes = frozenset(fields[4].split("|")) if fields[4] else frozenset()
    tcg_date, ocg_date = fields[7], fields[8]
    tcg_mark = ocg_mark = ""
    if tcg_date[10:]:  # a mark after the day
        tcg_date, tcg_mark = tcg_date[:10], tcg_date[10:]
    if ocg_date[10:]:
        ocg_date, ocg_mark = ocg_date[:10], ocg_date[10:]
    return Card(
        id=code,
        alias=alias,
        name=fields[2],
        kind=kind,
        subtypes=subtypes,
        level=_optional_int(fields[5]),
        ot=int(fields[6] or 0),
        tcg_date=tcg_date,
        ocg_date=ocg_date,
        genesys_points=_optional_int(fields[9]),
        konami_id=_optional_int(fields[10]),
        tcg_status=fields[11],
        ocg_status=fields[12],
        identity=alias or code,
        is_extra_monster=kind == "monster" and not subtypes.isdisjoint(EXTRA_DECK_SUBTYPES),
        is_playable=kind not in UNPLAYABLE_KINDS,
        tcg_mark=tcg_mark,
        ocg_mark=ocg_mark,
    )


def find_line(data: bytes | mmap.mmap, code: int) -> tuple[int, int, int] | None:
    """Where the line of passcode ``code`` is in ``data``, lines sorted by their first
    tab-separated field (a passcode): its start, its first tab and its end; None if absent."""
    low, high = 0, len(data)
    # Invariant: every line starting before `low` has a passcode < code; lines starting at or
    # after `high` have one > code.
    while low < high:
        middle = (low + high) // 2
        start = data.rfind(b"\n", 0, middle) + 1
        end = data.find(b"\n", start)
        end = len(data) if end == -1 else end
        tab = data.find(b"\t", start, end)
        line_code = int(data[start:tab])
        if line_code == code:
            return start, tab, end
        if line_code < code:
            low = end + 1
        else:
            high = start
    return None


# passcodes asked at once past which the data's lines are read in one pass, not bisected
MANY_LOOKUPS = 512
SKILL_CODES = range(300_000_000, 301_000_000)  # the passcodes of Speed Duel Skill Cards


class CardDB:
    """Look-ups by passcode: bisection over the sorted file, each card parsed once."""

    def __init__(self, data: bytes | mmap.mmap, info: DataInfo) -> None:
        self._data = data
        self.info = info
        # where each passcode's line starts, once a run has asked for many cards (``lookup``)
        self._starts: dict[int, int] | None = None
        self._cards: dict[int, Card | None] = {}
        self._known = MappingProxyType(self._cards)
        self._originals: dict[int, int] = {}  # original_artwork's answers, asked per deck
        self._checked: dict[int, int] = {}  # check_identity's answers
        # the passcodes known to be their own card at a deck check: most of every deck, so
        # that a deck of them is recognised by one subset test in C (``decks.fingerprint``)
        self.own_cards: set[int] = set()

    @classmethod
    def from_path(cls, tsv: Path, info: DataInfo) -> CardDB:
        """Map ``tsv`` into memory; nothing is parsed until a card is asked for."""
        with open(tsv, "rb") as handle:
            size = handle.seek(0, 2)
            data: bytes | mmap.mmap = (
                mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) if size else b""
            )
        return cls(data, info)

    def get(self, card_id: int) -> Card | None:
        """The card with passcode ``card_id``, or None when the data does not know it."""
        try:
            return self._cards[card_id]
        except KeyError:
            card = self._search(card_id)
            self._cards[card_id] = card
            return card

    def forget(self) -> None:
        """Forget every card looked up; each is looked up again when asked. What a run that
        meets more distinct passcodes than any card data holds calls, to stay bounded."""
        self._cards.clear()
        self._originals.clear()
        self._checked.clear()
        self.own_cards.clear()

    def is_skill(self, code: int) -> bool:
        """Whether ``code`` is a Speed Duel Skill Card's (their passcodes are 300xxxxxx): in
        no section's count, as Speed Duel counts them."""
        if not SKILL_CODES.start <= code < SKILL_CODES.stop:
            return False  # no look-up for the passcodes of every other card
        card = self.get(code)
        return card is not None and card.kind == "skill"

    def original_artwork(self, code: int) -> int:
        """The passcode of the card ``code`` is an artwork of: its identity when that card has
        the same name (Dark Magician 36996508 -> 46986414), else ``code`` itself, a card of its
        own though the rules count it as another (A Legendary Ocean is no Umi at a deck check),
        and so is a card Konami numbers apart though it bears the name (the OCG's Normal
        Black Luster Soldier 10000100, Konami id 19092, is not the Ritual one, 4370)."""
        try:
            return self._originals[code]
        except KeyError:
            pass
        card = self.get(code)
        found = code
        if card is not None and card.identity != code:
            original = self.get(card.identity)
            if original is not None and is_artwork(
                (card.name, card.konami_id), (original.name, original.konami_id)
            ):
                found = card.identity
        self._originals[code] = found
        return found

    def check_identity(self, code: int) -> int:
        """The card ``code`` is in a fingerprint and at a deck check: its original artwork
        (``original_artwork``), but a simulator's passcode (``simulator_passcodes``: EDOPro's
        7563589, Performage Plushfire before its errata) is a card of its own. It loads
        another text, and a list may judge it apart from its card (World 2024.07 has 7563589
        Forbidden and 7563579 Limited): it is no artwork, so a deck holding it is another deck.
        So is a number a list misprinted for a card (``misprinted_passcodes``), from which the
        simulators load nothing. The rules still count the copies of either with its card's
        (``Card.identity``)."""
        try:
            return self._checked[code]
        except KeyError:
            pass
        found = self.original_artwork(code)
        if found != code and (code in simulator_passcodes() or code in misprinted_passcodes()):
            found = code
        self._checked[code] = found
        if found == code:
            self.own_cards.add(code)
        return found

    def simulator_versions(self, code: int) -> tuple[int, ...]:
        """The simulator's passcodes (``simulator_passcodes``) of the card whose original
        artwork is ``code``, in ascending order: ``(504700178,)`` for Sangan, 26202165; none
        for any other passcode. A name alone names both: "Sangan" does not say which text.
        Found by the table's real card (no look-up for any other passcode), each checked
        against the card data: a passcode that is no artwork of ``code`` there is none."""
        found = simulators_counting_as().get(code)
        if found is None:
            return ()
        return tuple(other for other in found if self.original_artwork(other) == code)

    def lookup(self, card_ids: Iterable[int]) -> Mapping[int, Card | None]:
        """Every passcode of ``card_ids`` looked up: a read-only mapping that holds each of
        them (None when unknown), and the cards looked up before.

        What a deck check runs: the cards already known cost one set difference in all.
        Once a run has asked for ``MANY_LOOKUPS`` cards (a repository's first decks), where
        each line starts is found in one pass over the data, which costs less than their
        bisections; every card asked after that is found there.
        """
        new = set(card_ids).difference(self._cards)
        if self._starts is None and len(new) + len(self._cards) >= MANY_LOOKUPS:
            self._starts = self._line_starts()
        for card_id in new:
            self.get(card_id)  # looks it up once and remembers it, None included
        return self._known

    def _line_starts(self) -> dict[int, int]:
        """Each passcode of the data -> where its line starts, found in one pass."""
        starts: dict[int, int] = {}
        start = 0
        for line in bytes(self._data).split(b"\n"):
            tab = line.find(b"\t")
            if tab > 0 and line[:tab].isdigit():  # a card's line: the last one is empty
                starts[int(line[:tab])] = start
            start += len(line) + 1
        return starts

    def _search(self, card_id: int) -> Card | None:
        data = self._data
        if self._starts is None:
            found = find_line(data, card_id)
            if found is None:
                return None
            start, _, end = found
        else:
            known = self._starts.get(card_id)
            if known is None:
                return None
            start, end = known, data.find(b"\n", known)
            end = len(data) if end == -1 else end
        return parse_line(data[start:end].decode("utf-8"))

    def names(self) -> Iterator[tuple[int, int, str, str]]:
        """``(passcode, identity, name, kind)`` of every card, without building Cards."""
        text = bytes(self._data).decode("utf-8")
        for line in text.splitlines():
            if line:
                code, alias, name, kind = line.split("\t", 4)[:4]
                yield int(code), int(alias or 0) or int(code), name, kind

    def all_cards(self) -> list[Card]:
        """Every card, in passcode order (parses the whole file)."""
        text = bytes(self._data).decode("utf-8")
        return [parse_line(line) for line in text.splitlines() if line]


def read_data_info(path: Path, tsv: Path) -> DataInfo:
    """The DataInfo of ``tsv`` from its meta file ``path``."""
    meta = json.loads(path.read_text(encoding="utf-8"))
    return DataInfo(
        source=str(meta["source"]),
        date=str(meta["date"]),
        card_count=int(meta["count"]),
        path=str(tsv),
    )


EXTRA_PASSCODES = "extra-passcodes.tsv"  # in the package's data folder


@functools.cache
def _extra_kinds() -> dict[str, tuple[tuple[int, int], ...]]:
    """``(passcode, counts_as)`` of the rows of the table of passcodes lists name that no
    card has, by kind (``tools/build_extra_passcodes.py`` says what each kind is): read once
    a run, whichever kind is asked first."""
    table = (package_dir() / "data" / EXTRA_PASSCODES).read_text(encoding="utf-8")
    kinds: dict[str, list[tuple[int, int]]] = {}
    for line in table.splitlines()[1:]:
        code, counts_as, kind = line.split("\t", 3)[:3]
        kinds.setdefault(kind, []).append((int(code), int(counts_as)))
    return {kind: tuple(rows) for kind, rows in kinds.items()}


def _extra_rows_of(kind: str) -> tuple[tuple[int, int], ...]:
    return _extra_kinds().get(kind, ())


@functools.cache
def simulator_passcodes() -> frozenset[int]:
    """The passcodes only the simulators use (``504700178``: Sangan before its errata), which
    count as their real card but load another text in YGOPro and EDOPro."""
    return frozenset(code for code, _ in _extra_rows_of("simulator"))


@functools.cache
def misprinted_passcodes() -> dict[int, int]:
    """The numbers a list wrote by mistake for a card (``59750325`` for Card of Demise,
    59750328), each to the card's passcode: the list's entry is the card's, but no card has
    the number and no simulator loads one from it, so a deck holding it holds no card."""
    return dict(_extra_rows_of("misprint"))


@functools.cache
def simulators_counting_as() -> dict[int, tuple[int, ...]]:
    """The simulator passcodes (``simulator_passcodes``) by the real card the table says
    each counts as: ``{26202165: (504700178,)}``."""
    found: dict[int, list[int]] = {}
    for code, real in _extra_rows_of("simulator"):
        if code != real:
            found.setdefault(real, []).append(code)
    return {real: tuple(sorted(codes)) for real, codes in found.items()}


def extra_rows(rows: Mapping[int, Sequence[str]]) -> dict[int, tuple[str, ...]]:
    """The rows (``COLUMNS``) of the passcodes lists name that no card of ``rows`` has.

    ``rows`` is the card data by passcode. A simulator passcode (``504700178`` for Sangan's
    pre-errata version), an artwork the data lacks and a number a list misprinted are each
    their real card's row under their own number, counting as the real card (a deck holding
    a misprint is told it holds no card: ``misprinted_passcodes``); a Speed Duel Skill is a
    card of kind ``skill``. All come from the table that
    ``tools/build_extra_passcodes.py`` writes; a passcode ``rows`` has is left as it is.
    """
    table = (package_dir() / "data" / EXTRA_PASSCODES).read_text(encoding="utf-8")
    extra: dict[int, tuple[str, ...]] = {}
    for line in table.splitlines()[1:]:
        code, counts_as, kind, name = line.split("\t")
        number = int(code)
        if number in rows:
            continue
        if kind == "skill":
            extra[number] = (code, "0", name, "skill", "", "", "2", *[""] * (len(COLUMNS) - 7))
            continue
        real = rows.get(int(counts_as))
        if real is not None:
            identity = real[1] if real[1] not in ("", "0") else real[0]
            konami_id = COLUMNS.index("konami_id")  # Konami's id is the real card's alone
            extra[number] = (code, identity, *real[2:konami_id], "", *real[konami_id + 1 :])
    return extra


def snapshot_paths() -> tuple[Path, Path]:
    """The embedded ``cards.tsv`` and ``cards-meta.json``."""

    # the data is memory-mapped, so it must be a real file: the package folder, not a zip
    folder = Path(str(package_dir() / "data"))
    return folder / "cards.tsv", folder / "cards-meta.json"


def choose_data(offline: bool = False) -> tuple[Path, DataInfo]:
    """The card data to use: the cache's when it is intact and newer than the snapshot."""
    tsv, meta = snapshot_paths()
    chosen = (tsv, read_data_info(meta, tsv))
    if offline:
        return chosen

    cached = cache.current()
    if cached is not None and str(cached.meta["date"]) > chosen[1].date:
        info = DataInfo(
            source=str(cached.meta["source"]),
            date=str(cached.meta["date"]),
            card_count=int(cached.meta["count"]),
            path=str(cached.cards),
        )
        return cached.cards, info
    return chosen


def open_card_db(offline: bool = False) -> CardDB:
    """The card data in use (see ``choose_data``), ready for look-ups."""
    tsv, info = choose_data(offline)
    return CardDB.from_path(tsv, info)


def card_data_problem(tsv: bytes, minimum: int) -> str | None:
    """Why ``tsv`` is not card data fit to switch in, or None: at least ``minimum`` cards,
    every line with its columns, passcodes in range and in strictly ascending order (so
    unique, and ready for the readers' bisection), every card with a name."""
    try:
        text = tsv.decode("utf-8")
    except UnicodeDecodeError as error:
        return f"not UTF-8 at byte {error.start}"
    if text and not text.endswith("\n"):
        return "the last line is cut off"
    lines = text.splitlines()  # every kind of line break: a stray one shows as a short line
    if len(lines) < minimum:
        return f"{len(lines)} cards, at least {minimum} expected"
    previous = 0
    not_in_names = re.compile(NOT_IN_NAMES)
    for number, line in enumerate(lines, start=1):
        fields = line.split("\t")
        if len(fields) != len(COLUMNS) or not fields[0].isascii() or not fields[0].isdigit():
            return f"line {number} is not a card"
        code = int(fields[0]) if len(fields[0]) <= 10 else MAX_PASSCODE + 1
        if not previous < code <= MAX_PASSCODE:
            return f"line {number}: passcode out of order or out of range"
        if not fields[2].strip() or not_in_names.search(fields[2]):
            return f"line {number}: no usable name"
        previous = code
    return None


def is_artwork(card: tuple[str, int | None], original: tuple[str, int | None]) -> bool:
    """Whether a card (its name and Konami id) is an artwork of the card its alias names:
    the same name, and the same Konami id unless one is unknown."""
    (name, konami_id), (original_name, original_id) = card, original
    return name == original_name and (
        konami_id is None or original_id is None or konami_id == original_id
    )
