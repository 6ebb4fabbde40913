"""What a form runs when it is opened, printed or filled in: the actions a PDF reader carries
out, which can change what it shows and prints after ydkcheck has read it; and the rich text
of a field, which a reader may draw instead of its value.

A script that sets a field's value when the file is opened or printed (``this.getField("Side
Deck 1").value = …``) prints one deck on the judge's paper while the file gives ydkcheck
another; so can an action that hides a field or switches a layer. A form's standard helpers
(``AFSimple_Calculate`` for a total, ``AFRange_Validate`` for a count, ``AFNumber_Format``),
which Konami's form uses, compute and check and change no name: a script that is one call of
one of them, with plain values, is the form's own. Anything else is found here, by kind; a
link (``URI``, ``GoTo``, ``Named``) is harmless.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from ydkcheck.decks.sheet_limits import listed, resolved

MOST_ACTIONS = 4096  # actions looked at, chained ones too; past them, too many to tell
HARMLESS = frozenset({"/URI", "/GoTo", "/GoToR", "/Named", "/Thread"})
# a form's standard helpers, called once with plain values: a string, a number, true or
# false, or a list of field names (``new Array ("Monster Card 1 Count", …)``)
_STRING = r""""[^"\\]*"|'[^'\\]*'"""
_VALUE = rf"""(?:{_STRING}|-?[0-9.]+|true|false|new\s+Array\s*\((?:\s*"[^"\\]*"\s*,?)*\s*\))"""
STANDARD_HELPER = re.compile(
    rf"\s*AF[A-Za-z_]+\s*\(\s*(?:{_VALUE}\s*(?:,\s*{_VALUE}\s*)*)?\)\s*;?\s*"
)
MOST_SCRIPT = 64 << 10  # characters of a script read: Konami's longest is a few hundred
MARKUP = re.compile(r"<[^>]*>")


def form_actions(root: Any, pages: Iterable[Any], widgets: Mapping[str, Iterable[Any]]) -> set[str]:
    """The kinds of action the document, its pages, their annotations and the fields'
    widgets would run that are not the form's own (``JavaScript``, ``Hide``,
    ``SetOCGState``...); empty for a form that runs nothing else."""
    found: set[str] = set()
    names = resolved(root.get("/Names"))
    if hasattr(names, "get") and "/JavaScript" in names:  # scripts run when it is opened
        found.add("JavaScript")
    seen: set[int] = set()
    for action in _actions(root, pages, widgets):
        found.update(_kinds(action, seen))
    return found


def rich_texts(widgets: Mapping[str, Iterable[Any]]) -> dict[str, str]:
    """Each field whose rich text (``/RV``), which a reader may draw instead of its value,
    says other words than the value: those words."""
    found = {}
    for name, placed in widgets.items():
        for widget in placed:
            rich = _rich_text_if_other(resolved(widget))
            if rich is not None:
                found[name] = rich
    return found


def _actions(
    root: Any, pages: Iterable[Any], widgets: Mapping[str, Iterable[Any]]
) -> Iterator[Any]:
    """Every action the document holds where a reader looks for one."""
    opening = resolved(root.get("/OpenAction"))
    if hasattr(opening, "get"):  # an array is a place to open at, no action
        yield opening
    yield from _triggered(root)
    holders: list[Any] = []
    for page in pages:
        holders.append(page)
        holders.extend(resolved(annotation) for annotation in listed(page.get("/Annots")))
    holders.extend(resolved(widget) for placed in widgets.values() for widget in placed)
    for holder in holders:
        if hasattr(holder, "get"):
            action = resolved(holder.get("/A"))
            if hasattr(action, "get"):
                yield action
            yield from _triggered(holder)


def _triggered(holder: Any) -> Iterator[Any]:
    """The actions of ``holder``'s additional actions (``/AA``): on opening, printing,
    closing, on a field's keystroke, format, validation, calculation, focus."""
    triggers = resolved(holder.get("/AA"))
    if hasattr(triggers, "values"):
        for action in triggers.values():
            if hasattr(resolved(action), "get"):
                yield resolved(action)


def _kinds(first: Any, seen: set[int]) -> Iterator[str]:
    """The kind of ``first`` and of the actions chained after it (``/Next``), each once,
    that are not the form's own; "many" past ``MOST_ACTIONS``."""
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
            if not STANDARD_HELPER.fullmatch(_text(action.get("/JS"))):
                yield "JavaScript"
        elif kind not in HARMLESS:
            yield kind.lstrip("/")[:40] or "?"
        after = resolved(action.get("/Next"))  # one action, or an array of them
        pending.extend(listed(after) if isinstance(after, list) else [after])


def _text(value: Any) -> str:
    """A script's or a rich text's text, a string or a stream (decoded within the file's
    budget), up to ``MOST_SCRIPT`` characters."""
    value = resolved(value)
    if hasattr(value, "get_data"):
        return bytes(value.get_data()[:MOST_SCRIPT]).decode("latin-1")
    return str(value)[:MOST_SCRIPT]


def _rich_text_if_other(widget: Any) -> str | None:
    """The words of a widget's field's rich text (``/RV``) when they are not its value's
    (``/V``), else None."""
    if not hasattr(widget, "get"):
        return None
    field = widget if "/RV" in widget else resolved(widget.get("/Parent"))
    if not hasattr(field, "get") or "/RV" not in field:
        return None
    rich = " ".join(MARKUP.sub(" ", _text(field.get("/RV"))).split())
    return rich if rich != " ".join(str(resolved(field.get("/V", ""))).split()) else None
