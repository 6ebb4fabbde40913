"""``--salida json``: the JSON contract, schema 1 (keys in English, messages localised).

The contract is the keys and values, not the whitespace: each deck is encoded on a line of
its own as it is checked; the inputs that could not be read (``errors``) and the files that
hold the same deck (``duplicates``) are listed at the end.
"""

from __future__ import annotations

from collections.abc import Iterator
from json.encoder import encode_basestring
from typing import TYPE_CHECKING, Any, NamedTuple

from ydkcheck.decks.model import LineNote
from ydkcheck.diagnostics import Diagnostic, Namer
from ydkcheck.lists.model import Banlist
from ydkcheck.lists.online import is_online
from ydkcheck.report.applied import applied_json
from ydkcheck.report.duplicates import SharedDeck
from ydkcheck.report.json_pieces import diagnostic_json, lines_json, lines_json_entry
from ydkcheck.report.location import shown, shown_source
from ydkcheck.report.model import Skipped, Unreadable
from ydkcheck.report.writer import JsonArray, Writer, encode
from ydkcheck.validate import DeckResult
from ydkcheck.workflow_commands import JSON_BREAK

if TYPE_CHECKING:
    from ydkcheck.config import Config

SCHEMA = 2  # 2: the fingerprint is 140 bits in base 32
EMPTY_DUPLICATES = '"duplicates": []'


def deck_json(
    result: DeckResult, lang: str, cap: int | None, namer: Namer | None = None
) -> dict[str, Any]:
    """One deck as in the contract: the reference ``DeckEncoder`` writes the same text as,
    from pieces encoded once (``tests/validate/test_formats.py`` holds it to it)."""
    points = None if result.points is None else {"total": result.points, "cap": cap}
    player = result.deck.player
    return {
        "source": shown_source(result.deck.source),
        "player": None if player is None else shown(player),
        "legal": result.legal,
        # the deck came from a sheet whose printed fields say another deck than the one it
        # carries (``legal`` is the carried deck's): no valid deck list until cleared up
        "sheet_edited": result.sheet_edited,
        "fingerprint": result.fingerprint,
        "counts": result.counts(),
        "points": points,
        "diagnostics": [diagnostic_json(d, lang, namer) for d in result.diagnostics],
        "lines": lines_json(result.deck),
    }


def document_json(
    banlist: Banlist,
    errors: list[dict[str, str]],
    duplicates: list[SharedDeck] | None = None,
    config: Config | None = None,
    skipped: list[dict[str, str]] | None = None,
    ignored: tuple[str, ...] = (),
    warnings: tuple[str, ...] = (),
) -> dict[str, Any]:
    """The document around the decks (left empty); ``config``, the configuration applied
    (null without one); ``ignored``, the rules the run did not check (the configuration's or
    ``--ignora``'s); ``warnings`` (what the run warned of before its first deck, which
    qualifies every verdict), ``errors`` and ``skipped`` (the files of a folder left out as no
    deck) only when there are some, then ``duplicates``: each deck
    that two files or more hold, and the files."""
    document: dict[str, Any] = {
        "schema": SCHEMA,
        "banlist": {
            "id": banlist.id,
            "name": banlist.name,
            "format": banlist.family,
            "effective": banlist.effective.isoformat() if banlist.effective else None,
            # the day of the download, for an online list of the cache; null for a shipped one
            "downloaded": banlist.effective.isoformat()
            if is_online(banlist) and banlist.effective
            else None,
        },
        "config": applied_json(config),
        "ignored": list(ignored),
    }
    if warnings:
        document["warnings"] = list(warnings)
    document["decks"] = []
    if errors:
        document["errors"] = errors
    if skipped:
        document["skipped"] = skipped
    document["duplicates"] = [_shared_deck_json(group) for group in duplicates or ()]
    return document


def _shared_deck_json(group: SharedDeck) -> dict[str, Any]:
    return {
        "fingerprint": group.fingerprint,
        "sources": [shown_source(source) for source in group.sources],
    }


class DeckEncoder:
    """Each deck's JSON text as ``encode(deck_json(...))`` writes it, from pieces encoded once.

    A repository's decks share most of their problems and lines (the same Forbidden card,
    the same ``#main``): each diagnostic and each line is encoded once, every part of it
    but its line number, and a deck is the join of those texts. Kept up to ``MOST_KEPT``
    of each, then begun anew, so memory stays bounded whatever the run's length.
    """

    MOST_KEPT = 1 << 12

    def __init__(self, lang: str, cap: int | None, namer: Namer | None) -> None:
        self.lang = lang
        self.cap = cap
        self.namer = namer
        # a diagnostic but its line -> its text before the line number, and after it
        self.diagnostics: dict[tuple[Any, ...], tuple[str, str]] = {}
        # a line's note but its number -> its text after the number
        self.notes: dict[tuple[Any, ...], str] = {}

    def deck(self, result: DeckResult) -> str:
        """The deck's JSON text."""
        deck = result.deck
        counts = result.counts()
        points = (
            "null"
            if result.points is None
            else f'{{"total": {result.points}, "cap": {_number(self.cap)}}}'
        )
        return deck_text(
            DeckFacts(
                deck.source,
                player_json(deck.player),
                result.legal,
                result.sheet_edited,
                result.fingerprint,
                (counts["main"], counts["extra"], counts["side"]),
                points,
            ),
            ", ".join(map(self.diagnostic, result.diagnostics)),
            ", ".join(map(self.note, deck.notes)),
        )

    def diagnostic(self, diagnostic: Diagnostic) -> str:
        """One diagnostic's text, its parts but the line encoded once."""
        line = diagnostic.line
        params = diagnostic.params
        key = (
            diagnostic.rule,
            diagnostic.message_key,
            # the type beside each value: Section.MAIN == "main" and True == 1, which must
            # not share a text
            tuple([(name, value.__class__, value) for name, value in params.items()]),
            diagnostic.card_id,
            diagnostic.card_name,
            diagnostic.section,
            diagnostic.count,
            diagnostic.max,
            diagnostic.severity,
        )
        try:
            head, tail = self.diagnostics[key]
        except TypeError:  # a parameter that cannot be a key: encoded whole
            return encode(diagnostic_json(diagnostic, self.lang, self.namer))
        except KeyError:
            head, tail = self.around_line(diagnostic)
            if len(self.diagnostics) >= self.MOST_KEPT:
                self.diagnostics.clear()
            self.diagnostics[key] = head, tail
        return f"{head}{_number(line)}{tail}"

    def around_line(self, diagnostic: Diagnostic) -> tuple[str, str]:
        """A diagnostic's text before its line number, and after it: the same for every
        line it may stand at."""
        text = encode(diagnostic_json(diagnostic, self.lang, self.namer))
        line = _number(diagnostic.line)
        cut = text.rindex(f'"line": {line}, "count": ') + len('"line": ')
        return text[:cut], text[cut + len(line) :]

    def note(self, note: LineNote) -> str:
        """One line's note, its parts but the number encoded once."""
        key = note[1:]
        try:
            rest = self.notes[key]
        except KeyError:
            rest = self.after_number(note)
            if len(self.notes) >= self.MOST_KEPT:
                self.notes.clear()
            self.notes[key] = rest
        return f'{{"line": {note.line}{rest}'

    @staticmethod
    def after_number(note: LineNote) -> str:
        """A line's note after its line number: the same at every line it may stand at."""
        return encode(lines_json_entry(note))[len(f'{{"line": {note.line}') :]


class DeckFacts(NamedTuple):
    """A deck's JSON fields but its diagnostics and lines, each as the JSON shows it but
    ``source``, the path (``report.location.shown_source``)."""

    source: str
    player: str  # JSON: a string, or null
    legal: bool
    sheet_edited: bool
    fingerprint: str
    counts: tuple[int, int, int]  # main, extra, side
    points: str  # JSON: an object, or null


def deck_text(facts: DeckFacts, diagnostics: str, notes: str) -> str:
    """A deck's JSON text, from its facts and its diagnostics' and lines' texts (each a
    JSON array's items, joined)."""
    main, extra, side = facts.counts
    return (
        f'{{"source": {encode_basestring(shown_source(facts.source))}, '
        f'"player": {facts.player}, '
        f'"legal": {"true" if facts.legal else "false"}, '
        f'"sheet_edited": {"true" if facts.sheet_edited else "false"}, '
        f'"fingerprint": {encode_basestring(facts.fingerprint)}, '
        f'"counts": {{"main": {main}, "extra": {extra}, '
        f'"side": {side}}}, "points": {facts.points}, '
        f'"diagnostics": [{diagnostics}], "lines": [{notes}]}}'
    )


def player_json(player: str | None) -> str:
    """A deck's player as JSON: its name as shown, or null."""
    return "null" if player is None else encode_basestring(shown(player))


def _number(value: int | None) -> str:
    return "null" if value is None else str(value)


class JsonWriter(Writer):
    """The JSON contract, one deck at a time; unreadable inputs are listed at the end."""

    utf8_file = True  # JSON is UTF-8 (RFC 8259), whatever the console
    commands = JSON_BREAK
    repeats_at_the_end_only = True  # in ``duplicates``

    def setup(self) -> None:
        self.errors: list[dict[str, str]] = []
        self.skipped_files: list[dict[str, str]] = []
        document = document_json(
            self.banlist, [], config=self.config, ignored=self.ignored, warnings=self.warnings
        )
        self.decks = JsonArray(encode(document), "decks")
        self.encoder = DeckEncoder(self.lang, self.banlist.points_cap, self.namer)

    def piece(self, result: DeckResult) -> str:
        return self.encoder.deck(result)

    def add(self, piece: str, repeats: str | None = None) -> str:
        return self.decks.add(piece)

    def unreadable(self, item: Unreadable) -> str:
        self.errors.append(
            {"source": shown_source(item.source), "message": item.error.render(self.lang)}
        )
        return ""

    def skipped(self, item: Skipped) -> str:
        reason = item.reason
        message = item.said(self.lang)
        self.skipped_files.append(
            {"source": shown_source(item.source), "reason": reason, "message": message}
        )
        return ""

    def finish(self) -> Iterator[str]:
        """The end of the document; the files that hold the same deck one group at a time,
        so that a run whose decks repeat thousands of times never holds them as one text."""
        groups = self.duplicates.groups()
        if not self.errors and not groups and not self.skipped_files:
            yield self.decks.close()
            return
        document = document_json(
            self.banlist,
            self.errors,
            [],
            self.config,
            self.skipped_files,
            self.ignored,
            self.warnings,
        )
        text = self.decks.close(encode(document))
        head, end = text.rsplit(EMPTY_DUPLICATES, 1)
        yield head + EMPTY_DUPLICATES[:-1]
        for number, group in enumerate(groups):
            yield (", " if number else "") + encode(_shared_deck_json(group))
        yield "]" + end
