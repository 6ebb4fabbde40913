"""The pre-commit hook: the manifest pre-commit reads, and a real commit through it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from helpers import DECKS

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = ROOT / ".pre-commit-hooks.yaml"
pre_commit_clientlib = pytest.importorskip("pre_commit.clientlib")


def test_manifest_passes_pre_commits_own_validation():
    (hook,) = pre_commit_clientlib.load_manifest(str(MANIFEST))
    assert hook["id"] == "ydkcheck"
    assert hook["entry"] == "ydkcheck valida"
    assert hook["language"] == "python"
    assert hook["files"] == r"\.ydk$"


def _git(repo: Path, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["git", *args], cwd=repo, env=env, capture_output=True, text=True, check=False
    )


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_pre_commit_blocks_a_commit_with_an_illegal_deck(tmp_path):
    """Commit through the hook in a new git repository, offline.

    The configuration uses a ``repo: local`` hook with the manifest's own entry and file
    pattern, run by the ``ydkcheck`` installed next to this Python (``language: system``).
    A ``repo:`` pointing at this checkout would make pre-commit pip-install the project and
    its dependencies into a fresh environment, which needs the network; the manifest itself
    is checked by pre-commit's validation above.
    """
    scripts = Path(sys.executable).parent
    if not (scripts / "ydkcheck").exists():
        pytest.skip("the ydkcheck console script is not installed next to this Python")
    (hook,) = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    local = {**hook, "language": "system"}
    repo = tmp_path / "decks-repo"
    repo.mkdir()
    config = {"repos": [{"repo": "local", "hooks": [local]}]}
    (repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), encoding="utf-8")
    env = {
        **os.environ,
        "PATH": f"{scripts}{os.pathsep}{os.environ.get('PATH', '')}",
        "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@example.invalid",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.invalid",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CONFIG_NOSYSTEM": "1",
    }
    assert _git(repo, "init", "-q", env=env).returncode == 0
    installed = subprocess.run(
        [sys.executable, "-m", "pre_commit", "install"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr

    shutil.copy(DECKS / "Rose_Dragon.ydk", repo / "rose.ydk")
    _git(repo, "add", ".", env=env)
    legal = _git(repo, "commit", "-q", "-m", "a legal deck", env=env)
    assert legal.returncode == 0, legal.stdout + legal.stderr
    assert "ydkcheck" in legal.stdout + legal.stderr and "Passed" in legal.stdout + legal.stderr

    shutil.copy(DECKS / "AI_Albaz.ydk", repo / "albaz.ydk")
    _git(repo, "add", "albaz.ydk", env=env)
    illegal = _git(repo, "commit", "-q", "-m", "an illegal deck", env=env)
    output = illegal.stdout + illegal.stderr
    assert illegal.returncode != 0, output
    assert "Failed" in output and "albaz.ydk" in output and "forbidden" in output
    assert _git(repo, "log", "--oneline", env=env).stdout.count("\n") == 1
