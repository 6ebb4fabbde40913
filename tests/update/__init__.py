"""Tests of ydkcheck actualiza (issue 6)."""
