"""The lists and formats ydkcheck knows, as ``listas`` shows them: the collection as a table,
one list by category, what moved between two, and the ``.lflist.conf`` import and export."""

from __future__ import annotations

import warnings

from ydkcheck.cards import CardDB, open_card_db
from ydkcheck.cards.data import misprinted_passcodes
from ydkcheck.cards.naming import CardNamer
from ydkcheck.cards.types import SUBTYPE_KEYS
from ydkcheck.errors import InputWarning
from ydkcheck.i18n import t
from ydkcheck.lists.choose import family_rows, period_end, select_banlist
from ydkcheck.lists.files import load_banlist
from ydkcheck.lists.lflist import LeftOut, export_lflist, left_out
from ydkcheck.lists.listing import (
    ListedCard,
    diff,
    entries_by_category,
    every_passcode,
    limit_pool_entries,
    mixed_counts,
    with_card_names,
)
from ydkcheck.lists.model import Banlist, Bounds

# the name of each list mode and the heading of each category of entries
MODE_NAMES = {"blacklist": "listas.mode.blacklist", "whitelist": "listas.mode.whitelist"}
CATEGORY_NAMES = {
    "forbidden": "listas.category.forbidden",
    "limited": "listas.category.limited",
    "semi_limited": "listas.category.semi_limited",
    "unlimited": "listas.category.unlimited",
    "points": "listas.category.points",
}


NAME_WIDTH = 20  # the list table's name column: the rest of 80 columns
DIFF_NAME_WIDTH = 38  # a card name in a diff of two lists: the rest of 80 columns


def _load(spec: str) -> Banlist:
    """The list named by ``spec`` (id, family or file)."""
    return select_banlist(spec, None).banlist


def collection_text(family: str | None, lang: str) -> str:
    """Every list of the collection (or of one family) as a table that fits 80 columns: the
    family is how each id begins, and a long name wraps."""
    from tabulate import tabulate

    headers = [
        t("listas.column.id", lang),
        t("listas.column.name", lang),
        t("listas.column.effective", lang),
        t("listas.column.mode", lang),
        t("listas.column.entries", lang),
    ]
    table = [
        [e.id, e.name, e.effective.isoformat(), t(MODE_NAMES[e.mode], lang), e.entries]
        for e in family_rows(family)
    ]
    widths = [None, NAME_WIDTH, None, None, None]
    return tabulate(table, headers=headers, tablefmt="simple", maxcolwidths=widths)


def show_text(spec: str, lang: str, namer: CardNamer) -> str:
    """One list: its header and its entries by category, with names."""
    from tabulate import tabulate

    banlist = _load(spec)
    effective = banlist.effective.isoformat() if banlist.effective else "-"
    parts = [t("report.list", lang, name=banlist.name, id=banlist.id, effective=effective)]
    if banlist.source:
        parts.append(t("listas.source", lang, source=banlist.source))
    rules = banlist.deck
    mode = t(MODE_NAMES[banlist.mode], lang)
    parts.append(
        t(
            "listas.rules",
            lang,
            main=_bounds(rules.main),
            extra=_bounds(rules.extra),
            side=_bounds(rules.side),
            copies=rules.copies,
            mode=mode,
        )
    )
    if banlist.points_cap is not None:
        parts.append(t("listas.cap", lang, cap=banlist.points_cap))
    cards = open_card_db()
    for category, entries in entries_by_category(banlist, cards).items():
        label = CATEGORY_NAMES[category]
        if category == "unlimited" and not banlist.is_whitelist:
            label = "listas.category.unlimited-listed"  # a blacklist naming cards at 3
        parts.append("")
        parts.append(f"{t(label, lang)} ({len(entries)})")
        rows = [[entry.card_id, _entry_name(entry, lang, namer), entry.value] for entry in entries]
        value = "listas.column.points" if category == "points" else "listas.column.copies"
        headers = [t("info.column.id", lang), t("info.column.name", lang), t(value, lang)]
        parts.append(tabulate(rows, headers=headers, tablefmt="simple"))
    parts.extend(_limit_pool_parts(banlist, cards, lang, namer))
    return "\n".join(parts)


def _entry_name(entry: ListedCard, lang: str, namer: CardNamer) -> str:
    """An entry's card name; a number the list misprinted for it says the card's passcode,
    so that no one copies the misprint into a deck."""
    name = namer(entry.card_id, entry.name)
    card = misprinted_passcodes().get(entry.card_id)
    return name if card is None else t("listas.misprint", lang, name=name, id=card)


def _limit_pool_parts(banlist: Banlist, cards: CardDB, lang: str, namer: CardNamer) -> list[str]:
    """The list's Limit pools, one table each; or that the list has pools nobody recorded."""
    from tabulate import tabulate

    if banlist.limit_pools_unknown:
        return ["", t("listas.limit-pools-unknown", lang)]
    parts = []
    headers = [t("info.column.id", lang), t("info.column.name", lang)]
    for limit, entries in limit_pool_entries(banlist, cards):
        parts += ["", f"{t('listas.limit-pool', lang, limit=limit)} ({len(entries)})"]
        rows = [[entry.card_id, namer(entry.card_id, entry.name)] for entry in entries]
        parts.append(tabulate(rows, headers=headers, tablefmt="simple"))
    return parts


def _bounds(bounds: Bounds) -> str:
    return f"{bounds.low}–{'∞' if bounds.high is None else bounds.high}"


def diff_text(before_spec: str, after_spec: str, lang: str, namer: CardNamer) -> str:
    """What moved between two lists, one card per row."""
    from tabulate import tabulate

    before, after = _load(before_spec), _load(after_spec)
    changes = diff(before, after, open_card_db())
    header = t("listas.diff-header", lang, before=before.name, after=after.name, count=len(changes))
    if not changes:
        return header

    def shown(value: int | None) -> str:
        return "-" if value is None else str(value)

    rows = [
        [change.card, namer(change.card, change.name), shown(change.before), shown(change.after)]
        for change in changes
    ]
    headers = [t("info.column.id", lang), t("info.column.name", lang), before.id, after.id]
    # a long name wraps: the table stays within 80 columns
    widths = [None, DIFF_NAME_WIDTH, None, None]
    return header + "\n" + tabulate(rows, headers=headers, tablefmt="simple", maxcolwidths=widths)


def import_yaml(path: str, wanted: str | None = None) -> str:
    """The YAML of a list of an ``.lflist.conf`` (the one named ``wanted``, else the first),
    with card names from the card data; a warning for each passcode whose count is not its
    card's (``mixed_counts``)."""
    from ydkcheck.lists.yaml_file import to_yaml

    cards = open_card_db()
    banlist = with_card_names(load_banlist(path, wanted=wanted), cards)
    for warning in mixed_counts(banlist, cards):
        warnings.warn(warning, stacklevel=2)
    return to_yaml(banlist)


def export_conf(spec: str, lang: str) -> str:
    """The ``.lflist.conf`` of a list, every passcode it applies to written out
    (``every_passcode``), each line named from the card data (a Genesys list's file keeps no
    names of its own). What of its format the file cannot hold is said twice: a warning,
    and a comment line in the file."""
    cards = open_card_db()
    selection = select_banlist(spec, None)  # the list and the day simula judges it on
    banlist = selection.banlist
    notes = []
    lost = _left_out_text(left_out(banlist, period_end(banlist.id), selection.as_of), lang)
    if lost:
        warnings.warn(InputWarning("listas.export-loses", id=banlist.id, lost=lost), stacklevel=2)
        notes.append(t("listas.export-note", lang, id=banlist.id, lost=lost))
    return export_lflist(every_passcode(with_card_names(banlist, cards), cards), notes)


def _left_out_text(lost: LeftOut, lang: str) -> str:
    """What an ``.lflist.conf`` cannot hold, in ``lang``, ``;`` between; empty for nothing."""
    parts = []
    if lost.pool is not None:
        parts.append(t("listas.lost.pool", lang, pool=lost.pool.upper()))
    if lost.deck is not None:
        deck = lost.deck
        main, extra, side = _bounds(deck.main), _bounds(deck.extra), _bounds(deck.side)
        parts.append(
            t("listas.lost.deck", lang, main=main, extra=extra, side=side, copies=deck.copies)
        )
    if lost.hand is not None:
        parts.append(t("listas.lost.hand", lang, first=lost.hand[0], second=lost.hand[1]))
    if lost.excluded:
        names = [t(SUBTYPE_KEYS[s], lang) if s in SUBTYPE_KEYS else s for s in lost.excluded]
        parts.append(t("listas.lost.excluded", lang, subtypes=", ".join(names)))
    if lost.points_cap is not None:
        parts.append(t("listas.lost.cap", lang, cap=lost.points_cap))
    if lost.released_by is not None:
        parts.append(t("listas.lost.released", lang, date=lost.released_by.isoformat()))
    return "; ".join(parts)
