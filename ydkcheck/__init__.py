"""ydkcheck: Yu-Gi-Oh! deck checker (construction rules, lists and formats, goldfish)."""

__version__ = "0.2.0"
