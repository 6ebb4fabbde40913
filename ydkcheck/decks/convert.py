"""A deck written in another of the formats it can be read from: ``.ydk``, ``ydke://`` or a
text decklist (``convierte``)."""

from __future__ import annotations

from ydkcheck.cards import CardDB, open_card_db
from ydkcheck.cards.data import misprinted_passcodes
from ydkcheck.decks import Deck, read_deck, to_ydk, to_ydke
from ydkcheck.decks.model import DeckEntry
from ydkcheck.decks.partial import left_out, refuse, shown_lines
from ydkcheck.decks.text_writer import to_text_decklist
from ydkcheck.errors import InputError
from ydkcheck.i18n import t
from ydkcheck.report import canonical

TARGETS = ("ydk", "ydke", "texto")


def convert(
    deck: Deck,
    cards: CardDB,
    target: str,
    names_lang: str = "en",
    force: bool = False,
    lang: str = "es",
) -> tuple[str, str | None]:
    """``deck`` written as ``target`` (ydk, ydke or texto/text), and the sentence saying
    which lines of it were left out (None when none was); a text list names its cards and
    headings in ``names_lang``.

    A deck with lines that were not read is refused (InputError) unless ``force``; then a
    .ydk and a text list carry the sentence as a comment line (a ``ydke://`` URL cannot: the
    caller says it)."""
    key = canonical(target)
    if key not in TARGETS:
        raise InputError("cli.bad-target", value=target, known=", ".join(TARGETS))
    refuse(deck, force, cards)
    missing = left_out(deck, lang)
    # the comment line says it too, its line numbers signed: read back, it is a comment
    header = left_out(deck, lang, written=True)
    if key == "ydk":
        text = to_ydk(deck)
        if header is not None:
            first, _, rest = text.partition("\n")
            text = f"{first}\n# {header}\n{rest}"
        return text, missing
    if key == "ydke":
        return to_ydke(deck) + "\n", missing
    text = to_text_decklist(deck, cards, names_lang)
    return (f"# {header}\n{text}" if header else text), missing


def unknown_kept(deck: Deck, cards: CardDB, lang: str) -> list[str]:
    """The sentences saying which copies of ``deck`` are of no card, written as they are (a
    converted deck says no more than its source): passcodes the card data does not know, then
    each number a list misprinted for a card, with the card to write instead. By lines, or by
    copies for a deck without lines (a ``ydke://`` URL)."""
    misprints = misprinted_passcodes()  # a list's number for a card: no simulator loads it
    unknown: list[DeckEntry] = []
    misprinted: dict[int, list[DeckEntry]] = {}
    for entry in deck.entries:
        if entry.card_id in misprints:
            misprinted.setdefault(entry.card_id, []).append(entry)
        elif cards.get(entry.card_id) is None:
            unknown.append(entry)
    said = []
    if unknown:
        codes = ", ".join(map(str, dict.fromkeys(entry.card_id for entry in unknown)))
        lines = _lines(unknown)
        if lines:
            shown = shown_lines(lines)
            said.append(t("convert.unknown-kept", lang, count=len(lines), lines=shown, codes=codes))
        else:
            said.append(t("convert.unknown-kept-unlined", lang, count=len(unknown), codes=codes))
    for code, entries in misprinted.items():
        card = cards.get(misprints[code])
        name = card.name if card is not None else str(misprints[code])
        misprint = t("rule.unknown-card.misprint", lang, id=code, name=name, card=misprints[code])
        lines = _lines(entries)
        if lines:
            shown = shown_lines(lines)
            said.append(
                t("convert.misprint-kept", lang, count=len(lines), lines=shown, said=misprint)
            )
        else:
            said.append(t("convert.misprint-kept-unlined", lang, count=len(entries), said=misprint))
    return said


def _lines(entries: list[DeckEntry]) -> list[int]:
    """The lines that write ``entries``, each once."""
    return sorted({entry.line for entry in entries if entry.line is not None})


def read_source(source: str) -> tuple[Deck, CardDB]:
    """The deck to convert and the card data it is read and written with."""
    cards = open_card_db()
    return read_deck(source, cards), cards
