"""A configuration file is never applied unseen: every output names it and what it set, a
configuration that changes what is checked is a warning on stderr, every command that judges
a deck applies it the same way, and ``--sin-config`` ignores it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import DECKS, run

ROSE = str(DECKS / "Rose_Dragon.ydk")  # legal in TCG 2026.05, not in Goat
PLAN = str(Path(__file__).parent.parent / "examples" / "side-plan" / "plan.yaml")
RYZEAL = str(Path(__file__).parent.parent / "examples" / "side-plan" / "ryzeal.ydk")


def header(stdout: str) -> list[str]:
    """The lines before the first deck, each as one line (wrapped at 80 columns, the lines
    after the first indented)."""
    lines: list[str] = []
    for line in stdout.split("\n\n")[0].splitlines():
        if line.startswith("  ") and lines:
            lines[-1] += " " + line.strip()
        else:
            lines.append(line)
    return lines


@pytest.fixture
def usb_stick(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A player's folder whose parent holds a configuration that swaps the list and turns
    the copies rule off; the judge runs ydkcheck from inside it."""
    (tmp_path / ".ydkcheck.yaml").write_text(
        "lista: tcg-2019-01\nignora: [copies]\n", encoding="utf-8"
    )
    folder = tmp_path / "decks"
    folder.mkdir()
    monkeypatch.chdir(folder)
    return tmp_path / ".ydkcheck.yaml"


def test_valida_says_the_configuration_in_its_header_and_warns_on_stderr(usb_stick: Path) -> None:
    result = run("--lang", "en", "valida", ROSE)
    assert header(result.stdout)[0].startswith(
        f"Configuration applied: {usb_stick} (list tcg-2019-01;"
    )
    assert "rules off: copies" in header(result.stdout)[0]
    warnings = [line for line in result.stderr.splitlines() if "changes what is checked" in line]
    assert len(warnings) == 1 and str(usb_stick) in warnings[0] and "--no-config" in warnings[0]


@pytest.mark.parametrize(
    ("output", "says"),
    [
        ("json", '"config": {"path": "{path}"'),
        ("sarif", '"config": {"path": "{path}"'),
        ("resumen", "Configuration applied: {path}"),
        ("csv", "Configuration applied: {path}"),
        ("html", "Configuration applied: {path}"),
        ("github", "::warning title=ydkcheck (configuration)::Configuration applied: {path}"),
        ("junit", 'name="ydkcheck.config" value="Configuration applied: {path}'),
    ],
)
def test_every_output_names_the_configuration(usb_stick: Path, output: str, says: str) -> None:
    result = run("--lang", "en", "valida", ROSE, "--salida", output)
    said = " ".join(result.stdout.split())  # the summary wraps the line at 80 columns
    assert says.replace("{path}", str(usb_stick)) in said
    assert all(len(line) <= 80 for line in result.stdout.splitlines()) or output != "resumen"


@pytest.mark.parametrize("output", ["texto", "json", "resumen", "csv", "html", "github", "junit"])
def test_a_report_that_shows_no_deck_still_names_the_configuration(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, output: str
) -> None:
    """A hostile round: with ``--solo-ilegales`` and every deck legal, the text report was
    empty, so a saved report read clean with the configuration's rules off unsaid."""
    config = tmp_path / ".ydkcheck.yaml"
    config.write_text("ignora: [forbidden, limited]\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = run("--lang", "en", "valida", ROSE, "--solo-ilegales", "--salida", output)
    assert result.exit_code == 0 and "Rose" not in result.stdout  # no deck shown
    assert str(config) in " ".join(result.stdout.split()), result.stdout


def test_the_json_config_object_holds_what_the_file_set(usb_stick: Path) -> None:
    document = json.loads(run("valida", ROSE, "--salida", "json").stdout)
    assert document["config"] == {
        "path": str(usb_stick),
        "settings": {"banlist": "tcg-2019-01", "ignore": ["copies"]},
    }
    assert document["banlist"]["id"] == "tcg-2019-01"


def test_no_config_ignores_it_and_says_nothing(usb_stick: Path) -> None:
    result = run("--lang", "en", "valida", ROSE, "--salida", "json", "--no-config")
    document = json.loads(result.stdout)
    assert document["config"] is None and document["banlist"]["id"] != "tcg-2019-01"
    assert "configuration" not in result.stderr


def test_without_a_configuration_json_says_null_and_stderr_is_quiet(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = run("--lang", "en", "valida", ROSE, "--salida", "json")
    assert json.loads(result.stdout)["config"] is None
    assert "configuration" not in result.stderr


def test_a_configuration_that_only_sets_the_language_is_named_but_not_warned(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / ".ydkcheck.yaml").write_text("lang: en\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = run("valida", ROSE, env={"YDKCHECK_LANG": None, "LC_ALL": None, "LANG": None})
    assert result.stdout.startswith("Configuration applied:")
    assert "changes what is checked" not in result.stderr


def test_info_applies_and_names_the_configuration(usb_stick: Path) -> None:
    document = json.loads(run("info", ROSE, "--salida", "json").stdout)
    assert document["banlist"]["id"] == "tcg-2019-01"
    assert document["config"]["path"] == str(usb_stick)
    text = run("--lang", "en", "info", ROSE).stdout
    assert header(text)[0].startswith(f"Configuration applied: {usb_stick}")
    plain = json.loads(run("info", ROSE, "--salida", "json", "--sin-config").stdout)
    assert plain["config"] is None and plain["banlist"]["id"] != "tcg-2019-01"


def test_info_turns_off_the_rules_the_configuration_turns_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    deck = tmp_path / "four.ydk"
    deck.write_text("#main\n" + "14558127\n" * 4 + "55144522\n" * 36, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    ruled = json.loads(run("info", str(deck), "--salida", "json").stdout)
    (tmp_path / ".ydkcheck.yaml").write_text("ignora: [copies]\n", encoding="utf-8")
    relaxed = json.loads(run("info", str(deck), "--salida", "json").stdout)
    assert ruled["errors"] > relaxed["errors"]
    assert relaxed["config"]["settings"] == {"ignore": ["copies"]}


def test_plan_and_simula_name_the_configuration(usb_stick: Path) -> None:
    plan = json.loads(run("plan", RYZEAL, PLAN, "--salida", "json").stdout)
    assert plan["config"]["path"] == str(usb_stick) and plan["banlist"]["id"] == "tcg-2019-01"
    assert run("--lang", "en", "plan", RYZEAL, PLAN).stdout.startswith("Configuration applied:")
    simulated = json.loads(run("simula", ROSE, "--salida", "json").stdout)
    assert simulated["config"]["path"] == str(usb_stick)
    assert run("--lang", "en", "simula", ROSE).stdout.startswith("Configuration applied:")


def test_hoja_names_the_configuration_on_stderr(usb_stick: Path) -> None:
    result = run("--lang", "en", "hoja", ROSE, "-o", str(usb_stick.parent / "sheet.pdf"))
    assert f"ydkcheck: Configuration applied: {usb_stick}" in result.stderr
    assert "changes what is checked" in result.stderr  # rules off: a warning, as elsewhere


def test_a_broken_configuration_is_one_line_not_a_warning_and_an_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / ".ydkcheck.yaml").write_text("lista: nope\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = run("--lang", "en", "valida", ROSE)
    assert result.exit_code == 2 and result.stderr.count("\n") == 1


def test_compara_applies_and_names_the_configuration(usb_stick: Path) -> None:
    document = json.loads(run("compara", ROSE, ROSE, "--salida", "json").stdout)
    assert document["banlist"]["id"] == "tcg-2019-01"
    assert document["config"]["path"] == str(usb_stick)
    text = run("--lang", "en", "compara", ROSE, ROSE).stdout
    assert header(text)[0].startswith(f"Configuration applied: {usb_stick}")
    plain = json.loads(run("compara", ROSE, ROSE, "--salida", "json", "--no-config").stdout)
    assert plain["config"] is None and plain["banlist"]["id"] != "tcg-2019-01"


@pytest.mark.parametrize(
    ("output", "says"),
    [
        ("texto", "Rules turned off by --ignore in this run: copies, forbidden"),
        ("json", '"ignored": ["copies", "forbidden"]'),
        ("sarif", '"ignored": ["copies", "forbidden"]'),
        ("resumen", "Rules turned off by --ignore in this run: copies, forbidden"),
        ("csv", "Rules turned off by --ignore in this run: copies, forbidden"),
        ("html", '<p class="config">Rules turned off by --ignore in this run: copies,'),
        ("github", "::warning title=ydkcheck (configuration)::Rules turned off by --ignore"),
        ("junit", 'name="ydkcheck.ignored" value="Rules turned off by --ignore in this run'),
    ],
)
def test_every_output_names_the_rules_the_command_line_turns_off(
    tmp_path: Path, output: str, says: str
) -> None:
    """Before: `valida deck.ydk --ignora copies` wrote an unqualified LEGAL for a deck of
    four copies, in every output: a forwarded report did not say rules were off."""
    four = tmp_path / "four.ydk"
    four.write_text("#main\n" + "14558127\n" * 4, encoding="utf-8")
    result = run(
        "--lang", "en", "valida", str(four), "--ignora", "copies", "--ignore", "forbidden",
        "--salida", output, "--no-config",
    )  # fmt: skip
    assert says in " ".join(result.stdout.split())
    warning = "ydkcheck: warning: Rules turned off by --ignore in this run: copies, forbidden"
    assert warning in result.stderr


def test_the_command_line_s_rules_off_are_said_beside_the_configuration_s(
    usb_stick: Path,
) -> None:
    """--ignora replaces the file's list of rules: the file's line is kept (it was applied),
    and the line of the option says which rules this run leaves out."""
    result = run("--lang", "en", "valida", ROSE, "--ignora", "advice-main-size")
    head = header(result.stdout)
    assert head[0].startswith(f"Configuration applied: {usb_stick}")
    assert head[1] == "Rules turned off by --ignore in this run: advice-main-size"
    document = json.loads(
        run("valida", ROSE, "--ignora", "advice-main-size", "--salida", "json").stdout
    )
    assert document["ignored"] == ["advice-main-size"]
    assert json.loads(run("valida", ROSE, "--salida", "json").stdout)["ignored"] == ["copies"]


def test_a_deck_check_judges_by_every_rule_whatever_the_configuration_turns_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: a `.ydkcheck.yaml` with `ignora: [copies]` made `compara four.ydk four.ydk`
    (a fourth White Rose Dragon) the same deck, both legal, "Infraction: none": a ruling by Konami's
    policy, which turns no rule off."""
    (tmp_path / ".ydkcheck.yaml").write_text("ignora: [copies]\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    lines = Path(ROSE).read_text(encoding="utf-8").splitlines()
    main = lines.index("#main")
    four = tmp_path / "four.ydk"
    four.write_text("\n".join([*lines[: main + 1], "12213463", *lines[main + 1 :]]) + "\n")
    assert run("valida", str(four)).exit_code == 0  # valida applies the configuration
    result = run("--lang", "en", "compara", str(four), str(four))
    assert result.exit_code == 1 and "Infraction: none" not in result.stdout
    said = " ".join(result.stdout.split())
    assert "A deck check judges by every rule: the configuration turns off copies" in said
    assert "A deck check judges by every rule" in result.stderr
    assert all(len(line) <= 80 for line in result.stdout.splitlines() if str(tmp_path) not in line)


@pytest.mark.parametrize("kind", ["folder", "broken link", "pipe"])
def test_a_configuration_that_cannot_be_read_is_said_never_passed_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    """Before: a .ydkcheck.yaml that was a folder, a link to nothing or a pipe was passed
    over in silence, and the deck judged without the configuration its owner wrote."""
    import os

    config = tmp_path / ".ydkcheck.yaml"
    if kind == "folder":
        config.mkdir()
    elif kind == "broken link":
        config.symlink_to(tmp_path / "nowhere")
    elif hasattr(os, "mkfifo"):
        os.mkfifo(config)
    else:
        pytest.skip("no named pipes")
    monkeypatch.chdir(tmp_path)
    done = run("--lang", "en", "valida", str(DECKS / "Rose_Dragon.ydk"))
    assert done.exit_code == 2 and ".ydkcheck.yaml" in done.stderr


def test_a_tool_table_past_the_bound_of_a_large_pyproject_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: [tool.ydkcheck] after the first 256 KiB of a pyproject.toml was never seen:
    the rules it turned off were on, and nothing said the file was there."""
    padding = "# pad\n" * 60_000
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(f'[project]\nname = "x"\n{padding}[tool.ydkcheck]\nstrict = true\n')
    monkeypatch.chdir(tmp_path)
    done = run("--lang", "en", "valida", str(DECKS / "Rose_Dragon.ydk"))
    assert done.exit_code == 2 and "pyproject.toml" in done.stderr
    pyproject.write_text(f'[project]\nname = "x"\n{padding}')  # large, no table: no config
    assert run("--lang", "en", "valida", str(DECKS / "Rose_Dragon.ydk")).exit_code == 0


def test_a_pyproject_that_names_the_table_in_a_string_has_no_configuration(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hostile round: a description writing ``[tool.ydkcheck]`` on a line of its own, in
    a multi-line string, was refused as "must be a table" (exit 2): it holds no table."""
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(
        '[project]\nname = "x"\ndescription = """\nUse it with\n[tool.ydkcheck]\n"""\n'
    )
    monkeypatch.chdir(tmp_path)
    done = run("--lang", "en", "valida", ROSE)
    assert done.exit_code == 0 and "Configuration applied" not in done.stdout, done.stderr


def test_a_setting_the_command_line_replaces_is_said_not_applied(usb_stick: Path) -> None:
    # the header named the file's rules off while --ignora had replaced them: the rule the
    # header called off was reported below it
    result = run("--lang", "en", "valida", ROSE, "--ignora", "syntax", "--lista", "tcg")
    said = header(result.stdout)[0]
    replaced = "(not applied: the command line replaces it)"
    assert f"list tcg-2019-01 {replaced}" in said
    assert f"rules off: copies {replaced}" in said
    assert all(len(line) <= 80 for line in result.stdout.splitlines()[:4])
    plain = header(run("--lang", "en", "valida", ROSE).stdout)[0]
    assert "not applied" not in plain
