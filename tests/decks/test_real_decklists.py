"""Real decklists as published (``tests/data/decklists``, see its SOURCES.md), read as a
person reads them: the copies written with a card's name are read as that card, none is
read as another card, and every line that is not read as written is flagged at its line.

The figures (lists, copies, read, wrongly read, flagged) are printed with ``-s``.
"""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.cards.name_keys import name_key
from ydkcheck.decks import read_deck
from ydkcheck.diagnostics import Section, Severity
from ydkcheck.errors import InputError
from ydkcheck.rules import RULES

DATA = Path(__file__).parent.parent / "data" / "decklists"
LISTS = sorted(DATA.glob("*.txt"))
GOAL = 0.97  # of the copies written with a card's name


def expected() -> list[dict[str, str]]:
    with open(DATA / "expected.tsv", encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def test_real_decklists_are_read_as_written(cards: CardDB) -> None:
    rows = expected()
    assert len(LISTS) >= 20 and {row["file"] for row in rows} == {p.name for p in LISTS}
    read: Counter[tuple[str, int, str]] = Counter()  # (file, line, card name key) -> copies
    flagged: dict[tuple[str, int], str] = {}  # a line's problem rule (title: its warning's)
    for path in LISTS:
        deck = read_deck(str(path), cards)
        for entry in deck.entries:
            card = cards.get(entry.card_id)
            assert card is not None
            read[(path.name, entry.line or 0, name_key(card.name))] += 1
        for problem in deck.warnings:
            if problem.line is not None and problem.rule != "list-total":
                flagged[(path.name, problem.line)] = problem.rule
        for note in deck.notes:  # the title's lines: one warning says how they were taken
            if note.kind == "title":
                flagged.setdefault((path.name, note.line), "syntax")
    named = [row for row in rows if row["written"] == "name"]
    copies = sum(int(row["copies"]) for row in named)
    right = sum(
        int(row["copies"])
        for row in named
        if read[(row["file"], int(row["line"]), name_key(row["card"]))] == int(row["copies"])
    )
    others = [row for row in rows if row["written"] == "other"]
    # a line written otherwise may be read as the card meant, with a word at its line
    # ("No. 107: ..." for Number 107: ..., read by Konami's policy): never as another
    meant = {(r["file"], int(r["line"]), name_key(r["card"])) for r in (*named, *others)}
    wrong = sum(n for key, n in read.items() if key not in meant)
    other_reads = {(r["file"], int(r["line"]), name_key(r["card"])) for r in others}
    read_as_meant = sum(read[key] for key in other_reads)
    unflagged = [row for row in others if (row["file"], int(row["line"])) not in flagged]
    false_errors = [
        key
        for key, rule in flagged.items()
        if RULES[rule] is Severity.ERROR and any(key == (r["file"], int(r["line"])) for r in named)
    ]
    print(
        f"\n{len(LISTS)} lists, {copies + sum(int(r['copies']) for r in others)} card copies; "
        f"{copies} written with a card's name: {right} read ({right / copies:.1%}), "
        f"{wrong} wrongly read; {read_as_meant} written otherwise read as meant, flagged; "
        f"{len(flagged)} lines flagged "
        f"({len(others)} written otherwise, all flagged: {not unflagged})"
    )
    assert right / copies >= GOAL
    assert wrong == 0
    assert unflagged == []  # a line written otherwise is never read silently
    assert false_errors == []  # no error on a line that writes a card's name


def test_a_real_list_that_names_cards_but_writes_none_a_line_is_refused_at_its_line(
    cards: CardDB,
) -> None:
    """A deck table flattened into one line: before, "contains no card: a .ydk lists one
    passcode per line", which names no line and speaks of another format. The line writes
    copies of cards: it is no title but a line not read as a card."""
    path = DATA / "unreadable" / "nexus-dragon-rulers-plants-2013.txt"
    with pytest.raises(InputError) as raised:
        read_deck(str(path), cards)
    assert raised.value.key == "deck.no-cards-read" and raised.value.line == 2  # the table


def test_a_real_list_of_three_columns_loses_no_card_after_a_rarity_note(cards: CardDB) -> None:
    """Pojo's 2003 list writes a row of three columns on one line. Read as the first card and
    its note, ``3 Harpie’s Brother (r)……3 Malevolent Nuzzlers……3 4-Starred Ladybug of Doom``
    was 3 Sky Scout and nothing more, without a word: 9 cards from 11 rows, no error. It is
    refused, for the 10 rows that write several cards each (the eleventh misspells two of its
    three)."""
    path = DATA / "unreadable" / "pojo-darkened-destruction-2003.txt"
    with pytest.raises(InputError) as raised:
        read_deck(str(path), cards)
    assert raised.value.key == "deck.several-a-line" and raised.value.params["count"] == 10
    assert raised.value.line == 5


def test_a_real_list_on_one_line_of_counted_items_is_refused_at_it(cards: CardDB) -> None:
    """A forum post writes its deck on one line, ``(x1) Exxod, Master of The Guard (x1)
    Megarock dragon (x1) ...``: 44 cards and their counts, refused at the line with why."""
    path = DATA / "unreadable" / "yugioh-fandom-forum-rate-my-deck-inline-x-counts.txt"
    with pytest.raises(InputError) as raised:
        read_deck(str(path), cards)
    assert raised.value.key == "deck.several-a-line" and raised.value.line == 1


def test_a_real_list_of_several_cards_a_line_is_refused_for_that_reason(cards: CardDB) -> None:
    """Game8's Master Duel list writes five cards a line (``Maxx "C" x3 Ash Blossom & Joyous
    Spring x3 ...``): refused with "check the card names", which were right."""
    path = DATA / "unreadable" / "game8-md-tearlaments.txt"
    with pytest.raises(InputError) as raised:
        read_deck(str(path), cards)
    assert raised.value.key == "deck.several-a-line" and raised.value.line == 4
    assert raised.value.params["count"] == 6


def test_a_real_list_s_deck_boxes_are_its_sections(cards: CardDB) -> None:
    """Alter Reality Games' Evilswarm list of March 2014 puts each section in the site's deck
    box (``[ccDeck="Side Deck"]2 Banisher of the Radiance`` ... ``[/ccDeck]``): the Main Deck
    tag was a title, the Side's first line a count error, the Extra's an unknown card, and
    the Side Deck read into the Main Deck (54, 12, 0 for 41, 15, 15)."""
    deck = read_deck(str(DATA / "arg-mccabe-evilswarms-2014-03.txt"), cards)
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (41, 15, 15)
    assert {entry.line for entry in deck.entries if entry.section is Section.SIDE} == set(
        range(45, 60, 2)
    )
    assert [d for d in deck.warnings if d.line is not None] == []


def test_a_real_list_s_honourable_mention_is_said_and_not_counted(cards: CardDB) -> None:
    """YGOrganization's Black Garden list ends with ``Honourable Mention: Tinplate Goldfish``,
    which made the legal deck ILLEGAL as an unknown card."""
    deck = read_deck(str(DATA / "ygorg-black-garden-rum.txt"), cards)
    (said,) = [d for d in deck.warnings if d.line == 30]
    assert (said.rule, said.message_key) == ("syntax", "syntax.label-card.other")
    assert len(deck.main) == 40


def test_a_real_list_s_numbers_shortened_are_read_as_those_cards_and_said(cards: CardDB) -> None:
    """YCG Podcast's Lightsworn Ruler list writes ``No. 107: Galaxy-Eyes Tachyon Dragon``
    and ``No. 49 Fortune Tune``: five unknown cards, suggested in Spanish for one ("Número
    39: Utopía" was offered for ``No. 39: Utopia``). Each names one Number card, read as it
    with a warning at its line, as Konami's policy reads a name that names one card."""
    deck = read_deck(str(DATA / "ycgpodcast-lightsworn-ruler-update.txt"), cards)
    said = {d.line: d for d in deck.warnings if d.message_key == "syntax.number-shortened"}
    assert sorted(said) == [30, 31, 33, 40, 43]
    assert said[43].params["card"] == "Number 49: Fortune Tune"
    assert all(d.rule == "syntax" and d.count == 1 for d in said.values())
    extra = {cards.get(code).name for code in deck.extra}  # type: ignore[union-attr]
    assert {"Number 107: Galaxy-Eyes Tachyon Dragon", "Number 11: Big Eye"} <= extra
    assert not [d for d in deck.warnings if d.rule == "unknown-card" and d.line in said]


def test_a_group_s_count_written_under_it_is_checked(cards: CardDB) -> None:
    deck = read_deck(str(DATA / "yugihoje-madolche-popai-2013.txt"), cards)
    totals = [(d.line, d.params) for d in deck.warnings if d.rule == "list-total"]
    assert totals == [(14, {"written": 20, "counted": 17})]  # "(20)": the page's own error
    assert [n.line for n in deck.notes if n.kind == "total"] == [14, 25, 31]


def test_a_real_list_s_section_total_names_only_that_section_s_unread_lines(
    cards: CardDB,
) -> None:
    """The Games Academy's YCS Milano list writes ``MAGIE (12)`` (Italian for Spells) and
    ``EXTRA (15)`` over two misspelt names. Before: ``MAGIE`` was 12 copies of an unknown
    card, and the Extra Deck's total and the Main Deck's minimum each named lines 2, 10, 11,
    14, 35 and 43, those of the other section too."""
    deck = read_deck(str(DATA / "sections" / "ycs-milano-2014-chaos-shaddoll-it.txt"), cards)
    assert 14 not in deck.unread and (14, "type-heading") in [(n.line, n.kind) for n in deck.notes]
    (extra,) = [d for d in deck.warnings if d.rule == "list-total"]
    assert (extra.line, extra.params["unread"]) == (31, "35, 43")
    import datetime as dt

    from ydkcheck.lists.choose import select_banlist
    from ydkcheck.validate import Validator

    selection = select_banlist("tcg", dt.date(2014, 11, 29))
    result = Validator(selection.banlist, cards, selection.as_of).check(deck)
    (size,) = [d for d in result.diagnostics if d.rule == "main-size"]
    assert size.params["unread"] == "2, 10, 11"
