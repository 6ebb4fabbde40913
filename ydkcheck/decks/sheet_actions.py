"""What a form runs when it is opened, printed or filled in: the actions a PDF reader carries
out, which can change what it shows and prints after ydkcheck has read it; and the rich text
of a field, which a reader may draw instead of its value.

A script that sets a field's value when the file is opened or printed (``this.getField("Side
Deck 1").value = …``) prints one deck on the judge's paper while the file gives ydkcheck
another; so can an action that hides a field or switches a layer, a form's own XFA
description, which a reader shows instead of its fields, or another file carried inside (a
portfolio opens on it). Konami's form runs scripts of its
own, each one call of Acrobat's helpers with plain values: a count's range
(``AFRange_Validate``), a number's format with no text of its own (``AFNumber_Format``, on
any field but a card's name, which it would show blank), and
on a total's field, the sum of named fields (``AFSimple_Calculate("SUM", …)``). Those, on
those fields, are the form's; anything else is found here, by kind, wherever a reader looks
for it (the document, its pages, their annotations, each field and the fields above its
widgets, the fields computed in order). A link (``URI``, ``GoTo``, ``Named``) is harmless.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from ydkcheck.decks.sheet_fields import GROUPS
from ydkcheck.decks.sheet_limits import listed, resolved

MOST_ACTIONS = 4096  # actions looked at, chained ones too; past them, too many to tell
# levels of fields above a widget whose actions are looked at, or whose /DA it may take
MOST_PARENTS = 16
HARMLESS = frozenset({"/URI", "/GoTo", "/GoToR", "/Named", "/Thread"})
_NAMES = r"""new\s+Array\s*\((?:\s*"[^"\\]*"\s*,?)*\s*\)"""
_NUMBER = r"-?[0-9.]+|true|false"
_NUMBERS = rf"(?:{_NUMBER})(?:\s*,\s*(?:{_NUMBER}))*"
TOTAL_SCRIPT = re.compile(rf"""\s*AFSimple_Calculate\s*\(\s*"SUM"\s*,\s*{_NAMES}\s*\)\s*;?\s*""")
CHECK_SCRIPT = re.compile(
    rf"""\s*AF(?:Range_Validate|Number_Keystroke)\s*\(\s*{_NUMBERS}\s*\)\s*;?\s*"""
    rf"""|\s*AFNumber_(?:Format|Keystroke)\s*\(\s*{_NUMBERS}\s*,\s*""\s*,\s*{_NUMBERS}"""
    r"""\s*\)\s*;?\s*"""
)
MOST_SCRIPT = 64 << 10  # characters of a script read: Konami's longest is a few hundred
# the fields of the form that hold a card's name ("Monster 7", "Side Deck 12")
CARD_NAME_FIELD = re.compile("|".join(pattern for pattern, *_ in GROUPS.values()))
MARKUP = re.compile(r"<[^>]*>")
# markup whose text a regular expression does not read as an XML reader does
HIDDEN_MARKUP = ("<![CDATA[", "<!--", "<?", "<!ENTITY", "<!DOCTYPE")


def form_actions(
    root: Any, form: Any, pages: Iterable[Any], widgets: Mapping[str, Iterable[Any]]
) -> set[str]:
    """The kinds of action the document would run that are not the form's own
    (``JavaScript``, ``Hide``, ``SetOCGState``...), and ``XFA`` for a form that carries its
    own description; empty for a form that runs nothing else. ``form``: the document's form
    dictionary; ``widgets``: each field's widgets, by name."""
    found: set[str] = set()
    pages = list(pages)
    names = resolved(root.get("/Names"))
    if _names_any(names, "/JavaScript"):
        found.add("JavaScript")  # scripts run when the file is opened
    if _names_any(names, "/EmbeddedFiles"):
        found.add("EmbeddedFiles")  # another file inside: perhaps another list
    if root.get("/Collection") is not None:  # a portfolio: a reader opens on its files
        found.add("Collection")
    if any(map(_associates_files, _af_holders(root, form, pages))):
        found.add("AF")  # files associated with the document, a page or a field (PDF 2.0)
    if hasattr(form, "get") and form.get("/XFA") is not None:
        found.add("XFA")
    seen: set[int] = set()
    for action, field in _actions(root, form, pages, widgets):
        found.update(_kinds(action, field, seen))
    return found


def _af_holders(root: Any, form: Any, pages: list[Any]) -> Iterator[Any]:
    """What PDF 2.0 lets associate files (``/AF``): the document, its form, each page and
    each annotation on it."""
    yield root
    yield form
    for page in pages:
        yield page
        yield from map(resolved, listed(page.get("/Annots")))


def _associates_files(holder: Any) -> bool:
    """Whether ``holder`` associates files: an array of them, or one written alone."""
    files = resolved(holder.get("/AF")) if hasattr(holder, "get") else None
    return bool(listed(files)) or hasattr(files, "get")


def _names_any(names: Any, kind: str) -> bool:
    """Whether the document's name dictionary lists any entry of ``kind`` (``/JavaScript``,
    ``/EmbeddedFiles``): its tree holds names, or branches that do."""
    tree: Any = resolved(names.get(kind)) if hasattr(names, "get") else None
    return hasattr(tree, "get") and bool(listed(tree.get("/Names")) or listed(tree.get("/Kids")))


def layer_count(root: Any) -> int:
    """How many layers (optional content groups) the document declares: a reader may show a
    layer on screen and print another, by the reader's choice or the file's (``/AS``,
    ``/Usage``), so what ydkcheck reads and renders may not be what is printed."""
    properties = resolved(root.get("/OCProperties"))
    groups = resolved(properties.get("/OCGs")) if hasattr(properties, "get") else None
    return len(listed(groups)) if groups is not None else 0


def rich_texts(widgets: Mapping[str, Iterable[Any]]) -> dict[str, str]:
    """Each field whose rich text (``/RV``), which a reader may draw instead of its value,
    says other words than the value: those words (``?`` when they cannot be told)."""
    found = {}
    for name, placed in widgets.items():
        for widget in placed:
            rich = _rich_text_if_other(resolved(widget))
            if rich is not None:
                found[name] = rich
    return found


def _actions(
    root: Any, form: Any, pages: Iterable[Any], widgets: Mapping[str, Iterable[Any]]
) -> Iterator[tuple[Any, str | None]]:
    """Every action the document holds where a reader looks for one, with the name of the
    field it runs for (None: the document's, a page's, an annotation's)."""
    opening = resolved(root.get("/OpenAction"))
    if hasattr(opening, "get"):  # an array is a place to open at, no action
        yield opening, None
    # the fields first: a widget is also an annotation of its page, and each action is
    # judged once, for the field it runs for
    holders: list[tuple[Any, str | None]] = []
    for name, placed in widgets.items():
        for widget in placed:
            holders.extend(_with_parents(widget, name))
    if hasattr(form, "get"):  # the fields computed in order, with a widget of their own or not
        for field in map(resolved, listed(form.get("/CO"))):
            if hasattr(field, "get"):
                holders.append((field, str(field.get("/T", ""))))
    holders.append((root, None))
    for page in pages:
        holders.append((page, None))
        for note in listed(page.get("/Annots")):  # a widget no field lists, and its fields
            holders.extend(_with_parents(note, None))
    for holder, field in holders:
        if not hasattr(holder, "get"):
            continue
        action = resolved(holder.get("/A"))
        if hasattr(action, "get"):
            yield action, field
        triggers = resolved(holder.get("/AA"))  # on opening, printing, a field's keystroke...
        if hasattr(triggers, "values"):
            for triggered in map(resolved, triggers.values()):
                if hasattr(triggered, "get"):
                    yield triggered, field


def _with_parents(widget: Any, name: str | None) -> list[tuple[Any, str | None]]:
    """A widget and the fields above it, where a field's triggers belong, each with the name
    of the field (``name``, else the nearest one written above it)."""
    found: list[tuple[Any, str | None]] = []
    node = resolved(widget)
    for _ in range(MOST_PARENTS):
        if not hasattr(node, "get"):
            break
        if name is None and node.get("/T") is not None:
            name = str(node.get("/T"))
        found.append((node, name))
        node = resolved(node.get("/Parent"))
    return found


def _kinds(first: Any, field: str | None, seen: set[int]) -> Iterator[str]:
    """The kind of ``first`` and of the actions chained after it (``/Next``), each once,
    that are not the form's own (``field``: the field they run for, if any); "many" past
    ``MOST_ACTIONS``."""
    pending = [first]
    while pending:
        action = resolved(pending.pop())
        if not hasattr(action, "get") or id(action) in seen:
            continue
        seen.add(id(action))
        if len(seen) > MOST_ACTIONS:
            yield "many"
            return
        kind = str(action.get("/S", ""))
        if kind == "/JavaScript":
            if not _forms_own(_text(action.get("/JS")), field):
                yield "JavaScript"
        elif kind not in HARMLESS:
            yield kind.lstrip("/")[:40] or "?"
        after = resolved(action.get("/Next"))  # one action, or an array of them
        pending.extend(listed(after) if isinstance(after, list) else [after])


def _forms_own(script: str | None, field: str | None) -> bool:
    """Whether ``script``, run for ``field``, is one of a form's own: a check on any field, a
    number's format on any field but a card's name (a reader shows and prints a name that is
    no number as blank), a sum on a field whose name says it is a total. None runs for the
    document or a page; a script too long to read whole is none."""
    if script is None or field is None:
        return False
    if CHECK_SCRIPT.fullmatch(script):  # a number's format shows a name, no number, blank
        return "AFNumber_Format" not in script or CARD_NAME_FIELD.fullmatch(field) is None
    return "total" in field.casefold() and TOTAL_SCRIPT.fullmatch(script) is not None


def _text(value: Any) -> str | None:
    """A script's or a rich text's text, a string or a stream (decoded within the file's
    budget; UTF-16 when it starts with its byte-order mark); None past ``MOST_SCRIPT``."""
    value = resolved(value)
    if hasattr(value, "get_data"):
        data = bytes(value.get_data())
        utf16 = data.startswith((b"\xfe\xff", b"\xff\xfe"))
        text = data.decode("utf-16", errors="replace") if utf16 else data.decode("latin-1")
    else:
        text = str(value)
    return text if len(text) <= MOST_SCRIPT else None


def _rich_text_if_other(widget: Any) -> str | None:
    """The words of a widget's field's rich text (``/RV``) when they are not its value's
    (``/V``), ``?`` when what a reader draws of it cannot be told; else None."""
    if not hasattr(widget, "get"):
        return None
    field = widget if "/RV" in widget else resolved(widget.get("/Parent"))
    if not hasattr(field, "get") or "/RV" not in field:
        return None
    written = _text(field.get("/RV"))
    if written is None or any(mark in written for mark in HIDDEN_MARKUP):
        return "?"
    # markup ends at a ">": none is looked for past the last one, where each "<" was tried
    # to the text's end (a rich text of 65,536 "<" took seconds a field)
    last = written.rfind(">") + 1
    rich = " ".join(html.unescape(MARKUP.sub(" ", written[:last]) + written[last:]).split())
    return rich if rich != " ".join(str(resolved(field.get("/V", ""))).split()) else None
