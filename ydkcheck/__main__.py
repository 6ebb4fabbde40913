"""Console entry point: ``ydkcheck`` and ``python -m ydkcheck``."""

from __future__ import annotations

import sys

from ydkcheck.cli import build_app, invoked_module, resolve_language


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; exit 2 on a usage error as on any other unusable input."""

    args = sys.argv[1:] if argv is None else argv
    app = build_app(resolve_language(args), invoked_module(args))
    app(args=args, prog_name="ydkcheck")


if __name__ == "__main__":
    main()
