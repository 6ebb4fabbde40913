"""A deck check as text for an 80-column terminal: both decks and their problems under the
list, what differs, the names of the list no card bears exactly, the verdict, and the
policy's ruling (``compare.wording`` words it)."""

from __future__ import annotations

from ydkcheck.cards import Card
from ydkcheck.compare.check import Artwork, Comparison, Copies
from ydkcheck.compare.deck_check import NOT_VERIFIED, SAME, SIDED, DeckCheck, Judged
from ydkcheck.compare.ruling import Facts, Ruling, sided_in
from ydkcheck.compare.wording import (
    card_name,
    finding_text,
    infraction_text,
    lines_named,
    penalty_text,
    slip_text,
    step_text,
    telling_apart,
    term,
)
from ydkcheck.diagnostics import SECTION_NAMES, Namer, Severity
from ydkcheck.i18n import t
from ydkcheck.printable import printable, printable_name, quotable
from ydkcheck.terminal import GREEN, RED, paint, wrapped

# what ``decks.titles`` says of a title line that names a card, or one but for a slip
TITLE_KEYS = frozenset({"rule.title-names-card", "rule.title-card", "rule.title-lines"})

MOST_CANDIDATES = 8  # an ambiguous name's candidates shown ("Mirror" fits 70 cards)


def _name(identity: int, card: Card | None, lang: str, namer: Namer) -> str:
    """A card as the text names it: its name in the reader's language and its passcode."""
    name = t("compara.unknown-card", lang) if card is None else namer(identity, card.name)
    return f"{printable(name)} ({identity})"


def _deck_lines(
    heading: str, judged: Judged, hidden: set[int], lang: str, namer: Namer
) -> list[str]:
    """``heading`` (which deck this is), the deck's counts and fingerprint, and its problems
    under the list but those in ``hidden`` (ids of problems said elsewhere)."""
    deck = judged.compared.deck
    if deck.player is not None:
        heading += " · " + t("report.player", lang, player=quotable(printable(deck.player)))
    lines = wrapped(heading, "", "  ", hyphens=False)
    counts = t("report.counts", lang, **judged.result.counts())  # a Skill Card in none
    said = t("compara.deck-line", lang, counts=counts, print=judged.compared.fingerprint)
    if deck.unread:  # the counts and fingerprint of what was read, not of the lines that were not
        said += " " + t("compara.read-only", lang, count=len(deck.unread))
    lines += wrapped(said, "  ", "    ")
    for diagnostic in judged.problems:
        if id(diagnostic) not in hidden:
            where = t("compara.line", lang, line=diagnostic.line) if diagnostic.line else ""
            lines += wrapped(where + diagnostic.message(lang, namer), "  ", "    ")
    return lines


def _passcodes(copies: Copies) -> str:
    """Copies by passcode."""
    return ", ".join(f"{count} × {code}" for code, count in copies)


def _difference_name(identity: int, card: Card | None, lang: str, namer: Namer) -> str:
    """A card that differs, as ``_name`` says it; a simulator's passcode says so, beside its
    card of the same name: another text in YGOPro and EDOPro (Performage Plushfire before its
    errata), a card of its own at a deck check (``CardDB.check_identity``)."""
    from ydkcheck.cards.data import simulator_passcodes  # only a difference needs it

    name = _name(identity, card, lang, namer)
    if identity in simulator_passcodes():
        name += " (" + t("compara.simulator-code", lang) + ")"
    return name


def _artwork_lines(artwork: Artwork, lang: str, namer: Namer) -> list[str]:
    section = t(SECTION_NAMES[artwork.section], lang)
    name = _name(artwork.identity, artwork.card, lang, namer)
    lines = wrapped(f"{section} · {name}", "  ", "    ")
    for key, copies in (
        ("compara.artwork-registered", artwork.registered),
        ("compara.artwork-presented", artwork.presented),
    ):
        lines += wrapped(t(key, lang, copies=_passcodes(copies)), "    ", "      ")
    return lines


def _comparison_lines(result: Comparison, lang: str, namer: Namer) -> list[str]:
    lines: list[str] = []
    if result.differences:
        lines += ["", t("compara.differences", lang)]
        section = None
        for difference in result.differences:
            if difference.section is not section:
                section = difference.section
                lines.append("  " + t(SECTION_NAMES[section], lang))
            counts = f"{difference.registered:>3} → {difference.presented:<3} "
            name = _difference_name(difference.identity, difference.card, lang, namer)
            lines += wrapped(name, "  " + counts, " " * (2 + len(counts)))
    if result.artworks:
        lines += ["", t("compara.artworks", lang)]
        for artwork in result.artworks:
            lines += _artwork_lines(artwork, lang, namer)
    return lines


def _title_lines(check: DeckCheck, lang: str, namer: Namer) -> list[str]:
    """The lines taken as the list's title that name a card (``decks.titles``)."""
    lines = []
    for diagnostic in check.facts.unclear:
        if diagnostic.message_key in TITLE_KEYS:
            where = t("compara.line", lang, line=diagnostic.line)
            lines += wrapped(where + diagnostic.message(lang, namer), "  ", "    ")
    return lines


def _name_lines(check: DeckCheck, lang: str, namer: Namer) -> list[str]:
    """The list's shorthand and ambiguous names: the cards each fits, the card played."""
    shown = [name for name in check.names if name.candidates]
    if not shown:
        return []
    played = {id(name): card for name, card in check.facts.ambiguous}
    lines = ["", t("compara.names", lang)]
    for name in shown:
        written, card = printable(name.written), name.shorthand
        if card is not None:
            named = card_name(card.id, card, lang, namer)
            said = t("compara.name-shorthand", lang, line=name.line, written=written, card=named)
        else:
            fitting = [card_name(c.id, c, lang, namer) for c in name.candidates[:MOST_CANDIDATES]]
            if len(name.candidates) > MOST_CANDIDATES:
                more = len(name.candidates) - MOST_CANDIDATES
                fitting.append(t("compara.name-more", lang, count=more))
            candidates = ", ".join(fitting)
            said = t(
                "compara.name-ambiguous", lang, line=name.line, written=written, cards=candidates
            )
            card = played.get(id(name))
            if card is not None:
                named = card_name(card.id, card, lang, namer)
                said += " " + t("compara.name-played", lang, card=named)
            elif id(name) in played:  # the deck does not show which: the list does not say
                said += " " + t("compara.name-unsettled", lang)
        lines += wrapped(said, "  ", "    ")
    return lines


def _pre_errata_lines(check: DeckCheck, lang: str, namer: Namer) -> list[str]:
    """The list's cards written by name alone that the deck plays a simulator's passcode of
    (``compare.simulator_names``): read as played, or, where the list judges the two apart,
    the registration said ambiguous between them."""
    if not check.pre_errata:
        return []
    lines = ["", t("compara.pre-errata", lang)]
    for name in check.pre_errata:
        card, simulator = name.card, name.simulator
        said = {
            "lines": lines_named(name.lines, lang),
            "card": _name(card.id, card, lang, namer),
            "simulator": _name(simulator.id, simulator, lang, namer),
            "copies": name.copies,
            "id": simulator.id,
        }
        if name.apart:
            allowed = [t("compara.pre-errata.allowed", lang, count=n) for n in name.allowed]
            said["allowed"], said["allowed_simulator"] = allowed
            text = t("compara.pre-errata.apart", lang, **said)
        else:
            text = t("compara.pre-errata.settled", lang, **said)
        lines += wrapped(text, "  ", "    ")
    return lines


def _verdict_lines(check: DeckCheck, lang: str, color: bool) -> list[str]:
    """The verdict, then the legality of each deck under the list."""
    verdict = check.verdict
    if verdict == SAME:
        key = "compara.same" if check.comparison is not None else "compara.same-print"
        said = paint(t(key, lang), GREEN, color)
    elif verdict == SIDED:
        sided = next(f for f in check.ruling.findings if f.situation.id == "sided")
        count = sum(placed.copies for placed in sided_in(sided.cards))
        said = paint(t("compara.sided", lang, count=count), GREEN, color)
    elif verdict == NOT_VERIFIED:
        shown = wrapped(_unconfirmed(check.facts, lang), "", "  ")
        said = "\n".join(paint(line, RED, color) for line in shown)
    elif check.comparison is None:
        said = paint(t("compara.other-print", lang), RED, color)
    elif (left := check.left) is not None:  # between games: what is left besides the swaps
        said = paint(t("compara.differ-apart", lang, count=len(left)), RED, color)
    else:
        count = len(check.comparison.differences)
        said = paint(t("compara.differ", lang, count=count), RED, color)
    legality = [] if check.registered is None else [_legality(check.registered, lang, True)]
    legality.append(_legality(check.presented, lang, False))
    return [*said.split("\n"), *wrapped(" · ".join(legality), "  ", "    ")]


def _unconfirmed(facts: Facts, lang: str) -> str:
    """The verdict of a check that cannot conclude: the lines to confirm or read again, and
    the ambiguous names the deck does not settle, said as what they are: names of which the
    list does not say which card they are."""
    unsettled = len(facts.unsettled)
    count = len(facts.presented_unread) + len(facts.unresolved) - unsettled
    if not count:
        return t("compara.unconfirmed.unsettled", lang, count=unsettled)
    said = t("compara.unconfirmed", lang, count=count)
    if unsettled:
        said += t("compara.unconfirmed.unsettled-too", lang, count=unsettled)
    return said


def _legality(judged: Judged, lang: str, registered: bool) -> str:
    """A deck's legality as ``valida`` says it of the same file: every error, its reading's
    too (a name no card bears), makes it illegal."""
    errors = sum(d.severity is Severity.ERROR for d in judged.result.diagnostics)
    if not errors:
        key = "compara.legal-registered" if registered else "compara.legal-presented"
        return t(key, lang)
    key = "compara.illegal-registered" if registered else "compara.illegal-presented"
    return t(key, lang, count=errors)


# the situations of a deck holding Side Deck cards, where the game and the deck's presentation
# decide the ruling
SIDE_SWAPS = frozenset({"sided", "side-in-main", "side-in-main-not-presented"})


def _circumstances(ruling: Ruling, lang: str) -> str:
    """The round, the game, and what else the judge said; what the ruling took without
    being told, where it changed the ruling (a side swap: the game, and the deck presented)."""
    circumstances = ruling.circumstances
    found = {finding.situation.id for finding in ruling.findings}
    if circumstances.round is None:
        parts = [t("compara.round-unknown", lang)]
    elif circumstances.before_round_1:
        parts = [t("compara.round-0", lang)]
    else:
        parts = [t("compara.round", lang, round=circumstances.round)]
    if circumstances.game is not None:
        parts.append(t("compara.game", lang, game=circumstances.game))
    elif found & SIDE_SWAPS:
        parts.append(t("compara.game-unknown", lang))
    if circumstances.verified:
        parts.append(t("compara.verified", lang))
    if not circumstances.presented:
        parts.append(t("compara.not-presented", lang))
    elif "side-in-main" in found:
        parts.append(t("compara.presented-taken", lang))
    return " · ".join(parts)


def policy_lines(check: DeckCheck, lang: str, namer: Namer) -> list[str]:
    """The policy's ruling: findings, infraction, penalty, fix and the slip's line."""
    ruling: Ruling = check.ruling
    namer = telling_apart(ruling, namer)
    table = ruling.table
    heading = t(
        "compara.policy",
        lang,
        policy=table.title,
        category=term(table.category, lang),
        pages=table.category_pages,
    )
    lines = wrapped(heading, "", "  ")
    lines += wrapped(_circumstances(ruling, lang), "  ", "    ")
    if ruling.findings:
        lines.append("  " + t("compara.findings", lang))
        for finding in ruling.findings:
            lines += wrapped(finding_text(finding, lang, namer), "    · ", "      ")
    lines += wrapped(infraction_text(ruling, lang), "  ", "    ")
    lines += wrapped(penalty_text(ruling, lang), "  ", "    ")
    if not ruling.fix.steps:
        lines.append("  " + t("compara.fix-none", lang))
    else:
        heading = t("compara.fix", lang, pages=table.fix_pages)
        lines.append("  " + (heading if ruling.concluded else t("compara.next", lang)))
        for number, step in enumerate(ruling.fix.steps, start=1):
            first, *rest = step_text(step, lang, namer)
            mark = f"    {number}. "
            lines += wrapped(first, mark, " " * len(mark))
            for more in rest:
                lines += wrapped(more, " " * len(mark) + "- ", " " * (len(mark) + 2))
    slip = slip_text(ruling, check.player, lang, namer)
    if slip is not None:
        said = t("compara.slip", lang, page=table.record_page, line=slip)
        lines += wrapped(said, "  ", "    ")
    return lines


def _players_line(check: DeckCheck, lang: str) -> list[str]:
    """A line when both decks name their player and the names differ: a file that is
    another player's is what a deck check is for."""
    if check.registered is None:
        return []
    registered = check.registered.compared.deck.player
    presented = check.presented.compared.deck.player
    if registered is None or presented is None:
        return []
    if registered.casefold() == presented.casefold():  # blanks already single (player_name)
        return []
    said = t(
        "compara.players-differ",
        lang,
        registered=printable(registered),
        presented=printable(presented),
    )
    return wrapped(said, "", "  ")


def to_text(check: DeckCheck, lang: str, namer: Namer, color: bool = False) -> str:
    """The deck check as text for an 80-column terminal, names by ``namer``."""
    hidden = {id(name.diagnostic) for name in check.names if name.candidates}
    lines: list[str] = []
    if check.registered is not None:
        source = printable_name(check.registered.compared.deck.source)
        registered = t("compara.registered", lang, source=source)
        lines += _deck_lines(registered, check.registered, hidden, lang, namer)
    else:
        recorded = printable(check.recorded or "")
        lines += wrapped(t("compara.recorded", lang, print=recorded), "", "  ")
    source = printable_name(check.presented.compared.deck.source)
    presented = t("compara.presented", lang, source=source)
    lines += _deck_lines(presented, check.presented, set(), lang, namer)
    lines += _players_line(check, lang)
    banlist = check.banlist
    lines += wrapped(t("compara.list", lang, name=banlist.name, id=banlist.id), "", "  ")
    if check.comparison is not None:
        lines += _comparison_lines(check.comparison, lang, namer)
    lines += _name_lines(check, lang, namer)
    lines += _pre_errata_lines(check, lang, namer)
    lines += _title_lines(check, lang, namer)
    lines += ["", *_verdict_lines(check, lang, color), "", *policy_lines(check, lang, namer)]
    return "\n".join(lines)
