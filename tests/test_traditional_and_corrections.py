"""List data a format audit found wrong, against published sources:

- Traditional lists were ProjectIgnis files overwritten with later lists: "Traditional 2022.05"
  held October 2022's list, "2021.07" October 2021's, and none existed for April 2020,
  September 2023 or April 2024, so a deck with three Bystial Magnamhut (Limited in the TCG
  from 2023-09-25) was LEGAL under Traditional in October 2023. Konami's Traditional Format
  plays the TCG list of the day, its Forbidden cards Limited: each list is now made so.
- Konami's TCG list of 2025-10-27 names Archnemeses Protos twice (Forbidden, and Limited),
  and the scrape kept Limited: a deck with Protos was LEGAL from 2025-10-27 to 2026-02-01.
- The TCG list of October 2005 held the OCG's status of five cards: Pot of Greed and
  Tribe-Infecting Virus Limited, Magician of Faith and Book of Taiyou unrestricted, Nobleman
  of Crossout Semi-Limited. A published deck of that winter ran two Magician of Faith, LEGAL.
- The TCG lists of October 2004 and April 2005 held the OCG's entries for four cards each, none
  on the TCG's lists: Sixth Sense, Exchange of the Spirit and Crush Card Virus (not yet printed
  in the TCG), Makyura the Destructor Semi-Limited in October 2004 (unrestricted in the TCG
  until April 2005: three copies, printed from December 2004, read ILLEGAL) and Marshmallon
  Limited in April 2005.
- The TCG lists before October 2004 were the OCG's lists Konami's database files under the
  TCG (the OCG's of May 2002 from 2003-01-01, of April 2003 from 2003-09-01), and none was
  shipped for 2002: a deck of May 2002 to December 2002 was judged by no list, and one of
  2003-2004 by the OCG's (Harpie's Feather Duster and Heavy Storm Limited in the TCG's
  April 2003, Graceful Charity Semi-Limited). Now the TCG's lists of May and July 2002 are
  shipped, and no list is taken from October 2002 to August 2004: no source found gives the
  TCG's lists of those days card by card.
- The scrape of the Simplified Chinese list of January 2026 failed (26 of its 82 entries,
  no Limited card): its 46 Limited cards were allowed three times.
  Left out, its days were judged silently by the list of October 2025, as those of October
  2022 (an empty scrape) by the list of July 2022: both are now judged by no list.
- The TCG lists of April 2006 and March 2007 held OCG-only entries (Victory Dragon, Dandylion,
  Temple of the Kings, Magical Stone Excavation): three Magical Stone Excavation, at 3 in the
  TCG until September 2007, were ILLEGAL in May 2007.
- The TCG list of September 2008 was the OCG's (Dimension Fusion Forbidden, Return from the
  Different Dimension Limited), and the TCG's emergency list of May 2008 (Allure of Darkness
  Semi-Limited) was missing.
- Victory Dragon's first TCG printing (JUMP-EN011, by December 2006) was missing: a deck of
  January 2007 with one copy was ILLEGAL.
- The OCG list of July 2026 lost Perfectron Hydradrive Dragon (Semi-Limited): Konami's list
  names it by a Konami id the card table lacks, and the entry was dropped; three copies
  were LEGAL. The simulators' files of the same list give its passcode (13203964).
- The Speed Duel file "2022.10" was overwritten upstream with the list of March 2023 (last
  revised 2023-08-03): speed-2022-10-01 allowed 261 cards the list of its day did not, or
  refused them. No source gives that list: its days, until the list of 2022-10-07, are
  judged by no list.
- The Master Duel file of 2022 lists the game's pool of January 2022, which the game outgrew
  while its list was in force: read as a whitelist it would refuse cards added in April. The
  Asian-English lists but ocg-ae-2026-04 carry no pool, and said nothing of it.
- The TCG list of August 2016 took effect on the 29th, not the 1st.
- The TCG list of May 2018 took effect on the 21st, not the 1st.
- The TCG list of January 2019 took effect on the 28th, not the 1st.
- The TCG list of June 2020 took effect on the 15th, not the 1st: three Altergeist
  Multifaker, Limited until then, were LEGAL in early June.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from helpers import run
from test_format_data import deck_file, verdict

from ydkcheck.cards import CardDB
from ydkcheck.lists.choose import resolve
from ydkcheck.lists.collection import list_index, read_list

PROTOS = 6728559  # Archnemeses Protos
MAGNAMHUT = 33854624  # Bystial Magnamhut: Limited in the TCG from September 2023
EVA = 40177746  # Eva: Limited in the TCG from October 2021, unrestricted in July 2021
VANILLA = [89631139, 46986414, 91152256, 15025844, 70781052, 6368038, 13039848, 69140098]
VANILLA += [14898066, 11091375, 43096270, 97590747, 11321183, 41392891]  # 14 Normal Monsters


def _filler(count: int) -> list[int]:
    return [code for code in VANILLA for _ in range(3)][:count]


def test_each_tcg_list_since_2020_has_its_traditional_list_forbidden_read_as_limited() -> None:
    rows = list_index()
    traditional = {row.effective: row for row in rows if row.family == "traditional"}
    tcg = [row for row in rows if row.family == "tcg" and row.effective >= min(traditional)]
    assert {row.effective for row in tcg} == set(traditional)
    for row in tcg:
        official = read_list(resolve(row.id))
        derived = read_list(resolve(traditional[row.effective].id))
        assert derived.limits == {code: max(n, 1) for code, n in official.limits.items()}
        assert derived.effective_precision == official.effective_precision


@pytest.mark.parametrize(
    ("date", "code", "copies", "legal"),
    [
        ("2023-10-15", MAGNAMHUT, 3, False),  # Limited since 2023-09-25 (no file had it)
        ("2023-09-24", MAGNAMHUT, 3, True),
        ("2021-08-15", EVA, 2, True),  # the "2021.07" file held October's list
        ("2021-10-15", EVA, 2, False),
    ],
)
def test_a_traditional_deck_is_judged_by_the_tcg_list_of_its_day(
    tmp_path: Path, date: str, code: int, copies: int, legal: bool
) -> None:
    deck = deck_file(tmp_path, "t.ydk", [code] * copies + _filler(40 - copies))
    found = verdict(deck, "--lista", "traditional", "--fecha", date)
    assert found["legal"] is legal, found["diagnostics"]


def test_protos_is_forbidden_in_the_tcg_list_of_october_2025(tmp_path: Path) -> None:
    for list_id in ("tcg-2025-10", "traditional-2025-10"):
        listed = read_list(resolve(list_id)).limits[PROTOS]
        assert listed == (0 if list_id.startswith("tcg") else 1)
    deck = deck_file(tmp_path, "p.ydk", [PROTOS, *_filler(39)])
    found = verdict(deck, "--lista", "tcg", "--fecha", "2025-12-01")
    assert [d["rule"] for d in found["diagnostics"] if d["severity"] == "error"] == ["forbidden"]


OCTOBER_2005 = {
    55144522: 0,  # Pot of Greed
    33184167: 0,  # Tribe-Infecting Virus
    38699854: 1,  # Book of Taiyou
    31560081: 1,  # Magician of Faith
    71044499: 1,  # Nobleman of Crossout
}


def test_the_tcg_list_of_october_2005_is_konamis(tmp_path: Path) -> None:
    limits = read_list(resolve("tcg-2005-10")).limits
    assert {code: limits.get(code) for code in OCTOBER_2005} == OCTOBER_2005
    deck = deck_file(tmp_path, "mof.ydk", [31560081, 31560081, *_filler(38)])
    found = verdict(deck, "--lista", "tcg", "--fecha", "2005-12-26")
    faith = [d["rule"] for d in found["diagnostics"] if (d["card"] or {}).get("id") == 31560081]
    assert faith == ["limited"]


# The TCG list of April 2005 (https://yugipedia.com/wiki/April_2005_Lists), and what its
# wikitext gives as each changed card's status in the list before it, October 2004's ("prev::")
APRIL_2005 = {
    0: """Chaos Emperor Dragon - Envoy of the End|Fiber Jar|Magical Scientist|Makyura the Destructor
    |Witch of the Black Forest|Yata-Garasu|Butterfly Dagger - Elma|Change of Heart|Confiscation
    |Dark Hole|Harpie's Feather Duster|Mirage of Nightmare|Monster Reborn|Painful Choice|Raigeki
    |The Forceful Sentry|Imperial Order""",
    1: """Black Luster Soldier - Envoy of the Beginning|Breaker the Magical Warrior|Cyber Jar
    |Dark Magician of Chaos|D.D. Warrior Lady|Exiled Force|Exodia the Forbidden One
    |Injection Fairy Lily|Jinzo|Left Arm of the Forbidden One|Left Leg of the Forbidden One
    |Morphing Jar|Protector of the Sanctuary|Reflect Bounder|Right Leg of the Forbidden One
    |Right Arm of the Forbidden One|Sacred Phoenix of Nephthys|Sangan|Sinister Serpent
    |Tribe-Infecting Virus|Twin-Headed Behemoth|Card Destruction|Delinquent Duo|Graceful Charity
    |Heavy Storm|Lightning Vortex|Mage Power|Mystical Space Typhoon|Pot of Greed|Premature Burial
    |Snatch Steal|Swords of Revealing Light|United We Stand|Call of the Haunted|Ceasefire
    |Deck Devastation Virus|Magic Cylinder|Mirror Force|Reckless Greed|Ring of Destruction
    |Torrential Tribute""",
    2: """Abyss Soldier|Dark Scorpion - Chick the Yellow|Manticore of Darkness|Marauding Captain
    |Night Assailant|Vampire Lord|Creature Swap|Emergency Provisions|Level Limit - Area B
    |Nobleman of Crossout|Reinforcement of the Army|Upstart Goblin|Good Goblin Housekeeping
    |Gravity Bind|Last Turn""",
}
OCTOBER_2004_CHANGES = {  # the April 2005 list's "prev::" marks (3: unrestricted or unreleased)
    **dict.fromkeys(["Fiber Jar", "Magical Scientist", "Butterfly Dagger - Elma"], 1),
    **dict.fromkeys(["Change of Heart", "Confiscation", "Mirage of Nightmare"], 1),
    **dict.fromkeys(["Painful Choice", "The Forceful Sentry", "Vampire Lord", "Upstart Goblin"], 1),
    **dict.fromkeys(["Sangan", "Delinquent Duo", "Graceful Charity", "United We Stand"], 0),
    "Mirror Force": 0,
    **dict.fromkeys(["Makyura the Destructor", "D.D. Warrior Lady", "Night Assailant"], 3),
    **dict.fromkeys(["Sacred Phoenix of Nephthys", "Lightning Vortex", "Abyss Soldier"], 3),
    **dict.fromkeys(["Deck Devastation Virus", "Good Goblin Housekeeping", "Gravity Bind"], 3),
    **dict.fromkeys(["Dark Scorpion - Chick the Yellow", "Emergency Provisions"], 3),
    "Level Limit - Area B": 3,
    "Morphing Jar #2": 2,  # "no_longer_on_list" in April 2005
}


def _april_2005() -> dict[str, int]:
    return {name.strip(): count for count, names in APRIL_2005.items() for name in names.split("|")}


def _by_name(list_id: str, cards: CardDB) -> dict[str, int]:
    named = {}
    for code, count in read_list(resolve(list_id)).limits.items():
        card = cards.get(code)
        assert card is not None, code
        named[card.name] = count
    return named


def test_the_tcg_lists_of_october_2004_and_april_2005_are_the_tcgs(cards: CardDB) -> None:
    """Card by card, as the April 2005 list and its marks of October 2004's statuses give them:
    no OCG entry (Sixth Sense, Exchange of the Spirit, Crush Card Virus, Marshmallon; Makyura
    the Destructor Semi-Limited in October 2004)."""
    april = _april_2005()
    assert len(april) == 73
    assert _by_name("tcg-2005-04", cards) == april
    october = {**april, **OCTOBER_2004_CHANGES}
    assert _by_name("tcg-2004-09", cards) == {k: v for k, v in october.items() if v < 3}


def test_three_makyura_were_legal_in_the_tcg_in_early_2005(tmp_path: Path) -> None:
    """Makyura the Destructor, first printed in the TCG in December 2004, was unrestricted
    until the list of April 2005 forbade it; the OCG's Semi-Limited read two copies at most."""
    makyura = 21593977
    deck = deck_file(tmp_path, "m.ydk", [makyura] * 3 + _filler(37))
    found = verdict(deck, "--lista", "tcg", "--fecha", "2005-01-15")
    assert [d for d in found["diagnostics"] if (d["card"] or {}).get("id") == makyura] == []
    assert verdict(deck, "--lista", "tcg", "--fecha", "2005-04-15")["legal"] is False


# The TCG's lists of 2002 as Yugipedia gives them whole (May_2002_Lists_(TCG), July_2002_Lists:
# their wikitext's "limited" and "semi_limited"), and the Yu-Gi-Oh! Wiki's count of the first
# ("12 cards: 5 Monster Cards, 7 Magic Cards") and its table of July's changes
MAY_2002 = {
    1: """Exodia the Forbidden One|Left Arm of the Forbidden One|Left Leg of the Forbidden One
    |Right Arm of the Forbidden One|Right Leg of the Forbidden One|Change of Heart|Dark Hole
    |Monster Reborn|Pot of Greed|Raigeki""",
    2: "Card Destruction|Swords of Revealing Light",
}
JULY_2002_CHANGES = {"Mirror Force": 1, "Sangan": 2, "Witch of the Black Forest": 2}
JULY_2002_CHANGES["Heavy Storm"] = 2  # each "0Did not exist" in May 2002 (Metal Raiders)


def test_the_tcg_lists_of_may_and_july_2002_are_the_tcgs(cards: CardDB) -> None:
    may = {name.strip(): count for count, names in MAY_2002.items() for name in names.split("|")}
    assert len(may) == 12
    assert _by_name("tcg-2002-05", cards) == may
    july = _by_name("tcg-2002-07", cards)
    assert july == {**may, **JULY_2002_CHANGES}
    assert sorted(july.values()).count(1) == 11 and len(july) == 16
    first = read_list(resolve("tcg-2002-05"))
    assert (first.effective, first.effective_precision) == (dt.date(2002, 5, 1), "month")
    second = read_list(resolve("tcg-2002-07"))
    assert (second.effective, second.effective_precision) == (dt.date(2002, 7, 1), "day")


@pytest.mark.parametrize(
    ("code", "copies", "date", "legal"),
    [
        (19613556, 3, "2002-06-28", True),  # Heavy Storm, printed in the TCG from 2002-06-26
        (19613556, 3, "2002-07-01", False),  # Semi-Limited from July 2002
        (44095762, 2, "2002-06-28", True),  # Mirror Force
        (44095762, 2, "2002-07-01", False),  # Limited from July 2002
        (55144522, 2, "2002-05-15", False),  # Pot of Greed, Limited on the TCG's first list
        (72302403, 2, "2002-09-30", True),  # Swords of Revealing Light, Semi-Limited
    ],
)
def test_a_tcg_deck_of_2002_is_judged_by_the_tcgs_list_of_its_day(
    tmp_path: Path, code: int, copies: int, date: str, legal: bool
) -> None:
    deck = deck_file(tmp_path, "d.ydk", [code] * copies + _filler(40 - copies))
    found = verdict(deck, "--lista", "tcg", "--fecha", date)
    mine = [d for d in found["diagnostics"] if (d["card"] or {}).get("id") == code]
    assert (mine == []) is legal, mine


@pytest.mark.parametrize("date", ["2003-04-15", "2003-05-10"])
def test_a_tcg_deck_of_2003_is_judged_by_no_list(tmp_path: Path, date: str) -> None:
    """Graceful Charity was unrestricted in the TCG's list of April 2003 and Semi-Limited
    from 8 May 2003 (the Yu-Gi-Oh! Wiki's May_2003_Lists), but no source found gives either
    list card by card: ydkcheck says it cannot judge the deck (exit 2) rather than read it
    by the OCG's list, where Graceful Charity was Semi-Limited then Limited."""
    charity = 79571449
    deck = deck_file(tmp_path, "g.ydk", [charity] * 3 + _filler(37))
    result = run("--lang", "en", "valida", deck, "--lista", "tcg", "--fecha", date)
    assert result.exit_code == 2
    assert "cannot say which tcg list was in force on " + date in result.stderr


def test_a_failed_scrape_is_no_list() -> None:
    assert "ocg-cn-2026-01" not in {row.id for row in list_index()}


def test_perfectron_hydradrive_dragon_is_semi_limited_in_the_ocg_of_july_2026(
    tmp_path: Path,
) -> None:
    perfectron = 13203964
    assert read_list(resolve("ocg-2026-07")).limits[perfectron] == 2
    deck = deck_file(tmp_path, "p.ydk", _filler(40), side=(perfectron,) * 3)
    found = verdict(deck, "--lista", "ocg-2026-07")
    assert [d["rule"] for d in found["diagnostics"]] == ["semi-limited"]


def test_a_speed_deck_of_early_october_2022_is_judged_by_no_list(tmp_path: Path) -> None:
    assert "speed-2022-10-01" not in {row.id for row in list_index()}
    assert resolve("speed", dt.date(2022, 10, 7)).id == "speed-2022-10-07"
    deck = deck_file(tmp_path, "s.ydk", _filler(20))
    result = run("--lang", "en", "valida", deck, "--lista", "speed", "--fecha", "2022-10-03")
    assert result.exit_code == 2
    assert "cannot say which speed list was in force on 2022-10-03" in result.stderr
    # its id, which a CI may have pinned, names what to use instead
    pinned = run("--lang", "en", "valida", deck, "--lista", "speed-2022-10-01")
    assert pinned.exit_code == 2
    assert "was withdrawn" in pinned.stderr and "speed-2022-10-07" in pinned.stderr


@pytest.mark.parametrize("date", ["2022-11-15", "2026-02-01"])
def test_an_ocg_cn_deck_of_a_failed_scrape_is_judged_by_no_list(tmp_path: Path, date: str) -> None:
    deck = deck_file(tmp_path, "c.ydk", _filler(40))
    result = run("--lang", "en", "valida", deck, "--lista", "ocg-cn", "--fecha", date)
    assert result.exit_code == 2
    assert f"cannot say which ocg-cn list was in force on {date}" in result.stderr
    assert resolve("ocg-cn", dt.date(2026, 4, 1)).id == "ocg-cn-2026-04"


def test_a_zero_point_event_is_a_cap_of_zero(tmp_path: Path) -> None:
    """Konami lets a store set its Genesys cap at zero points; before, --puntos 0 was
    refused as out of range."""
    maxx = 23434538  # Maxx "C": points in Genesys
    pointless = deck_file(tmp_path, "none.ydk", _filler(40))
    assert verdict(pointless, "--lista", "genesys", "--puntos", "0")["legal"]
    pointed = deck_file(tmp_path, "maxx.ydk", [maxx, *_filler(39)])
    found = verdict(pointed, "--lista", "genesys", "--puntos", "0")
    assert [d["rule"] for d in found["diagnostics"] if d["severity"] == "error"] == ["points"]


@pytest.mark.parametrize(
    ("date", "legal"), [("2021-02-19", True), ("2021-03-15", False), ("2021-04-01", True)]
)
def test_pestilence_was_forbidden_in_the_ocg_from_2021_02_20_to_03_31(
    tmp_path: Path, date: str, legal: bool
) -> None:
    """Konami's emergency ban, which its list database does not record: before, a deck with
    Pestilence was LEGAL under the OCG list of March 2021."""
    pestilence = 62472614
    deck = deck_file(tmp_path, "p.ydk", [pestilence, *_filler(39)])
    found = verdict(deck, "--lista", "ocg", "--fecha", date)
    assert ("forbidden" not in [d["rule"] for d in found["diagnostics"]]) is legal


def test_a_master_duel_list_without_its_card_pool_says_so(tmp_path: Path) -> None:
    """Konami's Master Duel lists give statuses alone; only two EDOPro files carry the game's
    card pool. Before, a deck of cards never released in Master Duel was LEGAL under the
    others without a word."""
    from helpers import run

    deck = deck_file(tmp_path, "md.ydk", _filler(40))
    said = run("--lang", "en", "valida", deck, "--lista", "md").stderr
    assert "not its card pool" in said
    assert (
        "not its card pool"
        not in run("--lang", "en", "valida", deck, "--lista", "md-2025-05").stderr
    )


def test_the_master_duel_list_of_2022_refuses_no_card_the_game_added_while_in_force(
    tmp_path: Path,
) -> None:
    """A review: the 2022 Master Duel file's "Pool of cards" is the game's pool of January
    2022; read as a whitelist, it refused Baronne de Fleur, which Master Duel added on
    2022-04-04 while md-2022-01 was still in force (to 2022-05-08): a legal deck ILLEGAL. The
    list gives statuses, and says that it does not give the pool."""
    baronne = 84815190
    deck = deck_file(tmp_path, "b.ydk", [*_filler(40), baronne])
    done = run("--lang", "en", "valida", deck, "--lista", "md", "--fecha", "2022-04-15")
    assert "not-in-format" not in done.stdout, done.stdout
    assert "not its card pool" in done.stderr


@pytest.mark.parametrize(("list_id", "said"), [("ocg-ae-2026-01", True), ("ocg-ae-2026-04", False)])
def test_an_asian_english_list_without_its_card_pool_says_so(
    tmp_path: Path, list_id: str, said: bool
) -> None:
    """Only one simulator file gives the Asian-English card pool (ocg-ae-2026-04); under the
    other lists a card of the OCG never released in Asian-English was LEGAL without a word."""
    deck = deck_file(tmp_path, "a.ydk", _filler(40))
    stderr = run("--lang", "en", "valida", deck, "--lista", list_id).stderr
    assert ("not its card pool" in stderr) is said


def test_the_list_of_april_2005_rules_september_2005() -> None:
    """Konami's list took effect on 2005-10-01 (a review): a September deck with one Pot of
    Greed was judged by it, Forbidden, a month early."""
    assert resolve("tcg", dt.date(2005, 9, 15)).id == "tcg-2005-04"
    assert resolve("tcg", dt.date(2005, 10, 1)).id == "tcg-2005-10"


# Normal Monsters printed in the TCG by 2005 (Alexandrite Dragon, of 2011, left out)
OLD_VANILLA = [code for code in VANILLA if code != 43096270]


def _old_filler(count: int) -> list[int]:
    return [code for code in OLD_VANILLA for _ in range(3)][:count]


def _rules_of(found: dict[str, object], code: int) -> list[str]:
    diagnostics = found["diagnostics"]
    assert isinstance(diagnostics, list)
    return [d["rule"] for d in diagnostics if (d["card"] or {}).get("id") == code]


def test_gorz_is_on_no_tcg_list_before_september_2008() -> None:
    """Gorz the Emissary of Darkness was unrestricted in the TCG until September 2008 (the
    TCG list's own table): the lists of 2007 held the OCG's Limited."""
    gorz = 44330098
    for list_id in ("tcg-2007-03", "tcg-2007-09", "tcg-2008-03", "tcg-2008-05"):
        assert gorz not in read_list(resolve(list_id)).limits, list_id
    assert read_list(resolve("tcg-2008-09")).limits[gorz] == 1


@pytest.mark.parametrize(
    ("card", "unrestricted", "limited", "lists_without"),
    [
        # Brionac (Hidden Arsenal, 2009-11-05): Pojo, 2010-01-13, "not limited here yet"
        (50321796, "2010-01-15", "2010-03-15", ("tcg-2009-03", "tcg-2009-09")),
        # Trishula (Hidden Arsenal 4, 2011-04-14): Pojo, 2011-08-01, "Limited overseas"
        (52687916, "2011-06-01", "2011-09-15", ("tcg-2010-09", "tcg-2011-03")),
    ],
)
def test_ice_barrier_synchros_kept_the_ocg_limit_only_after_the_tcg_named_them(
    tmp_path: Path, card: int, unrestricted: str, limited: str, lists_without: tuple[str, ...]
) -> None:
    """The TCG vectors held the OCG's Limited for both before the TCG list named them: three
    copies were ILLEGAL at a date they were legal."""
    for list_id in lists_without:
        assert card not in read_list(resolve(list_id)).limits, list_id
    main = [code for code in VANILLA for _ in range(3)][:40]
    deck = deck_file(tmp_path, "d.ydk", main, side=(card,) * 3)  # counted over the three
    found = verdict(deck, "--lista", "tcg", "--fecha", unrestricted)
    assert "limited" not in _rules_of(found, card)
    assert "limited" in _rules_of(verdict(deck, "--lista", "tcg", "--fecha", limited), card)


APRIL_2006_OCG_ONLY = [44910027, 15341821, 29762407, 98494543]  # Victory Dragon, Dandylion,
# Temple of the Kings, Magical Stone Excavation: on the OCG list of March 2006 only


def test_the_tcg_list_of_april_2006_has_no_ocg_only_entries(tmp_path: Path) -> None:
    """Konami's April 2006 list is October 2005's and 21 changes: the vector held the OCG's
    list, so a deck of May 2006 with two Dandylion was also judged "limited" (and Victory
    Dragon "forbidden")."""
    limits = read_list(resolve("tcg-2006-04")).limits
    assert [limits.get(code, 3) for code in APRIL_2006_OCG_ONLY] == [3, 3, 3, 3]
    # off the list, as Konami's list leaves them, not "listed at 3" as no list of its did
    assert not set(APRIL_2006_OCG_ONLY) & set(limits)
    dandylion = 15341821
    deck = deck_file(tmp_path, "d.ydk", [dandylion, dandylion, *_old_filler(38)])
    found = verdict(deck, "--lista", "tcg", "--fecha", "2006-05-15")
    assert "limited" not in _rules_of(found, dandylion)


def test_magical_stone_excavation_was_at_three_in_the_tcg_until_september_2007(
    tmp_path: Path,
) -> None:
    """Pojo, 2007-11-02: "legal at 3 per deck" in Diamond Dude Turbo's day, "at 1" since.
    Before, a deck of May 2007 with three copies was ILLEGAL (Limited, the OCG's status)."""
    mse = 98494543
    deck = deck_file(tmp_path, "mse.ydk", [mse] * 3 + _old_filler(37))
    assert verdict(deck, "--lista", "tcg", "--fecha", "2007-05-15")["legal"] is True
    # out in the TCG on 2007-02-06, under the list of September 2006 (Limited in the OCG's)
    assert verdict(deck, "--lista", "tcg", "--fecha", "2007-02-20")["legal"] is True
    later = verdict(deck, "--lista", "tcg", "--fecha", "2007-11-02")
    assert later["legal"] is False and _rules_of(later, mse) == ["limited"]


@pytest.mark.parametrize("date", ["2008-06-15", "2008-10-15"])
@pytest.mark.parametrize(
    ("code", "copies", "legal"),
    [
        (23557835, 1, False),  # Dimension Fusion: Forbidden in the TCG from May 2008
        (27174286, 1, True),  # Return from the Different Dimension: Limited from May 2008
        (27174286, 2, False),
    ],
)
def test_the_tcg_lists_of_may_and_september_2008_hit_dark_armed_return(
    tmp_path: Path, code: int, copies: int, legal: bool, date: str
) -> None:
    """The TCG's emergency list of May 2008 forbade Dimension Fusion and limited Return from
    the Different Dimension (the September 2008 table has no row for either: unchanged since
    May). Before, the summer of 2008 allowed three Return and one Dimension Fusion."""
    deck = deck_file(tmp_path, "s.ydk", [code] * copies + _old_filler(40 - copies))
    found = verdict(deck, "--lista", "tcg", "--fecha", date)
    assert found["legal"] is legal, found["diagnostics"]


def test_september_2008_follows_the_tcg_change_table() -> None:
    limits = read_list(resolve("tcg-2008-09")).limits
    assert limits.get(423585, 3) == 3  # Summoner Monk: Semi-Limited in the OCG only
    assert limits.get(44330098) == 1  # Gorz: "Unlimited" to "Limited"
    assert limits.get(1475311, 3) == 3  # Allure of Darkness: "Semi-Limited" to "Unlimited"
    assert read_list(resolve("tcg-2008-03")).limits.get(44330098, 3) == 3  # Gorz


@pytest.mark.parametrize(("date", "legal"), [("2008-04-15", True), ("2008-06-15", False)])
def test_allure_of_darkness_was_semi_limited_in_the_tcg_from_may_2008(
    tmp_path: Path, date: str, legal: bool
) -> None:
    """The TCG's emergency list of May 2008 (the September 2008 page's "Old status (May
    2008)": Allure Semi-Limited), not in Konami's database: before, three Allure of Darkness
    were LEGAL all summer."""
    allure = 1475311
    deck = deck_file(tmp_path, "a.ydk", [allure] * 3 + _old_filler(37))
    found = verdict(deck, "--lista", "tcg", "--fecha", date)
    assert found["legal"] is legal, found["diagnostics"]
    assert resolve("tcg", dt.date.fromisoformat(date)).id == (
        "tcg-2008-03" if legal else "tcg-2008-05"
    )


def test_victory_dragon_was_printed_in_the_tcg_by_december_2006(tmp_path: Path) -> None:
    """JUMP-EN011, reviewed by Pojo on 2006-12-26 as Limited: a deck of January 2007 with
    one copy was ILLEGAL, "released 2009-07-23" (Retro Pack 2)."""
    victory = 44910027
    deck = deck_file(tmp_path, "v.ydk", [victory, *_old_filler(39)])
    found = verdict(deck, "--lista", "tcg", "--fecha", "2007-01-15")
    assert found["legal"] is True, found["diagnostics"]


@pytest.mark.parametrize(
    ("date", "list_id", "legal"),
    [("2016-08-15", "tcg-2016-04", True), ("2016-08-29", "tcg-2016-08", False)],
)
def test_the_tcg_list_of_august_2016_took_effect_on_the_29th(
    tmp_path: Path, date: str, list_id: str, legal: bool
) -> None:
    """The Monday after YCS Toronto (Konami's blog): before, the list started on the 1st and
    a deck of mid-August with one Performapal Monkeyboard (Limited until then) was ILLEGAL."""
    monkeyboard = 17330916
    assert resolve("tcg", dt.date.fromisoformat(date)).id == list_id
    deck = deck_file(tmp_path, "m.ydk", [monkeyboard, *_old_filler(39)])
    found = verdict(deck, "--lista", "tcg", "--fecha", date)
    assert found["legal"] is legal, found["diagnostics"]


@pytest.mark.parametrize(
    ("card", "copies", "before", "on", "lists", "legal"),
    [
        # Scapegoat: Semi-Limited in December 2018, Limited from 2019-01-28 (Pojo)
        (73915051, 2, "2019-01-15", "2019-01-28", ("tcg-2018-12", "tcg-2019-01"), (True, False)),
        # Astrograph Sorcerer: unrestricted until Forbidden on 2018-05-21 (YGOPRODeck)
        (76794549, 3, "2018-05-10", "2018-05-21", ("tcg-2018-02", "tcg-2018-05"), (True, False)),
        # Altergeist Multifaker: Limited until unrestricted on 2020-06-15 (ygopro's update)
        (42790071, 3, "2020-06-05", "2020-06-15", ("tcg-2020-04", "tcg-2020-06"), (False, True)),
    ],
)
def test_tcg_lists_of_unsourced_day_now_start_on_their_day(
    tmp_path: Path,
    card: int,
    copies: int,
    before: str,
    on: str,
    lists: tuple[str, str],
    legal: tuple[bool, bool],
) -> None:
    """Each list was dated the 1st of its month for want of a source, so a deck of the days
    before it took effect was judged by it: the verdict of the list then in force is the
    other."""
    deck = deck_file(tmp_path, "d.ydk", [card] * copies + _filler(40 - copies))
    for date, list_id, expected in zip((before, on), lists, legal, strict=True):
        assert resolve("tcg", dt.date.fromisoformat(date)).id == list_id
        found = verdict(deck, "--lista", "tcg", "--fecha", date)
        assert found["legal"] is expected, (date, found["diagnostics"])
