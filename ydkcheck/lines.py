"""Lines as people number them: editors and GitHub count line feeds, and nothing else."""

from __future__ import annotations

# what ``str.splitlines`` and editors break a line at besides a line feed: a carriage return
# alone, a vertical tab, a form feed, the separators U+001C-U+001E, U+0085, U+2028, U+2029
OTHER_LINE_BREAKS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def split_lines(text: str) -> list[str]:
    """The lines of ``text``, split at line feeds only (a CR before one is dropped: CRLF).

    ``str.splitlines`` also breaks at form feeds, U+0085, U+2028 and others, which would
    shift every later line number away from what an editor shows; here they stay inside
    their line. A text with carriage returns and no line feed at all (old Mac files) is
    split at those.
    """
    if "\r" in text:
        text = text.replace("\r\n", "\n") if "\n" in text else text.replace("\r", "\n")
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines
