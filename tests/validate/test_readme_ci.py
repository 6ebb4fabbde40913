"""The README's CI examples work: the configuration snippets load, the YAML is valid."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from ydkcheck.config import config_from_toml, config_from_yaml

README = Path(__file__).resolve().parents[2] / "README.md"
ACTION = yaml.safe_load((README.parent / "action.yml").read_text(encoding="utf-8"))
BLOCK = re.compile(r"```(yaml|toml)\n(.*?)```", re.DOTALL)


def ci_blocks() -> list[tuple[str, str]]:
    text = README.read_text(encoding="utf-8")
    sections = re.findall(r"^## CI[^\n]*\n(.*?)(?=^## |^---|\Z)", text, re.DOTALL | re.MULTILINE)
    assert len(sections) == 2, "one CI section in Spanish and one in English"
    return [match for section in sections for match in BLOCK.findall(section)]


def test_configuration_examples_load():
    configs = []
    for kind, body in ci_blocks():
        if kind == "toml":
            configs.append(config_from_toml(body, "pyproject.toml"))
        elif body.startswith("# .ydkcheck.yaml"):
            configs.append(config_from_yaml(body, ".ydkcheck.yaml"))
    assert len(configs) == 2
    for config in configs:
        assert config.banlist == "tcg" and config.strict is True
        assert config.ignore == ("advice-main-size", "advice-high-levels")


def test_workflow_and_pre_commit_examples_are_valid(tmp_path):
    clientlib = pytest.importorskip("pre_commit.clientlib")
    workflows = pre_commit = 0
    for kind, body in ci_blocks():
        if kind != "yaml":
            continue
        document = yaml.safe_load(body)
        if "jobs" in document:
            steps = document["jobs"]["ydkcheck"]["steps"]
            (action,) = [step for step in steps if "ydkcheck@" in step.get("uses", "")]
            assert set(action["with"]) <= set(ACTION["inputs"])  # inputs the action takes
            assert action["with"]["decks"] == "decks/"
            workflows += 1
        elif "repos" in document:
            config = tmp_path / ".pre-commit-config.yaml"
            config.write_text(body, encoding="utf-8")
            clientlib.load_config(str(config))  # pre-commit's own check
            assert document["repos"][0]["hooks"][0]["id"] == "ydkcheck"
            pre_commit += 1
    assert workflows == 2 and pre_commit == 2
