"""A deck written in another of the formats it can be read from: ``.ydk``, ``ydke://`` or a
text decklist (``convierte``)."""

from __future__ import annotations

from ydkcheck.cards import CardDB, open_card_db
from ydkcheck.cards.data import misprinted_passcodes
from ydkcheck.decks import Deck, read_deck, to_ydk, to_ydke
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


def unknown_kept(deck: Deck, cards: CardDB, lang: str) -> str | None:
    """The sentence saying which copies of ``deck`` are of passcodes the card data does not
    know, written as they are (a converted deck says no more than its source): None when it
    knows every one."""
    misprints = misprinted_passcodes()  # a list's number for a card: no simulator loads it
    unknown = [
        entry
        for entry in deck.entries
        if cards.get(entry.card_id) is None or entry.card_id in misprints
    ]
    if not unknown:
        return None
    codes = ", ".join(map(str, dict.fromkeys(entry.card_id for entry in unknown)))
    lines = sorted({entry.line for entry in unknown if entry.line is not None})
    key = "convert.unknown-kept" if lines else "convert.unknown-kept-unlined"
    return t(key, lang, count=len(unknown), codes=codes, lines=shown_lines(lines))


def read_source(source: str) -> tuple[Deck, CardDB]:
    """The deck to convert and the card data it is read and written with."""
    cards = open_card_db()
    return read_deck(source, cards), cards
