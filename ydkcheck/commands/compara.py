"""``ydkcheck compara`` (``compare``): the judge's deck check, registered against presented.

Exit 0 when the presented deck is the registered one, 1 when they differ, 2 when either
cannot be read. The comparison itself is ``ydkcheck.decks.compare``; this module reads the
two decks and writes the result as text (80 columns) or JSON (schema 1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import typer

from ydkcheck.cards import Card, open_card_db
from ydkcheck.cards.naming import CardNamer
from ydkcheck.commands import common
from ydkcheck.decks import STDIN, read_deck
from ydkcheck.decks.compare import Artwork, Compared, Comparison, Copies, compare
from ydkcheck.diagnostics import SECTION_NAMES, Namer
from ydkcheck.errors import InputError
from ydkcheck.i18n import t
from ydkcheck.printable import printable

SCHEMA = 1
WIDTH = 80
GREEN, RED = "32", "31"


def build(lang: str) -> Callable[..., None]:
    """The ``compara`` command, its options described in ``lang``."""

    def compara(
        registered: str = typer.Argument(
            ..., help=t("compara.registered-arg", lang), metavar=t("compara.mv.registered", lang)
        ),
        presented: str = typer.Argument(
            ..., help=t("compara.presented-arg", lang), metavar=t("compara.mv.presented", lang)
        ),
        output: str = common.output_option(lang),
        names: str | None = common.names_option(lang),
        offline: bool = typer.Option(
            False, "--sin-cache", "--offline", help=t("opt.sin-cache", lang)
        ),
        lang_option: str | None = typer.Option(None, "--lang", help=t("cli.lang", lang)),
    ) -> None:
        language = common.checked_language(lang_option, lang)
        names_lang = common.checked_names(names, language) or language
        kind = common.checked_output(output, language)
        if registered == STDIN and presented == STDIN:
            common.fail(InputError("compara.two-stdin"), language)
        result = common.guarded(language, lambda: check(registered, presented, offline))
        namer = CardNamer(names_lang)
        if kind == "json":
            common.say(to_json(result, language, namer))
        else:
            common.say(to_text(result, language, namer, common.use_color()))
        raise typer.Exit(common.EXIT_OK if result.same else common.EXIT_ILLEGAL)

    return compara


def check(registered: str, presented: str, offline: bool = False) -> Comparison:
    """Read both decks (InputError naming the one that cannot be read) and compare them."""
    cards = open_card_db(offline=offline)
    return compare(read_deck(registered, cards), read_deck(presented, cards), cards)


def _name(identity: int, card: Card | None, lang: str, namer: Namer) -> str:
    """A card as the text names it: its name in the reader's language and its passcode."""
    name = t("compara.unknown-card", lang) if card is None else namer(identity, card.name)
    return f"{printable(name)} ({identity})"


def _wrapped(text: str, indent: str, hanging: str) -> list[str]:
    """``text`` in lines of at most ``WIDTH`` columns, the first indented by ``indent``."""
    import textwrap  # only a long line needs it

    if len(indent) + len(text) <= WIDTH:
        return [indent + text]
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=hanging)


def _deck_lines(heading: str, compared: Compared, lang: str, namer: Namer) -> list[str]:
    """``heading`` (which deck this is), the deck's counts and fingerprint, its problems."""
    deck = compared.deck
    lines = [heading]
    counts = t("report.counts", lang, **deck.counts())
    lines.append("  " + t("compara.deck-line", lang, counts=counts, print=compared.fingerprint))
    for diagnostic in compared.diagnostics:
        where = t("compara.line", lang, line=diagnostic.line) if diagnostic.line else ""
        lines += _wrapped(where + diagnostic.message(lang, namer), "  ", "    ")
    return lines


def _passcodes(copies: Copies) -> str:
    return ", ".join(f"{count} × {code}" for code, count in copies)


def _artwork_lines(artwork: Artwork, lang: str, namer: Namer) -> list[str]:
    section = t(SECTION_NAMES[artwork.section], lang)
    name = _name(artwork.identity, artwork.card, lang, namer)
    lines = _wrapped(f"{section} · {name}", "  ", "    ")
    for key, copies in (
        ("compara.artwork-registered", artwork.registered),
        ("compara.artwork-presented", artwork.presented),
    ):
        lines += _wrapped(t(key, lang, copies=_passcodes(copies)), "    ", "      ")
    return lines


def _paint(text: str, code: str, color: bool) -> str:
    return f"\033[{code}m{text}\033[0m" if color else text


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
            lines += _wrapped(name, "  " + counts, " " * (2 + len(counts)))
    if result.artworks:
        lines += ["", t("compara.artworks", lang)]
        for artwork in result.artworks:
            lines += _artwork_lines(artwork, lang, namer)
    lines.append("")
    if result.same:
        lines.append(_paint(t("compara.same", lang), GREEN, color))
    elif result.differences:
        count = len(result.differences)
        lines.append(_paint(t("compara.differ", lang, count=count), RED, color))
    else:
        lines.append(_paint(t("compara.unconfirmed", lang), RED, color))
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
