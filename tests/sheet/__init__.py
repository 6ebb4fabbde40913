"""The registration sheet: ``hoja``."""
