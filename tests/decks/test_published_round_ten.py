"""A published list translated from Japanese: an English blog's report of an OCG tournament
of 2009, each card ``Nx <English name> 「<Japanese name>」``. Before, the whole list was
refused, "written in another alphabet", though each line starts with its name in letters.
Each Japanese name is set aside now, with a warning at its line, and the card read by the
name before it; the blog's own translations of OCG names (``Lightlord Beast Wolf`` for Wulf,
Lightsworn Beast) are unknown cards, each an error at its line. ``expected.tsv`` gives the
card each line means; the page's copy ends in the Extra Deck."""

from __future__ import annotations

from ydkcheck.cards import CardDB
from ydkcheck.decks import read_deck

from .published import DATA, NO_HINT, UNKNOWN, assert_read_as_checked

GLOSSED = "shriek-twoday-ocg-lightlord-dark-dragon-king-cup-2009-11.txt"
TRANSLATED = {line: NO_HINT for line in (6, 8, 9, 10, 11, 12, 13, 14, 15, 17, 42)}
HINTED = {line: UNKNOWN for line in (7, 19, 24, 25, 39, 41)}  # "Judgement Dragoon"...
COPIED_FROM = {37: NO_HINT}  # the link text where the page's Extra Deck heading stood


def test_a_list_glossed_in_japanese_reads_by_its_names_in_letters(cards: CardDB) -> None:
    assert_read_as_checked(cards, GLOSSED, (17, 1, 0), TRANSLATED | HINTED | COPIED_FROM)


def test_each_japanese_name_set_aside_is_said_at_its_line(cards: CardDB) -> None:
    deck = read_deck(str(DATA / GLOSSED), cards)
    glossed = {d.line for d in deck.warnings if d.message_key == "syntax.gloss"}
    card_lines = [*range(6, 20), *range(22, 30), *range(32, 36), *range(39, 43)]
    assert glossed == {2, 3, *card_lines} - {20, 21}  # the player's and the deck's names too
    said = next(d for d in deck.warnings if d.message_key == "syntax.gloss" and d.line == 22)
    assert said.params["gloss"] == "「大嵐」"  # 1x Heavy Storm, read as Heavy Storm


def test_a_gloss_that_writes_copies_or_no_japanese_is_no_gloss(cards: CardDB) -> None:
    """A hostile player's 'gloss': Latin letters alone, or a count and a card inside, is
    read as before, an error at its line; a gloss is never a place to hide copies."""
    from ydkcheck.decks.text import parse_text_decklist

    hostile = (
        "1x Raigeki 「Pot of Greed」",
        "1x Raigeki 「壺 3 Pot of Greed」",
        # a second review: each read LEGAL, the gloss set aside with a warning
        "3 「強欲な壺」",  # a count, and no name in letters
        "1x Raigeki 「強欲な壺 Pot of Greed」",
        "1x Raigeki 「強欲な壺 x3」",
        "1x Raigeki 「3枚 強欲な壺」",
        "1x Raigeki 「大嵐 side」",
        "1x Raigeki 「強欲な壺 POT OF GREED」",
    )
    for line in hostile:
        deck = parse_text_decklist(f"Main Deck\n3 Sangan\n{line}\n", "x.txt", cards)
        assert len(deck.main) == 3 and deck.unread == (3,)
