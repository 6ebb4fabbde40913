"""Decklists read as written: kind by content, every line accounted for, counts unambiguous,
totals checked, and .ydk lines the simulators load otherwise reported."""

from __future__ import annotations

from collections import Counter

import pytest

from ydkcheck.cards import CardDB
from ydkcheck.decks.inputs import parse_deck
from ydkcheck.diagnostics import Section, Severity
from ydkcheck.rules import RULES

ASH, POT, MAXX, UTOPIA = 14558127, 55144522, 23434538, 84013237
BANG_OTHER = "rule.ydk-load.bang-other"


def rules(deck) -> list[tuple[str, int | None]]:
    return [(d.rule, d.line) for d in deck.warnings]


def test_counted_names_without_a_heading_are_a_text_list(cards: CardDB) -> None:
    one = parse_deck("3 Pot of Desires\n2 Called by the Grave\n", "a", cards)
    two = parse_deck('3 Pot of Greed\n2 Maxx "C"\n', "b", cards)
    assert one.main != two.main and POT in two.main and MAXX in two.main
    named = parse_deck("#main\n3 Pot of Greed\n#extra\n1 Number 39: Utopia\n", "c", cards)
    assert named.main == (POT,) * 3 and named.extra == (UTOPIA,)


def test_a_line_that_names_a_card_is_that_card_and_a_total_is_no_hiding_place(cards) -> None:
    deck = parse_deck("Main Deck\n3 Pot of Greed\nPot of Greed - total 3\n", "x", cards)
    assert deck.main == (POT,) * 3 and ("unknown-card", 3) in rules(deck)
    honest = parse_deck("Main Deck\nAtaque Total × 3\nTotal Defense Shogun x 1\n", "x", cards)
    assert len(honest.main) == 4
    # no total hides a card; the one warning is of a list in two languages
    assert [d.message_key for d in honest.warnings] == ["syntax.two-languages"]


def test_the_fusion_deck_titles_and_totals(cards: CardDB) -> None:
    text = "YCS Madrid 2024\nDeck de Fusión (2)\n1 Number 39: Utopia\nMonstruos: 1\n"
    deck = parse_deck(text, "x", cards)
    assert deck.extra == (UTOPIA,)
    assert [(d.message_key, d.line) for d in deck.warnings] == [
        ("syntax.title", 1),
        ("rule.list-total", 2),  # 2 written, 1 read
        ("rule.list-total", 4),  # 1 written, none under it
    ]
    assert [note.kind for note in deck.notes] == ["title", "heading", "type-heading"]


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("3 Pot of Greed (x1)", "rule.count.two"),
        ("৪ Pot of Greed", "rule.count.script"),
        ("0 Pot of Greed", "rule.count.zero"),
    ],
)
def test_a_count_that_cannot_be_read_is_an_error_at_its_line(cards, line, key) -> None:
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n{line}\n", "x", cards)
    assert [(d.rule, d.message_key, d.line) for d in deck.warnings] == [("count", key, 3)]
    assert deck.unread == (3,) and deck.main == (POT,)


def test_a_list_without_headings_places_extra_monsters_as_the_simulators(cards) -> None:
    deck = parse_deck("3 Pot of Greed\n1 Number 39: Utopia\n", "x", cards)
    assert deck.extra == (UTOPIA,) and rules(deck) == [("syntax", 2)]


@pytest.mark.parametrize(
    ("text", "key", "main", "side"),
    [
        ("#main\n55144522\n#side\n14558127\n", "rule.ydk-load.side", (POT, ASH), ()),
        ("#main\n55144522\n# Side Deck\n14558127\n", "rule.ydk-load.side", (POT, ASH), ()),
        ("#main\n55144522\n#Side-Deck:\n14558127\n", "rule.ydk-load.side", (POT, ASH), ()),
        ("#main\n14558127junk\n", "rule.ydk-load.suffix", (ASH,), ()),
        ("#main\n+14558127\n", "rule.ydk-load.sign", (ASH,), ()),
        ("#main\n 14558127\n", "rule.ydk-load.indent", (ASH,), ()),
        # a reader sees the Extra Deck's heading, the simulators start the Side Deck
        ("#main\n55144522\n!extra\n14558127\n", "rule.ydk-load.bang", (POT,), (ASH,)),
        ("#main\n55144522\n! Main Deck\n14558127\n", "rule.ydk-load.bang", (POT,), (ASH,)),
        ("#main\n55144522\n!Fusion\n14558127\n", "rule.ydk-load.bang", (POT,), (ASH,)),
        ("#main\n55144522\n!Deck Principal\n14558127\n", "rule.ydk-load.bang", (POT,), (ASH,)),
        ("#main\n55144522\n!Fusión\n14558127\n", "rule.ydk-load.bang", (POT,), (ASH,)),
        ("#main\n55144522\n!side\n!extra\n14558127\n", "rule.ydk-load.bang", (POT,), (ASH,)),
        ("#main\n55144522\n![b]Extra Deck[/b]\n14558127\n", "rule.ydk-load.bang", (POT,), (ASH,)),
        # no heading at all, some editors' comment: the cards after it are the Side's unsaid
        ("#main\n55144522\n!Ritual\n14558127\n", BANG_OTHER, (POT,), (ASH,)),
        ("#main\n55144522\n!<b>Extra</b>\n14558127\n", BANG_OTHER, (POT,), (ASH,)),
        ('#main\n55144522\n! "55144522"\n14558127\n', BANG_OTHER, (POT,), (ASH,)),
        ("#main\n55144522\n#extra\n! notes\n14558127\n", BANG_OTHER, (POT,), (ASH,)),
        ("#main\n55144522\n!" + "- " * 60 + "\n14558127\n", BANG_OTHER, (POT,), (ASH,)),
    ],
)
def test_ydk_lines_the_simulators_load_otherwise_are_errors(cards, text, key, main, side):
    deck = parse_deck(text, "d.ydk", cards)
    assert deck.main == main and deck.side == side
    assert [(d.rule, d.message_key) for d in deck.warnings] == [("ydk-load", key)]


def test_a_side_heading_as_a_comment_after_a_bang_line_is_the_side_as_it_reads(cards) -> None:
    """Before: '#side' after '!extra' was said to keep its cards in the Main or Extra Deck;
    after any '!' line they are the Side Deck's, as the line says."""
    deck = parse_deck("#main\n55144522\n!extra\n#side\n14558127\n", "d.ydk", cards)
    assert deck.side == (ASH,)
    assert [(d.message_key, d.line) for d in deck.warnings] == [("rule.ydk-load.bang", 3)]


@pytest.mark.parametrize(
    "line", ["!Side Deck", "!sideboard", "!Banquillo", "!", "! side", "!Side Deck: 15 cards"]
)
def test_a_bang_line_naming_the_side_deck_is_no_load_error(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"#main\n55144522\n{line}\n14558127\n!Fusion\n14558127\n", "d.ydk", cards)
    assert deck.side == (ASH, ASH) and deck.warnings == ()  # a type's heading in the Side


def test_a_long_bang_line_is_asked_of_in_a_bounded_time(cards: CardDB, monkeypatch) -> None:
    """A first version asked a '!' line of 16 KB of dashes whether it was a heading: 15 s,
    growing with the square of its length. A line longer than any heading is none, and the
    heading patterns never see it."""
    from ydkcheck.decks import text_lines

    asked: list[str] = []
    heading = text_lines.heading
    monkeypatch.setattr(
        text_lines, "heading", lambda line, *rest: asked.append(line) or heading(line, *rest)
    )
    deck = parse_deck("#main\n55144522\n!" + "- " * 8000 + "\n14558127\n", "d.ydk", cards)
    assert deck.side == (ASH,) and [d.message_key for d in deck.warnings] == [BANG_OTHER]
    assert asked == []
    parse_deck("#main\n55144522\n!extra\n14558127\n", "d.ydk", cards)
    assert asked == ["extra"]


def test_any_bang_line_starts_the_side_deck_as_in_the_simulators(cards: CardDB) -> None:
    deck = parse_deck("#main\n55144522\n!Side\n14558127\n", "d.ydk", cards)
    assert deck.side == (ASH,) and deck.warnings == ()
    assert [(n.kind, n.section) for n in deck.notes] == [
        ("heading", Section.MAIN),
        ("heading", Section.SIDE),
    ]


@pytest.mark.parametrize(
    "name",
    [
        "Obelisco el Atormentador",
        "Slifer el Dragón del Cielo",
        "El Dragón Alado de Ra",
        "Adamancipator Relief",
        "Adamatia Relieve",
        "Predaplant Daredevil",
    ],
)
def test_official_names_the_data_missed_resolve(cards: CardDB, name: str) -> None:
    deck = parse_deck(f"Main Deck\n1 {name}\n", "x", cards)
    assert len(deck.main) == 1 and deck.warnings == ()


def test_a_misspelt_name_is_offered_names_in_the_language_of_its_line(cards: CardDB) -> None:
    text = "Main Deck\n1 Pot of Greed\n1 Elemntal HERO Absolute Zero\n1 Mausole del Emperador\n"
    deck = parse_deck(text, "x", cards)
    assert [(d.line, d.params["hint"]) for d in deck.warnings] == [
        (3, "Elemental HERO Absolute Zero"),  # not also HÉROE Elemental Cero Absoluto
        (4, "Mausoleo del Emperador"),  # not also Mausoleum of the Emperor
    ]


def test_a_name_written_in_another_word_order_names_the_card_and_is_not_read(cards) -> None:
    text = "Main Deck\n3 Pot of Greed\n1 Blue-Eyes Spirit Ultimate Dragon\n2 Beast Barbaros King\n"
    deck = parse_deck(text, "x", cards)
    assert deck.main == (POT,) * 3 and deck.unread == (3, 4)  # nothing guessed
    spirit, barbaros = deck.warnings
    assert (spirit.rule, spirit.message_key, spirit.line) == (
        "unknown-card",
        "rule.unknown-name.reordered",
        3,
    )
    assert spirit.message("en") == (
        "unknown card 'Blue-Eyes Spirit Ultimate Dragon': the words of Blue-Eyes Ultimate "
        "Spirit Dragon, in another order; write the name as the card has it"
    )
    assert spirit.message("es") == (
        "carta desconocida «Blue-Eyes Spirit Ultimate Dragon»: las palabras de Blue-Eyes "
        "Ultimate Spirit Dragon, en otro orden; escribe el nombre como lo lleva la carta"
    )
    assert set(barbaros.params["cards"].split(" / ")) == {
        "Beast King Barbaros",
        "King Beast Barbaros",
    }


@pytest.mark.parametrize(
    "line",
    ['Fecha: 3 Maxx "C"', "Player: 2 Pot of Greed", 'Evento: 3 Maxx "C"', '# 3 Maxx "C"',
     '## Maxx "C" x3'],
)  # fmt: skip
def test_a_label_line_that_writes_copies_of_a_card_is_an_error_never_dropped(
    cards: CardDB, line: str
) -> None:
    """Found by a hostile review: such lines were taken as the date, the player, the event or
    a comment, and the list was LEGAL without the card."""
    text = f"Main Deck\n3 Ash Blossom & Joyous Spring\n{line}\n"
    deck = parse_deck(text, "list.txt", cards)
    (problem,) = [d for d in deck.warnings if d.rule == "count"]
    assert (problem.message_key, problem.line) == ("rule.count.hidden", 3)
    assert deck.player is None


def test_a_label_without_copies_of_a_card_stays_a_label(cards: CardDB) -> None:
    text = (
        "Player: Naim\nEvent: Regional 2024\n# my notes\nMain Deck\n3 Ash Blossom & Joyous Spring\n"
    )
    deck = parse_deck(text, "list.txt", cards)
    assert deck.player == "Naim" and not [d for d in deck.warnings if d.rule == "count"]


# found by a hostile review: each was read silently otherwise before

RAIGEKI, REBORN, HARPIE_LADY, HARPIE_LADY_3 = 12580477, 83764719, 76812113, 54415063


@pytest.mark.parametrize(
    "line",
    ["(3) Raigeki", "(x3) Raigeki", "[x3] Raigeki", "Raigeki [3]", "Raigeki [x3]"]
    + ["Raigeki (x3)(LOB)", "Raigeki [LOB-EN053] [x3]", "Pot of Greed (x3) (BLVO-EN065)"],
)
def test_one_count_in_brackets_anywhere_is_the_lines_count(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n{line}\n", "x", cards)
    assert len(deck.main) == 3 and deck.warnings == ()


@pytest.mark.parametrize(
    "line",
    ["Raigeki (3 copies)", "Raigeki (3 copias)", "Raigeki (Qty: 3)", "Raigeki (2 main, 1 side)"]
    + ["3 Raigeki (x2) (LOB)", "Raigeki (x3) [2]"],
)
def test_a_count_in_brackets_never_read_is_never_dropped(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n1 Dark Hole\n{line}\n", "x", cards)
    assert RAIGEKI not in deck.main and ("count", 3) in rules(deck)


def test_notes_in_brackets_are_still_notes(cards: CardDB) -> None:
    text = "Main Deck\n1 Raigeki (LOB-EN053)\n1 Raigeki (1st Edition)\n1 Raigeki [UR]\n"
    deck = parse_deck(text, "x", cards)
    assert deck.main == (RAIGEKI,) * 3 and deck.warnings == ()


@pytest.mark.parametrize(
    "after",
    ["3 Dark Hole", "and 2 Dark Hole in side", "Dark Hole", "……2 Dark Hole……1 Mirror Force"]
    + ["Witch of the Black Forest and more", "and Dark Hole", "y Dark Hole", "& Dark Hole"]
    + ["tres Dark Hole", "three", "III Dark Hole", "Side"],
)
def test_what_goes_on_after_a_note_is_never_dropped(cards: CardDB, after: str) -> None:
    """``3 Raigeki (r) 3 Dark Hole`` was 3 Raigeki, the rest dropped without a word."""
    deck = parse_deck(f"Main Deck\n1 Sangan\n3 Raigeki (r) {after}\n", "x", cards)
    assert RAIGEKI not in deck.main and ("count", 3) in rules(deck)
    (problem,) = [d for d in deck.warnings if d.rule == "count"]
    # "three" alone after the note is a count written there
    assert problem.message_key in {"rule.count.after-note", "rule.count.bracketed"}


@pytest.mark.parametrize(
    "note",
    ["Secret Rare", "1st Edition", "Near Mint", "(LOB) NM", "Unlimited Edition"]
    + ["Near Mint 1st Edition", "Lightly Played Unlimited Edition"],
)
def test_a_note_after_a_note_stays_a_note(cards: CardDB, note: str) -> None:
    deck = parse_deck(f"Main Deck\n3 Raigeki (LOB-EN053) {note}\n", "x", cards)
    assert deck.main == (RAIGEKI,) * 3 and deck.warnings == ()


def test_a_name_and_a_passcode_of_two_cards_name_no_card(cards: CardDB) -> None:
    agree = parse_deck(f"Main Deck\n1 Monster Reborn ({REBORN})\n", "x", cards)
    assert agree.main == (REBORN,) and agree.warnings == ()
    deck = parse_deck(f"Main Deck\n1 Raigeki\n1 Monster Reborn ({POT})\n", "x", cards)
    assert deck.main == (RAIGEKI,)
    (problem,) = deck.warnings
    assert (problem.rule, problem.message_key, problem.line) == (
        "unknown-card",
        "rule.name-passcode",
        3,
    )


@pytest.mark.parametrize(
    "written", ["(#{})", "(passcode {})", "(id: {})", "[code {}]", "(Password: {})", "(código {})"]
)
def test_a_labelled_passcode_of_another_card_beside_a_name_names_no_card(
    cards: CardDB, written: str
) -> None:
    """A hostile review: "1 Monster Reborn (#55144522)" read as Monster Reborn without a word,
    and compara called it the same deck as a Monster Reborn: a label before the number hid
    the passcode of Pot of Greed. A labelled passcode is a passcode."""
    deck = parse_deck(f"Main Deck\n1 Raigeki\n1 Monster Reborn {written.format(POT)}\n", "x", cards)
    assert deck.main == (RAIGEKI,)
    assert [(d.message_key, d.line) for d in deck.warnings] == [("rule.name-passcode", 3)]
    agree = parse_deck(f"Main Deck\n1 Monster Reborn {written.format(REBORN)}\n", "y", cards)
    assert agree.main == (REBORN,) and agree.warnings == ()


def test_passcodes_of_two_cards_beside_a_name_name_no_card(cards: CardDB) -> None:
    """A second review: "55144522 Ash Blossom & Joyous Spring (14558127)" read LEGAL as Ash
    Blossom; so did two bracketed passcodes of two cards. Which one, the player says."""
    for line in (
        f"{POT} Ash Blossom & Joyous Spring (14558127)",
        f"1 Ash Blossom & Joyous Spring ({POT}) (14558127)",
        f"1 Ash Blossom & Joyous Spring (#14558127) (passcode {POT})",
    ):
        deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "x", cards)
        assert deck.main == (RAIGEKI,)
        assert [(d.message_key, d.line) for d in deck.warnings] == [("rule.ambiguous-name", 3)]


def test_a_short_passcode_before_its_cards_name_is_that_card(cards: CardDB) -> None:
    """A second review: "2511 Labrynth Cooclock" refused the list as more than 99 copies; the
    number is the card's own passcode."""
    deck = parse_deck("Main Deck\n1 Raigeki\n2511 Labrynth Cooclock\n", "x", cards)
    assert deck.main == (RAIGEKI, 2511) and deck.warnings == ()


def test_a_passcode_before_a_name_is_a_passcode_never_copies(cards: CardDB) -> None:
    """A hostile review: "55144522 Pot of Greed" refused the whole list, "more than 99
    copies on one line". A passcode before the name reads as one after it in brackets: the
    card where both are of one card, else no card at that line."""
    text = f"Main Deck\n1 Raigeki\n{REBORN} Monster Reborn\n{POT} Monster Reborn\n"
    deck = parse_deck(text, "x", cards)
    assert deck.main == (RAIGEKI, REBORN)
    assert [(d.message_key, d.line) for d in deck.warnings] == [("rule.name-passcode", 4)]
    # quoted as the player wrote it, not as the reader rewrote it ("Monster Reborn (5514…)")
    assert deck.warnings[0].params["name"] == f"{POT} Monster Reborn"


@pytest.mark.parametrize("name", ["Polimerización", "Polymerization"])
def test_a_name_with_the_passcode_of_a_card_only_treated_as_it_names_no_card(
    cards: CardDB, name: str
) -> None:
    """Before: "Polimerización (74335036)" read as Fusion Substitute, which is only treated
    as Polymerization: its Spanish name was the Spanish name of the card it counts as."""
    deck = parse_deck(f"Main Deck\n1 Raigeki\n1 {name} (74335036)\n", "x", cards)
    assert deck.main == (RAIGEKI,) and [d.rule for d in deck.warnings] == ["unknown-card"]
    own = parse_deck("Main Deck\n1 Raigeki\n1 Substituto de Fusión (74335036)\n", "y", cards)
    assert own.main == (RAIGEKI, 74335036) and own.warnings == ()


def test_a_name_that_is_also_a_name_and_a_count_is_read_and_said(cards: CardDB) -> None:
    """ "Harpie Lady 3" is a card, and also "3 × Harpie Lady": the name comes first, with a
    warning; a table copied with a tab between the name and its count reads the same."""
    for line in ("Harpie Lady 3", "Harpie Lady\t3"):
        deck = parse_deck(f"Main Deck\n{line}\n1 Raigeki\n", "x", cards)
        assert deck.main == (HARPIE_LADY_3, RAIGEKI)
        assert [(d.message_key, d.line) for d in deck.warnings] == [("syntax.name-or-count", 2)]
    plain = parse_deck("Main Deck\n3 Harpie Lady\n1 Raigeki\n", "x", cards)
    assert plain.main == (HARPIE_LADY,) * 3 + (RAIGEKI,) and plain.warnings == ()


def test_a_list_of_thousands_of_unknown_names_is_read_each_an_error(cards: CardDB) -> None:
    """Suggestions are looked for the first ``MOST_SUGGESTED`` unknown names only."""
    from ydkcheck.decks.text import MOST_SUGGESTED

    names = ["1 Pot of Greedd"] * (MOST_SUGGESTED + 50)  # a name that has suggestions
    deck = parse_deck("Main Deck\n1 Raigeki\n" + "\n".join(names) + "\n", "x", cards)
    keys = Counter(d.message_key for d in deck.warnings)
    assert keys == {
        "rule.unknown-name": MOST_SUGGESTED,
        "rule.unknown-name.no-hint": 50,
        "syntax.mostly-unread": 1,  # one line read, thousands not
    }


# a second hostile round, on real lists written in other layouts

FISH, COMPLETED = 23771716, 86198326
DARK_MAGICIAN_ART, COOCLOCK = 36996508, 2511


@pytest.mark.parametrize(
    "line",
    ["Raigeki (LOB-EN053) 3", "Raigeki (LOB-EN053)x3", "Raigeki (UR) 3x", "Raigeki [UR] x3"],
)
def test_a_count_after_a_note_is_the_lines_count(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI,) * 3 and deck.warnings == ()


@pytest.mark.parametrize(
    "line", ["Raigeki (UR) 2 copies", "Raigeki (LOB-EN053) Qty 3", "Raigeki (UR) 2 main, 1 side"]
)
def test_a_count_in_words_after_a_note_is_never_dropped(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n1 Dark Hole\n{line}\n", "x", cards)
    assert RAIGEKI not in deck.main and ("count", 3) in rules(deck)


@pytest.mark.parametrize(
    "line",
    ["Harpie Lady (3)", "Harpie Lady [3]", "Harpie Lady ×3", "Dama Arpía (3)"]
    + ["Harpie Lady:3", "Harpie Lady=3", "Harpie Lady,3", "Harpie Lady/3", "Harpie Lady~3"]
    + ["Luster Dragon:2", "Luster Dragon.2", "Jinzo:7", "Jinzo,7", "Morphing Jar–2"]
    + ["Morphing Jar;2", "Morphing Jar_2", "Morphing Jar→2"],
)
def test_a_card_name_written_as_another_card_and_a_count_is_neither(cards, line) -> None:
    deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "x", cards)
    assert deck.main == (RAIGEKI,)
    assert [(d.message_key, d.line) for d in deck.warnings] == [("rule.count.name-or-count", 3)]


@pytest.mark.parametrize(
    "line",
    [f"Monster Reborn [{POT}]", f"Monster Reborn({POT})", f"Monster Reborn ({POT}) (LOB-EN118)"]
    + ["Monster Reborn (12345678)"],
)
def test_a_passcode_anywhere_beside_a_name_must_be_the_names(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n1 Raigeki\n1 {line}\n", "x", cards)
    assert deck.main == (RAIGEKI,) and [d.rule for d in deck.warnings] == ["unknown-card"]


@pytest.mark.parametrize(
    "line", [f"[{POT}] Pot of Greed", f"1 [{POT}] Pot of Greed", f"[{POT}]", f"2x [{POT}]"]
)
def test_a_passcode_in_brackets_before_the_name_is_no_count(cards: CardDB, line: str) -> None:
    # a wrapped line of a published Edison list began "[09748752] · 2 Dandylion"
    deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "x", cards)
    copies = 2 if line.startswith("2x") else 1
    assert deck.main == (RAIGEKI,) + (POT,) * copies and deck.warnings == ()


def test_a_misspelt_name_between_markup_tags_is_suggested_its_card(cards: CardDB) -> None:
    deck = parse_deck("Main Deck\n1 Raigeki\n1 [ccProd]Flamveil Guard[/ccProd]\n", "x", cards)
    (problem,) = deck.warnings
    assert problem.message_key == "rule.unknown-name"
    assert problem.params["hint"] == "Flamvell Guard"


def test_a_name_that_starts_with_digits_keeps_its_count_at_the_end(cards: CardDB) -> None:
    text = "Main Deck\n7 Colored Fish (2)\n7 Colored Fish x1\n7 Completed (1)\n"
    deck = parse_deck(text, "x", cards)
    assert sorted(deck.main) == sorted((FISH,) * 3 + (COMPLETED,)) and deck.warnings == ()


def test_the_artwork_a_passcode_names_is_kept_beside_a_note(cards: CardDB) -> None:
    text = (
        f"Main Deck\nDark Magician ({DARK_MAGICIAN_ART}) (LOB)\n"
        f"Dark Magician [{DARK_MAGICIAN_ART}]\nLabrynth Cooclock ({COOCLOCK})\n"
    )
    deck = parse_deck(text, "x", cards)
    assert deck.main == (DARK_MAGICIAN_ART, DARK_MAGICIAN_ART, COOCLOCK) and deck.warnings == ()


@pytest.mark.parametrize("line", ["1x – Drilloid", "2 - Drilloid", "3 • Drilloid", "1 | Drilloid"])
def test_an_unknown_name_after_a_separator_is_said_without_it(cards: CardDB, line: str) -> None:
    """Before: a real 2005 list's `1x – Drilloid` was told "unknown card '– Drilloid'"."""
    deck = parse_deck(f"Main Deck\n3 Sangan\n{line}\n", "x", cards)
    (problem,) = [d for d in deck.warnings if d.rule == "unknown-card"]
    assert problem.params["name"] == "Drilloid" and "Drillroid" in problem.params["hint"]


@pytest.mark.parametrize(
    "heading",
    [
        "25 Monsters",
        "13 Spells:",
        "15 Trampas",
        "S/T (15)",
        "Spells & Traps: 15",
        "Spells/Traps (15)",
        "Hechizos y Trampas: 15",
        "9 x Magic:",  # a real 2005 list writes its headings as its cards: "1 x Name"
        "9x Spells",
    ],
)
def test_a_type_heading_written_after_its_count_or_over_spells_and_traps_is_a_heading(
    cards: CardDB, heading: str
) -> None:
    """Before: `25 Monsters` was 25 copies of an unknown card (which compara fitted to
    Free-Range Monsters: a Game Loss for an honest list), and `S/T (15)` an unknown card."""
    text = f"Main Deck\n{heading}\n3 Pot of Greed\n3 Mirror Force\n"
    deck = parse_deck(text, "x", cards)
    assert deck.main == (POT,) * 3 + (44095762,) * 3
    # a Spell under "25 Monsters", a Trap under "13 Spells:": said as such, apart from counts
    counts = [d for d in deck.warnings if d.message_key != "syntax.misplaced-type"]
    assert [d.rule for d in counts] == ["list-total"]  # the count is checked
    (total,) = counts  # the cards under it, to the next heading
    assert total.params["counted"] == 6 and total.line == 2
    written = total.params["written"]
    honest = parse_deck(text.replace(str(written), "6", 1), "x", cards)  # the right count
    assert all(d.message_key == "syntax.misplaced-type" for d in honest.warnings)


@pytest.mark.parametrize(
    ("heading", "rule"),
    [
        ('Side Deck (two Ash Blossom, one Maxx "C")', "count"),
        ('Main Deck (three Maxx "C")', "count"),
        ('Banquillo (tres Maxx "C")', "count"),
        ('Side Deck (Maxx "C") 3', "syntax"),  # a card named, its count the heading's
        ("Side Deck (Banquillo)", None),
        ("Monsters (16):", None),
        ("Traps (7)", None),  # a count, though a card is named "7"
    ],
)
def test_a_heading_s_note_that_writes_a_card_is_said_at_its_line(
    cards: CardDB, heading: str, rule: str | None
) -> None:
    """Before: a note in brackets on a heading was passed over whatever it wrote, and
    `Side Deck (two Ash Blossom, one Maxx "C")` over the Side Deck lost three copies."""
    deck = parse_deck(f"Main Deck\n3 Sangan\n{heading}\n3 Pot of Greed\n", "x", cards)
    said = [d.rule for d in deck.warnings if d.line == 3 and d.rule != "list-total"]
    assert said == ([rule] if rule else [])


@pytest.mark.parametrize(
    ("line", "copies"),
    [
        ("1x— Sangan", 1),
        ("2) Sangan", 2),
        ("3 x— Sangan", 3),
        ("Sangan – 2x", 2),
        ("Sangan — 3 copies", 3),
        ("3-Hump Lacooda", 1),  # a dash inside a name is no count's
    ],
)
def test_a_count_parted_from_its_name_by_a_dash_or_a_bracket_is_read(
    cards: CardDB, line: str, copies: int
) -> None:
    """Before: `1x— Spore` (no blank before the dash), `Glow-Up Bulb – 1x` and `1) Sangan`
    were unknown cards."""
    deck = parse_deck(f"Main Deck\n{line}\n", "x", cards)
    assert len(deck.main) == copies and not [d for d in deck.warnings if d.rule != "main-size"]


@pytest.mark.parametrize(
    "body",
    [
        'Monsters (6)\nNormal Monsters (0)\nEffect Monsters (6)\n3 Sangan\n3 Maxx "C"\n',
        'Monsters (6)\nEffect Monsters (3)\n3 Sangan\nNormal Monsters (3)\n3 Maxx "C"\n',
    ],
)
def test_type_headings_under_a_type_heading_each_count_their_own_cards(
    cards: CardDB, body: str
) -> None:
    """Before: `Effect Monsters (6)` right under `Monsters (6)` closed it, and the list was
    told "writes 6 here, but 0 cards were read" at its Monsters line."""
    honest = parse_deck(f"Main Deck (9)\n{body}Spells (3)\n3 Pot of Greed\n", "x", cards)
    assert len(honest.main) == 9 and honest.warnings == ()
    wrong = parse_deck(
        f"Main Deck (9)\n{body.replace('(6)', '(7)', 1)}Spells (3)\n3 Pot of Greed\n", "x", cards
    )
    assert [(d.rule, d.line) for d in wrong.warnings] == [("list-total", 2)]


def test_a_count_in_brackets_under_a_group_of_cards_is_the_group_s_total(cards: CardDB) -> None:
    """A real list (``tests/data/decklists/yugihoje-madolche-popai-2013.txt``) closes each
    group with its count, ``(20)``; each was an unreadable line, and its wrong count unsaid."""
    text = "Main Deck\nPot of Greed x3\nSangan x2\n(5)\nSpells:\nRaigeki x1\n(2)\n[1]\n"
    deck = parse_deck(text, "x", cards)
    assert len(deck.main) == 6 and deck.unread == (8,)  # "[1]" right after a count: unread
    assert sorted((d.line, d.rule) for d in deck.warnings) == [(7, "list-total"), (8, "syntax")]
    assert [note.kind for note in deck.notes] == [
        "heading",
        "total",
        "type-heading",
        "total",
        "unread",
    ]
    right = parse_deck(text.replace("(2)", "(1)").replace("[1]\n", ""), "x", cards)
    assert right.warnings == () and right.unread == ()


def test_a_count_in_brackets_that_closes_no_group_of_cards_is_never_dropped(cards) -> None:
    deck = parse_deck("Main Deck\n(3)\n3 Pot of Greed\n", "x", cards)
    assert deck.unread == (2,) and ("syntax", 2) in rules(deck)
    # under a card written without its count, it may be that card's: an error at its line
    for alone in ("(3)", "[3]", "(x3)", "3", "- 3", "x3"):
        text = f"Main Deck\n1 Pot of Greed\n1 Raigeki\nCalled by the Grave\n{alone}\n"
        under = parse_deck(text, "x", cards)
        assert len(under.main) == 3 and under.unread == (5,)
        assert [(d.message_key, d.line) for d in under.warnings] == [("rule.count.alone", 5)]


def test_an_extra_deck_heading_under_the_side_deck_is_read_as_the_extra_deck_and_said(
    cards: CardDB,
) -> None:
    """As a 2005 list writes its Fusion Deck after its Side Deck; a reader of today counts
    those cards in the Side Deck, so the reading is said at its line (before: in silence)."""
    text = (
        "Main Deck\n3 Pot of Greed\nSide Deck\n1 Raigeki\nFusion Monsters:\n1 Number 39: Utopia\n"
    )
    deck = parse_deck(text, "x", cards)
    assert deck.extra == (UTOPIA,) and len(deck.side) == 1
    assert ("syntax", 5) in rules(deck)


DESTINY_DRAW, DESTINY_DRAW_SKILL = 45809008, 300201002


@pytest.mark.parametrize("heading", ["Skill", "Skill Card (1)", "Habilidad:", "## Skills"])
def test_a_name_under_a_skill_heading_is_the_skill_card_of_that_name(
    cards: CardDB, heading: str
) -> None:
    """Before, a Skill Card that shares a Spell's name (Destiny Draw) was read as the Spell,
    and a Speed Duel list naming its Skill was told "not on the list"."""
    spells = parse_deck("Main Deck\n3 Pot of Greed\nSpells\n1 Destiny Draw\n", "a", cards)
    skill = parse_deck(f"Main Deck\n3 Pot of Greed\n{heading}\n1 Destiny Draw\n", "b", cards)
    spells_again = parse_deck("Main Deck\n3 Pot of Greed\nSpells\n1 Destiny Draw\n", "c", cards)
    assert DESTINY_DRAW in spells.main and DESTINY_DRAW in spells_again.main
    assert DESTINY_DRAW_SKILL in skill.main and DESTINY_DRAW not in skill.main
    assert skill.warnings == ()


def test_a_skill_written_after_its_label_is_one_skill_card(cards: CardDB) -> None:
    deck = parse_deck("Skill: Destiny Draw\nMain Deck\n3 Pot of Greed\n", "x", cards)
    assert deck.main == (DESTINY_DRAW_SKILL, POT, POT, POT) and deck.warnings == ()


def test_a_card_written_as_a_skill_that_no_skill_card_bears_is_an_error(cards: CardDB) -> None:
    deck = parse_deck("Skill: Pot of Greed\nMain Deck\n3 Sangan\n", "x", cards)
    assert POT not in deck.main and deck.unread == (1,)
    assert [(d.message_key, d.line) for d in deck.warnings] == [("rule.no-skill", 1)]


def test_a_skill_name_two_skills_bear_is_an_error_naming_both(cards: CardDB) -> None:
    deck = parse_deck("Main Deck\n3 Pot of Greed\nSkill\n1 Power Bond\n", "x", cards)
    assert [(d.message_key, d.line) for d in deck.warnings] == [("rule.ambiguous-name", 4)]
    assert "300302051" in deck.warnings[0].params["candidates"]


@pytest.mark.parametrize(
    "note",
    ["(３)", "(³)", "[𝟑]", "(٣)", "(૩)", "(x３)", "[x³]", "(Ⅲ)", "(③)", "(٣ copies)"]
    + ["(3pcs)", "[3pcs]", "(3uds)", "(3 uds)", "(3ea)", "(3/3)"]
    # an invisible character in the count; a unit ydkcheck does not know, a playset
    + ["(3\u200b)", "(\u20603)", "(3\u00ad)", "(3 cards)", "(3 ud.)", "[3un]", "(cant. 3)"]
    + ["(n=3)", "(3ct)", "(3 ejemplares)", "(playset)", "(3 cards) (UR)"],
)
def test_a_count_in_brackets_in_any_digits_or_with_its_unit_glued_is_never_one_copy(
    cards: CardDB, note: str
) -> None:
    """Before, these notes were taken for a note, not a count, and the line was one copy:
    `Called by the Grave (３)` was LEGAL and the same deck as a list of one."""
    deck = parse_deck(f"Main Deck\n1 Pot of Desires\nCalled by the Grave {note}\n", "x", cards)
    assert [(d.rule, d.message_key, d.line) for d in deck.warnings] == [
        ("count", "rule.count.bracketed", 3)
    ]
    assert len(deck.main) == 1


# an edition, a set code, a rarity, a real 2004 list's prose
NOT_COUNTS = ["(1st Edition)", "(LOB-EN118)", "(Ultimate Rare)"]
NOT_COUNTS.append("(...except when it comes to a 3-eyed Critter.)")


@pytest.mark.parametrize("note", NOT_COUNTS)
def test_a_note_that_writes_no_number_of_copies_stays_a_note(cards: CardDB, note: str) -> None:
    deck = parse_deck(f"Main Deck\n1 Pot of Desires\nCalled by the Grave {note}\n", "x", cards)
    assert deck.warnings == () and len(deck.main) == 2


@pytest.mark.parametrize(
    "line",
    ['Maxx "C"×3', 'Maxx "C" ×3', 'Maxx "C"*3', 'Maxx "C" *3', 'Maxx "C"x3']
    + ['Maxx "C" 3枚', 'Maxx "C"×3枚', 'Maxx "C"·3', 'Maxx "C"· 3'],
)
def test_a_count_glued_to_the_name_is_the_lines_count(cards: CardDB, line: str) -> None:
    # "Name×3", "Name*3", "名 3枚": how Japanese and some English lists write it
    for text in (f"Main Deck\n{line}\n", f"{line}\nMain Deck\n1 Raigeki\n"):
        deck = parse_deck(text, "x", cards)
        assert deck.main.count(MAXX) == 3 and not [n for n in deck.notes if n.kind == "title"]


@pytest.mark.parametrize(
    "line",
    [
        "灰流うらら×3",
        "灰流うらら 3枚",
        "《灰流うらら》3",
        "灰流うらら*3",
    ],
)
def test_a_counted_line_above_the_list_is_never_its_title(cards: CardDB, line: str) -> None:
    # before a list of 40 cards: read as its title, 3 copies would leave without an error
    deck = parse_deck(f"{line}\nMain Deck\n3 Raigeki\n", "x", cards)
    assert ("unknown-card", 1) in rules(deck)
    assert deck.notes[0].kind == "unread"


@pytest.mark.parametrize(
    "line",
    ["Blackwing Top 8", "Blackwing #2", "Regional 2019", "Dragon Link v2", "Liga de Madrid · 3"],
)
def test_a_title_that_ends_in_a_number_is_still_a_title(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"{line}\nMain Deck\n3 Raigeki\n", "x", cards)
    assert deck.notes[0].kind == "title" and deck.main == (RAIGEKI,) * 3


@pytest.mark.parametrize(
    "heading",
    ["Side Deck: None", "Extra Deck: none", "Side Deck: N/A", "Side Deck - (none)", "No Side Deck"]
    + ["Sin Side Deck", "Side Deck: ninguno", "Deck Extra: nada", "Side Deck: vacío"],
)
def test_a_heading_that_says_its_section_is_empty_is_a_heading_of_none(cards, heading) -> None:
    # 'Side Deck: None' was an unknown card, and the deck ILLEGAL
    deck = parse_deck(f"Main Deck\n3 Raigeki\n{heading}\n", "x", cards)
    assert deck.warnings == () and deck.notes[-1].kind == "heading"
    # and a card under it is counted there, against the written count of none
    filled = parse_deck(f"Main Deck\n3 Raigeki\n{heading}\n1 Dark Hole\n", "x", cards)
    assert ("list-total", 3) in rules(filled)


def test_a_shorthand_that_fits_one_card_is_named_as_compara_reads_it(cards: CardDB) -> None:
    # valida said "did you mean: Bonfire?" of "3 Lonefire", which compara reads, by Konami's
    # policy, as Lonefire Blossom: the same file, two readings and no word of it
    deck = parse_deck("Main Deck\n3 Raigeki\n3 Lonefire\n3 Bottomless\n", "x", cards)
    lonefire, bottomless = (d for d in deck.warnings if d.rule == "unknown-card")
    assert lonefire.message_key == "rule.unknown-name.shorthand"
    assert lonefire.params["card"] == "Lonefire Blossom"
    assert "compare" in lonefire.message("en") and "write the whole name" in lonefire.message("en")
    assert bottomless.message_key != "rule.unknown-name.shorthand"  # it fits several


def test_a_counted_line_padded_past_the_bound_is_an_error(cards: CardDB) -> None:
    # '3 Maxx "C"' and 200 dots was a syntax warning: the list read LEGAL, and the fingerprint
    # an organiser recorded left the three Forbidden copies out
    padded = '3 Maxx "C" ' + "." * 200
    deck = parse_deck(f"Main Deck\n3 Raigeki\n{padded}\n{'. ' * 150}\n", "x", cards)
    assert ("count", 3) in rules(deck) and ("syntax", 4) in rules(deck)
    commented = parse_deck(f"Main Deck\n3 Raigeki\n// 2x Sangan {'.' * 300}\n", "x", cards)
    assert ("count", 3) in rules(commented)
    huge = parse_deck(f"Main Deck\n3 Raigeki\n3 Sangan {'.' * 1_000_000}\n", "x", cards)
    assert ("count", 3) in rules(huge)  # read in bounded time: the bound's slices only


@pytest.mark.parametrize(
    "line",
    [
        'Maxx "C" x3 ',
        '(3) Maxx "C" ',
        '| 3 | Maxx "C" | ',
        '1. Maxx "C" ',
        '3 "A" Cell Breeding Device ',
    ]
    + ["." * 300 + ' 3 Maxx "C" '],
)
def test_copies_of_a_card_anywhere_in_a_long_line_are_an_error(cards: CardDB, line: str) -> None:
    # each got round the first rule, which looked for a count at the start only
    deck = parse_deck(f"Main Deck\n3 Raigeki\n{line}{'.' * 250}\n", "x", cards)
    assert ("count", 3) in rules(deck)


@pytest.mark.parametrize(
    "line",
    ["// 3 reasons to play this build: it is fast, it is fun, and it beats the locals' decks "]
    + ["Round: 3", "Table: 12", "Mesa: 12", "Time: 10:30"],
)
def test_prose_and_labels_with_numbers_are_no_card_lines(cards: CardDB, line: str) -> None:
    long = line + "and more words " * 12 if line.startswith("//") else line
    deck = parse_deck(f"{long}\nMain Deck\n3 Raigeki\n", "x", cards)
    assert [rule for rule, _ in rules(deck) if rule in {"count", "unknown-card"}] == []


def test_a_table_row_with_a_comment_after_the_name_is_the_card(cards: CardDB) -> None:
    """A Master Duel player's notes: ``| 3 | **Dark Magician** | The anchor. |``. Every row was
    unread, and the list "read no line as a card", naming none."""
    text = "| # | Card | Role |\n|---|---|---|\n| 3 | **Raigeki** | Clears the board. |\n"
    deck = parse_deck(text + "| 2 | Dark Hole | The same, for its cost |\n", "x", cards)
    assert deck.main == (RAIGEKI,) * 3 + (53129443,) * 2  # Dark Hole


@pytest.mark.parametrize(
    "comment",
    ["2 in side", "Side Deck", "Sangan", "+1", "x2", "and Sangan", "Raigeki, Sangan"]
    + ['Side: 3 Maxx "C"', 'más 3 Maxx "C"', "three", "banquillo"],
)
def test_a_table_column_after_the_name_that_says_more_is_never_dropped(
    cards: CardDB, comment: str
) -> None:
    deck = parse_deck(f"| 3 | Dark Hole |\n| 3 | Raigeki | {comment} |\n", "x", cards)
    assert RAIGEKI not in deck.main and any(line == 2 for _, line in rules(deck))


def test_a_groups_count_names_its_lines_not_read(cards: CardDB) -> None:
    """A real list wrote `Monsters (24)` over lines adding up to 25, two of them names no card
    bears: "the list writes 24, 21 read" hid that two lines of the group went unread."""
    text = "Main Deck\nMonsters (9)\n3 Sangan\n3 Sangn The Wrong\n3 Dark Hole Typo\n"
    deck = parse_deck(text, "x", cards)
    (total,) = [d for d in deck.warnings if d.rule == "list-total"]
    assert total.message_key == "rule.list-total.unread" and total.params["unread"] == "4, 5"
    honest = parse_deck(text.replace("Sangn The Wrong", "Raigeki"), "x", cards)
    (total,) = [d for d in honest.warnings if d.rule == "list-total"]
    assert total.params["unread"] == "5"


@pytest.mark.parametrize(
    "line",
    [
        "Honourable Mention: Raigeki",
        "Menciones honoríficas: Raigeki",
        "Cuts: Raigeki",
        "Honourable Mention: Tinplate Goldfish",  # the list's own words: no card's TCG name
    ],
)
def test_a_card_under_a_label_that_leaves_it_out_is_said_not_counted(
    cards: CardDB, line: str
) -> None:
    """A published list (YGOrganization's Black Garden) ends with ``Honourable Mention:
    Tinplate Goldfish``: an unknown card, and a legal deck ILLEGAL. Such a label's card is
    said, not counted."""
    deck = parse_deck(f"Main Deck\n3 Pot of Greed\n{line}\n", "x", cards)
    assert deck.main == (POT,) * 3
    (said,) = [d for d in deck.warnings if d.line == 3]
    assert (said.rule, said.message_key) == ("syntax", "syntax.label-card.other")


@pytest.mark.parametrize(
    "line",
    [
        "Tech: Raigeki",
        "Cut: 2 Raigeki",
        "Cuts: Raigeki x2",
        "Cuts: Raigekki x2",
        "Not cut: Raigeki",  # a review: a person reads it in the deck
    ],
)
def test_a_card_under_any_other_label_or_with_copies_is_never_taken_out(
    cards: CardDB, line: str
) -> None:
    deck = parse_deck(f"Main Deck\n3 Pot of Greed\n{line}\n", "x", cards)
    assert deck.main == (POT,) * 3
    assert [rule for rule, line in rules(deck) if line == 3] in (["unknown-card"], ["count"])


@pytest.mark.parametrize(
    "line",
    [
        "3x Pot of Greed 2x Raigeki",
        "Pot of Greed x3 Raigeki x2",
        "1x Pot of Greed, 2x Raigeki",
        "2 Pot of Greed 2 Raigeki",  # a table's row flattened into one line (metagame.be)
    ],
)
def test_several_cards_on_one_line_are_said_so_and_none_is_read(cards: CardDB, line: str) -> None:
    """Game8 writes ``Maxx "C" x3 Ash Blossom & Joyous Spring x3`` a line: an unknown card
    whose suggestions were the first card, not the reason."""
    deck = parse_deck(f"Main Deck\n1 Sangan\n{line}\n", "x", cards)
    (said,) = [d for d in deck.warnings if d.line == 3]
    assert (
        said.message_key == "rule.count.several"
        and said.params["cards"] == "Pot of Greed / Raigeki"
    )
    assert POT not in deck.main and RAIGEKI not in deck.main


def test_a_line_of_a_card_and_a_name_no_card_bears_is_no_several(cards: CardDB) -> None:
    deck = parse_deck("Main Deck\n1 Sangan\n3x Pot of Greed 2x Raigekki\n", "x", cards)
    (said,) = [d for d in deck.warnings if d.line == 3]
    assert said.rule == "unknown-card"
    single = parse_deck("Main Deck\nNumber 39: Utopia x1\n", "x", cards)
    assert single.main == (UTOPIA,)


@pytest.mark.parametrize("heading", ["", "Main Deck\n1 Sangan\n"])
def test_names_glued_together_are_several_cards_whether_or_not_the_list_began(
    cards: CardDB, heading: str
) -> None:
    """A table copied from a web page loses its cells' borders: ``Pot of GreedRaigeki`` was
    taken for the list's title above it, its cards left out with a warning."""
    deck = parse_deck(f"{heading}Pot of GreedRaigekiRaigeki--\n3 Dark Hole\n", "x", cards)
    line = heading.count("\n") + 1
    (said,) = [d for d in deck.warnings if d.line == line]
    assert said.message_key == "rule.count.several"
    assert said.params["cards"] == "Pot of Greed / Raigeki / Raigeki"
    assert POT not in deck.main and RAIGEKI not in deck.main
    assert not [note for note in deck.notes if note.kind == "title"]


def test_names_glued_with_their_counts_are_several_cards(cards: CardDB) -> None:
    """A HERO guide's table of three columns, copied: ``Mask Change x3Hero Signal x3`` was one
    unknown card, its error naming no card where the same row with a space says two."""
    deck = parse_deck("Main Deck\n1 Sangan\nMask Change x3Hero Signal x3\n", "x", cards)
    (said,) = [d for d in deck.warnings if d.line == 3]
    assert said.message_key == "rule.count.several"
    assert said.params["cards"] == "Mask Change / Hero Signal"
    # a name glued to a type's label, or a count inside a cell, is no whole card
    for line in ("Elemental HERO Core x1Fusion Monster", "Sangan x3 Raigeki x2Sangan"):
        deck = parse_deck(f"Main Deck\n1 Sangan\n{line}\n", "x", cards)
        assert [d.rule for d in deck.warnings if d.line == 3] == ["unknown-card"]


@pytest.mark.parametrize(
    "title",
    [
        "Dark Magician",  # one card: its title, or a card without a count
        "My Deck: Dark MagicianTribute",  # a piece that is no card
        "Blue-Eyes White DragonDeck",
        "LaLa Li-oon",  # a name whose capitals follow small letters is one card
        "TCG 2024 Ghostrick Deck",
    ],
)
def test_a_line_that_is_not_whole_cards_glued_is_no_several(cards: CardDB, title: str) -> None:
    deck = parse_deck(f"{title}\nMain Deck\n3 Raigeki\n", "x", cards)
    assert not [d for d in deck.warnings if d.message_key == "rule.count.several"]


def test_a_list_mostly_unread_says_its_verdict_stands_on_few_lines(cards: CardDB) -> None:
    """A German list: 4 of 40 Main Deck cards read, 23 unknown names, and the verdict spoke
    of a Main Deck of 4 cards as if that were the list."""
    unknown = "".join(f"3 Topfgeist {n}\n" for n in range(5))
    deck = parse_deck(f"Main Deck\n3 Raigeki\n{unknown}", "x", cards)
    (said,) = [d for d in deck.warnings if d.message_key == "syntax.mostly-unread"]
    assert said.params == {"unread": 5, "read": 1}
    read = "3 Raigeki\n1 Sangan\n1 Pot of Greed\n1 Dark Hole\n1 Monster Reborn\n"
    fewer = parse_deck(f"Main Deck\n{read}{unknown}", "x", cards)  # as many read
    assert not [d for d in fewer.warnings if d.message_key == "syntax.mostly-unread"]
    three = "".join(f"3 Topfgeist {n}\n" for n in range(3))  # each said at its line
    few = parse_deck(f"Main Deck\n3 Raigeki\n{three}", "x", cards)
    assert not [d for d in few.warnings if d.message_key == "syntax.mostly-unread"]


def test_a_sections_count_names_the_lines_not_read(cards: CardDB) -> None:
    """A real list wrote `Extra deck (15)` over a line no card bears: its warning said only
    "15 written, 14 read". Its lines not read are named: those that stand in that section
    (a card line under its heading), never another's; a line whose section is unknown (no
    card line: a count that cannot be read) in every section's."""
    text = (
        "Main Deck (6)\n3 Sangan\n3 Sangn The Wrong\nExtra Deck (3)\n2 Blue-Eyes Ultimate Dragon\n"
    )
    deck = parse_deck(text + "1 Blue-Eyes Ultmate Dragn Typo\n", "x", cards)
    totals = [d for d in deck.warnings if d.rule == "list-total"]
    assert [(d.line, d.message_key, d.params["unread"]) for d in totals] == [
        (1, "rule.list-total.unread-list", "3"),
        (4, "rule.list-total.unread-list", "6"),
    ]
    unplaced = parse_deck(text + "3 Blue-Eyes Ultimate Dragon (x1)\n", "x", cards)
    totals = [d for d in unplaced.warnings if d.rule == "list-total"]
    assert [(d.line, d.params["unread"]) for d in totals] == [(1, "3, 6"), (4, "6")]
    honest = parse_deck(text + "1 Blue-Eyes Ultimate Dragon\n", "x", cards)
    (total,) = [d for d in honest.warnings if d.rule == "list-total"]
    assert total.line == 1 and total.params["unread"] == "3"


@pytest.mark.parametrize("note", ['(nota: 3 Maxx "C")', '(x2 Maxx "C")', '[and 3 Maxx "C"]'])
def test_a_note_that_writes_copies_of_a_card_is_never_dropped(cards: CardDB, note: str) -> None:
    deck = parse_deck(f"Main Deck\n3 Raigeki {note}\n1 Sangan\n", "x", cards)
    assert RAIGEKI not in deck.main and MAXX not in deck.main and ("count", 2) in rules(deck)


def test_a_note_that_names_a_card_without_copies_is_read_and_said(cards: CardDB) -> None:
    """A note naming another card is read as a comment, but said: a hostile round padded
    ``(really the Ash Blossom & Joyous Spring, proxy)`` past any bound on its words."""
    deck = parse_deck('Main Deck\n1 Raigeki (clears what Maxx "C" brings)\n', "x", cards)
    assert deck.main == (RAIGEKI,)
    assert [d.message_key for d in deck.warnings] == ["syntax.note-card"]


DROLL, BORRELOAD, SANGAN, POT = 94145021, 31833038, 26202165, 55144522


def test_a_section_heading_and_a_card_on_one_line_are_both_read(cards: CardDB) -> None:
    """A published list wrote ``Main: Pot of Greed``: each was an unknown card. A section's
    heading is a label under which the card is in the deck (``Side: Raigeki``), unlike
    ``Tech:`` or ``Cut:``; above the list, or as ``Deck:``, it is the list's title, said."""
    text = (
        "Main Deck\n"
        "3 Ash Blossom & Joyous Spring\n"
        'Deck Principal: 2 Maxx "C"\n'
        "Extra: 1 Borreload Dragon\n"
        "Side Deck: Droll & Lock Bird x2\n"
    )
    deck = parse_deck(text, "list.txt", cards)
    assert Counter(deck.main) == {ASH: 3, MAXX: 2}
    assert deck.extra == (BORRELOAD,) and deck.side == (DROLL, DROLL)
    assert deck.warnings == () and deck.unread == ()
    headings = [(note.line, note.section) for note in deck.notes if note.kind == "heading"]
    assert headings == [
        (1, Section.MAIN), (3, Section.MAIN), (4, Section.EXTRA), (5, Section.SIDE)
    ]  # fmt: skip
    assert [entry.line for entry in deck.entries if entry.card_id == MAXX] == [3, 3]


def test_cards_after_a_heading_written_with_a_card_are_said(cards: CardDB) -> None:
    """``Side: 1 Evenly Matched`` amid a Main Deck moved every later line to the Side Deck
    without a word (a review)."""
    deck = parse_deck("Main Deck\n1 Sangan\nSide: 1 Pot of Greed\n1 Raigeki\n", "x", cards)
    assert deck.side == (POT, RAIGEKI)
    assert [(d.message_key, d.line) for d in deck.warnings] == [("syntax.inline-heading", 4)]


@pytest.mark.parametrize(
    "text",
    ["Deck: Dark Magician\nMain Deck\n3 Sangan\n", "Main Deck\n3 Sangan\nDeck: Dark Magician\n",
     "Main Deck\n3 Sangan\n## Honourable Mentions\nMain: 1 Dark Magician\n"],
)  # fmt: skip
def test_a_deck_named_after_a_card_or_a_mention_is_no_heading_and_card(cards, text) -> None:
    """A review: ``Deck: Dark Magician`` above a list added a Dark Magician, and ``Main: 1
    Card`` under ``## Honourable Mentions`` counted it: each SAME DECK as a deck with it."""
    deck = parse_deck(text, "list.txt", cards)
    assert deck.main == (SANGAN,) * 3 and deck.warnings != ()


@pytest.mark.parametrize(
    "line",
    [
        "Main: Pot of Greedy",
        "Side: 3 Pot of Greed x2",
        "Cut: 3 Pot of Greed",
        "Tech: Sangan",
        "Main: 3 Sangan // Side Deck",  # a comment that recounts is never dropped
    ],
)
def test_a_heading_beside_what_reads_as_no_card_is_no_heading(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n3 Ash Blossom & Joyous Spring\n{line}\n", "list.txt", cards)
    assert deck.main == (ASH,) * 3 and deck.side == ()
    assert [note.line for note in deck.notes if note.kind == "heading"] == [1]
    assert [d.line for d in deck.warnings if d.severity.value == "error"] == [3]


def test_a_type_headings_count_over_other_kinds_after_it_counts_its_kind(cards: CardDB) -> None:
    """Pojo's 2005 list writes ``Monsters: 18`` over 18 monsters, then its spells and traps
    without a heading: "writes 18 here, but 40 cards were read" was noise on an honest list.
    A count of neither its kind nor its cards is still said."""
    monsters = "3 Sangan\n"
    spells = "1 Pot of Greed\n1 Raigeki\n"
    honest = parse_deck(f"Main Deck\nMonsters: 3\n{monsters}{spells}", "x", cards)
    assert len(honest.main) == 5 and honest.warnings == ()
    wrong = parse_deck(f"Main Deck\nMonsters: 4\n{monsters}{spells}", "x", cards)
    assert [(d.rule, d.line) for d in wrong.warnings] == [("list-total", 2)]
    # 2 is nearer the 3 monsters than the 5 cards under the heading: said against the
    # monsters, with all 5 beside them, so that a judge counts what the heading counts; 4 and
    # 6 are said against the 5 cards
    under = parse_deck(f"Main Deck\nMonsters: 2\n{monsters}{spells}", "x", cards)
    (total,) = under.warnings
    assert total.message_key == "rule.list-total.kind"
    assert (total.params["counted"], total.params["under"]) == (3, 5)
    for count in (4, 6):
        other = parse_deck(f"Main Deck\nMonsters: {count}\n{monsters}{spells}", "x", cards)
        (total,) = [d for d in other.warnings if d.rule == "list-total"]
        assert total.message_key == "rule.list-total" and total.params["counted"] == 5
    spells_only = parse_deck(f"Main Deck\nMonsters: 3\n{spells}", "x", cards)
    # no monster under "Monsters: 3": its Spells are under the wrong heading, and said so
    said = sorted((d.line, d.rule) for d in spells_only.warnings)
    assert said == [(2, "list-total"), (3, "syntax"), (4, "syntax")]


@pytest.mark.parametrize(
    "line",
    ["Deck List (40)", "Decklist: 40 cards", "DECK LIST : 40 cartes", "Total: 40 cartes",
     "Lista del mazo (40)", "Main Deck List (40)",
     # Pojo's reports write "40 Cards:" above the list: a title, its count unchecked
     "40 Cards:", "Cards: 40", "40 cartas:", "Cartas: 40"],
)  # fmt: skip
def test_a_deck_lists_count_is_a_count_not_an_unknown_card(cards: CardDB, line: str) -> None:
    """metagame.be writes ``DECK LIST : 40 cartes``; ``Deck List (40)`` was an unknown card,
    an error that made an honest list ILLEGAL, and its count went unchecked. ``40 Cards:``
    was a title: a 41st card hidden in the list went unsaid."""
    deck = parse_deck(f"{line}\nMonsters\n3 Sangan\n", "x", cards)
    assert deck.main == (SANGAN,) * 3 and deck.unread == ()
    assert [(d.rule, d.line) for d in deck.warnings if d.rule != "syntax"] == [("list-total", 1)]


def test_a_name_broken_over_two_lines_is_said_whole_and_not_read(cards: CardDB) -> None:
    """Pojo's list of the 2003 World Championship wraps ``1 Witch of the`` / ``Black
    Forest``: two unknown cards, neither saying where the copy went."""
    deck = parse_deck("Main Deck\n3 Sangan\n1 Witch of the\nBlack Forest\n", "x", cards)
    assert deck.main == (SANGAN,) * 3 and deck.unread == (3, 4)
    first, second = deck.warnings
    assert (first.rule, first.line) == ("unknown-card", 3)
    assert (second.message_key, second.line) == ("rule.count.broken-name", 4)
    assert (second.params["before"], second.params["card"]) == (3, "Witch of the Black Forest")
    apart = parse_deck("Main Deck\n3 Sangan\n1 Witch of the\n3 Sangan\nBlack Forest\n", "x", cards)
    assert [d.rule for d in apart.warnings] == ["unknown-card", "unknown-card"]


@pytest.mark.parametrize(
    ("title", "said"),
    [("Blackwing 41/15/3", [41, 15, 3]), ("Blackwing 40 / 14", [40, 14]),
     ("Regional 25/12/15", []), ("Regional 12/05/2024", []), ("Blackwing 41/15/16", []),
     ("Blackwing 42/15/3/1", [])],
)  # fmt: skip
def test_the_sections_counts_a_title_writes_are_checked(
    cards: CardDB, title: str, said: list[int]
) -> None:
    """``My deck 41/15/3`` above a list was a title whose counts went unchecked; a date is
    no such count."""
    deck = parse_deck(f"{title}\nMain Deck\n3 Pot of Greed\n", "list.txt", cards)
    assert [
        d.params["written"] for d in deck.warnings if d.line == 1 and d.rule != "syntax"
    ] == said


@pytest.mark.parametrize(
    "written",
    [
        "No. 39: Utopia",
        "No.39: Utopia",
        "No 39: Utopia",
        "Nº39: Utopia",
        "N° 39 Utopia",
        "#39: Utopia",
        "NO. 39 UTOPIA",
        "No. 39: Utopía",  # the Spanish name with "Número" shortened
        "Nº 39: Utopía",
    ],
)
def test_a_number_shortened_is_the_one_number_card_it_names_with_a_warning(
    cards: CardDB, written: str
) -> None:
    """Before: "No. 39: Utopia" was an unknown card, suggested as "Número 39: Utopía" on an
    English line. Konami's policy reads a name that names one card as that card: read, and
    said at its line so that a judge sees it."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\nExtra Deck\n2 {written}\n", "x", cards)
    assert deck.extra == (UTOPIA, UTOPIA) and deck.unread == ()
    (said,) = deck.warnings
    assert (said.rule, said.message_key, said.line) == ("syntax", "syntax.number-shortened", 4)
    assert (said.section, said.count, said.card_id) == (Section.EXTRA, 2, UTOPIA)
    assert said.card_name == "Number 39: Utopia"  # the JSON's card, named (it was null)
    assert said.params == {"name": written, "card": "Number 39: Utopia", "card_id": UTOPIA}


@pytest.mark.parametrize(
    ("written", "copies"), [("#39: Utopia", 1), ("#39 Utopia", 1), ("#39: Utopia x2", 2)]
)
def test_a_number_shortened_to_a_hash_on_a_line_of_its_own_is_the_card(
    cards: CardDB, written: str, copies: int
) -> None:
    """Before: a line "#39: Utopia" was a comment, said nowhere: one Utopia fewer, LEGAL and
    the same deck as a deck without it. Within the list it is the card, said."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\nExtra Deck\n{written}\n", "x", cards)
    assert deck.extra == (UTOPIA,) * copies and deck.unread == ()
    (said,) = deck.warnings
    assert (said.message_key, said.line) == ("syntax.number-shortened", 4)


@pytest.mark.parametrize(
    ("text", "line", "key"),
    [  # Markdown's title within the list: a comment that names a card, said
        ("Main Deck\n1 Pot of Greed\n# 39: Utopia\n", 3, "syntax.comment-card"),
        ("#39: Utopia\nMain Deck\n1 Pot of Greed\n", 1, "syntax.title"),  # above the list
    ],
)
def test_a_hash_line_that_may_be_a_title_is_never_read_as_a_card(
    cards: CardDB, text: str, line: int, key: str
) -> None:
    deck = parse_deck(text, "x", cards)
    assert deck.main == (POT,) and deck.extra == ()
    assert [d.message_key for d in deck.warnings if d.line == line] == [key]


def test_a_number_shortened_keeps_its_c_or_s(cards: CardDB) -> None:
    """Written "No. C107", Number C107; "No. 107", Number 107: never each other."""
    text = (
        "Extra Deck\n1 No. C107: Neo Galaxy-Eyes Tachyon Dragon\n"
        "1 No. 107: Galaxy-Eyes Tachyon Dragon\n1 No. 107: Neo Galaxy-Eyes Tachyon Dragon\n"
    )
    deck = parse_deck(text, "x", cards)
    read = [cards.get(code).name for code in deck.extra]  # type: ignore[union-attr]
    assert read == [
        "Number C107: Neo Galaxy-Eyes Tachyon Dragon",
        "Number 107: Galaxy-Eyes Tachyon Dragon",
    ]
    assert deck.unread == (4,)  # Number 107 is no Neo Galaxy-Eyes: unknown, never C107
    (unknown,) = [d for d in deck.warnings if d.rule == "unknown-card"]
    assert unknown.message_key == "rule.unknown-name" and unknown.line == 4


def test_a_number_shortened_that_names_no_card_is_unknown_with_english_suggestions(
    cards: CardDB,
) -> None:
    deck = parse_deck("Main Deck\n1 Pot of Greed\n1 No. 39: Utopai\n1 No. 107\n", "x", cards)
    assert deck.main == (POT,) and deck.unread == (3, 4)
    misspelt, cut = deck.warnings[:2]
    assert misspelt.message_key == "rule.unknown-name"
    assert misspelt.params["hint"].startswith("Number 39: Utopia")  # not "Número 39: Utopía"
    # a shorthand that fits one card, once "Number" is written out: as "Ash Blossom" is
    assert cut.message_key == "rule.unknown-name.shorthand"
    assert cut.params["card"] == "Number 107: Galaxy-Eyes Tachyon Dragon"


@pytest.mark.parametrize(
    "name", ["Noble Knight Artorigus", "Nobleman of Crossout", "No Entry!!", "Number Wall"]
)
def test_a_card_whose_name_starts_with_no_is_never_a_number_shortened(
    cards: CardDB, name: str
) -> None:
    deck = parse_deck(f"Main Deck\n1 {name}\n", "x", cards)
    assert [cards.get(code).name for code in deck.main] == [name]  # type: ignore[union-attr]
    assert deck.warnings == ()


def test_a_number_shortened_has_no_other_reading_where_a_warning_has_no_place(
    cards: CardDB,
) -> None:
    """A side plan or a sheet's field gets no card read by policy without a word: an error
    that names the card."""
    from ydkcheck.cards.matching import name_index
    from ydkcheck.decks.text_names import resolve_name

    found = resolve_name("No. 39: Utopia", name_index(cards), cards, 0)
    assert not isinstance(found, int) and found.message_key == "rule.unknown-name.number"
    assert found.params["card"] == "Number 39: Utopia"


def test_a_name_two_cards_bear_is_read_as_the_one_the_other_counts_as_and_said(
    cards: CardDB, tmp_path
) -> None:
    """Found by a hostile review: "Black Luster Soldier" was the Ritual card (5405694) without
    a word, while the OCG's Normal one (10000100) bears the name too; ``compara`` then called a
    list that names the card played letter for letter another deck, and nothing said why."""
    from helpers import run

    text = "Main Deck\n1 Black Luster Soldier\n" + "3 Pot of Greed\n"
    deck = parse_deck(text, "list.txt", cards)
    assert deck.main == (5405694, 55144522, 55144522, 55144522)
    [said] = [d for d in deck.warnings if d.message_key == "syntax.name-shared"]
    assert (said.line, said.card_id, said.params["passcodes"]) == (2, 5405694, "10000100")
    listed = tmp_path / "list.txt"
    listed.write_text(text, encoding="utf-8")
    normal = tmp_path / "normal.ydk"
    normal.write_text("#main\n10000100\n55144522\n55144522\n55144522\n", encoding="utf-8")
    done = run("--lang", "en", "compara", str(listed), str(normal), "--lista", "ocg")
    assert done.exit_code == 1 and "10000100 holds another card" in done.stdout, done.stdout
    # where the list lets only one of them be played, the name is that card's: under a TCG
    # list the Normal one is the card out of the pool (``tests/compare/test_policy.py``)
    tcg = run("--lang", "en", "compara", str(listed), str(normal))
    assert tcg.exit_code == 1 and "10000100 holds another card" not in tcg.stdout
    assert "has not been released in the TCG" in tcg.stdout


def test_valida_warns_of_a_name_two_cards_bear_only_where_the_list_lets_both_be_played(
    tmp_path,
) -> None:
    """Found reading the last review's leftovers: ``valida`` warned of "Black Luster Soldier"
    under a TCG list, where the OCG's Normal Monster of the name is no card of the pool and the
    name has one meaning, as ``compara`` already read it."""
    from helpers import run

    listed = tmp_path / "list.txt"
    listed.write_text("Main Deck\n1 Black Luster Soldier\n3 Pot of Greed\n", encoding="utf-8")
    tcg = run("--lang", "en", "valida", str(listed), "--salida", "json")
    ocg = run("--lang", "en", "valida", str(listed), "--salida", "json", "--lista", "ocg")
    import json

    def warned(done) -> list[dict[str, object]]:
        [deck] = json.loads(done.stdout)["decks"]
        return [d for d in deck["diagnostics"] if d["rule"] == "syntax"]

    assert warned(tcg) == []
    [said] = warned(ocg)
    # the card read is named, as every diagnostic about a card names it
    assert said["line"] == 2 and said["card"] == {
        "id": 5405694,
        "name": "Black Luster Soldier",
        "name_es": "Soldado del Brillo Negro",
    }


# Pojo, "Exodia" at Riverside RI, 2002-11-23 (https://www.pojo.com/yu-gi-oh/KillerDecks/2002/
# November2002/dg-25/YuGiOh%20Tournament%20Report..htm): names broken by the page's wrapping
WRAPPED = (
    "Monsters:\n2x Witch of the Black \nForest\n2x Sangan\n"
    "Magic:\n1x Pot of \nGreed\n1x \nMonster Reborn\n"
)


def test_a_name_broken_over_two_lines_is_never_read_as_the_card_its_second_half_names(
    cards: CardDB,
) -> None:
    """Found reading a published list: "Forest" and "Greed" (a Field Spell and a Trap) were
    read as cards with nothing said, where a judge reads Witch of the Black Forest and Pot of
    Greed. Each is a ``count`` error naming the card the two lines make; a count alone on a
    line above a name reads as that name would alone."""
    deck = parse_deck(WRAPPED, "list.txt", cards)
    broken = {
        d.line: d.params["card"] for d in deck.warnings if d.message_key == "rule.count.broken-name"
    }
    assert broken == {3: "Witch of the Black Forest", 7: "Pot of Greed"}
    read = {entry.line for entry in deck.entries}
    assert 3 not in read and 7 not in read and 9 in read  # "1x" / "Monster Reborn": one copy


def test_a_list_without_headings_says_its_other_cards_are_all_main_deck(cards: CardDB) -> None:
    """Found reading a published list (Giorlando's Wind-Up, a regional of 2013): with its
    Extra Deck monsters placed, nothing said that its Side Deck, after a blank line, was
    counted in the Main Deck."""
    text = "3 Pot of Greed\n3 Sangan\n\n2 Mirror Force\n\n1 Stardust Dragon\n"
    deck = parse_deck(text, "list.txt", cards)
    [said] = [d for d in deck.warnings if d.message_key == "syntax.no-headings"]
    assert (said.params["count"], said.params["main"]) == (1, 8)


MAIN_40 = (
    "Main Deck\n"
    + "".join(
        f"3 {name}\n"
        for name in (
            "Pot of Greed",
            "Sangan",
            "Mirror Force",
            "Ash Blossom & Joyous Spring",
            "Effect Veiler",
            "Infinite Impermanence",
            "Ghost Ogre & Snow Rabbit",
            "Cosmic Cyclone",
            "Dark Ruler No More",
            "Evenly Matched",
            "Lightning Storm",
            "Called by the Grave",
            "Crossout Designator",
        )
    )
    + "1 Monster Reborn\n"
)


@pytest.mark.parametrize(
    ("heading", "rule"),
    [
        ('## Side Deck - 3 Maxx "C"', "count"),
        ('# Side Deck – 3x Maxx "C"', "count"),
        ('// Side Deck - Maxx "C" (3)', "count"),
        ('## Extra Deck - three Maxx "C"', "count"),
        ('## Side Deck - Maxx "C"', "syntax"),
    ],
)
def test_a_headings_description_that_writes_a_card_is_said(
    cards: CardDB, heading: str, rule: str
) -> None:
    """Found by a hostile review: a Markdown heading's description dropped the copies it
    wrote, LEGAL and the same deck; it is said at its line as a heading's note is."""
    deck = parse_deck(MAIN_40 + heading + "\n", "list.txt", cards)
    assert [d.rule for d in deck.warnings if d.line == 16] == [rule]


@pytest.mark.parametrize(
    "heading", ["# サイドデッキ", "# SB", "// SB", "# Deck Lateral", "# Réserve", "Nebendeck"]
)
def test_a_side_deck_headed_in_another_language_is_the_side_deck(
    cards: CardDB, heading: str
) -> None:
    """Found by a hostile review: such a heading was a comment, and the twenty cards under it
    a Main Deck of 60, LEGAL and the same deck as one of 60."""
    side = '3 Maxx "C"\n3 Droll & Lock Bird\n'
    deck = parse_deck(MAIN_40 + heading + "\n" + side, "list.txt", cards)
    assert (len(deck.main), len(deck.side)) == (40, 6)


@pytest.mark.parametrize("comment", ["# 3 Maxx", "# Maxx x3", "// Maxx x3"])
def test_a_comment_that_writes_copies_under_a_short_name_is_said(
    cards: CardDB, comment: str
) -> None:
    """Found by a hostile review: ``3 Maxx`` on a line of its own is said to fit Maxx "C",
    the same in a comment was a silent comment."""
    deck = parse_deck(MAIN_40 + comment + "\n", "list.txt", cards)
    assert [d.message_key for d in deck.warnings if d.line == 16] == ["syntax.comment-shorthand"]


def test_an_ordinal_in_a_note_is_no_count_and_a_skill_is_no_card_it_names(
    cards: CardDB,
) -> None:
    """Found reading a published list (Pojo, Alexandria, 2002): "#2" in a note was taken for
    a count, so the line was not read, and "(Beatdown Mon)" for the Skill "Beatdown!"."""
    text = "Main Deck\n1x 7 Colored Fish (Beatdown Mon #2)\n1x Sangan (search #2)\n"
    deck = parse_deck(text, "list.txt", cards)
    assert deck.main == (23771716, 26202165) and not deck.warnings


def test_a_sentence_after_the_list_is_a_warning_and_still_a_line_to_confirm(
    cards: CardDB,
) -> None:
    """Found reading a published list (Flores's Monarch, SJC St. Louis 2008): its closing
    sentence was an unknown card, which made the deck ILLEGAL; a sentence that names a card
    is still an error."""
    text = MAIN_40 + "As you can see, the deck is very focused.\n"
    deck = parse_deck(text, "list.txt", cards)
    [said] = [d for d in deck.warnings if d.line == 16]
    assert (said.rule, said.message_key) == ("syntax", "syntax.sentence") and 16 in deck.unread
    text = MAIN_40 + 'I also side two copies of Maxx "C" for this.\n'
    [said] = [d for d in parse_deck(text, "list.txt", cards).warnings if d.line == 16]
    assert said.rule == "unknown-card"


@pytest.mark.parametrize(
    "line",
    [
        '[ccDeck="Main Deck"]3 Sangan:2 Raigeki:1 Dark Hole[/ccDeck]',  # a forum's deck box
        "3 Sangan; 2 Raigeki; 1 Dark Hole",
        "Sangan x3 | Raigeki x2",
    ],
)
def test_a_list_on_one_line_is_refused_for_its_several_cards(
    cards: CardDB, tmp_path, line: str
) -> None:
    """A forum's deck box pasted on one line was refused as "no line was read as a card:
    check the names", where every name is right. One line writing no card (``3 Topfgeist:2
    Raigekki``) is refused as before, and so is a list most of whose lines misspell a name."""
    from ydkcheck.decks import read_deck
    from ydkcheck.errors import InputError

    path = tmp_path / "list.txt"
    # a hostile review: misspelt names and one line of changes that writes two cards were
    # refused for the several cards, the player sent to mend the wrong lines
    misspelt = '3 Pot of Gred\n3 Kuribohh\nChanges: 3 Maxx "C", 2 Ash Blossom & Joyous Spring'
    for text, key in (
        (line, "deck.several-a-line"),
        ("3 Topfgeist:2 Raigekki", "deck.no-cards-read"),
        (misspelt, "deck.no-cards-read"),
    ):
        path.write_text(text + "\n", encoding="utf-8")
        with pytest.raises(InputError) as caught:
            read_deck(str(path), cards)
        assert (caught.value.key, caught.value.line) == (key, 1)


def test_a_list_of_names_in_another_alphabet_says_so(cards: CardDB, tmp_path) -> None:
    """Found reading a published Master Duel list (yu-gi-oh.xyz): its Japanese names were
    "check the card names", as if misspelt."""
    from ydkcheck.decks import read_deck
    from ydkcheck.errors import InputError

    path = tmp_path / "list.txt"
    path.write_text("デッキレシピ\n1枚:エフェクト・ヴェーラー\n3枚:灰流うらら\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_deck(str(path), cards)
    assert caught.value.key == "deck.no-cards-read.script"


def test_a_list_of_names_in_another_language_is_told_which_languages_are_read(
    cards: CardDB, tmp_path
) -> None:
    """Found reading a published German list (TCG Europe, 2012): "check the card names" alone,
    where every name was right in German. The error says which languages are read and what to
    give instead, in both languages."""
    from helpers import run

    path = tmp_path / "list.txt"
    text = "13 Monster:\n3 Grapha, Drachenherrscher der Finsteren Welt\n3 Schneller Hase\n"
    path.write_text(text, encoding="utf-8")
    english = run("--lang", "en", "valida", str(path))
    assert english.exit_code == 2 and "English and Spanish" in english.stderr
    assert "passcodes, or the deck as .ydk" in " ".join(english.stderr.split())
    spanish = run("valida", str(path))
    assert spanish.exit_code == 2 and "español e inglés" in spanish.stderr


@pytest.mark.parametrize(
    "line",
    [
        "Ash Blossom & Joyous Sprng x3.",  # a card line misspelt, ending in a full stop
        "Three Nibiru the Primal Bein.",
        "I run 3 Imperm in the side deck.",
        "Plus two copies of Ash in the side deck.",
        "Llevo tres copias de nibiru en el banquillo.",
        "Siding in a pair of Graceful Charities here.",  # the third hostile review
        "Also running 強欲な壺 in the side deck.",
        # a sentence whose counts were read as kinds of card, a card hidden beside them under a
        # plural, a typo or a kind's word that starts its name: LEGAL with a Forbidden card
        "Our Pot of Greeds: 3 cards, the max allowed.",
        "1 Trap Dustshot, the best tech choice.",
        "1 Monster Rebron, the classic.",
        "It plays 3 Spell Shattering Arrows too.",
        "The list plays 3 cards of Ash and 2 cards of Imperm.",
        "The 3 monsters are all Jinzos here.",
        # no count, but a card's name made plural, with a count's word or none (a third)
        "We also main Pot of Greeds in triplicate.",
        "Running Graceful Charities thrice for consistency.",
        "Also in the main deck: Pot of Greeds.",
        "Add Pot of Greeds and Graceful Charities to taste.",
        # any word of the name made plural, in Spanish too (a third review)
        "We run Books of Moon in the main deck.",
        "Also in the main deck: Changes of Heart.",
        "These monsters are all Jinzos in the end.",
        "También jugamos Ollas de la Codicia en el main.",
    ],
)
def test_a_line_that_writes_a_count_or_a_card_is_never_prose(cards: CardDB, line: str) -> None:
    """Found by hostile reviews: each was taken for a sentence, a warning, LEGAL."""
    deck = parse_deck(MAIN_40 + "Side Deck\n" + line + "\n", "list.txt", cards)
    [said] = [d for d in deck.warnings if d.line == 17]
    assert said.message_key != "syntax.sentence" and RULES[said.rule] is Severity.ERROR


@pytest.mark.parametrize(
    "line",
    [
        # words that are a card's one-word name made plural, without a capital or first
        "The combo storms through the opponent board with ease.",
        "Our monsters take over the mountains of the meta.",
        "Prohibitions on searching hurt this deck badly.",
        # words of prose that count something else
        "Each of our boss monsters can attack twice per turn.",
        "The engine can search several times each turn.",
        "El mazo tiene varias formas de recuperarse.",
    ],
)
def test_prose_of_plural_words_that_are_cards_names_stays_prose(cards: CardDB, line: str) -> None:
    """A third hostile review: Storm, Mountain and Prohibition made plural, and counts' words
    of prose, made an honest sentence an unknown card, an error."""
    deck = parse_deck(MAIN_40 + "Side Deck\n" + line + "\n", "list.txt", cards)
    assert [d.message_key for d in deck.warnings if d.line == 17] == ["syntax.sentence"]


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("## Side Deck — 3 Imperm", "syntax.comment-shorthand"),  # a heading's description
        ("# three Imperm", "syntax.comment-shorthand"),  # a comment, a count in words
        ("# tres Imperm", "syntax.comment-shorthand"),
        ("# 2 each", "syntax.comment-shorthand"),  # fits Noble Knight Eachtar: said, no error
        ("# Side cards", "rule.count.section-comment"),  # a reader sees the Side Deck start
        ("# Siding", "rule.count.section-comment"),
    ],
)
def test_copies_under_a_short_name_and_a_side_named_in_a_comment_are_said(
    cards: CardDB, line: str, key: str
) -> None:
    """Found by the second and third hostile reviews: a short name was looked for on card
    lines only, and "# Side cards" was a comment, its cards Main Deck. A short name beside a
    count is a warning, since honest comments fit cards too ("# 2 each"); a comment that
    names siding in another section is an error, its line to confirm."""
    deck = parse_deck(MAIN_40 + line + '\n3 Maxx "C"\n', "list.txt", cards)
    assert [d.message_key for d in deck.warnings if d.line == 16] == [key]


@pytest.mark.parametrize(
    "comment", ["# Nº 1 en mi tienda", "# Jugado en la 2ª ronda", "# Donʼt side these out"]
)
def test_latin_text_with_ordinal_signs_is_no_other_alphabet(cards: CardDB, comment: str) -> None:
    """Found by the third hostile review: "º", "ª" and "ʼ" made a comment another alphabet."""
    deck = parse_deck(MAIN_40 + "Side Deck\n" + comment + '\n3 Maxx "C"\n', "x.txt", cards)
    assert not [d for d in deck.warnings if d.message_key == "syntax.comment-script"]


@pytest.mark.parametrize("heading", ["# サイド", "# Сайд колода", "# Talia boczna", "// Сайд"])
def test_more_side_deck_headings_and_any_comment_in_another_alphabet(
    cards: CardDB, heading: str
) -> None:
    deck = parse_deck(MAIN_40 + heading + '\n3 Maxx "C"\n', "list.txt", cards)
    assert (len(deck.main), len(deck.side)) == (40, 3)
    other = parse_deck(MAIN_40 + '# 手札誘発\n3 Maxx "C"\n', "list.txt", cards)
    [said] = [d for d in other.warnings if d.line == 16]
    assert said.message_key == "syntax.comment-script" and 16 in other.unread


def test_a_line_without_a_count_that_ends_the_card_above_as_another_card_is_not_read(
    cards: CardDB,
) -> None:
    """Found by a second hostile review: "2 Blaze Accelerator" / "Reload" read as two cards,
    while a judge may read two Blaze Accelerator Reload."""
    deck = parse_deck(MAIN_40 + "Side Deck\n2 Blaze Accelerator\nReload\n", "list.txt", cards)
    [said] = [d for d in deck.warnings if d.line == 18]
    assert said.message_key == "rule.count.broken-name" and len(deck.side) == 2
    # two cards a line each, one copy a line, as many lists write them: read
    plain = parse_deck(MAIN_40 + "Side Deck\nJinzo\nSangan\n", "list.txt", cards)
    assert len(plain.side) == 2 and not [d for d in plain.warnings if d.rule == "count"]


@pytest.mark.parametrize("second", ["Reload x2", "Reload (2)", "Reload ×2"])
def test_a_counted_line_that_ends_a_countless_card_above_as_another_card_is_not_read(
    cards: CardDB, second: str
) -> None:
    """Left by the second hostile review: "Blaze Accelerator" / "Reload x2" read as one Blaze
    Accelerator and two Reload, while a judge may read two Blaze Accelerator Reload."""
    deck = parse_deck(MAIN_40 + f"Side Deck\nBlaze Accelerator\n{second}\n", "list.txt", cards)
    [said] = [d for d in deck.warnings if d.line == 18]
    assert said.message_key == "rule.count.broken-name" and 18 in deck.unread
    assert said.params["card"] == "Blaze Accelerator Reload" and len(deck.side) == 1
    # a counted card above, or a count-less line that joins it to no card: read as written
    counted = parse_deck(MAIN_40 + f"Side Deck\n1 Blaze Accelerator\n{second}\n", "l.txt", cards)
    assert len(counted.side) == 3 and not [d for d in counted.warnings if d.rule == "count"]
    plain = parse_deck(MAIN_40 + "Side Deck\nJinzo\nSangan x2\n", "list.txt", cards)
    assert len(plain.side) == 3 and not [d for d in plain.warnings if d.rule == "count"]


@pytest.mark.parametrize("first", ["1x Dark Magician", "Dark Magician", "1 Dark Magician"])
def test_a_line_that_ends_the_card_above_as_another_card_names_the_card_meant(
    cards: CardDB, first: str
) -> None:
    """Found reading published lists: "1x Dark Magician" / "of Chaos" (a page's wrapping
    copied) read one Dark Magician, and "of Chaos" was an unknown card that offered Core of
    Chaos. The second line is a ``count`` error naming the card both lines name; the first
    still reads as written, so the error is what tells the judge which card was meant."""
    deck = parse_deck(MAIN_40 + f"Side Deck\n{first}\nof Chaos\n", "list.txt", cards)
    [said] = [d for d in deck.warnings if d.line == 18]
    assert said.message_key == "rule.count.broken-name"
    assert said.params["card"] == "Dark Magician of Chaos" and said.params["before"] == 17
    assert len(deck.side) == 1 and 18 in deck.unread
    # a line that joins the card above to no card stays an unknown card
    other = parse_deck(MAIN_40 + "Side Deck\n1x Dark Magician\nof Doom\n", "list.txt", cards)
    [unknown] = [d for d in other.warnings if d.line == 18]
    assert unknown.rule == "unknown-card"


def test_german_traps_headed_with_a_count_or_a_colon_are_a_heading(cards: CardDB) -> None:
    """Found reading published German lists (yugioh-forum.com, 2014): "Fallen(10)" was an
    unknown card. A count past a card's copies or a colon makes it a heading; "2 Fallen" and
    "Fallen (2)" stay lines to check (``test_text_formats``)."""
    text = (
        "Monster(1)\n1 Sangan\nFallen(5)\n3 Mirror Force\n2 Sakuretsu Armor\n"
        "Fallen:\n1 Torrential Tribute\n2 Fallen\n"
    )
    deck = parse_deck(text, "list.txt", cards)
    assert [(d.line, d.rule) for d in deck.warnings if d.rule != "syntax"] == [(8, "unknown-card")]
    assert [note.kind for note in deck.notes if note.line in (3, 6)] == ["type-heading"] * 2


@pytest.mark.parametrize(
    "tag", ['[ccDeck="Side Deck"]', "[ccdeck='Side Deck']", "[deck=Side Deck]", "[b][deck=Side]"]
)
def test_a_sites_deck_box_is_its_sections_heading(cards: CardDB, tag: str) -> None:
    """Found reading a published list (Alter Reality Games, 2014): the site's deck box tag
    glued to the section's first card was a count error, and its cards read in the section
    above. The tag's section is the heading; the rest of its line is read as a card line."""
    text = MAIN_40 + f"{tag}2 Droll & Lock Bird\n1 Raigeki[/ccDeck]\n"
    deck = parse_deck(text, "list.txt", cards)
    assert len(deck.main) == 40 and len(deck.side) == 3
    assert [d for d in deck.warnings if d.line in (16, 17)] == []
    # a tag naming no section is no heading: the line is read as it was
    combo = parse_deck(MAIN_40 + '[ccDeck="Combo"]2 Droll & Lock Bird\n', "list.txt", cards)
    assert len(combo.main) == 40 and combo.side == () and 16 in combo.unread


@pytest.mark.parametrize("line", ["0-2 Destiny Hero - Diamond Dude", "2–3 Krebons", "1~2x Krebons"])
def test_a_range_of_counts_is_said_as_one(cards: CardDB, line: str) -> None:
    """Found reading a published skeleton (TCGplayer, 2012: "0-2 Destiny Hero - Diamond
    Dude"): each line was an unknown card, offering the very card it names. It is a ``count``
    error that says the count is a range, naming the card; no copy is read."""
    deck = parse_deck(f"Main Deck\n{line}\n3 Sangan\n", "list.txt", cards)
    [said] = [d for d in deck.warnings if d.line == 2]
    assert said.message_key == "rule.count.range" and RULES[said.rule] is Severity.ERROR
    assert said.params["card"] in ("Destiny HERO - Diamond Dude", "Krebons")
    assert deck.main == (26202165,) * 3


@pytest.mark.parametrize(
    "line",
    [
        '[ccDeck="~~Side Deck"]1 Raigeki~~',  # struck through, tag and card
        "[deck=~~Side Deck~~]1 Raigeki",
        "[deck=~Side Deck]1 Raigeki~",
        '[ccDeck="Side Deck (two Raigeki)"]1 Pot of Greed',  # copies in the tag's note
        '[ccDeck="Banquillo (dos Raigeki)"]1 Pot of Greed',
        "[deck=Side]" * 500 + "1 Raigeki",  # a tag after a tag, 500 times
    ],
)
def test_a_deck_box_tag_hides_nothing_a_plain_line_would_say(cards: CardDB, line: str) -> None:
    """Found by the hostile review of the deck-box tag's first version: a strike running from
    the tag into the card read LEGAL (the tag was taken before the line was checked for what
    it shows), copies written in the tag's note were dropped silently, and 500 tags in a row
    were a RecursionError. The tag is taken only when its value is words alone, after those
    checks, and never after another tag: each such line reads as it did before deck boxes."""
    deck = parse_deck(MAIN_40 + "Side Deck\n" + line + "\n", "list.txt", cards)
    said = [d for d in deck.warnings if d.line == 17]
    assert said and 17 in deck.unread
    assert deck.side == ()


@pytest.mark.parametrize(
    "closing",
    ["[/ccDeck]", "[/ccDeck][/quote]", "[/ccDeck]**", "[/CCDECK][/I]", "[/deck] // end"],
)
@pytest.mark.parametrize("between", ["", "Spells\n", "Side Deck\n", "[b]Traps[/b]\n"])
def test_a_card_after_a_closed_deck_box_is_said(cards: CardDB, closing: str, between: str) -> None:
    """Found by the same review: a card line after "[/ccDeck]" is shown outside the site's
    boxes, as the article's text; it is read in the box's section, and a warning says so.
    The second review found the closing tag missed when anything followed it on its line,
    and the warning dropped by a type heading: a box closes wherever its tag stands, and
    only another box opens the list again."""
    box = f'[ccDeck="Side Deck"]3 Droll & Lock Bird{closing}\n'
    deck = parse_deck(MAIN_40 + box + between + "1 Raigeki\n", "list.txt", cards)
    last = 17 + between.count("\n")
    [said] = [d for d in deck.warnings if d.message_key == "syntax.after-deck-box"]
    assert said.line == last and said.params["line"] == "16"
    # a box's cards, its closing line included, are no such line
    boxed = parse_deck(
        MAIN_40 + '[ccDeck="Side Deck"]3 Droll & Lock Bird\n1 Raigeki[/ccDeck]\n', "l.txt", cards
    )
    assert [d for d in boxed.warnings if d.line in (16, 17)] == []


def test_boxes_side_by_side_close_one_and_open_the_next(cards: CardDB) -> None:
    """Alter Reality Games' "The Dragons Return to Chaos" (2013) writes each box's closing
    tag and the next box's opening one on a line of their own (`[/ccDeck] [ccDeck="Side
    Deck"]`): its 15 Side Deck cards were read in the Main Deck without a word, and its
    `Spells` and `Traps` boxes were unknown cards. A box of a type of card heads its cards in
    the section at hand."""
    text = (
        '[ccDeck="Monsters"]\n3 Sangan\n[/ccDeck] [ccDeck="Spells"]\n2 Raigeki\n'
        '[/ccDeck] [ccDeck="Side Deck"]\n\n3 Droll & Lock Bird\n'
        '[/ccDeck] [ccDeck="Extra Deck"]\n1 Stardust Dragon\n[/ccDeck]\n'
    )
    deck = parse_deck(text, "list.txt", cards)
    assert (len(deck.main), len(deck.side), len(deck.extra)) == (5, 3, 1)
    assert [d for d in deck.warnings if d.severity is Severity.WARNING] == []
    assert deck.unread == ()


@pytest.mark.parametrize(
    ("line", "after"),
    [
        ('[/ccDeck] [ccDeck="Side Deck"]1 Raigeki[/ccDeck]', 17),  # opened and closed here
        ('[/ccDeck] [ccDeck="Blackwing"]', 17),  # no box opens: the one before is shut
    ],
)
def test_a_card_after_boxes_side_by_side_shut_is_said(cards: CardDB, line: str, after: int) -> None:
    """A line that shuts a box and opens none, or opens one and shuts it, leaves the list
    outside the boxes: the card after it is said (``syntax.after-deck-box``)."""
    text = MAIN_40.replace("Main Deck", '[ccDeck="Main Deck"]', 1) + line + "\n1 Sangan\n"
    deck = parse_deck(text, "list.txt", cards)
    said = [d.line for d in deck.warnings if d.message_key == "syntax.after-deck-box"]
    assert said == [after]


@pytest.mark.parametrize(
    "line",
    [
        '[ccDeck="Side Deck"][center][ccDeck="Main Deck"]1 Raigeki',  # a tag after the tag
        '[ccDeck="Side Deck"][quote]1 Raigeki',
        '[ccDeck="Side Deck ③"]1 Raigeki',  # digits no ASCII writes
        '[ccDeck="Side Deck²"]1 Raigeki',
    ],
)
def test_a_deck_box_tag_is_words_alone_followed_by_no_tag(cards: CardDB, line: str) -> None:
    """Found by the second hostile review: a tag right after the box's tag (other than
    another box's) let the box be taken, and digits of other scripts passed for words and
    read as the heading's count. Each line reads as a plain line does: no copy, an error."""
    deck = parse_deck(MAIN_40 + line + "\n", "list.txt", cards)
    assert len(deck.main) == 40 and deck.side == () and 16 in deck.unread


def test_a_box_alone_above_its_plain_heading_is_no_label_under_cards(cards: CardDB) -> None:
    """Found by the second hostile review: '[ccDeck="Extra Deck"]' alone, then 'Extra Deck',
    read the list as a deck box copied as text, labels under their cards: a Side Deck of 16
    read as the Main Deck's, LEGAL."""
    side = "".join(f"{n} {name}\n" for n, name in ((3, "Droll & Lock Bird"), (3, "Raigeki")))
    text = (
        '[ccDeck="Extra Deck"]\nExtra Deck\n1 Accesscode Talker\n[/ccDeck]\n'
        + f'[ccDeck="Side Deck"]\n{side}[/ccDeck]\n'
        + MAIN_40.replace("Main Deck\n", '[ccDeck="Main Deck"]\n')
    )
    deck = parse_deck(text, "list.txt", cards)
    assert (len(deck.main), len(deck.extra), len(deck.side)) == (40, 1, 6)
    assert not [d for d in deck.warnings if d.message_key == "syntax.labels-under"]


def test_a_title_above_deck_boxes_turns_no_box_into_a_label(cards: CardDB) -> None:
    """Found by the same review: "Deck:" above the boxes made the first box's tag a second
    heading before any card, which reads a deck box copied as text, labels under their
    cards: every section moved by one. A tag stands above its cards."""
    text = (
        "Deck:\n"
        + '[ccDeck="Main Deck"]\n'
        + "".join(f"3 {name}\n" for name in ("Sangan", "Jinzo", "Mirror Force"))
        + '1 Raigeki[/ccDeck]\n[ccDeck="Side Deck"]2 Droll & Lock Bird[/ccDeck]\n'
    )
    deck = parse_deck(text, "list.txt", cards)
    assert (len(deck.main), len(deck.side)) == (10, 2)
    assert not [d for d in deck.warnings if d.message_key == "syntax.labels-under"]


def test_the_german_singular_trap_heading_is_a_heading(cards: CardDB) -> None:
    """Found reading a published German list: "Falle" over the traps was an unknown card, and
    every trap under it a card written under the monsters' heading."""
    deck = parse_deck("Monster\n3 Sangan\nFalle\n2 Mirror Force\n", "list.txt", cards)
    assert deck.main == (26202165,) * 3 + (44095762,) * 2
    assert [d for d in deck.warnings if d.rule != "syntax"] == []
    assert not [d for d in deck.warnings if d.message_key == "syntax.misplaced-type"]
    assert [note.kind for note in deck.notes if note.line == 3] == ["type-heading"]


def test_a_forums_counts_with_a_tilde_and_headings_counted_in_braces(cards: CardDB) -> None:
    """Found reading a published German forum list (2009): "Monster {20}:" and "2~ Name" left
    the whole list unread."""
    text = "Deck {4}:\nMonster {2}:\n2~ Sangan\nFallen {2}:\n2~ Mirror Force\n"
    deck = parse_deck(text, "list.txt", cards)
    assert deck.main == (26202165, 26202165, 44095762, 44095762)
    assert [d for d in deck.warnings if d.rule in ("count", "unknown-card", "list-total")] == []


def test_japanese_type_subheadings_are_headings(cards: CardDB) -> None:
    """Found by the third hostile review: "# モンスター" and "# 魔法" were comments in another
    alphabet, each a line to confirm."""
    text = MAIN_40 + "# サイドデッキ\n# モンスター\n2 Droll & Lock Bird\n# 魔法\n1 Raigeki\n"
    deck = parse_deck(text, "list.txt", cards)
    assert len(deck.side) == 3 and not [d for d in deck.warnings if d.line in (17, 19)]


def test_the_reviews_last_cases(cards: CardDB) -> None:
    """ "Fallen: 10" is a heading as "Fallen:" is; "# one-sided" names no siding; a list of
    Extra Deck monsters alone says nothing of other cards."""
    deck = parse_deck("Main Deck\n3 Sangan\nFallen: 1\n1 Mirror Force\n", "x.txt", cards)
    assert [note.kind for note in deck.notes if note.line == 3] == ["type-heading"]
    one_sided = parse_deck(MAIN_40 + "# one-sided\n1 Mirror Force\n", "x.txt", cards)
    assert not [d for d in one_sided.warnings if d.line == 16]
    extra = parse_deck("3 Stardust Dragon\n", "x.txt", cards)
    assert [d.message_key for d in extra.warnings] == ["syntax.no-headings.extra-only"]


SANGAN, DUALITY = 26202165, 98645731


@pytest.mark.parametrize(
    ("monsters", "spells", "side"),
    [
        ("[b]Monsters (3)[/b]", "[b]Spells[/b]", "[b]Side Deck:[/b]"),
        ("[b][u]Monsters: 3[/b][/u]", "[b][u]3 Spells[/b][/u]", "[u]Side deck: 3[/u]"),
        ("[quote][i]Monsters[/i]", "[B]Spells[/B]", "[center][b]Side Deck[/b][/center]"),
    ],
)
def test_a_forums_bold_underlined_or_italic_heading_is_a_heading(
    cards: CardDB, monsters: str, spells: str, side: str
) -> None:
    """Before: a heading in a forum's bold or underline tags was an unknown card, the Side
    Deck under it counted as Main Deck, and "[b]Monsters (3)[/b]" was said to fit
    Free-Range Monsters alone."""
    text = f'{monsters}\n3 Sangan\n{spells}\n3 Pot of Duality\n{side}\n3 Maxx "C"[/quote]\n'
    deck = parse_deck(text, "x.txt", cards)
    assert deck.main == (SANGAN,) * 3 + (DUALITY,) * 3 and deck.side == (MAXX,) * 3
    assert deck.warnings == () and deck.unread == ()


def test_a_card_line_in_bold_is_the_card_line_a_reader_sees(cards: CardDB) -> None:
    deck = parse_deck("Main Deck\n[b]3 Sangan[/b]\n[i]1 Pot of Greed[/i]\n", "x.txt", cards)
    assert deck.main == (SANGAN,) * 3 + (POT,) and deck.warnings == ()


@pytest.mark.parametrize(
    "line",
    [
        "[s]Side Deck[/s]",
        "[b][s]Side Deck[/s][/b]",
        "[s][b]Side Deck[/b][/s]",
        "[color=white]Side Deck[/color]",
        "[b][color=#ffffff]Side Deck[/color][/b]",
        "[size=1]Side Deck[/size]",
        "[color=red]Side Deck[/color]",
        "[font=Wingdings]Side Deck[/font]",
        "[spoiler][b]Side Deck[/b][/spoiler]",
        '[size=1]3 Maxx "C"[/size]',
        '3 [size=1]Maxx "C"[/size]',
        '[b]3 [color=white]Maxx "C"[/color][/b]',
    ],
)
def test_what_a_forum_strikes_hides_colours_or_shrinks_is_never_read(
    cards: CardDB, line: str
) -> None:
    """Bold and italics are taken off; a strike, a spoiler, a colour, a size or a font are
    not: a heading or a card inside them is an error at its line, never a Side Deck or a
    card a reader of the forum may not see. Before: "[size=1]Side Deck[/size]" said "a count
    in brackets", "3 [size=1]Maxx "C"[/size]" was read as 3 Maxx "C"."""
    deck = parse_deck(f"Main Deck\n1 Pot of Greed\n{line}\n1 Sangan\n", "x.txt", cards)
    said = [(d.message_key, d.line) for d in deck.warnings]
    assert said == [("rule.count.shown-otherwise", 3)]
    assert deck.main == (POT, SANGAN) and deck.side == () and deck.unread == (3,)


def test_a_headings_word_is_no_cards_short_name_and_forum_titles_read_as_before(
    cards: CardDB,
) -> None:
    """Before: "[h]Monsters[/h]" was said to fit Free-Range Monsters alone, which Konami's
    policy would read it as."""
    deck = parse_deck("Main Deck\n1 Pot of Greed\n[h]Monsters[/h]\n", "x.txt", cards)
    assert [d.message_key for d in deck.warnings] == ["rule.unknown-name"]
    titled = parse_deck("[b]Blackwing Deck[/b]\n[s]Old list[/s]\n3 Sangan\n", "y.txt", cards)
    assert [note.kind for note in titled.notes] == ["title", "title"]
    assert titled.main == (SANGAN,) * 3
    # a .ydk is read as the simulators load it: a bold "#side" is no heading to them
    ydk = parse_deck("#main\n55144522\n[b]#side[/b]\n14558127\n", "d.ydk", cards)
    assert ydk.side == ()


@pytest.mark.parametrize(
    "spells", ["Spell/Magic - 1", "Spells/Magic: 1", "Magic/Spell (1)", "Spell/Magic Cards: 1"]
)
def test_a_spell_heading_that_names_spells_magic_too_is_the_spell_heading(
    cards: CardDB, spells: str
) -> None:
    """Before: "Spell/Magic - 16" (a 2004 list) was an unknown card, and the Monsters'
    count above it was checked against the Spells too: "writes 17, 32 read"."""
    text = f"Monsters - 3\n3 Sangan\n{spells}\n1 Pot of Greed\nMagic/Trap: 1\n1 Raigeki\n"
    deck = parse_deck(text, "x.txt", cards)
    assert [note.kind for note in deck.notes] == ["type-heading"] * 3
    assert [d.message_key for d in deck.warnings] == ["syntax.no-headings-main"]
    honest = parse_deck("Spell/Trap - 2\n1 Pot of Greed\n1 Raigeki\n", "y.txt", cards)
    assert [note.kind for note in honest.notes] == ["type-heading"] and len(honest.main) == 2


@pytest.mark.parametrize("line", ["16 Participants", "2002 Regionals", "32x Duelists"])
def test_a_number_past_any_cards_copies_above_the_list_before_no_card_is_its_title(
    cards: CardDB, line: str
) -> None:
    """Before: "16 Participants" in a 2002 report's header was 16 copies of an unknown card,
    and "2002 Regionals" made the whole list unreadable ("more than 99 copies")."""
    text = f"Regionals\n{line}\nOctober 30, 2002\n\nMain Deck\n3 Sangan\n"
    deck = parse_deck(text, "x.txt", cards)
    assert [note.kind for note in deck.notes][:3] == ["title", "title", "title"]
    assert [d.message_key for d in deck.warnings] == ["syntax.title-lines"]
    assert deck.main == (SANGAN,) * 3


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("3 Sangen", "rule.unknown-name"),  # the copies of a card: a card line, whatever words
        ("3 Participants", "rule.unknown-name.no-hint"),
        ("4 Sangen", "rule.unknown-name"),  # near a card's name
        ("16 Lonefire", "rule.unknown-name.shorthand"),  # a card's short name
        ("16 Sangan players", "rule.unknown-name.no-hint"),  # a card among its words
    ],
)
def test_a_first_card_line_with_a_slip_is_never_taken_as_a_title(
    cards: CardDB, line: str, key: str
) -> None:
    deck = parse_deck(f"Regionals\n{line}\nMain Deck\n3 Sangan\n", "x.txt", cards)
    assert (key, 2) in [(d.message_key, d.line) for d in deck.warnings]
    assert deck.unread == (2,) and deck.main == (SANGAN,) * 3
    counted = parse_deck("Regionals\n16 Sangan\nMain Deck\n3 Sangan\n", "y.txt", cards)
    assert counted.main == (SANGAN,) * 19  # copies of a card, read as written
    within = parse_deck("Main Deck\n3 Sangan\n16 Participants\n", "z.txt", cards)
    assert within.unread == (3,)  # past the list's start, no title


def test_a_note_in_brackets_never_closed_is_said_so_with_the_lines_it_wraps_onto(
    cards: CardDB,
) -> None:
    """Before: "1x Premature Burial (Pay 800 Life Points. Select 1 Monster Card from your"
    said "the line goes on after a note in brackets", which nothing did, and the card text
    wrapped onto the next lines was two unknown cards."""
    text = (
        "Main Deck\n1x Pot of Greed\n"
        "1x Premature Burial (Pay 800 Life Points. Select 1 Monster Card from your\n"
        "Graveyard, Special Summon it on the field in face-up Attack Position, and\n"
        "equip it with this card.)\n"
        "Graveyard again\n"
        "1x Prohibition [When you play this card, declare\n"
        "Sangan\n"
        "1x Monster Reborn (Target 1 monster in either GY;\n"
        "3 Sangen\n"
        "\n"
        "1x Monster Reborn (Target 1 monster in either GY;\n"
        "\n"
        "Lonefire\n"
    )
    deck = parse_deck(text, "x.txt", cards)
    said = [(d.rule, d.message_key, d.line) for d in deck.warnings]
    assert said == [
        ("count", "rule.count.unclosed-note", 3),
        ("count", "rule.count.unclosed-note.wrapped", 4),
        ("count", "rule.count.unclosed-note.wrapped", 5),  # its bracket closes the note
        ("unknown-card", "rule.unknown-name.no-hint", 6),
        ("count", "rule.count.unclosed-note", 7),
        ("count", "rule.count.unclosed-note", 9),
        ("unknown-card", "rule.unknown-name", 10),  # a count starts a card line
        ("count", "rule.count.unclosed-note", 12),
        ("unknown-card", "rule.unknown-name.shorthand", 14),  # a blank line ends the note
        ("syntax", "syntax.mostly-unread", None),
    ]
    assert said[0][2] in deck.unread and deck.main == (POT, SANGAN)  # a card is still read
    assert (
        deck.warnings[0].params["note"] == "(Pay 800 Life Points. Select 1 Monster Card from your"
    )


@pytest.mark.parametrize(
    "line",
    [
        "1x Dark Elf (Kills Wall of Illusion)",
        "1x Dark Elf (note (nested) closed)",
        "1x Dark Elf [LOB] (1st)",
        "1x Dark Elf (LOB",  # a set left open: a note alone, read as before
    ],
)
def test_a_card_lines_closed_notes_read_as_before(cards: CardDB, line: str) -> None:
    deck = parse_deck(f"Main Deck\n{line}\n1 Pot of Greed\n", "x.txt", cards)
    assert len(deck.main) == 2 and deck.unread == ()
    assert not [d for d in deck.warnings if d.message_key.startswith("rule.count.unclosed")]


@pytest.mark.parametrize("comment", ["#ex", "#extras", "##extra", "# Extra Deck", "#Extra:"])
def test_a_misspelt_extra_heading_is_said_at_its_line(cards: CardDB, comment: str) -> None:
    """A hostile round: ``#ex`` for ``#extra`` was a comment said nowhere, and its Extra Deck
    monsters 15 ``extra-in-main`` errors, none naming the line that made them."""
    deck = parse_deck(f"#main\n55144522\n{comment}\n{UTOPIA}\n", "d.ydk", cards)
    assert deck.main == (POT, UTOPIA) and deck.extra == ()
    said = [(d.message_key, d.line, d.params.get("heading")) for d in deck.warnings]
    assert said == [("syntax.heading-comment", 3, "#extra")]


@pytest.mark.parametrize(
    "text",
    [
        "#extra\n# Extra Deck\n84013237\n",  # under its own heading: a comment that agrees
        "#created by x\n# Main Deck\n#main\n55144522\n",  # the Main Deck's, before a heading
        "#main\n55144522\n!side\n#extras\n14558127\n",  # in the Side Deck: it stays there
        "#main\n# Mazo principal: 40 cartas\n55144522\n",  # more than a section's name
    ],
)
def test_a_comment_that_does_not_misname_a_section_is_no_warning(cards, text) -> None:
    assert parse_deck(text, "d.ydk", cards).warnings == ()


@pytest.mark.parametrize(
    "text",
    [
        "#main\n55144522\n!----------\n!side\n14558127\n",  # a rule drawn above the Side's
        "#main\n55144522\n#extra\n!-- end of deck --\n",  # the deck's last line
        "#main\n55144522\n# ---- Extra Deck ----\n#extra\n84013237\n",  # a label over it
        "#main\n55144522\n# Extra Deck\n\n#extra\n84013237\n",
    ],
)
def test_a_line_that_moves_no_card_is_no_problem(cards: CardDB, text: str) -> None:
    """A review: ``!----------`` just above ``!side`` made a deck ILLEGAL, and ``# Extra
    Deck`` over ``#extra`` was said to move the cards after it, though neither moves one."""
    deck = parse_deck(text, "d.ydk", cards)
    assert deck.warnings == ()


def test_a_count_of_cards_under_a_section_s_heading_is_that_section_s(cards: CardDB) -> None:
    """A review: ``Cards: 15`` under the Extra Deck's heading was checked against the Main
    Deck's 40 ("the list writes 15 here"), though it counts the cards under it."""
    text = "Main Deck\nCards: 3\n3 Sangan\nSide Deck\nCards: 2\n2 Pot of Greed\nCards: 2\n"
    deck = parse_deck(text, "x", cards)
    assert deck.main == (SANGAN,) * 3 and deck.side == (POT, POT)
    assert [d.rule for d in deck.warnings if d.rule == "list-total"] == []
    wrong = parse_deck(text.replace("Cards: 2\n2 Pot", "Cards: 4\n2 Pot"), "x", cards)
    assert [(d.rule, d.line) for d in wrong.warnings if d.rule == "list-total"] == [
        ("list-total", 5)
    ]


@pytest.mark.parametrize(
    ("name", "fitting"),
    [
        ("Ryko", "Ryko, Lightsworn Hunter / Ryko, Twilightsworn Fighter"),
        ("Lyla", "Lyla, Lightsworn Sorceress / Lyla, Twilightsworn Enchantress"),
        ("Brionac", "Brionac, Dragon of the Ice Barrier / Brionac, the Magical Ice Dragon / "),
    ],
)
def test_a_short_name_that_fits_several_cards_names_them(
    cards: CardDB, name: str, fitting: str
) -> None:
    """creativeminds4t's Malaysian Nationals list writes "3 Ryko" and "2 Lyla": an unknown card
    with no suggestion, where each fits two cards, an ambiguous name by Konami's policy (a
    Major deck list error). The error names the cards it fits; a slip near one card's name
    ("Sangen") still suggests that card."""
    deck = parse_deck(f"Main Deck\n3 Sangan\n3 {name}\n", "x.txt", cards)
    [said] = [d for d in deck.warnings if d.line == 3]
    assert (said.rule, said.message_key) == ("unknown-card", "rule.unknown-name.shorthand-several")
    assert str(said.params["cards"]).startswith(fitting)
    assert deck.unread == (3,)
    slip = parse_deck("Main Deck\n3 Sangan\n3 Sangen\n", "x.txt", cards)
    assert [d.message_key for d in slip.warnings if d.line == 3] == ["rule.unknown-name"]


@pytest.mark.parametrize("line", ["1 Heavy Storm (Duster)", "1 Heavy Storm / Duster"])
def test_a_name_whose_start_is_another_cards_name_before_a_sign_is_said(
    cards: CardDB, line: str
) -> None:
    """A hostile review of sheets: 'Heavy Storm (Duster)' read as Heavy Storm Duster without
    a word, where a judge may read Heavy Storm (Forbidden) and a note; it is said, naming
    both. The names written as they are, an en dash for a hyphen too, are not."""
    deck = parse_deck(f"Main Deck\n1 Raigeki\n{line}\n", "x", cards)
    (said,) = deck.warnings
    assert said.message_key == "syntax.name-split" and said.params["other"] == "Heavy Storm"
    honest = (
        "1 Heavy Storm Duster",
        "1 Black Luster Soldier – Envoy of the Beginning",
        # a second review: a card's own sign, spaced otherwise, or in its Spanish name
        "1 Stardust Dragon / Assault Mode",
        "1 Soldado del Brillo Negro - Enviado del Principio",
        "1 Raviel Lord of Phantasms - Shimmering Scraper",
    )
    for honest_line in honest:
        assert parse_deck(f"Main Deck\n1 Raigeki\n{honest_line}\n", "y", cards).warnings == ()
