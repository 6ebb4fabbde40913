"""The judge's deck check: ``compara``."""
