"""A name on the registered list that fits more than one card, where the presented deck does
not show which card it is (it plays none of them, or more than one): the list does not say
which card that line is, and ``compara`` says so in those words.

Before: the check ended "✘ NOT CONFIRMED: 1 line to confirm" and "Confirm with the player
what the list says": one more line to confirm, as if the player's answer could settle what an
ambiguous name already is under the policy, a Major deck list error (KDE-E IPP 2.2).
"""

from __future__ import annotations

import json
from pathlib import Path

from helpers import DECKS, run

from ydkcheck.cards import CardDB
from ydkcheck.compare import fix
from ydkcheck.compare.deck_check import DeckCheck, check_decks
from ydkcheck.compare.ruling import Circumstances
from ydkcheck.decks import Deck
from ydkcheck.decks.text import parse_text_decklist
from ydkcheck.decks.text_writer import to_text_decklist
from ydkcheck.validate import Validator

ROSE = DECKS / "Rose_Dragon.ydk"
TERRAFORMING = 73628505  # 1 in the Main Deck
WHITE_ROSE = 12213463  # 3 in the Main Deck
BOTTOMLESS, SHIFTING_SAND = 29401950, 76532077  # the two cards 'Bottomless' fits


def text_list(deck: Deck, cards: CardDB, replace: str, by: str) -> Deck:
    text = to_text_decklist(deck, cards, "en")
    assert replace in text
    return parse_text_decklist(text.replace(replace, by), "list.txt", cards)


def played(deck: Deck, *swaps: tuple[int, int]) -> Deck:
    """``deck`` with each (out, in) pair swapped in the Main Deck."""
    main = list(deck.main)
    for out, into in swaps:
        main[main.index(out)] = into
    return Deck(deck.source, tuple(main), deck.extra, deck.side, player=deck.player)


def check(listed: Deck, deck: Deck, cards: CardDB, validator: Validator) -> DeckCheck:
    return check_decks(listed, deck, cards, validator, Circumstances(round=3))


def written_file(tmp_path: Path, cards: CardDB, by: str, extra: str = "") -> Path:
    from ydkcheck.decks import read_deck

    text = to_text_decklist(read_deck(str(ROSE), cards), cards, "en")
    text = text.replace("1 Terraforming\n", by).replace("Traps (2)\n", f"Traps (2)\n{extra}")
    path = tmp_path / "registered.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_an_ambiguous_name_no_card_played_settles_is_a_step_of_its_own(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    listed = text_list(rose, cards, "1 Terraforming\n", "1 Stardust\n")
    result = check(listed, rose, cards, validator)
    (name,) = result.names
    assert result.facts.unsettled == (name,)
    (step,) = result.ruling.fix.steps
    assert isinstance(step, fix.Confirm) and step.written == "Stardust"
    assert step.lines == (name.line,)
    assert result.ruling.infraction is not None and result.ruling.infraction.id == "major"
    assert result.ruling.settled and not result.ruling.concluded


def test_a_name_the_deck_plays_two_cards_of_is_unsettled_too(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    """'Bottomless' listed once; the deck plays Bottomless Trap Hole and Bottomless Shifting
    Sand: it could be either."""
    listed = text_list(rose, cards, "1 Terraforming\n", "1 Bottomless\n")
    deck = played(rose, (TERRAFORMING, BOTTOMLESS), (WHITE_ROSE, SHIFTING_SAND))
    result = check(listed, deck, cards, validator)
    (name,) = result.names
    assert result.facts.ambiguous == ((name, None),)
    steps = result.ruling.fix.steps
    assert [(type(s), getattr(s, "written", None)) for s in steps] == [(fix.Confirm, "Bottomless")]


def test_other_lines_to_confirm_stay_one_step_apart_from_the_name(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    listed = text_list(rose, cards, "1 Terraforming\n", "1 Stardust\n3 ---\n")
    result = check(listed, rose, cards, validator)
    confirm, unsettled = result.ruling.fix.steps
    assert isinstance(confirm, fix.Confirm) and not confirm.written
    assert isinstance(unsettled, fix.Confirm) and unsettled.written == "Stardust"
    assert unsettled.lines not in (confirm.lines, ())
    assert result.ruling.findings[-1].situation.id == "ambiguous-name"


def test_the_check_says_the_list_does_not_say_which_card(tmp_path: Path, cards: CardDB) -> None:
    listed = written_file(tmp_path, cards, "1 Stardust\n")
    english = " ".join(
        run("compare", str(listed), str(ROSE), "--round", "3", "--lang", "en").stdout.split()
    )
    assert "✘ NOT CONFIRMED: the list does not say which card is on 1 line" in english
    assert "line to confirm" not in english and "Confirm with the player" not in english
    assert "(the deck does not show which: the list does not say which card it is)" in english
    assert "and the deck does not show which: the list does not say which card it is" in english
    assert "The list does not say which card 'Stardust' is (line 18)" in english
    assert "(the answer does not change the infraction)" in english
    assert "Infraction: Deck/Deck List Error – Major" in english
    assert "Penalty: Game Loss" in english
    spanish = " ".join(run("compara", str(listed), str(ROSE), "--ronda", "3").stdout.split())
    assert "✘ SIN CONFIRMAR: la lista no dice qué carta pone en 1 línea" in spanish
    assert "línea por confirmar" not in spanish and "Confirmar con el jugador" not in spanish
    assert "(el mazo no muestra cuál: la lista no dice qué carta es)" in spanish
    assert "La lista no dice qué carta es «Stardust» (línea 18)" in spanish
    assert "(la respuesta no cambia la infracción)" in spanish
    assert "Sanción: Game Loss (partida perdida)" in spanish


def test_lines_to_confirm_and_an_unsettled_name_are_each_said(
    tmp_path: Path, cards: CardDB
) -> None:
    listed = written_file(tmp_path, cards, "1 Hero Flash\n", "3 ---\n")
    result = run("compara", str(listed), str(ROSE), "--ronda", "3")
    assert result.exit_code == 1
    said = " ".join(result.stdout.split())
    assert "✘ SIN CONFIRMAR: 1 línea por confirmar (ver arriba); ni dice la lista qué carta" in said
    assert "pone en 1 línea más" in said
    assert "Confirmar con el jugador lo que dice la lista (línea 26)" in said
    assert "La lista no dice qué carta es «Hero Flash» (línea 18)" in said
    assert max(len(line) for line in result.stdout.splitlines()) <= 80


def test_the_json_step_says_it_too(tmp_path: Path, cards: CardDB) -> None:
    listed = written_file(tmp_path, cards, "1 Stardust\n")
    out = run("compare", str(listed), str(ROSE), "--output", "json", "--lang", "en").stdout
    document = json.loads(out)
    assert document["verdict"] == "not-verified" and document["names"][0]["card"] is None
    (step,) = document["fix"]["steps"]
    assert step["action"] == "confirm" and step["lines"] == [18]
    assert step["message"].startswith("The list does not say which card 'Stardust' is")
    (finding,) = document["findings"]
    assert finding["message"].endswith("the list does not say which card it is")
    assert document["penalty"]["id"] == "game-loss"


# Side Deck cards whose English and Spanish names sort apart: Called by the Grave (Llamado por
# la Tumba), Dark Ruler No More (Gobernante Oscuro No Más), Infinite Impermanence (Infinito
# Temporal), Weeping Idol (Ídolo Llorón)
CALLED, DARK_RULER, IMPERMANENCE, WEEPING_IDOL = 24224830, 54693926, 10045474, 5763020


def short_of_one(rose: Deck) -> Deck:
    """Rose Dragon with 39 cards in the Main Deck and those four in the Side Deck."""
    main = list(rose.main)
    main.remove(WHITE_ROSE)
    side = (WEEPING_IDOL, IMPERMANENCE, DARK_RULER, CALLED)
    return Deck(rose.source, tuple(main), rose.extra, side, player=rose.player)


def test_side_in_choices_are_in_the_order_of_the_names_the_reader_sees(
    rose: Deck, cards: CardDB, validator: Validator
) -> None:
    from ydkcheck.cards.naming import spanish_names
    from ydkcheck.compare.wording import step_text

    deck = short_of_one(rose)
    result = check(deck, deck, cards, validator)
    (side_in,) = [s for s in result.ruling.fix.steps if isinstance(s, fix.SideIn)]
    assert side_in.cards == 1

    def spanish(identity: int | None, english: str) -> str:
        return spanish_names().get(identity or 0, english)

    (english,) = step_text(side_in, "en", lambda identity, name: name)
    assert english.endswith(
        "among: Called by the Grave, Dark Ruler No More, Infinite Impermanence, Weeping Idol; "
        "the Side Deck is not refilled"
    )
    (said,) = step_text(side_in, "es", spanish)
    # accents aside: Ídolo among the I's, before Infinito (before: by the English names,
    # Llamado, Gobernante, Infinito, Ídolo)
    assert said.endswith(
        "entre: Gobernante Oscuro No Más, Ídolo Llorón, Infinito Temporal, Llamado por la "
        "Tumba; el Side Deck no se repone"
    )


def test_the_order_of_shown_names_folds_case_and_accents_and_puts_n_tilde_after_n() -> None:
    from ydkcheck.compare.wording import shown_order

    names = ["Ojo", "Ñandú", "nube", "Ídolo", "Infinito", "Nz", "ñu", "Águila", "abeja"]
    assert sorted(names, key=shown_order) == [
        "abeja",
        "Águila",
        "Ídolo",
        "Infinito",
        "nube",
        "Nz",
        "Ñandú",
        "ñu",
        "Ojo",
    ]
    assert shown_order("Ídolo") != shown_order("Idolo")  # two names never tie
