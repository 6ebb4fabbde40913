"""What a run warns of before its first deck is in the report too, not on stderr alone.

A Master Duel list gives statuses but not the game's card pool, and a list chosen long after
the data may not be the one in force: both qualify every verdict of the run. They were said
on stderr only, so a JSON, SARIF or JUnit report kept by CI, or an HTML page handed to a
player, read as a clean check with nothing to doubt.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from helpers import DECKS, run

from ydkcheck.cards.data import choose_data
from ydkcheck.lists import choose

ROSE = str(DECKS / "Rose_Dragon.ydk")
EXAMPLES = Path(__file__).parents[2] / "examples" / "side-plan"
MD_POOL = "gives Master Duel's statuses, not its card pool"  # collection.md-pool-unknown
MD_POOL_ES = "da los estados de Master Duel, no su conjunto de cartas"


def _warned(output: str, *options: str, lang: str = "en") -> str:
    done = run(
        "--lang", lang, "valida", ROSE, "--salida", output, "--lista", "md-2024-01", *options
    )
    assert done.exit_code in (0, 1), done.output
    return done.stdout


def test_json_holds_the_runs_warnings() -> None:
    document = json.loads(_warned("json"))
    (warning,) = document["warnings"]
    assert MD_POOL in warning and "md-2024-01" in warning
    assert list(document)[:5] == ["schema", "banlist", "config", "ignored", "warnings"]


def test_json_of_a_run_without_warnings_has_no_such_key() -> None:
    done = run("valida", ROSE, "--salida", "json", "--lista", "tcg-2026-05")
    assert "warnings" not in json.loads(done.stdout)


def test_sarif_says_them_as_notifications_on_no_file() -> None:
    log = json.loads(_warned("sarif"))
    (invocation,) = log["runs"][0]["invocations"]
    (note,) = invocation["toolExecutionNotifications"]
    assert note["level"] == "warning" and MD_POOL in note["message"]["text"]
    assert "locations" not in note
    assert invocation["executionSuccessful"] is True  # a warning, not a failure


def test_junit_names_them_among_the_suites_properties() -> None:
    suite = ET.fromstring(_warned("junit")).find("testsuite")
    assert suite is not None
    warned = [p.get("value") for p in suite.iter("property") if p.get("name") == "ydkcheck.warning"]
    assert len(warned) == 1 and MD_POOL in str(warned[0])


def test_html_shows_them_under_the_list() -> None:
    page = _warned("html", lang="es")
    head = page.split('<ul class="totals">', 1)[0]
    assert '<p class="caveat">aviso: la lista md-2024-01 ' in head and MD_POOL_ES in head


def test_csv_ends_with_a_row_for_each() -> None:
    rows = list(csv.reader(io.StringIO(_warned("csv"))))
    assert MD_POOL in rows[-1][0] and rows[-1][0].startswith("warning: ")


def test_github_annotates_them_on_the_whole_run_before_any_deck() -> None:
    """GitHub shows only a step's first annotations of a kind: the run's come first."""
    lines = _warned("github").splitlines()
    assert lines[0].startswith("::warning title=ydkcheck (the whole run)::") and MD_POOL in lines[0]
    assert len(lines) > 1 and all(MD_POOL not in line for line in lines[1:])


def test_github_says_them_in_a_run_whose_decks_say_nothing(tmp_path) -> None:
    done = run("--lang", "en", "valida", str(DECKS / "Gouki.ydk"), "--salida", "github",
               "--lista", "md-2024-01")  # fmt: skip
    assert [line for line in done.stdout.splitlines() if MD_POOL in line]


@pytest.mark.parametrize(("output", "above"), [("texto", 0), ("resumen", 1)])
def test_a_saved_text_report_opens_with_them(output: str, above: int) -> None:
    """Before the first deck: under the list's line in the summary, at the top in the text."""
    lines = _warned(output).splitlines()
    assert lines[above].startswith("warning: list md-2024-01 gives Master Duel's statuses")
    assert MD_POOL in " ".join(" ".join(lines).split())


def _terminals(monkeypatch: pytest.MonkeyPatch, *streams: str) -> None:
    """Standard output and error as a terminal, those of ``streams`` only."""
    import sys

    def on_terminal(stream: object = None) -> bool:
        return any(stream is getattr(sys, name) for name in streams)

    monkeypatch.setattr("ydkcheck.terminal.on_terminal", on_terminal)


@pytest.mark.parametrize("output", ["texto", "resumen"])
def test_on_a_terminal_a_text_report_leaves_them_to_stderr(
    output: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _terminals(monkeypatch, "stdout", "stderr")
    done = run("--lang", "en", "valida", ROSE, "--salida", output, "--lista", "md-2024-01")
    assert MD_POOL not in " ".join(done.stdout.split())
    assert MD_POOL in done.stderr
    compared = run("--lang", "en", "compara", ROSE, ROSE, "--lista", "md-2024-01")
    assert MD_POOL not in " ".join(compared.stdout.split())


def test_a_terminal_whose_stderr_goes_to_a_file_gets_them_in_the_report(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``ydkcheck valida D 2>log``: stderr's line is not on the screen beside the report."""
    _terminals(monkeypatch, "stdout")
    done = run("--lang", "en", "valida", ROSE, "--lista", "md-2024-01")
    assert MD_POOL in " ".join(done.stdout.split())


def test_on_a_terminal_a_document_still_holds_them(monkeypatch: pytest.MonkeyPatch) -> None:
    _terminals(monkeypatch, "stdout", "stderr")
    done = run("--lang", "en", "valida", ROSE, "--salida", "json", "--lista", "md-2024-01")
    assert MD_POOL in json.loads(done.stdout)["warnings"][0]


@pytest.mark.past_data
def test_a_list_that_may_not_be_in_force_is_said_in_the_report() -> None:
    data_day = dt.date.fromisoformat(choose_data(offline=True)[1].date)
    late = data_day + dt.timedelta(days=choose.QUIET_DAYS_AFTER_DATA + 1)
    done = run("--lang", "en", "valida", ROSE, "--salida", "json", "--fecha", late.isoformat())
    (warning,) = json.loads(done.stdout)["warnings"]
    assert warning.startswith("checked against tcg-2026-05, the newest list known on")
    assert done.stderr.splitlines()[-1].endswith(warning)  # and still last on stderr


def test_compara_says_them_in_its_json_and_its_saved_text() -> None:
    decks = (ROSE, ROSE)
    done = run("--lang", "en", "compara", *decks, "--lista", "md-2024-01", "--salida", "json")
    document = json.loads(done.stdout)
    assert MD_POOL in document["warnings"][0]
    assert list(document).index("warnings") == list(document).index("config") + 1
    text = run("--lang", "en", "compara", *decks, "--lista", "md-2024-01").stdout
    assert text.startswith("warning: list md-2024-01 gives Master Duel's statuses")
    plain = run("--lang", "en", "compara", *decks, "--lista", "tcg-2026-05", "--salida", "json")
    assert "warnings" not in json.loads(plain.stdout)


@pytest.mark.parametrize(
    "command",
    [
        ("info", ROSE),
        ("plan", str(EXAMPLES / "ryzeal.ydk"), str(EXAMPLES / "plan.yaml")),
        ("simula", ROSE, "--muestras", "200"),
    ],
)
def test_the_other_commands_reports_are_as_they_were(command: tuple[str, ...]) -> None:
    """Only the verdicts' reports (``valida``, ``compara``) repeat the run's warnings."""
    done = run("--lang", "en", *command, "--lista", "md-2024-01")
    assert not done.stdout.startswith("warning:"), done.stdout[:200]


def test_a_list_file_named_in_bytes_that_are_not_utf8_is_named_in_every_output(tmp_path) -> None:
    """Its name, raw, was the list's id: JSON, SARIF, JUnit and HTML failed to encode it
    (an internal error, exit 2)."""
    shipped = Path(__file__).parents[1] / "data" / "lists" / "2026.05_TCG.lflist.conf"
    named = tmp_path / "bad\udcff\x1b[31m.lflist.conf"  # b"\xff" as the file system gives it
    named.write_bytes(shipped.read_bytes())
    for output in ("json", "sarif", "junit", "html", "texto"):
        done = run("valida", ROSE, "--lista", str(named), "--salida", output)
        assert done.exit_code in (0, 1), (output, done.stderr)
        assert "file:bad\\xff\\x1b[31m.lflist.conf" in done.stdout.replace("\\\\", "\\")
