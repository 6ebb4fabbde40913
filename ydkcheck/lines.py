"""Lines as people number them: editors and GitHub count line feeds, and nothing else."""

from __future__ import annotations


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
