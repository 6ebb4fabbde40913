"""Formats and history: real decks under historical lists, whitelists, points, list files.

Expected problems were checked by hand against the YAML files of banlists/ (the category a
card is in) and release-dates.csv (when a card came out), not taken from the tool's output.
"""

from __future__ import annotations

import datetime as dt
import json
from contextlib import nullcontext
from pathlib import Path

import pytest
from helpers import DECKS, run

from ydkcheck import cache
from ydkcheck.cards.data import snapshot_paths
from ydkcheck.decks import read_deck
from ydkcheck.errors import InputError, InputWarning
from ydkcheck.lists import choose, collection
from ydkcheck.lists.choose import select_banlist
from ydkcheck.lists.collection import read_list
from ydkcheck.lists.compiled import compiled_json, from_compiled_json
from ydkcheck.lists.files import load_banlist
from ydkcheck.validate import DeckResult, Validator

HISTORICAL = DECKS / "historical"


def check(deck: str, spec: str, on: str | None, cards) -> DeckResult:
    selection = select_banlist(spec, dt.date.fromisoformat(on) if on else None)
    return Validator(selection.banlist, cards, selection.as_of).check(
        read_deck(str(HISTORICAL / deck), cards)
    )


def problems(result: DeckResult) -> set[tuple[str, str | None, int | None, int | None]]:
    return {
        (d.rule, d.card_name, d.count, d.max)
        for d in result.diagnostics
        if d.severity.value == "error"
    }


# deck, date (TCG list in force), problems that must be reported, cards that must not be
HISTORY = [
    (
        "AI_Dragunity.ydk",
        "2015-04-01",
        {
            ("limited", "Dragon Ravine", 3, 1),
            ("not-in-format", "Crystal Wing Synchro Dragon", None, None),
        },
        {"Upstart Goblin"},
    ),
    ("AI_Dragunity.ydk", "2018-09-01", {("limited", "Upstart Goblin", 2, 1)}, {"Dragon Ravine"}),
    ("AI_Dragunity.ydk", "2023-06-01", {("limited", "Upstart Goblin", 2, 1)}, set()),
    (
        "AI_Blackwing.ydk",
        "2015-04-01",
        {("not-in-format", "Blackwing - Gram the Shining Star", None, None)},
        set(),
    ),
    ("AI_Blackwing.ydk", "2018-09-01", set(), {"Blackwing - Gram the Shining Star"}),
    (
        "AI_Lightsworn.ydk",
        "2015-04-01",
        {
            ("semi-limited", "Charge of the Light Brigade", 3, 2),
            ("forbidden", "Harpie's Feather Duster", 1, 0),
        },
        set(),
    ),
    (
        "AI_Lightsworn.ydk",
        "2018-09-01",
        {("forbidden", "Harpie's Feather Duster", 1, 0)},
        {"Charge of the Light Brigade"},
    ),
    (
        "AI_Lightsworn.ydk",
        "2023-06-01",
        {("forbidden", "Glow-Up Bulb", 1, 0)},
        {"Harpie's Feather Duster"},
    ),
    (
        "AI_Zoodiac.ydk",
        "2018-09-01",
        {("forbidden", "Zoodiac Broadbull", 3, 0), ("semi-limited", "Terraforming", 3, 2)},
        set(),
    ),
    (
        "AI_Zoodiac.ydk",
        "2023-06-01",
        {("forbidden", "Zoodiac Broadbull", 3, 0), ("limited", "Terraforming", 3, 1)},
        set(),
    ),
    ("AI_Zoodiac.ydk", "2015-04-01", {("not-in-format", "Zoodiac Ratpier", None, None)}, set()),
    ("AI_Qliphort.ydk", "2015-04-01", {("semi-limited", "Qliphort Scout", 3, 2)}, set()),
    ("AI_Qliphort.ydk", "2018-09-01", {("limited", "Qliphort Scout", 3, 1)}, set()),
    ("AI_Qliphort.ydk", "2023-06-01", {("limited", "Card of Demise", 2, 1)}, {"Qliphort Scout"}),
    ("AI_Tearlaments.ydk", "2023-06-01", {("forbidden", "Tearlaments Kitkallos", 2, 0)}, set()),
    (
        "AI_Tearlaments.ydk",
        "2018-09-01",
        {("not-in-format", "Tearlaments Kitkallos", None, None)},
        set(),
    ),
    (
        "AI_Tearlaments.ydk",
        None,
        {("forbidden", "Tearlaments Kitkallos", 2, 0)},
        {"Herald of Orange Light"},
    ),
    ("AI_Evilswarm.ydk", "2015-04-01", {("limited", "Rescue Rabbit", 3, 1)}, set()),
    ("AI_Evilswarm.ydk", "2018-09-01", {("forbidden", 'Maxx "C"', 2, 0)}, {"Rescue Rabbit"}),
    ("AI_Evilswarm.ydk", None, {("forbidden", 'Maxx "C"', 2, 0)}, set()),
    (
        "AI_Trickstar.ydk",
        "2015-04-01",
        {("semi-limited", "Dark Hole", 3, 2), ("not-in-format", "Trickstar Candina", None, None)},
        set(),
    ),
    ("AI_Trickstar.ydk", "2018-09-01", {("limited", "Dark Hole", 3, 1)}, {"Trickstar Candina"}),
    (
        "AI_Trickstar.ydk",
        "2023-06-01",
        {("forbidden", "Crystron Halqifibrax", 2, 0)},
        {"Dark Hole"},
    ),
    ("AI_Nekroz.ydk", "2015-04-01", {("limited", "Preparation of Rites", 2, 1)}, set()),
    (
        "AI_Nekroz.ydk",
        "2018-09-01",
        {("forbidden", "Shurit, Strategist of the Nekroz", 1, 0)},
        set(),
    ),
    ("AI_Nekroz.ydk", "2023-06-01", set(), {"Shurit, Strategist of the Nekroz"}),
    (
        "AI_SkyStriker.ydk",
        "2015-04-01",
        {("not-in-format", "Sky Striker Ace - Raye", None, None)},
        set(),
    ),
    (
        "AI_SkyStriker.ydk",
        "2018-09-01",
        {("limited", "Upstart Goblin", 3, 1)},
        {"Sky Striker Ace - Raye"},
    ),
    (
        "AI_SkyStriker.ydk",
        "2023-06-01",
        {("limited", "Sky Striker Mobilize - Engage!", 3, 1)},
        set(),
    ),
    ("AI_Yubel.ydk", "2018-09-01", {("not-in-format", "Spirit of Yubel", None, None)}, set()),
    ("AI_Yubel.ydk", "2023-06-01", {("limited", "Called by the Grave", 2, 1)}, set()),
    ("AI_Yubel.ydk", None, {("limited", "Called by the Grave", 2, 1)}, {"Spirit of Yubel"}),
]


@pytest.mark.parametrize(("deck", "on", "expected", "absent"), HISTORY)
def test_real_decks_under_historical_lists(deck, on, expected, absent, cards):
    # no source states the day of the TCG list of September 2018: on the 1st of its month
    # the list before may still have been in force, and that is said
    uncertain = on in ("2018-09-01",)
    with pytest.warns(InputWarning, match="uncertain-day") if uncertain else nullcontext():
        result = check(deck, "tcg", on, cards)
    found = problems(result)
    assert expected <= found
    assert not {name for _, name, _, _ in found} & absent


@pytest.mark.parametrize(
    ("deck", "on"),
    [
        ("ocg_202307__25136bbb.ydk", "2023-07-28"),
        ("ocg_202401__16a7a57c.ydk", "2024-01-28"),
        ("ocg_202410__39f01b05.ydk", "2024-10-28"),
        ("ocg_202504_K9__a2eeace2.ydk", "2025-04-28"),
    ],
)
def test_old_decks_are_legal_under_the_list_of_their_era(deck, on, cards):
    assert check(deck, "ocg", on, cards).legal


def test_whitelists_goat_and_edison(cards):
    goat = check("AI_Yubel.ydk", "goat", None, cards)
    assert ("not-in-format", "Spirit of Yubel", None, None) in problems(goat)
    edison = select_banlist("edison", None).banlist
    assert edison.is_whitelist and edison.hand_first == 6
    sd4 = read_deck(str(DECKS / "408_SD2__67e614fa.ydk"), cards)
    result = Validator(edison, cards).check(sd4)
    assert not [d for d in result.diagnostics if d.rule == "not-in-format"]
    assert ("forbidden", "Pot of Greed", 1, 0) in problems(result)


def test_genesys_points_over_and_under_the_cap(cards):
    over = check("AI_Yubel.ydk", "genesys", None, cards)
    assert over.points is not None and over.points > 100
    assert ("points", None, over.points, 100) in problems(over)
    under = check("AI_Blackwing.ydk", "genesys", None, cards)
    assert under.points is not None and under.points <= 100 and under.legal
    raised = select_banlist("genesys", None, points_cap=1000).banlist
    assert Validator(raised, cards).check(read_deck(str(HISTORICAL / "AI_Yubel.ydk"), cards)).points


def test_genesys_json_has_points():
    deck = str(HISTORICAL / "AI_Dragunity.ydk")
    document = json.loads(run("valida", "--lista", "genesys", "--salida", "json", deck).stdout)
    points = document["decks"][0]["points"]
    assert points["cap"] == 100 and 1 < points["total"] <= 100
    capped = run("valida", "--lista", "genesys", "--puntos", "1", "--salida", "json", deck)
    assert capped.exit_code == 1
    assert json.loads(capped.stdout)["decks"][0]["points"]["cap"] == 1


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_points_cap_for_a_list_without_points_is_refused(lang):
    """A hostile round: ``--puntos 50`` under the TCG list did nothing, without a word, and
    a deck paying 100 points read LEGAL for a judge who asked for a cap of 50."""
    deck = str(HISTORICAL / "AI_Dragunity.ydk")
    done = run("--lang", lang, "valida", "--puntos", "50", deck)
    assert done.exit_code == 2 and done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert "tcg-" in line and ("--puntos 50" in line if lang == "es" else "--points-cap 50" in line)


def test_fecha_picks_the_list_in_force_and_reports_it():
    deck = str(HISTORICAL / "AI_Zoodiac.ydk")
    result = run("valida", "--fecha", "2018-09-01", "--salida", "json", deck)
    banlist = json.loads(result.stdout)["banlist"]
    entry = choose.in_force("tcg", dt.date(2018, 9, 1))
    assert banlist["id"] == entry.id and banlist["effective"] == entry.effective.isoformat()
    too_early = run("valida", "--fecha", "1990-01-01", deck)
    assert too_early.exit_code == 2 and "1990-01-01" in too_early.stderr


@pytest.mark.slow
def test_every_shipped_list_survives_json_compilation():
    for entry in collection.list_index():
        banlist = read_list(choose.resolve(entry.id))
        assert from_compiled_json(compiled_json(banlist), banlist.path) == banlist


GOOD_YAML = """\
id: mine
name: Mine
family: custom
format: tcg
effective: 2024-01-01
deck: {main: [40, 60], extra: [0, 15], side: [0, 15], copies: 3}
mode: blacklist
forbidden:
  14558127: Ash Blossom & Joyous Spring
limited: {}
"""


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        (GOOD_YAML + "colour: red\n", 11, "colour"),
        (GOOD_YAML.replace("limited: {}", "limited:\n  14558127: Ash Blossom"), 11, "14558127"),
        (GOOD_YAML + "semi_limited:\n  1234: A\n  1234: B\n", 13, "1234"),
        (GOOD_YAML.replace("copies: 3", "copies: 4"), 6, "4"),
        (GOOD_YAML.replace("14558127:", "ash:"), 9, "ash"),
        (GOOD_YAML.replace("2024-01-01", "2024-13-01"), 5, "2024-13-01"),
        (GOOD_YAML.replace("format: tcg", "format: mars"), 4, "mars"),
        ("id: [unclosed\n", 2, "YAML"),
    ],
)
def test_bad_yaml_lists_name_file_and_line(tmp_path, text, line, fragment):
    path = tmp_path / "list.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_banlist(str(path))
    assert caught.value.line == line
    message = caught.value.render("en")
    assert message.startswith(f"{path}:{line}: ") and fragment in message
    result = run("valida", "--lista", str(path), str(DECKS / "Rose_Dragon.ydk"))
    assert result.exit_code == 2 and f"{path}:{line}:" in result.stderr


def test_a_good_yaml_list_is_used(tmp_path):
    path = tmp_path / "list.yaml"
    path.write_text(GOOD_YAML, encoding="utf-8")
    banlist = load_banlist(str(path))
    assert banlist.limits == {14558127: 0} and banlist.pool == "tcg"


def test_lflist_with_a_count_outside_0_3(tmp_path):
    path = tmp_path / "bad.lflist.conf"
    path.write_text("!Bad\n14558127 4 --Ash\n", encoding="utf-8")
    result = run("valida", "--lista", str(path), str(DECKS / "Rose_Dragon.ydk"))
    assert result.exit_code == 2 and f"{path}:2:" in result.stderr


def test_lflist_whitelist_file(tmp_path, cards):
    deck = read_deck(str(DECKS / "Rose_Dragon.ydk"), cards)
    listed = sorted(set(deck.main + deck.extra + deck.side))
    path = tmp_path / "white.lflist.conf"
    lines = ["!White", "$whitelist", *(f"{code} 3 --x" for code in listed[1:])]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    document = json.loads(
        run(
            "valida", "--lista", str(path), "--salida", "json", str(DECKS / "Rose_Dragon.ydk")
        ).stdout
    )
    rules = [(d["rule"], d["card"]["id"]) for d in document["decks"][0]["diagnostics"]]
    assert rules == [("not-in-format", listed[0])]


def test_listas_commands(tmp_path):
    table = run("listas", "--lang", "en")
    assert table.exit_code == 0 and "tcg-2026-05" in table.stdout and "goat-2005-04" in table.stdout
    shown = run("listas", "muestra", "tcg-2015-04")
    assert "Barranco del Dragón" in shown.stdout and "Limitadas" in shown.stdout  # in Spanish
    english = run("listas", "muestra", "tcg-2015-04", "--nombres", "en")
    assert "Dragon Ravine" in english.stdout and "Limitadas" in english.stdout
    diff = run("banlists", "diff", "tcg-2018-09", "tcg-2023-02", "--lang", "en")
    assert "Terraforming" in diff.stdout
    exported = run("listas", "exporta", "tcg-2026-05").stdout
    assert exported.startswith("!TCG 2026.05\n") and "4280259 0 --Apollousa" in exported
    conf = tmp_path / "tcg.lflist.conf"
    conf.write_text(exported, encoding="utf-8")
    yaml_text = run("listas", "importa", str(conf)).stdout
    yaml_file = tmp_path / "tcg.yaml"
    yaml_file.write_text(yaml_text, encoding="utf-8")
    assert load_banlist(str(yaml_file)).limits == load_banlist(str(conf)).limits
    missing = run("listas", "muestra", "tcg-1850-01")
    assert missing.exit_code == 2 and "Traceback" not in missing.stdout + missing.stderr


def test_export_lists_every_artwork_of_a_listed_card(cards):
    exported = run("listas", "exporta", "tcg-2026-05").stdout
    # Dark Magician's artworks are not on the list; a listed card with an alternate artwork is
    listed = read_list(choose.resolve("tcg-2026-05"))
    written = {int(line.split()[0]) for line in exported.splitlines()[1:] if line[:1].isdigit()}
    for code in listed.limits:
        card = cards.get(code)
        if card is None:
            continue
        artworks = (
            {c.id for c in cards.all_cards() if c.identity == card.identity}
            if card.alias
            else set()
        )
        assert artworks <= written
    assert set(listed.limits) <= written


def test_release_date_uses_fecha_over_the_list_period(cards):
    path = HISTORICAL / "AI_Trickstar.ydk"
    deck = read_deck(str(path), cards)
    selection = select_banlist("tcg", dt.date(2017, 6, 1))
    early = Validator(selection.banlist, cards, selection.as_of).check(deck)
    assert ("not-in-format", "Trickstar Candina", None, None) in problems(early)


def test_compiled_lists_in_a_fake_installed_collection(tmp_path, monkeypatch):
    target = tmp_path / "tcg" / "2026-05.yaml"
    target.parent.mkdir(parents=True)
    original = read_list(choose.resolve("tcg-2026-05"))
    (target.parent / "2026-05.json").write_text(compiled_json(original), encoding="utf-8")
    target.write_text("this: is not read\n", encoding="utf-8")
    entry = choose.find("tcg-2026-05")
    monkeypatch.setattr(collection, "collection_root", lambda: Path(tmp_path))
    source = collection.source_of(entry)
    assert source.packaged and source.path == str(target)
    assert read_list(source).limits == original.limits


def test_lists_downloaded_into_the_cache_are_chosen_unless_offline(tmp_path, monkeypatch):
    today = dt.date.today().isoformat()
    listed = (
        GOOD_YAML.replace("id: mine", "id: tcg-current")
        .replace("family: custom", "family: tcg")
        .replace("2024-01-01", today)
    )
    row = {
        "id": "tcg-current",
        "name": "TCG (now)",
        "family": "tcg",
        "format": "tcg",
        "effective": today,
        "mode": "blacklist",
        "entries": 1,
        "path": "tcg-current.yaml",
    }
    snapshot, _ = snapshot_paths()
    meta = {"source": "test", "date": today, "count": 14730}

    def cache_with(index: str) -> None:
        with cache.staging(tmp_path) as staged:
            lists = {"tcg-current.yaml": listed.encode(), "index.json": index.encode()}
            cache.switch(tmp_path, staged, snapshot.read_bytes(), meta, lists)

    cache_with(json.dumps([row]))
    monkeypatch.setenv("YDKCHECK_CACHE_DIR", str(tmp_path))
    assert select_banlist("tcg", None).banlist.id == "tcg-current"
    assert select_banlist("tcg-current", None).banlist.limits == {14558127: 0}
    assert select_banlist("tcg", None, offline=True).banlist.id == "tcg-2026-05"
    assert select_banlist("tcg", dt.date(2026, 6, 1)).banlist.id == "tcg-2026-05"
    cache_with("[{broken")
    with pytest.warns(InputWarning, match="cache.damage.lists"):
        assert select_banlist("tcg", None).banlist.id == "tcg-2026-05"


def test_identity_hint_of_the_wheel_gives_the_same_view_and_is_ignored_for_other_data(cards):
    from ydkcheck.rules.context import ListView

    banlist = read_list(choose.resolve("tcg-2026-05"))
    moved = {
        code: cards.get(code).identity
        for code in banlist.limits
        if cards.get(code) is not None and cards.get(code).identity != code
    }
    assert moved  # the list names alternate artworks (Apollousa 4280259)
    hinted = from_compiled_json(compiled_json(banlist, (cards.info.tag, moved, frozenset())), "x")
    today = dt.date.today()
    assert (
        ListView.build(hinted, cards, today).limits == ListView.build(banlist, cards, today).limits
    )
    wrong = from_compiled_json(
        compiled_json(banlist, ("other data", {4280258: 1}, frozenset())), "x"
    )
    assert (
        ListView.build(wrong, cards, today).limits == ListView.build(banlist, cards, today).limits
    )
