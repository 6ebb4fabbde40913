"""Text decklists, read as written: ``3 Ash Blossom & Joyous Spring`` under headings.

Every non-blank line is accounted for (``Deck.notes``, and ``LineNote``'s kinds): a card
with its count, a heading, a line recognised as no card (the list's title, the player, the
event, a date, a total, a comment), or a diagnostic at its line. Nothing is guessed and
nothing is dropped:

- a line that names a card is that card, whatever words it holds (``Ataque Total × 3``); a
  name that ends in digits is a name first (``7 Colored Fish``, ``Number 39: Utopia``), with
  a warning when it is also another card and a count (``Harpie Lady 3``); a number is a
  passcode, or the card it names where no card bears that passcode (``3 7``: the card "7"),
  an error when it is both (``number_written``);
- counts as written: ``3 Name``, ``3x Name``, ``x3 Name``, ``Name x3``, ``Name (x3)``,
  ``3: Name``, ``[3]Name``, ``3|SET|Name``, one alone in brackets anywhere (``(x3) Name``),
  a tab between, one copy a line; one count a line (``3 Name (x1)`` is an error at its line,
  ``count``, and so is a count in brackets not taken as the line's, ``Name (3 copies)``), in
  ASCII digits; a name and a passcode of two cards are neither (``unknown-card``);
- headings in English and Spanish, with the counts people write on them (``Main Deck (40)``,
  ``Monstruos: 18``, ``Extra Deck x15``, ``[5]Tribute Monsters:``), the historical Fusion
  Deck, ``#main``/``!side`` and ``## Monsters``; the counts and the total lines
  (``Total Monster Cards 25``) are checked against what was read (``list-total``);
- the lines before the first card or heading that name no card and have no count (or a
  number past any card's copies before words near no card's name: ``16 Participants``) are
  the list's title (one warning says how they were taken); ``Player:``/``Jugador:``, ``Event:``,
  ``Date:`` lines; ``#`` and ``//`` comments;
- a forum's bold, underline and italic tags are taken off (``[b]Side Deck:[/b]``); a line
  that a strike, a spoiler, a colour or a size may hide or shrink is read only if it counts
  for nothing (a title), else it is an error (``rule.count.shown-otherwise``); such a tag left
  open over the lines after it (``[color=white]`` alone, then cards, then ``[/color]``) is said
  at either end (``syntax.markup-lines``, a strike's ``rule.count.struck-lines``), the card
  lines between read as written;
- a list with no section heading at all has its Extra Deck monsters in the Extra Deck, as the
  simulators place them, and a warning says so.

A line that does not resolve is ``unknown-card`` (up to three suggestions, in the language of
the line; or the cards whose words it writes in another order, never read as one of them) or
``syntax``, never an abort: the deck is still judged, so one run shows every problem.

Here is the reading, line by line (``_Reading``); what it reads a line with has modules of its
own: ``text_lines`` (a line's grammar: headings, totals, counts, markup), ``text_counts``
(the count a card line writes, and where), ``text_names`` (the card a name, a passcode or a
number stands for), ``text_notes`` (what is written beside a card's name), ``text_numbered``
(numbered lines), ``text_prose`` (sentences, comments and the cards their words name),
``text_simulators`` (what the simulators load of a ``.ydk``'s line). The reading's state is
``text_state``'s, and the questions asked of the lines above a list's first card (a title that
is a card's name, a summary of the sections, a deck box) are ``text_above``'s. A deck is written
as a text list by ``text_writer``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from ydkcheck.cards.data import simulators_counting_as
from ydkcheck.cards.matching import MOST_REMEMBERED, NameIndex
from ydkcheck.cards.name_keys import name_key
from ydkcheck.cards.refs import PASSCODE
from ydkcheck.decks import text_lines as grammar
from ydkcheck.decks.languages import names_in_two_languages
from ydkcheck.decks.model import (
    MAX_DECK_CARDS,
    SECTIONS,
    Deck,
    DeckEntry,
    WrittenTotal,
    player_name,
)
from ydkcheck.decks.text_above import AboveTheList
from ydkcheck.decks.text_counts import (
    COUNT_ENDS,
    count_and_name,
    count_before_note,
    glued_cards,
    joined_card,
    leading_copies,
    leading_count,
    lone_count,
    ranged_card,
    several_cards,
    trailing_count,
    writes_a_count,
    written_copies,
)
from ydkcheck.decks.text_cut_names import cut_short, longer_name_written
from ydkcheck.decks.text_names import literal_names, number_card_said, resolve_name, writes_a_number
from ydkcheck.decks.text_notes import BRACKETED, a_note_writes_copies, without_set_code
from ydkcheck.decks.text_numbered import LINE_NUMBER, NUMBERED, line_numbers, numbered_lists
from ydkcheck.decks.text_prose import (
    QUANTITY_WORDS,
    a_sentence,
    counted_cards,
    in_another_script,
    named_in,
    names_siding,
    plural_named_in,
    short_name_counted,
)
from ydkcheck.decks.text_simulators import (
    NUMBER_STARTS,
    loaded_by_simulators,
    wrapped_by_simulators,
)
from ydkcheck.decks.text_state import CardLine
from ydkcheck.decks.totals import total_problems, unread_sections
from ydkcheck.decks.type_headings import TypeHeading, misplaced
from ydkcheck.diagnostics import SECTION_NAMES, Diagnostic, Section, Severity
from ydkcheck.errors import InputError, Phrase
from ydkcheck.lines import split_lines
from ydkcheck.printable import shortened

if TYPE_CHECKING:
    from ydkcheck.cards import Card, CardDB

# the sections' counts in a title: "41/15/3", "40 / 15"
SECTION_SUMMARY = re.compile(
    r"(?<![0-9/])([0-9]{2})\s?/\s?([0-9]{1,2})(?:\s?/\s?([0-9]{1,2}))?(?![0-9/])"
)
# the cards a title says its list holds: "Tele-Queen Control: 42 cards", "Zombies (40 cartas)"
TITLE_TOTAL = re.compile(r"(?<![0-9])([0-9]{2})\s?(?:cards?|cartas?)\)?[.!]?\s*$", re.I)
# labels that name a deck as much as its Main Deck: "Deck: Blackwing" is no heading and card
GENERIC_HEADINGS = frozenset({"deck", "mazo"})
PASSCODE_LENGTHS = (5, 10)  # the digits of a passcode written in brackets beside a name
MAX_COPIES = 99  # what a line may count: more is no deck (and each copy is kept)
MAX_LINE = 200  # the longest card name has 100 characters
# lines holding more than blanks: the longest published list, its notes and prose kept, holds
# about 110; each line a name no card bears costs up to a fifth of a millisecond to read
MAX_WRITTEN_LINES = 2_000
MOST_LOOKED_THROUGH = 100_000  # characters of a long line looked through for copies of a card
# names no card bears that get suggestions, in one list: a list of thousands of unknown names
# (no decklist, or a hostile one) is then read in seconds; the rest are still each an error
MOST_SUGGESTED = 100
NOTE_CARD = "syntax.note-card"  # a note in brackets naming another card whole
COMMENT_STARTS = ("//", "#")  # a line of a comment: a card it names without a count is a note
CREATED_BY = "created by"  # "#created by NAME", as a .ydk writes it
LEAST_UNREAD_SAID = 5  # lines not read, more than those read, for the list to say so
MOST_LABEL_WORDS = 4  # before a colon and a card: "Honourable Mention", "Cartas descartadas"
# a label with one of these words says its card is not in the deck ("Honourable Mention:
# Tin Goldfish" under a published list); under any other ("Tech:") it may be
NOT_IN_THE_DECK = frozenset(
    name_key(word)
    for word in (
        "mention", "mentions", "honourable", "honorable", "considered", "cut", "cuts",
        "mención", "menciones", "honorífica", "honoríficas", "descartada", "descartadas",
        "fuera", "considerada", "consideradas",
    )
)  # fmt: skip
# a label over the author's words, not the deck ("NOTES:", "About the Deck:", "Estrategia:"):
# one of the first words, and words around them; what it heads is prose, a card under it no
# more a card of the deck than one under "Honourable Mentions:"
PROSE_LABELS = frozenset(
    name_key(word)
    for word in (
        "notes", "note", "comments", "comment", "strategy", "explanation", "description",
        "thoughts", "tips", "gameplan", "about", "works", "notas", "nota", "comentarios",
        "comentario", "estrategia", "explicación", "descripción", "consejos", "funciona",
    )
)  # fmt: skip
AROUND_PROSE_LABELS = frozenset(
    name_key(word)
    for word in (
        "the", "this", "my", "of", "deck", "how", "it", "game", "plan", "author's", "player's",
        "el", "la", "del", "de", "mazo", "sobre", "cómo", "mis", "autor",
    )
)  # fmt: skip


def _cleaned(line: str) -> str:
    """A line as the reader looks at it (its ``//`` comment apart): no BOM, no bullet,
    single blanks."""
    text = " ".join(line.lstrip("\ufeff").split())
    bullet = grammar.BULLET.match(text)
    return text[bullet.end() :] if bullet is not None else text


class _Reading(AboveTheList):
    """One list read line by line, its state kept by ``ReadingState``."""

    def read(self, number: int, raw: str) -> None:
        """Take one line."""
        self.at, self.raw_line, self.said_before = number, raw, len(self.problems)
        plain = self._reads_lines_alone()
        as_written = (self.section, raw)
        if plain:
            known = _whole_lines(self.names()).get(as_written)
            # read before, and no line around it changes how
            if known is not None and not (known.count_last and self._name_goes_on(number)):
                self._card_read(number, known)
                return
        said = len(self.problems)
        above = self.count_above  # a count alone on the line before: asked of this one
        if above is not None:
            self.count_above = None
        if self.styled_looked_for and not self.ydk_file:  # "[b]Side Deck:[/b]": "Side Deck:"
            self._past_a_deck_box(number, raw)
            raw = grammar.unstyled(raw)  # (a .ydk is read as the simulators load it)
        odd = grammar.SHOWN_OTHERWISE.search(raw) if self.shown_looked_for else None
        if odd is not None:  # "// tech\r3 Maxx "C"": what an editor shows as two lines
            shown = odd.group()
            what = f"U+{ord(shown):04X}" if len(shown) == 1 else shortened(shown)
            params = {"text": shortened(raw), "code": what}
            problem = Diagnostic("count", "rule.count.shown-otherwise", params, line=number)
            self.unread(problem, number, _cleaned(raw))
            return
        struck = grammar.STRUCK.search(raw) if self.struck_looked_for else None
        if struck is not None and self._struck_reads(raw):  # "3 ~Name~", "%% Side Deck %%"
            params = {"text": shortened(raw), "code": shortened(struck.group())}
            problem = Diagnostic("count", "rule.count.shown-otherwise", params, line=number)
            self.unread(problem, number, _cleaned(raw))
            return
        if struck is not None and "[" in raw and self._markup_spans(number, raw):
            return  # "[color=white]" alone: the card lines up to "[/color]" are read as written
        if self.ydk_file and raw.lstrip()[:1] in NUMBER_STARTS:
            wrapped = wrapped_by_simulators(raw.strip(), number)
            if wrapped is not None:  # "4309525423 Sangan": no card, as a .ydk's line is
                self.unread(wrapped, number, _cleaned(raw))
                return
        if "://" in raw and grammar.URL.fullmatch(raw.strip()):
            self.note(number, "comment", raw.strip())
            return
        if len(raw) > MAX_LINE and len(cleaned := _cleaned(raw)) > MAX_LINE:  # no card line
            self.unread(self._long_line(number, cleaned), number, cleaned)
            return
        if self.styled_looked_for and raw.lstrip()[:1] == "[" and self._deck_box(number, raw):
            return
        written, slashes, comment = raw.partition("//")
        gloss = grammar.GLOSS.search(written) if "「" in written or "『" in written else None
        named = gloss is not None and grammar.LATIN_WORD.search(written, 0, gloss.start())
        if gloss is not None and named and grammar.japanese_name(gloss.group(1)):
            # "1x Heavy Storm 「大嵐」": read by its name in letters, and said
            params = {"text": shortened(written.strip()), "gloss": gloss.group().strip()}
            self.problems.append(Diagnostic("syntax", "syntax.gloss", params, line=number))
            written = written[: gloss.start()]
        line = _cleaned(written)
        if line and line[0] in grammar.RULE_MARKS and grammar.RULED.fullmatch(written.strip()):
            if not (slashes and comment.strip()):  # "---" between a list's parts: no card
                self.note(number, "comment", written.strip())
                self._past_a_comment(number, above)
                return
            # "--- // Side Deck": read as its comment alone on its line, "// Side Deck"
            raw, line = slashes + comment, ""
        if slashes and comment.strip():
            if not line:  # a line of its own: a comment, unless it writes a card
                self._comment(number, _cleaned(raw), comment.strip())
                self._past_a_comment(number, above)
                return
            recounted = self._trailing_comment(number, line, comment.strip())
        else:
            recounted = None
        if not line:
            self.count_above = above  # a blank line: the count is still above what follows
            return
        if grammar.FENCE.fullmatch(line):  # a Markdown fence around a list pasted in a post
            self.note(number, "comment", line)
            return
        if line[0] != "|":  # past a table: its header's columns are no longer at hand
            self.plain_table = False
        if line[0] == "|" and line[-1] == "|" and len(line) > 2:  # a Markdown table's row
            if grammar.table_frame(line[1:-1]):  # "|---:|---|", "| Qty | Card |"
                self.note(number, "comment", line)
                # "| Qty | Card | Rarity |": no column of a section, an empty cell is blank
                self.plain_table = self.plain_table or any(map(str.isalpha, line))
                return
            cells = grammar.table_cells(line, self.plain_table)
            if cells is None:  # "| Nibiru | | 3 |", "| Mirror | |", "| 3 | |": no copy guessed
                params = {"text": shortened(line)}
                empty = Diagnostic("count", "rule.count.empty-cell", params, line=number)
                self.unread(empty, number, line)
                return
            line = " | ".join(cells)  # "| 3 | Ash Blossom |": "3 | Ash Blossom"
        if line.startswith(("#", "!")) and self._marked(number, line):
            self._past_a_comment(number, above)
            return
        if self._recognised(number, line):
            return
        if self._count_under_a_card(number, line):
            return
        if line[0] in "([" and self._subtotal(number, line):
            return
        number_card = grammar.BARE_NUMBER.fullmatch(line) and self._number_names_a_card(line)
        if grammar.BARE_NUMBER.fullmatch(line) and not number_card:
            self._heading_count(number, line)  # a count alone: its heading's ("Traps\n0")
            return
        if " " not in line and not number_card and lone_count(line) is not None:
            self._heading_count(number, line)  # "3x", "(3)" alone: as "3" alone
            return
        if number_card and self._counts_its_heading():  # "Monsters\n7": 7 monsters, or "7"?
            card = self.names().find(line).card
            assert card is not None
            either = {"text": line, "card": card.name, "id": card.id, "card_id": card.id}
            problem = Diagnostic("count", "rule.count.heading-or-card", either, line=number)
            self.unread(problem, number, line)
            return
        if ":" in line and recounted is None and self._heading_and_card(number, line):
            return  # "Main: 3 Sangan // Side Deck" is no such line: its comment recounts
        # a line read before in the run, as cleaned: kept whole once read again (a line read
        # once costs no more than it did)
        again = plain and line in _card_lines(self.names())
        if self.kind == grammar.SKILL:  # its names are Skill Cards: read as such, each time
            found = self._skill(number, self._card_line(number, line))
        else:
            found = self._remembered_card_line(number, line)
        if isinstance(found, tuple) and recounted is not None:  # "3 Sangan // Side Deck"
            self.unread(recounted, number, raw.strip())
            return
        asked = above is not None or self.group_count is not None
        if asked and isinstance(found, tuple) and self.left_out is None:
            self._under_a_count(above, number, line, found[1])
        # "3 Name" starts with its count: no count-less end of a name broken above
        if isinstance(found, tuple) and line[:1] not in grammar.ASCII_DIGITS:
            broken = self._card_broken_off(number, line, found[1])
            if broken is not None:  # "2x Witch of the Black" / "Forest": no Forest played
                self.unread(broken, number, line)
                return
        if isinstance(found, tuple):
            copies, code = found
            numbered = NUMBERED.match(line)
            taken = CardLine(line, copies, code, int(numbered.group(1)) if numbered else None)
            # read without a word said (a card named "7" is said where it is read)
            if again and not number_card and len(self.problems) == said:
                self._remember(as_written, taken)
            self._card_read(number, taken, bool(number_card))
            return
        glued = glued_cards(line, self.names()) if found is None else []
        if glued:  # "Swap FrogSwap FrogTreeborn Frog": a table's row copied without its cells
            self.unread(_several(number, line, glued), number, line)
            self.started = True
            return
        if found is None and not self.started:  # no card, no count, before the list
            self.title.append(number)
            self.note(number, "title", line)
            self._headings_run_together(number, line)
            if "/" in line:
                self._summary(number, line)
            total = TITLE_TOTAL.search(line)
            if total is not None:  # the Main Deck's count, or every card's, as "Total: 42"
                self.checks.append(WrittenTotal(number, int(total.group(1)), "section", None))
            return
        if found is not None and found.rule == "unknown-card" and self._note_goes_on(number, line):
            found = self._note_wrapped(number, line)
        elif found is not None and found.rule == "unknown-card":
            if self._labelled_card(number, line):
                return
            several = several_cards(line, self.names()) or glued_cards(line, self.names())
            ranged = None if several else ranged_card(line, self.names())
            if several:  # "Maxx "C" x3 Ash Blossom & Joyous Spring x3": one line, two cards
                found = _several(number, line, several)
            elif ranged is not None:  # "0-2 Destiny Hero - Diamond Dude": a skeleton's range
                ranges: dict[str, object] = {"text": shortened(line), "card": ranged.name}
                ranges["card_id"] = ranged.id
                found = Diagnostic("count", "rule.count.range", ranges, line=number)
            else:
                found = (
                    self._broken_name(number, line) or self._ends_card_above(number, line) or found
                )
            # under "NOTES:", a line with no count is the author's too ("Veiler is great")
            noted = self.left_out_by_prose and leading_count(line) is None
            if found.rule == "unknown-card" and (noted or self._prose(line)):
                # "As you can see, the deck is very focused.": prose, a warning, not an error;
                # still a line not read, which compara has the judge confirm
                quoted = {"text": shortened(line)}
                found = Diagnostic("syntax", "syntax.sentence", quoted, line=number)
        if found is not None and found.message_key == "rule.count.unclosed-note":
            self.unclosed = (number, number)
        self.unread(found or _unreadable(line, number), number, line)

    def note(self, number: int, kind: str, line: str, section: Section | None = None) -> None:
        """How line ``number`` was taken; a comment right under a card line is weighed with
        it, as a reader takes it ("1 Return" / "// from the Different Dimension")."""
        super().note(number, kind, line, section)
        if kind != "comment" or self.ydk_file or not self.card_texts:
            return
        above, code, text = self.card_texts[-1]
        card = self.cards.get(code) if above == number - 1 else None
        if card is not None:
            said = longer_name_written(f"{text} {line}", card, self.cards, above)
            if said is not None:
                self.problems.append(said)

    def _reads_lines_alone(self) -> bool:
        """Whether a card line read now reads as it would in any other list past its start:
        no count above it to ask, no Skill heading, no label leaving cards out, no deck box,
        no ``.ydk`` (``_alone`` tells which lines)."""
        return (
            self.started
            and self.count_above is None
            and self.group_count is None
            and self.box_open is None
            and self.kind != grammar.SKILL
            and self.left_out is None
            and not self.ydk_file
        )

    def _remember(self, as_written: tuple[Section, str], read: CardLine) -> None:
        """Keep ``read`` for the next line written so under that section, if it reads so
        wherever it stands (``_alone``)."""
        alone = _alone(as_written[1], read, self.names())
        if alone is not None:
            remembered = _whole_lines(self.names())
            if len(remembered) >= MOST_REMEMBERED:
                remembered.clear()
            remembered[as_written] = alone

    def _card_read(self, number: int, read: CardLine, number_card: bool = False) -> None:
        """A card line read: its copies in the section at hand, and what it says of the
        lines around it."""
        line = read.line
        if self.inline_heading is not None:  # "Side: 1 Droll" and then more cards
            said = {"text": shortened(self.inline_heading)}
            self.problems.append(Diagnostic("syntax", "syntax.inline-heading", said, line=number))
            self.inline_heading = None
        if self.box_open is False:  # "[/ccDeck]" above: a site shows it outside the list
            said = {"text": shortened(line), "line": str(self.box_closes)}
            self.problems.append(Diagnostic("syntax", "syntax.after-deck-box", said, line=number))
        if self.left_out is not None:  # under "## Honourable Mentions": left out
            said = {"text": shortened(line), "label": shortened(self.left_out)}
            problem = Diagnostic("syntax", "syntax.label-card.other", said, line=number)
            if self.left_out_by_prose:  # under "Notes:", which says nothing of the deck
                problem = Diagnostic("count", "rule.count.under-notes", said, line=number)
            elif self.left_out_typed is not None:  # the deck's again, or left out still?
                said["heading"] = shortened(self.left_out_typed)
                problem = Diagnostic("count", "rule.count.left-out-type", said, line=number)
            self.unread(problem, number, line)
            return
        copies, code = read.copies, read.code
        if not self.title_settled:  # above the list: perhaps its title (past it, no call)
            self._title_or_card(number, read)
        if self.ydk_file and not line.isdigit():
            self.problems.append(loaded_by_simulators(line, number))
        if len(self.entries) + copies > MAX_DECK_CARDS:
            raise InputError("deck.too-many-cards", self.source, number, most=MAX_DECK_CARDS)
        self.entries.extend([DeckEntry(code, self.section, number)] * copies)
        if self.typed is not None:
            self.typed.cards.append((number, code, copies, line))
        self.card_texts.append((number, code, line))
        card = None if self.ydk_file else self.cards.get(code)
        # the line as written, its comment too ("1 Return // from the Different Dimension")
        written = self.raw_line if self.at == number else line
        said_now = self.problems[self.said_before :] if self.at == number else self.problems
        if any(said.line == number and said.message_key == NOTE_CARD for said in said_now):
            # "(with Magic Cylinder)" names its card whole, and is said so already
            card = None
        longer = None if card is None else longer_name_written(written, card, self.cards, number)
        if longer is not None:  # "Return (from the D.D.)": which Return?
            self.problems.append(longer)
        if number_card:  # "7" alone: one copy of the card named "7", never a count
            self.problems.append(number_card_said(line, code, self.cards, number))
        self.started, self.last_card = True, line
        if self.heading_asks is not None:
            self.problems.append(self.heading_asks)
            self.heading_asks = None
        self.card_lines += 1
        if read.numbered is not None:
            self.numbered.append((self.card_lines, number, read.numbered))

    def _note_goes_on(self, number: int, line: str) -> bool:
        """Whether the line above this one was a card line whose note in brackets is never
        closed, or a line that went on with it: this one, which reads as no card and starts
        with no count ("3 Sangen" is a card line, said as one), may too."""
        above = self.unclosed is not None and self.unclosed[1] == number - 1
        return above and leading_count(line) is None

    def _note_wrapped(self, number: int, line: str) -> Diagnostic:
        """The ``count`` error of a line that reads as no card right under a card line whose
        note in brackets is never closed (or a line that went on with it): perhaps the rest
        of the note, the card's text wrapped ("Graveyard, Special Summon it..."), said so
        rather than as an unknown card. A bracket it closes ends the note."""
        assert self.unclosed is not None
        before = self.unclosed[0]
        closed = line.count(")") + line.count("]") > line.count("(") + line.count("[")
        self.unclosed = None if closed else (before, number)
        params = {"text": shortened(line), "before": before}
        return Diagnostic("count", "rule.count.unclosed-note.wrapped", params, line=number)

    def _struck_reads(self, raw: str) -> bool:
        """Whether a line that holds markup that strikes or hides text (``STRUCK``) would
        count for something without it: a count, a heading, a card's name. A struck title
        or note ("~Blackwing Deck~") is read as ever."""
        plain = _cleaned(grammar.STRUCK_TEXT.sub(" ", raw))
        if not plain or plain[:1] in grammar.ASCII_DIGITS or len(plain) > MAX_LINE:
            return bool(plain)  # longer than any card line: not looked through, as counting
        if grammar.heading(plain.lstrip("#!").strip(), self.section) is not None:
            return True
        return self.names().find(plain).card is not None or self._cards_in(plain)[1]

    def _markup_spans(self, number: int, raw: str) -> bool:
        """A line that opens a forum's tag it leaves open, or closes one opened above
        ("[color=white]", then card lines, then "[/color]"): a warning that the lines it wraps
        may be hidden or shrunk where the list is shown, read as written all the same; a
        ``count`` error for a strike-through, which shows them as cards left out. True when
        the line is the tags alone, noted as no card (a title or a note with a tag is read on)."""
        spanned = grammar.spanned_markup(raw)
        if spanned is None:
            return False
        params = {"text": shortened(raw.strip())}
        if spanned == "strike":
            said = Diagnostic("count", "rule.count.struck-lines", params, line=number)
        else:
            said = Diagnostic("syntax", "syntax.markup-lines", params, line=number)
        self.problems.append(said)
        if not grammar.TAGS_ALONE.fullmatch(raw):
            return False
        self.note(number, "comment", raw.strip())
        return True

    def unread(self, problem: Diagnostic, number: int, line: str) -> None:
        self.problems.append(problem)
        self.note(number, "unread", line)

    def _marked(self, number: int, line: str) -> bool:
        """A ``#`` or ``!`` line: a heading (``#main``, ``!side``, ``## Monsters``), the
        ``#created by`` of a .ydk, or a comment. False when it is something else."""
        body = line.lstrip("#!").strip()
        count = lone_count(body) if line.startswith("#") and not self.ydk_file else None
        if count is not None:
            self._count_alone(number, line, count)  # "# 3": a count as Markdown shows a heading
            return True
        if line.startswith("!") and name_key(body) == "side":
            self._start(number, line, grammar.Heading(Section.SIDE, None, None))
            return True
        if line.startswith("#"):
            found = grammar.heading(body, self.section)
            if found is not None:
                if found.section is Section.SIDE and self.ydk_file:
                    # a .ydk the simulators load: to them "#side" is a comment (``decks.ydk``)
                    self.problems.append(
                        Diagnostic("ydk-load", "rule.ydk-load.side-text", line=number)
                    )
                self._start(number, line, found)
            elif body.lower().startswith(CREATED_BY):
                self._credit(number, line, body[len(CREATED_BY) :])
            elif self._number_card(line):
                return False  # "#39: Utopia": a Number card with "Number" shortened, read so
            else:
                self._comment(number, line, body)
            return True
        return False

    def _number_card(self, line: str) -> bool:
        """Whether a ``#`` line within the list writes a Number card with "Number" shortened
        to ``#`` (``#39: Utopia``, ``#C39 Utopia Ray x2``), the one card it names: read as
        that card, never a comment in silence. Not ``# 39: Utopia`` (Markdown's title), nor
        above the list (a title, said as one), nor in a ``.ydk``, whose ``#`` lines the
        simulators skip."""
        if self.ydk_file or not self.started or line[1:2].isspace():
            return False
        return self._names_a_number(line)

    def _names_a_number(self, line: str) -> bool:
        """Whether ``line`` is a Number card's name with "Number" shortened (``#39:
        Utopia``, ``# 39: Utopia x2``), the one card it names."""
        name = grammar.TRAILING_COUNT.sub("", line).strip()  # "#39: Utopia x2"
        return self.names().number_named(name) is not None

    def _comment(self, number: int, line: str, body: str) -> None:
        """A ``#`` or ``//`` comment: noted as one, unless it is a heading with a number or a
        description (``## 2. Side Deck``), writes copies of a card (an error), names one (a
        warning, since a list of one copy a line would lose it, but above the list a
        Markdown title, ``# Fallen of Albaz``, which a deck check confirms with the player:
        ``decks.titles``), or names a section other than the one at hand in other words
        (``## My Side Deck``): an error, since a reader sees that section start there."""
        heading = grammar.heading(body, self.section) if line.startswith("//") else None
        if heading is None:  # "## 2. Side Deck", "// Side Deck — hand traps"
            heading = grammar.described_heading(body, self.section)
        if heading is not None:  # "// Side Deck": the heading a reader sees, as "# Side Deck"
            self._start(number, line, heading)
            described = grammar.HEADING_DESCRIPTION.search(body)
            if described is not None:  # "## Side Deck - 3 Maxx "C"": copies no card line holds
                self._described_cards(number, line, described.group().strip(" -–—"))
            return
        copies, named = self._cards_in(body)
        named = named or (line.startswith("#") and self._names_a_number(line))  # "# 39: Utopia"
        if copies:
            params = {"text": shortened(line)}
            self.unread(Diagnostic("count", "rule.count.hidden", params, line=number), number, line)
        elif named and not self.started:
            self.title.append(number)
            self.note(number, "title", line)
        elif named:
            params = {"text": shortened(line)}
            said = Diagnostic("syntax", "syntax.comment-card", params, line=number)
            self.unread(said, number, line)
        elif grammar.drops_cards(body) and grammar.sections_named(body):
            # "## Main Deck — not played": a reader takes the cards after it out of the deck
            said = Diagnostic("count", "rule.count.note", {"text": shortened(line)}, line=number)
            self.unread(said, number, line)
        elif others := grammar.sections_named(body) - {self.section or Section.MAIN}:
            # "## My Side Deck": a reader sees the Side Deck start, which ydkcheck cannot tell
            said = self._section_comment(number, line, min(others, key=SECTIONS.index))
            if self.started:
                self.unread(said, number, line)
            else:  # "# Blackwing Side Deck Guide" above the list: said if a card follows it
                self.heading_asks = said  # before any heading, as a section headed again is
                self.title.append(number)
                self.note(number, "title", line)
        elif self.started and self.section is not Section.SIDE and names_siding(body):
            # "# Side cards", "# Siding", "# Sides": a reader sees the Side Deck start there
            self.unread(self._section_comment(number, line, Section.SIDE), number, line)
        elif self.started and in_another_script(body):
            # "# Сайд-колода": perhaps a section's heading ydkcheck cannot read, the cards
            # after it counted where they were; said, and a line compara has confirmed
            where = {"text": shortened(line), "section": self.section or Section.MAIN}
            said = Diagnostic("syntax", "syntax.comment-script", where, line=number)
            self.unread(said, number, line)
        else:
            self.note(number, "comment", line)
            if self.started:  # "# 3 Imperm": said, the comment read as ever
                self._short_name_noted(number, line, body)
            if grammar.leaves_out(body) and not self.ydk_file:  # "## Honourable Mentions"
                self.left_out = line  # (a .ydk's "#Cuts" is a comment the simulators skip)

    def _headings_run_together(self, number: int, line: str) -> None:
        """A title that writes the headings of the Side or Extra Deck among others and
        nothing else ("Monsters Spells Traps Side Deck Extra Deck"): a table's header whose
        columns were run together, under which no line says where a section starts. An
        error at the list's end if a card was read and no heading of those sections follows
        (a title summing up a list that heads them is none)."""
        named = {section for section in grammar.headings_run_together(line) if section}
        if named - {Section.MAIN}:
            where = {"text": shortened(line), "section": self.section or Section.MAIN}
            said = Diagnostic("count", "rule.count.headings-run-together", where, line=number)
            self.run_together = (said, named - {Section.MAIN})

    def _section_comment(self, number: int, line: str, named: Section) -> Diagnostic:
        """The ``count`` error of a comment that names the ``named`` section, which a reader
        sees start there, while its cards stay in the section at hand."""
        where = {
            "text": shortened(line),
            "section": self.section or Section.MAIN,
            "named": Phrase(SECTION_NAMES[named], {}),
        }
        return Diagnostic("count", "rule.count.section-comment", where, line=number)

    def _trailing_comment(self, number: int, line: str, body: str) -> Diagnostic | None:
        """A ``//`` comment after what a line writes, the line itself read as ever: an error
        when it writes copies of a card (``3 Sangan // 3 Maxx "C"``), a warning when it names
        one (``1 Sangan // Maxx "C"``, in a list of one copy a line). A comment that moves
        the card or counts its copies otherwise (``// Side Deck``, ``// not played``, ``// 1
        main, 2 side``) is a note as one in brackets is: the error returned, said instead of
        the card when the line reads as one (a label's "https://..." is no card)."""
        copies, named = self._cards_in(body)
        text = shortened(f"{line} //{body}")
        if copies:
            self.problems.append(
                Diagnostic("count", "rule.count.hidden", {"text": text}, line=number)
            )
        elif named:
            said = Diagnostic("syntax", "syntax.comment-card", {"text": text}, line=number)
            self.problems.append(said)
        elif grammar.recounts(body, leading_copies(line)) or grammar.holds_a_count(body):
            key = "rule.count.absent" if grammar.absent(body) else "rule.count.note"
            return Diagnostic("count", key, {"text": text}, line=number)
        return None

    def _passcode_before_its_name(self, count: str, name: str) -> bool:
        """Whether the number before a name is a passcode ("55144522 Pot of Greed"): of a
        passcode's length, or shorter and the passcode of the card named ("2511 Labrynth
        Cooclock"); never copies."""
        if PASSCODE_LENGTHS[0] <= len(count) <= PASSCODE_LENGTHS[1]:
            return True
        if len(count) <= 2:
            return False
        card, named = self.cards.get(int(count)), self.names().find(name).card
        original = self.cards.original_artwork
        return card is not None and named is not None and original(card.id) == original(named.id)

    def _long_line(self, number: int, line: str) -> Diagnostic:
        """What is said of a line longer than any card line, as a reader sees it (what no
        one sees taken out): an error where it writes copies or names a card, which a warning
        would leave unread; else a warning."""
        seen = grammar.as_seen(line)
        hidden = grammar.first_unseen(line)
        if hidden is not None and len(seen) <= MAX_LINE:  # '3', 250 zero-width spaces, a name
            params = {"text": shortened(seen), "code": f"U+{ord(hidden):04X}"}
            return Diagnostic("count", "rule.count.shown-otherwise", params, line=number)
        long: dict[str, object] = {"text": shortened(seen), "most": str(MAX_LINE)}
        if leading_copies(seen) is not None:  # a card line at any length, whatever its words
            return Diagnostic("count", "rule.count.long-line", long, line=number)
        counted, card = self._long_line_cards(seen)
        if counted:  # '3 Maxx - our best hand trap...', 'Maxx "C" x3', '| 3 | Name |'
            return Diagnostic("count", "rule.count.long-line", long, line=number)
        # 'Graceful Charity (LOB-EN001) - near mint, sleeved...' in the list, read as a card
        # if shorter; a comment ("// we tried Raigeki"), the text above the list and the
        # author's notes ("Notes:") name cards as a shorter line there does, in a warning
        in_the_list = self.started and not self.left_out_by_prose
        if card is not None and in_the_list and not seen.startswith(COMMENT_STARTS):
            long.update(card=card.name, card_id=card.id)
            return Diagnostic("count", "rule.count.long-line-named", long, line=number)
        return _unreadable(line, number)

    def _long_line_cards(self, line: str) -> tuple[bool, Card | None]:
        """Whether a line past the bound writes copies of a card anywhere, and the first card
        it names: looked at in overlapping pieces of the bound. A line too long to look
        through counts as one that writes copies."""
        if len(line) > MOST_LOOKED_THROUGH:
            return True, None
        step = MAX_LINE // 2
        first: Card | None = None
        for start in range(0, max(len(line) - step, 1), step):
            card, counted = named_in(line[start : start + MAX_LINE], self.names())
            if counted:
                return True, card
            first = first or card
        return False, first

    def _counts_a_card(self, line: str) -> bool:
        """Whether a line above the list writes copies: a count glued to a name no card bears
        ("《灰流うらら》3"), or copies of a card among its words ('Maxx "C"·3'): never a title."""
        return grammar.GLUED_COUNT.search(line) is not None or self._cards_in(line)[0]

    def _cards_in(self, body: str) -> tuple[bool, bool]:
        """Whether a comment or what follows a label writes copies of a card, and whether
        it names one (``named_in``)."""
        card, counted = named_in(body, self.names())
        return counted, card is not None

    def _hides_a_card(self, number: int, line: str, rest: str) -> bool:
        """Whether a line taken as no card (a comment, the player's, the event's or a date's
        line) writes copies of a card after its label (``Fecha: 3 Maxx "C"``): then it is an
        error at its line, never a card dropped in silence."""
        copies, named = self._cards_in(rest)
        if not copies:
            if named:  # "Duelist: Maxx "C"": a label, but perhaps a card
                said = {"text": shortened(line)}
                self.problems.append(Diagnostic("syntax", "syntax.label-card", said, line=number))
            return False
        self.unread(
            Diagnostic("count", "rule.count.hidden", {"text": shortened(line)}, line=number),
            number,
            line,
        )
        return True

    def _labelled_card(self, number: int, line: str) -> bool:
        """A line of a label that says its card is not in the deck, and a card (``Honourable
        Mention: Tinplate Goldfish`` under a published list, ``NOT_IN_THE_DECK``, whether or not
        the name is a card's): the card is not counted, with a warning; with copies written
        (``Cut: 3 Maxx "C"``) the line is an error. True when taken so."""
        label, colon, rest = line.partition(":")
        words = label.split()
        if not colon or not 0 < len(words) <= MOST_LABEL_WORDS:
            return False
        keys = set(map(name_key, words))
        prose = bool(PROSE_LABELS & keys) and keys <= PROSE_LABELS | AROUND_PROSE_LABELS
        if not (NOT_IN_THE_DECK & keys or prose) or grammar.NEGATION_WORDS & keys:
            return False  # "Tech: Sangan", "Not cut: Sangan", "Number 39: Utopa": perhaps in
        if not rest.strip():  # "Honourable Mentions:": the cards under it, until a section
            self.note(number, "comment", line)
            if not self.ydk_file:  # the simulators load a .ydk's passcodes under any line
                self.left_out, self.left_out_by_prose = line, prose
            return True
        card, counted = named_in(rest, self.names())
        if card is None and any(map(str.isdigit, rest)):
            return False  # a name no card bears, and a number: perhaps copies of one
        if card is None and prose:  # "Notes: side deck below": the author's words, read as a
            self._comment(number, line, rest)  # comment's: a section they name, cards left out
            # "Notes: the following were cut and are not played", however long
            if self.left_out is None and not self.ydk_file and grammar.NOT_PLAYED.search(rest):
                self.left_out = line
            self.left_out_by_prose = self.left_out is not None  # up to any heading
            return True
        if counted:
            said = {"text": shortened(line)}
            self.unread(Diagnostic("count", "rule.count.hidden", said, line=number), number, line)
            return True
        said = {"text": shortened(line), "label": shortened(label.strip())}
        problem = Diagnostic("syntax", "syntax.label-card.other", said, line=number)
        self.unread(problem, number, line)  # left out, as a card: never written as one
        return True

    def _summary(self, number: int, line: str) -> None:
        """The sections' counts a title writes (``Blackwing 41/15/3``, ``40/15``): checked
        as each section's heading count is. A Main Deck of 40 to 60 only, which no date
        (``25/12/15``) writes first."""
        found = SECTION_SUMMARY.search(line)
        if found is None:
            return
        main, extra, side = (int(count) if count else None for count in found.groups())
        if not (main and 40 <= main <= 60 and extra is not None and extra <= 15) or (
            side is not None and side > 15
        ):
            return
        for section, written in zip(SECTIONS, (main, extra, side), strict=True):
            if written is not None:
                self.checks.append(WrittenTotal(number, written, "section", section))

    def _card_broken_off(self, number: int, line: str, code: int) -> Diagnostic | None:
        """The ``count`` error of a line that reads as a card alone, without a count, but
        ends the name begun on the unread line above as another card ("2x Witch of the
        Black" / "Forest", "1x Pot of" / "Greed"), or on a card line above without a count
        ("Blaze Accelerator" / "Reload x2"): which one the player meant is theirs to say.
        None when the joined lines name the same card ("1x" / "Monster Reborn")."""
        card_above = self._card_above(number)
        if not card_above and (not self.notes or self.notes[-1].line != number - 1):
            return None  # a blank line, or the list's start, between the two
        names = self.names()
        counted = count_and_name(line, names)[0] is not None or trailing_count(line, names)
        if counted and leading_count(line) is not None:
            return None
        if counted and not self._name_goes_on(number):
            return None  # a count after the name may be the joined card's, if above is none
        if card_above:
            return self._joined_to_card_above(number, line, code)
        if counted:
            return None
        broken = self._broken_name(number, line)
        alone = self.cards.get(code)
        if broken is None or (alone is not None and broken.params["card"] == alone.name):
            return None
        return broken

    def _card_above(self, number: int) -> bool:
        """Whether the line above line ``number`` was read as a card line."""
        return bool(self.entries) and self.entries[-1].line == number - 1

    def _name_goes_on(self, number: int) -> bool:
        """Whether a card line right above line ``number`` writes no count: a name it
        begins may go on there ("Blaze Accelerator" / "Reload x2")."""
        return self._card_above(number) and not writes_a_count(self.last_card)

    def _joined_to_card_above(self, number: int, line: str, code: int) -> Diagnostic | None:
        """The ``count`` error of a line without a count that ends the card line above as
        another card's name ("2 Blaze Accelerator" / "Reload": Blaze Accelerator Reload),
        each half a card of its own: a judge may read either."""
        card = joined_card(f"{self.last_card} {line}", self.names())
        if card is None:
            return None
        artwork = self.cards.original_artwork
        halves = {artwork(self.entries[-1].card_id), artwork(code)}
        if artwork(card.id) in halves:
            return None
        params = {"text": shortened(line), "before": number - 1, "card": card.name}
        params["card_id"] = card.id
        return Diagnostic("count", "rule.count.broken-name", params, line=number)

    def _ends_card_above(self, number: int, line: str) -> Diagnostic | None:
        """The ``count`` error of a line that names no card, writes no count and ends the
        card line above as another card's name ("1x Dark Magician" / "of Chaos"): the line
        above reads as the card it names alone, which may not be the card the player meant,
        and this error says which card the two lines name together."""
        if not self._card_above(number) or self.last_card is None:
            return None
        if leading_count(line) is not None:
            return None
        return self._joined_to_card_above(number, line, self.entries[-1].card_id)

    def _broken_name(self, number: int, line: str) -> Diagnostic | None:
        """A line that ends a card's name begun on the line above, which was not read either
        (``1 Witch of the`` / ``Black Forest``, a page's wrapping copied): a ``count`` error
        naming the card, so that the two errors say where the copies went."""
        last = self.notes[-1] if self.notes else None
        if last is None or last.kind != "unread" or last.line != number - 1:
            return None
        card = joined_card(f"{last.text} {line}", self.names())
        if card is None:
            return None
        params = {"text": shortened(line), "before": last.line, "card": card.name}
        params["card_id"] = card.id
        return Diagnostic("count", "rule.count.broken-name", params, line=number)

    def _prose(self, line: str) -> bool:
        """Whether a line no card bears is a sentence of prose (``a_sentence``) that writes
        no count, in digits or words, names no card, not even by a short name, and is no card's
        name but for a slip ("Ash Blossom & Joyous Sprng x3." is a card line)."""
        if not a_sentence(line) or any(char.isdigit() for char in line):
            return False
        words = [grammar.bare(word) for word in line.split()]
        if any(grammar.is_count(word) or word in QUANTITY_WORDS for word in words):
            return False  # "Siding in a pair of Graceful Charities here."
        if any(self._cards_in(line)) or in_another_script(line):
            return False
        if plural_named_in(line, self.names()) is not None:  # "We main Pot of Greeds."
            return False
        return self.names().misspelt(line.rstrip(". ")) is None

    def _described_cards(self, number: int, line: str, description: str) -> None:
        """A heading's description or note that writes copies of a card is an error at its
        line, one that names a card a warning; copies under a short name a warning
        (``_short_name_noted``)."""
        copies, named = self._cards_in(description)
        said = {"text": shortened(line)}
        if copies:
            self.problems.append(Diagnostic("count", "rule.count.hidden", said, line=number))
        elif named:
            self.problems.append(Diagnostic("syntax", "syntax.label-card", said, line=number))
        else:
            self._short_name_noted(number, line, description)

    def _short_name_noted(self, number: int, line: str, text: str) -> None:
        """A warning when a comment or a heading's description writes a count beside words
        that fit one card by a short name ("# 3 Imperm"): perhaps copies, perhaps words ("# 2
        each" fits Noble Knight Eachtar), so said for the judge to weigh, not an error."""
        card = short_name_counted(text, self.cards)
        if card is not None:
            params = {"text": shortened(line), "card": card.name, "card_id": card.id}
            self.problems.append(
                Diagnostic("syntax", "syntax.comment-shorthand", params, line=number)
            )

    def _heading_note(self, number: int, line: str) -> None:
        """A heading's note in brackets that writes copies of a card (``Side Deck (two Ash
        Blossom, one Maxx "C")``) is an error at its line, one that names a card a warning:
        the heading stands, and no card is dropped in silence."""
        notes = [note.strip(" ()[]") for note in BRACKETED.findall(line)]
        # "(7)" is the heading's count, whatever the card named "7"
        words = " ".join(note for note in notes if not grammar.is_count(grammar.bare(note)))
        self._described_cards(number, line, words)

    def _recognised(self, number: int, line: str) -> bool:
        """A heading, the player, the event, a date or a total: True when taken."""
        found = grammar.heading(line, self.section)
        if found is not None:
            self._start(number, line, found)
            if "(" in line or "[" in line:
                self._heading_note(number, line)
            return True
        counted = line[0] in grammar.ASCII_DIGITS  # "3 Name": no player's or event's line
        skill = None if counted else grammar.SKILL_LABEL.match(line)
        if skill is not None:  # "Skill: Destiny Draw": one Skill Card
            self._skill_label(number, line, line[skill.end() :])
            return True
        credit = None if counted else grammar.PLAYER.match(line)
        if credit is not None:
            if not self._hides_a_card(number, line, line[credit.end() :]):
                self._credit(number, line, line[credit.end() :])
            return True
        event = None if counted else grammar.EVENT.match(line)
        if event is not None:
            if not self._hides_a_card(number, line, line[event.end() :]):
                self.note(number, "event", line)
            return True
        if grammar.DATE.fullmatch(line):
            label = line.split(":", 1)
            if len(label) == 1 or not self._hides_a_card(number, line, label[1]):
                self.note(number, "date", line)
            return True
        written = grammar.total(line)
        if written is not None and self._opens_with_its_total(written):
            # "Side Deck Total: 3" above the Side Deck's cards: its heading, with its count
            self._start(number, line, grammar.Heading(written.section, None, written.written))
            return True
        leading = leading_count(line) if written is not None and counted else None
        if leading is not None and self.names().find(leading[1]).card is not None:
            return False  # "3 Total ...": a card so named, should one be, is a card line
        if written is not None and self.names().find(line).card is None:
            self.note(number, "total", line)
            if self.labelled_from is not None:  # "Deck Total [40]" closes the Main Deck
                self.labelled_from = len(self.entries)
            what, which = (
                ("section", written.section) if written.kind is None else ("kind", written.kind)
            )
            self.checks.append(WrittenTotal(number, written.written, what, which))
            return True
        return False

    def _opens_with_its_total(self, written: grammar.Total) -> bool:
        """Whether a total naming a section (``Side Deck Total: 3``) stands where its
        section starts: another section at hand, and none of its cards read yet. Under its
        own section's cards it closes them, as totals do."""
        section = written.section
        if written.kind is not None or section is None or section is self.section:
            return False
        if not self.entries or (not self.sections_named and section is Section.MAIN):
            return False  # totals above the list, or under a list without headings
        return all(entry.section is not section for entry in self.entries)

    def _credit(self, number: int, line: str, name: str) -> None:
        if not self.credited:
            self.credited, self.player = True, player_name(name)
        self.note(number, "player", line)

    def _start(self, number: int, line: str, found: grammar.Heading) -> None:
        """A heading: the section or the group of cards it starts, and the count it writes.

        An Extra Deck kind ("Fusion:") under the Side Deck of a list that has named no Extra
        Deck is the Extra Deck, as a 2005 list writes its Fusion Deck after its Side Deck."""
        self.inline_heading = None
        self.typed = None
        kept = self.maybe_title
        if kept is not None and not kept.apart:  # "Yubel" / "Monsters": a title, or a card?
            self._ask_title(kept)
        self.maybe_title = None
        group = self.group
        nested = (
            group is not None
            and self.parent is None
            and found.section is None
            and found.kind == group[2]
            and self._no_card_since(group[0])
        )
        if nested:  # a heading of the same kind right under it: it heads both
            self.parent, self.group = group, None
        else:
            self._close_group()
            if found.section is not None or (self.parent and found.kind != self.parent[2]):
                self._close_parent()
        if self.labelled_from is not None:
            summary = self._summary_above(found)
            if summary is None:
                self._label(number, line, found)
                return
            self._read_as_summary(summary)
        if found.kind == "extra" and self.section is Section.SIDE and not self.extra_named:
            found = found._replace(section=Section.EXTRA)
            params = {"text": shortened(line)}
            said = Diagnostic("syntax", "syntax.extra-after-side", params, line=number)
            self.problems.append(said)  # a reader of today would count them in the Side Deck
        self.extra_named = self.extra_named or found.section is Section.EXTRA
        if found.section is not None:
            if self._opens_a_deck_box(number, line, found):
                return
            if self._wraps_a_heading(number, line, found):
                return
            asked = self._asked_by(number, line, found.section)
            # a heading right under its section's heading asks what that one asked ("Main
            # Deck" / "Deck Principal"); a title's question is no heading's
            if asked is not None or found.section is not self.section or not self.sections_named:
                self.heading_asks = asked
            if found.section is not self.section and self.sections_named:
                self.sections_left.add(self.section)
            self.heading_line = (number, line)
            self.section, self.sections_named, self.kind = found.section, True, None
            self.left_out, self.left_out_by_prose = None, False
            self.note(number, "heading", line, found.section)
            if found.written is not None:
                self.checks.append(WrittenTotal(number, found.written, "section", found.section))
        else:
            self.note(number, "type-heading", line, self.section)
            self.kind = found.kind
            if self.left_out_by_prose:  # "NOTES:" / "Spells:": the list goes on
                self.left_out, self.left_out_by_prose = None, False
            elif self.left_out is not None:  # "Honourable Mentions:", then "Traps": which?
                self.left_out_typed = line
            if found.kind is not None:  # its own count, not a kind's total ("13 total")
                written = None if found.total else found.written
                self.typed = TypeHeading(
                    number, line, self.section, found.kind, found.extra_type, written
                )
                self.type_headings.append(self.typed)
            main_kind = found.kind in grammar.MAIN_DECK_KINDS and self.section is Section.MAIN
            if found.written is not None and found.total and main_kind:
                # "Spells - 13 total": the Main Deck's Spells, those above it too ("Staples")
                self.checks.append(WrittenTotal(number, found.written, "kind", found.kind))
            elif found.written is not None:
                self.group = (number, found.written, found.kind)
        self.started = True

    def _asked_by(self, number: int, line: str, section: Section) -> Diagnostic | None:
        """What a heading of ``section`` asks of its cards, said at the first of them (a
        summary "Main Deck: 40" under the list heads none): whether a file holds two decks,
        when the section was headed above, before another; whether the cards above the
        heading are its own, when it heads the Main Deck under cards no heading heads ("Main
        Deck" as a deck box's label under them, the cards under it then another section's)."""
        if section in self.sections_left and section is not self.section:
            params: dict[str, object] = {"text": shortened(line)}
            return Diagnostic("syntax", "syntax.section-again", params, line=number)
        above = 0 if self.sections_named or section is not Section.MAIN else self._cards_above()
        if above and not (above == 1 and self.title_asked):  # that card: asked already
            params = {"text": shortened(line), "count": above}
            return Diagnostic("syntax", "syntax.main-under-cards", params, line=number)
        return None

    def _wraps_a_heading(self, number: int, line: str, found: grammar.Heading) -> bool:
        """Whether a heading is the second line of the one above it, wrapped ("Side" then
        "Deck"): the two read together head the section of the first, and this line starts
        no other. True when taken."""
        above = self.heading_line
        if above is None or above[0] != number - 1 or found.section is self.section:
            return False
        joined = grammar.heading(f"{above[1]} {line}", self.section)
        if joined is None or joined.section is not self.section:
            return False
        self.note(number, "heading", line, self.section)
        return True

    def _skill_label(self, number: int, line: str, name: str) -> None:
        """A Skill Card after its label (``Skill: Destiny Draw``): one copy, in the Main Deck
        as the simulators keep it (no section counts it)."""
        found = self._skill(number, self._card_line(number, f"1 {name}", line))
        if isinstance(found, tuple):
            self.entries.append(DeckEntry(found[1], Section.MAIN, number))
            self.started = True
        else:
            self.unread(found or _unreadable(line, number), number, line)

    def _skill(
        self, number: int, found: tuple[int, int] | Diagnostic | None
    ) -> tuple[int, int] | Diagnostic | None:
        """A card read where a Skill Card is written: the Skill Card of its name, whose name
        a Spell or a Trap may bear (``Destiny Draw``); an error when no Skill bears it (a
        reader takes it for a Skill, the deck would count the card) or when several do."""
        if not isinstance(found, tuple):
            return found
        copies, code = found
        card = self.cards.get(code)
        if card is None or card.kind == grammar.SKILL:
            return found
        skills = [
            other
            for other in self.names().by_key.get(name_key(card.name), ())
            if (skill := self.cards.get(other)) is not None and skill.kind == grammar.SKILL
        ]
        if len(skills) == 1:
            return copies, skills[0]
        if skills:  # two Skills of one name: the passcode tells them apart
            candidates = ", ".join(f"{card.name} ({other})" for other in skills)
            params = {"name": shortened(card.name), "candidates": candidates}
            return Diagnostic("unknown-card", "rule.ambiguous-name", params, line=number)
        return Diagnostic("unknown-card", "rule.no-skill", {"name": card.name}, line=number)

    def _label(self, number: int, line: str, found: grammar.Heading) -> None:
        """A label under its cards, in a deck box's layout: the cards since the last label
        are the section it names (the Main Deck for a kind, "Monsters [20]"), checked
        against the count it writes."""
        start = self.labelled_from or 0
        section = found.section or Section.MAIN
        for index in range(start, len(self.entries)):
            self.entries[index] = self.entries[index]._replace(section=section)
        kind = "heading" if found.section is not None else "type-heading"
        self.note(number, kind, line, section)
        if found.written is not None:
            lines = (self.labelled_line, number)
            self.checks.append(WrittenTotal(number, found.written, "lines", lines))
        if found.section is None and found.kind in grammar.MAIN_DECK_KINDS and not found.total:
            self._label_heads(number, line, found.kind)
        self.labelled_from, self.labelled_line = len(self.entries), number

    def _label_heads(self, number: int, line: str, kind: str) -> None:
        """A type's label in a deck box ("Spells [19]") heads the card lines above it, since
        the last label: a card of another type among them is said at the list's end, as under
        a type heading (``type_headings``). Only the lines since that label are looked at."""
        heading = TypeHeading(number, line, Section.MAIN, kind, None, None, label=True)
        copies: dict[int, int] = {}
        for entry in reversed(self.entries):
            if (entry.line or 0) <= self.labelled_line:
                break
            copies[entry.line or 0] = copies.get(entry.line or 0, 0) + 1
        for at, code, text in reversed(self.card_texts):
            if at <= self.labelled_line:
                break
            heading.cards.append((at, code, copies.get(at, 0), text))
        heading.cards.reverse()
        self.type_headings.append(heading)

    def _heading_and_card(self, number: int, line: str) -> bool:
        """A heading and a card line after its colon (``Main: 3 Ash Blossom``, ``Extra:
        Borreload Dragon``), as a published list writes its first card beside its heading:
        the heading is taken, then the card line. True when taken so; a line whose whole is
        a card's name (``Number 39: Utopia``), or whose card line would not read, is not."""
        label, _, rest = line.partition(":")
        rest = rest.strip()
        if not self.started or self.left_out is not None or not rest or not label.strip():
            return False  # "Deck: Dark Magician" above a list is its title, said as one
        if self.ydk_file:  # the simulators skip the line, and load later cards where they were
            return False
        if name_key(label) in GENERIC_HEADINGS:
            return False  # "Deck: Blackwing" names a deck, not its Main Deck's first card
        found = grammar.heading(label.strip(), self.section)
        if found is None or self.names().find(line).card is not None:
            return False
        said, suggested = len(self.problems), self.suggested
        self.suggested = MOST_SUGGESTED  # a trial: no name is guessed, none counted
        try:
            card = self._card_line(number, rest)
        finally:
            self.suggested = suggested
        del self.problems[said:]  # said again when the card line is read below
        if not isinstance(card, tuple):
            return False
        self._start(number, line, found)
        self.read(number, rest)
        self.inline_heading = line  # said if cards follow it without a heading of their own
        return True

    def _past_a_deck_box(self, number: int, raw: str) -> None:
        """The open deck box closed on an earlier line is closed from this one on; one closed
        on this line (its last card's, "1 Mistake[/ccDeck]", whatever follows the tag) closes
        after it. A card read while none is open is said (``syntax.after-deck-box``)."""
        if self.box_open and self.box_closes is not None and self.box_closes < number:
            self.box_open = False
        opened = grammar.DECK_BOX.match(raw)
        if opened is not None and not grammar.closes_a_deck_box(raw[opened.end() :]):
            return  # "[/ccDeck] [ccDeck=...]": whether a box opens here, ``_deck_box`` says
        if grammar.closes_a_deck_box(raw):
            self.box_closes = number

    def _deck_box(self, number: int, raw: str) -> bool:
        """A site's deck box whose tag names a section or a type of card in words alone
        ('[ccDeck="Side Deck"]2 Banisher of the Radiance', '[/ccDeck] [ccDeck="Spells"]'): the
        heading, above its cards, then what follows the tag read as a line of its own. True
        when taken; a tag naming neither, or followed by another tag, is read as the line it
        is. A list that opens one never reads a deck box copied as text, labels under their
        cards."""
        box = grammar.DECK_BOX.match(raw)
        if box is None:
            return False
        found = self._box_heading(box, raw)
        if found is None:
            if grammar.closes_a_deck_box(raw[: box.start(1)]):  # the box before shut all the same
                self.box_closes = number
            return False
        rest = raw[box.end() :]
        self.box_open = True  # before the heading: a box's heading stands above its cards
        if self.box_closes != number:  # "[ccDeck=...]1 Card[/ccDeck]": opened and closed here
            self.box_closes = None
        self._start(number, box.group(2), found)
        if rest.strip():
            self.read(number, rest)
        return True

    def _box_heading(self, box: re.Match[str], raw: str) -> grammar.Heading | None:
        """The heading a deck box's tag writes: a section, or a type of card; None for any
        other value, or a tag followed by another tag (what that does, no box tells)."""
        if raw[box.end() :].lstrip()[:1] == "[":
            return None
        found = grammar.heading(box.group(2), self.section)
        if found is None or (found.section is None and found.kind is None):
            return None
        return found

    def _number_names_a_card(self, line: str) -> bool:
        """Whether a number alone on its line is a card's name (the card named "7"), the card
        it reads as where no card bears it as a passcode (``number_written``)."""
        return self.names().find(line).card is not None

    def _counts_its_heading(self) -> bool:
        """Whether a count alone on the line being read would be the count of the type
        heading right above it, which wrote none."""
        last = self.notes[-1] if self.notes else None
        after = last is not None and last.kind == "type-heading"
        after = after and (not self.entries or (self.entries[-1].line or 0) < last.line)  # type: ignore[union-attr]
        return after and self.group is None

    def _heading_count(self, number: int, line: str) -> None:
        """A count alone on its line (``7``, ``(7)``), right under a type heading that wrote
        none: the heading's; anywhere else, or written as copies are (``3x``), a line that
        is no card (``_count_alone``)."""
        count = lone_count(line)
        assert count is not None  # a bare number, or what ``lone_count`` read
        copies = any(mark in line.casefold() for mark in "x×")
        if not copies and self._counts_its_heading():
            self.note(number, "total", line)
            self.group = (number, count, self.kind)  # the heading's group, as "Monsters (3)"
            self.group_count = (number, line, None, "")
            return
        self._count_alone(number, line, count)

    def _group_count_or_card(self, number: int, written: int, lines: tuple[int, int]) -> None:
        """A count alone taken as its heading's ("Spells" / "3" / "Pot of Greed"), when the
        card under it writes no count: the card's count to a reader if the group's cards
        do not add up to it, or if its other cards write theirs. Then it is the question
        ``_count_above`` asks, an error; a group of cards written one a line that adds up
        (``Monsters`` / ``18`` / eighteen names) is no question."""
        found, self.group_count = self.group_count, None
        if found is None or found[0] != number or found[2] is None or written == 1:
            return
        _, text, card_line, card = found
        first, last = lines
        inside = [entry for entry in self.entries if first < (entry.line or 0) < last]
        others = [
            written_line
            for line_number, _, written_line in self.card_texts
            if first < line_number < last and line_number != card_line
        ]
        if len(inside) == written and not any(map(self._writes_its_count, others)):
            return
        params = {"text": shortened(text), "card": shortened(card)}
        self.problems.append(Diagnostic("count", "rule.count.above", params, line=number))

    def _under_a_count(self, above: Diagnostic | None, number: int, line: str, code: int) -> None:
        """A card line read under a count alone: the count's question if it writes no count
        of its own (``_count_above``); the first card under a heading's count, kept for the
        group's end to decide (``_group_count_or_card``)."""
        if self._writes_its_count(line, code):
            return
        if above is not None:
            self._count_above(above, line)
        if self.group_count is not None:
            count_line, text, card_line, _ = self.group_count
            if card_line is None and self._no_card_since(count_line):
                self.group_count = (count_line, text, number, line)

    def _writes_its_count(self, line: str, code: int | None = None) -> bool:
        """Whether a card line writes its count: a count, not the end of a name that ends
        in digits ("Morphing Jar #2", "Maliss <C> GWC-06": the card's whole name)."""
        if not writes_a_count(line):
            return False
        named = self.names().find(line).card
        return named is None or (code is not None and named.id != code)

    def _past_a_comment(self, number: int, above: Diagnostic | None) -> None:
        """A count alone stays above what follows a comment line, not a heading."""
        last = self.notes[-1] if self.notes else None
        if above is not None and last is not None and (last.line, last.kind) == (number, "comment"):
            self.count_above = above

    def _count_alone(self, number: int, line: str, count: int) -> None:
        """A count alone on its line that counts no heading's cards: no card, said so; if a
        card written without its count comes next, perhaps its count (``_count_above``).
        One copy either way is no question: a count of 1 asks none."""
        said = _unreadable(line, number)
        self.unread(said, number, line)
        if count != 1:
            self.count_above = said

    def _count_above(self, above: Diagnostic, line: str) -> None:
        """A card line written without its count, right under a count alone other than 1
        (``above``): to a reader, maybe that card's count, so an error at the count's line,
        never copies said nothing of."""
        text = str(above.params["text"])
        self.problems.remove(above)
        params = {"text": text, "card": shortened(line)}
        self.problems.append(Diagnostic("count", "rule.count.above", params, line=above.line))

    def _count_under_a_card(self, number: int, line: str) -> bool:
        """A count alone on its line (``(3)``, ``x3``, ``3``) right under a card written
        without its count: that card's to a reader, or the group's: an error at its line,
        never one copy said nothing of. True when taken."""
        if " " in line or not grammar.is_count(grammar.bare(line)) or not self._card_just_read():
            return False
        if writes_a_count(self.last_card):
            return False
        said = Diagnostic("count", "rule.count.alone", {"text": shortened(line)}, line=number)
        self.unread(said, number, line)
        return True

    def _card_just_read(self) -> bool:
        """Whether the last line read (blank lines aside) was a card line."""
        last_card = (self.entries[-1].line or 0) if self.entries else 0
        return bool(last_card) and not (self.notes and self.notes[-1].line > last_card)

    def _subtotal(self, number: int, line: str) -> bool:
        """A count alone in brackets right under cards (``(20)``): the count of the cards
        since the last heading or count, checked as one. True when taken."""
        written = grammar.SUBTOTAL.fullmatch(line)
        if written is None or not self._card_just_read():
            return False
        counts = ("heading", "type-heading", "total")
        since = next((n.line for n in reversed(self.notes) if n.kind in counts), 0)
        self.note(number, "total", line)
        count = int(written.group(1) or written.group(2))
        self.checks.append(WrittenTotal(number, count, "lines", (since, number)))
        return True

    def _close_group(self, end: bool = False) -> None:
        """The count of the open type heading, of the cards from it to the line being read
        (a heading), or to the list's ``end``."""
        if self.group is not None:
            number, written, kind = self.group
            lines = (number, self.at + 1 if end else self.at)
            self.checks.append(WrittenTotal(number, written, "lines", lines, kind))
            self._group_count_or_card(number, written, lines)
            self.group = None

    def _close_parent(self, end: bool = False) -> None:
        """The count of the type heading the open ones stood under, closed as a group is."""
        if self.parent is not None:
            self.group, self.parent = self.parent, None
            self._close_group(end)

    def _no_card_since(self, number: int) -> bool:
        """Whether no card was read after line ``number``."""
        return not self.entries or (self.entries[-1].line or 0) < number

    def _remembered_card_line(self, number: int, line: str) -> tuple[int, int] | Diagnostic | None:
        """``_card_line``, remembered for a line read past the list's start as copies of a
        card without a word said: what it reads as then depends on the line and the card
        data alone, and a pile of lists writes the same lines again."""
        if not self.started:  # a title or a card: how it reads depends on what came before
            return self._card_line(number, line)
        remembered = _card_lines(self.names())
        found = remembered.get(line)
        if found is not None:
            return found
        said = len(self.problems)
        read = self._card_line(number, line)
        if isinstance(read, tuple) and len(self.problems) == said:  # no warning to repeat
            if len(remembered) >= MOST_REMEMBERED:
                remembered.clear()
            remembered[line] = read
        return read

    def _card_line(
        self, number: int, line: str, written: str | None = None
    ) -> tuple[int, int] | Diagnostic | None:
        """The copies and the card of a card line; a diagnostic when it cannot be read; None
        when the line has no count and names no card (a title, before the list). ``written``:
        the line as the list writes it, when ``line`` is what the reader made of it."""
        if not self.started and line.endswith(":") and self.names().find(line).card is None:
            return None  # "[40]Fiendishly Clever:": the list's name, before the list
        if grammar.other_script_count(line):
            return Diagnostic("count", "rule.count.script", {"text": shortened(line)}, line=number)
        names = self.names()
        whole = names.find(line)
        # the name first: "7 Colored Fish", "Ataque Total x 3"; a number ("7") is a passcode
        # or a card's name, as ``number_written`` reads it
        if whole.card is not None and not PASSCODE.fullmatch(line):
            cut = cut_short(line, whole.card, self.cards, number)
            if cut is not None:  # "Return…" alone: Return, or Return from the Different…?
                return cut
            swallowed = self._count_in_the_name(number, line, whole.card)
            if swallowed is not None:  # "3 Hump Lacooda": 3-Hump Lacooda, or three copies?
                return swallowed
            either = self._name_or_count(number, line, whole.card)
            return either if either is not None else (1, whole.card.id)
        notes = "(" in line or "[" in line
        recounting = grammar.recounting_notes(line, written_copies(line)) if notes else []
        taken = [self._taken_out(note) for note in recounting]  # "(Take out that Summoned Skull)"
        if notes and (any(card is None for card in taken) or a_note_writes_copies(line, names)):
            # "3 Name (Side Deck)", "2 Name (+1)", "Name (not played)", "Name (x2 Other)";
            # "3 Name (proxy)" says copies are not there, which is no move
            key = "rule.count.absent" if grammar.absent_note(line) else "rule.count.note"
            return Diagnostic("count", key, {"text": shortened(line)}, line=number)
        # the line as written, which a count error quotes: the line is read on rewritten
        # ("Name - MACR-EN036" without its code, "Jinzo x1 (duh)" as "Jinzo (duh)")
        written = line if written is None else written
        if "-" in line:  # "Name - MACR-EN036": the set code, and a rarity after it, a note
            line = without_set_code(line)
        x_read = self._name_ending_in_x(number, line)
        if isinstance(x_read, Diagnostic):  # "Metalzoa X 1": Metalzoa X, or Metalzoa x1?
            return x_read
        count, name = (
            x_read
            or trailing_count(line, names)
            or count_before_note(line)
            or count_and_name(line, names)
        )
        # a bare count at the end ("Name 3"), looked for only where the line has no count, or
        # a count that leaves no card's name: not on every card line
        bare = None
        if count is None or names.find(name).card is None:
            bare = grammar.BARE_TRAILING_COUNT.search(line)
        if count is None:
            if bare is not None and names.find(line[: bare.start()]).card is not None:
                count, name = bare.group(1), line[: bare.start()]
        elif bare is not None:
            # "7 Colored Fish<TAB>1": the 7 taken as the count leaves no card's name; the
            # count at the end leaves one, the line's only reading as a card
            # "7 3": the card named "7", three copies, where 7 copies of passcode 3 name none
            before = line[: bare.start()]
            named = names.find(before).card
            if named is not None and not self._count_in_the_name(number, before, named):
                count, name = bare.group(1), before
        if count is None:  # "(x3) Name", "Name [3] (SET)": one count in brackets, anywhere
            inside = list(grammar.BRACKETED_COUNT.finditer(line))
            if len(inside) == 1:
                count = inside[0].group(1)
                name = f"{line[: inside[0].start()]} {line[inside[0].end() :]}".strip()
        if count is not None and names.find(name).card is None:
            inner_count, inner_name = count_and_name(name, names)
            inner = names.find(inner_name).card or names.find(BRACKETED.sub("", inner_name)).card
            if inner_count is not None and inner is not None:  # "1 Jinzo x1 (duh)" too
                params = {"text": shortened(written)}
                return Diagnostic("count", "rule.count.two", params, line=number)
        if count is not None and len(count) > 2 and grammar.BARE_NUMBER.fullmatch(name.strip()):
            count, name = name.strip(), count  # "14558127 3": a passcode, then its copies
        rewritten = False  # the name read as another form of the line ("Name (passcode)")
        if count is not None and self._passcode_before_its_name(count, name):
            # "55144522 Pot of Greed": a passcode and the card's name, read as "Name (55144522)"
            # is (one copy, or no card where the two are of two cards), never as copies
            count, name, rewritten = None, f"{name.strip()} ({count})", True
        if count is not None and not self.started and self._a_number_above_the_list(count, name):
            return None  # "16 Participants", "2002 Regionals": the list's title
        if count is not None:
            copies = int(count) if len(count) <= 2 else MAX_COPIES + 1
            if copies > MAX_COPIES:
                raise InputError("decklist.too-many-copies", self.source, number, most=MAX_COPIES)
            if copies == 0:
                return Diagnostic(
                    "count", "rule.count.zero", {"text": shortened(written)}, line=number
                )
        if not name.strip(" -:.|"):
            return _unreadable(line, number)
        said: list[Diagnostic] = []  # a warning of how the name was read ("No. 39: Utopia")
        if count is None and not self.started and not self._counts_a_card(name):
            found = resolve_name(name, names, self.cards, number, quiet=True, said=said)
            if isinstance(found, int):
                self._said(said, 1)
                return 1, found
            # a title, unless the name is a card's and another's, or no passcode ("4309525423")
            said_anyway = ("rule.ambiguous-name", "rule.unknown-card.past-32-bits")
            return found if found.message_key in said_anyway else None
        quiet = self.suggested >= MOST_SUGGESTED
        code = resolve_name(name, names, self.cards, number, quiet, said=said)
        if isinstance(code, Diagnostic) and code.message_key.startswith("rule.unknown-name"):
            self.suggested += 1
        copies = 1 if count is None else int(count)
        if isinstance(code, Diagnostic):
            code.section, code.count = self.section, copies  # what the line would have added
            if code.rule == "count":  # quoted the name as read: the line, as written
                code.params["text"] = shortened(written)
            elif rewritten and "name" in code.params:  # "55144522 Name", not "Name (55144522)"
                code.params["name"] = shortened(written)
            return code
        own = self.cards.original_artwork(code) if taken else code
        if any(card is not None and self.cards.original_artwork(card.id) == own for card in taken):
            # "3 Trap Hole (take out Trap Hole)": the note takes out the line's own card
            quoted = {"text": shortened(written)}
            return Diagnostic("count", "rule.count.note", quoted, line=number)
        self._said(said, copies)
        other = self._other_card_noted(line, code) if notes else None
        if other is not None:  # "3 Rose Princess (Ash Blossom & Joyous Spring)": which one?
            card = self.cards.get(code)
            which: dict[str, object] = {"text": shortened(written), "card_id": code}
            which["card"] = card.name if card else str(code)
            which.update(other=other.name, other_id=other.id)
            self.problems.append(Diagnostic("syntax", NOTE_CARD, which, line=number))
        return copies, code

    def _taken_out(self, note: str) -> Card | None:
        """The card a note that reads as taking a card out names, when that is all it says
        ("Take out that Summoned Skull": the opponent's card the line's card destroys, a
        note that names another card, said as one); None for any other such note ("(take
        out)", "(take out for Side)", "(out)"), which moves or recounts the line's card."""
        found = grammar.TAKES_OUT.fullmatch(note)
        return self.names().find(found.group(1).strip(" .!?,;")).card if found else None

    def _a_number_above_the_list(self, count: str, rest: str) -> bool:
        """Whether a line above the list that starts with a number is a title's ("16
        Participants", "2002 Regionals"): more than any card's copies, before words that
        name no card, nor come near one's name, nor fit one by a short name ("4 Sangen", "16
        Lonefire" are card lines to say; "3 Sangen" is one however its words read)."""
        if len(count) <= 2 and int(count) <= grammar.MOST_COPIES_OF_A_CARD:
            return False
        names = self.names()
        found = names.find(rest)
        if found.card is not None or found.candidates or not grammar.LETTERS.search(rest):
            return False
        if any(self._cards_in(rest)) or names.number_named(rest) is not None:
            return False
        if PASSCODE.fullmatch(rest.strip()) or names.suggest(rest):  # "Sangen": Sangan?
            return False
        from ydkcheck.cards.shorthand import fitting_cards  # its table: built once, 0.2 s

        return len(fitting_cards(rest, self.cards)) != 1

    def _count_in_the_name(self, number: int, line: str, card: Card) -> Diagnostic | None:
        """The error of a line read whole as a card whose name starts with a number
        ("3-Hump Lacooda") when it starts with a count written otherwise than the name writes
        its number ("3 Hump Lacooda", "3: Hump Lacooda", "3) Hump Lacooda"): the count and
        its separator, which the name's key drops, are the name's number, or that count of
        the card written short. None for the name as it is written ("7 Colored Fish",
        "3-Hump Lacooda"), or any other line."""
        if line[:1] not in grammar.ASCII_DIGITS and line[:1] != "[":
            return None
        leading = leading_count(line)
        if leading is None:
            return None
        count, short = leading
        written = line[: len(line) - len(short)].casefold()  # "3 ", "3: ", "[3]"
        if any(name.startswith(written) for name in literal_names(card, self.cards)):
            return None
        params: dict[str, object] = {"text": shortened(line), "card": card.name, "count": count}
        params.update(name=shortened(short), card_id=card.id)
        return Diagnostic("count", "rule.count.number-or-count", params, line=number)

    def _name_ending_in_x(self, number: int, line: str) -> tuple[str, str] | Diagnostic | None:
        """The count and the name of a line whose count follows an "x" that is the last word
        of a card's name ("Gear Gigant X 1", "Gear Gigant X1": 1 × Gear Gigant X, the one
        card either reading names). When the line without the "X" names a card too
        ("Metalzoa X 1": Metalzoa X, or Metalzoa x1), an error naming both, unless the x is
        written small ("Metalzoa x1", "Metalzoa x 1": a count as lists write it). None when
        no card's name ends in the "x" (read as a count's, ``trailing_count``)."""
        found = grammar.X_THEN_COUNT.search(line)
        if found is None or found.start() == 0:
            return None
        names = self.names()
        with_x = line[: found.end(1)]
        card = names.find(with_x).card
        if card is None:
            return None
        count = found.group(2)
        other = names.find(line[: found.start()]).card
        if other is None or self.cards.original_artwork(other.id) == self.cards.original_artwork(
            card.id
        ):
            return count, with_x
        if found.group(1) == "x":
            return None
        params = {"text": shortened(line), "count": count, "card": card.name, "other": other.name}
        params.update(card_id=card.id, other_id=other.id)
        return Diagnostic("count", "rule.count.x-or-name", params, line=number)

    def _said(self, said: list[Diagnostic], copies: int) -> None:
        """The warnings of how a card line's name was read, with what the line added."""
        for diagnostic in said:
            diagnostic.section, diagnostic.count = self.section, copies
        self.problems.extend(said)

    def _other_card_noted(self, line: str, code: int) -> Card | None:
        """Another card than ``code``'s named in a note in brackets on its line (``(Ash
        Blossom & Joyous Spring)``, ``(instead of Raigeki)``, ``(for Dark Paladin)``), or
        None: which of the two the line plays is the player's to confirm. Its own name,
        another artwork of it, a set, a rarity or a Level ("(LV 7)") is no other card, nor a
        Speed Duel Skill ("(Beatdown Mon)" is no "Beatdown!"), which no line of a deck
        plays."""
        names = self.names()
        own = self.cards.original_artwork(code)
        for note in BRACKETED.findall(line):
            if grammar.LEVEL_NOTE.fullmatch(note.strip(" ()[]")):
                continue
            card, _ = named_in(note.strip(" ()[]"), names)
            if card is None or card.kind == "skill":
                continue
            if self.cards.original_artwork(card.id) != own and not self._in_own_name(note, code):
                return card
        return None

    def _in_own_name(self, note: str, code: int) -> bool:
        """Whether the bracketed ``note`` is part of a name of card ``code`` ("Concours de
        Cuisine (Enfrentamiento Culinario)", its Spanish name, names no Stand-Off)."""
        card = self.cards.get(code)
        if card is None:
            return False
        written = name_key(note.strip(" ()[]"))  # "( Enfrentamiento Culinario )", "[...]" too
        return any(
            name_key(part.strip(" ()[]")) == written
            for name in literal_names(card, self.cards)
            for part in BRACKETED.findall(name)
        )

    def _name_or_count(self, number: int, line: str, card: Card) -> Diagnostic | None:
        """A line read whole as a card that is also another card and a count ("Harpie Lady
        3", "Harpie Lady (3)"). Written as the card's name ("Harpie Lady 3", blanks and case
        aside) it is that card, as a name comes first, with a warning; written otherwise
        ("Harpie Lady (3)", "Harpie Lady ×3", a count format) it is either, so an error
        (returned: the line is not read)."""
        split = grammar.COUNT_AT_END.search(line) if line[-1] in COUNT_ENDS else None
        if split is None or split.start() == 0:
            return None
        other = self.names().find(line[: split.start()]).card
        if other is None or self.cards.original_artwork(other.id) == self.cards.original_artwork(
            card.id
        ):
            return None
        count = split.group(1)
        params = {"text": shortened(line), "card": card.name, "count": count, "other": other.name}
        params.update(card_id=card.id, other_id=other.id)
        if " ".join(line.split()).casefold() not in literal_names(card, self.cards):
            return Diagnostic("count", "rule.count.name-or-count", params, line=number)
        self.problems.append(
            Diagnostic(
                "syntax", "syntax.name-or-count", params, line=number, severity=Severity.WARNING
            )
        )
        return None

    def _writing_several(self) -> list[int]:
        """The lines not read that write two cards or more, each with its count, in a layout
        no other check reads (a forum's deck boxes on one line, ``[ccDeck="Main Deck"]3
        Mermail Abyssteus:3 Mermail Abyssgunde:...``), when they are half the lines not read
        or more (else the names are what to check): asked only of a list no card was read in,
        for the reason it is refused."""
        names = self.names()
        unread = [note for note in self.notes if note.kind == "unread"]
        several = [note.line for note in unread if counted_cards(note.text, names) >= 2]
        return several if 2 * len(several) >= len(unread) else []

    def _line_breaks_among(self, unread: Collection[int]) -> tuple[int, str] | None:
        """The first of the ``unread`` lines kept from being read by a line break inside it
        (``U+2028``), which editors show as a new line and no reader splits at, with the
        break's code."""
        for problem in self.problems:
            code = problem.params.get("code")
            shown = problem.message_key == "rule.count.shown-otherwise" and problem.line in unread
            if shown and code in grammar.LINE_BREAK_CODES and problem.line is not None:
                return problem.line, str(code)
        return None

    def deck(self) -> Deck:
        """The deck read, with its totals checked and, in a list without section headings,
        the Extra Deck monsters where the simulators place them."""
        self._close_group(end=True)
        self._close_parent(end=True)
        self.problems.extend(misplaced(self.type_headings, self.cards))
        if self.run_together is not None and self.entries:
            run, named = self.run_together
            if not any(note.kind == "heading" and note.section in named for note in self.notes):
                self.problems.append(run)
        if not self.entries:
            unread = [note.line for note in self.notes if note.kind == "unread"]
            if unread:  # only lines that could not be read: no deck at all
                breaks = self._line_breaks_among(set(unread))
                if breaks is not None:  # a line with U+2028s: the lines are not split there
                    line, code = breaks
                    raise InputError("deck.no-cards-read.breaks", self.source, line, code=code)
                several: Sequence[int | None] = [
                    p.line for p in self.problems if p.message_key == "rule.count.several"
                ] or self._writing_several()
                if several:  # a site's list of "Name x3 Name x3" lines: the reason, not names
                    count = len(several)
                    raise InputError("deck.several-a-line", self.source, several[0], count=count)
                if self._mostly_another_script("unread"):  # "1枚:灰流うらら"
                    key = "deck.no-cards-read.script"
                    raise InputError(key, self.source, unread[0], count=len(unread))
                raise InputError("deck.no-cards-read", self.source, unread[0], count=len(unread))
            if self.title:  # only lines taken as the list's title
                count = len(self.title)
                if count > 1 and self._mostly_another_script("title"):
                    key = "deck.no-cards-read.script"  # "3枚:灰流うらら": no title, names
                    raise InputError(key, self.source, self.title[0], count=count)
                raise InputError("deck.title-only", self.source, self.title[0], count=count)
            kinds = ("heading", "type-heading")
            headings = [note.line for note in self.notes if note.kind in kinds]
            if headings:  # "Main Deck:" and notes: a list whose card lines are missing
                raise InputError("deck.no-cards.text", self.source, headings[0])
            raise InputError("deck.no-cards", self.source)
        if not self.sections_named:
            self._place_extra()
        if self.title:
            first = self.title[0]
            params = {"text": shortened(next(n.text for n in self.notes if n.line == first))}
            key = "syntax.title" if len(self.title) == 1 else "syntax.title-lines"
            params["count"] = len(self.title)  # type: ignore[assignment]
            self.problems.append(Diagnostic("syntax", key, params, line=first))
        unread = [note.line for note in self.notes if note.kind == "unread"]
        if len(unread) >= LEAST_UNREAD_SAID and len(unread) > self.card_lines:
            # a list in another language, or layout: a line or two are said each alone
            said = {"unread": len(unread), "read": self.card_lines}
            self.problems.append(Diagnostic("syntax", "syntax.mostly-unread", said))
        placed = unread_sections(unread, self.problems)
        if placed:  # a card line not read stands in the section its copies would have gone to
            self.notes = [
                note._replace(section=placed[note.line])
                if note.kind == "unread" and note.line in placed
                else note
                for note in self.notes
            ]
        self.problems.extend(total_problems(self.entries, self.checks, self.cards, unread, placed))
        self.problems.extend(numbered_lists(self.numbered))
        two = names_in_two_languages(self.card_texts, self.names())
        if two is not None:
            self.problems.append(two)
        return Deck.from_entries(
            self.source,
            self.entries,
            tuple(self.problems),
            self.player,
            tuple(self.notes),
            tuple(self.checks),
            self._named_only(),
        )

    def _named_only(self) -> tuple[int, ...]:
        """The card lines that write by its name alone a card a simulator's passcode loads
        an older text of (``Deck.named_only``): its passcode not written on the line ("3
        Sangan", not "3 Sangan (26202165)" nor "26202165 x3"; a line that writes another
        passcode reads as that one)."""
        written = {code for _, code, _ in self.card_texts}
        held = written.intersection(simulators_counting_as())  # in C: few cards or none
        if not held:
            return ()
        versions = self.cards.simulator_versions
        return tuple(
            number
            for number, code, line in self.card_texts
            if code in held and versions(code) and not writes_a_number(line)
        )

    def _mostly_another_script(self, kind: str) -> bool:
        """Whether half the lines taken as ``kind`` or more are written in another alphabet
        (``in_another_script``): names ydkcheck does not read."""
        texts = [note.text for note in self.notes if note.kind == kind]
        return 2 * sum(map(in_another_script, texts)) >= len(texts)

    def _place_extra(self) -> None:
        moved = 0
        for index, entry in enumerate(self.entries):
            card = self.cards.get(entry.card_id)
            if entry.section is Section.MAIN and card is not None and card.is_extra_monster:
                self.entries[index] = entry._replace(section=Section.EXTRA)
                moved += 1
        if moved:  # and the rest in the Main Deck, a Side Deck after a blank line too: said
            first = next(e.line for e in self.entries if e.section is Section.EXTRA)
            rest = len(self.entries) - moved
            key = "syntax.no-headings" if rest else "syntax.no-headings.extra-only"
            params = {"count": moved, "main": rest}
            self.problems.append(Diagnostic("syntax", key, params, line=first))
        else:  # a Side Deck after a blank line would be counted in the Main Deck: say so
            params = {"count": len(self.entries)}
            first = self.entries[0].line
            self.problems.append(
                Diagnostic("syntax", "syntax.no-headings-main", params, line=first)
            )


@functools.lru_cache(maxsize=2)  # as ``name_index``: one a run
def _card_lines(names: NameIndex) -> dict[str, tuple[int, int]]:
    """The card lines read with ``names`` so far, each with its copies and its passcode."""
    return {}


@functools.lru_cache(maxsize=2)  # as ``name_index``: one a run
def _whole_lines(names: NameIndex) -> dict[tuple[Section, str], CardLine]:
    """The lines, as written, read under a section with ``names`` as copies of a card
    without a word said, each read so wherever it stands (``_alone``): a pile of lists
    writes the same lines again, and each then skips the reader's questions."""
    return {}


def _alone(raw: str, read: CardLine, names: NameIndex) -> CardLine | None:
    """``read``, what the line ``raw`` reads as under a section, when it reads so wherever
    it stands in a list where ``_Reading._reads_lines_alone`` holds, else None: when it asks
    none of the questions whose answer depends on the lines around it. It writes its own
    count (a line without one may end a name begun above), is no total (which may open its
    section) and shows nothing otherwise, strikes nothing out (looked for in a text only
    where a pass over it finds some: a line kept is one that holds none whatever the text).
    What else a line may hold that the reader looks for (a heading before a colon, a
    comment, markup, a note, a ``#``) is read from the line and its section alone, or said,
    and a line with something said is not kept; nor is one longer than any card line."""
    line = read.line
    if len(raw) > MAX_LINE or grammar.total(line) is not None:
        return None
    if grammar.SHOWN_OTHERWISE.search(raw) or grammar.STRUCK.search(raw):
        return None
    if line[:1] in grammar.ASCII_DIGITS:
        return read
    if count_and_name(line, names)[0] is None and not trailing_count(line, names):
        return None
    return read._replace(count_last=leading_count(line) is None)


def parse_text_decklist(text: str, source: str, cards: CardDB) -> Deck:
    """A text decklist as a Deck, with a diagnostic for every line that does not resolve."""
    return _read(text, source, cards).deck()


# the heading a line read alone (``read_card_line``) stands under: the line is its list's second
LONE_HEADINGS = {Section.MAIN: "Main Deck", Section.EXTRA: "Extra Deck", Section.SIDE: "Side Deck"}
LONE_LINE = 2


def read_card_line(
    line: str, section: Section, cards: CardDB
) -> tuple[list[DeckEntry], list[Diagnostic]]:
    """``line`` read as a list reads a card line under ``section``'s heading, alone: the
    copies it adds and what is said at it (a note that moves or drops its card, one naming
    another card, a name struck through or shown otherwise than it reads...)."""
    reading = _read(f"{LONE_HEADINGS[section]}\n{line}", "", cards)
    said = [problem for problem in reading.problems if problem.line == LONE_LINE]
    return list(reading.entries), said


def _read(text: str, source: str, cards: CardDB) -> _Reading:
    """Every line of ``text`` read, the list not yet closed."""
    reading = _Reading(source, cards)
    lines = split_lines(text)
    _no_more_written_than_a_list(lines, source)
    # a .ydk is read as the simulators load it, which take the numbers as passcodes
    numbered = None if reading.ydk_file else line_numbers(lines)
    if numbered is not None:  # "  3. 3x Wind-Up Rabbit": a paste copied with its numbers
        first, last = numbered
        for index in range(first - 1, last):
            lines[index] = LINE_NUMBER.sub("", lines[index], count=1)
        params = {"first": first, "last": last}
        reading.problems.append(Diagnostic("syntax", "syntax.line-numbers", params, line=first))
    # one pass over the lines as they are read (split at carriage returns alone in an old Mac
    # file, their numbers taken off), as most texts hold none of these
    read = "\n".join(lines)
    reading.shown_looked_for = grammar.may_show_otherwise(read)
    reading.struck_looked_for = grammar.may_strike(read)
    reading.styled_looked_for = "[" in read and grammar.STYLED.search(read) is not None
    for number, raw_line in enumerate(lines, start=1):
        reading.read(number, raw_line)
    return reading


def _no_more_written_than_a_list(lines: list[str], source: str) -> None:
    """Refuse a text with more written lines than ``MAX_WRITTEN_LINES``, at the first one
    past them: no deck list is that long, and reading each would take minutes."""
    written = 0
    for number, line in enumerate(lines, start=1):
        if line and not line.isspace():
            written += 1
            if written > MAX_WRITTEN_LINES:
                raise InputError("decklist.too-many-lines", source, number, most=MAX_WRITTEN_LINES)


def _several(number: int, line: str, cards: list[str]) -> Diagnostic:
    """The error of a line that writes several ``cards``: one card a line, each counted."""
    params = {"text": shortened(line), "cards": shortened(" / ".join(cards))}
    return Diagnostic("count", "rule.count.several", params, line=number)


def _unreadable(line: str, number: int) -> Diagnostic:
    return Diagnostic("syntax", "syntax.text-line", {"text": shortened(line)}, line=number)
