"""Render a deck's registration sheet (``ydkcheck hoja``) to a PNG, to look at it.

    python tools/render_sheet.py DECK OUT.png [--dpi 110] [-- HOJA OPTIONS...]

    python tools/render_sheet.py examples/decks/rose-dragon.ydk docs/hoja.png -- \\
        --jugador "García López, Ana" --id 0123456789 --pais España \\
        --evento "Regional de Madrid" --fecha-evento 2026-07-05

The sheet is drawn by the ydkcheck of this checkout into a temporary PDF, which poppler's
``pdftoppm`` turns into one PNG (Debian: ``apt-get install poppler-utils``). The options
after ``--`` go to ``hoja`` as they are (``--lang en``, ``--papel letter``...). The exit status
is hoja's: 1 for an illegal deck, whose sheet is still rendered.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    """Draw the sheet, render it, say where the PNG is; hoja's exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("deck")
    parser.add_argument("png", type=Path)
    parser.add_argument("--dpi", type=int, default=110)
    parser.add_argument("options", nargs="*", help="after --: options of ydkcheck hoja")
    args = parser.parse_args(argv)
    if shutil.which("pdftoppm") is None:
        parser.error("pdftoppm not found: install poppler-utils")
    with tempfile.TemporaryDirectory(prefix="render-sheet-") as folder:
        pdf = Path(folder) / "sheet.pdf"
        deck = str(Path(args.deck).resolve()) if Path(args.deck).exists() else args.deck
        command = [sys.executable, "-m", "ydkcheck", "hoja", deck, "-o", str(pdf)]
        drawn = subprocess.run([*command, *args.options], cwd=REPO, check=False)
        if drawn.returncode not in (0, 1):
            return drawn.returncode
        stem = Path(folder) / "sheet"
        render = ["pdftoppm", "-png", "-r", str(args.dpi), "-singlefile", str(pdf), str(stem)]
        subprocess.run(render, check=True)
        args.png.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(stem.with_suffix(".png")), args.png)
    print(f"{args.png}: {args.dpi} dpi")
    return drawn.returncode


if __name__ == "__main__":
    sys.exit(main())
