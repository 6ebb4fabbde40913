"""What tests in every folder share: the test data and the command line run in-process.

Import it as ``from helpers import ...``: pytest puts ``tests/`` on the import path, as it
does for ``conftest.py`` (whose fixtures need no import).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from typer.testing import CliRunner, Result

from ydkcheck.cards import Card, CardDB
from ydkcheck.cli import build_app, invoked_command, resolve_language
from ydkcheck.decks import Deck, read_deck
from ydkcheck.diagnostics import Section

DATA = Path(__file__).parent / "data"
DECKS = DATA / "decks"
TCG_2026_05_CONF = DATA / "lists" / "2026.05_TCG.lflist.conf"
# the project's shared data beside the checkout, which the ``shared_data`` tests read; when it
# is missing they fail saying so, unless this variable is 1: then they are skipped
SHARED_DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
NO_SHARED_DATA = "YDKCHECK_NO_SHARED_DATA"


def run(
    *args: str, stdin: bytes | None = None, env: Mapping[str, str | None] | None = None
) -> Result:
    """``ydkcheck ARGS`` in-process, the application built as the console script builds it.

    The language comes from ``--lang`` or the environment (``env`` included), and only the
    command ``ARGS`` names is registered. ``stdin`` is standard input; ``env`` sets variables
    for the run (``None`` unsets one). The result keeps standard output and error apart.
    """
    argv = list(args)
    with pytest.MonkeyPatch.context() as patch:
        for name, value in (env or {}).items():
            if value is None:
                patch.delenv(name, raising=False)
            else:
                patch.setenv(name, value)
        app = build_app(resolve_language(argv), invoked_command(argv))
    return CliRunner().invoke(app, argv, input=stdin, env=env, prog_name="ydkcheck")


class FreshRun(NamedTuple):
    """A ``ydkcheck`` run in a fresh interpreter, and what it had imported when it ended."""

    process: subprocess.CompletedProcess[str]
    modules: frozenset[str]
    package: Path  # where the ydkcheck it ran was imported from


# runs main(ARGV), then reports on a last line of stderr what the process had imported
FRESH_RUN = """
import json, sys
from ydkcheck.__main__ import main
try:
    main(json.loads(sys.argv[1]))
except SystemExit:
    pass
print(json.dumps([sorted(sys.modules), sys.modules["ydkcheck"].__file__]), file=sys.stderr)
"""


def run_fresh(argv: list[str], folder: Path, env: Mapping[str, str] | None = None) -> FreshRun:
    """``ydkcheck ARGV`` in a new interpreter working in ``folder`` (with ``env``)."""
    done = subprocess.run(
        [sys.executable, "-c", FRESH_RUN, json.dumps(argv)],
        capture_output=True,
        text=True,
        cwd=folder,
        env=None if env is None else dict(env),
        check=False,
    )
    modules, package = json.loads(done.stderr.strip().splitlines()[-1])
    return FreshRun(done, frozenset(modules), Path(package))


def write_distinct_monsters(cards: CardDB, count: int, path: Path) -> list[Card]:
    """Write at ``path`` a ``.ydk`` whose Main Deck holds ``count`` different Main Deck
    monsters, one copy each (more of one kind than a deck list form has rows for); the
    cards, in the deck's order."""
    monsters = [
        card
        for card in cards.all_cards()
        if card.is_playable and not card.alias and card.is_monster and not card.is_extra_monster
    ][:count]
    path.write_text("#main\n" + "".join(f"{card.id}\n" for card in monsters), encoding="utf-8")
    return monsters


def read_written(folder: Path, text: str, cards: CardDB, name: str = "list.txt") -> Deck:
    """``text`` written as it is (line breaks untouched) to a file ``name`` in ``folder``,
    and read as a deck: what a made-up list or ``.ydk`` reads as."""
    path = folder / name
    path.write_bytes(text.encode("utf-8"))
    return read_deck(str(path), cards)


def english(identity: int | None, name: str) -> str:
    """Card names as the card data writes them (a ``Namer``)."""
    return name


def with_section(deck: Deck, section: Section, codes: list[int]) -> Deck:
    """``deck`` with ``codes`` for its ``section``."""
    main, extra, side = (tuple(codes if s is section else deck.section(s)) for s in Section)
    return Deck(deck.source, main, extra, side, player=deck.player)


def added(deck: Deck, code: int, section: Section) -> Deck:
    """``deck`` with one more copy of ``code`` in ``section``."""
    return with_section(deck, section, [*deck.section(section), code])


def removed(deck: Deck, code: int, section: Section) -> Deck:
    """``deck`` with one copy of ``code`` fewer in ``section``."""
    codes = list(deck.section(section))
    codes.remove(code)
    return with_section(deck, section, codes)


# a bound on a hang, not a measure of speed: what these runs do takes a fraction of it
HANG_BOUND = 60


def bounded(
    args: list[str], stdin: bytes | str | None = None, text: bool = False
) -> subprocess.CompletedProcess[Any]:
    """``args`` run in a process of their own (``sys.executable`` first when they start with
    ``-c`` or ``-m``), killed past ``HANG_BOUND`` seconds: a parser given a hostile input must
    end, which a test in this process could only wait for."""
    argv = [sys.executable, *args] if args[:1] in (["-c"], ["-m"]) else args
    return subprocess.run(
        argv, input=stdin, capture_output=True, text=text, timeout=HANG_BOUND, check=False
    )


def printed_at_once(script: str, stdin: bytes | str = b"") -> str:
    """What the Python ``script`` prints, run by ``bounded`` with ``stdin`` (a text as
    UTF-8); the test fails unless it ends, and with status 0."""
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    process = bounded(["-c", script], stdin=data)
    assert process.returncode == 0, process.stderr.decode("utf-8", "replace")
    return str(process.stdout.decode("utf-8"))


def written_sheet(deck: Path, folder: Path, *options: str) -> Path:
    """The sheet ``hoja`` writes of ``deck``, as ``folder/hoja.pdf``."""
    sheet = folder / "hoja.pdf"
    made = run("hoja", str(deck), "-o", str(sheet), *options)
    assert made.exit_code == 0, made.stderr
    return sheet


def edited_copy(sheet: Path, changed: Mapping[str, str]) -> Path:
    """A copy of ``sheet`` beside it (``edited.pdf``) whose fields ``changed`` were set as a
    PDF reader sets them, their appearances left as they were."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(sheet))
    writer.update_page_form_field_values(writer.pages[0], dict(changed), auto_regenerate=False)
    edited = sheet.with_name("edited.pdf")
    writer.write(edited)
    return edited


# an escape ``printable`` writes, after the run of backslashes before it
ESCAPE = re.compile(r"(\\+)(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8})")


def read_back(shown: str) -> str:
    """What ``printable`` was given, from what it printed (its rule, read backwards)."""

    def one(match: re.Match[str]) -> str:
        backslashes, tail = match.groups()
        if len(backslashes) % 2 == 0:
            return "\\" * (len(backslashes) // 2) + tail
        code = int(tail[1:], 16)
        if tail[0] == "x" and code >= 0x80:
            code += 0xDC00  # a byte of a name that is not UTF-8
        return "\\" * (len(backslashes) // 2) + chr(code)

    return ESCAPE.sub(one, shown)


def drawn(shown: str) -> str:
    """What a terminal draws of a printed text: canonically equivalent texts look alike."""
    return unicodedata.normalize("NFC", shown)


def decks_named(folder: Path, illegal: str, *legal: str) -> Path:
    """``folder``, made, holding an illegal deck (AI_Albaz) named ``illegal`` and a legal one
    (Rose_Dragon) under each of ``legal``: names that may print alike, whose verdicts differ."""
    folder.mkdir()
    shutil.copy(DECKS / "AI_Albaz.ydk", folder / illegal)
    for name in legal:
        shutil.copy(DECKS / "Rose_Dragon.ydk", folder / name)
    return folder
