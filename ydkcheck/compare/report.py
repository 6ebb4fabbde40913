"""A deck check as text for an 80-column terminal, or as the JSON contract, schema 1."""

from __future__ import annotations

from typing import Any

from ydkcheck.cards import Card
from ydkcheck.compare.check import Artwork, Compared, Comparison, Copies
from ydkcheck.diagnostics import SECTION_NAMES, Namer
from ydkcheck.i18n import t
from ydkcheck.printable import printable
from ydkcheck.terminal import GREEN, RED, paint, wrapped

SCHEMA = 2  # 2: the fingerprint is 140 bits in base 32


def _name(identity: int, card: Card | None, lang: str, namer: Namer) -> str:
    """A card as the text names it: its name in the reader's language and its passcode."""
    name = t("compara.unknown-card", lang) if card is None else namer(identity, card.name)
    return f"{printable(name)} ({identity})"


def _deck_lines(heading: str, compared: Compared, lang: str, namer: Namer) -> list[str]:
    """``heading`` (which deck this is), the deck's counts and fingerprint, its problems."""
    deck = compared.deck
    lines = [heading]
    counts = t("report.counts", lang, **deck.counts())
    lines.append("  " + t("compara.deck-line", lang, counts=counts, print=compared.fingerprint))
    for diagnostic in compared.diagnostics:
        where = t("compara.line", lang, line=diagnostic.line) if diagnostic.line else ""
        lines += wrapped(where + diagnostic.message(lang, namer), "  ", "    ")
    return lines


def _passcodes(copies: Copies) -> str:
    return ", ".join(f"{count} × {code}" for code, count in copies)


def _artwork_lines(artwork: Artwork, lang: str, namer: Namer) -> list[str]:
    section = t(SECTION_NAMES[artwork.section], lang)
    name = _name(artwork.identity, artwork.card, lang, namer)
    lines = wrapped(f"{section} · {name}", "  ", "    ")
    for key, copies in (
        ("compara.artwork-registered", artwork.registered),
        ("compara.artwork-presented", artwork.presented),
    ):
        lines += wrapped(t(key, lang, copies=_passcodes(copies)), "    ", "      ")
    return lines


def to_text(result: Comparison, lang: str, namer: Namer, color: bool = False) -> str:
    """The deck check as text for an 80-column terminal, names by ``namer``."""
    registered, presented = result.registered, result.presented
    lines = _deck_lines(
        t("compara.registered", lang, source=printable(registered.deck.source)),
        registered,
        lang,
        namer,
    )
    lines += _deck_lines(
        t("compara.presented", lang, source=printable(presented.deck.source)),
        presented,
        lang,
        namer,
    )
    if result.differences:
        lines += ["", t("compara.differences", lang)]
        section = None
        for difference in result.differences:
            if difference.section is not section:
                section = difference.section
                lines.append("  " + t(SECTION_NAMES[section], lang))
            counts = f"{difference.registered:>3} → {difference.presented:<3} "
            name = _name(difference.identity, difference.card, lang, namer)
            lines += wrapped(name, "  " + counts, " " * (2 + len(counts)))
    if result.artworks:
        lines += ["", t("compara.artworks", lang)]
        for artwork in result.artworks:
            lines += _artwork_lines(artwork, lang, namer)
    lines.append("")
    if result.same:
        lines.append(paint(t("compara.same", lang), GREEN, color))
    elif result.differences:
        count = len(result.differences)
        lines.append(paint(t("compara.differ", lang, count=count), RED, color))
    else:
        lines.append(paint(t("compara.unconfirmed", lang), RED, color))
    return "\n".join(lines)


def _card_json(identity: int, card: Card | None) -> dict[str, Any]:
    from ydkcheck.report.json_format import card_json

    return card_json(identity, card.name if card is not None else None)


def _deck_json(compared: Compared, lang: str, namer: Namer) -> dict[str, Any]:
    from ydkcheck.report.json_format import diagnostic_json

    return {
        "source": printable(compared.deck.source),
        "fingerprint": compared.fingerprint,
        "counts": compared.deck.counts(),
        "diagnostics": [diagnostic_json(d, lang, namer) for d in compared.diagnostics],
    }


def to_json(result: Comparison, lang: str, namer: Namer) -> str:
    """The deck check as the JSON contract, schema 1 (see the README)."""
    import json

    document = {
        "schema": SCHEMA,
        "same": result.same,
        "registered": _deck_json(result.registered, lang, namer),
        "presented": _deck_json(result.presented, lang, namer),
        "differences": [
            {
                "section": item.section.value,
                "card": _card_json(item.identity, item.card),
                "registered": item.registered,
                "presented": item.presented,
            }
            for item in result.differences
        ],
        "artworks": [
            {
                "section": item.section.value,
                "card": _card_json(item.identity, item.card),
                "registered": [{"id": code, "count": n} for code, n in item.registered],
                "presented": [{"id": code, "count": n} for code, n in item.presented],
            }
            for item in result.artworks
        ],
    }
    return json.dumps(document, ensure_ascii=False, indent=2)
