"""EDOPro/YGOPro ``.lflist.conf`` files: one list of one as a Banlist, and a Banlist as one.

``!name`` starts a list, ``$whitelist`` makes unlisted cards illegal, ``$genesys`` makes the
second column points; each entry is ``passcode count --comment``.

Speed Duel's Limit pools are written as comments, which EDOPro and YGOPro skip:
``#limit-pool 1 87102774 --Golden Ladybug`` (a card of the Limit 1 pool), or
``#limit-pools unknown``; ``parse_lflist`` reads them back.
"""

from __future__ import annotations

import datetime as dt
import re
import warnings
from collections import Counter
from collections.abc import Iterable
from typing import NamedTuple

from ydkcheck.errors import InputError, InputWarning, Listed, Phrase
from ydkcheck.lines import OTHER_LINE_BREAKS, split_lines
from ydkcheck.lists.families import FAMILIES, opening_hand
from ydkcheck.lists.model import (
    BLACKLIST,
    DEFAULT_DECK_RULES,
    DEFAULT_HAND,
    WHITELIST,
    Banlist,
    DeckRules,
)
from ydkcheck.printable import printable

# passcode, count (or points), then an optional comment (``--name``, ``-- name``, ``--name``
# glued to the count): EDOPro reads the two numbers and ignores the rest.
# a passcode (at most 10 digits) and a count or points (at most 4); compiled on first use.
# Matched on a stripped line, so the comment runs to its end: a lazy comment before blanks
# to the end made a long line of blanks take time of its length's square (minutes)
ENTRY = r"^([0-9]{1,10})\s+(-?[0-9]{1,4})(?:(?:\s+|(?=--))(.*))?$"
# a card of a Limit pool, and a list whose pools are unknown: comments to other tools
POOL_ENTRY = r"^#limit-pool\s+([0-9]{1,2})\s+([0-9]{1,10})(?:\s*--(.*))?$"
POOLS_UNKNOWN = "#limit-pools unknown"
PASSCODE_BITS = 0xFFFFFFFF  # a passcode is 32 bits to EDOPro and YGOPro
# the ``$`` lines a list may hold (EDOPro knows ``$whitelist``, its Genesys branch ``$genesys``)
DIRECTIVES = ("whitelist", "genesys")
POOLS_NOTE = (
    "#ydkcheck: Limit pools (Speed Duel): at most N cards in total from the pool of "
    "each '#limit-pool N' line"
)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "custom"


def _clean(line: str) -> str:
    return line.strip().lstrip("\ufeff")


def _directive(line: str, path: str, number: int) -> str:
    """``whitelist`` or ``genesys`` for a ``$`` line (case-insensitive); InputError for any
    other, which EDOPro would skip, reading an intended whitelist as a blacklist."""
    words = line[1:].split()
    directive = words[0].lower() if words else ""
    if directive not in DIRECTIVES:
        raise InputError("lflist.unknown-directive", path, number, text=line[:40])
    return directive


def _headers(lines: list[str]) -> list[tuple[int, str]]:
    """The line number and name of every list of a file (its ``!name`` lines)."""
    return [
        (number, printable(_clean(line)[1:].strip()))  # nothing a terminal acts on
        for number, line in enumerate(lines, start=1)
        if _clean(line).startswith("!")
    ]


def _alike(names: list[str]) -> Listed:
    """The names two lists or more bear, once each (no name: said so)."""
    return Listed(tuple(name or Phrase("lflist.nameless", {}) for name in dict.fromkeys(names)))


def _names(headers: list[tuple[int, str]]) -> Listed:
    """The names of lists, as a message lists them (unquoted; one with no name said so)."""
    return Listed(tuple(name or Phrase("lflist.unnamed", {"line": line}) for line, name in headers))


def _chosen(headers: list[tuple[int, str]], path: str, wanted: str | None) -> int:
    """The index of the list to read: the one named ``wanted`` (case-insensitive), else the
    first. Two lists of that name are an InputError: which one was meant, no name says."""
    if wanted is None:
        return 0
    folded = [name.casefold() for _, name in headers]
    key = wanted.strip().casefold()
    if key not in folded:
        raise InputError("lflist.unknown-list", path, name=wanted, known=_names(headers))
    found = [index for index, name in enumerate(folded) if name == key]
    if len(found) > 1:
        lines = ", ".join(str(headers[index][0]) for index in found)
        raise InputError(
            "lflist.list-named-twice", path, headers[found[1]][0], name=wanted, lines=lines
        )
    return found[0]


class _Body:
    """What the lines of the list being read say, read one line at a time."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.whitelist = self.genesys = False
        self.entries: dict[int, int] = {}
        self.lines: dict[int, int] = {}  # passcode -> the line it is on
        self.names: dict[int, str] = {}
        self.pools: dict[int, set[int]] = {}
        self.pools_unknown = False

    def directive(self, line: str, number: int) -> None:
        if _directive(line, self.path, number) == "whitelist":
            self.whitelist = True
        else:
            self.genesys = True

    def pool(self, line: str, number: int) -> None:
        if line.lower() == POOLS_UNKNOWN:
            self.pools_unknown = True
            return
        pooled = re.match(POOL_ENTRY, line.rstrip())
        if pooled is None or int(pooled.group(1)) < 1:  # a pool card lost: a false LEGAL
            raise InputError("lflist.bad-pool", self.path, number, text=line[:40])
        self.pools.setdefault(int(pooled.group(1)), set()).add(int(pooled.group(2)))
        self.names.setdefault(int(pooled.group(2)), printable((pooled.group(3) or "").strip()))

    def entry(self, line: str, number: int) -> None:
        match = re.match(ENTRY, line.split("\t")[0].strip())
        if match is None:
            raise InputError("lflist.bad-line", self.path, number, text=line[:40])
        card_id, count = int(match.group(1)), int(match.group(2))
        if card_id > PASSCODE_BITS:  # EDOPro keeps 32 bits: it would read another card
            raise InputError("lflist.bad-passcode", self.path, number, id=card_id)
        if not self.genesys and not 0 <= count <= 3:
            raise InputError("lflist.bad-count", self.path, number, count=count)
        if self.genesys and count < 0:
            raise InputError("lflist.bad-points", self.path, number, count=count)
        if card_id in self.entries:
            if self.entries[card_id] != count:  # EDOPro keeps the last: a silent choice
                first, before = self.lines[card_id], self.entries[card_id]
                raise InputError(
                    "lflist.repeated-card",
                    self.path,
                    number,
                    card=card_id,
                    count=count,
                    first=first,
                    first_count=before,
                )
            return
        self.entries[card_id] = count
        self.lines[card_id] = number
        self.names[card_id] = printable((match.group(3) or "").lstrip("-# ").strip())


def _before_any_list(lines: list[str], path: str, body: _Body | None) -> None:
    """The lines before a file's first list: a card there is in no list (InputError); a
    directive there is the first list's (``body``, None when another list is read)."""
    for number, raw_line in enumerate(lines, start=1):
        line = _clean(raw_line)
        if not line or line.startswith(("#", "--")):
            continue
        if line.startswith("$"):
            if body is not None:
                body.directive(line, number)
            else:
                _directive(line, path, number)  # checked all the same
            continue
        if re.match(ENTRY, line.split("\t")[0].strip()) is None:
            raise InputError("lflist.bad-line", path, number, text=line[:40])
        raise InputError("lflist.no-name", path, number)


def parse_lflist(text: str, path: str, wanted: str | None = None) -> Banlist:
    """One list of an ``.lflist.conf`` text: the list named ``wanted``, else the first (a
    warning names the others); InputError with the line of whatever is wrong.

    A passcode written twice with one count is read once (EDOPro's own files do this); with
    two counts it is an error naming both lines, where EDOPro silently keeps the last. A
    ``$`` line other than ``$whitelist`` and ``$genesys`` is an error, and so is a list that
    names no card. A ``$genesys`` list gets the Genesys rules (cap, subtypes left out).
    """
    lines = split_lines(text)
    _no_hidden_lines(lines, path)
    headers = _headers(lines)
    if not headers:
        _before_any_list(lines, path, None)
        raise InputError("lflist.no-list", path)
    index = _chosen(headers, path, wanted)
    body = _Body(path)
    _before_any_list(lines[: headers[0][0] - 1], path, body if index == 0 else None)
    start, name = headers[index]
    stop = headers[index + 1][0] - 1 if index + 1 < len(headers) else len(lines)
    for number in range(start + 1, stop + 1):
        line = _clean(lines[number - 1])
        if line.startswith(("#limit-pool ", "#limit-pools ")):
            body.pool(line, number)
        elif not line or line.startswith(("#", "--")):
            continue
        elif line.startswith("$"):
            body.directive(line, number)
        else:
            body.entry(line, number)
    if not body.entries:
        if not name:
            raise InputError("lflist.empty-unnamed-list", path, start)
        raise InputError("lflist.empty-list", path, start, name=name)
    if wanted is None and len(headers) > 1:
        warnings.warn(_several_lists(headers, path), stacklevel=2)
    return _banlist(body, name, path)


def _several_lists(headers: list[tuple[int, str]], path: str) -> InputWarning:
    """The warning that only the first of a file's lists is read: the others it names can
    be chosen with ``--cual``, but not a name two lists bear (``_chosen`` refuses it)."""
    times = Counter(name.casefold() for _, name in headers)
    first_line, first = headers[0]
    alike = [name for _, name in headers if times[name.casefold()] > 1]
    if not first:  # a bare "!": no name to quote, its line instead
        if alike:
            return InputWarning(
                "lflist.several-lists-alike-first-unnamed",
                path,
                count=len(headers),
                line=first_line,
                twice=_alike(alike),
            )
        return InputWarning(
            "lflist.several-lists-first-unnamed",
            path,
            count=len(headers),
            line=first_line,
            others=_names(headers[1:]),
        )
    if alike:
        twice = _alike(alike)
        return InputWarning(
            "lflist.several-lists-alike", path, count=len(headers), name=first, twice=twice
        )
    others = _names(headers[1:])
    return InputWarning("lflist.several-lists", path, count=len(headers), name=first, others=others)


def _no_hidden_lines(lines: list[str], path: str) -> None:
    """InputError at the first line that holds a line break editors show and EDOPro does not
    read (a carriage return alone, a form feed, U+2028) with text after it: the entry shown
    as a line of its own (``23434538 0 --Maxx "C"``) would be a comment of the line before."""
    breaks = re.compile(f"[{OTHER_LINE_BREAKS}]")
    for number, line in enumerate(lines, 1):
        found = breaks.search(line)
        if found is not None and line[found.end() :].strip():
            raise InputError("lflist.line-break", path, number, code=f"U+{ord(found.group()):04X}")


def _banlist(body: _Body, name: str, path: str) -> Banlist:
    """The Banlist of a list read."""
    if body.genesys:
        rules = FAMILIES["genesys"]
        return Banlist(
            id=_slug(name),
            name=name,
            source=path,
            points=body.entries,
            points_cap=rules.points_cap,
            names=body.names,
            excluded=frozenset(rules.excluded),
            path=path,
            lines=body.lines,
        )
    return Banlist(
        id=_slug(name),
        name=name,
        source=path,
        mode=WHITELIST if body.whitelist else BLACKLIST,
        limits=body.entries,
        names=body.names,
        path=path,
        limit_pools={limit: frozenset(codes) for limit, codes in body.pools.items()},
        limit_pools_unknown=body.pools_unknown,
        lines=body.lines,
    )


class LeftOut(NamedTuple):
    """What of a list's format an ``.lflist.conf`` cannot hold (None or empty: nothing)."""

    pool: str | None  # the card pool, tcg or ocg
    deck: DeckRules | None  # deck sizes and copies other than the standard ones
    hand: tuple[int, int] | None  # the opening hand, going first and second
    excluded: tuple[str, ...]  # subtypes left out that ``$genesys`` does not bring back
    points_cap: int | None  # a points cap other than the one ``$genesys`` brings back
    released_by: dt.date | None  # the day a card must be out by, for an older list


def left_out(banlist: Banlist, released_by: dt.date | None, judged: dt.date) -> LeftOut:
    """What of ``banlist``'s format an ``.lflist.conf`` cannot hold: EDOPro and YGOPro take
    it from a room's settings, and read back, the file has none of it. ``judged`` is the day
    a run judges the list on (``choose.Selection.as_of``), whose opening hand ``simula``
    takes."""
    genesys = FAMILIES["genesys"]
    excluded = banlist.excluded
    if banlist.has_points and excluded == frozenset(genesys.excluded):
        excluded = frozenset()
    hand = opening_hand(banlist, judged)
    return LeftOut(
        pool=banlist.pool if banlist.pool != "any" else None,
        deck=banlist.deck if banlist.deck != DEFAULT_DECK_RULES else None,
        hand=hand if hand != DEFAULT_HAND else None,
        excluded=tuple(sorted(excluded)),
        points_cap=banlist.points_cap
        if banlist.has_points and banlist.points_cap != genesys.points_cap
        else None,
        released_by=released_by,
    )


def export_lflist(banlist: Banlist, notes: Iterable[str] = ()) -> str:
    """The ``.lflist.conf`` text of a list, for EDOPro and YGOPro: its entries as it names
    them (``listing.every_passcode`` writes out the passcodes it applies to), and ``notes``
    as ``#`` comment lines after its header."""
    lines = [f"!{banlist.name}"]
    if banlist.has_points:
        lines.append("$genesys")
        entries = banlist.points or {}
    else:
        if banlist.is_whitelist:
            lines.append("$whitelist")
        entries = banlist.limits
    lines.extend(f"#{note}" for note in notes)
    for code, count in sorted(entries.items(), key=lambda item: (item[1], item[0])):
        lines.append(f"{code} {count} --{banlist.names.get(code, '')}".rstrip())
    if banlist.limit_pools_unknown:
        lines.append(POOLS_UNKNOWN)
    elif banlist.limit_pools:
        lines.append(POOLS_NOTE)
        for limit, codes in sorted(banlist.limit_pools.items()):
            for code in sorted(codes):
                lines.append(f"#limit-pool {limit} {code} --{banlist.names.get(code, '')}".rstrip())
    return "\n".join(lines) + "\n"
