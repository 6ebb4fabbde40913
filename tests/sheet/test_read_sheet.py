"""Every command reads a sheet: a PDF deck list is a deck wherever one is accepted.

A sheet ``hoja`` wrote gives back its exact deck (the fingerprint of the .ydk), and a field
edited after is a ``sheet-edited`` warning; Konami's form filled in by another program is
read from its fields, each problem at its field, its totals checked; a damaged, encrypted
or field-less PDF is one line and exit 2, and no mutation of a sheet escapes as a crash."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from helpers import DECKS, run
from pypdf import PdfReader, PdfWriter

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.errors import InputError

from .test_konami_form import cut_short

REPO = Path(__file__).parents[2]
ROSE = str(REPO / "examples" / "decks" / "rose-dragon.ydk")
REAL_DECKS = sorted(DECKS.glob("*.ydk"))
ROSE_LINES = Path(ROSE).read_text(encoding="utf-8").splitlines()


def sheet_of(deck: str | Path, target: Path, *options: str) -> Path:
    done = run("hoja", str(deck), "-o", str(target), *options)
    assert done.exit_code in (0, 1), done.stderr
    return target


def filled(source: Path, target: Path, values: dict[str, str], carried: bool = True) -> Path:
    """``source`` with ``values`` written into its fields by pypdf, as another program would
    (without ydkcheck's carried deck unless ``carried``)."""
    writer = PdfWriter(clone_from=PdfReader(source))
    if values:
        writer.update_page_form_field_values(writer.pages[0], values, auto_regenerate=False)
    if not carried:
        writer.add_metadata({"/YdkcheckDeck": ""})
    writer.write(target)
    return target


def report(*args: str) -> dict:
    done = run("valida", "--salida", "json", *args)
    assert done.exit_code in (0, 1), done.stderr
    return json.loads(done.stdout)["decks"][0]


@pytest.mark.parametrize("deck", REAL_DECKS, ids=lambda path: path.stem)
def test_a_sheet_reads_back_as_the_deck_it_was_made_from(tmp_path, cards: CardDB, deck):
    sheet = sheet_of(deck, tmp_path / "hoja.pdf", "--forzar")  # lines it cannot read: left
    read = report(str(sheet))
    assert read["fingerprint"] == fingerprint(read_deck(str(deck), cards), cards)
    assert not [d for d in read["diagnostics"] if d["rule"] == "sheet-edited"]


@pytest.mark.parametrize(
    ("card", "options"),
    [("67048711", ()), ("10000100", ("--lista", "ocg")), ("74335036", ("--nombres", "es"))],
)
def test_a_card_whose_name_reads_as_another_reads_back_as_itself(tmp_path, cards, card, options):
    """Before: the Spell "7" was written "7" (read back as passcode 7), the OCG's Normal Black
    Luster Soldier as the name the Ritual one bears: a fresh sheet of a legal deck was two
    sheet-edited warnings, and compara's NOT CONFIRMED. Such a name carries its passcode."""
    text = Path(ROSE).read_text(encoding="utf-8").replace("#extra", f"{card}\n#extra")
    deck = tmp_path / "d.ydk"
    deck.write_text(text, encoding="utf-8")
    sheet = sheet_of(deck, tmp_path / "hoja.pdf", *options)
    for source in (sheet, filled(sheet, tmp_path / "plain.pdf", {}, carried=False)):
        read = report(str(source), *(options if "--lista" in options else ()))
        assert read["fingerprint"] == fingerprint(read_deck(str(deck), cards), cards)
        assert not [d for d in read["diagnostics"] if d["rule"] == "sheet-edited"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_form_filled_by_another_program_reads_back_the_same_deck(tmp_path, cards, lang):
    sheet = sheet_of(ROSE, tmp_path / "hoja.pdf", "--nombres", lang, "--jugador", "Smith, John")
    plain = filled(sheet, tmp_path / "plain.pdf", {}, carried=False)
    assert not PdfReader(plain).metadata.get("/YdkcheckDeck")
    read = report(str(plain))
    assert read["fingerprint"] == fingerprint(read_deck(ROSE, cards), cards)
    assert read["diagnostics"] == [] and read["player"] == "John Smith"


def test_a_field_edited_on_a_ydkcheck_sheet_is_a_difference_named(tmp_path):
    sheet = sheet_of(ROSE, tmp_path / "hoja.pdf")
    edited = filled(sheet, tmp_path / "edited.pdf", {"Monster 2": "Cenizas Mágicas"})
    read = report(str(edited))
    assert read["fingerprint"] == report(ROSE)["fingerprint"]  # the carried deck
    edits = [d for d in read["diagnostics"] if d["rule"] == "sheet-edited"]
    assert all(d["severity"] == "warning" for d in edits)
    messages = " ".join(d["message"] for d in edits)
    assert "Monster 2: carta desconocida «Cenizas Mágicas»" in messages
    assert "los campos dicen 0 de Predaplanta Ophrys Escorpión" in messages
    # the verdict says the printed sheet is not what was judged, never a bare LEGAL
    verdicts = run("--lang", "en", "valida", str(edited)).stdout.split("\n✔ ")[1:]
    assert verdicts[0].startswith("LEGAL, the deck read from the sheet (")
    assert "its paper may print another deck" in " ".join(verdicts[0].split())
    assert run("--lang", "en", "valida", str(sheet)).stdout.split("\n✔ ")[1].startswith("LEGAL (")


@pytest.mark.parametrize(
    ("output", "edited_word", "plain_word"),
    [
        ("resumen", "EDITADA", "legal "),
        ("csv", ";EDITADA;", ";legal;"),
        ("html", '<span class="badge edited">EDITADA</span>', 'badge ok">legal<'),
    ],
)
def test_an_edited_sheet_is_no_bare_legal_in_the_organisers_outputs(
    tmp_path, output, edited_word, plain_word
):
    """The organiser's summary, CSV and page say of a sheet whose printed fields say another
    deck what the text verdict says: not a bare "legal" beside an untouched one's."""
    sheet = sheet_of(ROSE, tmp_path / "hoja.pdf")
    edited = filled(sheet, tmp_path / "edited.pdf", {"Monster 2": "Cenizas Mágicas"})
    both = run("valida", str(sheet), str(edited), "--salida", output)
    # legal, its sheet-edited fields warnings; but no valid deck list until cleared up: exit 1
    assert both.exit_code == 1
    text = both.stdout
    assert edited_word in text and plain_word in text
    if output == "html":  # the "only illegal" switch, which hides the legal rows, keeps it
        assert text.count('<tr class="edited">') == 1 and text.count('<tr class="legal">') == 1


@pytest.mark.parametrize("carried", [True, False])
def test_a_page_printed_for_another_deck_is_said_whatever_its_fields_and_file_say(
    tmp_path, carried
):
    """A hostile round: the fields and the carried deck of another sheet ydkcheck wrote,
    copied into this one, agreed with each other and read ✔ LEGAL and the same deck as the
    other, while the page (its footer and QR code) still printed this deck. Without the
    carried deck the file passed for Konami's form filled in, with no word."""
    # names in English: pypdf 5.1 fills "Fusión Instantánea" as UTF-16 in Helvetica, whose
    # paper prints "InstantÆnea" (said on its own)
    sheet = sheet_of(ROSE, tmp_path / "hoja.pdf", "--nombres", "en")
    other_deck = tmp_path / "other.ydk"
    side = ROSE_LINES.index("!side")
    other_deck.write_text("\n".join([*ROSE_LINES[: side + 1], *["40044918"] * 3]) + "\n")
    other = sheet_of(other_deck, tmp_path / "other.pdf", "--nombres", "en")
    values = {name: field.get("/V", "") for name, field in PdfReader(other).get_fields().items()}
    forged = filled(sheet, tmp_path / "forged.pdf", values, carried=carried)
    if carried:
        writer = PdfWriter(clone_from=PdfReader(forged))
        writer.add_metadata({"/YdkcheckDeck": PdfReader(other).metadata["/YdkcheckDeck"]})
        writer.write(forged)
    read = report(str(forged))
    assert read["fingerprint"] == report(str(other_deck))["fingerprint"]
    footer, code = [
        d
        for d in read["diagnostics"]
        if d["rule"] == "sheet-edited" and not cut_short(d["message"])  # pypdf 5.1's fill
    ]
    assert "QR" not in footer["message"] and "QR" in code["message"]  # the QR code beside
    assert report(ROSE)["fingerprint"] in footer["message"]
    assert report(ROSE)["fingerprint"] in code["message"]
    assert not [d for d in report(str(other))["diagnostics"] if d["rule"] == "sheet-edited"]


@pytest.mark.parametrize(
    "lines",
    [
        ["huella vx65-dfv9-krjb-sn00-kjse-6q56-01b2"],  # lower case
        ["huella VX65 DFV9 KRJB SN00 KJSE 6Q56 01B2"],  # blanks
        ["huella VX65DFV9KRJBSN00KJSE6Q5601B2"],  # no dashes
        ["huella VX65–DFV9–KRJB–SN00–KJSE–6Q56–01B2"],  # en dashes
        ["huella VX65-DFV9-KRJB-", "SN00-KJSE-6Q56-01B2"],  # over two lines
    ],
)
def test_a_fingerprint_printed_however_written_is_read_off_the_page(lines):
    """A hostile round: a footer fingerprint in lower case, spaced out or split went unseen."""
    from ydkcheck.decks.sheet import page_fingerprints

    assert page_fingerprints(lines) == {"VX65-DFV9-KRJB-SN00-KJSE-6Q56-01B2"}
    assert page_fingerprints(["THIS FORM MUST HAVE EACH CARD LIST THEM HERE"]) == set()


def test_an_edited_sheet_is_not_written_anew_as_a_clean_one_unless_forced(tmp_path):
    """A hostile round: ``hoja`` and ``convierte`` took the deck an edited sheet carries and
    wrote a fresh sheet, or a .ydk, that read as untouched: the edit laundered away."""
    sheet = sheet_of(ROSE, tmp_path / "hoja.pdf")
    edited = filled(sheet, tmp_path / "edited.pdf", {"Monster 2": "Cenizas Mágicas"})
    fresh = tmp_path / "fresh.pdf"
    for args in (["hoja", str(edited), "-o", str(fresh)], ["convierte", str(edited), "--a", "ydk"]):
        refused = run(*args)
        assert refused.exit_code == 2 and refused.stdout == "" and not fresh.exists()
        line = refused.stderr.splitlines()[-1]  # after the differences, for convierte
        assert "dicen otro mazo que el que lleva" in line and "--forzar" in line
    forced = run("convierte", str(edited), "--a", "ydk", "--forzar")
    assert forced.exit_code == 0
    assert "# escrito de una hoja cuyos campos impresos dicen otro mazo" in forced.stdout


def test_konamis_form_names_each_problem_at_its_field_and_checks_the_totals(tmp_path):
    sheet = sheet_of(ROSE, tmp_path / "hoja.pdf")
    values = {"Monster 7": "Bottomless", "Total Spell Cards": "14", "Trap Card 1 Count": "x"}
    form = filled(sheet, tmp_path / "form.pdf", values, carried=False)
    done = run("--lang", "en", "valida", str(form))
    assert done.exit_code == 1
    out = " ".join(done.stdout.split())
    assert "Monster 7: " in out and "Bottomless" in out
    assert "Trap 1: the count «x» is not a number of copies" in out
    assert "Total Spell Cards: the list writes 14 here, but 13 cards were read" in out
    assert "Main Deck Total: the list writes 40 here, but 38 cards were read" in out
    assert "Total Trap Cards: the list writes 2 here, but 0 cards were read" in out


def test_the_player_and_the_event_come_into_the_report(tmp_path):
    sheet = sheet_of(ROSE, tmp_path / "hoja.pdf", "--jugador", "García López, Ana")
    values = {"CARD GAME ID": "0123456789", "Event Name": "Regional de Madrid"}
    form = filled(sheet, tmp_path / "form.pdf", values, carried=False)
    assert report(str(form))["player"] == "Ana García López · 0123456789 · Regional de Madrid"


def test_every_command_and_a_folder_run_read_sheets(tmp_path):
    folder = tmp_path / "decks"
    folder.mkdir()
    sheet_of(ROSE, folder / "rose.pdf")
    (folder / "rose.ydk").write_bytes(Path(ROSE).read_bytes())
    done = run("valida", "--salida", "json", str(folder))
    assert done.exit_code == 0, done.stderr
    decks = json.loads(done.stdout)["decks"]
    assert sorted(Path(d["source"]).name for d in decks) == ["rose.pdf", "rose.ydk"]
    assert decks[0]["fingerprint"] == decks[1]["fingerprint"]
    pdf = str(folder / "rose.pdf")
    assert run("compara", pdf, str(folder / "rose.ydk")).exit_code == 0
    assert run("info", pdf).exit_code == 0
    converted = run("convierte", pdf, "--a", "ydke")
    assert converted.exit_code == 0 and converted.stdout.startswith("ydke://")


DATA_PDFS = Path(__file__).resolve().parent.parent / "data" / "pdfs"


def encrypted(tmp_path: Path) -> bytes:
    writer = PdfWriter(clone_from=PdfReader(sheet_of(ROSE, tmp_path / "hoja.pdf")))
    writer.encrypt("secret")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def plain_pdf(tmp_path: Path) -> bytes:
    writer = PdfWriter()
    writer.add_blank_page(100, 100)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def deep_pdf(tmp_path: Path) -> bytes:
    """A PDF whose trailer nests arrays a hundred thousand deep."""
    return b"%PDF-1.4\ntrailer\n<< /Root " + b"[" * 100_000 + b"]" * 100_000 + b" >>\n%%EOF\n"


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda tmp: b"%PDF-1.7\nnot really a PDF", "dañado"),
        (encrypted, "cifrado"),
        (lambda tmp: (DATA_PDFS / "aes256-empty-password.pdf").read_bytes(), "cifrado"),
        (lambda tmp: b"", "vacío"),
        (plain_pdf, "sin los campos de la hoja"),
        (deep_pdf, "dañado"),
        (lambda tmp: b"%PDF-1.4\n" + b"0" * (5 << 20), "de más de 5 MiB"),
    ],
)
def test_an_unusable_pdf_is_one_line_and_exit_2(tmp_path, make, message):
    path = tmp_path / "deck.pdf"
    path.write_bytes(make(tmp_path))
    done = run("valida", str(path))
    assert done.exit_code == 2
    problems = [line for line in done.stderr.splitlines() if line.startswith("ydkcheck: ")]
    assert len(problems) == 1 and message in problems[0], done.stderr


def test_mutated_sheets_read_as_decks_or_fail_in_one_line(tmp_path, cards):
    """A fuzz: bytes flipped, cut or repeated in a real sheet never escape as a crash."""
    original = sheet_of(ROSE, tmp_path / "hoja.pdf").read_bytes()
    chance = random.Random(24)
    path = tmp_path / "mutant.pdf"
    outcomes = {"deck": 0, "error": 0}
    for _ in range(150):
        data = bytearray(original)
        for _ in range(chance.randint(1, 20)):
            at = chance.randrange(5, len(data))
            data[at] = chance.randrange(256)
        if chance.random() < 0.3:
            data = data[: chance.randrange(5, len(data))]
        path.write_bytes(bytes(data))
        try:
            read_deck(str(path), cards)
            outcomes["deck"] += 1
        except InputError:
            outcomes["error"] += 1
    assert sum(outcomes.values()) == 150


REACTORS = (15175429, 52286175, 89493368)  # Spell, Trap and Summon Reactor, named with "・"


@pytest.mark.parametrize("names", ["en", "es"])
def test_a_sheet_of_the_reactors_reads_back_untouched(tmp_path, names):
    """Before: the page printed their "・" as "·" and the field held "・": the sheet ydkcheck
    wrote, untouched, read as edited and compara did not confirm it (at least a DE Minor)."""
    lines = ROSE_LINES[:]
    lines[2:5] = [str(code) for code in REACTORS]  # three Main Deck cards swapped
    deck = tmp_path / "reactor.ydk"
    deck.write_text("\n".join(lines) + "\n", encoding="utf-8")
    sheet = sheet_of(deck, tmp_path / "hoja.pdf", "--nombres", names)
    read = report(str(sheet), "--nombres", names)
    assert not [d for d in read["diagnostics"] if d["rule"] == "sheet-edited"]
    assert read["fingerprint"] == report(str(deck))["fingerprint"]
    assert run("compara", str(sheet), str(deck), "--ronda", "1").exit_code == 0


@pytest.mark.parametrize("player", ["כהן, דוד", "العلي, محمد"])
def test_a_name_written_right_to_left_reads_back_untouched(tmp_path, player):
    """Before: the page draws the letters in the order they are seen, the text read off it
    kept that order, and the untouched sheet read as edited."""
    sheet = sheet_of(ROSE, tmp_path / "hoja.pdf", "--jugador", player)
    read = report(str(sheet))
    assert not [d for d in read["diagnostics"] if d["rule"] == "sheet-edited"]
    assert run("compara", str(sheet), ROSE, "--ronda", "1").exit_code == 0


def test_a_card_field_with_a_right_to_left_mark_is_compared_as_written(tmp_path):
    """The right-to-left comparison, letter for letter in any order, is for a value all of
    whose letters are written right to left: a card's name with one mark slipped in printed
    another card's and read LEGAL."""
    from ydkcheck.decks.sheet_printed import _same_right_to_left

    assert _same_right_to_left("דוד כהן", "כהן דוד") is True
    forged = "Ultimate Offering (Imperial Order)\u200f"
    assert _same_right_to_left("Imperial Order (Ultimate Offering)\u200f", forged) is False
