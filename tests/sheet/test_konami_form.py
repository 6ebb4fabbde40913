"""Konami's form as other programs fill it, and what reading one PDF may cost.

The form is a stand-in with the real one's structure (``konami_form``); Konami's own file is
used only when the environment names it (``YDKCHECK_KONAMI_FORM``): ydkcheck and its tests
never ship it."""

from __future__ import annotations

import io
import json
import os
import re
from pathlib import Path

import pytest
from helpers import run
from pypdf import PdfReader, PdfWriter
from pypdf.generic import ArrayObject, DictionaryObject, NameObject, NumberObject, TextStringObject

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck
from ydkcheck.decks.fingerprint import fingerprint
from ydkcheck.decks.sheet_limits import MAX_DECOMPRESSED, MAX_FIELD_DEPTH, MAX_FIELD_NODES
from ydkcheck.sheet.fields import official_names

from .konami_form import (
    blank_form,
    filled_by_old_pypdf2,
    filled_by_pdf_lib,
    filled_by_pypdf,
    saved_by_a_reader,
    with_object_streams,
)

REPO = Path(__file__).parents[2]
ROSE = str(REPO / "examples" / "decks" / "rose-dragon.ydk")
REAL_FORM = os.environ.get("YDKCHECK_KONAMI_FORM", "")
ASH_ROW = "Ash Blossom & Joyous Spring"
FILLERS = [filled_by_pypdf, filled_by_old_pypdf2, filled_by_pdf_lib, saved_by_a_reader]


def report(path: Path) -> dict:
    done = run("valida", "--salida", "json", str(path))
    assert done.exit_code in (0, 1), done.stderr
    return json.loads(done.stdout)["decks"][0]


def values_of(path: Path) -> dict[str, str]:
    """The fields hoja wrote into a form, by pypdf's own reading."""
    fields = PdfReader(path).get_fields() or {}
    return {str(name): str(field.get("/V", "")) for name, field in fields.items()}


def one_problem(path: Path, *command: str) -> str:
    done = run("--lang", "en", *(command or ("valida",)), str(path))
    assert done.exit_code == 2, done.stdout
    problems = [line for line in done.stderr.splitlines() if line.startswith("ydkcheck: ")]
    assert len(problems) == 1, done.stderr
    return problems[0]


def test_the_stand_in_has_the_official_fields_and_nothing_else():
    fields = PdfReader(io.BytesIO(blank_form())).get_fields() or {}
    assert sorted(fields) == sorted(official_names()) and len(fields) == 183
    assert {str(field["/FT"]) for field in fields.values()} == {"/Tx"}


@pytest.mark.parametrize(
    "form",
    [pytest.param("stand-in", id="stand-in"), pytest.param(REAL_FORM, id="konami")],
)
def test_hoja_fills_the_form_and_it_reads_back_as_the_deck(tmp_path, cards: CardDB, form):
    if form == "stand-in":
        template = tmp_path / "form.pdf"
        template.write_bytes(blank_form())
    elif form and Path(form).is_file():
        template = Path(form)
    else:
        pytest.skip("YDKCHECK_KONAMI_FORM names no copy of Konami's form")
    target = tmp_path / "rose.pdf"
    done = run(
        "hoja", ROSE, "--plantilla", str(template), "-o", str(target), "--jugador", "Li, Ana"
    )
    assert done.exit_code == 0, done.stderr
    expected = fingerprint(read_deck(ROSE, cards), cards)
    assert report(target)["fingerprint"] == expected  # the deck it carries
    written = values_of(target)
    assert written["Last Names"] == "Li" and written["Main Deck Total"] == "40"
    plain = PdfWriter(clone_from=PdfReader(target))
    plain.add_metadata({"/YdkcheckDeck": ""})
    fields_only = tmp_path / "fields-only.pdf"
    plain.write(fields_only)
    read = report(fields_only)  # the deck its fields say, as from a player's hand
    assert read["fingerprint"] == expected and read["diagnostics"] == []


@pytest.mark.parametrize("fill", FILLERS, ids=lambda fill: fill.__name__)
def test_a_form_filled_by_another_program_reads_back_the_deck(tmp_path, cards: CardDB, fill):
    drawn = tmp_path / "hoja.pdf"
    assert run("hoja", ROSE, "-o", str(drawn), "--jugador", "Muñoz, José").exit_code == 0
    values = {name: value for name, value in values_of(drawn).items() if name in official_names()}
    form = tmp_path / "filled.pdf"
    form.write_bytes(fill(blank_form(), values))
    read = report(form)
    assert read["fingerprint"] == fingerprint(read_deck(ROSE, cards), cards)
    assert read["diagnostics"] == [] and read["player"] == "José Muñoz"


@pytest.mark.parametrize("size", ["10", "12"])
def test_a_form_filled_at_a_fixed_size_reads_back_unedited(tmp_path, size):
    """A program that fills the form at a fixed size draws a long name past its box, where
    a viewer cuts it: an honest sheet, drawn alike from the file and from ydkcheck's reading
    of it (a check of the text in each box once said its neighbours printed another card)."""
    drawn = tmp_path / "hoja.pdf"
    # names in English: pypdf 5.1 fills "Fusión Instantánea" as UTF-16 in Helvetica, whose
    # paper prints "InstantÆnea" (said on its own)
    assert run("hoja", ROSE, "-o", str(drawn), "--nombres", "en").exit_code == 0
    values = {name: value for name, value in values_of(drawn).items() if name in official_names()}
    values["Monster 1"] = "Number 45: Crumble Logos the Prophet of Demolition"
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(blank_form())))
    for annotation in writer.pages[0]["/Annots"]:
        annotation.get_object()[NameObject("/DA")] = TextStringObject(f"/Helv {size} Tf 0 g")
    writer.update_page_form_field_values(writer.pages[0], values, auto_regenerate=False)
    writer.set_need_appearances_writer(False)
    form = tmp_path / "fixed-size.pdf"
    writer.write(form)
    read = report(form)
    said = [d["message"] for d in read["diagnostics"] if d["rule"] == "sheet-edited"]
    assert not [message for message in said if not cut_short(message)], said


def cut_short(message: str) -> bool:
    """Whether a warning says a field prints the start of what it holds: a name its box cuts
    where the part shown fits two cards, as pypdf 5.1 draws 'Reinforcement of the Ar'."""
    found = re.match(
        r".+ (?:prints '|imprime «)(.+)(?:' but holds '|» pero contiene «)(.+)['»]: ", message
    )
    return found is not None and found[2].startswith(found[1])


def test_a_total_the_player_miswrote_is_named_on_any_programs_form(tmp_path):
    values = {"Monster 1": "Ash Blossom & Joyous Spring", "Monster Card 1 Count": "3"}
    values |= {"Total Monster Cards": "2", "Main Deck Total": "3"}
    form = tmp_path / "filled.pdf"
    form.write_bytes(filled_by_pdf_lib(blank_form(), values))
    done = run("--lang", "en", "valida", str(form))
    out = " ".join(done.stdout.split())
    assert "Total Monster Cards: the list writes 2 here, but 3 cards were read" in out


def test_streams_each_small_but_together_over_the_budget_are_one_line_and_exit_2(tmp_path):
    form = filled_by_pypdf(blank_form(), {"Monster 1": ASH_ROW, "Monster Card 1 Count": "1"})
    streams = 6  # each inflates to a sixth over the budget: far under pypdf's own limit
    padding = MAX_DECOMPRESSED // (streams - 1)
    per_stream = -(-len(PdfReader(io.BytesIO(form)).xref[0]) // streams)
    small = tmp_path / "small.pdf"
    small.write_bytes(with_object_streams(form, per_stream, padding=1000))
    assert report(small)["counts"]["main"] == 1  # the same streams, a little padded: read
    heavy = tmp_path / "heavy.pdf"
    heavy.write_bytes(with_object_streams(form, per_stream, padding=padding))
    assert len(heavy.read_bytes()) < 1 << 20  # a small file
    assert "decompress to more than 16 MiB" in one_problem(heavy)
    assert "more than 16 MiB" in one_problem(heavy, "hoja", ROSE, "--plantilla")


def test_a_filter_whose_output_cannot_be_measured_first_is_refused(tmp_path):
    form = filled_by_pypdf(blank_form(), {"Monster 1": ASH_ROW, "Monster Card 1 Count": "1"})
    packed = tmp_path / "run-length.pdf"
    packed.write_bytes(with_object_streams(form, run_length=True))
    assert "compressed with RunLengthDecode" in one_problem(packed)


def _with_fields(fields: ArrayObject, writer: PdfWriter) -> None:
    writer._root_object[NameObject("/AcroForm")] = writer._add_object(
        DictionaryObject({NameObject("/Fields"): fields})
    )


def _field(writer: PdfWriter, name: str) -> DictionaryObject:
    return DictionaryObject(
        {NameObject("/FT"): NameObject("/Tx"), NameObject("/T"): TextStringObject(name)}
    )


def cyclic_tree(writer: PdfWriter) -> None:
    """A field among whose kids is itself, beside the form's totals."""
    parent = _field(writer, "Monster")
    reference = writer._add_object(parent)
    kid = _field(writer, "1")
    kid[NameObject("/Parent")] = reference  # as a form links its kids: only the cycle is odd
    parent[NameObject("/Kids")] = ArrayObject([reference, writer._add_object(kid)])
    totals = [
        writer._add_object(_field(writer, name))
        for name in ("Main Deck Total", "Total Monster Cards")
    ]
    _with_fields(ArrayObject([reference, *totals]), writer)


def wide_tree(writer: PdfWriter) -> None:
    """A field with a hundred thousand kids (one object, listed over and over)."""
    kid = writer._add_object(_field(writer, "kid"))
    parent = _field(writer, "Monster")
    parent[NameObject("/Kids")] = ArrayObject([kid] * 100_000)
    reference = writer._add_object(parent)
    kid.get_object()[NameObject("/Parent")] = reference
    _with_fields(ArrayObject([reference]), writer)


def many_fields(writer: PdfWriter) -> None:
    """More fields than any deck list has, each an object of its own."""
    fields = [writer._add_object(_field(writer, f"F{n}")) for n in range(MAX_FIELD_NODES + 1)]
    _with_fields(ArrayObject(fields), writer)


def deep_tree(writer: PdfWriter) -> None:
    """Fields nested deeper than any form's names."""
    node = writer._add_object(_field(writer, "leaf"))
    for depth in range(MAX_FIELD_DEPTH * 4):
        parent = _field(writer, f"level{depth}")
        parent[NameObject("/Kids")] = ArrayObject([node])
        reference = writer._add_object(parent)
        node.get_object()[NameObject("/Parent")] = reference  # each kid linked to its field
        node = reference
    _with_fields(ArrayObject([node]), writer)


def many_pages_claimed(writer: PdfWriter) -> None:
    """A page tree that says it holds a billion pages."""
    writer._root_object["/Pages"].get_object()[NameObject("/Count")] = NumberObject(10**9)


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (wide_tree, "without the deck list form's fields"),
        (many_fields, "without the deck list form's fields"),
        (deep_tree, "without the deck list form's fields"),
        (many_pages_claimed, "more than 8 pages"),
    ],
)
def test_a_hostile_form_tree_is_refused_within_its_bounds(tmp_path, build, message):
    writer = PdfWriter()
    writer.add_blank_page(100, 100)
    build(writer)
    path = tmp_path / "hostile.pdf"
    writer.write(path)
    assert message in one_problem(path)


def test_a_cycle_in_the_field_tree_is_walked_once(tmp_path):
    writer = PdfWriter()
    writer.add_blank_page(100, 100)
    cyclic_tree(writer)
    path = tmp_path / "cycle.pdf"
    writer.write(path)
    done = run("--lang", "en", "valida", str(path))
    assert done.exit_code == 1  # an empty deck: read, and judged
    assert "Main Deck" in done.stdout


@pytest.mark.parametrize(
    "row",
    [
        {"Monster 2": 'Maxx "C"', "Monster Card 2 Count": ""},  # a blank count
        {"Monster 2": 'Maxx "Z"', "Monster Card 2 Count": "3"},  # no card's name
    ],
)
def test_a_form_row_not_read_is_never_left_out_of_what_is_written(tmp_path: Path, row) -> None:
    """A hostile round: convierte and hoja wrote the deck of a form whose row was not read
    without it, exit 0 and no word, where a text list with that line is refused."""
    form = tmp_path / "form.pdf"
    values = {"Monster 1": "Ash Blossom & Joyous Spring", "Monster Card 1 Count": "3", **row}
    form.write_bytes(filled_by_pypdf(blank_form(), values))
    target = str(tmp_path / "x.pdf")
    for args in (["convierte", str(form), "--a", "ydk"], ["hoja", str(form), "-o", target]):
        refused = run(*args)
        assert refused.exit_code == 2 and "Monster 2" in refused.stderr.splitlines()[-1]
    forced = run("convierte", str(form), "--a", "ydk", "--forzar")
    assert forced.exit_code == 0 and "se dejó fuera" in forced.stdout
    assert "Monster 2" in forced.stdout


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("Rose Princess (not in deck)", "rule.count.note"),
        ("Rose Princess (side)", "rule.count.note"),
        ("Rose Princess (proxy)", "rule.count.absent"),
        ("~~Rose Princess~~", "rule.count.shown-otherwise"),
        ("[s]Rose Princess[/s]", "rule.count.shown-otherwise"),
        ("".join(letter + "\u0336" for letter in "Rose Princess"), "rule.count.shown-otherwise"),
        ("\u202eRose Princess", "rule.count.shown-otherwise"),
        ('Rose Princess (Maxx "C")', "syntax.note-card"),
        ("Rose Princess (no cuenta)", "rule.count.note"),  # as "(not in deck)" is
        # a row holds a name: more beside it, or a number, is for the judge to confirm
        ("Rose Princess (or Ash)", "sheet.more-than-a-name"),
        ("Rose Princess (Imperm)", "sheet.more-than-a-name"),
        ("14558127", "sheet.passcode-row"),
        ("x3", "sheet.not-a-card-line"),
    ],
)
def test_a_forms_name_field_is_read_as_a_lists_line_is(
    tmp_path: Path, cards: CardDB, name, problem
) -> None:
    """A hostile round: a row whose name the paper shows struck through, noted out of the
    deck or beside another card's name read as the card alone, LEGAL and SAME DECK, where a
    text list with that line is an error or a line to confirm."""
    values = {"Monster 1": "Ash Blossom & Joyous Spring", "Monster Card 1 Count": "3"}
    values |= {"Monster 2": name, "Monster Card 2 Count": "3"}
    form = tmp_path / "form.pdf"
    form.write_bytes(filled_by_pypdf(blank_form(), values))
    deck = read_deck(str(form), cards)
    # (a printed-text warning may join it: pypdf 5.1 escapes brackets twice in what it draws)
    at_field = [d for d in deck.warnings if d.message_key == "sheet.at-field"]
    said = [d.params["problem"] for d in at_field if d.params["field"] == "Monster 2"]
    assert [phrase.key for phrase in said] == [problem]
    registered = tmp_path / "registered.txt"
    registered.write_text("Main Deck\n3 Ash Blossom & Joyous Spring\n3 Rose Princess\n")
    assert run("compara", str(form), str(registered)).exit_code == 1


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("2 Rose Princess", "'2 Rose Princess'"),
        ("Rose Princess (not in deck)", "'Rose Princess (not in deck)'"),
        ("~~Rose Princess~~", "'~~Rose Princess~~'"),
    ],
)
def test_a_rows_problem_quotes_the_name_as_the_paper_shows_it(
    tmp_path: Path, cards: CardDB, name, quoted
) -> None:
    """A review: the row's problem quoted '3 2 Rose Princess', the count the reader puts
    before the name, which the paper shows in a field of its own."""
    values = {"Monster 1": name, "Monster Card 1 Count": "3"}
    form = tmp_path / "form.pdf"
    form.write_bytes(filled_by_pypdf(blank_form(), values))
    deck = read_deck(str(form), cards)
    said = [d.message("en") for d in deck.warnings if d.message_key == "sheet.at-field"]
    assert said and all(message.startswith("Monster 1: ") for message in said)
    assert all(quoted in message for message in said)
    assert not any("'3 " in message for message in said)


def test_a_card_written_in_a_players_field_is_said(tmp_path: Path, cards: CardDB) -> None:
    """A hostile round: "Side: 3 Maxx C" as the event's day, "+ 3 Ash Blossom" as the
    country, printed on the paper and read by no count, passed without a word."""
    values = {"Monster 1": "Ash Blossom & Joyous Spring", "Monster Card 1 Count": "3"}
    values |= {"Country of Residency": "+ 3 Ash Blossom & Joyous Spring (Side Deck)"}
    values |= {"Event Date - Day": 'Side: 3 Maxx "C"', "Event Name": "Regional Madrid"}
    values |= {"First  Middle Names": "Ana", "Last Names": "Pérez"}
    form = tmp_path / "form.pdf"
    form.write_bytes(filled_by_pypdf(blank_form(), values))
    deck = read_deck(str(form), cards)
    at_field = [d for d in deck.warnings if d.message_key == "sheet.at-field"]
    said = {d.params["field"]: d.params["problem"].key for d in at_field}
    assert said == {
        "Country of Residency": "sheet.field-card",
        "Event Date - Day": "sheet.field-card",
    }
