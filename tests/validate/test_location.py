"""Where CI tools are told a deck lives: relative to the working folder when inside it."""

from __future__ import annotations

import json
from dataclasses import replace

from ydkcheck.report.location import relative_path

from .sample import ALBAZ, TCG, Report, render


def test_paths_inside_the_working_folder_become_relative(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert relative_path(str(tmp_path / "decks" / "a.ydk")) == "decks/a.ydk"
    assert relative_path("./decks//a.ydk") == "decks/a.ydk"
    assert relative_path("/elsewhere/a.ydk") == "/elsewhere/a.ydk"
    assert relative_path("ydke://AAAA!!!") is None
    assert relative_path("<stdin>") is None


def test_sarif_uri_of_a_file_outside_the_working_folder_is_a_file_uri(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    deck = replace(ALBAZ.deck, source="/srv/my decks/a.ydk")
    outside = ALBAZ._replace(deck=deck)
    run = json.loads(render(Report(TCG, (outside,)), "sarif", "en"))["runs"][0]
    uri = run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    assert uri == "file:///srv/my%20decks/a.ydk"
