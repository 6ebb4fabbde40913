"""YGOPRODeck ``cardinfo.php`` JSON -> validated rows of ``cards.tsv``.

The payload is parsed with an ``object_hook`` that drops what ydkcheck never uses (texts, sets,
prices, image URLs) as soon as each object is read, so a full payload costs little memory.
Then every card is checked (an object, an integer id, a name, a type) and turned into an
``ApiCard``; ``to_rows`` makes the TSV rows, adding one row per alternate artwork.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from ydkcheck.cards.data import (
    COLUMNS,
    MAX_PASSCODE,
    MONSTER_SUBTYPES,
    NOT_IN_NAMES,
    CardDB,
    extra_rows,
)
from ydkcheck.errors import os_reason
from ydkcheck.update.errors import UpdateError

MIN_CARDS = 10_000

SPELL_TRAP_SUBTYPES = {
    "normal": "normal",
    "quick-play": "quickplay",
    "continuous": "continuous",
    "field": "field",
    "equip": "equip",
    "counter": "counter",
    "ritual": "ritual",
}
# the API's words (any case) -> the lists' own
BAN_STATUS = {
    "banned": "forbidden",
    "forbidden": "forbidden",
    "limited": "limited",
    "semi-limited": "semi_limited",
    "semilimited": "semi_limited",
}
MISC_KEYS = ("formats", "treated_as", "tcg_date", "ocg_date", "konami_id", "genesys_points")
CARD_KEYS = (
    "id",
    "name",
    "type",
    "frameType",
    "typeline",
    "race",
    "level",
    "linkval",
    "card_images",
    "misc_info",
    "banlist_info",
)
DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
# runs of what a name never holds (cards.data.NOT_IN_NAMES): each becomes one space
CONTROL = re.compile(f"(?:{NOT_IN_NAMES})+")
SPACES = re.compile(" {2,}")


@dataclass(frozen=True, slots=True)
class ApiCard:
    """What ydkcheck keeps of one card of the API."""

    id: int
    name: str
    kind: str
    subtypes: tuple[str, ...]
    level: int | None
    formats: frozenset[str]
    treated_as: str
    tcg_date: str
    ocg_date: str
    konami_id: int | None
    bans: Mapping[str, str]  # "ban_tcg" -> "forbidden" | "limited" | "semi_limited"
    images: tuple[int, ...]  # passcodes of the other artworks


def _trim(obj: dict[str, Any]) -> Any:
    """Keep only the fields ydkcheck uses, as each JSON object is read."""
    if "image_url" in obj or "image_url_small" in obj:
        return {"id": obj.get("id")}
    if "set_code" in obj or "set_name" in obj or "cardmarket_price" in obj:
        return None
    if "views" in obj or "formats" in obj or "treated_as" in obj:
        return {key: obj[key] for key in MISC_KEYS if key in obj}
    if "id" in obj and "name" in obj:
        return {key: obj[key] for key in CARD_KEYS if key in obj}
    return obj


def load_payload(path: Path, url: str) -> list[Any]:
    """The ``data`` list of the answer saved in ``path``: JSON that parses, the right shape."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise UpdateError("update.fail.read", path=str(path), detail=os_reason(error)) from error
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UpdateError("update.fail.encoding", url=url, position=error.start) from error
    del raw
    try:
        payload = json.loads(text, object_hook=_trim)
    except json.JSONDecodeError as error:
        raise UpdateError(
            "update.fail.json", url=url, line=error.lineno, column=error.colno
        ) from error
    except (ValueError, RecursionError) as error:  # a number too long to convert, nesting
        raise UpdateError("update.fail.json", url=url, line="?", column="?") from error
    del text
    if not isinstance(payload, dict):
        raise UpdateError("update.fail.not_object", url=url)
    if "data" not in payload and isinstance(payload.get("error"), str):
        raise UpdateError("update.fail.api_error", url=url, detail=payload["error"][:200])
    data = payload.get("data")
    if not isinstance(data, list):
        raise UpdateError("update.fail.no_data", url=url)
    return data


def _clean(text: str) -> str:
    return SPACES.sub(" ", CONTROL.sub(" ", text)).strip()


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _passcode(value: object) -> int | None:
    number = _int(value)
    return number if number is not None and 0 < number <= MAX_PASSCODE else None


def _shown(value: object) -> str:
    """A bad value as a message quotes it: short, whatever it was."""
    text = repr(value) if not isinstance(value, int) or abs(value) < 10**20 else "<huge number>"
    return text if len(text) <= 40 else text[:37] + "..."


def _date(value: object) -> str:
    return value if isinstance(value, str) and DATE.fullmatch(value) else ""


def _kind(frame: str, type_name: str) -> str:
    for kind in ("token", "skill", "spell", "trap"):
        if frame == kind or type_name.startswith(kind) or f" {kind}" in type_name:
            return kind
    return "monster"


def _words(values: Iterable[object]) -> set[str]:
    words: set[str] = set()
    for value in values:
        if isinstance(value, str):
            words.update(value.lower().replace("_", " ").split())
    return words


def _subtypes(kind: str, card: Mapping[str, Any]) -> tuple[str, ...]:
    if kind in ("spell", "trap"):
        race = card.get("race")
        found = SPELL_TRAP_SUBTYPES.get(race.lower()) if isinstance(race, str) else None
        return (found,) if found else ()
    if kind == "skill":
        return ()
    typeline = card.get("typeline")
    words = _words(typeline if isinstance(typeline, list) else ())
    if kind == "monster":
        words |= _words([card.get("frameType"), card.get("type")])
    return tuple(subtype for subtype in MONSTER_SUBTYPES if subtype in words)


def _card(index: int, item: object, url: str) -> ApiCard:
    """One element of ``data`` checked and reduced to an ApiCard."""
    if not isinstance(item, dict):
        raise UpdateError("update.fail.card_object", url=url, index=index)
    card_id = _passcode(item.get("id"))
    if card_id is None:
        raise UpdateError("update.fail.card_id", url=url, index=index, value=_shown(item.get("id")))
    name = item.get("name")
    if not isinstance(name, str) or not _clean(name):
        raise UpdateError("update.fail.card_name", url=url, index=index, id=card_id)
    frame, type_name = item.get("frameType"), item.get("type")
    if not isinstance(type_name, str) or not isinstance(frame, (str, type(None))):
        raise UpdateError("update.fail.card_type", url=url, index=index, id=card_id)
    kind = _kind((frame or "").lower(), type_name.lower())
    subtypes = _subtypes(kind, item)
    level = _int(item.get("linkval")) if "link" in subtypes else _int(item.get("level"))
    misc_list = item.get("misc_info")
    misc = misc_list[0] if isinstance(misc_list, list) and misc_list else {}
    misc = misc if isinstance(misc, dict) else {}
    formats = misc.get("formats")
    treated_as = misc.get("treated_as")
    banlist = item.get("banlist_info")
    bans = {
        key: BAN_STATUS[value.lower()]
        for key, value in (banlist.items() if isinstance(banlist, dict) else ())
        if isinstance(value, str) and value.lower() in BAN_STATUS
    }
    images = item.get("card_images")
    image_ids = tuple(
        image_id
        for image in (images if isinstance(images, list) else ())
        if isinstance(image, dict)
        and (image_id := _passcode(image.get("id"))) is not None
        and image_id != card_id
    )
    return ApiCard(
        id=card_id,
        name=_clean(name),
        kind=kind,
        subtypes=subtypes,
        level=level if kind in ("monster", "token") else None,
        formats=frozenset(str(f) for f in formats) if isinstance(formats, list) else frozenset(),
        treated_as=_clean(treated_as) if isinstance(treated_as, str) else "",
        tcg_date=_date(misc.get("tcg_date")),
        ocg_date=_date(misc.get("ocg_date")),
        konami_id=_int(misc.get("konami_id")),
        bans=bans,
        images=image_ids,
    )


def parse_cards(data: list[Any], url: str, minimum: int = MIN_CARDS) -> list[ApiCard]:
    """Every card of ``data`` checked; the first of an id wins; at least ``minimum`` distinct
    cards (counted after duplicates are dropped, so a payload of one card repeated fails)."""
    if len(data) < minimum:
        raise UpdateError("update.fail.too_few", url=url, count=len(data), minimum=minimum)
    cards: dict[int, ApiCard] = {}
    for index, item in enumerate(data, start=1):
        card = _card(index, item, url)
        cards.setdefault(card.id, card)
    if len(cards) < minimum:
        raise UpdateError("update.fail.too_few", url=url, count=len(cards), minimum=minimum)
    return list(cards.values())


def genesys_points(data: list[Any], url: str) -> dict[int, int]:
    """Passcode -> Genesys points, from the ``data`` of the answer of ``format=genesys``."""
    points: dict[int, int] = {}
    for index, item in enumerate(data, start=1):
        if not isinstance(item, dict):
            raise UpdateError("update.fail.card_object", url=url, index=index)
        card_id = _passcode(item.get("id"))
        if card_id is None:
            raise UpdateError(
                "update.fail.card_id", url=url, index=index, value=_shown(item.get("id"))
            )
        misc_list = item.get("misc_info")
        misc = misc_list[0] if isinstance(misc_list, list) and misc_list else None
        value = _int(misc.get("genesys_points")) if isinstance(misc, dict) else None
        if value is not None:
            points.setdefault(card_id, value)
    return points


def _identities(cards: list[ApiCard]) -> dict[int, int]:
    """Passcode -> the passcode it counts as, following ``treated_as`` names."""
    by_name: dict[str, ApiCard] = {}
    for card in sorted(cards, key=lambda c: (c.kind in ("token", "skill"), c.id)):
        by_name.setdefault(card.name.casefold(), card)
    links: dict[int, int] = {}
    for card in cards:
        treated_as = card.treated_as.casefold()
        if not treated_as or treated_as == card.name.casefold():
            continue
        target = by_name.get(treated_as)
        if target is not None:
            links[card.id] = target.id
    identities: dict[int, int] = {}
    for card in cards:
        seen, current = {card.id}, card.id
        while current in links and links[current] not in seen:
            current = links[current]
            seen.add(current)
        identities[card.id] = current
    return identities


def _ot(card: ApiCard, today: str) -> int:
    ocg = "OCG" in card.formats or bool(card.ocg_date and card.ocg_date <= today)
    tcg = "TCG" in card.formats or bool(card.tcg_date and card.tcg_date <= today)
    return int(ocg) | (2 * int(tcg))


def _status(card: ApiCard, key: str, released: bool) -> str:
    if card.kind in ("token", "skill"):
        return ""
    return card.bans.get(key) or ("unlimited" if released else "unreleased")


def _text(value: int | None) -> str:
    return "" if value is None else str(value)


def to_rows(cards: list[ApiCard], points: Mapping[int, int], today: date) -> list[tuple[str, ...]]:
    """The rows of ``cards.tsv`` (columns ``cards.data.COLUMNS``), sorted by passcode.

    An alternate artwork listed in ``card_images`` becomes a row of its own whose alias is the
    card's identity; a card whose name is always treated as another's gets that card as alias.
    """
    day = today.isoformat()
    identities = _identities(cards)
    known = set(identities)
    rows: dict[int, tuple[str, ...]] = {}
    for card in cards:
        identity = identities[card.id]
        ot = _ot(card, day)
        fields = (
            card.name,
            card.kind,
            "|".join(card.subtypes),
            _text(card.level),
            str(ot),
            card.tcg_date,
            card.ocg_date,
            _text(points.get(card.id)),
            _text(card.konami_id),
            _status(card, "ban_tcg", bool(ot & 2)),
            _status(card, "ban_ocg", bool(ot & 1)),
        )
        rows[card.id] = (str(card.id), str(identity) if identity != card.id else "0", *fields)
        for image_id in card.images:
            if image_id not in known and image_id not in rows:
                rows[image_id] = (str(image_id), str(identity), *fields)
    return [rows[card_id] for card_id in sorted(rows)]


def with_extra_rows(rows: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """``rows`` and, as the snapshot has them, the passcodes only lists use (simulator
    spellings, Speed Duel Skills: ``cards.data.extra_rows``), sorted by passcode."""
    by_code = {int(row[0]): row for row in rows}
    by_code.update(extra_rows(by_code))
    return [by_code[code] for code in sorted(by_code)]


def with_known_precision(rows: list[tuple[str, ...]], known: CardDB) -> list[tuple[str, ...]]:
    """``rows`` with the mark of a release date's precision (``cards.data.DATE_MARKS``) that
    ``known`` (the shipped data) gives the same day of the same card: the API gives days
    alone, and its day is then that same estimate or month, not a confirmation of it. A day
    the API gives otherwise is its own, unmarked."""
    columns = (COLUMNS.index("tcg_date"), COLUMNS.index("ocg_date"))
    result = []
    for row in rows:
        card = known.get(int(row[0]))
        if card is not None and (card.tcg_mark or card.ocg_mark):
            fields = list(row)
            for column, day, mark in zip(
                columns, (card.tcg_date, card.ocg_date), (card.tcg_mark, card.ocg_mark), strict=True
            ):
                if mark and fields[column] == day:
                    fields[column] = day + mark
            row = tuple(fields)
        result.append(row)
    return result


def to_tsv(rows: Iterable[tuple[str, ...]]) -> bytes:
    """``cards.tsv``'s bytes: UTF-8, LF, no header."""
    return "".join("\t".join(row) + "\n" for row in rows).encode("utf-8")
