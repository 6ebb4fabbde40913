"""``decks.sheet_ink``: whether a field's text is drawn in ink a person can read."""

from __future__ import annotations

import pytest

from ydkcheck.decks.sheet_ink import legible, odd_drawing, paints_over


@pytest.mark.parametrize(
    ("stream", "seen"),
    [
        (b"/Tx BMC q BT /Helv 12 Tf 0 g 2 2 Td (Maxx) Tj ET Q EMC", True),
        (b"q 1 g 0 0 100 20 re f 0 g BT /Helv 9 Tf (Maxx) Tj ET Q", True),  # a white box
        (b"BT /Helv 0 Tf (Maxx) Tj ET", True),  # 0: fitted to the field
        (b"BT /Helv 12 Tf (1 g) Tj ET", True),  # an operator in a string is text
        (b"BT /Helv 12 Tf (a (1 g) b) Tj ET", True),
        (b"q 1 g Q BT /Helv 12 Tf (x) Tj ET", True),  # Q restores the black
        (b"0 0 m 10 10 l S", True),  # no text at all
        (b"q BT /Helv 12 Tf 1 g (Maxx) Tj ET Q", False),
        (b"BT /Helv 12 Tf 1 1 1 rg (x) Tj ET", False),
        (b"BT /Helv 12 Tf 0 0 0 0 k (x) Tj ET", False),
        (b"1 g q 0 g Q BT /Helv 12 Tf (x) Tj ET", False),  # Q restores the white
        (b"BT /Helv 12 Tf 1 Tr 1 G 0 g (x) Tj ET", False),  # outlined in white
        (b"BT /Helv 0.2 Tf 0 g (Maxx) Tj ET", False),
        (b"BT /Helv 12 Tf 0.01 0 0 0.01 5 5 Tm (Maxx) Tj ET", False),
        (b"0.01 0 0 0.01 0 0 cm BT /Helv 12 Tf (Maxx) Tj ET", False),
        (b"BT /Helv 12 Tf 0.01 0 0 13 5 5 Tm (Maxx) Tj ET", False),  # flattened across
        (b"1 0 0 0.01 0 0 cm BT /Helv 12 Tf (Maxx) Tj ET", False),  # flattened up
        (b"BT /Helv 12 Tf 2 0 0 1 5 5 Tm (Maxx) Tj ET", True),  # stretched: still read
        (b"BT /Helv 12 Tf /DeviceGray cs 0 sc (x) Tj ET", True),
        (b"BT /Helv 12 Tf /DeviceRGB cs 0 0 0 sc (x) Tj ET", True),
        (b"BT /Helv 12 Tf /DeviceRGB cs 1 1 1 sc (x) Tj ET", False),
        (b"BT /Helv 12 Tf /DeviceCMYK cs (x) Tj ET", True),  # black, its initial colour
        (b"BT /Helv 12 Tf 0 sc (x) Tj ET", True),  # in the initial space, grey
        (b"BT /Helv 12 Tf /CS0 cs 0 sc (x) Tj ET", False),  # an indexed table, a tint: unknown
        (b"BT /Helv 12 Tf /CS0 cs (x) Tj ET", False),
        (b"BT /Helv 12 Tf /Pattern cs /P0 scn (x) Tj ET", False),
        (b"BT /Helv 12 Tf /CS0 cs 0 g (x) Tj ET", True),  # g sets the device's grey again
        (b"BT /Helv 12 Tf 1 Tr /CS0 CS 0 SC 0 g (x) Tj ET", False),  # outlined: the stroke's
        (b"BT /Helv 12 Tf 3 Tr (x) Tj ET", False),  # drawn invisible, however written
        (b"BT /Helv 12 Tf 03 Tr (x) Tj ET", False),
        (b"BT /Helv 12 Tf 3.0 Tr (x) Tj ET", False),
        (b"BT /Helv 12 Tf 7 Tr (x) Tj ET", False),  # a clip, no ink
        (b"BT /Helv 12 Tf 2.5 Tr (x) Tj ET", False),  # no mode at all
        (b"BT /Helv 12 Tf 2 Tr (x) Tj ET", True),  # filled and stroked
        (b"BT /Helv 12 Tf 3 Tr 0 Tr (x) Tj ET", True),
        (b"BT /Helv 12 Tf 1 1 1 1 5 5 Tm (x) Tj ET", False),  # sheared onto one line
        (b"1 1 1 1 0 0 cm BT /Helv 12 Tf (x) Tj ET", False),
        (b"BT/Helv 0.5 Tf (x) Tj ET", False),  # a name right after an operator
        (b"BT /Helv 12 Tf /Cs1 cs 0 0 0 sc (x) Tj ET", False),  # a space the file must say
        # on what it is drawn: a box filled black before, "Q" or not, hides black text
        (b"q 0 g 0 0 99 20 re f Q BT /Helv 9 Tf 0 g (Maxx) Tj ET", False),
        (b"0 0 0.5 rg 0 0 99 20 re f BT /Helv 9 Tf 0 0 0.4 rg (Maxx) Tj ET", False),
        (b"0 g 0 0 99 20 re f BT /Helv 9 Tf 1 g (Maxx) Tj ET", True),  # white on black
        (b"0.9 g 0 0 99 20 re f BT /Helv 9 Tf 0 g (Maxx) Tj ET", True),  # a light background
        # a border as readers draw one (pdfium): a frame, two boxes filled even-odd, is no
        # background; nor a path of lines
        (b"0 g 0 0 99 20 re 1 1 97 18 re f* BT /Helv 9 Tf 0 g (Maxx) Tj ET", True),
        (b"0 g 0 0 m 99 0 l 99 20 l h f BT /Helv 9 Tf 0 g (Maxx) Tj ET", True),
        (b"BT /Helv 12 Tf (a (1 g 0 0 9 9 re f) b) Tj ET", True),  # inside a string: no fill
    ],
)
def test_text_is_legible_unless_white_or_a_speck(stream: bytes, seen: bool) -> None:
    assert legible(stream) is seen


def test_a_default_appearance_is_the_ink_of_the_text_a_reader_draws() -> None:
    assert legible(b"/Helv 0 Tf 0 g", shows_text=True)
    assert not legible(b"/Helv 12 Tf 1 g", shows_text=True)
    assert not legible(b"/Helv 1 Tf 0 g", shows_text=True)


@pytest.mark.parametrize(
    ("stream", "painted"),
    [
        (b"q 0 G 0 0 50 10 re S Q BT /Helv 9 Tf (Maxx) Tj ET", False),  # a border, then text
        (b"BT /Helv 9 Tf (Maxx) Tj ET q 0 G 0 0 m 5 9 l S Q", True),  # lines over the text
        (b"BT /Helv 9 Tf (Maxx) Tj ET 0 0 m 5 9 l 9 0 l s", True),
        (b"BT /Helv 9 Tf (Maxx) Tj ET", False),
        (b"BT /Helv 9 Tf (S s) Tj ET", False),  # the letters in a string are text
    ],
)
def test_a_path_stroked_after_the_text_paints_over_it(stream: bytes, painted: bool) -> None:
    assert paints_over(stream) is painted


def test_a_space_the_resources_make_the_device_s_reads_as_the_device_s() -> None:
    """macOS writes a field's black as ``/Cs1 cs 0 0 0 sc``, an ICC profile of three
    components (``sheet_printed.device_spaces``): read as RGB, not as unknown ink."""
    drawn = b"BT /TT1 12 Tf /Cs1 cs %s sc (Maxx) Tj ET"
    assert legible(drawn % b"0 0 0", spaces={"/Cs1": 3})
    assert not legible(drawn % b"1 1 1", spaces={"/Cs1": 3})
    assert not legible(drawn % b"0 0 0", spaces={"/Cs2": 3})


BOX = (0.0, 0.0, 200.0, 20.0)


@pytest.mark.parametrize(
    ("stream", "odd"),
    [
        (b"BT /F1 12 Tf 2 5 Td 1 Tc (Pred) Tj ET", False),  # a little letter spacing
        (b"BT /F1 12 Tf 2 5 Td 300 Tc (Pred) Tj ET", True),
        # spacing scaled up with the text: 2.9 is 34 times a size of 0.085
        (b"BT /F1 0.085 Tf 100 0 0 100 2 5 Tm 2.9 Tc (Pred) Tj ET", True),
        (b'BT /F1 12 Tf 2 5 Td 0 300 (P) " ET', True),  # '"' sets Tw and Tc
        (b'BT /F1 12 Tf 2 5 Td 0 0 (P) " ET', False),
        (b"BT /F1 12 Tf 2 5 Td -300 Tw (P Q) Tj ET", True),
    ],
)
def test_letters_or_words_spaced_out_of_the_box_are_odd(stream: bytes, odd: bool) -> None:
    assert odd_drawing(stream, BOX) is odd
