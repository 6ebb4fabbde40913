"""Every rule: a real deck that breaks it and one that does not."""

from __future__ import annotations

import datetime as dt

import pytest
from helpers import TCG_2026_05_CONF

from ydkcheck.decks import read_deck
from ydkcheck.lists.files import load_banlist
from ydkcheck.lists.model import Banlist, Bounds, DeckRules
from ydkcheck.validate import DeckResult, Validator

ASH = 14558127
DARK_MAGICIAN, DARK_MAGICIAN_ALT = 46986414, 36996508
UMI, LEGENDARY_OCEAN = 22702055, 295517
UTOPIA = 84013237
POT_OF_GREED = 55144522
SHEEP_TOKEN = 73915052
MAXX_C = 23434538
CALLED_BY = 24224830


@pytest.fixture(scope="module")
def tcg(cards):
    return load_banlist(str(TCG_2026_05_CONF))


def check(path, banlist, cards, as_of=None) -> DeckResult:
    return Validator(banlist, cards, as_of).check(read_deck(str(path), cards))


def rules_of(result: DeckResult) -> list[str]:
    return [d.rule for d in result.diagnostics if d.severity.value == "error"]


def legal_base(real_deck, cards) -> list[int]:
    """Rose Dragon's Main Deck: 40 cards, legal under TCG 2026.05."""
    return list(read_deck(str(real_deck("Rose_Dragon.ydk")), cards).main)


def test_a_legal_real_deck_has_no_error(real_deck, tcg, cards):
    result = check(real_deck("Rose_Dragon.ydk"), tcg, cards)
    assert result.legal
    assert rules_of(result) == []


def test_forbidden_and_limited_on_a_real_deck(real_deck, tcg, cards):
    result = check(real_deck("AI_Albaz.ydk"), tcg, cards)
    found = {(d.rule, d.card_id, d.line, d.count, d.max) for d in result.diagnostics}
    # Maxx "C" x3 (first copy on line 18) is Forbidden; Called by the Grave x2 is Limited:
    # the second copy (line 32 of the file) is the first past the limit.
    lines = [
        number
        for number, line in enumerate(real_deck("AI_Albaz.ydk").read_text().splitlines(), 1)
        if line.strip() == str(CALLED_BY)
    ]
    assert ("forbidden", MAXX_C, 18, 3, 0) in found
    assert ("limited", CALLED_BY, lines[1], 2, 1) in found
    assert not result.legal


def test_semi_limited(write_ydk, tcg, cards, real_deck):
    semi = next(code for code, count in tcg.limits.items() if count == 2)
    base = legal_base(real_deck, cards)
    ok = check(write_ydk(base[:-2] + [semi, semi]), tcg, cards)
    assert "semi-limited" not in rules_of(ok)
    bad = check(write_ydk(base[:-3] + [semi] * 3), tcg, cards)
    assert [(d.rule, d.count, d.max) for d in bad.diagnostics if d.rule == "semi-limited"] == [
        ("semi-limited", 3, 2)
    ]


def test_copies_counted_over_main_extra_and_side(write_ydk, tcg, cards, real_deck):
    base = legal_base(real_deck, cards)
    three = check(write_ydk(base[:-2] + [ASH, ASH], side=[ASH]), tcg, cards)
    assert "copies" not in rules_of(three)
    four = check(write_ydk(base[:-2] + [ASH, ASH], side=[ASH, ASH]), tcg, cards)
    (problem,) = [d for d in four.diagnostics if d.rule == "copies"]
    assert (problem.count, problem.max, problem.section.value, problem.line) == (4, 3, "side", 46)


def test_alternate_artworks_count_together(write_ydk, tcg, cards, real_deck):
    base = legal_base(real_deck, cards)
    deck = base[:-4] + [DARK_MAGICIAN, DARK_MAGICIAN, DARK_MAGICIAN, DARK_MAGICIAN_ALT]
    result = check(write_ydk(deck), tcg, cards)
    (problem,) = [d for d in result.diagnostics if d.rule == "copies"]
    assert problem.card_id == DARK_MAGICIAN and problem.count == 4
    assert str(DARK_MAGICIAN_ALT) in problem.message("en")
    assert "counting" in problem.message("en")


def test_copies_of_artworks_alone_count_with_their_card_whatever_the_decks_before(
    write_ydk, tcg, cards, real_deck
):
    """A player cannot slip a fourth copy past the count by writing every copy as another
    artwork or as a card treated as it, the original never written, even when one
    Validator met those passcodes in earlier decks (what the context finds of passcodes
    that do not count as themselves is worked out once per list)."""
    base = legal_base(real_deck, cards)
    validator = Validator(tcg, cards, dt.date(2026, 6, 1))
    validator.check(read_deck(str(write_ydk(base[:-1] + [DARK_MAGICIAN_ALT])), cards))
    for extra in ([DARK_MAGICIAN_ALT] * 4, [LEGENDARY_OCEAN] * 4, [UMI] + [LEGENDARY_OCEAN] * 3):
        result = validator.check(read_deck(str(write_ydk(base[:-4] + extra)), cards))
        (problem,) = [d for d in result.diagnostics if d.rule == "copies"]
        assert problem.count == 4 and not result.legal, extra


def test_name_treated_as_another_counts_with_it(write_ydk, tcg, cards, real_deck):
    base = legal_base(real_deck, cards)
    deck = base[:-4] + [UMI, UMI, LEGENDARY_OCEAN, LEGENDARY_OCEAN]
    result = check(write_ydk(deck), tcg, cards)
    (problem,) = [d for d in result.diagnostics if d.rule == "copies"]
    assert (problem.card_name, problem.count) == ("Umi", 4)


def test_a_list_entry_for_one_artwork_applies_to_all(write_ydk, cards, real_deck):
    only_alt = Banlist(id="t", name="t", limits={DARK_MAGICIAN_ALT: 1})
    result = check(
        write_ydk(legal_base(real_deck, cards)[:-2] + [DARK_MAGICIAN, DARK_MAGICIAN]),
        only_alt,
        cards,
    )
    assert [(d.rule, d.max) for d in result.diagnostics if d.rule == "limited"] == [("limited", 1)]


def vanilla_monsters(cards, count):
    """Distinct Normal Monsters released in both regions, to pad a deck without breaking rules."""
    found = [
        c.id
        for c in cards.all_cards()
        if c.subtypes == {"normal"} and c.is_monster and not c.alias and c.ot == 3
    ]
    return found[:count]


@pytest.mark.parametrize("size", [39, 61])
def test_main_size(write_ydk, tcg, cards, real_deck, size):
    base = legal_base(real_deck, cards)
    main = base[:size] if size < 40 else base + vanilla_monsters(cards, size - 40)
    result = check(write_ydk(main), tcg, cards)
    assert rules_of(result) == ["main-size"]
    problem = (
        result.diagnostics[-1]
        if result.diagnostics[-1].rule == "main-size"
        else next(d for d in result.diagnostics if d.rule == "main-size")
    )
    assert problem.count == size
    assert check(write_ydk(base + vanilla_monsters(cards, 20)), tcg, cards).legal


def test_a_short_section_names_the_lines_not_read(tmp_path, tcg, cards, real_deck):
    """A published Main Deck of 40 whose misspelt line held 2 copies read as "Main Deck: 38
    cards", a size error with no word of the line whose copies make the difference."""
    names = [cards.get(code).name for code in legal_base(real_deck, cards)[:38]]
    text = "Main Deck\n" + "".join(f"1 {name}\n" for name in names) + "2 Gladiator Best Bestiari\n"
    path = tmp_path / "list.txt"
    path.write_text(text, encoding="utf-8")
    (short,) = [d for d in check(path, tcg, cards).diagnostics if d.rule == "main-size"]
    assert (short.message_key, short.params["unread"], short.count) == (
        "rule.size.under.unread", "40", 38
    )  # fmt: skip
    many = "Main Deck\n1 Sangan\n" + "".join(f"1 Nameless {n}\n" for n in range(12))
    path.write_text(many, encoding="utf-8")
    (short,) = [d for d in check(path, tcg, cards).diagnostics if d.rule == "main-size"]
    assert short.params["unread"] == "3, 4, 5, 6, 7, 8, 9, 10, 11, 12, …"


def test_extra_and_side_size(write_ydk, tcg, cards, real_deck):
    deck = read_deck(str(real_deck("Rose_Dragon.ydk")), cards)
    extra = list(deck.extra)
    over = check(write_ydk(list(deck.main), extra + [UTOPIA], list(deck.side)), tcg, cards)
    assert "extra-size" in rules_of(over)
    side = [POT_OF_GREED] * 0 + list(deck.main)[:16]
    result = check(write_ydk(list(deck.main)[:40], extra, side), tcg, cards)
    assert "side-size" in rules_of(result)
    assert "extra-size" not in rules_of(check(real_deck("Rose_Dragon.ydk"), tcg, cards))


def test_extra_in_main_and_main_in_extra(write_ydk, tcg, cards, real_deck):
    base = legal_base(real_deck, cards)
    result = check(write_ydk(base[:-1] + [UTOPIA], [ASH]), tcg, cards)
    found = {(d.rule, d.card_id, d.line) for d in result.diagnostics}
    assert ("extra-in-main", UTOPIA, 42) in found
    assert ("main-in-extra", ASH, 44) in found
    assert "move it to the Extra Deck" in next(
        d for d in result.diagnostics if d.rule == "extra-in-main"
    ).message("en")
    side_ok = check(write_ydk(base, side=[UTOPIA]), tcg, cards)
    assert not {"extra-in-main", "main-in-extra"} & set(rules_of(side_ok))


def test_token_is_not_playable(write_ydk, tcg, cards, real_deck):
    result = check(write_ydk(legal_base(real_deck, cards)[:-1] + [SHEEP_TOKEN]), tcg, cards)
    assert [(d.rule, d.line) for d in result.diagnostics if d.rule == "not-playable"] == [
        ("not-playable", 42)
    ]


def test_unknown_card(real_deck, tcg, cards):
    result = check(real_deck("AI_Pumpking.ydk"), tcg, cards)
    unknown = [(d.rule, d.line) for d in result.diagnostics if d.rule == "unknown-card"]
    assert unknown == [("unknown-card", 16), ("unknown-card", 17), ("unknown-card", 18)]
    assert not result.legal


def test_whitelist_and_region_and_release_date(write_ydk, cards, real_deck):
    base = legal_base(real_deck, cards)
    whitelist = Banlist(
        id="w",
        name="W",
        mode="whitelist",
        limits={code: 3 for code in set(base) if code != base[0]},
    )
    result = check(write_ydk(base), whitelist, cards)
    assert [(d.rule, d.card_id) for d in result.diagnostics if d.rule == "not-in-format"] == [
        ("not-in-format", base[0])
    ]
    tcg_2017 = Banlist(id="x", name="X", pool="tcg")
    # Ash Blossom: OCG 2017-01-14, TCG 2017-05-04
    early = check(write_ydk(base[:-1] + [ASH]), tcg_2017, cards, as_of=dt.date(2017, 3, 1))
    assert ("not-in-format", ASH) in {(d.rule, d.card_id) for d in early.diagnostics}
    later = check(write_ydk(base[:-1] + [ASH]), tcg_2017, cards, as_of=dt.date(2017, 6, 1))
    assert ("not-in-format", ASH) not in {(d.rule, d.card_id) for d in later.diagnostics}


def test_excluded_kinds_and_points(write_ydk, cards, real_deck):
    deck = read_deck(str(real_deck("Rose_Dragon.ydk")), cards)
    genesys = Banlist(
        id="g", name="G", excluded=frozenset({"link"}), points={ASH: 60}, points_cap=100
    )
    result = check(write_ydk(list(deck.main)[:-2] + [ASH, ASH], list(deck.extra)), genesys, cards)
    rules = rules_of(result)
    assert "points" in rules and result.points == 120
    links = [code for code in deck.extra if "link" in cards.get(code).subtypes]
    assert links and ("not-in-format", links[0]) in {
        (d.rule, d.card_id) for d in result.diagnostics
    }
    under = check(write_ydk(list(deck.main)[:-1] + [ASH]), genesys, cards)
    assert "points" not in rules_of(under) and under.points == 60


def test_format_bounds_are_data(write_ydk, cards, real_deck):
    speed = Banlist(
        id="s", name="Speed", deck=DeckRules(Bounds(20, 30), Bounds(0, 5), Bounds(0, 5))
    )
    base = legal_base(real_deck, cards)
    assert rules_of(check(write_ydk(base[:25]), speed, cards)) == []
    assert "main-size" in rules_of(check(write_ydk(base), speed, cards))


def test_advice_never_makes_a_deck_illegal(real_deck, tcg, cards):
    result = check(real_deck("Starter_Deck_-_Kaiba_Reloaded.ydk"), tcg, cards)
    assert [d.rule for d in result.diagnostics] == ["advice-main-size"]
    assert result.legal


def test_every_problem_is_reported_not_only_the_first(write_ydk, tcg, cards, real_deck):
    base = legal_base(real_deck, cards)
    deck = base[:30] + [MAXX_C, UTOPIA, SHEEP_TOKEN, 99999999]
    result = check(write_ydk(deck), tcg, cards)
    assert {"main-size", "forbidden", "extra-in-main", "not-playable", "unknown-card"} <= set(
        rules_of(result)
    )


def test_ignore_drops_a_rule(real_deck, tcg, cards):
    result = Validator(tcg, cards, ignore={"forbidden"}).check(
        read_deck(str(real_deck("AI_Albaz.ydk")), cards)
    )
    assert [d.rule for d in result.diagnostics] == ["limited"]


def test_what_the_rules_remember_of_a_card_never_changes_a_later_verdict(tcg, cards):
    """One Validator for many decks (as a repository run) judges each as a fresh one does:
    the CardMemo holds only what depends on the card and the list, not on a deck."""
    from helpers import DECKS

    decks = [read_deck(str(path), cards) for path in sorted(DECKS.rglob("*.ydk"))]
    shared = Validator(tcg, cards, dt.date(2026, 6, 1))

    def verdict(result: DeckResult) -> list[tuple[str, str, int | None, int | None]]:
        return [(d.rule, d.message("en"), d.line, d.card_id) for d in result.diagnostics]

    for deck in decks + decks[::-1]:  # every card met first in another deck, then again
        fresh = Validator(tcg, cards, dt.date(2026, 6, 1)).check(deck)
        assert verdict(shared.check(deck)) == verdict(fresh), deck.source
    assert len(shared.memo.identity) > 500 and shared.memo.in_pool


def test_a_run_of_made_up_passcodes_keeps_a_bounded_memory_and_the_same_verdicts(
    tcg, cards, monkeypatch
):
    """Past ``MOST_PASSCODES_KEPT`` passcodes met, what the rules and the card data keep is
    begun anew between two decks: a repository of made-up passcodes cannot grow a run
    without bound, and every verdict stays what a fresh Validator gives."""
    import random

    from helpers import DECKS

    from ydkcheck import validate
    from ydkcheck.decks import Deck

    monkeypatch.setattr(validate, "MOST_PASSCODES_KEPT", 300)
    rng = random.Random(7)
    real = [read_deck(str(path), cards) for path in sorted(DECKS.rglob("*.ydk"))]
    made_up = [
        Deck(f"made-up-{n}.ydk", tuple(rng.randrange(10**9, 10**10) for _ in range(60)))
        for n in range(20)
    ]
    shared = Validator(tcg, cards, dt.date(2026, 6, 1))

    def verdict(result: DeckResult) -> list[tuple[str, str, int | None, int | None]]:
        return [(d.rule, d.message("en"), d.line, d.card_id) for d in result.diagnostics]

    most = 0
    for deck in [d for pair in zip(made_up, real, strict=False) for d in pair]:
        fresh = Validator(tcg, cards, dt.date(2026, 6, 1)).check(deck)
        assert verdict(shared.check(deck)) == verdict(fresh), deck.source
        assert shared.check(deck).fingerprint == fresh.fingerprint
        most = max(most, len(shared.memo.identity))
    assert most <= 300 + 60 * 2  # the bound, plus at most one deck's passcodes


def test_a_rush_duel_passcode_is_said_to_be_another_games(write_ydk, tcg, cards) -> None:
    """A Rush Duel .ydk was one "unknown passcode: refresh the data" a card, which no update
    can help: the numbers simulators give Rush Duel cards say so."""
    result = check(write_ydk(main=[160202002, 160001022, 14558127]), tcg, cards)
    keys = [d.message_key for d in result.diagnostics if d.rule == "unknown-card"]
    assert keys == ["rule.unknown-card.rush"] * 2
