"""One fpdf2 page in millimetres with the sheet's font, and the pieces a form is drawn with:
text sized to its box, labelled boxes, filled bands, outlines and ruled rows.

The font, DejaVu Sans Condensed (regular and bold), ships in ``ydkcheck/data/fonts`` and is
embedded in the PDF, subset to the characters used.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

from ydkcheck.paths import package_dir
from ydkcheck.sheet.fit import LEADING, PT, fit
from ydkcheck.sheet.glyphs import drawable, undrawable
from ydkcheck.sheet.paper import PAPERS


@contextmanager
def _not_importable(name: str) -> Iterator[None]:
    """Within it, importing ``name`` fails as if it were not installed (unless something
    imported it already, which is left as it is)."""
    if name in sys.modules:
        yield
        return
    sys.modules[name] = None  # type: ignore[assignment]
    try:
        yield
    finally:
        if name in sys.modules and sys.modules[name] is None:
            del sys.modules[name]


# fpdf2 imports numpy, if it can, only for images made of arrays, which a sheet has none of:
# a third of fpdf2's start-up (about 45 ms of 200) saved, fpdf2 working as without numpy
with _not_importable("numpy"):
    from fpdf import FPDF
    from fpdf.fonts import TTFFont

FONT = "sheet"
FONT_FILES = {"": "DejaVuSansCondensed.ttf", "B": "DejaVuSansCondensed-Bold.ttf"}
PAD = 1.0  # between a box's side and its text
RISE = 0.4  # between a row's rules and its text
INK, GREY, FAINT = (0, 0, 0), (110, 110, 110), (150, 150, 150)
SHADE, DARK, WHITE = (232, 232, 232), (35, 35, 35), (255, 255, 255)
Colour = tuple[int, int, int]


class Field(NamedTuple):
    """A form field of the sheet: its name, its value and its box in millimetres from the
    page's top left corner, and how its value is drawn (``Page.write``'s arguments)."""

    name: str
    value: str
    x: float
    y: float
    width: float
    height: float
    largest: float
    bold: bool = False
    center: bool = False


class Page:
    """A one-page PDF of ``paper`` (a key of ``PAPERS``) being drawn."""

    def __init__(self, paper: str) -> None:
        self.width, self.height = PAPERS[paper]
        self.pdf = FPDF(unit="mm", format=(self.width, self.height))
        self.pdf.set_auto_page_break(False)
        folder = Path(str(package_dir() / "data" / "fonts"))
        for style, name in FONT_FILES.items():
            self.pdf.add_font(FONT, style, folder / name)
        # the characters both fonts draw: any other is replaced (see ``glyphs``)
        self.covered = set.intersection(
            *(set(font.cmap) for font in self.pdf.fonts.values() if isinstance(font, TTFFont))
        )
        self.pdf.add_page()
        self.pdf.set_draw_color(*GREY)
        self.missing: set[str] = set()  # characters drawn as "?": the font has no look-alike
        self.fields: list[Field] = []  # in the order they are drawn

    def field(self, field: Field) -> None:
        """A form field: its value is drawn later, on a page of its own that becomes the
        field's appearance (``draw_fields``)."""
        self.fields.append(field)

    def draw_fields(self) -> None:
        """Each field's value on a page of its own after the sheet, at its place on the
        sheet: ``form`` makes those pages the fields' appearances and drops them. An empty
        field has no page."""
        for field in self.fields:
            if not field.value:
                continue
            self.pdf.add_page()
            self.write(
                field.value,
                field.x,
                field.y,
                field.width,
                field.height,
                field.largest,
                bold=field.bold,
                center=field.center,
            )

    def output(self) -> bytes:
        """The finished PDF."""
        return bytes(self.pdf.output())

    def _measure(self, bold: bool) -> Callable[[str], float]:
        """A text's width in mm at 1 point (widths grow with the size)."""
        self.pdf.set_font(FONT, "B" if bold else "", 1)
        return self.pdf.get_string_width

    def write(
        self,
        text: str,
        x: float,
        y: float,
        width: float,
        height: float,
        largest: float,
        *,
        bold: bool = False,
        center: bool = False,
        colour: Colour = INK,
    ) -> None:
        """``text`` in the box at (``x``, ``y``), as large as fits up to ``largest`` points,
        its lines centred vertically (and across, with ``center``)."""
        text = " ".join(text.split())
        self.missing |= undrawable(text, self.covered)
        text = drawable(text, self.covered)
        if not text:
            return
        measure = self._measure(bold)
        fitted = fit(text, width - 2 * PAD, height - 2 * RISE, measure, largest)
        widths = [measure(line) * fitted.size for line in fitted.lines]
        self.pdf.set_font(FONT, "B" if bold else "", fitted.size)
        self.pdf.set_text_color(*colour)
        size = fitted.size * PT
        pitch = size * LEADING
        baseline = y + height / 2 - pitch * (len(fitted.lines) - 1) / 2 + size * 0.35
        for line, line_width in zip(fitted.lines, widths, strict=True):
            left = x + (width - line_width) / 2 if center else x + PAD
            self.pdf.text(left, baseline, line)
            baseline += pitch

    def box(
        self, x: float, y: float, width: float, height: float, label: str, name: str, value: str
    ) -> None:
        """A box of the form: its label small at the top, the field ``name`` holding
        ``value`` below."""
        self.labelled(x, y, width, height, label)
        self.field(Field(name, value, x, y + 3.5, width, height - 4.0, 11.0))

    def labelled(self, x: float, y: float, width: float, height: float, label: str) -> None:
        """An outline with its label small at the top."""
        self.pdf.set_line_width(0.3)
        self.pdf.rect(x, y, width, height)
        self.write(label, x, y + 0.3, width, 3.2, 6.0, colour=GREY)

    def band(
        self,
        x: float,
        y: float,
        width: float,
        height: float,
        text: str = "",
        *,
        dark: bool = False,
        size: float = 8.0,
    ) -> None:
        """A filled strip with ``text`` in bold: white on dark (a title) or on light grey."""
        self.pdf.set_fill_color(*(DARK if dark else SHADE))
        self.pdf.rect(x, y, width, height, style="F")
        self.write(
            text, x + 0.5, y, width - 0.5, height, size, bold=True, colour=WHITE if dark else INK
        )

    def frame(self, x: float, y: float, width: float, height: float, line: float = 0.4) -> None:
        """An outline."""
        self.pdf.set_line_width(line)
        self.pdf.rect(x, y, width, height)

    def qr(self, x: float, y: float, side: float, rows: tuple[tuple[bool, ...], ...]) -> None:
        """A QR code of ``rows`` of modules in black, its quiet zone included in the square
        of ``side`` at (``x``, ``y``): each row's runs of dark modules one rectangle."""
        quiet = 4  # modules of white around the code, as the standard asks
        module = side / (len(rows) + 2 * quiet)
        self.pdf.set_fill_color(*INK)
        for index, row in enumerate(rows):
            top = y + (quiet + index) * module
            start = None
            for column, dark in enumerate((*row, False)):
                if dark and start is None:
                    start = column
                elif not dark and start is not None:
                    left = x + (quiet + start) * module
                    self.pdf.rect(left, top, (column - start) * module, module, style="F")
                    start = None

    def rules(
        self,
        x: float,
        y: float,
        width: float,
        rows: int,
        height: float,
        cuts: tuple[float, ...],
        depth: float,
    ) -> None:
        """Thin rules under ``rows`` rows, and ``depth`` long ones down at ``cuts`` from x."""
        self.pdf.set_line_width(0.15)
        for index in range(1, rows + 1):
            self.pdf.line(x, y + index * height, x + width, y + index * height)
        for cut in cuts:
            self.pdf.line(x + cut, y, x + cut, y + depth)
