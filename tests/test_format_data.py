"""Format data a judge can trust: simulator passcodes, own release dates, Speed Duel Skills.

Each test fails on the data as it was before: Goat decks with real passcodes were illegal,
Fusion Substitute counted as released in 2002, and a Skill Card made any Speed Duel deck
illegal.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest
from helpers import DECKS, run

from ydkcheck.cards import CardDB
from ydkcheck.lists.choose import resolve
from ydkcheck.lists.collection import list_index, read_list

REPO = Path(__file__).resolve().parent.parent
DECK = str(DECKS / "Rose_Dragon.ydk")
YAMLYUGI = "DawnbrandBots/yaml-yugi-limit-regulation"  # days of effect from Konami's database
SANGAN, SANGAN_EDOPRO = 26202165, 504700178
SERPENT, SERPENT_EDOPRO = 8131171, 511000818
FUSION_SUBSTITUTE, PACIFIS, LEMURIA = 74335036, 2819435, 34103656
SKILL, OTHER_SKILL = 300101001, 300101002
POT_OF_DUALITY, MONSTER_REBORN = 98645731, 83764718  # released 2011 in the TCG; 2002
# listed by EDOPro's Edison, HAT and TOSS files, and no card of any data set has the name
UNMATCHED = {111000561, 501000000, 501000001, 501000002, 501000003, 501000004, 501000006}
UNMATCHED |= {501000007}


def deck_file(folder: Path, name: str, main: list[int], side: tuple[int, ...] = ()) -> str:
    path = folder / name
    lines = ["#main", *map(str, main), "#extra", "!side", *map(str, side)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def verdict(*argv: str) -> dict[str, Any]:
    """The JSON of the one deck ``valida ARGV`` checks."""
    result = run("--lang", "en", "valida", "--salida", "json", *argv)
    assert result.exit_code in (0, 1), result.stderr
    deck: dict[str, Any] = json.loads(result.stdout)["decks"][0]
    return deck


def of_rule(deck: dict[str, Any], rule: str) -> list[dict[str, Any]]:
    return [problem for problem in deck["diagnostics"] if problem["rule"] == rule]


def listed(list_id: str, cards: CardDB, count: int) -> list[int]:
    """``count`` main-deck cards the list allows 3 of, known to the card data."""
    banlist = read_list(resolve(list_id))
    codes = []
    for code, allowed in sorted(banlist.limits.items()):
        card = cards.get(code)
        if card is None or not card.is_playable or card.is_extra_monster:
            continue
        if allowed == 3 and card.id == card.identity and code < 100_000_000:
            codes.append(code)
    return codes[:count]


def rules_of(deck: dict[str, Any]) -> list[str]:
    return [problem["rule"] for problem in deck["diagnostics"] if problem["severity"] == "error"]


@pytest.mark.parametrize("sangan, serpent", [(SANGAN, SERPENT), (SANGAN_EDOPRO, SERPENT_EDOPRO)])
def test_a_goat_deck_is_legal_with_real_or_with_edopro_passcodes(
    sangan: int, serpent: int, tmp_path: Path, cards: CardDB
) -> None:
    filler = [code for code in listed("goat", cards, 13) for _ in range(3)][:38]
    deck = verdict("--lista", "goat", deck_file(tmp_path, "goat.ydk", [sangan, serpent, *filler]))
    assert deck["legal"] is True, deck["diagnostics"]


def test_both_spellings_of_a_goat_card_are_one_card_for_its_limit(
    tmp_path: Path, cards: CardDB
) -> None:
    filler = [code for code in listed("goat", cards, 13) for _ in range(3)][:38]
    path = deck_file(tmp_path, "goat.ydk", [SANGAN, SANGAN_EDOPRO, *filler])
    deck = verdict("--lista", "goat", path)
    assert rules_of(deck) == ["limited"]  # Sangan is Limited: 2 copies


def test_a_goat_main_deck_has_no_most(tmp_path: Path, cards: CardDB) -> None:
    """Before: 61 cards were "the maximum is 60"; Goat's Main Deck has no maximum, as its
    Fusion Deck has none (goatformat.com, quoted in banlists/SOURCES.md)."""
    filler = [code for code in listed("goat", cards, 30) for _ in range(3)][:61]
    deck = verdict("--lista", "goat", deck_file(tmp_path, "goat.ydk", filler))
    assert deck["counts"]["main"] == 61 and deck["legal"] is True, deck["diagnostics"]
    short = verdict("--lista", "goat", deck_file(tmp_path, "short.ydk", filler[:39]))
    assert rules_of(short) == ["main-size"]


@pytest.mark.parametrize(
    ("list_id", "card"),
    [("edison", 31383545), ("edison", 96146814), ("hat", 94415058), ("hat", 17626381)],
)
def test_a_card_released_after_an_event_format_s_pool_closed_is_out(
    list_id: str, card: int, tmp_path: Path, cards: CardDB
) -> None:
    """Before: XX-Saber Darksoul and A/D Changer were LEGAL in Edison (SJC Edison, April
    2010; both later), Stargazer Magician and Supply Squad in HAT (NAWCQ, July 2014; Super
    Starter: Space-Time Showdown was not legal there)."""
    filler = [code for code in listed(list_id, cards, 14) for _ in range(3)][:40]
    deck = verdict("--lista", list_id, deck_file(tmp_path, "d.ydk", [*filler, card]))
    assert rules_of(deck) == ["not-in-format"]
    assert verdict("--lista", list_id, deck_file(tmp_path, "f.ydk", filler))["legal"] is True


@pytest.mark.parametrize(
    ("list_id", "card"),
    [
        ("edison", 71564252),  # Thunder King Rai-Oh: YG02-EN001, a GX manga promo, 2008
        ("edison", 98777036),  # Tragoedia: JUMP-EN033, 2009
        ("edison", 88643579),  # Dark End Dragon: SJC prize card, 2009-04-25
        ("edison", 79229522),  # Chimeratech Fortress Dragon: JUMP-EN031, 2009
        ("hat", 4545683),  # Meklord Emperor Granel: WQ11-EN003, a 2011 prize card
    ],
)
def test_a_card_first_printed_as_a_promotion_before_the_pool_closed_is_in(
    list_id: str, card: int, tmp_path: Path, cards: CardDB
) -> None:
    """Before: ILLEGAL, the data knowing only their later reprints (Rai-Oh's Gold Series 3,
    2010-06-17): a real list of April 2010 with Tragoedia was "not in format"
    (tools/data/earlier-tcg-printings.tsv)."""
    filler = [code for code in listed(list_id, cards, 14) for _ in range(3)][:40]
    deck = verdict("--lista", list_id, deck_file(tmp_path, "d.ydk", filler, (card,)))
    assert deck["legal"] is True, rules_of(deck)
    on_the_day = verdict("--fecha", "2010-04-01", deck_file(tmp_path, "t.ydk", [card]))
    assert "not-in-format" not in rules_of(on_the_day) or list_id == "hat"


@pytest.mark.slow
def test_every_passcode_of_every_shipped_list_is_a_known_card(cards: CardDB) -> None:
    unknown: dict[str, list[int]] = {}
    for entry in list_index():
        banlist = read_list(resolve(entry.id))
        missing = [code for code in banlist.limits if cards.get(code) is None]
        missing += [code for code in banlist.points or {} if cards.get(code) is None]
        if set(missing) - UNMATCHED:
            unknown[entry.id] = sorted(set(missing) - UNMATCHED)
    assert unknown == {}  # before: 454 passcodes, 212 of them in Goat


@pytest.mark.parametrize(
    ("code", "tcg", "ocg"),
    [
        (FUSION_SUBSTITUTE, "2014-11-06", "2015-09-19"),  # once Polymerization's 2002 dates
        (PACIFIS, "2017-05-04", "2017-01-14"),  # once Umi's
        (LEMURIA, "2012-11-08", "2012-07-21"),
    ],
)
def test_a_card_treated_as_another_has_its_own_release_dates(
    code: int, tcg: str, ocg: str, cards: CardDB, tmp_path: Path
) -> None:
    card = cards.get(code)
    assert card is not None and card.identity != code
    assert (card.tcg_date, card.ocg_date) == (tcg, ocg)
    path = deck_file(tmp_path, "old.ydk", [code, *[POT_OF_DUALITY] * 3])
    deck = verdict("--lista", "tcg", "--fecha", "2010-01-01", path)
    out_of_format = [problem["card"]["id"] for problem in of_rule(deck, "not-in-format")]
    assert out_of_format == [code, POT_OF_DUALITY]


def speed_filler(cards: CardDB) -> list[int]:
    return [code for code in listed("speed", cards, 7) for _ in range(3)][:20]


def test_a_speed_duel_deck_with_its_skill_is_legal_and_the_skill_is_not_in_the_20(
    tmp_path: Path, cards: CardDB
) -> None:
    deck = verdict("--lista", "speed", deck_file(tmp_path, "s.ydk", [SKILL, *speed_filler(cards)]))
    assert deck["legal"] is True, deck["diagnostics"]
    skill = cards.get(SKILL)
    assert skill is not None and skill.kind == "skill"


def test_two_skills_are_one_error_at_the_second(tmp_path: Path, cards: CardDB) -> None:
    path = deck_file(tmp_path, "s.ydk", [SKILL, *speed_filler(cards)], side=[OTHER_SKILL])
    deck = verdict("--lista", "speed", path)
    assert rules_of(deck) == ["skill-count"]
    [problem] = of_rule(deck, "skill-count")
    assert (problem["card"]["id"], problem["section"]) == (OTHER_SKILL, "side")


def test_a_skill_outside_speed_duel_is_not_playable(tmp_path: Path) -> None:
    deck = verdict(deck_file(tmp_path, "t.ydk", [SKILL, MONSTER_REBORN]))
    assert [problem["card"]["id"] for problem in of_rule(deck, "not-playable")] == [SKILL]


def test_a_skill_an_older_speed_list_does_not_name_is_outside_it(
    tmp_path: Path, cards: CardDB
) -> None:
    """See Me Rolling is on no Speed Duel list before 2022: under speed-2020-02 it was said
    to need a Speed Duel list, and counted in the Main Deck (21 of 20)."""
    rolling = 300309017
    assert rolling not in read_list(resolve("speed-2020-02")).limits
    filler = [code for code in listed("speed-2020-02", cards, 7) for _ in range(3)][:20]
    deck = verdict("--lista", "speed-2020-02", deck_file(tmp_path, "s.ydk", [*filler, rolling]))
    assert rules_of(deck) == ["not-in-format"]
    (problem,) = of_rule(deck, "not-in-format")
    assert problem["card"]["id"] == rolling and "Speed Duel 2020.02 list" in problem["message"]
    assert deck["counts"]["main"] == 20
    assert "skill-missing" not in [d["rule"] for d in deck["diagnostics"]]


def test_toss_is_no_speed_duel_format_though_its_list_names_skills(
    tmp_path: Path, cards: CardDB
) -> None:
    """TOSS's whitelist names Skill Cards; a TOSS deck got Speed Duel's ``skill-missing``
    warning (failing ``--estricto``), and a Skill in it was allowed."""
    assert SKILL in read_list(resolve("toss")).limits
    filler = [code for code in listed("toss", cards, 14) for _ in range(3)][:40]
    plain = verdict("--lista", "toss", deck_file(tmp_path, "t.ydk", filler))
    assert [d["rule"] for d in plain["diagnostics"] if d["severity"] != "info"] == []
    skilled = verdict("--lista", "toss", deck_file(tmp_path, "s.ydk", [SKILL, *filler]))
    assert rules_of(skilled) == ["not-playable"]
    assert skilled["counts"]["main"] == 41


def test_a_tcg_date_picks_the_list_by_its_day_of_effect() -> None:
    assert resolve("tcg", dt.date(2019, 4, 15)).id == "tcg-2019-01"  # once tcg-2019-04
    assert resolve("tcg", dt.date(2019, 4, 29)).id == "tcg-2019-04"
    assert resolve("tcg", dt.date(2006, 3, 15)).id == "tcg-2005-10"  # "April 1st", per Konami


def test_no_tcg_list_before_the_tcg_had_lists() -> None:
    first = min(entry.effective for entry in list_index() if entry.family == "tcg")
    assert first >= dt.date(2002, 5, 1)  # once tcg-1999-08, a Konami database entry


def test_sources_name_where_the_day_of_every_tcg_and_ocg_list_comes_from() -> None:
    sources = (REPO / "banlists" / "SOURCES.md").read_text(encoding="utf-8")
    rows = {line.split(" | ")[0].strip("| "): line for line in sources.splitlines()}
    for entry in list_index():
        if entry.family in ("tcg", "ocg"):
            row = rows[entry.id]
            assert "day of effect from" in row or "no public source" in row or YAMLYUGI in row


def test_a_list_not_in_force_on_the_date_asked_is_said() -> None:
    result = run("--lang", "en", "valida", "--lista", "tcg-2019-04", "--fecha", "2019-04-15", DECK)
    assert result.stderr.startswith(
        "ydkcheck: warning: list tcg-2019-04 (in force from 2019-04-29) was not in force on "
        "2019-04-15: tcg-2019-01 was"
    )
    quiet = run("--lang", "en", "valida", "--lista", "tcg-2019-04", "--fecha", "2019-05-01", DECK)
    assert "warning" not in quiet.stderr


def test_a_genesys_list_exports_with_the_name_of_every_card() -> None:
    exported = run("listas", "exporta", "genesys-2026-08").stdout.splitlines()
    assert exported[:2] == ["!Genesys 2026.08", "$genesys"]
    entries = [line for line in exported[2:] if line[:1].isdigit()]
    assert len(entries) > 500 and all(" --" in line and not line.endswith("--") for line in entries)
    assert "39576656 70 --Kewl Tune Crackle" in entries  # a point value the data once lost


def test_master_duel_has_konamis_lists_to_august_2026() -> None:
    newest = read_list(resolve("md"))
    assert (newest.id, newest.effective) == ("md-2026-08", dt.date(2026, 8, 5))  # once 2025-05
    assert (len(newest.limits), newest.is_whitelist) == (206, False)  # statuses, no pool
    assert resolve("md", dt.date(2025, 5, 9)).id == "md-2025-05"  # EDOPro's, with its pool
    assert read_list(resolve("md-2025-05")).is_whitelist


def test_a_card_counted_as_another_is_named_in_the_message(tmp_path: Path) -> None:
    umi, ocean = 22702055, 295517  # A Legendary Ocean: "always treated as Umi"
    deck = verdict(deck_file(tmp_path, "umi.ydk", [umi, umi, umi, ocean]))
    [copies] = of_rule(deck, "copies")
    assert "4 × Umi, counting A Legendary Ocean, 295517 as the same card" in copies["message"]


def test_a_tcg_list_before_the_2008_rule_changes_has_no_extra_or_main_maximum(
    tmp_path: Path, cards: CardDB
) -> None:
    """Before: a real 2005 deck with a Fusion Deck of 28 was an extra-size error with
    --fecha 2005-10-01, as if the 15-card Extra Deck of 2008-08-13 had been in force."""
    old = sorted(
        (card for card in cards.all_cards() if card.id == card.identity and card.is_playable),
        key=lambda card: card.id,
    )
    early = [card for card in old if card.tcg_date and card.tcg_date < "2004-01-01"]
    normal = [card.id for card in early if "normal" in card.subtypes and not card.is_extra_monster]
    fusion = [card.id for card in early if card.is_extra_monster]
    path = tmp_path / "d.ydk"
    main = [code for code in normal[:21] for _ in range(3)][:61]
    extra = [code for code in fusion[:7] for _ in range(3)][:20]
    lines = ["#main", *map(str, main), "#extra", *map(str, extra), "!side"]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    then = verdict("--fecha", "2005-10-01", str(path))
    assert "extra-size" not in rules_of(then) and "main-size" not in rules_of(then)
    later = verdict("--fecha", "2008-10-01", str(path))
    assert {"extra-size", "main-size"} <= set(rules_of(later))
