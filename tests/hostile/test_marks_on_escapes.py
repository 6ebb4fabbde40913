"""A combining mark right after an escape: a name holding a zero-width space and then a
combining dot above.

Before: the mark was printed as it is, and a terminal drew it on the escape's last letter:
``\\u200b`` and the dot read ``\\u200ḃ``, as a name holding ``\\u200ḃ`` (a backslash, ``u200``
and the letter ``ḃ``) prints. The two names printed alike. Now a mark on a letter of an escape
(or of what reads as one) is escaped too; what is printed is never drawn as another text is.
"""

from __future__ import annotations

import pytest
from helpers import bounded, drawn, read_back
from hypothesis import given
from hypothesis import strategies as st

from ydkcheck.printable import printable, printable_name


def test_a_mark_after_an_escape_is_escaped() -> None:
    assert printable("x\u200b\u0307") == "x\\u200b\\u0307"
    assert printable("x\\u200\u1e03") == "x\\u200\u1e03"  # a name that holds \u200ḃ
    assert printable("\\u200b\u0307") == "\\\\u200b\\u0307"  # \u200b written out, and a dot
    assert printable_name("\u0430\u200b\u0307") == "\\u0430\\u200b\\u0307"
    assert printable("\udcf3\u0301.ydk") == "\\xf3\\u0301.ydk"  # not drawn on the 3


def test_a_mark_nowhere_near_an_escape_prints_as_it_is() -> None:
    assert printable("C:\\Users\\Nin\u0303o.ydk") == "C:\\Users\\Nin\u0303o.ydk"
    assert printable("Cancio\u0301n\x1b.ydk") == "Cancio\u0301n\\x1b.ydk"


# letters, marks, letters with them, and what makes an escape
LETTERS = [*"abnx\u00f1\u0303\u0301\u0307\u0323\u1e03\u1e8b", *"\\xub0 /\u200b\r\udcf3"]
TEXTS = st.text(st.sampled_from(LETTERS), max_size=10)


@given(TEXTS, TEXTS)
def test_two_texts_are_never_drawn_alike(one: str, other: str) -> None:
    assert one == other or drawn(printable(one)) != drawn(printable(other))
    assert one == other or drawn(printable_name(one)) != drawn(printable_name(other))


@given(TEXTS)
def test_what_is_printed_reads_back_as_what_was_given(text: str) -> None:
    assert read_back(printable(text)) == text == read_back(printable_name(text))


@pytest.mark.parametrize("start", ["\\x1b", "a", "\\\\u200b"])
def test_many_marks_on_one_letter_are_read_in_linear_time(start: str) -> None:
    script = (
        "from ydkcheck.printable import printable, printable_name\n"
        f"text = '{start}' + '\\u0301\\u0323' * 200_000\n"
        "print(len(printable(text)), len(printable_name(text)))\n"
    )
    process = bounded(["-c", script], text=True)
    assert process.returncode == 0, process.stderr
