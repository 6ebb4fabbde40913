"""Look at the HTML report in a real browser: render it with headless Chromium, save a PNG.

    python tools/screenshot_html.py [DECK ...] [--out docs/informe.png] [--lang es]
                                    [--size 1280,900] [--only-illegal] [--page FILE.html]

Runs ``ydkcheck valida --salida html`` on the decks (by default ``examples/decks`` and
``tests/data/decks``) into a temporary file, or takes an HTML page already written
(``--page``), and has Chromium (the distribution's package: ``apt-get install chromium``)
take a screenshot of it. The browser gets a new empty profile and no network: the page
must look right with nothing but itself.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DECKS = ["examples/decks", "tests/data/decks"]  # relative to the checkout
BROWSERS = ("chromium", "chromium-browser", "google-chrome")
QUIET = [  # no network, no first-run screens, no background services
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
]


def in_checkout(deck: str) -> str:
    """A deck named from the checkout when it is inside, as the report will show it."""
    path = Path(deck).resolve()
    return str(path.relative_to(REPO)) if path.is_relative_to(REPO) else str(path)


def write_report(decks: list[str], target: Path, lang: str, only_illegal: bool) -> None:
    """``valida --salida html`` of ``decks`` into ``target``, run in the checkout (its exit
    status is the verdict, 0 or 1)."""
    command = [sys.executable, "-m", "ydkcheck", "valida", "--salida", "html", "--lang", lang]
    if only_illegal:
        command.append("--solo-ilegales")
    with target.open("wb") as out:
        done = subprocess.run([*command, *decks], stdout=out, check=False, cwd=REPO)
    if done.returncode not in (0, 1):
        raise SystemExit(f"ydkcheck exited with {done.returncode}")


def screenshot(page: Path, out: Path, size: str) -> None:
    """A PNG of ``page`` as Chromium draws it in a window of ``size`` (``WIDTH,HEIGHT``)."""
    browser = next((found for name in BROWSERS if (found := shutil.which(name))), None)
    if browser is None:
        raise SystemExit("no Chromium found: apt-get install -y chromium")
    with tempfile.TemporaryDirectory(prefix="ydkcheck-chromium-") as profile:
        command = [
            browser,
            *QUIET,
            f"--user-data-dir={profile}",
            f"--screenshot={out.resolve()}",
            f"--window-size={size}",
            page.resolve().as_uri(),
        ]
        subprocess.run(command, check=True, capture_output=True, timeout=120)
    print(f"{out} ({out.stat().st_size:,} bytes) from {page}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="*", help="decks or folders (default: the examples)")
    parser.add_argument("--out", type=Path, default=REPO / "docs" / "informe.png")
    parser.add_argument("--lang", default="es", choices=["es", "en"])
    parser.add_argument("--size", default="1280,900", help="the window, WIDTH,HEIGHT")
    parser.add_argument("--only-illegal", action="store_true")
    parser.add_argument("--page", type=Path, help="an HTML report already written")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ydkcheck-html-") as folder:
        page = args.page
        if page is None:
            page = Path(folder) / "informe.html"
            decks = [in_checkout(deck) for deck in args.decks] or DEFAULT_DECKS
            write_report(decks, page, args.lang, args.only_illegal)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        screenshot(page, args.out, args.size)


if __name__ == "__main__":
    main()
