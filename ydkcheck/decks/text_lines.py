"""The lines of a text decklist that hold no card, as people write them: section and card-type
headings (with the counts they write), totals, the player, the event and the date; and the
counts written on card lines.

Pure functions of one line, so that ``decks.text`` reads a list as a person does: a card, a
heading, a line it recognises as not a card, or a diagnostic at its line.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterator
from typing import NamedTuple

from ydkcheck.cards.name_keys import name_key
from ydkcheck.decks.number_words import number_in_words
from ydkcheck.diagnostics import Section
from ydkcheck.lines import OTHER_LINE_BREAKS

# section headings, as keys (``cards.name_keys.name_key``): every list before 2008 names the
# Extra Deck "Fusion Deck" (Deck de Fusión, Mazo de Fusión)
SECTION_WORDS: dict[str, Section] = {
    **dict.fromkeys(
        ("main", "maindeck", "deck", "deckprincipal", "mazoprincipal", "principal", "mazo"),
        Section.MAIN,
    ),
    **dict.fromkeys(
        (
            "extra",
            "extradeck",
            "deckextra",
            "mazoextra",
            "fusiondeck",
            "deckdefusion",
            "mazodefusion",
            "decksdefusion",
        ),
        Section.EXTRA,
    ),
    **dict.fromkeys(
        (
            "side",
            "sidedeck",
            "deckside",
            "banquillo",
            "deckbanquillo",
            "deckdebanquillo",
            "mazodebanquillo",
            "mazoside",
            "sidedecks",
            "sideboard",
            "mazodesideboard",
            "decksecundario",
            "mazosecundario",
            "mazoauxiliar",
            "deckauxiliar",
        ),
        Section.SIDE,
    ),
}
# the sections as lists in other languages head them, a reader's heading as much as "Side
# Deck" is (a "# サイドデッキ" above 20 cards was read as a comment, the cards as Main Deck)
FOREIGN_SECTIONS = {
    Section.MAIN: (
        "Hauptdeck",  # German
        "Mazzo Principale",  # Italian
        "Deck Principale",
        "Deck Principal",  # French, Portuguese
        "Baralho Principal",
        "メインデッキ",  # Japanese
        "メイン",
        "메인 덱",  # Korean
        "메인",
        "Основная колода",  # Russian
        "Мейн",
        "主卡组",  # Chinese
        "主卡組",
    ),
    Section.EXTRA: (
        "Mazzo Extra",
        "Baralho Extra",
        "エクストラデッキ",
        "エクストラ",
        "EXデッキ",
        "엑스트라 덱",
        "엑스트라",
        "Экстра",
        "Экстра-дек",
        "Экстра колода",
        "额外卡组",
        "額外卡組",
    ),
    Section.SIDE: (
        "Nebendeck",
        "Mazzo Secondario",
        "Deck Laterale",
        "Réserve",
        "Deck de Réserve",
        "Deck Lateral",
        "Baralho Lateral",
        "Baralho Auxiliar",
        "Mazo de Reserva",
        "Seitendeck",
        "Zijdeck",  # Dutch
        "Talia boczna",  # Polish
        "Reserva",
        "Panchina",
        "Deck de côté",
        "サイドデッキ",
        "サイド",
        "사이드 덱",
        "사이드",
        "副卡组",
        "副卡組",
        "备牌",
        "副牌",
        "Сайд",  # Russian
        "Сайд-дек",
        "Сайд колода",
        "SB",  # "sideboard", as Magic players write it
    ),
}
for _section, _names in FOREIGN_SECTIONS.items():
    SECTION_WORDS.update(dict.fromkeys(map(name_key, _names), _section))
SPELL_TRAP = "spell/trap"  # the kind of a heading over Spells and Traps together
SKILL = "skill"  # the kind of a Skill heading: its names are Skill Cards
MAIN_DECK_KINDS = frozenset({"monster", "spell", "trap", SPELL_TRAP})  # a Main Deck's kinds
# card-type headings: the Main Deck's three kinds, in their common variants
TYPE_WORDS: dict[str, str] = {
    **dict.fromkeys(
        (
            "monster",
            "monsters",
            "monstercards",
            "monstercard",
            "effectmonsters",
            "normalmonsters",
            "ritualmonsters",
            "tunermonsters",
            "pendulummonsters",
            "tributemonsters",
            "nontributemonsters",  # a 2003 list: "Tribute Monsters:", "Non-Tribute Monsters:"
            "nontunermonsters",
            "flipmonsters",
            "monstruo",
            "monstruos",
            "cartasdemonstruo",
            "cartasdemonstruos",
            "monstruosdeefecto",
            "monstruosnormales",
            "monstruosderitual",
            "monstruosdependulo",
            # Italian, Portuguese, French and German lists ("MAGIE (12)", "Monstros: 14")
            *("mostri", "mostro", "cartemostro", "monstros", "monstro", "cartasdemonstro"),
            *("monstres", "monstre", "cartesmonstre", "cartesmonstres", "monsterkarten"),
        ),
        "monster",
    ),
    **dict.fromkeys(
        (
            "spell",
            "spells",
            "spellcards",
            "spellcard",
            "magic",
            "magics",
            "magiccards",
            "magica",
            "magicas",
            "magia",
            "magias",
            "cartasmagicas",
            "cartasdemagia",
            "hechizo",
            "hechizos",
            *("magie", "cartemagia", "magies", "cartesmagie", "zauber"),
            *("zauberkarten", "zauberkarte"),
            # the two names of the kind together, as lists of 2004 wrote "Spell/Magic - 16"
            *("spellmagic", "spellsmagic", "magicspell", "magicspells", "spellmagiccards"),
            *("magicspellcards", "spellsmagiccards"),
        ),
        "spell",
    ),
    **dict.fromkeys(
        (
            *("trap", "traps", "trapcards", "trapcard", "trampa", "trampas", "cartasdetrampa"),
            *("trappole", "trappola", "cartetrappola", "armadilhas", "armadilha"),
            # German "Fallen" alone is no heading: it starts card names ("2 Fallen", a
            # shorthand a judge reads as a card, would be a heading dropping two copies);
            # with its count or a colon ("Fallen (10)", "Fallen:") it is one (``heading``)
            *("cartasarmadilha", "pieges", "piege", "cartespiege", "fallenkarten"),
            *("fallenkarte", "falle"),  # German singular, as "Monster" and "Zauber" are
        ),
        "trap",
    ),
    # Speed Duel's Skill Card, whose name a Spell or a Trap may bear ("Destiny Draw")
    **dict.fromkeys(
        (
            "skill",
            "skills",
            "skillcard",
            "skillcards",
            "setskill",  # a Duel Links guide's table: the Skill the deck sets
            "habilidad",
            "habilidades",
            "cartadehabilidad",
            "cartasdehabilidad",
        ),
        SKILL,
    ),
    # Spells and Traps under one heading ("S/T (15)", "Spells & Traps: 15")
    **dict.fromkeys(
        (
            "st",
            "spelltrap",
            "spelltraps",
            "spellsandtraps",
            "spellandtrap",
            "spellsandtrapcards",
            "spellstraps",
            "magiasandtrampas",
            "magicasandtrampas",
            "hechizosandtrampas",
            "magiastrampas",
            # Spells named Magic, as lists did until 2004 ("Magic/Trap: 15", "Magic & Traps")
            *("magictrap", "magictraps", "magicstraps", "magicandtrap", "magicandtraps"),
            "magicsandtraps",
        ),
        SPELL_TRAP,
    ),
}
# the Main Deck's kinds as lists in other alphabets head them ("# モンスター" over monsters)
FOREIGN_TYPES = {
    "monster": ("モンスター", "怪兽", "怪獸", "몬스터", "Монстры", "Монстр"),
    "spell": ("魔法", "魔法卡", "마법", "Заклинания", "Магия"),
    "trap": ("罠", "陷阱", "陷阱卡", "함정", "Ловушки"),
    SPELL_TRAP: ("魔法・罠", "魔法罠", "魔陷"),
}
for _kind, _names in FOREIGN_TYPES.items():
    TYPE_WORDS.update(dict.fromkeys(map(name_key, _names), _kind))
# Extra Deck kinds: a heading of the Extra Deck, or the Extra Deck itself in a list that
# names it by its monsters ("Fusion:" under the Main Deck of a 2005 list)
EXTRA_TYPES = ("fusion", "synchro", "xyz", "link")  # the Extra Deck's monster types
# each word's type: the monsters a type heading of the Extra or the Side Deck heads
EXTRA_KINDS = {
    **dict.fromkeys(("fusion", "fusions", "fusionmonsters", "fusiones"), "fusion"),
    **dict.fromkeys(("monstruosdefusion",), "fusion"),
    **dict.fromkeys(("synchro", "synchros", "synchromonsters", "sincronia"), "synchro"),
    **dict.fromkeys(("sincronias", "monstruosdesincronia"), "synchro"),
    **dict.fromkeys(("xyz", "xyzs", "xyzmonsters", "monstruosxyz"), "xyz"),
    **dict.fromkeys(("link", "links", "linkmonsters", "enlace", "enlaces"), "link"),
    **dict.fromkeys(("monstruosdeenlace",), "link"),
}
EXTRA_KIND_WORDS = frozenset(EXTRA_KINDS)
# what a total line is made of, besides "total" and its number
TOTAL_WORDS = frozenset(
    {
        "total",
        "main",
        "deck",
        "decks",
        "extra",
        "side",
        "fusion",
        "monster",
        "monsters",
        "spell",
        "spells",
        "magic",
        "trap",
        "traps",
        "card",
        "cards",
        "of",
        "the",
        "in",
        "number",
        "de",
        "del",
        "la",
        "las",
        "los",
        "carta",
        "cartas",
        "monstruo",
        "monstruos",
        "magica",
        "magicas",
        "trampa",
        "trampas",
        "mazo",
        "principal",
        "banquillo",
    }
)
# a heading's count, written after it: "(40)", "(40 cards)", ": 15", "- 17", "x32", "15 cartas"
MOST_COPIES_OF_A_CARD = 3  # a bracketed number past it counts a group, never a card's copies
HEADING_COUNT = re.compile(
    r"[\s:\-–—]*[(\[{]?\s*[x×]?\s*([0-9]{1,3})\s*(?:cards?|cartas?|cartes)?\s*[)\]}]?"
    r"(?:\s*(?:in\s|en\s)?\s*total)?\s*[:.]?\s*$",  # "Spells - 13 total": the count as well
    re.I,
)
LEADING_BRACKET_COUNT = re.compile(r"\[([0-9]{1,3})\]\s*")  # "[5]Tribute Monsters:"
# a heading, then its count in words after a colon or a dash: "Monsters: twelve"
WORDS_AFTER = re.compile(r"(.+?)\s*(?::|\s[-–—])\s*(.+)")
# a heading that says its section is empty, in words: "Side Deck: None", "Extra Deck - N/A",
# "Side: ninguno", and before it: "No Side Deck", "Sin Side Deck" (a count of 0, checked)
EMPTY_AFTER = re.compile(
    r"\s*[:\-–—]\s*\(?(?:none|n/?a|nothing|empty|ningun[oa]?|nada|vac[ií]o|-)\)?\.?\s*$", re.I
)
EMPTY_BEFORE = re.compile(r"(?:no|sin)\s+(?=\S)", re.I)
# a web address on a line of its own ("https://ygoprodeck.com/deck/..."): where the list was
# found or its video, no card
# a card's name in Japanese after the name in letters, in corner brackets, as lists
# translated from Japanese write it: "1x Heavy Storm 「大嵐」", "3x Maxx "C" 「増殖するG」"
GLOSS = re.compile(
    r"(?<=[A-Za-z0-9\"'.!?)\]])\s*[「『]([^「」『』]*[\u3040-\u30ff\u3400-\u9fff][^「」『』]*)[」』]\s*$"
)
# what a Japanese name is written with: kana, kanji, Japanese and full-width signs, and a few
# capitals ("増殖するG", "E・HERO"); no digit, no small letter, no counter of cards (枚)
GLOSS_WRITTEN = re.compile(
    r"[\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uff01-\uff0f\uff1a-\uff20\uff5b-\uff9f"
    r"A-Z \-.!?&'\"]+"
)
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")  # a name in letters before a gloss: no count alone
MOST_GLOSS_CAPITALS = 4  # "HERO": a run of capitals in a Japanese name, never a card's name


def japanese_name(gloss: str) -> bool:
    """Whether the text of a gloss in corner brackets is a Japanese name and nothing else:
    nothing a reader would count ("3枚", "x3") or read as words ("side", "Pot of Greed")."""
    if GLOSS_WRITTEN.fullmatch(gloss) is None or "枚" in gloss:
        return False
    return all(len(run) <= MOST_GLOSS_CAPITALS for run in re.findall(r"[A-Z]+", gloss))


URL = re.compile(r"<?[a-z][a-z0-9+.\-]*://\S+>?", re.I)
# control characters (a tab and the line breaks aside), which a terminal acts on rather than
# shows: an escape sequence hides the letters inside it ("Blo\x1b_wba\x1b\\ck Dragon" shows
# as "Block Dragon")
CONTROLS = "\x00-\x08\x0e-\x1b\x1f\x7f-\x84\x86-\x9f"
# the combining marks drawn through a letter (combining class 1: U+0336...) or around it
# (enclosing marks: U+20E0, a prohibition sign), as Unicode 14 lists them: in the Basic
# Multilingual Plane, and past it (a search apart, which a text without such characters skips)
OVERLAYS = (
    "\u0334-\u0338\u0488\u0489\u1abe\u1cd4\u1ce2-\u1ce8\u20d2\u20d3\u20d8-\u20da"
    "\u20dd-\u20e0\u20e2-\u20e6\u20ea\u20eb\ua670-\ua672"
)
FAR_OVERLAYS = "\U00010a39\U00016af0-\U00016af4\U0001bc9e\U0001d167-\U0001d169"
# what shows a line otherwise than it reads, but for a line break: a bidirectional control,
# which shows it reversed; a filler that shows as a blank (Hangul, Braille); an overlay; a
# control character
SHOWN_AS_ANOTHER = f"\u202a-\u202e\u2066-\u2069\u115f\u1160\u3164\uffa0\u2800{OVERLAYS}{CONTROLS}"
# the code a line break inside a line is said by (U+2028)
LINE_BREAK_CODES = frozenset(f"U+{ord(character):04X}" for character in OTHER_LINE_BREAKS)
# what makes a line show otherwise than it reads: ``SHOWN_AS_ANOTHER``, a line break inside it (a
# carriage return alone, U+2028, a form feed...), which editors show as a new line, or a
# Markdown strike-through
SHOWN_OTHERWISE = re.compile(f"[{OTHER_LINE_BREAKS}{SHOWN_AS_ANOTHER}{FAR_OVERLAYS}]|~~[^~]+~~")
# markup that strikes, comments out or hides what it wraps where the list is shown: a single
# "~" strike-through (GitHub; "~*~" is a frame), forum codes, HTML, C's comments, Obsidian's
# "%%", a Discord spoiler, a template's comment, white ink, a "#" after a count ("3 # Name")
# the tags and signs themselves, which strike, comment out or hide what stands between them
MARKUP = r"\[/?(?:s|strike|del|spoiler)\]|</?(?:s|strike|del)>|<!--|-->|/\*|\*/|%%|\|\||\{#|#\}"
# a tag's value ("white", "#ffffff", "1", "Wingdings, Webdings, ..."), of any length but with
# no bracket, so that a line of "[color=" repeated is tried at each "[" up to the next one, not
# to its end (a line of 20,000 of them took seconds a pattern)
TAG_VALUE = r"[^\[\]]*"
# a forum's colour, size or font, whatever its value: white ink, a size of 1, a font of symbols
# hide or shrink what they wrap, and what a forum's background is, or its sizes mean, no text says;
# its closing tag too, which ends what a line above opened ("3 Sangan[/color]"): an alternative
# of its own, as one pattern for both tries a long line's every "[" five times slower
INKED = rf"\[(?:color|colour|size|font)={TAG_VALUE}\]|\[/(?:color|colour|size|font)\]"
STRUCK = re.compile(
    r"(?<!~)~[^~\s*][^~]*[^~\s*]~(?!~)|(?<!~)~[^~\s*]~(?!~)"
    rf"|{MARKUP}|{INKED}|^[^\S\n]*[0-9]+(?:\s*[x×])?\s+#\s",
    re.I | re.M,
)
# what any such markup holds: looked for first, a search in C for each, as nearly every text
# holds none and the pattern above tries many ways at every character
# (each alternative of the pattern holds one of them: "#" stands for "{#", "#}" and a "#"
# after a count, whatever blank follows it)
STRUCK_MARKS = ("~", "[", "<", "-->", "/*", "*/", "%%", "||", "#")


# a forum's tag that strikes, hides, colours, resizes or changes the font of what it wraps,
# opening or closing: the kind in group 2, a closing tag's slash in group 1
FORUM_TAG = re.compile(
    rf"\[(/?)(color|colour|size|font|s|strike|del|spoiler)(?:={TAG_VALUE})?\]", re.I
)
TAGS_ALONE = re.compile(rf"\s*(?:{FORUM_TAG.pattern}\s*)+", re.I)  # "[color=white]", "[/size]"
STRIKING = frozenset({"s", "strike", "del"})  # the tags that strike through what they wrap


def spanned_markup(line: str) -> str | None:
    """Whether ``line`` opens a forum's tag it does not close, or closes one it did not open
    ("[color=white]" alone, "[/spoiler]", "[size=1]Blackwing Deck"): what it does to the text
    goes on over the lines after it or before it, to its other tag. "strike" when the tag
    strikes through the lines ("[s]"), "markup" for any other, None when every tag on the
    line is closed on it."""
    opened: dict[str, int] = {}
    for found in FORUM_TAG.finditer(line):
        kind = found.group(2).casefold()
        opened[kind] = opened.get(kind, 0) + (-1 if found.group(1) else 1)
    spanned = {kind for kind, left in opened.items() if left}
    if not spanned:
        return None
    return "strike" if spanned & STRIKING else "markup"


def may_strike(text: str) -> bool:
    """Whether a line of ``text`` may hold markup that strikes or hides what it writes."""
    return any(mark in text for mark in STRUCK_MARKS) and STRUCK.search(text) is not None


# the markup itself, taken off to see what it wraps
STRUCK_TEXT = re.compile(rf"~|\[/?(?:color|colour|size|font)(?:={TAG_VALUE})?\]|{MARKUP}", re.I)
# a forum's codes that only style what they wrap, which a reader sees as plain text: bold,
# underline and italics anywhere ("[b][u]14 Spells[/b][/u]", closed in any order), a quote's or
# a centred block's tags at a line's ends ("[quote][b]Monsters: 24[/b]"); taken off before the
# line is read. What strikes, hides, colours or resizes text is none of them (``STRUCK``)
STYLING = re.compile(rf"\[/?(?:b|u|i)\]|^(?:\s*\[(?:quote|center)(?:={TAG_VALUE})?\])+", re.I)
# a quote's or a centred block's closing tags at a line's end, taken off from the end (a
# pattern anchored at the end is tried at every "[/quote]" of a line, each to its end)
BLOCK_ENDS = ("[/quote]", "[/center]", "[/ccdeck]", "[/deck]")  # the last two: ``CLOSED_BOX``
# a range of counts before a name ("0-2 Krebons", "2 – 3x Krebons"), as a skeleton writes them
COUNT_RANGE = re.compile(r"[0-9]{1,2}\s*[-–~]\s*[0-9]{1,2}\s*[x×]?\s+(\S.*)", re.I)
# looked for in a whole text first
STYLED = re.compile(r"\[/?(?:b|u|i|quote|center|ccdeck|deck)[\]=]", re.I)
# a site's deck box, its heading as the tag's value, in words alone, and its first card after
# it ('[ccDeck="Side Deck"]2 Banisher of the Radiance', Alter Reality Games' articles), closed
# by "[/ccDeck]" after its last card (``BLOCK_ENDS``) or before the next box's tag
BOX_WORD = "[A-Za-zÀ-ÖØ-öø-ÿ]+"  # a letter of English, Spanish and their neighbours: no digit
# after the boxes it closes ('[/ccDeck] [ccDeck="Side Deck"]': the page's boxes side by side)
DECK_BOX = re.compile(
    rf"\s*(?:\[/(?:cc)?deck\]\s*)*\[(?:cc)?deck=([\"']?)({BOX_WORD}(?: {BOX_WORD}){{0,3}})\1\]",
    re.I,
)
CLOSED_BOX = re.compile(r"\[/(?:cc)?deck\]", re.I)


def closes_a_deck_box(line: str) -> bool:
    """Whether ``line`` closes a site's deck box anywhere ("1 Mistake[/ccDeck][/quote]")."""
    return "[/" in line and CLOSED_BOX.search(line) is not None


def unstyled(line: str) -> str:
    """``line`` without the forum codes that only style it (``STYLING``, and a block's closing
    tags at its end): as a reader sees it."""
    if "[" not in line:
        return line
    line = STYLING.sub("", line)
    end = len(line)  # where the closing tags taken off so far begin
    while True:
        last = end
        while last and line[last - 1].isspace():
            last -= 1
        tag = next((tag for tag in BLOCK_ENDS if line[last - len(tag) : last].lower() == tag), None)
        if tag is None:
            return line[:end]
        end = last - len(tag)


SHOWN_CHARACTER = re.compile(f"[{OTHER_LINE_BREAKS}{SHOWN_AS_ANOTHER}]")  # one character
FAR = re.compile(f"[{FAR_OVERLAYS}]")


def may_show_otherwise(text: str) -> bool:
    """Whether a line of ``text`` may show otherwise than it reads: a few searches in C over
    the whole text (a carriage return before a line feed ends a line), as nearly every text
    holds no such line."""
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    if "~~" in text:
        return True
    if text.isascii():  # no overlay past the Basic Multilingual Plane: one search
        return SHOWN_CHARACTER.search(text) is not None
    return SHOWN_CHARACTER.search(text) is not None or FAR.search(text) is not None


FENCE = re.compile(r"(?:```|~~~)[\w+-]*")  # a Markdown fence: "```", "```text"
# a ruled line between parts of a post, a Markdown thematic break: "---", "* * *", "====="
RULE_MARKS = "-=*_~─━═"
RULED = re.compile(f"([{re.escape(RULE_MARKS)}])(?:[ \\t]*\\1){{2,}}")
# what frames a heading: "=== Main Deck : 40 ===", "** Side Deck **", "-- Extra --"
FRAMING = frozenset("=*~_#-")  # what a frame begins or ends with
FRAME = re.compile(r"^(?:[=*~_#]+|-{2,})\s*|\s*(?:[=*~_#]+|-{2,})$")
# a note in brackets on a heading, in a word: "Side Deck (Banquillo)", "Monsters [Effect]"
HEADING_NOTE = re.compile(r"\s?(?:\([^()0-9]*\)|\[[^\[\]0-9]*\])\s*$")
# a count before the name: "3 Name", "3x Name", "3 x Name", "x3 Name", "3: Name", "[3]Name",
# "3 copies of Name", "3 copias de Name", "3 of Name" (in brackets, three digits at most: a
# longer number there is a passcode, "[26202165] Sangan"), "1x— Name", "1) Name" (a dash, a
# bullet or a bracket after the count, then a blank: "3-Hump Lacooda" is a name)
LEADING_COUNT = re.compile(
    r"(?:\[([0-9]{1,3})\]\s*|([0-9]+)(?:\s*[x×](?=\s)\s*|\s*[x×]?[-–—•)~](?=\s)\s*|\s*:\s*"
    r"|\s+(?:cop(?:y|ies|ias?)\s+(?:of|de)\s+|of\s+)?)|[x×]\s?([0-9]+)\s+)(?=\S)",
    re.I,
)
# copies written after a dash, at the end: "Effect Veiler - 2 copies", "Name – 3 copias",
# "Name – 1x"
COPIES_AFTER_DASH = re.compile(r"\s[-–—]\s?([0-9]{1,2})\s?(?:cop(?:y|ies|ias?)|[x×])$", re.I)
# a set code after a dash or a bar: "Name - MACR-EN036", "1x Name | BLVO-EN065 | Secret"
SET_CODE = re.compile(r"\s[-–|]\s?[A-Z0-9]{2,5}-(?:[A-Z]{1,3})?[0-9]{2,3}\b")
# what may follow a set code as a note, after a dash or a bar: a rarity or an edition, words
# of letters ("Secret Rare x3" leaves "x3", a count, to be read)
RARITY_AFTER_CODE = re.compile(
    r"(?:\s?[-–|]\s?(?:1st(?: edition)?\b|[^\W\d_]+\b)(?:\s[^\W\d_]+\b)*"
    r"|\s?\([^()\d]*\)|\s?\[[^\[\]\d]*\]"
    r"|\s?[(\[]\s?1st(?: edition)?\s?[)\]])*",
    re.I,
)
# the words of a rarity or an edition, as printed and as shortened (Konami's rarities in the
# TCG and the OCG, English and Spanish): what may follow a set code and be left unread
RARITY_WORDS = frozenset(
    {
        *("common", "rare", "super", "ultra", "secret", "ultimate", "ghost", "gold"),
        *("premium", "platinum", "starlight", "collector's", "collectors", "prismatic"),
        *("quarter", "century", "starfoil", "shatterfoil", "mosaic", "duel", "terminal"),
        *("parallel", "short", "print", "holographic", "holo", "normal", "foil", "edition"),
        *("unlimited", "limited", "1st", "first", "25th", "anniversary", "pharaoh's"),
        *("pharaohs", "extra", "special", "red", "blue", "green", "silver", "promo", "tin"),
        *("c", "n", "r", "sr", "ur", "scr", "utr", "gr", "ghr", "pscr", "qcscr", "qcsr"),
        *("cr", "str", "plr", "sfr", "msr", "dt", "dnpr", "sp", "ssp", "hfr", "pg", "gur"),
        *("gscr", "escr", "exsr", "spr", "upr", "dpr", "pr", "lr", "ssr", "kc", "sl"),
        *("común", "comun", "rara", "súper", "secreta", "fantasma", "definitiva", "oro"),
        *("platino", "coleccionista", "edición", "edicion", "primera", "ilimitada"),
        *("millennium", "emblazoned", "grand", "master", "kaiba", "corporation", "purple"),
        *("bronze", "mlr", "ggr", "plscr", "pgr", "npr", "scpr", "de", "del", "cuarto"),
        *("siglo", "prismática", "prismatica", "limitada", "secrète", "secrete", "quart"),
        *("siècle", "siecle", "segreta", "quarto", "di", "secolo"),
    }
)
# a set code alone, as a column of a table: "MACR-EN036", "LOB-005"
SET_CODE_ALONE = re.compile(r"[A-Z0-9]{2,5}-(?:[A-Z]{1,3})?[0-9]{2,3}")


def only_rarity(text: str) -> bool:
    """Whether ``text`` is a rarity or an edition and nothing else ("Secret Rare", "1st
    Edition", "UR"): what a set code may carry after it unread. "Extra" alone names the
    Extra Deck (a table's column of sections), no rarity."""
    plain = text.casefold().replace("’", "'").replace("/", " ")
    words = [word.strip("()[]-–|,.") for word in plain.split()]
    written = [word for word in words if word]
    return written != [SECTION_NOT_RARITY] and RARITY_WORDS.issuperset(written)


SECTION_NOT_RARITY = "extra"


# a note in brackets, its text: each found in one pass (a bracket inside ends the search)
NOTE = re.compile(r"\(([^()\[\]]*)\)|\[([^()\[\]]*)\]")
# in a note, a count changed: "+1", "-2" (a set code's dash follows a letter, "1st" is no count)
SIGNED_COUNT = re.compile(r"(?<![\w])[+\-−]\s?[0-9]+(?![0-9a-z])", re.I)
NOT_PLAYED = re.compile(
    r"\b(?:not (?:played|playing|running|run|used|registered|included|in (?:the )?(?:main )?deck)"
    r"|unplayed|unused|removed|excluded|dropped|wishlist"
    r"|no (?:juega|juegan|jugada|jugadas|se juegan?|l[ao]s? juego|en el mazo|registrad[ao]s?"
    r"|incluid[ao]s?|jugu[eé])|sin (?:jugar|usar)|quitad[ao]s?|sacad[ao]s?|fuera del mazo"
    r"|left out|not main ?decked)\b",
    re.I,
)
# a note that says the line does not count: "(no cuenta)", "(doesn't count)"; not one that
# says what the card does not count as, or for ("(does not count as a hand trap)")
UNCOUNTED = re.compile(
    r"\b(?:(?:does|do|did)(?: not|n['’ʼ`´]?t) count|not (?:to be )?count(?:ed|ing)?|uncounted"
    r"|no (?:cuentan?|se cuentan?|contad[ao]s?|contar|computan?|contabilizan?)|sin contar"
    r"|ignore|ignorar)\b"
    r"(?!\s+(?:as|for|to|toward|towards|in|como|para|hacia|en|al|el|la)\b)",
    re.I,
)
SECTION_NAMED = re.compile(r"\b(?:side|extra|main|principal|banquillo)\b", re.I)


def uncounted(note: str) -> bool:
    """Whether a note says the line it stands on does not count: not where it names a
    section ("(Side doesn't count)" over a heading says the Side Deck's cards do not)."""
    return UNCOUNTED.search(note) is not None and SECTION_NAMED.search(note) is None


# the words a note that names a section is made of: "(Side Deck)", "(from Side)", "(main)"
PLACE_WORDS = frozenset({"from", "in", "the", "de", "del", "en", "el", "al", "to", "deck", "mazo"})
# a count after it: "Name x3", "Name (x3)", "Name (3)", "Name × 3", and glued to the name by a
# sign no name ends in: "Name×3", "Name*3", 'Maxx "C"x3', 'Maxx "C"·3', "名×3", "名 3枚"
# (Japanese lists)
TRAILING_COUNT = re.compile(
    r"(?:\s?\(\s?[x×]?\s?([0-9]{1,2})\s?[x×]?\s?\)"
    r"|(?:\s[x×*]|[×*]|(?<=\S)·|(?<=[^\w\s])x|\s?(?=[0-9]{1,2}\s?枚$))\s?([0-9]+)(?:\s?枚)?)$",
    re.I,
)
# a count after an "x" that may be a name's last word: "Metalzoa X 1", "Gear Gigant X1" (the
# cards Metalzoa X and Gear Gigant X), or the x of "Name x1"
X_THEN_COUNT = re.compile(r"\s([xX])\s?([0-9]+)$")
BARE_TRAILING_COUNT = re.compile(r"\s([0-9]{1,2})$")  # "Name 3": a count only if Name is a card
# a count after the name and before the notes that end the line: "Jinzo x1 (duh)", "Luster
# Dragon (MFC) x2 (a cool-looking 1900 Dragon)"; the notes read as those of "1 Jinzo (duh)"
COUNT_BEFORE_NOTE = re.compile(
    r"\s[x×]\s?([0-9]{1,2})((?:\s?(?:\([^()\[\]]*\)|\[[^()\[\]]*\]))+)$", re.I
)
# a count in brackets elsewhere on the line: "(x3) Name", "Name [3] (SET)"
BRACKETED_COUNT = re.compile(r"\s?[(\[]\s?[x×]?\s?([0-9]{1,2})\s?[x×]?\s?[)\]]", re.I)
# a count at the end, however written: "Name 3", "Name (3)", "Name [x3]", "Name ×3", "Name*3",
# "Name:2", "Name–2", "Name;2", "Name #2": after anything that is no letter nor digit
COUNT_AT_END = re.compile(r"[\W_x×]+([0-9]{1,2})[)\]]?$", re.I)
# a count right after a note in brackets, at the end: "Name (SET) 3", "Name (SET)x3", "(UR) 3x",
# "《Name》3" (Japanese lists)
COUNT_AFTER_NOTE = re.compile(
    r"(?<=[)\]》」』】])\s?(?:[x×]\s?([0-9]{1,2})|([0-9]{1,2})\s?[x×]?)$", re.I
)
# a count glued by a sign to a line that reads as no card: an unread card line, never the
# list's title ("《灰流うらら》3", "名*2"), as "Top 8", "Deck #2" or "Round: 3" may be
GLUED_COUNT = re.compile(r"(?:[》」』】*×]|(?<=\S)·)\s?[0-9]{1,2}$")  # "Liga · 3": a title
# a passcode in brackets anywhere, labelled or not: "Name (36996508)", "Name [55144522] (LOB)",
# "Name (#55144522)", "(passcode: 55144522)", "[id 55144522]", "(código 55144522)"
PASSCODE_LABEL = r"(?:pass(?:code|word)?|id|code|c[oó]d(?:igo)?|n[oº°.]|#)\s?[:#=.]?\s?"
BRACKETED_PASSCODE = re.compile(rf"\s?[(\[]\s?(?:{PASSCODE_LABEL})?([0-9]{{5,10}})\s?[)\]]", re.I)
# what says how many copies, in a bracket or after one: "x3", "3 copies", "Qty: 3",
# "2 main, 1 side"
COUNT_WORDS = re.compile(
    r"(?:(?:qty|quantity|cantidad|cant|copies|copias|[x×])\s?[:.]?\s?)?[0-9]{1,2}\s?"
    r"(?:[x×]|cop(?:y|ies|ia|ias)\b.*|(?:main|side|extra|principal)\b.*)?",
    re.I,
)
# the deck's name for itself before its count: "Deck List (40)", "Lista del mazo: 40"
DECK_LIST = re.compile(r"(?:main\s?)?deck\s?list|lista\s(?:del?\s)?mazo(?:\sprincipal)?", re.I)
# "42 cards", "40 cartes", "40 Cards:", "Cards: 40": the whole deck
DECK_SIZE = re.compile(
    r"([0-9]{1,3})\s?(?:cards?|cartas?|cartes)\s?:?"
    r"|(?:cards?|cartas?|cartes)\s?[:=\-–—]\s?([0-9]{1,3})",
    re.I,
)
BARE_NUMBER = re.compile(r"[0-9]{1,3}")  # a count alone on its line: its heading's
# a count alone in brackets under a group of cards: the group's ("(20)", "[14]")
SUBTOTAL = re.compile(r"\(([0-9]{1,3})\)|\[([0-9]{1,3})\]")
TOTAL_LINE = re.compile(
    r"(.*?)[\s:#=\-–—]*[(\[]?([0-9]{1,3})[)\]]?(?:\s?(?:cards?|cartas?|cartes))?\s*$", re.I
)
# a total whose count comes first: "43 cards total", "40 total", "15 Extra Deck total"
COUNT_FIRST_TOTAL = re.compile(r"([0-9]{1,3})[\s:\-–—]*(\S.*)")
# a Skill Card written after a label, before or in the list: "Skill: Destiny Draw"
SKILL_LABEL = re.compile(r"(?:skill|habilidad)(?: card)?\s?:\s?(?=\S)", re.I)
PLAYER = re.compile(r"(?:jugadora?|player|duelista|duelist)\s?:\s?", re.I)
EVENT = re.compile(r"(?:event|evento|torneo|tournament)\s?:", re.I)
DATE = re.compile(
    r"(?:(?:date|fecha)\s?:.*|[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4})", re.I
)
ASCII_DIGITS = frozenset("0123456789")
# a list's bullet: "• 3 Name", "- 3 Name", "● Dark Magician (3)", an emoji's "▪️"; not a
# check mark, nor a hollow shape ("○", "◽", "☆"), which a checklist leaves empty beside the
# cards not played while it fills the others ("◾ 3 Name" / "◽ 3 Name"): that line is said
BULLET = re.compile(r"(?:[•·*▪►\-–—●◆★‣⁃→⇒➤➢➔▸▶❖✦♦◾■・∙⦁]\ufe0f?)+\s+")


class Heading(NamedTuple):
    """A heading line: the section it starts (None: a card-type heading in the section at
    hand), the kind it heads (``monster``, ``spell``, ``trap``, ``extra`` or None), the
    count written on it (None when none), whether that count is said to be a total
    ("Spells - 13 total": every Spell of the Main Deck, not only those under it), and an
    Extra Deck kind's monster type (``fusion``, ``synchro``, ``xyz``, ``link``)."""

    section: Section | None
    kind: str | None
    written: int | None
    total: bool = False
    extra_type: str | None = None


class Total(NamedTuple):
    """A total line ("Total Monster Cards 25", "Main Deck Total 40", "Total: 42"): what it
    counts (a section, a kind of the Main Deck, or None: the deck so far) and its number."""

    section: Section | None
    kind: str | None
    written: int


@functools.lru_cache(maxsize=4096)  # a pile of lists writes the same lines again
def heading(line: str, section: Section) -> Heading | None:
    """The heading ``line`` is in the section at hand, or None when it is none; its digits
    read as a reader sees them, whatever their script ("Main Deck (４１)" writes 41)."""
    if not line.isascii():
        line = plain_digits(line)
    if line[:1] in ASCII_DIGITS:  # "3 Name": its key starts with a digit, as no heading's does
        return _counted_heading(line, section)
    written: int | None = None
    if line[:1] in FRAMING or line[-1:] in FRAMING:
        line = FRAME.sub("", line)
    if line[:1] == "[" and line[-1:] == "]" and line.count("[") == 1:  # "[Side Deck]"
        line = line[1:-1].strip()
    bracket = LEADING_BRACKET_COUNT.match(line)
    if bracket is not None:
        written, line = int(bracket.group(1)), line[bracket.end() :]
    count = HEADING_COUNT.search(line)
    total = False
    if count is not None and count.start() > 0:
        written, line = int(count.group(1)), line[: count.start()]
        total = "total" in count.group().casefold()
    elif (empty := EMPTY_AFTER.search(line) or EMPTY_BEFORE.match(line)) is not None:
        said = line[: empty.start()] if empty.start() > 0 else line[empty.end() :]
        if name_key(said.lstrip("#")) in SECTION_WORDS:  # "Side Deck: None", not "No Limit"
            written, line = 0, said
    bare = line.lstrip("#").rstrip(":")
    key = name_key(bare)
    if bare[-1:] in (")", "]"):  # a note on a heading: "Side Deck (Banquillo)"
        plain = HEADING_NOTE.sub("", bare)
        if written is None and plain != bare:  # "Main Deck (forty-one)": a count
            written = number_in_words(bare[len(plain) :].strip(" ()[]"))
        note = changing_note(bare)
        placed = note_section(note) if note is not None else None
        if note is not None and (
            placed is None or placed is not SECTION_WORDS.get(name_key(plain))
        ):
            return None  # "Monsters (Side Deck)", "Traps (not played)", "(+1)": no heading
        if key not in SECTION_WORDS and key not in TYPE_WORDS:
            key = name_key(plain)
    starts = SECTION_WORDS.get(key)
    if starts is not None:
        return Heading(starts, None, written)
    kind = TYPE_WORDS.get(key)
    if kind is None and key == "fallen":  # German "Fallen (10)", "Fallen:", not "Fallen (2)"
        colon = bare != line.lstrip("#") or (count is not None and ":" in count.group())
        kind = TYPE_WORDS["traps"] if colon or _bracketed(count, written) else None
    if kind is not None:
        return Heading(None, kind, written, total)
    if key in EXTRA_KIND_WORDS:  # the Extra Deck, when the Main Deck is at hand
        starts = Section.EXTRA if section is Section.MAIN else None
        return Heading(starts, "extra", written, extra_type=EXTRA_KINDS[key])
    return _heading_counted_in_words(line, section) if written is None else None


def _bracketed(count: re.Match[str] | None, written: int | None) -> bool:
    """Whether a heading's count (``HEADING_COUNT``) is written in brackets and more than the
    copies of a card: "(10)", "{10}" ("(2)" may be a card's copies)."""
    if count is None or written is None or written <= MOST_COPIES_OF_A_CARD:
        return False
    return count.group().lstrip(" :-–—")[:1] in "([{"


def _heading_counted_in_words(line: str, section: Section) -> Heading | None:
    """A heading whose count is written in words after a colon or a dash ("Monsters:
    twelve", "Side Deck - quince cartas"), or None."""
    if ":" not in line and " -" not in line and " –" not in line and " —" not in line:
        return None
    split = WORDS_AFTER.fullmatch(line)
    if split is None:
        return None
    head, tail = split.groups()
    written = number_in_words(tail)
    if written is None:
        return None
    found = heading(head, section)
    return found._replace(written=written) if found is not None and found.written is None else None


# a Markdown table's rule between its header and its rows: "---:|---", " :-- | --- "
TABLE_RULE = re.compile(r"[\s|:]*-[\s|:\-]*")
# the words of a table's header row: "| Qty | Card |", "| Cantidad | Carta | Set |"
TABLE_HEADER_WORDS = frozenset(
    {"", "qty", "quantity", "count", "copies", "no", "cantidad", "copias", "cant", "n"}
    | {"card", "cards", "name", "cardname", "carta", "cartas", "nombre", "set", "code"}
    | {"setcode", "rarity", "rareza", "type", "tipo", "kind", "codigo", "edition"}
)


# a table's cell of copies: "3", "x3", "3x", "×3"
TABLE_COUNT = re.compile(r"[x×]?\s?[0-9]{1,2}\s?[x×]?", re.I)


def table_cells(row: str, plain: bool = False) -> list[str] | None:
    """The cells of a Markdown table's ``row`` (``| 3 | Ash Blossom |``), without the empty
    cells at its end (``| Bonfire | 1 | |``: a row shifted left, its first cell an image), or
    anywhere under a ``plain`` header (``| Qty | Card | Rarity |``: a blank rarity); None for a
    row with an empty cell elsewhere, whose columns cannot be told apart (``| Nibiru | | 3 |``
    under ``| Card | Main | Side |``), or one whose empty cells leave no count or no name
    (``| Mitsurugi Mirror | |``, ``| 3 | |``)."""
    cells = [cell.strip() for cell in row.strip()[1:-1].split("|")]
    shifted = False
    while len(cells) > 1 and not cells[-1]:
        cells.pop()
        shifted = True
    if plain and "" in cells:
        cells, shifted = [cell for cell in cells if cell], True
    if "" in cells:
        return None
    counts = sum(TABLE_COUNT.fullmatch(cell) is not None for cell in cells)
    if shifted and not 0 < counts < len(cells):
        return None
    return cells


def table_frame(row: str) -> bool:
    """Whether a Markdown table's row (its outer pipes off) is its rule or its header row,
    which hold no card."""
    cells = row.split("|")
    return TABLE_RULE.fullmatch(row) is not None or (
        len(cells) > 1 and all(name_key(cell) in TABLE_HEADER_WORDS for cell in cells)
    )


# a heading's number before its name: "2. Side Deck", "2.1 Main Deck", "3) Extra", "III. Side"
HEADING_NUMBER = re.compile(r"(?:[0-9]{1,2}(?:\.[0-9]{1,2})+\.?|[0-9]{1,2}[.)]|[IVX]{1,4}[.)])\s+")
# what describes a heading after its name: "Side Deck — hand traps", "Main Deck - monsters"
HEADING_DESCRIPTION = re.compile(r"\s[-–—]\s.*$")


def described_heading(text: str, section: Section) -> Heading | None:
    """The heading a Markdown heading or a ``//`` comment writes with a number before its
    name or a description after a dash ("2. Side Deck", "Side Deck — hand traps"), as a
    reader sees it; None when it writes none so."""
    if drops_cards(text):  # "Main Deck — not played": no heading to count its cards under
        return None
    number = HEADING_NUMBER.match(text)
    plain = HEADING_DESCRIPTION.sub("", text[number.end() :] if number else text).strip()
    return heading(plain, section) if plain and plain != text else None


def drops_cards(text: str) -> bool:
    """Whether a heading's note or description says its cards are not played or counted
    otherwise ("Main Deck (not played)", "Side Deck — cut", "Extra Deck - x2 less")."""
    described = HEADING_DESCRIPTION.search(text)
    description = described.group().strip(" -–—") if described is not None else ""
    return changing_note(text) is not None or (bool(description) and recounts(description))


def leaves_out(text: str) -> bool:
    """Whether a label, a comment or a heading's note is, as a whole, one that leaves the
    cards under it out of the deck ("Honourable Mentions", "## Cuts", "// not in deck",
    "(maybe)", "Descartadas"): its words are such words and words around them, at most
    ``MOST_LEAVING_WORDS``. A word of prose does not ("Regional Top Cut", "tech choices
    considered for this meta"), nor a negation ("Not cut")."""
    words = [word.casefold() for word in LETTERS.findall(text)]
    if not words or len(words) > MOST_LEAVING_WORDS:
        return False
    joined = " ".join(words)
    if NOT_PLAYED.search(joined) or uncounted(joined):  # "not in deck", "no juegan", "no cuenta"
        return True
    if any(word in NEGATION_WORDS for word in words):
        return False
    leaving = [word for word in words if word in LEAVING_WORDS]
    return bool(leaving) and all(word in LEAVING_WORDS or word in AROUND_LEAVING for word in words)


LETTERS = re.compile(r"[^\W\d_]+")  # the words of a label: "Honourable-Mentions" is two
MOST_LEAVING_WORDS = 5
NEGATION_WORDS = frozenset({"not", "no", "never", "sin", "nunca"})
# the words of a label that leaves its cards out of the deck
LEAVING_WORDS = frozenset(
    {"cut", "cuts", "maybe", "maybeboard", "mention", "mentions", "honourable", "honorable"}
    | {"considered", "considerations", "descartada", "descartadas", "descartes", "mención"}
    | {"menciones", "mencion", "fuera", "quitadas", "sacadas", "out", "outs", "benched"}
    | {"hms", "spare", "spares", "unused", "removed", "excluded", "dropped", "wishlist"}
)
# the words that may stand around them in such a label: "The cuts", "Cartas descartadas",
# "Honourable mentions for this deck", "Spare copies"
AROUND_LEAVING = frozenset(
    {"the", "my", "a", "for", "this", "these", "of", "deck", "cards", "card", "copies", "list"}
    | {"las", "los", "la", "el", "mis", "cartas", "carta", "copias", "del", "de", "mazo", "lista"}
    | {"honorificas", "honoríficas", "honorifica", "honorífica", "options", "left", "and"}
)


def sections_named(text: str) -> set[Section]:
    """The sections a line names in words of two or three ("Side Deck", "Deck de Fusión",
    "Mazo Extra") or by a word of its own ("Banquillo", "Sideboard"): "side it in" names
    none."""
    keys = [key for key in map(name_key, text.split()) if key]
    named = {SECTION_WORDS[key] for key in keys if key in ONE_WORD_SECTIONS}
    for size in (2, 3):
        for start in range(len(keys) - size + 1):
            found = SECTION_WORDS.get("".join(keys[start : start + size]))
            if found is not None:
                named.add(found)
    return named


def headings_run_together(line: str) -> tuple[Section | None, ...]:
    """The headings a line writes one after another and nothing else, each as the section
    it starts (None: a kind of the Main Deck): "Monsters Spells Traps Side Deck Extra Deck",
    a table's header whose columns were run together when the page was copied. A count
    beside a heading is no word ("Monsters (19)"). () for any other line, and for one
    heading alone."""
    found: list[Section | None] = []
    for counted in RUN_TOGETHER_COUNT.split(line):  # a count ends a heading
        words = map(name_key, counted.replace("|", " ").split())
        keys = [key for key in words if key and key not in RUN_TOGETHER_FILLERS]
        start = 0
        while start < len(keys):
            for size in (3, 2, 1):
                key = "".join(keys[start : start + size])
                if start + size <= len(keys) and key in RUN_TOGETHER:
                    found.append(RUN_TOGETHER[key])
                    start += size
                    break
            else:
                return ()
    return tuple(found) if len(found) > 1 else ()


# a count beside a heading run together with others: "(19)", "x20", "[15]"
RUN_TOGETHER_COUNT = re.compile(r"[(\[]?[x×]?[0-9]+[)\]]?", re.I)
# the keys of every heading -> the section it starts (None: a kind of the Main Deck, or of
# the Extra Deck, whose monsters go there whatever heads them); "Deck" and "Mazo" alone are
# no heading here: "Synchro Deck" is a title
RUN_TOGETHER: dict[str, Section | None] = {
    **dict.fromkeys(TYPE_WORDS),
    **dict.fromkeys(EXTRA_KIND_WORDS),
    **{key: section for key, section in SECTION_WORDS.items() if key not in ("deck", "mazo")},
}
# the words a table's header or a run of headings writes between them: "Monsters Spells
# Traps and Side Deck", "Card Main Side", "Main Deck Qty Side Deck Qty"
RUN_TOGETHER_FILLERS = frozenset(
    {"and", "y", "card", "cards", "carta", "cartas", "qty", "quantity", "cant", "cantidad"}
    | {"copies", "copias", "name", "nombre", "count"}
)


# the words that name a section alone, and nothing else ("side" is also a verb)
ONE_WORD_SECTIONS = frozenset({"banquillo", "sideboard", "maindeck", "sidedeck", "extradeck"})


LONGEST_TYPE_HEADING = 24  # characters: "Hechizos y Trampas:", "Spells & Traps:"


def _counted_heading(line: str, section: Section) -> Heading | None:
    """A type heading written after its count ("25 Monsters", "13 Spells:", "15 Trampas",
    "9 x Magic:", and an Extra Deck kind, "5 Xyz", "10 Synchro", read as ``heading`` reads
    "Xyz (5)"), None for any other line that starts with a digit (a card line, nearly
    always)."""
    count, _, rest = line.partition(" ")
    if count[-1:] in ("x", "X", "×"):  # "9x Magic:"
        count = count[:-1]
    elif rest[:2] in ("x ", "X ", "× "):  # "9 x Magic:", as its cards are written
        rest = rest[2:]
    if not rest or len(rest) > LONGEST_TYPE_HEADING or not count.isdigit() or len(count) > 3:
        return None  # a card's name, nearly always: longer than any heading
    key = name_key(rest.strip().rstrip(":"))
    kind = TYPE_WORDS.get(key)
    if kind is None and key in EXTRA_KIND_WORDS:  # the Extra Deck, when the Main Deck is at hand
        starts = Section.EXTRA if section is Section.MAIN else None
        return Heading(starts, "extra", int(count), extra_type=EXTRA_KINDS[key])
    return Heading(None, kind, int(count)) if kind is not None else None


@functools.lru_cache(maxsize=4096)  # asked again of a card line the reader remembers
def total(line: str) -> Total | None:
    """The total ``line`` writes, or None when it is no total line."""
    if not line.isascii():
        line = plain_digits(line)
    size = DECK_SIZE.fullmatch(line)
    if size is not None:
        return Total(None, None, int(size.group(1) or size.group(2)))
    listed = DECK_LIST.match(line) if line[:1] in "DdMmLl" else None
    if listed is not None:  # "Deck List (40)", "DECK LIST : 40 cartes": the deck's count
        count = HEADING_COUNT.fullmatch(line, listed.end())
        if count is not None:
            return Total(None, None, int(count.group(1)))
    if "total" not in name_key(line):  # each word's key is part of the line's
        return None
    first = COUNT_FIRST_TOTAL.fullmatch(line) if line[:1] in ASCII_DIGITS else None
    if first is not None:  # "43 cards total", "15 Extra Deck total": the count, then its words
        return _total_of(first.group(2), int(first.group(1)))
    found = TOTAL_LINE.fullmatch(line)
    if found is None:
        return None
    return _total_of(found.group(1), int(found.group(2)))


def _total_of(text: str, written: int) -> Total | None:
    """The total of ``written`` that the words ``text`` name ("Total Monster Cards", "cards
    total"), or None when they are not all a total's words with "total" among them."""
    words = [name_key(word) for word in text.split()]
    words = [word for word in words if word]
    if "total" not in words or not set(words) <= TOTAL_WORDS:
        return None
    kind = next((KIND_OF[word] for word in words if word in KIND_OF), None)
    section = next((SECTION_OF[word] for word in words if word in SECTION_OF), None)
    return Total(Section.MAIN if kind else section, kind, written)


KIND_OF = {
    "monster": "monster",
    "monsters": "monster",
    "monstruo": "monster",
    "monstruos": "monster",
    "spell": "spell",
    "spells": "spell",
    "magic": "spell",
    "magica": "spell",
    "magicas": "spell",
    "trap": "trap",
    "traps": "trap",
    "trampa": "trap",
    "trampas": "trap",
}
SECTION_OF = {
    "main": Section.MAIN,
    "principal": Section.MAIN,
    "extra": Section.EXTRA,
    "fusion": Section.EXTRA,
    "side": Section.SIDE,
    "banquillo": Section.SIDE,
}


def other_script_count(line: str) -> bool:
    """Whether ``line`` starts with a digit of another script (Bengali ``৪``, a superscript):
    a count ydkcheck does not read as one."""
    first = line[:1]
    return first.isdigit() and not first.isascii()


def note_section(note: str) -> Section | None:
    """The section a note names and nothing else ("Side Deck", "from Side", "banquillo"),
    or None ("Extra Secret Rare" is a rarity)."""
    whole = SECTION_WORDS.get(name_key(note))  # "Side Deck", "Deck Extra"
    if whole is not None:
        return whole
    words = [name_key(word) for word in note.split()]
    sections = {SECTION_WORDS.get(word) for word in words if word not in PLACE_WORDS}
    return sections.pop() if len(sections) == 1 and None not in sections else None


def changing_note(line: str) -> str | None:
    """The first note in brackets on ``line`` that changes what it counts or where it goes
    ("(Side Deck)", "(+1)", "(not played)"), or None. One pass over the line."""
    return next((note for note in _notes(line) if _changes(note)), None)


def _notes(line: str) -> Iterator[str]:
    """The text of each note in brackets on ``line``, in order."""
    for found in NOTE.finditer(line):
        yield found.group(1) if found.group(1) is not None else found.group(2)


def _changes(note: str) -> bool:
    """Whether a note says a count changed, a card not played or left out ("(cuts)",
    "(Honourable Mentions)"), or a section."""
    return bool(
        SIGNED_COUNT.search(note)
        or NOT_PLAYED.search(note)
        or uncounted(note)
        or note_section(note)
        or leaves_out(note)
    )


# what says a card is sided, in a note among other words: "(sided out)", "(Side Deck
# version)", "(x2 more in side)"; "either side of the table" is prose
SIDED = re.compile(
    r"(?<![^\W\d_])(?:sided|siding|side ?board(?:ed)?|side ?deck|banquillo"
    r"|(?:in|to|from|en|al|del?) (?:the )?side"
    # "(2 main, rest side)", "(also side)", "(main & side)", "(all side)", "(side too)";
    # "(x2 incl side)" counts the copies with the Side Deck's
    r"|(?:also|and|&|y|split|rest|resto|también|tambien|copy|is|main|md|all|todas?|todos?)"
    r" (?:the )?side|side (?:too|también|tambien|also))(?![^\W\d_])",
    re.I,
)
# what else says a card is sided: "side" hyphenated ("(side-in)", "(side-out)"), the
# Spanish verb "sidear" ("(sideado)", "(sideadas)", "(sideo)"), "(for side)", "(para el
# side)", "(side tech)", a game after the first ("(G2)")
SIDED_OTHERWISE = re.compile(
    r"(?<![^\W\d_])(?:side[\-–](?:in|out|ins|outs)|sidea(?:d[oa]s?|r|mos|ndo|n|s)?|side[oóé]"
    r"|(?:for|para|pa)(?: the| el)? side|side (?:tech|techs|option|options|only|choice)"
    r"|(?<![\w\-])g[23](?![\w\-]))(?![^\W\d_])",
    re.I,
)
# before or after siding, said of a card without a count: "(post-side)", "(pre side)";
# "(x2 post side)" counts the copies, which the line's count agrees with or not
AROUND_SIDING = re.compile(r"(?<![^\W\d_])(?:post|pre)[\s\-–]?sid(?:e|ed|ing)(?![^\W\d_])", re.I)
# two sections with an arrow, a slash or a sign between them: the card moves from one to
# the other or is split between them ("(Main->Side)", "(Main → Side)", "(main/side)",
# "(side/main)", "(main+side)"); a section's initial only with an arrow ("(M→S)"), as
# "(S/M)" may be a size
_SECTION = r"(?:main|side|extra|md|sd|ed|sb|principal|banquillo)"
_INITIAL = r"(?:[mse]|main|side|extra|md|sd|ed|sb)"
_ARROW = r"(?:-+>|=+>|[→⇒➝➔⟶>])"
SECTION_TO_SECTION = re.compile(
    rf"(?<![^\W\d_]){_SECTION}(?: ?deck)?\s*(?:[/+&]|{_ARROW})\s*{_SECTION}(?![^\W\d_])"
    rf"|(?<![^\W\d_]){_INITIAL}\s*{_ARROW}\s*{_INITIAL}(?![^\W\d_])",
    re.I,
)
# a note that says the copies are not in the deck: "(proxy)", "(missing)", "(faltan)",
# "(not owned)", "// no la tengo"
ABSENT = re.compile(
    r"(?<![^\W\d_])(?:prox(?:y|ys|ies|ied)|missing|faltan?|faltantes?|not owned|unowned"
    r"|(?:don'?t|do not|doesn'?t) (?:own|have)|no (?:l[ao]s? )?tengo|no (?:l[ao]s? )?tenemos"
    r"|sin conseguir|por conseguir|to buy|por comprar)(?![^\W\d_])",
    re.I,
)
# a note that grades the card or numbers its artwork, not a count: "(PSA 10)", "(BGS 9.5)",
# "(art 2)", "(artwork #2)"
GRADING = re.compile(
    r"(?<![^\W\d_])(?:(?:psa|bgs|cgc|beckett|sgc)\s?[0-9]{1,2}(?:[.,]5)?"
    r"|(?:art|artwork|arte|ilustraci[oó]n)\s?#?[0-9])(?![0-9])",
    re.I,
)
# a section shortened, or a word that takes a card out or counts it, anywhere in a note:
# "(SB)", "(1 MD / 2 SD)", "(cut)", "(once)"
RECOUNT_WORDS = frozenset(
    {"sb", "sd", "md", "cut", "out", "none", "once", "twice", "pair", "single", "maybeboard"}
    | {"couple", "par"}  # "(a couple)", "(un par)": no number of copies
    | {"minus", "plus", "menos", "less", "fewer", "cuts", "maybe", "descartada", "descartadas"}
    | {"mention", "mentions", "honourable", "honorable", "considered", "mención", "menciones"}
    # "(remove)", "(sacar)", "(quitadas)", "(sold)": the card taken out, or gone
    | {"remove", "removed", "sacar", "saca", "sacada", "sacadas", "sacado", "sacados"}
    | {"quitar", "quita", "quitada", "quitadas", "quitado", "quitados", "sold"}
    | {"vendida", "vendidas", "vendido", "vendidos"}
)
# the words of a note that count copies, among other words: "(only two)", "(solo dos)"
COUNTING_WORDS = {"one": 1, "two": 2, "three": 3, "uno": 1, "una": 1, "dos": 2, "tres": 3}
COUNTING_WORDS["playset"] = 3
COUNTING_WORDS |= {"both": 2, "ambas": 2, "ambos": 2}  # "(both)"; "(both arts)" is none
# what may follow such a count in a note: "x3 total", "three in all", "x1 only", "one less"
AFTER_A_COUNT = frozenset(
    {"total", "all", "more", "más", "mas", "todo", "todas", "en", "in", "only", "solo"}
    | {"sólo", "less", "fewer", "menos", "copy", "copies", "copia", "copias"}
    | {"overall", "altogether", "with", "w", "incl", "including", "deck", "now", "post"}
    | {"side", "main", "the", "el", "mazo", "con", "ahora", "incluido", "incluyendo"}
)
# what makes "one" a pronoun, not a count: "(the LOB one)", "(the new one)"
BEFORE_A_PRONOUN = frozenset({"the", "this", "that", "el", "la", "new", "old", "other"})


def recounting_notes(line: str, copies: int | None = None) -> list[str]:
    """The notes in brackets on a card line that move the card or count its copies
    otherwise (``changing_note``), or that write a count among other words ("(x3 total)",
    "(only two)", "(x2 more in side)", "(sided out)"). A note that is a count and nothing
    else ("(3)", "(x3)") is the line's count, read as such."""
    return [note for note in _notes(line) if recounts(note, copies)]


# a note that takes out an opponent's card, which is all it says: "(Take out that Summoned
# Skull)"; what follows the verb is a card's name or the note moves this card ("(take out)",
# "(take out for Side)")
TAKES_OUT = re.compile(
    r"\s*(?:take|takes|took|taking|to take)\s+out\s+"
    r"(?:(?:that|the|a|an|their|his|her|any|opposing|enemy|your|opponent(?:['’]?s)?)\s+)*(.+)",
    re.I,
)


LATIN_LETTER = re.compile(r"[A-Za-z]")
LOOKALIKE_LETTER = re.compile(r"[\u0370-\u03ff\u0400-\u052f]")  # Greek, Cyrillic


def recounts(note: str, copies: int | None = None) -> bool:
    """Whether a note (in brackets, or after ``//``) says where a card goes or how many
    copies there are: a section, a sign, "not played", a word that takes a card out, or a
    count among other words that is not ``copies``, the line's own ("1 Sangan (only one)"
    agrees)."""
    if not note.isascii():  # "(n\u200bo cuenta)", "(ｎｏ ｃｕｅｎｔａ)": as a reader sees it
        note = unicodedata.normalize("NFKC", as_seen(note))
        if LATIN_LETTER.search(note) and LOOKALIKE_LETTER.search(note):
            return True  # "(nоt in deck)", a Cyrillic "о": a note that reads otherwise
    if _changes(note) or SIDED.search(note) or moves_otherwise(note):
        return True
    plain = plain_digits(note)
    words = [word for word in map(bare, plain.replace("/", " ").split()) if word]
    if not RECOUNT_WORDS.isdisjoint(words):
        return True
    if holds_a_count(note):
        return False  # a count ("3", "x3", "three copies", "3 cards"): read as one, or said
    written = _note_count(words)
    if written is None:
        return AROUND_SIDING.search(note) is not None  # "(post-side)": sided, uncounted
    return written != copies


def moves_otherwise(note: str) -> bool:
    """Whether a note says a card is sided in words ``SIDED`` misses ("(side-in)",
    "(sideado)", "(for side)", "(G2)"), moves it between sections or splits it ("(Main →
    Side)", "(main/side)"), names a section as one of its parts ("(vs. Snake-Eye, side)"), or
    says its copies are not there (``absent``)."""
    if SIDED_OTHERWISE.search(note) or SECTION_TO_SECTION.search(note) or absent(note):
        return True
    parts = re.split(r"[,;]", note)
    return len(parts) > 1 and any(note_section(part) is not None for part in parts)


def absent(note: str) -> bool:
    """Whether a note (in brackets, or after ``//``) says copies of the card are not in the
    deck: a proxy, missing, not owned ("(proxy)", "(faltan)", "// no la tengo")."""
    return ABSENT.search(note) is not None


def absent_note(line: str) -> bool:
    """Whether a note in brackets on ``line`` says copies of the card are not there."""
    return any(map(absent, _notes(line)))


def _note_count(words: list[str]) -> int | None:
    """The count a note writes among other words: one that ends it, or is followed only by
    words of a total ("x3 total", "only two", "three in all", "2 copies in deck"); None when
    none. A number among prose is none ("it can only break 1 m/t"), unless it starts the
    note and words of a total follow it ("2 en el mazo"); nor is a count of something else
    ("from 2× Zegredo"), or "one" after an article ("the LOB one")."""
    for index, word in enumerate(words):
        if not AFTER_A_COUNT.issuperset(words[index + 1 :]):
            continue
        if word in COUNTING_WORDS and (index == 0 or words[index - 1] not in BEFORE_A_PRONOUN):
            return COUNTING_WORDS[word]
        leads = index == 0 and len(words) > 1  # "2 copies in deck", "2 en el mazo"
        if is_count(word) and (leads or not word.isdigit()):
            digits = "".join(char for char in word if char.isdigit())
            return int(digits) if digits else None
    return None


# how many words a card's name may have that a comment or a label is searched for
MOST_NAME_WORDS = 16
# a word that is a count: "3", "x3", "3x", "(3)", "(x3", "+3", "3:", a unit glued to it
# ("3pcs", "3uds", "3ea", "3/3"), or one written in words
COUNT_WORD = re.compile(
    r"[+\-−]?[(\[]?[x×]?[0-9]{1,2}(?:[x×]|pcs?|uds?|ea|/[0-9]{1,2})?[)\]]?[:.,;]?", re.I
)
AROUND_A_WORD = "()[]-–—=:*#~.,;!?\"'«»“”"  # what ``bare`` takes off a word
NUMBER_WORDS = frozenset({"one", "two", "three", "un", "una", "uno", "dos", "tres", "ii", "iii"})
# the words that say how many, besides numbers: no rarity's
QUANTITY_WORDS = NUMBER_WORDS | {
    *("qty", "quantity", "cantidad", "copies", "copias", "copy", "copia", "pcs", "uds"),
}
# the words a count may come with in a note: "3 of them", "x3 in side", "tres veces"
WITH_A_COUNT = frozenset({"x", "×", "of", "de", "times", "veces", "in", "en", "main", "side"})
# the words that may stand between a count and a card's name: "3 copies of", "x 3"
BETWEEN_COUNT_AND_NAME = frozenset({"x", "×", "of", "de", "copies", "copias", "copy", "copia"})


def counted_beside(words: list[str], start: int, stop: int) -> bool:
    """Whether a count is written next to the name ``words[start:stop]``: before it or
    after it, with at most two of ``BETWEEN_COUNT_AND_NAME`` between."""
    before = [words[index] for index in range(start - 1, max(start - 4, -1), -1)]
    after = words[stop : stop + 3]
    return _count_first(before) or _count_first(after)


def _count_first(words: list[str]) -> bool:
    """Whether ``words`` start with a count, words that stand between aside."""
    for word in map(bare, words):
        if is_count(word):
            return True
        if word not in BETWEEN_COUNT_AND_NAME:
            return False
    return False


def says_a_count(text: str) -> bool:
    """Whether ``text`` (a note, what follows one) is a count: a number of copies in digits
    or in words, and nothing but words of quantity around it ("- 3", "three", "tres copias",
    "3 pcs"); a note of prose that holds a number is none."""
    words = [word for word in map(bare, text.split()) if word]
    counts = [word for word in words if is_count(word)]
    return bool(counts) and all(
        word in counts or word in QUANTITY_WORDS or word in WITH_A_COUNT for word in words
    )


def bare(word: str) -> str:
    """A word as a count is looked for in it: folded, without the brackets, dashes, signs
    and quotes around it (``plain_digits``)."""
    return plain_digits(word).strip(AROUND_A_WORD).casefold()


def plain_digits(text: str) -> str:
    """``text`` with its digits written as ASCII ones whatever their form or script ("３",
    "³", "③", "٣": 3; "Ⅲ": III) and without invisible characters ("3" and a zero-width space:
    3), as a reader sees it."""
    if text.isascii():
        return text
    return NOT_ASCII.sub(_ascii_digit, unicodedata.normalize("NFKC", text))


NOT_ASCII = re.compile(r"[^\x00-\x7f]")  # an ASCII character is no other script's digit


def as_seen(text: str) -> str:
    """``text`` as a reader sees it: digits as ASCII ones (``plain_digits``, which composes
    accents), without the characters no one sees (``first_unseen``), its blanks single."""
    if not text.isascii():
        text = plain_digits(text)
        text = "".join(char for at, char in enumerate(text) if not _unseen(text, at))
    return " ".join(text.split())


def first_unseen(text: str) -> str | None:
    """The first character of ``text`` that shows nothing where it stands, as a reader sees
    the text (accents composed): a format character (a zero-width space, a soft hyphen, a
    joiner), or a variation selector or U+034F after anything but a symbol it styles (an
    emoji's U+FE0F shows the emoji); None when every character shows."""
    if text.isascii():
        return None
    text = unicodedata.normalize("NFKC", text)
    return next((char for at, char in enumerate(text) if _unseen(text, at)), None)


def _unseen(text: str, at: int) -> bool:
    """Whether ``text[at]`` shows nothing (see ``first_unseen``)."""
    char = text[at]
    if char.isascii():
        return False
    kind = unicodedata.category(char)
    if kind == "Cf":
        return True
    selector = char == "\u034f" or "VARIATION SELECTOR" in unicodedata.name(char, "")
    return kind == "Mn" and selector and (at == 0 or unicodedata.category(text[at - 1]) != "So")


def _ascii_digit(found: re.Match[str]) -> str:
    """A decimal digit of any script as its ASCII digit, an invisible character as
    nothing, any other character as it is."""
    char = found.group()
    if unicodedata.category(char) == "Cf":
        return ""
    value = unicodedata.decimal(char, None)
    return str(value) if value is not None else char


# a number standing alone in a note ("3 cards", "n=3", "3u"), not an ordinal ("1st Edition")
# nor part of a code ("LOB-EN118") or a year
NUMBER_IN_A_NOTE = re.compile(r"(?<![0-9A-Za-z])[0-9]{1,2}(?![0-9]|st\b|nd\b|rd\b|th\b)", re.I)
MOST_NOTE_WORDS = 3  # a longer note is prose, whose numbers count copies only beside a unit
# the units a note may count copies in, besides ``QUANTITY_WORDS``
UNITS = frozenset(
    {"card", "cards", "carta", "cartas", "unit", "units", "unidad", "unidades", "ud", "un"}
    | {"piece", "pieces", "ejemplar", "ejemplares", "each", "pz", "pzs", "cop"}
)


# the words of a monster's Level, Rank or Link rating: "LV 2", "Level 1", "Rank 4", "Link-3"
LEVEL_WORDS = ("lv", "lvl", "level", "nivel", "rank", "rango", "link")
# a note in brackets that is a rating alone ("(LV 7)", "[Rank 4]"): no card's name, though a
# card is named "7"
LEVEL_NOTE = re.compile(rf"(?:{'|'.join(LEVEL_WORDS)}|lk)\.?\s?-?\s?[0-9]{{1,2}}", re.I)
# a card's Level, Rank or Link rating written in a note: "LV 2", "Level 1", "Rank 4",
# "Link-3", "Nivel 4", "1★"
CARD_STAT = re.compile(
    rf"(?<![0-9a-z])(?:{'|'.join(LEVEL_WORDS)}|niv|atk|def)\.?[\s\-:]?[0-9]{{1,4}}"
    r"(?![0-9])|[0-9]{1,2}\s?[★☆]|[★☆]\s?[0-9]{1,2}"
    r"|#\s?[0-9]{1,2}(?![0-9])",  # an ordinal: "(Beatdown Mon #2)", "(search #2)"
    re.I,
)


def holds_a_count(note: str) -> bool:
    """Whether a note in brackets writes a number of copies: a count and quantity words
    (``says_a_count``), a number standing alone in a short note or beside a unit ("3 cards",
    "cant. 3", "3 ud."), or a playset; a number in prose is none ("a 3-eyed Critter")."""
    plain = CARD_STAT.sub(" ", plain_digits(note))  # "(LV 2)", "(Rank 4)": no count
    plain = GRADING.sub(" ", plain)  # "(PSA 10)": a grade
    if says_a_count(plain) or "playset" in plain.casefold():
        return True
    if NUMBER_IN_A_NOTE.search(plain) is None:
        return False
    words = [word for word in map(bare, plain.split()) if word]
    return len(words) <= MOST_NOTE_WORDS or not UNITS.isdisjoint(words)


def is_count(word: str) -> bool:
    """Whether a ``bare`` word is a count: in digits (``3``, ``x3``, ``3x``) or in words."""
    return COUNT_WORD.fullmatch(word) is not None or word in NUMBER_WORDS
