"""``ydkcheck hoja`` through the command line: the PDF read back with pypdf (names, counts,
totals, the player's boxes, both languages, both papers, one page for the longest deck), exit
codes, and a sheet written whole or not at all."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import zipfile
from collections import Counter
from pathlib import Path

import fpdf
import pytest
from helpers import DECKS, run, run_fresh
from pdfs import field_values, printed_text
from pypdf import PdfReader

from ydkcheck.cards import Card, CardDB
from ydkcheck.cards.naming import CardNamer
from ydkcheck.decks import read_deck, to_ydke
from ydkcheck.errors import InputError
from ydkcheck.sheet import output
from ydkcheck.sheet.paper import PAPERS
from ydkcheck.sheet.pdf import GAP, MARGIN

REPO = Path(__file__).parents[2]
ROSE = str(REPO / "examples" / "decks" / "rose-dragon.ydk")  # legal under TCG 2026.05
ALBAZ = str(REPO / "examples" / "decks" / "albaz.ydk")  # Maxx "C" Forbidden, Called Limited
POINTS = 72 / 25.4  # PDF points in a millimetre
SPANISH_LABELS = (
    "LISTA DE DECK",
    "Inicial del apellido",
    "Total del Deck Principal",
    "Cartas de Monstruo",
    "Cartas Mágicas",
    "Cartas de Trampa",
    "Deck Extra",
    "Side Deck",
    "SOLO PARA USO DE LOS JUECES",
    "Notas de la revisión del mazo",
)
ENGLISH_LABELS = (
    "DECK LIST",
    "Last Name Initial",
    "Main Deck Total",
    "Monster Cards",
    "Spell Cards",
    "Trap Cards",
    "FOR JUDGE USE ONLY",
    "Event Date (MM / DD / YYYY)",
    "First & Middle Name(s)",
    "Last Name(s)",
    "White Rose Dragon",
)
ENGLISH_FIELDS = {
    "Last Name Initial": "S",
    "Main Deck Total": "40",
    "Event Date - Month": "07",
    "Event Date - Day": "05",
    "Event Date - Year": "2026",
    "First  Middle Names": "John",
    "Last Names": "Smith",
}


def sheet_text(path: Path | bytes) -> str:
    """The text a one-page sheet prints, its white space made single spaces: the page's,
    then its fields' (a card's copies just before its name)."""
    return printed_text(path)


def page_size(path: Path) -> tuple[float, float]:
    box = PdfReader(path).pages[0].mediabox
    return round(float(box.width) / POINTS, 1), round(float(box.height) / POINTS, 1)


def test_a_spanish_sheet_has_the_players_boxes_names_counts_and_totals(tmp_path, cards):
    target = tmp_path / "hoja.pdf"
    player = ("--jugador", "García López, Ana", "--id", "0123456789", "--pais", "España")
    event = ("--evento", "Regional de Madrid", "--fecha-evento", "2026-07-05")
    done = run("hoja", ROSE, "-o", str(target), *player, *event)
    assert done.exit_code == 0, done.stderr
    assert done.stderr == f"ydkcheck: hoja escrita en {target} (a4)\n"
    text = sheet_text(target)
    for label in SPANISH_LABELS:
        assert label in text
    for value in ("Ana", "García López", "0123456789", "España", "Regional de Madrid"):
        assert value in text
    assert "Fecha del evento (DD / MM / AAAA)" in text and " 05 07 2026 " in text
    fields = field_values(target)
    assert (fields["Event Date - Day"], fields["Event Date - Month"]) == ("05", "07")
    assert fields["Event Date - Year"] == "2026" and fields["Last Name Initial"] == "G"
    assert "Total del Deck Principal" in text and fields["Main Deck Total"] == "40"
    deck = read_deck(ROSE, cards)
    namer = CardNamer("es")
    for codes in (deck.main, deck.extra, deck.side):
        for code, copies in Counter(codes).items():
            assert f"{copies} {shown_name(cards, namer, code)}" in text
    monsters, spells, traps = (
        sum(1 for code in deck.main if kind(cards, code) == wanted)
        for wanted in ("monster", "spell", "trap")
    )
    assert "Total de Monstruos" in text and fields["Total Monster Cards"] == str(monsters)
    assert fields["Total Spell Cards"] == str(spells) and "Total de Mágicas" in text
    assert fields["Total Trap Cards"] == str(traps) and "Total de Trampas" in text
    assert "Total del Deck Extra" in text and fields["Total Extra Deck"] == str(len(deck.extra))
    assert "Total del Side Deck" in text and fields["Total Side Deck"] == str(len(deck.side))
    assert page_size(target) == PAPERS["a4"]


def shown_name(cards: CardDB, namer: CardNamer, code: int) -> str:
    """A card's name on the sheet: an artwork's is its original's (the Spanish names are)."""
    card = cards.get(code)
    assert card is not None
    original = cards.get(card.alias) if card.alias else None
    same = original is not None and original.name == card.name
    return namer(card.alias if same else code, card.name)


def kind(cards: CardDB, code: int) -> str:
    card = cards.get(code)
    assert card is not None
    return card.kind


def test_an_english_sheet_on_letter_paper_with_names_in_either_language(tmp_path, cards):
    target = tmp_path / "decklist.pdf"
    options = ("--paper", "LETTER", "--player", "John Smith", "--event-date", "2026-07-05")
    done = run("--lang", "en", "decklist", ROSE, "-o", str(target), *options)
    assert done.exit_code == 0, done.stderr
    assert page_size(target) == PAPERS["letter"]
    text = sheet_text(target)
    for label in ENGLISH_LABELS:
        assert label in text
    assert ENGLISH_FIELDS.items() <= field_values(target).items()
    assert "Dragón de la Rosa Blanca" not in text
    spanish = tmp_path / "nombres.pdf"
    done = run("--lang", "en", "decklist", ROSE, "-o", str(spanish), "--names", "es")
    assert done.exit_code == 0, done.stderr
    text = sheet_text(spanish)
    assert "Dragón de la Rosa Blanca" in text and "Monster Cards" in text


def test_blank_boxes_stay_blank_and_show_how_to_write_the_date(tmp_path):
    target = tmp_path / "blank.pdf"
    assert run("hoja", ROSE, "-o", str(target)).exit_code == 0
    text = sheet_text(target)
    assert "Nombre(s) Apellido(s)" in text and "DD / MM / AAAA" in text
    fields = field_values(target)
    for name in ("First  Middle Names", "Last Names", "Last Name Initial", "CARD GAME ID"):
        assert fields[name] == ""
    assert fields["Event Date - Day"] == fields["Event Date - Year"] == ""


def longest_deck(cards: CardDB, lang: str, monsters_only: bool) -> str:
    """A 60 + 15 + 15 deck of distinct cards with the longest names in ``lang``, as .ydk."""
    namer = CardNamer(lang)
    pool = [card for card in cards.all_cards() if card.is_playable and not card.alias]
    pool.sort(key=lambda card: (-len(namer(card.id, card.name)), card.id))

    def first(count: int, wanted, taken=()) -> list[Card]:
        return [card for card in pool if wanted(card) and card not in taken][:count]

    extra = first(15, lambda card: card.is_extra_monster)
    if monsters_only:
        main = first(60, lambda card: card.is_monster and not card.is_extra_monster)
    else:
        main = (
            first(30, lambda card: card.is_monster and not card.is_extra_monster)
            + first(15, lambda card: card.is_spell)
            + first(15, lambda card: card.is_trap)
        )
    side = first(15, lambda card: True, (*main, *extra))
    sections = (("#main", main), ("#extra", extra), ("!side", side))
    return "".join(f"{head}\n" + "".join(f"{c.id}\n" for c in part) for head, part in sections)


@pytest.mark.slow
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(("lang", "monsters_only"), [("es", False), ("en", True)])
def test_sixty_fifteen_fifteen_of_the_longest_names_fit_one_page(
    tmp_path, cards, monkeypatch, paper, lang, monsters_only
):
    deck = tmp_path / "longest.ydk"
    deck.write_text(longest_deck(cards, lang, monsters_only), encoding="utf-8")
    drawn: list[tuple[float, float, float, str]] = []
    original = fpdf.FPDF.text

    def text(self: fpdf.FPDF, x: float, y: float, text: str = "") -> None:
        drawn.append((x, x + self.get_string_width(text), y, text))
        original(self, x, y, text)

    monkeypatch.setattr(fpdf.FPDF, "text", text)
    target = tmp_path / "longest.pdf"
    options = ("-o", str(target), "--papel", paper)
    done = run("--lang", lang, "hoja", str(deck), *options)
    assert done.exit_code in (0, 1), done.stderr
    assert "no tiene sitio" not in done.stderr and "no room" not in done.stderr
    text_read = sheet_text(target)  # one page
    namer = CardNamer(lang)
    read = read_deck(str(deck), cards)
    for code in (*read.main, *read.extra, *read.side):
        assert shown_name(cards, namer, code) in text_read
    # nothing crosses its column, nor the page's margins
    width, height = PAPERS[paper]
    column = (width - 2 * MARGIN - 2 * GAP) / 3
    spans = [(MARGIN + i * (column + GAP), MARGIN + i * (column + GAP) + column) for i in range(3)]
    for left, right, baseline, shown in drawn:
        assert left >= MARGIN - 1 and right <= width - MARGIN + 0.01, shown
        assert MARGIN < baseline < height, shown
        if MARGIN + 50 < baseline < height - MARGIN:  # the lists, below the player's boxes
            assert any(start <= left and right <= end + 0.01 for start, end in spans), shown


def test_an_illegal_deck_gets_its_sheet_its_problems_on_stderr_and_exit_1(tmp_path):
    target = tmp_path / "albaz.pdf"
    done = run("hoja", ALBAZ, "-o", str(target))
    assert done.exit_code == 1
    lines = done.stderr.splitlines()
    assert lines[-1] == f"ydkcheck: hoja escrita en {target} (a4)"
    problems = lines[:-1]
    assert len(problems) == 2
    assert problems[0].startswith("ydkcheck: ") and ":18: error: " in problems[0]
    assert '"C" Maxx está Prohibida' in problems[0]
    assert "Llamado por la Tumba está Limitada" in problems[1]
    text = sheet_text(target)
    assert '3 "C" Maxx' in text and "2 Llamado por la Tumba" in text
    english = run("--lang", "en", "hoja", ALBAZ, "-o", str(target))
    assert english.exit_code == 1 and 'Maxx "C" is Forbidden' in english.stderr


def test_the_list_and_its_date_are_those_of_valida_and_the_event_date_chooses_the_list(tmp_path):
    target = tmp_path / "rose.pdf"
    assert run("hoja", ROSE, "-o", str(target), "--lista", "tcg-2026-05").exit_code == 0
    assert "lista TCG 2026.05 (tcg-2026-05)" in sheet_text(target)
    albaz = tmp_path / "albaz.pdf"  # a sheet is replaced only by one of its own deck file
    old = run("hoja", ALBAZ, "-o", str(albaz), "--fecha-evento", "2019-02-01")
    assert old.exit_code == 1 and "TCG 2019.01" in old.stderr
    assert "lista TCG 2019.01" in sheet_text(albaz)
    goat = run("hoja", ROSE, "-o", str(target), "--lista", "goat", "--fecha-evento", "2019-01-01")
    assert goat.exit_code == 1 and "GOAT" in sheet_text(target)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.ydk"], "missing.ydk: no existe"),
        ([ROSE, "--papel", "a5"], "papel desconocido «a5» (se conocen: a4, letter)"),
        ([ROSE, "--fecha-evento", "5/7/2026"], "fecha no válida «5/7/2026»"),
        ([ROSE, "--fecha", "mañana"], "fecha no válida «mañana»"),
        ([ROSE, "--nombres", "fr"], "fr"),
        ([ROSE, "--lista", "no-such-list"], "no-such-list"),
    ],
)
def test_unusable_input_is_one_line_and_exit_2_and_writes_nothing(
    tmp_path, monkeypatch, args, message
):
    monkeypatch.chdir(tmp_path)
    done = run("hoja", *args, "-o", "hoja.pdf")
    assert done.exit_code == 2
    assert len(done.stderr.splitlines()) == 1 and message in done.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("deck", "message"),
    [
        ("ydke://!!!", "ydke://!!!: no contiene ninguna carta"),
        (str(DECKS), "es una carpeta"),
        ("big.ydk", "big.ydk:2: ninguna línea se leyó como carta"),  # a passcode of 70 digits
    ],
)
def test_an_unreadable_deck_is_one_line_and_exit_2(tmp_path, monkeypatch, deck, message):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "big.ydk").write_text("#main\n" + "1" * 70 + "\n", encoding="utf-8")
    done = run("hoja", deck, "-o", "hoja.pdf")
    assert done.exit_code == 2
    assert len(done.stderr.splitlines()) == 1 and message in done.stderr
    assert not (tmp_path / "hoja.pdf").exists()


def test_an_unwritable_target_is_exit_2_and_leaves_no_file(tmp_path):
    target = tmp_path / "missing" / "hoja.pdf"
    done = run("hoja", ROSE, "-o", str(target))
    assert done.exit_code == 2
    assert done.stderr == f"ydkcheck: {target}: no se puede escribir la hoja: no existe\n"
    folder = run("hoja", ROSE, "-o", str(tmp_path))  # a folder
    assert folder.exit_code == 2 and "no se puede escribir la hoja" in folder.stderr
    assert list(tmp_path.iterdir()) == []


def test_a_failed_write_keeps_the_old_sheet_and_leaves_no_partial_file(tmp_path, monkeypatch):
    target = tmp_path / "hoja.pdf"
    assert run("hoja", ROSE, "-o", str(target), "--jugador", "Ana").exit_code == 0
    old = target.read_bytes()

    def broken(source: str, destination: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(output.os, "replace", broken)
    done = run("hoja", ROSE, "-o", str(target))
    assert done.exit_code == 2 and "el disco está lleno" in done.stderr
    assert target.read_bytes() == old
    assert list(tmp_path.iterdir()) == [target]


@pytest.mark.parametrize(
    "kept",
    [
        b"%PDF-1.7 a form the player filled in and signed",
        b"#main\n23434538\n",  # another deck
        b"%PDF-1.4\n% /YdkcheckDeck /YdkcheckFields\n%%EOF\n",  # names the keys, no more
    ],
)
def test_a_file_that_is_no_sheet_ydkcheck_wrote_is_never_replaced(tmp_path, kept):
    """Before: `hoja ana.ydk` replaced `ana.pdf`, the player's signed form, without a word,
    and `-o other.ydk` replaced another deck with a PDF."""
    target = tmp_path / "ana.pdf"
    target.write_bytes(kept)
    done = run("--lang", "en", "hoja", ROSE, "-o", str(target))
    assert done.exit_code == 2 and target.read_bytes() == kept
    assert done.stderr == (
        f"ydkcheck: {target}: already exists and is not a sheet ydkcheck wrote of this deck "
        "file, unchanged since (a form filled in or signed since, another deck's sheet): write "
        "the sheet to another file with -o, or delete that one first\n"
    )
    assert list(tmp_path.iterdir()) == [target]
    target.write_bytes(b"")  # an empty file loses nothing
    assert run("hoja", ROSE, "-o", str(target)).exit_code == 0
    assert run("hoja", ROSE, "-o", str(target)).exit_code == 0  # its own sheet, written again


def test_the_sheet_of_another_deck_file_of_the_same_name_is_never_replaced(tmp_path, monkeypatch):
    """Before: `hoja alice/deck.ydk`, then `hoja bob/deck.ydk`, wrote Bob's sheet over
    Alice's deck.pdf without a word. A sheet is replaced only by a sheet of its own deck file,
    which may have changed since (a deck edited, its sheet written again)."""
    monkeypatch.chdir(tmp_path)
    for player in ("alice", "bob"):
        (tmp_path / player).mkdir()
        shutil.copy(ROSE, tmp_path / player / "deck.ydk")
    assert run("hoja", "alice/deck.ydk").exit_code == 0
    alices = (tmp_path / "deck.pdf").read_bytes()
    assert run("hoja", "bob/deck.ydk").exit_code == 2
    assert (tmp_path / "deck.pdf").read_bytes() == alices
    with open(tmp_path / "alice" / "deck.ydk", "a", encoding="utf-8") as deck:
        deck.write("44887817\n")  # Alice's deck edited: her sheet is written again
    assert run("hoja", "./alice/deck.ydk").exit_code in (0, 1)
    assert (tmp_path / "deck.pdf").read_bytes() != alices
    # from standard input, a sheet is its deck's own: another deck's is kept
    alice, bob = (tmp_path / player / "deck.ydk" for player in ("alice", "bob"))
    assert run("hoja", "-", "-o", "in.pdf", stdin=alice.read_bytes()).exit_code in (0, 1)
    assert run("hoja", "-", "-o", "in.pdf", stdin=alice.read_bytes()).exit_code in (0, 1)
    assert run("hoja", "-", "-o", "in.pdf", stdin=bob.read_bytes()).exit_code == 2


def test_without_o_the_sheet_is_named_after_the_deck_in_the_current_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    done = run("hoja", ROSE)
    assert done.exit_code == 0 and (tmp_path / "rose-dragon.pdf").exists()
    assert done.stderr == "ydkcheck: hoja escrita en rose-dragon.pdf (a4)\n"


def test_a_url_and_standard_input_make_hoja_pdf(tmp_path, monkeypatch, cards):
    monkeypatch.chdir(tmp_path)
    url = to_ydke(read_deck(ROSE, cards))
    assert run("hoja", url).exit_code == 0
    text = sheet_text(tmp_path / "hoja.pdf")
    assert "Total del Deck Principal" in text
    assert field_values(tmp_path / "hoja.pdf")["Main Deck Total"] == "40"
    (tmp_path / "hoja.pdf").unlink()
    done = run("hoja", "-", stdin=Path(ROSE).read_bytes())
    assert done.exit_code == 0 and sheet_text(tmp_path / "hoja.pdf") == text


def test_a_text_decklist_in_spanish_gets_its_sheet(tmp_path):
    deck = REPO / "tests" / "decks" / "data" / "text" / "fixture-spanish-handwritten.txt"
    target = tmp_path / "lista.pdf"
    done = run("hoja", str(deck), "-o", str(target))
    assert done.exit_code in (0, 1), done.stderr
    text = sheet_text(target)
    assert "3 Flor de Ceniza & Primavera Feliz" in text and "Cartas de Monstruo" in text


def test_the_pdf_goes_to_standard_output_with_o_dash(tmp_path):
    done = run("hoja", ROSE, "-o", "-")
    assert done.exit_code == 0
    assert done.stdout_bytes.startswith(b"%PDF-") and done.stdout_bytes.rstrip().endswith(b"%%EOF")
    assert "Total del Deck Principal" in sheet_text(done.stdout_bytes)
    assert field_values(done.stdout_bytes)["Main Deck Total"] == "40"
    assert done.stderr == "ydkcheck: hoja escrita en la salida estándar (a4)\n"


def test_the_sheet_never_overwrites_its_own_deck(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    deck = tmp_path / "mazo.pdf"  # a text decklist, oddly named
    deck.write_bytes(Path(ROSE).read_bytes())
    done = run("hoja", "mazo.pdf")
    assert done.exit_code == 2 and "sobre el propio mazo" in done.stderr
    assert deck.read_bytes() == Path(ROSE).read_bytes()


def test_help_of_hoja_does_not_import_the_pdf_library(tmp_path):
    modules = run_fresh(["hoja", "--help"], tmp_path).modules
    assert "ydkcheck.commands.hoja" in modules
    assert not {"fpdf", "pypdf", "ydkcheck.sheet.pdf", "ydkcheck.sheet.form"} & modules


@pytest.mark.slow
def test_the_installed_wheel_ships_the_font_and_draws_a_sheet(tmp_path):
    wheels = tmp_path / "wheels"
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q"]
    subprocess.run([*command, "-w", str(wheels), str(REPO)], check=True, capture_output=True)
    wheel = next(wheels.glob("ydkcheck-*.whl"))
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        for font in ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "LICENSE"):
            assert f"ydkcheck/data/fonts/{font}" in names
        archive.extractall(site)
    env = {**os.environ, "PYTHONPATH": str(site)}
    fresh = run_fresh(["hoja", str(DECKS / "Rose_Dragon.ydk"), "-o", "rose.pdf"], tmp_path, env)
    assert fresh.process.returncode == 0, fresh.process.stderr
    assert fresh.package.is_relative_to(site)
    assert "Total del Deck Principal" in sheet_text(tmp_path / "rose.pdf")


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_pdf_is_not_written_to_a_terminal(monkeypatch):
    monkeypatch.setattr(output.sys, "stdout", Terminal())
    with pytest.raises(InputError) as raised:
        output.check_target("-", ROSE, ROSE)
    assert raised.value.key == "hoja.terminal"


@pytest.mark.parametrize(
    ("source", "target"),
    [
        ("decks/Rose Dragon.ydk", "Rose Dragon.pdf"),
        ("lista.txt", "lista.pdf"),
        ("ydke://AAAA!!!", "hoja.pdf"),
        ("-", "hoja.pdf"),
        ("<stdin>", "hoja.pdf"),
    ],
)
def test_the_default_name_of_a_sheet(source, target):
    assert output.default_target(source) == target


def test_a_link_is_followed_and_a_fifo_is_written_into_never_replaced(tmp_path):
    import threading

    real = tmp_path / "real.pdf"
    assert run("hoja", ROSE, "-o", str(real), "--jugador", "Ana").exit_code == 0  # an old sheet
    link = tmp_path / "link.pdf"
    link.symlink_to(real)
    assert run("hoja", ROSE, "-o", str(link)).exit_code == 0
    assert link.is_symlink() and real.read_bytes().startswith(b"%PDF")

    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()))
    reader.start()
    done = run("hoja", ROSE, "-o", str(fifo))
    reader.join(timeout=30)
    assert done.exit_code == 0
    assert fifo.is_fifo() and received[0].startswith(b"%PDF")  # still a FIFO, and it got it
    assert sorted(path.name for path in tmp_path.iterdir()) == ["link.pdf", "pipe.pdf", "real.pdf"]


def test_dev_stdout_into_a_pipe_gets_the_sheet(tmp_path):
    """A review: ``-o /dev/stdout`` was resolved to ``/proc/PID/fd/pipe:[N]`` before it was
    looked at, and the run ended "does not exist" (exit 2)."""
    done = subprocess.run(
        [sys.executable, "-m", "ydkcheck", "hoja", ROSE, "-o", "/dev/stdout"],
        capture_output=True,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(b"%PDF-") and done.stdout.rstrip().endswith(b"%%EOF")


def test_characters_the_font_lacks_and_an_overlong_detail_are_refused(tmp_path):
    # the name was printed "??" and held whole in its field: the untouched sheet read as
    # edited, and compara did not confirm it
    target = tmp_path / "hoja.pdf"
    done = run("hoja", ROSE, "-o", str(target), "--jugador", "山田, 太郎")
    assert done.exit_code == 2 and not target.exists()
    assert "la fuente de la hoja no dibuja 太 山 田 郎 (datos del jugador" in done.stderr
    long = run("hoja", ROSE, "-o", str(tmp_path / "other.pdf"), "--evento", "x" * 81)
    assert long.exit_code == 2 and "--evento tiene más de 80 caracteres" in long.stderr
    assert not (tmp_path / "other.pdf").exists()


def test_a_sheet_checked_against_a_list_file_names_the_file_not_the_list_it_copies(
    tmp_path: Path,
) -> None:
    """Before: a copy of TCG 2026.05 edited and given as ``--lista FILE`` was printed on
    the sheet as "lista TCG 2026.05", the shipped list's name."""
    copy = tmp_path / "tcg.lflist.conf"
    exported = run("listas", "exporta", "tcg-2026-05")
    assert exported.exit_code == 0
    copy.write_text(exported.stdout, "utf-8")
    target = tmp_path / "rose.pdf"
    assert run("hoja", ROSE, "-o", str(target), "--lista", str(copy)).exit_code == 0
    assert "(file:tcg.lflist.conf)" in " ".join(sheet_text(target).split())


@pytest.mark.parametrize("saved", ["rewritten", "incremental", "signed"])
def test_a_sheet_the_player_filled_in_after_is_never_replaced(tmp_path, saved):
    """Before: `hoja ana.ydk` wrote ana.pdf, the player filled in their name and saved it,
    and a second `hoja ana.ydk` replaced it without a word: the file named ydkcheck's key."""
    from pypdf import PdfReader, PdfWriter

    target = tmp_path / "ana.pdf"
    assert run("hoja", ROSE, "-o", str(target)).exit_code == 0
    assert run("hoja", ROSE, "-o", str(target)).exit_code == 0  # unchanged: written again
    if saved == "rewritten":  # saved whole, as some readers do
        writer = PdfWriter(clone_from=PdfReader(target))
        writer.update_page_form_field_values(
            writer.pages[0], {"Last Names": "García López"}, auto_regenerate=False
        )
        writer.write(target)
    elif saved == "signed":  # a note drawn on it, saved whole: the fields as they were
        from pypdf.annotations import FreeText

        writer = PdfWriter(clone_from=PdfReader(target))
        writer.add_annotation(0, FreeText(text="Signed: Ana", rect=(50, 50, 200, 80)))
        writer.write(target)
    else:  # a reader's incremental save appends a revision after the first %%EOF
        target.write_bytes(target.read_bytes() + b"\n% the player's revision\n%%EOF\n")
    kept = target.read_bytes()
    done = run("--lang", "en", "hoja", ROSE, "-o", str(target))
    assert done.exit_code == 2 and "not a sheet ydkcheck wrote of this deck file" in done.stderr
    assert target.read_bytes() == kept


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes")
def test_a_sheet_written_to_a_pipe_no_program_reads_is_refused_not_waited_for(tmp_path):
    """Before: hoja -o onto a FIFO without a reader waited for ever, deaf to Ctrl-C."""
    pipe = tmp_path / "sheet.pdf"
    os.mkfifo(pipe)
    done = subprocess.run(
        [sys.executable, "-m", "ydkcheck", "--lang", "en", "hoja", ROSE, "-o", str(pipe)],
        capture_output=True,
        text=True,
        timeout=120,  # a guard against the old wait, not a measure of speed
    )
    assert done.returncode == 2 and "no program reads the pipe" in done.stderr


@pytest.mark.parametrize("names", ["es", "en"])
def test_a_card_named_with_a_question_mark_gets_its_sheet(tmp_path, names):
    """A hostile round: a legal deck with Danger!? Jackalope? (one of 11 cards whose names
    hold a "?") got no sheet, its question mark taken for a character the font lacks."""
    deck = tmp_path / "danger.ydk"
    lines = Path(ROSE).read_text(encoding="utf-8").replace("\n44887817\n", "\n43694650\n", 1)
    deck.write_text(lines, encoding="utf-8")
    target = tmp_path / "hoja.pdf"
    done = run("hoja", str(deck), "-o", str(target), "--nombres", names, "--jugador", "Ana?")
    assert done.exit_code == 0 and target.exists(), done.stderr
    read = run("valida", str(target), "--salida", "json")
    assert '"sheet-edited"' not in read.stdout
