"""The bulk engine's run: chunks of files read, surveyed, and written deck by deck.

Every source gets its ``outcome.DeckOutcome`` in order, as ``outcome.check_one`` would give it:
a file the engine takes (a ``.ydk`` met in a folder, of UTF-8 lines it reads, every card in
the format's pool: ``odd_lines``, ``survey``) from the survey; any other from the per-deck
engine.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import compress, repeat
from operator import is_, itemgetter
from typing import TYPE_CHECKING

import numpy as np

from ydkcheck.bulk import takes
from ydkcheck.bulk.canonical import CanonicalForms
from ydkcheck.bulk.card_table import PLACEMENT_RULES, CardTable
from ydkcheck.bulk.odd_lines import OddLine, odd_line
from ydkcheck.bulk.survey import Survey, survey
from ydkcheck.bulk.texts import DiagnosticTexts, OverLimit, Said
from ydkcheck.decks.fingerprint import fingerprint_of
from ydkcheck.decks.inputs import DECK_SUFFIXES, STDIN, file_bytes
from ydkcheck.decks.model import MAX_DECK_CARDS, SECTIONS, DeckEntry
from ydkcheck.decks.reading import BINARY_SIGNATURES
from ydkcheck.decks.ydk import CARD_BITS, PASSCODE_DIGITS, YGOPRO_DECK_BUFFER
from ydkcheck.errors import InputError
from ydkcheck.outcome import DeckOutcome, check_one
from ydkcheck.report.json_format import DeckFacts, JsonWriter, deck_text, player_json
from ydkcheck.rules.pool import out_of_pool

if TYPE_CHECKING:
    from ydkcheck.decks import Inputs
    from ydkcheck.report.writer import Writer
    from ydkcheck.validate import Validator

CHUNK = 250  # files surveyed at once: about 2 MB of arrays and lists
CHUNK_LINES = 1 << 14  # lines surveyed at once at most: what one chunk learns is bounded
CHUNK_BYTES = 1 << 23  # bytes held at once at most (a folder of sheets, of 5 MB each)
MOST_LINES = 1 << 17  # distinct lines remembered, then begun anew between two chunks
MOST_CODES = 1 << 15  # passcodes in the card table, then begun anew between two chunks
# odd lines remembered, then forgotten between two chunks: a repository's comments are
# mostly its own (``#created by``, a note a deck), so that they would grow with its decks
MOST_ODD_LINES = 1 << 12
# a source: its bytes, the error reading it gave, or None when the engine does not read it
Read = bytes | InputError | None
# what the per-deck reader reads otherwise than line by line: bytes the simulators read
# otherwise (NUL, form feeds, separators), a URL (``ydke://``, percent-encoded)
TAKEN_ELSEWHERE = (b"\x00", b"\x0b", b"\x0c", b"\x1c", b"\x1d", b"\x1e", b"%", b"://")
FIRST_BYTES_ELSEWHERE = (*BINARY_SIGNATURES, b"\xff\xfe", b"\xfe\xff", b"\xef\xbb\xbf")
SORT_KEY = itemgetter(0, 1, 2, 3)  # as ``Diagnostic.sort_key``
_BY_SECTION = itemgetter(2, 0)  # a copy's section, then its line (``Survey.outside``)


class BulkChecker:
    """Checks sources in chunks under one validator, for one JSON writer."""

    def __init__(self, inputs: Inputs, validator: Validator, writer: Writer) -> None:
        if not takes(validator, writer):  # it would say less than the per-deck engine
            raise ValueError(f"the bulk engine does not take {validator.banlist.id} to {writer}")
        assert isinstance(writer, JsonWriter)  # as ``takes`` asks
        self.inputs = inputs
        self.validator = validator
        self.writer = writer
        self.texts = DiagnosticTexts(validator, writer.encoder)
        self._begin_anew()
        self.taken = 0  # decks the engine checked itself, for the curious and the tests

    def _begin_anew(self) -> None:
        self.table = CardTable(self.validator)
        self.line_values: dict[bytes, int] = {}  # a line -> its passcode's number, or -1 - odd
        self._forget_odd_lines()
        self.canonical = CanonicalForms()

    def _forget_odd_lines(self) -> None:
        """Forget the odd lines met (``odd_lines``), each read again when met again."""
        self.line_values = {line: value for line, value in self.line_values.items() if value >= 0}
        self.odd: list[OddLine] = []
        self.odd_rest: list[str] = []  # each odd line's note as JSON, after its number
        self.odd_kinds = np.zeros(0, np.int8)

    def outcomes(self, sources: Sequence[str]) -> Iterator[DeckOutcome]:
        """The outcome of every source, in order: a chunk at a time, of ``CHUNK`` files,
        ``CHUNK_LINES`` lines or ``CHUNK_BYTES`` bytes, whichever comes first, so that what
        one chunk holds and makes the engine learn stays bounded whatever its files hold."""
        chunk: list[tuple[str, Read]] = []
        lines = size = 0
        for source in sources:
            read = self._read(source)
            chunk.append((source, read))
            if isinstance(read, bytes):
                lines += read.count(b"\n") + 1
                size += len(read)
            if len(chunk) >= CHUNK or lines >= CHUNK_LINES or size >= CHUNK_BYTES:
                yield from self._chunk(chunk)
                chunk, lines, size = [], 0, 0
        yield from self._chunk(chunk)

    def _chunk(self, chunk: list[tuple[str, Read]]) -> Iterator[DeckOutcome]:
        if len(self.line_values) > MOST_LINES or len(self.table) > MOST_CODES:
            self._begin_anew()
            self.validator.forget()
        elif len(self.odd) > MOST_ODD_LINES:
            self._forget_odd_lines()
        taken = [(source, raw) for source, raw in chunk if isinstance(raw, bytes) and _takes(raw)]
        if not _plain(b"".join([raw for _, raw in taken])):  # some file is: those alone
            taken = [(source, raw) for source, raw in taken if _plain(raw)]
        done: dict[str, DeckOutcome] = {}
        if taken:
            done = self._survey_outcomes([source for source, _ in taken], [raw for _, raw in taken])
        self.taken += len(done)
        inputs, validator, writer = self.inputs, self.validator, self.writer
        for source, read in chunk:
            outcome = done.get(source)
            if outcome is None:  # the per-deck engine's, from the bytes read already
                outcome = check_one(source, inputs, validator, writer, read)
            yield outcome

    def _read(self, source: str) -> Read:
        """The bytes of a file the engine may take (or the error reading it gave, for the
        per-deck engine to say); None for a source it leaves to the per-deck engine to read."""
        inputs = self.inputs
        if (
            source in inputs.failed
            or source in inputs.named
            or source in inputs.urls
            or source == STDIN
            or not source.lower().endswith(DECK_SUFFIXES)
        ):
            return None
        try:
            return file_bytes(source)
        except InputError as error:  # kept with the chunk: without the frames that raised it
            return error.kept()

    def _survey_outcomes(self, sources: list[str], files: list[bytes]) -> dict[str, DeckOutcome]:
        files = [raw if raw.endswith(b"\n") else raw + b"\n" for raw in files]
        lines = b"".join(files).split(b"\n")
        lines.pop()  # after the last line feed
        values = self._values(lines)
        line_counts = np.array([raw.count(b"\n") for raw in files], np.int64)
        table = self.table
        found = survey(values, line_counts, self.odd_kinds, table.facts())
        bounds = self.validator.banlist.deck
        lowest = (bounds.main.low, bounds.extra.low, bounds.side.low)
        unread = found.unread.bounds
        return {
            source: self._outcome(source, found, n)
            for n, source in enumerate(sources)
            if not found.declined[n]
            # a section under its bounds beside an unread line: ``rules.sizes`` says which
            # unread lines may hold its missing cards, which the per-deck engine works out
            and not (unread[n] != unread[n + 1] and _under(found.counts[n], lowest))
        }

    def _values(self, lines: list[bytes]) -> np.ndarray[tuple[int], np.dtype[np.int64]]:
        """Each line's value: its passcode's number in the card table, or -1 - its number
        among the odd lines; each distinct line read once."""
        known = self.line_values
        values: list[int | None] = list(map(known.get, lines))
        if None in values:
            for index in compress(range(len(values)), map(is_, values, repeat(None))):
                line = lines[index]
                value = known.get(line)
                if value is None:
                    value = known[line] = self._value(line)
                values[index] = value
            if len(self.odd_kinds) != len(self.odd):
                self.odd_kinds = np.array([odd.kind for odd in self.odd], np.int8)
        return np.fromiter(values, np.int64, len(values))

    def _value(self, line: bytes) -> int:
        line = line.removesuffix(b"\r")  # a line ended by CR LF (``_plain``)
        if line.isdigit() and len(line) <= PASSCODE_DIGITS:  # 1-10 ASCII digits: bytes
            code = int(line)
            if code <= CARD_BITS:
                return self.table.number(code)
        odd = odd_line(line)
        self.odd.append(odd)
        note = odd.note
        self.odd_rest.append("" if note is None else self.writer.encoder.after_number(note))
        return -len(self.odd)

    def _outside(self, copies: Sequence[tuple[int, int, int]]) -> list[Said]:
        """The diagnostics of a deck's copies outside the format's pool: (line, passcode's
        number, section) each."""
        table = self.table
        reasons = {table.codes[number]: table.reason(number) for _, number, _ in copies}
        in_order = [table.codes[number] for _, number, _ in sorted(copies, key=_BY_SECTION)]
        entries = [
            DeckEntry(table.codes[number], SECTIONS[section], line)
            for line, number, section in copies
        ]
        validator = self.validator
        cards, banlist = validator.cards, validator.banlist
        return [
            self.texts.lined(diagnostic)
            for diagnostic in out_of_pool(reasons, in_order, entries, cards, banlist)
        ]

    def _said(self, found: Survey, n: int) -> list[Said]:
        """The diagnostics of the ``n``-th file surveyed, sorted."""
        texts = self.texts
        main, extra, side = found.counts[n]
        said = list(texts.unlined((main, extra, side), found.monsters[n], found.high[n]))
        start, end = found.misplaced.bounds[n : n + 2]
        if start != end:
            lines, keys, codes, sections, rules = found.misplaced.columns
            placements = texts.placements
            for k in range(start, end):
                made = placements.get(keys[k])
                if made is None:
                    rule = PLACEMENT_RULES[rules[k]]
                    made = texts.misplaced(keys[k], codes[k], sections[k], rule, lines[k])
                said.append(made.at(lines[k]))
        start, end = found.over.bounds[n : n + 2]
        if start != end:
            lines, keys, codes, sections, cards, copies, allowed = found.over.columns
            others, over_limits = found.others, texts.over_limits
            for k in range(start, end):
                made = None if k in others else over_limits.get(keys[k])
                if made is None:
                    written = others.get(k, ())
                    problem = OverLimit(
                        cards[k], copies[k], allowed[k], sections[k], written, codes[k]
                    )
                    made = texts.over_limit(None if written else keys[k], problem, lines[k])
                said.append(made.at(lines[k]))
        start, end = found.unread.bounds[n : n + 2]
        if start != end:
            lines, odd = found.unread.columns
            said += [texts.unread(self.odd[odd[k]].note, lines[k]) for k in range(start, end)]
        start, end = found.outside.bounds[n : n + 2]
        if start != end:
            lines, numbers, sections = (column[start:end] for column in found.outside.columns)
            said += self._outside(list(zip(lines, numbers, sections, strict=True)))
        if len(said) > 1:
            said.sort(key=SORT_KEY)
        return said

    def _outcome(self, source: str, found: Survey, n: int) -> DeckOutcome:
        """The outcome of the ``n``-th file surveyed."""
        said = self._said(found, n)
        severities = {item[1] for item in said}
        legal, warned = 0 not in severities, 1 in severities
        start, end = found.rows.bounds[n : n + 2]
        print_ = fingerprint_of(self.canonical.text(found.rows.columns[0][start:end]))
        player = found.player.get(n)
        facts = DeckFacts(
            source,
            player_json(None if player is None else self.odd[player].player),
            legal,
            False,
            print_,
            (found.counts[n][0], found.counts[n][1], found.counts[n][2]),
            "null",
        )
        start, end = found.notes.bounds[n : n + 2]
        lines, odd = found.notes.columns
        rest = self.odd_rest
        notes = ", ".join([f'{{"line": {lines[k]}{rest[odd[k]]}' for k in range(start, end)])
        text = deck_text(facts, ", ".join([item[4] for item in said]), notes)
        return DeckOutcome(source, text, None, legal, warned, print_)


def _takes(raw: bytes) -> bool:
    """Whether the bulk engine may read a file of these bytes line by line: no more than a
    deck's lines, nothing the simulators load whole otherwise (64 KiB or more), no other
    encoding (a byte-order mark, UTF-16, a binary file), no last line ended by a carriage
    return alone."""
    return (
        bool(raw)
        and len(raw) < YGOPRO_DECK_BUFFER
        and not raw.startswith(FIRST_BYTES_ELSEWHERE)
        and not raw.endswith(b"\r")
        and raw.count(b"\n") < MAX_DECK_CARDS
    )


def _under(counts: list[int], lowest: tuple[int, int, int]) -> bool:
    """Whether a section holds fewer cards than its bounds ask for."""
    return any(count < low for count, low in zip(counts, lowest, strict=True))


def _plain(raw: bytes) -> bool:
    """Whether bytes are lines the engine reads: UTF-8, ended by line feeds (a carriage
    return before one aside), and nothing the per-deck reader reads otherwise."""
    if any(odd in raw for odd in TAKEN_ELSEWHERE):
        return False
    if raw.count(b"\r") != raw.count(b"\r\n"):  # a carriage return alone: a line break to editors
        return False
    if raw.isascii():
        return True
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:  # read as Windows-1252, and said: the per-deck reader's
        return False
    return True
