"""What the reader found odd in a deck is said by every command that reads one, not only by
``valida``: a ydkcheck sheet whose printed fields were edited after (``sheet-edited``), lines
numbered ``1) 2) 3)``, a name that reads as a card or as copies of another (``Harpie Lady 3``).

Before, ``info`` printed the carried deck of an edited sheet and a bare "✔ LEGAL", exit 0,
and ``info``, ``simula`` and ``plan`` said nothing of those warnings, while ``valida``,
``hoja`` and ``convierte`` did: a judge looking at the overview or the figures was shown a
deck as if read whole and as handed in."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import edited_copy, run, written_sheet

REPO = Path(__file__).parents[2]
RYZEAL = REPO / "examples" / "side-plan" / "ryzeal.ydk"
PLAN = REPO / "examples" / "side-plan" / "plan.yaml"
NUMBERED = "Main Deck\n1) Ash Blossom & Joyous Spring\n2) Effect Veiler\n3) Called by the Grave\n"
TWO_WAYS = "Main Deck\nHarpie Lady 3\n5 Effect Veiler\n"  # six cards: simula draws six


@pytest.fixture(scope="module")
def edited(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A sheet of the example deck whose fifth Monster field was changed in a PDF reader."""
    sheet = written_sheet(RYZEAL, tmp_path_factory.mktemp("edited"), "--nombres", "en")
    return edited_copy(sheet, {"Monster 5": 'Maxx "C"'})


def said(stderr: str, rule_text: str) -> list[str]:
    return [line for line in stderr.splitlines() if rule_text in line]


EDITED_EN = "the fields say"  # the start of a sheet-edited warning's difference, in English


@pytest.mark.parametrize(
    "args",
    [
        ("info", "{deck}"),
        ("simula", "{deck}"),
        ("plan", "{deck}", str(PLAN)),
        ("simula", "{deck}", "--plan", str(PLAN), "--rival", "Yubel"),
    ],
    ids=["info", "simula", "plan", "simula-plan"],
)
def test_an_edited_sheet_is_said_by_every_command_that_reads_it(edited, args):
    command, *rest = (str(edited) if arg == "{deck}" else arg for arg in args)
    done = run("--lang", "en", command, *rest)
    assert done.exit_code in (0, 1), done.stderr
    lines = said(done.stderr, EDITED_EN)
    assert len(lines) == 2, done.stderr  # the card added, and the card it replaced
    assert all(line.startswith(f"ydkcheck: {edited}: warning: ") for line in lines)
    assert any('Maxx "C"' in line for line in lines)
    # as valida says them: the same lines its JSON holds
    checked = run("--lang", "en", "valida", str(edited))
    assert checked.exit_code in (0, 1)
    for line in lines:
        message = line.split(": warning: ", 1)[1]
        assert " ".join(message.split()) in " ".join(checked.stdout.split())


@pytest.mark.parametrize("lang", ["es", "en"])
def test_info_of_an_edited_sheet_is_no_bare_legal(edited, lang):
    done = run("--lang", lang, "info", str(edited))
    verdict = done.stdout.rstrip().split("\n✔ ")[-1]
    if lang == "en":
        assert verdict.startswith("LEGAL under TCG"), done.stdout
        assert "its paper may print another deck" in " ".join(verdict.split())
    else:
        assert verdict.startswith("LEGAL con TCG"), done.stdout
        assert "su papel puede imprimir otro mazo" in " ".join(verdict.split())
    untouched = run("--lang", lang, "info", str(RYZEAL))
    assert untouched.exit_code == 0
    assert "\n✔ LEGAL" in untouched.stdout and "paper" not in untouched.stdout
    assert not said(untouched.stderr, EDITED_EN)


@pytest.mark.parametrize(
    ("text", "words"),
    [(NUMBERED, "counted 1), 2), 3)"), (TWO_WAYS, "'Harpie Lady 3' is read as the card")],
    ids=["numbered", "two-ways"],
)
@pytest.mark.parametrize("command", ["info", "simula", "valida", "convierte"])
def test_a_line_read_one_way_that_could_read_another_is_said_by_every_command(
    tmp_path, text, words, command
):
    deck = tmp_path / "list.txt"
    deck.write_text(text, encoding="utf-8")
    extra = ["--a", "ydk"] if command == "convierte" else []
    done = run("--lang", "en", command, str(deck), *extra)
    shown = done.stdout if command == "valida" else done.stderr  # valida: in its report
    assert words in " ".join(shown.split()), (done.stdout, done.stderr)
    if command != "valida":
        (line,) = said(done.stderr, words)
        assert line.startswith(f"ydkcheck: {deck}:2: warning: ")


def test_a_rule_turned_off_is_not_said_as_valida_does_not_say_it(tmp_path, monkeypatch):
    deck = tmp_path / "list.txt"
    deck.write_text(TWO_WAYS, encoding="utf-8")
    (tmp_path / ".ydkcheck.yaml").write_text("ignora: [syntax]\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    for command in ("info", "simula"):
        assert said(run("--lang", "en", command, "list.txt").stderr, "is read as the card") == []
        done = run("--lang", "en", command, "list.txt", "--sin-config")
        assert said(done.stderr, "is read as the card"), command
