"""``listas exporta``: the ``.lflist.conf`` says what the list says, and what it cannot hold.

The export wrote every passcode counted as a listed card: Genesys points for Fallen of Albaz
and Crimson Blader, which only share a name with pointed cards, Goat's pool opened to Fusion
Substitute, and World 2024.07's Limited Plushfire at 0 beside its Forbidden pre-errata
passcode. Read back, the file charged points and let in cards the list does not.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest
from helpers import run

from ydkcheck.cards import CardDB
from ydkcheck.lists.choose import family_lists, known_families, resolve
from ydkcheck.lists.collection import read_list
from ydkcheck.lists.lflist import export_lflist, parse_lflist
from ydkcheck.lists.listing import every_passcode, with_card_names
from ydkcheck.rules.context import ListView

FALLEN_OF_ALBAZ, FALLEN_OF_THE_WHITE_DRAGON = 68468459, 73819701
CRIMSON_BLADER, CRIMSON_BLADE_DRAGON = 80321197, 3294539
FUSION_SUBSTITUTE, MAGELLANICA, ANGRY_BURGER = 74335036, 26534688, 28306253
PLUSHFIRE, PRE_ERRATA = 7563579, 7563589
FILLER = [15025844, 13039848, 97590747, 5053103, 87796900, 91152256, 6368038, 11549357]
FILLER += [52584282, 40374923, 4614116, 69140098, 70781052]


def exported(list_id: str, folder: Path) -> tuple[dict[int, int], str]:
    """The entries ``listas exporta LIST`` writes (passcode -> count or points), and its file."""
    result = run("--lang", "en", "listas", "exporta", list_id)
    assert result.exit_code == 0, result.stderr
    path = folder / f"{list_id}.lflist.conf"
    path.write_text(result.stdout, encoding="utf-8")
    entries = {}
    for line in result.stdout.splitlines():
        if line[:1].isdigit():
            code, value = line.split()[:2]
            entries[int(code)] = int(value)
    return entries, str(path)


def deck(folder: Path, *codes: int) -> str:
    main = list(codes) + [code for code in FILLER for _ in range(3)][: 40 - len(codes)]
    path = folder / "d.ydk"
    path.write_text("#main\n" + "".join(f"{code}\n" for code in main) + "#extra\n!side\n")
    return str(path)


def judged(list_spec: str, path: str) -> dict[str, Any]:
    result = run("--lang", "en", "valida", "--salida", "json", "--lista", list_spec, path)
    assert result.exit_code in (0, 1), result.stderr
    verdict: dict[str, Any] = json.loads(result.stdout)["decks"][0]
    return verdict


def test_genesys_export_gives_no_points_to_a_card_that_only_shares_a_name(
    tmp_path: Path,
) -> None:
    entries, conf = exported("genesys-2026-08", tmp_path)
    assert entries[FALLEN_OF_THE_WHITE_DRAGON] == 30 and entries[CRIMSON_BLADE_DRAGON] == 10
    assert FALLEN_OF_ALBAZ not in entries and CRIMSON_BLADER not in entries  # once 30, 10
    path = deck(tmp_path, FALLEN_OF_ALBAZ, CRIMSON_BLADER)
    assert judged(conf, path)["points"] == judged("genesys-2026-08", path)["points"]


def test_a_whitelist_export_lets_in_no_card_only_treated_as_one_it_names(tmp_path: Path) -> None:
    entries, conf = exported("goat-2005-04", tmp_path)
    treated_as = [FUSION_SUBSTITUTE, MAGELLANICA, ANGRY_BURGER]
    assert not set(treated_as) & set(entries)  # once written at 3
    verdict = judged(conf, deck(tmp_path, *treated_as))
    out = [p["card"]["id"] for p in verdict["diagnostics"] if p["rule"] == "not-in-format"]
    assert out == treated_as


def test_an_export_keeps_each_passcodes_own_count(tmp_path: Path) -> None:
    entries, conf = exported("world-2024-07", tmp_path)
    assert (entries[PLUSHFIRE], entries[PRE_ERRATA]) == (1, 0)  # the real card once at 0
    assert judged(conf, deck(tmp_path, PLUSHFIRE))["legal"] is True


def test_an_export_read_back_judges_every_card_as_the_list_does(cards: CardDB) -> None:
    """For the newest list of each family, and World 2024.07: what a deck check sees of each
    card (copies, own counts, the pool, points, Limit pools) is the same from the file."""
    today = dt.date.today()
    chosen = {family: family_lists(family)[-1].id for family in known_families()}
    for list_id in [*chosen.values(), "world-2024-07", "goat-2005-04"]:
        shipped = read_list(resolve(list_id))
        text = export_lflist(every_passcode(with_card_names(shipped, cards), cards))
        again = parse_lflist(text, f"{list_id}.lflist.conf")
        mine, theirs = ListView.build(again, cards, today), ListView.build(shipped, cards, today)
        assert dict(mine.limits) == dict(theirs.limits), list_id
        assert dict(mine.own_limits) == dict(theirs.own_limits), list_id
        assert (mine.members, mine.limit_pools) == (theirs.members, theirs.limit_pools), list_id
        assert dict(mine.points) == dict(theirs.points), list_id


def test_an_export_says_what_of_the_format_the_file_cannot_hold(tmp_path: Path) -> None:
    result = run("--lang", "en", "listas", "exporta", "speed-2025-07")
    lost = (
        "card pool TCG; Main 20–30, Extra 0–5, Side 0–5, 3 copies of a card; opening hand of "
        "4 going first, 5 going second"
    )
    assert result.stderr.splitlines() == [
        f"ydkcheck: warning: an .lflist.conf cannot hold the rest of speed-2025-07's format: "
        f"{lost}; EDOPro and YGOPro leave it to the room's settings, and ydkcheck reading the "
        "file back applies none of it (check decks with --banlist speed-2025-07)"
    ]
    assert result.stdout.splitlines()[:3] == [
        "!Speed Duel 2025.07",
        "$whitelist",
        f"#ydkcheck: the rest of the format, not in this file: {lost} (ydkcheck: --banlist "
        "speed-2025-07)",
    ]
    goat = run("--lang", "es", "listas", "exporta", "goat-2005-04")
    assert "Principal 40–∞, Extra 0–∞, Side 0–15" in goat.stderr
    assert goat.stdout.splitlines()[2].startswith("#ydkcheck: el resto del formato")
    old = run("--lang", "en", "listas", "exporta", "tcg-2019-04")
    assert "card pool TCG; only cards out by 2019-07-14;" in old.stderr


def test_a_list_whose_format_the_file_holds_exports_without_a_word() -> None:
    result = run("--lang", "en", "listas", "exporta", "world-2026-05")
    assert result.stderr == "" and not result.stdout.splitlines()[1].startswith("#")


def test_a_list_read_from_a_file_never_passes_for_the_shipped_one(tmp_path: Path) -> None:
    _, conf = exported("tcg-2026-05", tmp_path)
    for spec in (conf, str(tmp_path / "mine.yaml")):
        if spec.endswith(".yaml"):  # the same list, imported as YAML: its id is tcg-2026-05
            yaml_text = run("listas", "importa", conf).stdout
            assert "id: tcg-2026-05" in yaml_text
            Path(spec).write_text(yaml_text, encoding="utf-8")
        banlist = run("--lang", "en", "valida", "--salida", "json", "--lista", spec, deck(tmp_path))
        shown = json.loads(banlist.stdout)["banlist"]
        assert shown["id"] == f"file:{Path(spec).name}" and shown["downloaded"] is None
        text = run("--lang", "en", "valida", "--lista", spec, deck(tmp_path)).stdout
        # the shipped list's name is no file list's: never shown alone (an HTML title)
        assert f"List: file:{Path(spec).name} (file:{Path(spec).name}, effective -)" in text


def test_a_file_list_with_an_online_lists_id_is_no_download(tmp_path: Path) -> None:
    conf = tmp_path / "current.lflist.conf"
    conf.write_text(f"!TCG current\n{PLUSHFIRE} 1\n", encoding="utf-8")
    result = run("--lang", "en", "valida", "--salida", "json", "--lista", str(conf), deck(tmp_path))
    shown = json.loads(result.stdout)["banlist"]
    assert (shown["id"], shown["downloaded"]) == ("file:current.lflist.conf", None)


@pytest.mark.parametrize(
    "list_id",
    ["TCG-2026-05", "tcg\u20102026\u201005", "tcg-2026-05\u200b", "tcg\u22122026\u221205"]
    + ["t\u0441g-2026-05", "tcg_2026_05"],
)
def test_a_file_list_whose_id_only_looks_like_a_shipped_one_is_a_file(
    tmp_path: Path, list_id: str
) -> None:
    # an id in capitals or with other dashes showed as the real TCG 2026.05 with nothing
    # Forbidden: a deck of 3 Maxx "C" read LEGAL
    yaml_text = run("listas", "importa", exported("tcg-2026-05", tmp_path)[1]).stdout
    mine = tmp_path / "mine.yaml"
    mine.write_text(yaml_text.replace("id: tcg-2026-05", f'id: "{list_id}"'), encoding="utf-8")
    result = run("--lang", "en", "valida", "--salida", "json", "--lista", str(mine), deck(tmp_path))
    assert json.loads(result.stdout)["banlist"]["id"] == "file:mine.yaml"
