"""The GitHub Action (``action.yml``): its inputs, and its check step run here for real on
the examples, as a runner would run it; the README's snippets name a release that exists."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

import ydkcheck

ROOT = Path(__file__).parent.parent
ACTION = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
WORKFLOW = yaml.safe_load((ROOT / ".github" / "workflows" / "action.yml").read_text("utf-8"))
RELEASE = f"v{ydkcheck.__version__}"


def _step(step_id: str) -> dict[str, object]:
    (step,) = [step for step in ACTION["runs"]["steps"] if step.get("id") == step_id]
    return step


def test_every_input_the_steps_use_is_declared():
    text = (ROOT / "action.yml").read_text(encoding="utf-8")
    used = set(re.findall(r"inputs\.([\w-]+)", text))
    assert used and used <= set(ACTION["inputs"])


def _check(tmp_path: Path, decks: str, cwd: Path = ROOT, **inputs: str) -> tuple[int, Path, str]:
    """The check step's script run by bash as a runner runs it, in ``cwd``; its outputs and
    stdout."""
    step = _step("check")
    output = tmp_path / "github_output"
    env = {
        **os.environ,
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "RUNNER_TEMP": str(tmp_path),
        "GITHUB_OUTPUT": str(output),
        "DECKS": decks,
        "BANLIST": inputs.get("banlist", ""),
        "DATE": inputs.get("date", ""),
        "ARGS": inputs.get("args", ""),
        "YDKCHECK_LANG": inputs.get("lang", "es"),
    }
    done = subprocess.run(
        ["bash", "-e", "-c", str(step["run"])],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr  # the step itself never fails: the verdict does
    values = dict(line.split("=", 1) for line in output.read_text().splitlines())
    return int(values["status"]), Path(values["sarif"]), done.stdout


def test_a_legal_deck_passes_with_a_sarif_report(tmp_path):
    status, sarif, annotations = _check(tmp_path, "examples/decks/rose-dragon.ydk")
    assert status == 0
    assert json.loads(sarif.read_text(encoding="utf-8"))["runs"][0]["results"] == []
    assert "::error" not in annotations


def test_an_illegal_deck_fails_and_is_annotated(tmp_path):
    status, sarif, annotations = _check(tmp_path, "examples/decks/albaz.ydk", banlist="tcg")
    assert status == 1
    results = json.loads(sarif.read_text(encoding="utf-8"))["runs"][0]["results"]
    assert {result["ruleId"] for result in results} >= {"forbidden"}
    assert "::error file=examples/decks/albaz.ydk,line=" in annotations


def test_a_pattern_reaches_ydkcheck_unexpanded_so_no_deck_is_left_out(tmp_path):
    # bash without globstar expands "decks/**/*.ydk" to one level of folders: the illegal
    # deck two folders down would never be read, and the run would pass
    repository = tmp_path / "repository"
    deep = repository / "decks" / "a" / "b"
    deep.mkdir(parents=True)
    legal = (ROOT / "examples" / "decks" / "rose-dragon.ydk").read_bytes()
    (repository / "decks" / "top.ydk").write_bytes(legal)
    (repository / "decks" / "a" / "mid.ydk").write_bytes(legal)
    (deep / "deep.ydk").write_bytes((ROOT / "examples" / "decks" / "albaz.ydk").read_bytes())
    status, sarif, _ = _check(tmp_path, "decks/**/*.ydk", cwd=repository, banlist="tcg")
    assert status == 1
    results = json.loads(sarif.read_text(encoding="utf-8"))["runs"][0]["results"]
    assert any("deep.ydk" in json.dumps(result) for result in results)


def test_the_options_reach_ydkcheck(tmp_path):
    status, _, _ = _check(tmp_path, "examples/decks/albaz.ydk", args="--ignora forbidden")
    assert status == 1  # still illegal: a Limited card too many
    status, _, _ = _check(tmp_path, "examples/decks/rose-dragon.ydk", banlist="no-such-list")
    assert status == 2


def test_the_verdict_step_fails_the_job_on_an_illegal_deck():
    (verdict,) = [step for step in ACTION["runs"]["steps"] if "STATUS" in step.get("env", {})]
    for status in (0, 1, 2):
        done = subprocess.run(["bash", "-c", verdict["run"]], env={"STATUS": str(status)})
        assert done.returncode == status


def test_the_workflow_runs_the_action_on_the_examples_both_ways():
    steps = WORKFLOW["jobs"]["examples"]["steps"]
    uses = [step for step in steps if step.get("uses") == "./"]
    assert {step["with"]["decks"] for step in uses} == {
        "examples/decks/rose-dragon.ydk",
        "examples/decks/albaz.ydk",
    }
    assert all((ROOT / step["with"]["decks"]).is_file() for step in uses)


@pytest.mark.parametrize("pattern", [r"uses: OWNER/ydkcheck@(\S+)", r"rev: (\S+)"])
def test_the_readme_snippets_name_this_release(pattern):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = set(re.findall(pattern, readme))
    assert found == {RELEASE}
