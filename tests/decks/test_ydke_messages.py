"""What a ``ydke://`` URL written wrongly is told: what is wrong with it, where, what to do.

Each case once ended in a message that said something else: "needs three sections; it has
3" for a URL with a query after it, the same for a file holding two URLs (naming neither
the file nor the line), "a .ydk lists one passcode per line" for a URL under a title line
or for an empty URL, "does not exist" for a URL pasted with a blank before it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import DECKS, run

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck, to_ydke

ROSE = str(DECKS / "Rose_Dragon.ydk")


@pytest.fixture
def url(cards: CardDB) -> str:
    return to_ydke(read_deck(ROSE, cards))


def _error_lines(stderr: str) -> list[str]:
    """The lines of stderr that report a problem (``valida`` adds a totals line)."""
    return [line for line in stderr.splitlines() if line.startswith("ydkcheck: ")]


def test_text_after_the_side_deck_is_named(url: str) -> None:
    done = run("--lang", "en", "valida", url + "?x=1")
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2
    assert "'?x=1' follows" in line and "remove it" in line
    assert "it has 3" not in line and "this one has 3" not in line


@pytest.mark.parametrize(
    ("written", "found"), [("ydke://", "0"), ("ydke://AAAA", "1"), ("ydke://AAAA!AAAA", "2")]
)
def test_too_few_sections_says_how_many_there_are(written: str, found: str) -> None:
    done = run("--lang", "en", "valida", written)
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2 and f"this one has {found}: copy the whole URL again" in line


def test_two_urls_in_a_file_name_the_file_and_the_second_line(tmp_path: Path, url: str) -> None:
    deck = tmp_path / "two.txt"
    deck.write_text(f"{url}\n{url}\n", encoding="utf-8")
    done = run("--lang", "en", "valida", str(deck))
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2
    assert line.startswith(f"ydkcheck: {deck}:2: a second ydke:// URL (the first is on line 1)")
    assert "a file holds one deck" in line


def test_a_url_under_a_title_names_its_line_and_the_other_text(tmp_path: Path, url: str) -> None:
    deck = tmp_path / "titled.txt"
    deck.write_text(f"Mi mazo:\n{url}\n", encoding="utf-8")
    done = run("valida", str(deck))
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2
    assert line.startswith(f"ydkcheck: {deck}:2: una URL ydke:// y otro texto en la línea 1")
    assert ".ydk" not in line


def test_a_url_alone_in_a_file_among_blank_lines_is_the_deck(tmp_path: Path, url: str) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(f"\n  {url}  \n\n", encoding="utf-8")
    assert run("valida", str(deck)).exit_code == 0


def test_an_error_inside_a_url_read_from_a_file_names_the_file_and_line(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("\nydke://###!!!\n", encoding="utf-8")
    done = run("--lang", "en", "valida", str(deck))
    (line,) = _error_lines(done.stderr)
    assert line.startswith(f"ydkcheck: {deck}:2: the main section of the ydke:// URL")


def test_a_url_in_a_ydk_comment_is_a_comment(tmp_path: Path, url: str) -> None:
    deck = tmp_path / "deck.ydk"
    deck.write_text(f"# {url}\n" + Path(ROSE).read_text(encoding="utf-8"), encoding="utf-8")
    assert run("valida", str(deck)).exit_code == 0


@pytest.mark.parametrize("command", ["valida", "info", "compara"])
@pytest.mark.parametrize("pasted", [" {url} ", "YDKE://{body}", "\t Ydke://{body}\n"])
def test_a_url_pasted_with_blanks_or_in_capitals_is_read(
    url: str, pasted: str, command: str
) -> None:
    written = pasted.format(url=url, body=url.removeprefix("ydke://"))
    args = [written, ROSE] if command == "compara" else [written]
    done = run("--lang", "en", command, *args)
    assert done.exit_code == 0, done.stderr
    assert "does not exist" not in done.stderr


def test_a_pasted_url_names_its_deck_as_ydkcheck_writes_it(url: str) -> None:
    done = run("--lang", "en", "valida", "--salida", "json", " YDKE" + url[4:])
    assert '"source": "ydke://' in done.stdout


def test_a_url_with_a_broken_scheme_is_said_to_be_one(url: str) -> None:
    done = run("--lang", "en", "valida", "ydke:/" + url.removeprefix("ydke://"))
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2
    assert "looks like a ydke:// URL but does not start with 'ydke://'" in line


def test_an_empty_url_is_told_about_the_url() -> None:
    done = run("--lang", "en", "valida", "ydke://!!!")
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2
    assert "the three sections of this ydke:// URL are empty" in line and ".ydk" not in line


def test_a_url_cut_at_a_card_s_edge_is_no_smaller_deck(tmp_path: Path, url: str) -> None:
    """Before: a URL whose Side Deck lost its end and its last '!' to a paste (cut between
    two cards, so what is left is valid base64) was read as a smaller deck: a deck with a
    fourth copy in its Side was LEGAL, exit 0."""
    main, extra, side, _ = url[len("ydke://") :].split("!")
    cut = f"ydke://{main}!{extra}!{side[:16]}"
    done = run("--lang", "en", "valida", cut)
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2 and "does not end in '!' after its Side Deck" in line
    pasted = tmp_path / "pasted.txt"
    pasted.write_text(cut + "\n", encoding="utf-8")
    in_file = run("valida", str(pasted))
    assert (
        in_file.exit_code == 2 and f"{pasted}:1: la URL ydke:// no acaba en «!»" in in_file.stderr
    )
    assert run("valida", url).exit_code in (0, 1)  # the whole URL ends in '!'


def test_a_url_without_a_side_section_says_what_it_saw_and_the_mend(url: str) -> None:
    # an app that leaves an empty Side out writes "main!extra!": "does not end in '!'" was
    # wrong, since it does; it is still refused, as a cut after the Extra Deck looks the same
    main, extra, _, _ = url[len("ydke://") :].split("!")
    done = run("--lang", "en", "valida", f"ydke://{main}!{extra}!")
    (line,) = _error_lines(done.stderr)
    assert done.exit_code == 2 and "with no Side Deck section" in line
    assert "(main!extra!!)" in line and "does not end in '!'" not in line
    assert run("valida", f"ydke://{main}!{extra}!!").exit_code in (0, 1)
