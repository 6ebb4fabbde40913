"""``info`` says a simulator's passcode of a card's text before its errata as such, never
"another artwork": it counts with its card under the rules, but it is a card of its own in
the fingerprint and at a deck check (EDOPro's 7563589, Performage Plushfire, is Forbidden in
World 2024.07 while 7563579 is Limited)."""

from __future__ import annotations

from helpers import run


def test_a_simulators_passcode_is_said_as_such_not_as_an_artwork(write_ydk) -> None:
    deck = str(write_ydk([7563579, 7563589]))
    english = " ".join(run("--lang", "en", "info", deck, "--lista", "world-2024-07").stdout.split())
    assert "Performage Plushfire (1 × 7563589," in english  # the name column wraps the rest
    assert "another artwork" not in english
    assert "a simulator's passcode: the text before its errata)" in english
    spanish = " ".join(run("info", deck, "--lista", "world-2024-07").stdout.split())
    assert "otra ilustración" not in spanish
    assert "código de simulador: el texto de antes de su errata)" in spanish


def test_an_alternate_artwork_is_still_said_as_one(write_ydk) -> None:
    deck = str(write_ydk([46986414, 36996508]))  # Dark Magician and its other artwork
    text = " ".join(run("--lang", "en", "info", deck).stdout.split())
    assert "Dark Magician (1 × 36996508," in text and "another artwork)" in text
