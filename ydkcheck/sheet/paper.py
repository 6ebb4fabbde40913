"""The paper a sheet is drawn on: its name -> width and height in millimetres."""

from __future__ import annotations

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
