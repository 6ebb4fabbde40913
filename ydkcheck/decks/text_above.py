"""What stands above a text list's first card, asked of the reading's state (``text``).

- A card's name alone, with no count, before the list: its title to a reader who sees it apart
  from the list, one copy of the card to the lines above; asked (``rule.count.title-or-card``)
  when a heading, or card lines that write counts past a gap, come under it.
- Two section headings before any card: a deck box copied as text, each label under its cards
  (``syntax.labels-under``), unless they are a summary of the sections, each writing its count,
  above the list's own headings: then each is a total, checked at the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from ydkcheck.decks import text_lines as grammar
from ydkcheck.decks.model import LineNote, WrittenTotal
from ydkcheck.decks.text_counts import writes_a_count
from ydkcheck.decks.text_state import CardLine, MaybeTitle, ReadingState
from ydkcheck.diagnostics import Diagnostic, Section
from ydkcheck.printable import shortened

if TYPE_CHECKING:
    from collections.abc import Callable

# the most notes a summary of the sections above the list spans: a line a section, a total
SUMMARY_LINES = 6


Said = TypeVar("Said", LineNote, WrittenTotal, Diagnostic)


def _since(said: list[Said], line: int, mend: Callable[[Said], Said | None]) -> None:
    """Mend in place what ``said`` holds of line ``line`` and after (each at its line, in
    order), dropping what ``mend`` makes None: only the end of the list is walked."""
    start = len(said)
    while start and (said[start - 1].line or line) >= line:  # a line of none's: passed
        start -= 1
    said[start:] = [mended for item in said[start:] if (mended := mend(item)) is not None]


class AboveTheList(ReadingState):
    """The questions asked of the lines above a list's first card."""

    def _title_or_card(self, number: int, read: CardLine) -> None:
        """Ask, or keep to ask, whether a card's name alone above the list is its title or a
        card. Read before any heading or card line, writing no count, it is one copy of the
        card to the lines above, and the title to a reader who sees it apart from the list:
        with a heading right under it ("Metaphys Tyrant Dragon" / "Main Deck", after blank
        lines too), or over a gap and card lines that follow each other and write counts
        ("Yubel" / "" / "3 Sangan" / "3 Pot of Greed"; "Monster Reborn" written singly among
        them, or the title written again). It stays read as the card; a ``count`` error says
        both, so that no verdict stands on the guess. A card line right under it is one like
        it; a list whose card lines are all spaced apart sets it apart from nothing (Pojo's
        lists of 2005), nor does a heading under such lines."""
        kept = self.maybe_title
        # "Skill: Destiny Draw" above: in no section
        if kept is None and (self.started or self.entries) and not self._skills_alone():
            self.title_settled = True
            return
        counted = read.copies != 1 or self._writes_a_count(read.line)
        if kept is None:
            card = self.cards.get(read.code)
            if not counted and (card is None or card.kind != grammar.SKILL):
                self.maybe_title = MaybeTitle(number, read.code, read.line)
            return
        spaced = number > self.card_texts[-1][0] + 1  # a gap above this card line
        if not kept.apart and not spaced:  # right under it: a card line like it
            self.maybe_title, self.title_settled = None, True
        elif kept.apart and not spaced and (counted or kept.counted):  # lines writing counts
            self._ask_title(kept)
        else:  # under the gap, or a list spaced so far: what follows tells
            self.maybe_title = kept._replace(apart=True, counted=kept.counted or counted)

    def _skills_alone(self) -> bool:
        """Whether the cards read so far, one at least, are Skill Cards alone, under no
        section's heading."""
        return bool(self.entries) and not self.sections_named and not self._cards_above()

    def _above_the_list(self) -> bool:
        """Whether no card was read but one a title may name, asked as such."""
        return not self.entries or (self.title_asked and len(self.card_texts) == 1)

    def _writes_a_count(self, line: str) -> bool:
        """Whether a card line of one copy writes its count ("1 Sangan", "Sangan x1"), where
        a card's name alone that starts or ends with a number ("7 Colored Fish", "Harpie
        Lady 2", "Maliss <C> GWC-06") writes none."""
        return writes_a_count(line) and self.names().find(line).card is None

    def _ask_title(self, kept: MaybeTitle) -> None:
        """Say that the card's name above the list is its title or a card, once."""
        card = self.cards.get(kept.code)
        name = card.name if card else str(kept.code)
        params: dict[str, object] = {"text": shortened(kept.written), "card": name}
        params["card_id"] = kept.code
        asked = Diagnostic("count", "rule.count.title-or-card", params, line=kept.line)
        self.problems.append(asked)
        self.maybe_title, self.title_asked, self.title_settled = None, True, True

    def _cards_above(self) -> int:
        """The copies read so far, Skill Cards aside (a Speed Duel list writes its Skill
        above its headings, "Skill: Destiny Draw": no section counts it)."""
        kinds = (
            card.kind if (card := self.cards.get(entry.card_id)) else None for entry in self.entries
        )
        return sum(kind != grammar.SKILL for kind in kinds)

    def _opens_a_deck_box(self, number: int, line: str, found: grammar.Heading) -> bool:
        """Whether this section heading follows another before any card ("Main Deck" then
        "Side Deck", as a deck box copied as text writes them): then each label stands under
        its cards ("Monsters [20]", "Deck Total [40]", "Side Deck [15]"), the list is read so
        from here, and a warning says so."""
        last = self.notes[-1] if self.notes else None
        if not self._above_the_list() or last is None or last.kind != "heading":
            return False
        if self.box_open is not None:
            return False
        if last.section is found.section:  # "Main Deck" / "Deck Principal": one heading
            return False
        self.labelled_from, self.section, self.sections_named = 0, Section.MAIN, True
        self.labelled_line = number
        self.note(number, "heading", line, found.section)
        params = {"text": shortened(last.text), "next": shortened(line)}
        self.problems.append(Diagnostic("syntax", "syntax.labels-under", params, line=last.line))
        return True

    def _summary_above(self, found: grammar.Heading) -> list[tuple[LineNote, Section, int]] | None:
        """The section headings read before any card as a deck box's labels, when they were a
        summary of the list's sections instead ("Main Deck: 40" / "Extra Deck: 15" / "Side
        Deck: 12" above the list, a total among them): each writes its count, no card stands
        between them, and this heading is one of their sections again, or a card type's with
        cards to head (not a box's empty group, "Monsters [0]", nor an uncounted group of a
        box whose counts are bracketed, as TCGplayer writes them), where a deck box has its
        cards. Each with its section and count; None when they are no summary. A summary has
        a line a section: only the last few notes are looked at."""
        if not self._above_the_list() or (found.section is None and found.written == 0):
            return None
        summary: list[tuple[LineNote, Section, int]] = []
        recent = self.notes[-SUMMARY_LINES - 1 :]
        for looked, note in enumerate(reversed(recent), 1):
            if note.kind in ("total", "comment"):  # "Total: 47", "// the list:" among them
                continue
            if note.kind != "heading":
                break
            if looked > SUMMARY_LINES:
                return None  # longer than any summary
            heading = grammar.heading(note.text, None)
            if heading is None or heading.section is None or heading.written is None:
                return None
            summary.append((note, heading.section, heading.written))
        named = {section for _, section, _ in summary}
        if len(summary) < 2 or (found.section is not None and found.section not in named):
            return None
        bracketed = any("[" in note.text for note, _, _ in summary)  # TCGplayer's box
        if found.section is None and found.written is None and bracketed:
            return None  # whose "Monsters" labels the cards under it, its "[20]" after them
        return summary[::-1]

    def _read_as_summary(self, summary: list[tuple[LineNote, Section, int]]) -> None:
        """Take back a deck box's reading of a summary's lines: each is a total of its
        section, checked at the list's end, and the list starts under them. Only what was
        said since its first line is looked at again (a list of summaries costs a line each)."""
        lines = {note.line for note, _, _ in summary}
        first = summary[0][0].line

        def as_total(note: LineNote) -> LineNote:
            return note._replace(kind="total", section=None) if note.line in lines else note

        def not_the_labels(check: WrittenTotal) -> WrittenTotal | None:
            return None if check.line in lines else check

        def not_the_box(said: Diagnostic) -> Diagnostic | None:
            return (
                None if said.message_key == "syntax.labels-under" and said.line in lines else said
            )

        _since(self.notes, first, as_total)
        _since(self.checks, first, not_the_labels)
        self.checks += [
            WrittenTotal(note.line, count, "section", section) for note, section, count in summary
        ]
        _since(self.problems, first, not_the_box)
        self.labelled_from, self.labelled_line, self.heading_line = None, 0, None
        self.section, self.sections_named, self.extra_named = Section.MAIN, False, False
        # a card a title may name, labelled with the summary: above the list, as before
        self.entries = [entry._replace(section=Section.MAIN) for entry in self.entries]
        self.sections_left.clear()
