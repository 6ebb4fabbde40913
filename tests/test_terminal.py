"""Text laid out for a terminal: ``terminal.wrapped`` breaks lines as ``textwrap`` does."""

import textwrap

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from ydkcheck.terminal import wrapped

# letters, a digit and a superscript one, the underscore, hyphens and dashes, brackets, a
# non-breaking space and a tab: every character that decides where textwrap breaks a line
CHARACTERS = st.sampled_from(list("abE_é5²---–·().,!✔\u00a0\t"))
WORDS = st.lists(st.text(CHARACTERS, min_size=1, max_size=12), min_size=1, max_size=20)
INDENTS = st.sampled_from(["", "  ", "    · "])
HANGING = st.sampled_from(["", "  ", "      "])


@given(WORDS, st.sampled_from([" ", "  "]), INDENTS, HANGING, st.integers(6, 40), st.booleans())
@example(
    ["KDE-E", "IPP", "(--ronda", "0", "antes-de-la", "Ronda", "1)"], " ", "  ", "    ", 12, True
)
def test_lines_are_broken_where_textwrap_breaks_them(
    words: list[str], blank: str, indent: str, hanging: str, width: int, hyphens: bool
) -> None:
    text = blank.join(words)
    assume(len(indent) + len(text) > width)  # a line that fits is kept as it is (below)
    expected = textwrap.wrap(
        text, width, initial_indent=indent, subsequent_indent=hanging, break_on_hyphens=hyphens
    )
    assert wrapped(text, indent, hanging, width, hyphens) == (expected or [indent.rstrip()])


def test_a_line_that_fits_is_kept_as_it_is() -> None:
    assert wrapped("a  b\t", "  ", "    ") == ["  a  b\t"]
    assert wrapped("", "  ", "    ") == ["  "]


@pytest.mark.parametrize("command", ["::warning::PWNED", "::stop-commands::x", "##[error]X"])
def test_a_line_wrapped_to_start_with_a_deck_s_words_never_starts_a_workflow_command(
    command: str,
) -> None:
    """Before: a card line `1 aaaa aaa aa a ::warning::PWNED` was wrapped so that a report
    line began, after its blanks (which GitHub Actions trims), with the command."""
    text = f"línea 3: carta desconocida «aaaa aaa aa a {command}»: revisa el nombre o escribe"
    lines = wrapped(text, "  ", "                  ", width=60)
    assert len(lines) > 1
    assert not any(line.lstrip().startswith(("::", "##[")) for line in lines)
    shown = "".join("".join(lines).replace("\u200b", "").split())
    assert shown == "".join(text.split())  # nothing else changes
