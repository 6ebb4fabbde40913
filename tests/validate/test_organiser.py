"""The organiser's outputs: the summary, the CSV and the HTML page; repeated decks; only the
illegal ones; and the text report within 80 columns."""

from __future__ import annotations

import csv
import dataclasses
import importlib
import io
import json
import tracemalloc
import xml.etree.ElementTree as ET
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest
from helpers import DECKS, run
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.decks.fingerprint import fingerprint_of
from ydkcheck.report import NAMES, duplicates, writer_for
from ydkcheck.report.duplicates import Duplicates, DuplicatesAtTheEnd
from ydkcheck.terminal import columns, fit

from .sample import ALBAZ, ROSE, TCG, Report, render, sample_report
from .test_formats import forbidden_in

HOSTILE_FILE = "decks/<script>alert(1)</script> & \"x\" 'y'.ydk"
HOSTILE_CARD = '<img src=x onerror="alert(2)">'


def with_player(source: str, player: str):
    """A legal deck at ``source`` submitted by ``player``."""
    deck = dataclasses.replace(ROSE.deck, source=source, player=player)
    return ROSE._replace(deck=deck)


# the text report and the summary fit an 80-column terminal


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("output", ["texto", "resumen"])
def test_every_line_fits_80_columns(output, lang):
    long_name = with_player("decks/" + "very-long-folder-name/" * 4 + "deck.ydk", "名前" * 20)
    report = sample_report()
    text = render(Report(TCG, (*report.results, long_name), report.unreadable), output, lang)
    path = long_name.deck.source  # a path too long is never cut in the text report
    lines = [line for line in text.splitlines() if not line.endswith(path)]
    widest = max(lines, key=columns)
    assert columns(widest) <= 80, widest
    if output == "texto":
        assert any(line.startswith(("Jugador: «名前", "Player: '名前")) for line in lines)


def test_text_problem_lines_say_line_severity_rule_and_message_once():
    text = render(Report(TCG, (ALBAZ,)), "texto")
    lines = text.splitlines()
    assert lines[0] == "Mazo: decks/tcg/albaz.ydk · Jugador: «Naim»"
    assert lines[2].startswith("Principal 40 · Extra 15 · Side 5 · huella ")
    assert lines[3] == (
        '  línea 18  error    forbidden  "C" Maxx está Prohibida: 3 copias, no se permite'
    )
    assert lines[4] == " " * 21 + "ninguna"  # under the rule
    assert "(23434538)" not in text  # the message names the card; no column repeats it
    assert lines[-1] == "✘ ILEGAL: 2 errores, 1 aviso"


def test_fit_keeps_the_end_of_a_path_and_counts_wide_characters():
    assert fit("abc", 5) == "abc  "
    assert fit("decks/long/deck.ydk", 10, keep_end=True) == "…/deck.ydk"
    assert fit("Merijn Hendriks", 8) == "Merijn …"
    assert columns("名前") == 4 and columns(fit("名前名前", 5)) == 5


# the summary


def test_summary_has_a_line_per_deck_and_the_totals():
    lines = render(sample_report(), "resumen").splitlines()
    assert lines[0].startswith("Lista: TCG 2026.05")
    assert lines[1].split() == ["Archivo", "Jugador", "Veredicto", "P/E/S", "Err", "Av"]
    albaz = lines[3].split()
    assert albaz[:2] == ["decks/tcg/albaz.ydk", "«Naim»"]
    assert albaz[2:6] == ["ILEGAL", "40/15/5", "2", "1"]
    assert lines[4].split() == ["Huella", ALBAZ.fingerprint]  # in full, on a line of its own
    assert all(len(line) <= 80 for line in lines)
    copy = lines[next(n for n, line in enumerate(lines) if "rose-copy.ydk" in line) + 1]
    assert copy.endswith(ROSE.fingerprint + " =")  # the same deck as an earlier file, apart
    assert any(
        line.startswith("decks/missing.ydk") and "ilegible: no existe" in line for line in lines
    )
    assert "7 mazos: 2 legales, 3 ilegales, 2 ilegibles" in lines
    assert lines[-1].strip().endswith("decks/tcg/rose-copy.ydk")


# the CSV


def rows_of(text: str) -> list[list[str]]:
    assert text.startswith("\ufeff")  # Excel reads UTF-8 only with its byte-order mark
    assert all(line.endswith("\r") for line in text.split("\n")[:-1])  # CRLF, RFC 4180
    return list(csv.reader(io.StringIO(text[1:], newline=""), delimiter=";"))


def test_csv_opens_in_a_spanish_spreadsheet_with_a_row_per_deck():
    rows = rows_of(render(sample_report(), "csv"))
    assert rows[0] == [
        "Archivo",
        "Jugador",
        "Veredicto",
        "Principal",
        "Extra",
        "Side",
        "Errores",
        "Avisos",
        "Huella",
        "Mismo mazo que",
    ]
    assert rows[1] == [
        "decks/tcg/albaz.ydk",
        "Naim",
        "ILEGAL",
        "40",
        "15",
        "5",
        "2",
        "1",
        ALBAZ.fingerprint,
        "",
    ]
    assert rows[2][0] == "decks/odd, name: 100%.ydk"  # a comma is no separator here
    assert rows[5][0] == "decks/tcg/rose-copy.ydk" and rows[5][-1] == "decks/tcg/rose-dragon.ydk"
    assert rows[-1][:3] == ["decks/broken.ydk", "", "ilegible"]
    assert len(rows) == 1 + 7 and {len(row) for row in rows} == {10}
    english = rows_of(render(sample_report(), "csv", "en"))
    assert english[0][:3] == ["File", "Player", "Verdict"]


@pytest.mark.parametrize("start", ["=", "+", "-", "@"])
def test_csv_cells_from_strangers_never_run_as_formulas(start):
    formula = f'{start}HYPERLINK("http://x";"y")'
    result = with_player(f"{formula}.ydk", formula)
    [_, row] = rows_of(render(Report(TCG, (result,)), "csv"))
    assert row[0] == f"'{formula}.ydk" and row[1] == f"'{formula}"


def test_csv_of_no_deck_is_its_header():
    assert len(rows_of(render(Report(TCG, ()), "csv"))) == 1


# the HTML page


class Page(HTMLParser):
    """What a browser would build from a page: elements well nested, links, ids, text."""

    VOID = frozenset({"meta", "input", "br", "hr", "img", "link", "col", "wbr", "source"})

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.problems: list[str] = []
        self.tags: Counter[str] = Counter()
        self.links: list[str] = []  # every src and href
        self.ids: set[str] = set()
        self.attributes: dict[str, list[dict[str, str | None]]] = {}
        self.parts: list[str] = []
        self.feed(text)
        self.close()
        if self.open:
            self.problems.append(f"never closed: {self.open}")

    @property
    def text(self) -> str:
        return "".join(self.parts)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags[tag] += 1
        self.attributes.setdefault(tag, []).append(dict(attrs))
        for name, value in attrs:
            if name in ("src", "href"):
                self.links.append(value or "")
            if name == "id":
                if value in self.ids:
                    self.problems.append(f"id {value} twice")
                self.ids.add(value or "")
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.problems.append(f"self-closing <{tag}/>")

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.open[-1:] or 'nothing'}")
        else:
            self.open.pop()

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_html_is_one_well_formed_page_that_loads_nothing(lang):
    page = Page(render(sample_report(), "html", lang))
    assert page.problems == []
    assert page.attributes["html"] == [{"lang": lang}]
    assert page.tags["script"] == 0 and page.tags["link"] == 0 and page.tags["img"] == 0
    assert page.tags["style"] == 1
    assert all(link.startswith("#") for link in page.links), page.links
    assert {link[1:] for link in page.links} <= page.ids  # every anchor has its target
    assert "url(" not in render(sample_report(), "html", lang)  # nothing from the stylesheet


def test_html_has_every_deck_its_verdict_and_its_problems():
    page = Page(render(sample_report(), "html"))
    text = page.text
    assert page.tags["section"] >= 7  # the repeated decks, then one per input
    for source in ("decks/tcg/albaz.ydk", "decks/odd, name: 100%.ydk", "decks/missing.ydk"):
        assert source in text
    assert "Llamado por la Tumba" in text  # card names in the names' language
    assert "Llamado por la Tumba está Limitada: 2 copias, máximo 1" in text
    assert "forbidden" in text and "advice-few-monsters" in text
    assert "7 mazos" in text and "3 ilegales" in text and "2 ilegibles" in text
    assert "Mazos repetidos" in text and "= mismo mazo que decks/tcg/rose-dragon.ydk" in text
    rows = [row for row in page.attributes["tr"] if row.get("class") in ("legal", "illegal")]
    assert len(rows) == 5
    assert page.attributes["input"] == [{"type": "checkbox", "id": "only-illegal"}]


def test_html_escapes_file_and_card_names_from_strangers():
    hostile = forbidden_in(HOSTILE_FILE, HOSTILE_CARD)
    text = render(Report(TCG, (hostile,)), "html")
    page = Page(text)
    assert page.problems == []
    assert page.tags["script"] == 0 and page.tags["img"] == 0
    assert HOSTILE_FILE in page.text and HOSTILE_CARD in page.text
    assert "<script>" not in text and "<img" not in text


@pytest.mark.slow
def test_html_page_keeps_memory_flat_however_many_decks():
    factory = writer_for("html")
    assert factory is not None
    writer = factory(TCG, "es")
    piece = writer.piece(ALBAZ)

    def peak(first: int, decks: int) -> int:
        tracemalloc.start()
        for number in range(first, first + decks):
            writer.add(piece._replace(row=piece.row._replace(source=f"d/{number}.ydk")))
        _, top = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        return top

    few, many = peak(0, 500), peak(500, 5000)
    assert many < few + 2_000_000  # the numbers of 5,500 decks, not their sections
    assert Page("".join(writer.finish())).problems == []


# repeated decks


def test_one_file_never_repeats_itself():
    duplicates = Duplicates()
    assert duplicates.add("f", "a.ydk") is None and duplicates.groups() == []
    assert duplicates.add("f", "b.ydk") == "a.ydk"
    assert duplicates.add("g", "ydke://x") is None
    assert duplicates.add("f", "c.ydk") == "a.ydk"
    assert [tuple(group) for group in duplicates.groups()] == [("f", ("a.ydk", "b.ydk", "c.ydk"))]


# fingerprints of a few decks, and texts that are none (which a dictionary keeps as written)
PRINTS = [
    *(fingerprint_of(f"main {number} 3\n") for number in range(4)),
    # two that share their first 64 bits and two their last (a repeat to a first look)
    "0000-0000-0000-0000-Z000-0000-0001",
    "0000-0000-0000-0000-Z000-0000-0002",
    "1000-0000-0000-0000-0000-0000-0003",
    "Z000-0000-0000-0000-0000-0000-0003",
]
ODD_TEXTS = ["I", "J", "1", "01", PRINTS[0].lower(), PRINTS[1].replace("-", "")]


@pytest.mark.parametrize("sorted_from", [0, 10**9])
@given(st.lists(st.sampled_from(PRINTS + ODD_TEXTS), max_size=40))
def test_the_groups_found_at_the_end_are_those_found_as_decks_come(
    sorted_from: int, texts: list[str]
) -> None:
    """Whether found by a sort in numpy or by a dictionary, the groups found once a run is
    over are the groups found deck by deck: the same fingerprints, files and order."""
    importlib.import_module("numpy")  # the sort is numpy's where a run imported it already
    as_they_come, at_the_end = Duplicates(), DuplicatesAtTheEnd()
    for number, text in enumerate(texts):
        as_they_come.add(text, f"{number}.ydk")
        assert at_the_end.add(text, f"{number}.ydk") is None
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(duplicates, "FEWEST_SORTED", sorted_from)
        assert at_the_end.groups() == as_they_come.groups()
        at_the_end.add(PRINTS[5], "late.ydk")  # asking leaves it open to more decks
        as_they_come.add(PRINTS[5], "late.ydk")
        assert at_the_end.groups() == as_they_come.groups()


def test_a_run_of_decks_each_its_own_keeps_a_few_bytes_a_deck():
    """JSON names repeated decks at its end alone: over 20,000 decks none repeated, its
    record of them costs a third of a dictionary's."""
    prints = [fingerprint_of(f"main {number} 1\n") for number in range(20_000)]
    sources = [f"{number}.ydk" for number in range(20_000)]

    def held(kept: Duplicates | DuplicatesAtTheEnd) -> int:
        tracemalloc.start()
        for fingerprint, source in zip(prints, sources, strict=True):
            kept.add(fingerprint, source)
        size, _ = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        assert kept.groups() == []
        return size

    assert held(DuplicatesAtTheEnd()) * 2 < held(Duplicates())
    assert writer_for("json")(TCG, "en").duplicates.__class__ is DuplicatesAtTheEnd
    assert writer_for("csv")(TCG, "en").duplicates.__class__ is Duplicates  # names each repeat


@pytest.mark.parametrize("linked", [False, True])
def test_a_folder_run_names_a_repeat_only_between_two_files(tmp_path, monkeypatch, linked):
    """End to end: two files holding one deck are a repeat; a link to one of them is not
    a third file but another name of the first, left out and said so."""
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "decks"
    folder.mkdir()
    deck = (DECKS / "Rose_Dragon.ydk").read_text(encoding="utf-8")
    (folder / "a.ydk").write_text(deck, encoding="utf-8")
    (folder / "b.ydk").write_text(deck, encoding="utf-8")
    if linked:
        (folder / "c.ydk").symlink_to(folder / "a.ydk")
    result = run("valida", "decks", "--salida", "json", "--lang", "en")
    document = json.loads(result.stdout)
    assert [group["sources"] for group in document["duplicates"]] == [
        ["decks/a.ydk", "decks/b.ydk"]
    ]
    assert [deck["source"] for deck in document["decks"]] == ["decks/a.ydk", "decks/b.ydk"]
    left_out = [(item["source"], item["reason"]) for item in document.get("skipped", [])]
    assert left_out == ([("decks/c.ydk", "same-file")] if linked else [])


def test_only_one_fingerprint_makes_two_files_hold_the_same_deck():
    """Kept as numbers, fingerprints stay one to one: texts that int() would read alike
    ("I" and "J", "A" and "a", "1" and "01") and a fingerprint written otherwise are
    different keys."""
    duplicates = Duplicates()
    for number, text in enumerate(("I", "J", "A", "a", "1", "01", " 1", "1_0")):
        assert duplicates.add(text, f"{number}.ydk") is None
    real = "ZCRD-GM3P-YCY6-5V8Q-ZX0X-6H3N-FCQD"
    assert duplicates.add(real, "x.ydk") is None
    assert duplicates.add(real.lower(), "y.ydk") is None
    assert duplicates.add(real.replace("-", ""), "z.ydk") is None
    assert duplicates.add(real, "w.ydk") == "x.ydk"
    assert [group.sources for group in duplicates.groups()] == [("x.ydk", "w.ydk")]


def test_every_output_names_the_files_of_a_repeated_deck():
    files = ("decks/tcg/rose-dragon.ydk", "ydke://AAAA!BBBB!!", "decks/tcg/rose-copy.ydk")
    for output in NAMES:
        text = render(sample_report(), output, "en")
        if output == "texto":  # each later file says which earlier one it repeats
            assert text.count("= same deck as decks/tcg/rose-dragon.ydk") == 2
        elif output == "csv":
            assert text.count(";decks/tcg/rose-dragon.ydk\r\n") == 2
        elif output != "json":  # its own key, below
            assert "same deck in 3 files" in text and all(name in text for name in files), output
    document = json.loads(render(sample_report(), "json"))
    assert document["duplicates"] == [{"fingerprint": ROSE.fingerprint, "sources": list(files)}]
    sarif = json.loads(render(sample_report(), "sarif"))["runs"][0]["invocations"][0]
    warning = sarif["toolExecutionNotifications"][-1]
    assert warning["level"] == "warning" and len(warning["locations"]) == 2
    assert sarif["executionSuccessful"] is False  # the unreadable inputs, not the repeats
    alone = json.loads(render(Report(TCG, (ROSE, ALBAZ)), "sarif"))["runs"][0]["invocations"][0]
    assert alone == {"executionSuccessful": True}


# only the illegal decks


@pytest.mark.parametrize("output", NAMES)
def test_only_illegal_leaves_the_legal_decks_out_of_any_output(output):
    text = render(sample_report(), output, "es", only_illegal=True)
    if output == "json":
        decks = json.loads(text)["decks"]
        assert [deck["legal"] for deck in decks] == [False, False, False]
        assert json.loads(text)["duplicates"] != []  # repeats are still found among all
    elif output == "junit":
        suite = ET.fromstring(text).find("testsuite")
        assert suite is not None and suite.get("tests") == "5"  # 3 illegal, 2 unreadable
    elif output == "texto":
        assert "LEGAL (" not in text and text.count("Mazo: ") == 3
    elif output == "resumen":
        assert " legal " not in text and "3 mazos: 0 legales, 3 ilegales, 2 ilegibles" not in text
        assert "5 mazos: 0 legales, 3 ilegales, 2 ilegibles" in text
    elif output == "csv":
        assert ";legal;" not in text and len(rows_of(text)) == 1 + 5
    elif output == "html":
        assert 'class="deck legal"' not in text and 'class="deck illegal"' in text
    if output != "texto":  # which leaves unreadable inputs to stderr
        assert "decks/missing.ydk" in text  # an unreadable input is always reported


def test_the_html_filter_is_a_checkbox_the_stylesheet_reads():
    text = render(sample_report(), "html")
    assert "#only-illegal:checked ~ .page .legal { display: none; }" in text
    assert "@media print" in text


def test_a_stylesheet_fetches_nothing():
    css = (Path(__file__).parents[2] / "ydkcheck" / "report" / "html_format.css").read_text()
    assert "url(" not in css and "@import" not in css


def test_a_path_cut_in_the_summary_is_written_whole_below_its_row(tmp_path, monkeypatch):
    # two players' files whose paths differ only where the column cut them read alike:
    # which of the two was illegal, the summary did not say
    rose = (Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk").read_bytes()
    albaz = (Path(__file__).parents[2] / "examples" / "decks" / "albaz.ydk").read_bytes()
    for player, deck in (("ana-maria-garcia-lopez", rose), ("juan-jose-garcia-lopez", albaz)):
        folder = tmp_path / f"mesa-jugador-{player}"
        folder.mkdir()
        (folder / "mazo-definitivo-para-el-torneo.ydk").write_bytes(deck)
    monkeypatch.chdir(tmp_path)
    lines = run("valida", ".", "--salida", "resumen").stdout.splitlines()
    assert all(len(line) <= 80 for line in lines)
    text = "".join(line.strip() for line in lines)
    for player in ("ana-maria-garcia-lopez", "juan-jose-garcia-lopez"):
        assert f"mesa-jugador-{player}/mazo-definitivo-para-el-torneo.ydk" in text


def test_a_file_name_never_prints_a_row_of_its_own_in_the_summary(tmp_path, monkeypatch):
    """A hostile round named an illegal deck ``zz-albaz.ydk``, blanks, ``legal 40∕15∕5 0 0``
    and more blanks: its whole path below the ILLEGAL row lined up as a legal deck's row."""
    albaz = (Path(__file__).parents[2] / "examples" / "decks" / "albaz.ydk").read_bytes()
    decks = tmp_path / "decks"
    decks.mkdir()
    fake = f"zz-albaz.ydk{' ' * 35}legal     40∕15∕5    0  0{' ' * 110}.ydk"
    (decks / fake).write_bytes(albaz)
    monkeypatch.chdir(tmp_path)
    lines = run("valida", "decks", "--salida", "resumen").stdout.splitlines()
    assert [line for line in lines if " legal " in line] == []
    assert all(columns(line) <= 80 for line in lines)


def test_a_wide_path_is_written_whole_in_80_columns(tmp_path, monkeypatch):
    rose = (Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk").read_bytes()
    folder = tmp_path / ("大会の参加者のデッキ" * 6)
    folder.mkdir()
    (folder / "デッキ.ydk").write_bytes(rose)
    monkeypatch.chdir(tmp_path)
    lines = run("valida", ".", "--salida", "resumen").stdout.splitlines()
    assert all(columns(line) <= 80 for line in lines), [columns(line) for line in lines]
    assert "大会の参加者のデッキ" * 6 in "".join(line.strip() for line in lines)


def test_a_name_padded_with_signs_that_print_nothing_never_prints_a_row(tmp_path, monkeypatch):
    """The same with U+3164 and U+2800, which print as blanks: each is written as its
    escape, as in every output's names."""
    albaz = (Path(__file__).parents[2] / "examples" / "decks" / "albaz.ydk").read_bytes()
    decks = tmp_path / "decks"
    decks.mkdir()
    fake = f"zz.ydk{'ㅤ' * 30}legal{'⠀' * 5}40∕15∕5{'⠀' * 4}0{'⠀' * 2}0{'ㅤ' * 30}.ydk"
    (decks / fake).write_bytes(albaz)
    monkeypatch.chdir(tmp_path)
    text = run("valida", "decks", "--salida", "resumen").stdout
    assert "ㅤ" not in text and "⠀" not in text
    assert "legal" + "\\u2800" * 5 + "40∕15∕5" in text.replace("\n  ", "")


def test_only_illegal_keeps_an_edited_sheet_in_view(tmp_path):
    from pypdf import PdfReader, PdfWriter

    rose = Path(__file__).parents[2] / "examples" / "decks" / "rose-dragon.ydk"
    sheet = tmp_path / "hoja.pdf"
    assert run("hoja", str(rose), "-o", str(sheet)).exit_code == 0
    writer = PdfWriter(clone_from=PdfReader(sheet))
    writer.update_page_form_field_values(
        writer.pages[0], {"Monster 2": "Cenizas Mágicas"}, auto_regenerate=False
    )
    writer.write(tmp_path / "edited.pdf")
    for output in ("resumen", "csv"):
        shown = run("valida", str(rose), str(tmp_path / "edited.pdf"), "--salida", output)
        edited = str(tmp_path / "edited.pdf")
        only = run("valida", str(rose), edited, "--salida", output, "--solo-ilegales")
        assert "EDITADA" in shown.stdout and "EDITADA" in only.stdout
