"""A deck with lines that were not read, counts it writes that are not the cards read, or
read from a sheet whose printed fields say another deck: what the commands that write or
compute from it say.

``hoja`` and ``convierte`` refuse such a deck (``refuse``) unless forced, and then say in
what they write that lines were left out or that the sheet was edited (``left_out``);
``simula`` and ``info`` name the lines first. Nothing a command produces from a partial deck
passes for the whole deck, nor a deck written anew from an edited sheet for an untouched one.
"""

from __future__ import annotations

from collections.abc import Sequence

from ydkcheck.cards import CardDB
from ydkcheck.decks.model import Deck
from ydkcheck.diagnostics import SHEET_EDITED, Severity
from ydkcheck.errors import InputError
from ydkcheck.i18n import t

MOST_LINES = 10  # line numbers named one by one; past them, "and N more"


def shown_lines(lines: Sequence[object]) -> str:
    """``3, 7, 12`` (the first ``MOST_LINES``, then ``…``): lines, or a form's fields."""
    shown = ", ".join(map(str, lines[:MOST_LINES]))
    return shown + ", …" if len(lines) > MOST_LINES else shown


def unread_fields(deck: Deck) -> list[str]:
    """The fields of a form filled by another program whose row was not read as a card (a
    blank count, a name no card bears)."""
    return [
        str(problem.params["field"])
        for problem in deck.warnings
        if problem.message_key == "sheet.at-field" and problem.severity is Severity.ERROR
    ]


def edited_fields(deck: Deck) -> int:
    """How many differences a sheet's printed fields show with the deck it carries."""
    return sum(1 for warning in deck.warnings if warning.rule == SHEET_EDITED)


def refuse(deck: Deck, force: bool, cards: CardDB | None = None) -> None:
    """InputError when ``deck`` has unread lines, counts it writes that are not the cards
    read, title lines that name a card (``decks.titles``, with ``cards``), or comes from an
    edited sheet, and the run is not forced: what is written from it would pass for what the
    player handed in, as ``compara`` would not confirm it."""
    if force:
        return
    if deck.unread:
        raise InputError(
            "partial.refused",
            deck.source,
            None,
            count=len(deck.unread),
            lines=shown_lines(deck.unread),
        )
    if edited_fields(deck):
        raise InputError("partial.sheet-edited", deck.source, None, count=edited_fields(deck))
    fields = unread_fields(deck)
    if fields:
        shown = shown_lines(fields)
        raise InputError(
            "partial.fields-refused", deck.source, None, count=len(fields), fields=shown
        )
    totals = totals_differ(deck)
    if totals:
        shown = shown_lines(totals)
        raise InputError(
            "partial.totals-refused", deck.source, None, count=len(totals), lines=shown
        )
    if cards is not None and any(note.kind == "title" for note in deck.notes):
        from ydkcheck.decks.titles import card_titles  # a fuzzy search: titled lists only

        named = [problem.line for problem in card_titles(deck, cards) if problem.line]
        if named:
            shown = shown_lines(named)
            raise InputError(
                "partial.titles-refused", deck.source, None, count=len(named), lines=shown
            )


def totals_differ(deck: Deck) -> list[int]:
    """The lines of the counts a list writes that are not the cards read (``Main Deck
    (39)`` over 40): which of the two the player meant, a deck written anew cannot say."""
    return [d.line for d in deck.warnings if d.rule == "list-total" and d.line is not None]


def left_out(deck: Deck, lang: str, written: bool = False) -> str | None:
    """The sentence saying which lines of ``deck`` were left out, and that its sheet was
    edited; None when neither.

    ``written``: the sentence as the comment line ``convierte`` writes above the deck, each
    line number with its sign (``№7``, ``n.º7``). Bare, a number reads back as a count or a
    card's name (the card "7"): ``lines 7, 11`` were copies of it, an error at that line."""
    said = []
    if deck.unread:
        lines = shown_lines(_numbered(deck.unread, lang, written))
        said.append(t("partial.left-out", lang, count=len(deck.unread), lines=lines))
    if edited_fields(deck):
        said.append(t("partial.from-edited-sheet", lang, count=edited_fields(deck)))
    fields = unread_fields(deck)
    if fields:
        said.append(t("partial.fields-left-out", lang, count=len(fields), fields=", ".join(fields)))
    totals = totals_differ(deck)
    if totals:
        lines = shown_lines(_numbered(totals, lang, written))
        said.append(t("partial.totals-differ", lang, count=len(totals), lines=lines))
    return "; ".join(said) or None


def _numbered(lines: Sequence[int], lang: str, written: bool) -> Sequence[object]:
    """Line numbers as they are, or ``written`` each with the language's number sign, which
    no card's name holds."""
    return [t("partial.line-sign", lang, line=line) for line in lines] if written else lines
